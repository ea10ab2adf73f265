"""Load a variant: strict YAML -> JSON Schema -> semantic checks -> compiled model.

Every problem found on the way becomes a :class:`~pitch_rules.errors.Diagnostic`
at the YAML position of the offending node; all of them are raised together in
one :class:`~pitch_rules.errors.VariantError`.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from lark import Token

from .. import resources
from ..cards import RANK_LETTERS, SUIT_LETTERS
from ..dsl import FUNCTIONS, VALUES, Deck as DslDeck, DslError, Expression, Type, compile_expression
from ..dsl.compiler import parse
from ..errors import Diagnostic, Location, VariantError, caret_detail
from ..problems import problem, say
from .model import (
    Approximation,
    Auction,
    Citation,
    Contract,
    Deal,
    Begging,
    Deck,
    Exchange,
    GameEnd,
    Joker,
    Play,
    Players,
    ScoringPoint,
    SellOut,
    Sides,
    Source,
    Stock,
    Trump,
    Variant,
)
from .rule_paths import dotted, rule_paths
from .schema_check import schema_diagnostics
from .overlay import names_a_file, resolve
from .yaml_source import DocumentSource, YamlDocument, parse_yaml_text, value_column, with_carets

Path_ = tuple[str | int, ...]

_HAND_NAMES = frozenset({"trump", "in_play", "bidder", "bid", "trick_points", "dealer", "eldest"}) | (
    frozenset(FUNCTIONS) - {"score", "won_by"}
)
_CONTRACT_NAMES = frozenset({"won", "side", "target", "score", "scores", "points_won", "opponents_won", "won_by"})
# Names that read the players' running scores, which a team of one hand does not have.
_RUNNING_SCORES = frozenset({"score", "scores"})
# Which names each kind of rule may use, beyond the facts of the hand.
RULE_NAMES: dict[str, frozenset[str]] = {
    "card": _HAND_NAMES,
    "to": _HAND_NAMES | {"card"},
    "made": _HAND_NAMES | _CONTRACT_NAMES,
    "bidder": _HAND_NAMES | _CONTRACT_NAMES | {"made"},
    "others": _HAND_NAMES | _CONTRACT_NAMES | {"made"},
    "winner": _HAND_NAMES
    | {"target", "score", "scores", "won", "made", "first_out", "first_out_bidder_first", "points_won", "won_by"},
    "misdeal_if": frozenset(
        {"hand", "in_play", "count", "counters", "of_suit", "of_rank", "dealt", "dealt_card", "off", "min", "max"}
    ),
}
assert all(names <= set(VALUES) | set(FUNCTIONS) for names in RULE_NAMES.values())


def resolve_variant_path(name: str) -> Path:
    """Map a built-in variant id or a file path to a file path."""
    builtin = resources.builtin_variant_path(name)
    if builtin is not None and not os.path.exists(name):
        return builtin
    return Path(name)


def load_variant(
    name: str | os.PathLike[str],
    settings: Sequence[str] = (),
    text: str | None = None,
    allow: Sequence[str] = (),
    settings_place: str | None = None,
) -> Variant:
    """Load and check a variant by built-in id or file path, with ``--set`` style settings.

    ``text``, when given, is checked instead of the file's content (an editor's
    unsaved buffer; ``name`` is then its file's path, even where it reads as a
    built-in id); ``extends`` paths are still relative to the file's folder.
    Follows ``extends`` chains (files only in the named file's folder and below,
    or in the ``allow`` folders). ``settings_place`` names where the settings were
    written when not on the command line: diagnostics name each ``PLACE/INDEX``
    (``games.jsonl:2: settings/0``). Raises VariantError listing every problem, or
    OSError if the named file cannot be read.
    """
    return _load(name, settings, text, allow, settings_place)[0]


def resolved_data(name: str | os.PathLike[str], settings: Sequence[str] = (), allow: Sequence[str] = ()) -> dict[str, Any]:
    """The fully resolved variant file (every ``extends`` and setting applied), checked."""
    data: dict[str, Any] = _load(name, settings, allow=allow)[1]
    return data


def load_variant_text(text: str, label: str) -> tuple[Variant, dict[str, Any]]:
    """Load and check a variant file that exists only as ``text``, named ``label`` in diagnostics.

    Gives the diagnostics ``validate`` gives for the same file, except that its
    ``extends`` may name only a built-in variant: no file is read. Also gives the
    resolved data.
    """
    doc = parse_yaml_text(text, label)
    target = doc.data.get("extends")
    if isinstance(target, str) and names_a_file(target):
        ids = ", ".join(resources.builtin_variant_ids())
        where = doc.source.value_location(("extends",))
        raise VariantError(with_carets([problem(where, "extends.builtin_only", ids=ids)], doc.source))
    resolved = resolve(label, label, (), text)
    return build_variant(resolved.document, label, resolved.base), resolved.document.data


def _load(
    name: str | os.PathLike[str],
    settings: Sequence[str],
    text: str | None = None,
    allow: Sequence[str] = (),
    settings_place: str | None = None,
) -> tuple[Variant, Any]:
    """Resolve, check and build a variant; also give its resolved data."""
    named = os.fspath(name)
    if text is not None:  # an editor's buffer, named by its file's path: never a built-in id (untitled:auction-pitch)
        path, label = Path(named), named
    else:
        path = resolve_variant_path(named)
        label = named if resources.builtin_variant_path(named) is None else str(path)
    resolved = resolve(str(path), label, settings, text, allow, settings_place)
    variant = build_variant(resolved.document, label, resolved.base, tuple(settings))
    return variant, resolved.document.data


def build_variant(
    doc: YamlDocument, path: str = "", base: str | None = None, settings: tuple[str, ...] = ()
) -> Variant:
    """Check a parsed variant document against the schema and the engine's rules."""
    problems = schema_diagnostics(doc, resources.schema("variant"))
    if problems:  # the rest cannot be built, but every scoring expression can still be checked
        raise VariantError(_in_order([*problems, *_Builder(doc).expression_problems()]))
    builder = _Builder(doc)
    variant = replace(builder.build(), path=path, extends=base, settings=settings)
    builder.check_citations(variant)
    if builder.problems:
        raise VariantError(_in_order(with_carets(builder.problems, doc.source)))
    return variant


