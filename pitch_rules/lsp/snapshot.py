"""One version of a document, with what requests about it need, each worked out once: its lines, its check, its deck.

The server keeps a snapshot of every open document and makes a new one on each
change, so however many hovers, completions and definitions an editor asks for,
a version is checked once, and YAML that does not parse is parsed once (a broken
file of 60 KiB takes about a second on the pure-Python parser that reports its
problem precisely).
"""

from __future__ import annotations

from functools import cached_property

from .. import resources
from ..dsl import Deck
from ..errors import VariantError
from ..i18n import ENGLISH
from ..problems import reading
from ..variant.loader import written_deck
from ..variant.overlay import resolve
from .checks import Checked, check
from .text import Text


class Snapshot:
    """The text of the document ``path`` at one version; its check and deck are worked out when first asked for.

    Its problems, and the schema's words hovers and completions show, are said in the language ``lang`` (the editor's).
    """

    def __init__(self, text: str, path: str, lang: str = ENGLISH) -> None:
        self.text = Text(text)
        self.path = path
        self.lang = lang

    @cached_property
    def checked(self) -> Checked:
        """The document checked as ``validate`` checks it."""
        with reading(self.lang):
            return check(self.text.text, self.path)

    @cached_property
    def deck(self) -> Deck:
        """The deck of the document: its checked variant's, else what its layers write, else the schema's full deck."""
        if self.checked.variant is not None:
            return self.checked.variant.deck.expression_deck
        if self.checked.document is not None:
            try:
                written = written_deck(resolve(self.path, self.path, (), self.text.text).document.data)
            except (VariantError, OSError):
                written = None
            if written is not None:
                return written
        defs = resources.schema("variant")["$defs"]
        return Deck(ranks=tuple(defs["rank"]["enum"]), suits=tuple(defs["suit"]["enum"]))
