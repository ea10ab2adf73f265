"""Game records in the ``pitch-record/1`` format: write, read and replay.

A record is one JSON object per line (see ``docs/records.md``). Replaying feeds
every recorded action back through the engine and compares every recorded
outcome with what the engine computes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import chain, islice
from operator import itemgetter
from typing import Any, NoReturn


from .. import resources
from ..collector import cycle_collection_paused
from ..engine import DONE, Action, Award, GameState, HandResult, Rules, ThrownIn
from ..engine.dealing import DealError, given_deal
from ..engine.results import LaidOut
from ..errors import IllegalActionError, RecordError
from ..fileio import open_regular
from ..jsoninput import JsonInputError, compact_dumps, json_path, show_value, strict_loads
from ..problems import Said, say
from ..variant.schema_check import schema_problem

FORMAT = "pitch-record/1"
_RECORD_SCHEMA: dict[str, Any] = resources.schema("record")


def game_record(state: GameState) -> dict[str, Any]:
    """The record of a finished (or cut-off) game, as a JSON-ready dict."""
    names = state.rules.card_names
    variant = state.rules.variant
    record: dict[str, Any] = {
        "format": FORMAT,
        "variant": variant.id,
        "seed": state.seed,
        "players": state.players,
        "sides": state.sides,
        "target": state.target,
        "hands": [_hand_record(hand, names, variant.deck.suits) for hand in state.history],
        "winner": state.winner,
    }
    if state.final_deal is not None:
        record["final_deal"] = {
            **_deal_record(state.final_deal, names),
            **({"thrown_in": [_deal_record(t, names) for t in state.thrown_in]} if state.thrown_in else {}),
        }
    if variant.settings:
        record["settings"] = list(variant.settings)
    return record


def _bids(bids: tuple[tuple[int, int | None], ...]) -> list[dict[str, Any]]:
    return [{"seat": seat, "bid": "pass" if amount is None else amount} for seat, amount in bids]


def _extras(
    names: tuple[str, ...], stock: tuple[int, ...], upcards: tuple[int, ...], begging: Any, sale: Any
) -> dict[str, Any]:
    """The optional fields of the phases a variant has: stock, turned-up cards, begging, the eldest's sale."""
    extra: dict[str, Any] = {}
    if stock:
        extra["stock"] = [names[c] for c in stock]
    if upcards:
        extra["upcards"] = [names[c] for c in upcards]
    if begging:
        extra["begging"] = [{"seat": seat, "action": word} for seat, word in begging]
    if sale:
        extra["sale"] = [{"seat": seat, "action": word} for seat, word in sale]
    return extra


def _written_award(award: Award, names: tuple[str, ...]) -> dict[str, Any]:
    """An award as a record writes it."""
    return {"point": award.point, "side": award.side, "card": None if award.card is None else names[award.card]}


def _hand_record(hand: HandResult, names: tuple[str, ...], suits: tuple[str, ...]) -> dict[str, Any]:
    no_auction = hand.bidder < 0
    record: dict[str, Any] = {
        "dealer": hand.dealer,
        "deal": [[names[c] for c in cards] for cards in hand.deal],
        "bids": _bids(hand.bids),
        "bidder": None if no_auction else hand.bidder,
        "bid": None if no_auction else hand.bid,
        "trump": suits[hand.trump],
        "tricks": [
            {"leader": t.leader, "plays": [names[c] for c in t.plays], "winner": t.winner} for t in hand.tricks
        ],
        "awards": [_written_award(award, names) for award in hand.awards],
        "game_points": list(hand.game_points),
        "scores": list(hand.scores),
    }
    record.update(_extras(names, hand.stock, hand.upcards, hand.begging, hand.sale))
    if hand.exchanges:
        record["exchange"] = [{"seat": seat, "discards": [names[c] for c in cards]} for seat, cards in hand.exchanges]
    if hand.called is not None:
        record["call"] = names[hand.called]
    if hand.hand_sides:
        record["hand_sides"] = [list(team) for team in hand.hand_sides]
    if hand.thrown_in:
        record["thrown_in"] = [_deal_record(t, names) for t in hand.thrown_in]
    return record


