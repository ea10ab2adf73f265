"""What one seat's browser is sent of a game: its own view, and only public facts.

This module is the boundary of hidden information at a browser table. Everything
comes from :class:`~pitch_rules.engine.SeatView` (the seat's own hand, its legal
actions, the public table) or from the public parts of finished hands, picked
field by field: never another hand, the stock's order, the deal, or the discards.
Actions are drawn generically from the engine's ``Action(kind, value)``; their words,
and the sentences the page shows of the game, come from :mod:`.wording` in the
reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import SUIT_COLOURS, SUIT_SYMBOLS
from ..engine import Action, GameState, HandResult, Rules, SeatView
from ..engine.results import trick_seats
from ..i18n import Value
from .wording import Wording, wording


@dataclass(frozen=True)
class LogEntry:
    """One line of a table's log: a seat's action, or a note (``seat`` None).

    ``public`` says whether the action's card may be shown to the other seats: it
    was face up on the table right after the action (or named aloud, as a called
    card). A note's ``kind`` is its name and ``values`` its values (a tuple of seats
    names them), until it is said for a reader: then ``kind`` is its words.
    """

    seat: int | None
    kind: str
    value: int | str | None = None
    public: bool = True
    values: tuple[tuple[str, Value | tuple[int, ...]], ...] = ()


def card_value(rules: Rules, card: int, words: Wording | None = None) -> dict[str, Any]:
    """A card for the browser: its name in the variant's notation, text with suit symbol (a joker by its name, in the
    language of ``words``), colour."""
    name = rules.card_names[card]
    suit = rules.suit_of[card]
    if suit < 0:
        jokers = {joker.id: (words or wording()).own(joker.name) for joker in rules.variant.deck.jokers}
        return {"card": name, "text": jokers.get(name, name), "colour": "joker"}
    letter = rules.variant.deck.suits[suit]
    rank = name[:-1]
    return {"card": name, "text": ("10" if rank == "T" else rank) + SUIT_SYMBOLS.get(letter, letter), "colour": SUIT_COLOURS.get(letter, "black")}


def suit_value(letter: str, words: Wording | None = None) -> dict[str, Any]:
    """A suit for the browser: symbol and name (in the language of ``words``), and colour."""
    name = (words or wording()).suit(letter)
    return {"suit": letter, "text": f"{SUIT_SYMBOLS.get(letter, '')} {name}".strip(), "colour": SUIT_COLOURS.get(letter, "black")}


def value_of(rules: Rules, value: int | str | None, words: Wording | None = None) -> dict[str, Any] | None:
    """An action's value drawn as what it is: a card, a suit, a number or a word."""
    if value is None:
        return None
    if isinstance(value, str) and value in rules.card_by_name:
        return card_value(rules, rules.card_by_name[value], words)
    if isinstance(value, str) and value in rules.variant.deck.suits:
        return suit_value(value, words)
    return {"text": str(value)}


def action_json(rules: Rules, action: Action, use: str, words: Wording) -> dict[str, Any]:
    """An action with its words (``use``: ``button`` or ``log``) and its value drawn."""
    return {"kind": action.kind, "value": action.value, "words": words.action(action.kind, use), "shown": value_of(rules, action.value, words)}


def public_cards(state: GameState, hand_ended: bool) -> set[int]:
    """The cards face up for everyone right now: this hand's tricks, turned-up cards, the stock's open top.

    With ``hand_ended`` (the last action finished a hand), the finished hand's tricks instead.
    """
    if hand_ended:
        return {c for trick in state.history[-1].tricks for c in trick.plays}
    view = state.view(0)
    shown = set(view.trick) | set(view.upcards) | set(view.shown_discards) | {c for trick in view.tricks for c in trick.plays}
    shown |= {card for card in (view.stock_top, view.called_card) if card is not None}
    return shown


def log_json(rules: Rules, entries: Sequence[LogEntry], seat: int | None, words: Wording | None = None) -> list[dict[str, Any]]:
    """The log as ``seat`` may read it: another seat's card that was never shown reads as "a card"."""
    words = words or wording()
    lines = []
    for entry in entries:
        if entry.seat is None:
            lines.append({"note": entry.kind})
            continue
        line = action_json(rules, Action(entry.kind, entry.value), "log", words)
        own = entry.seat == seat
        if isinstance(entry.value, str) and entry.value in rules.card_by_name and not (entry.public or own):
            line["value"], line["shown"] = None, {"text": words("hidden-card")}
        line["seat"] = entry.seat
        lines.append(line)
    return lines


