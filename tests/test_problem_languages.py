"""The problems validate reports, and the command line's own lines, in every language.

Their words are the ``diagnostics.ftl`` and ``commands.ftl`` catalogs
(:mod:`pitch_rules.problems`): every key the code names has a message in every
language, with the variables English has; broken files are reported in each
language with the same codes as in English and none of English's words; and two
goldens show ``validate`` as a Ukrainian and a Turkish player read it.
"""

from __future__ import annotations

import ast as python
import importlib.util
import json
import os
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from pitch_rules.i18n import LOCALES, from_environment, languages, locale_language, message_ids
from pitch_rules.problems import CATALOGS, message_keys, reading, say

from .conftest import ROOT, run_cli

OTHERS = [code for code in languages() if code != "en"]
GOLDEN = ROOT / "tests" / "golden" / "validate"
UPDATE = os.environ.get("PITCH_RULES_UPDATE_GOLDEN") == "1"
KEY = re.compile(r"(kind|hint|yaml|schema|variant|extends|setting|expression|editor|cli|save|replay|bad_deal|number_limit|bad_json|bad_record)\.[a-z0-9_]+")
"""What a key of the problems' catalogs looks like in the code."""
# Catalogs whose translations read a phrase's grammatical forms ($x-gen, $x-acc...) and facts about it that
# English needs not ($x-gender...): the rules documents' tests check them, in every language and variant.
FORMS = ("expressions", "rules")


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.found.add(node.id.name)


