"""The library of built-in variants: every one valid, playable at every player count,
replayable, and conserving cards; and a brand-new house rule needs no engine change."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules import GameState, Rules, load_variant, resources

from .conftest import run_cli as run

VARIANTS = resources.builtin_variant_ids()
RULES = {variant_id: Rules.from_variant(load_variant(variant_id)) for variant_id in VARIANTS}



def test_at_least_twenty_variants_each_citing_a_source() -> None:
    assert len(VARIANTS) >= 20
    for rules in RULES.values():
        assert rules.variant.sources and all(s.title for s in rules.variant.sources), rules.variant.id


CASES = [(v, n) for v in VARIANTS for n in range(RULES[v].variant.players.min, RULES[v].variant.players.max + 1)]


@pytest.mark.parametrize(("variant_id", "players"), CASES)
def test_simulate_and_replay_every_player_count(variant_id: str, players: int, tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    result = run(
        "simulate", variant_id, "--games", "3", "--players", str(players), "--seed", "11",
        "--bots", "random", "--max-hands", "12", "--record", str(record),
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert run("replay", str(record)).exit_code == 0
    for line in record.read_text(encoding="utf-8").splitlines():
        assert json.loads(line)["players"] == players


def places(state: GameState) -> list[int]:
    """Every card of the deck, by where it is: hands, the table, captured, stock, aside, out of play."""
    held = [c for hand in state.hands for c in hand]
    return held + state.trick + list(state.captor) + state.stock + state.aside + state.dead


@settings(max_examples=80, deadline=None)
@given(variant_id=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32))
def test_every_card_is_in_exactly_one_place_at_all_times(variant_id: str, seed: int) -> None:
    rules = RULES[variant_id]
    deck = list(range(len(rules.card_names)))
    rng = random.Random(seed)
    players = rng.randint(rules.variant.players.min, rules.variant.players.max)
    state = GameState(rules, players, seed=seed, max_hands=3)
    played: set[int] = set()
    hands_done = 0
    while not state.is_over:
        assert sorted(places(state)) == deck, "a card is missing or in two places"
        state.apply(rng.choice(state.legal_actions()))
        if len(state.history) > hands_done:  # a hand ended: no card was played twice in it
            hand = state.history[hands_done]
            plays = [c for trick in hand.tricks for c in trick.plays]
            assert len(plays) == len(set(plays))
            played.clear()
            hands_done += 1
    assert sorted(places(state)) == deck


HOUSE_RULES = """\
# Our table: partnership, to 21, Low to whoever was dealt it,
# the dealer may not steal, and one joker ranking below the Two.
id: kitchen-table
extends: partnership-pitch
name: Kitchen Table Pitch
description: Partnership pitch the way we play it at home.
deck:
  jokers:
    - {id: JK, name: Joker}
trump:
  ranking: [A, K, Q, J, T, "9", "8", "7", "6", "5", "4", "3", "2", JK]
auction:
  dealer_steals: []
points:
  - id: low
    description: the lowest natural trump in play, to the team of the player dealt it
    card: lowest(of_suit(in_play, trump))
    to: holder(card)
game:
  target: 21
"""


def test_a_new_house_rule_file_plays_through_the_cli(tmp_path: Path) -> None:
    path = tmp_path / "kitchen-table.yaml"
    path.write_text(HOUSE_RULES, encoding="utf-8")
    assert run("validate", str(path)).exit_code == 0
    record = tmp_path / "games.jsonl"
    result = run("simulate", str(path), "--games", "5", "--seed", "3", "--record", str(record), "--max-hands", "40")
    assert result.exit_code == 0, result.output
    assert run("replay", str(record), "--variant", str(path)).exit_code == 0
    games = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert all(g["variant"] == "kitchen-table" and g["target"] == 21 and g["sides"] == [[0, 2], [1, 3]] for g in games)
    dealt = {c for g in games for h in g["hands"] for cards in h["deal"] for c in cards}
    assert "JK" in dealt
    for game in games:  # the dealer never steals: every bid tops the one before
        for hand in game["hands"]:
            amounts = [b["bid"] for b in hand["bids"] if b["bid"] != "pass"]
            assert amounts == sorted(set(amounts))


def test_the_engine_names_no_built_in_game() -> None:
    """Rules are data: no variant's id is written into the engine, the language, the bots or the loader."""
    package = Path(__file__).parent.parent / "pitch_rules"
    parts = ("engine", "dsl", "bots", "variant", "records")
    source = "\n".join(p.read_text(encoding="utf-8") for part in parts for p in (package / part).rglob("*.py"))
    for variant_id in VARIANTS:
        assert f'"{variant_id}"' not in source and f"'{variant_id}'" not in source, variant_id
