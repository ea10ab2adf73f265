"""Rules documents: complete for every variant, every rule R1-R25 stated, no code, a replayable example."""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from pitch_rules import Rules, load_variant
from pitch_rules.dsl import FUNCTIONS, VALUES, Expression, Type
from pitch_rules.dsl.compiler import parse
from pitch_rules.dsl.english import UndescribedError
from pitch_rules.docs import base_of, rules_document
from pitch_rules.docs.choices import CHOICES
from pitch_rules.docs.describers import DESCRIBERS
from pitch_rules.docs.document import SECTIONS, ancestry
from pitch_rules.docs.provenance import kept_approximations
from pitch_rules.docs.options import file_key
from pitch_rules.variant.rule_paths import OptionPath, options
from pitch_rules.docs.words import numbers
from pitch_rules.i18n import Language, language
from pitch_rules.records import read_records, replay
from pitch_rules.resources import builtin_variant_ids, schema
from pitch_rules.variant.model import Auction, Begging, Exchange, Joker, SellOut, Stock, Variant

from .conftest import ROOT

# The built-in variants, and test variants that use every other element of the model
# (jokers, the off-jack, no auction, a turned-up trump, begging, exchanges, a widow, a stock).
FIXTURES = ROOT / "tests" / "data" / "variants"
VARIANT_IDS = builtin_variant_ids() + sorted(p.stem for p in FIXTURES.glob("*.yaml"))


@cache
def variant(variant_id: str) -> Variant:
    builtin = ROOT / "variants" / f"{variant_id}.yaml"
    return load_variant(builtin if builtin.exists() else FIXTURES / f"{variant_id}.yaml")


@cache
def document(variant_id: str) -> str:
    """The document ``pitch-rules docs`` writes: with house rules for a variant that extends another."""
    model = variant(variant_id)
    return rules_document(model, base_of(model))


def prose(text: str) -> str:
    """The document without its record block and Markdown emphasis, on one line."""
    text = re.sub(r"```json\n.*?\n```", "", text, flags=re.S)
    return " ".join(text.replace("*", "").split())


