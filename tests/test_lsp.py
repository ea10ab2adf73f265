"""The language server as an editor meets it: ``pitch-rules lsp`` driven over its stdio JSON-RPC protocol.

Every test here talks to one server process through :class:`tests.editor.Editor`:
it opens, edits and saves documents, and asks for hovers, completions and
definitions, exactly as an editor's language client would.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from pitch_rules import load_variant, resources
from pitch_rules.docs import rules_document
from pitch_rules.docs.options import option_title, option_words
from pitch_rules.dsl import FUNCTIONS, VALUES
from pitch_rules.i18n import language

from .conftest import run_cli
from .editor import Editor
from .test_cli import AUCTION_PITCH, BAD_INPUTS

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = sorted((ROOT / "variants").glob("*.yaml")) + sorted((ROOT / "tests" / "data" / "variants").glob("*.yaml"))

HOUSE = """\
id: our-house
extends: auction-pitch
name: Our House Pitch
points:
  - id: low
    to: holder(card)
  - {id: jack, drop: true}
auction:
  bids: [1, 2, 3]
  closing_bid: 3
game:
  target: 11
"""


@pytest.fixture(scope="module")
def editor() -> Iterator[Editor]:
    """One server for the module, shut down at the end as an editor does."""
    driver = Editor()
    yield driver
    assert driver.close() == 0


def write(folder: Path, name: str, text: str | bytes) -> Path:
    path = folder / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def where(text: str, needle: str, offset: int = 0) -> tuple[int, int]:
    """The (line, UTF-16 character) of ``needle``'s first character (plus ``offset``) in ``text``."""
    for number, line in enumerate(text.split("\n")):
        if needle in line:
            return number, _utf16(line[: line.index(needle) + offset])
    raise AssertionError(f"{needle!r} is not in the text")


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


# ----- diagnostics -----------------------------------------------------------------


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_a_valid_file_has_no_diagnostics(editor: Editor, path: Path) -> None:
    uri = editor.open(path)
    assert editor.diagnostics(uri) == ()


_REPORTED = re.compile(r"^(?P<path>\S.*?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$")


def validate_report(path: Path) -> list[tuple[str, int, int, str]]:
    """What ``pitch-rules validate PATH`` prints: (file, line, column, message) per problem."""
    result = run_cli("validate", str(path))
    assert result.exit_code == 1, result.output
    found = [_REPORTED.match(line) for line in result.output.splitlines()]
    return [(m["path"], int(m["line"]), int(m["column"]), m["message"]) for m in found if m]


def expected_diagnostics(path: Path, content: bytes) -> list[tuple[int, int, str]]:
    """Validate's report as the editor should show it: (line, UTF-16 character, message).

    A problem in the file itself is at its own place; one in a file it extends is
    at the ``extends`` value, led by the place validate names.
    """
    lines = content.decode("utf-8", "surrogateescape").removeprefix("\ufeff").split("\n")
    expected = []
    for file, line, column, message in validate_report(path):
        if file == str(path):
            expected.append((line - 1, _utf16(lines[line - 1][: column - 1]) if line <= len(lines) else 0, message))
        else:
            at = where("\n".join(lines), "extends: ", len("extends: "))
            expected.append((*at, f"{file}:{line}:{column}: {message}"))
    return expected


def shown(diagnostics: tuple[types.Diagnostic, ...] | list[types.Diagnostic]) -> list[tuple[int, int, str]]:
    return [(d.range.start.line, d.range.start.character, d.message) for d in diagnostics]


def check_like_validate(editor: Editor, path: Path) -> list[tuple[int, int, str]]:
    """Open ``path`` in the editor (bytes it cannot decode kept as escapes); its diagnostics equal validate's."""
    content = path.read_bytes()
    uri = editor.open(path, content.decode("utf-8", "surrogateescape"))
    found = shown(editor.diagnostics(uri))
    expected = expected_diagnostics(path, content)
    assert expected, "validate found nothing: not a bad input"
    assert found == expected
    return found


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_diagnostics_equal_validate_for_every_bad_input(editor: Editor, tmp_path: Path, name: str) -> None:
    content, _, _ = BAD_INPUTS[name]
    check_like_validate(editor, write(tmp_path, "house.yaml", content()))


