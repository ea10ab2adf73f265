"""The browser toolkit in-process: every page, the workshop's live checks, tables over websockets.

A Starlette TestClient runs the application in this process: no port is opened.
"""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from pitch_rules import resources
from pitch_rules.cli import cli
from pitch_rules.engine import Action, GameState, Rules
from pitch_rules.engine.view import sample_hidden
from pitch_rules.i18n import message_ids
from pitch_rules.records import read_records, replay
from pitch_rules.variant.loader import load_variant, load_variant_text
from pitch_rules.web import workshop
from pitch_rules.web.app import MAX_BODY, MAX_MESSAGE
from pitch_rules.web.tables import Table, TableError
from pitch_rules.web.views import LogEntry, game_json, log_json
from pitch_rules.web.wording import wording

from .conftest import play_script
from .test_exchange_options import KITTY_DEAL, KITTY_TABLE
from .test_play_and_auction_rules import FOLDING_BID, FOLDING_DEAL, HEARTLESS_DEAL, TRUMPS_ONLY
from .web_client import Replay, card_names_in, client, post_raw

ENV = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}

HOUSE = """\
# our kitchen-table rules
id: kitchen
extends: auction-pitch
name: Kitchen Pitch
description: Auction Pitch the way we play it.
auction:
  dealer_steals: []   # the dealer must outbid like everyone else
game:
  target: 11
"""


@pytest.fixture(scope="module")
def web() -> Any:
    with client() as test_client:
        yield test_client


def notes_of(table: Table) -> list[str]:
    """The notes of a table's log, in English."""
    return [table.said(entry) for entry in table.log if entry.seat is None]


def tables_of(test_client: TestClient) -> dict[str, Table]:
    tables: dict[str, Table] = test_client.app.state.server.tables  # type: ignore[attr-defined]
    return tables


# ----- pages ----------------------------------------------------------------------------------


def test_every_page_answers(web: TestClient) -> None:
    ids = resources.builtin_variant_ids()
    pages = ["/", "/library", "/library/compare", "/workshop", "/tables", "/tables?variant=cinch"]
    pages += [f"/library/{variant_id}" for variant_id in ids] + [f"/workshop?base={variant_id}" for variant_id in ids[:3]]
    for path in pages:
        response = web.get(path)
        assert response.status_code == 200, path
        assert "text/html" in response.headers["content-type"]
        assert "script-src" not in response.headers["content-security-policy"]  # default-src 'self': no inline script
        assert "<script>" not in response.text, path
    assert "Auction Pitch" in web.get("/library/auction-pitch").text
    assert "Dealer's forced bid" in web.get("/library/compare").text
    for path in ("/library/nothing", "/tables/nothing", "/workshop?base=nothing", "/tables/nothing/record"):
        response = web.get(path)
        assert response.status_code == 404 and "Not here" in response.text, path
    for path in ("/static/style.css", "/static/table.js", "/static/workshop.js", "/static/favicon.svg"):
        assert web.get(path).status_code == 200, path


def test_search_finds_variants_by_their_rules(web: TestClient) -> None:
    page = web.get("/library/search", params={"q": "steal"}).text
    assert "/library/" in page and "<mark>steal</mark>" in page.lower()
    nothing = web.get("/library/search", params={"q": "zebra crossing"}).text
    assert "0 variants mention" in nothing
    hostile = web.get("/library/search", params={"q": "<script>alert(1)</script>" * 50})
    assert hostile.status_code == 200 and "<script>alert" not in hostile.text


def test_only_this_machine_s_names_are_answered(web: TestClient) -> None:
    assert web.get("/", headers={"host": "attacker.example"}).status_code == 400
    assert web.get("/", headers={"host": "localhost:8000"}).status_code == 200


# ----- the workshop ------------------------------------------------------------------------------


BROKEN = {
    "a typo": HOUSE.replace("target: 11", "targt: 11"),
    "an expression": HOUSE + "points:\n  - id: low\n    to: holdr(card)\n",
    "bad YAML": HOUSE.replace("game:\n", "game: [\n"),
    "a wrong type": HOUSE.replace("target: 11", "target: eleven"),
    "an anchor": HOUSE + "contract: &c {made: 'won >= bid'}\n",
    "deep nesting": HOUSE + "x: " + "[" * 100 + "]" * 100 + "\n",
    "no base": HOUSE.replace("extends: auction-pitch", "extends: auction-pich"),
    "too large": HOUSE + "#" * (1024 * 1024) + "\n",
    "a NEL line break": HOUSE.replace("game:\n", "game:\x85"),
    "a U+2028 line break": HOUSE.replace("\n", "\u2028"),
    "YAML 1.3": "%YAML 1.3\n---\n" + HOUSE,
}
DISPUTED = {"a NEL line break": (8, 6), "a U+2028 line break": (1, 26), "YAML 1.3": (1, 1)}
"""Files YAML readers read differently (YAML 1.1's line breaks, an unknown version), and where each is refused."""