# Each rule of the normative game, with the facts its generated document must state.
AUCTION_PITCH_RULES: dict[str, list[str]] = {
    "R1": ["for 3 to 7 players, usually 4", "Some play with two players"],
    "R2": [
        "Every player plays and scores for themself",
        "Two teams of two can play, partners sitting opposite, each team scoring as one side",
    ],
    "R3": ["Seats are numbered 0, 1, 2, … clockwise", "the player to the left of seat s is seat s + 1"],
    "R4": ["standard 52-card deck, with no jokers", "Ace is high and 2 is low: A K Q J 10 9 8 7 6 5 4 3 2"],
    "R5": [
        "deals 6 cards to each player, in packets of 3 (3 to each player in turn, twice)",
        "The rest of the deck is not used in that hand",
        "with 4 players, only 24 of the 52 cards are in play",
    ],
    "R6": ["The first dealer is chosen at random", "After each hand the deal passes to the left"],
    "R7": [
        "Starting with the player to the dealer's left and going clockwise, each player has exactly one "
        "chance to bid: they pass or bid 1, 2, 3 or 4",
        "A bid must be higher than the current high bid",
    ],
    "R8": [
        "A bid of 4 ends the auction at once: nobody can bid higher",
        "A player may bid 4 by at once placing a card from their hand face up in the middle of the table",
        "the card placed is the pitcher's opening lead",
    ],
    "R9": ["If every other player passes, the dealer must bid at least 2"],
    "R10": [
        "If the current high bid is 1, 2 or 3, the dealer may steal the bid by bidding the same as the "
        "current high bid",
        "The dealer may also bid higher",
    ],
    "R11": ["The highest bidder, or the dealer after a steal, wins the auction"],
    "R12": [
        "The bidder leads to the first trick",
        "The suit of the first card led becomes trump for the whole hand",
        "A hand is 6 tricks",
    ],
    "R13": [
        "A player who can follow the suit led may either follow suit or play a trump",
        "a trump may be played even by a player who could follow suit",
        "A player who cannot follow suit may play any card",
        "When trump is led, following suit means playing a trump",
    ],
    "R14": [
        "When every player has played one card the trick is complete",
        "It is won by the highest trump played or, if no trump was played, by the highest card of the suit led",
    ],
    "R15": ["the winner of each trick leads to the next"],
    "R16": [
        "High (1 point) goes to the player who captures the highest trump in play",
        "Low (1 point) goes to the player who captures the lowest trump in play",
        "Jack (1 point) goes to the player who captures the Jack of trumps",
        "Game (1 point) goes to the player with more trick points than any other player",
        "A card is captured by the player who wins the trick it is played to, whoever was dealt it",
        "The cards in play are the cards the players hold when play begins",
        "A hand is 6 tricks: every player plays each card they hold",
    ],
    "R17": ["If the Jack of trumps is not in play, nobody scores Jack"],
    "R18": ["If two or more players tie for the most trick points, nobody scores Game"],
    "R19": [
        "If only one trump is in play, it is both the highest and the lowest: it counts for both High and Low (2 points)",
        "If that trump is the Jack of trumps, it counts for High, Low and Jack (3 points)",
    ],
    "R20": [
        "Trick points are counted over the cards each player captured: each Ten counts 10, each Ace 4, "
        "each King 3, each Queen 2 and each Jack 1; other cards count nothing",
        "more trick points than any other player",
    ],
    "R21": [
        "The bidder makes the bid if the points the bidder won this hand are at least the bid; otherwise the "
        "bidder is set back",
        "The bidder scores the points they won if the bid is made, otherwise minus the bid",
        "a minus score is taken off the total, so scores can be negative",
    ],
    "R22": ["Every other player scores the points they won"],
    "R23": ["added to their running total", "Keep the totals on paper or with chips; the toolkit keeps them"],
    "R24": [
        "The game is played to 7 points",
        "After each hand, the winner of the game is the bidder if the bidder's score is at least 7 points",
    ],
    "R25": [
        "Only the bidder can win at the end of a hand: a player who reaches 7 in a hand where another "
        "player bid does not win then, and play goes on",
        "So the winner can end with fewer points than a loser",
    ],
    "D1": ["goes to the player who captures the lowest trump in play"],
    "D2": ["exactly one chance to bid", "a pass is final"],
    "D3": ["the players still to speak do not bid"],
    "D4": ["A bid of 4 cannot be stolen: it ends the auction before the dealer speaks"],
    "D5": ["Points won count every scoring point (High, Low, Jack and Game) that went to the player"],
    "D6": ["Only the bidder can win at the end of a hand"],
    "D7": ["Even when set back, the bidder wins if the bidder's score is still at least 7 after the hand"],
}


def test_the_checklist_covers_every_rule_of_the_normative_game() -> None:
    expected = {f"R{n}" for n in range(1, 26)} | {f"D{n}" for n in range(1, 8)}
    assert set(AUCTION_PITCH_RULES) == expected
    assert all(AUCTION_PITCH_RULES.values())


@pytest.mark.parametrize("rule", list(AUCTION_PITCH_RULES))
def test_auction_pitch_document_states_rule(rule: str) -> None:
    text = prose(document("auction-pitch"))
    for fact in AUCTION_PITCH_RULES[rule]:
        assert fact in text, f"{rule}: {fact!r} is missing"


def test_partnership_document_states_the_partnership_rules() -> None:
    text = prose(document("partnership-pitch"))
    for fact in [
        "The game is for 4 players",
        "A team scores as one side: whatever a player wins counts for their team",
        "There are 2 teams of 2, partners sitting opposite each other: team 0 is seats 0 and 2 and team 1 is seats 1 and 3",
        "High (1 point) goes to the team that captures the highest trump in play",
        "a card captured by any member of a team counts for the whole team",
        "The bidding team scores the points it won if the bid is made, otherwise minus the bid",
        "The other team scores the points it won",
        "Only the bidding team can win at the end of a hand",
    ]:
        assert fact in text, fact