OVERLAY_INPUTS = {
    # name: (files written, the one opened)
    "unknown name in an overlay": ({"bad.yaml": "id: bad\nextends: auction-pitch\npoints:\n  - id: low\n    to: holder(crd)\n"}, "bad.yaml"),
    "unknown base": ({"v.yaml": "id: x\nextends: no-such-game\n"}, "v.yaml"),
    "missing base file": ({"v.yaml": "id: x\nextends: missing.yaml\n"}, "v.yaml"),
    "no id": ({"v.yaml": "extends: auction-pitch\n"}, "v.yaml"),
    "nothing to drop": ({"v.yaml": "id: x\nextends: auction-pitch\npoints:\n  - {id: nine, drop: true}\n"}, "v.yaml"),
    "base error revealed by the overlay": (
        {"v.yaml": "id: no-jack\nextends: auction-pitch\npoints:\n  - {id: jack, drop: true}\n"},
        "v.yaml",
    ),
    "NUL in the base's name": ({"v.yaml": 'id: x\nextends: "base\\0.yaml"\n'}, "v.yaml"),
    "base's name too long": ({"v.yaml": "id: x\nextends: " + "b" * 300 + ".yaml\n"}, "v.yaml"),
    "cycle": ({"a.yaml": "id: a\nextends: b.yaml\n", "b.yaml": "id: b\nextends: ./a.yaml\n"}, "a.yaml"),
    "syntax error in the base": (
        {"base.yaml": "id: base\nextends: auction-pitch\ngame: {target: [\n", "v.yaml": "id: v\nextends: base.yaml\n"},
        "v.yaml",
    ),
    "schema error in the base": (
        {"base.yaml": "id: base\nextends: auction-pitch\ngame: {targt: 5}\n", "v.yaml": "id: v\nextends: base.yaml\n"},
        "v.yaml",
    ),
}


@pytest.mark.parametrize("name", sorted(OVERLAY_INPUTS))
def test_diagnostics_equal_validate_through_extends(editor: Editor, tmp_path: Path, name: str) -> None:
    files, opened = OVERLAY_INPUTS[name]
    for file, text in files.items():
        write(tmp_path, file, text)
    check_like_validate(editor, tmp_path / opened)


def test_a_problem_in_a_base_file_is_shown_at_the_extends_line_and_links_there(editor: Editor, tmp_path: Path) -> None:
    base = write(tmp_path, "base.yaml", "id: base\nextends: auction-pitch\ngame: {targt: 5}\n")
    text = "id: v\nextends: base.yaml\ngame: {target: 9}\n"
    uri = editor.open(write(tmp_path, "v.yaml", text))
    [diagnostic] = editor.diagnostics(uri)
    assert (diagnostic.range.start.line, diagnostic.range.start.character) == (1, 9)
    assert diagnostic.message == f"{base}:3:8: unknown key 'targt' in 'game'; did you mean 'target'?"
    [related] = diagnostic.related_information or []
    assert to_fs_path(related.location.uri) == str(base)
    assert (related.location.range.start.line, related.location.range.start.character) == (2, 7)
    assert related.message == "unknown key 'targt' in 'game'; did you mean 'target'?"


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="counts the bytes read in /proc/PID/io (Linux)")
def test_the_problems_of_a_base_read_it_once_not_once_each(editor: Editor, tmp_path: Path) -> None:
    """Every problem in a base links to its place there; the base is read once a round, not once a problem."""
    keys = 2000
    base = write(tmp_path, "base.yaml", "id: base\nextends: auction-pitch\n" + "".join(f"unknown{n}: 1\n" for n in range(keys)))
    editor.diagnostics(editor.open(write(tmp_path, "warm.yaml", "id: warm\nextends: auction-pitch\ngame: {targt: 5}\n")))
    before = editor.bytes_read()
    uri = editor.open(write(tmp_path, "v.yaml", "id: v\nextends: base.yaml\n"))
    diagnostics = editor.diagnostics(uri)
    assert len(diagnostics) == keys and all(d.related_information for d in diagnostics)
    assert editor.bytes_read() - before < 20 * base.stat().st_size  # once it was read once a problem: 2000 times


