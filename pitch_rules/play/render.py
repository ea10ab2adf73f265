"""How the terminal game looks: cards with suit symbols and colour, the table, the results.

Everything is built as rich markup from the variant's cards and the game's
public facts; the person's own hand is the only hidden thing shown.
"""

from __future__ import annotations

from rich.markup import escape

from ..cards import SUIT_COLOURS, SUIT_NAMES, SUIT_SYMBOLS, card_label
from ..engine import Action, GameState, HandResult, Rules
from ..messages import say
from ..records.transcript import stolen, won_by_steal


def card_text(rules: Rules, card: int) -> str:
    """A card as markup: ``TH`` becomes a red ``10♥``; a joker shows its name."""
    name = rules.card_names[card]
    if rules.suit_of[card] < 0:
        jokers = {joker.id: joker.name for joker in rules.variant.deck.jokers}
        return f"[bold magenta]{escape(card_label(name, jokers))}[/]"
    shown = escape(card_label(name))
    return f"[bold red]{shown}[/]" if SUIT_COLOURS.get(name[-1]) == "red" else f"[bold]{shown}[/]"


def suit_text(letter: str) -> str:
    """A suit as markup: symbol and name."""
    name = f"{SUIT_SYMBOLS.get(letter, '')} {SUIT_NAMES.get(letter, letter)}".strip()
    return f"[red]{name}[/]" if SUIT_COLOURS.get(letter) == "red" else name


def action_text(rules: Rules, action: Action) -> str:
    """What an action looks like on the table: cards with their symbols, else its words."""
    if action.kind in ("play", "discard") and isinstance(action.value, str) and action.value in rules.card_by_name:
        card = card_text(rules, rules.card_by_name[action.value])
        return card if action.kind == "play" else f"discards {card}"
    if action.kind == "trump" and isinstance(action.value, str):
        return f"names {suit_text(action.value)} trump"
    if action.kind == "call" and isinstance(action.value, str) and action.value in rules.card_by_name:
        return f"calls {card_text(rules, rules.card_by_name[action.value])}"
    return escape(str(action))


def public_action_text(state: GameState, action: Action) -> str:
    """``action_text`` of an action just taken, as the other players see it: a face-down discard is not shown."""
    rules = state.rules
    if action.kind == "discard" and isinstance(action.value, str) and rules.card_by_name.get(action.value) not in state.shown:
        return "discards a card"
    return action_text(rules, action)


class Names:
    """How seats and sides are called: ``You``, ``seat 2 (greedy)``, ``team 0 (You + seat 2)``."""

    def __init__(self, state: GameState, seat: int, bots: tuple[str, ...]) -> None:
        self.state = state
        self.seat = seat
        self.bots = bots

    def seat_name(self, seat: int) -> str:
        """A seat's name."""
        return "[bold cyan]You[/]" if seat == self.seat else f"seat {seat} ({self.bots[seat]})"

    def third_person(self, side: int) -> str:
        """A side's name to go with a verb in the third person: ``seat 0 (you)`` for the person alone."""
        seats = self.state.sides[side]
        return f"[bold cyan]seat {self.seat} (you)[/]" if list(seats) == [self.seat] else self.side_name(side)

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

    def scorer_name(self, hand: HandResult, side: int | None) -> str:
        """Who scored as ``side`` in ``hand``: its team of the hand (``seat 4 + You``) if teams formed for it."""
        team = next((seats for seats in hand.hand_sides if side is not None and self.state.sides[side][0] in seats), None)
        return self.side_name(side) if team is None else " + ".join(self.short(s) for s in team)


def rest_turn(state: GameState, seat: int) -> bool:
    """Whether the exchange turn now under way is the one that takes the rest of the stock (robbing the pack).

    Read from public facts: the taker's turn to take the rest comes after every
    other turn, and after the taker's own turn of being dealt back up if there is one.
    """
    exchange = state.rules.variant.exchange
    if state.phase != "exchange" or exchange is None or exchange.rest_to == "none":
        return False
    view = state.view(seat)
    taker = view.bidder if exchange.rest_to == "bidder" else view.dealer
    return state.to_move == taker >= 0 and (not exchange.refill or any(s == taker for s, _ in view.exchanges))


