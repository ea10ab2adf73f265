"""The OpenSpiel game and the PettingZoo environment (the ``rl`` extra): registration, random play, hidden cards.

Skipped, with the reason, only when the extra is not installed.
"""

from __future__ import annotations

import random
import re
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pitch_rules import load_variant
from pitch_rules.resources import builtin_variant_ids

INSTALL = "the rl extra is not installed (pip install -e '.[rl]')"
pyspiel = pytest.importorskip("pyspiel", reason=INSTALL)
pytest.importorskip("pettingzoo", reason=INSTALL)

from pettingzoo.test import api_test  # noqa: E402

from pitch_rules.openspiel import PitchState, resample  # noqa: E402
from pitch_rules.pettingzoo import env, raw_env  # noqa: E402

TESTS = Path(__file__).resolve().parent
TEST_VARIANTS = {  # between them: a sale, rounds, an exchange, a widow, a face-up stock, begging, teams for one hand, a call,
    # players folding out of trumps
    "call-partner": TESTS / "family" / "call-partner.yaml",
    "cutthroat": TESTS / "family" / "cutthroat.yaml",
    "commercial": TESTS / "family" / "commercial.yaml",
    "rounds": TESTS / "family" / "rounds.yaml",
    "cinch-style": TESTS / "data" / "variants" / "cinch-style.yaml",
    "widow-style": TESTS / "data" / "variants" / "widow-style.yaml",
    "stock-style": TESTS / "data" / "variants" / "stock-style.yaml",
    "seven-up": TESTS / "family" / "seven-up.yaml",
    "trumps-only": TESTS / "family" / "trumps-only.yaml",
}


def load(variant: str | Path, **params: Any) -> Any:
    return pyspiel.load_game("pitch_rules", {"variant": str(variant), **params})


def test_registered_with_parameters_and_a_house_file(tmp_path: Path) -> None:
    assert "pitch_rules" in pyspiel.registered_names()
    game = load("smear", players=4)
    assert game.num_players() == 4 and game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert (game.min_utility(), game.max_utility()) == (-1.0, 1.0)
    assert game.num_distinct_actions() == len(game.setup.rules.actions)
    house = tmp_path / "house.yaml"
    house.write_text("id: house\nextends: smear\nname: House Smear\ngame:\n  target: 15\n", encoding="utf-8")
    hand = load(house, mode="hand")
    assert hand.setup.rules.variant.name == "House Smear" and hand.setup.target == 15
    assert hand.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert load("auction-pitch").num_players() == 4  # players 0: the variant's usual number


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"variant": "smear", "players": 3}, "for 4 to 4 players, not 3"),
        ({"variant": "smear", "mode": "rubber"}, "mode must be one of match, hand"),
        ({"variant": "no-such-game"}, "no-such-game"),
        ({"variant": "smear", "max_deals": 0}, "max_deals must be at least 1"),
    ],
)
def test_bad_parameters_are_refused_by_name(params: dict[str, Any], message: str) -> None:
    with pytest.raises(Exception, match=message):
        pyspiel.load_game("pitch_rules", params)


def player_counts(variant: str) -> range:
    allowed = load_variant(variant).players
    return range(allowed.min, allowed.max + 1)


