"""The terminal game explains itself: choices as they are typed, help for the decision
at hand, the rules, the score, the last trick and a hint, several discards at once.

Games are driven through :class:`TerminalGame` with scripted lines and a console
that writes plain text. Known outcomes come from the rules: Auction Pitch R10 (the
dealer steals by equalling the high bid), R12 (the first card led sets trump), R25
(only the pitcher goes out); Cinch: the dealer robs the pack, and only cards that
are not trumps may be discarded.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from rich.console import Console

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.bots import make_bot
from pitch_rules.engine import Action
from pitch_rules.play import GameSession, TerminalGame
from pitch_rules.play.choices import choice_label, ordered_choices, read_choice
from pitch_rules.play.guide import hint_line
from pitch_rules.play.render import Names

from .conftest import deal_of, play_script
from .test_exchange_options import KITTY_DEAL, KITTY_TABLE, SCORING_DEAL
from .test_play_and_auction_rules import FOLDING_BID, FOLDING_DEAL, TRUMPS_ONLY
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL, PLAIN_SCRIPT

AUCTION_PITCH = "auction-pitch"


def session_for(state: GameState, seat: int, actions: Sequence[str] = ()) -> GameSession:
    """A session around ``state`` (after ``actions``, already applied) with the person at ``seat``."""
    seats = tuple("human" if s == seat else "greedy" for s in range(state.players))
    return GameSession(AUCTION_PITCH, state.rules, state, seat, seats, 7, actions=list(actions))


def run(session: GameSession, *lines: str, tmp_path: Path, read_line: Callable[[str], str] | None = None) -> str:
    """Run the game on ``lines`` (then quit), or on ``read_line``, and return what it printed, as plain text."""
    typed: Iterator[str] = iter([*lines, "quit"])
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False, highlight=False)
    game = TerminalGame(session, console, tmp_path / "save.json", read_line=read_line or (lambda prompt: next(typed, "quit")))
    game.run()
    return out.getvalue()


def first_choice_for_one_hand(session: GameSession) -> Callable[[str], str]:
    """Answers that type the first choice shown at every turn, and quit when the first hand is over."""

    def answer(prompt: str) -> str:
        state = session.state
        if state.history or not session.humans_turn:
            return "quit"
        return choice_label(state, ordered_choices(state, state.legal_actions())[0])

    return answer


def auction_pitch(*settings: str) -> Rules:
    return Rules.from_variant(load_variant(AUCTION_PITCH, settings))


def choices_line(text: str) -> list[str]:
    """The choices of the first 'Your choice' line."""
    line = next(line for line in text.splitlines() if line.startswith("Your choice: "))
    return line.removeprefix("Your choice: ").split(", ")


# ----- choices as they are typed ----------------------------------------------------------


def test_choices_are_shown_as_typed_and_sorted_by_suit_and_rank(tmp_path: Path) -> None:
    """R12: the bidder leads first, any card; trump is not set, so the suits go in the deck's order."""
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass")
    text = run(session_for(state, 0, ["bid 2", "pass", "pass", "pass"]), tmp_path=tmp_path)
    assert choices_line(text) == ["9♠", "8♠", "A♥", "2♥", "9♦", "9♣"]
    assert "Your cards: 9♠ 8♠ A♥ 2♥ 9♦ 9♣" in text


@pytest.mark.parametrize("typed", ["10♣", "10c", "TC", "tc", "10♧"])
def test_a_card_is_read_in_every_notation(typed: str) -> None:
    deal = deal_of("TC 2H 9C 9D 9S 8S", "KH AH TD 3S 4S 5S", "JH QC QD 6S 7S 2S", "3H AC AD KS QS JS")
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[deal], seed=0)
    play_script(state, "2 pass pass pass")
    assert read_choice(state, state.legal_actions(), typed) == [Action("play", "TC")]


def test_trump_is_named_by_letter_symbol_or_name() -> None:
    rules = auction_pitch("trump.chosen_by=bidder-names")
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass")
    legal = state.legal_actions()
    assert [choice_label(state, a) for a in ordered_choices(state, legal)] == ["trump ♠", "trump ♥", "trump ♦", "trump ♣"]
    for typed in ("trump h", "trump ♥", "trump hearts", "♥", "Hearts"):
        assert read_choice(state, legal, typed) == [Action("trump", "H")], typed


