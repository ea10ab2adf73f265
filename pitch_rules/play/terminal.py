"""The game loop in the terminal: bots move, the person is asked, nothing bad crashes it.

Any input that is not a legal action gets a one-line reason and the prompt again.
``quit``, Ctrl-C or the end of input save the game so that ``--resume`` goes on
from the same spot (so do SIGTERM, a hang-up and an unforeseen error, which then
end the command); a finished game can be kept as a ``pitch-record/1`` record.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.markdown import Markdown
from rich.markup import escape

from ..docs import base_of, rules_document
from ..docs.words import own_words
from ..engine import Action
from ..errors import PitchRulesError
from ..fileio import Written, write_or_rescue
from ..messages import current, say
from ..records import dumps, game_record
from ..records.transcript import standing_notes
from .choices import card_plain, choice_label, is_steal, ordered_choices, read_choice, to_engine_words, typed_word
from .guide import help_lines, hint_line, last_trick_line, rest_line, score_lines
from .render import (
    Names,
    final_deal_lines,
    hand_result_lines,
    public_action_text,
    rest_turn,
    table_lines,
    trick_line,
    widow_taken_now,
)
from .session import GameSession

QUIT_WORDS = ("quit", "exit", "q")
"""The English ways to stop; the word of the person's language works too."""


class _Quit(Exception):
    """The person asked to stop."""