def _hand_order(rules: Rules, view: SeatView) -> list[int]:
    table = view.trump if view.trump is not None else rules.no_trump
    return sorted(view.hand, key=lambda c: (rules.effective_suit[table][c], -rules.power[table][c]))


def hand_result_json(state: GameState, number: int, hand: HandResult, words: Wording | None = None) -> dict[str, Any]:
    """The public outcome of a finished hand: contract, trump, what each point went to, scores.

    Picked field by field: a hand's deal, stock and discards stay hidden.
    """
    rules = state.rules
    variant = rules.variant
    points = {p.id: p for p in variant.points}
    bidder_side = state.side_of[hand.bidder] if hand.bidder >= 0 else None

    def seats_of(side: int | None) -> list[int]:
        """The seats a side stands for in this hand: its team of the hand, if teams were formed."""
        if side is None:
            return []
        team = next((t for t in hand.hand_sides if state.side_of[t[0]] == side), None)
        return list(team) if team is not None else list(state.sides[side])

    return {
        "number": number,
        "dealer": hand.dealer,
        "bidder": hand.bidder if hand.bidder >= 0 else None,
        "bid": hand.bid,
        "made": hand.made if bidder_side is not None else None,
        "won_by_bidder": hand.won[bidder_side] if bidder_side is not None else None,
        "trump": suit_value(variant.deck.suits[hand.trump], words) if hand.trump < len(variant.deck.suits) else None,
        "awards": [
            {
                "point": (words or wording()).own(points[a.point].name) if a.point in points else a.point,
                "value": points[a.point].value if a.point in points else None,
                "side": a.side,
                "seats": seats_of(a.side),
                "card": None if a.card is None else card_value(rules, a.card, words),
            }
            for a in hand.awards
        ],
        "trick_points": list(hand.game_points),
        "changes": list(hand.score_changes),
        "scores": list(hand.scores),
        "thrown_in": len(hand.thrown_in),
        "called": None if hand.called is None else card_value(rules, hand.called, words),
        "teams": [list(team) for team in hand.hand_sides],
        "bidder_seats": seats_of(bidder_side),
    }


def _last_trick(state: GameState, public: SeatView, words: Wording) -> dict[str, Any] | None:
    """The last finished trick, of this hand or else of the hand before: who played what (those who folded play
    nothing), and who took it."""
    if public.tricks:
        trick, seats = public.tricks[-1], public.seats_of(len(public.tricks) - 1)
    elif state.history and state.history[-1].tricks:
        hand = state.history[-1]
        trick = hand.tricks[-1]
        seats = trick_seats(public.players, trick.leader, len(hand.tricks) - 1, hand.folded_after)
    else:
        return None
    rules = state.rules
    return {
        "plays": [{"seat": seat, "card": card_value(rules, c, words)} for seat, c in zip(seats, trick.plays)],
        "winner": trick.winner,
    }


