"""A worked example for a rules document: one hand played by the engine from a fixed seed.

Bots play the hand through the engine, so the example is right for the variant by
construction; its ``pitch-record/1`` line is printed with it, and replays cleanly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_NAMES, SUIT_SYMBOLS
from ..dsl.english import english, names_used
from ..engine import GameState, HandResult, Rules
from ..engine.results import ThrownIn
from ..records import dumps, game_record
from ..simulate import play_game
from ..variant.model import Auction, Variant
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
    """The first hand, from seeds 1, 2, ..., in which any bid is made and every point goes to someone.

    Falls back to the hand of seed 1 if no seed tried gives one. The same variant
    always gives the same example.
    """
    rules = Rules.from_variant(variant)
    players = variant.players.default
    fallback: Example | None = None
    for seed in range(FIRST_SEED, FIRST_SEED + SEEDS_TRIED):
        state = play_game(rules, players, seed, [EXAMPLE_BOT] * players, max_hands=1)
        if not state.history:
            continue  # the game was won during the first deal, before a hand was played
        example = Example(seed, state, game_record(state))
        fallback = fallback or example
        made = variant.auction is None or example.hand.made
        if made and all(award.side is not None for award in example.hand.awards):
            return example
    assert fallback is not None
    return fallback


def side_name(state: GameState, side: int) -> str:
    """``seat 2`` in solo play, ``team 0`` in partnerships."""
    members = state.sides[side]
    return f"seat {members[0]}" if len(members) == 1 else f"team {side}"


def scorer_name(state: GameState, hand: HandResult, side: int) -> str:
    """Who scored as ``side`` in ``hand``: its team of the hand (``seats 4 and 2``) if teams formed for it."""
    team = next((members for members in hand.hand_sides if state.sides[side][0] in members), None)
    return side_name(state, side) if team is None else seats(team)


def _cards(state: GameState, cards: Sequence[int]) -> str:
    names = state.rules.card_names
    return " ".join(card_label(names[c], state.rules.variant) for c in cards)


def _who(seat: int, dealer: int) -> str:
    return f"seat {seat}, the dealer," if seat == dealer else f"seat {seat}"


def _bids(bids: Sequence[tuple[int, int | None]], dealer: int, auction: Auction) -> str:
    """An auction in words: who passed, bid, stole or had to bid."""
    high = 0
    words = []
    for seat, amount in bids:
        who = _who(seat, dealer)
        if amount is None:
            words.append(f"{who} passes")
        elif seat == dealer and high == 0 and auction.all_pass == "dealer-forced":
            words.append(f"{who} has to bid and bids {amount}")
        elif amount == high:
            words.append(f"{who} steals the bid at {amount}")
        elif amount == auction.closing_bid:
            words.append(f"{who} bids {amount}, which ends the auction")
        else:
            words.append(f"{who} bids {amount}")
        if amount is not None:
            high = amount
    return join(words)


_SALE_WORDS = {
    "pitch": "pitches at once",
    "sell": "offers the pitch for sale",
    "accept": "sells the pitch to the high bidder, scoring the bid at once",
    "refuse": "refuses to sell and pitches for the bid",
}


def _auction(state: GameState, hand: HandResult | ThrownIn, auction: Auction) -> str:
    """The eldest's sale, if any, and the bids, in words."""
    sale = [f"{_who(seat, hand.dealer)} {_SALE_WORDS[word]}" for seat, word in hand.sale]
    steps = [*sale[:1], _bids(hand.bids, hand.dealer, auction) if hand.bids else "", *sale[1:]]
    return sentence("; ".join(step for step in steps if step))


_BEGGING_WORDS = {"stand": "stands", "beg": "begs", "give": "gives a point to keep the suit", "run": "runs the cards"}


def _trump_offer(state: GameState, dealer: int, upcards: Sequence[int], begging: Sequence[tuple[int, str]]) -> str:
    """The turned-up cards and any begging, in words."""
    words = [f"Seat {dealer} turns up {_cards(state, upcards[:1])}"]
    begging_rules = state.rules.variant.trump.begging
    for seat, word in begging:
        said = f"{_who(seat, dealer)} {_BEGGING_WORDS.get(word, word)}"
        if word == "run" and begging_rules is not None:
            said += f" ({plural(begging_rules.run, 'more card')} to each player)"
            if len(upcards) > 1:
                said += f", turning up {_cards(state, upcards[1:])}"
        words.append(said)
    return sentence(join(words)) + "."


def _thrown_in(state: GameState, deal: ThrownIn) -> str:
    """A deal that was thrown in, in words."""
    variant = state.rules.variant
    steps = []
    if deal.upcards:
        steps.append(_trump_offer(state, deal.dealer, deal.upcards, deal.begging).rstrip("."))
    if deal.bids and variant.auction is not None:
        steps.append(_auction(state, deal, variant.auction))
    story = "; ".join(steps) if steps else f"Seat {deal.dealer} deals"
    scores = f" Scores: {', '.join(map(str, deal.scores))}." if any(deal.scores) else ""
    if deal.misdeal:
        again = "the same dealer deals again" if variant.deal.misdeal_redeal == "same-dealer" else "the deal passes to the left"
        return f"{sentence(story)}: a misdeal, so the cards are thrown in and {again}.{scores}"
    return f"{sentence(story)}: the cards are thrown in and the deal passes to the left.{scores}"


