"""Every named choice a variant file can make (the schema's ``enum`` values), in words.

Keyed by the option's place in the variant file (``"play.legal"``). A test checks
that every ``enum`` in ``schema/variant.schema.json`` has an entry for each of its
values, so a new choice cannot reach the documents without a description.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..dsl.english import UndescribedError


@dataclass(frozen=True)
class Choice:
    """One value of a choice: a few words for tables and diffs, and the rule itself."""

    short: str
    rule: str


CHOICES: dict[str, dict[str, Choice]] = {
    "sides.kind": {
        "solo": Choice("solo (every player for themself)", "Every player plays and scores for themself."),
        "partnership": Choice(
            "partnerships (teams score as one side)",
            "Players play in teams. A team scores as one side: whatever a player wins counts for their team.",
        ),
    },
    "deal.first_dealer": {
        "random": Choice("chosen at random", "The first dealer is chosen at random."),
    },
    "deal.rotation": {
        "left": Choice("passes to the left", "After each hand the deal passes to the left."),
    },
    "trump.chosen_by": {
        "first-lead": Choice(
            "the suit of the first card led",
            "The suit of the first card led becomes trump for the whole hand.",
        ),
    },
    "play.first_leader": {
        "bidder": Choice(
            "the bidder",
            "The bidder leads to the first trick. After that, the winner of each trick leads to the next.",
        ),
    },
    "play.legal": {
        "trump-anytime": Choice(
            "follow suit or trump",
            "A player who can follow the suit led may either follow suit or play a trump: a trump may "
            "be played even by a player who could follow suit. A player who cannot follow suit may "
            "play any card. When trump is led, following suit means playing a trump.",
        ),
        "must-follow": Choice(
            "must follow suit",
            "A player who can follow the suit led must do so. A player who cannot follow suit may play "
            "any card, a trump or not. When trump is led, following suit means playing a trump.",
        ),
    },
    "play.trick_winner": {
        "highest-trump": Choice(
            "highest trump, else highest of the suit led",
            "When every player has played one card the trick is complete. It is won by the highest "
            "trump played or, if no trump was played, by the highest card of the suit led.",
        ),
    },
}


def choice(option: str, value: str) -> Choice:
    """The words for ``value`` of ``option``; UndescribedError if there are none."""
    try:
        return CHOICES[option][value]
    except KeyError:
        raise UndescribedError(f"'{option}: {value}' has no description") from None