def game_json(
    state: GameState,
    seat: int | None,
    log: Sequence[LogEntry],
    stopped: str | None = None,
    words: Wording | None = None,
    names: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Everything ``seat`` (None: someone watching) may know of the game, as JSON-ready data, worded in the
    language of ``words`` (default English) with the seats called ``names`` (default by their numbers).

    ``stopped``: why the game stopped before its end, if it did; it is then over, and nobody is to move.
    """
    words = words or wording()
    names = list(names) if names is not None else [words("seat", seat=index) for index in range(state.players)]
    rules = state.rules
    over = state.is_over or stopped is not None
    public = state.view(0)  # read for public facts only, never its hand
    mine = state.view(seat) if seat is not None else None
    trick_plays = [{"seat": seat, "card": card_value(rules, c, words)} for seat, c in zip(public.trick_seats, public.trick)]
    last_trick = _last_trick(state, public, words)
    taken = [0] * public.players
    for trick in public.tricks:
        taken[trick.winner] += 1
    game: dict[str, Any] = {
        "hand_number": len(state.history) + (0 if state.is_over else 1),
        "phase": public.phase,
        "phase_words": words.phase(public.phase),
        "to_move": None if over else state.to_move,
        "dealer": public.dealer,
        "trump": None if public.trump is None else suit_value(rules.variant.deck.suits[public.trump], words),
        "scores": public.scores,
        "target": state.target,
        "sides": [list(seats) for seats in state.sides],
        "side_of": public.side_of,
        "hand_sizes": public.hand_sizes,
        "folded": public.folded,
        "tricks_taken": taken,
        "high_bid": public.high_bid,
        "bidder": public.bidder if public.bidder >= 0 else None,
        "upcards": [card_value(rules, c, words) for c in public.upcards],
        "shown_discards": [card_value(rules, c, words) for c in public.shown_discards],
        "called": None if public.called_card is None else card_value(rules, public.called_card, words),
        "partners": None,
        "stock_size": public.stock_size,
        "stock_top": None if public.stock_top is None else card_value(rules, public.stock_top, words),
        "trick": trick_plays,
        "last_trick": last_trick,
        "log": log_json(rules, log, seat, words),
        "last_hand": hand_result_json(state, len(state.history), state.history[-1], words) if state.history else None,
        "over": over,
        "stopped": stopped,
        "winner": state.winner,
        "hand": [],
        "legal": [],
    }
    if mine is not None:
        game["partners"] = sorted(mine.partners - {seat})
        legal = [] if over else mine.legal_actions()
        game["legal"] = [action_json(rules, action, "button", words) for action in legal]
        by_card: dict[str, list[int]] = {}
        for index, action in enumerate(legal):
            if isinstance(action.value, str) and action.value in rules.card_by_name:
                by_card.setdefault(action.value, []).append(index)
        hand = []
        for card in _hand_order(rules, mine):
            drawn = card_value(rules, card, words)
            choices = by_card.get(drawn["card"], [])
            drawn["action"] = choices[0] if len(choices) == 1 else None
            hand.append(drawn)
        game["hand"] = hand
    game["said"] = Sayer(words, names, seat).game(game)
    return game


@dataclass(frozen=True)
class Sayer:
    """The sentences a seat's page shows of the game, said from the game's JSON in the reader's language: the
    page's script fills them in and draws the values marked ``{value}``, and holds no sentence of its own."""

    words: Wording
    names: Sequence[str]
    seat: int | None

    def name(self, seat: int) -> str:
        """A seat as the reader calls it: "You" for the reader's own."""
        return self.words("script-you") if seat == self.seat else self.names[seat]

    def you(self, seats: Sequence[int]) -> str:
        """``yes`` if ``seats`` are the reader alone (the words speak to them), else ``no``."""
        return "yes" if list(seats) == [self.seat] else "no"

    def side(self, seats: Sequence[int]) -> str:
        """Seats together (a side, a team), or "nobody"."""
        return self.words.join([self.name(seat) for seat in seats]) if seats else self.words("hand-nobody")

    def piece(self, key: str, shown: Any = None, **values: Value) -> dict[str, Any]:
        """One piece of a line: words with ``{value}`` where ``shown`` (a value, or a list of them) is drawn."""
        return {"words": self.words(key, **values), "shown": shown}

    def game(self, game: dict[str, Any]) -> dict[str, Any]:
        """The game's sentences: the line above the table, the status, each seat's facts, the result."""
        sides = [self.side(seats) for seats in game["sides"]]
        return {
            "info": self.info(game),
            "status": self.status(game, sides),
            "facts": [
                " · ".join(
                    [self.words("game-cards", count=cards), self.words("game-tricks", count=tricks)]
                    + ([self.words("game-folded")] if seat in game["folded"] else [])
                )
                for seat, (cards, tricks) in enumerate(zip(game["hand_sizes"], game["tricks_taken"]))
            ],
            "sides": sides,
            "winner": self.winner(game, sides) if game["over"] else None,
            "last_hand": None if game["last_hand"] is None else self.last_hand(game["last_hand"], game["sides"]),
        }

    def info(self, game: dict[str, Any]) -> list[dict[str, Any]]:
        """The line above the table: hand, dealer, trump, contract, called card, partners, cards face up, stock."""
        pieces = [self.piece("game-hand", hand=game["hand_number"]), self.piece("game-dealer", dealer=self.name(game["dealer"]))]
        pieces.append(self.piece("game-trump", game["trump"], suit="{value}") if game["trump"] else self.piece("game-no-trump"))
        bidder = game["bidder"]
        if bidder is not None:
            pieces.append(
                self.piece("game-high-bid", bid=game["high_bid"], bidder=self.name(bidder), you=self.you([bidder]))
                if game["high_bid"]
                else self.piece("game-pitches", bidder=self.name(bidder), you=self.you([bidder]))
            )
            if game["called"]:
                pieces.append(self.piece("game-called", game["called"], bidder=self.name(bidder), card="{value}", you=self.you([bidder])))
        if game["called"] and game["partners"]:
            pieces.append(self.piece("game-partners", partners=self.side(game["partners"])))
        if game["upcards"]:
            pieces.append(self.piece("game-turned-up", game["upcards"], cards="{value}"))
        if game["shown_discards"]:
            pieces.append(self.piece("game-shown-discards", game["shown_discards"], cards="{value}"))
        if game["stock_size"]:
            top = game["stock_top"]
            pieces.append(
                self.piece("game-stock-top", top, count=game["stock_size"], card="{value}")
                if top
                else self.piece("game-stock", count=game["stock_size"])
            )
        return pieces

    def status(self, game: dict[str, Any], sides: Sequence[str]) -> str:
        """What the table waits for, or how the game ended."""
        if game["stopped"] is not None:
            return self.words("game-status-stopped", reason=game["stopped"])
        if game["over"]:
            if game["winner"] is None:
                return self.words("game-status-cut-off")
            return self.words("game-status-won", winners=sides[game["winner"]], you=self.you(game["sides"][game["winner"]]))
        if game["to_move"] == self.seat:
            return self.words("game-your-turn-card" if any(card["action"] is not None for card in game["hand"]) else "game-your-turn")
        return self.words("game-waiting", seat=self.name(game["to_move"]))

    def winner(self, game: dict[str, Any], sides: Sequence[str]) -> str:
        """The last word of a game that is over."""
        if game["stopped"] is not None:
            return self.words("game-over-stopped")
        if game["winner"] is None:
            return self.words("game-over-cut-off")
        scores = game["scores"]
        said = str(scores[0])
        for score in scores[1:]:
            said = self.words("game-score-to", first=said, second=score)
        return self.words("game-over-won", winners=sides[game["winner"]], scores=said, you=self.you(game["sides"][game["winner"]]))

    def last_hand(self, last: dict[str, Any], sides: Sequence[Sequence[int]]) -> dict[str, Any]:
        """The result of the last hand: contract and trump, what each point went to, the bid made or not, scores."""
        head = []
        if last["bidder"] is not None:
            bidder, you = self.name(last["bidder"]), self.you([last["bidder"]])
            head.append(
                self.piece("hand-bid", bid=last["bid"], bidder=bidder, you=you) if last["bid"] else self.piece("hand-pitched", bidder=bidder, you=you)
            )
        head.append(self.piece("hand-trump", last["trump"], suit="{value}") if last["trump"] else self.piece("hand-no-trump"))
        if last["called"]:
            head.append(self.piece("hand-called", last["called"], card="{value}"))
        contract = None
        if last["made"] is not None and last["bid"]:
            bidders = self.side(last["bidder_seats"])
            won = last["won_by_bidder"]
            contract = {
                "made": last["made"],
                "words": self.words("hand-made", bidders=bidders, won=won)
                if last["made"]
                else self.words("hand-set-back", bidders=bidders, won=won, bid=last["bid"]),
            }
        side_names = [self.side(seats) for seats in sides]
        points = " · ".join(f"{name} {points}" for name, points in zip(side_names, last["trick_points"]))
        scores = " · ".join(
            f"{name} {score} ({'+' if change >= 0 else ''}{change})" for name, score, change in zip(side_names, last["scores"], last["changes"])
        )
        return {
            "title": self.words("hand-title", hand=last["number"]),
            "head": head,
            "awards": [{"point": award["point"], "card": award["card"], "seats": self.side(award["seats"])} for award in last["awards"]],
            "trick_points": self.words("hand-trick-points", points=points),
            "contract": contract,
            "scores": self.words("hand-scores", scores=scores),
        }
