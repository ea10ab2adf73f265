"""Invariants of the engine over many seeds (hypothesis), and its Python API."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import GameState, IllegalActionError, Rules, load_variant, new_game, resources
from pitch_rules.engine import EXCHANGE, GIVE, PLAY, HandResult
from pitch_rules.engine.results import trick_seats
from pitch_rules.engine.state import FIELDS
from pitch_rules.engine.generators import SeededOnFirstDraw, same_generator
from pitch_rules.engine.view import shuffle
from pitch_rules.bots import RandomBot
from pitch_rules.records import game_record, replay
from pitch_rules.simulate import play_game

from .test_rules_auction_pitch import PLAIN_DEAL


def random_game(rules: Rules, players: int, seed: int, steps: int | None = None) -> GameState:
    """Play uniformly random legal actions (at most ``steps`` of them), checking conservation."""
    state = GameState(rules, players, seed=seed, max_hands=8)
    rng = random.Random(seed)
    count = 0
    while not state.is_over and (steps is None or count < steps):
        assert_cards_conserved(state)
        legal = state.legal_actions()
        assert legal, "a game that is not over always has a legal action"
        state.apply(rng.choice(legal))
        count += 1
    return state


def assert_cards_conserved(state: GameState) -> None:
    """Every dealt card is in exactly one place: a hand, the trick on the table, or captured."""
    held = [c for hand in state.hands for c in hand]
    places = held + state.trick + list(state.captor)
    assert len(places) == len(set(places)), "a card is in two places"
    assert sorted(places) == sorted(c for hand in state.deal for c in hand), "a dealt card went missing"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(3, 7))
def test_solo_games_conserve_cards_and_scores(auction_pitch: Rules, seed: int, players: int) -> None:
    state = random_game(auction_pitch, players, seed)
    totals = [0] * players
    for hand in state.history:
        played = sorted(c for trick in hand.tricks for c in trick.plays)
        assert played == sorted(c for cards in hand.deal for c in cards)  # each dealt card played once
        assert len(hand.tricks) == 6
        for side, change in enumerate(hand.score_changes):
            totals[side] += change
        assert list(hand.scores) == totals
        assert sum(hand.won) <= 4
        bidder = hand.bidder
        assert hand.score_changes[bidder] in (hand.won[bidder], -hand.bid)
    winners = [s for s in range(players) if state.winner == s]
    assert len(winners) <= 1
    if state.winner is not None:
        last = state.history[-1]
        assert last.bidder == state.winner and last.scores[state.winner] >= 7


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_partnership_games_score_by_team(partnership_pitch: Rules, seed: int) -> None:
    state = random_game(partnership_pitch, 4, seed)
    for hand in state.history:
        assert len(hand.scores) == 2
        assert all(a.side in (None, 0, 1) for a in hand.awards)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60))
def test_copy_is_independent(auction_pitch: Rules, seed: int, steps: int) -> None:
    state = random_game(auction_pitch, 4, seed, steps)
    if state.is_over:
        return
    snapshot = state.copy()
    before = (repr(state.hands), state.to_move, repr(state.trick), list(state.scores), len(state.history))
    follower = random.Random(seed + 1)
    while not snapshot.is_over:
        snapshot.apply(follower.choice(snapshot.legal_actions()))
    assert (repr(state.hands), state.to_move, repr(state.trick), list(state.scores), len(state.history)) == before


@settings(max_examples=60, deadline=None)
@given(variant_index=st.integers(0, 10**6), seed=st.integers(0, 2**32), steps=st.integers(0, 80))
def test_a_copy_has_every_field_and_plays_on_alike(variant_index: int, seed: int, steps: int) -> None:
    """A copy reads the same in every field (a field ``copy`` left out could not be read), and the same actions then
    give both the same game, later deals included."""
    ids = resources.builtin_variant_ids()
    rules = _builtin_rules(ids[variant_index % len(ids)])
    state = GameState(rules, rules.variant.players.default, seed=seed, max_hands=3)
    chooser = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(chooser.choice(state.legal_actions()))
    other = state.copy()
    different = [name for name in FIELDS if name not in ("rng", "_deals") and getattr(other, name) != getattr(state, name)]
    assert different == []
    assert other.rng.getstate() == state.rng.getstate()
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        other.apply(action)
    assert other.history == state.history and other.winner == state.winner


def test_same_seed_same_game(auction_pitch: Rules) -> None:
    first = random_game(auction_pitch, 5, 99)
    second = random_game(auction_pitch, 5, 99)
    assert first.history == second.history


def test_view_shows_only_public_information(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, seed=3)
    seat = state.to_move
    view = state.view(seat)
    assert view.hand == state.hands[seat]
    assert view.hand_sizes == [6, 6, 6, 6]
    assert view.legal_actions() == state.legal_actions()
    assert state.view((seat + 1) % 4).legal_actions() == []
    public = {name for name in dir(view) if not name.startswith("_")}
    assert public.isdisjoint({"hands", "deal", "rng", "captor"})


def test_illegal_action_is_refused_and_state_unchanged(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, seed=3, first_dealer=3, deals=[PLAIN_DEAL])
    for word in "2 pass pass pass".split():
        state.apply(state.rules.action_for(word))
    assert state.phase == PLAY
    with pytest.raises(IllegalActionError, match="not legal now"):
        state.apply(state.rules.action_for("KH"))  # seat 1's card, not seat 0's
    assert len(state.hands[0]) == 6 and state.to_move == 0


def test_action_parsing(auction_pitch: Rules) -> None:
    assert str(auction_pitch.action_for("Pass")) == "pass"
    assert str(auction_pitch.action_for("bid 3")) == "bid 3"
    assert str(auction_pitch.action_for("10h")) == "TH"
    with pytest.raises(ValueError, match="not a card"):
        auction_pitch.action_for("bid 9")


def test_new_game_by_builtin_id() -> None:
    state = new_game("partnership-pitch", seed=1)
    assert state.players == 4 and state.sides == [[0, 2], [1, 3]]


def test_bad_deals_are_refused(auction_pitch: Rules) -> None:
    with pytest.raises(ValueError, match="dealt twice"):
        GameState(auction_pitch, 4, deals=[[["AH"] * 6] * 4])
    with pytest.raises(ValueError, match="must be dealt 6 cards"):
        GameState(auction_pitch, 4, deals=[[["AH"]] * 4])
    with pytest.raises(ValueError, match="a deal needs 4 hands"):
        GameState(auction_pitch, 4, deals=[[["AH"]]])


def test_determinize_keeps_what_the_seat_knows(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL])
    for word in "2 pass pass pass  AH KH JH 3H  9S 3S".split():
        state.apply(state.rules.action_for(word))
    sample = state.determinize(2, random.Random(1))
    assert sample.hands[2] == state.hands[2]
    assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
    assert sample.trick == state.trick and sample.tricks == state.tricks
    assert_cards_conserved(sample)
    # Seat 1 played KH on a heart lead, then 3S on a spade: no void is known yet.
    assert state.known_voids() == [set(), set(), set(), set()]


def draws(rng: random.Random) -> list[object]:
    """A few numbers of every kind the engine and the bots draw."""
    deck = list(range(30))
    rng.shuffle(deck)
    return [rng.random(), rng.randrange(7), rng.getrandbits(40), deck]


@pytest.mark.parametrize("seed", [0.25, 7])
def test_a_generator_seeded_on_first_draw_draws_as_one_seeded_at_once(seed: float) -> None:
    lazy = SeededOnFirstDraw(seed)
    before = same_generator(lazy)  # made before any draw
    assert draws(lazy) == draws(random.Random(seed)) == draws(before)
    after = same_generator(lazy)  # made after draws: in the same state
    assert draws(after) == draws(lazy)
    assert SeededOnFirstDraw(seed).getstate() == random.Random(seed).getstate()
    reseeded = SeededOnFirstDraw(seed)
    reseeded.seed(3)
    assert draws(reseeded) == draws(random.Random(3))
    restored = SeededOnFirstDraw(seed)
    restored.setstate(random.Random(5).getstate())
    assert draws(restored) == draws(random.Random(5))


@pytest.mark.parametrize("seed", range(5))
def test_the_samplers_shuffle_is_random_shuffle(seed: int) -> None:
    mine, theirs = random.Random(seed), random.Random(seed)
    for size in range(70):
        cards = list(range(size))
        expected = list(cards)
        theirs.shuffle(expected)
        shuffle(cards, mine)
        assert cards == expected
    assert mine.random() == theirs.random()


def test_determinize_respects_shown_voids(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, first_dealer=3, deals=[PLAIN_DEAL])
    for word in "2 pass pass pass  AH KH JH 3H  2H TC".split():
        state.apply(state.rules.action_for(word))
    hearts = auction_pitch.variant.deck.suits.index("H")
    assert hearts in state.known_voids()[1]  # seat 1 threw a club on a trump lead
    for seed in range(20):
        sample = state.determinize(0, random.Random(seed))
        assert all(auction_pitch.suit_of[c] != hearts for c in sample.hands[1])


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 30), shuffle_seed=st.integers(0, 1000))
def test_determinize_reads_no_hidden_card(auction_pitch: Rules, seed: int, steps: int, shuffle_seed: int) -> None:
    """Two states that differ only in cards hidden from seat s give s the same samples."""
    state = random_game(auction_pitch, 4, seed, steps)
    if state.is_over:
        return
    seat = state.to_move
    twin = state.determinize(seat, random.Random(shuffle_seed))  # same view, other hidden cards
    assert twin.view(seat).hand == state.view(seat).hand
    assert state.determinize(seat, random.Random(7)).hands == twin.determinize(seat, random.Random(7)).hands


# ----- the play and auction rules of the wider family ------------------------------------------------

FAMILY = Path(__file__).resolve().parent / "family"
PLAY_AND_AUCTION = {  # between them: every value of play.legal, all_pass, rounds, a sale and a pitched joker
    "commercial": (str(FAMILY / "commercial.yaml"), ()),
    "rounds": (str(FAMILY / "rounds.yaml"), ()),
    "rounds-forced": ("auction-pitch", ("auction.rounds=until-one-left", "play.legal=follow-or-trump")),
    "eldest-pitches": (
        "auction-pitch-joker",
        (
            "auction.all_pass=eldest-pitches", "auction.sell_out={pitch_bid: 3}", "trump.joker_led_first=H",
            "play.legal=must-trump", "players.max=7",
        ),
    ),
    "set-back-rounds": (
        "auction-pitch",
        ("auction.all_pass=dealer-set-back", "auction.dealer_set_back=2", "auction.rounds=until-one-left", "play.legal=must-follow"),
    ),
    "trumps-only": (str(FAMILY / "trumps-only.yaml"), ()),
}


@cache
def play_and_auction_rules(name: str) -> Rules:
    path, settings = PLAY_AND_AUCTION[name]
    return Rules.from_variant(load_variant(path, settings))


def assert_play_is_legal(state: GameState) -> None:
    """The legal plays are exactly what the variant's play.legal rule allows (after the first lead; where only
    trumps are played, every card led or played is a trump, and the seat to move holds one)."""
    if state.phase != PLAY or not (state.trick or state.folded_after):
        return
    hand, suit, is_trump = state.hands[state.to_move], state.card_suits, state.rules.is_trump[state.trump or 0]
    if state.folded_after:
        trumps = [c for c in hand if is_trump[c]]
        assert trumps and state.to_move not in state.folded and state.to_move in state.trick_seats()
        assert sorted(state.rules.card_by_name[str(a.value)] for a in state.legal_actions()) == sorted(trumps)
        return
    led = suit[state.trick[0]]
    follows = [c for c in hand if suit[c] == led]
    trumps = [c for c in hand if is_trump[c]]
    rule = state.rules.variant.play.legal
    if follows:
        allowed = follows + trumps if rule in ("trump-anytime", "follow-or-trump") else follows
    elif trumps and rule in ("must-trump", "follow-or-trump"):
        allowed = trumps
    else:
        allowed = hand
    assert sorted(state.rules.card_by_name[str(a.value)] for a in state.legal_actions()) == sorted(set(allowed))


def assert_folding_play(hand: HandResult, players: int, power: Sequence[int]) -> None:
    """Where only trumps are played: a trick holds a card of each seat still holding a trump, the highest trump
    takes it, and its winner leads the next, or the next seat on its left still holding a trump."""
    folded_after = hand.folded_after
    assert all(tricks is not None for tricks in folded_after), "the hand ends when every player has folded"
    leader = hand.bidder
    for index, trick in enumerate(hand.tricks):
        playing = [seat for seat in range(players) if (folded_after[seat] or 0) > index]
        while leader not in playing:
            leader = (leader + 1) % players
        seats = trick_seats(players, leader, index, folded_after)
        assert trick.leader == leader and len(trick.plays) == len(seats) == len(playing)
        assert trick.winner == seats[max(range(len(seats)), key=lambda place: power[trick.plays[place]])]
        leader = trick.winner
    assert all(tricks <= len(hand.tricks) for tricks in folded_after if tricks is not None)


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(sorted(PLAY_AND_AUCTION)), seed=st.integers(0, 2**32), players=st.integers(3, 6))
def test_play_and_auction_rules_keep_every_invariant(name: str, seed: int, players: int) -> None:
    rules = play_and_auction_rules(name)
    auction = rules.variant.auction
    assert auction is not None
    state = GameState(rules, players, seed=seed, max_hands=6)
    rng = random.Random(seed)
    while not state.is_over:
        assert_cards_conserved(state)
        assert_play_is_legal(state)
        state.apply(rng.choice(state.legal_actions()))
    totals = [0] * players
    for hand in state.history:
        for thrown in hand.thrown_in:
            totals = list(thrown.scores)  # a thrown-in deal may have set the dealer back
        totals = [total + change for total, change in zip(totals, hand.score_changes)]
        assert list(hand.scores) == totals, "scores add up"
        played = sorted(c for t in hand.tricks for c in t.plays)
        dealt = sorted(c for cards in hand.deal for c in cards)
        if rules.variant.play.legal == "trumps-only":  # fewer cards played than dealt: every trump, no other card
            is_trump = rules.is_trump[hand.trump]
            assert played == [c for c in dealt if is_trump[c]], "every trump is played, and nothing else"
            assert all(seats is not None for seats in hand.folded_after), "the hand ends when everyone has folded"
            assert_folding_play(hand, players, rules.power[hand.trump])
        else:
            assert played == dealt
        sale = [word for _, word in hand.sale]
        eldest = (hand.dealer + 1) % players
        spoke = [seat for seat, _ in hand.bids]
        passed = [seat for seat, amount in hand.bids if amount is None]
        assert eldest not in spoke or auction.sell_out is None, "the seller does not bid"
        if auction.rounds == "once":
            assert len(spoke) == len(set(spoke)), "each player speaks once"
        for index, (seat, _) in enumerate(hand.bids):
            assert seat not in passed or hand.bids.index((seat, None)) >= index, "a pass is final"
        if hand.bid == 0:  # everyone passed: a pitch with no contract, nobody set back
            assert all(amount is None for _, amount in hand.bids) and "accept" not in sale
            assert hand.bidder == (eldest if auction.all_pass == "eldest-pitches" else hand.dealer)
            assert hand.score_changes[hand.bidder] == hand.won[hand.bidder] >= 0
        if sale == ["pitch"]:
            assert hand.bidder == eldest and not hand.bids and auction.sell_out and hand.bid == auction.sell_out.pitch_bid
        if sale[1:] == ["accept"]:  # the seller scored the price at once, and what it won
            assert hand.bidder != eldest and hand.score_changes[eldest] == hand.bid + hand.won[eldest]
        if sale[1:] == ["refuse"]:
            assert hand.bidder == eldest and hand.score_changes[eldest] in (hand.won[eldest], -hand.bid)
    assert state.winner is None or state.winner in range(players)
    assert replay(game_record(state), rules) is None, "the record replays"


# ----- teams for one hand and the exchange options (test variants that use each of them) -----

FOR_THE_HAND = {name: Rules.from_variant(load_variant(FAMILY / f"{name}.yaml")) for name in ("cutthroat", "call-partner")}


def every_place(state: GameState) -> list[int]:
    """Every card of the deck, by where it is: hands, the table, captured, stock, aside, out of play."""
    held = [c for hand in state.hands for c in hand]
    return held + state.trick + list(state.captor) + state.stock + state.aside + state.dead


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(sorted(FOR_THE_HAND)), seed=st.integers(0, 2**32), players=st.integers(3, 7))
def test_teams_for_the_hand_conserve_cards_and_score_each_member_alike(name: str, seed: int, players: int) -> None:
    rules = FOR_THE_HAND[name]
    players = min(players, rules.variant.players.max)
    state = GameState(rules, players, seed=seed, max_hands=6)
    rng = random.Random(seed)
    deck = list(range(len(rules.card_names)))
    while not state.is_over:
        assert sorted(every_place(state)) == deck, "a card is missing or in two places"
        assert all(card in state.dead for card in state.shown)  # a card shown face up is out of play
        state.apply(rng.choice(state.legal_actions()))
    totals = [0] * players
    for hand in state.history:
        bidders, others = hand.hand_sides
        assert sorted(bidders + others) == list(range(players)) and bidders[0] == hand.bidder
        if hand.called is not None:
            assert hand.called not in hand.deal[hand.bidder] or len(bidders) == 1
        for team in hand.hand_sides:  # every member of a team scores the same
            assert len({hand.score_changes[seat] for seat in team}) == 1
            assert len({hand.won[seat] for seat in team}) == 1
        assert hand.score_changes[hand.bidder] in (hand.won[hand.bidder], -hand.bid)
        assert sum(hand.won[team[0]] for team in hand.hand_sides) <= 4
        totals = [t + c for t, c in zip(totals, hand.score_changes)]
        assert list(hand.scores) == totals
    assert state.winner is None or state.scores[state.winner] >= state.target


@settings(max_examples=40, deadline=None)
@given(
    name=st.sampled_from(sorted(FOR_THE_HAND)),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 90),
    shuffle_seed=st.integers(0, 1000),
)
def test_sampled_worlds_read_no_hidden_partner(name: str, seed: int, steps: int, shuffle_seed: int) -> None:
    """A world that differs only in what seat s cannot see (who holds the called card, hidden
    discards) gives s the same samples, teams included, and the same view of its partners."""
    rules = FOR_THE_HAND[name]
    state = GameState(rules, min(5, rules.variant.players.max), seed=seed, max_hands=8)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move
    twin = state.determinize(seat, random.Random(shuffle_seed))
    assert twin.view(seat).hand == state.view(seat).hand
    assert twin.view(seat).partners == state.view(seat).partners
    assert twin.view(seat).shown_discards == state.view(seat).shown_discards
    mine, theirs = state.determinize(seat, random.Random(7)), twin.determinize(seat, random.Random(7))
    assert mine.hands == theirs.hands and mine.hand_sides == theirs.hand_sides
    assert mine.exchanges == theirs.exchanges and mine._discards == theirs._discards  # others' discards: face down
    assert sorted(mine.dead) == sorted(theirs.dead) and sorted(mine.stock) == sorted(theirs.stock)
    card = state.called
    if card is not None:
        assert card not in mine.hands[state.bidder]  # a bidder never holds the card they called
        if mine.hand_sides and card not in mine.captor and card not in mine.trick:  # teams agree with the world
            assert mine.hand_sides[0] == (mine.bidder, *(s for s, hand in enumerate(mine.hands) if card in hand))


# ----- variants that use every scoring, winning, begging and misdeal element ----------------------

SCORING_TABLES = {
    # A misdeal, the gift to both opponents that may not win, only the card that sets trump scores,
    # a tie for Game to the player left of the dealer, won by two.
    "three-handed-all-fours": (FAMILY / "three-handed-all-fours.yaml", ()),
    # Cinch by the difference, made in every contract rule, the dealer set back at once, a mercy
    # rule, a failed bid of 14 losing the game; a target of 15 so that games end.
    "cinch-difference": (FAMILY / "cinch-difference.yaml", ("game.target=15",)),
    # Every turned-up card scores, the gift may win, first_out with points scored during the hand.
    "all-fours": ("all-fours", ("trump.begging.upcard_points_for=every-card", "trump.begging.gift_may_win=true")),
}


@cache
def scoring_table(name: str) -> Rules:
    variant, settings = SCORING_TABLES[name]
    return Rules.from_variant(load_variant(variant, settings))


def assert_every_card_once(state: GameState) -> None:
    """Every card of the deck is in exactly one place: a hand, the trick, captured, the stock, aside or dead."""
    assert sorted(every_place(state)) == list(range(len(state.rules.card_names))), "a card is missing or in two places"


def assert_scores_add_up(state: GameState) -> None:
    """Each deal's scores are the previous scores plus what it scored; the winner is the rule's."""
    scores = [0] * len(state.sides)
    for hand in state.history:
        for thrown in hand.thrown_in:
            scores = list(thrown.scores)
        assert list(hand.scores) == [a + b for a, b in zip(scores, hand.score_changes)]
        scores = list(hand.scores)
    if state.final_deal is not None:
        assert state.winner is not None and not state.final_deal.misdeal
        assert list(state.final_deal.scores) == state.scores
    for thrown in state.thrown_in:
        if thrown.misdeal:
            assert not thrown.bids and not thrown.upcards and list(thrown.scores) == scores


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), table=st.sampled_from(sorted(SCORING_TABLES)))
def test_scoring_tables_conserve_cards_and_scores(seed: int, table: str) -> None:
    rules = scoring_table(table)
    state = GameState(rules, seed=seed, max_hands=40)
    rng = random.Random(seed)
    while not state.is_over:
        assert_every_card_once(state)
        legal = state.legal_actions()
        assert legal, "a game that is not over always has a legal action"
        state.apply(rng.choice(legal))
    assert_every_card_once(state)
    assert_scores_add_up(state)
    assert state.winner is None or 0 <= state.winner < len(state.sides)
    if state.winner is None:
        assert state.final_deal is None and len(state.history) == 40 or len(state.thrown_in) >= 1000
    assert replay(game_record(state), rules) is None


DISCARD_DOWN = ("all-fours", "minnesota-smear")  # after a run; a widow to the bidder and a misdeal rule


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(DISCARD_DOWN))
def test_discarding_down_draws_nothing_and_every_hand_starts_play_with_keep_cards(seed: int, name: str) -> None:
    rules = Rules.from_variant(load_variant(name))
    exchange = rules.variant.exchange
    assert exchange is not None and exchange.discard_down
    state = GameState(rules, seed=seed, max_hands=8)
    rng = random.Random(seed)
    while not state.is_over:
        assert_every_card_once(state)
        if state.phase == PLAY and not state.tricks and not state.trick:
            assert [len(hand) for hand in state.hands] == [exchange.keep] * state.players
        stock = len(state.stock)
        exchanging = state.phase == EXCHANGE
        state.apply(rng.choice(state.legal_actions()))
        if exchanging:
            assert len(state.stock) in (stock, 0), "nobody draws; only the taker of the rest empties the stock"
    assert_scores_add_up(state)
    assert replay(game_record(state), rules) is None


WIDOW_FIRST = (str(FAMILY / "kitty.yaml"), "minnesota-smear")  # the bidder takes the widow before naming trump


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(WIDOW_FIRST))
def test_the_bidder_names_trump_holding_the_widow_and_no_kept_trump_is_discarded_while_it_can_be_kept(seed: int, name: str) -> None:
    rules = _builtin_rules(name)
    state = GameState(rules, seed=seed, max_hands=6)
    rng = random.Random(seed)
    named = 0
    while not state.is_over:
        assert_every_card_once(state)
        if state.phase == "trump":
            widow, bidder = state.dealt_stock, state.bidder
            assert widow and set(widow) <= set(state.hands[bidder]) and state.stock == []
            assert len(state.hands[bidder]) == len(state.deal[bidder]) + len(widow)
            other = (bidder + 1) % state.players
            assert state.view(other).widow_taken == len(widow) and not set(widow) & set(state.view(other).hand)
            named += 1
        state.apply(rng.choice(state.legal_actions()))
    assert named == len(state.history)  # every hand has a bidder (the dealer must bid), and nothing scores during one
    assert replay(game_record(state), rules) is None
    exchange = rules.variant.exchange
    assert exchange is not None and exchange.kept_trumps
    for hand in state.history:  # no kept trump goes, but from a hand holding more of them than play keeps
        kept = rules.kept_trumps[hand.trump]
        for seat, thrown in hand.exchanges:
            held = [*hand.deal[seat], *(hand.stock if seat == hand.bidder else ())]
            assert set(thrown) <= set(held) and len(held) - len(thrown) == exchange.keep
            if kept & set(thrown):
                assert sum(card in kept for card in held) > exchange.keep
                assert all(card in kept for card in held if card not in thrown), "every other card goes first"


GIFT_MAY_NOT_WIN = {"three-handed-all-fours": FAMILY / "three-handed-all-fours.yaml", "all-fours": "all-fours"}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), table=st.sampled_from(sorted(GIFT_MAY_NOT_WIN)), behind=st.lists(st.integers(0, 3), min_size=4, max_size=4))
def test_give_is_offered_exactly_when_the_gift_would_not_win(seed: int, table: str, behind: list[int]) -> None:
    """The same game under the rule and without it: give is offered unless, allowed, it would win for a receiver."""
    strict = Rules.from_variant(load_variant(GIFT_MAY_NOT_WIN[table]))
    loose = Rules.from_variant(load_variant(GIFT_MAY_NOT_WIN[table], ["trump.begging.gift_may_win=true"]))
    players = strict.variant.players.default
    scores = [strict.variant.game.target - 1 - b for b in behind[:players]]
    games = [GameState(rules, players, seed=seed, scores=scores, max_hands=3) for rules in (strict, loose)]
    rng = random.Random(seed)
    decisions: list[bool] = []
    while not games[0].is_over:
        legal = games[0].legal_actions()
        if games[0].phase == "begging" and games[0].begging:  # the dealer answers a beg
            trial = games[1].copy()
            trial.apply(GIVE)
            receivers = set(range(len(trial.sides))) - {trial.side_of[trial.dealer]}  # both give to every opponent
            assert (GIVE in legal) == (trial.winner not in receivers)
            decisions.append(GIVE in legal)
        action = rng.choice(legal)
        for state in games:
            state.apply(action)


@cache
def _builtin_rules(variant_id: str) -> Rules:
    return Rules.from_variant(load_variant(variant_id))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), variant_index=st.integers(0, 10**6))
def test_play_card_allows_exactly_the_legal_plays(seed: int, variant_index: int) -> None:
    """``play_card`` (replay's way to play) accepts a card exactly when its play action is legal, in every variant."""
    ids = resources.builtin_variant_ids()
    rules = _builtin_rules(ids[variant_index % len(ids)])
    state = GameState(rules, rules.variant.players.default, seed=seed, max_hands=2)
    rng = random.Random(seed)
    turns = 0
    while not state.is_over and turns < 12:
        legal = state.legal_actions()
        if state.phase == PLAY:
            turns += 1
            for card, name in enumerate(rules.card_names):
                trial = state.copy()
                try:
                    trial.play_card(card)
                    played = True
                except IllegalActionError:
                    played = False
                assert played == (rules.play_actions[card] in legal), (name, state.trick, state.hands[state.to_move])
        state.apply(rng.choice(legal))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), variant_index=st.integers(0, 10**6), players=st.integers(2, 7))
