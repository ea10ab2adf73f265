"""The scoring expression language: semantics, errors, limits and its documentation."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules.dsl import (
    FUNCTIONS,
    MAX_DEPTH,
    MAX_LENGTH,
    VALUES,
    Deck,
    DslError,
    EvalContext,
    Expression,
    Type,
    compile_expression,
)
from pitch_rules.dsl.builtins import SHAPES, captor_of_card
from pitch_rules.engine import Rules
from pitch_rules.variant.loader import RULE_NAMES, load_variant

DECK = Deck(ranks=tuple("23456789TJQKA"), suits=tuple("SHDC"))
ALL_NAMES = frozenset(VALUES) | frozenset(FUNCTIONS)
ROOT = Path(__file__).resolve().parent.parent


def card(text: str) -> int:
    return DECK.suits.index(text[1]) * 13 + DECK.ranks.index(text[0])


def context(**overrides: object) -> EvalContext:
    """Hearts are trump; seat/side 0 captured AH and 2H, side 1 captured JH; 5H held by side 2."""
    power = [c % 13 + (1000 if c // 13 == 1 else 0) for c in range(52)]
    captor = {card("AH"): 0, card("2H"): 0, card("JH"): 1, card("TS"): 1}
    holder = {card("AH"): 1, card("2H"): 0, card("JH"): 1, card("TS"): 1, card("5H"): 2}
    values: dict[str, object] = dict(
        trump=1,
        in_play=frozenset(holder),
        in_play_index=frozenset(holder),
        bidder=0,
        bid=2,
        trick_points=[4, 11, 0],
        captor_seat=captor,
        holder_seat=holder,
        seat_side=range(3),
        card_power=power,
        card_is_trump=[c // 13 == 1 for c in range(52)],
        card_index={(c % 13, c // 13): c for c in range(52)},
        natural_suit=[c // 13 for c in range(52)],
        off_suit=[3, 2, 1, 0],  # S-C and H-D share a colour
        scores=[7, 9, 0],
        target=7,
    )
    values.update(overrides)
    return EvalContext(**values)  # type: ignore[arg-type]


def evaluate(source: str, expected: Type, ctx: EvalContext | None = None) -> object:
    return compile_expression(source, expected, ALL_NAMES, DECK).evaluate(ctx or context())


@pytest.mark.parametrize(
    ("source", "expected", "result"),
    [
        ("highest(trumps(in_play))", Type.CARD, card("AH")),
        ("lowest(trumps(in_play))", Type.CARD, card("2H")),
        ("captor(highest(trumps(in_play)))", Type.SIDE, 0),
        ("holder(highest(trumps(in_play)))", Type.SIDE, 1),
        ("captor(lowest(trumps(in_play)))", Type.SIDE, 0),
        ("holder(dealt('5', trump))", Type.SIDE, 2),
        ("captor(dealt('5', trump))", Type.SIDE, None),  # dealt but never captured
        ("captor(dealt('Q', trump))", Type.SIDE, None),  # not dealt
        ("dealt('J', 'H')", Type.CARD, card("JH")),
        ("count(of_rank(in_play, '2'))", Type.INT, 1),
        ("count(of_rank(in_play, 'J')) + count(of_rank(captured(bidder), 'A'))", Type.INT, 2),  # JH; AH
        ("count(of_rank(in_play, '3'))", Type.INT, 0),
        ("unique_max(trick_points)", Type.SIDE, 1),
        ("count(trumps(in_play))", Type.INT, 4),
        ("count(captured(bidder))", Type.INT, 2),
        ("1 + 2 * 3 - -4", Type.INT, 11),
        ("(1 + 2) * 3", Type.INT, 9),
        ("bid >= 2 and not bid > 2", Type.BOOL, True),
        ("false or bid != 2 or bidder == captor(dealt('A', trump))", Type.BOOL, True),
        ("captor(dealt('Q', trump)) == none", Type.BOOL, True),
        ("if bid >= 3 then 1 else -bid", Type.INT, -2),
        ("if score(bidder) >= target then bidder else none", Type.SIDE, 0),
        ("none", Type.SIDE, None),
    ],
)
def test_semantics(source: str, expected: Type, result: object) -> None:
    assert evaluate(source, expected) == result


@pytest.mark.parametrize("card_rank", [(), tuple(c % 13 for c in range(52))], ids=["ranks-unknown", "ranks-known"])
def test_counts_of_ranks_among_the_same_cards_add_up(card_rank: tuple[int, ...]) -> None:
    """A sum of counts by rank among the same cards, read in one pass when the context knows each card's rank."""
    ctx = context()  # in play: AH 2H JH TS 5H
    ctx.card_rank = card_rank
    counts = "count(of_rank(in_play, '2')) + count(of_rank(in_play, 'J')) + count(of_rank(in_play, '2'))"
    assert evaluate(counts, Type.INT, ctx) == 3  # a rank counted twice counts its card twice
    assert evaluate(f"{counts} + count(of_rank(in_play, '3')) + count(of_rank(in_play, 'T'))", Type.INT, ctx) == 4
    assert evaluate(f"{counts} + count(of_rank(captured(bidder), 'A'))", Type.INT, ctx) == 4  # other cards: AH
    assert evaluate(f"count(of_rank(in_play, 'A')) - ({counts})", Type.INT, ctx) == -2
    assert evaluate(f"count(of_rank(in_play, 'A')) - {counts}", Type.INT, ctx) == 2  # ((1 - 1) + 1) + 1


