"""The docs site: generated pages for every variant, the matrix, the references, a strict build."""

from __future__ import annotations

import re
from functools import cache
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from pitch_rules import Rules, load_variant
from pitch_rules.cli import cli
from pitch_rules.docs import base_of, rules_document
from pitch_rules.docs.options import schema_message
from pitch_rules.docs.schema_reference import schema_reference
from pitch_rules.engine import ACTION_KINDS
from pitch_rules.variant.rule_paths import options
from pitch_rules.docs.site import (
    builtin_variants,
    colour_suits,
    comparison_matrix,
    nav_with_variants,
    site_pages,
    translated_pages,
)
from pitch_rules.i18n import language, languages
from pitch_rules.resources import builtin_variant_ids, schema

from .conftest import ROOT


@cache
def pages() -> dict[str, str]:
    """The site's generated pages, built once for these tests."""
    return site_pages()


@cache
def reference(code: str) -> str:
    """The variant-file reference in language ``code``."""
    return schema_reference(schema("variant"), language(code))


def table_rows(markdown: str) -> list[list[str]]:
    """The cells of every row of the Markdown tables in ``markdown`` (each table's header and body), in order."""
    lines = [line for line in markdown.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in re.split(r"(?<!\\)\|", line)[1:-1]] for line in lines if not line.startswith("|---")]


def test_a_page_per_variant_and_the_generated_references() -> None:
    generated = pages()
    ids = builtin_variant_ids()
    assert {f"variants/{i}.md" for i in ids} | {"variants/index.md", "matrix.md", "glossary.md", "variant-file.md", "cli.md", "action-numbers.md"} == set(generated)
    for variant in builtin_variants()[:3]:
        assert generated[f"variants/{variant.id}.md"] == rules_document(variant, base_of(variant))
    for variant in builtin_variants():
        assert f"[{variant.name}]({variant.id}.md)" in generated["variants/index.md"]


def test_every_language_has_every_variant_page_the_comparison_the_glossary_and_the_variant_file_reference() -> None:
    translated = translated_pages()
    ids = builtin_variant_ids()
    for code in languages()[1:]:
        own = {path for path in translated if path.endswith(f".{code}.md")}
        expected = {f"variants/{i}.{code}.md" for i in ids} | {
            f"variants/index.{code}.md", f"matrix.{code}.md", f"glossary.{code}.md", f"variant-file.{code}.md"
        }
        assert own == expected, code
        assert translated[f"variants/auction-pitch.{code}.md"] == rules_document(
            load_variant("auction-pitch"), None, language(code)
        )
        assert translated[f"variant-file.{code}.md"] == reference(code)


def test_matrix_has_one_row_per_option_and_one_column_per_variant() -> None:
    variants = builtin_variants()
    rows = table_rows(pages()["matrix.md"])
    header, body = rows[0], rows[1:]
    assert header == ["option", *(f"[{v.name}](variants/{v.id}.md)" for v in variants)]
    every_option = {path for v in variants for path in options(v)}
    elements = {p for p in every_option if any(o[: len(p)] == p and o != p for o in every_option)}
    assert len(body) == len(every_option - elements)
    assert all(len(row) == len(header) and all(row) for row in body)
    titles = [row[0] for row in body]
    assert len(set(titles)) == len(titles)
    sides = dict(zip([v.id for v in variants], next(row for row in body if row[0] == "Sides › Kind")[1:]))
    assert sides["auction-pitch"] == "solo (every player for themself)"
    assert sides["partnership-pitch"] == "partnerships (teams score as one side)"


def test_matrix_of_variants_with_and_without_an_element() -> None:
    fixtures = ROOT / "tests" / "data" / "variants"
    variants = [load_variant("auction-pitch"), load_variant(fixtures / "cinch-style.yaml"), load_variant(fixtures / "smear-style.yaml")]
    rows = {row[0]: row[1:] for row in table_rows(comparison_matrix(variants))[1:]}
    assert "Exchange" not in rows
    assert rows["Exchange › Cards kept"] == ["none", "6", "none"]
    assert rows["Exchange › Who takes the rest"] == ["none", "the dealer (robbing the pack)", "none"]
    assert rows["Deck › Jokers"] == ["none", "none", "Joker"]
    assert rows["Auction › Shoot-the-moon bid"] == ["none", "none", "7"]
    assert rows["Trump › Trump ranking, high to low"][2] == "A K Q J off-J Joker 10 9 8 7 6 5 4 3 2"


