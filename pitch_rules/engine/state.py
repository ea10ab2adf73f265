"""The game state: deal, auction, play and scoring, hand after hand.

In the spirit of OpenSpiel and python-chess: ask :attr:`GameState.to_move` and
:meth:`GameState.legal_actions`, :meth:`GameState.apply` one, read
:meth:`GameState.view` for what one seat may see, and :meth:`GameState.copy` for
search. Dealing is the only chance event; it draws from the state's own seeded
random generator, or from deals given up front (hand-built tests, replays).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from ..dsl import EvalContext
from ..errors import IllegalActionError
from .actions import PASS, Action
from .rules import Rules

AUCTION = "auction"
TRUMP = "trump"
PLAY = "play"
OVER = "over"
MAX_THROW_INS = 1000


class Trick(NamedTuple):
    """A finished trick: who led, the cards in playing order, who won it."""

    leader: int
    plays: tuple[int, ...]
    winner: int


class Award(NamedTuple):
    """One scoring point's outcome: the side that won it (or None) and its card."""

    point: str
    side: int | None
    card: int | None


class ThrownIn(NamedTuple):
    """A deal thrown in because everyone passed: no play, perhaps a penalty."""

    dealer: int
    deal: tuple[tuple[int, ...], ...]
    bids: tuple[tuple[int, int | None], ...]
    scores: tuple[int, ...]


class HandResult(NamedTuple):
    """Everything that happened in one finished hand (cards as ints).

    ``thrown_in`` lists the deals thrown in (everyone passed) just before this hand.
    """

    dealer: int
    deal: tuple[tuple[int, ...], ...]
    bids: tuple[tuple[int, int | None], ...]
    bidder: int
    bid: int
    trump: int
    tricks: tuple[Trick, ...]
    awards: tuple[Award, ...]
    won: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool
    score_changes: tuple[int, ...]
    scores: tuple[int, ...]
    thrown_in: tuple[ThrownIn, ...] = ()


Deal = Sequence[Sequence[str]]