def _deal_record(deal: ThrownIn, names: tuple[str, ...]) -> dict[str, Any]:
    """A deal that was not played out: thrown in, or the deal on which the game was won before play."""
    record: dict[str, Any] = {
        "dealer": deal.dealer,
        "deal": [[names[c] for c in cards] for cards in deal.deal],
        **_extras(names, deal.stock, deal.upcards, deal.begging, deal.sale),
        "bids": _bids(deal.bids),
        "scores": list(deal.scores),
    }
    if deal.misdeal:
        record["misdeal"] = True
    return record


def dumps(record: dict[str, Any]) -> str:
    """One record as one line of JSON (no newline), byte-for-byte reproducible (see :func:`compact_dumps`)."""
    return compact_dumps(record)


MAX_LINE_BYTES = 16 * 1024 * 1024
"""Longest record line read, in bytes; a game of ten thousand hands takes about ten."""


def read_records(text: str, path: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, record) for each non-blank line of ``text``; RecordError on bad JSON or shape."""
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            yield number, parse_record(line, path, number)


def read_record_file(path: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, record) for each non-blank line of the file ``path``, one line at a time.

    Only a regular file is read, and no line longer than :data:`MAX_LINE_BYTES`.
    OSError if the file cannot be opened; RecordError for any problem with its content.
    """
    with open_regular(path) as stream:
        number = 0
        while raw := stream.readline(MAX_LINE_BYTES + 1):
            number += 1
            if len(raw) > MAX_LINE_BYTES:
                raise RecordError(f"{path}:{number}:1: {say('bad_record.too_long', mib=MAX_LINE_BYTES >> 20)}")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                column = len(raw[: err.start].decode("utf-8", errors="replace")) + 1
                not_utf8 = say("bad_record.not_utf8", byte=f"0x{raw[err.start]:02x}")
                raise RecordError(f"{path}:{number}:{column}: {not_utf8}") from None
            if line.strip():
                yield number, parse_record(line, path, number)


def parse_record(line: str, path: str, number: int) -> dict[str, Any]:
    """One record from one line; RecordError naming the line, and the field where there is one."""
    try:
        # The compiled check bounds the nesting later steps walk; it counts 4.0 as an integer, the format does not.
        record = strict_loads(line, nesting=False, fractions=False)
        if not _compiled_validator().is_valid(record):
            _explain_problem(record, path, number)
    except JsonInputError as err:
        raise RecordError(f"{path}:{number}:{err.column or 1}: {err.said}") from None
    checked: dict[str, Any] = record
    return checked


MAX_ERRORS_WEIGHED = 100
"""Most schema errors of a refused record weighed for the message: a record of a million bad entries is refused as
quickly as one of a few (an ordinary record has fewer, so its message is the one all of them would give)."""


def _explain_problem(record: Any, path: str, number: int) -> None:
    """RecordError naming what is wrong with a record the compiled validator refused."""
    error = _best_match(islice(_record_validator().iter_errors(record), MAX_ERRORS_WEIGHED))
    if error is not None:
        words = schema_problem(error, lambda place: str(json_path(place)))
        raise RecordError(f"{path}:{number}:1: {Said('bad_record.not_a_record', format=FORMAT, problem=words)}")
    problem = _field_problem(record, _RECORD_SCHEMA, ())
    if problem is not None:
        raise RecordError(f"{path}:{number}:1: {Said('bad_record.not_a_record', format=FORMAT, problem=problem)}")


_CARD_REF = {"$ref": "#/$defs/card"}
_CARD = re.compile(_RECORD_SCHEMA["$defs"]["card"]["pattern"])


