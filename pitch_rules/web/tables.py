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
from ..records import game_record
from ..variant.model import Variant
from .views import LogEntry, game_json, public_cards
from .wording import wording

OPEN = "open"
"""A seat kept for a person; the others name the bot that plays them."""
FILL_BOT = "greedy"
"""The bot that takes an open seat nobody sat in when the game starts."""
MAX_HANDS = 500
MAX_NAME = 24
LOG_SENT = 60
LOG_KEPT = 400


class TableError(Exception):
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
            raise TableError(f"{variant.name} is for {variant.players.min} to {variant.players.max} players")
        for kind in seats:
            if kind != OPEN and kind not in BOTS:
                raise TableError(f"a seat is '{OPEN}' or a bot ({', '.join(BOTS)})")
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
        self.stopped: str | None = None
        """Why the game stopped before its end (a house rule's number grew past the limit), if it did."""
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

    def seat_name(self, seat: int) -> str:
        """How the table calls a seat: the person's name, or the seat and its bot."""
        info = self.seats[seat]
        if info.person:
            return info.name or f"Seat {seat}"
        return f"Seat {seat} ({info.bot})"

    def sit(self, seat: int, name: str) -> str:
        """Give open seat ``seat`` to a person called ``name``; return the token that keeps it."""
        if not 0 <= seat < len(self.seats):
            raise TableError(f"there is no seat {seat}")
        info = self.seats[seat]
        if not info.open or self.state is not None:
            raise TableError(f"seat {seat} is not open")
        if info.person:
            raise TableError(f"seat {seat} is taken")
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
            raise TableError("the game has started")
        for info in self.seats:
            info.open = info.person
        self.state = GameState(self.rules, len(self.seats), seed=self.seed, target=self.target, max_hands=MAX_HANDS)
        self._note_deal()

    # ----- moves ----------------------------------------------------------------------------

    def act(self, seat: int, kind: str, value: int | str | None, moves: int | None) -> None:
        """Play ``Action(kind, value)`` for the person in ``seat``, if it is their turn and the move is legal."""
        state = self.state
        if state is None:
            raise TableError("the game has not started")
        if self.ended:
            raise TableError("the game is over")
        if moves is not None and moves != len(self.actions):
            raise TableError("the table has moved on since; look again")
        if state.to_move != seat:
            raise TableError(f"it is not your turn: {self.seat_name(state.to_move)} is to move")
        legal = state.legal_actions()
        chosen = next((a for a in legal if a.kind == kind and a.value == value and type(a.value) is type(value)), None)
        if chosen is None:
            raise TableError(f"'{kind} {'' if value is None else value}'".replace(" '", "'") + " is not a legal move now")
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
            self.stopped = str(err)
            self._note(wording().note("stopped", reason=self.stopped))
            return
        self.actions.append(action)
        ended = len(state.history) > hands
        card = self.rules.card_by_name.get(action.value) if isinstance(action.value, str) else None
        public = card is None or action.kind in wording().announced or card in public_cards(state, ended)
        self.log.append(LogEntry(seat, action.kind, action.value, public))
        words = wording()
        done = state.history[-1].tricks if ended else state.tricks[tricks:]  # none, if nobody held a trump to play
        finished = done[-1] if done else None
        if finished is not None:
            self._note(words.note("trick", winner=self.seat_name(finished.winner)))
        if not ended:  # where only trumps are played: who has just folded, out of trumps, while the hand goes on
            for folder in state.folded:
                if folder not in folded:
                    self._note(words.note("folds", seat=self.seat_name(folder)))
        if state.phase == "trump" and state.widow_taken and phase != "trump":  # the bidder took the widow at once
            self._note(words.note("widow", seat=self.seat_name(state.to_move), count=state.widow_taken))
        if ended:
            self._note(words.note("hand_over", hand=hands + 1))
        elif len(state.thrown_in) > 0 and self._deals() > thrown:
            self._note(words.note("thrown_in"))
        if state.is_over:
            if state.winner is None:
                self._note(words.note("cut_off", hands=len(state.history)))
            else:
                winners = " and ".join(self.seat_name(s) for s in state.sides[state.winner])
                self._note(words.note("game_over", winner=winners))
        elif self._deals() > thrown:
            self._note_deal()

    def _deals(self) -> int:
        """How many deals have been dealt so far."""
        state = self.state
        assert state is not None
        return sum(1 + len(hand.thrown_in) for hand in state.history) + len(state.thrown_in) + (0 if state.is_over else 1)

    def _note(self, text: str) -> None:
        self.log.append(LogEntry(None, text))
        del self.log[:-LOG_KEPT]

    def _note_deal(self) -> None:
        state = self.state
        assert state is not None
        self._note(wording().note("deal", dealer=self.seat_name(state.dealer), hand=len(state.history) + 1))

    # ----- what each seat is told ------------------------------------------------------------

    def message(self, seat: int | None) -> dict[str, Any]:
        """The table as ``seat`` (None: a watcher) may see it."""
        seats = [
            {
                "seat": index,
                "name": self.seat_name(index),
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
            "variant": {"id": self.variant.id, "name": self.variant.name},
            "status": self.status,
            "you": seat,
            "moves": len(self.actions),
            "seats": seats,
            "game": None if self.state is None else game_json(self.state, seat, self.log[-LOG_SENT:], self.stopped),
        }

    def record(self) -> dict[str, Any]:
        """The finished game's ``pitch-record/1`` record; TableError says why there is none."""
        if self.stopped is not None:
            raise TableError(f"the game stopped before its end ({self.stopped}); only a game played to its end has a record")
        if self.state is None or not self.ended:
            raise TableError("the game is not over yet")
        return game_record(self.state)