def test_a_dealers_steal_is_offered_and_shown_as_a_steal(tmp_path: Path) -> None:
    """R10: seat 0 bids 2 and the others pass; the dealer, seat 3, may take the bid at 2."""
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass")
    text = run(session_for(state, 3, ["bid 2", "pass", "pass"]), "help", "bid 2 (steal)", tmp_path=tmp_path)
    assert choices_line(text) == ["pass", "bid 2 (steal)", "bid 3", "bid 4"]
    assert "You deal, so you may steal the bid: bidding the same as the high bid (2) takes the auction" in text
    assert "Bids: seat 0 bid 2 · seat 1 pass · seat 2 pass · You bid 2 (steal)" in text
    assert state.bidder == 3 and state.high_bid == 2


def test_a_bots_steal_is_shown_as_a_steal(tmp_path: Path) -> None:
    """R10: seat 0 bids 2, seat 1 and the person pass; the greedy dealer takes the bid at 2."""
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass")
    text = run(session_for(state, 2, ["bid 2", "pass"]), "pass", tmp_path=tmp_path)
    assert "seat 3 (greedy): steals at 2" in text and state.bidder == 3


# ----- help, rules, score, last trick, hint -----------------------------------------------


def test_help_explains_the_decision_at_hand_with_the_rules_for_it(tmp_path: Path) -> None:
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    text = run(session_for(state, 0), "help", tmp_path=tmp_path)
    assert "You are bidding: type a bid from the choices" in text
    assert "each player has exactly one chance to bid" in text  # the rules document's auction section
    assert "hint what the search bot would do" in text and "rules pages through the rules" in text


def test_help_while_begging_and_giving() -> None:
    rules = Rules.from_variant(load_variant(Path(__file__).parent / "family" / "seven-up.yaml"))
    state = GameState(rules, 3, seed=3)
    names = Names(state, state.to_move, ("greedy",) * 3)
    from pitch_rules.play.guide import help_lines

    words = "\n".join(str(line) for line in help_lines(state, names, state.legal_actions()) if isinstance(line, str))
    assert state.phase == "begging" and "stand[/] keeps that suit as trump" in words
    state.apply(Action("beg"))
    names = Names(state, state.to_move, ("greedy",) * 3)
    words = "\n".join(str(line) for line in help_lines(state, names, state.legal_actions()) if isinstance(line, str))
    assert "[bold]give[/] keeps this trump" in words or "you must [bold]run[/] the cards" in words


def test_rules_score_and_last_trick(tmp_path: Path) -> None:
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], scores=[1, 2, 0, 0], seed=0)
    play_script(state, "2 pass pass pass  AH KH JH 3H")
    session = session_for(state, 0, ["bid 2", "pass", "pass", "pass", "AH", "KH", "JH", "3H"])
    text = run(session, "rules", "score", "last", tmp_path=tmp_path)
    assert "Winning the game" in text and "The game is played to 7 points" in text
    assert "Scores: You 1 · seat 1 2 · seat 2 0 · seat 3 0 (target 7); hand 1, dealer seat 3." in text
    assert "This hand: You bid 2; tricks taken: You 1, seat 1 0, seat 2 0, seat 3 0." in text
    assert "Last trick: You led A♥ K♥ J♥ 3♥ → You took it." in text


def test_the_hint_is_the_search_bots_choice_from_the_seats_view_alone(tmp_path: Path) -> None:
    """Two deals that differ only in cards seat 0 cannot see give the same hint; asking changes nothing."""
    other = deal_of("AH 2H 9C 9D 9S 8S", "3H AC AD KS QS JS", "JH QC QD 6S 7S 2S", "KH TC TD 3S 4S 5S")
    hints = []
    for deal in (PLAIN_DEAL, other):
        state = GameState(auction_pitch(), 4, first_dealer=3, deals=[deal], seed=0)
        play_script(state, "2 pass pass pass")
        expected = make_bot("search", random.Random("hint/7/0/4")).choose(state.view(0))
        hints.append(hint_line(state, 0, 7, 4))
        assert hints[-1] == f"The search bot would choose [bold]{choice_label(state, expected)}[/] here (it sees only what you see)."
    assert hints[0] == hints[1]
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, "2 pass pass pass")
    session = session_for(state, 0, ["bid 2", "pass", "pass", "pass"])
    text = run(session, "hint", tmp_path=tmp_path)
    assert "The search bot would choose" in text and session.actions == ["bid 2", "pass", "pass", "pass"]


# ----- the exchange -----------------------------------------------------------------------


def cinch_at_the_exchange() -> GameSession:
    """Cinch, seed 3, the person at seat 1 (the dealer): the bots bid and discard; the person passes."""
    rules = Rules.from_variant(load_variant("cinch"))
    session = GameSession.new("cinch", rules, 4, 1, ("greedy",) * 4, 3, None)
    while not session.humans_turn:
        session.apply(session.bot_action())
    session.apply(Action("pass"))
    while not session.humans_turn:
        session.apply(session.bot_action())
    assert session.state.phase == "exchange"
    return session


