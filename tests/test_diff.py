"""Variant diffs: exactly the options that differ, in words, and nothing else."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from pitch_rules import load_variant
from pitch_rules.docs import differences, diff_text
from pitch_rules.docs.options import option_title, option_words
from pitch_rules.variant.rule_paths import options
from pitch_rules.resources import builtin_variant_ids
from pitch_rules.variant.model import Variant

from .conftest import ROOT

AUCTION_PITCH = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")


def house(tmp_path: Path, *edits: tuple[str, str]) -> Variant:
    """Auction Pitch with text edits, loaded from a temporary file."""
    text = AUCTION_PITCH
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return load_variant(path)


def paths(base: Variant, variant: Variant) -> list[tuple[str, ...]]:
    return [d.path for d in differences(base, variant)]


def test_auction_pitch_against_partnership_pitch() -> None:
    base, partnership = load_variant("auction-pitch"), load_variant("partnership-pitch")
    assert paths(base, partnership) == [
        ("players", "min"),
        ("players", "max"),
        ("sides", "kind"),
        ("sides", "teams"),
        ("sides", "team_size"),
    ]
    assert [str(d) for d in differences(base, partnership)] == [
        "Players › Fewest players: 4, instead of 3",
        "Players › Most players: 4, instead of 7",
        "Sides › Kind: partnerships (teams score as one side), instead of solo (every player for themself)",
        "Sides › Teams: 2, instead of none",
        "Sides › Team size: 2, instead of none",
    ]


def test_low_to_holder_and_target_11_are_exactly_the_two_differences(tmp_path: Path) -> None:
    low_to_holder = house(
        tmp_path,
        ("the lowest trump in play, to the player who captures it\n    card: lowest(trumps(in_play))\n    to: captor(card)",
         "the lowest trump in play, to the player dealt it\n    card: lowest(trumps(in_play))\n    to: holder(card)"),
        ("  target: 7", "  target: 11"),
        ("name: Auction Pitch", "name: Our House Pitch"),
    )  # fmt: skip
    found = differences(load_variant("auction-pitch"), low_to_holder)
    assert [d.path for d in found] == [("points", "low", "to"), ("game", "target")]
    assert [str(d) for d in found] == [
        "Scoring points › Low › Awarded to: the player who was dealt the lowest trump in play, "
        "instead of the player who captures the lowest trump in play",
        "Game end › Target score: 11, instead of 7",
    ]
    text = diff_text(load_variant("auction-pitch"), low_to_holder)
    assert text.splitlines()[0] == "From Auction Pitch (auction-pitch) to Our House Pitch (auction-pitch): 2 options differ."
    assert len(text.splitlines()) == 3


def test_spacing_and_prose_are_not_differences(tmp_path: Path) -> None:
    respaced = house(
        tmp_path,
        ("bidder: if made then won else -bid", "bidder: if made  then won\n      else - bid"),
        ("description: the most trick points", "description: most trick points"),
        ("    title: Auction Pitch (Setback) rules, in five languages", "    title: Our notes"),
        ("quote: Players other than the pitcher score the points they won.", "quote: Others score what they won."),
    )
    assert differences(load_variant("auction-pitch"), respaced) == []
    assert diff_text(load_variant("auction-pitch"), respaced).endswith(": the rules are the same.\n")


def test_added_removed_and_reordered_points(tmp_path: Path) -> None:
    nine = (
        "  - id: nine\n    name: Nine\n    description: the nine of trumps\n    value: 2\n"
        "    card: dealt('9', trump)\n    to: captor(card)\n  - id: jack"
    )
    with_nine = house(tmp_path, ("  - id: jack", nine))
    high, *others = with_nine.points
    variant = dataclasses.replace(with_nine, points=(*others, high))
    base = load_variant("auction-pitch")
    found = differences(base, variant)
    assert [d.path for d in found] == [("points",), ("points", "nine")]
    order, added = found
    assert str(added) == (
        "Scoring points › Nine: added. Nine (2 points) goes to the player who captures the Nine of trumps. "
        "If the Nine of trumps is not in play, nobody scores Nine."
    )
    assert str(order) == "Scoring points › order: Low, Jack, Game, High, instead of High, Low, Jack, Game"
    back = differences(variant, base)
    assert [d.path for d in back] == [("points",), ("points", "nine")]
    assert str(back[1]).startswith("Scoring points › Nine: removed. It was: Nine (2 points)")


@pytest.mark.parametrize("variant_id", builtin_variant_ids())
def test_a_variant_does_not_differ_from_itself(variant_id: str) -> None:
    variant = load_variant(variant_id)
    assert differences(variant, variant) == []


@pytest.mark.parametrize("variant_id", builtin_variant_ids())
def test_every_option_has_a_schema_title_and_words(variant_id: str) -> None:
    variant = load_variant(variant_id)
    for path, value in options(variant).items():
        title = option_title(variant, path)
        words = option_words(variant, path, value)
        assert title and words and "_" not in title and "_" not in words, (path, title, words)


FIXTURES = ROOT / "tests" / "data" / "variants"


def test_an_element_one_variant_lacks_is_one_difference() -> None:
    seven_up = load_variant(FIXTURES / "seven-up-style.yaml")
    found = differences(load_variant("auction-pitch"), seven_up)
    assert [d.path for d in found] == [
        ("auction",),
        ("trump", "chosen_by"),
        ("trump", "upcard_points"),
        ("trump", "begging"),
        ("play", "first_leader"),
        ("game", "winner"),
    ]
    auction, _, bonus, begging, *_ = found
    assert str(auction) == "Auction: removed"
    assert str(bonus) == "Trump › Points for the turned-up card: Jack 1, instead of none"
    assert str(begging) == (
        "Trump › Begging: added. Gift: 1; Cards run: 3; Gift to: the beggar; Gift may win: yes; "
        "Turned-up cards that score: every card turned up"
    )
    back = differences(seven_up, load_variant("auction-pitch"))
    assert str(back[0]).startswith("Auction: added. Starting with the player")


def test_jokers_and_an_exchange_are_added_whole() -> None:
    smear = differences(load_variant("auction-pitch"), load_variant(FIXTURES / "smear-style.yaml"))
    assert str(smear[0]) == "Deck › Jokers: Joker, instead of none"
    cinch = differences(load_variant("partnership-pitch"), load_variant(FIXTURES / "cinch-style.yaml"))
    (exchange,) = [d for d in cinch if d.path == ("exchange",)]
    assert exchange.before is None and exchange.after is not None
    assert exchange.after.startswith("Before play begins, each player in turn from the dealer's left discards")


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*.yaml")))
def test_every_option_of_the_test_variants_has_words(name: str) -> None:
    variant = load_variant(FIXTURES / name)
    for path, value in options(variant).items():
        words = option_words(variant, path, value)
        assert words and not re.search(r"_|\w\(|[\[\]]|(?<![a-z])'", words), (path, words)