# What the test variants' documents must say about the elements the built-in variants do not use.
FIXTURE_FACTS: dict[str, list[str]] = {
    "smear-style": [
        "a standard 52-card deck and 1 joker (the Joker): 53 cards",
        "When the auction is over, the bidder names the trump suit for the whole hand",
        "Trumps rank, from high to low: A, K, Q, J, off-J, Joker, 10, 9",
        "The off-J is the Jack of the other suit of the trump colour: it is a trump, and not a card of its own suit",
        "The Joker is a trump whatever the trump suit",
        "A bid of 7 is a bid to shoot the moon: to take every point of the hand",
        "If everyone passes, the cards are thrown in and the deal passes to the left",
        "The first card led must be a trump, if the leader has one",
        "A player who cannot follow suit must play a trump if they have one",
        "Off-Jack (1 point) goes to the player who captures the Jack of the other suit of the trump colour",
        "Low (1 point) goes to the player who captures the lowest natural trump in play",
        "A natural card of a suit is one of that suit by its face: not a joker",
        "each Jack 1 and each Joker 1",
        "The bidder scores when the bid is 7, the target score if the points they won are 6, otherwise minus "
        "the target score; in any other case, the points they won if the bid is made, otherwise minus the bid",
        "Auction › Shoot-the-moon bid: 7, instead of none",
    ],
    "seven-up-style": [
        "There is no bidding",
        "After the deal, the top card of the stock is turned face up: its suit is trump for the whole hand",
        "The turned-up card is set aside, out of play. If it is a Jack, the dealer scores 1 point at once",
        "The player to the dealer's left may stand, accepting that suit as trump, or beg",
        "the dealer either gives them 1 point and the suit stays trump, or runs the cards: deals 3 more cards "
        "to each player",
        "A hand is 6 tricks (more if the cards are run)",
        "The player to the dealer's left leads to the first trick",
        "Every player scores the points they won",
        "the winner of the game is the first player to reach 7 points as this hand's points are counted one "
        "by one, in the order the points are listed;",
        "Auction: removed.",
        "Every player scores the points they won. Points won count every scoring point (High, Low, Jack and "
        "Game) that went to the player. Each player's score for the hand is added to their running total. Keep",
    ],
    "cinch-style": [
        "If everyone passes, the dealer's team loses 2 points, the cards are thrown in",
        "If the current high bid is 1 or 2, the dealer may steal the bid",
        "each player in turn from the dealer's left discards as many cards as they like and is dealt back up "
        "to 6 cards from the stock",
        "Then the dealer robs the pack: takes every card left in the stock and discards down to 6 cards",
        "Only cards that are not trumps may be discarded, unless a player holds more than 6 trumps",
        "The other team scores the larger of 0 and the smaller of the points it won and the result of the target "
        "score minus 1 minus its score",
    ],
    "commercial-style": [
        "The player to the dealer's left, the eldest hand, owns the pitch. They either pitch at once, becoming "
        "the bidder at 4, or offer the pitch for sale",
        "Starting with the player to the eldest hand's left (the eldest hand does not bid) and going clockwise, "
        "each player in turn passes or bids 1, 2, 3 or 4",
        "a player whose bid has been beaten may bid again in turn, until every player but the high bidder has passed",
        "If everyone passes, the player to the dealer's left takes the bidder's place with no contract: their "
        "bid counts as 0",
        "The eldest hand then either sells the pitch, scoring the high bid at once while the high bidder becomes "
        "the bidder, or refuses to sell and becomes the bidder at that bid, which they must make",
        "A joker led to the first trick counts as a Spade: Spades become trump for the whole hand",
        "A player who cannot follow suit must play a trump if they have one",
        "Auction › Sell-out (the eldest sells the pitch): added. Bid for pitching at once: 4.",
        "Trump › A joker led first: counts as Spades, instead of may not be led first.",
    ],
    "widow-style": [
        "Then 4 cards are dealt face down to a widow",
        "Before play begins, the bidder takes every card left in the widow and discards down to 6 cards",
        "the bidder's first, then the others' in the order they are listed, a bidder who is set back counting "
        "nothing",
    ],
    "cutthroat-style": [
        "For each hand, once the auction is over, the bidder plays alone against all the other players, who play "
        "together as one team for that hand",
        "a card captured by any member counts for the whole team, the contract is judged on the team's points, and "
        "every member adds the team's score for the hand to their own running total",
        "Game (1 point) goes to the team with more trick points than any other team",
        "The bidding team scores the points it won if the bid is made, otherwise minus the bid. The other team scores "
        "the points it won",
        "Each team's score for the hand is added to the running total of each of its members",
        "the winner of the game is the bidder if the bidder's score is at least 7 points",
        "Teams for the hand. Seat 0 plays alone against seats 1 and 2",
    ],
    "call-partner-style": [
        "just before the first lead, the bidder calls any one card they do not hold: whoever holds it is the "
        "bidder's partner for that hand",
        "the others learn who it is only when the called card is played. If nobody holds the called card",
        "each player in turn from the bidder's left, ending with the bidder, discards and is dealt back up to 6 cards",
        "Every player must discard every card that is not a trump, as far as the stock can replace them, and a "
        "player left with more than 6 trumps discards trumps down to 6",
        "must discard at least 1 card, unless nothing more may be discarded",
        "a trump is discarded face up, for every player to see",
        "Sides › Sides for one hand: the bidder calls a partner's card, instead of nobody (every player alone)",
    ],
    "misdeal-style": [
        "the deal is a misdeal if, for any player, the number of counting cards in their hand is 0. The cards "
        "are thrown in and the deal passes to the left",
        "A counting card is one that counts trick points for Game",
        "the dealer either gives every other player 1 point each, though only one player begged, and the suit "
        "stays trump",
        "The dealer may not give when the gift would win the game for a player it goes to: then the dealer must "
        "run the cards",
        "If it is a Jack, the dealer scores 1 point if it sets trump (see below)",
        "Only the card whose suit finally becomes trump scores for the dealer, once the begging is settled",
        "Game (1 point) goes to the player to the dealer's left if there is no player with more trick points "
        "than any other player",
        "the highest score is at least the second highest score plus 2",
        "Points scored during a hand (a turned-up card and the beggar's gift) count at once: the winner is "
        "checked the moment they are scored, and if there is one the game ends then",
    ],
    "stock-style": [
        "The undealt cards are stacked face up as the stock (with 4 players, 28 cards)",
        "Play goes on until every card has been played",
        "After each trick, while the stock lasts, the winner of the trick draws its top card, then each other "
        "player in turn. The stock lies face up",
    ],
}


