"""Load a variant: strict YAML -> JSON Schema -> semantic checks -> compiled model.

Every problem found on the way becomes a :class:`~pitch_rules.errors.Diagnostic`
at the YAML position of the offending node; all of them are raised together in
one :class:`~pitch_rules.errors.VariantError`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from .. import resources
from ..dsl import FUNCTIONS, VALUES, Deck as DslDeck, DslError, Expression, Type, compile_expression
from ..errors import Diagnostic, Location, VariantError, caret_detail
from .model import (
    Auction,
    Contract,
    Deal,
    Deck,
    GameEnd,
    Play,
    Players,
    ScoringPoint,
    Sides,
    Source,
    Variant,
)
from .schema_check import schema_diagnostics
from .overlay import resolve
from .yaml_source import DocumentSource, YamlDocument

Path_ = tuple[str | int, ...]

_HAND_NAMES = frozenset({"trump", "in_play", "bidder", "bid", "trick_points"}) | (
    frozenset(FUNCTIONS) - {"score"}
)
# Which names each kind of rule may use, beyond the facts of the hand.
RULE_NAMES: dict[str, frozenset[str]] = {
    "card": _HAND_NAMES,
    "to": _HAND_NAMES | {"card"},
    "made": _HAND_NAMES | {"won"},
    "bidder": _HAND_NAMES | {"won", "made"},
    "others": _HAND_NAMES | {"won"},
    "winner": _HAND_NAMES | {"target", "score"},
}
assert all(names <= set(VALUES) | set(FUNCTIONS) for names in RULE_NAMES.values())


def resolve_variant_path(name: str) -> Path:
    """Map a built-in variant id or a file path to a file path."""
    builtin = resources.builtin_variant_path(name)
    if builtin is not None and not os.path.exists(name):
        return builtin
    return Path(name)


def load_variant(name: str | os.PathLike[str], settings: Sequence[str] = ()) -> Variant:
    """Load and check a variant by built-in id or file path, with ``--set`` style settings.

    Follows ``extends`` chains. Raises VariantError listing every problem, or
    OSError if the named file cannot be read.
    """
    path = resolve_variant_path(os.fspath(name))
    label = os.fspath(name) if resources.builtin_variant_path(os.fspath(name)) is None else str(path)
    resolved = resolve(str(path), label, settings)
    return build_variant(resolved.document, label, resolved.base, tuple(settings))


def resolved_data(name: str | os.PathLike[str], settings: Sequence[str] = ()) -> dict[str, Any]:
    """The fully resolved variant file (every ``extends`` and setting applied), checked."""
    path = resolve_variant_path(os.fspath(name))
    label = os.fspath(name) if resources.builtin_variant_path(os.fspath(name)) is None else str(path)
    resolved = resolve(str(path), label, settings)
    build_variant(resolved.document, label, resolved.base, tuple(settings))
    data: dict[str, Any] = resolved.document.data
    return data


def build_variant(
    doc: YamlDocument, path: str = "", base: str | None = None, settings: tuple[str, ...] = ()
) -> Variant:
    """Check a parsed variant document against the schema and the engine's rules."""
    problems = schema_diagnostics(doc, resources.schema("variant"))
    if problems:
        raise VariantError(problems)
    builder = _Builder(doc)
    variant = replace(builder.build(), path=path, extends=base, settings=settings)
    if builder.problems:
        raise VariantError(sorted(builder.problems, key=lambda d: (d.location.line, d.location.column)))
    return variant


