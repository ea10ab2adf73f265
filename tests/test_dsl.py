"""The scoring expression language: semantics, errors, limits and its documentation."""

from __future__ import annotations

import re
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
    Type,
    compile_expression,
)
from pitch_rules.variant.loader import RULE_NAMES

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
    values.setdefault("in_play_index", values["in_play"])
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
        ("captor(card, card)", 1, "captor() takes 1 argument(s), got 2"),
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