EXPRESSIONS: tuple[tuple[tuple[str, ...], str, Type], ...] = (
    (("points", "*", "card"), "card", Type.CARD),
    (("points", "*", "to"), "to", Type.SIDE),
    (("contract", "made"), "made", Type.BOOL),
    (("contract", "bidder"), "bidder", Type.INT),
    (("contract", "others"), "others", Type.INT),
    (("game", "winner"), "winner", Type.SIDE),
    (("deal", "misdeal_if"), "misdeal_if", Type.BOOL),
)
"""Every setting written in the scoring language: its path (``*`` for each item), its rule and its type."""


def written_deck(data: Any) -> DslDeck | None:
    """The deck a variant file's data writes, as the scoring language checks card words against it; None if it is not well formed."""
    deck = data.get("deck") if isinstance(data, dict) else None
    suits, ranks = (deck.get("suits"), deck.get("ranks")) if isinstance(deck, dict) else (None, None)
    jokers = deck.get("jokers", []) if isinstance(deck, dict) else []
    if not (isinstance(suits, list) and isinstance(ranks, list) and isinstance(jokers, list)):
        return None
    joker_ids = tuple(j["id"] for j in jokers if isinstance(j, dict) and isinstance(j.get("id"), str))
    if len(joker_ids) < len(jokers) or not all(isinstance(word, str) for word in (*suits, *ranks)):
        return None
    return DslDeck(ranks=tuple(ranks), suits=tuple(suits), extra=joker_ids)


def _in_order(problems: list[Diagnostic]) -> list[Diagnostic]:
    """Problems by file and position, each once."""
    unique = {(str(d.location), d.message): d for d in problems}
    return sorted(unique.values(), key=lambda d: (d.location.path, d.location.line, d.location.column))


