"""Scoring's shortcuts give what the rules as written give.

``score_hand`` reuses its evaluation contexts, makes the set of cards in play only
when a rule needs it, awards a point to ``captor(card)`` without evaluating the rule,
scores a plain ``won`` without evaluating it, shares each point's awards and
evaluates common shapes of rule with one closure each (the language's own tests
compare those closures with the plain ones one by one). Here hands are scored
again as the rules are written: a new context with every fact of the hand, each
rule compiled plainly (one closure per part) and evaluated, no shortcut; the
outcomes must be the same. The games cover every built-in variant (partnerships,
teams for one hand, jokers, trumps that rank alike), and hand-built deals put
those where they decide.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.bots import RandomBot
from pitch_rules.dsl import MAX_NUMBER, Deck, EvalContext, Expression, NumberLimitError, compile_expression
from pitch_rules.engine.results import Award
from pitch_rules.resources import builtin_variant_ids
from pitch_rules.simulate import play_game
from pitch_rules.variant.loader import RULE_NAMES
from pitch_rules.variant.model import Variant

Plain = Callable[[EvalContext], Any]


class PlainRules:
    """A variant's scoring rules compiled plainly: one closure per part of each, as written."""

    def __init__(self, variant: Variant) -> None:
        deck = variant.deck
        self.deck = Deck(deck.ranks, deck.suits, tuple(joker.id for joker in deck.jokers))
        self.points = [
            (p.id, p.value, None if p.card is None else self.compiled(p.card, "card"), self.compiled(p.to, "to"))
            for p in variant.points
        ]
        contract = variant.contract
        self.made = self.compiled(contract.made, "made")
        self.bidder = self.compiled(contract.bidder, "bidder")
        self.others = self.compiled(contract.others, "others")
        self.winner = self.compiled(variant.game.winner, "winner")

    def compiled(self, rule: Expression, name: str) -> Plain:
        return compile_expression(rule.source, rule.type, RULE_NAMES[name], self.deck, plain=True).evaluate


def per_side(members: Sequence[Sequence[int]], by_team: Sequence[int]) -> list[int]:
    """A number per team as a number per side of the game."""
    result = [0] * sum(map(len, members))
    for team, sides in enumerate(members):
        for side in sides:
            result[side] = by_team[team]
    return result


def score_as_written(rules: Rules, plain: PlainRules, state: GameState) -> tuple[Any, ...]:
    """What the hand's record and the game's winner should be: awards, won, game points, made, changes, scores, winner."""
    trump = state.trump if state.trump is not None else rules.no_trump
    scores = list(state.scores)
    if not state.hand_sides:
        outcome = list(_score(rules, plain, state, trump, state.side_of, len(state.sides), scores))
    else:
        team_of = [0] * state.players
        for team, seats in enumerate(state.hand_sides):
            for seat in seats:
                team_of[seat] = team
        members = [[state.side_of[seat] for seat in seats] for seats in state.hand_sides]
        outcome = list(_score(rules, plain, state, trump, team_of, len(members), scores, members))
        outcome[0] = tuple(a if a.side is None else a._replace(side=members[a.side][0]) for a in outcome[0])
        outcome[1] = tuple(per_side(members, outcome[1]))
        own_points = [0] * len(state.sides)
        for card, seat in state.captor.items():
            own_points[state.side_of[seat]] += rules.trick_value[card]
        outcome[2] = tuple(own_points)
    if any(state.hand_changes):
        outcome[4] = tuple(a + b for a, b in zip(state.hand_changes, outcome[4]))
    return (*outcome[:5], tuple(scores), outcome[5])