def test_every_card_in_play_is_captured_by_the_end_of_the_hand(seed: int, variant_index: int, players: int) -> None:
    """The cards captured in a hand's tricks are exactly those in the players' hands during its play (dealt, kept
    through the exchange, drawn): every card in play is played, so the captured cards are the hand's cards in play.
    Where only trumps are played (Ten-Point Pitch), exactly the trumps among them: a player's other cards are
    folded, captured by nobody."""
    ids = resources.builtin_variant_ids()
    rules = _builtin_rules(ids[variant_index % len(ids)])
    allowed = rules.variant.players
    state = GameState(rules, min(max(players, allowed.min), allowed.max), seed=seed, max_hands=3)
    rng = random.Random(seed)
    in_hands: set[int] = set()
    while not state.is_over:
        hands_done = len(state.history)
        if state.phase == PLAY:
            in_hands.update(card for hand in state.hands for card in hand)
        state.apply(rng.choice(state.legal_actions()))
        if len(state.history) > hands_done:
            hand = state.history[-1]
            captured = {card for trick in hand.tricks for card in trick.plays}
            if rules.variant.play.legal == "trumps-only":
                in_hands = {card for card in in_hands if rules.is_trump[hand.trump][card]}
            assert captured == in_hands, (rules.variant.id, sorted(captured ^ in_hands))
            in_hands = set()


