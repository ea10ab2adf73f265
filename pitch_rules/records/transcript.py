"""A readable, stable text account of a game: what the CLI shows and golden tests pin.

Cards are written as people read them (``10♥``, a joker by its name); records
keep the contract's notation (``TH``). Where the rules decide something a reader
might not expect, the transcript says so: a dealer's steal, the robbing of the
pack, a winner with fewer points than another side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ..cards import SUIT_NAMES, SUIT_SYMBOLS, card_label
from ..dsl import Type
from ..dsl.english import Voice, english, extra_card
from ..engine import GameState, HandResult, ThrownIn
from ..i18n import Language, language
from ..messages import current, say
from ..variant.model import Variant


SALE_WORDS = {"pitch": "pitches at once", "sell": "offers the pitch for sale", "accept": "sells", "refuse": "refuses to sell"}
"""The eldest's decisions in a sell-out, as the transcript words them."""


def side_name(state: GameState, side: int | None) -> str:
    """``seat 2`` in solo play, ``team 0 (seats 0+2)`` in partnerships; ``nobody`` for None."""
    if side is None:
        return "nobody"
    seats = state.sides[side]
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"team {side} (seats {'+'.join(map(str, seats))})"


def scorer_name(state: GameState, hand: HandResult, side: int | None) -> str:
    """Who scored as ``side`` in ``hand``: its team of the hand (``seats 4+2``) if teams formed for it."""
    team = next((seats for seats in hand.hand_sides if side is not None and state.sides[side][0] in seats), None)
    if team is None:
        return side_name(state, side)
    return f"seat {team[0]}" if len(team) == 1 else f"seats {'+'.join(map(str, team))}"


def cards_text(state: GameState, cards: Sequence[int]) -> str:
    """Cards as people read them, ``10♥ J♣``, separated by spaces."""
    names = state.rules.card_names
    jokers = {joker.id: joker.name for joker in state.rules.variant.deck.jokers}
    return " ".join(card_label(names[c], jokers) for c in cards)


def stolen(bids: Sequence[tuple[int, int | None]]) -> list[bool]:
    """For each bid, whether it was a dealer's steal: equal to the high bid before it (nobody else may bid that)."""
    high, steals = 0, []
    for _, amount in bids:
        steals.append(amount is not None and 0 < high == amount)
        high = max(high, amount or 0)
    return steals


def won_by_steal(bids: Sequence[tuple[int, int | None]], bidder: int) -> bool:
    """Whether ``bidder`` holds the auction by a steal: their last bid was one."""
    last = max((i for i, (seat, amount) in enumerate(bids) if seat == bidder and amount is not None), default=None)
    return last is not None and stolen(bids)[last]


def bids_text(bids: Sequence[tuple[int, int | None]]) -> str:
    """``seat 1 pass, seat 2 3, seat 0 steals at 3``."""
    return ", ".join(
        say("transcript.steal", seat=seat, bid=amount) if steal else f"seat {seat} {'pass' if amount is None else amount}"
        for (seat, amount), steal in zip(bids, stolen(bids))
    )


def rest_turn_key(variant: Variant) -> str | None:
    """The message key for the exchange turn that takes the rest of the stock (robbing the pack), if the variant has one."""
    exchange = variant.exchange
    if exchange is None or exchange.rest_to == "none":
        return None
    return f"transcript.rest.{exchange.rest_to}"


def winner_rule_words(variant: Variant, lang: Language | None = None) -> str:
    """The game's winner rule in words: ``the bidder if the bidder's score is at least 7 points, otherwise nobody``."""
    voice = Voice(team=variant.sides.kind == "partnership", bidding=variant.auction is not None, lang=lang or language())
    voice = replace(voice, card_names={joker.id: extra_card(voice, joker.name) for joker in variant.deck.jokers})
    target = voice.phrase("meaning-target", Type.INT, points=variant.game.target)
    won = voice.phrase("meaning-won-by", Type.INT, side=english("bidder", voice))
    return english(variant.game.winner, voice.meaning(target=target, won=won)).text


def standing_notes(
    state: GameState,
    scores: Sequence[int],
    winner: int | None,
    before: Sequence[int] | None = None,
    name: Callable[[int], str] | None = None,
) -> list[str]:
    """Why the scores did not decide the game as a reader might expect, per the winner rule.

    After a hand that did not end the game: each side that reached the target in
    it (its score ``before`` was lower). At the end: a winner with fewer points
    than another side. ``name`` names a side (:func:`side_name` by default).
    """
    called = name or (lambda side: side_name(state, side))
    rule = winner_rule_words(state.rules.variant, current())
    if winner is not None:
        ahead = max((side for side in range(len(scores)) if scores[side] > scores[winner]), key=lambda s: scores[s], default=None)
        if ahead is None:
            return []
        return [say("notes.fewer_points", winner=called(winner), score=scores[winner],
                    other=called(ahead), other_score=scores[ahead], rule=rule)]  # fmt: skip
    return [
        say("notes.target_not_won", side=called(side), score=score, target=state.target, rule=rule)
        for side, score in enumerate(scores)
        if score >= state.target and (before is None or before[side] < state.target)
    ]


