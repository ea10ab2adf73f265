"""Rules documents, variant diffs and the docs site, generated from the resolved variant.

- :mod:`.describers`: one describer per element of the model, in English.
- :mod:`.choices`: the words for every named choice of the variant file.
- :mod:`.example`: a worked example hand, played by the engine.
- :mod:`.document`: the rules document (``pitch-rules docs``).
- :mod:`.options` and :mod:`.diff`: the model's options, compared (``pitch-rules diff``).
- :mod:`.site`: the pages the mkdocs site builds from (one per variant, the
  comparison matrix), with :mod:`.schema_reference` and :mod:`.cli_reference`.
- :mod:`.words`: small helpers for English and Markdown.

Expressions are put into words by :mod:`pitch_rules.dsl.english`.

The names below load when first used, so that a command needing only a helper
(a simulation's report reads :mod:`.words`) does not load the document's makers.
"""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .diff import Difference, diff_text, differences
    from .document import base_of, rules_document

__all__ = ["Difference", "base_of", "diff_text", "differences", "rules_document"]

__getattr__ = lazy_names(
    __name__,
    {
        **{name: ".diff" for name in ("Difference", "diff_text", "differences")},
        **{name: ".document" for name in ("base_of", "rules_document")},
    },
)