def test_positions_are_counted_in_utf16_like_editors(editor: Editor, tmp_path: Path) -> None:
    path = write(tmp_path, "v.yaml", AUCTION_PITCH.replace("name: Auction Pitch", 'name: "🂡 Pitch 🂱", nme: x'))
    [(line, character, message)] = check_like_validate(editor, path)
    assert (line, character) == (2, 19) and message.startswith("invalid YAML")  # at ',': 17 characters, 19 UTF-16 units


def test_editing_into_validity_clears_the_diagnostics(editor: Editor, tmp_path: Path) -> None:
    broken = AUCTION_PITCH.replace("made: won >= bid", "made: won + bid")
    uri = editor.open(write(tmp_path, "house.yaml", broken))
    assert [d.message for d in editor.diagnostics(uri)] == ["expression gives a number, but this rule needs a true/false"]
    halfway = editor.change(uri, AUCTION_PITCH.replace("made: won >= bid", "made: won >"))
    assert "unexpected end of expression" in editor.diagnostics(uri, halfway)[0].message
    fixed = editor.change(uri, AUCTION_PITCH)
    assert editor.diagnostics(uri, fixed) == ()


def test_saving_a_base_file_rechecks_the_files_that_extend_it(editor: Editor, tmp_path: Path) -> None:
    base = write(tmp_path, "base.yaml", "id: base\nextends: auction-pitch\n")
    child = editor.open(write(tmp_path, "child.yaml", "id: child\nextends: base.yaml\n"))
    assert editor.diagnostics(child) == ()
    base_uri = editor.open(base)
    write(tmp_path, "base.yaml", "id: base\nextends: auction-pitch\ngame: {target: zero}\n")
    published = len(editor.published[child])
    editor.save(base_uri)
    editor.run(until(lambda: len(editor.published[child]) > published))
    assert "'game.target' must be an integer" in editor.published[child][-1].diagnostics[0].message


async def until(condition: Callable[[], bool]) -> None:
    while not condition():
        await asyncio.sleep(0.005)


def test_typing_a_file_from_scratch_never_breaks_the_server(editor: Editor, tmp_path: Path) -> None:
    """Every prefix of a real variant file, typed in chunks, gets diagnostics; the server keeps answering."""
    text = (ROOT / "variants" / "auction-pitch-joker.yaml").read_text(encoding="utf-8")
    uri = editor.open(tmp_path / "typed.yaml", "")
    for end in range(0, len(text) + 1, 37):
        version = editor.change(uri, text[:end])
        diagnostics = editor.diagnostics(uri, version)
        lines = text[:end].split("\n")
        editor.hover(uri, len(lines) - 1, _utf16(lines[-1]))
        editor.complete(uri, len(lines) - 1, _utf16(lines[-1]))
        assert all(d.source == "pitch-rules" for d in diagnostics)
    assert editor.diagnostics(uri, editor.change(uri, text)) == ()


# ----- hover -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def auction_pitch(editor: Editor) -> str:
    return editor.open(ROOT / "variants" / "auction-pitch.yaml")