def test_variant_file_reference_covers_every_key_of_the_schema() -> None:
    page = pages()["variant-file.md"]
    variant_schema = schema("variant")
    for key, node in variant_schema["properties"].items():
        assert f"| `{key}` |" in page
        for sub in node.get("properties", {}):
            assert f"| `{sub}` |" in page, f"{key}.{sub}"
    for sub in variant_schema["$defs"]["point"]["properties"]:
        assert f"| `{sub}` |" in page
    assert "One of `trump-anytime`, `must-follow`, `must-trump`, `follow-or-trump`, `trumps-only`." in page
    assert "[dsl.md](dsl.md)" in page
    assert page == reference("en")


def test_the_english_variant_file_reference_keeps_its_words() -> None:
    """The English page word for word: the schema's own words in the English frame."""
    page = reference("en")
    assert page.startswith(
        "# Variant file reference\n\nThe house rules of one Pitch-family game, as data. The engine plays it, the validator "
        "checks it and the docs describe it. A variant file is a YAML mapping with the keys below. This page is generated "
        "from the file's JSON Schema (`schema/variant.schema.json`), which editors that speak yaml-language-server also "
        "read, for completion and hover help.\n\n## Top level\n\n| key | type | required | meaning |\n|---|---|---|---|\n"
        "| `id` | string | yes | **Id.** The variant's id: lower case words joined by hyphens, the file name without "
        '.yaml. Example: `"auction-pitch"`. |\n'
    )
    for row in (
        "| `sources` | list of source | no | **Sources.** Documents the rules come from (the file's own; not inherited "
        "through extends). |",
        "| `trick_points` | map of rank or extra card to integer | yes | **Trick points.** Card values for the Game count, "
        'by rank (or extra card id); ranks not listed count 0. Example: `{"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}`. |',
        '| `suits` | list of suit | yes | **Suits.** The suits in the deck. Each is one of `S`, `H`, `D`, `C`. Example: `["S", "H", "D", "C"]`. |',
        "| `dealer_steals` | list of integer | no | **Bids the dealer may steal.** High bids the dealer, bidding last, may "
        "take by equalling them (a steal). Empty: the dealer must bid higher like everyone else. At least 1. "
        "Default: `[]`. Example: `[1, 2, 3]`. |",
        "| `target` | integer | yes | **Target score.** The score to reach. At least 1 and at most 1000. Examples: `7`, `11`, `15`, `21`. |",
        "`sources[]`, each: **Source.** A document this variant's rules come from: a web page (url) or a book (section: "
        "the page, chapter or section).",
        "`players`: **Players.** How many players can play.",
    ):
        assert f"\n{row}" in page, row
    assert "| `upcard_points` | map of key to integer | no |" in page


# Rows of each language's reference: a map of titled keys, a list of a shape, bounds with several examples, one
# bound with a default and one example.
REFERENCE_ROWS = {
    "uk": [
        "| `trick_points` | словник (значення або додаткова карта → ціле число) | так | **Очки у взятках.** ",
        "| `sources` | список (джерело) | ні | **Джерела.** ",
        " Щонайменше 1 і щонайбільше 1000. Приклади: `7`, `11`, `15`, `21`. |",
        " Щонайменше 1. Типове значення: `[]`. Приклад: `[1, 2, 3]`. |",
    ],
    "tr": [
        "| `trick_points` | eşleme (kart değeri ya da ek kart → tam sayı) | evet | **El puanları.** ",
        "| `sources` | liste (kaynak) | hayır | **Kaynaklar.** ",
        " En az 1, en çok 1000. Örnekler: `7`, `11`, `15`, `21`. |",
        " En az 1. Varsayılan: `[]`. Örnek: `[1, 2, 3]`. |",
    ],
    "mk": [
        "| `trick_points` | речник (вредност или дополнителна карта → цел број) | да | **Поени од штихови.** ",
        "| `sources` | листа (извор) | не | **Извори.** ",
        " Најмалку 1 и најмногу 1000. Примери: `7`, `11`, `15`, `21`. |",
        " Најмалку 1. Стандардна вредност: `[]`. Пример: `[1, 2, 3]`. |",
    ],
    "it": [
        "| `trick_points` | mappa (valore o carta aggiunta → intero) | sì | **Punti delle prese.** ",
        "| `sources` | lista (fonte) | no | **Fonti.** ",
        " Almeno 1 e al massimo 1000. Esempi: `7`, `11`, `15`, `21`. |",
        " Almeno 1. Valore predefinito: `[]`. Esempio: `[1, 2, 3]`. |",
    ],
    "bg": [
        "| `trick_points` | речник (стойност или допълнителна карта → цяло число) | да | **Точки от взятки.** ",
        "| `sources` | списък (източник) | не | **Източници.** ",
        " Най-малко 1 и най-много 1000. Примери: `7`, `11`, `15`, `21`. |",
        " Най-малко 1. Стойност по подразбиране: `[]`. Пример: `[1, 2, 3]`. |",
    ],
}


