"""Scoring expressions in English: every name and grammar rule has words, and no code leaks."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_rules.dsl import FUNCTIONS, VALUES, Deck, Type, compile_expression
from pitch_rules.dsl.english import (
    FUNCTION_PHRASES,
    VALUE_PHRASES,
    Phrase,
    UndescribedError,
    Voice,
    english,
    extra_card,
    names_used,
    terms,
)

ROOT = Path(__file__).resolve().parent.parent
DECK = Deck(ranks=tuple("23456789TJQKA"), suits=tuple("SHDC"), extra=("JK",))
ALL_NAMES = frozenset(VALUES) | frozenset(FUNCTIONS)
JOKER = {"JK": extra_card(Voice(), "Joker")}
TEAM = Voice(team=True, card_names=JOKER)
SOLO = Voice(card_names=JOKER)


def test_every_value_and_function_has_a_phrase() -> None:
    assert set(VALUE_PHRASES) == set(VALUES)
    assert set(FUNCTION_PHRASES) == set(FUNCTIONS)


def test_every_grammar_rule_has_a_renderer() -> None:
    grammar = (ROOT / "pitch_rules" / "dsl" / "grammar.lark").read_text(encoding="utf-8")
    rules = set(re.findall(r"->\s*(\w+)", grammar))
    assert len(rules) >= 20
    for rule in sorted(rules):
        source = {
            "ge": "bid >= 2", "le": "bid <= 2", "gt": "bid > 2", "lt": "bid < 2", "eq": "bid == 2",
            "ne": "bid != 2", "add": "bid + 1", "sub": "bid - 1", "mul": "bid * 2", "neg": "-bid",
            "not_": "not made", "and_": "made and made", "or_": "made or made",
            "cond": "if made then 1 else 2", "int_lit": "3", "true_lit": "true", "false_lit": "false",
            "none_lit": "none", "call": "count(in_play)", "name": "bid", "str_lit": "dealt('J', 'H')",
        }[rule]  # fmt: skip
        assert english(source).text


@pytest.mark.parametrize(
    ("source", "solo", "teams"),
    [
        (
            "captor(highest(trumps(in_play)))",
            "the player who captures the highest trump in play",
            "the team that captures the highest trump in play",
        ),
        (
            "holder(lowest(trumps(in_play)))",
            "the player who was dealt the lowest trump in play",
            "the team that was dealt the lowest trump in play",
        ),
        ("captor(dealt('J', trump))", "the player who captures the Jack of trumps", "the team that captures the Jack of trumps"),
        ("dealt('T', 'H')", "the Ten of Hearts", "the Ten of Hearts"),
        (
            "unique_max(trick_points)",
            "the player with more trick points than any other player",
            "the team with more trick points than any other team",
        ),
        ("if made then won else -bid", "the points won if the bid is made, otherwise minus the bid", None),
        ("won >= bid", "the points won are at least the bid", None),
        ("not (won >= bid)", "the points won are less than the bid", None),
        ("not made or bid > 3", "the bid is not made or the bid is more than 3", None),
        ("not (made and bid < 3)", "the bid is not made or the bid is at least 3", None),
        ("if true then bid else 0", "the bid", None),
        (
            "if score(bidder) >= target then bidder else none",
            "the bidder if the bidder's score is at least the target score, otherwise nobody",
            "the bidding team if the bidding team's score is at least the target score, otherwise nobody",
        ),
        (
            "count(trumps(captured(bidder))) * 2",
            "the number of trumps captured by the bidder times 2",
            "the number of trumps captured by the bidding team times 2",
        ),
        (
            "highest(captured(bidder)) == none",
            "there is no highest card captured by the bidder",
            "there is no highest card captured by the bidding team",
        ),
        ("captor(none)", "the player who captures no card", "the team that captures no card"),
        (
            "score(captor(card))",
            "the score of the player who captures the card that decides the point",
            "the score of the team that captures the card that decides the point",
        ),
        ("won + bid - 1", "the points won plus the bid minus 1", None),
        ("bid - (won + 1)", "the bid minus the result of the points won plus 1", None),
        ("(bid - won) * 2", "2 times the result of the bid minus the points won", None),
        ("-(bid + 1)", "minus the result of the bid plus 1", None),
        ("captor(card) != none", "there is a player who captures the card that decides the point", "there is a team that captures the card that decides the point"),
        (
            "captor(dealt('J', off(trump)))",
            "the player who captures the Jack of the other suit of the trump colour",
            "the team that captures the Jack of the other suit of the trump colour",
        ),
        ("dealt('J', off('H'))", "the Jack of Diamonds", None),
        ("lowest(of_suit(in_play, trump))", "the lowest natural trump in play", None),
        ("count(of_rank(in_play, '6'))", "the number of Sixes in play", None),
        ("highest(of_rank(captured(bidder), 'A'))", "the highest Ace captured by the bidder", "the highest Ace captured by the bidding team"),
        ("highest(of_suit(captured(bidder), 'S'))", "the highest natural spade captured by the bidder", "the highest natural spade captured by the bidding team"),
        ("captor(dealt_card('JK'))", "the player who captures the Joker", "the team that captures the Joker"),
        ("dealt_card('QS')", "the Queen of Spades", None),
        ("max(0, min(won, target - 1 - score(side)))", "the larger of 0 and the smaller of the points won and the result of the target score minus 1 minus the score of the player being scored", "the larger of 0 and the smaller of the points won and the result of the target score minus 1 minus the score of the team being scored"),
        ("max(won, target - score(side)) - 1", "the larger of the points won and the result of the target score minus the score of the player being scored minus 1", "the larger of the points won and the result of the target score minus the score of the team being scored minus 1"),
        ("max(won - bid, 0)", "the larger of the result of the points won minus the bid and 0", None),
        ("most(scores)", "the highest score", None),
        ("unique_max(scores)", "the player with a higher score than any other player", "the team with a higher score than any other team"),
        (
            "first_out",
            "the first player to reach the target score as this hand's points are counted one by one, in the "
            "order the points are listed, a bidder who is set back counting nothing",
            "the first team to reach the target score as this hand's points are counted one by one, in the "
            "order the points are listed, a bidder who is set back counting nothing",
        ),
        (
            "if bid == 7 then (if won == 6 then target else -target) else won",
            "when the bid is 7, the target score if the points won are 6, otherwise minus the target score; "
            "in any other case, the points won",
            None,
        ),
    ],
)
def test_expressions_read_as_sentences(source: str, solo: str, teams: str | None) -> None:
    assert english(source, SOLO).text == solo
    assert english(source, TEAM).text == (teams or solo)


@pytest.mark.parametrize(
    ("source", "words"),
    [
        ("won + (if made then 5 else 0)", "the points won plus either 5 if the bid is made, or 0 otherwise"),
        ("(if made then 5 else 0) + won", "the points won plus either 5 if the bid is made, or 0 otherwise"),
        ("bid - (if made then won else 0)", "the bid minus either the points won if the bid is made, or 0 otherwise"),
        ("2 * (if made then bid else 1)", "2 times either the bid if the bid is made, or 1 otherwise"),
        ("-(if made then won else 0)", "minus either the points won if the bid is made, or 0 otherwise"),
        ("(if made then won else 0) >= bid", "the bid is at most either the points won if the bid is made, or 0 otherwise"),
        ("score(if made then bidder else dealer)", "the score of either the bidder if the bid is made, or the dealer otherwise"),
        (
            "made and (if bid == 5 then won == 4 else won >= bid)",
            "the bid is made and either the bid is 5 and the points won are 4, or the bid is not 5 and the points won "
            "are at least the bid",
        ),
        (
            "(if bid == 5 then won == 4 else won >= bid) or made",
            "the bid is made or either the bid is 5 and the points won are 4, or the bid is not 5 and the points won "
            "are at least the bid",
        ),
        (
            "not (if bid == 5 then won == 4 else won >= bid) and made",
            "the bid is made and either the bid is 5 and the points won are not 4, or the bid is not 5 and the points "
            "won are less than the bid",
        ),
        (
            "if (if made then won >= bid else bid == 5) then 1 else 2",
            "1 if either the bid is made and the points won are at least the bid, or the bid is not made and the bid "
            "is 5, otherwise 2",
        ),
    ],
)
def test_a_conditional_inside_another_phrase_is_grouped(source: str, words: str) -> None:
    """An operand that is a conditional reads as one unit, last where the operation allows: never "x plus a if c"."""
    assert english(source, SOLO).text == words


def test_a_true_false_conditional_has_a_grouped_form_and_its_opposite() -> None:
    """Standing alone it reads as before; inside a sentence ("makes the bid if ...") it is one either-or clause."""
    phrase = english("if bid == 5 then opponents_won == 0 else won >= bid", SOLO)
    assert phrase.text == "the points every other player won together are 0 if the bid is 5, otherwise the points won are at least the bid"
    assert phrase.inside().text == (
        "either the bid is 5 and the points every other player won together are 0, or the bid is not 5 and the points "
        "won are at least the bid"
    )
    assert phrase.inside().negated == (
        "either the bid is 5 and the points every other player won together are not 0, or the bid is not 5 and the "
        "points won are less than the bid"
    )
    negated = english("not (if bid == 5 then opponents_won == 0 else won >= bid)", SOLO)
    assert negated.inside().text == phrase.inside().negated and negated.inside().negated == phrase.inside().text
    assert english("won >= bid", SOLO).inside() == english("won >= bid", SOLO)  # anything else is itself


def test_first_out_without_an_auction_speaks_of_no_bidder() -> None:
    assert "bidder" not in english("first_out", Voice(bidding=False)).text


def test_a_card_without_a_name_is_an_error() -> None:
    with pytest.raises(UndescribedError, match="'JK' has no name"):
        english("dealt_card('JK')")


def test_absent_clauses_say_when_nobody_scores() -> None:
    assert english("captor(dealt('J', trump))").absent == "the Jack of trumps is not in play"
    assert english("unique_max(trick_points)", TEAM).absent == "two or more teams tie for the most trick points"
    assert english("captor(highest(trumps(in_play)))").absent == "there is no trump in play"
    assert english("bidder").absent == ""


def test_a_rule_can_give_a_value_its_meaning() -> None:
    voice = Voice().meaning(card=Phrase("the lowest trump in play", Type.CARD))
    assert english("holder(card)", voice).text == "the player who was dealt the lowest trump in play"


def test_a_none_rule_reads_as_nobody_or_no_card() -> None:
    side = compile_expression("none", Type.SIDE, ALL_NAMES, DECK)
    card = compile_expression("none", Type.CARD, ALL_NAMES, DECK)
    assert english(side).text == "nobody"
    assert english(card).text == "no card"


def test_names_used_and_terms_in_order_of_use() -> None:
    assert names_used("captor(highest(trumps(in_play))) == bidder") == ["captor", "highest", "trumps", "in_play", "bidder"]
    expression = compile_expression("captor(lowest(trumps(in_play)))", Type.SIDE, ALL_NAMES, DECK)
    explained = terms([expression], Voice())
    assert [t.split()[0:2] for t in explained] == [["A", "card"], ["The", "cards"]]


# ----- any well-typed expression reads without code ---------------------------------

LEAVES: dict[Type, list[str]] = {
    Type.INT: ["bid", "won", "0", "3", "target"],
    Type.BOOL: ["made", "true", "false"],
    Type.SIDE: ["bidder", "none", "side", "first_out", "first_out_bidder_first"],
    Type.CARD: ["card", "none"],
    Type.CARDS: ["in_play"],
    Type.TALLY: ["trick_points", "scores"],
    Type.SUIT: ["trump", "'H'"],
    Type.RANK: ["'J'", "'T'"],
    Type.CARD_NAME: ["'JK'", "'QS'"],
}


@functools.cache
def expressions(typ: Type, depth: int) -> st.SearchStrategy[str]:
    """Well-typed expression sources of type ``typ``, nested at most ``depth`` deep."""
    leaf = st.sampled_from(LEAVES[typ])
    if depth == 0:
        return leaf

    def sub(t: Type) -> st.SearchStrategy[str]:
        return expressions(t, depth - 1)

    def fmt(template: str, *parts: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.tuples(*parts).map(lambda args: template.format(*args))

    cond = fmt("(if {} then {} else {})", sub(Type.BOOL), sub(typ), sub(typ))
    compound: dict[Type, list[st.SearchStrategy[str]]] = {
        Type.INT: [
            fmt("({} + {})", sub(Type.INT), sub(Type.INT)),
            fmt("({} - {})", sub(Type.INT), sub(Type.INT)),
            fmt("({} * {})", sub(Type.INT), sub(Type.INT)),
            fmt("-{}", sub(Type.INT)),
            fmt("count({})", sub(Type.CARDS)),
            fmt("score({})", sub(Type.SIDE)),
            fmt("min({}, {})", sub(Type.INT), sub(Type.INT)),
            fmt("max({}, {})", sub(Type.INT), sub(Type.INT)),
            fmt("most({})", sub(Type.TALLY)),
        ],
        Type.BOOL: [
            *(fmt("({} %s {})" % op, sub(Type.INT), sub(Type.INT)) for op in (">=", "<=", ">", "<", "==", "!=")),
            fmt("(not {})", sub(Type.BOOL)),
            fmt("({} and {})", sub(Type.BOOL), sub(Type.BOOL)),
            fmt("({} or {})", sub(Type.BOOL), sub(Type.BOOL)),
            fmt("({} == {})", sub(Type.SIDE), sub(Type.SIDE)),
            fmt("({} != {})", sub(Type.CARD), sub(Type.CARD)),
        ],
        Type.SIDE: [fmt("captor({})", sub(Type.CARD)), fmt("holder({})", sub(Type.CARD)), fmt("unique_max({})", sub(Type.TALLY))],
        Type.CARD: [
            fmt("highest({})", sub(Type.CARDS)),
            fmt("lowest({})", sub(Type.CARDS)),
            fmt("dealt({}, {})", sub(Type.RANK), sub(Type.SUIT)),
            fmt("dealt_card({})", sub(Type.CARD_NAME)),
        ],
        Type.CARDS: [
            fmt("trumps({})", sub(Type.CARDS)),
            fmt("captured({})", sub(Type.SIDE)),
            fmt("of_suit({}, {})", sub(Type.CARDS), sub(Type.SUIT)),
        ],
        Type.SUIT: [fmt("off({})", sub(Type.SUIT))],
    }
    choices = compound.get(typ, [])
    if typ in (Type.INT, Type.BOOL, Type.SIDE, Type.CARD):
        choices = [*choices, cond]
    return st.one_of(leaf, *choices)


# Brackets, operators, quotes and underscores (in_play, unique_max) are code, never English.
CODE = re.compile(r"[()<>=!_*+]|(?<![a-z])'")


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([Type.INT, Type.BOOL, Type.SIDE, Type.CARD]).flatmap(lambda t: st.tuples(st.just(t), expressions(t, 3))))
def test_any_well_typed_expression_reads_without_code(case: tuple[Type, str]) -> None:
    typ, source = case
    compiled = compile_expression(source, typ, ALL_NAMES, DECK)
    for voice in (SOLO, TEAM):
        phrase = english(compiled, voice)
        assert phrase.text and not CODE.search(phrase.text), (source, phrase.text)
        if typ is Type.BOOL:
            assert phrase.negated and not CODE.search(phrase.negated), (source, phrase.negated)
