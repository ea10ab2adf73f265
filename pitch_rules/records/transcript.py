"""A readable, stable text account of a game: what the CLI shows and golden tests pin."""

from __future__ import annotations

from ..cards import SUIT_NAMES, SUIT_SYMBOLS
from ..engine import GameState, HandResult, ThrownIn


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


def hand_transcript(state: GameState, number: int, hand: HandResult) -> list[str]:
    """The lines describing hand ``number`` (1-based) of ``state``'s history."""
    names = state.rules.card_names
    variant = state.rules.variant
    suit = variant.deck.suits[hand.trump]
    lines = [thrown_in_line(thrown) for thrown in hand.thrown_in]
    lines.append(f"Hand {number}: seat {hand.dealer} deals")
    for seat, cards in enumerate(hand.deal):
        lines.append(f"  seat {seat} holds {' '.join(names[c] for c in cards)}")
    if hand.upcards:
        lines.append(f"  turned up: {' '.join(names[c] for c in hand.upcards)}")
    if hand.begging:
        lines.append("  " + ", ".join(f"seat {s} {word}s" for s, word in hand.begging))
    trump = f"trump is {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
    if hand.bidder >= 0:
        bids = ", ".join(f"seat {s} {'pass' if b is None else b}" for s, b in hand.bids)
        sale = [f"seat {s} {SALE_WORDS[word]}" for s, word in hand.sale]
        lines.extend(f"  {line}" for line in [*sale[:1], f"bids: {bids}" if bids else "", *sale[1:]] if line)
        if hand.bid:
            lines.append(f"  seat {hand.bidder} wins the auction at {hand.bid}; {trump}")
        else:
            lines.append(f"  seat {hand.bidder} pitches with no contract; {trump}")
    else:
        lines.append(f"  {trump}")
    for seat, cards in hand.exchanges:
        thrown_away = " ".join(names[c] for c in cards) or "nothing"
        lines.append(f"  seat {seat} discards {thrown_away}")
    if hand.called is not None:
        lines.append(f"  seat {hand.bidder} calls {names[hand.called]}")
    if hand.hand_sides:
        lines.append(f"  for this hand: {' against '.join(scorer_name(state, hand, state.side_of[t[0]]) for t in hand.hand_sides)}")
    for index, trick in enumerate(hand.tricks, start=1):
        plays = " ".join(names[c] for c in trick.plays)
        lines.append(f"  trick {index}: seat {trick.leader} leads {plays} -> seat {trick.winner}")
    point_names = {p.id: p.name for p in variant.points}
    for award in hand.awards:
        card = f" ({names[award.card]})" if award.card is not None else ""
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
    return lines


def thrown_in_line(thrown: ThrownIn) -> str:
    """One line for a deal thrown in: who dealt, why, and the scores after it."""
    passes = ", ".join(f"seat {s} {'pass' if b is None else b}" for s, b in thrown.bids)
    why = "misdeal" if thrown.misdeal else passes or "the cards ran out"
    return f"Thrown in: seat {thrown.dealer} dealt; {why}; scores {list(thrown.scores)}"


def final_deal_transcript(state: GameState, number: int, final: ThrownIn) -> list[str]:
    """The lines for deal ``number``, during which the game was won before any card was played."""
    names = state.rules.card_names
    lines = [thrown_in_line(thrown) for thrown in state.thrown_in]
    lines.append(f"Hand {number}: seat {final.dealer} deals")
    for seat, cards in enumerate(final.deal):
        lines.append(f"  seat {seat} holds {' '.join(names[c] for c in cards)}")
    if final.upcards:
        lines.append(f"  turned up: {' '.join(names[c] for c in final.upcards)}")
    if final.begging:
        lines.append("  " + ", ".join(f"seat {s} {word}s" for s, word in final.begging))
    if final.bids:
        lines.append("  bids: " + ", ".join(f"seat {s} {'pass' if b is None else b}" for s, b in final.bids))
    lines.append(f"  the game is won during the deal, before play; scores {list(final.scores)}")
    return lines


def game_transcript(state: GameState) -> str:
    """Every hand of ``state`` and how the game ended, as text."""
    lines: list[str] = []
    for number, hand in enumerate(state.history, start=1):
        lines.extend(hand_transcript(state, number, hand))
    if state.final_deal is not None:
        lines.extend(final_deal_transcript(state, len(state.history) + 1, state.final_deal))
    if state.winner is not None:
        lines.append(f"{side_name(state, state.winner)} wins with scores {state.scores}")
    else:
        lines.append(f"game cut off after {len(state.history)} hands with scores {state.scores}")
    return "\n".join(lines) + "\n"
