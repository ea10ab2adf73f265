"""mkdocs hooks: add the generated pages to the site at build time.

The pages come from the project's own tested generator
(:mod:`pitch_rules.docs.site`): a rules page per built-in variant, the comparison
matrix, the glossary and the variant-file reference (from the JSON Schema), in
every language of the catalogs (``matrix.uk.md``...), and in English only the
command-line reference (from the click commands) and the action numbers. Suit
symbols are coloured as in the terminal.

The i18n plugin builds one site per language and reads every page from the docs
folder, so the build reads a copy of ``docs/`` made in a temporary folder with the
generated pages written into it (made once for all the languages' builds, removed
at the end); nothing generated is kept in the repository.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # document the code of this checkout, installed or not

from mkdocs.config.defaults import MkDocsConfig  # noqa: E402
from mkdocs.structure.files import Files  # noqa: E402
from mkdocs.structure.pages import Page  # noqa: E402

from pitch_rules.docs import site  # noqa: E402

_BUILT: dict[str, Path] = {}  # the source folder the build reads, by the docs folder it copies
THEME_WORDS = Path(__file__).resolve().parent / "overrides" / "locales"  # the theme's words it lacks, as .po files


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Expand the nav's Variants entry into one page per built-in variant; read the docs with the generated pages."""
    variants = site.builtin_variants()
    config["nav"] = site.nav_with_variants(config["nav"], variants)
    source = str(config["docs_dir"])
    if source in {str(copy) for copy in _BUILT.values()}:
        return config  # another language's build of the same site
    if source not in _BUILT:
        copy = Path(tempfile.mkdtemp(prefix="pitch-rules-docs-")) / "docs"
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns("*.py", "overrides", "__pycache__"))
        for path, text in {**site.site_pages(variants), **site.translated_pages(variants)}.items():
            (copy / path).parent.mkdir(parents=True, exist_ok=True)
            (copy / path).write_text(text, encoding="utf-8")
        _BUILT[source] = copy
        _compile_theme_words(copy.parent / "theme")
    config["docs_dir"] = str(_BUILT[source])
    theme = str(_BUILT[source].parent / "theme")
    if theme not in config.theme.dirs:
        config.theme.dirs.insert(0, theme)
    return config


def _compile_theme_words(theme: Path) -> None:
    """Compile the theme's missing translations (``overrides/locales/*/LC_MESSAGES/messages.po``) into ``theme``."""
    for po in THEME_WORDS.glob("*/LC_MESSAGES/messages.po"):
        mo = theme / po.relative_to(THEME_WORDS.parent).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as source, mo.open("wb") as target:
            write_mo(target, read_po(source))


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Colour the suit symbols of every page: red hearts and diamonds."""
    return site.colour_suits(html)


def on_shutdown() -> None:
    """Remove the copies of the docs folder."""
    for copy in _BUILT.values():
        shutil.rmtree(copy.parent, ignore_errors=True)
    _BUILT.clear()