@pytest.mark.parametrize("code", languages()[1:])
def test_the_variant_file_reference_speaks_every_language(code: str) -> None:
    lang, english, page = language(code), reference("en"), reference(code)
    headings, english_headings = re.findall(r"^#+ .*", page, re.M), re.findall(r"^#+ .*", english, re.M)
    assert len(headings) == len(english_headings)
    assert [h for h in headings if h in english_headings] == [h for h in english_headings if re.fullmatch(r"## \w+", h)]
    assert headings[0] == f"# {lang('site-reference-title')}" and "## Top level" not in page
    rows, english_rows = table_rows(page), table_rows(english)
    assert rows[0] == [lang(f"site-reference-column-{column}") for column in ("key", "type", "required", "meaning")]
    assert not set(rows[0]) & set(english_rows[0])
    assert len(rows) == len(english_rows)
    for row, english_row in zip(rows, english_rows):
        if row == rows[0]:
            continue  # a table's header
        assert row[0] == english_row[0]
        assert row[1] != english_row[1] and row[3] != english_row[3], row
        assert row[2] in (lang("site-reference-required", required="yes"), lang("site-reference-required", required="no"))
    for row in REFERENCE_ROWS[code]:
        assert row in page, row
    variant_schema = schema("variant")
    assert lang(schema_message("description", "")) in page.split("\n")[2]  # the schema's words for the whole file
    title = variant_schema["$defs"]["source"]["properties"]["title"]["description"]
    assert title not in page and lang(schema_message("description", "sources.*.title")) in page
    for english_words in _schema_words(variant_schema):
        assert english_words not in page
    for frame in ("list of ", "map of ", "One of ", "Each is one of ", "At least ", "at most", "Default:", "Example", ", each:"):
        assert frame not in page, frame


def _schema_words(node: Any) -> list[str]:
    """Every description, and every title of more than one word, the schema has anywhere."""
    if isinstance(node, list):
        return [words for item in node for words in _schema_words(item)]
    if not isinstance(node, dict):
        return []
    found = [node[part] for part in ("title", "description") if isinstance(node.get(part), str) and " " in node[part]]
    return found + [words for value in node.values() for words in _schema_words(value)]


def test_cli_reference_covers_every_command_and_option() -> None:
    page = pages()["cli.md"]
    for name, command in cli.commands.items():
        assert f"## {name}\n" in page
        for param in command.params:
            for opt in getattr(param, "opts", []):
                if opt.startswith("-"):
                    assert opt in page, (name, opt)


def nav_pages(nav: list[Any]) -> list[str]:
    """Every page a nav (as in mkdocs.yml) names, sections opened."""
    found: list[str] = []
    for entry in nav:
        for target in entry.values():
            found.extend(nav_pages(target) if isinstance(target, list) else [target])
    return found


def test_nav_lists_every_variant_under_variants() -> None:
    config: dict[str, Any] = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    variants = builtin_variants()
    nav = nav_with_variants(config["nav"], variants)
    (section,) = [entry["Variants"] for entry in nav if "Variants" in entry]
    assert section == [  # each variant's page titled by its heading, in the page's language
        {"All variants": "variants/index.md"},
        {"Comparison of variants": "matrix.md"},
        {"Glossary": "glossary.md"},
        *(f"variants/{v.id}.md" for v in variants),
    ]
    assert nav_with_variants([{"Variants": "variants/index.md"}], variants[:1]) == [
        {"Variants": [{"All variants": "variants/index.md"}, f"variants/{variants[0].id}.md"]}
    ]
    generated = set(pages())
    for page in nav_pages(config["nav"]):
        assert page in generated or (ROOT / "docs" / page).is_file(), page


