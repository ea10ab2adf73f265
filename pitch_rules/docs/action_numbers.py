"""The action numbers of every variant (the OpenSpiel game's and the PettingZoo environment's), as a page and as lines."""

from __future__ import annotations

from ..engine import ACTION_KINDS, Rules
from ..variant.model import Variant
from .words import table

VALUE_WORDS = {
    "card": "each card of the deck, in deck order (suit by suit, each from low to high, then the jokers)",
    "bid": "each bid of the auction, from low to high (none without an auction)",
    "suit": "each suit of the deck, in its order",
}


def numbered_lines(rules: Rules) -> list[str]:
    """Every action of ``rules`` with its number, one per line: ``0 2C``, ``52 pass``, ``53 bid 1``."""
    return [f"{number} {action.kind} {action.value}" if action.value is not None else f"{number} {action.kind}" for number, action in enumerate(rules.actions)]


def _runs(rules: Rules) -> list[list[str]]:
    """One row per kind the variant numbers: its numbers, the kind, its first and last values."""
    rows = []
    for kind in ACTION_KINDS:
        numbers = [n for n, action in enumerate(rules.actions) if action.kind == kind.name]
        if not numbers:
            continue
        values = [str(rules.actions[n].value) for n in numbers if rules.actions[n].value is not None]
        span = f"{numbers[0]}" if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"
        shown = "" if not values else values[0] if len(values) == 1 else f"{values[0]} … {values[-1]}"
        rows.append([span, f"`{kind.name}`", shown])
    return rows


def action_numbers_page(variants: list[Variant]) -> str:
    """The page: how the numbers are made, then each built-in variant's ranges."""
    kinds = [
        f"{index}. `{kind.name}`" + (f": {VALUE_WORDS[kind.value]}" if kind.value else "")
        for index, kind in enumerate(ACTION_KINDS, start=1)
    ]
    parts = [
        "# Action numbers\n",
        "The OpenSpiel game and the PettingZoo environment ([Learning environments](learning.md)) number "
        "every action a variant could ever take, the same way for every variant: each kind of action in "
        "this order, with each value it takes in turn.\n",
        "\n".join(kinds) + "\n",
        "A kind takes numbers in every variant, whether or not its rules use it (a variant without "
        "begging still numbers `stand` and `beg`), so that a number means the same action in every variant "
        "with the same deck and bids. Kinds added in later versions come after these, so the numbers "
        "here never change. A card played is numbered apart from the same card discarded.\n",
    ]
    for variant in variants:
        rules = Rules.from_variant(variant)
        parts.append(f"## {variant.name}\n\n`{variant.id}`: {len(rules.actions)} actions.\n")
        parts.append(table(["numbers", "kind", "values"], _runs(rules)) + "\n")
    return "\n".join(parts)
