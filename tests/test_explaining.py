"""What a person reads: one card notation, and the game explained as it happens.

Cards read ``10♠`` in transcripts (records keep ``TS``); a dealer's steal is shown
as a steal, the robbing of the pack is named, and a winner with fewer points
than another side (or a side at the target that has not won) gets the reason,
from the variant's own winner rule. Outcomes come from the rules: Auction Pitch
R10 (the dealer steals by equalling the high bid) and R25 (only the pitcher goes
out at the end of a hand, so the winner may have fewer points than a loser);
Cinch: the dealer robs the pack.
"""

from __future__ import annotations

import re

import pytest

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.cards import card_label, normalize_card, suit_letter
from pitch_rules.messages import message_keys, say
from pitch_rules.problems import message_keys as problem_message_keys
from pitch_rules.records import dumps, game_record, game_transcript
from pitch_rules.records.transcript import standing_notes
from pitch_rules.simulate import play_game

from .conftest import ROOT, play_script
from .test_exchange_options import KITTY_DEAL, KITTY_TABLE
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL, PLAIN_SCRIPT


def finish_hand(state: GameState) -> None:
    """Play the first legal action until the hand is over."""
    hands = len(state.history)
    while len(state.history) == hands and not state.is_over:
        state.apply(state.legal_actions()[0])


# ----- card notation ----------------------------------------------------------------------


@pytest.mark.parametrize("typed", ["TS", "ts", "10s", "10S", "10♠", "10♤", "t♠", " 10♠️ "])
def test_every_spelling_of_a_card_is_read(typed: str) -> None:
    assert normalize_card(typed) == "TS"


def test_cards_and_suits_as_people_read_them() -> None:
    assert [card_label(c) for c in ("TS", "2H", "AD", "JC")] == ["10♠", "2♥", "A♦", "J♣"]
    assert card_label("JK", {"JK": "Joker"}) == "Joker"
    assert [suit_letter(t) for t in ("h", "H", "♥", "♡", "hearts", "Heart", "x")] == ["H", "H", "H", "H", "H", "H", None]
    with pytest.raises(ValueError, match="10♥"):
        normalize_card("1♥")


def test_transcripts_write_cards_as_people_read_them_and_records_keep_the_contract() -> None:
    rules = Rules.from_variant(load_variant("auction-pitch"))
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, PLAIN_SCRIPT)
    text = game_transcript(state)
    assert "  seat 0 holds A♥ 2♥ 9♣ 9♦ 9♠ 8♠\n" in text
    assert "  trick 1: seat 0 leads A♥ K♥ J♥ 3♥ -> seat 0\n" in text
    assert "  trick 2: seat 0 leads 2♥ 10♣ Q♣ A♣ -> seat 0\n" in text
    assert "  High (A♥): seat 0\n" in text
    assert not re.search(r"\b[2-9TJQKA][SHDC]\b", text)
    record = dumps(game_record(state))
    assert '["AH","2H","9C","9D","9S","8S"]' in record and "♥" not in record


def test_a_joker_is_written_by_its_name() -> None:
    rules = Rules.from_variant(load_variant("auction-pitch-joker"))
    text = game_transcript(play_game(rules, 4, 2, ["greedy"] * 4, max_hands=3))
    assert "Joker" in text and not re.search(r"\bJK\b", text)


# ----- the game explained -----------------------------------------------------------------


def test_a_dealers_steal_is_shown_as_a_steal() -> None:
    """R10: seat 3 deals; seat 0 bids 2, and the dealer takes the auction by bidding 2 too."""
    rules = Rules.from_variant(load_variant("auction-pitch"))
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass 2")
    finish_hand(state)
    text = game_transcript(state)
    assert "  bids: seat 0 2, seat 1 pass, seat 2 pass, seat 3 steals at 2\n" in text
    assert "  seat 3 wins the auction at 2 by a dealer's steal; trump is" in text


def test_an_outbid_is_not_a_steal() -> None:
    rules = Rules.from_variant(load_variant("auction-pitch"))
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "1 pass pass 2")
    finish_hand(state)
    text = game_transcript(state)
    assert "  bids: seat 0 1, seat 1 pass, seat 2 pass, seat 3 2\n" in text and "steal" not in text


def test_the_dealer_robbing_the_pack_is_named() -> None:
    """Cinch: after everyone is dealt back up, the dealer takes the rest of the pack and discards down to six."""
    rules = Rules.from_variant(load_variant("cinch"))
    state = play_game(rules, 4, 3, ["greedy"] * 4, max_hands=1)
    hand = state.history[0]
    text = game_transcript(state)
    robbing = [line for line in text.splitlines() if "robs the pack" in line]
    discarded = " ".join(card_label(rules.card_names[c]) for c in hand.exchanges[-1][1])
    assert robbing == [f"  seat {hand.dealer} robs the pack and discards {discarded}"]
    assert len(hand.exchanges) == 5 and hand.exchanges[-1][0] == hand.dealer


def test_the_bidder_taking_the_rest_after_others_discard_down_is_named() -> None:
    """Minnesota Smear with the kitty taken in the exchange (rest_taken: in-exchange): the others discard down to six,
    then the bidder takes the kitty and discards down."""
    rules = Rules.from_variant(load_variant("minnesota-smear", ["exchange.rest_taken=in-exchange"]))
    state = play_game(rules, 4, 3, ["greedy"] * 4, max_hands=1)
    hand = state.history[0]
    text = game_transcript(state)
    taking = [line for line in text.splitlines() if "the rest of the stock" in line]
    assert len(taking) == 1 and taking[0].startswith(f"  seat {hand.bidder} takes the rest of the stock and discards ")
    assert len(hand.exchanges) == 4