@pytest.mark.parametrize("variant_id", sorted(FIXTURE_FACTS))
def test_test_variant_documents_state_their_rules(variant_id: str) -> None:
    text = prose(document(variant_id))
    for fact in FIXTURE_FACTS[variant_id]:
        assert fact in text, f"{variant_id}: {fact!r} is missing"


# ----- every document: complete, no code, no placeholder, nothing from outside -----


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_document_has_no_expression_code(variant_id: str) -> None:
    text = prose(document(variant_id))
    for expression in expressions_of(variant(variant_id)):
        source = " ".join(expression.source.split())
        if re.search(r"\W", source):  # a lone name such as 'won' is also an English word
            assert source not in text
    for name in [*VALUES, *FUNCTIONS]:
        assert not re.search(rf"\b{name}\(", text), name
        if "_" in name:
            assert name not in text
    for operator in (">=", "<=", "==", "!=", " -bid", "if made then"):
        assert operator not in text


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_document_has_no_placeholder_and_no_outside_path(variant_id: str) -> None:
    raw = document(variant_id)
    text = prose(raw)
    assert not re.search(r"\bNone\b|\bTODO\b|FIXME|XXX|\{|\}|\[\]|\?\?|\bnan\b|<[a-z]", text)
    assert str(ROOT) not in raw and str(ROOT.parent) not in raw
    assert variant(variant_id).path not in raw
    assert not re.search(r"(?<![\w.])/(?:work|tmp|home|root|usr)/", raw)


ALWAYS = ["Players and sides", "Cards", "Deal", "Auction", "Trump", "Play", "Scoring", "Winning the game"]


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_document_has_every_section(variant_id: str) -> None:
    raw = document(variant_id)
    headings = re.findall(r"^## (.+)$", raw, re.M)
    model = variant(variant_id)
    titles = [language()(f"section-{name}") for name, _ in SECTIONS]
    expected = [title for title in titles if title in ALWAYS or (title == "Exchange" and model.exchange)]
    house = ["House rules"] if model.extends else []
    notes = ["Notes"] if model.notes else []
    kept = kept_approximations(model, ancestry(model))
    sourced = ["Approximations"] if model.sources or model.approximations or kept else []
    sources = ["Sources"] if model.sources or ancestry(model) else []  # its own, then those of what it extends
    assert headings == house + expected + notes + sourced + ["Worked example", *sources]
    assert raw.startswith(f"# {model.name}\n")


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_worked_example_is_a_record_replay_accepts(variant_id: str) -> None:
    raw = document(variant_id)
    (line,) = re.findall(r"```json\n(.*?)\n```", raw, re.S)
    ((_, record),) = list(read_records(line, "example"))
    rules = Rules.from_variant(variant(variant_id))
    assert replay(record, rules) is None
    hand = record["hands"][-1]
    text = prose(raw)
    assert f"Seat {hand['dealer']} deals" in text
    if variant(variant_id).auction is not None:
        assert f"Seat {hand['bidder']} is the bidder, at {hand['bid']}" in text
    assert len(re.findall(r"^\| \d+ \| seat \d \|", raw, re.M)) == len(hand["tricks"])