def _award(example: Example, index: int) -> str:
    """One point's outcome: who scored it with which card, or why nobody did."""
    variant = example.state.rules.variant
    point = variant.points[index]
    award = example.hand.awards[index]
    card = f" ({card_label(example.state.card_name(award.card), variant)})" if award.card is not None else ""
    if award.side is not None:
        state, hand = example.state, example.hand
        winner = scorer_name(state, hand, award.side)
        if "trick_points" in names_used(point.to):
            if hand.hand_sides:
                by_team = [(seats(team), sum(hand.game_points[state.side_of[s]] for s in team)) for team in hand.hand_sides]
            else:
                by_team = [(side_name(state, side), points) for side, points in enumerate(hand.game_points)]
            totals = ", ".join(f"{who} {points}" for who, points in by_team)
            return f"**{point.name}**{card}: {winner} (trick points: {totals})"
        return f"**{point.name}**{card}: {winner}"
    if award.card is None and point.card is not None:
        reason = english(point.card, voice_of(variant)).absent
    else:
        reason = english(point.to, rule_voice(variant, ("points", point.id, "to"))).absent
    return f"**{point.name}**{card}: nobody" + (f", as {reason}" if reason else "")


def _teams(state: GameState, hand: HandResult) -> str:
    """Who played with whom in ``hand``, and how the bidder's partner was found."""
    bidder, others = hand.hand_sides
    against = f"{seats(bidder)} against {seats(others)}"
    if hand.called is None:
        return f"Seat {hand.bidder} plays alone against {seats(others)}."
    card = _cards(state, [hand.called])
    if len(bidder) == 1:
        return f"Seat {hand.bidder} calls {card}, which nobody holds: seat {hand.bidder} plays alone, {against}."
    return (
        f"Seat {hand.bidder} calls {card}. Seat {bidder[1]} holds it and is the bidder's partner, which the others "
        f"learn when it is played: {against}."
    )


def worked_example(variant: Variant) -> list[str]:
    """The worked example as Markdown paragraphs."""
    example = example_hand(variant)
    state, hand = example.state, example.hand
    teams = ""
    if any(len(members) > 1 for members in state.sides):
        teams = " " + sentence(join([f"team {side} is {seats(members)}" for side, members in enumerate(state.sides)])) + "."
    blocks = [
        f"Here is one hand as the engine played it, with {plural(state.players, 'player')} "
        f"(bots, from seed {example.seed}).{teams}"
    ]
    blocks.extend(_thrown_in(state, deal) for deal in hand.thrown_in)
    stock = f" ({plural(len(hand.stock), 'card')} stay in the stock)" if hand.stock else ""
    blocks.append(f"Seat {hand.dealer} deals{stock}:")
    blocks.append(table(["Seat", "Cards dealt"], [[str(seat), _cards(state, cards)] for seat, cards in enumerate(hand.deal)]))
    suit = variant.deck.suits[hand.trump]
    trump_words = f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
    if hand.upcards:
        blocks.append(f"**Trump.** {_trump_offer(state, hand.dealer, hand.upcards, hand.begging)} Trump is {trump_words}.")
    if variant.auction is not None:
        named = f" Seat {hand.bidder} names {trump_words} as trump." if variant.trump.chosen_by == "bidder-names" else ""
        contract = "" if hand.bid else ": everyone passed, so there is no contract"
        blocks.append(
            f"**Auction.** {_auction(state, hand, variant.auction)}. Seat {hand.bidder} is the bidder, "
            f"at {hand.bid}{contract}.{named}"
        )
    if hand.exchanges and variant.exchange is not None:
        turns = [
            f"seat {seat} discards {_cards(state, cards)}" if cards else f"seat {seat} keeps every card"
            for seat, cards in hand.exchanges
        ]
        if variant.exchange.rest_to != "none":  # the last turn takes the rest of the stock
            seat, cards = hand.exchanges[-1]
            pack = "widow" if variant.deal.widow is not None else "stock"
            turns[-1] = f"seat {seat} takes the rest of the {pack} and discards down to {variant.exchange.keep}"
            turns[-1] += f": {_cards(state, cards)}" if cards else ""
        blocks.append(f"**Exchange.** {sentence(join(turns))}.")
    if hand.hand_sides:
        blocks.append(f"**Teams for the hand.** {_teams(state, hand)}")
    first = hand.tricks[0]
    led = f"; trump is {trump_words}" if not hand.upcards and variant.trump.chosen_by == "first-lead" else ""
    drawing = " After each trick the players draw from the stock." if variant.stock and variant.stock.draw_after_trick else ""
    blocks.append(f"**Play.** Seat {first.leader} leads {_cards(state, first.plays[:1])}{led}.{drawing}")
    blocks.append(
        table(
            ["Trick", "Led by", "Cards played, in order", "Won by"],
            [
                [str(number), f"seat {trick.leader}", _cards(state, trick.plays), f"seat {trick.winner}"]
                for number, trick in enumerate(hand.tricks, start=1)
            ],
        )
    )
    awards = "\n".join(f"- {_award(example, index)}" for index in range(len(variant.points)))
    blocks.append(f"**Scoring.**\n\n{awards}")
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        who = scorer_name(state, hand, bidder_side)
        verdict = "makes the bid" if hand.made else "is set back"
        blocks.append(f"The bid was {hand.bid} and {who} won {plural(hand.won[bidder_side], 'point')}, so {who} {verdict}.")
        if hand.sale and hand.sale[-1][1] == "accept":
            seller = side_name(state, state.side_of[hand.sale[-1][0]])
            blocks[-1] += f" {sentence(seller)} scored {hand.bid} at once for selling the pitch."
    blocks.append(
        table(
            ["Side", "Points won", "Score for the hand", "Score"],
            [
                [side_name(state, side), str(hand.won[side]), f"{hand.score_changes[side]:+d}", str(hand.scores[side])]
                for side in range(len(state.sides))
            ],
        )
    )
    blocks.append(
        "The hand's game record (one line of `pitch-record/1`), which `pitch-rules replay` checks against the rules:"
    )
    blocks.append(f"```json\n{dumps(example.record)}\n```")
    return blocks