def test_unique_max_tie_is_none() -> None:
    assert evaluate("unique_max(trick_points)", Type.SIDE, context(trick_points=[11, 11, 0])) is None


def test_highest_of_nothing_is_none() -> None:
    ctx = context(card_is_trump=[False] * 52)
    assert evaluate("highest(trumps(in_play))", Type.CARD, ctx) is None
    assert evaluate("captor(highest(trumps(in_play)))", Type.SIDE, ctx) is None


def error_of(source: str, expected: Type = Type.SIDE, names: frozenset[str] = ALL_NAMES) -> DslError:
    with pytest.raises(DslError) as caught:
        compile_expression(source, expected, names, DECK)
    return caught.value


@pytest.mark.parametrize(
    ("source", "column", "words"),
    [
        ("captor(trumpz)", 8, "unknown name 'trumpz'; did you mean 'trump'?"),
        ("captor(", 8, "expected one of:"),
        ("captor(card))", 13, "unexpected ')'"),
        ("won >= ", 8, "unexpected end of expression"),
        ("bid $ 2", 5, "unexpected character '$'"),
        ("captor(card, card)", 1, "captor() takes 1 argument, got 2"),
        ("captor(bid)", 8, "captor() needs a card for 'card', got a number"),
        ("bid + true", 7, "'+' needs a number, got a true/false"),
        ("dealt('X', trump)", 7, "'X' is not a rank of this deck"),
        ("dealt('J', 'Z')", 12, "'Z' is not a suit of this deck"),
        ("'J'", 1, "quoted text may only name a rank, suit or card"),
        ("captor", 1, "'captor' is a function"),
        ("bid(1)", 1, "'bid' is a value, not a function"),
        ("frobnicate(1)", 1, "unknown name 'frobnicate'"),
        ("if bid > 1 then bidder else 3", 29, "'then' gives a side but 'else' gives a number"),
        ("bidder == bid", 1, "cannot compare a side with a number"),
    ],
)
def test_errors_carry_column_and_message(source: str, column: int, words: str) -> None:
    err = error_of(source)
    assert words in err.message
    assert err.column == column


def test_expected_tokens_are_exact() -> None:
    message = error_of("captor(card) ==").message
    assert "a name" in message and "a number" in message and "'if'" not in message.split("expected")[0]


def test_result_type_is_checked() -> None:
    assert "expression gives a number, but this rule needs a side" in error_of("bid").message


def test_names_are_scoped_per_rule() -> None:
    err = error_of("if first_out == bidder then 1 else 0", Type.INT, RULE_NAMES["bidder"])
    assert err.message == "'first_out' cannot be used in this rule"
    err = error_of("score(bidder)", Type.INT, RULE_NAMES["to"])
    assert err.message == "'score' cannot be used in this rule"
    err = error_of("captor(card)", Type.SIDE, RULE_NAMES["card"])
    assert "'card' cannot be used in this rule" in err.message