class _Builder:
    """Turns schema-valid data into a Variant, collecting semantic problems."""

    def __init__(self, doc: YamlDocument) -> None:
        self.data: dict[str, Any] = doc.data
        self.source: DocumentSource = doc.source
        self.problems: list[Diagnostic] = []

    def fail(self, path: Path_, message: str, key: bool = False) -> None:
        where = self.source.key_location(path) if key else self.source.value_location(path)
        self.problems.append(Diagnostic(where, message))

    def build(self) -> Variant:
        d = self.data
        deck = Deck(tuple(d["deck"]["suits"]), tuple(d["deck"]["ranks"]))
        self.dsl_deck = DslDeck(ranks=deck.ranks, suits=deck.suits)
        players = Players(**d["players"])
        sides = Sides(d["sides"]["kind"], d["sides"].get("teams", 0), d["sides"].get("team_size", 0))
        deal = Deal(
            d["deal"]["cards"],
            d["deal"]["packet"],
            d["deal"].get("first_dealer", "random"),
            d["deal"].get("rotation", "left"),
        )
        a = d["auction"]
        auction = Auction(tuple(a["bids"]), a.get("closing_bid"), a["dealer_forced_bid"], a.get("dealer_may_steal", False))
        p = d["play"]
        play = Play(d["trump"]["chosen_by"], p["first_leader"], p["legal"], p["trick_winner"])
        points = tuple(self._point(i, raw) for i, raw in enumerate(d["points"]))
        contract = Contract(
            self._expr(("contract", "made"), "made", Type.BOOL),
            self._expr(("contract", "bidder"), "bidder", Type.INT),
            self._expr(("contract", "others"), "others", Type.INT),
        )
        game = GameEnd(d["game"]["target"], self._expr(("game", "winner"), "winner", Type.SIDE))
        self._check_players(players, sides, deck, deal)
        self._check_auction(auction, points)
        self._check_trick_points(d["trick_points"], deck)
        self._check_point_ids(points)
        return Variant(
            id=d["id"],
            name=d["name"],
            description=d["description"],
            sources=tuple(Source(**s) for s in d.get("sources", [])),
            players=players,
            sides=sides,
            deck=deck,
            deal=deal,
            auction=auction,
            play=play,
            trick_points=dict(d["trick_points"]),
            points=points,
            contract=contract,
            game=game,
        )

    def _point(self, index: int, raw: dict[str, Any]) -> ScoringPoint:
        card = self._expr(("points", index, "card"), "card", Type.CARD) if "card" in raw else None
        to = self._expr(("points", index, "to"), "to", Type.SIDE)
        return ScoringPoint(raw["id"], raw["name"], raw["description"], raw.get("value", 1), card, to)

    def _expr(self, path: Path_, rule: str, expected: Type) -> Expression:
        node: Any = self.data
        for step in path:
            node = node[step]
        source = str(node)
        try:
            return compile_expression(source, expected, RULE_NAMES[rule], self.dsl_deck)
        except DslError as err:
            self.problems.append(self._dsl_diagnostic(path, source, err))
            return Expression(source, expected, lambda ctx: None)

    def _dsl_diagnostic(self, path: Path_, source: str, err: DslError) -> Diagnostic:
        start = self.source.value_location(path)
        style, multiline = self.source.value_style(path)
        if style in (None, "'", '"') and not multiline:
            offset = 1 if style else 0
            where = Location(start.path, start.line, start.column + offset + err.column - 1)
            detail = caret_detail(self.source.line_of(where), where.column)
        else:
            where = start
            detail = caret_detail(source.replace("\n", " "), err.column)
        return Diagnostic(where, err.message, detail)

    def _check_players(self, players: Players, sides: Sides, deck: Deck, deal: Deal) -> None:
        if not players.min <= players.default <= players.max:
            self.fail(("players", "default"), f"default player count {players.default} is not between min {players.min} and max {players.max}")
        if players.min > players.max:
            self.fail(("players", "min"), f"min players {players.min} is above max players {players.max}")
        need = players.max * deal.cards
        if need > len(deck.cards):
            self.fail(
                ("deal", "cards"),
                f"{players.max} players with {deal.cards} cards each need {need} cards, but the deck has {len(deck.cards)}",
            )
        if deal.cards % deal.packet:
            self.fail(("deal", "packet"), f"packets of {deal.packet} do not divide {deal.cards} cards evenly")
        if sides.kind == "partnership":
            if not sides.teams or not sides.team_size:
                self.fail(("sides",), "a partnership needs 'teams' and 'team_size'")
            elif not players.min == players.max == players.default == (count := sides.player_count()):
                self.fail(
                    ("players",),
                    f"{sides.teams} teams of {sides.team_size} need exactly {count} players; set min, max and default to {count}",
                )
        elif "teams" in self.data["sides"] or "team_size" in self.data["sides"]:
            self.fail(("sides", "kind"), "'teams' and 'team_size' apply only to kind: partnership")

    def _check_auction(self, auction: Auction, points: tuple[ScoringPoint, ...]) -> None:
        bids = auction.bids
        if list(bids) != sorted(bids):
            self.fail(("auction", "bids"), "bids must be listed from lowest to highest")
        available = sum(p.value for p in points)
        if max(bids) > available:
            self.fail(
                ("auction", "bids", bids.index(max(bids))),
                f"bid {max(bids)} is more than the {available} points a hand can award",
            )
        for key, value in (("closing_bid", auction.closing_bid), ("dealer_forced_bid", auction.dealer_forced_bid)):
            if value is not None and value not in bids:
                self.fail(("auction", key), f"{key} {value} is not one of the bids {list(bids)}")

    def _check_trick_points(self, table: dict[str, int], deck: Deck) -> None:
        for rank in table:
            if rank not in deck.ranks:
                self.fail(("trick_points", rank), f"rank '{rank}' is not in this deck", key=True)

    def _check_point_ids(self, points: tuple[ScoringPoint, ...]) -> None:
        seen: set[str] = set()
        for index, point in enumerate(points):
            if point.id in seen:
                self.fail(("points", index, "id"), f"scoring point id '{point.id}' is used twice")
            seen.add(point.id)
