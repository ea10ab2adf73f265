"""How the terminal game looks: cards with suit symbols and colour, the table, the results.

Everything is built as rich markup from the variant's cards and the game's
public facts, in the words of the ``terminal.ftl`` catalog of the person's
language; the person's own hand is the only hidden thing shown.
"""

from __future__ import annotations

from rich.markup import escape

from ..cards import SUIT_COLOURS, SUIT_SYMBOLS, card_label
from ..docs.words import own_words
from ..engine import Action, GameState, HandResult, Rules
from ..messages import current, say
from ..records.transcript import stolen, suit_name, won_by_steal
from .choices import joker_names


def card_text(rules: Rules, card: int) -> str:
    """A card as markup: ``TH`` becomes a red ``10♥``; a joker shows its name."""
    name = rules.card_names[card]
    if rules.suit_of[card] < 0:
        return f"[bold magenta]{escape(card_label(name, joker_names(rules)))}[/]"
    shown = escape(card_label(name))
    return f"[bold red]{shown}[/]" if SUIT_COLOURS.get(name[-1]) == "red" else f"[bold]{shown}[/]"


def suit_text(letter: str) -> str:
    """A suit as markup: symbol and name (in the person's language)."""
    name = f"{SUIT_SYMBOLS.get(letter, '')} {suit_name(letter)}".strip()
    return f"[red]{name}[/]" if SUIT_COLOURS.get(letter) == "red" else name


def action_text(rules: Rules, action: Action) -> str:
    """What an action looks like on the table: cards with their symbols, else its words."""
    if action.kind in ("play", "discard") and isinstance(action.value, str) and action.value in rules.card_by_name:
        card = card_text(rules, rules.card_by_name[action.value])
        return card if action.kind == "play" else say("play.did.discard", card=card)
    if action.kind == "trump" and isinstance(action.value, str):
        return say("play.did.trump", suit=suit_text(action.value))
    if action.kind == "call" and isinstance(action.value, str) and action.value in rules.card_by_name:
        return say("play.did.call", card=card_text(rules, rules.card_by_name[action.value]))
    return escape(say(f"play.did.{action.kind}", bid=str(action.value)))


def public_action_text(state: GameState, action: Action) -> str:
    """``action_text`` of an action just taken, as the other players see it: a face-down discard is not shown."""
    rules = state.rules
    if action.kind == "discard" and isinstance(action.value, str) and rules.card_by_name.get(action.value) not in state.shown:
        return say("play.did.discard.hidden")
    return action_text(rules, action)


class Names:
    """How seats and sides are called: ``You``, ``seat 2 (greedy)``, ``team 0 (You + seat 2)``."""

    def __init__(self, state: GameState, seat: int, bots: tuple[str, ...]) -> None:
        self.state = state
        self.seat = seat
        self.bots = bots

    def seat_name(self, seat: int) -> str:
        """A seat's name."""
        return f"[bold cyan]{say('play.you')}[/]" if seat == self.seat else say("play.seat.bot", seat=seat, bot=self.bots[seat])

    def third_person(self, side: int) -> str:
        """A side's name to go with a verb in the third person: ``seat 0 (you)`` for the person alone."""
        seats = self.state.sides[side]
        return f"[bold cyan]{say('play.seat.you', seat=self.seat)}[/]" if list(seats) == [self.seat] else self.side_name(side)

    def short(self, seat: int) -> str:
        """A seat's short name."""
        return f"[bold cyan]{say('play.you')}[/]" if seat == self.seat else say("play.seat", seat=seat)

    def side_name(self, side: int | None) -> str:
        """A side's name; ``nobody`` for None."""
        if side is None:
            return say("play.nobody")
        seats = self.state.sides[side]
        if len(seats) == 1:
            return self.short(seats[0])
        return say("play.team", team=side, members=" + ".join(self.short(s) for s in seats))

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
    if state.phase != "exchange" or exchange is None or exchange.rest_to == "none" or exchange.rest_taken == "before-trump":
        return False  # (the bidder took the widow before naming trump: see widow_taken_now)
    view = state.view(seat)
    taker = view.bidder if exchange.rest_to == "bidder" else view.dealer
    return state.to_move == taker >= 0 and (not exchange.refill or any(s == taker for s, _ in view.exchanges))


def widow_taken_now(state: GameState) -> bool:
    """Whether the bidder is about to name trump, having just taken the widow (where the variant says so)."""
    return state.phase == "trump" and state.widow_taken > 0


