"""One seat's sight of a game as a string and as a fixed-size tensor of named pieces.

Everything is read from the seat's :class:`~pitch_rules.engine.SeatView` (its own
cards and the public record of the deal), plus, for an information state, the
cards the seat received after the deal and when (``received``). Seats are absolute
(seat 0 is seat 0 for everyone); cards are in deck order, bids in the auction's
order, suits in the deck's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..engine import ACTION_KINDS, AUCTION, BEGGING, CALL, DEAL, EXCHANGE, OVER, PLAY, SALE, TRUMP, Rules, SeatView

PHASES = (DEAL, BEGGING, SALE, AUCTION, TRUMP, EXCHANGE, CALL, PLAY, OVER)
WORDS = tuple(kind.name for kind in ACTION_KINDS if kind.value is None)
"""The actions that take no value; the ``choices`` piece counts how often each was taken this deal."""

Received = Sequence[tuple[int, Sequence[int]]]
"""Cards a seat received after the deal: (how many actions the deal had seen by then, the cards)."""


@dataclass(frozen=True)
class Encoding:
    """The layout of one observation for a variant and a player count.

    ``private``: the seat's own cards are included (a public observation leaves them
    out); ``recall``: the cards it was dealt and received are too (an information state).
    """

    rules: Rules
    players: int
    private: bool = True
    recall: bool = False

    def pieces(self) -> list[tuple[str, tuple[int, ...]]]:
        """The named pieces of the tensor, in order, with their shapes."""
        rules, players = self.rules, self.players
        cards, suits = len(rules.card_names), len(rules.variant.deck.suits)
        bids = len(rules.variant.auction.bids) if rules.variant.auction else 0
        sides = len(rules.variant.sides.seats_by_side(players))
        tricks = max_tricks(rules, players)
        pieces: list[tuple[str, tuple[int, ...]]] = [
            ("seat", (players,)),
            ("dealer", (players,)),
            ("phase", (len(PHASES),)),
            ("scores", (sides,)),
            ("to_move", (players,)),
        ]
        if self.private:
            pieces.append(("hand", (cards,)))
        if self.private and self.recall:
            pieces += [("dealt", (cards,)), ("received", (cards,))]
        pieces += [
            ("hand_sizes", (players,)),
            ("calls", (players, 1 + bids)),
            ("bidder", (players,)),
            ("high_bid", (bids,)),
            ("choices", (len(WORDS),)),
            ("trump", (suits + 1,)),
            ("upcards", (cards,)),
            ("stock", (1,)),
            ("stock_top", (cards,)),
            ("exchanges", (players,)),
        ]
        if self.private:
            pieces.append(("discards", (cards,)))
        pieces += [
            ("shown", (cards,)),
            ("called", (cards,)),
            ("partners", (players,)),
            ("tricks", (tricks, players, cards)),
            ("trick_leaders", (tricks, players)),
            ("trick_winners", (tricks, players)),
            ("trick", (players, cards)),
        ]
        return pieces

    def size(self) -> int:
        """The number of floats in the tensor."""
        return sum(int(np.prod(shape)) for _, shape in self.pieces())

    def write(self, out: dict[str, npt.NDArray[np.float32]], seat: int, view: SeatView | None, received: Received = ()) -> None:
        """Fill ``out`` (zeroed arrays, one per piece) with what ``seat`` sees; ``view`` is None before the first deal."""
        out["seat"][seat] = 1
        if view is None:
            return
        rules = self.rules
        out["dealer"][view.dealer] = 1
        out["phase"][PHASES.index(view.phase)] = 1
        target = max(1, rules.variant.game.target)
        out["scores"][:] = [score / target for score in view.scores]
        if view.phase not in (DEAL, OVER):
            out["to_move"][view.to_move] = 1
        per_hand = max(1, rules.variant.deal.cards)
        if self.private:
            out["hand"][view.hand] = 1
            out["discards"][view.discards] = 1
        if self.private and self.recall:
            out["dealt"][view.dealt] = 1
            for _, cards in received:
                out["received"][list(cards)] = 1
        out["hand_sizes"][:] = [size / per_hand for size in view.hand_sizes]
        bids = rules.variant.auction.bids if rules.variant.auction else ()
        calls = out["calls"]
        for bidder, amount in view.bids:
            calls[bidder] = 0
            calls[bidder, 0 if amount is None else 1 + bids.index(amount)] = 1
        if view.bidder >= 0:
            out["bidder"][view.bidder] = 1
        if view.high_bid in bids:
            out["high_bid"][bids.index(view.high_bid)] = 1
        choices = out["choices"]
        for word in _words_taken(view):
            choices[WORDS.index(word)] += 1
        out["trump"][len(rules.variant.deck.suits) if view.trump is None else view.trump] = 1
        out["upcards"][view.upcards] = 1
        out["stock"][0] = view.stock_size / len(rules.card_names)
        if view.stock_top is not None:
            out["stock_top"][view.stock_top] = 1
        for discarder, count in view.exchanges:
            out["exchanges"][discarder] += count / per_hand
        out["shown"][view.shown_discards] = 1
        if view.called_card is not None:
            out["called"][view.called_card] = 1
        out["partners"][list(view.partners)] = 1
        tricks, leaders, winners = out["tricks"], out["trick_leaders"], out["trick_winners"]
        for index, trick in enumerate(view.tricks):
            for seat, card in zip(view.seats_of(index), trick.plays):  # a seat that folded plays nothing
                tricks[index, seat, card] = 1
            leaders[index, trick.leader] = 1
            winners[index, trick.winner] = 1
        if view.trick:
            leaders[len(view.tricks), view.leader] = 1
            for seat, card in zip(view.trick_seats, view.trick):
                out["trick"][seat, card] = 1

    def text(self, seat: int, view: SeatView | None, deals: int, received: Received = ()) -> str:
        """What ``seat`` sees, as lines of text (the same facts as the tensor, with every call in order)."""
        if view is None:
            return f"seat {seat}; no cards dealt yet"
        rules = self.rules
        name = rules.card_names

        def cards(values: Sequence[int]) -> str:
            return " ".join(name[c] for c in values) or "-"

        scores = " ".join(f"{side}:{score}" for side, score in enumerate(view.scores))
        lines = [f"seat {seat}; dealer {view.dealer}; deal {deals}; scores {scores}; phase {view.phase}"]
        if view.phase not in (DEAL, OVER):
            lines[0] += f"; to move {view.to_move}"
        if self.private:
            lines.append(f"hand: {cards(sorted(view.hand))}")
        if self.private and self.recall:
            lines.append(f"dealt: {cards(sorted(view.dealt))}")
            lines += [f"received after action {moment}: {cards(got)}" for moment, got in received]
        lines.append("hand sizes: " + " ".join(map(str, view.hand_sizes)))
        if view.begging:
            lines.append("begging: " + ", ".join(f"{s} {word}" for s, word in view.begging))
        if view.sale:
            lines.append("sale: " + ", ".join(f"{s} {word}" for s, word in view.sale))
        if view.bids:
            lines.append("bids: " + ", ".join(f"{s} {'pass' if a is None else a}" for s, a in view.bids))
        if view.upcards:
            lines.append(f"upcards: {cards(view.upcards)}")
        if view.trump is not None:
            lines.append(f"trump: {rules.variant.deck.suits[view.trump]}")
        if view.stock_size:
            top = view.stock_top
            lines.append(f"stock: {view.stock_size} cards" + (f", top {name[top]}" if top is not None else ""))
        if view.exchanges:
            lines.append("exchanges: " + ", ".join(f"{s} discards {n}" for s, n in view.exchanges))
        if self.private and view.discards:
            lines.append(f"discards: {cards(view.discards)}")
        if view.shown_discards:
            lines.append(f"discarded face up: {cards(view.shown_discards)}")
        if view.called_card is not None:
            lines.append(f"called: {name[view.called_card]}")
        if rules.variant.sides.for_the_hand != "none":
            lines.append("partners: " + (" ".join(map(str, sorted(view.partners))) if view.teams_known else "unknown"))
        if view.folded:
            lines.append("folded: " + " ".join(map(str, view.folded)))
        for index, trick in enumerate(view.tricks):
            plays = ", ".join(f"{seat} {name[c]}" for seat, c in zip(view.seats_of(index), trick.plays))
            lines.append(f"trick {index + 1}: {plays}; won by {trick.winner}")
        if view.trick:
            plays = ", ".join(f"{seat} {name[c]}" for seat, c in zip(view.trick_seats, view.trick))
            lines.append(f"trick {len(view.tricks) + 1}: {plays}")
        return "\n".join(lines)


def max_tricks(rules: Rules, players: int) -> int:
    """The most tricks one deal can have: every card of the deck played."""
    return max(rules.variant.deal.cards, len(rules.card_names) // players)


def _words_taken(view: SeatView) -> list[str]:
    """The value-less actions taken this deal: passes, begging and sale words, finished exchange turns."""
    passes = ["pass" for _, amount in view.bids if amount is None]
    return passes + [word for _, word in view.begging] + [word for _, word in view.sale] + ["done"] * len(view.exchanges)