def _score(
    rules: Rules,
    plain: PlainRules,
    state: GameState,
    trump: int,
    side_of: Sequence[int],
    sides: int,
    scores: list[int],
    members: list[list[int]] | None = None,
) -> tuple[Any, ...]:
    """``score_hand`` as it was before its shortcuts, on plain rules and a new context with every fact set."""
    captor_side = {card: side_of[seat] for card, seat in state.captor.items()}
    # Who held each card in play: kept by play when a rule reads it (or set by the test), else who played it.
    players = state.players
    held = state.holder or {card: (t.leader + k) % players for t in state.tricks for k, card in enumerate(t.plays)}
    holder_side = {card: side_of[seat] for card, seat in held.items()}
    game_points = [0] * sides
    for card, side in captor_side.items():
        game_points[side] += rules.trick_value[card]
    bidder = side_of[state.bidder] if state.bidder >= 0 else None
    ctx = EvalContext(
        trump=trump,
        in_play=frozenset(holder_side),
        bidder=bidder,
        bid=state.high_bid,
        trick_points=game_points,
        captor_seat=captor_side,
        holder_seat=holder_side,
        card_power=rules.power[trump],
        card_is_trump=rules.is_trump[trump],
        card_index=rules.card_by_rank_suit,
        natural_suit=rules.suit_of,
        off_suit=rules.off_suit,
        scores=scores,
        target=state.target,
        seat_side=range(sides),
        in_play_index=frozenset(holder_side),
    )
    ctx.card_rank, ctx.card_value = rules.rank_of, rules.trick_value
    ctx.dealer, ctx.eldest = side_of[state.dealer], side_of[state.eldest]
    won = [0] * sides
    awards, awarded = [], []
    for point_id, worth, card_of, to in plain.points:
        ctx.card = card_of(ctx) if card_of is not None else None
        side = to(ctx)
        if side is not None:
            won[side] += worth
        awards.append(Award(point_id, side, ctx.card))
        awarded.append((side, worth))
    ctx.points_won = won
    made = False
    if bidder is not None:
        ctx.won, ctx.side = won[bidder], bidder
        ctx.made = made = bool(plain.made(ctx))
    changes = [0] * sides
    for side in range(sides):
        ctx.won, ctx.side = won[side], side
        changes[side] = (plain.bidder if side == bidder else plain.others)(ctx)
    ctx.awards = awarded
    if members is not None:
        changes = per_side(members, changes)
        ctx.bidder = None if bidder is None else members[bidder][0]
        ctx.awards = [
            (side, value)
            for team, value in awarded
            for side in ([None] if team is None else [ctx.bidder] if team == bidder and not made else members[team])
        ]
        ctx.points_won = per_side(members, won)
        ctx.dealer, ctx.eldest = state.side_of[state.dealer], state.side_of[state.eldest]
    for side, change in enumerate(changes):
        scores[side] += change
    ctx.won = won[bidder] if bidder is not None else 0
    ctx.side = None
    ctx.scores_before = state.scores_at_deal if state.scores_at_deal is not None else tuple(map(int.__sub__, scores, changes))
    ctx.during = state.during
    return tuple(awards), tuple(won), tuple(game_points), made, tuple(changes), plain.winner(ctx)


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every hand finished while the test runs is checked against its rules as written; the list names the variants."""
    plain: dict[int, PlainRules] = {}
    finished: list[str] = []
    finish = GameState._finish_hand

    def finish_and_check(state: GameState) -> None:
        rules = state.rules
        if id(rules) not in plain:
            plain[id(rules)] = PlainRules(rules.variant)
        expected = score_as_written(rules, plain[id(rules)], state.copy())
        finish(state)
        hand = state.history[-1]
        assert (hand.awards, hand.won, hand.game_points, hand.made, hand.score_changes, hand.scores) == expected[:6]
        assert state.winner == expected[6] or expected[6] is None and state.final_deal is not None  # won in the next deal
        finished.append(rules.variant.id)

    monkeypatch.setattr(GameState, "_finish_hand", finish_and_check)
    yield finished


@pytest.mark.parametrize("variant_id", builtin_variant_ids())
def test_every_hand_scores_as_its_rules_are_written(variant_id: str, checked: list[str]) -> None:
    rules = Rules.from_variant(load_variant(variant_id))
    players = rules.variant.players
    for count in sorted({players.min, players.max}):
        for seed in range(6):
            play_game(rules, count, seed, ["random", "greedy"] * 4, max_hands=25)
    assert len(checked) >= 12


def test_scoring_contexts_are_shared_and_see_only_their_own_hand(checked: list[str]) -> None:
    """Two games of one variant, played a move each in turn, score with the variant's contexts and never each other's facts."""
    rules = Rules.from_variant(load_variant("minnesota-smear"))
    games = [GameState(rules, 4, seed=seed, max_hands=6) for seed in (1, 2)]
    bots = [RandomBot(random.Random(seat)) for seat in range(4)]
    while not all(game.is_over for game in games):
        for game in games:
            if not game.is_over:
                game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    assert len(checked) == 12
    assert sum(map(len, rules.scoring_contexts)) >= 1


# ----- hand-built hands where a shortcut decides ------------------------------------------------------


def scored(
    variant: str,
    players: int,
    trump: str,
    held: dict[str, int],
    captured: dict[str, int],
    *,
    bidder: int = 0,
    bid: int = 2,
    scores: Sequence[int] | None = None,
    settings: Sequence[str] = (),
) -> tuple[Any, ...]:
    """A hand of ``variant`` as dealt (``held``: card to seat) and won (``captured``), scored and checked against its rules."""
    rules = Rules.from_variant(load_variant(variant, settings))
    state = GameState(rules, players, seed=0, max_hands=1, scores=scores)
    state.trump = rules.variant.deck.suits.index(trump)
    state.holder = {rules.card_by_name[name]: seat for name, seat in held.items()}
    state.captor = {rules.card_by_name[name]: seat for name, seat in captured.items()}
    state.bidder, state.high_bid = bidder, bid
    expected = score_as_written(rules, PlainRules(rules.variant), state.copy())
    outcome = state._score(state.trump, state.side_of, len(state.sides))
    assert (*outcome[:5], tuple(state.scores), outcome[5]) == expected
    return expected


def test_high_between_trumps_that_rank_alike_is_the_rules_pick() -> None:
    """Minnesota Smear's two jokers rank alike: the higher of them in play, with both there, decides High as written."""
    rules = Rules.from_variant(load_variant("minnesota-smear"))
    held = {"HJ": 0, "LJ": 1, "TH": 2, "9H": 3, "2S": 0, "3D": 1}
    awards = scored("minnesota-smear", 4, "H", held, {"HJ": 0, "LJ": 1, "TH": 1, "9H": 0, "2S": 0, "3D": 1})[0]
    in_play = frozenset(rules.card_by_name[name] for name in held)
    power = rules.power[rules.variant.deck.suits.index("H")]
    pick = max((card for card in in_play if power[card] >= power[rules.card_by_name["TH"]]), key=power.__getitem__)
    high = next(award for award in awards if award.point == "high")
    assert rules.card_names[pick] in ("HJ", "LJ") and high == (high.point, [0, 1][pick - 52], pick)


