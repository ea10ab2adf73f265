"""A worked example for a rules document: one hand played by the engine from a fixed seed.

Bots play the hand through the engine, so the example is right for the variant by
construction; its ``pitch-record/1`` line is printed with it, and replays cleanly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_NAMES, SUIT_SYMBOLS
from ..dsl.english import english, names_used
from ..engine import GameState, HandResult, Rules
from ..records import dumps, game_record
from ..simulate import play_game
from ..variant.model import Variant
from .describers import rule_voice
from .words import card_label, join, plural, seats, sentence, table, voice_of

EXAMPLE_BOT = "greedy"
FIRST_SEED = 1
SEEDS_TRIED = 40


@dataclass(frozen=True)
class Example:
    """One hand played by bots, the seed it came from, and its record."""

    seed: int
    state: GameState
    record: dict[str, Any]

    @property
    def hand(self) -> HandResult:
        """The hand's outcome."""
        return self.state.history[0]


def example_hand(variant: Variant) -> Example:
    """The first hand, from seeds 1, 2, ..., in which the bid is made and every point goes to someone.

    Falls back to the hand of seed 1 if no seed tried gives one. The same variant
    always gives the same example.
    """
    rules = Rules.from_variant(variant)
    players = variant.players.default
    fallback: Example | None = None
    for seed in range(FIRST_SEED, FIRST_SEED + SEEDS_TRIED):
        state = play_game(rules, players, seed, [EXAMPLE_BOT] * players, max_hands=1)
        example = Example(seed, state, game_record(state))
        fallback = fallback or example
        if example.hand.made and all(award.side is not None for award in example.hand.awards):
            return example
    assert fallback is not None
    return fallback


def side_name(state: GameState, side: int) -> str:
    """``seat 2`` in solo play, ``team 0`` in partnerships."""
    members = state.sides[side]
    return f"seat {members[0]}" if len(members) == 1 else f"team {side}"


def _bids(example: Example) -> str:
    """The auction in words: who passed, bid, stole or had to bid."""
    hand = example.hand
    auction = example.state.rules.variant.auction
    high = 0
    words = []
    for seat, amount in hand.bids:
        who = f"seat {seat}, the dealer," if seat == hand.dealer else f"seat {seat}"
        if amount is None:
            words.append(f"{who} passes")
        elif seat == hand.dealer and high == 0:
            words.append(f"{who} has to bid and bids {amount}")
        elif amount == high:
            words.append(f"{who} steals the bid at {amount}")
        elif amount == auction.closing_bid:
            words.append(f"{who} bids {amount}, which ends the auction")
        else:
            words.append(f"{who} bids {amount}")
        if amount is not None:
            high = amount
    return sentence(join(words)) + f". Seat {hand.bidder} is the bidder, at {hand.bid}."


def _award(example: Example, index: int) -> str:
    """One point's outcome: who scored it with which card, or why nobody did."""
    variant = example.state.rules.variant
    point = variant.points[index]
    award = example.hand.awards[index]
    card = f" ({card_label(example.state.card_name(award.card))})" if award.card is not None else ""
    if award.side is not None:
        winner = side_name(example.state, award.side)
        if "trick_points" in names_used(point.to):
            totals = ", ".join(
                f"{side_name(example.state, side)} {points}" for side, points in enumerate(example.hand.game_points)
            )
            return f"**{point.name}**{card}: {winner} (trick points: {totals})"
        return f"**{point.name}**{card}: {winner}"
    if award.card is None and point.card is not None:
        reason = english(point.card, voice_of(variant)).absent
    else:
        reason = english(point.to, rule_voice(variant, ("points", point.id, "to"))).absent
    return f"**{point.name}**{card}: nobody" + (f", as {reason}" if reason else "")


def worked_example(variant: Variant) -> list[str]:
    """The worked example as Markdown paragraphs."""
    example = example_hand(variant)
    state, hand = example.state, example.hand
    names = state.rules.card_names
    teams = ""
    if any(len(seats) > 1 for seats in state.sides):
        teams = " " + sentence(join([f"team {side} is {seats(members)}" for side, members in enumerate(state.sides)])) + "."
    dealt = table(
        ["Seat", "Cards dealt"],
        [[str(seat), " ".join(card_label(names[c]) for c in cards)] for seat, cards in enumerate(hand.deal)],
    )
    tricks = table(
        ["Trick", "Led by", "Cards played, in order", "Won by"],
        [
            [str(number), f"seat {trick.leader}", " ".join(card_label(names[c]) for c in trick.plays), f"seat {trick.winner}"]
            for number, trick in enumerate(hand.tricks, start=1)
        ],
    )
    suit = variant.deck.suits[hand.trump]
    first = card_label(names[hand.tricks[0].plays[0]])
    awards = "\n".join(f"- {_award(example, index)}" for index in range(len(variant.points)))
    bidder_side = state.side_of[hand.bidder]
    who = side_name(state, bidder_side)
    verdict = "makes the bid" if hand.made else "is set back"
    scores = table(
        ["Side", "Points won", "Score for the hand", "Score"],
        [
            [side_name(state, side), str(hand.won[side]), f"{hand.score_changes[side]:+d}", str(hand.scores[side])]
            for side in range(len(state.sides))
        ],
    )
    return [
        f"Here is one hand as the engine played it, with {plural(state.players, 'player')} "
        f"(bots, from seed {example.seed}).{teams} Seat {hand.dealer} deals:",
        dealt,
        f"**Auction.** {_bids(example)}",
        f"**Play.** Seat {hand.tricks[0].leader} leads {first}; trump is {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}.",
        tricks,
        f"**Scoring.**\n\n{awards}",
        f"The bid was {hand.bid} and {who} won {plural(hand.won[bidder_side], 'point')}, so {who} {verdict}.",
        scores,
        "The hand's game record (one line of `pitch-record/1`), which `pitch-rules replay` checks "
        "against the rules:",
        f"```json\n{dumps(example.record)}\n```",
    ]
