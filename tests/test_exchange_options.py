"""Exchange options, each on a hand-built deal (Cinch's, or a kitty's) whose legal discards the rules fix.

Bicycle's Cinch: "The high bidder names the trump, and each player then discards all
cards but trumps from his hand ... Each player except the dealer must discard all
cards but trumps ... If a player is forced to discard a trump, due to having seven
or more trumps, they must show the discarded trump to the other players, after
which the card is out of play." The Trickster Cards rules start the discards "with
the player on the pitcher's left"; Foster's Cinch has each player in turn discard
"at least three cards".

The kitty taken before naming trump, and the trumps kept, are Minnesota Smear's
(OurPastimes, Rules for the Card Game Smear): "The highest bidder receives the kitty and
selects the trump suit. After knowing which suit is the trump, all players discard
non-trump cards until they hold six cards in their hands. No scoring trump cards may be
discarded. If a player has more than six trump cards in her hand, non-scoring trump cards
may be discarded." "Non-scoring cards are threes through nines of any suit including the
trump."
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.analysis.stats import rules_fired
from pitch_rules.bots import RandomBot
from pitch_rules.engine import DONE, EXCHANGE, PLAY, Action
from pitch_rules.records import game_record, replay

from .conftest import ROOT, deal_of, play_script, run_cli

CINCH_DRAW = (
    "exchange.discard=all-non-trumps",
    "exchange.trump_discards=face-up",
    "exchange.order=bidder-left",
)  # Bicycle: "Each player except the dealer must discard all cards but trumps"

# Hearts will be trump (and the Five of diamonds, the Left Pedro). Seat 1 bids 6 and names hearts.
# Seat 2, on the bidder's left, holds seven hearts and two clubs; seat 3 holds no trump at all.
DEAL = deal_of(
    "2S 3S 4S 5S 6S 7S 8S 4H 6H",
    "TS JS QS KS AS 2D 5H 7H 5D",
    "AH KH QH JH TH 9H 8H 2C 3C",
    "4C 5C 6C 7C 8C 9C TC JC QC",
)
AUCTION = "pass 6 pass pass  trump H"


def rules_for(*settings: str) -> Rules:
    return Rules.from_variant(load_variant("cinch", settings))


def discards(state: GameState) -> set[str]:
    return {str(a.value) for a in state.legal_actions() if a.kind == "discard"}


def test_every_card_but_trumps_goes_and_a_seventh_trump_is_shown() -> None:
    rules = rules_for(*CINCH_DRAW)
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0)
    play_script(state, AUCTION)
    assert state.phase == EXCHANGE and state.to_move == 2  # the bidder's left discards first
    assert discards(state) == {"2C", "3C"} and DONE not in state.legal_actions()  # no stopping with a club
    play_script(state, "discard 2C discard 3C")
    assert discards(state) == {"AH", "KH", "QH", "JH", "TH", "9H", "8H"}  # seven trumps: one must go
    assert DONE not in state.legal_actions()
    play_script(state, "discard 8H")
    eight = rules.card_by_name["8H"]
    assert all(state.view(seat).shown_discards == [eight] for seat in range(4))
    assert state.legal_actions() == [DONE]
    play_script(state, "done")
    assert state.to_move == 3 and discards(state) == set(DEAL[3])  # the dealer, who robs the pack, is free:
    play_script(state, "discard 4C discard 5C discard 6C")
    assert DONE in state.legal_actions()  # six clubs may stay, to be thrown away when robbing
    play_script(state, "done")
    assert state.to_move == 0
    play_script(state, "discard 2S discard 3S discard 4S")
    assert DONE not in state.legal_actions()  # down to six, but spades are left: they must go too
    play_script(state, "discard 5S discard 6S discard 7S discard 8S")
    assert state.legal_actions() == [DONE]
    clubs = [rules.card_by_name[c] for c in ("2C", "3C")]
    for seat in (0, 1, 3):  # the shown trump is out of play in every world a seat imagines; the clubs are not known
        rng = random.Random(seat)
        worlds = [state.view(seat).sample_state(rng) for _ in range(30)]
        assert all(eight in world.dead and not any(eight in hand for hand in world.hands) for world in worlds)
        assert any(any(c in hand for hand in world.hands for c in clubs) for world in worlds)


def test_the_turns_go_from_the_bidders_left_and_the_dealer_robs_the_pack_last() -> None:
    rules = rules_for(*CINCH_DRAW)
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0, max_hands=1)
    play_script(state, AUCTION)
    order = []
    while state.phase == EXCHANGE:
        if len(state.exchanges) == 4 and order[-1:] != [3]:  # the dealer robs the pack: keeps what they choose
            assert discards(state) == {rules.card_names[c] for c in state.hands[3]} and len(state.hands[3]) > 6
        order.append(state.to_move)
        legal = state.legal_actions()
        state.apply(legal[0])
    assert state.phase == PLAY
    assert [seat for seat, _ in state.exchanges] == [2, 3, 0, 1, 3]
    assert all(len(hand) == 6 for hand in state.hands)
    trumps = rules.is_trump[rules.variant.deck.suits.index("H")]
    for seat, thrown in state.exchanges[:4]:  # every player dealt back up kept only trumps
        assert all(trumps[card] for card in state.deal[seat] if card not in thrown)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert replay(game_record(state), rules) is None
    assert "trump_shown" in rules_fired(rules, state, state.history[0], state.winner)  # the Eight of hearts


def test_the_default_order_is_from_the_dealers_left() -> None:
    state = GameState(rules_for(), 4, first_dealer=3, deals=[DEAL], seed=0)
    play_script(state, AUCTION)
    assert state.to_move == 0


@pytest.mark.parametrize(("least", "stop_after"), [(0, 3), (4, 4), (5, 5)])
def test_fewest_cards_discarded(least: int, stop_after: int) -> None:
    """Seat 0 holds 9 cards and keeps 6: it must discard 3 anyway; more only if told so."""
    rules = rules_for(f"exchange.min_discard={least}", "exchange.discard=any")
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0)
    play_script(state, AUCTION)
    thrown = 0
    while DONE not in state.legal_actions():
        play_script(state, f"discard {sorted(discards(state))[0]}")
        thrown += 1
    assert thrown == stop_after


def test_fewest_cards_yields_when_nothing_more_may_be_discarded() -> None:
    """Only non-trumps may go; seat 0 has 7 of them but must keep its 2 trumps, so 'at least 8' stops at 7."""
    rules = rules_for("exchange.min_discard=8", "exchange.discard=non-trumps")
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0)
    play_script(state, AUCTION)
    for card in "2S 3S 4S 5S 6S 7S 8S".split():
        assert DONE not in state.legal_actions()
        play_script(state, f"discard {card}")
    assert state.legal_actions() == [DONE]


def test_discarding_down_without_drawing_then_the_taker_takes_the_rest() -> None:
    """Every player holding more than six discards down to six, in turn from the dealer's left, drawing
    nothing; the dealer, who robs the pack, is not asked until they have taken the rest."""
    rules = rules_for("exchange.refill=false", "exchange.discard_down=true", "exchange.discard=non-trumps", "exchange.min_discard=0")
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0)
    play_script(state, AUCTION)
    stock = len(state.stock)
    assert state.to_move == 0 and discards(state) == {"2S", "3S", "4S", "5S", "6S", "7S", "8S"}
    play_script(state, "discard 2S discard 3S")
    assert DONE not in state.legal_actions()  # eight cards: one more must go
    play_script(state, "discard 4S done")
    assert state.to_move == 1 and len(state.hands[0]) == 6 and len(state.stock) == stock  # nothing drawn
    play_script(state, "discard TS discard JS discard QS done")
    assert state.to_move == 2 and discards(state) == {"AH", "KH", "QH", "JH", "TH", "9H", "8H", "2C", "3C"}
    play_script(state, "discard 2C discard 3C discard 8H done")
    assert state.to_move == 3 and len(state.hands[3]) == 9 + stock and state.stock == []  # the dealer robs
    while DONE not in state.legal_actions():
        state.apply(state.legal_actions()[0])
    play_script(state, "done")
    assert state.phase == PLAY and [len(hand) for hand in state.hands] == [6, 6, 6, 6]


BAD = {
    "fewest without refill": ("  keep: 6\n  rest_to: bidder\n  min_discard: 2\n", "6:16", "min_discard applies only with refill"),
    "every non-trump without refill": ("  keep: 6\n  rest_to: bidder\n  discard: all-non-trumps\n", "6:12", "needs refill: true"),
    "trumps shown before trump is known": (
        "  keep: 6\n  refill: true\n  trump_discards: face-up\n",
        "6:19",
        "needs trump chosen before the exchange, not by the first lead",
    ),
    "more than dealt": ("  keep: 6\n  refill: true\n  min_discard: 7\n", "6:16", "min_discard 7 is more than the 6 cards dealt"),
    "discard down and refill": ("  keep: 6\n  refill: true\n  discard_down: true\n", "6:17", "discard_down applies only without refill"),
    "the taker alone discards down": (
        "  keep: 5\n  rest_to: bidder\n",
        "4:9",
        "plays with keep 5 cards and the others with the 6 dealt: every hand must start play with as many cards "
        "(discard_down: true",
    ),
    "the taker keeps more than the others hold": (
        "  keep: 7\n  rest_to: dealer\n  discard_down: true\n",
        "4:9",
        "plays with keep 7 cards and the others with the 6 dealt: every hand must start play with as many cards "
        "(keep at most 6)",
    ),
    "dealt back up to more than dealt": ("  keep: 7\n  refill: true\n", "4:9", "with refill, keep 7 is more than the 6 cards dealt"),
    "the kitty before trump without a kitty": (
        "  keep: 6\n  rest_to: bidder\n  rest_taken: before-trump\n",
        "6:15",
        "rest_taken: before-trump needs a widow (deal.widow): without one the rest is the whole stock",
    ),
    "the kitty before trump to the dealer": (
        "  keep: 6\n  rest_to: dealer\n  rest_taken: before-trump\n",
        "6:15",
        "rest_taken: before-trump needs rest_to: bidder (the bidder takes the widow), not dealer",
    ),
    "the kitty before trump chosen by the first lead": (
        "  keep: 6\n  rest_to: bidder\n  rest_taken: before-trump\n",
        "6:15",
        "rest_taken: before-trump needs trump named by the bidder (trump.chosen_by: bidder-names), not first-lead",
    ),
    "trumps kept before trump is known": (
        "  keep: 6\n  rest_to: bidder\n  kept_trumps: [A, J]\n",
        "6:16",
        "kept_trumps needs trump chosen before the exchange, not by the first lead (trump.chosen_by)",
    ),
    "a kept trump the ranking does not have": (
        "  keep: 6\n  rest_to: bidder\n  kept_trumps: [A, off-J]\n",
        "6:20",
        "'off-J' is not a trump of the ranking (trump.ranking)",
    ),
    "the kitty before trump and refill": (
        "  keep: 6\n  refill: true\n  rest_to: bidder\n  rest_taken: before-trump\n",
        "7:15",
        "rest_taken: before-trump cannot go with refill",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_exchange_combinations_are_reported_where_they_are_written(name: str, tmp_path: Path) -> None:
    lines, position, words = BAD[name]
    path = tmp_path / "house.yaml"
    path.write_text(f"id: x\nextends: auction-pitch\nexchange:\n{lines}", encoding="utf-8")
    result = run_cli("validate", str(path))
    assert result.exit_code == 1
    assert f"{path}:{position}: " in result.output and words in result.output, result.output


@pytest.mark.parametrize(
    ("exchange", "refused"),
    [
        ("{keep: 6, rest_to: none, kept_trumps: [A]}", True),  # nobody draws, takes the rest or discards down
        ("{keep: 6, rest_to: none, discard_down: true, kept_trumps: [A]}", True),  # six dealt, six kept
        ("{keep: 5, rest_to: none, discard_down: true, kept_trumps: [A]}", False),  # everyone discards one
        ("{keep: 6, refill: true, rest_to: none, kept_trumps: [A]}", False),  # dealt back up
        ("{keep: 6, rest_to: bidder, kept_trumps: [A]}", False),  # the bidder takes the rest
    ],
)
def test_trumps_kept_in_an_exchange_where_nobody_discards_are_reported(exchange: str, refused: bool, tmp_path: Path) -> None:
    """kept_trumps limits discards: where nobody ever discards it can change nothing, and saying it is a mistake."""
    path = tmp_path / "house.yaml"
    path.write_text(f"id: x\nextends: auction-pitch\ntrump: {{chosen_by: bidder-names}}\nexchange: {exchange}\n", encoding="utf-8")
    result = run_cli("validate", str(path))
    assert result.exit_code == (1 if refused else 0), result.output
    assert ("kept_trumps changes nothing here: nobody discards in this exchange" in result.output) == refused, result.output
    if refused:
        assert f"{path}:4:{len('exchange: ') + exchange.index('[A]') + 1}: " in result.output, result.output  # at the list


def test_the_taker_alone_discarding_after_the_cards_are_run_is_reported(tmp_path: Path) -> None:
    """All Fours runs the cards (three more each) when the dealer refuses a beggar: only the player taking the rest
    would come back down to keep."""
    path = tmp_path / "house.yaml"
    path.write_text("id: x\nextends: all-fours\nexchange:\n  keep: 6\n  rest_to: dealer\n  discard_down: false\n", encoding="utf-8")
    result = run_cli("validate", str(path))
    assert result.exit_code == 1
    assert f"{path}:6:17: the player taking the rest (rest_to: dealer) plays with keep 6 cards, and the others with more" in result.output


def test_the_kitty_before_trump_needs_an_auction(tmp_path: Path) -> None:
    """Seven Up has no auction: nobody wins one to take the kitty, nor names trump (it is turned up)."""
    path = tmp_path / "house.yaml"
    seven_up = ROOT / "tests" / "family" / "seven-up.yaml"
    exchange = "{keep: 6, rest_to: bidder, discard_down: true, rest_taken: before-trump}"
    path.write_text(f"id: x\nextends: {seven_up}\ndeal: {{widow: 4}}\nexchange: {exchange}\n", encoding="utf-8")
    result = run_cli("validate", str(path), "--allow-path", str(seven_up.parent))
    assert f"{path}:4:30: without an auction there is no bidder to take the rest" in result.output, result.output
    assert "rest_taken: before-trump needs trump named by the bidder (trump.chosen_by: bidder-names), not turn-up" in result.output


def test_bidder_left_needs_an_auction(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    seven_up = ROOT / "tests" / "family" / "seven-up.yaml"
    path.write_text(f"id: x\nextends: {seven_up}\nexchange: {{keep: 6, refill: true, order: bidder-left}}\n", encoding="utf-8")
    result = run_cli("validate", str(path), "--allow-path", str(seven_up.parent))
    assert f"{path}:3:42: order: bidder-left needs an auction" in result.output, result.output


def test_discard_actions_are_typed() -> None:
    rules = rules_for(*CINCH_DRAW)
    assert rules.action_for("discard 8h") == Action("discard", "8H")


def test_sampled_worlds_deal_other_seats_discards_afresh() -> None:
    """Discards go face down: a seat imagining the hidden cards must not find the others' true discards."""
    rules = rules_for(*CINCH_DRAW)
    state = GameState(rules, 4, first_dealer=3, deals=[DEAL], seed=0, max_hands=1)
    play_script(state, AUCTION)
    while state.phase == EXCHANGE:
        state.apply(state.legal_actions()[0])
    seat = state.to_move
    others = [turn for turn, (s, cards) in enumerate(state.exchanges) if s != seat and cards]
    assert others, "another seat discarded"
    rng = random.Random(1)
    worlds = [state.view(seat).sample_state(rng) for _ in range(30)]
    for turn in others:
        s, cards = state.exchanges[turn]
        sampled = [world.exchanges[turn] for world in worlds]
        assert all(who == s and len(c) == len(cards) for who, c in sampled)  # as many as discarded
        assert len({c for _, c in sampled}) > 1  # dealt afresh
        assert all(set(c) <= set(world.dead) for world, (_, c) in zip(worlds, sampled))
    twin = state.determinize(seat, random.Random(5))  # the same view, other hidden discards
    assert state.determinize(seat, random.Random(7)).exchanges == twin.determinize(seat, random.Random(7)).exchanges


