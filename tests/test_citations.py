"""Sources, quotes and approximations as data: checked where they are written, printed in the rules
document, never inherited as a house file's own, and complete for every built-in variant."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pitch_rules import load_variant
from pitch_rules.docs import base_of, rules_document
from pitch_rules.docs.document import ancestry
from pitch_rules.docs.provenance import kept_approximations, uncited
from pitch_rules.errors import VariantError
from pitch_rules.resources import builtin_variant_ids

from .conftest import run_cli as run

VARIANTS = builtin_variant_ids()


def write(tmp_path: Path, text: str, name: str = "house.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


HOUSE = """\
id: kitchen
extends: auction-pitch
name: Kitchen Pitch
description: Auction Pitch to 11 with Low to the player dealt it.
game: {target: 11}
points:
  - {id: low, to: holder(card)}
"""

CITED = HOUSE + """\
sources:
  - id: book
    title: A book of card games
    section: p. 12
citations:
  - rules: [game.target]
    source: book
    quote: Eleven points is game.
"""


# ----- every built-in variant cites its rules ------------------------------------------------------


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_rule_a_builtin_changes_from_its_base_is_quoted_or_declared(variant_id: str) -> None:
    """A root variant cites each of its rule groups; a variant that extends another, each option it changes."""
    variant = load_variant(variant_id)
    assert uncited(variant, base_of(variant)) == [], variant_id


@pytest.mark.parametrize("variant_id", VARIANTS)
def test_every_source_of_a_builtin_is_quoted_and_can_be_found(variant_id: str) -> None:
    variant = load_variant(variant_id)
    assert variant.sources
    quoted = {citation.source for citation in variant.citations}
    for source in variant.sources:
        assert source.url.startswith("http") or source.section, source.id
        assert source.id in quoted, f"{variant_id}: source {source.id} is never quoted"


def test_a_change_without_a_quote_is_found(tmp_path: Path) -> None:
    house = load_variant(write(tmp_path, HOUSE))
    assert uncited(house, base_of(house)) == ["points.low.to", "game.target"]
    cited = load_variant(write(tmp_path, CITED, "cited.yaml"))
    assert uncited(cited, base_of(cited)) == ["points.low.to"]


def test_a_declared_approximation_covers_a_change_but_an_inherited_one_does_not(tmp_path: Path) -> None:
    declared = CITED + """\
approximations:
  - id: low-holder
    rules: [points.low]
    text: The book does not say who scores Low; we give it to the player dealt it.
