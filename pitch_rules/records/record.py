"""Game records in the ``pitch-record/1`` format: write, read and replay.

A record is one JSON object per line (see ``docs/records.md``). Replaying feeds
every recorded action back through the engine and compares every recorded
outcome with what the engine computes.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import jsonschema

from .. import resources
from ..engine import DONE, PASS, Action, GameState, HandResult, Rules
from ..errors import IllegalActionError, RecordError

FORMAT = "pitch-record/1"


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
        "awards": [
            {"point": a.point, "side": a.side, "card": None if a.card is None else names[a.card]} for a in hand.awards
        ],
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
        record["thrown_in"] = [
            {
                "dealer": t.dealer,
                "deal": [[names[c] for c in cards] for cards in t.deal],
                **_extras(names, t.stock, t.upcards, t.begging, t.sale),
                "bids": _bids(t.bids),
                "scores": list(t.scores),
            }
            for t in hand.thrown_in
        ]
    return record


def dumps(record: dict[str, Any]) -> str:
    """One record as one line of JSON (no newline), byte-for-byte reproducible."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def read_records(text: str, path: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield (line number, record) for each non-blank line; RecordError on bad JSON or shape."""
    validator = jsonschema.Draft202012Validator(resources.schema("record"))
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as err:
            raise RecordError(f"{path}:{number}:{err.colno}: not valid JSON: {err.msg}") from None
        error = jsonschema.exceptions.best_match(validator.iter_errors(record))
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path) or "the top level"
            raise RecordError(f"{path}:{number}:1: not a {FORMAT} record at {where}: {error.message[:200]}")
        yield number, record


@dataclass(frozen=True)
class Divergence:
    """The first place where a record and the engine disagree."""

    hand: int
    where: str
    recorded: Any
    engine: Any

    def __str__(self) -> str:
        place = f"hand {self.hand}, {self.where}" if self.hand else self.where
        return f"{place}: the record says {self.recorded!r}, the engine says {self.engine!r}"


def replay(record: dict[str, Any], rules: Rules) -> Divergence | None:
    """Re-run a record through the engine; return the first divergence, or None."""
    try:
        return _Replayer(record, rules).run()
    except _Diverged as stop:
        return stop.divergence


class _Diverged(Exception):
    def __init__(self, divergence: Divergence) -> None:
        self.divergence = divergence


