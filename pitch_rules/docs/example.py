"""A worked example for a rules document: one hand played by the engine from a fixed seed.

Bots play the hand through the engine, so the example is right for the variant by
construction; its ``pitch-record/1`` line is printed with it, and replays cleanly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_SYMBOLS
from ..dsl.english import english, names_used
from ..engine import GameState, HandResult, Rules
from ..engine.results import ThrownIn
from ..i18n import Language
from ..records import dumps, game_record
from ..records.transcript import folds_by_trick
from ..simulate import play_game
from ..variant.model import Auction, Variant
from .describers import point_name, rule_voice
from .words import card_label, join, seats, sentence, table, voice_of, yes_no

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
        if not state.history or not state.history[0].tricks:
            continue  # the game was won during the first deal, before a hand was played; or nobody held a trump to play
        example = Example(seed, state, game_record(state))
        fallback = fallback or example
        made = variant.auction is None or example.hand.made
        if made and all(award.side is not None for award in example.hand.awards):
            return example
    assert fallback is not None
    return fallback


def side_name(state: GameState, side: int, lang: Language) -> str:
    """``seat 2`` in solo play, ``team 0`` in partnerships."""
    members = state.sides[side]
    return lang("example-seat", seat=members[0]) if len(members) == 1 else lang("example-team", team=side)


def scorer_name(state: GameState, hand: HandResult, side: int, lang: Language) -> str:
    """Who scored as ``side`` in ``hand``: its team of the hand (``seats 4 and 2``) if teams formed for it."""
    team = next((members for members in hand.hand_sides if state.sides[side][0] in members), None)
    return side_name(state, side, lang) if team is None else seats(team, lang)


def _cards(state: GameState, cards: Sequence[int], lang: Language) -> str:
    names = state.rules.card_names
    return " ".join(card_label(names[c], state.rules.variant, lang) for c in cards)


def _who(seat: int, dealer: int, lang: Language) -> str:
    return lang("example-who", seat=seat, dealer=yes_no(seat == dealer))


def _bids(bids: Sequence[tuple[int, int | None]], dealer: int, auction: Auction, lang: Language) -> str:
    """An auction in words: who passed, bid, stole or had to bid."""
    high = 0
    words = []
    for seat, amount in bids:
        who = _who(seat, dealer, lang)
        if amount is None:
            words.append(lang("example-passes", who=who))
        elif seat == dealer and high == 0 and auction.all_pass == "dealer-forced":
            words.append(lang("example-forced-bid", who=who, bid=amount))
        elif amount == high:
            words.append(lang("example-steals", who=who, bid=amount))
        elif amount == auction.closing_bid:
            words.append(lang("example-closing-bid", who=who, bid=amount))
        else:
            words.append(lang("example-bids", who=who, bid=amount))
        if amount is not None:
            high = amount
    return join(words, lang)


def _auction(state: GameState, hand: HandResult | ThrownIn, auction: Auction, lang: Language) -> str:
    """The eldest's sale, if any, and the bids, in words."""
    sale = [lang(f"example-sale-{word}", who=_who(seat, hand.dealer, lang)) for seat, word in hand.sale]
    steps = [*sale[:1], _bids(hand.bids, hand.dealer, auction, lang) if hand.bids else "", *sale[1:]]
    return sentence("; ".join(step for step in steps if step), lang)


def _trump_offer(
    state: GameState, dealer: int, upcards: Sequence[int], begging: Sequence[tuple[int, str]], lang: Language
) -> str:
    """The turned-up cards and any begging, in words."""
    words = [lang("example-turns-up", seat=dealer, card=_cards(state, upcards[:1], lang))]
    begging_rules = state.rules.variant.trump.begging
    for seat, word in begging:
        who = _who(seat, dealer, lang)
        if word == "run" and begging_rules is not None:
            turned = _cards(state, upcards[1:], lang) if len(upcards) > 1 else ""
            said = lang("example-begging-run-cards", who=who, cards=begging_rules.run, turned=turned, turning=yes_no(bool(turned)))
        else:
            said = lang(f"example-begging-{word}", who=who)
        words.append(said)
    return sentence(join(words, lang), lang) + "."


