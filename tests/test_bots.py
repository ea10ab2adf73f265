"""Bots: legal, deterministic, and the search bot reads only what its seat may see."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import GameState, Rules, load_variant, resources
from pitch_rules.bots import BOTS, Bot, GreedyBot, RandomBot, make_bot
from pitch_rules.bots.greedy import playout_card
from pitch_rules.bots.search import SearchBot
from pitch_rules.engine.results import trick_seats
from pitch_rules.simulate import play_game


FAMILY = Path(__file__).resolve().parent / "family"


def quick_bot(name: str, rng: random.Random) -> Bot:
    """The bot ``name``; the search bot with a small budget, to keep tests fast."""
    return SearchBot(rng, worlds=2) if name == "search" else make_bot(name, rng)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_finishes_games_of_every_shape(name: str, auction_pitch: Rules, partnership_pitch: Rules) -> None:
    tables = [(auction_pitch, 3), (auction_pitch, 5), (partnership_pitch, 4)]
    tables += [(Rules.from_variant(load_variant(path)), 4) for path in sorted(FAMILY.glob("*.yaml"))]
    for rules, players in tables:  # begging, naming trump, exchanges, jokers: every kind of decision
        state = GameState(rules, players, seed=11, max_hands=2 if name == "search" else 20)
        bots = [quick_bot(name, random.Random(seat)) for seat in range(players)]
        while not state.is_over:
            seat = state.to_move
            action = bots[seat].choose(state.view(seat))
            assert action in state.legal_actions()
            state.apply(action)
        assert state.history and all(hand.tricks for hand in state.history)
        for hand in state.history:  # a card from every seat, but for those that folded out of trumps (trumps-only)
            seats = [trick_seats(players, trick.leader, index, hand.folded_after) for index, trick in enumerate(hand.tricks)]
            assert [len(trick.plays) for trick in hand.tricks] == list(map(len, seats))
            assert len(seats[0]) == players or hand.folded_after


@pytest.mark.parametrize("variant_id", resources.builtin_variant_ids())
def test_search_bot_plays_every_builtin_variant(variant_id: str) -> None:
    rules = Rules.from_variant(load_variant(variant_id))
    players = rules.variant.players.default
    state = GameState(rules, players, seed=5, max_hands=1)
    bots = [quick_bot("search", random.Random(seat)) for seat in range(players)]
    while not state.is_over:
        view = state.view(state.to_move)
        sample = view.sample_state(random.Random(len(state.tricks)))
        assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
        assert len(sample.stock) == len(state.stock)
        cards = [c for hand in sample.hands for c in hand] + sample.stock + sample.dead + sample.trick + list(sample.captor)
        assert len(cards) == len(set(cards)), "a sampled world holds a card twice"
        state.apply(bots[state.to_move].choose(view))
    assert len(state.history) == 1


@cache
def every_variant() -> list[Rules]:
    """The built-in variants and the family of test variants (jokers, begging, exchanges, called partners)."""
    sources: list[str | Path] = [*resources.builtin_variant_ids(), *sorted(FAMILY.glob("*.yaml"))]
    return [Rules.from_variant(load_variant(source)) for source in sources]


@settings(max_examples=60, deadline=None)
@given(variant_index=st.integers(0, 10**6), seed=st.integers(0, 2**32), players=st.integers(0, 10**6))
def test_the_playout_card_is_the_greedy_bots_card(variant_index: int, seed: int, players: int) -> None:
    """At every play decision, in the game and in a world sampled for another seat, :func:`playout_card` reading
    the state plays the card :class:`GreedyBot` plays from the seat's view."""
    rules = every_variant()[variant_index % len(every_variant())]
    allowed = rules.variant.players
    count = allowed.min + players % (allowed.max - allowed.min + 1)
    state = GameState(rules, count, seed=seed, max_hands=3)
    rng = random.Random(seed)
    bots = [GreedyBot(random.Random(seat)) if seat % 2 == 0 else RandomBot(random.Random(seat)) for seat in range(count)]
    while not state.is_over:
        seat = state.to_move
        if state.phase == "play":
            other = (seat + 1 + rng.randrange(count - 1)) % count
            for table in (state, state.determinize(other, rng)):
                greedy = GreedyBot(random.Random(0)).choose(table.view(seat))
                assert playout_card(table) == rules.play_card[greedy]
        state.apply(bots[seat].choose(state.view(seat)))