def test_hover_on_an_option_gives_its_schema_words_and_the_rules_sentence(editor: Editor, auction_pitch: str) -> None:
    words = editor.hover(auction_pitch, *where(AUCTION_PITCH, "legal:", 2))
    assert words is not None
    schema = resources.schema("variant")["properties"]["play"]["properties"]["legal"]
    assert schema["title"] in words and schema["description"] in words
    assert "A player who can follow the suit led may either follow suit or play a trump" in words  # the rules document's
    assert "Play › Legal plays: follow suit or trump" in words  # the option in words, as diffs print it


def test_hover_on_a_value_speaks_of_its_option(editor: Editor, auction_pitch: str) -> None:
    words = editor.hover(auction_pitch, *where(AUCTION_PITCH, "  target: 7", 10))
    assert words is not None and "**Target score**" in words and "The game is played to 7 points." in words


def test_hover_on_a_scoring_point_gives_its_sentence(editor: Editor, auction_pitch: str) -> None:
    words = editor.hover(auction_pitch, *where(AUCTION_PITCH, "- id: jack", 8))
    assert words is not None and "Jack (1 point) goes to the player who captures the Jack of trumps." in words


def test_hover_on_an_expression_reads_it_in_words(editor: Editor, auction_pitch: str) -> None:
    words = editor.hover(auction_pitch, *where(AUCTION_PITCH, "made: won >= bid", len("made: won >")))
    assert words == "**Made**: the points the bidder won this hand are at least the bid"
    document = rules_document(load_variant("auction-pitch"))
    assert "makes the bid if the points the bidder won this hand are at least the bid;" in document  # the same words


@pytest.mark.parametrize(
    ("name", "needle", "offset"),
    [("captor", "to: captor(card)", 6), ("trump", "dealt('J', trump)", 12), ("unique_max", "unique_max(", 3)],
)
def test_hover_on_a_builtin_name_gives_its_documentation(
    editor: Editor, auction_pitch: str, name: str, needle: str, offset: int
) -> None:
    words = editor.hover(auction_pitch, *where(AUCTION_PITCH, needle, offset))
    doc = FUNCTIONS[name].doc if name in FUNCTIONS else VALUES[name].doc
    assert words is not None and doc in words and name in words


# ----- completion ------------------------------------------------------------------


def completion_of(editor: Editor, tmp_path: Path, text: str, needle: str) -> dict[str, types.CompletionItem]:
    """The completions at the end of ``needle`` in ``text`` (opened as a new file)."""
    uri = editor.open(tmp_path / f"c{len(editor.versions)}.yaml", text)
    line, character = where(text, needle, len(needle))
    return {item.label: item for item in editor.complete(uri, line, character)}


def test_completion_offers_the_schema_keys_of_the_mapping(editor: Editor, tmp_path: Path) -> None:
    items = completion_of(editor, tmp_path, "id: x\nextends: auction-pitch\ngame:\n  ta\n", "  ta")
    assert set(items) == set(resources.schema("variant")["properties"]["game"]["properties"])
    item = items["target"]
    assert item.detail == "Target score" and item.text_edit is not None
    assert isinstance(item.text_edit, types.TextEdit) and item.text_edit.new_text == "target: "
    assert (item.text_edit.range.start.character, item.text_edit.range.end.character) == (2, 4)


def test_completion_offers_the_choices_of_an_option(editor: Editor, tmp_path: Path) -> None:
    items = completion_of(editor, tmp_path, "id: x\nextends: auction-pitch\nplay: {legal: m}\n", "legal: m")
    assert set(items) == set(resources.schema("variant")["properties"]["play"]["properties"]["legal"]["enum"])
    assert {"trump-anytime", "must-follow"} <= set(items)
    items = completion_of(editor, tmp_path, "id: x\nextends: auction-pitch\nstock:\n  face_up: \n", "face_up: ")
    assert set(items) == {"true", "false"}


def test_completion_offers_builtin_variants_after_extends(editor: Editor, tmp_path: Path) -> None:
    items = completion_of(editor, tmp_path, "id: x\nextends: auc\n", "extends: auc")
    assert set(items) == set(resources.builtin_variant_ids())