def _thrown_in(state: GameState, deal: ThrownIn, lang: Language) -> str:
    """A deal that was thrown in, in words."""
    variant = state.rules.variant
    steps = []
    if deal.upcards:
        steps.append(_trump_offer(state, deal.dealer, deal.upcards, deal.begging, lang).rstrip("."))
    if deal.bids and variant.auction is not None:
        steps.append(_auction(state, deal, variant.auction, lang))
    story = "; ".join(steps) if steps else lang("example-deals", seat=deal.dealer)
    scores = " " + lang("example-thrown-in-scores", scores=", ".join(map(str, deal.scores))) if any(deal.scores) else ""
    if deal.misdeal:
        again = yes_no(variant.deal.misdeal_redeal == "same-dealer")
        return lang("example-misdeal", story=sentence(story, lang), same_dealer=again) + scores
    return lang("example-thrown-in", story=sentence(story, lang)) + scores


def _award(example: Example, index: int, lang: Language) -> str:
    """One point's outcome: who scored it with which card, or why nobody did."""
    variant = example.state.rules.variant
    point = variant.points[index]
    award = example.hand.awards[index]
    card = f" ({card_label(example.state.card_name(award.card), variant, lang)})" if award.card is not None else ""
    name = point_name(point, lang)
    if award.side is not None:
        state, hand = example.state, example.hand
        winner = scorer_name(state, hand, award.side, lang)
        if "trick_points" in names_used(point.to):
            if hand.hand_sides:
                by_team = [
                    (seats(team, lang), sum(hand.game_points[state.side_of[s]] for s in team)) for team in hand.hand_sides
                ]
            else:
                by_team = [(side_name(state, side, lang), points) for side, points in enumerate(hand.game_points)]
            totals = ", ".join(f"{who} {points}" for who, points in by_team)
            return lang("example-award-trick-points", name=name, card=card, winner=winner, totals=totals)
        return lang("example-award", name=name, card=card, winner=winner)
    voice = voice_of(variant, lang)
    if award.card is None and point.card is not None:
        reason = english(point.card, voice).absent
    else:
        reason = english(point.to, rule_voice(variant, ("points", point.id, "to"), lang)).absent
    return lang("example-award-nobody", name=name, card=card, reason=reason, has_reason=yes_no(bool(reason)))


def _teams(state: GameState, hand: HandResult, lang: Language) -> str:
    """Who played with whom in ``hand``, and how the bidder's partner was found."""
    bidder, others = hand.hand_sides
    words: dict[str, str | int] = {"seat": hand.bidder, "bidders": seats(bidder, lang), "others": seats(others, lang)}
    if hand.called is None:
        return lang("example-alone", **words)
    card = _cards(state, [hand.called], lang)
    if len(bidder) == 1:
        return lang("example-called-nobody", card=card, **words)
    return lang("example-called", card=card, partner=bidder[1], **words)


