"""What the terminal game says beyond the table: help for the decision at hand, the
rules, the scores, the last trick and a hint.

Everything here reads only what the person's seat may know: the help and the
hint look at the seat's view, and the hint asks the search bot, which itself
sees only that view. The words come from the ``terminal.ftl`` catalogs; the rules of each
part of the game are the rules document's own paragraphs.
"""

from __future__ import annotations

import random

from rich.markdown import Markdown
from rich.markup import escape

from ..bots import make_bot
from ..docs.describers import DESCRIBERS
from ..engine import DONE, Action, GameState
from ..messages import current, say
from .choices import COMMANDS, card_plain, choice_label, is_steal, typed_word
from .render import Names, rest_turn, widow_taken_now

RULES_FOR_PHASE = {
    "auction": ("auction",),
    "sale": ("auction",),
    "trump": ("trump",),
    "begging": ("trump",),
    "exchange": ("exchange",),
    "call": ("sides",),
    "play": ("play", "stock"),
}
"""The elements of the rules document that govern each phase of a hand."""

HINT_BOT = "search"


def rest_line(state: GameState, names: Names) -> str:
    """The announcement of the turn that takes the rest of the stock, for whoever takes it; or of the widow taken by
    the bidder about to name trump."""
    exchange = state.rules.variant.exchange
    assert exchange is not None
    mover = state.to_move
    you = "_you" if mover == names.seat else ""
    if widow_taken_now(state):
        return say(f"play.widow{you}", seat=names.seat_name(mover), count=state.widow_taken, keep=exchange.keep)
    return say(f"play.rest.{exchange.rest_to}{you}", seat=names.seat_name(mover), keep=exchange.keep)


def decision_lines(state: GameState, names: Names, legal: list[Action]) -> list[str]:
    """How to make the decision in front of the person, in a line or two."""
    variant = state.rules.variant
    phase = state.phase
    kinds = {action.kind for action in legal}
    key = "play.help.decision"
    if phase == "auction":
        lines = [say(f"{key}.auction")]
        steal = next((action for action in legal if is_steal(state, action)), None)
        if steal is not None:
            lines.append(say(f"{key}.auction_steal", bid=steal.value))
        return lines
    if phase == "sale":
        sale = variant.auction.sell_out if variant.auction is not None else None
        if "pitch" in kinds and sale is not None:
            return [say(f"{key}.sale_offer", pitch_bid=sale.pitch_bid)]
        return [say(f"{key}.sale_answer")]
    if phase == "begging":
        return [say(f"{key}.stand_or_beg" if "stand" in kinds else f"{key}.give_or_run" if "give" in kinds else f"{key}.run_only")]
    if phase == "exchange":
        exchange = variant.exchange
        assert exchange is not None
        lines = [rest_line(state, names) if rest_turn(state, names.seat) else say(f"{key}.exchange")]
        refill = exchange.refill and not rest_turn(state, names.seat)
        if DONE in legal:
            lines.append(say(f"{key}.done_now", refill=say(f"{key}.done_refill", keep=exchange.keep) if refill else ""))
        else:
            lines.append(say(f"{key}.done_later", keep=exchange.keep))
        return lines
    if phase in ("trump", "call", "play"):
        return [say(f"{key}.{phase}")]
    return []


def help_lines(state: GameState, names: Names, legal: list[Action]) -> list[str | Markdown]:
    """The help: the decision at hand, the rules of this part of the game, how to type, the commands."""
    variant = state.rules.variant
    rules = [p for element in RULES_FOR_PHASE.get(state.phase, ()) for p in DESCRIBERS[element].describe(variant, current())]
    shown: list[str | Markdown] = list(decision_lines(state, names, legal))
    if rules:
        shown.append(say("play.help.rules_heading"))
        shown.append(Markdown("\n\n".join(rules)))
    shown.append(say("play.help.typing"))
    shown.append(say("play.help.commands", **{command: typed_word(command) for command in COMMANDS}))
    return shown


def hint_line(state: GameState, seat: int, seed: int, turn: int) -> str:
    """What the search bot would choose for ``seat`` now, from the seat's view alone.

    It draws from its own generator (seeded by the game's seed and the turn), so
    asking changes nothing in the game.
    """
    bot = make_bot(HINT_BOT, random.Random(f"hint/{seed}/{seat}/{turn}"))
    action = bot.choose(state.view(seat))
    return say("play.hint", choice=escape(choice_label(state, action)))


def last_trick_line(state: GameState, names: Names) -> str:
    """The last finished trick, of this hand or else of the hand before."""
    trick = state.tricks[-1] if state.tricks else state.history[-1].tricks[-1] if state.history and state.history[-1].tricks else None
    if trick is None:
        return say("play.no_trick")
    cards = " ".join(card_plain(state.rules, card) for card in trick.plays)
    return say("play.last_trick", leader=names.short(trick.leader), cards=cards, winner=names.short(trick.winner))


def score_lines(state: GameState, names: Names) -> list[str]:
    """The scores and the target, and this hand's contract and tricks so far."""
    view = state.view(names.seat)
    scores = " · ".join(f"{names.side_name(side)} {score}" for side, score in enumerate(view.scores))
    lines = [say("play.score_line", scores=scores, target=state.target, hand=len(state.history) + 1, dealer=names.short(view.dealer))]
    if state.rules.variant.auction is None:
        contract = say("play.no_auction")
    elif view.bidder >= 0:
        contract = say("play.contract", bidder=names.short(view.bidder), bid=view.high_bid)
    else:
        contract = say("play.no_contract_yet")
    taken = [sum(1 for trick in state.tricks if trick.winner == seat) for seat in range(state.players)]
    tricks = ", ".join(f"{names.short(seat)} {count}" for seat, count in enumerate(taken))
    lines.append(say("play.hand_line", contract=contract, tricks=tricks))
    return lines