def variables(code: str) -> dict[str, tuple[str, set[str]]]:
    """Each message of language ``code`` with its catalog and the variables it reads."""
    found = {}
    for path in sorted((LOCALES / code).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                reader = _Variables()
                reader.visit(entry)
                found[entry.id.name] = (path.stem, reader.found)
    return found


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_reads_the_variables_english_gives(code: str) -> None:
    """A translation reads what the code fills in: the same variables (every catalog but the phrases')."""
    english, own = variables("en"), variables(code)
    wrong = [
        message
        for message, (catalog, names) in english.items()
        if catalog not in FORMS and message in own and own[message][1] != names
    ]
    assert not wrong, f"{code}: these messages read other variables than English's: {wrong}"


@pytest.mark.parametrize("code", languages())
def test_no_message_is_in_two_catalogs(code: str) -> None:
    seen: dict[str, str] = {}
    for path in sorted((LOCALES / code).glob("*.ftl")):
        for message in message_ids(code, path.stem):
            assert message not in seen, f"{code}: {message} is in {seen[message]}.ftl and {path.stem}.ftl"
            seen[message] = path.stem


def _is_key(text: str) -> bool:
    """Whether a string of the code is a key of the problems' catalogs, not a file's or a module's name."""
    if not KEY.fullmatch(text) or text.rsplit(".", 1)[1] in ("md", "html", "py", "yaml", "json"):
        return False
    try:
        return importlib.util.find_spec(text) is None
    except ImportError:
        return True


def named_keys() -> dict[str, str]:
    """Every key of the problems' catalogs a string of the code names, with where."""
    found = {}
    for path in sorted((ROOT / "pitch_rules").rglob("*.py")):
        for node in python.walk(python.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, python.Constant) and isinstance(node.value, str) and _is_key(node.value):
                found[node.value] = f"{path.relative_to(ROOT)}:{node.lineno}"
    return found


def test_the_code_names_its_problems_by_keys_of_the_catalogs() -> None:
    keys = named_keys()
    assert len(keys) > 60
    catalogued = set(message_keys())
    unknown = {key: where for key, where in keys.items() if key not in catalogued}
    assert not unknown, f"keys the code names but the English catalogs lack: {unknown}"
    unused = sorted(catalogued - set(keys))
    assert not unused, f"messages no code names (the code names each key in full): {unused}"


@pytest.mark.parametrize("code", OTHERS)
def test_every_problem_has_a_message_in_every_language(code: str) -> None:
    own = set(message_ids(code))
    missing = sorted(key for key in named_keys() if key.replace(".", "-") not in own)
    assert not missing, f"{code} lacks {missing}"


def test_the_problems_catalogs_are_a_language_s_own_files() -> None:
    for code in languages():
        assert {path.stem for path in (LOCALES / code).glob("*.ftl")} >= {*CATALOGS, "language"}


def test_english_problems_are_read_from_their_catalogs_lines_alone() -> None:
    """validate parses only the shipped lines of the problems' catalogs: the same messages as the whole file's."""
    from pitch_rules.i18n.english import _messages

    whole = _messages()
    part = _messages(tuple(sorted({*CATALOGS, "language"})))
    assert part == {m: entry for m, entry in whole.items() if entry["catalog"] in {*CATALOGS, "language"}}
    assert len(part) > 200


def test_a_number_is_written_as_the_person_wrote_it() -> None:
    for code in languages():
        with reading(code):
            assert "2000000" in say("yaml.too_large", size=2_000_000)


@pytest.mark.parametrize(
    ("locale", "code"),
    [
        ("uk", "uk"), ("uk-UA", "uk"), ("tr_TR.UTF-8", "tr"), ("pt-BR", "en"), ("", "en"), (None, "en"), ("EN-us", "en"),
        ("mk_MK@cyrillic", "mk"), ("bg-BG.UTF-8", "bg"), ("it@euro", "it"),
    ],
)  # fmt: skip
def test_an_editor_s_locale_chooses_the_language(locale: str | None, code: str) -> None:
    """The editor's locale, and the system's (LANG, read by the command line), name the language alike."""
    assert locale_language(locale) == code
    if locale:
        assert from_environment({"LANG": locale}) == code


# ----- broken files in every language ------------------------------------------------

HOUSE = "id: h\nextends: auction-pitch\n"
BROKEN: dict[str, str | bytes] = {
    "a misspelt key": HOUSE + "game: {targt: 11}\n",
    "a misspelt top-level key": HOUSE + "nme: Ours\n",
    "a value of the wrong type": HOUSE + "game: {target: x}\n",
    "a list for a number": HOUSE + "game: {target: [1]}\n",
    "a choice that is not one": HOUSE + "play: {legal: must-folow}\n",
    "a number below its minimum": HOUSE + "game: {target: 0}\n",
    "an empty list": HOUSE + "auction: {bids: []}\n",
    "a repeated item": HOUSE + "auction: {bids: [1, 2, 2]}\n",
    "a missing key": "id: h\nname: x\n",
    "a duplicate key": HOUSE + "id: i\n",
    "a tab in the indentation": HOUSE + "game:\n\ttarget: 11\n",
    "an anchor": HOUSE + "game: &g {target: 11}\n",
    "an empty file": "",
    "a list at the top": "- a\n- b\n",
    "bytes that are not UTF-8": b"id: h\xff\n",
    "a tag": HOUSE + "name: !!binary aGk=\n",
    "a tag on a list": HOUSE + "notes: !!str [a]\n",
    "a list as a key": HOUSE + "? [a]\n: b\n",
    "a merge key": HOUSE + "game:\n  <<: {target: 3}\n",
    "a second document": HOUSE + "---\nid: x\n",
    "a YAML syntax error": HOUSE + "game: {target: 11\n",
    "a line indented out of place": HOUSE + "game:\n    target: 11\n  x: 1\n",
    "an unclosed quote": HOUSE + "name: 'abc\n",
    "a colon in a plain value": HOUSE + "a: b: c\n",
    "an unknown escape": HOUSE + 'name: "a\\q"\n',
    "an unclosed list": HOUSE + "notes: [a, b\nc: 1\n",
    "a YAML version that is no number": "%YAML 1.x\n---\n" + HOUSE,
    "a YAML version of one number": "%YAML 1\n---\n" + HOUSE,
    "two YAML directives": "%YAML 1.1\n%YAML 1.1\n---\n" + HOUSE,
    "a tag handle defined twice": "%TAG !e! tag:a,2000:\n%TAG !e! tag:b,2000:\n---\n" + HOUSE,
    "a tag handle never defined": HOUSE + "name: !e!x y\n",
    "a bad hexadecimal escape": HOUSE + 'name: "\\xZZ"\n',
    "a bad escape in a tag": HOUSE + "name: !<tag:%zz> y\n",
    "an empty verbatim tag": HOUSE + "name: !<> y\n",
    "packets that do not divide the hand": HOUSE + "deal: {cards: 7}\n",
    "a forced bid that is not a bid": HOUSE + "auction:\n  dealer_forced_bid: 9\n",
    "bids out of order": HOUSE + "auction:\n  bids: [3, 2]\n",
    "trick points of no rank": HOUSE + "trick_points: {Z: 1}\n",
    "a rank twice in the ranking": HOUSE + "trump:\n  ranking: [A, A, K, Q, J, T, '9', '8', '7', '6', '5', '4', '3', '2']\n",
    "kept trumps that cannot be kept": HOUSE + "exchange: {keep: 6, kept_trumps: [ZZ, K]}\n",
    "a widow taken before trump that cannot be": HOUSE + "exchange: {keep: 6, rest_taken: before-trump, refill: true}\n",
    "an unknown base": "id: h\nextends: nonesuch\n",
    "a base file that does not exist": "id: h\nextends: missing.yaml\n",
    "no id beside extends": "extends: auction-pitch\n",
    "an unknown name in a rule": HOUSE + "contract:\n  made: won >= bidd\n",
    "a rule of the wrong type": HOUSE + "contract:\n  made: won + bid\n",
    "a rule that does not parse": HOUSE + "contract:\n  made: won >=\n",
    "a call with too many arguments": HOUSE + "points:\n  - id: low\n    to: captor(card, card)\n",
    "a card word the deck lacks": HOUSE + "points:\n  - id: jack\n    card: dealt('Z', trump)\n",
    "a comparison of a side with a number": HOUSE + "contract:\n  made: bidder == 3\n",
}


def _problems(tmp_path: Path, name: str, code: str) -> list[dict[str, object]]:
    text = BROKEN[name]
    path = tmp_path / "house.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    result = run_cli("validate", str(path), "--json", "--lang", code)
    assert result.exit_code == 1, result.output
    (checked,) = json.loads(result.stdout)["files"]
    problems: list[dict[str, object]] = checked["problems"]
    assert problems
    return problems


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_file_is_reported_in_the_language_with_english_s_codes(tmp_path: Path, name: str, code: str) -> None:
    english, own = _problems(tmp_path, name, "en"), _problems(tmp_path, name, code)
    assert [p["code"] for p in own] == [p["code"] for p in english]
    assert all(p["code"] for p in own)
    for mine, theirs in zip(own, english):
        assert {**mine, "message": ""} == {**theirs, "message": ""}
        assert mine["message"] != theirs["message"], f"{code}: {mine['message']}"
        assert not re.search(r"\{ ?\$|\b(kind|hint|yaml|schema|variant|expression)-[a-z_]+", str(mine["message"])), mine


GOLDENS = {
    "uk": HOUSE + "game: {targt: 11}\nplay: {legal: must-folow}\npoints:\n  - id: low\n    to: holder(cardz)\n"
    "auction:\n  bids: [1, 2, 2]\n",
    "tr": HOUSE + "deal: {cards: 7}\nauction:\n  dealer_forced_bid: 9\ntrick_points: {Q: 2, Z: 1}\ncontract:\n  made: won >= bidd\n"
    "  others: captor(card, card)\n",
}


@pytest.mark.parametrize("code", sorted(GOLDENS))
def test_validate_in_a_player_s_language(tmp_path: Path, code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a player reads, as reviewed (regenerate deliberately with PITCH_RULES_UPDATE_GOLDEN=1)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "house.yaml").write_text(GOLDENS[code], encoding="utf-8")
    result = run_cli("validate", "house.yaml", "auction-pitch", "--lang", code)
    assert result.exit_code == 1
    shown = re.sub(r"\(\d+[.,]\d (мс|ms)\)", "(TIME)", result.output)
    golden = GOLDEN / f"house-{code}.txt"
    if UPDATE:
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(shown, encoding="utf-8")
    assert shown == golden.read_text(encoding="utf-8")


def test_validate_speaks_the_locale_s_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(BROKEN["a misspelt key"], encoding="utf-8")
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert "невідомий ключ 'targt' у 'game'" in run_cli("validate", str(path)).output
    assert "unknown key 'targt'" in run_cli("validate", str(path), "--lang", "en").output


# ----- the command line's own lines ----------------------------------------------------

COMMANDS = {
    "a variant that does not exist": ["validate", "nonesuch"],
    "an unknown bot": ["simulate", "auction-pitch", "--bots", "nobot"],
    "no variant to play": ["play"],
    "--json with --show": ["simulate", "auction-pitch", "--json", "--show"],
    "a file init would overwrite": ["init", "house.yaml"],
    "a file of no games": ["replay", "empty.jsonl"],
    "a --set that is not path=value": ["validate", "auction-pitch", "--set", "target"],
}


def _said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], locale: str) -> str:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANG", locale)
    (tmp_path / "house.yaml").write_text(HOUSE, encoding="utf-8")
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    result = run_cli(*args)
    assert result.exit_code in (1, 2), result.output
    return result.output


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_command_line_says_why_in_the_locale_s_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, code: str
) -> None:
    english = _said(tmp_path, monkeypatch, COMMANDS[name], "C.UTF-8")
    own = _said(tmp_path, monkeypatch, COMMANDS[name], f"{code}_XX.UTF-8")
    words = {line for line in english.splitlines() if line and not line.startswith(("Usage:", "Try "))}
    assert not words & set(own.splitlines()), f"{code}: {own}"
    assert not re.search(r"\{ ?\$|\bcli[-.][a-z_]+", own), own


@pytest.mark.parametrize(
    "name",
    [
        "a YAML syntax error", "a line indented out of place", "an unclosed quote", "a colon in a plain value",
        "an unknown escape", "an unclosed list", "a YAML version that is no number", "a YAML version of one number",
        "two YAML directives", "a tag handle defined twice", "a tag handle never defined", "a bad hexadecimal escape",
        "a bad escape in a tag", "an empty verbatim tag",
    ],
)  # fmt: skip
def test_the_yaml_reader_s_own_problems_are_known_words(tmp_path: Path, name: str) -> None:
    """PyYAML's problems are matched to messages (a PyYAML that words them otherwise would be read in English)."""
    (problem,) = _problems(tmp_path, name, "uk")
    assert problem["code"] != "yaml.invalid"
    assert not re.search(r"while|expected|found|allowed|digit|defined|sequence", str(problem["message"])), problem["message"]