def test_length_limit() -> None:
    source = " + ".join(["1"] * (MAX_LENGTH // 3))
    assert "too long" in error_of(source, Type.INT).message


def test_depth_limit() -> None:
    source = "-" * (MAX_DEPTH + 2) + "1"
    assert "nested too deeply" in error_of(source, Type.INT).message
    assert evaluate("-" * (MAX_DEPTH - 2) + "1", Type.INT) == 1


def test_empty_expression() -> None:
    assert error_of("   ").message == "expression is empty"


def test_compiler_never_uses_eval_or_exec() -> None:
    for path in (ROOT / "pitch_rules").rglob("*.py"):
        assert not re.search(r"\b(eval|exec)\(", path.read_text(encoding="utf-8")), path


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcdeilmnoprstuwx_()',=<>!+-*019 JH", max_size=60))
def test_any_text_compiles_or_fails_cleanly(source: str) -> None:
    """Arbitrary text either compiles or raises DslError: never another exception."""
    try:
        compiled = compile_expression(source, Type.INT, ALL_NAMES, DECK)
    except DslError as err:
        assert 1 <= err.column <= len(source) + 1
    else:
        assert isinstance(compiled.evaluate(context()), int)


def test_every_name_is_documented() -> None:
    text = (ROOT / "docs" / "dsl.md").read_text(encoding="utf-8")
    for value in VALUES.values():
        assert f"| `{value.name}` | {value.type.value} | {value.doc} |" in text
    for function in FUNCTIONS.values():
        assert f"| `{function.signature}` | {function.doc} |" in text


# ----- shortcuts: what the compiler builds fewer closures for gives what the rule as written gives -----


def test_constants_are_computed_once() -> None:
    compiled = compile_expression("if 2 * 3 > 5 and not false then -(1 + 2) else bid", Type.INT, ALL_NAMES, DECK)
    assert compiled.evaluate(None) == -3  # type: ignore[arg-type]  # a constant reads nothing of the hand
    assert compile_expression("(1 + 2) * 3", Type.INT, ALL_NAMES, DECK).evaluate(None) == 9  # type: ignore[arg-type]
    assert evaluate("if bid == 2 then 10 else -10", Type.INT) == 10
    assert evaluate("min(bid, 1) + max(0, bid)", Type.INT) == 3
    assert "beyond the limit" in error_of("1000000000 * 2 - 1", Type.INT).message


def test_common_shapes_are_one_closure_and_plain_compiling_keeps_every_part() -> None:
    fast = compile_expression("captor(card)", Type.SIDE, ALL_NAMES, DECK).evaluate
    plain = compile_expression("captor(card)", Type.SIDE, ALL_NAMES, DECK, plain=True).evaluate
    assert fast is captor_of_card and plain is not captor_of_card
    spaced = compile_expression("( captor( card ) )", Type.SIDE, ALL_NAMES, DECK).evaluate
    assert spaced is captor_of_card  # the shape, however it is written
    assert compile_expression("captor(dealt('J', trump))", Type.SIDE, ALL_NAMES, DECK).names == {"captor", "dealt", "trump"}


@pytest.mark.parametrize(
    "source",
    [
        "if unique_max(trick_points) == none then bidder else unique_max(trick_points)",
        "if none != captor(dealt('Q', trump)) then captor(dealt('Q', trump)) else bidder",
        "if captor(dealt('A', trump)) == none then bidder else captor(dealt('K', trump))",
    ],
)
def test_a_value_or_else_is_evaluated_once_as_written(source: str) -> None:
    fast = compile_expression(source, Type.SIDE, ALL_NAMES, DECK)
    plain = compile_expression(source, Type.SIDE, ALL_NAMES, DECK, plain=True)
    for tally in ([4, 11, 0], [11, 11, 0]):
        assert fast.evaluate(context(trick_points=tally)) == plain.evaluate(context(trick_points=tally))
    assert ("unless_none" in fast.evaluate.__qualname__) == ("'K'" not in source)


def test_in_play_is_made_from_the_index_when_a_rule_reads_it() -> None:
    ctx = context(in_play=None, in_play_index={card("AH"): 1, card("2H"): 0, card("JH"): 1, card("TS"): 1, card("5H"): 2})
    assert evaluate("dealt('J', trump)", Type.CARD, ctx) == card("JH") and ctx.in_play is None
    assert evaluate("count(trumps(in_play))", Type.INT, ctx) == 4
    assert ctx.in_play == frozenset(ctx.in_play_index)


ENGINE_RULES = [
    Rules.from_variant(load_variant(name, settings))
    for name, settings in (
        ("auction-pitch", ()),
        ("minnesota-smear", ()),  # jokers that rank alike, off-jack, partnerships
        ("pitch-11", ()),  # an off-ace, two jokers
        ("auction-pitch-joker", ('trump.ranking=[A, K, Q, J, T, "9", "8", "7", "6", "5", "4", ["3", "2"], JK]',)),
        ("all-fours", ()),  # no jokers, two players
    )
]
_CARDS_OF = "in_play hand trumps(in_play) captured(bidder) of_suit(in_play, trump)".split()


def _deck(rules: Rules) -> Deck:
    """The deck the language knows of ``rules``' variant."""
    deck = rules.variant.deck
    return Deck(deck.ranks, deck.suits, tuple(joker.id for joker in deck.jokers))


def _filled(shape: str, card_name: str | None) -> str:
    """A shape of :data:`SHAPES` with each hole filled: a rank, or ``card_name`` in ``dealt_card``."""
    return re.sub(r"(?<![\w'])_(?![\w'])", card_name if shape.startswith("dealt_card") and card_name else "'J'", shape)


@cache
def _expressions(typ: Type, depth: int) -> st.SearchStrategy[str]:
    """Well-typed expressions of ``typ`` over every name of the language, nested at most ``depth`` deep."""
    leaves: dict[Type, list[str]] = {
        Type.INT: ["bid", "won", "target", "opponents_won", "0", "1", "3", "12"],
        Type.BOOL: ["made", "true", "false"],
        Type.SIDE: ["bidder", "side", "dealer", "eldest", "none", "first_out", "first_out_bidder_first"],
        Type.CARD: ["card", "none", "dealt('J', trump)", "dealt('5', off(trump))", "dealt_card('JK')"],
        Type.CARDS: _CARDS_OF,
        Type.SUIT: ["trump", "off(trump)", "'H'", "'S'"],
        Type.TALLY: ["trick_points", "scores", "points_won"],
    }
    shapes = [_filled(text, "'JK'") for text in SHAPES]
    leaves[Type.CARD] += [s for s in shapes if s.startswith(("highest", "lowest", "dealt"))]
    leaves[Type.SIDE] += [s for s in shapes if s.startswith(("captor", "holder", "unique_max", "if score"))]
    leaves[Type.INT] += ["score(bidder)", "if made then won else -bid"]
    leaves[Type.BOOL] += ["won >= bid"]
    leaf = st.sampled_from(leaves[typ])
    if depth == 0:
        return leaf

    def sub(inner: Type) -> st.SearchStrategy[str]:
        return _expressions(inner, depth - 1)

    rank = st.sampled_from(["'2'", "'3'", "'J'", "'A'"])
    compound: dict[Type, list[st.SearchStrategy[str]]] = {
        Type.INT: [
            st.tuples(sub(Type.INT), st.sampled_from("+-*"), sub(Type.INT)).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
            sub(Type.INT).map(lambda e: f"-{e}"),
            sub(Type.CARDS).map(lambda e: f"count({e})"),
            st.tuples(st.sampled_from(["score", "won_by"]), sub(Type.SIDE)).map(lambda t: f"{t[0]}({t[1]})"),
            st.tuples(st.sampled_from(["min", "max"]), sub(Type.INT), sub(Type.INT)).map(lambda t: f"{t[0]}({t[1]}, {t[2]})"),
            st.tuples(st.sampled_from(["most", "least", "second"]), sub(Type.TALLY)).map(lambda t: f"{t[0]}({t[1]})"),
            st.tuples(sub(Type.CARDS), rank).map(lambda t: f"count(of_rank({t[0]}, {t[1]}))"),
            st.tuples(sub(Type.CARDS), st.lists(rank, min_size=2, max_size=4)).map(
                lambda t: "(" + " + ".join(f"count(of_rank({t[0]}, {r}))" for r in t[1]) + ")"
            ),
            st.tuples(sub(Type.BOOL), sub(Type.INT), sub(Type.INT)).map(lambda t: f"if {t[0]} then {t[1]} else {t[2]}"),
        ],
        Type.BOOL: [
            st.tuples(sub(Type.INT), st.sampled_from([">=", "<=", ">", "<", "==", "!="]), sub(Type.INT)).map(" ".join),
            st.tuples(sub(Type.SIDE), st.sampled_from(["==", "!="]), sub(Type.SIDE)).map(" ".join),
            st.tuples(sub(Type.CARD), st.sampled_from(["==", "!="]), sub(Type.CARD)).map(" ".join),
            sub(Type.BOOL).map(lambda e: f"not ({e})"),
            st.tuples(sub(Type.BOOL), st.sampled_from(["and", "or"]), sub(Type.BOOL)).map(lambda t: f"({t[0]} {t[1]} {t[2]})"),
        ],
        Type.SIDE: [
            st.tuples(st.sampled_from(["captor", "holder"]), sub(Type.CARD)).map(lambda t: f"{t[0]}({t[1]})"),
            sub(Type.TALLY).map(lambda e: f"unique_max({e})"),
            sub(Type.SIDE).map(lambda e: f"opponent({e})"),
            st.tuples(sub(Type.BOOL), sub(Type.SIDE), sub(Type.SIDE)).map(lambda t: f"if {t[0]} then {t[1]} else {t[2]}"),
            st.tuples(sub(Type.SIDE), sub(Type.SIDE)).map(lambda t: f"if {t[0]} == none then {t[1]} else {t[0]}"),
            st.tuples(sub(Type.SIDE), sub(Type.SIDE)).map(lambda t: f"if none != {t[0]} then {t[0]} else {t[1]}"),
        ],
        Type.CARD: [
            st.tuples(st.sampled_from(["highest", "lowest"]), sub(Type.CARDS)).map(lambda t: f"{t[0]}({t[1]})"),
            st.tuples(rank, sub(Type.SUIT)).map(lambda t: f"dealt({t[0]}, {t[1]})"),
            st.tuples(sub(Type.BOOL), sub(Type.CARD), sub(Type.CARD)).map(lambda t: f"if {t[0]} then {t[1]} else {t[2]}"),
            st.tuples(sub(Type.CARD), sub(Type.CARD)).map(lambda t: f"if {t[0]} == none then {t[1]} else {t[0]}"),
        ],
        Type.CARDS: [
            st.tuples(st.sampled_from(["trumps", "counters"]), sub(Type.CARDS)).map(lambda t: f"{t[0]}({t[1]})"),
            sub(Type.SIDE).map(lambda e: f"captured({e})"),
            st.tuples(sub(Type.CARDS), sub(Type.SUIT)).map(lambda t: f"of_suit({t[0]}, {t[1]})"),
            st.tuples(sub(Type.CARDS), rank).map(lambda t: f"of_rank({t[0]}, {t[1]})"),
        ],
        Type.SUIT: [sub(Type.SUIT).map(lambda e: f"off({e})")],
        Type.TALLY: [],
    }
    return st.one_of(leaf, *compound[typ])


@st.composite
def engine_contexts(draw: st.DrawFn) -> tuple[Rules, Callable[[bool], EvalContext]]:
    """A variant's rules and a maker of the context of a hand of it, as scoring sets it (``lazy``) or with every fact set."""
    rules = draw(st.sampled_from(ENGINE_RULES))
    cards = len(rules.card_names)
    sides = draw(st.integers(2, 4))
    seats = sides * draw(st.sampled_from([1, 2])) if sides < 4 else sides
    seat_side = [seat % sides for seat in range(seats)]
    dealt = draw(st.lists(st.integers(0, cards - 1), unique=True, min_size=1, max_size=min(cards, 8 * seats)))
    holder = {c: draw(st.integers(0, seats - 1)) for c in dealt}
    captor = {c: draw(st.integers(0, seats - 1)) for c in dealt if draw(st.booleans())}
    side_or_none = st.one_of(st.none(), st.integers(0, sides - 1))
    numbers = st.lists(st.integers(-30, 60), min_size=sides, max_size=sides)
    facts = dict(
        trump=draw(st.integers(0, rules.no_trump)),
        bidder=draw(side_or_none),
        bid=draw(st.integers(0, 11)),
        trick_points=draw(numbers),
        scores=draw(numbers),
        target=draw(st.integers(-5, 60)),
        card=draw(st.one_of(st.none(), st.sampled_from(dealt), st.integers(0, cards - 1))),
        side=draw(side_or_none),
        won=draw(st.integers(0, 20)),
        made=draw(st.booleans()),
        awards=draw(st.lists(st.tuples(side_or_none, st.integers(1, 9)), max_size=9)),
        scores_before=draw(numbers),
        during=draw(st.lists(st.tuples(st.integers(0, sides - 1), st.integers(-5, 5)), max_size=3)),
        dealer=draw(st.integers(0, sides - 1)),
        eldest=draw(st.integers(0, sides - 1)),
        points_won=draw(numbers),
        hand=dealt[:6],
    )

    def make(lazy: bool) -> EvalContext:
        ctx = rules.context(facts["trump"])  # type: ignore[arg-type]
        for name, value in facts.items():
            setattr(ctx, name, list(value) if isinstance(value, list) else value)
        ctx.captor_seat, ctx.holder_seat, ctx.seat_side = captor, holder, seat_side
        ctx.in_play, ctx.in_play_index = (None, holder) if lazy else (frozenset(holder), frozenset(holder))
        return ctx

    return rules, make


def _outcome(evaluate: Callable[[EvalContext], object], ctx: EvalContext) -> object:
    try:
        return evaluate(ctx)
    except Exception as err:  # noqa: BLE001 - a rule that fails must fail the same way either way
        return type(err)


@settings(max_examples=600, deadline=None)
@given(
    engine_contexts(),
    st.sampled_from([Type.INT, Type.BOOL, Type.SIDE, Type.CARD]).flatmap(lambda t: st.tuples(st.just(t), _expressions(t, 3))),
)
def test_shortcuts_give_what_the_plain_closures_give(
    hand: tuple[Rules, Callable[[bool], EvalContext]], expression: tuple[Type, str]
) -> None:
    """Any expression, compiled with its shortcuts on a context as scoring sets it, gives what its plain closures give."""
    rules, make = hand
    typ, source = expression
    deck = _deck(rules)
    try:
        fast = compile_expression(source, typ, ALL_NAMES, deck)
    except DslError:
        return  # a card this deck lacks, a constant beyond the limit
    plain = compile_expression(source, typ, ALL_NAMES, deck, plain=True)
    assert _outcome(fast.evaluate, make(True)) == _outcome(plain.evaluate, make(False)), source


def _compiled(source: str, deck: Deck) -> Expression:
    """``source`` compiled to whichever type it gives."""
    for typ in (Type.CARD, Type.SIDE, Type.INT, Type.BOOL):
        try:
            return compile_expression(source, typ, ALL_NAMES, deck)
        except DslError:
            pass
    raise AssertionError(f"{source} does not compile")


@pytest.mark.parametrize("rules", ENGINE_RULES, ids=lambda r: r.variant.id)
def test_every_shape_agrees_with_its_plain_closures_where_trumps_tie(rules: Rules) -> None:
    """Each shape on every trump table, with all the trumps in play (ties decide) and with only a few."""
    deck = _deck(rules)
    extra = f"'{deck.extra[0]}'" if deck.extra else None
    filled = [_filled(text, extra) for text in SHAPES if extra or "dealt_card" not in text]
    for trump in range(rules.no_trump + 1):
        tied = sorted(rules.tied_trumps[trump])
        plain_cards = [c for c in range(len(rules.card_names)) if not rules.is_trump[trump][c]]
        for dealt in (range(len(rules.card_names)), tied + plain_cards, tied[:1]):
            holder = {c: c % 4 for c in dealt}
            for text in filled:
                fast = _compiled(text, deck)
                assert fast.evaluate.__module__ == "pitch_rules.dsl.builtins", text  # the shape's closure
                plain = compile_expression(fast.source, fast.type, ALL_NAMES, deck, plain=True)
                for card_ in (None, *holder):
                    contexts = []
                    for lazy in (True, False):
                        ctx = rules.context(trump)
                        ctx.captor_seat = ctx.holder_seat = holder
                        ctx.seat_side, ctx.scores, ctx.trick_points, ctx.card = range(4), [1, 2, 3, 4], [5, 7, 7, 1], card_
                        ctx.in_play, ctx.in_play_index = (None, holder) if lazy else (frozenset(holder), frozenset(holder))
                        contexts.append(ctx)
                    assert _outcome(fast.evaluate, contexts[0]) == _outcome(plain.evaluate, contexts[1]), (text, trump)


def test_lowest_of_the_trump_suit_between_cards_that_rank_alike_is_the_rules_pick() -> None:
    """With two cards of the trump suit ranking alike, the order the set of cards in play has decides, as written."""
    rules = ENGINE_RULES[3]  # the Three and the Two rank alike
    deck = _deck(rules)
    source = "lowest(of_suit(in_play, trump))"
    fast, plain = (compile_expression(source, Type.CARD, ALL_NAMES, deck, plain=as_written) for as_written in (False, True))
    two, three = rules.card_by_name["2H"], rules.card_by_name["3H"]
    decided = set()
    others = [c for c in range(52) if rules.suit_of[c] != 1][::3]
    for order in itertools.islice(itertools.permutations([two, three, *others], 4), 3000):
        if two in order and three in order:
            held = dict.fromkeys(order, 0)
            lazy, eager = rules.context(1), rules.context(1)
            lazy.in_play, lazy.in_play_index = None, held
            eager.in_play = eager.in_play_index = frozenset(held)
            assert fast.evaluate(lazy) == plain.evaluate(eager)
            decided.add(plain.evaluate(eager))
    assert decided == {two, three}  # each of the two, as the set's order has them