def _field_problem(value: Any, schema: dict[str, Any], path: tuple[str | int, ...]) -> Said | None:
    """A field the format does not define (it would go unchecked), or a card that is not one; None if neither.

    Cards are checked here with Python's regular expressions (the compiled
    validator's are ECMA-262's), and the reference validator leaves them out: they
    are most of a record, and one regular expression each is many times faster.
    """
    if schema == _CARD_REF:
        return None if isinstance(value, str) and _CARD.fullmatch(value) else Said("bad_record.not_a_card", place=json_path(path))
    while "$ref" in schema:
        schema = _RECORD_SCHEMA["$defs"][schema["$ref"].rpartition("/")[2]]
    found = None
    if isinstance(value, dict) and "properties" in schema:
        for key, item in value.items():
            if key not in schema["properties"]:
                return Said("bad_record.unknown_field", place=json_path((*path, key)))
            found = found or _field_problem(item, schema["properties"][key], (*path, key))
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for index, item in enumerate(value):
            found = found or _field_problem(item, schema["items"], (*path, index))
    return found


def _without_card_items(node: Any) -> Any:
    """The schema with lists of cards left unchecked (:func:`_field_problem` checks them)."""
    if isinstance(node, dict):
        return {key: _without_card_items(item) for key, item in node.items() if not (key == "items" and item == _CARD_REF)}
    if isinstance(node, list):
        return [_without_card_items(item) for item in node]
    return node


@cache
def _record_validator() -> Any:
    """The reference validator, which words the message for a record the compiled one refuses."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_without_card_items(_RECORD_SCHEMA))


def _best_match(errors: Iterator[Any]) -> Any:
    """The error :mod:`jsonschema` deems most relevant, or None."""
    from jsonschema.exceptions import best_match as most_relevant

    return most_relevant(errors)


@cache
def _compiled_validator() -> Any:
    """Every record's check: the schema with no field beyond those it defines, compiled (see :mod:`pitch_rules.compiled_schema`).

    It accepts exactly the records that both the reference validator and
    :func:`_field_problem` accept, a hundred times faster; they run only to word
    the message for a record it refuses.
    """
    from ..compiled_schema import compiled_validator

    return compiled_validator(_closed(_RECORD_SCHEMA))


def _closed(node: Any) -> Any:
    """The schema with ``additionalProperties: false`` wherever it lists an object's properties."""
    if isinstance(node, dict):
        closed = {key: _closed(item) for key, item in node.items()}
        if "properties" in node:
            closed.setdefault("additionalProperties", False)
        return closed
    if isinstance(node, list):
        return [_closed(item) for item in node]
    return node


@dataclass(frozen=True)
class Divergence:
    """The first place where a record and the engine disagree: the hand (0 for the game as a whole), the place in
    it as a message of ``commands.ftl`` (``replay.*``) with its values, and what the record and the engine have
    there (a card, a number, JSON; or words of the engine's, or a message of ``replay.*``). Its words (``str``) are
    said in the language read when it is shown (:mod:`pitch_rules.problems`)."""

    hand: int
    place: Said
    recorded: Any
    engine: Any

    @property
    def where(self) -> str:
        """The place in words, without the hand (``trick 3 leader``)."""
        return str(self.place)

    def __str__(self) -> str:
        place = Said("replay.in_hand", hand=self.hand, place=self.place) if self.hand else self.place
        return say("replay.divergence", place=str(place), recorded=_shown(self.recorded), engine=_shown(self.engine))


def _shown(value: Any) -> str:
    """A value in a divergence message: text (or a message, said now) as written, anything else as JSON, cut short."""
    if isinstance(value, Said):
        value = str(value)
    return value if isinstance(value, str) and len(value) <= 200 else show_value(value, 200)