def at_terminal() -> bool:
    """Whether a person at a terminal can be asked a question (input and output are both a terminal)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


class TerminalGame:
    """Runs one :class:`GameSession` on a console, reading lines with ``read_line``."""

    def __init__(
        self,
        session: GameSession,
        console: Console,
        save_path: Path,
        record_path: Path | None = None,
        read_line: Callable[[str], str] | None = None,
    ) -> None:
        self.session = session
        self.console = console
        self.save_path = save_path
        self._may_replace = os.path.lexists(save_path)  # the game resumed from it, or the person said so
        self.record_path = record_path
        self._may_replace_record = record_path is not None and os.path.lexists(record_path)  # the person said so
        self._asks = at_terminal()
        self.read_line = read_line or (lambda prompt: console.input(prompt))
        self.names = Names(session.state, session.seat, session.bots)
        self._rest_announced = -1  # the hand whose robbing of the pack was announced
        self._hidden_discards = 0  # face-down discards of the bot whose exchange turn is under way
        commands: dict[str, Callable[[], None]] = {
            "help": self._help,
            "rules": self._rules,
            "score": self._score,
            "last": self._last,
            "hint": self._hint,
        }
        self.commands = {"?": self._help, **commands, **{typed_word(name).lower(): run for name, run in commands.items()}}
        self.quit_words = {*QUIT_WORDS, typed_word("quit").lower()}

    def run(self) -> None:
        """Play until the game ends or the person stops (then the game is saved)."""
        session = self.session
        state = session.state
        variant = session.rules.variant
        name = escape(own_words(variant.name, current()))
        self.console.print(say("play.intro", name=name, players=state.players, seat=session.seat, seed=session.seed, help=typed_word("help")))
        try:
            while not state.is_over:
                hands_before, tricks_before, folded_before = len(state.history), len(state.tricks), state.folded
                self._announce_rest()
                if session.humans_turn:
                    self._take_turn()
                else:
                    self._bot_turn()
                self._report_progress(hands_before, tricks_before)
                if len(state.history) == hands_before:
                    self._announce_folds(folded_before)
                if len(state.history) > hands_before and not state.is_over:
                    if self.read_line(say("play.next.hand", quit=typed_word("quit"))).strip().lower() in self.quit_words:
                        raise _Quit
        except (_Quit, KeyboardInterrupt, EOFError):
            self._save()
            return
        except BaseException:  # SIGTERM, a hang-up or an unforeseen error: keep the game, then let it end the command
            self._save()
            raise
        self._finish()

    def _save(self) -> None:
        """Save the game, and say where (and where else, if the file could not be written).

        A file that appeared at the save path since the game began (another game's save) is left alone.
        """
        written = self.session.save(self.save_path, replace=self._may_replace)
        self.console.print()
        self._say_where(written, "play.saved")

    def _say_where(self, written: Written, key: str) -> None:
        """Say where the data went (with the message at ``key``), and why if not where it was asked to go."""
        if written.problem is not None:
            not_written = say("play.not.written", asked=escape(str(written.asked)), problem=escape(written.problem))
            self.console.print(f"[red]{not_written}[/]")
        elif written.path != written.asked:
            self.console.print(say("play.exists", path=escape(str(written.asked))))
        self.console.print(say(key, path=escape(str(written.path))))

    def _bot_turn(self) -> None:
        """Let the bot to move act, and say what the others saw: a turn of face-down discards as one line."""
        session, state = self.session, self.session.state
        mover = state.to_move
        action = session.bot_action()
        steal = is_steal(state, action)
        session.apply(action)
        if action.kind == "discard" and action.value is not None and state.rules.card_by_name[str(action.value)] not in state.shown:
            self._hidden_discards += 1
            return
        if action.kind == "done":
            words = say("play.bot_exchange", count=self._hidden_discards)
            self._hidden_discards = 0
        else:
            words = say("play.steals", bid=action.value) if steal else public_action_text(state, action)
        self.console.print(f"{self.names.seat_name(mover)}: {words}")

    def _announce_rest(self) -> None:
        """Say, once a hand, who takes the rest of the stock (robs the pack) as that turn begins, or that the bidder
        took the widow before naming trump."""
        state = self.session.state
        hand = len(state.history)
        if self._rest_announced != hand and (rest_turn(state, self.names.seat) or widow_taken_now(state)):
            self._rest_announced = hand
            self.console.print(rest_line(state, self.names))

    def _announce_folds(self, before: list[int]) -> None:
        """Say who has just folded, out of trumps (where only trumps are played), while the hand goes on."""
        for seat in self.session.state.folded:
            if seat not in before:
                you = seat == self.names.seat
                self.console.print(say("play.folds.you") if you else say("play.folds", seat=self.names.seat_name(seat)))

    def _take_turn(self) -> None:
        """Ask the person, then take what they typed: one action, or several discards in turn."""
        state = self.session.state
        actions = self._ask()
        for number, action in enumerate(actions):
            if number and (not self.session.humans_turn or action not in state.legal_actions()):
                reason = self._why_not(choice_label(state, action))
                self.console.print(f"[yellow]{escape(say('play.discards_stopped', card=choice_label(state, action), reason=reason))}[/]")
                return
            self.session.apply(action)
        if len(actions) > 1:
            cards = " ".join(card_plain(state.rules, state.rules.card_by_name[str(a.value)]) for a in actions)
            self.console.print(say("play.discarded", cards=escape(cards)))

    def _ask(self) -> list[Action]:
        state = self.session.state
        for line in table_lines(state, self.names, len(state.history) + 1):
            self.console.print(line)
        legal = ordered_choices(state, state.legal_actions())
        choices = ", ".join(choice_label(state, a) for a in legal)
        self.console.print(say("play.choices", choices=f"[bold]{escape(choices)}[/]"))
        while True:
            text = self.read_line("> ").strip()
            word = text.lower()
            if word in self.quit_words:
                raise _Quit
            if word in self.commands:
                self.commands[word]()
                continue
            actions = read_choice(state, legal, text)
            if actions and actions[0] in legal:
                return actions
            self.console.print(f"[yellow]{escape(self._why_not(text))}[/] {say('play.choose.from', choices=escape(choices))}")

    # ----- commands ------------------------------------------------------------------

    def _help(self) -> None:
        state = self.session.state
        for item in help_lines(state, self.names, state.legal_actions()):
            self.console.print(item)

    def _rules(self) -> None:
        """The rules document of the game being played, in a pager on a terminal."""
        variant = self.session.rules.variant
        try:
            base = base_of(variant)
        except (OSError, PitchRulesError):
            base = None  # the base moved away since the game began: the rules alone
        document = Markdown(rules_document(variant, base, current()))
        if not self.console.is_terminal:  # output to a file or a pipe is not paged
            self.console.print(document)
            return
        self.console.print(say("play.paged_rules", name=escape(own_words(variant.name, current()))))
        with self.console.pager(styles=True):
            self.console.print(document)

    def _score(self) -> None:
        for line in score_lines(self.session.state, self.names):
            self.console.print(line)

    def _last(self) -> None:
        self.console.print(last_trick_line(self.session.state, self.names))

    def _hint(self) -> None:
        session = self.session
        self.console.print(hint_line(session.state, session.seat, session.seed, len(session.actions)))

    def _why_not(self, text: str) -> str:
        """A short reason why ``text`` is not a legal action now."""
        state = self.session.state
        rules = self.session.rules
        if not text:
            return say("play.why.nothing")
        try:
            action = rules.action_for(to_engine_words(text))
        except (ValueError, KeyError):
            return say("play.why.not.a.move", text=text)
        card = rules.card_by_name.get(action.value) if isinstance(action.value, str) else None
        shown = card_plain(rules, card) if card is not None else str(action.value)
        held = card is not None and card in state.hands[self.session.seat]
        if action.kind == "call" and held:
            return say("play.why.call.own", card=shown)
        if card is not None and not held and action.kind != "call":
            return say("play.why.not.held", card=shown)
        if action.kind == "play" and state.phase == "play":
            return say("play.why.not.playable", card=shown)
        if action.kind == "discard" and state.phase == "exchange" and state.to_move == self.session.seat:
            return say("play.why.not.discardable", card=shown)
        if action.kind == "bid" and state.phase == "auction" and state.bidder >= 0:
            return say("play.why.bid.low", bid=choice_label(state, action), high=state.high_bid)
        if action.kind == "give" and state.phase == "begging" and state.begging:
            return say("play.why.no.gift")
        return say("play.why.not.now", choice=choice_label(state, action), phase=say(f"play.phase.{state.phase}"))

    def _report_progress(self, hands_before: int, tricks_before: int) -> None:
        """Print the trick just finished and, at the end of a hand, its result and what it means for the game."""
        state = self.session.state
        if len(state.history) > hands_before:
            hand = state.history[-1]
            if hand.tricks:  # none when nobody held a trump to play (where only trumps are played)
                last = hand.tricks[-1]
                self.console.print(trick_line(state, self.names, last.leader, last.plays, last.winner))
            for line in hand_result_lines(state, self.names, len(state.history), hand):
                self.console.print(line)
            if not state.is_over:
                before = [score - change for score, change in zip(hand.scores, hand.score_changes)]
                for note in standing_notes(state, hand.scores, None, before, self.names.third_person):
                    self.console.print(f"  {note}")
        elif len(state.tricks) > tricks_before:
            last = state.tricks[-1]
            self.console.print(trick_line(state, self.names, last.leader, last.plays, last.winner))

    def _finish(self) -> None:
        state = self.session.state
        for line in final_deal_lines(state, self.names):
            self.console.print(line)
        if state.winner is not None:
            scores = " · ".join(f"{self.names.side_name(side)} {score}" for side, score in enumerate(state.scores))
            self.console.print(say("play.game.over", winner=self.names.side_name(state.winner), scores=scores))
            for note in standing_notes(state, state.scores, state.winner, name=self.names.third_person):
                self.console.print(note)
        target = self._record_target()
        if target is not None:
            path, replace = target
            written = write_or_rescue(path, (dumps(game_record(state)) + "\n").encode("utf-8"), replace)
            self._say_where(written, "play.record.saved")

    def _record_target(self) -> tuple[Path, bool] | None:
        """Where the finished game's record goes (``--record``, or a name the person types; None for none) and
        whether it may replace a file there: only if the person said so, at the start or by typing its name twice.

        A typed name that exists is asked about at a terminal; otherwise the record goes to a free name beside it.
        """
        if self.record_path is not None:
            return self.record_path, self._may_replace_record
        prompt, previous = say("play.ask.record"), None
        while True:
            try:
                answer = self.read_line(prompt).strip()
            except (KeyboardInterrupt, EOFError):
                return None
            if not answer:
                return None
            if answer == previous:
                return Path(answer), True
            if not (self._asks and os.path.lexists(answer)):
                return Path(answer), False
            prompt, previous = say("play.ask.record.again", path=escape(answer)), answer