def test_completion_in_an_expression_offers_the_rules_names_with_signatures(editor: Editor, tmp_path: Path) -> None:
    text = "id: x\nextends: auction-pitch\npoints:\n  - id: low\n    to: hol\n"
    items = completion_of(editor, tmp_path, text, "to: hol")
    assert items["holder"].detail == FUNCTIONS["holder"].signature
    assert items["card"].kind == types.CompletionItemKind.Variable
    assert "score" not in items and "won" not in items  # not names a point's rule may use
    contract = completion_of(editor, tmp_path, "id: x\nextends: auction-pitch\ncontract:\n  made: w\n", "made: w")
    assert "won" in contract and "score" in contract


STRIPPED = """\
id: piquet-pitch
extends: auction-pitch
players: {min: 4, max: 4, default: 4}
deck:
  ranks: ["7", "8", "9", T, J, Q, K, A]
points:
  - id: jack
    card: dealt('
trick_points:
  T: 10
  """


def test_completion_offers_the_decks_ranks_and_suits(editor: Editor, tmp_path: Path) -> None:
    ranks = completion_of(editor, tmp_path, STRIPPED, "dealt('")
    assert list(ranks) == ["7", "8", "9", "T", "J", "Q", "K", "A"]
    suits = completion_of(editor, tmp_path, STRIPPED.replace("dealt('", "dealt('J', '"), "dealt('J', '")
    assert list(suits) == ["S", "H", "D", "C"]
    valid = STRIPPED.replace("'\n", "'J', trump)\n")
    uri = editor.open(tmp_path / "stripped.yaml", valid)
    keys = {item.label: item for item in editor.complete(uri, valid.count("\n"), 2)}
    assert list(keys) == ["7", "8", "9", "T", "J", "Q", "K", "A"]
    joker = (ROOT / "variants" / "auction-pitch-joker.yaml").read_text(encoding="utf-8")
    cards = completion_of(editor, tmp_path, joker.replace("dealt_card('JK')", "dealt_card('"), "dealt_card('")
    assert "JK" in cards and "AS" in cards and len(cards) == 53
    ranking = completion_of(editor, tmp_path, joker.replace("ranking: [A, K,", "ranking: [A, K, "), "ranking: [A, K, ")
    assert {"off-J", "JK", "2"} <= set(ranking)


# ----- definition ------------------------------------------------------------------


def test_definition_of_extends_is_the_base_file(editor: Editor, tmp_path: Path) -> None:
    write(tmp_path, "house.yaml", HOUSE)
    kids = write(tmp_path, "kids.yaml", "id: kids\nextends: house.yaml\npoints:\n  - id: low\n    name: Little\n")
    uri = editor.open(kids)
    found = editor.definition(uri, 1, 12)
    assert found is not None and found.uri == from_fs_path(str(tmp_path / "house.yaml"))
    builtin = editor.definition(editor.open(tmp_path / "house.yaml"), 1, 12)
    assert builtin is not None and to_fs_path(builtin.uri) == str(resources.builtin_variant_path("auction-pitch"))


def test_definition_of_a_merged_point_is_the_bases_point(editor: Editor, tmp_path: Path) -> None:
    house = write(tmp_path, "house.yaml", HOUSE)
    uri = editor.open(house)
    low = editor.definition(uri, *where(HOUSE, "id: low", 5))
    base = AUCTION_PITCH
    assert low is not None and to_fs_path(low.uri) == str(resources.builtin_variant_path("auction-pitch"))
    assert (low.range.start.line, low.range.start.character) == where(base, "- id: low", 6)
    dropped = editor.definition(uri, *where(HOUSE, "{id: jack", 6))
    assert dropped is not None and (dropped.range.start.line, dropped.range.start.character) == where(base, "- id: jack", 6)
    kids = write(tmp_path, "kids.yaml", "id: kids\nextends: house.yaml\npoints:\n  - id: low\n    name: Little\n")
    nearest = editor.definition(editor.open(kids), 3, 10)
    assert nearest is not None and nearest.uri == from_fs_path(str(house))  # the nearest base that says it
    assert (nearest.range.start.line, nearest.range.start.character) == where(HOUSE, "- id: low", 6)


