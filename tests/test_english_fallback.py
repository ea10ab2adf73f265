"""English without the ``lang`` extra: the shipped parsed form prints exactly what Fluent and Babel print.

The tests have the extra installed, so the fallback is forced here (the probe
``extra_installed`` answers no); the subprocess tests make ``fluent`` and
``babel`` unimportable, as in a core-only install.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from babel.lists import format_list
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import i18n, load_variant
from pitch_rules.docs import base_of, diff_text, rules_document
from pitch_rules.i18n import Language, MessageError, language
from pitch_rules.i18n.english import EnglishCatalogs
from pitch_rules.i18n.fluent_catalogs import FluentCatalogs
from pitch_rules.i18n.ship_english import COMMAND, shipped_text
from pitch_rules.messages import message_keys, say, speaking
from pitch_rules.resources import builtin_variant_ids

from .conftest import ROOT, run_cli

BUILTINS = builtin_variant_ids()
BLOCK_LANG_EXTRA = (
    "import sys\n"
    "class Blocked:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name.split('.')[0] in ('fluent', 'babel'):\n"
    "            raise ImportError(f'{name} is blocked')\n"
    "sys.meta_path.insert(0, Blocked())\n"
)
"""Python that makes Fluent and Babel unimportable, as in an install without the ``lang`` extra."""
RUN_CLI = "import runpy; sys.argv[0] = 'pitch-rules'; runpy.run_module('pitch_rules', run_name='__main__', alter_sys=True)\n"


@pytest.fixture
def fallback(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """English from the shipped form, as without the extra."""
    language.cache_clear()
    monkeypatch.setattr(i18n, "extra_installed", lambda: False)
    yield
    language.cache_clear()


def both(render: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """``render()`` with Fluent, then with the shipped English form."""
    language.cache_clear()
    with_fluent = render()
    with monkeypatch.context() as patched:
        patched.setattr(i18n, "extra_installed", lambda: False)
        language.cache_clear()
        assert isinstance(language().catalogs, EnglishCatalogs)
        shipped = render()
    language.cache_clear()
    assert isinstance(language().catalogs, FluentCatalogs)
    return with_fluent, shipped


def test_the_shipped_english_form_is_current() -> None:
    assert (ROOT / "pitch_rules/i18n/english.json").read_text(encoding="utf-8") == shipped_text(), (
        f"the English catalogs changed: run '{COMMAND}'"
    )


def _variables(pattern: list[Any], found: dict[str, set[Any]]) -> None:
    """Every variable ``pattern`` names, with the select keys it is matched against."""
    for part in pattern:
        if isinstance(part, dict) and "var" in part:
            found.setdefault(part["var"], set())
        elif isinstance(part, dict) and "select" in part:
            _variables([part["select"]], found)
            if "var" in part["select"]:
                found[part["select"]["var"]].update(
                    Decimal(key["number"]) if isinstance(key, dict) else key for key, _ in part["variants"]
                )
            for _, variant in part["variants"]:
                _variables(variant, found)


def _assignments(pattern: list[Any]) -> list[dict[str, str | int]]:
    """Values for the pattern's variables: each variable in turn takes each select key, numbers and words."""
    found: dict[str, set[Any]] = {}
    _variables(pattern, found)
    choices = {
        name: [*sorted(str(key) for key in keys if isinstance(key, str)), 0, 1, 2, 1234, -3, "x"]
        for name, keys in found.items()
    }
    base = {name: values[0] for name, values in choices.items()}
    return [base] + [{**base, name: value} for name, values in choices.items() for value in values[1:]]


def test_every_english_message_reads_the_same_from_both_forms() -> None:
    fluent, shipped = FluentCatalogs("en", i18n.catalog_files("en")), EnglishCatalogs()
    assert list(shipped.messages) == list(i18n.message_ids("en"))
    checked = 0
    for message_id, entry in shipped.messages.items():
        assert fluent.parts(message_id) == shipped.parts(message_id), message_id
        assert fluent.lead(message_id) == shipped.lead(message_id), message_id
        patterns = {None: entry["value"]} if entry["value"] is not None else {}
        for attribute, pattern in {**patterns, **entry["attributes"]}.items():
            for values in _assignments(pattern):
                assert fluent.format(message_id, attribute, values) == shipped.format(message_id, attribute, values), (
                    message_id,
                    attribute,
                    values,
                )
                checked += 1
            for missing in values:  # a variable not given is the same error both ways (where it is read)
                without = {name: value for name, value in values.items() if name != missing}
                assert _outcome(fluent, message_id, attribute, without) == _outcome(shipped, message_id, attribute, without)
    assert checked > 1000


def _outcome(catalogs: i18n.Catalogs, message_id: str, attribute: str | None, values: dict[str, Any]) -> str:
    try:
        return catalogs.format(message_id, attribute, values)
    except MessageError as err:
        return f"error: {err}"