@pytest.mark.parametrize("variant", builtin_variant_ids())
def test_random_simulations_of_every_variant_and_player_count(variant: str) -> None:
    usual = load_variant(variant).players.default
    for players in player_counts(variant):
        pyspiel.random_sim_test(load(variant, players=players, mode="hand"), num_sims=1, serialize=players == usual, verbose=False)
    match = load(variant, max_deals=3)  # whole deals one after the other, then cut off
    pyspiel.random_sim_test(match, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", sorted(TEST_VARIANTS))
def test_random_simulations_of_every_kind_of_action(name: str) -> None:
    pyspiel.random_sim_test(load(TEST_VARIANTS[name], mode="hand"), num_sims=2, serialize=True, verbose=False)


def test_a_whole_match_is_won_and_the_chance_deals_are_the_engines() -> None:
    game = load("all-fours")
    state = game.new_initial_state()
    rng = random.Random(3)
    kinds = set()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            assert sum(probabilities) == pytest.approx(1.0) and len(set(probabilities)) == 1
            state.apply_action(rng.choice(outcomes))
        else:
            action = rng.choice(state.legal_actions())
            kinds.add(game.setup.rules.actions[action].kind)
            assert state.action_to_string(state.current_player(), action) == str(game.setup.rules.actions[action])
            state.apply_action(action)
    engine = state.table.engine
    assert engine.winner is not None and len(engine.history) >= 1
    assert sorted(state.returns()) == [-1.0, 1.0] and {"stand", "play"} <= kinds
    assert sorted(engine.history[0].deal[0] + engine.history[0].deal[1]) != sorted(engine.history[-1].deal[0] + engine.history[-1].deal[1])


def random_states(variant: str | Path, seeds: range, mode: str = "hand") -> list[PitchState]:
    """States where a seat is to move, from random play of ``variant``."""
    game = load(variant, mode=mode)
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
                continue
            if rng.random() < 0.3:
                found.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return found


def sight(state: PitchState, seat: int) -> tuple[str, list[float], str, list[float]]:
    return (
        state.information_state_string(seat),
        state.information_state_tensor(seat),
        state.observation_string(seat),
        state.observation_tensor(seat),
    )


@pytest.mark.parametrize("variant", ["auction-pitch", "all-fours", "california-jack", *sorted(TEST_VARIANTS)])
def test_information_states_hold_no_other_seats_hidden_cards(variant: str) -> None:
    """Dealing every card a seat cannot see afresh changes nothing it sees, though the other hands change."""
    path = TEST_VARIANTS.get(variant, variant)
    rng = random.Random(5)
    others_moved = seen_by_others_changed = 0
    for state in random_states(path, range(4)):
        players = state.get_game().num_players()
        for seat in range(players):
            sample = resample(state, seat, rng)
            assert sight(sample, seat) == sight(state, seat)
            assert sample.legal_actions() == state.legal_actions() or state.current_player() != seat
            engine, sampled = state.table.engine, sample.table.engine
            if any(sorted(engine.hands[s]) != sorted(sampled.hands[s]) for s in range(players) if s != seat):
                others_moved += 1
                other = (seat + 1) % players
                seen_by_others_changed += sight(sample, other)[0] != sight(state, other)[0]
    assert others_moved > 0 and seen_by_others_changed > 0  # the check can fail: other seats' own sight does move


def test_ismcts_plays_with_the_engines_resampler() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    from pitch_rules.openspiel import resampler

    game = load("smear", mode="hand")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=np.random.RandomState(1))
    bot.set_resampler(resampler(1))
    state = random_states("smear", range(1))[0]
    action = bot.step(state)
    assert action in state.legal_actions()


@pytest.mark.parametrize("variant", builtin_variant_ids())
def test_pettingzoo_api(variant: str) -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation (space for each agent|is not a NumPy array)")
        api_test(env(variant=variant, mode="hand"), num_cycles=100)


def test_pettingzoo_masks_seeds_and_match_truncation() -> None:
    table = raw_env(variant="smear", mode="match", max_deals=1)
    table.reset(seed=4)
    first = table.observe(table.agent_selection)
    table.reset(seed=4)
    again = table.observe(table.agent_selection)
    assert np.array_equal(first["observation"], again["observation"])
    rng = np.random.default_rng(0)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        mask = observation["action_mask"]
        if termination or truncation:
            table.step(None)
            continue
        assert mask.sum() >= 1 and all(table.observe(other)["action_mask"].sum() == 0 for other in table.agents if other != agent)
        table.step(int(rng.choice(np.flatnonzero(mask))))
    assert table.agents == []  # every agent stepped out after a truncation or a win