"""
    variant = load_variant(write(tmp_path, declared))
    assert uncited(variant, base_of(variant)) == []
    # pitch-6 inherits pitch-5's approximation of the off-Jack's rank; it cannot cover a change of its own.
    child = write(tmp_path, "id: child\nextends: pitch-5\nname: Child\ndescription: d\ntrump: {ranking: "
                  "[A, K, Q, off-J, J, T, '9', '8', '7', '6', '5', '4', '3', '2']}\n", "child.yaml")
    assert uncited(load_variant(child), load_variant("pitch-5")) == ["trump.ranking"]


def test_a_root_variant_must_cite_every_rule_group(tmp_path: Path) -> None:
    text = (Path(__file__).resolve().parent.parent / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
    lines = text.split("\n")
    start = lines.index("  - rules: [play.trick_winner]")
    del lines[start : start + 6]  # the only quote for how a trick is won... play still has others
    play_kept = load_variant(write(tmp_path, "\n".join(lines), "root.yaml"))
    assert uncited(play_kept, None) == []
    start = lines.index("  - rules: [trick_points]")
    del lines[start : start + 4]
    no_trick_points = load_variant(write(tmp_path, "\n".join(lines), "root2.yaml"))
    assert uncited(no_trick_points, None) == ["trick_points"]


# ----- the loader checks citations where they are written ----------------------------------------


@pytest.mark.parametrize(
    ("edit", "position", "words"),
    [
        (("source: book", "source: bok"), "14:13", "unknown source 'bok'; did you mean 'book'?"),
        (("  - id: book\n    title", "  - title"), "13:13", "unknown source 'book' (this file's sources: none)"),
        (("rules: [game.target]", "rules: [game.targt]"), "13:13", "'game.targt' is not a rule of Kitchen Pitch; did you mean 'game.target'?"),
        (("rules: [game.target]", "rules: [points.smudge]"), "13:13", "'points.smudge' is not a rule of Kitchen Pitch"),
        (("quote: Eleven points is game.", "quote: ''"), "15:12", "must not be empty"),
    ],
)
def test_bad_citations_are_errors_at_their_place(tmp_path: Path, edit: tuple[str, str], position: str, words: str) -> None:
    path = write(tmp_path, CITED.replace(*edit))
    result = run("validate", str(path))
    assert result.exit_code == 1
    assert result.output.startswith(f"{path}:{position}: "), result.output
    assert words in result.output


def test_an_approximation_naming_an_unknown_rule_is_an_error(tmp_path: Path) -> None:
    path = write(tmp_path, HOUSE + "approximations:\n  - id: x\n    rules: [auction.widow]\n    text: t\n")
    with pytest.raises(VariantError) as error:
        load_variant(path)
    assert str(error.value).startswith(f"{path}:10:13: 'auction.widow' is not a rule of Kitchen Pitch")


def test_a_rule_of_an_element_the_variant_lacks_is_not_a_rule(tmp_path: Path) -> None:
    text = CITED.replace("rules: [game.target]", "rules: [exchange.keep]")
    with pytest.raises(VariantError, match="'exchange.keep' is not a rule"):
        load_variant(write(tmp_path, text))
    assert load_variant(write(tmp_path, CITED.replace("rules: [game.target]", "rules: [exchange]"), "no.yaml"))


def test_source_ids_are_unique(tmp_path: Path) -> None:
    text = CITED.replace("sources:\n", "sources:\n  - {id: book, title: Another, url: 'https://example.org'}\n")
    with pytest.raises(VariantError, match="source id 'book' is used twice"):
        load_variant(write(tmp_path, text))


# ----- a house file does not present its base's sources as its own -------------------------------


def test_show_of_a_house_file_has_only_its_own_sources(tmp_path: Path) -> None:
    shown = yaml.safe_load(run("show", str(write(tmp_path, HOUSE))).output)
    assert "sources" not in shown and "citations" not in shown and "notes" not in shown
    cited = yaml.safe_load(run("show", str(write(tmp_path, CITED, "cited.yaml"))).output)
    assert [s["id"] for s in cited["sources"]] == ["book"] and len(cited["citations"]) == 1


def test_document_of_a_house_file_names_whose_sources_it_keeps(tmp_path: Path) -> None:
    house = load_variant(write(tmp_path, HOUSE))
    text = rules_document(house, base_of(house))
    sources = text[text.index("## Sources") :]
    assert sources.startswith("## Sources\n\nThis variant names no sources of its own.")
    assert "The rules it keeps from Auction Pitch (`auction-pitch`) come from:" in sources
    assert "Some play to 11" not in sources and "at least 7 points" not in sources  # its target changed
    assert "Low: 1 point for winning the lowest trump in play" not in sources  # so did Low
    assert "High: 1 point for winning (capturing in a trick) the highest trump in play." in sources  # High did not


def test_document_of_a_cited_house_file_lists_its_own_source_first(tmp_path: Path) -> None:
    cited = load_variant(write(tmp_path, CITED))
    text = rules_document(cited, base_of(cited))
    sources = text[text.index("## Sources") :]
    assert sources.index("- A book of card games, p. 12") < sources.index("The rules it keeps from Auction Pitch")
    assert "    - Game end › Target score: “Eleven points is game.”" in sources


def test_a_one_off_setting_is_not_what_the_sources_say() -> None:
    changed = load_variant("auction-pitch", ["game.target=11"])
    assert changed.sources == () and changed.citations == ()
    text = rules_document(changed, base_of(changed))
    assert "This variant names no sources of its own." in text and "(R24)" not in text


# ----- the rules document prints sources, quotes, approximations and notes ------------------------


def test_document_prints_quotes_approximations_and_notes() -> None:
    text = rules_document(load_variant("auction-pitch-joker"))
    assert "## Approximations" in text and "## Sources" in text
    approximations = text[text.index("## Approximations") : text.index("## Worked example")]
    assert "- The Bicycle page does not say how the five points are bid for." in approximations
    assert "*(Auction › Bids; Auction › Closing bid; Auction › Bids the dealer may steal)*" in approximations
    sources = text[text.index("## Sources") :]
    assert sources.startswith(
        "## Sources\n\n- [Auction Pitch with Joker, Bicycle game rules]"
        "(http://www.bicyclecards.ca/game-rules/auction-pitch-with-joker/161.php?page_id=32)\n"
    )
    assert "    - Trump › A joker led first: “If the joker is pitched, it is a spade.”" in sources


def test_approximations_of_the_rules_a_variant_keeps_name_the_variant_that_declared_them() -> None:
    text = rules_document(load_variant("pitch-6"), load_variant("pitch-5"))
    approximations = text[text.index("## Approximations") : text.index("## Worked example")].splitlines()
    own = [line for line in approximations if line.startswith("- ") and "Declared by" not in line]
    kept = [line for line in approximations if "Declared by" in line]
    assert len(own) == 4 and "the file puts the one Joker of this game there too" in own[2]
    assert "does not let the pitcher lead the Joker to the first trick" in own[3]
    assert kept == [
        "- The pages found do not say whether the pitcher names trump or pitches it with the first lead, nor "
        "what may be played to a trick. The file plays Auction Pitch's rules: the pitcher's first lead sets "
        "trump, and a trump may be played at any time. *(Trump › Chosen by; Play › First leader; Play › Legal "
        "plays)* Declared by 4-Point Pitch (Trickster).",
        "- Trickster's rule for going out is not in the pages found. The file keeps Auction Pitch's: only the "
        "pitcher's team can win, at the end of a hand in which it reaches the target. *(Game end › Winner)* "
        "Declared by 4-Point Pitch (Trickster).",
    ]


def test_an_approximation_of_a_rule_the_variant_changes_or_quotes_is_not_kept() -> None:
    """pitch-4's bidding is restated by pitch-5 (same id); 5-Point Pitch's ranking is changed by pitch-6 and
    answered for ten-point-pitch by a quote."""
    assert [a.id for a, _ in kept_approximations(load_variant("pitch-5"), [load_variant("pitch-4")])] == [
        "trickster-play",
        "trickster-going-out",
    ]
    ten = load_variant("ten-point-pitch")
    kept = {a.id for a, _ in kept_approximations(ten, ancestry(ten))}
    assert "off-jack-rank" not in kept and "trickster-draw" not in kept and "trickster-play" not in kept


def test_an_approximation_answered_by_a_nearer_ancestor_is_not_kept(tmp_path: Path) -> None:
    """Smear answers 4-Point Pitch's play approximation with its own (and 5-Point Pitch's off-Jack rank with a
    quote): a game built on Smear keeps Smear's words, not those it replaced. Cutthroat Smear quotes its own
    rule of play, so Smear's approximation of the play is not kept there either."""
    smear, cutthroat = load_variant("smear"), load_variant("cutthroat-smear")
    assert [a.id for a, _ in kept_approximations(smear, ancestry(smear))] == []
    house = load_variant(write(tmp_path, "id: kitchen-smear\nextends: smear\nname: Kitchen Smear\n"))
    kept = [(a.id, by.id) for a, by in kept_approximations(house, ancestry(house))]
    assert kept == [("smear-rest", "smear"), ("moon-all-five", "smear")]
    kept = [(a.id, by.id) for a, by in kept_approximations(cutthroat, ancestry(cutthroat))]
    assert kept == [("moon-all-five", "smear")]


def test_a_variant_with_sources_and_no_approximations_says_so() -> None:
    text = rules_document(load_variant("setback"))
    assert "## Approximations\n\nThe file declares none: every rule above is the one its sources state." in text
