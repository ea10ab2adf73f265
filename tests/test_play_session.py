"""Saved games: typed actions, exact resumption, and clear errors for bad save files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitch_rules import PASS, GameState, Rules, bid, load_variant, play
from pitch_rules.cli import cli
from pitch_rules.play import GameSession, SaveFileError, find_action


def test_typed_actions(auction_pitch: Rules) -> None:
    legal = [PASS, bid(3), bid(4)]
    assert find_action(legal, " PASS ", auction_pitch) == PASS
    assert find_action(legal, "bid   3", auction_pitch) == bid(3)
    assert find_action(legal, "4", auction_pitch) == bid(4)
    assert find_action(legal, "2", auction_pitch) is None  # a bid, but not a legal one
    assert find_action(legal, "TH", auction_pitch) is None
    cards = [play("TH"), play("2C")]
    assert find_action(cards, "10h", auction_pitch) == play("TH")
    assert find_action(cards, "2c", auction_pitch) == play("2C")
    assert find_action(cards, "hello", auction_pitch) is None


def session_after(rules: Rules, moves: int) -> GameSession:
    session = GameSession.new("auction-pitch", rules, 4, 1, ("greedy",) * 4, 12, None)
    for _ in range(moves):
        state = session.state
        session.apply(state.legal_actions()[-1] if session.humans_turn else session.bot_action())
    return session


def test_a_saved_game_resumes_exactly(auction_pitch: Rules, tmp_path: Path) -> None:
    session = session_after(auction_pitch, 40)
    path = tmp_path / "game.json"
    session.save(path)
    resumed = GameSession.load(path)
    assert resumed.actions == session.actions
    assert resumed.state.history == session.state.history
    assert resumed.state.hands == session.state.hands and resumed.state.to_move == session.state.to_move
    for _ in range(30):  # bots go on choosing the same actions, and the deals come out the same
        if session.state.is_over:
            break
        action = session.state.legal_actions()[0] if session.humans_turn else session.bot_action()
        other = resumed.state.legal_actions()[0] if resumed.humans_turn else resumed.bot_action()
        assert action == other
        session.apply(action)
        resumed.apply(other)
    assert resumed.state.history == session.state.history


FAMILY = Path(__file__).resolve().parent / "family"


@pytest.mark.parametrize("variant", ["seven-up", "pedro-draw", "jokers", "commercial"])
def test_every_kind_of_action_can_be_typed_saved_and_resumed(variant: str, tmp_path: Path) -> None:
    path = str(FAMILY / f"{variant}.yaml")
    rules = Rules.from_variant(load_variant(path))
    eldest = GameState(rules, 4, seed=3).eldest  # the seat that begs, first to bid
    session = GameSession.new(path, rules, 4, eldest, ("greedy",) * 4, 3, None)
    kinds = set()
    while len(session.state.history) < 2 and not session.state.is_over:
        legal = session.state.legal_actions()
        if session.humans_turn:  # the person types each choice as it is shown
            typed = [find_action(legal, str(action).upper(), rules) for action in legal]
            assert typed == legal
            kinds.update(action.kind for action in legal)
            session.apply(legal[len(session.actions) % len(legal)])
        else:
            session.apply(session.bot_action())
    session.save(tmp_path / "game.json")
    assert GameSession.load(tmp_path / "game.json").state.history == session.state.history
    expected = {
        "seven-up": {"stand", "beg"},
        "pedro-draw": {"bid", "discard"},
        "jokers": {"bid", "play"},
        "commercial": {"pitch", "sell"},
    }[variant]
    assert expected <= kinds


def broken(saved: dict[str, object], **changes: object) -> dict[str, object]:
    return {**saved, **changes}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda s: "{not json", ":1:2: not a saved game (bad JSON"),
        (lambda s: json.dumps(broken(s, format="other")), 'not a saved game (no "format"'),
        (lambda s: json.dumps(broken(s, seed="x")), "'seed' is missing or not a whole number"),
        (lambda s: json.dumps(broken(s, bots=["greedy", "human", "clever", "greedy"])), "unknown bot 'clever'"),
        (lambda s: json.dumps(broken(s, actions=["pass", "pass", "9Z"])), "action 3 ('9Z') is not legal there"),
        (lambda s: json.dumps(broken(s, variant="no-such-variant")), "cannot be loaded"),
    ],
)
def test_bad_save_files_are_reported(auction_pitch: Rules, tmp_path: Path, change: object, words: str) -> None:
    path = tmp_path / "game.json"
    session_after(auction_pitch, 3).save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(change(saved), encoding="utf-8")  # type: ignore[operator]
    with pytest.raises(SaveFileError) as caught:
        GameSession.load(path)
    assert str(caught.value).startswith(str(path)) and words in str(caught.value)
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1 and words in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("play",),
        ("play", "auction-pitch", "--seat", "4"),
        ("play", "auction-pitch", "--bots", "clever"),
        ("play", "auction-pitch", "--players", "9"),
        ("play", "auction-pitch", "--resume", "no-such-file.json"),
        ("play", "no-such-variant"),
    ],
)
def test_play_usage_errors(args: tuple[str, ...]) -> None:
    assert CliRunner().invoke(cli, list(args)).exit_code == 2