def hand_transcript(state: GameState, number: int, hand: HandResult, winner: int | None = None) -> list[str]:
    """The lines describing hand ``number`` (1-based) of ``state``'s history; ``winner``: who won the game after it."""
    variant = state.rules.variant
    suit = variant.deck.suits[hand.trump]
    lines = deal_lines(state, number, hand.thrown_in, hand)
    trump = f"trump is {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
    if hand.bidder >= 0:
        sale = [f"seat {s} {SALE_WORDS[word]}" for s, word in hand.sale]
        bids = bids_text(hand.bids)
        lines.extend(f"  {line}" for line in [*sale[:1], f"bids: {bids}" if bids else "", *sale[1:]] if line)
        if hand.bid and won_by_steal(hand.bids, hand.bidder):
            lines.append("  " + say("transcript.auction_stolen", seat=hand.bidder, bid=hand.bid, trump=trump))
        elif hand.bid:
            lines.append(f"  seat {hand.bidder} wins the auction at {hand.bid}; {trump}")
        else:
            lines.append(f"  seat {hand.bidder} pitches with no contract; {trump}")
    else:
        lines.append(f"  {trump}")
    rest = rest_turn_key(variant)
    taker = hand.bidder if variant.exchange is not None and variant.exchange.rest_to == "bidder" else hand.dealer
    for turn, (seat, cards) in enumerate(hand.exchanges, start=1):
        thrown_away = cards_text(state, cards) or "nothing"
        if rest is not None and turn == len(hand.exchanges) and seat == taker:  # the taker's turn comes last
            lines.append("  " + say(rest, seat=seat, cards=thrown_away))
        else:
            lines.append(f"  seat {seat} discards {thrown_away}")
    if hand.called is not None:
        lines.append(f"  seat {hand.bidder} calls {cards_text(state, [hand.called])}")
    if hand.hand_sides:
        lines.append(f"  for this hand: {' against '.join(scorer_name(state, hand, state.side_of[t[0]]) for t in hand.hand_sides)}")
    folds = folds_by_trick(hand)
    lines.extend("  " + say("transcript.folds", seat=seat) for seat in folds.get(0, ()))
    for index, trick in enumerate(hand.tricks, start=1):
        lines.append(f"  trick {index}: seat {trick.leader} leads {cards_text(state, trick.plays)} -> seat {trick.winner}")
        lines.extend("  " + say("transcript.folds", seat=seat) for seat in folds.get(index, ()))
    point_names = {p.id: p.name for p in variant.points}
    for award in hand.awards:
        card = f" ({cards_text(state, [award.card])})" if award.card is not None else ""
        lines.append(f"  {point_names[award.point]}{card}: {scorer_name(state, hand, award.side)}")
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        verdict = "makes" if hand.made else "is set back on"
        contract = f"{verdict} the bid of {hand.bid}" if hand.bid else "plays with no contract"
        lines.append(
            f"  {scorer_name(state, hand, bidder_side)} {contract} with {hand.won[bidder_side]} "
            f"point(s); trick points {list(hand.game_points)}"
        )
    else:
        lines.append(f"  points won {list(hand.won)}; trick points {list(hand.game_points)}")
    changes = ", ".join(f"{c:+d}" for c in hand.score_changes)
    lines.append(f"  score changes {changes}; scores {list(hand.scores)}")
    if winner is None:
        before = [score - change for score, change in zip(hand.scores, hand.score_changes)]
        lines.extend(f"  {note}" for note in standing_notes(state, hand.scores, None, before))
    return lines


def folds_by_trick(hand: HandResult) -> dict[int, list[int]]:
    """Where only trumps are played: the seats that folded, out of trumps, by the number of tricks played before
    (0: at once, holding no trump when play began); those left when the hand ended after a trick are not listed."""
    folds: dict[int, list[int]] = {}
    for seat, tricks in enumerate(hand.folded_after):
        if tricks is not None and (tricks < len(hand.tricks) or not hand.tricks):
            folds.setdefault(tricks, []).append(seat)
    return folds


def deal_lines(state: GameState, number: int, thrown_in: Sequence[ThrownIn], deal: HandResult | ThrownIn) -> list[str]:
    """The deals ``thrown_in`` before deal ``number``, then who dealt it, each hand, the cards turned up and the begging."""
    lines = [thrown_in_line(thrown) for thrown in thrown_in]
    lines.append(f"Hand {number}: seat {deal.dealer} deals")
    for seat, cards in enumerate(deal.deal):
        lines.append(f"  seat {seat} holds {cards_text(state, cards)}")
    if deal.upcards:
        lines.append(f"  turned up: {cards_text(state, deal.upcards)}")
    if deal.begging:
        lines.append("  " + ", ".join(f"seat {s} {word}s" for s, word in deal.begging))
    return lines


def thrown_in_line(thrown: ThrownIn) -> str:
    """One line for a deal thrown in: who dealt, why, and the scores after it."""
    passes = ", ".join(f"seat {s} {'pass' if b is None else b}" for s, b in thrown.bids)
    why = "misdeal" if thrown.misdeal else passes or "the cards ran out"
    return f"Thrown in: seat {thrown.dealer} dealt; {why}; scores {list(thrown.scores)}"


def final_deal_transcript(state: GameState, number: int, final: ThrownIn) -> list[str]:
    """The lines for deal ``number``, during which the game was won before any card was played."""
    lines = deal_lines(state, number, state.thrown_in, final)
    if final.bids:
        lines.append(f"  bids: {bids_text(final.bids)}")
    lines.append(f"  the game is won during the deal, before play; scores {list(final.scores)}")
    return lines


def game_transcript(state: GameState) -> str:
    """Every hand of ``state`` and how the game ended, as text."""
    lines: list[str] = []
    last = len(state.history)
    for number, hand in enumerate(state.history, start=1):
        over = number == last and state.final_deal is None and state.winner is not None
        lines.extend(hand_transcript(state, number, hand, state.winner if over else None))
    if state.final_deal is not None:
        lines.extend(final_deal_transcript(state, len(state.history) + 1, state.final_deal))
    if state.winner is not None:
        lines.append(f"{side_name(state, state.winner)} wins with scores {state.scores}")
        lines.extend(standing_notes(state, state.scores, state.winner))
    else:
        lines.append(f"game cut off after {len(state.history)} hands with scores {state.scores}")
    return "\n".join(lines) + "\n"
