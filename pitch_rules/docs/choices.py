"""Every named choice a variant file can make (the schema's ``enum`` values), in words.

``CHOICES`` lists the values of each choice by the option's place in the variant
file (``"play.legal"``); the words are the catalogs' messages
``choice-OPTION-VALUE`` (dots as dashes): the rule as a document states it, and a
``.short`` form for tables and diffs. Tests check that every ``enum`` in
``schema/variant.schema.json`` is listed here with every value, and that every
language has words for each, so a new choice cannot reach the documents without
a description. A rule may name other options (``{ $dealer_forced_bid }``); its
describer gives them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import SUIT_NAMES
from ..dsl.english import UndescribedError
from ..i18n import Language, language


@dataclass(frozen=True)
class Choice:
    """One value of a choice: a few words for tables and diffs, and the rule itself."""

    lang: Language
    message: str
    values: Mapping[str, str | int]

    @property
    def short(self) -> str:
        """A few words for tables and diffs."""
        return self.lang.attribute(self.message, "short", **self.values)

    @property
    def rule(self) -> str:
        """The rule, as the document states it."""
        return self.lang(self.message, **self.values)


CHOICES: dict[str, tuple[str, ...]] = {
    "sides.kind": ("solo", "partnership"),
    "sides.for_the_hand": ("none", "bidder-against-the-rest", "bidder-calls-a-card"),
    "deal.first_dealer": ("random",),
    "deal.misdeal_redeal": ("same-dealer", "next-dealer"),
    "deal.rotation": ("left",),
    "auction.all_pass": ("dealer-forced", "redeal", "dealer-set-back", "eldest-pitches", "dealer-pitches"),
    "auction.rounds": ("once", "until-one-left"),
    "trump.chosen_by": ("first-lead", "bidder-names", "turn-up"),
    "trump.joker_led_first": ("forbidden", *SUIT_NAMES),
    "trump.upcard": ("aside", "stock"),
    "trump.begging.gift_to": ("beggar", "every-opponent"),
    "trump.begging.upcard_points_for": ("every-card", "first-and-new-trump", "final-trump"),
    "exchange.discard": ("any", "non-trumps", "all-non-trumps"),
    "exchange.order": ("dealer-left", "bidder-left"),
    "exchange.trump_discards": ("face-down", "face-up"),
    "exchange.rest_to": ("none", "bidder", "dealer"),
    "exchange.rest_taken": ("in-exchange", "before-trump"),
    "play.first_leader": ("bidder", "eldest"),
    "play.first_lead": ("any", "trump"),
    "play.legal": ("trump-anytime", "must-follow", "must-trump", "follow-or-trump", "trumps-only"),
    "play.trick_winner": ("highest-trump",),
}


def choice_id(option: str, value: str) -> str:
    """The message of ``value`` of ``option``: ``choice-play-legal-must-follow``."""
    return f"choice-{option.replace('.', '-')}-{value}"


def choice(option: str, value: str, lang: Language | None = None, **values: str | int) -> Choice:
    """The words for ``value`` of ``option``, with the options it names filled in; UndescribedError if there are none."""
    lang = lang or language()
    if value not in CHOICES.get(option, ()) or not lang.has(choice_id(option, value)):
        raise UndescribedError(f"'{option}: {value}' has no description")
    return Choice(lang, choice_id(option, value), values)