@pytest.mark.parametrize("name", list(BROKEN))
def test_live_diagnostics_are_those_of_validate(web: TestClient, tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = BROKEN[name]
    (tmp_path / "house.yaml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    validated = CliRunner().invoke(cli, ["validate", "house.yaml"])
    assert validated.exit_code == 1
    result = web.post("/api/check", json={"text": text}).json()
    shown = "\n".join(d["text"] for d in result["diagnostics"])
    assert shown and validated.stderr.startswith(shown + "\n"), (shown, validated.stderr)
    assert "document" not in result


def test_a_house_file_cannot_make_the_server_read_files(web: TestClient) -> None:
    for target in ("../../etc/passwd.yaml", "/etc/hosts", "variants/auction-pitch.yaml"):
        text = HOUSE.replace("extends: auction-pitch", f"extends: {target}")
        (diagnostic,) = web.post("/api/check", json={"text": text}).json()["diagnostics"]
        assert diagnostic["line"] == 3 and "can name only a built-in variant" in diagnostic["message"]


def test_a_good_file_shows_its_rules_changes_and_options(web: TestClient) -> None:
    result = web.post("/api/check", json={"text": HOUSE}).json()
    assert result["diagnostics"] == [] and result["variant"]["id"] == "kitchen"
    assert result["base"]["id"] == "auction-pitch"
    assert "<h2>House rules</h2>" in result["document"] and "<h1>Kitchen Pitch</h1>" in result["document"]
    assert any("Target score: 11, instead of 7" in d for d in result["differences"])
    fields = {f["path"]: f for f in result["fields"]}
    assert fields["game.target"]["value"] == 11 and fields["game.target"]["kind"] == "integer"
    assert fields["play.legal"]["kind"] == "choice" and "must-follow" in fields["play.legal"]["choices"]
    assert fields["points.low.to"]["value"] == "captor(card)" and fields["auction.bids"]["kind"] == "list"
    assert "id" not in fields and "extends" not in fields
    assert all(f["title"] and f["description"] for f in fields.values())


def test_the_form_writes_options_into_the_file_keeping_comments(web: TestClient) -> None:
    def set_option(text: str, path: str, value: Any) -> str:
        response = web.post("/api/set", json={"text": text, "path": path, "value": value})
        assert response.status_code == 200, response.json()
        written: str = response.json()["text"]
        return written

    text = set_option(HOUSE, "game.target", 21)
    text = set_option(text, "points.low.to", "holder(card)")
    text = set_option(text, "auction.bids", "2, 3, 4")
    text = set_option(text, "play.legal", "must-follow")
    text = set_option(text, "auction.closing_bid", "")
    assert "# our kitchen-table rules" in text and "# the dealer must outbid" in text
    variant, _ = load_variant_text(text, "house.yaml")
    assert variant.game.target == 21 and variant.auction is not None and variant.auction.bids == (2, 3, 4)
    assert variant.auction.closing_bid is None and variant.play.legal == "must-follow"
    assert next(p for p in variant.points if p.id == "low").to.source == "holder(card)"
    refused = {
        ("id", "x"): "no option",
        ("game.target", "eleven"): "whole number",
        ("game.target", True): "whole number",
        ("nothing.here", 1): "no option",
        ("points", "x"): "edited in the file",
        ("", 1): "not an option",
    }
    for (path, value), words in refused.items():
        response = web.post("/api/set", json={"text": HOUSE, "path": path, "value": value})
        assert response.status_code == 400 and words in response.json()["error"], (path, response.json())
    broken = web.post("/api/set", json={"text": BROKEN["bad YAML"], "path": "game.target", "value": 3})
    assert broken.status_code == 400 and "fix the file first" in broken.json()["error"]


def test_the_form_keeps_long_lines_and_the_lists_indentation(web: TestClient) -> None:
    long = "description: " + "Auction Pitch the way we play it at home, " * 3 + "every Friday."
    text = HOUSE.replace("description: Auction Pitch the way we play it.", long) + "points:\n  - id: low\n    to: holder(card)\n"
    response = web.post("/api/set", json={"text": text, "path": "game.target", "value": 9})
    assert response.status_code == 200 and response.json()["text"] == text.replace("target: 11", "target: 9")


def test_the_form_refuses_a_file_its_writer_would_read_otherwise_at_the_place(web: TestClient) -> None:
    """The form's writer (ruamel) stops at a tab inside a plain value, misses a keyed item whose id has a tag, and writes numbers the loader refuses."""
    tabbed = HOUSE.replace("Auction Pitch the way", "Auction\tPitch the way")
    assert web.post("/api/check", json={"text": tabbed}).json()["diagnostics"] == []
    tagged = HOUSE + "points:\n  - id: !!str low\n    to: captor(card)\n"
    for text, path, value, words in (
        (tabbed, "game.target", 9, "house.yaml:5:21: the form cannot read the file here (found character '\\t'"),
        (tagged, "points.low.to", "holder(card)", "house.yaml:11:3: the form would change this value in writing the file"),
    ):
        response = web.post("/api/set", json={"text": text, "path": path, "value": value})
        assert response.status_code == 400 and response.json()["error"].startswith(words), response.json()
        assert "make this change in the editor" in response.json()["error"]
    too_long = web.post("/api/set", json={"text": HOUSE, "path": "game.target", "value": 10**19})
    assert too_long.status_code == 400
    assert too_long.json()["error"].startswith("the form cannot write this value: house.yaml:9:11: integer is too long")


def test_simulation_reports_and_is_capped(web: TestClient) -> None:
    report = web.post("/api/simulate", json={"text": HOUSE, "games": 20, "bot": "greedy"}).json()
    assert report["games"] == 20 and not report["stopped_early"] and report["variant"] == "kitchen"
    assert report["bids"]["by_level"] and report["points"]["by_point"] and report["rules"]
    assert report["dealer_advantage"] is not None
    for body, words in (
        ({"text": HOUSE, "games": 1001}, "from 1 to 1000"),
        ({"text": HOUSE, "games": "many"}, "from 1 to 1000"),
        ({"text": HOUSE, "bot": "cheater"}, "'bot' must be one of"),
        ({"text": BROKEN["a typo"]}, "fix the file first"),
    ):
        response = web.post("/api/simulate", json=body)
        assert response.status_code == 400 and words in response.json()["error"]
    stopped = workshop.simulate(load_variant("auction-pitch"), 1000, "random", seconds=0.3)
    assert stopped["stopped_early"] and stopped["games"] < 1000 and stopped["asked"] == 1000


def test_bad_requests_get_clear_errors(web: TestClient) -> None:
    cases = [
        (b"not json", 400, "not JSON"),
        (b"[1, 2]", 400, "not a JSON object"),
        (b"[" * 5000 + b"]" * 5000, 400, "JSON"),  # too deep to read, or read and not an object
        (b'{"text": 3}', 400, "'text' must be text"),
        (b"{" + b" " * (MAX_BODY + 1) + b"}", 413, "too large"),
    ]
    for body, status, words in cases:
        response = web.post("/api/check", content=body)
        assert response.status_code == status and words in response.json()["error"], body[:20]
    assert web.get("/api/check").status_code == 405


# ----- tables ----------------------------------------------------------------------------------


def new_table(test_client: TestClient, **body: Any) -> str:
    response = test_client.post("/api/tables", json=body)
    assert response.status_code == 200, response.json()
    table_id: str = response.json()["table"]
    return table_id


def receive_until(socket: Any, done: Any) -> list[dict[str, Any]]:
    """Messages from ``socket`` until ``done(message)``."""
    messages = []
    while True:
        message = socket.receive_json()
        messages.append(message)
        if done(message):
            return messages


def test_a_table_of_bots_plays_a_whole_game_and_its_record_replays(web: TestClient) -> None:
    table_id = new_table(web, variant="auction-pitch", seats=["greedy", "random", "search", "greedy"], target=5)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        messages = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")
    final = messages[-1]
    assert final["game"]["over"] and final["game"]["winner"] is not None and final["you"] is None
    assert all(m["game"] is None or m["game"]["hand"] == [] for m in messages)  # a watcher sees no hand
    response = web.get(f"/tables/{table_id}/record")
    assert response.status_code == 200 and "attachment" in response.headers["content-disposition"]
    ((_, record),) = list(read_records(response.text, "record.jsonl"))
    assert replay(record, Rules.from_variant(load_variant("auction-pitch"))) is None
    assert max(record["hands"][-1]["scores"]) >= 5


def test_a_table_says_who_folds_and_who_played_each_card_where_only_trumps_are_played() -> None:
    """Ten-Point Pitch's folding (the deal of tests/test_play_and_auction_rules.py): seat 3 holds no heart and has
    folded; the first trick is seats 0, 1 and 2's cards, and seat 1, out of trumps after it, folds too."""
    state = GameState(Rules.from_variant(load_variant(TRUMPS_ONLY)), 4, first_dealer=3, deals=[FOLDING_DEAL], seed=0)
    play_script(state, FOLDING_BID + "  4H KH 3H  QH")
    game = game_json(state, 0, [])
    assert game["folded"] == [1, 3]
    assert [(play["seat"], play["card"]["card"]) for play in game["last_trick"]["plays"]] == [(0, "4H"), (1, "KH"), (2, "3H")]
    assert [(play["seat"], play["card"]["card"]) for play in game["trick"]] == [(2, "QH")] and game["to_move"] == 0
    table = Table("t", load_variant(TRUMPS_ONLY), ["greedy"] * 4, seed=11)
    assert table.state is not None
    while not table.state.is_over and not any("folds" in note for note in notes_of(table)):
        table.apply(table.bot_choice()[1])
    note = next(note for note in notes_of(table) if "folds" in note)
    assert note.endswith("(greedy) folds: no trump left.") and game_json(table.state, None, table.log)["folded"]


def test_a_table_says_the_bidder_took_the_kitty_and_shows_the_cards_to_the_bidder_alone() -> None:
    """The kitty's table (tests/family/kitty.yaml): seat 1 wins the auction and takes the four cards of the kitty
    before naming trump. The log says so once; seat 1's hand shows the kitty's Queen of hearts, and every other
    seat sees only that seat 1 holds ten cards."""
    table = Table("t", load_variant(KITTY_TABLE), ["greedy"] * 4, seed=1)
    table.state = GameState(table.rules, 4, first_dealer=3, deals=[KITTY_DEAL], seed=1)
    for word in "pass 3 pass pass".split():
        table.apply(table.rules.action_for(word))
    notes = [note for note in notes_of(table) if "widow" in note]
    assert notes == [f"{table.seat_name(1)} takes the widow (4 cards) before naming trump."]
    for seat in range(4):
        game = game_json(table.state, seat, table.log)
        assert game["hand_sizes"] == [6, 10, 6, 6] and game["stock_size"] == 0 and game["phase"] == "trump"
        assert ("QH" in {card["card"] for card in game["hand"]}) == (seat == 1)
    table.apply(table.rules.action_for("trump H"))
    assert [note for note in notes_of(table) if "widow" in note] == notes  # said once



def test_a_widow_of_one_card_is_said_in_the_singular() -> None:
    """A variant may leave a widow of one card (deal.widow: 1): the note says "1 card", not "1 cards"."""
    assert wording().note("widow", seat="North", count=1) == "North takes the widow (1 card) before naming trump."
    assert wording().note("widow", seat="North", count=2) == "North takes the widow (2 cards) before naming trump."

def test_a_table_goes_on_after_a_hand_nobody_could_play() -> None:
    """Only trumps played, and nobody holds one when play begins: the hand ends before a trick, and the table says so."""
    table = Table("t", load_variant(TRUMPS_ONLY), ["greedy"] * 4, seed=1)
    table.state = GameState(table.rules, 4, first_dealer=3, deals=[HEARTLESS_DEAL], seed=1)
    for word in "2 pass pass pass".split():
        table.apply(table.rules.action_for(word))
    table.apply(table.rules.action_for("trump H"))
    assert len(table.state.history) == 1 and table.state.history[0].tricks == ()
    assert notes_of(table)[-2:] == ["Hand 1 is over.", f"{table.seat_name(0)} deals hand 2."]
    assert game_json(table.state, 0, table.log)["last_trick"] is None


def test_house_rules_play_at_a_table(web: TestClient) -> None:
    table_id = new_table(web, text=HOUSE, seats=["greedy"] * 4)
    assert tables_of(web)[table_id].variant.id == "kitchen"
    assert web.get(f"/tables/{table_id}/house.yaml").text == HOUSE
    assert "--variant kitchen.yaml" in web.get(f"/tables/{table_id}").text
    assert web.get(f"/tables/{new_table(web, variant='cinch', seats=['greedy'] * 4)}/house.yaml").status_code == 404
    refused = web.post("/api/tables", json={"text": BROKEN["a typo"], "seats": ["greedy"] * 4})
    assert refused.status_code == 400 and "targt" in refused.json()["error"]
    for body, words in (
        ({"variant": "auction-pitch", "seats": ["greedy"]}, "3 to 7 players"),
        ({"variant": "auction-pitch", "seats": ["open", "cheater", "greedy"]}, "a bot"),
        ({"variant": "nope", "seats": ["greedy"] * 4}, "built-in variant id"),
        ({"variant": "auction-pitch", "seats": "four"}, "'seats' must list"),
        ({"variant": "auction-pitch", "seats": ["greedy"] * 4, "target": 0}, "'target'"),
    ):
        response = web.post("/api/tables", json=body)
        assert response.status_code == 400 and words in response.json()["error"], body


def test_a_player_who_reconnects_gets_the_seat_back(web: TestClient) -> None:
    table_id = new_table(web, variant="partnership-pitch", seats=["open", "open", "greedy", "greedy"])
    path = f"/tables/{table_id}/ws"
    with web.websocket_connect(path) as first:
        first.receive_json()
        first.send_json({"type": "sit", "seat": 0, "name": "Ann"})
        seated = receive_until(first, lambda m: m["type"] == "seated")[-1]
        token = seated["token"]
        assert seated["seat"] == 0 and len(token) >= 20
        state = receive_until(first, lambda m: m["type"] == "table")[-1]
        assert state["you"] == 0 and state["status"] == "waiting" and state["seats"][0]["name"] == "Ann"
        first.send_json({"type": "sit", "seat": 1, "name": "again"})
        assert "already sit" in receive_until(first, lambda m: m["type"] == "error")[-1]["message"]
    with web.websocket_connect(path) as other:
        other.receive_json()
        other.send_json({"type": "sit", "seat": 0, "name": "Bob"})
        assert "taken" in receive_until(other, lambda m: m["type"] == "error")[-1]["message"]
        other.send_json({"type": "hello", "token": "guess" * 4})
        assert "not known" in receive_until(other, lambda m: m["type"] == "error")[-1]["message"]
        other.send_json({"type": "start"})
        assert "take a seat" in receive_until(other, lambda m: m["type"] == "error")[-1]["message"]
    with web.websocket_connect(path) as again:
        again.receive_json()
        again.send_json({"type": "hello", "token": token})
        assert receive_until(again, lambda m: m["type"] == "seated")[-1]["seat"] == 0
        again.send_json({"type": "start"})
        started = receive_until(again, lambda m: m["type"] == "table" and m["status"] == "playing")[-1]
        assert started["you"] == 0 and started["seats"][1]["bot"] == "greedy"  # the open seat went to a bot
        assert len(started["game"]["hand"]) == 6


def _legal(message: dict[str, Any]) -> list[dict[str, Any]]:
    game = message.get("game") or {}
    legal: list[dict[str, Any]] = game.get("legal", [])
    return legal


def _hidden_from(state: GameState, seat: int) -> set[str]:
    """The cards ``seat`` may not see now: the other hands, the stock below an open top, cards out of play.

    A card turned up for trump is public wherever it goes (everyone saw who drew it), and so is
    a trump discarded face up.
    """
    names = state.rules.card_names
    view = state.view(seat)
    hidden = {c for other, hand in enumerate(state.hands) if other != seat for c in hand}
    hidden |= set(state.stock) - ({view.stock_top} if view.stock_top is not None else set())
    hidden |= set(state.dead)
    return {names[c] for c in hidden - set(state.upcards) - set(state.shown)}


def check_secrecy(replayed: Replay, seat: int, message: dict[str, Any]) -> None:
    """Every card in a message to ``seat`` is its own, face up, or from a finished hand's public play."""
    game = message["game"]
    state = replayed.advance(message["moves"])
    names = state.rules.card_names
    hidden = _hidden_from(state, seat)
    assert sorted(c["card"] for c in game["hand"]) == sorted(names[c] for c in state.hands[seat])
    current = [names[c] for c in state.trick] + [names[c] for c in state.upcards]
    played_now = {names[c] for t in state.tricks for c in t.plays} | set(current)
    played_last = {names[c] for t in state.history[-1].tricks for c in t.plays} if state.history else set()
    actions_now = replayed.moves - replayed.deal_started
    log_actions = [line for line in game["log"] if "note" not in line]
    for path, card in card_names_in(game):
        section = path[0]
        if section == "hand":
            continue
        if section in ("trick", "upcards", "stock_top", "shown_discards"):
            assert card not in hidden, (section, card)
        elif section == "called":
            assert state.called is not None and card == names[state.called], (section, card)  # named aloud
        elif section == "last_trick":
            assert card in (played_now if state.tricks else played_last), (section, card)
        elif section == "last_hand" and path[1] == "called":
            assert state.history and card == names[state.history[-1].called or 0]
        elif section == "last_hand":
            assert card in played_last, (section, card)
        elif section in ("legal", "log"):
            continue  # the seat's own choices (from the engine's legal actions); the log is checked line by line below
        elif section == "said":  # the sentences the page shows, said from the sections checked here
            assert card in {found for where, found in card_names_in(game) if where[0] != "said"}, (path, card)
        else:
            raise AssertionError(f"a card in an unexpected place: {path} {card}")
    for line in log_actions[len(log_actions) - min(actions_now, len(log_actions)) :]:  # this deal's actions
        shown = line["shown"] or {}
        if line["seat"] != seat and "card" in shown and line["kind"] != "call":  # a called card is named aloud
            assert shown["card"] not in hidden, line
    hidden_words = [line for line in log_actions if line["seat"] != seat and line["value"] is None and line["shown"]]
    assert all("card" not in line["shown"] for line in hidden_words)


SECRET_VARIANTS = {
    "call-partner": ["open", "greedy", "random", "greedy", "random"],  # a called partner, trumps discarded face up
    "ten-point-pitch": ["open", "greedy", "greedy", "random"],  # an exchange: discards stay hidden
    "california-jack": ["open", "random"],  # a face-up stock: only its top shows
    "all-fours": ["open", "greedy"],  # a turned-up trump and begging
    "auction-pitch-joker": ["open", "random", "greedy"],  # jokers
    "auction-pitch": ["open", "greedy", "random", "greedy"],
}
FAMILY = Path(__file__).resolve().parent / "family"


def secret_variant(name: str) -> dict[str, Any]:
    """How to ask for a table of ``name``: a built-in id, or a test-family house file's text."""
    house = FAMILY / f"{name}.yaml"
    return {"text": house.read_text(encoding="utf-8")} if house.exists() else {"variant": name}


@pytest.mark.parametrize("variant", list(SECRET_VARIANTS))
def test_a_seat_never_sees_another_seat_s_hidden_cards(web: TestClient, variant: str) -> None:
    table_id = new_table(web, **secret_variant(variant), seats=SECRET_VARIANTS[variant], target=21 if variant == "ten-point-pitch" else 5)
    table = tables_of(web)[table_id]
    table.seed = 7  # a deal that lasts several hands in every variant here, the same on every run
    rng = random.Random(variant)
    replayed = Replay(table)
    checked = 0
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        socket.receive_json()
        socket.send_json({"type": "sit", "seat": 0, "name": "Ann"})
        while True:
            message = socket.receive_json()
            if message["type"] != "table" or message["game"] is None:
                continue
            check_secrecy(replayed, 0, message)
            checked += 1
            if message["status"] == "over":
                break
            legal = _legal(message)
            if legal and message["game"]["to_move"] == 0:
                choice = rng.choice(legal)
                socket.send_json({"type": "act", "kind": choice["kind"], "value": choice["value"], "moves": message["moves"]})
    assert checked > 20 and table.status == "over" and len(table.state.history if table.state else ()) > 1


@pytest.mark.parametrize("variant", list(SECRET_VARIANTS))
def test_what_a_seat_is_sent_is_the_same_in_every_world_it_cannot_tell_apart(variant: str) -> None:
    """Dealing every hidden card afresh (the other hands, the stock, discards) changes nothing a seat is sent."""
    source = secret_variant(variant)
    loaded = load_variant_text(source["text"], "house.yaml")[0] if "text" in source else load_variant(variant)
    rng = random.Random(variant)
    state = GameState(Rules.from_variant(loaded), len(SECRET_VARIANTS[variant]), seed=3, target=5, max_hands=12)
    compared = 0
    while not state.is_over:
        seat = rng.randrange(state.players)
        world = sample_hidden(state, seat, random.Random(compared))
        assert game_json(world, seat, []) == game_json(state, seat, []), (variant, state.phase)
        compared += 1
        state.apply(rng.choice(state.legal_actions()))
    assert compared > 30


def test_actions_of_any_kind_are_offered_with_words_from_data(monkeypatch: pytest.MonkeyPatch) -> None:
    """Kinds the wording file does not know get the fallback words; a card value is played from the hand."""
    state = GameState(Rules.from_variant(load_variant("auction-pitch")), 4, seed=1)
    seat = state.to_move
    mine = state.rules.card_names[state.hands[seat][0]]
    offered = [Action("pass"), Action("wave", None), Action("call", "AS"), Action("swap", mine), Action("bid", 3)]
    monkeypatch.setattr(GameState, "legal_actions", lambda self: offered)
    game = game_json(state, seat, [])
    words = {action["kind"]: action["words"] for action in game["legal"]}
    assert words == {"pass": "Pass", "wave": "Wave {value}", "call": "Call {value}", "swap": "Swap {value}", "bid": "Bid {value}"}
    assert game["legal"][2]["shown"]["text"] == "A♠" and game["legal"][4]["shown"] == {"text": "3"}
    bound = {card["card"]: card["action"] for card in game["hand"]}
    assert bound[mine] == 3 and list(bound.values()).count(None) == len(bound) - 1
    (log_line,) = log_json(state.rules, [LogEntry(seat, "swap", mine, public=False)], (seat + 1) % 4)
    assert log_line["value"] is None and log_line["shown"] == {"text": "a card"}
    (own_line,) = log_json(state.rules, [LogEntry(seat, "swap", mine, public=False)], seat)
    assert own_line["shown"]["card"] == mine


def test_every_action_kind_and_phase_of_the_built_in_variants_has_words() -> None:
    """The catalogs word every kind of action and every phase the engine offers (the fallback is for newcomers)."""
    words = message_ids("en", "web")
    kinds: set[str] = set()
    phases: set[str] = set()
    for variant_id in resources.builtin_variant_ids():
        rules = Rules.from_variant(load_variant(variant_id))
        rng = random.Random(variant_id)
        for seed in range(3):
            state = GameState(rules, seed=seed, max_hands=2)
            while not state.is_over:
                phases.add(state.phase)
                action = rng.choice(state.legal_actions())
                kinds.add(action.kind)
                state.apply(action)
    assert {kind for kind in kinds if f"web-action-{kind}" not in words} == set()
    assert {phase for phase in phases if f"web-phase-{phase}" not in words} == set()
    assert {"pass", "bid", "play"} <= kinds and len(phases) >= 5


def test_a_fuzzing_client_never_breaks_the_table(web: TestClient) -> None:
    table_id = new_table(web, variant="auction-pitch", seats=["open", "open", "greedy", "greedy"], target=3)
    rng = random.Random(7)
    path = f"/tables/{table_id}/ws"
    junk: list[Any] = [
        "not json", "[1, 2]", "{" * 3000, "[" * 2000 + "]" * 2000, "x" * (MAX_MESSAGE + 1), b"\x00\xff binary",
        {"type": "dance"}, {"type": 7}, {}, {"type": "act"}, {"type": "act", "kind": "bid", "value": True},
        {"type": "act", "kind": "bid", "value": 2.0}, {"type": "act", "kind": "play", "value": ["TH"]},
        {"type": "act", "kind": "x" * 100}, {"type": "act", "kind": "bid", "value": 99},
        {"type": "act", "kind": "pass", "moves": -1}, {"type": "act", "kind": "pass", "moves": True},
        {"type": "sit", "seat": 9}, {"type": "sit", "seat": "0"}, {"type": "sit", "seat": 1, "name": "n" * 500},
        {"type": "hello", "token": None}, {"type": "hello", "token": "t" * 1000}, {"type": "start", "extra": {"a": [1]}},
        {"type": "act", "kind": "pass", "id": [1]}, {"type": "act", "kind": "pass", "id": "i" * 100},
    ]
    numbers = iter(range(1, 1_000_000))

    def ask(socket: Any, message: dict[str, Any]) -> list[dict[str, Any]]:
        """Send a message with an id; everything received up to and including its answer."""
        number = next(numbers)
        socket.send_json({**message, "id": number})
        return receive_until(socket, lambda m: m.get("id") == number)

    with web.websocket_connect(path) as one, web.websocket_connect(path) as two:
        sockets = {0: one, 1: two}
        tokens = {}
        for seat, socket in sockets.items():
            socket.receive_json()
            socket.send_json({"type": "sit", "seat": seat, "name": f"player {seat}"})
            tokens[seat] = receive_until(socket, lambda m: m["type"] == "seated")[-1]["token"]
        errors = rounds = 0
        for rounds in range(1, 1000):
            if tables_of(web)[table_id].status == "over":
                break
            latest = {}
            for seat, socket in sockets.items():
                sent = rng.sample(junk, 3)
                for item in sent:
                    if isinstance(item, bytes):
                        socket.send_bytes(item)
                    elif isinstance(item, str):
                        socket.send_text(item)
                    else:
                        socket.send_json(item)
                received = ask(socket, {"type": "hello", "token": tokens[seat]})  # answered after the junk
                assert received[-1]["type"] == "ok"
                errors += sum(m["type"] == "error" for m in received)
                latest[seat] = receive_until(socket, lambda m: m["type"] == "table")[-1]
            for seat, message in latest.items():
                legal = _legal(message)
                if message["game"]["to_move"] != seat or not legal:
                    continue
                choice = rng.choice(legal)
                out_of_turn = ask(sockets[1 - seat], {"type": "act", "kind": choice["kind"], "value": choice["value"]})[-1]
                assert out_of_turn["type"] == "error" and "not your turn" in out_of_turn["message"], out_of_turn
                move = {"type": "act", "kind": choice["kind"], "value": choice["value"], "moves": message["moves"]}
                assert ask(sockets[seat], move)[-1]["type"] == "ok"
                stale = ask(sockets[seat], move)[-1]
                assert stale["type"] == "error" and ("moved on" in stale["message"] or "game is over" in stale["message"])
    table = tables_of(web)[table_id]
    assert table.status == "over" and rounds > 10 and errors >= 4 * (rounds - 1)
    assert web.get(f"/tables/{table_id}/record").status_code == 200
    with web.websocket_connect(path) as late:
        assert late.receive_json()["status"] == "over"


def test_a_fault_in_one_table_s_bots_leaves_the_server_and_other_tables_going(
    web: TestClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table_id = new_table(web, variant="auction-pitch", seats=["open", "greedy", "greedy", "greedy"])
    table = tables_of(web)[table_id]

    def broken() -> Any:
        raise RuntimeError("a bot fault")

    monkeypatch.setattr(table, "bot_choice", broken)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        socket.receive_json()
        socket.send_json({"type": "sit", "seat": 0, "name": "Ann"})
        message = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "playing")[-1]
        while message["game"]["to_move"] == 0:
            legal = message["game"]["legal"][0]
            socket.send_json({"type": "act", "kind": legal["kind"], "value": legal["value"], "id": "mine"})
            receive_until(socket, lambda m: m.get("id") == "mine")
            message = receive_until(socket, lambda m: m["type"] == "table")[-1]
    deadline = time.monotonic() + 10
    while "could not choose a move" not in caplog.text:
        assert time.monotonic() < deadline, "the fault was not logged"
        time.sleep(0.02)
    other = new_table(web, variant="auction-pitch", seats=["greedy"] * 4, target=3)
    with web.websocket_connect(f"/tables/{other}/ws") as socket:
        receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")
    assert web.get("/library").status_code == 200


def test_unknown_tables_and_foreign_pages_are_refused(web: TestClient) -> None:
    with pytest.raises(WebSocketDisconnect):
        with web.websocket_connect("/tables/none/ws") as socket:
            socket.receive_json()
    table_id = new_table(web, variant="auction-pitch", seats=["open", "greedy", "greedy", "greedy"])
    with pytest.raises(WebSocketDisconnect):
        with web.websocket_connect(f"/tables/{table_id}/ws", headers={"origin": "http://attacker.example"}) as socket:
            socket.receive_json()
    assert web.get(f"/tables/{table_id}/record").status_code == 409


def test_serve_without_the_web_extra_says_how_to_get_it() -> None:
    blocked = "import sys; sys.modules['starlette'] = None; sys.argv = ['pitch-rules', 'serve']; from pitch_rules.cli import main; main()"
    result = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True, timeout=60, env=ENV)
    assert result.returncode == 2 and "pip install 'pitch-rules[web]'" in result.stderr and "Traceback" not in result.stderr


def test_serve_answers_on_this_machine_only() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-m", "pitch_rules", "serve", "--port", str(port), "--bot-delay", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    try:
        assert server.stdout is not None
        assert f"http://127.0.0.1:{port}/" in server.stdout.readline()
        deadline = time.monotonic() + 20
        while True:
            try:
                page = httpx.get(f"http://127.0.0.1:{port}/library", timeout=5)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "the server did not answer"
                time.sleep(0.1)
        assert page.status_code == 200 and "Auction Pitch" in page.text
        assert httpx.get(f"http://127.0.0.1:{port}/", headers={"host": "rebound.example"}, timeout=5).status_code == 400
    finally:
        server.terminate()
        server.wait(timeout=20)


# ----- bad input found by fuzzing the server --------------------------------------------------


def test_a_malformed_host_or_origin_is_refused_not_an_error(web: TestClient) -> None:
    assert web.get("/", headers={"host": "["}).status_code == 400
    table_id = new_table(web, variant="auction-pitch", seats=["open", "greedy", "greedy", "greedy"])
    for headers in ({"host": "["}, {"origin": "http://["}):
        with pytest.raises(WebSocketDisconnect) as closed:
            with web.websocket_connect(f"/tables/{table_id}/ws", headers=headers) as socket:
                socket.receive_json()
        assert closed.value.code == 1008, headers


def test_text_that_is_not_unicode_is_refused_and_the_table_goes_on(web: TestClient) -> None:
    table_id = new_table(web, variant="auction-pitch", seats=["open", "open", "greedy", "greedy"])
    with web.websocket_connect(f"/tables/{table_id}/ws") as bad, web.websocket_connect(f"/tables/{table_id}/ws") as other:
        bad.receive_json()
        other.receive_json()
        bad.send_text('{"type": "sit", "seat": 0, "name": "x\\ud800", "id": 1}')
        assert "not valid Unicode" in receive_until(bad, lambda m: m["type"] == "error")[-1]["message"]
        other.send_json({"type": "hello", "token": "\u00e9t\u00e9"})  # not a token: an answer, not a closed connection
        assert "not known" in receive_until(other, lambda m: m["type"] == "error")[-1]["message"]
        other.send_json({"type": "sit", "seat": 1, "name": "Bob"})
        assert receive_until(other, lambda m: m["type"] == "seated")[-1]["seat"] == 1
    response = web.post("/api/check", content=b'{"text": "id: x\\udc00"}')
    assert response.status_code == 400 and "not valid Unicode" in response.json()["error"]


OVERFLOWING = HOUSE + "contract:\n  bidder: if made then (won + 1) * 999999999 else -(bid + 1) * 999999999\n"
"""Valid (the check cannot know how large scores grow), but the first hand takes a score past the number limit, whatever the deal."""


def test_a_house_rule_whose_scores_outgrow_the_limit_stops_with_a_reason(web: TestClient) -> None:
    (problem,) = web.post("/api/check", json={"text": OVERFLOWING}).json()["diagnostics"]
    assert "example hand stopped" in problem["text"] and "beyond the limit" in problem["text"]
    response = web.post("/api/simulate", json={"text": OVERFLOWING, "games": 3, "bot": "greedy"})
    assert response.status_code == 400 and "the games stopped" in response.json()["error"], response.text
    table_id = new_table(web, text=OVERFLOWING, seats=["greedy"] * 4)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        final = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")[-1]
    assert "The game stopped" in final["game"]["log"][-1]["note"] and "limit" in final["game"]["log"][-1]["note"]
    assert web.get(f"/tables/{table_id}/record").status_code == 409  # no record of a game that could not finish


def test_a_bot_that_cannot_choose_a_move_stops_its_table_and_says_so(web: TestClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """A fault of the toolkit in a bot is logged, and the table's game stops saying which bot, where the table waited
    for ever; the server and the other tables go on."""

    class Broken:
        def choose(self, view: object) -> None:
            raise RuntimeError("a bug")

    monkeypatch.setattr("pitch_rules.web.tables.make_bot", lambda name, rng: Broken())
    table_id = new_table(web, variant="auction-pitch", seats=["greedy"] * 4)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        final = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")[-1]
    note, state = final["game"]["log"][-1]["note"], tables_of(web)[table_id].state
    assert state is not None and not state.bids, "stopped at the first move"
    said = f"The game stopped: the bot at Seat {state.to_move} (greedy) could not choose a move (the server's log says why)."
    assert note == said, note
    assert "a bug" in caplog.text and "a bug" not in str(final), "the error is logged, not shown"
    assert web.get(f"/tables/{table_id}/record").status_code == 409
    assert web.get("/tables").status_code == 200


def test_a_bot_whose_look_ahead_outgrows_the_limit_stops_the_table_with_the_reason(web: TestClient) -> None:
    """The search bot plays each choice's hand out before it moves: under a rule whose scores outgrow the limit its
    look-ahead stops first, and the table stops with the reason, where its bots would wait for ever."""
    table_id = new_table(web, text=OVERFLOWING, seats=["search"] * 4)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        final = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")[-1]
    table = tables_of(web)[table_id]
    assert table.state is not None and not table.state.history, "stopped by the look-ahead, before a hand was scored"
    assert "The game stopped" in final["game"]["log"][-1]["note"] and "beyond the limit" in final["game"]["stopped"]
    assert web.get(f"/tables/{table_id}/record").status_code == 409


@pytest.mark.parametrize("name", DISPUTED)
def test_the_form_refuses_what_the_check_refuses_at_the_same_place(web: TestClient, name: str) -> None:
    (diagnostic,) = web.post("/api/check", json={"text": BROKEN[name]}).json()["diagnostics"]
    assert (diagnostic["line"], diagnostic["column"]) == DISPUTED[name]
    response = web.post("/api/set", json={"text": BROKEN[name], "path": "game.target", "value": 9})
    assert response.status_code == 400 and response.json()["error"] == f"fix the file first: {diagnostic['text']}"


def test_a_stopped_game_is_over_for_the_table_the_view_and_the_record(web: TestClient) -> None:
    table = Table("stopped", load_variant_text(OVERFLOWING, "house.yaml")[0], ["open", "greedy", "greedy", "greedy"], seed=1)
    table.sit(0, "Ann")
    state = table.state
    assert state is not None
    for _ in range(2000):
        if table.stopped is not None or state.is_over:
            break
        if table.bot_to_move() is None:
            move = state.legal_actions()[0]
            table.act(0, move.kind, move.value, len(table.actions))
        else:
            table.apply(table.bot_choice()[1])
    assert table.stopped is not None and not state.is_over
    message = table.message(0)
    game = message["game"]
    assert message["status"] == "over" and game["over"] and game["stopped"] == table.stopped
    assert game["to_move"] is None and game["legal"] == [] and all(card["action"] is None for card in game["hand"])
    assert table.ended and table.bot_to_move() is None
    with pytest.raises(TableError, match="the game is over"):
        table.act(0, "pass", None, None)
    with pytest.raises(TableError, match=r"the game stopped before its end \(hand \d+: .* beyond the limit"):
        table.record()
    table_id = new_table(web, text=OVERFLOWING, seats=["greedy"] * 4)
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        final = receive_until(socket, lambda m: m["type"] == "table" and m["status"] == "over")[-1]
    assert final["game"]["over"] and final["game"]["to_move"] is None and "beyond the limit" in final["game"]["stopped"]
    response = web.get(f"/tables/{table_id}/record")
    assert response.status_code == 409 and "only a game played to its end has a record" in response.text


def test_a_message_refused_for_its_text_is_answered_under_its_id(web: TestClient) -> None:
    table_id = new_table(web, variant="auction-pitch", seats=["open", "greedy", "greedy", "greedy"])
    with web.websocket_connect(f"/tables/{table_id}/ws") as socket:
        socket.receive_json()
        for text, reference in (
            ('{"type": "sit", "seat": 0, "name": "x\\ud800", "id": 7}', 7),
            ('{"type": "sit", "seat": 0, "name": "x\\ud800", "id": "mine"}', "mine"),
            ('{"type": "sit", "seat": 0, "name": "x", "id": "\\udc00"}', None),  # an id that cannot be sent back
        ):
            socket.send_text(text)
            error = receive_until(socket, lambda m: m["type"] == "error")[-1]
            assert "not valid Unicode" in error["message"] and error["id"] == reference, error
        socket.send_json({"type": "sit", "seat": 0, "name": "Ann", "id": 8})
        assert receive_until(socket, lambda m: m.get("id") == 8)[-1]["type"] == "ok"  # the connection goes on


def test_a_content_length_that_is_not_a_number_of_bytes_is_refused() -> None:
    body = b'{"text": "id: x"}'
    for length, status, words in (
        (b"\xb2", 400, "Content-Length is not a whole number"),  # superscript two: a digit to str.isdigit, not to int
        ("\u0661\u0667".encode(), 400, "Content-Length is not a whole number"),  # Arabic-Indic 17, as UTF-8
        (b"9" * 5000, 413, "too large"),  # more digits than int() reads
        (b"0" * 5000 + b"17", 200, None),
    ):
        answer_status, answer = post_raw("/api/check", [(b"content-length", length)], body)
        assert answer_status == status and (words is None or words in answer["error"]), (length[:8], answer)
    assert post_raw("/api/check", [(b"content-length", b"17")], body)[1]["diagnostics"]


def test_a_request_cut_off_before_its_end_is_answered_not_an_error() -> None:
    status, answer = post_raw("/api/check", [], b'{"text": "id: ', cut_off=True)
    assert status == 400 and answer["error"] == "the request was cut off before its end"
