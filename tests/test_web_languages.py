"""The browser interface in the six languages: the language chosen, every page, the table's socket and the errors.

The words checked are the catalogs' own (``web.ftl``), never copied here: a page in
Ukrainian or Turkish shows its language's words, and none of English's.
"""

from __future__ import annotations

import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
import yaml
from starlette.testclient import TestClient

from click.testing import CliRunner

from pitch_rules import i18n
from pitch_rules.analysis.formatting import figure
from pitch_rules.cli import cli
from pitch_rules.engine import Action, GameState, Rules
from pitch_rules.i18n import language, language_of, message_ids
from pitch_rules.variant.loader import load_variant
from pitch_rules.web.library import markdown_html
from pitch_rules.web.tables import Table, TableError
from pitch_rules.web.views import card_value, game_json
from pitch_rules.web.workshop import form_fields
from pitch_rules.web.wording import accepted, wording

from .test_scoring_and_winning import said_in_ukrainian
from .test_web import BROKEN, ENV, HOUSE, OVERFLOWING, new_table, receive_until, tables_of
from .web_client import client

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["/", "/library", "/library/auction-pitch", "/library/compare", "/library/search?q=2", "/workshop", "/tables"]


@pytest.fixture(scope="module")
def web() -> Any:
    with client() as test_client:
        yield test_client


