"""The game loop in the terminal: bots move, the person is asked, nothing bad crashes it.

Any input that is not a legal action gets a one-line reason and the prompt again.
``quit``, Ctrl-C or the end of input save the game so that ``--resume`` goes on
from the same spot; a finished game can be kept as a ``pitch-record/1`` record.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from ..engine import Action, Rules
from ..fileio import write_or_rescue
from ..records import dumps, game_record
from .render import Names, final_deal_lines, hand_result_lines, public_action_text, table_lines, trick_line
from .session import GameSession, find_action

HELP = """\
Type one of the choices shown, as written there: a card like [bold]TH[/] (or 10h), a bid like [bold]2[/] or [bold]bid 2[/], [bold]pass[/]...
When trump is turned up: [bold]stand[/] or [bold]beg[/]; the dealer then [bold]give[/]s the gift or [bold]run[/]s the cards
(only [bold]run[/] is offered when the variant forbids a gift that would win the game).
Points scored during a hand (a turned-up card, a gift) can end the game at once.
[bold]quit[/] (or Ctrl-C) saves the game and stops; [bold]help[/] shows this."""

# What each kind of decision means, shown by ``help`` when it is the person's turn.
PHASE_HELP = {
    "auction": "Bid how many points you will make if you win the auction, or [bold]pass[/].",
    "trump": "You won the auction: name the trump suit, like [bold]trump H[/].",
    "begging": "[bold]stand[/] keeps the turned-up suit as trump, [bold]beg[/] asks the dealer to change it; "
    "the dealer answers with [bold]give[/] (a point to the beggar) or [bold]run[/] (deal more and turn up again).",
    "exchange": "Discard one card at a time, like [bold]discard 2C[/]; [bold]done[/] ends your turn "
    "(then you are dealt back up, if the game refills hands).",
    "call": "Call a card you do not hold, like [bold]call AH[/]: whoever holds it is your partner for this hand. "
    "The others learn who it is only when that card is played; if nobody holds it, you play alone.",
    "play": "Play a card, like [bold]TH[/] or [bold]10h[/].",
}


def help_text(rules: Rules) -> str:
    """The help: how to type a choice, and the decisions of this variant that need a word of explanation."""
    auction = rules.variant.auction
    notes = [HELP]
    if auction is not None and auction.sell_out is not None:
        notes.append(
            "The player left of the dealer owns the pitch: [bold]pitch[/] to lead at once (and make "
            f"{auction.sell_out.pitch_bid}), or [bold]sell[/] to let the others bid for it. After their bids: "
            "[bold]accept[/] sells to the high bidder (you score the bid now), [bold]refuse[/] keeps the pitch "
            "(you must make that bid)."
        )
    if auction is not None and auction.rounds == "until-one-left":
        notes.append("The bidding goes round until all but one have passed: if you are outbid you may bid again; a pass is final.")
    return "\n".join(notes)


class _Quit(Exception):
    """The person asked to stop."""


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
        self.record_path = record_path
        self.read_line = read_line or (lambda prompt: console.input(prompt))
        self.names = Names(session.state, session.seat, session.bots)

    def run(self) -> None:
        """Play until the game ends or the person stops (then the game is saved)."""
        session = self.session
        state = session.state
        variant = session.rules.variant
        self.console.print(
            f"[bold]{escape(variant.name)}[/], {state.players} players; you are seat {session.seat}. "
            f"Seed {session.seed}. Type [bold]help[/] for help."
        )
        try:
            while not state.is_over:
                hands_before, tricks_before = len(state.history), len(state.tricks)
                mover = state.to_move
                if session.humans_turn:
                    action = self._ask()
                    session.apply(action)
                else:
                    action = session.bot_action()
                    session.apply(action)
                    self.console.print(f"{self.names.seat_name(mover)}: {public_action_text(state, action)}")
                self._report_progress(hands_before, tricks_before)
                if len(state.history) > hands_before and not state.is_over:
                    if self.read_line("Press Enter for the next hand (or type quit) ").strip().lower() in ("quit", "q"):
                        raise _Quit
        except (_Quit, KeyboardInterrupt, EOFError):
            written = session.save(self.save_path)
            if written.rescued:
                self.console.print(f"\n[red]{escape(written.note('the game'))}[/]")
            self.console.print(
                f"\nGame saved to {escape(str(written.path))}. "
                f"Go on with: pitch-rules play --resume {escape(str(written.path))}"
            )
            return
        self._finish()

    def _ask(self) -> Action:
        state = self.session.state
        rules = self.session.rules
        for line in table_lines(state, self.names, len(state.history) + 1):
            self.console.print(line)
        legal = state.legal_actions()
        choices = ", ".join(str(a) for a in legal)
        self.console.print(f"Your choice: [bold]{escape(choices)}[/]")
        while True:
            text = self.read_line("> ").strip()
            word = text.lower()
            if word in ("quit", "exit", "q"):
                raise _Quit
            if word in ("help", "?"):
                self.console.print(help_text(rules))
                self.console.print(PHASE_HELP.get(state.phase, ""))
                continue
            action = find_action(legal, text, rules)
            if action is not None:
                return action
            self.console.print(f"[yellow]{escape(self._why_not(text))}[/] Choose from: {escape(choices)}")

    def _why_not(self, text: str) -> str:
        """A short reason why ``text`` is not a legal action now."""
        state = self.session.state
        rules = self.session.rules
        if not text:
            return "Nothing typed."
        try:
            action = rules.action_for(text)
        except (ValueError, KeyError):
            return f"'{text}' is not a move of this game."
        card = rules.card_by_name.get(action.value) if isinstance(action.value, str) else None
        held = card is not None and card in state.hands[self.session.seat]
        if action.kind == "call" and held:
            return f"You hold {action.value} yourself: call a card you do not hold."
        if card is not None and not held and action.kind != "call":
            return f"You do not hold {action.value}."
        if action.kind == "play" and state.phase == "play":
            return f"{action.value} may not be played to this trick."
        if action.kind == "bid" and state.phase == "auction" and state.bidder >= 0:
            return f"'{action}' is not allowed now: the high bid is {state.high_bid}."
        if action.kind == "give" and state.phase == "begging" and state.begging:
            return "The dealer may not give now: the gift would win the game. Run the cards instead."
        return f"'{action}' is not a choice now ({state.phase})."

    def _report_progress(self, hands_before: int, tricks_before: int) -> None:
        """Print the trick just finished and, at the end of a hand, its result."""
        state = self.session.state
        if len(state.history) > hands_before:
            hand = state.history[-1]
            last = hand.tricks[-1]
            self.console.print(trick_line(state, self.names, last.leader, last.plays, last.winner))
            for line in hand_result_lines(state, self.names, len(state.history), hand):
                self.console.print(line)
        elif len(state.tricks) > tricks_before:
            last = state.tricks[-1]
            self.console.print(trick_line(state, self.names, last.leader, last.plays, last.winner))

    def _finish(self) -> None:
        state = self.session.state
        for line in final_deal_lines(state, self.names):
            self.console.print(line)
        if state.winner is not None:
            self.console.print(f"[bold]Game over[/]: {self.names.side_name(state.winner)} won, scores {state.scores}.")
        path = self.record_path
        if path is None:
            try:
                answer = self.read_line("Save a record of this game? File name (Enter to skip): ").strip()
            except (KeyboardInterrupt, EOFError):
                answer = ""
            path = Path(answer) if answer else None
        if path is not None:
            written = write_or_rescue(path, (dumps(game_record(state)) + "\n").encode("utf-8"))
            if written.rescued:
                self.console.print(f"[red]{escape(written.note('the record'))}[/]")
            self.console.print(f"Record saved to {escape(str(written.path))} (pitch-record/1).")