LEARNING = TESTS.parent / "docs" / "learning.md"


def test_the_docs_examples_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "house.yaml").write_text("id: house\nextends: smear\nname: House Smear\n", encoding="utf-8")
    namespace: dict[str, Any] = {}
    for block in re.findall(r"```python\n(.*?)```", LEARNING.read_text(encoding="utf-8"), re.S):
        exec(compile(block, str(LEARNING), "exec"), namespace)  # noqa: S102 (the page's own examples)
    totals = namespace["totals"]
    assert set(totals) == {"random", "untrained"} and str(totals) in capsys.readouterr().out


def test_the_docs_name_every_piece_of_the_tensors() -> None:
    from pitch_rules.rl.encoding import Encoding

    game = load("auction-pitch")
    names = [name for name, _ in Encoding(game.setup.rules, 4, recall=True).pieces()]
    text = LEARNING.read_text(encoding="utf-8")
    assert all(f"`{name}`" in text for name in names)


def test_a_hand_built_deal_through_chance_scores_as_the_rules_say() -> None:
    """The plain hand of the rules tests: dealer 3, seat 0 bids 2 and takes High, Low, Jack and Game (R4, R14-R18)."""
    from .test_rules_auction_pitch import PLAIN_DEAL, PLAIN_SCRIPT

    game = load("auction-pitch", mode="hand")
    rules = game.setup.rules
    state = game.new_initial_state()
    state.apply_action(3)  # the first dealer
    for packet in range(2):  # packets of three from the dealer's left: seats 0, 1, 2, 3
        for seat in range(4):
            for card in PLAIN_DEAL[seat][3 * packet : 3 * packet + 3]:
                assert state.is_chance_node()
                state.apply_action(rules.card_by_name[card])
    assert state.current_player() == 0
    assert "hand: 3S 4S 5S KH TD TC" in state.information_state_string(1)  # in deck order
    for word in PLAIN_SCRIPT.split():
        state.apply_action(rules.action_number[rules.action_for(word)])
    assert state.is_terminal() and state.returns() == [4.0, 0.0, 0.0, 0.0]


def test_a_seat_that_has_folded_is_never_asked_to_move() -> None:
    """Only trumps played (the deal of tests/test_play_and_auction_rules.py through chance): seat 3 holds no heart
    and seat 1 plays its only one to the first trick; neither is to move again, in OpenSpiel or PettingZoo. Seat 0
    scores High and Game, seat 1 Low, seat 2 the Jack."""
    from .test_play_and_auction_rules import FOLDING_BID, FOLDING_DEAL, FOLDING_TRICKS, TRUMPS_ONLY

    game = load(TRUMPS_ONLY, mode="hand")
    rules = game.setup.rules
    state = game.new_initial_state()
    state.apply_action(3)  # the first dealer
    for packet in range(2):
        for seat in range(4):
            for card in FOLDING_DEAL[seat][3 * packet : 3 * packet + 3]:
                state.apply_action(rules.card_by_name[card])
    movers = []
    for word in (FOLDING_BID + " " + FOLDING_TRICKS).replace("trump H", "trump_H").split():
        movers.append(state.current_player())
        state.apply_action(rules.action_number[rules.action_for(word.replace("_", " "))])
    assert movers[5:] == [0, 1, 2, 2, 0, 2]  # the six cards: seat 3 never, seat 1 once
    assert state.is_terminal() and state.returns() == [2.0, 1.0, 1.0, 0.0]
    table = raw_env(variant=str(TRUMPS_ONLY), mode="hand")
    table.reset(seed=1)
    rng = np.random.default_rng(1)
    for agent in table.agent_iter():
        observation, _, termination, truncation, _ = table.last()
        if termination or truncation:
            table.step(None)
            continue
        engine = table.state.table.engine
        assert engine is not None and table.possible_agents.index(agent) not in engine.folded
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