@pytest.mark.parametrize("variant_id", BUILTINS)
def test_every_builtin_document_and_diff_is_the_same_from_both_forms(
    variant_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    model, standard = load_variant(variant_id), load_variant("auction-pitch")

    def render() -> list[str]:
        return [rules_document(model, base_of(model)), diff_text(standard, model), diff_text(model, standard)]

    with_fluent, shipped = both(render, monkeypatch)
    assert with_fluent == shipped


def test_the_terminal_words_a_shown_game_a_report_and_a_comparison_are_the_same_from_both_forms(monkeypatch: pytest.MonkeyPatch) -> None:
    def render() -> list[str]:
        words = [say(key, seat=3, bid=2, player="North", count=1234) for key in message_keys() if _fillable(key)]
        shown = run_cli("simulate", "cinch", "--games", "1", "--seed", "7", "--show", "--lang", "en")
        report = run_cli("simulate", "cinch", "--games", "3", "--seed", "7", "--report", "--lang", "en")
        compared = run_cli("compare", "auction-pitch", "smear", "--games", "3", "--seed", "7", "--lang", "en")
        assert (shown.exit_code, report.exit_code, compared.exit_code) == (0, 0, 0)
        assert "Wins" in report.output and "auction-pitch" in compared.output
        return [*words, shown.output, report.output, compared.output]

    with_fluent, shipped = both(render, monkeypatch)
    assert len(with_fluent) > 20 and with_fluent == shipped


def _fillable(key: str) -> bool:
    try:
        say(key, seat=3, bid=2, player="North", count=1234)
    except (MessageError, KeyError):
        return False
    return True


def test_english_numbers_and_lists_are_babels_en_gb() -> None:
    shipped, fluent = EnglishCatalogs(), FluentCatalogs("en", i18n.catalog_files("en"))
    assert (shipped.number(0.25, 2), shipped.percent(0.655, 1), shipped.number(1234.5, 2)) == ("0.25", "65.5%", "1234.50")
    for count in range(1, 6):
        items = [f"item{n}" for n in range(count)]
        for style in ("standard", "or"):
            assert shipped.join(items, style) == format_list(items, style, "en_GB") == fluent.join(items, style)


@settings(max_examples=300, deadline=None)
@given(
    st.floats(min_value=-1e9, max_value=1e9, allow_nan=False) | st.sampled_from([0.125, 0.005, -0.0, 2.5, 1e-7]),
    st.integers(min_value=0, max_value=4),
)
def test_english_numbers_and_percentages_match_babel(value: float, decimals: int) -> None:
    shipped, fluent = EnglishCatalogs(), FluentCatalogs("en", i18n.catalog_files("en"))
    assert shipped.number(value, decimals) == fluent.number(value, decimals)
    assert shipped.percent(value / 1000, decimals) == fluent.percent(value / 1000, decimals)


@pytest.mark.parametrize(
    ("code", "written"),
    [
        ("en", ["0.25", "65.5%", "1234.50", "-3"]),
        ("uk", ["0,25", "65,5%", "1234,50", "-3"]),
        ("tr", ["0,25", "%65,5", "1234,50", "-3"]),
        ("mk", ["0,25", "65,5\xa0%", "1234,50", "-3"]),
    ],
)
def test_each_language_writes_numbers_its_way(code: str, written: list[str]) -> None:
    lang: Language = language(code)
    assert [lang.number(0.25, 2), lang.percent(0.655, 1), lang.number(1234.5, 2), lang.number(-3.2, 0)] == written


def test_the_fallback_speaks_english_only(fallback: None) -> None:
    assert language("en")("language-name") == "English"
    with pytest.raises(i18n.LanguageUnavailable, match=r"pip install 'pitch-rules\[lang\]'"):
        language("uk")
    assert i18n.from_environment({"LANG": "uk_UA.UTF-8"}) == "en"
    with speaking(language()):
        assert say("transcript.steal", seat=3, bid=2) == "seat 3 steals at 2"


def _without_extra(*args: str, **environ: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run(
        [sys.executable, "-c", BLOCK_LANG_EXTRA + RUN_CLI, *args],
        env={**env, "PYTHONPATH": str(ROOT), **environ},
        cwd=ROOT,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
    )


def test_without_the_extra_english_works_and_other_languages_say_what_to_install() -> None:
    english = run_cli("docs", "smear", "--lang", "en").output
    assert _without_extra("-c", "import babel").returncode != 0  # the blocker works
    shown = _without_extra("docs", "smear")
    assert (shown.returncode, shown.stdout, shown.stderr) == (0, english, "")
    for command in ("docs", "validate"):  # --lang of the documents and of the problems alike
        asked = _without_extra(command, "smear", "--lang", "uk")
        assert asked.returncode == 2 and asked.stdout == ""
        assert asked.stderr.strip().splitlines() == [
            "pitch-rules: --lang uk: the language 'uk' needs Fluent and Babel: pip install 'pitch-rules[lang]'"
        ]
    from_locale = _without_extra("docs", "smear", LANG="uk_UA.UTF-8")
    assert (from_locale.returncode, from_locale.stdout, from_locale.stderr) == (0, english, "")


@pytest.mark.parametrize("args", [["--help"], ["validate", "variants/auction-pitch.yaml"]])
def test_help_and_validate_import_neither_fluent_nor_babel(args: list[str]) -> None:
    timed = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "pitch_rules", *args],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert timed.returncode == 0, timed.stderr
    imported = {line.split("|")[-1].strip().split(".")[0] for line in timed.stderr.splitlines() if "|" in line}
    assert "pitch_rules" in imported and not imported & {"fluent", "babel"}