def _assert_random_bots_play(fast: GameState, rules: Rules, players: int, seed: int, hands: int) -> None:
    """``fast`` (a game of simulate's random players) is the game random bots play choosing among the legal actions,
    one action at a time, with the same seed and draws."""
    slow = GameState(rules, players, seed=seed, max_hands=hands)
    bots = [RandomBot(random.Random(f"bot/{seed}/{seat}")) for seat in range(players)]
    while not slow.is_over:
        slow.apply(bots[slow.to_move].pick(slow.legal_actions()))
    assert slow.history == fast.history and slow.winner == fast.winner

@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), variant_index=st.integers(0, 10**6))
def test_the_random_fast_path_plays_as_random_bots_choosing_among_the_legal_actions(seed: int, variant_index: int) -> None:
    """``play_uniform`` (simulate's random players: in play a trick at a time, or a card at a time where players fold)
    takes the actions random bots take from the legal actions with the same draws, in every variant."""
    sources = [*resources.builtin_variant_ids(), str(FAMILY / "trumps-only.yaml"), str(FAMILY / "kitty.yaml")]
    rules = _builtin_rules(sources[variant_index % len(sources)])
    players = rules.variant.players.default
    fast = play_game(rules, players, seed, ["random"] * players, max_hands=3)
    _assert_random_bots_play(fast, rules, players, seed, hands=3)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    source=st.sampled_from(["ten-point-pitch", "minnesota-smear", str(FAMILY / "trumps-only.yaml"), str(FAMILY / "kitty.yaml")]),
    players=st.integers(2, 8),
)
def test_the_random_fast_path_folds_and_keeps_trumps_as_random_bots_choosing_among_the_legal_actions(
    seed: int, source: str, players: int
) -> None:
    """``play_uniform`` where players fold (play a trick at a time over the seats still playing) and where some trumps
    are kept (the exchange) takes the random bots' actions with the same draws, at every table size the game allows;
    and ``play_cards`` accepts every card the bots played, as replay does."""
    rules = _builtin_rules(source)
    allowed = rules.variant.players
    players = min(max(players, allowed.min), allowed.max)
    fast = play_game(rules, players, seed, ["random"] * players, max_hands=4)
    _assert_random_bots_play(fast, rules, players, seed, hands=4)
    assert replay(game_record(fast), rules) is None, "the record replays"
