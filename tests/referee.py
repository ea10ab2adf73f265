"""An independent referee for ``pitch-record/1`` game records.

Written straight from the normative rules of Auction Pitch (R1-R25 and D1-D6) and
the pitch-record/1 contract (docs/records.md).
It is a test oracle: it shares NO code with the engine and imports nothing from
``pitch_rules``. The rule parameters it needs come from a small plain :class:`Table`
whose defaults are Auction Pitch's.

``check_game(record, table)`` returns a list of violations; an empty list means the
record obeys every rule. Every message starts with the id of the rule it breaks
(``R14 hand 3 trick 2: ...``); problems with the shape of the record itself start
with ``FORMAT``. Hands and tricks are numbered from 1 in messages; seats and side
indexes are as in the record (from 0).

Where a record is wrong, the referee keeps going from what the rules say should have
happened (its own trick winners, awards and score changes), so that one mistake is
reported where it is made and does not cascade through the rest of the hand.

Two house rules can be switched on in the :class:`Table` (``trumps_only`` needs
``trump_named``), written from the 10-Point Pitch sources (Gather Together Games:
"Only trump cards can be played. [...] The player that wins the trick leads the
next trick. Once a player is out of trump suited cards, the rest of the player's
cards are folded"; Larry Charbonneau: "the person taking the trick leads the
following trick unless they have no more cards in trump. In this case the person
to his/her left leads"):

- N1 (``trump_named``). The pitcher names trump before leading: the record's
  ``trump``, in place of the suit of the first card led (R12).
- F1 (``trumps_only``). Only trumps are played, led or followed (in place of R13).
- F2. A player holding no trump folds and plays no more this hand: a trick is one
  card from each player still holding a trump, in turn from the leader (in place of
  R14's "every player").
- F3. The pitcher leads the first trick, and the winner of a trick the next (R12,
  R15); a leader holding no trump passes the lead to the next player on their
  left who holds one.
- F4. The hand ends when nobody holds a trump: every trump dealt is played, and no
  other card (in place of R12's six tricks and R16's "every dealt card is played").

A kitty (``kitty``, which needs ``trump_named``) and the trumps that score kept (``kept``)
are written from Minnesota Smear's source (OurPastimes, Rules for the Card Game Smear:
"The dealer also places four cards in the middle of the table. These four cards are
called the "kitty." [...] The highest bidder receives the kitty and selects the trump
suit. After knowing which suit is the trump, all players discard non-trump cards until
they hold six cards in their hands. No scoring trump cards may be discarded. If a player
has more than six trump cards in her hand, non-scoring trump cards may be discarded.";
"Non-scoring cards are threes through nines of any suit including the trump"):

- K1 (``kitty``). The deal also leaves ``kitty`` cards face down (the record's ``stock``),
  none of them dealt to a player. The pitcher takes them when the auction is over,
  before naming trump (N1).
- K2. Before play, each player holding more than a hand (``cards_per_hand``, the tricks
  of a hand) discards down to a hand, drawing nothing, in turn from the dealer's left
  (the record's ``exchange``): non-trumps only, unless the player holds fewer
  non-trumps than they must discard, and then every non-trump and trumps for the rest.
  The cards in play (R16) are the cards held when play begins.
- K3 (``kept``, ranks). No trump of these ranks (the scoring trumps) is discarded, unless
  the player holds more of them than a hand: the sources do not say what such a player
  does; the referee holds them to what Minnesota Smear's file declares, keeping a hand
  of them and discarding every other card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

FORMAT_TAG = "pitch-record/1"
RANKS = "23456789TJQKA"  # R4: low to high, Ace high and 2 low
SUITS = "SHDC"
DECK = frozenset(rank + suit for suit in SUITS for rank in RANKS)  # R4: 52 cards, no jokers

# A captor that cannot be known because the record broke an earlier rule.
_UNKNOWN = object()


def _default_trick_points() -> dict[str, int]:
    return {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}  # R20


@dataclass
class Table:
    """The rule parameters the referee checks against (defaults: Auction Pitch, R1-R25)."""

    players: int = 4
    sides: Sequence[Sequence[int]] | None = None  # None: solo play, side i is seat i (R2)
    target: int = 7  # R24
    bids: tuple[int, ...] = (1, 2, 3, 4)  # R7
    closing_bid: int = 4  # R8, D3
    dealer_forced_min: int = 2  # R9
    steal_allowed: bool = True  # R10, D4
    cards_per_hand: int = 6  # R5, R12 (six tricks)
    trick_points: dict[str, int] = field(default_factory=_default_trick_points)  # R20
    points: tuple[str, ...] = ("high", "low", "jack", "game")  # R16
    min_players: int = 2  # R1: 3 to 7, a variant may allow 2
    max_players: int = 7
    trump_named: bool = False  # N1: the pitcher names trump (the record's), not the suit of the first card led
    trumps_only: bool = False  # F1-F4: only trumps are played; a player out of trumps folds
    kitty: int = 0  # K1-K2: cards dealt face down that the pitcher takes before naming trump, then discards down
    kept: tuple[str, ...] = ()  # K3: ranks of the trumps that may not be discarded (the scoring trumps)

    def __post_init__(self) -> None:
        if self.trumps_only and not self.trump_named:
            raise ValueError("trumps_only needs trump_named: who folds is known before the first lead")
        if self.kitty and not self.trump_named:
            raise ValueError("kitty needs trump_named: the pitcher takes the kitty before naming trump")
        if self.kept and not self.kitty:
            raise ValueError("kept needs a kitty: only a player holding more than a hand discards")

    @classmethod
    def partnership(cls, **overrides: Any) -> Table:
        """Partnership play (R2): two teams of two, partners opposite."""
        overrides.setdefault("players", 4)
        overrides.setdefault("sides", ((0, 2), (1, 3)))
        return cls(**overrides)

    def side_list(self) -> list[list[int]]:
        if self.sides is None:
            return [[seat] for seat in range(self.players)]
        return [list(side) for side in self.sides]


# --------------------------------------------------------------------------- cards


def _card(text: Any) -> str | None:
    """A card as ``RS`` (rank, suit), or None if ``text`` is not a standard card.

    Readers accept ``10H`` and lower case (record format, Cards).
    """
    if not isinstance(text, str):
        return None
    card = text.strip().upper()
    if card.startswith("10"):
        card = "T" + card[2:]
    return card if card in DECK else None


def _rank(card: str) -> int:
    return RANKS.index(card[0])


def _suit(card: str) -> str:
    return card[1]


def _is_int(value: Any) -> TypeGuard[int]:
    return type(value) is int  # not bool


# --------------------------------------------------------------------------- game


def check_game(record: dict[str, Any], table: Table | None = None) -> list[str]:
    """Every rule violation in one game record (empty list: the game obeys every rule)."""
    table = table if table is not None else Table()
    violations: list[str] = []
    try:
        _check_game(record, table, violations)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
        violations.append(f"FORMAT: malformed record ({type(err).__name__}: {err})")
    return violations


def _check_game(record: dict[str, Any], table: Table, v: list[str]) -> None:
    if not isinstance(record, dict):
        v.append("FORMAT: a game record must be a JSON object")
        return
    if record.get("format") != FORMAT_TAG:
        v.append(f"FORMAT: format should be {FORMAT_TAG!r}, record says {record.get('format')!r}")

    # R1: number of players.
    n = record.get("players")
    if not _is_int(n) or not table.min_players <= n <= table.max_players:
        v.append(f"R1: players must be {table.min_players}..{table.max_players}, record says {n!r}")
        return
    if n != table.players:
        v.append(f"R1: the table has {table.players} players, record says {n}")
        return

    # R2: scoring sides.
    sides = table.side_list()
    record_sides = record.get("sides")
    if record_sides != sides:
        v.append(f"R2: sides should be {sides}, record says {record_sides!r}")
    seats_in_sides = sorted(seat for side in sides for seat in side)
    if seats_in_sides != list(range(n)):
        v.append(f"R2: the sides {sides} must hold every seat 0..{n - 1} exactly once")
        return
    side_of = {seat: index for index, side in enumerate(sides) for seat in side}

    # R24: the target.
    target = table.target
    if record.get("target") != target:
        v.append(f"R24: the target should be {target}, record says {record.get('target')!r}")

    hands = record.get("hands")
    if not isinstance(hands, list):
        v.append("FORMAT: hands must be a list")
        return

    previous_scores = [0] * len(sides)  # R21/R22: scores start at 0
    previous_dealer: int | None = None
    ended_at: int | None = None  # 1-based hand in which the game was won
    expected_winner: int | None = None
    reached_as_non_pitcher: dict[int, int] = {}  # side -> first hand it was at target (R25)

    for k, hand in enumerate(hands, 1):
        try:
            outcome = _check_hand(k, hand, n, sides, side_of, table, previous_dealer, previous_scores, v)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
            v.append(f"FORMAT hand {k}: malformed hand ({type(err).__name__}: {err})")
            outcome = None
        if previous_dealer is not None:
            previous_dealer = (previous_dealer + 1) % n  # R6: the deal passes to the left
        else:
            dealer = hand.get("dealer") if isinstance(hand, dict) else None
            previous_dealer = dealer if _is_int(dealer) and 0 <= dealer < n else None

        expected_after, pitcher_side = outcome if outcome is not None else (None, None)
        recorded = hand.get("scores") if isinstance(hand, dict) else None
        if isinstance(recorded, list) and len(recorded) == len(sides) and all(map(_is_int, recorded)):
            previous_scores = list(recorded)
        elif expected_after is not None:
            previous_scores = list(expected_after)

        if expected_after is None or pitcher_side is None or ended_at is not None:
            continue
        # R24/D6: the game ends at the first hand the pitcher's side is at or above target.
        if expected_after[pitcher_side] >= target:
            ended_at = k
            expected_winner = pitcher_side
        # R25: other sides may be at or above target without winning.
        for index, score in enumerate(expected_after):
            if index != pitcher_side and score >= target:
                reached_as_non_pitcher.setdefault(index, k)

    winner = record.get("winner")
    if winner is not None and (not _is_int(winner) or not 0 <= winner < len(sides)):
        v.append(f"R24: winner must be a side index 0..{len(sides) - 1} or null, record says {winner!r}")
        return
    if ended_at is not None:
        if len(hands) > ended_at:
            v.append(
                f"R24 hand {ended_at + 1}: the game was won by side {expected_winner} in hand "
                f"{ended_at}; no hand may follow (record has {len(hands)} hands)"
            )
        if winner != expected_winner:
            v.append(
                f"R24: winner should be side {expected_winner} (the pitcher's side reached "
                f"{target} in hand {ended_at}), record says {winner!r}"
            )
    elif winner is not None:
        if winner in reached_as_non_pitcher:
            v.append(
                f"R25: side {winner} reached {target} only when not the pitcher's side (hand "
                f"{reached_as_non_pitcher[winner]}) and does not win; winner should be null (D6)"
            )
        else:
            v.append(
                f"R24: no hand ended with the pitcher's side at {target} or more, so the game was "
                f"cut off and winner should be null; record says {winner}"
            )


# --------------------------------------------------------------------------- hand


def _check_hand(
    k: int,
    hand: dict[str, Any],
    n: int,
    sides: list[list[int]],
    side_of: dict[int, int],
    table: Table,
    previous_dealer: int | None,
    previous_scores: list[int],
    v: list[str],
) -> tuple[list[int] | None, int | None] | None:
    """Check one hand; return (expected scores after it, pitcher's side) when computable."""
    if not isinstance(hand, dict):
        v.append(f"FORMAT hand {k}: a hand must be a JSON object")
        return None

    # R3/R6: the dealer, and the deal passing to the left.
    dealer = hand["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < n:
        v.append(f"R3 hand {k}: dealer must be a seat 0..{n - 1}, record says {dealer!r}")
        return None
    if previous_dealer is not None and dealer != (previous_dealer + 1) % n:
        v.append(
            f"R6 hand {k}: dealer should be seat {(previous_dealer + 1) % n} (left of the previous "
            f"dealer {previous_dealer}), record says {dealer}"
        )
        dealer = (previous_dealer + 1) % n  # judge the rest of the hand with the right dealer

    dealt = _check_deal(k, hand["deal"], n, table, v)
    if dealt is None:
        return None
    in_play = set().union(*dealt)

    auction = _check_auction(k, hand, n, dealer, table, v)
    pitcher, bid = auction
    if pitcher is None or bid is None:
        recorded_pitcher, recorded_bid = hand.get("bidder"), hand.get("bid")
        if not _is_int(recorded_pitcher) or not 0 <= recorded_pitcher < n or not _is_int(recorded_bid):
            return None
        pitcher, bid = recorded_pitcher, recorded_bid

    if table.kitty:  # K1-K3: the pitcher takes the kitty; every hand comes down to a hand before play
        held = _check_kitty(k, hand, n, dealer, dealt, pitcher, table, v)
        if held is None:
            return None
        dealt, in_play = held, set().union(*held)

    play = _check_play(k, hand, n, dealt, pitcher, table, side_of, v)
    if play is None:
        return None
    trump, captor_side, captured = play

    expected_awards = _check_awards(k, hand, in_play, trump, captor_side, captured, sides, table, v)
    if expected_awards is None:
        return None

    # R21/R22/D5: scoring the hand.
    pitcher_side = side_of[pitcher]
    won = [0] * len(sides)
    for side in expected_awards.values():
        if side is not None:
            won[side] += 1
    expected_after = list(previous_scores)
    for index in range(len(sides)):
        if index == pitcher_side:
            expected_after[index] += won[index] if won[index] >= bid else -bid
        else:
            expected_after[index] += won[index]
    recorded = hand.get("scores")
    if not isinstance(recorded, list) or len(recorded) != len(sides):
        v.append(f"FORMAT hand {k}: scores must be a list of {len(sides)} ints, record says {recorded!r}")
        return expected_after, pitcher_side
    for index in range(len(sides)):
        if recorded[index] == expected_after[index]:
            continue
        if index == pitcher_side:
            made = "made" if won[index] >= bid else "was set back on"
            change = won[index] if won[index] >= bid else -bid
            v.append(
                f"R21 hand {k}: the pitcher's side {index} won {won[index]} point(s) and {made} "
                f"the bid of {bid} ({change:+d}); score should be {previous_scores[index]} "
                f"{change:+d} = {expected_after[index]}, record says {recorded[index]!r}"
            )
        else:
            v.append(
                f"R22 hand {k}: side {index} won {won[index]} point(s); score should be "
                f"{previous_scores[index]} + {won[index]} = {expected_after[index]}, record says "
                f"{recorded[index]!r}"
            )
    return expected_after, pitcher_side


def _check_deal(k: int, deal: Any, n: int, table: Table, v: list[str]) -> list[set[str]] | None:
    """R4/R5: six distinct standard cards to every seat, no card in two hands."""
    if not isinstance(deal, list) or len(deal) != n:
        v.append(f"R5 hand {k}: the deal must give a hand to each of the {n} seats")
        return None
    hands: list[set[str]] = []
    holder: dict[str, int] = {}
    ok = True
    for seat, cards in enumerate(deal):
        if not isinstance(cards, list):
            v.append(f"FORMAT hand {k}: the deal of seat {seat} must be a list of cards")
            return None
        if len(cards) != table.cards_per_hand:
            v.append(f"R5 hand {k}: seat {seat} must be dealt {table.cards_per_hand} cards, record has {len(cards)}")
            ok = False
        held: set[str] = set()
        for text in cards:
            card = _card(text)
            if card is None:
                v.append(f"R4 hand {k}: seat {seat} was dealt {text!r}, not a card of the standard 52")
                ok = False
                continue
            if card in holder:
                v.append(f"R5 hand {k}: {card} was dealt twice (seat {holder[card]} and seat {seat})")
                ok = False
                continue
            holder[card] = seat
            held.add(card)
        hands.append(held)
    return hands if ok else None


def _check_kitty(
    k: int, hand: dict[str, Any], n: int, dealer: int, dealt: list[set[str]], pitcher: int, table: Table, v: list[str]
) -> list[set[str]] | None:
    """K1-K3: the kitty the pitcher takes before naming trump, and the discards down to a hand; the cards each seat
    holds when play begins (None, reported, when they cannot be known)."""
    stock = hand.get("stock")
    if not isinstance(stock, list) or len(stock) != table.kitty:
        v.append(f"K1 hand {k}: the kitty is {table.kitty} cards dealt face down (the record's stock), record has {stock!r}")
        return None
    kitty: set[str] = set()
    for text in stock:
        card = _card(text)
        if card is None:
            v.append(f"R4 hand {k}: the kitty holds {text!r}, not a card of the standard 52")
            return None
        owner = next((seat for seat, cards in enumerate(dealt) if card in cards), None)
        if owner is not None or card in kitty:
            where = f"dealt to seat {owner}" if owner is not None else "in the kitty twice"
            v.append(f"K1 hand {k}: {card} is in the kitty and {where}")
            return None
        kitty.add(card)
    trump = _named_trump(k, hand, v)
    if trump is None:
        return None
    keep = table.cards_per_hand
    held = [set(cards) for cards in dealt]
    held[pitcher] |= kitty  # K1: the pitcher takes the kitty
    due = [seat for seat in ((dealer + 1 + i) % n for i in range(n)) if len(held[seat]) > keep]
    turns = hand.get("exchange", [])
    seats = [turn.get("seat") if isinstance(turn, dict) else turn for turn in turns] if isinstance(turns, list) else turns
    if seats != due:
        v.append(
            f"K2 hand {k}: the players holding more than {keep} cards discard in turn from the dealer's left: "
            f"seats {due}; the record's exchange turns are {seats!r}"
        )
        return None
    for turn in turns:
        seat, texts = turn["seat"], turn["discards"]
        holding = held[seat]
        gone = {_card(text) for text in texts}
        if None in gone or len(gone) != len(texts) or not gone <= holding:
            v.append(f"K2 hand {k}: seat {seat} discards {texts!r}, which are not {len(texts)} cards of their hand")
            return None
        need = len(holding) - keep
        if len(gone) != need:
            v.append(f"K2 hand {k}: seat {seat} holds {len(holding)} cards and discards down to {keep}: {need} cards, record has {len(gone)}")
        plain = {card for card in holding if _suit(card) != trump}
        if len(plain) >= need and gone - plain:
            v.append(f"K2 hand {k}: seat {seat} discards the trump(s) {' '.join(sorted(gone - plain))} while holding enough non-trumps")
        elif len(plain) < need and plain - gone:
            v.append(f"K2 hand {k}: seat {seat} holds more trumps than {keep} and keeps the non-trump(s) {' '.join(sorted(plain - gone))}")
        scoring = {card for card in holding if _suit(card) == trump and card[0] in table.kept}
        if gone & scoring and len(scoring) <= keep:
            v.append(
                f"K3 hand {k}: seat {seat} discards the scoring trump(s) {' '.join(sorted(gone & scoring))}; no scoring "
                f"trump may be discarded (they hold {len(scoring)}, no more than {keep})"
            )
        elif gone & scoring and not (holding - gone) <= scoring:
            v.append(f"K3 hand {k}: seat {seat} holds more scoring trumps than {keep}: they keep {keep} of them and nothing else")
        held[seat] = holding - gone
    return held


def _check_auction(
    k: int, hand: dict[str, Any], n: int, dealer: int, table: Table, v: list[str]
) -> tuple[int | None, int | None]:
    """R7-R11, D2-D4; return the (pitcher, bid) the rules give, or (None, None)."""
    bids = hand["bids"]
    if not isinstance(bids, list):
        v.append(f"FORMAT hand {k}: bids must be a list")
        return None, None
    order = [(dealer + 1 + i) % n for i in range(n)]  # R7: left of the dealer, clockwise
    high = 0
    pitcher: int | None = None
    seen: set[int] = set()
    closed_by: int | None = None
    for i, entry in enumerate(bids):
        seat = entry.get("seat") if isinstance(entry, dict) else None
        bid = entry.get("bid") if isinstance(entry, dict) else None
        where = f"R7 hand {k} bid {i + 1}"
        if closed_by is not None:
            v.append(
                f"R8 hand {k} bid {i + 1}: seat {seat!r} bids {bid!r} after seat {closed_by} bid "
                f"{table.closing_bid}, which ended the auction (D3)"
            )
            continue
        if seat in seen:
            v.append(f"{where}: seat {seat} bids a second time; each player bids at most once (D2)")
            continue
        if i >= n or seat != order[i]:
            expected = order[i] if i < n else "nobody (every seat has had its chance)"
            v.append(f"{where}: should be by seat {expected}, record says {seat!r}")
            if not _is_int(seat) or not 0 <= seat < n:
                continue
        seen.add(seat)
        is_dealer = seat == dealer
        everyone_else_passed = high == 0
        if bid == "pass":
            if is_dealer and everyone_else_passed and table.dealer_forced_min:
                v.append(
                    f"R9 hand {k}: every other player passed, so the dealer (seat {dealer}) must bid "
                    f"at least {table.dealer_forced_min}; record says pass"
                )
            continue
        if not _is_int(bid) or bid not in table.bids:
            v.append(f"{where}: the only legal bids are pass or {table.bids}, record says {bid!r}")
            continue
        if is_dealer and everyone_else_passed and bid < table.dealer_forced_min:
            v.append(
                f"R9 hand {k}: every other player passed, so the dealer (seat {dealer}) must bid "
                f"at least {table.dealer_forced_min}; record says {bid}"
            )
        if bid > high:
            high, pitcher = bid, seat
        elif is_dealer and bid == high:
            if not table.steal_allowed:
                v.append(f"R10 hand {k}: the dealer may not steal here; bid {bid} must be higher than {high}")
                continue
            if high == table.closing_bid:
                v.append(f"D4 hand {k}: the dealer may not steal a bid of {high}")
                continue
            pitcher = seat  # R10: the dealer steals the bid
        else:
            v.append(f"{where}: seat {seat} bids {bid}, which must be higher than the high bid {high}")
            continue
        if bid == table.closing_bid:
            closed_by = seat  # R8/D3: a bid of 4 ends the auction at once
    if closed_by is None:
        last = bids[-1].get("seat") if bids and isinstance(bids[-1], dict) else None
        if len(bids) < n or last != dealer:
            v.append(
                f"R8 hand {k}: without a closing bid of {table.closing_bid} the auction goes round to "
                f"the dealer (seat {dealer}); record's auction ends with seat {last!r} after {len(bids)} bid(s)"
            )
    if pitcher is None:
        v.append(f"R11 hand {k}: nobody bid, so there is no pitcher")
        return None, None

    # R11: the highest bidder (the dealer when stealing) is the pitcher.
    if hand.get("bidder") != pitcher:
        v.append(f"R11 hand {k}: the pitcher should be seat {pitcher}, record says {hand.get('bidder')!r}")
    if hand.get("bid") != high:
        v.append(f"R11 hand {k}: the winning bid should be {high}, record says {hand.get('bid')!r}")
    return pitcher, high


def _check_play(
    k: int,
    hand: dict[str, Any],
    n: int,
    dealt: list[set[str]],
    pitcher: int,
    table: Table,
    side_of: dict[int, int],
    v: list[str],
) -> tuple[str, dict[str, Any], list[list[str]]] | None:
    """R12-R15 and card conservation; return (trump, side that captured each card, cards per side)."""
    if table.trumps_only:
        return _check_play_trumps_only(k, hand, n, dealt, pitcher, side_of, v)
    tricks = hand["tricks"]
    if not isinstance(tricks, list) or not tricks:
        v.append(f"R12 hand {k}: a hand is {table.cards_per_hand} tricks, record has none")
        return None
    if len(tricks) != table.cards_per_hand:
        v.append(f"R12 hand {k}: a hand is {table.cards_per_hand} tricks, record has {len(tricks)}")

    remaining = [set(cards) for cards in dealt]
    captor_side: dict[str, Any] = {}
    captured: list[list[str]] = [[] for _ in range(max(side_of.values()) + 1)]
    trump: str | None = None
    next_leader: int | None = pitcher

    for t, trick in enumerate(tricks, 1):
        where = f"hand {k} trick {t}"
        leader, plays, recorded_winner = trick["leader"], trick["plays"], trick["winner"]
        if not _is_int(leader) or not 0 <= leader < n:
            v.append(f"R15 {where}: leader must be a seat, record says {leader!r}")
            return None
        if next_leader is not None and leader != next_leader:
            rule = "R12" if t == 1 else "R15"
            who = "the pitcher" if t == 1 else "the winner of the previous trick"
            v.append(f"{rule} {where}: should be led by {who}, seat {next_leader}; record says seat {leader}")
        if not isinstance(plays, list) or len(plays) != n:
            count = len(plays) if isinstance(plays, list) else plays
            v.append(f"R14 {where}: a trick is one card from each of the {n} players, record has {count!r}")
            return None
        maybe_cards = [_card(text) for text in plays]
        for text, maybe in zip(plays, maybe_cards):
            if maybe is None:
                v.append(f"R4 {where}: {text!r} is not a card of the standard 52")
        cards = [card for card in maybe_cards if card is not None]
        if len(cards) != n:
            return None
        led = _suit(cards[0])
        if t == 1 and table.trump_named:
            trump = _named_trump(k, hand, v)  # N1: the pitcher names trump
            if trump is None:
                return None
        elif t == 1:
            trump = led  # R12: the suit of the first card led is trump
            recorded_trump = hand.get("trump")
            if not isinstance(recorded_trump, str) or recorded_trump.strip().upper() != trump:
                v.append(f"R12 hand {k}: trump should be {trump} (suit of {cards[0]}, the first card led), record says {recorded_trump!r}")
        assert trump is not None

        # R13: players in clockwise order from the leader, each from their remaining hand.
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            holding = remaining[seat]
            if card not in holding:
                owner = next((s for s, cs in enumerate(dealt) if card in cs), None)
                why = (
                    "it was not dealt this hand" if owner is None
                    else "it was already played" if owner == seat
                    else f"it was dealt to seat {owner}"
                )
                v.append(f"R13 {where}: seat {seat} plays {card}, which is not in their hand ({why})")
                continue
            if i > 0 and _suit(card) not in (led, trump) and any(_suit(c) == led for c in holding):
                v.append(
                    f"R13 {where}: seat {seat} plays {card} while holding {led} (the suit led); they "
                    f"must follow suit or trump"
                )
            holding.discard(card)

        # R14: the highest trump, else the highest card of the suit led.
        trumps = [i for i, card in enumerate(cards) if _suit(card) == trump]
        contenders = trumps or [i for i, card in enumerate(cards) if _suit(card) == led]
        best = max(contenders, key=lambda i: _rank(cards[i]))
        winner = (leader + best) % n
        if recorded_winner != winner:
            v.append(f"R14 {where}: winner should be seat {winner} ({cards[best]}), record says {recorded_winner!r}")
        for card in cards:
            if card in captor_side:
                captor_side[card] = _UNKNOWN  # played twice: already reported under R13
            else:
                captor_side[card] = side_of[winner]
                captured[side_of[winner]].append(card)
        next_leader = winner  # R15

    # Card conservation: every dealt card is played exactly once (R5, R16 "in play").
    unplayed = sorted(card for holding in remaining for card in holding)
    if unplayed:
        v.append(f"R16 hand {k}: every dealt card is played; never played: {' '.join(unplayed)}")
    assert trump is not None
    return trump, captor_side, captured


def _named_trump(k: int, hand: dict[str, Any], v: list[str]) -> str | None:
    """N1: the trump the pitcher named, as the record says; None (reported) if it is not a suit."""
    named = hand.get("trump")
    if not isinstance(named, str) or named.strip().upper() not in SUITS:
        v.append(f"N1 hand {k}: trump must be a suit ({', '.join(SUITS)}), record says {named!r}")
        return None
    return named.strip().upper()


def _check_play_trumps_only(
    k: int,
    hand: dict[str, Any],
    n: int,
    dealt: list[set[str]],
    pitcher: int,
    side_of: dict[int, int],
    v: list[str],
) -> tuple[str, dict[str, Any], list[list[str]]] | None:
    """F1-F4 (with N1, R13's own hand, R14's highest trump): play where only trumps are played and players fold."""
    trump = _named_trump(k, hand, v)
    if trump is None:
        return None
    tricks = hand["tricks"]
    if not isinstance(tricks, list):
        v.append(f"FORMAT hand {k}: tricks must be a list")
        return None
    remaining = [set(cards) for cards in dealt]

    def holds_trump(seat: int) -> bool:
        return any(_suit(card) == trump for card in remaining[seat])

    captor_side: dict[str, Any] = {}
    captured: list[list[str]] = [[] for _ in range(max(side_of.values()) + 1)]
    due = pitcher  # F3: who would lead, before passing the lead over those out of trumps
    for t, trick in enumerate(tricks, 1):
        where = f"hand {k} trick {t}"
        playing = [(due + i) % n for i in range(n) if holds_trump((due + i) % n)]  # F2, from the leader due
        if not playing:
            v.append(f"F4 {where}: nobody holds a trump, so the hand is over; the record has {len(tricks)} tricks")
            return None
        leader, plays, recorded_winner = trick["leader"], trick["plays"], trick["winner"]
        if leader != playing[0]:
            who = "the pitcher" if t == 1 else "the winner of the previous trick"
            passed = "" if playing[0] == due else f", seat {due} holding no trump"
            v.append(f"F3 {where}: should be led by seat {playing[0]} ({who}{passed}); record says {leader!r}")
        folded = [seat for seat in range(n) if seat not in playing]
        if not isinstance(plays, list) or len(plays) != len(playing):
            count = len(plays) if isinstance(plays, list) else plays
            out = f"; seats {folded} hold no trump and have folded" if folded else ""
            v.append(f"F2 {where}: a trick is one card from each of the {len(playing)} players holding a trump{out}, record has {count!r}")
            return None
        cards = [_card(text) for text in plays]
        for seat, text, card in zip(playing, plays, cards):
            if card is None:
                v.append(f"R4 {where}: {text!r} is not a card of the standard 52")
                return None
            if card not in remaining[seat]:
                owner = next((s for s, cs in enumerate(dealt) if card in cs), None)
                why = (
                    "it was not dealt this hand" if owner is None
                    else "it was already played" if owner == seat
                    else f"it was dealt to seat {owner}"
                )  # fmt: skip
                v.append(f"R13 {where}: seat {seat} plays {card}, which is not in their hand ({why})")
                return None
            if _suit(card) != trump:
                v.append(f"F1 {where}: seat {seat} plays {card}, which is not a trump ({trump}); only trumps are played")
            remaining[seat].discard(card)
        played = [card for card in cards if card is not None]
        best = max(range(len(played)), key=lambda i: (_suit(played[i]) == trump, _rank(played[i])))  # R14
        winner = playing[best]
        if recorded_winner != winner:
            v.append(f"R14 {where}: winner should be seat {winner} ({played[best]}), record says {recorded_winner!r}")
        for card in played:
            captor_side[card] = side_of[winner]
            captured[side_of[winner]].append(card)
        due = winner  # R15
    still = sorted(card for holding in remaining for card in holding if _suit(card) == trump)
    if still:
        v.append(f"F4 hand {k}: the hand ends only when nobody holds a trump; never played: {' '.join(still)}")
    return trump, captor_side, captured


def _check_awards(
    k: int,
    hand: dict[str, Any],
    in_play: set[str],
    trump: str,
    captor_side: dict[str, Any],
    captured: list[list[str]],
    sides: list[list[int]],
    table: Table,
    v: list[str],
) -> dict[str, int | None] | None:
    """R16-R20: recompute High, Low, Jack and Game; return the side of each point."""
    trumps = sorted((card for card in in_play if _suit(card) == trump), key=_rank)
    only_trump = len(trumps) == 1
    # The first card led is a trump, so there is one; but a trump named (N1) may have none in play.
    high, low = (trumps[-1], trumps[0]) if trumps else (None, None)
    jack = "J" + trump if "J" + trump in in_play else None

    # R20: trick points per side.
    game_points = [sum(table.trick_points.get(card[0], 0) for card in cards) for cards in captured]
    best = max(game_points)
    tied = game_points.count(best) > 1

    expected: dict[str, tuple[Any, str | None, str]] = {
        "high": (None, None, "N1") if high is None else (captor_side.get(high, _UNKNOWN), high, "R19" if only_trump else "R16"),
        "low": (None, None, "N1") if low is None else (captor_side.get(low, _UNKNOWN), low, "R19" if only_trump else "R16"),
        "jack": (
            (None, None, "R17") if jack is None
            else (captor_side.get(jack, _UNKNOWN), jack, "R19" if only_trump else "R16")
        ),
        "game": (None if tied else game_points.index(best), None, "R18" if tied else "R16"),
    }

    recorded_points = hand.get("game_points")
    if recorded_points != game_points:
        v.append(f"R20 hand {k}: trick points per side should be {game_points}, record says {recorded_points!r}")

    awards = hand.get("awards")
    if not isinstance(awards, list):
        v.append(f"FORMAT hand {k}: awards must be a list")
        return None
    by_point: dict[str, dict[str, Any]] = {}
    for entry in awards:
        point = entry.get("point") if isinstance(entry, dict) else None
        if point not in table.points:
            v.append(f"R16 hand {k}: {point!r} is not a point of this game ({', '.join(table.points)})")
        elif point in by_point:
            v.append(f"R16 hand {k}: the {point} point is listed twice")
        else:
            by_point[point] = entry
    for point in table.points:
        if point not in by_point:
            v.append(f"R16 hand {k}: the awards have no entry for the {point} point")

    result: dict[str, int | None] = {}
    for point in table.points:
        side, card, rule = expected.get(point, (None, None, "R16"))
        if side is _UNKNOWN:
            return None  # the captor is unknowable: a rule above is already broken
        result[point] = side
        entry = by_point.get(point)
        if entry is None:
            continue
        if entry.get("side") != side:
            why = {
                "high": "nobody: no trump is in play" if card is None else f"captured {card}, the highest trump in play",
                "low": "nobody: no trump is in play" if card is None else f"captured {card}, the lowest trump in play (D1)",
                "jack": "nobody: the Jack of trumps was not dealt" if card is None else f"captured {card}",
                "game": f"nobody: a tie on {best} trick points" if tied else f"has the most trick points ({best})",
            }[point]
            v.append(f"{rule} hand {k}: the {point} point should go to side {side} ({why}), record says {entry.get('side')!r}")
        recorded_card = entry.get("card")
        if (None if recorded_card is None else _card(recorded_card)) != card:
            v.append(f"{rule} hand {k}: the card of the {point} point should be {card!r}, record says {recorded_card!r}")
    return result