class Texts(HTMLParser):
    """A page's text nodes and its worded attributes (placeholders, labels, titles), each stripped."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: set[str] = set()
        self.skipping = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.skipping = tag == "script"
        self.texts |= {value.strip() for name, value in attrs if name in ("placeholder", "aria-label", "title") and value}

    def handle_endtag(self, tag: str) -> None:
        self.skipping = False

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.texts.add(" ".join(data.split()))


def texts_of(html: str) -> set[str]:
    parser = Texts()
    parser.feed(html)
    return parser.texts


def plain_messages(code: str) -> dict[str, str]:
    """Every message of ``web.ftl`` in ``code`` that has a value and no variables, as it reads."""
    words = wording(code)
    found = {}
    for message in message_ids("en", "web"):
        try:
            found[message] = words.lang(message)
        except i18n.MessageError:  # a message with variables, or attributes only
            continue
    return found


@pytest.mark.parametrize("code", ["uk", "tr"])
@pytest.mark.parametrize("path", [*PAGES, "table"])
def test_a_page_speaks_the_language_asked_for_and_no_english(web: TestClient, code: str, path: str) -> None:
    if path == "table":
        path = f"/tables/{new_table(web, variant='auction-pitch', seats=['open', 'greedy', 'greedy'])}"
    response = web.get(path, params={"lang": code})
    assert response.status_code == 200 and f'<html lang="{code}">' in response.text
    english = {text for message, text in plain_messages("en").items() if message != "web-script-dealer-mark"}
    own = set(plain_messages(code).values())
    shown = texts_of(response.text)
    assert shown & own, path  # the language's own words are there
    assert not shown & (english - own), (path, shown & english)  # and no word of English's
    assert wording(code)("nav-library") in shown and wording(code).lang("language-name") in shown


def test_every_page_in_each_language_answers(web: TestClient) -> None:
    for code in i18n.languages():
        for path in PAGES:
            response = web.get(path, params={"lang": code})
            assert response.status_code == 200 and f'<html lang="{code}">' in response.text, (code, path)


def test_the_language_asked_for_is_remembered_and_an_unknown_one_is_ignored(web: TestClient) -> None:
    with client() as fresh:
        asked = fresh.get("/library", params={"lang": "tr"})
        assert asked.cookies.get("lang") == "tr" and "Max-Age" in asked.headers["set-cookie"]
        assert '<html lang="tr">' in fresh.get("/tables").text  # the cookie, with no ?lang=
        assert '<html lang="uk">' in fresh.get("/tables", params={"lang": "uk"}).text
        assert '<html lang="uk">' in fresh.get("/", params={"lang": "xx"}).text  # ignored: the cookie's
    web.cookies.clear()
    for bad in ("xx", "../en", "EN", "", "en-US", "uk" * 40):
        response = web.get("/", params={"lang": bad}, headers={"accept-language": ""})
        assert response.status_code == 200 and '<html lang="en">' in response.text, bad
        assert "lang" not in response.cookies, bad


@pytest.mark.parametrize(
    ("header", "code"),
    [
        ("uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7", "uk"),
        ("de-DE,de;q=0.9,tr;q=0.8,en;q=0.5", "tr"),
        ("en;q=0.5, mk;q=0.9", "mk"),
        ("bg, it;q=0.9", "bg"),
        ("it-IT", "it"),
        ("fr-FR,fr;q=0.9", None),
        ("uk;q=0, en", "en"),
        ("*", None),
        ("", None),
        ("uk;q=nonsense, tr;q=0.1", "tr"),
    ],
)
def test_accept_language_chooses_the_best_of_the_six(web: TestClient, header: str, code: str | None) -> None:
    assert accepted(header) == code
    web.cookies.clear()
    page = web.get("/", headers={"accept-language": header})
    assert f'<html lang="{code or "en"}">' in page.text


def test_the_cookie_wins_over_accept_language_and_a_link_over_both() -> None:
    with client() as fresh:
        fresh.cookies.set("lang", "it")  # as the browser sends it back
        assert '<html lang="it">' in fresh.get("/", headers={"accept-language": "bg"}).text
        assert '<html lang="mk">' in fresh.get("/", params={"lang": "mk"}, headers={"accept-language": "bg"}).text
        fresh.cookies.clear()
        fresh.cookies.set("lang", "xx")
        assert '<html lang="bg">' in fresh.get("/", headers={"accept-language": "bg"}).text


def test_the_switcher_names_each_language_in_itself(web: TestClient) -> None:
    page = web.get("/library/search", params={"q": "jack", "lang": "bg"}).text
    for code in i18n.languages():
        name = wording(code).lang("language-name")
        assert f'hreflang="{code}" lang="{code}"' in page and f">{name}</a>" in page
        assert f"/library/search?q=jack&amp;lang={code}" in page  # the same page, in that language
    assert 'aria-current="true">Български</a>' in page


def test_without_the_lang_extra_only_english_is_offered(web: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "extra_installed", lambda: False)
    page = web.get("/", params={"lang": "uk"}, headers={"accept-language": "tr"})
    assert '<html lang="en">' in page.text and "hreflang=" in page.text and 'hreflang="uk"' not in page.text


# ----- the table -------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["uk", "tr"])
def test_a_table_s_socket_speaks_each_browser_s_language(web: TestClient, code: str) -> None:
    """Two browsers at one table, one in ``code`` and one in English: each is sent the same game in its own words."""
    table_id = new_table(web, variant="auction-pitch", seats=["open", "greedy", "greedy"])
    tables_of(web)[table_id].seed = 5
    own, en = wording(code), wording("en")
    with web.websocket_connect(f"/tables/{table_id}/ws?lang={code}") as reader, web.websocket_connect(f"/tables/{table_id}/ws") as english:
        assert reader.receive_json()["seats"][1]["name"] == own("seat-bot", seat=1, bot="greedy")
        assert english.receive_json()["seats"][1]["name"] == "Seat 1 (greedy)"
        reader.send_json({"type": "act", "kind": "pass"})
        refused = receive_until(reader, lambda m: m["type"] == "error")[-1]
        assert refused["code"] == "sit-to-play" and refused["message"] == own.error("sit-to-play")
        reader.send_json({"type": "sit", "seat": 0, "name": "Оля"})
        mine = receive_until(reader, lambda m: m["type"] == "table" and m["game"] is not None and m["game"]["to_move"] == 0)[-1]
        theirs = receive_until(english, lambda m: m["type"] == "table" and m["moves"] == mine["moves"])[-1]
    game, watched = mine["game"], theirs["game"]
    buttons = [action["words"] for action in game["legal"]]
    assert buttons and buttons == [own.action(action["kind"], "button") for action in game["legal"]]
    assert not set(buttons) & {en.action(action["kind"], "button") for action in game["legal"]}
    assert game["phase_words"] == own.phase("auction") and watched["phase_words"] == "Bidding"
    assert game["said"]["status"] == own("game-your-turn") and game["said"]["info"][0]["words"] == own("game-hand", hand=1)
    assert game["said"]["facts"][0] == f"{own('game-cards', count=6)} · {own('game-tricks', count=0)}"
    notes = [line["note"] for line in game["log"] if "note" in line]
    assert notes[0] == own.note("deal", dealer=mine["seats"][game["dealer"]]["name"], hand=1)
    assert [line["note"] for line in watched["log"] if "note" in line][0].endswith("deals hand 1.")
    logged = [line for line in game["log"] if "note" not in line]
    assert all(line["words"] == own.action(line["kind"], "log") for line in logged)
    assert watched["legal"] == []  # a watcher has no moves


def test_a_plural_note_takes_the_language_s_forms() -> None:
    uk = wording("uk")
    said = {count: uk.note("widow", seat="Оля", count=count) for count in (1, 2, 5, 21)}
    assert "(1 карта)" in said[1] and "(2 карти)" in said[2] and "(5 карт)" in said[5] and "(21 карта)" in said[21]
    assert wording().note("widow", seat="North", count=1) == "North takes the widow (1 card) before naming trump."
    assert "(1 kart)" in wording("tr").note("widow", seat="Ayşe", count=1)


def test_a_table_s_notes_are_said_in_each_reader_s_language() -> None:
    table = Table("t", load_variant("auction-pitch"), ["greedy"] * 4, seed=3)
    assert table.state is not None
    said = set()
    for code in i18n.languages():
        words = wording(code)
        (note,) = [line["note"] for line in table.message(0, words)["game"]["log"]]
        assert note == words.note("deal", dealer=table.seat_name(table.state.dealer, words), hand=1)
        said.add(note)
    assert len(said) == len(i18n.languages())


def test_an_unknown_kind_of_action_is_worded_by_the_fallback_in_every_language(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GameState(Rules.from_variant(load_variant("auction-pitch")), 4, seed=1)
    offered = [Action("pass"), Action("wave_flag", None), Action("bid", 3)]
    monkeypatch.setattr(GameState, "legal_actions", lambda self: offered)
    for code in i18n.languages():
        words = wording(code)
        game = game_json(state, state.to_move, [], words=words)
        said = {action["kind"]: action["words"] for action in game["legal"]}
        fallback = words.lang.attribute("web-action-fallback", "button", kind="Wave flag", value="{value}")
        assert said == {"pass": words.action("pass", "button"), "wave_flag": fallback, "bid": words.action("bid", "button")}
        assert "Wave flag" in said["wave_flag"] and "{value}" in said["bid"]


# ----- the workshop and the API's errors ---------------------------------------------------------


def test_the_workshop_checks_and_refuses_in_the_language(web: TestClient) -> None:
    uk = wording("uk")
    broken = web.post("/api/check?lang=uk", json={"text": BROKEN["a typo"]}).json()
    english = web.post("/api/check", json={"text": BROKEN["a typo"]}).json()
    assert broken["said"]["state"] == uk("workshop-problems", count=len(broken["diagnostics"]))
    assert [d["line"] for d in broken["diagnostics"]] == [d["line"] for d in english["diagnostics"]]
    assert broken["diagnostics"][0]["message"] != english["diagnostics"][0]["message"]
    good = web.post("/api/check?lang=uk", json={"text": HOUSE}).json()
    assert good["said"]["base_line"] == uk("workshop-changes", base=uk.own("Auction Pitch"))
    assert good["document"].startswith("<h1>") and uk.own("Auction Pitch") in good["document"]
    assert good["fields"][0]["title"] != "Name"
    refused = web.post("/api/set?lang=uk", json={"text": HOUSE, "path": "game.target", "value": "eleven"})
    assert refused.status_code == 400 and refused.json() == {
        "error": uk.error("whole-number-not", path="game.target", value="eleven"),
        "code": "whole-number-not",
    }
    too_few = web.post("/api/tables?lang=uk", json={"variant": "auction-pitch", "seats": ["greedy"]}).json()
    assert too_few == {"error": uk.error("players", variant=uk.own("Auction Pitch"), min=3, max=7), "code": "players"}
    assert uk.own("Auction Pitch") != "Auction Pitch"
    for body, code in ((b"not json", "not-json"), (b'{"text": 3}', "text")):
        answers = [web.post(f"/api/check?lang={lang}", content=body).json() for lang in ("uk", "tr", "en")]
        assert {answer["code"] for answer in answers} == {code} and len({answer["error"] for answer in answers}) == 3


def test_the_workshop_s_form_describes_every_option_in_the_language(web: TestClient) -> None:
    uk = language("uk")
    fields = {field["path"]: field for field in web.post("/api/check?lang=uk", json={"text": HOUSE}).json()["fields"]}
    english = {field["path"]: field for field in web.post("/api/check?lang=en", json={"text": HOUSE}).json()["fields"]}
    assert fields["play.legal"]["description"] == uk("description-play-legal")
    assert fields["points.low.to"]["description"] == uk("description-points-item-to")  # a scoring point's, by its key
    assert all(fields[path]["description"] not in ("", english[path]["description"]) for path in fields)
    data = yaml.safe_load((ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8"))
    legal = next(field for field in form_fields(data, language_of("uk", ("titles",))) if field["path"] == "play.legal")
    assert (legal["title"], legal["description"]) == (fields["play.legal"]["title"], english["play.legal"]["description"])  # none: English


def test_the_workshop_s_starter_and_report_are_in_the_language(web: TestClient) -> None:
    page = web.get("/workshop", params={"lang": "tr", "base": "auction-pitch"}).text
    tr = wording("tr")
    assert tr("workshop-starter-name", base=tr.own("Auction Pitch")) in page
    report = web.post("/api/simulate?lang=tr", json={"text": HOUSE, "games": 5, "bot": "greedy"}).json()
    said = report["said"]
    assert said["headline"][0] == {"figure": "5", "words": tr("report-games", count=5)}
    mean = figure(report["game_length"]["mean"], 1, language("tr"))
    assert [chart["title"] for chart in said["charts"]][-2:] == [tr("report-wins"), tr("report-length", mean=mean)]
    assert all(row["label"] and row["value"] for chart in said["charts"] for row in chart["rows"])


def test_the_library_shows_the_document_the_docs_command_writes_in_the_language(web: TestClient) -> None:
    written = CliRunner().invoke(cli, ["docs", "cinch", "--lang", "it"])
    assert written.exit_code == 0
    page = web.get("/library/cinch", params={"lang": "it"}).text
    assert f'<article class="document">{markdown_html(written.output)}</article>' in page


def test_a_number_past_the_limit_is_said_in_each_reader_s_language(web: TestClient) -> None:
    """A house rule whose scores outgrow the limit: the workshop's check and games, a table that stops, its log and
    its refused record give the reason in each reader's language, with none of English's words."""
    uk = wording("uk")
    reason = "правило контракту bidder дає "

    def lead(key: str) -> str:
        return uk.error(key, reason="\0").partition("\0")[0]

    (problem,) = web.post("/api/check?lang=uk", json={"text": OVERFLOWING}).json()["diagnostics"]
    assert problem["message"].startswith(lead("example-stopped")), problem
    said_in_ukrainian(problem["message"], reason)
    refused = web.post("/api/simulate?lang=uk", json={"text": OVERFLOWING, "games": 3, "bot": "greedy"})
    assert refused.status_code == 400 and refused.json()["code"] == "games-stopped", refused.text
    assert refused.json()["error"].startswith(lead("games-stopped"))
    said_in_ukrainian(refused.json()["error"], reason)
    table_id = new_table(web, text=OVERFLOWING, seats=["greedy"] * 4)
    with web.websocket_connect(f"/tables/{table_id}/ws?lang=uk") as reader, web.websocket_connect(f"/tables/{table_id}/ws") as english:
        game = receive_until(reader, lambda m: m["type"] == "table" and m["status"] == "over")[-1]["game"]
        watched = receive_until(english, lambda m: m["type"] == "table" and m["status"] == "over")[-1]["game"]
    said_in_ukrainian(game["stopped"], "роздача 1: " + reason)
    assert game["log"][-1]["note"] == uk.note("stopped", reason=game["stopped"])
    assert game["said"]["status"] == uk("game-status-stopped", reason=game["stopped"])
    assert watched["stopped"] == str(tables_of(web)[table_id].stopped) and "beyond the limit" in watched["stopped"]
    record = web.get(f"/tables/{table_id}/record", params={"lang": "uk"})
    assert record.status_code == 409 and uk.error("record-stopped", reason=game["stopped"]) in record.text


NO_EXTRA = """
import sys
for name in ("fluent", "fluent.runtime", "fluent.syntax", "babel", "babel.lists", "babel.numbers"):
    sys.modules[name] = None  # as if the lang extra were not installed