def test_several_discards_in_one_command_and_done_explained(tmp_path: Path) -> None:
    session = cinch_at_the_exchange()
    state = session.state
    hand = [state.rules.card_names[c] for c in state.hands[1]]
    trump = state.rules.variant.deck.suits[state.trump]  # type: ignore[index]
    plain = [card for card in hand if card[1] != trump]
    typed = " ".join(plain[:3])
    text = run(session, "help", f"discard {typed}", "help", tmp_path=tmp_path)
    assert "done is offered once you have discarded enough: you must play with 6 cards." in text
    assert "several in one command" in text
    assert f"You discard {' '.join(c.replace('T', '10') for c in plain[:3])}".translate(str.maketrans("SHDC", "♠♥♦♣")) in text
    assert "done ends your turn and keeps the cards you hold, then you are dealt back up to 6 cards from the stock." in text
    assert session.actions[-3:] == [f"discard {card}" for card in plain[:3]]


def test_a_discard_that_may_not_be_made_stops_the_command_with_the_reason(tmp_path: Path) -> None:
    session = cinch_at_the_exchange()
    state = session.state
    card = next(state.rules.card_names[c] for c in state.hands[1] if Action("discard", state.rules.card_names[c]) in state.legal_actions())
    text = run(session, f"discard {card} {card}", tmp_path=tmp_path)
    assert session.actions[-1] == f"discard {card}" and session.actions.count(f"discard {card}") == 1
    shown = card.replace("T", "10").translate(str.maketrans("SHDC", "♠♥♦♣"))
    assert f"discard {shown} was not discarded: You do not hold {shown}." in text


@pytest.mark.parametrize("seat", [1, 0])
def test_robbing_the_pack_is_announced(seat: int, tmp_path: Path) -> None:
    """Cinch, seed 3: seat 1 deals, and robs the pack after everyone is dealt back up."""
    session = GameSession.new("cinch", Rules.from_variant(load_variant("cinch")), 4, seat, ("greedy",) * 4, 3, None)
    text = run(session, tmp_path=tmp_path, read_line=first_choice_for_one_hand(session))
    if seat == 1:
        assert "You rob the pack: the cards left in the stock are now in your hand; discard down to 6." in text
    else:
        assert "seat 1 (greedy) robs the pack: takes the cards left in the stock, then discards down to 6." in text
    assert session.state.history and session.state.history[0].exchanges[-1][0] == 1


# ----- winning explained ------------------------------------------------------------------


def test_a_winner_with_fewer_points_is_explained_at_the_end(tmp_path: Path) -> None:
    """R25: seat 0 pitches and goes out with 7 while seat 1 has 9."""
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[PLAIN_DEAL], scores=[3, 9, 0, 0], seed=0)
    play_script(state, PLAIN_SCRIPT)
    text = run(session_for(state, 0), "", tmp_path=tmp_path)
    assert (
        "seat 0 (you) wins with 7 points though seat 1 has 9: the game goes to the bidder if the bidder's score is "
        "at least 7 points, otherwise nobody."
    ) in text


def test_a_side_at_the_target_that_has_not_won_is_explained(tmp_path: Path) -> None:
    """R25: seat 3 reaches 7 in a hand seat 0 pitched: nobody wins yet."""
    words = LONE_JACK_SCRIPT.split()
    state = GameState(auction_pitch(), 4, first_dealer=3, deals=[LONE_JACK_DEAL], scores=[0, 0, 0, 6], seed=0)
    play_script(state, " ".join(words[:-1]))
    seat = state.to_move
    text = run(session_for(state, seat), words[-1], tmp_path=tmp_path)
    name = "seat 3 (you)" if seat == 3 else "seat 3"
    assert f"{name} has 7 points, at least the target of 7, but has not won: the game goes to the bidder" in text


def test_taking_the_rest_after_discarding_down_is_announced(tmp_path: Path) -> None:
    """Minnesota Smear with the kitty taken in the exchange (rest_taken: in-exchange): everyone else discards down to
    six, then the bidder takes the kitty and discards down."""
    rules = Rules.from_variant(load_variant("minnesota-smear", ["exchange.rest_taken=in-exchange"]))
    session = GameSession.new("minnesota-smear", rules, 4, 0, ("greedy",) * 4, 3, None)
    text = run(session, tmp_path=tmp_path, read_line=first_choice_for_one_hand(session))
    bidder = session.state.history[0].bidder
    taking = [line for line in text.splitlines() if "the rest of the stock" in line]
    if bidder == 0:
        assert taking == ["You take the rest of the stock: those cards are now in your hand; discard down to 6."]
    else:
        assert taking == [f"seat {bidder} (greedy) takes the rest of the stock, then discards down to 6."]
    assert session.state.history[0].exchanges[-1][0] == bidder