def test_worked_example_is_the_same_every_time() -> None:
    assert rules_document(variant("smear-style"), base_of(variant("smear-style"))) == document("smear-style")


# ----- the describers cover the whole model ----------------------------------------


def expressions_of(model: Variant) -> list[Expression]:
    return [value for value in options(model).values() if isinstance(value, Expression)]


def test_every_describer_appears_once_in_the_document() -> None:
    placed = [element for _, elements in SECTIONS for element in elements]
    assert sorted(placed) == sorted(DESCRIBERS)


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_every_option_of_the_model_is_read_by_a_describer(variant_id: str) -> None:
    for path in options(variant(variant_id)):
        assert readers(path), f"no describer states {'.'.join(path)}"


def readers(path: OptionPath, lang: Language | None = None) -> list[Callable[[Variant], list[str]]]:
    """The describers that state option ``path``, each writing in ``lang`` (default English)."""
    return [
        functools.partial(lambda describe, model: describe(model, lang or language()), d.describe)
        for d in DESCRIBERS.values()
        if any(path[: len(r.split("."))] == tuple(r.split(".")) for r in d.reads)
    ]


def test_every_named_choice_of_the_schema_has_words() -> None:
    found: dict[str, list[str]] = {}

    def walk(node: dict[str, Any], key: str) -> None:
        if "enum" in node:
            found[key] = node["enum"]
        for name, child in node.get("properties", {}).items():
            walk(child, f"{key}.{name}".lstrip("."))
        if isinstance(node.get("items"), dict) and "$ref" not in node["items"]:
            walk(node["items"], f"{key}.*")

    variant_schema = schema("variant")
    walk(variant_schema, "")
    walk(variant_schema["$defs"]["point"], "points.*")
    assert found, "the schema has no choices?"
    for key, values in found.items():
        assert key in CHOICES, f"{key} has no words"
        assert set(CHOICES[key]) == set(values), key
    from pitch_rules.cards import RANK_NAMES, SUIT_NAMES

    assert set(variant_schema["$defs"]["rank"]["enum"]) <= set(RANK_NAMES)
    assert set(variant_schema["$defs"]["suit"]["enum"]) <= set(SUIT_NAMES)


# Another expression of each type, to swap in for a rule.
OTHER_EXPRESSIONS = {
    Type.SIDE: ["bidder", "holder(card)"],
    Type.INT: ["bid", "won + 1"],
    Type.BOOL: ["made", "won > bid"],
    Type.CARD: ["highest(in_play)", "lowest(in_play)"],
}


# An element to put where a variant has none.
SAMPLE_ELEMENTS: dict[str, Any] = {
    "auction": Auction((1, 2, 3, 4), 4, (1, 2, 3), "dealer-forced", 2, None, None),
    "exchange": Exchange(6, "any", True, "none"),
    "stock": Stock(True, False),
    "begging": Begging(1, 3),
    "sell_out": SellOut(4),
    "card": Expression("highest(in_play)", Type.CARD, lambda ctx: None),
    "misdeal_if": Expression("count(counters(hand)) == 0", Type.BOOL, lambda ctx: None),
}