class _Replayer:
    def __init__(self, record: dict[str, Any], rules: Rules) -> None:
        self.record = record
        self.rules = rules
        self.hand = 0

    def expect(self, where: str, recorded: Any, engine: Any) -> None:
        if recorded != engine:
            raise _Diverged(Divergence(self.hand, where, recorded, engine))

    def run(self) -> Divergence | None:
        rec = self.record
        hands = rec["hands"]
        self.expect("variant", rec["variant"], self.rules.variant.id)
        if not hands:
            raise _Diverged(Divergence(0, "hands", "no hands", "at least one hand"))
        try:
            deals = [
                {
                    "hands": [[self.rules.card_text(c) for c in cards] for cards in deal["deal"]],
                    **({"stock": [self.rules.card_text(c) for c in deal["stock"]]} if "stock" in deal else {}),
                }
                for hand in hands
                for deal in [*hand.get("thrown_in", []), hand]
            ]
            state = GameState(
                self.rules,
                rec["players"],
                seed=rec["seed"],
                target=rec["target"],
                first_dealer=[*hands[0].get("thrown_in", []), hands[0]][0]["dealer"],  # the first deal's dealer
                deals=deals,
                max_hands=len(hands),
            )
        except ValueError as err:
            raise _Diverged(Divergence(1, "deal", "a playable deal", str(err))) from None
        self.expect("sides", rec["sides"], state.sides)
        for self.hand, hand in enumerate(hands, start=1):
            self.expect("the game being over", False, state.is_over)
            self.replay_hand(state, hand)
        self.hand = 0
        self.expect("winner", rec["winner"], state.winner)
        return None

    def replay_begging(self, state: GameState, begging: list[dict[str, Any]]) -> None:
        for entry in begging:
            self.expect("seat to stand or beg", entry["seat"], state.to_move)
            self.apply(state, f"{entry['action']} by seat {entry['seat']}", self._action(entry["action"]), entry["action"])

    def replay_auction(self, state: GameState, deal: dict[str, Any]) -> None:
        """The bids, and around them the eldest's sale: pitch or sell before the bids, accept or refuse after."""
        sale = deal.get("sale", [])
        for entry in sale[:1]:
            self.expect("seat to pitch or sell", entry["seat"], state.to_move)
            self.apply(state, f"{entry['action']} by seat {entry['seat']}", self._action(entry["action"]), entry["action"])
        self.replay_bids(state, deal["bids"])
        for entry in sale[1:]:
            self.expect("seat to sell or refuse", entry["seat"], state.to_move)
            self.apply(state, f"{entry['action']} by seat {entry['seat']}", self._action(entry["action"]), entry["action"])

    def _action(self, text: str) -> Action | None:
        try:
            return self.rules.action_for(text)
        except (ValueError, KeyError):
            return None

    def replay_bids(self, state: GameState, bids: list[dict[str, Any]]) -> None:
        for entry in bids:
            self.expect("seat to bid", entry["seat"], state.to_move)
            amount = entry["bid"]
            action = PASS if amount == "pass" else self.rules.bid_actions.get(amount)
            self.apply(state, f"bid by seat {entry['seat']}", action, amount)

    def replay_hand(self, state: GameState, hand: dict[str, Any]) -> None:
        for number, thrown in enumerate(hand.get("thrown_in", []), start=1):
            self.expect(f"thrown-in deal {number} dealer", thrown["dealer"], state.dealer)
            self.replay_begging(state, thrown.get("begging", []))
            self.replay_auction(state, thrown)
            self.expect(f"thrown-in deal {number} scores", thrown["scores"], list(state.scores))
        self.expect("dealer", hand["dealer"], state.dealer)
        self.replay_begging(state, hand.get("begging", []))
        self.replay_auction(state, hand)
        self.expect("auction over after the recorded bids", True, state.phase not in ("auction", "sale", "begging"))
        if state.phase == "trump":
            self.apply(state, "naming trump", self.rules.action_for(f"trump {hand['trump']}"), hand["trump"])
        for turn in hand.get("exchange", []):
            self.expect("seat to exchange", turn["seat"], state.to_move)
            for card in turn["discards"]:
                self.apply(state, f"discard by seat {turn['seat']}", self._action(f"discard {card}"), card)
            self.apply(state, f"end of exchange by seat {turn['seat']}", DONE, "done")
        if "call" in hand:
            self.apply(state, f"call by seat {state.to_move}", self._action(f"call {hand['call']}"), hand["call"])
        self.expect("bidder", hand["bidder"], state.bidder if state.bidder >= 0 else None)
        self.expect("bid", hand["bid"], state.high_bid if state.bidder >= 0 else None)
        hands_before = len(state.history)
        for number, trick in enumerate(hand["tricks"], start=1):
            self.expect(f"trick {number} leader", trick["leader"], state.leader)
            for card in trick["plays"]:
                self.apply(state, f"trick {number} play by seat {state.to_move}", self._action(card), card)
            done = state.history[-1].tricks if len(state.history) > hands_before else state.tricks
            self.expect(f"trick {number} winner", trick["winner"], done[number - 1].winner)
        self.expect("hand finished after the recorded tricks", hands_before + 1, len(state.history))
        self.compare_outcome(state.history[-1], hand)

    def _card(self, text: str) -> str:
        try:
            return self.rules.card_text(text)
        except ValueError:
            return text

    def apply(self, state: GameState, where: str, action: Any, shown: Any) -> None:
        try:
            if action is None:
                raise IllegalActionError(f"{shown!r} is not an action of this variant")
            state.apply(action)
        except IllegalActionError as err:
            raise _Diverged(Divergence(self.hand, where, shown, f"illegal ({err})")) from None

    def compare_outcome(self, result: HandResult, hand: dict[str, Any]) -> None:
        names = self.rules.card_names
        self.expect("trump", hand["trump"], self.rules.variant.deck.suits[result.trump])
        engine_awards = [
            {"point": a.point, "side": a.side, "card": None if a.card is None else names[a.card]}
            for a in result.awards
        ]
        recorded = [
            {**a, "card": None if a["card"] is None else self._card(a["card"])} for a in hand["awards"]
        ]
        for index, (mine, theirs) in enumerate(zip(recorded, engine_awards)):
            self.expect(f"award {index + 1} ({theirs['point']})", mine, theirs)
        self.expect("number of awards", len(recorded), len(engine_awards))
        self.expect("teams of the hand", hand.get("hand_sides"), [list(team) for team in result.hand_sides] or None)
        self.expect("game points", hand["game_points"], list(result.game_points))
        self.expect("scores", hand["scores"], list(result.scores))
