"""Browser tables: one server-authoritative game, seats for people, bots for the rest.

A :class:`Table` holds the only copy of the game. People take open seats and get
a secret token that gives the seat back after a reload; every move is checked
by the engine before it is applied, and each seat is sent only its own view
(:mod:`.views`). Nothing here knows of the network: :mod:`.app` carries messages.
"""

from __future__ import annotations

import hmac
import random
import secrets
import time
from dataclasses import dataclass
from typing import Any

from ..bots import BOTS, make_bot
from ..dsl import NumberLimitError
from ..engine import Action, GameState, Rules
from ..i18n import Value
from ..records import game_record
from ..variant.model import Variant
from .views import LogEntry, game_json, public_cards
from .wording import Refusal, Worded, Wording, own_text, said_text, wording

OPEN = "open"
"""A seat kept for a person; the others name the bot that plays them."""
FILL_BOT = "greedy"
"""The bot that takes an open seat nobody sat in when the game starts."""
MAX_HANDS = 500
MAX_NAME = 24
LOG_SENT = 60
LOG_KEPT = 400


class TableError(Refusal):
    """A request the table refuses; the message says why, and the game goes on."""


@dataclass
class Seat:
    """One seat: a bot's, or kept for a person (``token`` once someone sits)."""

    bot: str
    open: bool
    name: str = ""
    token: str | None = None
    connections: int = 0

    @property
    def person(self) -> bool:
        """Whether a person plays this seat."""
        return self.token is not None