def table_lines(state: GameState, names: Names, hand_number: int) -> list[str]:
    """The table as the person sees it before choosing: hand, trump, scores, bids, trick, own cards."""
    rules = state.rules
    view = state.view(names.seat)
    suits = rules.variant.deck.suits
    trump = f"trump {suit_text(suits[view.trump])}" if view.trump is not None else "trump not set yet"
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(view.scores))
    lines = [
        f"[bold]Hand {hand_number}[/] · dealer {names.short(view.dealer)} · {trump} · [italic]{view.phase}[/]",
        f"Scores: {scores}  (target {state.target})",
    ]
    if view.upcards:
        lines.append("Turned up: " + " ".join(card_text(rules, c) for c in view.upcards))
    if view.stock_size:
        top = view.stock_top
        lines.append(f"Stock: {view.stock_size} card(s)" + (f", {card_text(rules, top)} on top" if top is not None else ""))
    exchange = rules.variant.exchange
    if view.phase == "exchange" and exchange is not None and state.to_move == names.seat:
        refill = exchange.refill and not rest_turn(state, names.seat)
        stock = say("play.exchange_refill", stock=view.stock_size) if refill else ""
        lines.append(say("play.exchange_status", held=len(view.hand), keep=exchange.keep, refill=stock))
    if view.bids:
        bids = " · ".join(
            say("play.bids_steal", seat=names.short(s), bid=b) if steal else f"{names.short(s)} {'pass' if b is None else f'bid {b}'}"
            for (s, b), steal in zip(view.bids, stolen(view.bids))
        )
        high = f"  → high bid {view.high_bid} by {names.short(view.bidder)}" if view.bidder >= 0 else ""
        lines.append(f"Bids: {bids}{high}")
    if view.sale:
        lines.append("Sale: " + " · ".join(f"{names.short(seat)} {word}" for seat, word in view.sale))
    if view.shown_discards:
        lines.append("Trumps discarded face up: " + " ".join(card_text(rules, c) for c in view.shown_discards))
    lines.extend(_partner_lines(state, names))
    if view.trick:
        plays = " · ".join(
            f"{names.short((view.leader + i) % view.players)} {card_text(rules, c)}" for i, c in enumerate(view.trick)
        )
        lines.append(f"On the table: {plays}")
    elif view.phase == "play":
        lines.append("On the table: nothing yet, you lead" if state.to_move == names.seat else "On the table: nothing yet")
    table = view.trump if view.trump is not None else rules.no_trump
    hand = sorted(view.hand, key=lambda c: (rules.effective_suit[table][c], -rules.power[table][c]))
    lines.append("Your cards: " + " ".join(card_text(rules, c) for c in hand))
    return lines


def _partner_lines(state: GameState, names: Names) -> list[str]:
    """The called card, and who plays with the person this hand as far as they may know."""
    view = state.view(names.seat)
    lines = []
    if view.called_card is not None:
        held = " (you hold it: you are the bidder's partner)" if view.called_card in view.hand else ""
        lines.append(f"Called card: {card_text(state.rules, view.called_card)}{held}")
    if view.phase == "play" and state.rules.variant.sides.for_the_hand != "none":
        partners = sorted(view.partners - {names.seat})
        if not view.teams_known:
            lines.append("This hand your partner is not known yet")
        elif partners:
            lines.append("This hand you play with " + " + ".join(names.short(s) for s in partners))
        else:
            lines.append("This hand you play alone")
    return lines


def trick_line(state: GameState, names: Names, leader: int, plays: tuple[int, ...], winner: int) -> str:
    """One finished trick and who took it."""
    cards = " ".join(card_text(state.rules, c) for c in plays)
    return f"  trick: {names.short(leader)} led {cards} → {names.short(winner)} {'take' if winner == names.seat else 'takes'} it"


def hand_result_lines(state: GameState, names: Names, number: int, hand: HandResult) -> list[str]:
    """What each point went to, whether the bid was made, and the scores after hand ``number``."""
    rules = state.rules
    variant = rules.variant
    trump = suit_text(variant.deck.suits[hand.trump])
    if hand.bidder >= 0:
        contract = (
            say("play.stole", bid=hand.bid) if hand.bid and won_by_steal(hand.bids, hand.bidder)
            else f"bid {hand.bid}" if hand.bid else "pitched with no contract"
        )  # fmt: skip
        lines = [f"[bold]Hand {number} result[/]: {names.short(hand.bidder)} {contract}, trump {trump}"]
    else:
        lines = [f"[bold]Hand {number} result[/]: trump {trump}"]
    point_names = {p.id: p.name for p in variant.points}
    for award in hand.awards:
        card = f" {card_text(rules, award.card)}" if award.card is not None else ""
        lines.append(f"  {point_names[award.point]}{card} → {names.scorer_name(hand, award.side)}")
    points = " · ".join(f"{names.side_name(side)} {p}" for side, p in enumerate(hand.game_points))
    lines.append(f"  trick points: {points}")
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        won = hand.won[bidder_side]
        if not hand.bid:
            verdict = f"won {won} point(s) with no contract"
        elif hand.made:
            verdict = f"made the bid with {won} point(s)"
        else:
            verdict = f"[bold red]set back[/]: {won} point(s), bid {hand.bid}"
        lines.append(f"  {names.scorer_name(hand, bidder_side)} {verdict}")
    scores = " · ".join(
        f"{names.side_name(side)} {score} ({change:+d})" for side, (score, change) in enumerate(zip(hand.scores, hand.score_changes))
    )
    lines.append(f"  scores: {scores}")
    return lines


def final_deal_lines(state: GameState, names: Names) -> list[str]:
    """How the game ended during a deal: points scored at once put a side out before play."""
    final = state.final_deal
    if final is None:
        return []
    rules = state.rules
    turned = f", {' '.join(card_text(rules, c) for c in final.upcards)} turned up" if final.upcards else ""
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(final.scores))
    return [
        f"[bold]The game is won during the deal[/] (seat {final.dealer} dealt{turned}): points scored at once "
        f"put {names.side_name(state.winner)} out before a card was played.",
        f"  scores: {scores}",
    ]