# ----- the kitty taken before naming trump ---------------------------------------------------------------------

KITTY_TABLE = ROOT / "tests" / "family" / "kitty.yaml"
# Seat 1 bids 3 holding two hearts, takes the kitty (three more hearts and a club) and names hearts. Every other
# hand is dealt the six cards play needs: only the bidder discards.
KITTY_DEAL = {
    "hands": deal_of("2S 3S 4S 5S 6S 7S", "AH KH 4H 5C 6C 7C", "TS JS QS KS AS 9S", "2D 3D 4D 5D 6D 7D"),
    "stock": "QH JH TH 3C".split(),
}


def test_the_bidder_names_trump_holding_the_kitty() -> None:
    """"The highest bidder receives the kitty and selects the trump suit": when the auction is over the kitty is in
    the bidder's hand, and the bidder is asked for trump; the others know only that four cards were taken."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE))
    state = GameState(rules, 4, first_dealer=3, deals=[KITTY_DEAL], seed=0)
    kitty = {rules.card_by_name[c] for c in KITTY_DEAL["stock"]}
    play_script(state, "pass 3 pass")
    assert state.phase == "auction" and state.view(1).widow_taken == 0 and not kitty & set(state.hands[1])
    play_script(state, "pass")
    assert state.phase == "trump" and state.to_move == 1
    bidder = state.view(1)
    assert kitty <= set(bidder.hand) and len(bidder.hand) == 10 and bidder.stock_size == 0
    assert sorted(set(bidder.hand) - set(bidder.dealt)) == sorted(kitty)  # the bidder sees which cards it took
    for seat in (0, 2, 3):
        view = state.view(seat)
        assert view.hand_sizes == [6, 10, 6, 6] and view.widow_taken == 4 and not kitty & set(view.hand)
    worlds = [state.view(0).sample_state(random.Random(n)) for n in range(40)]  # seat 0 cannot tell which four
    assert all(len(world.hands[1]) == 10 and world.stock == [] for world in worlds)
    assert any(not kitty <= set(world.hands[1]) for world in worlds)
    assert all(set(world.hands[1]) == set(state.hands[1]) for world in [state.view(1).sample_state(random.Random(3))])
    play_script(state, "trump H")
    assert state.phase == EXCHANGE and state.to_move == 1 and len(state.exchanges) == 0  # nobody else holds too many
    assert discards(state) == {"5C", "6C", "7C", "3C"} and DONE not in state.legal_actions()
    play_script(state, "discard 5C discard 6C discard 7C discard 3C")
    assert state.legal_actions() == [DONE]
    play_script(state, "done")
    assert state.phase == PLAY and state.exchanges == [(1, tuple(rules.card_by_name[c] for c in ("5C", "6C", "7C", "3C")))]
    assert sorted(rules.card_names[c] for c in state.hands[1]) == sorted("AH KH QH JH TH 4H".split())
    while not state.is_over and not state.history:
        state.apply(state.legal_actions()[0])
    assert replay(game_record(state), rules) is None


def test_the_kitty_taken_at_the_exchange_is_the_rule_by_default() -> None:
    """Without rest_taken the bidder names trump on the dealt cards and takes the kitty in the exchange, last."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE, ["exchange.rest_taken=in-exchange"]))
    state = GameState(rules, 4, first_dealer=3, deals=[KITTY_DEAL], seed=0)
    play_script(state, "pass 3 pass pass")
    assert state.phase == "trump" and len(state.hands[1]) == 6 and state.view(0).stock_size == 4
    play_script(state, "trump H")
    assert state.to_move == 1 and len(state.hands[1]) == 10 and state.view(0).widow_taken == 0


