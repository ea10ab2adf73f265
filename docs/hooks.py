"""mkdocs hooks: add the generated pages to the site at build time.

The pages come from the project's own tested generator
(:mod:`pitch_rules.docs.site`): a rules page per built-in variant, the comparison
matrix, the variant-file reference (from the JSON Schema) and the command-line
reference (from the click commands). Suit symbols are coloured as in the terminal.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # document the code of this checkout, installed or not

from mkdocs.config.defaults import MkDocsConfig  # noqa: E402
from mkdocs.structure.files import File, Files  # noqa: E402
from mkdocs.structure.pages import Page  # noqa: E402

from pitch_rules.docs import site  # noqa: E402


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Expand the nav's Variants entry into one page per built-in variant."""
    config["nav"] = site.nav_with_variants(config["nav"], site.builtin_variants())
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every generated page to the build."""
    for path, text in site.site_pages(site.builtin_variants()).items():
        files.append(File.generated(config, path, content=text))
    return files


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Colour the suit symbols of every page: red hearts and diamonds."""
    return site.colour_suits(html)