def test_definition_of_a_new_point_is_nowhere(editor: Editor, tmp_path: Path) -> None:
    text = HOUSE + "  - {id: three, name: Three, description: x, card: dealt('3', trump), to: captor(card)}\n"
    uri = editor.open(write(tmp_path, "house.yaml", text))
    assert editor.definition(uri, *where(text, "id: three", 5)) is None


# ----- documents not open ----------------------------------------------------------


def test_a_request_about_a_document_not_open_answers_nothing(editor: Editor, tmp_path: Path) -> None:
    for path in (tmp_path / "nowhere.yaml", write(tmp_path, "closed.yaml", HOUSE)):  # unreadable, and on disk
        uri = from_fs_path(str(path))
        assert uri is not None
        assert (editor.hover(uri, 1, 10), editor.complete(uri, 1, 10), editor.definition(uri, 1, 10)) == (None, [], None)


# ----- the command -----------------------------------------------------------------


def exchange(*messages: dict[str, Any] | bytes) -> tuple[dict[Any, dict[str, Any]], subprocess.CompletedProcess[bytes]]:
    """Send ``messages`` (JSON-RPC 2.0 ones, or bodies as they are) to a new ``pitch-rules lsp`` at once: its answers by id, and the process."""
    bodies = [body if isinstance(body, bytes) else json.dumps({"jsonrpc": "2.0", **body}).encode("utf-8") for body in messages]
    framed = b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(body), body) for body in bodies)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.run([sys.executable, "-m", "pitch_rules", "lsp"], input=framed, capture_output=True, env=env, timeout=60)
    return {answer["id"]: answer for answer in answers_of(process) if "method" not in answer}, process


def answers_of(process: subprocess.CompletedProcess[bytes]) -> list[dict[str, Any]]:
    """Every message the server wrote, in order."""
    return [json.loads(body) for body in re.split(rb"Content-Length: \d+\r\n(?:[^\r\n]+\r\n)*\r\n", process.stdout)[1:]]


INITIALIZE = ({"id": 0, "method": "initialize", "params": {"capabilities": {}}}, {"method": "initialized", "params": {}})