def dealt_facts(world: GameState) -> tuple[object, ...]:
    """Where a sampled world put the cards."""
    return world.hands, world.stock, world.dead, world.exchanges, world.deal, world.holder, world.hand_sides, world._discards


@settings(max_examples=30, deadline=None)
@given(variant_index=st.integers(0, 10**6), seed=st.integers(0, 2**32))
def test_a_world_sampler_samples_world_after_world_as_sample_state(variant_index: int, seed: int) -> None:
    """One :meth:`SeatView.world_sampler` for many worlds deals them as a call of ``sample_state`` each would."""
    rules = every_variant()[variant_index % len(every_variant())]
    state = GameState(rules, rules.variant.players.default, seed=seed, max_hands=2)
    bot = GreedyBot(random.Random(seed))
    while not state.is_over:
        view = state.view(state.to_move)
        sampler, once, each = view.world_sampler(), random.Random(seed), random.Random(seed)
        for _ in range(3):
            assert dealt_facts(sampler.sample(once)) == dealt_facts(view.sample_state(each))
        state.apply(bot.choose(view))


def test_search_bot_is_deterministic_for_a_seed(auction_pitch: Rules) -> None:
    first = play_game(auction_pitch, 4, 3, ["search", "greedy"] * 2, max_hands=1)
    second = play_game(auction_pitch, 4, 3, ["search", "greedy"] * 2, max_hands=1)
    assert first.history == second.history


def reshuffled_hidden_cards(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same hand replayed from a deal where ``seat``'s hidden information differs.

    Unplayed cards of other seats (and undealt cards) are swapped for cards of the
    same suit, so every recorded action stays legal and every shown void holds.
    """
    rules = state.rules
    played = state.plays_by_seat()
    unseen: list[tuple[int | None, int]] = [
        (other, card) for other in range(state.players) if other != seat for card in state.hands[other]
    ]
    dealt = {card for hand in state.deal for card in hand}
    unseen += [(None, card) for card in range(len(rules.card_names)) if card not in dealt]
    by_suit: dict[int, list[tuple[int | None, int]]] = {}
    for owner, card in unseen:
        by_suit.setdefault(rules.suit_of[card], []).append((owner, card))
    new_hands = {other: [] for other in range(state.players)}  # type: dict[int, list[int]]
    for cards in by_suit.values():
        owners = [owner for owner, _ in cards]
        shuffled = [card for _, card in cards]
        rng.shuffle(shuffled)
        for owner, card in zip(owners, shuffled):
            if owner is not None:
                new_hands[owner].append(card)
    deal = [
        [rules.card_names[c] for c in (state.deal[s] if s == seat else played[s] + new_hands[s])]
        for s in range(state.players)
    ]
    other = GameState(rules, state.players, seed=state.seed, first_dealer=state.dealer, deals=[deal])
    for bid_seat, amount in state.bids:
        assert other.to_move == bid_seat
        other.apply(rules.action_for("pass" if amount is None else str(amount)))
    for trick in [*state.tricks, None]:
        plays = trick.plays if trick is not None else state.trick
        for card in plays:
            other.apply(rules.play_actions[card])
    return other


@pytest.mark.parametrize("seed", range(12))
def test_search_bot_never_reads_hidden_cards(seed: int, auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, seed=seed)
    rng = random.Random(seed)
    greedy = GreedyBot(rng)
    for _ in range(rng.randrange(0, 20)):  # a position somewhere in the first hand
        state.apply(greedy.choose(state.view(state.to_move)))
    seat = state.to_move
    twin = reshuffled_hidden_cards(state, seat, random.Random(seed + 100))
    assert twin.hands[seat] == state.hands[seat] and twin.trick == state.trick
    assert twin.hands != state.hands, "the twin must differ in someone else's hidden cards"
    decisions = [SearchBot(random.Random(7), worlds=6).choose(s.view(seat)) for s in (state, twin)]
    assert decisions[0] == decisions[1]


def test_search_bot_respects_a_time_budget(auction_pitch: Rules) -> None:
    state = GameState(auction_pitch, 4, seed=2)
    bot = SearchBot(random.Random(1), worlds=None, time_limit=0.02)
    action = bot.choose(state.view(state.to_move))
    assert action in state.legal_actions()
    with pytest.raises(ValueError, match="needs a budget"):
        SearchBot(random.Random(1), worlds=None)


def test_unknown_bot_name() -> None:
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make_bot("clever", random.Random(0))