def test_the_top_navigation_is_short_enough_for_one_line() -> None:
    """Few top entries with short titles (the browser test measures the bar itself)."""
    config: dict[str, Any] = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    titles = [next(iter(entry)) for entry in config["nav"]]
    assert len(titles) <= 6 and sum(len(title) for title in titles) <= 70, titles


def test_suit_symbols_are_coloured_in_text_and_left_alone_in_markup() -> None:
    page = '<p title="A♥">A♥ and 10♠</p><td>K♦ Q♣</td>'
    assert colour_suits(page) == (
        '<p title="A♥">A<span class="suit suit-red">♥</span> and 10<span class="suit suit-black">♠</span></p>'
        '<td>K<span class="suit suit-red">♦</span> Q<span class="suit suit-black">♣</span></td>'
    )


def test_the_comparison_carries_the_pickers_words() -> None:
    page = pages()["matrix.md"]
    assert '<div class="matrix" data-pick="Variants to compare" data-all="All" data-none="None" ' in page
    assert 'data-differ="Only the rows where they differ" markdown>' in page


def test_generated_pages_are_not_kept_in_the_repository() -> None:
    for path in pages():
        assert not (ROOT / "docs" / path).exists(), path


def test_mkdocs_build_is_strict_clean(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(tmp_path / "site")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    assert "WARNING" not in built.stderr
    page = (tmp_path / "site" / "variants" / "auction-pitch.html").read_text(encoding="utf-8")
    assert "Worked example" in page and "the player who captures the highest trump in play" in page
    assert '<span class="suit suit-red">♥</span>' in page
    assert (tmp_path / "site" / "matrix.html").is_file()
    assert_every_link_opens_from_disk(tmp_path / "site")
    assert not list((tmp_path / "site").rglob("*.py"))
    ukrainian = (tmp_path / "site" / "uk" / "variants" / "auction-pitch.html").read_text(encoding="utf-8")
    assert "Приклад роздачі" in ukrainian and "гравець, який забирає найстаршого козиря у грі" in ukrainian
    reference = (tmp_path / "site" / "uk" / "variant-file.html").read_text(encoding="utf-8")
    assert "Довідник файлу варіанта" in reference and "<th>обов’язковий</th>" in reference
    assert "Variant file reference" in (tmp_path / "site" / "variant-file.html").read_text(encoding="utf-8")
    for code, words in {"tr": "Örnek bir dağıtım", "mk": "Пример за делење", "it": "Esempio di una mano", "bg": "Примерно раздаване"}.items():
        assert words in (tmp_path / "site" / code / "variants" / "auction-pitch.html").read_text(encoding="utf-8")
        assert (tmp_path / "site" / code / "matrix.html").is_file()
        assert (tmp_path / "site" / code / "glossary.html").is_file()
        reference = (tmp_path / "site" / code / "variant-file.html").read_text(encoding="utf-8")
        assert f">{language(code)('site-reference-title')}<" in reference and ">Variant file reference<" not in reference
    switcher = re.search(r'<nav class="languages".*?</nav>', ukrainian, re.S)
    assert switcher is not None
    assert '<strong lang="uk">Українська</strong>' in switcher[0]
    assert 'href="../../it/variants/auction-pitch.html"' in switcher[0]
    assert 'href="../../variants/auction-pitch.html"' in switcher[0]


def assert_every_link_opens_from_disk(site: Path) -> None:
    """Every link between the site's pages names a file that exists: nothing needs a server to find index.html."""
    checked = 0
    for page in site.rglob("*.html"):
        if page.name == "404.html":
            continue  # shown by a web server only, from the site's root
        for target in re.findall(r'(?:href|src)="([^"#?]+)', page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:|//", target):
                continue  # another site
            assert not target.endswith("/"), (page, target)
            assert (page.parent / target).resolve().is_file(), (page, target)
            checked += 1
    assert checked > 1000


def test_the_action_numbers_page_lists_every_kind_in_order_and_every_variant() -> None:
    page = pages()["action-numbers.md"]
    assert re.findall(r"^\d+\. `(\w+)`", page, re.M) == [kind.name for kind in ACTION_KINDS]
    for variant in builtin_variants():
        rules = Rules.from_variant(variant)
        assert f"`{variant.id}`: {len(rules.actions)} actions." in page
    first = page.index("## All Fours")
    assert "| 0–51 | `play` | 2S … AC |" in page[first:] and "| 52 | `pass` |  |" in page[first:]
