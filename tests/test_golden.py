"""Golden transcripts: a seeded game per built-in variant, every action and outcome.

A change that alters how any game plays or scores shows up here as a diff.
When the change is intended, regenerate with ``PITCH_RULES_UPDATE_GOLDEN=1
python -m pytest tests/test_golden.py`` and review the diff before committing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pitch_rules import Rules, load_variant
from pitch_rules import resources
from pitch_rules.records import dumps, game_record, game_transcript
from pitch_rules.simulate import play_game

GOLDEN = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("PITCH_RULES_UPDATE_GOLDEN") == "1"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing golden file {path}; run with PITCH_RULES_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), f"{name} drifted from its golden transcript"


@pytest.mark.parametrize("variant_id", resources.builtin_variant_ids())
def test_seeded_game_transcript(variant_id: str) -> None:
    """Two seeded hands of every built-in variant, greedy and random bots alternating."""
    rules = Rules.from_variant(load_variant(variant_id))
    players = rules.variant.players.default
    state = play_game(rules, players, 1, [("greedy", "random")[seat % 2] for seat in range(players)], max_hands=2)
    check_golden(f"{variant_id}-seed-1.txt", game_transcript(state))
    check_golden(f"{variant_id}-seed-1.jsonl", dumps(game_record(state)) + "\n")