def test_the_kitty_taken_before_naming_trump_is_named_with_its_cards() -> None:
    """The kitty's table (tests/family/kitty.yaml): seat 1 wins the auction, takes the kitty (Q♥ J♥ 10♥ 3♣) before
    naming hearts, and discards its four clubs in the exchange, the only turn, which takes nothing."""
    state = GameState(Rules.from_variant(load_variant(KITTY_TABLE)), 4, first_dealer=3, deals=[KITTY_DEAL], seed=0, max_hands=1)
    play_script(state, "pass 3 pass pass  trump H  discard 5C discard 6C discard 7C discard 3C done")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    lines = game_transcript(state).splitlines()
    at = lines.index("  seat 1 wins the auction at 3; trump is ♥ Hearts")
    assert lines[at + 1 : at + 3] == [
        "  seat 1 takes the widow before naming trump: Q♥ J♥ 10♥ 3♣",
        "  seat 1 discards 5♣ 6♣ 7♣ 3♣",
    ]


def test_a_winner_with_fewer_points_is_explained() -> None:
    """R25: seat 0 pitches, makes 4 and goes out with 7; seat 1 has 9 but did not pitch."""
    rules = Rules.from_variant(load_variant("auction-pitch"))
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], scores=[3, 9, 0, 0], seed=0)
    play_script(state, PLAIN_SCRIPT)
    assert state.winner == 0
    assert game_transcript(state).endswith(
        "seat 0 wins with scores [7, 9, 0, 0]\n"
        "seat 0 wins with 7 points though seat 1 has 9: the game goes to the bidder if the bidder's score is at "
        "least 7 points, otherwise nobody.\n"
    )


def test_a_side_at_the_target_that_has_not_won_is_explained() -> None:
    """R25: seat 3 reaches 7 with Game, but seat 0 pitched: nobody wins, and play goes on."""
    rules = Rules.from_variant(load_variant("auction-pitch"))
    state = GameState(rules, 4, first_dealer=3, deals=[LONE_JACK_DEAL], scores=[0, 0, 0, 6], seed=0)
    play_script(state, LONE_JACK_SCRIPT)
    assert not state.is_over and state.history[0].scores[3] == 7
    assert (
        "  seat 3 has 7 points, at least the target of 7, but has not won: the game goes to the bidder if the "
        "bidder's score is at least 7 points, otherwise nobody.\n"
    ) in game_transcript(state)


def test_the_reason_follows_the_variants_winner_rule() -> None:
    """All Fours: the first to reach the target as the points are counted one by one; in teams, a team's words."""
    state = play_game(Rules.from_variant(load_variant("all-fours")), 2, 1, ["greedy"] * 2, max_hands=1)
    assert standing_notes(state, [7, 8], 0) == [
        "seat 0 wins with 7 points though seat 1 has 8: the game goes to the first player to reach 7 points as "
        "this hand's points are counted one by one, in the order the points are listed."
    ]
    assert standing_notes(state, [7, 5], 0) == []
    state = play_game(Rules.from_variant(load_variant("partnership-pitch")), 4, 1, ["greedy"] * 4, max_hands=1)
    assert standing_notes(state, [6, 8], None, before=[6, 5]) == [
        "team 1 (seats 1+3) has 8 points, at least the target of 7, but has not won: the game goes to the bidding "
        "team if the bidding team's score is at least 7 points, otherwise nobody."
    ]
    assert standing_notes(state, [6, 8], None, before=[6, 7]) == []  # reached in an earlier hand: said then


# ----- the words are data -----------------------------------------------------------------


def test_every_message_is_used_and_every_message_used_exists() -> None:
    files = {p: p.read_text(encoding="utf-8") for p in (ROOT / "pitch_rules").rglob("*.py")}
    sources = "\n".join(files.values())
    keys = message_keys()
    problem_keys = set(problem_message_keys())
    assert len(keys) > 100
    for text in files.values():
        # this say under the name a module imports it as (cli.py's say_terminal); say alone is the problems' own
        # where a module imports that or Said (cli.py, play/session.py, records/record.py...), whose keys are those of
        # the problems' catalogs (diagnostics.ftl, commands.ftl); test_problem_languages checks them in every language
        names = re.findall(r"from (?:\.+|pitch_rules\.)messages import [^\n]*\bsay as (\w+)", text)
        problems = bool(re.search(r"from (?:\.+|pitch_rules\.)problems import [^\n]*\b(?:say|Said)\b", text))
        if not problems:
            names.append("say")
        for name in names:
            for key in re.findall(rf"""\b{name}\(\s*["']([a-z_.-]+)["']""", text):
                assert key in keys, f"{name}({key!r}) has no message"
        if problems:
            # and every key a module gives Said, the problems' message said when shown (a replay's divergence)
            for name, key in re.findall(r"""\b(say|Said)\(\s*["']([a-z0-9_.-]+)["']""", text):
                assert key in problem_keys, f"{name}({key!r}) has no message of the problems' catalogs"
    for key in keys:
        group = key.rsplit(".", 1)[0]
        quoted = (f'"{key}"', f"'{key}'", f'f"{group}.{{', f"f'{group}.{{", f'"{group}"')  # the key, or its group to which code adds it
        assert any(text in sources for text in quoted), f"message {key} is never used"


def test_say_fills_in_values_and_refuses_a_group() -> None:
    assert say("transcript.steal", seat=3, bid=2) == "seat 3 steals at 2"
    with pytest.raises(KeyError):
        say("transcript")