from tests.web_client import client
with client() as web:
    page = web.get("/", params={"lang": "uk"}, headers={"accept-language": "uk"}).text
    assert '<html lang="en">' in page and 'hreflang="uk"' not in page, page
    for path in ("/library/auction-pitch", "/library/compare", "/library/search?q=jack", "/workshop", "/tables"):
        assert web.get(path).status_code == 200, path
    table = web.post("/api/tables", json={"variant": "auction-pitch", "seats": ["greedy"] * 4}).json()["table"]
    with web.websocket_connect(f"/tables/{table}/ws?lang=uk") as socket:
        game = socket.receive_json()["game"]
    assert game["said"]["info"][0]["words"] == "Hand 1" and game["log"][0]["note"].endswith("deals hand 1."), game
    checked = web.post("/api/check", json={"text": "id: x\\nextends: auction-pitch\\n"}).json()
    assert checked["said"]["state"] == "ok: Auction Pitch", checked["said"]
    assert "fluent" not in str(sorted(name for name, module in sys.modules.items() if module is not None))
print("english without the extra")
"""


def test_english_pages_and_tables_need_neither_fluent_nor_babel() -> None:
    """The web extra installs the lang extra's packages, but English is served from the shipped catalogs alone."""
    done = subprocess.run([sys.executable, "-c", NO_EXTRA], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "english without the extra" in done.stdout, done.stderr[-3000:]


def test_cards_keep_their_faces_and_a_joker_its_name_in_the_language() -> None:
    """Cards are drawn as the command line draws them (10♠ in every language); a joker goes by its translated name."""
    rules = Rules.from_variant(load_variant("auction-pitch-joker"))
    (joker,) = [card for card in range(len(rules.card_names)) if rules.suit_of[card] < 0]
    ten = rules.card_by_name["TS"]
    for code in i18n.languages():
        words = wording(code)
        assert card_value(rules, ten, words)["text"] == "10♠"
        assert card_value(rules, joker, words)["text"] == words.own("Joker")
    assert card_value(rules, joker, wording("uk"))["text"] != "Joker"


def test_an_error_names_the_seat_to_move_in_the_reader_s_words() -> None:
    table = Table("t", load_variant("auction-pitch"), ["open", "greedy", "greedy"], seed=5)
    table.sit(0, "Оля")
    assert table.state is not None
    to_move = table.state.to_move
    with pytest.raises(TableError) as refused:
        table.act(next(seat for seat in range(3) if seat != to_move), "pass", None, None)
    for code in ("uk", "it", "en"):
        words = wording(code)
        assert refused.value.said(words) == words.error("not-your-turn", seat=table.seat_name(to_move, words))
    assert refused.value.key == "not-your-turn" and str(refused.value) == refused.value.said(wording())