def test_the_kitty_taken_before_naming_trump_is_announced_once_in_minnesota_smear(tmp_path: Path) -> None:
    """Minnesota Smear (OurPastimes: "The highest bidder receives the kitty and selects the trump suit"): the taking
    is announced once, as the bidder is about to name trump, and no turn of the exchange takes the rest."""
    rules = Rules.from_variant(load_variant("minnesota-smear"))
    session = GameSession.new("minnesota-smear", rules, 4, 0, ("greedy",) * 4, 3, None)
    text = run(session, tmp_path=tmp_path, read_line=first_choice_for_one_hand(session))
    bidder = session.state.history[0].bidder
    taking = [line for line in text.splitlines() if "widow" in line or "the rest of the stock" in line]
    if bidder == 0:
        assert taking == ["You take the widow: its 4 cards are now in your hand. Name trump; then discard down to 6."]
    else:
        assert taking == [f"seat {bidder} (greedy) takes the widow (4 cards) before naming trump, then discards down to 6."]


# ----- the kitty taken before naming trump ----------------------------------------------------------


def test_the_kitty_taken_before_naming_trump_is_announced(tmp_path: Path) -> None:
    """The kitty's table (tests/family/kitty.yaml): seat 1 wins the auction and takes the four cards of the kitty
    before naming trump. The person at seat 0 is told how many cards it took, and sees seat 1 holding ten; the
    person at seat 1 is told the cards are in their hand, sees them there, and names trump with them."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE))
    for seat, said in (
        (0, "seat 1 (greedy) takes the widow (4 cards) before naming trump, then discards down to 6."),
        (1, "You take the widow: its 4 cards are now in your hand. Name trump; then discard down to 6."),
    ):
        state = GameState(rules, 4, first_dealer=3, deals=[KITTY_DEAL], seed=0)
        play_script(state, "pass 3 pass")
        session = session_for(state, seat, ["pass", "bid 3", "pass"])
        text = run(session, tmp_path=tmp_path)  # the fourth seat passes, the bidder takes the kitty; quit when asked
        assert text.count(said) == 1, text
        if seat == 1:
            assert state.phase == "trump" and "Q♥" in text.split(said, 1)[1]  # the kitty's Queen of hearts, held
        else:
            assert state.phase != "auction" and len(state.deal[1]) == 6


def test_a_scoring_trump_typed_as_a_discard_is_refused_with_the_reason(tmp_path: Path) -> None:
    """The kitty's table keeps the trumps that score: seat 1, holding seven trumps after taking the kitty, may discard
    the Nine of hearts but not the Ace, and is told so; the choices shown leave the Ace out."""
    state = GameState(Rules.from_variant(load_variant(KITTY_TABLE)), 4, first_dealer=3, deals=[SCORING_DEAL], seed=0)
    play_script(state, "pass 3 pass pass  trump H")
    text = run(session_for(state, 1, ["pass", "bid 3", "pass", "pass", "trump H"]), "discard A♥", tmp_path=tmp_path)
    assert "A♥ may not be discarded now." in text
    assert "discard A♥" not in choices_line(text) and "discard 9♥" in choices_line(text)


# ----- only trumps are played: folding -----------------------------------------------------------


def test_the_table_says_who_folds_out_of_trumps(tmp_path: Path) -> None:
    """Ten-Point Pitch as tables play it (Gather Together Games: "Once a player is out of trump suited cards, the
    rest of the player's cards are folded"): seat 3, holding no heart, has folded before the first trick; the
    person at seat 1 plays their only trump and folds. Nobody asks them to move again this hand."""
    state = GameState(Rules.from_variant(load_variant(TRUMPS_ONLY)), 4, first_dealer=3, deals=[FOLDING_DEAL], seed=0)
    play_script(state, FOLDING_BID)
    session = session_for(state, 1, ["bid 2", "pass", "pass", "pass", "trump H"])
    asked: list[str] = []

    def answer(prompt: str) -> str:
        asked.append(prompt)
        return "K♥" if session.humans_turn and state.phase == "play" else "quit"

    text = run(session, tmp_path=tmp_path, read_line=answer)
    assert "Folded (out of trumps): seat 3" in text
    assert "You fold: you have no trump left, and play no more this hand." in text
    assert asked == ["> ", "Press Enter for the next hand (or type quit)"]  # one card, then the hand is over
    assert len(state.history) == 1 and state.history[0].folded_after[1] == 1