# The places of a record a replay checks that have no number (said only on a divergence)
_VARIANT, _PLAYERS, _HANDS = Said("replay.variant"), Said("replay.players"), Said("replay.hands")
_DEALER, _STOCK, _DEAL = Said("replay.dealer"), Said("replay.stock"), Said("replay.deal")
_SETTINGS, _SIDES, _WINNER = Said("replay.settings"), Said("replay.sides"), Said("replay.winner")
_GAME_OVER, _WON_IN_FINAL = Said("replay.game_over"), Said("replay.won_in_final")
_MISDEAL, _THROWN, _SCORES = Said("replay.misdeal"), Said("replay.thrown"), Said("replay.scores")
_UPCARDS, _FINAL_DEAL = Said("replay.upcards"), Said("replay.final_deal")
_TO_BEG, _TO_PITCH, _TO_SELL = Said("replay.to_beg"), Said("replay.to_pitch"), Said("replay.to_sell")
_TO_BID, _AUCTION_OVER, _NAMING_TRUMP = Said("replay.to_bid"), Said("replay.auction_over"), Said("replay.naming_trump")
_TO_EXCHANGE, _BIDDER, _BID = Said("replay.to_exchange"), Said("replay.bidder"), Said("replay.bid")
_TRICKS, _HAND_OVER, _TRUMP = Said("replay.tricks"), Said("replay.hand_over"), Said("replay.trump")
_HAND_SIDES, _THROWN_IN_COUNT = Said("replay.hand_sides"), Said("replay.thrown_in_count")
_GAME_POINTS, _AWARD_COUNT = Said("replay.game_points"), Said("replay.award_count")
# What the record or the engine has there, in the replay's own words
_A_STOCK, _NO_STOCK, _A_DEAL = Said("replay.a_stock"), Said("replay.no_stock"), Said("replay.a_deal")
_PLAYABLE, _NO_HANDS, _SOME_HAND = Said("replay.playable"), Said("replay.no_hands"), Said("replay.some_hand")


def _in_deal(deal: Said | None, place: Said) -> Said:
    """``place`` in a thrown-in or final deal (``deal``), or in the hand's own deal (None)."""
    return place if deal is None else Said("replay.in_deal", deal=deal, place=place)


def _thrown_in(number: int, place: Said) -> Said:
    """``place`` in the hand's thrown-in deal ``number``."""
    return _in_deal(Said("replay.thrown_in_deal", number=number), place)


class _NotAnAction(IllegalActionError):
    """A recorded action that names none of the variant's, in words of the replay's own."""

    def __init__(self, text: Any) -> None:
        self.said = Said("replay.not_an_action", action=show_value(text))
        super().__init__(str(self.said))


def _illegal(err: Exception) -> Said:
    """What the engine says of a recorded action it refuses: illegal, and why (which actions are legal, where the
    engine names them; else the engine's words)."""
    if isinstance(err, _NotAnAction):
        return Said("replay.illegal", problem=err.said)
    if isinstance(err, IllegalActionError) and err.action is not None:
        return Said("replay.illegal", problem=Said("replay.not_legal_now", action=err.action, legal=", ".join(err.legal)))
    return Said("replay.illegal", problem=str(err))


def replay(record: dict[str, Any], rules: Rules) -> Divergence | None:
    """Re-run a record through the engine; return the first divergence, or None.

    Each hand's cards are played at once; a record whose tricks do not come out as
    recorded is replayed again trick by trick, to name the first place it diverges.
    """
    with cycle_collection_paused():
        try:
            try:
                return _Replayer(record, rules, at_once=True).run()
            except _TricksDiffer:
                return _Replayer(record, rules, at_once=False).run()
        except _Diverged as stop:
            return stop.divergence


def _action_by(entry: dict[str, Any]) -> Said:
    """The place of a recorded action (``beg``, ``sell``...) by a seat: the action as the record writes it."""
    return Said("replay.action_by", action=str(entry["action"]), seat=entry["seat"])


class _Diverged(Exception):
    def __init__(self, divergence: Divergence) -> None:
        self.divergence = divergence


_PLAYS = itemgetter("plays")
"""A recorded trick's cards."""


class _TricksDiffer(Exception):
    """A hand's cards, played at once, did not make the tricks recorded: replay trick by trick to say where."""