def hover_params(uri: str, line: Any = 0, character: Any = 0) -> dict[str, Any]:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def test_every_request_is_answered_even_with_params_that_do_not_fit() -> None:
    uri = from_fs_path(str(ROOT / "variants" / "auction-pitch.yaml"))
    answers, process = exchange(
        *INITIALIZE,
        {"id": 1, "method": "textDocument/hover", "params": hover_params(uri, line="x")},
        {"id": 2, "method": "textDocument/completion", "params": None},
        {"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri}}},  # a notification: nobody to answer
        {"id": 3, "method": "shutdown"},
        {"id": 4, "method": "textDocument/hover", "params": hover_params(uri)},
        {"id": 5, "method": "textDocument/definition", "params": None},
        {"method": "exit"},
    )
    assert sorted(answers) == [0, 1, 2, 3, 4, 5]
    assert answers[1]["error"]["code"] == -32602 and "$.params.position.line" in answers[1]["error"]["message"]
    assert answers[2]["error"]["code"] == -32602 and answers[2]["error"]["message"].startswith("textDocument/completion")
    assert "error" not in answers[3] and answers[3]["result"] is None
    assert [answers[n]["error"]["code"] for n in (4, 5)] == [-32600, -32600]  # after shutdown, however they are
    assert process.returncode == 0 and b"Traceback" not in process.stderr


def test_a_message_that_is_not_json_rpc_or_has_an_unsound_id_is_answered_with_a_null_id() -> None:
    hover = {"textDocument": {"uri": "file:///x.yaml"}, "position": {"line": 0, "character": 0}}
    _, process = exchange(
        *INITIALIZE,
        {"id": {"a": 1}, "method": "textDocument/hover", "params": hover},
        b'[{"jsonrpc": "2.0", "id": 7, "method": "shutdown"}]',  # a batch, which LSP does not have
        b"5",
        b'{"id": 8, "method": "textDocument/hover", "params": {}}',  # no "jsonrpc"
        {"id": 9, "method": "shutdown"},
        {"method": "exit"},
    )
    refused = [answer for answer in answers_of(process) if answer.get("id") is None and "method" not in answer]
    assert [answer["error"]["code"] for answer in refused] == [-32600] * 4
    assert b"window/showMessage" not in process.stdout and b"Traceback" not in process.stderr and process.returncode == 0


def test_a_body_that_is_not_json_is_answered_parse_error_and_the_server_goes_on() -> None:
    answers, process = exchange(
        *INITIALIZE,
        b'{"jsonrpc": "2.0", "id": 1, "method": ',  # cut short
        b'{"jsonrpc": "2.0", "id": 2, "method": "shutdown\xff"}',  # not UTF-8
        {"id": 9, "method": "shutdown"},
        {"method": "exit"},
    )
    refused = [answer for answer in answers_of(process) if answer.get("id") is None and "method" not in answer]
    assert [answer["error"]["code"] for answer in refused] == [-32700] * 2
    assert "error" not in answers[9] and 1 not in answers and 2 not in answers
    assert b"window/showMessage" not in process.stdout and b"Traceback" not in process.stderr and process.returncode == 0


def test_before_initialize_a_request_is_refused_and_a_notification_dropped() -> None:
    uri = from_fs_path(str(ROOT / "variants" / "auction-pitch.yaml"))
    item = {"uri": uri, "languageId": "yaml", "version": 1, "text": AUCTION_PITCH}
    answers, process = exchange(
        {"method": "textDocument/didOpen", "params": {"textDocument": item}},
        {"id": 1, "method": "textDocument/hover", "params": hover_params(uri)},
        *INITIALIZE,
        {"id": 2, "method": "textDocument/hover", "params": hover_params(uri)},
        {"id": 3, "method": "shutdown"},
        {"method": "exit"},
    )
    assert answers[1]["error"]["code"] == -32002 and "error" not in answers[0]
    assert answers[2]["result"] is None  # the document was never opened
    assert b"window/showMessage" not in process.stdout and process.returncode == 0  # it said "Error in server: RuntimeError"


def test_a_change_to_a_document_not_open_is_dropped_without_an_error_message() -> None:
    uri = from_fs_path(str(ROOT / "never-opened.yaml"))
    change = {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": "id: x\n"}]}
    answers, process = exchange(
        *INITIALIZE,
        {"method": "textDocument/didChange", "params": change},
        {"id": 1, "method": "textDocument/hover", "params": hover_params(uri)},
        {"id": 2, "method": "shutdown"},
        {"method": "exit"},
    )
    assert answers[1]["result"] is None and b"window/showMessage" not in process.stdout  # it said "Error in server: KeyError"
    assert process.stderr.decode().strip() == f"{uri}: a change to a document that is not open is dropped"


def test_other_commands_do_not_load_pygls() -> None:
    code = "import sys, pitch_rules.cli; print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol')))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert result.stdout.strip() == "[]"


def test_without_pygls_the_command_says_what_to_install() -> None:
    code = "import sys; sys.modules['pygls'] = None; from pitch_rules.cli import main; sys.argv = ['pitch-rules', 'lsp']; main()"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 2 and "pip install 'pitch-rules[lsp]'" in result.stderr
    assert "Traceback" not in result.stderr


# ----- the editor's language ---------------------------------------------------------


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("uk-UA", "невідомий ключ 'targt' у 'game'; можливо, ви мали на увазі 'target'?"),
        ("it", "chiave sconosciuta 'targt' in 'game'; forse intendevate 'target'?"),
        ("pt-BR", "unknown key 'targt' in 'game'; did you mean 'target'?"),
    ],
)
def test_diagnostics_are_in_the_editor_s_language_with_validate_s_code(tmp_path: Path, locale: str, said: str) -> None:
    """The editor's locale chooses the words, if the toolkit speaks it (else English); the code stays the same."""
    path = write(tmp_path, "house.yaml", "id: h\nextends: auction-pitch\ngame: {targt: 11}\n")
    driver = Editor(locale)
    try:
        (diagnostic,) = driver.diagnostics(driver.open(path))
    finally:
        assert driver.close() == 0
    assert (diagnostic.message, diagnostic.code) == (said, "schema.unknown_key")