def changed(value: Any, path: OptionPath) -> Any:
    """Another value for the option at ``path``: what a different variant might say."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if value is None:
        return SAMPLE_ELEMENTS.get(path[-1], 5)
    if isinstance(value, Expression):
        source = next(s for s in OTHER_EXPRESSIONS[value.type] if parse(s) != parse(value.source))
        return Expression(source, value.type, value.evaluate)
    if value == ():
        words: dict[str, Any] = {"jokers": (Joker("JK", "Joker"),), "kept_trumps": ("J",)}
        return words.get(path[-1], (("J", 1),))
    if isinstance(value, tuple):
        return value[1:]
    if isinstance(value, str):
        node_choices = CHOICES.get(file_key(path))
        if node_choices is None:
            return value + "x"
        return next((c for c in node_choices if c != value), "an-undescribed-choice")
    raise AssertionError(f"no other value for {path}: {value!r}")


def with_option(model: Any, path: OptionPath, value: Any) -> Any:
    """``model`` with the option at ``path`` set to ``value``."""
    if not path:
        return value
    key, rest = path[0], path[1:]
    if isinstance(model, dict):
        return {**model, key: with_option(model[key], rest, value)}
    if isinstance(model, tuple):
        return tuple(with_option(item, rest, value) if item.id == key else item for item in model)
    return dataclasses.replace(model, **{key: with_option(getattr(model, key), rest, value)})


def test_changing_any_option_changes_the_words() -> None:
    """Every option is stated: in some variant that has it, changing it changes its describer's words."""
    stated: set[OptionPath] = set()
    seen: set[OptionPath] = set()
    for variant_id in VARIANT_IDS:
        model = variant(variant_id)
        for path, value in options(model).items():
            seen.add(path)
            if path in stated:
                continue  # shown already in another variant
            other = with_option(model, path, changed(value, path))
            for describe in readers(path):
                try:
                    if describe(other) != describe(model):
                        stated.add(path)
                        break
                except UndescribedError:
                    stated.add(path)  # the describer read the new value and refused it: it is stated
                    break
    never_stated = sorted(".".join(path) for path in seen - stated)
    assert not never_stated, f"changing these options changes no words: {never_stated}"


def test_an_unknown_choice_is_an_error_not_a_blank() -> None:
    model = variant("auction-pitch")
    other = dataclasses.replace(model, play=dataclasses.replace(model.play, legal="follow-the-leader"))
    with pytest.raises(UndescribedError, match="play.legal: follow-the-leader"):
        rules_document(other)


def test_house_rules_section_lists_the_differences_from_the_base() -> None:
    base = variant("auction-pitch")
    house = variant("partnership-pitch")
    text = rules_document(house, base=base)
    section = text.split("## House rules\n\n", 1)[1].split("\n## ", 1)[0]
    assert section.startswith("These are the rules of Auction Pitch with these changes:")
    assert len(re.findall(r"^- ", section, re.M)) == 5
    assert "- Sides › Kind: partnerships (teams score as one side), instead of solo (every player for themself)." in section
    assert "## House rules" not in document("auction-pitch")  # it extends nothing
    same = rules_document(base, base=base)
    assert "These are the rules of Auction Pitch, unchanged." in same


def test_a_conditional_rule_inside_a_sentence_reads_as_one_clause() -> None:
    """Moon Pitch's contract is a conditional standing in "makes the bid if ...": one either-or clause, never "if a if b"."""
    assert (
        "The contract. The bidding team makes the bid if either the bid is 5 and the points every other team won "
        "together are 0, or the bid is not 5 and the points the bidding team won this hand are at least the bid; "
        "otherwise the bidding team is set back."
    ) in prose(document("moon-pitch"))
    model = variant("misdeal-style")
    misdeal = Expression("if count(hand) > 6 then count(counters(hand)) < 2 else count(counters(hand)) == 0", Type.BOOL, lambda ctx: None)
    deal = prose("\n".join(DESCRIBERS["deal"].describe(with_option(model, ("deal", "misdeal_if"), misdeal), language())))
    assert (
        "the deal is a misdeal if, for any player, either the number of cards in their hand is more than 6 and the "
        "number of counting cards in their hand is less than 2, or the number of cards in their hand is at most 6 and "
        "the number of counting cards in their hand is 0."
    ) in deal


def test_documents_json_block_is_one_record() -> None:
    raw = document("auction-pitch")
    block = re.findall(r"```json\n(.*?)\n```", raw, re.S)
    assert len(block) == 1 and json.loads(block[0])["format"] == "pitch-record/1"


def test_numbers_read_as_lists_or_ranges() -> None:
    english = language()
    assert numbers((1, 2, 3, 4), english, "or") == "1, 2, 3 or 4"
    assert numbers(tuple(range(1, 22)), english) == "any number from 1 to 21"
    assert numbers((2, 4, 6, 8, 10), english) == "2, 4, 6, 8 and 10"