class _AwardForms(dict[Award, dict[str, Any]]):
    """Each award as a record writes it, made when first asked for (a game's awards are a few, shared by its hands)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__()
        self.names = names

    def __missing__(self, award: Award) -> dict[str, Any]:
        form = self[award] = _written_award(award, self.names)
        return form


class _Replayer:
    def __init__(self, record: dict[str, Any], rules: Rules, at_once: bool) -> None:
        self.record = record
        self.rules = rules
        self.at_once = at_once
        self.award_forms = _AwardForms(rules.card_names)
        self.hand = 0

    def expect(self, where: Said, recorded: Any, engine: Any) -> None:
        if recorded != engine:
            raise _Diverged(Divergence(self.hand, where, recorded, engine))

    def fail(self, where: Said, recorded: Any, engine: Any) -> NoReturn:
        raise _Diverged(Divergence(self.hand, where, recorded, engine))

    def run(self) -> Divergence | None:
        rec = self.record
        hands = rec["hands"]
        final = rec.get("final_deal")
        self.expect(_VARIANT, rec["variant"], self.rules.variant.id)
        players = self.rules.variant.players
        if not players.min <= rec["players"] <= players.max:
            self.fail(_PLAYERS, rec["players"], Said("replay.players_range", min=players.min, max=players.max))
        if not hands and final is None:
            self.fail(_HANDS, _NO_HANDS, _SOME_HAND)
        groups = [*hands, *([final] if final is not None else [])]  # each deal played or not, after its thrown-in deals
        seats = len([*groups[0].get("thrown_in", []), groups[0]][0]["deal"])
        if seats != rec["players"]:
            self.fail(_PLAYERS, rec["players"], Said("replay.seats_dealt", seats=seats))
        deals = []
        for self.hand, group in enumerate(groups, start=1):
            thrown = group.get("thrown_in", [])
            for number, deal in enumerate([*thrown, group], start=1):
                thrown_in = number <= len(thrown)
                which = Said("replay.thrown_in_deal", number=number) if thrown_in else _FINAL_DEAL if group is final else None
                deals.append(self.checked_deal(deal, which))
        self.hand = 0
        try:
            state = GameState(
                self.rules,
                rec["players"],
                seed=rec["seed"],
                target=rec["target"],
                first_dealer=[*groups[0].get("thrown_in", []), groups[0]][0]["dealer"],  # the first deal's dealer
                deals=deals,
                max_hands=len(hands) if final is None else None,
            )
        except ValueError as err:
            self.fail(_SETTINGS, _PLAYABLE, str(err))
        self.expect(_SIDES, rec["sides"], state.sides)
        for self.hand, hand in enumerate(hands, start=1):
            self.expect(_GAME_OVER, False, state.is_over)
            self.replay_hand(state, hand)
        if final is not None:
            self.hand = len(hands) + 1
            self.replay_final_deal(state, final)
        self.hand = 0
        self.expect(_WINNER, rec["winner"], state.winner)
        return None

    def checked_deal(self, deal: dict[str, Any], which: Said | None) -> LaidOut:
        """The deal (and stock) of one recorded deal (a thrown-in or final deal ``which``, or the hand's own: None),
        checked against the deck and the variant, as card numbers."""
        players = self.record["players"]
        if not 0 <= deal["dealer"] < players:
            self.fail(_in_deal(which, _DEALER), deal["dealer"], Said("replay.a_seat", last=players - 1))
        if "stock" in deal and not self.rules.keeps_stock:
            self.fail(_in_deal(which, _STOCK), _A_STOCK, _NO_STOCK)
        try:
            as_written = deal["deal"] if "stock" not in deal else {"hands": deal["deal"], "stock": deal["stock"]}
            laid_out = given_deal(self.rules, players, as_written)
        except DealError:  # cards written another way than the deck's names (10H for TH), or not a deal of this variant
            try:
                given: dict[str, Any] = {"hands": [self.card_texts(cards) for cards in deal["deal"]]}
                if "stock" in deal:
                    given["stock"] = self.card_texts(deal["stock"])
                laid_out = given_deal(self.rules, players, given)
            except DealError as err:
                self.fail(_in_deal(which, _DEAL), _A_DEAL, err.said)
        hands, stock = laid_out.hands, laid_out.stock
        if not self.rules.keeps_stock:
            return laid_out
        widow = self.rules.variant.deal.widow
        undealt = len(self.rules.card_names) - sum(len(cards) for cards in hands)
        size = undealt if widow is None else min(widow, undealt)
        if len(stock) != size:
            missing = sorted(set(range(len(self.rules.card_names))) - {c for cards in hands for c in cards} - set(stock))
            names = ", ".join(self.rules.card_names[c] for c in missing[:5])
            if widow is None:
                engine = Said("replay.cards_missing", count=size, cards=names)
            else:
                engine = Said("replay.cards", count=size)
            self.fail(_in_deal(which, _STOCK), Said("replay.cards", count=len(stock)), engine)
        return laid_out

    def card_texts(self, cards: list[str]) -> list[str]:
        """The canonical names of recorded cards (as recorded, for one not in the deck: the deal names it)."""
        names = self.rules.card_by_name
        return [card if card in names else self._card(card) for card in cards]

    def replay_thrown_in(self, state: GameState, thrown: list[dict[str, Any]]) -> None:
        for number, deal in enumerate(thrown, start=1):
            # A misdeal is thrown in as soon as it is dealt: the engine has it already.
            done = state.thrown_in[number - 1] if len(state.thrown_in) >= number else None
            self.expect(_thrown_in(number, _MISDEAL), deal.get("misdeal", False), done is not None and done.misdeal)
            if done is None:
                self.expect(_thrown_in(number, _DEALER), deal["dealer"], state.dealer)
                self.replay_begging(state, deal.get("begging", []))
                self.replay_auction(state, deal)
                self.expect(_thrown_in(number, _THROWN), True, len(state.thrown_in) >= number)
                done = state.thrown_in[number - 1]
            self.expect(_thrown_in(number, _DEALER), deal["dealer"], done.dealer)
            self.expect(_thrown_in(number, _SCORES), deal["scores"], list(done.scores))

    def replay_final_deal(self, state: GameState, final: dict[str, Any]) -> None:
        """The deal on which the game was won before play: its actions end the game, with its scores."""
        self.replay_thrown_in(state, final.get("thrown_in", []))
        self.expect(_in_deal(_FINAL_DEAL, _DEALER), final["dealer"], state.dealer)
        self.replay_begging(state, final.get("begging", []))
        self.replay_auction(state, final)
        self.expect(_WON_IN_FINAL, True, state.is_over and state.final_deal is not None)
        assert state.final_deal is not None
        for number, (thrown, done) in enumerate(zip(final.get("thrown_in", []), state.thrown_in), start=1):
            self.expect_upcards(_in_deal(_FINAL_DEAL, _thrown_in(number, _UPCARDS)), thrown, done.upcards)
        self.expect_upcards(_in_deal(_FINAL_DEAL, _UPCARDS), final, state.final_deal.upcards)
        self.expect(_in_deal(_FINAL_DEAL, _SCORES), final["scores"], list(state.scores))

    def replay_begging(self, state: GameState, begging: list[dict[str, Any]]) -> None:
        for entry in begging:
            self.expect(_TO_BEG, entry["seat"], state.to_move)
            self.apply(state, _action_by(entry), self._action(entry["action"]), entry["action"])

    def replay_auction(self, state: GameState, deal: dict[str, Any]) -> None:
        """The bids, and around them the eldest's sale: pitch or sell before the bids, accept or refuse after."""
        sale = deal.get("sale", [])
        for entry in sale[:1]:
            self.expect(_TO_PITCH, entry["seat"], state.to_move)
            self.apply(state, _action_by(entry), self._action(entry["action"]), entry["action"])
        self.replay_bids(state, deal["bids"])
        for entry in sale[1:]:
            self.expect(_TO_SELL, entry["seat"], state.to_move)
            self.apply(state, _action_by(entry), self._action(entry["action"]), entry["action"])

    def _action(self, text: str) -> Action | None:
        try:
            return self.rules.action_for(text)
        except (ValueError, KeyError):
            return None

    def replay_bids(self, state: GameState, bids: list[dict[str, Any]]) -> None:
        bid_actions = self.rules.bid_actions
        for entry in bids:
            self.expect(_TO_BID, entry["seat"], state.to_move)
            amount = entry["bid"]
            try:
                if amount == "pass":
                    state.bid(None)
                elif amount in bid_actions:
                    state.bid(amount)
                else:
                    raise _NotAnAction(amount)
            except (IllegalActionError, ValueError) as err:
                raise _Diverged(Divergence(self.hand, Said("replay.bid_by", seat=entry["seat"]), amount, _illegal(err))) from None

    def replay_hand(self, state: GameState, hand: dict[str, Any]) -> None:
        hands_before = len(state.history)
        self.replay_thrown_in(state, hand.get("thrown_in", []))
        self.expect(_DEALER, hand["dealer"], state.dealer)
        self.replay_begging(state, hand.get("begging", []))
        self.replay_auction(state, hand)
        self.expect(_AUCTION_OVER, True, state.phase not in ("auction", "sale", "begging"))
        if state.phase == "trump":
            self.apply(state, _NAMING_TRUMP, self.rules.action_for(f"trump {hand['trump']}"), hand["trump"])
        for turn in hand.get("exchange", []):
            self.expect(_TO_EXCHANGE, turn["seat"], state.to_move)
            for card in turn["discards"]:
                self.apply(state, Said("replay.discard_by", seat=turn["seat"]), self._action(f"discard {card}"), card)
            self.apply(state, Said("replay.exchange_end", seat=turn["seat"]), DONE, "done")
        if "call" in hand:
            self.apply(state, Said("replay.call_by", seat=state.to_move), self._action(f"call {hand['call']}"), hand["call"])
        bidder, bid = state.bidder, state.high_bid
        if len(state.history) > hands_before:  # nobody held a trump when play began (only trumps played): no trick
            bidder, bid = state.history[-1].bidder, state.history[-1].bid
        self.expect(_BIDDER, hand["bidder"], bidder if bidder >= 0 else None)
        self.expect(_BID, hand["bid"], bid if bidder >= 0 else None)
        if not (self.at_once and self.play_hand(state, hand["tricks"], hands_before)):
            self.play_tricks(state, hand["tricks"], hands_before)
        self.compare_outcome(state.history[-1], hand)

    def play_hand(self, state: GameState, tricks: list[dict[str, Any]], hands_before: int) -> bool:
        """Play every recorded card of the hand at once; False if some card is not named as the deck names it (nothing
        played), _TricksDiffer unless the hand ends with the tricks recorded (leaders, cards and winners)."""
        try:
            cards = list(map(self.rules.card_by_name.__getitem__, chain.from_iterable(map(_PLAYS, tricks))))
        except KeyError:
            return False
        played = state.play_cards(cards)
        if played != len(cards) or len(state.history) != hands_before + 1:
            raise _TricksDiffer
        done = state.history[-1].tricks
        if len(done) != len(tricks):
            raise _TricksDiffer
        for recorded, trick in zip(tricks, done):  # a trick holds a card of each seat that has not folded
            same = recorded["leader"] == trick.leader and recorded["winner"] == trick.winner
            if not same or len(recorded["plays"]) != len(trick.plays):
                raise _TricksDiffer
        return True

    def play_tricks(self, state: GameState, tricks: list[dict[str, Any]], hands_before: int) -> None:
        """Play the recorded tricks one by one, checking each."""
        for number, trick in enumerate(tricks, start=1):
            if len(state.history) > hands_before:
                ended = Said("replay.ended_after", count=number - 1)
                self.fail(_TRICKS, Said("replay.tricks_count", count=len(tricks)), ended)
            if trick["leader"] != state.leader:
                self.fail(Said("replay.trick_leader", number=number), trick["leader"], state.leader)
            self.check_folded(state, number, trick["plays"])
            self.play_trick(state, number, trick["plays"])
            done = state.history[-1].tricks if len(state.history) > hands_before else state.tricks
            if len(done) < number:
                plays = len(trick["plays"])
                where = Said("replay.trick_plays", number=number)
                self.fail(where, Said("replay.cards", count=plays), Said("replay.or_more", count=plays + 1))
            if trick["winner"] != done[number - 1].winner:
                self.fail(Said("replay.trick_winner", number=number), trick["winner"], done[number - 1].winner)
        self.expect(_HAND_OVER, hands_before + 1, len(state.history))

    def check_folded(self, state: GameState, number: int, plays: list[str]) -> None:
        """Where players fold (only trumps played), a trick recorded with more cards than seats still holding a trump
        names those who folded: a card of theirs cannot be in it."""
        folded = state.folded
        if not folded:  # every seat plays (always, but where only trumps are played)
            return
        seats = len(state.trick_seats())
        if len(plays) > seats:
            who = tuple(Said("replay.seat", seat=seat) for seat in folded)
            self.fail(
                Said("replay.trick_plays", number=number),
                Said("replay.cards", count=len(plays)),
                Said("replay.folded", seats=seats, folded=who),
            )

    def play_trick(self, state: GameState, number: int, plays: list[str]) -> None:
        """Play the recorded cards of trick ``number`` (most of a record: the place is worded only on a divergence)."""
        card_by_name = self.rules.card_by_name
        try:
            played = state.play_cards(list(map(card_by_name.__getitem__, plays)))  # the deck's names, as records write them
        except KeyError:  # another spelling, or not a card: played one by one below
            played = 0
        if played == len(plays):
            return
        for card in plays[played:]:
            seat = state.to_move
            index = card_by_name.get(card)
            try:
                if index is not None:
                    state.play_card(index)
                else:
                    state.apply(self._checked_action(card))
            except (IllegalActionError, ValueError) as err:
                where = Said("replay.trick_play_by", number=number, seat=seat)
                raise _Diverged(Divergence(self.hand, where, card, _illegal(err))) from None

    def _card(self, text: str) -> str:
        try:
            return self.rules.card_text(text)
        except ValueError:
            return text

    def _checked_action(self, text: str) -> Action:
        """The action ``text`` names; IllegalActionError if it names none of this variant."""
        action = self._action(text)
        if action is None:
            raise _NotAnAction(text)
        return action

    def apply(self, state: GameState, where: Said, action: Any, shown: Any) -> None:
        try:
            if action is None:
                raise _NotAnAction(shown)
            state.apply(action)
        except (IllegalActionError, ValueError) as err:
            raise _Diverged(Divergence(self.hand, where, shown, _illegal(err))) from None

    def expect_upcards(self, where: Said, deal: dict[str, Any], upcards: tuple[int, ...]) -> None:
        """The turned-up cards recorded for ``deal`` (however a card is written) are the engine's ``upcards``."""
        names = self.rules.card_names
        self.expect(where, [*map(self._card, deal.get("upcards", []))], [names[c] for c in upcards])

    def compare_outcome(self, result: HandResult, hand: dict[str, Any]) -> None:
        self.expect(_TRUMP, hand["trump"], self.rules.variant.deck.suits[result.trump])
        if not self.same_awards(result, hand["awards"]):
            self.compare_awards(result, hand)
        if result.hand_sides or "hand_sides" in hand:
            self.expect(_HAND_SIDES, hand.get("hand_sides"), [list(team) for team in result.hand_sides] or None)
        if result.upcards or "upcards" in hand:
            self.expect_upcards(_UPCARDS, hand, result.upcards)
        if result.thrown_in or "thrown_in" in hand:
            self.expect(_THROWN_IN_COUNT, len(hand.get("thrown_in", [])), len(result.thrown_in))
            for number, thrown in enumerate(result.thrown_in, start=1):
                self.expect_upcards(_thrown_in(number, _UPCARDS), hand["thrown_in"][number - 1], thrown.upcards)
        if hand["game_points"] != [*result.game_points]:
            self.fail(_GAME_POINTS, hand["game_points"], list(result.game_points))
        if hand["scores"] != [*result.scores]:
            self.fail(_SCORES, hand["scores"], list(result.scores))

    def same_awards(self, result: HandResult, recorded: list[dict[str, Any]]) -> bool:
        """Whether the recorded awards are the engine's, as written (the deck's names; anything else is looked at closer)."""
        return recorded == list(map(self.award_forms.__getitem__, result.awards))

    def compare_awards(self, result: HandResult, hand: dict[str, Any]) -> None:
        """Name the first recorded award that differs from the engine's (a card may be written another way: 10H for TH)."""
        engine_awards = list(map(self.award_forms.__getitem__, result.awards))
        recorded = [
            {**a, "card": None if a["card"] is None else self._card(a["card"])} for a in hand["awards"]
        ]
        for index, (mine, theirs) in enumerate(zip(recorded, engine_awards)):
            self.expect(Said("replay.award", number=index + 1, point=theirs["point"]), mine, theirs)
        self.expect(_AWARD_COUNT, len(recorded), len(engine_awards))
