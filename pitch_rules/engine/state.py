"""The game state: deal, trump, auction, exchange, play and scoring, hand after hand.

In the spirit of OpenSpiel and python-chess: ask :attr:`GameState.to_move` and
:meth:`GameState.legal_actions`, :meth:`GameState.apply` one, read
:meth:`GameState.view` for what one seat may see, and :meth:`GameState.copy` for
search. Dealing is the only chance event; it draws from the state's own seeded
random generator, or from deals given up front (hand-built tests, replays), or,
with ``shuffle=False``, waits in phase ``deal`` for the shuffled cards to be
given one hand at a time (:meth:`GameState.deal_cards`: a chance player's draws).

A hand goes through the phases its variant has, in this order: begging (a
turned-up trump the player left of the dealer may beg off), the auction (in a
sell-out, the eldest's sale around it), naming trump, the exchange (discarding
and drawing), calling a partner's card, and play.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from math import floor
from typing import cast

from ..dsl import MAX_NUMBER, Expression, NumberLimitError, check_number
from ..errors import IllegalActionError
from ..problems import Said
from ..variant.model import Exchange
from .actions import ACCEPT, BEG, DONE, GIVE, PASS, PITCH, REFUSE, RUN, SELL, STAND, Action
from .dealing import given_deal
from .results import Award, Deal, HandResult, LaidOut, ThrownIn, Trick, trick_seats
from .rules import Rules, best_so_far
from .scoring import HandScore, score_hand, trick_points
from .seating import ring, seating
from .generators import same_generator
from .view import SeatView, sample_hidden

DEAL = "deal"
BEGGING = "begging"
AUCTION = "auction"
SALE = "sale"
TRUMP = "trump"
EXCHANGE = "exchange"
CALL = "call"
PLAY = "play"
OVER = "over"
MAX_THROW_INS = 1000
_NO_CARDS: frozenset[int] = frozenset()

_new = tuple.__new__
"""Builds a result tuple from its fields in order, without a named tuple's keyword handling (the hot path)."""


FIELDS = (
    # the game, fixed at the start
    "rules", "players", "seed", "sides", "side_of", "target", "max_hands", "rng", "shuffle", "_deals",
    "_next_seat", "_seat_after", "_followers", "_trump_with_suit", "_trump_when_void", "_card_by_name",
    "_draws_after_trick", "_stock_face_up", "_trump_first", "_every_lead_names_trump", "_exchange",
    "_all_plain_go", "_plain_first", "_auction", "_play_actions", "_deal_plan", "_folding", "_after_trick",
    # the game so far
    "scores", "history", "thrown_in", "winner", "final_deal",
    # the hand in progress
    "dealer", "eldest", "phase", "to_move", "deal", "hands", "stock", "dealt_stock", "dead", "upcards", "aside",
    "begging", "exchanges", "_exchange_turns", "_discards", "_taker", "_refilling", "_every_plain_goes", "sale",
    "shown", "drawn_face_up", "called", "hand_sides", "bids", "high_bid", "bidder", "trick", "leader", "tricks",
    "captor", "holder", "hand_changes", "scores_at_deal", "during", "_legal", "folded_after",
    # who plays to a trick, in turn (fixed for the game, but where players fold: see _fold)
    "_play_next", "_trick_size",
    # the trump's card tables (see _set_trump)
    "trump", "_suit", "_is_trump", "_following", "_trumps",
)  # fmt: skip
"""A state's fields (see :class:`GameState`), in the order :meth:`GameState.copy` copies them."""


