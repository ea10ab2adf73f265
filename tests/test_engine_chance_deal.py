"""Deals given from outside one hand at a time (a chance player), and the numbering of every action."""

from __future__ import annotations

import os
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import GameState, IllegalActionError, Rules, load_variant
from pitch_rules.docs.action_numbers import numbered_lines
from pitch_rules.engine import ACTION_KINDS, DEAL, PLAY, Action
from pitch_rules.engine.dealing import deal_size, shuffled_order
from pitch_rules.resources import builtin_variant_ids

TESTS = Path(__file__).resolve().parent
OTHER_VARIANTS = sorted(str(p) for p in [*(TESTS / "family").glob("*.yaml"), *(TESTS / "data" / "variants").glob("*.yaml")])
EVERY_VARIANT = builtin_variant_ids() + OTHER_VARIANTS


@cache
def rules_of(variant: str) -> Rules:
    return Rules.from_variant(load_variant(variant))


@pytest.mark.parametrize("variant", EVERY_VARIANT)
def test_dealing_a_shuffled_order_is_the_engines_own_deal(variant: str) -> None:
    rules = rules_of(variant)
    players = rules.variant.players.default
    for seed in range(3):
        shuffled = GameState(rules, players, seed=seed, first_dealer=1)
        waiting = GameState(rules, players, first_dealer=1, shuffle=False)
        assert waiting.phase == DEAL and waiting.to_move == -1 and waiting.legal_actions() == []
        assert waiting.view(0).hand == [] and waiting.view(0).dealt == []
        order = shuffled_order(rules, players, random.Random(seed))
        assert len(order) == waiting.deal_size == deal_size(rules, players)
        waiting.deal_cards(order)
        if shuffled.thrown_in and shuffled.thrown_in[0].misdeal:  # a misdeal: the engine dealt again at once
            assert waiting.phase == DEAL and waiting.thrown_in == shuffled.thrown_in[:1]
            continue
        assert waiting.hands == shuffled.hands and waiting.stock == shuffled.stock
        assert (waiting.phase, waiting.to_move, waiting.upcards) == (shuffled.phase, shuffled.to_move, shuffled.upcards)
        assert sorted(waiting.dead) == sorted(shuffled.dead)


def test_each_hand_waits_for_its_cards_and_bad_orders_are_refused() -> None:
    rules = rules_of(str(TESTS / "family" / "commercial.yaml"))  # nobody buying the pitch throws the deal in
    state = GameState(rules, 4, first_dealer=0, shuffle=False)
    with pytest.raises(ValueError, match="24 different cards"):
        state.deal_cards([0] * 24)
    state.deal_cards(list(range(24)))
    with pytest.raises(IllegalActionError, match="only in phase deal"):
        state.deal_cards(list(range(24)))
    for word in ("sell", "pass", "pass", "pass"):
        state.apply(rules.action_for(word))
    assert state.phase == DEAL and state.dealer == 1 and len(state.thrown_in) == 1
    assert state.hands == [[], [], [], []]


@pytest.mark.parametrize("variant", EVERY_VARIANT)
def test_the_numbering_holds_every_legal_action_once(variant: str) -> None:
    rules = rules_of(variant)
    assert len(set(rules.actions)) == len(rules.actions)
    assert all(rules.action_number[action] == number for number, action in enumerate(rules.actions))
    assert {a.kind for a in rules.actions} == {kind.name for kind in ACTION_KINDS if kind.value != "bid" or rules.variant.auction}
    for players in range(rules.variant.players.min, rules.variant.players.max + 1):
        state = GameState(rules, players, seed=players, max_hands=2)
        rng = random.Random(players)
        while not state.is_over:
            legal = state.legal_actions()
            assert all(action in rules.action_number for action in legal)
            state.apply(rng.choice(legal))


def test_the_numbering_follows_the_kinds_then_the_deck() -> None:
    rules = rules_of("auction-pitch")
    cards = rules.card_names
    assert rules.actions[: len(cards)] == tuple(Action("play", c) for c in cards)
    assert rules.actions[len(cards) : len(cards) + 5] == (Action("pass"), *(Action("bid", b) for b in (1, 2, 3, 4)))


GOLDEN_NUMBERS = TESTS / "golden" / "action-numbers.txt"


def numbered_variants() -> str:
    """``## variant`` and the numbered actions of each built-in variant, one per line."""
    return "".join(
        f"## {variant}\n" + "".join(line + "\n" for line in numbered_lines(rules_of(variant))) for variant in builtin_variant_ids()
    )


def test_action_numbers_never_change() -> None:
    """The golden table pins every built-in variant's numbers; a new kind of action may only add numbers after them."""
    if os.environ.get("PITCH_RULES_UPDATE_GOLDEN") == "1":
        GOLDEN_NUMBERS.write_text(numbered_variants(), encoding="utf-8")
    golden: dict[str, list[str]] = {}
    for line in GOLDEN_NUMBERS.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            golden[line[3:]] = []
        else:
            golden[list(golden)[-1]].append(line)
    assert sorted(golden) == builtin_variant_ids(), "a built-in variant has no golden numbers: run with PITCH_RULES_UPDATE_GOLDEN=1"
    for variant, lines in golden.items():
        now = numbered_lines(rules_of(variant))
        assert now[: len(lines)] == lines, f"{variant}: an action's number changed"
    assert golden["auction-pitch"][:2] == ["0 play 2S", "1 play 3S"] and "52 pass" in golden["auction-pitch"]


def test_views_show_the_dealt_hand_and_exchange_counts_but_only_own_discards() -> None:
    rules = rules_of(str(TESTS / "data" / "variants" / "cinch-style.yaml"))
    state = GameState(rules, 4, seed=2, first_dealer=0)
    rng = random.Random(2)
    discarded: dict[int, list[int]] = {seat: [] for seat in range(4)}
    while state.phase != PLAY:
        action = rng.choice(state.legal_actions())
        if action.kind == "discard":
            discarded[state.to_move].append(rules.card_by_name[str(action.value)])
            seat = state.to_move
            state.apply(action)
            assert state.view(seat).discards == discarded[seat] and state.view((seat + 1) % 4).discards == discarded[(seat + 1) % 4]
            continue
        state.apply(action)
    for seat in range(4):
        view = state.view(seat)
        assert view.dealt == list(state.deal[seat]) and len(view.dealt) == rules.variant.deal.cards
        assert view.discards == discarded[seat]
        assert view.exchanges == [(s, len(cards)) for s, cards in state.exchanges] and len(view.exchanges) == 5
        assert view.to_move == state.to_move


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(EVERY_VARIANT), seed=st.integers(0, 2**32))
def test_games_dealt_from_outside_conserve_cards(variant: str, seed: int) -> None:
    """Any shuffled order, hand after hand: every card of the deck in exactly one place, nobody to move while dealing."""
    rules = rules_of(variant)
    players = rules.variant.players.default
    state = GameState(rules, players, first_dealer=seed % players, shuffle=False, max_hands=2)
    rng = random.Random(seed)
    deals = 0
    while not state.is_over and deals < 6:
        if state.phase == DEAL:
            assert state.to_move == -1 and state.legal_actions() == [] and not any(state.hands)
            state.deal_cards(shuffled_order(rules, players, rng))
            deals += 1
            continue
        places = [c for hand in state.hands for c in hand] + state.trick + list(state.captor) + state.stock + state.dead + state.aside
        assert sorted(places) == list(range(len(rules.card_names)))
        state.apply(rng.choice(state.legal_actions()))