class Table:
    """A game of one variant with its seats, its log and its move counter."""

    def __init__(
        self,
        table_id: str,
        variant: Variant,
        seats: list[str],
        target: int | None = None,
        seed: int | None = None,
        house_text: str | None = None,
    ) -> None:
        players = len(seats)
        if not variant.players.min <= players <= variant.players.max:
            raise TableError("players", variant=own_text(variant.name), min=variant.players.min, max=variant.players.max)
        for kind in seats:
            if kind != OPEN and kind not in BOTS:
                raise TableError("seat-kind", open=OPEN, bots=", ".join(BOTS))
        self.id = table_id
        self.variant = variant
        self.house_text = house_text
        self.rules = Rules.from_variant(variant)
        self.seats = [Seat(FILL_BOT if kind == OPEN else kind, kind == OPEN) for kind in seats]
        self.target = target
        self.seed = seed if seed is not None else secrets.randbelow(10**9)
        self.state: GameState | None = None
        self.actions: list[Action] = []
        self.log: list[LogEntry] = []
        self.stopped: Worded | None = None
        """Why the game stopped before its end (a house rule's number grew past the limit), if it did: said in each
        reader's language (as ``str``, English)."""
        self.last_active = time.monotonic()
        if not any(seat.open for seat in self.seats):
            self.start()

    # ----- seats ----------------------------------------------------------------------------

    @property
    def ended(self) -> bool:
        """Whether the game has ended: played to its end, or stopped before it (see :attr:`stopped`)."""
        return self.state is not None and (self.state.is_over or self.stopped is not None)

    @property
    def status(self) -> str:
        """``waiting`` for people to sit, ``playing``, or ``over`` (also when the game stopped early)."""
        if self.state is None:
            return "waiting"
        return "over" if self.ended else "playing"

    def seat_name(self, seat: int, words: Wording | None = None) -> str:
        """How the table calls a seat (in the language of ``words``): the person's name, or the seat and its bot."""
        words = words or wording()
        info = self.seats[seat]
        if info.person:
            return info.name or words("seat", seat=seat)
        return words("seat-bot", seat=seat, bot=info.bot)

    def sit(self, seat: int, name: str) -> str:
        """Give open seat ``seat`` to a person called ``name``; return the token that keeps it."""
        if not 0 <= seat < len(self.seats):
            raise TableError("no-seat", seat=seat)
        info = self.seats[seat]
        if not info.open or self.state is not None:
            raise TableError("seat-closed", seat=seat)
        if info.person:
            raise TableError("seat-taken", seat=seat)
        info.name = " ".join(name.split())[:MAX_NAME]
        info.token = secrets.token_urlsafe(18)
        if all(s.person for s in self.seats if s.open):
            self.start()
        return info.token

    def claim(self, token: str) -> int | None:
        """The seat ``token`` was given for, if any."""
        for index, info in enumerate(self.seats):
            if info.token is not None and hmac.compare_digest(info.token.encode(), token.encode()):
                return index
        return None

    def start(self) -> None:
        """Deal the first hand; open seats nobody took are played by a bot."""
        if self.state is not None:
            raise TableError("started")
        for info in self.seats:
            info.open = info.person
        self.state = GameState(self.rules, len(self.seats), seed=self.seed, target=self.target, max_hands=MAX_HANDS)
        self._note_deal()

    # ----- moves ----------------------------------------------------------------------------

    def act(self, seat: int, kind: str, value: int | str | None, moves: int | None) -> None:
        """Play ``Action(kind, value)`` for the person in ``seat``, if it is their turn and the move is legal."""
        state = self.state
        if state is None:
            raise TableError("not-started")
        if self.ended:
            raise TableError("over")
        if moves is not None and moves != len(self.actions):
            raise TableError("moved-on")
        if state.to_move != seat:
            to_move = state.to_move
            raise TableError("not-your-turn", seat=Worded(lambda words: self.seat_name(to_move, words)))
        legal = state.legal_actions()
        chosen = next((a for a in legal if a.kind == kind and a.value == value and type(a.value) is type(value)), None)
        if chosen is None:
            raise TableError("not-legal", move=kind if value is None else f"{kind} {value}")
        self.apply(chosen)

    def bot_to_move(self) -> int | None:
        """The seat to move if a bot plays it (None when a person must move or the game is not on)."""
        state = self.state
        if state is None or self.ended or self.seats[state.to_move].person:
            return None
        return state.to_move

    def bot_choice(self) -> tuple[int, Action]:
        """The bot to move and its choice, made on a copy of the game from its seat's view alone."""
        state = self.state
        assert state is not None
        seat = state.to_move
        rng = random.Random(f"table/{self.seed}/{seat}/{len(self.actions)}")
        return len(self.actions), make_bot(self.seats[seat].bot, rng).choose(state.copy().view(seat))

    def bot_fault(self, seat: int) -> Worded:
        """Why the game stops when the bot at ``seat`` cannot choose a move (a fault of the toolkit), in each reader's
        words."""
        return Worded(lambda words: words("bot-failed", seat=self.seat_name(seat, words)))

    def stop(self, reason: Worded) -> None:
        """End the game before its end, for ``reason`` (a house rule's number grew past the limit, in the game or in a
        bot's look-ahead; a bot could not move): noted in the log, and no more moves are taken."""
        self.stopped = reason
        self._note("stopped", reason=reason)

    def apply(self, action: Action) -> None:
        """Apply a legal action for the seat to move, and log it with what it led to."""
        state = self.state
        assert state is not None
        seat = state.to_move
        hands, tricks, thrown, folded, phase = len(state.history), len(state.tricks), self._deals(), state.folded, state.phase
        self.last_active = time.monotonic()
        try:
            state.apply(action)
        except NumberLimitError as err:  # the game cannot go on: say why, and take no more moves
            self.stop(said_text(err.said))
            return
        self.actions.append(action)
        ended = len(state.history) > hands
        card = self.rules.card_by_name.get(action.value) if isinstance(action.value, str) else None
        public = card is None or card in public_cards(state, ended)
        self.log.append(LogEntry(seat, action.kind, action.value, public))
        done = state.history[-1].tricks if ended else state.tricks[tricks:]  # none, if nobody held a trump to play
        finished = done[-1] if done else None
        if finished is not None:
            self._note("trick", winner=(finished.winner,))
        if not ended:  # where only trumps are played: who has just folded, out of trumps, while the hand goes on
            for folder in state.folded:
                if folder not in folded:
                    self._note("folds", seat=(folder,))
        if state.phase == "trump" and state.widow_taken and phase != "trump":  # the bidder took the widow at once
            self._note("widow", seat=(state.to_move,), count=state.widow_taken)
        if ended:
            self._note("hand_over", hand=hands + 1)
        elif len(state.thrown_in) > 0 and self._deals() > thrown:
            self._note("thrown_in")
        if state.is_over:
            if state.winner is None:
                self._note("cut_off", hands=len(state.history))
            else:
                self._note("game_over", winner=tuple(state.sides[state.winner]))
        elif self._deals() > thrown:
            self._note_deal()

    def _deals(self) -> int:
        """How many deals have been dealt so far."""
        state = self.state
        assert state is not None
        return sum(1 + len(hand.thrown_in) for hand in state.history) + len(state.thrown_in) + (0 if state.is_over else 1)

    def _note(self, name: str, **values: Value | tuple[int, ...]) -> None:
        """Log note ``name`` (``web-note-NAME``); a value that is a tuple names seats, worded as each reader reads, as
        is a :class:`Worded` one."""
        self.log.append(LogEntry(None, name, values=tuple(values.items())))
        del self.log[:-LOG_KEPT]

    def said(self, entry: LogEntry, words: Wording | None = None) -> str:
        """A note of the log in the language of ``words`` (default English)."""
        words = words or wording()
        return words.note(entry.kind, **{name: self._value(value, words) for name, value in entry.values})

    def _value(self, value: Value | tuple[int, ...], words: Wording) -> Value:
        """A note's value as ``words`` say it: seats (a tuple) by their names, a :class:`Worded` text in its words."""
        if isinstance(value, tuple):
            return words.join([self.seat_name(seat, words) for seat in value])
        return value.say(words) if isinstance(value, Worded) else value

    def _note_deal(self) -> None:
        state = self.state
        assert state is not None
        self._note("deal", dealer=(state.dealer,), hand=len(state.history) + 1)

    # ----- what each seat is told ------------------------------------------------------------

    def message(self, seat: int | None, words: Wording | None = None) -> dict[str, Any]:
        """The table as ``seat`` (None: a watcher) may see it, in the language of ``words`` (default English)."""
        words = words or wording()
        names = [self.seat_name(index, words) for index in range(len(self.seats))]
        stopped = None if self.stopped is None else self.stopped.say(words)
        log = [
            LogEntry(None, self.said(entry, words)) if entry.seat is None else entry for entry in self.log[-LOG_SENT:]
        ]
        seats = [
            {
                "seat": index,
                "name": names[index],
                "open": info.open and not info.person,
                "person": info.person,
                "bot": None if info.person or info.open else info.bot,
                "connected": info.connections > 0,
            }
            for index, info in enumerate(self.seats)
        ]
        return {
            "type": "table",
            "table": self.id,
            "variant": {"id": self.variant.id, "name": words.own(self.variant.name)},
            "status": self.status,
            "you": seat,
            "moves": len(self.actions),
            "seats": seats,
            "game": None if self.state is None else game_json(self.state, seat, log, stopped, words, names),
        }

    def record(self) -> dict[str, Any]:
        """The finished game's ``pitch-record/1`` record; TableError says why there is none."""
        if self.stopped is not None:
            raise TableError("record-stopped", reason=self.stopped)
        if self.state is None or not self.ended:
            raise TableError("record-not-over")
        return game_record(self.state)