class _Builder:
    """Turns schema-valid data into a Variant, collecting semantic problems."""

    def __init__(self, doc: YamlDocument) -> None:
        self.data: dict[str, Any] = doc.data
        self.source: DocumentSource = doc.source
        self.problems: list[Diagnostic] = []

    def fail(self, path: Path_, code: str, /, **values: str | int) -> None:
        """Report the problem at ``code`` at the value at ``path``."""
        self.problems.append(problem(self.source.problem_location(path), code, **values))

    def fail_at_key(self, path: Path_, code: str, /, **values: str | int) -> None:
        """Report the problem at ``code`` at the key of the value at ``path``."""
        self.problems.append(problem(self.source.problem_location(path, key=True), code, **values))

    def expression_problems(self) -> list[Diagnostic]:
        """The problems of every scoring expression written as text, whatever else is wrong with the file.

        Card names in expressions are checked against the deck when the deck is
        well formed, and not at all otherwise.
        """
        deck = written_deck(self.data)
        if deck is None:
            return []
        self.dsl_deck = deck
        for pattern, rule, expected in EXPRESSIONS:
            for path in self._paths(pattern):
                self._expr(path, rule, expected)
        return self.problems

    def _paths(self, pattern: tuple[str, ...]) -> list[Path_]:
        """The paths matching ``pattern`` whose value is text."""
        found: list[tuple[Path_, Any]] = [((), self.data)]
        for step in pattern:
            deeper: list[tuple[Path_, Any]] = []
            for path, node in found:
                if step == "*" and isinstance(node, list):
                    deeper += [((*path, index), item) for index, item in enumerate(node)]
                elif isinstance(node, dict) and step in node:
                    deeper.append(((*path, step), node[step]))
            found = deeper
        return [path for path, value in found if isinstance(value, str)]

    def build(self) -> Variant:
        d = self.data
        deck = Deck(
            tuple(d["deck"]["suits"]),
            tuple(d["deck"]["ranks"]),
            tuple(Joker(j["id"], j["name"]) for j in d["deck"].get("jokers", [])),
        )
        self._check_jokers(deck)
        self.dsl_deck = deck.expression_deck
        players = Players(**d["players"])
        s = d["sides"]
        sides = Sides(s["kind"], s.get("teams", 0), s.get("team_size", 0), s.get("for_the_hand", "none"))
        deal = Deal(
            d["deal"]["cards"],
            d["deal"]["packet"],
            d["deal"].get("first_dealer", "random"),
            d["deal"].get("rotation", "left"),
            d["deal"].get("widow"),
            self._expr(("deal", "misdeal_if"), "misdeal_if", Type.BOOL) if "misdeal_if" in d["deal"] else None,
            d["deal"].get("misdeal_redeal", "same-dealer"),
        )
        a = d.get("auction")
        auction = None if a is None else Auction(
            bids=tuple(a["bids"]),
            closing_bid=a.get("closing_bid"),
            dealer_steals=tuple(a.get("dealer_steals", ())),
            all_pass=a.get("all_pass", "dealer-forced"),
            dealer_forced_bid=a.get("dealer_forced_bid"),
            dealer_set_back=a.get("dealer_set_back"),
            moon_bid=a.get("moon_bid"),
            rounds=a.get("rounds", "once"),
            sell_out=None if a.get("sell_out") is None else SellOut(a["sell_out"]["pitch_bid"]),
        )
        trump = self._trump(d["trump"], deck)
        x = d.get("exchange")
        exchange = None if x is None else Exchange(
            x["keep"],
            x.get("discard", "any"),
            x.get("refill", False),
            x.get("rest_to", "none"),
            x.get("min_discard", 0),
            x.get("order", "dealer-left"),
            x.get("trump_discards", "face-down"),
            x.get("discard_down", False),
            x.get("rest_taken", "in-exchange"),
            tuple(x.get("kept_trumps", ())),
        )
        k = d.get("stock")
        stock = None if k is None else Stock(k["draw_after_trick"], k.get("face_up", False))
        p = d["play"]
        play = Play(p["first_leader"], p.get("first_lead", "any"), p["legal"], p["trick_winner"])
        points = tuple(self._point(i, raw) for i, raw in enumerate(d["points"]))
        contract = Contract(
            self._expr(("contract", "made"), "made", Type.BOOL),
            self._expr(("contract", "bidder"), "bidder", Type.INT),
            self._expr(("contract", "others"), "others", Type.INT),
        )
        game = GameEnd(d["game"]["target"], self._expr(("game", "winner"), "winner", Type.SIDE))
        self._check_players(players, sides, deck, deal)
        self._check_misdeal(deal)
        self._check_two_sides(players, sides)
        if auction is not None:
            self._check_auction(auction, points)
            self._check_auction_turns(auction, sides, trump, play)
        self._check_play(play, trump, auction, exchange, stock)
        self._check_hand_sides(sides, players, auction, contract)
        if exchange is not None:
            self._check_exchange(exchange, deal, auction, trump)
        self._check_stock(players, deck, deal, trump, stock)
        self._check_trick_points(d["trick_points"], deck)
        self._check_point_ids(points)
        return Variant(
            id=d["id"],
            name=d["name"],
            description=d["description"],
            sources=tuple(Source(**s) for s in d.get("sources", [])),
            citations=tuple(
                Citation(tuple(_path(r) for r in c["rules"]), c["source"], c["quote"], c.get("at", ""))
                for c in d.get("citations", [])
            ),
            approximations=tuple(
                Approximation(a["id"], a["text"], tuple(_path(r) for r in a.get("rules", [])))
                for a in d.get("approximations", [])
            ),
            notes=tuple(d.get("notes", [])),
            players=players,
            sides=sides,
            deck=deck,
            deal=deal,
            auction=auction,
            trump=trump,
            exchange=exchange,
            stock=stock,
            play=play,
            trick_points=dict(d["trick_points"]),
            points=points,
            contract=contract,
            game=game,
        )

    def check_citations(self, variant: Variant) -> None:
        """Source ids are used once; citations and approximations name this file's sources and real rules."""
        ids: set[str] = set()
        for index, source in enumerate(variant.sources):
            if source.id and source.id in ids:
                self.fail(("sources", index, "id"), "variant.source_twice", id=source.id)
            ids.add(source.id)
        ids.discard("")
        known = {dotted(path) for path in rule_paths(variant)}
        for index, citation in enumerate(variant.citations):
            if citation.source not in ids:
                hint = _choices(citation.source, ids) or (
                    say("hint.sources", names=", ".join(sorted(ids))) if ids else say("hint.no_sources")
                )
                self.fail(("citations", index, "source"), "variant.unknown_source", source=citation.source, hint=hint)
            self._check_rule_names(("citations", index), citation.rules, variant, known)
        approximation_ids: set[str] = set()
        for index, approximation in enumerate(variant.approximations):
            if approximation.id in approximation_ids:
                self.fail(("approximations", index, "id"), "variant.approximation_twice", id=approximation.id)
            approximation_ids.add(approximation.id)
            self._check_rule_names(("approximations", index), approximation.rules, variant, known)

    def _check_rule_names(self, where: Path_, rules: tuple[tuple[str, ...], ...], variant: Variant, known: set[str]) -> None:
        for position, rule in enumerate(rules):
            name = dotted(rule)
            if name not in known:
                hint = _choices(name, known)
                self.fail((*where, "rules", position), "variant.not_a_rule", name=name, variant=variant.name, hint=hint)

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
        """The scoring language's problem ``err`` in the expression ``source`` at ``path``, its caret under the column."""
        start = self.source.value_location(path)
        style, multiline = self.source.value_style(path)
        if style in (None, "'", '"') and not multiline:
            line = self.source.line_of(start)
            where = Location(start.path, start.line, value_column(line, start.column, err.column))
            detail = caret_detail(line, where.column)
        else:
            where = start
            detail = caret_detail(source.replace("\n", " "), err.column)
        return Diagnostic(where, err.message, detail, err.code)

    def _check_players(self, players: Players, sides: Sides, deck: Deck, deal: Deal) -> None:
        if not players.min <= players.default <= players.max:
            self.fail(("players", "default"), "variant.default_players", default=players.default, min=players.min, max=players.max)
        if players.min > players.max:
            self.fail(("players", "min"), "variant.min_above_max", min=players.min, max=players.max)
        need = players.max * deal.cards + (deal.widow or 0)
        if need > len(deck.cards):
            counts = {"players": players.max, "cards": deal.cards, "need": need, "deck": len(deck.cards)}
            if deal.widow:
                self.fail(("deal", "cards"), "variant.deck_too_small_widow", widow=deal.widow, **counts)
            else:
                self.fail(("deal", "cards"), "variant.deck_too_small", **counts)
        if deal.cards % deal.packet:
            self.fail(("deal", "packet"), "variant.packets_uneven", packet=deal.packet, cards=deal.cards)
        if sides.kind == "partnership":
            if not sides.teams or not sides.team_size:
                self.fail(("sides",), "variant.partnership_needs_teams")
            elif not players.min == players.max == players.default == sides.player_count():
                count = sides.player_count()
                self.fail(("players",), "variant.team_players", teams=sides.teams, size=sides.team_size, count=count or 0)
        elif "teams" in self.data["sides"] or "team_size" in self.data["sides"]:
            self.fail(("sides", "kind"), "variant.teams_only_partnership")

    def _trump(self, raw: dict[str, Any], deck: Deck) -> Trump:
        """The trump rules, with the ranking checked against the deck."""
        default = [[rank] for rank in reversed(deck.ranks)] + [[j.id] for j in deck.jokers]
        entries = [[e] if isinstance(e, str) else list(e) for e in raw.get("ranking", default)]
        allowed = set(deck.ranks) | {f"off-{r}" for r in deck.ranks} | {j.id for j in deck.jokers}
        seen: set[str] = set()
        for index, entry in enumerate(entries):
            for position, word in enumerate(entry):
                path: Path_ = ("trump", "ranking", index) + ((position,) if len(entry) > 1 else ())
                if word not in allowed:
                    self.fail(path, "variant.not_in_ranking", word=word, hint=_choices(word, allowed))
                elif word in seen:
                    self.fail(path, "variant.ranked_twice", word=word)
                seen.add(word)
        missing = [r for r in deck.ranks if r not in seen] + [j.id for j in deck.jokers if j.id not in seen]
        if missing and "ranking" in raw:
            self.fail(("trump", "ranking"), "variant.ranking_leaves_out", missing=", ".join(missing))
        known = list(deck.ranks) + [j.id for j in deck.jokers]
        for rank in raw.get("upcard_points", {}):
            if rank not in known:
                self.fail_at_key(("trump", "upcard_points", rank), "variant.not_a_rank", rank=rank, hint="")
        for key in ("upcard", "upcard_points", "begging"):
            if key in raw and raw["chosen_by"] != "turn-up":
                self.fail_at_key(("trump", key), "variant.turn_up_only", key=key)
        joker_led_first = raw.get("joker_led_first", "forbidden")
        if joker_led_first != "forbidden":
            self._check_joker_led_first(joker_led_first, raw["chosen_by"], deck)
        begging = raw.get("begging")
        if begging is not None and "upcard_points_for" in begging and not raw.get("upcard_points"):
            self.fail_at_key(("trump", "begging", "upcard_points_for"), "variant.upcard_points_for")
        return Trump(
            raw["chosen_by"],
            tuple(tuple(e) for e in entries),
            raw.get("upcard", "aside"),
            tuple(raw.get("upcard_points", {}).items()),
            None
            if begging is None
            else Begging(
                begging["gift"],
                begging["run"],
                begging.get("gift_to", "beggar"),
                begging.get("gift_may_win", True),
                begging.get("upcard_points_for", "every-card"),
            ),
            joker_led_first,
        )

    def _check_joker_led_first(self, suit: str, chosen_by: str, deck: Deck) -> None:
        """A joker led first can name trump only when the first lead names it, in a deck with jokers and that suit."""
        path: Path_ = ("trump", "joker_led_first")
        if chosen_by != "first-lead":
            self.fail(path, "variant.joker_first_chosen_by", chosen_by=chosen_by)
        elif not deck.jokers:
            self.fail(path, "variant.joker_first_no_jokers")
        elif suit not in deck.suits:
            self.fail(path, "variant.joker_first_suit", suit=suit, suits=" ".join(deck.suits))

    def _check_auction(self, auction: Auction, points: tuple[ScoringPoint, ...]) -> None:
        bids = auction.bids
        if list(bids) != sorted(bids):
            self.fail(("auction", "bids"), "variant.bids_unsorted")
        available = sum(p.value for p in points)
        ordinary = [b for b in bids if b != auction.moon_bid]
        if ordinary and max(ordinary) > available:
            where = ("auction", "bids", bids.index(max(ordinary)))
            self.fail(where, "variant.bid_above_points", bid=max(ordinary), points=available)
        for key, value in (
            ("closing_bid", auction.closing_bid),
            ("dealer_forced_bid", auction.dealer_forced_bid),
            ("moon_bid", auction.moon_bid),
        ):
            if value is not None and value not in bids:
                self.fail(("auction", key), "variant.not_a_bid", key=key, value=value, bids=str(list(bids)))
        for index, steal in enumerate(auction.dealer_steals):
            if steal not in bids:
                self.fail(("auction", "dealer_steals", index), "variant.steal_not_a_bid", bid=steal)
            elif steal == auction.closing_bid:
                self.fail(("auction", "dealer_steals", index), "variant.steal_closes", bid=steal)
        needs = {"dealer-forced": "dealer_forced_bid", "dealer-set-back": "dealer_set_back"}.get(auction.all_pass)
        if needs and getattr(auction, needs) is None:
            self.fail(("auction", "all_pass"), "variant.all_pass_needs", all_pass=auction.all_pass, needs=needs)

    def _check_auction_turns(self, auction: Auction, sides: Sides, trump: Trump, play: Play) -> None:
        """Who speaks and who pitches must make sense together: a sale, and a pitch with no contract."""
        if auction.sell_out is not None:
            if auction.sell_out.pitch_bid not in auction.bids:
                bid, bids = auction.sell_out.pitch_bid, str(list(auction.bids))
                self.fail(("auction", "sell_out", "pitch_bid"), "variant.pitch_bid_not_a_bid", bid=bid, bids=bids)
            if sides.kind == "partnership":
                self.fail_at_key(("auction", "sell_out"), "variant.sell_out_partnership")
        if auction.all_pass == "dealer-pitches" and trump.chosen_by == "first-lead" and play.first_leader == "eldest":
            self.fail(("auction", "all_pass"), "variant.dealer_cannot_pitch")

    def _check_misdeal(self, deal: Deal) -> None:
        """A redeal rule needs a misdeal rule, and a misdeal rule must leave some deal playable."""
        if deal.misdeal_if is None:
            if "misdeal_redeal" in self.data["deal"]:
                self.fail_at_key(("deal", "misdeal_redeal"), "variant.redeal_without_misdeal")
            return
        try:
            always = parse(deal.misdeal_if.source).data == "true_lit"
        except DslError:  # already reported where the rule was compiled
            return
        if always:
            self.fail(("deal", "misdeal_if"), "variant.always_misdeal")

    def _check_two_sides(self, players: Players, sides: Sides) -> None:
        """``opponent(side)`` is only defined with two sides: every table the variant allows must have two."""
        two = sides.teams == 2 if sides.kind == "partnership" else players.min == players.max == 2
        if two:
            return
        for path in (path for pattern, _, _ in EXPRESSIONS for path in self._paths(pattern)):
            node: Any = self.data
            for step in path:
                node = node[step]
            source = str(node)
            try:
                tree = parse(source)
            except DslError:
                continue  # reported already, where it was compiled
            calls = [n.children[0] for n in tree.iter_subtrees() if n.data == "call"]
            used = sorted((t for t in calls if isinstance(t, Token) and t == "opponent"), key=lambda t: t.start_pos or 0)
            if used:
                column = (used[0].start_pos or 0) + 1
                if sides.kind == "partnership":
                    err = DslError("variant.opponent_teams", column, teams=sides.teams)
                else:
                    err = DslError("variant.opponent_players", column, min=players.min, max=players.max)
                self.problems.append(self._dsl_diagnostic(path, source, err))

    def _check_jokers(self, deck: Deck) -> None:
        seen: set[str] = set()
        for index, joker in enumerate(deck.jokers):
            path: Path_ = ("deck", "jokers", index, "id")
            if len(joker.id) == 2 and joker.id[0] in RANK_LETTERS and joker.id[1] in SUIT_LETTERS:
                self.fail(path, "variant.joker_spells_card", id=joker.id)
            elif joker.id in seen:
                self.fail(path, "variant.joker_twice", id=joker.id)
            seen.add(joker.id)

    def _check_play(
        self, play: Play, trump: Trump, auction: Auction | None, exchange: Exchange | None, stock: Stock | None
    ) -> None:
        if play.first_lead == "trump" and trump.chosen_by == "first-lead":
            self.fail(("play", "first_lead"), "variant.first_lead_trump")
        if play.legal == "trumps-only":  # who folds is known from the first lead on, and never changes back
            if trump.chosen_by == "first-lead":
                self.fail(("play", "legal"), "variant.trumps_only_trump")
            if stock is not None and stock.draw_after_trick:
                self.fail(("play", "legal"), "variant.trumps_only_draw")
        if auction is not None:
            return
        if play.first_leader == "bidder":
            self.fail(("play", "first_leader"), "variant.no_auction_leader")
        if trump.chosen_by != "turn-up":
            self.fail(("trump", "chosen_by"), "variant.no_auction_trump", chosen_by=trump.chosen_by)
        if exchange is not None and exchange.rest_to == "bidder":
            self.fail(("exchange", "rest_to"), "variant.no_auction_rest")

    def _check_hand_sides(self, sides: Sides, players: Players, auction: Auction | None, contract: Contract) -> None:
        """Teams for one hand form round the bidder of a solo game, and score as one side."""
        if sides.for_the_hand == "none":
            return
        where: Path_ = ("sides", "for_the_hand")
        if sides.kind != "solo":
            self.fail(where, "variant.hand_teams_solo", value=sides.for_the_hand)
        elif auction is None:
            self.fail(where, "variant.hand_teams_auction", value=sides.for_the_hand)
        elif players.min < 3:
            self.fail(where, "variant.hand_teams_players", value=sides.for_the_hand, min=players.min)
        for rule in ("made", "bidder", "others"):
            source = getattr(contract, rule).source
            try:
                tree = parse(source)
            except DslError:
                continue  # reported already, where it was compiled
            names = [n.children[0] for n in tree.iter_subtrees() if n.data in ("name", "call")]
            read = sorted((t for t in names if isinstance(t, Token) and t in _RUNNING_SCORES), key=lambda t: t.start_pos or 0)
            if read:
                err = DslError("variant.hand_teams_score", (read[0].start_pos or 0) + 1, name=str(read[0]))
                self.problems.append(self._dsl_diagnostic(("contract", rule), source, err))

    def _check_exchange(self, exchange: Exchange, deal: Deal, auction: Auction | None, trump: Trump) -> None:
        if exchange.min_discard and not exchange.refill:
            self.fail(("exchange", "min_discard"), "variant.min_discard_refill")
        elif exchange.min_discard > deal.cards:
            self.fail(("exchange", "min_discard"), "variant.min_discard_dealt", min=exchange.min_discard, cards=deal.cards)
        if exchange.discard_down and exchange.refill:
            self.fail(("exchange", "discard_down"), "variant.discard_down_refill")
        if exchange.discard == "all-non-trumps" and not exchange.refill:
            self.fail(("exchange", "discard"), "variant.all_non_trumps_refill")
        if exchange.order == "bidder-left" and auction is None:
            self.fail(("exchange", "order"), "variant.bidder_left_auction")
        self._check_hands_after_exchange(exchange, deal, trump)
        if exchange.rest_taken == "before-trump":
            self._check_widow_before_trump(exchange, deal, trump)
        ranked = {word for entry in trump.ranking for word in entry}
        for index, word in enumerate(exchange.kept_trumps):
            if word not in ranked:
                self.fail(("exchange", "kept_trumps", index), "variant.kept_trump_unranked", word=word, hint=_choices(word, ranked))
        if trump.chosen_by == "first-lead" and exchange.kept_trumps:
            self.fail(("exchange", "kept_trumps"), "variant.kept_trumps_first_lead")
        elif exchange.kept_trumps and not _anyone_discards(exchange, deal):
            self.fail(("exchange", "kept_trumps"), "variant.kept_trumps_no_discard", keep=exchange.keep, dealt=deal.cards)
        if trump.chosen_by == "first-lead":  # no card is a trump yet when the exchange comes
            for key, value in (("discard", exchange.discard), ("trump_discards", exchange.trump_discards)):
                if value in ("all-non-trumps", "face-up"):
                    self.fail(("exchange", key), "variant.exchange_before_trump", key=key, value=value)

    def _check_widow_before_trump(self, exchange: Exchange, deal: Deal, trump: Trump) -> None:
        """The bidder takes the widow before naming trump: a bidder takes it, there is one, and the bidder names trump
        (a variant without an auction has no bidder: rest_to and chosen_by say so already)."""
        where: Path_ = ("exchange", "rest_taken")
        if exchange.rest_to != "bidder":
            self.fail(where, "variant.before_trump_rest_to", rest_to=exchange.rest_to)
        if not deal.widow:
            self.fail(where, "variant.before_trump_widow")
        if trump.chosen_by != "bidder-names":
            self.fail(where, "variant.before_trump_chosen_by", chosen_by=trump.chosen_by)
        if exchange.refill:
            self.fail(where, "variant.before_trump_refill")

    def _check_hands_after_exchange(self, exchange: Exchange, deal: Deal, trump: Trump) -> None:
        """Every hand starts play with as many cards: ``keep``, whoever took the rest or was dealt back up."""
        keep, dealt = exchange.keep, deal.cards
        if exchange.refill:
            if keep > dealt:
                self.fail(("exchange", "keep"), "variant.refill_keep", keep=keep, dealt=dealt)
            return
        if exchange.rest_to == "none":
            return  # nobody takes the rest: the hands change alike, or not at all
        hands: dict[str, str | int] = {"rest_to": exchange.rest_to, "keep": keep, "dealt": dealt}
        if exchange.discard_down:
            if dealt < keep:
                self.fail(("exchange", "keep"), "variant.keep_above_dealt", **hands)
        elif dealt != keep:
            self.fail(("exchange", "keep"), "variant.keep_not_dealt", **hands)
        elif trump.begging is not None:
            self.fail(("exchange", "discard_down"), "variant.keep_after_run", **hands)

    def _check_stock(self, players: Players, deck: Deck, deal: Deal, trump: Trump, stock: Stock | None) -> None:
        """Drawing after tricks must leave every hand the same size: the stock must share out evenly."""
        if stock is None or not stock.draw_after_trick:
            return
        aside = 1 if trump.chosen_by == "turn-up" and trump.upcard == "aside" else 0
        for count in range(players.min, players.max + 1):
            left = (deal.widow if deal.widow is not None else len(deck.cards) - count * deal.cards) - aside
            if left % count:
                self.fail(("stock", "draw_after_trick"), "variant.stock_uneven", players=count, left=left)

    def _check_trick_points(self, table: dict[str, int], deck: Deck) -> None:
        known = list(deck.ranks) + [j.id for j in deck.jokers]
        for rank in table:
            if rank not in known:
                hint = _choices(rank, known) or say("hint.deck_has", words=" ".join(known))
                self.fail_at_key(("trick_points", rank), "variant.not_a_rank", rank=rank, hint=hint)

    def _check_point_ids(self, points: tuple[ScoringPoint, ...]) -> None:
        seen: set[str] = set()
        for index, point in enumerate(points):
            if point.id in seen:
                self.fail(("points", index, "id"), "variant.point_twice", id=point.id)
            seen.add(point.id)


def _path(name: str) -> tuple[str, ...]:
    """A rule's path from its dotted name: ``points.low.to`` -> ``("points", "low", "to")``."""
    return tuple(name.split("."))


def _anyone_discards(exchange: Exchange, deal: Deal) -> bool:
    """Whether anybody ever discards in ``exchange``: the players dealt back up, the one who takes the rest, or those
    discarding down from more cards than the hand keeps."""
    return exchange.refill or exchange.rest_to != "none" or (exchange.discard_down and deal.cards > exchange.keep)


def _choices(word: str, known: set[str] | list[str]) -> str:
    """"; did you mean 'x'?" for a word close to one of ``known`` (a set is searched in order), else nothing."""
    close = difflib.get_close_matches(word, sorted(known) if isinstance(known, set) else known, n=1)
    return say("hint.did_you_mean", name=f"'{close[0]}'") if close else ""