class GameState:
    """A game of one variant in progress, from the first deal to the winner.

    ``seed`` drives the shuffles and the first dealer; ``deals`` (lists of card
    texts per seat) are used for the first hands instead of shuffling;
    ``scores`` starts the game from given scores; ``max_hands`` cuts it off.
    """

    def __init__(
        self,
        rules: Rules,
        players: int | None = None,
        *,
        seed: int | None = None,
        target: int | None = None,
        first_dealer: int | None = None,
        deals: Iterable[Deal] = (),
        max_hands: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        variant = rules.variant
        self.rules = rules
        self.players = players if players is not None else variant.players.default
        if not variant.players.min <= self.players <= variant.players.max:
            raise ValueError(
                f"{variant.name} is for {variant.players.min} to {variant.players.max} players, not {self.players}"
            )
        self.seed = seed
        self.sides = variant.sides.seats_by_side(self.players)
        self.side_of = [0] * self.players
        for side, seats in enumerate(self.sides):
            for seat in seats:
                self.side_of[seat] = side
        self.target = target if target is not None else variant.game.target
        self.max_hands = max_hands
        self.rng = random.Random(seed)
        self._deals: Iterator[Deal] = iter(deals)
        self.scores = list(scores) if scores is not None else [0] * len(self.sides)
        if len(self.scores) != len(self.sides):
            raise ValueError(f"scores must give one number per side ({len(self.sides)})")
        self.history: list[HandResult] = []
        self.thrown_in: list[ThrownIn] = []
        self.winner: int | None = None
        self.phase = AUCTION
        self._next_seat = tuple((seat + 1) % self.players for seat in range(self.players))
        self._legal_rule = variant.play.legal
        self._views = tuple(SeatView(self, seat) for seat in range(self.players))
        dealer = first_dealer if first_dealer is not None else self.rng.randrange(self.players)
        self._start_hand(dealer)

    # ----- chance: the deal -------------------------------------------------

    def _start_hand(self, dealer: int) -> None:
        self.dealer = dealer
        given = next(self._deals, None)
        hands = self._given_deal(given) if given is not None else self._shuffled_deal()
        self.deal = tuple(tuple(hand) for hand in hands)
        self.hands = hands
        self.phase = AUCTION
        self.to_move = self._next_seat[dealer]
        self.bids: list[tuple[int, int | None]] = []
        self.high_bid = 0
        self.bidder = -1
        self.trick: list[int] = []
        self.leader = -1
        self.tricks: list[Trick] = []
        self.captor: dict[int, int] = {}
        self._legal: list[Action] | None = None
        self._set_trump(None)

    def _set_trump(self, trump: int | None) -> None:
        """Set the trump suit (None: not chosen yet) and the card tables that depend on it."""
        rules = self.rules
        self.trump = trump
        table = rules.no_trump if trump is None else trump
        self._suit = rules.effective_suit[table]
        self._is_trump = rules.is_trump[table]
        self._power = rules.power[table]

    def _shuffled_deal(self) -> list[list[int]]:
        """Shuffle just enough of the deck (a partial Fisher-Yates) and deal it in packets."""
        deal = self.rules.variant.deal
        n = self.players
        deck = list(range(len(self.rules.card_names)))
        size = len(deck)
        random = self.rng.random
        for i in range(n * deal.cards):
            j = i + int(random() * (size - i))
            deck[i], deck[j] = deck[j], deck[i]
        hands: list[list[int]] = [[] for _ in range(n)]
        position = 0
        for _ in range(deal.cards // deal.packet):
            for k in range(1, n + 1):
                hands[(self.dealer + k) % n].extend(deck[position : position + deal.packet])
                position += deal.packet
        return hands

    def _given_deal(self, given: Deal) -> list[list[int]]:
        by_name = self.rules.card_by_name
        count = self.rules.variant.deal.cards
        if len(given) != self.players:
            raise ValueError(f"a deal needs {self.players} hands, got {len(given)}")
        hands = []
        for seat, cards in enumerate(given):
            if len(cards) != count:
                raise ValueError(f"seat {seat} must be dealt {count} cards, got {len(cards)}")
            unknown = [c for c in cards if c not in by_name]
            if unknown:
                raise ValueError(f"seat {seat} is dealt cards not in the deck: {', '.join(unknown)}")
            hands.append([by_name[c] for c in cards])
        flat = [c for hand in hands for c in hand]
        if len(set(flat)) != len(flat):
            raise ValueError("a card is dealt twice")
        return hands

    # ----- what may be done -------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (won, or cut off by ``max_hands``)."""
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """The actions the seat to move may take (empty once the game is over)."""
        if self._legal is None:
            if self.phase == PLAY:
                self._legal = self._legal_plays()
            elif self.phase == AUCTION:
                self._legal = self._legal_bids()
            elif self.phase == TRUMP:
                self._legal = list(self.rules.trump_actions)
            else:
                self._legal = []
        return self._legal

    def _legal_bids(self) -> list[Action]:
        auction = self.rules.variant.auction
        bid_actions = self.rules.bid_actions
        is_dealer = self.to_move == self.dealer
        high = self.high_bid
        if is_dealer and high == 0 and auction.all_pass == "dealer-forced":
            least = auction.dealer_forced_bid or 0
            return [bid_actions[b] for b in auction.bids if b >= least]
        steal = is_dealer and high in auction.dealer_steals
        return [PASS] + [bid_actions[b] for b in auction.bids if b > high or (steal and b == high)]

    def _legal_plays(self) -> list[Action]:
        hand = self.hands[self.to_move]
        actions = self.rules.play_actions
        trick = self.trick
        suit = self._suit
        if not trick:
            if not self.tricks:  # the opening lead
                return self._opening_leads(hand)
            return [actions[c] for c in hand]
        led = suit[trick[0]]
        for card in hand:
            if suit[card] == led:  # the player can follow suit
                if self._legal_rule == "trump-anytime":
                    is_trump = self._is_trump
                    return [actions[c] for c in hand if suit[c] == led or is_trump[c]]
                return [actions[c] for c in hand if suit[c] == led]
        if self._legal_rule == "must-trump":
            is_trump = self._is_trump
            trumps = [actions[c] for c in hand if is_trump[c]]
            if trumps:
                return trumps
        return [actions[c] for c in hand]

    def _opening_leads(self, hand: list[int]) -> list[Action]:
        """The bidder's first lead: a suited card when it will name trump; a trump if required."""
        actions = self.rules.play_actions
        if self.trump is None:  # the card led names trump: a joker cannot
            suited = [actions[c] for c in hand if self._suit[c] >= 0]
            return suited or [actions[c] for c in hand]
        if self.rules.variant.play.first_lead == "trump":
            trumps = [actions[c] for c in hand if self._is_trump[c]]
            return trumps or [actions[c] for c in hand]
        return [actions[c] for c in hand]

    # ----- doing it ---------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Take ``action`` for the seat to move; raises IllegalActionError if not legal."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalActionError(f"{action} is not legal now; legal: {', '.join(map(str, legal))}")
        self._legal = None
        kind, value = action
        if kind == "play":
            self._play(self.rules.card_by_name[value])  # type: ignore[index]
        elif kind == "trump":
            self._set_trump(self.rules.variant.deck.suits.index(value))
            self.phase = PLAY
        else:
            self._bid(value)  # type: ignore[arg-type]

    def _bid(self, amount: int | None) -> None:
        seat = self.to_move
        self.bids.append((seat, amount))
        if amount is not None and amount >= self.high_bid:
            self.high_bid = amount
            self.bidder = seat
        if seat != self.dealer and amount != self.rules.variant.auction.closing_bid:
            self.to_move = self._next_seat[seat]
        elif self.bidder < 0:
            self._throw_in()
        else:
            self.phase = TRUMP if self.rules.variant.trump.chosen_by == "bidder-names" else PLAY
            self.to_move = self.leader = self.bidder

    def _throw_in(self) -> None:
        """Everyone passed: the dealer's side may be set back; the deal passes left."""
        auction = self.rules.variant.auction
        if auction.all_pass == "dealer-set-back":
            self.scores[self.side_of[self.dealer]] -= auction.dealer_set_back or 0
        self.thrown_in.append(ThrownIn(self.dealer, self.deal, tuple(self.bids), tuple(self.scores)))
        if len(self.thrown_in) >= MAX_THROW_INS:  # nobody ever bids: stop rather than loop for ever
            self.phase = OVER
            self._legal = None
            return
        self._start_hand(self._next_seat[self.dealer])

    def _play(self, card: int) -> None:
        seat = self.to_move
        self.hands[seat].remove(card)
        if self.trump is None:
            self._set_trump(self.rules.suit_of[card])
        trick = self.trick
        trick.append(card)
        if len(trick) < self.players:
            self.to_move = self._next_seat[seat]
        else:
            self._close_trick(trick)

    def _close_trick(self, trick: list[int]) -> None:
        """Give the full trick to its winner (highest trump, else highest of the suit led)."""
        suit, is_trump, power = self._suit, self._is_trump, self._power
        best = 0
        best_card = trick[0]
        for index in range(1, len(trick)):
            card = trick[index]
            if (suit[card] == suit[best_card] or is_trump[card]) and power[card] > power[best_card]:
                best, best_card = index, card
        winner = (self.leader + best) % self.players
        self.tricks.append(Trick(self.leader, tuple(trick), winner))
        captor = self.captor
        for card in trick:
            captor[card] = winner
        self.trick = []
        self.to_move = self.leader = winner
        if not self.hands[winner]:
            self._finish_hand()

    # ----- scoring ----------------------------------------------------------

    def _finish_hand(self) -> None:
        rules = self.rules
        variant = rules.variant
        side_of = self.side_of
        trump = self.trump if self.trump is not None else rules.no_trump
        nsides = len(self.sides)
        game_points = [0] * nsides
        value = rules.trick_value
        captor_side = {}
        for card, seat in self.captor.items():
            side = side_of[seat]
            captor_side[card] = side
            game_points[side] += value[card]
        holder_side = {c: side_of[seat] for seat, hand in enumerate(self.deal) for c in hand}
        bidder_side = side_of[self.bidder]
        scores_before = tuple(self.scores)
        ctx = EvalContext(
            trump=trump,
            in_play=frozenset(holder_side),
            bidder=bidder_side,
            bid=self.high_bid,
            trick_points=game_points,
            captor_side=captor_side,
            holder_side=holder_side,
            card_power=rules.power[trump],
            card_is_trump=rules.is_trump[trump],
            card_index=rules.card_by_rank_suit,
            natural_suit=rules.suit_of,
            off_suit=rules.off_suit,
            scores=self.scores,
            target=self.target,
        )
        won = [0] * nsides
        awards = []
        for point in variant.points:
            ctx.card = point.card.evaluate(ctx) if point.card is not None else None
            side = point.to.evaluate(ctx)
            if side is not None:
                won[side] += point.value
            awards.append(Award(point.id, side, ctx.card))
        contract = variant.contract
        changes = [0] * nsides
        made = False
        for side in range(nsides):
            ctx.won = won[side]
            ctx.side = side
            if side == bidder_side:
                ctx.made = made = bool(contract.made.evaluate(ctx))
                changes[side] = contract.bidder.evaluate(ctx)
            else:
                changes[side] = contract.others.evaluate(ctx)
        for side in range(nsides):
            self.scores[side] += changes[side]
        ctx.won, ctx.made, ctx.side = won[bidder_side], made, None
        ctx.scores_before = scores_before
        ctx.awards = [(award.side, point.value) for award, point in zip(awards, variant.points)]
        self.history.append(
            HandResult(
                dealer=self.dealer,
                deal=self.deal,
                bids=tuple(self.bids),
                bidder=self.bidder,
                bid=self.high_bid,
                trump=trump,
                tricks=tuple(self.tricks),
                awards=tuple(awards),
                won=tuple(won),
                game_points=tuple(game_points),
                made=made,
                score_changes=tuple(changes),
                scores=tuple(self.scores),
                thrown_in=tuple(self.thrown_in),
            )
        )
        self.thrown_in = []
        self.winner = variant.game.winner.evaluate(ctx)
        if self.winner is not None or (self.max_hands is not None and len(self.history) >= self.max_hands):
            self.phase = OVER
            self._legal = None
        else:
            self._start_hand((self.dealer + 1) % self.players)

    # ----- reading it -------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see: its own cards and everything played in public."""
        return self._views[seat]

    def card_name(self, card: int) -> str:
        """The text of card ``card`` (e.g. ``"TH"``)."""
        return self.rules.card_names[card]

    def copy(self) -> GameState:
        """An independent copy, for search: playing on it leaves this state alone."""
        other = object.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.history = list(self.history)
        other.hands = [list(hand) for hand in self.hands]
        other.bids = list(self.bids)
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.captor = dict(self.captor)
        other.thrown_in = list(self.thrown_in)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._deals = iter(())
        other._legal = None
        other._views = tuple(SeatView(other, seat) for seat in range(other.players))
        return other

    def plays_by_seat(self) -> list[list[int]]:
        """The cards each seat has played so far this hand, in order."""
        played: list[list[int]] = [[] for _ in range(self.players)]
        for trick in self.tricks:
            for index, card in enumerate(trick.plays):
                played[(trick.leader + index) % self.players].append(card)
        for index, card in enumerate(self.trick):
            played[(self.leader + index) % self.players].append(card)
        return played

    def known_voids(self) -> list[set[int]]:
        """The suits each seat has shown it cannot hold: it did not follow when it had to."""
        voids: list[set[int]] = [set() for _ in range(self.players)]
        suit, is_trump = self._suit, self._is_trump
        tricks = [(t.leader, t.plays) for t in self.tricks] + [(self.leader, tuple(self.trick))]
        for leader, plays in tricks:
            if not plays:
                continue
            led = suit[plays[0]]
            for index, card in enumerate(plays[1:], start=1):
                followed = suit[card] == led or (is_trump[card] and self._legal_rule == "trump-anytime")
                if not followed:
                    voids[(leader + index) % self.players].add(led)
        return voids

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A full state that ``seat`` cannot tell from this one, with hidden cards resampled.

        Every card ``seat`` has not seen (other seats' hands and the undealt cards) is
        dealt afresh at random, keeping each seat's hand size and known voids. Only
        what ``seat`` may see is read: the same view and ``rng`` give the same sample.
        """
        other = self.copy()
        other.rng = random.Random(rng.random())
        seen = set(self.hands[seat]) | set(self.captor) | set(self.trick)
        hidden = [c for c in range(len(self.rules.card_names)) if c not in seen]
        needs = [0 if s == seat else len(self.hands[s]) for s in range(self.players)]
        voids = self.known_voids()
        suit = self._suit
        hands = self._sample_hands(hidden, needs, voids, suit, rng)
        hands[seat] = list(self.hands[seat])
        other.hands = hands
        played = self.plays_by_seat()
        other.deal = tuple(
            self.deal[s] if s == seat else tuple(played[s] + hands[s]) for s in range(self.players)
        )
        return other

    @staticmethod
    def _sample_hands(
        hidden: list[int], needs: list[int], voids: list[set[int]], suit: Sequence[int], rng: random.Random
    ) -> list[list[int]]:
        """Deal ``hidden`` cards to seats by ``needs``, avoiding void suits where possible."""
        order = sorted(range(len(needs)), key=lambda s: -len(voids[s]))  # most constrained first
        for _ in range(20):
            pool = list(hidden)
            rng.shuffle(pool)
            hands: list[list[int]] = [[] for _ in needs]
            for s in order:
                allowed = [c for c in pool if suit[c] not in voids[s]]
                if len(allowed) < needs[s]:
                    break
                hands[s] = allowed[: needs[s]]
                taken = set(hands[s])
                pool = [c for c in pool if c not in taken]
            else:
                return hands
        pool = list(hidden)  # the voids cannot all be kept: deal ignoring them
        rng.shuffle(pool)
        hands, start = [], 0
        for need in needs:
            hands.append(pool[start : start + need])
            start += need
        return hands


class SeatView:
    """One seat's view of a game: its own hand, and only public information."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def rules(self) -> Rules:
        """The compiled rules of the game."""
        return self._state.rules

    @property
    def hand(self) -> list[int]:
        """This seat's cards (ints; see ``rules.card_names``)."""
        return list(self._state.hands[self.seat])

    def legal_actions(self) -> list[Action]:
        """The legal actions if it is this seat's turn, else an empty list."""
        state = self._state
        return state.legal_actions() if state.to_move == self.seat else []

    @property
    def players(self) -> int:
        """The number of seats."""
        return self._state.players

    @property
    def dealer(self) -> int:
        """The seat that dealt this hand."""
        return self._state.dealer

    @property
    def phase(self) -> str:
        """``"auction"``, ``"play"`` or ``"over"``."""
        return self._state.phase

    @property
    def bids(self) -> list[tuple[int, int | None]]:
        """This hand's bids so far, as (seat, amount or None for a pass)."""
        return list(self._state.bids)

    @property
    def high_bid(self) -> int:
        """The highest bid so far this hand (0 if none)."""
        return self._state.high_bid

    @property
    def bidder(self) -> int:
        """The seat holding the high bid (-1 if none)."""
        return self._state.bidder

    @property
    def trump(self) -> int | None:
        """The trump suit's index, once the first card is led."""
        return self._state.trump

    @property
    def trick(self) -> list[int]:
        """The cards played to the current trick, in order."""
        return list(self._state.trick)

    @property
    def leader(self) -> int:
        """The seat that led the current trick."""
        return self._state.leader

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks of this hand."""
        return list(self._state.tricks)

    @property
    def hand_sizes(self) -> list[int]:
        """How many cards each seat holds."""
        return [len(h) for h in self._state.hands]

    @property
    def scores(self) -> list[int]:
        """Each side's score."""
        return list(self._state.scores)

    @property
    def side_of(self) -> list[int]:
        """The side of each seat."""
        return list(self._state.side_of)

    def sample_state(self, rng: random.Random) -> GameState:
        """A full game state consistent with this view, hidden cards drawn at random.

        For search bots: plays out possible worlds without ever reading hidden cards.
        """
        return self._state.determinize(self.seat, rng)