def test_low_between_trumps_that_rank_alike_is_the_rules_pick() -> None:
    held = {"HJ": 0, "LJ": 1, "AH": 2, "2S": 3}
    scored("minnesota-smear", 4, "H", held, {"HJ": 1, "LJ": 0, "AH": 0, "2S": 1})


def test_a_joker_low_and_points_to_the_holder() -> None:
    """The joker ranks lowest but Low is the lowest trump by its face, to whoever was dealt it; the joker scores to its captor."""
    held = {"JK": 0, "3H": 1, "9H": 2, "AS": 0, "KS": 1, "TS": 2}
    outcome = scored("auction-pitch-joker", 3, "H", held, {"JK": 1, "3H": 2, "9H": 2, "AS": 0, "KS": 1, "TS": 0})
    assert {award.point: award.side for award in outcome[0]} == {"high": 2, "low": 1, "jack": None, "joker": 1, "game": 0}


def test_a_partnership_scores_its_seats_together() -> None:
    held = {"AH": 0, "2H": 1, "JH": 2, "TS": 3, "KS": 0, "QS": 1}
    outcome = scored("partnership-pitch", 4, "H", held, {"AH": 2, "2H": 3, "JH": 0, "TS": 1, "KS": 1, "QS": 1})
    assert {award.point: award.side for award in outcome[0]} == {"high": 0, "low": 1, "jack": 0, "game": 1}


def test_beyond_the_limit_a_score_stops_the_hand_as_before() -> None:
    with pytest.raises(NumberLimitError, match="adding the contract's others rule to side 1's score"):
        scored("auction-pitch", 3, "H", {"AH": 0, "2H": 1}, {"AH": 0, "2H": 1}, scores=[0, MAX_NUMBER, 0])


def test_a_scoring_rule_may_read_the_trick_points_table() -> None:
    """The contexts carry every table of the variant: ``counters`` in a point's rule (it failed there before)."""
    held = {"AH": 0, "TH": 1, "2H": 2, "5S": 0}
    awards = scored("auction-pitch", 3, "H", held, dict(held), settings=["points.high.card=highest(counters(in_play))"])[0]
    assert awards[0] == ("high", 0, 12 + 13)