class GameState:
    """A game of one variant in progress, from the first deal to the winner.

    ``seed`` drives the shuffles and the first dealer; ``deals`` are used for the
    first hands instead of shuffling (card texts per seat, or a mapping with
    ``hands`` and ``stock``); ``scores`` starts the game from given scores;
    ``max_hands`` cuts it off. With ``shuffle=False`` a hand with no given deal
    waits in phase ``deal`` (nobody to move) for :meth:`deal_cards`.

    Where the bidder takes the widow before naming trump (``exchange.rest_taken:
    before-trump``), :attr:`widow_taken` says how many cards they took (0 before, and
    in other games): public, as the cards themselves are not.

    Where only trumps are played (``play.legal: trumps-only``), a player out of
    trumps folds: while a hand is played, :attr:`folded_after` gives each seat the
    number of tricks it played before folding (None while it holds a trump; empty
    in other games and between hands), and :meth:`trick_seats` who plays to a trick.

    Without ``rules``, a blank state with no fields set, for :meth:`copy` to fill in.
    """

    __slots__ = FIELDS
    """Fixed fields rather than a ``__dict__``: a state has more fields than CPython keeps compact in an instance's
    dictionary (30), and play reads them all the time. :meth:`copy` copies every one."""

    def __init__(
        self,
        rules: Rules | None = None,
        players: int | None = None,
        *,
        seed: int | None = None,
        target: int | None = None,
        first_dealer: int | None = None,
        deals: Iterable[Deal | LaidOut] = (),
        max_hands: int | None = None,
        scores: Sequence[int] | None = None,
        shuffle: bool = True,
    ) -> None:
        if rules is None:  # a blank state, whose fields copy() sets (the engine compiled by mypyc makes one so)
            return
        variant = rules.variant
        self.rules = rules
        self.players = players if players is not None else variant.players.default
        if not variant.players.min <= self.players <= variant.players.max:
            raise ValueError(
                f"{variant.name} is for {variant.players.min} to {variant.players.max} players, not {self.players}"
            )
        self.seed = seed
        table = seating(rules, self.players)
        self.sides = table.sides
        self.side_of = table.side_of
        self.target = target if target is not None else variant.game.target
        self.max_hands = max_hands
        self.rng = random.Random(seed)
        self.shuffle = shuffle
        self._deals: Iterator[Deal | LaidOut] = iter(deals)
        self.scores = list(scores) if scores is not None else [0] * len(self.sides)
        if len(self.scores) != len(self.sides):
            raise ValueError(f"scores must give one number per side ({len(self.sides)})")
        self.history: list[HandResult] = []
        self.thrown_in: list[ThrownIn] = []
        self.winner: int | None = None
        self.final_deal: ThrownIn | None = None
        self._next_seat = table.next_seat
        legal = variant.play.legal
        self._folding = folding = legal == "trumps-only"  # only trumps are played; a player out of trumps folds
        # Who plays after whom, and how many to a trick: every seat, but where players fold (see _fold).
        self._seat_after, self._followers, self._play_next, self._trick_size = table.everyone
        self._trump_with_suit = legal in ("trump-anytime", "follow-or-trump")  # may trump though able to follow
        self._trump_when_void = legal in ("must-trump", "follow-or-trump")  # must trump if unable to follow
        self._card_by_name = rules.card_by_name
        self._draws_after_trick = variant.stock is not None and variant.stock.draw_after_trick
        self._after_trick = self._draws_after_trick or folding  # something to do once a trick is taken (never both)
        self._stock_face_up = variant.stock is not None and variant.stock.face_up
        self._trump_first = variant.play.first_lead == "trump" or folding  # every lead a trump, when folding
        self._every_lead_names_trump = rules.every_lead_names_trump
        self._exchange = variant.exchange
        discard = variant.exchange.discard if variant.exchange is not None else None
        self._all_plain_go = discard == "all-non-trumps"  # every non-trump goes (but the taker's of the rest)
        self._plain_first = discard == "non-trumps"  # the non-trumps go first
        self._auction = variant.auction
        self._play_actions = rules.play_actions
        self._deal_plan = table.deal_plan
        self.folded_after: tuple[int | None, ...] = ()  # set while a hand is played where players fold (see _fold)
        self._empty_optional()
        dealer = first_dealer if first_dealer is not None else self.rng.randrange(self.players)
        self._start_hand(dealer)

    # ----- the deal and what follows it ------------------------------------------

    def _start_hand(self, dealer: int) -> None:
        self.dealer = dealer
        self.eldest = self._next_seat[dealer]
        given = next(self._deals, None)
        if given is None and self.shuffle:  # the usual case first
            plan = self._deal_plan
            self._lay_out(*plan.deal(dealer, plan.shuffled(self.rng)))
        elif isinstance(given, LaidOut):
            self._lay_out(*given)
        elif given is not None:
            self._lay_out(*given_deal(self.rules, self.players, given))
        else:
            self._lay_out([[] for _ in range(self.players)], [], [])
            self.phase, self.to_move = DEAL, -1
            return
        self._after_deal()

    @property
    def widow_taken(self) -> int:
        """How many cards the bidder took from the widow this hand before naming trump (``exchange.rest_taken:
        before-trump``); 0 before the auction is over, and in other games."""
        if self.rules.widow_first and self.bidder >= 0 and self.phase in (TRUMP, EXCHANGE, CALL, PLAY):
            return len(self.dealt_stock)
        return 0

    @property
    def deal_size(self) -> int:
        """How many cards a deal shuffles into place (what :meth:`deal_cards` takes)."""
        return self._deal_plan.size

    def deal_cards(self, order: Sequence[int]) -> None:
        """In phase ``deal``: deal the hand from a deck whose top cards are ``order``, as the engine's own shuffle would.

        ``order`` holds :attr:`deal_size` different cards (ints), top first; they are
        dealt in packets from the dealer's left, then to the stock (see ``dealing``).
        """
        if self.phase != DEAL:
            raise IllegalActionError(f"the cards are dealt only in phase {DEAL}, not {self.phase}")
        self._lay_out(*self._deal_plan.ordered(self.dealer, order))
        self._after_deal()

    def _lay_out(self, hands: list[list[int]], stock: list[int], dead: list[int]) -> None:
        """A new hand's cards where the deal put them, and nothing done yet."""
        self.deal = tuple(map(tuple, hands))
        self.hands = hands
        self.stock = stock
        self.dealt_stock = tuple(stock)
        self.dead = dead
        if (
            self.upcards or self.aside or self.begging or self.exchanges or self._exchange_turns or self._discards
            or self.sale or self.shown or self.drawn_face_up or self.holder or self.during
        ):  # fmt: skip
            self._empty_optional()
        self._taker = -1
        self._refilling = self._every_plain_goes = False
        self.called: int | None = None
        self.hand_sides: tuple[tuple[int, ...], ...] = ()
        self.bids: list[tuple[int, int | None]] = []
        self.high_bid = 0
        self.bidder = -1
        self.trick: list[int] = []
        self.leader = -1
        self.tricks: list[Trick] = []
        self.captor: dict[int, int] = {}
        self.hand_changes = [0] * len(self.sides)
        self.scores_at_deal: tuple[int, ...] | None = None  # set when points are first scored during the hand
        self._legal: list[Action] | None = None
        self._set_trump(None)

    def _empty_optional(self) -> None:
        """Empty what only some games fill in a hand: made once a game, and again for a new hand only after a hand
        filled some of it (making them anew every hand cost a hand of Auction Pitch half a percent of its instructions).
        Nothing keeps these lists beyond the hand (records copy them), so an empty one serves the next hand as well."""
        self.upcards: list[int] = []
        self.aside: list[int] = []
        self.begging: list[tuple[int, str]] = []
        self.exchanges: list[tuple[int, tuple[int, ...]]] = []
        self._exchange_turns: list[tuple[int, str]] = []
        self._discards: list[int] = []
        self.sale: list[tuple[int, str]] = []
        self.shown: list[int] = []
        self.drawn_face_up: list[tuple[int, int]] = []  # (seat, card) drawn from a face-up stock: seen by all
        self.holder: dict[int, int] = {}
        self.during: list[tuple[int, int]] = []

    def _after_deal(self) -> None:
        """The cards are dealt: turn up a trump, or on to begging or the auction."""
        variant = self.rules.variant
        if variant.deal.misdeal_if is not None and self._is_misdeal(variant.deal.misdeal_if):
            self._throw_in(misdeal=True)
            return
        trump = variant.trump
        if trump.chosen_by == "turn-up":
            card = self._turn_up()
            if card is None:
                self._throw_in()
                return
            at_once = trump.begging is None or trump.begging.upcard_points_for != "final-trump"
            if at_once and self._score_upcard(card):
                return
        if trump.begging is not None:
            self.phase, self.to_move = BEGGING, self.eldest
        else:
            self._after_trump_offer()

    def _is_misdeal(self, rule: Expression) -> bool:
        """Whether the deal's misdeal rule holds for any seat's dealt hand."""
        rules = self.rules
        idle = rules.misdeal_contexts
        ctx = idle.pop() if idle else rules.context(rules.no_trump)
        ctx.in_play = ctx.in_play_index = frozenset().union(*self.deal)
        holds = False
        for hand in self.deal:
            ctx.hand = hand
            if rule.evaluate(ctx):
                holds = True
                break
        idle.append(ctx)
        return holds

    def _set_trump(self, trump: int | None) -> None:
        """Set the trump suit (None: not chosen yet) and the card tables that depend on it."""
        self.trump = trump
        self._suit, self._is_trump, self._following, self._trumps = self.rules.play_tables[trump if trump is not None else -1]

    def _turn_up(self) -> int | None:
        """Turn up the stock's next suited card for trump and return it; None if the stock has none."""
        stock, suit_of = self.stock, self.rules.suit_of
        for position, card in enumerate(stock):
            if suit_of[card] >= 0:
                break
        else:
            return None
        del stock[position]
        if self.rules.variant.trump.upcard == "aside":
            self.aside.append(card)
        else:
            stock.insert(0, card)  # the upcard sits face up on top of the stock
        self.upcards.append(card)
        self._set_trump(suit_of[card])
        return card

    def _score_upcard(self, card: int) -> bool:
        """Score a turned-up card's points for the dealer's side; True if that won the game."""
        bonus = self.rules.upcard_bonus[card]
        return bool(bonus) and self._score_now(self.side_of[self.dealer], bonus)

    def _score_now(self, side: int, points: int) -> bool:
        """Score points at once during the hand (a turned-up Jack, a beggar's gift, a dealer set back, a sale).

        The winner rule is checked at once: True if a side has won, and then the game is over.
        """
        total = self.scores[side] + points
        if not -MAX_NUMBER <= total <= MAX_NUMBER:
            check_number(total, Said("number_limit.score", side=side))
        if self.scores_at_deal is None:
            self.scores_at_deal = tuple(self.scores)
        self.scores[side] = total
        self.hand_changes[side] += points
        self.during.append((side, points))
        winner = self._winner_now(self.scores, self.during)
        if winner is None:
            return False
        self.winner = winner
        self.final_deal = self._deal_record()
        self.phase = OVER
        self._legal = None
        return True

    def _winner_now(self, scores: Sequence[int], during: Sequence[tuple[int, int]]) -> int | None:
        """The winner rule, checked during the hand with ``scores``: no bidder, no points won yet."""
        rules = self.rules
        table = self.trump if self.trump is not None else rules.no_trump
        sides = len(self.sides)
        idle = rules.winner_contexts[table]
        ctx = idle.pop() if idle else rules.context(table)
        ctx.in_play = ctx.in_play_index = frozenset().union(*self.hands)
        ctx.scores, ctx.target, ctx.trick_points = scores, self.target, [0] * sides
        ctx.dealer, ctx.eldest = self.side_of[self.dealer], self.side_of[self.eldest]
        ctx.points_won = [0] * sides
        ctx.scores_before = self.scores_at_deal if self.scores_at_deal is not None else tuple(self.scores)
        ctx.during = during
        winner: int | None = rules.scoring.winner(ctx)
        idle.append(ctx)
        return winner

    def _after_trump_offer(self) -> None:
        """After any begging: the auction (or the eldest's sale) if there is one, else on to the exchange and play."""
        auction = self.rules.variant.auction
        if auction is not None:
            self.phase, self.to_move = (AUCTION if auction.sell_out is None else SALE), self.eldest
        else:
            self._after_trump()

    def _after_trump(self) -> None:
        """Trump is settled (or will be by the first lead): exchange, then play."""
        if self._exchange is None:
            self._start_play()
        else:
            self._start_exchange(self._exchange)

    def _start_exchange(self, exchange: Exchange) -> None:
        """The exchange's turns, in order. (A method apart from :meth:`_after_trump`, since CPython makes the cells its
        comprehensions read at each call: a game without an exchange makes none.)"""
        first = self.eldest
        if exchange.order == "bidder-left" and self.bidder >= 0:
            first = self._next_seat[self.bidder]
        order = [(first + k) % self.players for k in range(self.players)]
        taker = -1 if exchange.rest_to == "none" else self.bidder if exchange.rest_to == "bidder" else self.dealer
        if exchange.refill:
            turns = [(seat, "discard") for seat in order]
        elif self.rules.widow_first:  # the bidder has taken the widow already: discards down in turn, as the others do
            down = exchange.discard_down
            turns = [(s, "down") for s in order if (down or s == taker) and len(self.hands[s]) > exchange.keep]
            taker = -1
        elif exchange.discard_down:  # those holding too many discard down, drawing nothing; the taker after taking
            turns = [(seat, "down") for seat in order if seat != taker and len(self.hands[seat]) > exchange.keep]
        else:
            turns = []
        if taker >= 0:
            turns.append((taker, "rest"))
        self._exchange_turns = turns
        self._taker = taker
        self.phase = EXCHANGE
        self._next_exchange_turn()

    def _next_exchange_turn(self) -> None:
        if not self._exchange_turns:
            self._start_play()
            return
        seat, kind = self._exchange_turns[0]
        if kind == "rest":
            self.hands[seat].extend(self.stock)
            self.stock = []
        self.to_move = seat
        self._discards = []
        self._refilling = refilling = kind == "discard"
        self._every_plain_goes = refilling and self._all_plain_go and seat != self._taker  # not the seat taking the rest

    def _start_play(self) -> None:
        variant = self.rules.variant
        for_the_hand = variant.sides.for_the_hand
        if for_the_hand == "bidder-calls-a-card" and self.bidder >= 0 and self.called is None:
            self.phase, self.to_move = CALL, self.bidder
            return
        self.phase = PLAY
        first = self.bidder if variant.play.first_leader == "bidder" else self.eldest
        self.to_move = self.leader = first
        if self.rules.scoring.reads_holder:
            self.holder = {card: seat for seat, hand in enumerate(self.hands) for card in hand}
        if for_the_hand != "none" and self.bidder >= 0:
            self.hand_sides = self._teams_for_the_hand()
        if self._folding:  # every seat plays, until some fold
            everyone = seating(self.rules, self.players).everyone
            self._seat_after, self._followers, self._play_next, self._trick_size = everyone
            self.folded_after = (None,) * self.players
            self._fold(first)

    def _fold(self, leader: int) -> None:
        """Before a trick (with only trumps played): who holds no trump folds, and who leads it; the hand ends if nobody
        holds a trump.

        A player out of trumps takes no further part in the hand: :attr:`folded_after`
        keeps how many tricks it had played. The trick is led by ``leader`` (the first
        leader, or the last trick's winner), or if it has folded by the next player on
        its left who has not. The tables of who plays after whom and who takes a trick
        (``_seat_after``, ``_followers``, ``_play_next``, ``_trick_size``: a
        :class:`~.seating.Ring`) pass over those who folded; they list every seat
        still playing from any seat, so the players who may fold now are
        ``_seat_after[leader]``.
        """
        trumps, hands = self._trumps, self.hands
        out = [seat for seat in self._seat_after[leader] if trumps.isdisjoint(hands[seat])]
        if not out:  # nobody folds now: the leader holds a trump, and the tables stand
            self.to_move = self.leader = leader
            return
        folded = list(self.folded_after)
        for seat in out:
            folded[seat] = len(self.tricks)
        self.folded_after = tuple(folded)
        playing = tuple(seat for seat, tricks in enumerate(folded) if tricks is None)
        if not playing:  # the hand is over
            self._finish_hand()
            return
        self._seat_after, self._followers, self._play_next, self._trick_size = ring(self.players, playing)
        self.to_move = self.leader = self._seat_after[leader][0]

    def _teams_for_the_hand(self) -> tuple[tuple[int, ...], ...]:
        """The bidder's team (the bidder, and whoever holds a called card), then everyone else."""
        team = [self.bidder]
        if self.called is not None:
            team += [seat for seat, hand in enumerate(self.hands) if self.called in hand and seat != self.bidder]
        rest = [(self.bidder + k) % self.players for k in range(1, self.players)]
        return tuple(team), tuple(seat for seat in rest if seat not in team)

    # ----- what may be done -----------------------------------------------------

    @property
    def card_suits(self) -> Sequence[int]:
        """Each card's suit as it plays now (trumps belong to the trump suit; -1: no suit)."""
        return self._suit

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (won, or cut off by ``max_hands``)."""
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """The actions the seat to move may take (empty once the game is over)."""
        if self._legal is None:
            phase = self.phase
            if phase == PLAY:  # the phases with the most actions first
                self._legal = self._legal_plays()
            elif phase == EXCHANGE:
                self._legal = self._legal_exchange()
            elif phase == AUCTION:
                self._legal = self._legal_bids()
            elif phase == TRUMP:
                self._legal = list(self.rules.trump_actions)
            elif phase == BEGGING:
                self._legal = self._legal_begging()
            elif phase == SALE:
                self._legal = [ACCEPT, REFUSE] if self.sale else [PITCH, SELL]
            elif phase == CALL:
                held = self.hands[self.to_move]
                self._legal = [a for card, a in enumerate(self.rules.call_actions) if card not in held]
            else:
                self._legal = []
        return self._legal

    def _legal_begging(self) -> list[Action]:
        """Stand or beg; then the dealer gives or runs (only runs when the gift may not win and would)."""
        if not self.begging:
            return [STAND, BEG]
        begging = self.rules.variant.trump.begging
        assert begging is not None
        return [GIVE, RUN] if begging.gift_may_win or not self._gift_would_win() else [RUN]

    def _gift_would_win(self) -> bool:
        """Whether giving now would win the game for a side the gift goes to."""
        begging = self.rules.variant.trump.begging
        assert begging is not None
        scores, during = list(self.scores), list(self.during)
        events = [(self.side_of[self.dealer], self.rules.upcard_bonus[self.upcards[-1]])]
        if begging.upcard_points_for != "final-trump" or not events[0][1]:
            events = []
        receivers = self._gift_receivers()
        events += [(side, begging.gift) for side in receivers]
        for side, points in events:
            scores[side] += points
            during.append((side, points))
            winner = self._winner_now(scores, during)
            if winner is not None:
                return winner in receivers
        return False

    def _gift_receivers(self) -> list[int]:
        """The sides the dealer's gift goes to, in turn from the dealer's left."""
        begging = self.rules.variant.trump.begging
        assert begging is not None
        if begging.gift_to == "beggar":
            return [self.side_of[self.eldest]]
        dealer_side = self.side_of[self.dealer]
        seats = ((self.dealer + k) % self.players for k in range(1, self.players))
        return list(dict.fromkeys(self.side_of[seat] for seat in seats if self.side_of[seat] != dealer_side))

    def _legal_bids(self) -> list[Action]:
        may_pass, amounts = self.rules.bid_choices[self.to_move == self.dealer, self.high_bid]
        bid_actions = self.rules.bid_actions
        return [PASS, *map(bid_actions.__getitem__, amounts)] if may_pass else list(map(bid_actions.__getitem__, amounts))

    def _legal_exchange(self) -> list[Action]:
        """Discards, and ``done`` once the hand is small enough and enough was discarded (see :meth:`_legal_discards`)."""
        actions = self.rules.discard_actions
        cards, may_stop = self._legal_discards()
        legal = [actions[c] for c in cards]
        if may_stop:
            legal.append(DONE)
        return legal

    def _legal_discards(self) -> tuple[list[int], bool]:
        """The cards the seat to move may discard, in hand order, and whether it may stop (``done``).

        See :meth:`_discard_choices`; the list returned may be the hand itself, not to be changed. Where some trumps
        are kept (``kept_trumps``), none of them may be discarded by a player holding no more of them than ``keep``
        (read here, which :meth:`_discard_choices` and the loops of :meth:`_exchange_uniform` never ask; the random
        fast path of these variants is :meth:`_exchange_uniform_kept`).
        """
        hand = self.hands[self.to_move]
        is_trump = self._is_trump
        plain = [c for c in hand if not is_trump[c]]
        discards, may_stop = self._discard_choices(hand, plain)
        if self.rules.keeps_trumps and discards is not plain:  # (the non-trumps hold no kept trump)
            kept = self.rules.kept_trumps[self.trump if self.trump is not None else self.rules.no_trump]
            exchange = self._exchange
            assert exchange is not None
            if sum(card in kept for card in hand) <= exchange.keep:
                discards = [card for card in discards if card not in kept]
                may_stop = may_stop or (len(hand) <= exchange.keep and not discards)  # nothing more may go
        return discards, may_stop

    def _discard_choices(self, hand: list[int], plain: list[int]) -> tuple[list[int], bool]:
        """The cards of ``hand`` that may be discarded now (``hand`` itself, ``plain``, or an empty list), and whether
        the seat may stop; ``plain`` lists the hand's non-trumps in hand order.

        Every hand must start play with ``keep`` cards: a player being dealt back up
        may discard only what the stock can replace, and the player taking the
        rest discards down to exactly ``keep``. A player who must discard every
        non-trump (everyone dealt back up but the one who takes the rest), or at
        least ``min_discard`` cards, may stop only when done or when nothing more
        may be discarded. (Kept trumps: see :meth:`_legal_discards`.)
        """
        exchange = self._exchange
        assert exchange is not None
        keep = exchange.keep
        refilling = self._refilling
        size = len(hand)
        room = size - 1 + len(self.stock) >= keep if refilling else size > keep
        discards: list[int]
        if not room:
            discards = []
        elif self._every_plain_goes:
            if plain:
                return plain, False  # every card but trumps must go
            discards = hand if size > keep else []
        elif self._plain_first:
            discards = plain if len(plain) >= size - keep else hand  # no more trumps than the hand keeps: only the others
        else:
            discards = hand
        may_stop = size <= keep and (not refilling or not discards or len(self._discards) >= exchange.min_discard)
        return discards, may_stop

    def _legal_plays(self) -> list[Action]:
        actions = self._play_actions
        return [actions[c] for c in self._legal_cards()]

    def _legal_cards(self) -> list[int]:
        """The cards the seat to move may play, in hand order (the hand itself when all are legal: not to be changed)."""
        hand = self.hands[self.to_move]
        trick = self.trick
        if not trick:
            if not self.tricks or self._folding:  # the opening lead, or any lead when only trumps are played
                return self._opening_leads(hand)
            return hand
        suit = self._suit
        led = suit[trick[0]]
        for card in hand:
            if suit[card] == led:  # the player can follow suit
                if self._trump_with_suit:
                    is_trump = self._is_trump
                    return [c for c in hand if suit[c] == led or is_trump[c]]
                return [c for c in hand if suit[c] == led]
        if self._trump_when_void:
            is_trump = self._is_trump
            trumps = [c for c in hand if is_trump[c]]
            if trumps:
                return trumps
        return hand

    def _opening_leads(self, hand: list[int]) -> list[int]:
        """The first lead: a card that can name trump when it will; a trump if required (and every lead when folding)."""
        if self.trump is None:  # the card led names trump: a joker only if the variant says which suit it names
            if self._every_lead_names_trump:
                return hand
            lead_suit = self.rules.lead_suit
            return [c for c in hand if lead_suit[c] >= 0] or hand
        if self._trump_first:
            is_trump = self._is_trump
            return [c for c in hand if is_trump[c]] or hand
        return hand

    # ----- doing it ---------------------------------------------------------------

    def play_uniform(self, draws: Sequence[Callable[[], float] | None]) -> None:
        """Take the turns of the seats that choose uniformly at random, until another seat is to move or the game is over.

        ``draws[seat]`` is such a seat's generator (``random.random`` of its own
        ``random.Random``), None for a seat that chooses otherwise. The seat takes
        ``legal_actions()[int(draw() * len(legal_actions()))]``, one draw a turn,
        as :class:`~pitch_rules.bots.RandomBot` does (written with ``floor``, which is
        ``int`` for a number that is not negative, in fewer steps); in the auction, in
        play, in the exchange and in calling a partner's card the legal bids and cards
        are counted without building their actions. A choice depends only on how many actions are legal: no hidden
        card is read for it.
        """
        self._legal = None
        kept = self.rules.keeps_trumps
        while True:
            phase = self.phase
            draw = draws[self.to_move] if phase != OVER and phase != DEAL else None
            if draw is None:
                return
            if phase == PLAY:
                self._play_uniform(draws)
            elif phase == AUCTION:
                self._auction_uniform(draws)
            elif phase == EXCHANGE:
                if kept:
                    self._exchange_uniform_kept(draws)
                else:
                    self._exchange_uniform(draws)
            elif phase == CALL:  # a card the bidder does not hold, the legal actions' order being the deck's
                held = sorted(self.hands[self.to_move])
                card = floor(draw() * (len(self.rules.call_actions) - len(held)))
                for mine in held:  # the card at that place among those not held
                    if mine > card:
                        break
                    card += 1
                self.called = card
                self._start_play()
            else:
                legal = self.legal_actions()
                self.apply_legal(legal[floor(draw() * len(legal))])

    def _auction_uniform(self, draws: Sequence[Callable[[], float] | None]) -> None:
        """:meth:`play_uniform` in the auction: bid after bid, until the auction or the seats with draws end."""
        choices = self.rules.bid_choices
        while self.phase == AUCTION:
            seat = self.to_move
            draw = draws[seat]
            if draw is None:
                return
            may_pass, amounts = choices[seat == self.dealer, self.high_bid]
            index = floor(draw() * (may_pass + len(amounts))) - may_pass
            self._bid(None if index < 0 else amounts[index])

    def _exchange_uniform(self, draws: Sequence[Callable[[], float] | None]) -> None:
        """:meth:`play_uniform` in the exchange: turn after turn, discard after discard until done, until the exchange
        or the seats with draws end.

        The hand's non-trumps are listed once a turn, if the variant's rule for discards
        reads them (every non-trump goes, or non-trumps first), and kept up to date as cards go.
        The discards that must come first (each non-trump in turn, or down to the
        hand's size) are drawn in loops of their own, as :meth:`_discard_choices` has them;
        a seat left with no choice but to stop draws for it without asking. (Where some
        trumps are kept, :meth:`_exchange_uniform_kept` instead.)
        """
        is_trump = self._is_trump
        exchange = self._exchange
        assert exchange is not None
        keep, face_up = exchange.keep, exchange.trump_discards == "face-up"
        plain_first = self._plain_first
        while self.phase == EXCHANGE:
            draw = draws[self.to_move]
            if draw is None:
                return
            hand = self.hands[self.to_move]
            discarded = self._discards
            first = len(discarded)
            only_plain = self._every_plain_goes
            listed = only_plain or plain_first
            plain = [c for c in hand if not is_trump[c]] if listed else []
            if only_plain:  # each non-trump in turn, while the stock can replace it (while the hand holds more than least)
                least = keep - len(self.stock)
                while plain and len(hand) > least:
                    card = plain.pop(floor(draw() * len(plain)))
                    hand.remove(card)
                    discarded.append(card)
                done = len(hand) <= keep  # no trump need go, and no other card may
            elif not self._refilling:  # down to the hand's size, the non-trumps first if the variant says
                while len(hand) > keep:
                    cards = plain if plain_first and len(plain) >= len(hand) - keep else hand
                    card = cards.pop(floor(draw() * len(cards)))
                    if cards is plain:
                        hand.remove(card)
                    elif plain_first and not is_trump[card]:
                        plain.remove(card)
                    discarded.append(card)
                done = True  # no card more may go
            else:
                done = False
            if done:  # the seat's one choice is to stop, drawn as any choice is
                draw()
            else:
                while True:
                    cards, may_stop = self._discard_choices(hand, plain)
                    index = floor(draw() * (len(cards) + may_stop))
                    if index == len(cards):
                        break
                    card = cards[index]
                    if cards is plain:
                        del plain[index]
                        hand.remove(card)
                    else:
                        del hand[index]
                        if listed and not is_trump[card]:
                            plain.remove(card)
                    discarded.append(card)
            self.dead.extend(discarded[first:])
            if face_up and not (only_plain and done):
                self.shown += [card for card in discarded[first:] if is_trump[card]]
            self._end_exchange_turn()

    def _exchange_uniform_kept(self, draws: Sequence[Callable[[], float] | None]) -> None:
        """:meth:`_exchange_uniform` where some trumps are kept (``exchange.kept_trumps``): turn after turn.

        A seat discarding down to the hand's size (drawing nothing) draws among its
        non-trumps while they are enough to go (where non-trumps go first), else among
        its cards but the kept trumps while it holds no more of them than the hand
        keeps, else among all its cards, as :meth:`_legal_discards` has them; then
        draws for its one choice left, ``done``. A seat being dealt back up draws a
        discard at a time among :meth:`_legal_discards`, and ``done`` when it may stop.
        The loops of :meth:`_exchange_uniform` know nothing of kept trumps, so that
        the other games pay nothing for this rule.
        """
        exchange, is_trump, plain_first = self._exchange, self._is_trump, self._plain_first
        assert exchange is not None
        keep, face_up = exchange.keep, exchange.trump_discards == "face-up"
        kept = self.rules.kept_trumps[self.trump if self.trump is not None else self.rules.no_trump]
        while self.phase == EXCHANGE:
            draw = draws[self.to_move]
            if draw is None:
                return
            if self._refilling:
                while True:
                    cards, may_stop = self._legal_discards()
                    index = floor(draw() * (len(cards) + may_stop))
                    if index == len(cards):
                        break
                    self._discard(cards[index])
                self._end_exchange_turn()
                continue
            hand = self.hands[self.to_move]
            plain = [c for c in hand if not is_trump[c]] if plain_first else []
            held = sum(card in kept for card in hand)  # the kept trumps in hand
            discarded = self._discards
            first = len(discarded)
            while len(hand) > keep:
                if plain_first and len(plain) >= len(hand) - keep:
                    card = plain.pop(floor(draw() * len(plain)))
                else:
                    cards = [c for c in hand if c not in kept] if held <= keep else hand
                    card = cards[floor(draw() * len(cards))]
                    if plain_first and not is_trump[card]:
                        plain.remove(card)
                    elif card in kept:
                        held -= 1
                hand.remove(card)
                discarded.append(card)
            draw()  # done, the seat's one choice
            self.dead.extend(discarded[first:])
            if face_up:
                self.shown += [card for card in discarded[first:] if is_trump[card]]
            self._end_exchange_turn()

    def _play_uniform(self, draws: Sequence[Callable[[], float] | None]) -> None:
        """:meth:`play_uniform` in play: a trick at a time, the legal cards found from the trump's tables, until the
        hand or the seats with draws end.

        Where players fold, each lead is drawn as the opening lead is (a trump), and
        the seats of a trick are read from the tables :meth:`_fold` keeps, once a trick.
        The cards a player may choose among are gathered by plain loops: CPython 3.11 runs a list comprehension as a
        function of its own, made and called each time (here, 3% of the instructions of a hand of three).
        """
        when_void, folding = self._trump_when_void, self._folding
        while self.phase == PLAY:  # a trick closed may end the hand, and the next may start with play
            hands = self.hands
            trick = self.trick
            if not trick:
                leader = self.leader  # at a lead, the seat to move
                draw = draws[leader]
                if draw is None:
                    return
                hand = hands[leader]
                if self.tricks and not folding:  # any card may lead
                    card = hand.pop(floor(draw() * len(hand)))
                else:  # the opening lead, which may name trump, or a trump where players fold
                    cards = self._opening_leads(hand)
                    card = cards[floor(draw() * len(cards))]
                    hand.remove(card)
                    if self.trump is None:
                        self._set_trump(self.rules.lead_suit[card])
                trick.append(card)
                led_cards, may_follow, allowed, rank = self._following[self._suit[card]]
                winner, top, seats = leader, rank[card], self._followers[leader]
            else:  # a trick other seats began
                leader = self.leader
                led_cards, may_follow, allowed, rank = self._following[self._suit[trick[0]]]
                best, top = best_so_far(trick, rank)
                winner, seats = self._seat_after[leader][best], self._seat_after[leader][len(trick) :]
            for seat in seats:
                draw = draws[seat]
                if draw is None:
                    self.to_move = seat
                    return
                hand = hands[seat]
                if led_cards.isdisjoint(hand):  # the player cannot follow suit: any card, or a trump if it must
                    if not when_void or self._trumps.isdisjoint(hand):
                        card = hand.pop(floor(draw() * len(hand)))
                    else:
                        is_trump = self._is_trump
                        cards = []
                        for c in hand:
                            if is_trump[c]:
                                cards.append(c)
                        card = cards[floor(draw() * len(cards))]
                        hand.remove(card)
                elif allowed.issuperset(hand):  # every card follows (or trumps)
                    card = hand.pop(floor(draw() * len(hand)))
                else:
                    cards = []
                    for c in hand:
                        if may_follow[c]:
                            cards.append(c)
                    card = cards[floor(draw() * len(cards))]
                    hand.remove(card)
                trick.append(card)
                if rank[card] > top:
                    winner, top = seat, rank[card]
            self._take_trick(trick, winner)

    def apply(self, action: Action) -> None:
        """Take ``action`` for the seat to move; raises IllegalActionError if not legal."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            written = tuple(map(str, legal))
            raise IllegalActionError(f"{action} is not legal now; legal: {', '.join(written)}", str(action), written)
        self.apply_legal(action)

    def play_card(self, card: int) -> None:
        """Play card number ``card`` for the seat to move, as :meth:`apply` of its play action would (the same error if
        it is not legal), without building the legal actions."""
        if not self.play_cards((card,)):
            self.apply(self._play_actions[card])  # not legal: apply says so, naming the legal actions

    def play_cards(self, cards: Sequence[int]) -> int:
        """Play card numbers ``cards`` in turn, each for the seat then to move, while each is legal; how many were played.

        A card is legal exactly when its play action is among :meth:`legal_actions`. The
        cards are played a trick at a time, as :meth:`_play_uniform` draws them.
        """
        played, count = 0, len(cards)
        when_void, folding = self._trump_when_void, self._folding
        self._legal = None  # whatever is played (the legal actions are found again when next asked for)
        while played < count and self.phase == PLAY:  # a trick closed may end the hand
            hands, trick = self.hands, self.trick
            if not trick:  # the lead: any card, but the opening lead may have to name trump
                card, hand = cards[played], hands[self.to_move]
                if card not in hand or not ((self.tricks and not folding) or card in self._opening_leads(hand)):
                    return played
                hand.remove(card)
                if self.trump is None:
                    self._set_trump(self.rules.lead_suit[card])
                trick.append(card)
                played += 1
            led_cards, may_play, _, rank = self._following[self._suit[trick[0]]]
            best, top = (0, rank[trick[0]]) if len(trick) == 1 else best_so_far(trick, rank)
            ahead = self._seat_after[self.leader]
            winner = ahead[best]
            is_trump = self._is_trump
            trumps = self._trumps if when_void else _NO_CARDS
            for seat in ahead[len(trick) :]:
                if played == count:
                    self.to_move = seat
                    return played
                card, hand = cards[played], hands[seat]
                if card not in hand:
                    legal = False
                elif led_cards.isdisjoint(hand):  # the player cannot follow suit: any card, or a trump if it must
                    legal = is_trump[card] or trumps.isdisjoint(hand)
                else:
                    legal = may_play[card]
                if not legal:
                    self.to_move = seat
                    return played
                hand.remove(card)
                trick.append(card)
                played += 1
                if rank[card] > top:
                    winner, top = seat, rank[card]
            self._take_trick(trick, winner)
        return played

    def bid(self, amount: int | None) -> None:
        """Bid ``amount`` (None: pass) for the seat to move, as :meth:`apply` of its action would (the same error if it
        is not legal), without building the legal actions."""
        if self.phase == AUCTION:
            may_pass, amounts = self.rules.bid_choices[self.to_move == self.dealer, self.high_bid]
            if may_pass if amount is None else amount in amounts:
                self._legal = None
                self._bid(amount)
                return
        self.apply(PASS if amount is None else Action("bid", amount))  # not legal: apply says so, naming the legal actions

    def apply_legal(self, action: Action) -> None:
        """Take ``action``, one of :meth:`legal_actions` (not checked: for bots that choose from that list)."""
        self._legal = None
        kind, value = action
        if kind == "play":  # the kinds of action most taken first
            self._play(self._card_by_name[value])  # type: ignore[index]
        elif kind == "discard":
            self._discard(self._card_by_name[value])  # type: ignore[index]
        elif kind in ("bid", "pass"):
            self._bid(value)  # type: ignore[arg-type]
        elif kind == "done":
            self._end_exchange_turn()
        elif kind == "trump":
            self._set_trump(self.rules.variant.deck.suits.index(value))
            self._after_trump()
        elif kind == "call":
            self.called = self.rules.card_by_name[value]  # type: ignore[index]
            self._start_play()
        elif self.phase == SALE:
            self._sell(kind)
        else:
            self._beg(kind)

    def _discard(self, card: int) -> None:
        """Put ``card`` out of play; a trump face up if the variant shows discarded trumps."""
        self.hands[self.to_move].remove(card)
        self.dead.append(card)
        self._discards.append(card)
        exchange = self._exchange
        if exchange is not None and exchange.trump_discards == "face-up" and self._is_trump[card]:
            self.shown.append(card)

    def _beg(self, word: str) -> None:
        begging = self.rules.variant.trump.begging
        assert begging is not None
        self.begging.append((self.to_move, word))
        settled = begging.upcard_points_for == "final-trump"  # the turned-up card scores once trump is settled
        if word == "beg":
            self.to_move = self.dealer
        elif word == "give":
            if settled and self._score_upcard(self.upcards[-1]):
                return
            if any(self._score_now(side, begging.gift) for side in self._gift_receivers()):
                return
            self._after_trump_offer()
        elif word == "run":
            card = self._run_the_cards(begging.run, begging.upcard_points_for == "every-card")
            if self.phase == OVER:
                return
            if card is None:
                self._throw_in()
            elif begging.upcard_points_for == "every-card" or not self._score_upcard(card):
                self._after_trump_offer()
        else:  # stand
            if settled and self._score_upcard(self.upcards[-1]):
                return
            self._after_trump_offer()

    def _run_the_cards(self, count: int, every_card_scores: bool) -> int | None:
        """Deal ``count`` more to each and turn up until a new suit shows; return the new trump card.

        None if the stock runs out, or if a turned-up card's points won the game
        (with ``every_card_scores``, each card turned scores as it is turned).
        """
        refused = self.trump
        while True:
            if len(self.stock) < count * self.players + 1:
                return None
            for k in range(self.players):
                seat = (self.eldest + k) % self.players
                self.hands[seat].extend(self.stock[:count])
                del self.stock[:count]
            card = self._turn_up()
            if card is None or (every_card_scores and self._score_upcard(card)):
                return None
            if self.trump != refused:
                return card

    def _end_exchange_turn(self) -> None:
        exchange = self._exchange
        assert exchange is not None
        seat, kind = self._exchange_turns.pop(0)
        self.exchanges.append((seat, tuple(self._discards)))
        self._discards = []
        if kind == "discard":
            missing = exchange.keep - len(self.hands[seat])
            self.hands[seat].extend(self.stock[:missing])
            del self.stock[:missing]
        self._next_exchange_turn()

    def _bid(self, amount: int | None) -> None:
        auction = self._auction
        assert auction is not None
        seat = self.to_move
        self.bids.append((seat, amount))
        if amount is not None and amount >= self.high_bid:
            self.high_bid = amount
            self.bidder = seat
        if amount is not None and amount == auction.closing_bid:
            self._end_auction()
        elif auction.rounds == "once":
            if seat != self.dealer:
                self.to_move = self._next_seat[seat]
            else:
                self._end_auction()
        else:
            following = self._next_speaker(seat)
            if following < 0:
                self._end_auction()
            else:
                self.to_move = following

    def _next_speaker(self, seat: int) -> int:
        """In an auction of rounds, the next seat after ``seat`` still bidding; -1 when the auction is over.

        A pass is final (and the eldest who sells does not bid). The auction is over
        when nobody is left, or when the next seat still in holds the high bid: every
        other seat has passed.
        """
        out = {s for s, amount in self.bids if amount is None}
        if self.sale:
            out.add(self.eldest)
        following = seat
        for _ in range(self.players):
            following = self._next_seat[following]
            if following not in out:
                return -1 if following == self.bidder else following
        return -1

    def _end_auction(self) -> None:
        """The bidding is over: a bidder, a sale to settle, a pitch with no contract, or a deal thrown in."""
        auction = self.rules.variant.auction
        assert auction is not None
        if self.bidder >= 0:
            if auction.sell_out is not None:
                self.phase, self.to_move = SALE, self.eldest
            else:
                self._contract_settled()
        elif auction.all_pass in ("eldest-pitches", "dealer-pitches"):
            self.bidder = self.eldest if auction.all_pass == "eldest-pitches" else self.dealer
            self.high_bid = 0  # no contract
            self._contract_settled()
        else:
            set_back = auction.all_pass == "dealer-set-back"
            if set_back and self._score_now(self.side_of[self.dealer], -(auction.dealer_set_back or 0)):
                return
            self._throw_in()

    def _sell(self, word: str) -> None:
        """The eldest's decision in a sell-out: pitch at once or offer the pitch; then sell it or refuse."""
        auction = self.rules.variant.auction
        assert auction is not None and auction.sell_out is not None
        eldest = self.eldest
        self.sale.append((eldest, word))
        if word == "sell":
            self.phase, self.to_move = AUCTION, self._next_seat[eldest]
            return
        if word == "pitch":
            self.bidder, self.high_bid = eldest, auction.sell_out.pitch_bid
        elif word == "refuse":
            self.bidder = eldest  # and must make the buyer's bid
        elif self._score_now(self.side_of[eldest], self.high_bid):  # accept: the seller scores the price at once
            return
        self._contract_settled()

    def _contract_settled(self) -> None:
        """The bidder and the bid are known: the bidder names trump if the variant says so (having taken the widow
        first, if the variant says so), else on."""
        if self.rules.variant.trump.chosen_by == "bidder-names":
            if self.rules.widow_first:  # the rest is the widow: the bidder takes it first
                self.hands[self.bidder].extend(self.stock)
                self.stock = []
            self.phase, self.to_move = TRUMP, self.bidder
        else:
            self._after_trump()

    def _deal_record(self, misdeal: bool = False) -> ThrownIn:
        """This deal, not played out: as far as it went."""
        return ThrownIn(
            self.dealer,
            self.deal,
            self.dealt_stock,
            tuple(self.upcards),
            tuple(self.begging),
            tuple(self.bids),
            tuple(self.scores),
            tuple(self.sale),
            misdeal,
        )

    def _throw_in(self, misdeal: bool = False) -> None:
        """No hand is played on this deal: record it and deal again (a misdeal may keep the dealer)."""
        self.thrown_in.append(self._deal_record(misdeal))
        if len(self.thrown_in) >= MAX_THROW_INS:  # nobody ever bids: stop rather than loop for ever
            self.phase = OVER
            self._legal = None
            return
        same = misdeal and self.rules.variant.deal.misdeal_redeal == "same-dealer"
        self._start_hand(self.dealer if same else self._next_seat[self.dealer])

    def _play(self, card: int) -> None:
        seat = self.to_move
        self.hands[seat].remove(card)
        if self.trump is None:
            self._set_trump(self.rules.lead_suit[card])
        trick = self.trick
        trick.append(card)
        if len(trick) == self._trick_size:
            best = best_so_far(trick, self._following[self._suit[trick[0]]].rank)[0]
            self._take_trick(trick, self._seat_after[self.leader][best])
        else:
            self.to_move = self._play_next[seat]

    def _take_trick(self, trick: list[int], winner: int) -> None:
        """Give the full trick to seat ``winner``, who played the card that takes it."""
        leader = self.leader
        self.tricks.append(_new(Trick, (leader, tuple(trick), winner)))
        captor = self.captor
        for card in trick:
            captor[card] = winner
        self.trick = []
        self.to_move = self.leader = winner
        if self._after_trick:  # read once a game: drawing from the stock, or players folding
            if self._folding:
                self._fold(winner)
                return
            if self.stock:
                for k in range(self.players):
                    seat = (winner + k) % self.players
                    card = self.stock.pop(0)
                    self.hands[seat].append(card)
                    if self.rules.scoring.reads_holder:
                        self.holder[card] = seat
                    if self._stock_face_up:
                        self.drawn_face_up.append((seat, card))
        if not self.hands[winner]:
            self._finish_hand()

    # ----- scoring ------------------------------------------------------------------

    def _finish_hand(self) -> None:
        """Score the hand and record it (with who folded when, where only trumps are played), then deal the next, unless
        the game is over."""
        trump = self.trump if self.trump is not None else self.rules.no_trump
        try:
            if self.hand_sides:
                outcome = self._score_by_hand_sides(trump)
            else:
                outcome = self._score(trump, self.side_of, len(self.sides))
        except NumberLimitError as err:
            raise NumberLimitError(Said("number_limit.in_hand", hand=len(self.history) + 1, problem=err.said)) from None
        awards, won, game_points, made, changes, winner = outcome
        if any(self.hand_changes):
            changes = tuple(a + b for a, b in zip(self.hand_changes, changes))
        self.history.append(
            _new(
                HandResult,
                (
                    self.dealer, self.deal, tuple(self.bids), self.bidder, self.high_bid, trump, tuple(self.tricks),
                    awards, won, game_points, made, changes, tuple(self.scores),
                    tuple(self.thrown_in), self.dealt_stock, tuple(self.upcards), tuple(self.begging), tuple(self.exchanges),
                    tuple(self.sale), self.called, self.hand_sides, self.folded_after,
                ),
            )
        )  # fmt: skip
        self.thrown_in = []
        self.folded_after = ()  # nobody has folded between hands
        self.winner = winner
        if self.winner is not None or (self.max_hands is not None and len(self.history) >= self.max_hands):
            self.phase = OVER
            self._legal = None
        else:
            self._start_hand(self._next_seat[self.dealer])

    def _score(
        self,
        trump: int,
        side_of: Sequence[int],
        sides: int,
        members: Sequence[Sequence[int]] | None = None,
        seat_sides: Sequence[int] = (),
    ) -> HandScore:
        """Score this hand for ``sides`` sides, seat ``s`` on side ``side_of[s]`` (``members``: the game's sides in each, when they are this hand's teams)."""
        return score_hand(
            self.rules, trump, side_of, sides, self.captor, self.holder, self.bidder, self.high_bid, self.scores,
            self.target, self.dealer, self.eldest, self.during, self.scores_at_deal, members, seat_sides,
        )  # fmt: skip

    def _score_by_hand_sides(self, trump: int) -> HandScore:
        """Score the teams of this hand as sides, then state the outcome by the game's sides.

        An award goes to its team's first side (the bidder, for the bidder's team);
        each side has its team's points won, and its own trick points.
        """
        team_of = [0] * self.players
        for team, seats in enumerate(self.hand_sides):
            for seat in seats:
                team_of[seat] = team
        members = [[self.side_of[seat] for seat in seats] for seats in self.hand_sides]
        outcome = self._score(trump, team_of, len(self.hand_sides), members=members, seat_sides=self.side_of)
        won = [0] * len(self.sides)
        for team, sides in enumerate(members):
            for side in sides:
                won[side] = outcome.won[team]
        own_points = trick_points(self.rules, self.captor, self.side_of, len(self.sides))
        awards = tuple(a if a.side is None else _new(Award, (a.point, members[a.side][0], a.card)) for a in outcome.awards)
        return outcome._replace(awards=awards, won=tuple(won), game_points=tuple(own_points))

    # ----- reading it -----------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see: its own cards and everything played in public.

        A new view each time, never kept: a state that held its views would be a
        reference cycle, freed only by the garbage collector.
        """
        return SeatView(self, seat)

    def card_name(self, card: int) -> str:
        """The text of card ``card`` (e.g. ``"TH"``)."""
        return self.rules.card_names[card]

    def copy(self, rng: random.Random | None = None) -> GameState:
        """An independent copy, for search: playing on it leaves this state alone.

        The copy shuffles later deals with ``rng``, or by default with a generator
        in the same state as this one's.
        """
        other = GameState.__new__(GameState)  # blank: as GameState() is, where mypyc has compiled the engine
        for name, value in zip(FIELDS, _fields_of(self)):
            setattr(other, name, value)
        # then a copy of every list and dict the game changes in place
        other.scores = self.scores[:]
        other.history = self.history[:]
        other.hands = list(map(list, self.hands))
        other.bids = self.bids[:]
        other.trick = self.trick[:]
        other.tricks = self.tricks[:]
        other.stock = self.stock[:]
        other.dead = self.dead[:]
        other.upcards = self.upcards[:]
        other.aside = self.aside[:]
        other.begging = self.begging[:]
        other.exchanges = self.exchanges[:]
        other.thrown_in = self.thrown_in[:]
        other.sale = self.sale[:]
        other.shown = self.shown[:]
        other.during = self.during[:]
        other.drawn_face_up = self.drawn_face_up[:]
        other._exchange_turns = self._exchange_turns[:]
        other._discards = self._discards[:]
        other.hand_changes = self.hand_changes[:]
        other.captor = self.captor.copy()
        other.holder = self.holder.copy()
        other.rng = rng if rng is not None else same_generator(self.rng)
        other._deals = iter(())
        other._legal = None
        return other

    def trick_seats(self, index: int | None = None) -> tuple[int, ...]:
        """The seats that play to trick ``index`` of this hand (from 0; None: the trick being played), in turn from its
        leader: every seat, but for those that had folded before it (see :attr:`folded_after`)."""
        if index is None or index == len(self.tricks):
            leader = self.leader
            index = len(self.tricks)
        else:
            leader = self.tricks[index].leader
        return trick_seats(self.players, leader, index, self.folded_after)

    @property
    def folded(self) -> list[int]:
        """The seats that have folded this hand: out of trumps, they play no more (only where only trumps are played)."""
        return [seat for seat, tricks in enumerate(self.folded_after) if tricks is not None]

    def plays_by_seat(self) -> list[list[int]]:
        """The cards each seat has played so far this hand, in order."""
        played: list[list[int]] = [[] for _ in range(self.players)]
        for index, trick in enumerate([*self.tricks, Trick(self.leader, tuple(self.trick), -1)]):
            for seat, card in zip(self.trick_seats(index), trick.plays):
                played[seat].append(card)
        return played

    def known_voids(self) -> list[set[int]]:
        """The suits each seat has shown it cannot hold: it did not follow when it had to.

        With a stock to draw from, a void lasts only until the seat draws again.
        """
        voids: list[set[int]] = [set() for _ in range(self.players)]
        suit, is_trump, trump = self._suit, self._is_trump, self.trump
        if self._folding:  # every card played is a trump: only those who folded have shown a void, in trumps
            for seat in self.folded:
                voids[seat].add(cast(int, trump))
            return voids
        drawing = self.rules.variant.stock is not None and self.rules.variant.stock.draw_after_trick
        tricks = [(t.leader, t.plays) for t in self.tricks] + [(self.leader, tuple(self.trick))]
        for leader, plays in tricks:
            if drawing:
                voids = [set() for _ in range(self.players)]
            if not plays:
                continue
            led = suit[plays[0]]
            for index, card in enumerate(plays[1:], start=1):
                followed = suit[card] == led or (is_trump[card] and self._trump_with_suit)
                if not followed:
                    voids[(leader + index) % self.players].add(led)
                    if self._trump_when_void and not is_trump[card] and trump is not None:
                        voids[(leader + index) % self.players].add(trump)  # it had no trump either
        return voids

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A full state that ``seat`` cannot tell from this one, with hidden cards resampled.

        Every card ``seat`` has not seen (other seats' hands, the stock below any
        face-up top card, cards out of play) is dealt afresh at random, keeping each
        seat's hand size and known voids. Only what ``seat`` may see is read: the
        same view and ``rng`` give the same sample.
        """
        return sample_hidden(self, seat, rng)


_fields_of = operator.attrgetter(*FIELDS)
"""A state's fields, in the order of :data:`FIELDS`."""