def test_hover_and_completion_give_the_schema_s_words_in_the_editor_s_language(tmp_path: Path) -> None:
    """Titles and descriptions come from the language's catalogs, as the workshop's form shows them."""
    uk = language("uk")
    driver = Editor("uk-UA")
    try:
        uri = driver.open(ROOT / "variants" / "auction-pitch.yaml")
        legal = driver.hover(uri, *where(AUCTION_PITCH, "legal:", 2))
        suit = driver.hover(uri, *where(AUCTION_PITCH, "suits: [S", len("suits: [")))  # a list's item
        items = completion_of(driver, tmp_path, "id: x\nextends: auction-pitch\ngame:\n  ta\n", "  ta")
    finally:
        assert driver.close() == 0
    assert legal is not None and f"**{uk('title-play-legal')}** (`play.legal`)\n\n{uk('description-play-legal')}" in legal
    assert suit is not None and f"**{uk('title-deck-suits-item')}**" in suit and uk("description-deck-suits-item") in suit
    target = items["target"]
    assert target.detail == uk("title-game-target") and isinstance(target.documentation, types.MarkupContent)
    assert target.documentation.value == uk("description-game-target")


def test_hover_and_completion_say_the_file_s_rules_and_their_own_labels_in_the_editor_s_language(tmp_path: Path) -> None:
    """What this file says at an option and the rules document's sentences about it come in the editor's language,
    as ``docs --lang`` writes them, under labels of its catalog; so do completion's labels of variants and cards."""
    uk = language("uk")
    variant = load_variant("auction-pitch")
    driver = Editor("uk-UA")
    try:
        uri = driver.open(ROOT / "variants" / "auction-pitch.yaml")
        legal = driver.hover(uri, *where(AUCTION_PITCH, "legal:", 2))
        bases = completion_of(driver, tmp_path, "id: x\nextends: a\n", "extends: a")
        cards = completion_of(driver, tmp_path, "id: x\nextends: auction-pitch\ntrick_points:\n  T\n", "  T")
    finally:
        assert driver.close() == 0
    value = option_words(variant, ("play", "legal"), "trump-anytime", uk)
    assert legal is not None and uk("editor-hover-this-variant", option=option_title(variant, ("play", "legal"), uk), value=value) in legal
    document = rules_document(variant, lang=uk)
    (sentences,) = [line for line in legal.split("\n\n") if line.startswith(uk("editor-hover-rules-document", sentences=""))]
    said = re.split(r"(?<=\.) ", sentences.partition(":* ")[2])
    assert len(said) > 2 and all(sentence in document.replace("**", "") for sentence in said), "the document's own sentences"
    assert "This variant" not in legal and "Rules document" not in legal
    assert bases["auction-pitch"].detail == uk("editor-completion-variant") != "Built-in variant"
    assert cards["T"].detail == uk("editor-completion-card")