def worked_example(variant: Variant, lang: Language) -> list[str]:
    """The worked example as Markdown paragraphs."""
    example = example_hand(variant)
    state, hand = example.state, example.hand
    teams = ""
    if any(len(members) > 1 for members in state.sides):
        listed = join([lang("sides-team-is", team=side, seats=seats(members, lang)) for side, members in enumerate(state.sides)], lang)
        teams = " " + sentence(listed, lang) + "."
    blocks = [lang("example-intro", players=state.players, seed=example.seed) + teams]
    blocks.extend(_thrown_in(state, deal, lang) for deal in hand.thrown_in)
    blocks.append(lang("example-dealt", seat=hand.dealer, stock=len(hand.stock)))
    rows = [[str(seat), _cards(state, cards, lang)] for seat, cards in enumerate(hand.deal)]
    blocks.append(table([lang("example-column-seat"), lang("example-column-dealt")], rows))
    suit = variant.deck.suits[hand.trump]
    trump_words = f"{SUIT_SYMBOLS[suit]} {lang(f'suit-{suit}')}"
    if hand.upcards:
        offer = _trump_offer(state, hand.dealer, hand.upcards, hand.begging, lang)
        blocks.append(lang("example-trump", offer=offer, trump=trump_words))
    widow_first = variant.exchange is not None and variant.exchange.rest_taken == "before-trump"
    if variant.auction is not None:
        named = "widow" if widow_first else yes_no(variant.trump.chosen_by == "bidder-names")
        blocks.append(
            lang(
                "example-auction",
                auction=_auction(state, hand, variant.auction, lang),
                seat=hand.bidder,
                bid=hand.bid,
                contract=yes_no(bool(hand.bid)),
                named=named,
                trump=trump_words,
                widow=_cards(state, hand.stock, lang),
            )
        )
    if hand.exchanges and variant.exchange is not None:
        turns = [
            lang("example-discards", seat=seat, cards=_cards(state, cards, lang)) if cards else lang("example-keeps", seat=seat)
            for seat, cards in hand.exchanges
        ]
        if variant.exchange.rest_to != "none" and not widow_first:  # the last turn takes the rest of the stock
            seat, cards = hand.exchanges[-1]
            widow = yes_no(variant.deal.widow is not None)
            taken = _cards(state, cards, lang)
            turns[-1] = lang(
                "example-takes-rest", seat=seat, widow=widow, keep=variant.exchange.keep, cards=taken, discards=yes_no(bool(cards))
            )
        blocks.append(lang("example-exchange", turns=sentence(join(turns, lang), lang)))
    if hand.hand_sides:
        blocks.append(lang("example-teams", teams=_teams(state, hand, lang)))
    first = hand.tricks[0]
    led = yes_no(not hand.upcards and variant.trump.chosen_by == "first-lead")
    drawing = yes_no(bool(variant.stock and variant.stock.draw_after_trick))
    lead = _cards(state, first.plays[:1], lang)
    blocks.append(lang("example-play", seat=first.leader, card=lead, led=led, trump=trump_words, drawing=drawing))
    blocks.append(
        table(
            [lang("example-column-trick"), lang("example-column-led-by"), lang("example-column-played"), lang("example-column-won-by")],
            [
                [
                    str(number),
                    lang("example-seat", seat=trick.leader),
                    _cards(state, trick.plays, lang),
                    lang("example-seat", seat=trick.winner),
                ]
                for number, trick in enumerate(hand.tricks, start=1)
            ],
        )
    )
    folds = folds_by_trick(hand)
    if folds:  # only trumps are played: who folded before the hand ended, out of trumps
        told = [
            sentence(lang("example-folds-after", seat=seat, trick=tricks), lang)
            if tricks
            else sentence(lang("example-folds-at-once", seat=seat), lang)
            for tricks, seats in sorted(folds.items())
            for seat in seats
        ]
        blocks.append(lang("example-folding", folds=" ".join(told)))
    awards = "\n".join(f"- {_award(example, index, lang)}" for index in range(len(variant.points)))
    blocks.append(f"{lang('example-scoring')}\n\n{awards}")
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        who = scorer_name(state, hand, bidder_side, lang)
        verdict = lang("example-verdict", bid=hand.bid, who=who, won=hand.won[bidder_side], made=yes_no(hand.made))
        if hand.sale and hand.sale[-1][1] == "accept":
            seller = side_name(state, state.side_of[hand.sale[-1][0]], lang)
            verdict += " " + sentence(lang("example-sold", seller=seller, bid=hand.bid), lang)
        blocks.append(verdict)
    columns = ["example-column-side", "example-column-points-won", "example-column-hand-score", "example-column-score"]
    blocks.append(
        table(
            [lang(column) for column in columns],
            [
                [side_name(state, side, lang), str(hand.won[side]), f"{hand.score_changes[side]:+d}", str(hand.scores[side])]
                for side in range(len(state.sides))
            ],
        )
    )
    blocks.append(lang("example-record"))
    blocks.append(f"```json\n{dumps(example.record)}\n```")
    return blocks
