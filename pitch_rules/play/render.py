"""How the terminal game looks: cards with suit symbols and colour, the table, the results.

Everything is built as rich markup from the variant's cards and the game's
public facts; the person's own hand is the only hidden thing shown.
"""

from __future__ import annotations

from rich.markup import escape

from ..cards import SUIT_NAMES, SUIT_SYMBOLS
from ..engine import Action, GameState, HandResult

SUIT_STYLES = {"H": "red", "D": "red"}
"""Red suits are drawn in red; the others in the terminal's own colour."""


def card_text(name: str) -> str:
    """A card as markup: ``TH`` becomes a red ``10♥``."""
    rank, suit = name[:-1], name[-1]
    shown = ("10" if rank == "T" else rank) + SUIT_SYMBOLS.get(suit, suit)
    style = SUIT_STYLES.get(suit)
    return f"[bold {style}]{shown}[/]" if style else f"[bold]{shown}[/]"


def suit_text(letter: str) -> str:
    """A suit as markup: symbol and name."""
    name = f"{SUIT_SYMBOLS.get(letter, '')} {SUIT_NAMES.get(letter, letter)}".strip()
    style = SUIT_STYLES.get(letter)
    return f"[{style}]{name}[/]" if style else name


def action_text(state: GameState, action: Action) -> str:
    """What an action looks like on the table: a card with its symbol, else its words."""
    if action.kind == "play" and isinstance(action.value, str):
        return card_text(action.value)
    return escape(str(action))


class Names:
    """How seats and sides are called: ``You``, ``seat 2 (greedy)``, ``team 0 (You + seat 2)``."""

    def __init__(self, state: GameState, seat: int, bots: tuple[str, ...]) -> None:
        self.state = state
        self.seat = seat
        self.bots = bots

    def seat_name(self, seat: int) -> str:
        """A seat's name."""
        return "[bold cyan]You[/]" if seat == self.seat else f"seat {seat} ({self.bots[seat]})"

    def short(self, seat: int) -> str:
        """A seat's short name."""
        return "[bold cyan]You[/]" if seat == self.seat else f"seat {seat}"

    def side_name(self, side: int | None) -> str:
        """A side's name; ``nobody`` for None."""
        if side is None:
            return "nobody"
        seats = self.state.sides[side]
        if len(seats) == 1:
            return self.short(seats[0])
        return f"team {side} ({' + '.join(self.short(s) for s in seats)})"


def table_lines(state: GameState, names: Names, hand_number: int) -> list[str]:
    """The table as the person sees it before choosing: hand, trump, scores, bids, trick, own cards."""
    rules = state.rules
    variant = rules.variant
    trump = f"trump {suit_text(variant.deck.suits[state.trump])}" if state.trump is not None else "trump not set yet"
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(state.scores))
    lines = [
        f"[bold]Hand {hand_number}[/] · dealer {names.short(state.dealer)} · {trump}",
        f"Scores: {scores}  (target {state.target})",
    ]
    if state.bids:
        bids = " · ".join(f"{names.short(s)} {'pass' if b is None else f'bid {b}'}" for s, b in state.bids)
        lines.append(f"Bids: {bids}" + (f"  → high bid {state.high_bid} by {names.short(state.bidder)}" if state.bidder >= 0 else ""))
    if state.trick:
        plays = " · ".join(
            f"{names.short((state.leader + i) % state.players)} {card_text(rules.card_names[c])}" for i, c in enumerate(state.trick)
        )
        lines.append(f"On the table: {plays}")
    elif state.phase == "play":
        lines.append("On the table: nothing yet, you lead" if state.to_move == names.seat else "On the table: nothing yet")
    hand = sorted(state.hands[names.seat], key=lambda c: (rules.suit_of[c], -rules.rank_of[c]))
    lines.append("Your cards: " + " ".join(card_text(rules.card_names[c]) for c in hand))
    return lines


def trick_line(state: GameState, names: Names, leader: int, plays: tuple[int, ...], winner: int) -> str:
    """One finished trick and who took it."""
    cards = " ".join(card_text(state.rules.card_names[c]) for c in plays)
    return f"  trick: {names.short(leader)} led {cards} → {names.short(winner)} {'take' if winner == names.seat else 'takes'} it"


def hand_result_lines(state: GameState, names: Names, number: int, hand: HandResult) -> list[str]:
    """What each point went to, whether the bid was made, and the scores after hand ``number``."""
    rules = state.rules
    variant = rules.variant
    bidder_side = state.side_of[hand.bidder]
    lines = [
        f"[bold]Hand {number} result[/]: {names.short(hand.bidder)} bid {hand.bid}, trump {suit_text(variant.deck.suits[hand.trump])}"
    ]
    point_names = {p.id: p.name for p in variant.points}
    for award in hand.awards:
        card = card_text(rules.card_names[award.card]) if award.card is not None else ""
        card = f" {card}" if card else ""
        lines.append(f"  {point_names[award.point]}{card} → {names.side_name(award.side)}")
    points = " · ".join(f"{names.side_name(side)} {p}" for side, p in enumerate(hand.game_points))
    lines.append(f"  trick points: {points}")
    verdict = (
        f"made the bid with {hand.won[bidder_side]} point(s)"
        if hand.made
        else f"[bold red]set back[/]: {hand.won[bidder_side]} point(s), bid {hand.bid}"
    )
    lines.append(f"  {names.side_name(bidder_side)} {verdict}")
    scores = " · ".join(
        f"{names.side_name(side)} {score} ({change:+d})" for side, (score, change) in enumerate(zip(hand.scores, hand.score_changes))
    )
    lines.append(f"  scores: {scores}")
    return lines