def table_lines(state: GameState, names: Names, hand_number: int) -> list[str]:
    """The table as the person sees it before choosing: hand, trump, scores, bids, trick, own cards."""
    rules = state.rules
    view = state.view(names.seat)
    suits = rules.variant.deck.suits
    trump = say("play.trump.is", suit=suit_text(suits[view.trump])) if view.trump is not None else say("play.trump.not.set")
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(view.scores))
    phase = say(f"play.phase.{view.phase}")
    lines = [
        say("play.table.hand", hand=hand_number, dealer=names.short(view.dealer), trump=trump, phase=phase),
        say("play.table.scores", scores=scores, target=state.target),
    ]
    if view.upcards:
        lines.append(say("play.table.turned.up", cards=" ".join(card_text(rules, c) for c in view.upcards)))
    if view.stock_size:
        top = view.stock_top
        lines.append(say("play.table.stock", count=view.stock_size, top="none" if top is None else card_text(rules, top)))
    exchange = rules.variant.exchange
    if view.phase == "exchange" and exchange is not None and state.to_move == names.seat:
        refill = exchange.refill and not rest_turn(state, names.seat)
        stock = say("play.exchange_refill", stock=view.stock_size) if refill else ""
        lines.append(say("play.exchange_status", held=len(view.hand), keep=exchange.keep, refill=stock))
    if view.bids:
        bids = " · ".join(
            say("play.bids_steal", seat=names.short(s), bid=b) if steal
            else say("play.table.bid.pass", seat=names.short(s)) if b is None
            else say("play.table.bid", seat=names.short(s), bid=b)
            for (s, b), steal in zip(view.bids, stolen(view.bids))
        )  # fmt: skip
        high = "  " + say("play.table.high.bid", bid=view.high_bid, seat=names.short(view.bidder)) if view.bidder >= 0 else ""
        lines.append(say("play.table.bids", bids=bids) + high)
    if view.sale:
        sale = " · ".join(f"{names.short(seat)} {say(f'play.did.{word}')}" for seat, word in view.sale)
        lines.append(say("play.table.sale", words=sale))
    if view.shown_discards:
        lines.append(say("play.table.shown", cards=" ".join(card_text(rules, c) for c in view.shown_discards)))
    lines.extend(_partner_lines(state, names))
    if view.folded:
        lines.append(say("play.table.folded", seats=", ".join(names.short(seat) for seat in view.folded)))
    if view.trick:
        plays = " · ".join(f"{names.short(seat)} {card_text(rules, c)}" for seat, c in zip(view.trick_seats, view.trick))
        lines.append(say("play.table.trick", plays=plays))
    elif view.phase == "play":
        lines.append(say("play.table.empty.you.lead" if state.to_move == names.seat else "play.table.empty"))
    table = view.trump if view.trump is not None else rules.no_trump
    hand = sorted(view.hand, key=lambda c: (rules.effective_suit[table][c], -rules.power[table][c]))
    lines.append(say("play.table.hand.cards", cards=" ".join(card_text(rules, c) for c in hand)))
    return lines


def _partner_lines(state: GameState, names: Names) -> list[str]:
    """The called card, and who plays with the person this hand as far as they may know."""
    view = state.view(names.seat)
    lines = []
    if view.called_card is not None:
        called = "play.table.called.yours" if view.called_card in view.hand else "play.table.called"
        lines.append(say(called, card=card_text(state.rules, view.called_card)))
    if view.phase == "play" and state.rules.variant.sides.for_the_hand != "none":
        partners = sorted(view.partners - {names.seat})
        if not view.teams_known:
            lines.append(say("play.table.partner.unknown"))
        elif partners:
            lines.append(say("play.table.partners", partners=" + ".join(names.short(s) for s in partners)))
        else:
            lines.append(say("play.table.alone"))
    return lines


def trick_line(state: GameState, names: Names, leader: int, plays: tuple[int, ...], winner: int) -> str:
    """One finished trick and who took it."""
    cards = " ".join(card_text(state.rules, c) for c in plays)
    you = "yes" if winner == names.seat else "no"
    return "  " + say("play.trick", leader=names.short(leader), cards=cards, winner=names.short(winner), you=you)


def hand_result_lines(state: GameState, names: Names, number: int, hand: HandResult) -> list[str]:
    """What each point went to, whether the bid was made, and the scores after hand ``number``."""
    rules = state.rules
    variant = rules.variant
    trump = suit_text(variant.deck.suits[hand.trump])
    if hand.bidder >= 0:
        contract = (
            say("play.stole", bid=hand.bid) if hand.bid and won_by_steal(hand.bids, hand.bidder)
            else say("play.result.bid", bid=hand.bid) if hand.bid else say("play.result.no.contract")
        )  # fmt: skip
        lines = [say("play.result", hand=number, bidder=names.short(hand.bidder), contract=contract, trump=trump)]
    else:
        lines = [say("play.result.no.auction", hand=number, trump=trump)]
    lang = current()
    point_names = {p.id: own_words(p.name, lang) for p in variant.points}
    for award in hand.awards:
        card = f" {card_text(rules, award.card)}" if award.card is not None else ""
        lines.append("  " + say("play.result.point", point=point_names[award.point], card=card, who=names.scorer_name(hand, award.side)))
    points = " · ".join(f"{names.side_name(side)} {p}" for side, p in enumerate(hand.game_points))
    lines.append("  " + say("play.result.trick.points", points=points))
    if hand.bidder >= 0:
        bidder_side = state.side_of[hand.bidder]
        won = hand.won[bidder_side]
        if not hand.bid:
            verdict = say("play.result.free", won=won)
        elif hand.made:
            verdict = say("play.result.made", won=won)
        else:
            verdict = say("play.result.set.back", won=won, bid=hand.bid)
        lines.append(f"  {names.scorer_name(hand, bidder_side)} {verdict}")
    scores = " · ".join(
        f"{names.side_name(side)} {score} ({change:+d})" for side, (score, change) in enumerate(zip(hand.scores, hand.score_changes))
    )
    lines.append("  " + say("play.result.scores", scores=scores))
    return lines


def final_deal_lines(state: GameState, names: Names) -> list[str]:
    """How the game ended during a deal: points scored at once put a side out before play."""
    final = state.final_deal
    if final is None:
        return []
    rules = state.rules
    turned = say("play.won.during.deal.turned", cards=" ".join(card_text(rules, c) for c in final.upcards)) if final.upcards else ""
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(final.scores))
    return [
        say("play.won.during.deal", dealer=final.dealer, turned=turned, winner=names.side_name(state.winner)),
        "  " + say("play.result.scores", scores=scores),
    ]
