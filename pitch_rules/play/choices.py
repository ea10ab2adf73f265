"""The choices offered to the person, as they read and type them.

A choice is shown as it is typed: ``10♠``, ``discard 2♣``, ``call A♥``, ``trump ♥``,
``bid 2 (steal)``. Cards are sorted by suit, then rank from high to low; typed
text may spell cards ``10♠``, ``10s`` or ``TS``, and ``discard`` may name several
cards at once. Saves keep each action in the engine's own notation.
"""

from __future__ import annotations

from ..cards import SUIT_SYMBOLS, card_label, suit_letter
from ..engine import Action, GameState, Rules
from ..messages import say
from .session import find_action

CARD_KINDS = ("play", "discard", "call")
"""Kinds of action whose value is a card."""


def card_plain(rules: Rules, card: int) -> str:
    """A card as plain text: ``10♠``, or a joker's name."""
    return card_label(rules.card_names[card], {joker.id: joker.name for joker in rules.variant.deck.jokers})


def is_steal(state: GameState, action: Action) -> bool:
    """Whether ``action``, taken now, is the dealer's steal: a bid equal to the high bid."""
    return (
        action.kind == "bid"
        and state.phase == "auction"
        and state.to_move == state.dealer
        and 0 < state.high_bid == action.value
    )


def choice_label(state: GameState, action: Action) -> str:
    """How a legal action is shown, and may be typed."""
    rules = state.rules
    if action.kind in CARD_KINDS and isinstance(action.value, str) and action.value in rules.card_by_name:
        card = card_plain(rules, rules.card_by_name[action.value])
        return card if action.kind == "play" else f"{action.kind} {card}"
    if action.kind == "trump" and isinstance(action.value, str):
        return say("play.trump_choice", suit=SUIT_SYMBOLS.get(action.value, action.value))
    if is_steal(state, action):
        return say("play.steal_choice", bid=action.value)
    return str(action)


def card_order(state: GameState, card: int) -> tuple[int, int]:
    """Where a card sorts: by suit as it plays now (trumps together), then from high to low."""
    rules = state.rules
    table = state.trump if state.trump is not None else rules.no_trump
    return rules.effective_suit[table][card], -rules.power[table][card]


def ordered_choices(state: GameState, legal: list[Action]) -> list[Action]:
    """``legal`` with each kind's cards sorted by suit and rank; kinds keep the engine's order."""
    rules = state.rules
    first_of_kind = {action.kind: index for index, action in reversed(list(enumerate(legal)))}

    def key(item: tuple[int, Action]) -> tuple[int, tuple[int, int], int]:
        index, action = item
        card = rules.card_by_name.get(action.value) if isinstance(action.value, str) else None
        order = card_order(state, card) if action.kind in CARD_KINDS and card is not None else (0, 0)
        return first_of_kind[action.kind], order, index

    return [action for _, action in sorted(enumerate(legal), key=key)]


def read_choice(state: GameState, legal: list[Action], text: str) -> list[Action] | None:
    """The actions ``text`` names, in order (several for ``discard 2♣ 5♦``); None if it names none.

    Only the first action must be legal now; the caller checks each of the rest
    as it comes to it.
    """
    rules = state.rules
    word = " ".join(text.split()).lower()
    labels = {choice_label(state, action).lower(): action for action in legal}
    if word in labels:
        return [labels[word]]
    words = word.split()
    if len(words) > 2 and words[0] == "discard":
        try:
            cards = [rules.card_text(card) for card in words[1:]]
        except (ValueError, KeyError):
            return None
        return [rules.discard_actions[rules.card_by_name[card]] for card in cards]
    suit = suit_letter(words[-1]) if words and (len(words) == 1 or words[0] == "trump") else None
    if state.phase == "trump" and suit is not None and suit in rules.variant.deck.suits and len(words) <= 2:
        return [rules.trump_actions[rules.variant.deck.suits.index(suit)]]
    action = find_action(legal, text, rules)
    return [action] if action is not None else None