# ----- the trumps kept: no scoring trump may be discarded ----------------------------------------------------------

# Seat 1 bids 3 and takes the kitty: seven hearts (the Ace, King, Queen and Two score; the Nine, Four and Three do
# not) and three clubs. It names hearts and must discard four.
SCORING_DEAL = {
    "hands": deal_of("2S 3S 4S 5S 6S 7S", "AH KH 4H 3H 5C 6C", "TS JS QS KS AS 9S", "2D 3D 4D 5D 6D 7D"),
    "stock": "QH 9H 2H 7C".split(),
}


def test_no_scoring_trump_may_be_discarded() -> None:
    """"No scoring trump cards may be discarded. If a player has more than six trump cards in her hand, non-scoring
    trump cards may be discarded": with seven trumps and three clubs, seat 1 may discard a club or the Nine, Four or
    Three of hearts, never the Ace, King, Queen or Two; once a non-scoring trump is gone, six trumps are left, and
    only the clubs may go."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE))
    state = GameState(rules, 4, first_dealer=3, deals=[SCORING_DEAL], seed=0)
    play_script(state, "pass 3 pass pass  trump H")
    assert state.to_move == 1 and discards(state) == {"5C", "6C", "7C", "9H", "4H", "3H"}
    play_script(state, "discard 9H")
    assert discards(state) == {"5C", "6C", "7C"}
    with pytest.raises(IllegalActionError):
        play_script(state, "discard AH")
    play_script(state, "discard 5C discard 6C discard 7C done")
    assert sorted(rules.card_names[c] for c in state.hands[1]) == sorted("AH KH QH 4H 3H 2H".split())
    scoring = [rules.card_by_name[c] for c in ("AH", "KH", "QH", "2H")]
    for seed in range(20):  # random players keep them too, choosing among the same discards
        other = GameState(rules, 4, first_dealer=3, deals=[SCORING_DEAL], seed=0)
        play_script(other, "pass 3 pass pass  trump H")
        other.play_uniform([None, random.Random(seed).random, None, None])  # the exchange, then seat 1's lead
        assert other.phase == PLAY and not set(scoring) & set(other.exchanges[0][1])


# The table keeps five cards; seat 1 bids 3, takes the kitty and holds six scoring trumps (and the Nine of hearts and
# two clubs).
KEEP_FIVE = ["deal.cards=5", "deal.packet=5", "exchange.keep=5"]
SIX_SCORING_DEAL = {
    "hands": deal_of("2S 3S 4S 5S 6S", "AH KH QH JH 5C", "TS JS QS KS AS", "2D 3D 4D 5D 6D"),
    "stock": "TH 2H 9H 6C".split(),
}


def test_a_player_holding_more_scoring_trumps_than_the_hand_keeps_keeps_those_of_their_choice() -> None:
    """The sources do not say: the table keeps five cards, and seat 1 holds six scoring trumps. Any card may go while
    it holds six of them; once one has gone, the five left are kept and every other card goes."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE, KEEP_FIVE))
    state = GameState(rules, 4, first_dealer=3, deals=[SIX_SCORING_DEAL], seed=0)
    play_script(state, "pass 3 pass pass  trump H")
    assert discards(state) == {"AH", "KH", "QH", "JH", "TH", "2H", "9H", "5C", "6C"}
    play_script(state, "discard AH")
    assert discards(state) == {"9H", "5C", "6C"} and DONE not in state.legal_actions()
    play_script(state, "discard 9H discard 5C discard 6C done")
    assert sorted(rules.card_names[c] for c in state.hands[1]) == sorted("KH QH JH TH 2H".split())


