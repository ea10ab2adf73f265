"""The choices offered to the person, as they read and type them.

A choice is shown as it is typed, in the person's language: ``10♠``, ``discard 2♣``,
``call A♥``, ``trump ♥``, ``bid 2 (steal)`` (``скинути 2♣``, ``козир ♥`` in Ukrainian).
Cards are sorted by suit, then rank from high to low; typed text may spell cards
``10♠``, ``10s`` or ``TS``, suits by symbol, letter or name (English or the
person's language), ``discard`` may name several cards at once, and the engine's
own English notation is always understood. Saves keep each action in that notation.
"""

from __future__ import annotations

from ..cards import SUIT_SYMBOLS, card_label, suit_letter
from ..docs.words import own_words
from ..engine import ACTION_KINDS, Action, GameState, Rules
from ..messages import current, say
from .session import find_action

CARD_KINDS = ("play", "discard", "call")
"""Kinds of action whose value is a card."""

ACTION_WORDS = tuple(kind.name for kind in ACTION_KINDS if kind.name != "play")
"""Kinds of action a person names by a word (a card to play is named by itself)."""

COMMANDS = ("help", "rules", "score", "last", "hint", "quit")
"""The terminal game's commands, each typed as its word in the person's language or in English."""


def card_plain(rules: Rules, card: int) -> str:
    """A card as plain text: ``10♠``, or a joker's name (in the person's language)."""
    return card_label(rules.card_names[card], joker_names(rules))


def joker_names(rules: Rules) -> dict[str, str]:
    """The jokers' names by id, in the person's language."""
    lang = current()
    return {joker.id: own_words(joker.name, lang) for joker in rules.variant.deck.jokers}


def is_steal(state: GameState, action: Action) -> bool:
    """Whether ``action``, taken now, is the dealer's steal: a bid equal to the high bid."""
    return (
        action.kind == "bid"
        and state.phase == "auction"
        and state.to_move == state.dealer
        and 0 < state.high_bid == action.value
    )


def typed_word(kind: str) -> str:
    """The word a person types for an action of ``kind`` (or a command) in the current language."""
    return say(f"play.word.{kind}")


def choice_label(state: GameState, action: Action) -> str:
    """How a legal action is shown, and may be typed."""
    rules = state.rules
    if action.kind in CARD_KINDS and isinstance(action.value, str) and action.value in rules.card_by_name:
        card = card_plain(rules, rules.card_by_name[action.value])
        return card if action.kind == "play" else f"{typed_word(action.kind)} {card}"
    if action.kind == "trump" and isinstance(action.value, str):
        return say("play.trump_choice", word=typed_word("trump"), suit=SUIT_SYMBOLS.get(action.value, action.value))
    label = typed_word(action.kind) if action.value is None else f"{typed_word(action.kind)} {action.value}"
    return say("play.steal_choice", bid=label) if is_steal(state, action) else label


def typed_suit(text: str) -> str | None:
    """The suit letter ``text`` names: a symbol, a letter, or a name in English or the current language."""
    letter = suit_letter(text)
    if letter is not None:
        return letter
    lang = current()
    word = text.strip().lower()
    return next((suit for suit in SUIT_SYMBOLS if lang.has(f"suit-{suit}") and word in _names(lang.forms(f"suit-{suit}"))), None)


def _names(forms: dict[str, str]) -> set[str]:
    """The lower-case words among a suit's forms (its plural, singular and cases; not a grammatical tag like ``f``)."""
    return {form.lower() for form in forms.values() if len(form) > 2 and " " not in form}


def to_engine_words(text: str) -> str:
    """``text`` with a leading word of the current language (``пас``, ``ставка 2``) put into the engine's notation."""
    words = text.split()
    if not words:
        return text
    kinds = {typed_word(kind).lower(): kind for kind in ACTION_WORDS}
    head = words[0].lower()
    return " ".join([kinds.get(head, words[0]), *words[1:]])


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
    words = to_engine_words(word).split()
    if len(words) > 2 and words[0] == "discard":
        try:
            cards = [rules.card_text(card) for card in words[1:]]
        except (ValueError, KeyError):
            return None
        return [rules.discard_actions[rules.card_by_name[card]] for card in cards]
    suit = typed_suit(words[-1]) if words and (len(words) == 1 or words[0] == "trump") else None
    if state.phase == "trump" and suit is not None and suit in rules.variant.deck.suits and len(words) <= 2:
        return [rules.trump_actions[rules.variant.deck.suits.index(suit)]]
    action = find_action(legal, " ".join(words), rules)
    return [action] if action is not None else None
