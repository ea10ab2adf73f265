"""Replaying a game whose first hand came after thrown-in deals starts from the first deal's dealer."""

from __future__ import annotations

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.records import game_record, replay

from .conftest import ROOT


def test_replay_starts_with_the_dealer_of_the_first_thrown_in_deal() -> None:
    rules = Rules.from_variant(load_variant(ROOT / "tests" / "data" / "variants" / "smear-style.yaml"))
    state = GameState(rules, 4, seed=2, max_hands=1)
    while not state.is_over:
        legal = state.legal_actions()  # everyone passes on the first two deals, which are thrown in
        state.apply(legal[0] if len(state.thrown_in) < 2 else legal[-1])
    record = game_record(state)
    (hand,) = record["hands"]
    assert hand["thrown_in"] and hand["thrown_in"][0]["dealer"] != hand["dealer"]
    assert replay(record, rules) is None