@pytest.mark.parametrize(
    ("settings", "deal"), [([], SCORING_DEAL), (KEEP_FIVE, SIX_SCORING_DEAL), (["exchange.rest_taken=in-exchange"], KITTY_DEAL)]
)
def test_random_players_discard_as_random_bots_choosing_among_the_legal_discards(
    settings: list[str], deal: dict[str, list[list[str]] | list[str]]
) -> None:
    """Where trumps are kept, ``play_uniform`` (simulate's random players) draws the discards and ``done`` that random
    bots draw from the legal actions with the same generator: holding no more scoring trumps than the hand keeps, more
    of them, and taking the kitty in the exchange."""
    rules = Rules.from_variant(load_variant(KITTY_TABLE, settings))
    for seed in range(40):
        fast = GameState(rules, 4, first_dealer=3, deals=[deal], seed=0)
        play_script(fast, "pass 3 pass pass  trump H")
        slow = fast.copy()
        fast.play_uniform([None, random.Random(seed).random, None, None])  # the exchange, then seat 1's lead
        bot = RandomBot(random.Random(seed))
        while slow.phase == EXCHANGE:
            slow.apply(bot.pick(slow.legal_actions()))
        assert fast.exchanges == slow.exchanges and fast.dead == slow.dead and fast.shown == slow.shown, seed
