"""What one seat may see of a game, and full states sampled to agree with it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Action
from .generators import SeededOnFirstDraw
from .results import Trick
from .rules import Rules

if TYPE_CHECKING:
    from .state import GameState


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

    def legal_cards(self) -> list[int]:
        """In play, the cards (ints) this seat may play if it is its turn, in hand order; else an empty list.

        The same cards as the play actions of :meth:`legal_actions`, without building them.
        """
        state = self._state
        return list(legal_cards(state)) if state.to_move == self.seat and state.phase == "play" else []

    @property
    def to_move(self) -> int:
        """The seat whose turn it is (-1 while the cards are being dealt)."""
        return self._state.to_move

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
        """``"begging"``, ``"sale"``, ``"auction"``, ``"trump"``, ``"exchange"``, ``"call"``, ``"play"`` or ``"over"``.

        A game whose deals come from outside (``shuffle=False``) waits in ``"deal"`` for the cards.
        """
        return self._state.phase

    @property
    def dealt(self) -> list[int]:
        """The cards this seat was dealt this hand, before any exchange or draw."""
        return list(self._state.deal[self.seat]) if self._state.deal else []

    @property
    def begging(self) -> list[tuple[int, str]]:
        """This hand's begging decisions, as (seat, ``stand``/``beg``/``give``/``run``)."""
        return list(self._state.begging)

    @property
    def exchanges(self) -> list[tuple[int, int]]:
        """This hand's finished exchange turns: (seat, how many cards it discarded)."""
        return [(seat, len(cards)) for seat, cards in self._state.exchanges]

    @property
    def discards(self) -> list[int]:
        """The cards this seat has discarded this hand, in order (others' discards are face down)."""
        state = self._state
        own = [c for seat, cards in state.exchanges if seat == self.seat for c in cards]
        return own + list(state._discards) if state.to_move == self.seat else own

    @property
    def bids(self) -> list[tuple[int, int | None]]:
        """This hand's bids so far, as (seat, amount or None for a pass)."""
        return list(self._state.bids)

    @property
    def sale(self) -> list[tuple[int, str]]:
        """The eldest's decisions in a sell-out this hand, as (seat, ``pitch``/``sell``/``accept``/``refuse``)."""
        return list(self._state.sale)

    @property
    def high_bid(self) -> int:
        """The highest bid so far this hand (0 if none, or a pitch with no contract)."""
        return self._state.high_bid

    @property
    def bidder(self) -> int:
        """The seat holding the high bid (-1 if none)."""
        return self._state.bidder

    @property
    def trump(self) -> int | None:
        """The trump suit's index, once it is known."""
        return self._state.trump

    @property
    def upcards(self) -> list[int]:
        """The cards turned up for trump this hand."""
        return list(self._state.upcards)

    @property
    def widow_taken(self) -> int:
        """How many cards the bidder took from the widow this hand before naming trump (0 before they did, and where
        the variant has them take the rest in the exchange); the cards are in the bidder's hand, seen by the bidder alone."""
        return self._state.widow_taken

    @property
    def stock_size(self) -> int:
        """How many cards are left in the stock."""
        return len(self._state.stock)

    @property
    def stock_top(self) -> int | None:
        """The stock's top card when the stock lies face up (or a turned-up card sits on it)."""
        state = self._state
        if not state.stock:
            return None
        face_up = state.rules.variant.stock is not None and state.rules.variant.stock.face_up
        return state.stock[0] if face_up or state.stock[0] in state.upcards else None

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
    def trick_seats(self) -> tuple[int, ...]:
        """The seats that play to the current trick, in turn from its leader (all, but for any that have folded)."""
        return self._state.trick_seats()

    def seats_of(self, index: int) -> tuple[int, ...]:
        """The seats that played to finished trick ``index`` of this hand (from 0), in turn: the player of each card."""
        return self._state.trick_seats(index)

    @property
    def folded(self) -> list[int]:
        """The seats that have folded this hand (where only trumps are played, a player out of trumps plays no more)."""
        return self._state.folded

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

    @property
    def shown_discards(self) -> list[int]:
        """Cards discarded face up this hand (trumps, in variants that show them)."""
        return list(self._state.shown)

    @property
    def called_card(self) -> int | None:
        """The card the bidder called for a partner this hand, once called."""
        return self._state.called

    @property
    def partners(self) -> frozenset[int]:
        """The seats this seat knows to be on its side this hand, itself included.

        With teams for one hand, its team once it may know it: the partner of a
        called card is known to the holder at once and to the others only when
        the card is played (or seen out of play).
        """
        return frozenset(known_partners(self._state, self.seat))

    @property
    def teams_known(self) -> bool:
        """Whether this seat knows who plays with whom this hand (False only while a called card's holder is secret)."""
        return knows_teams(self._state, self.seat)

    def sample_state(self, rng: random.Random) -> GameState:
        """A full game state consistent with this view, hidden cards drawn at random.

        For search bots: plays out possible worlds without ever reading hidden cards.
        """
        return self._state.determinize(self.seat, rng)

    def world_sampler(self) -> WorldSampler:
        """Samples states as :meth:`sample_state` does, what this seat has seen worked out once for them all.

        Valid while the game does not move on.
        """
        return WorldSampler(self._state, self.seat)


def legal_cards(state: GameState) -> list[int]:
    """In play, the cards the seat to move may play, in hand order: the engine's own list, to read and not to change."""
    return state._legal_cards()


def current_trick_seats(state: GameState) -> Sequence[int]:
    """In play, the seats that play to the current trick, in turn from its leader: the engine's own, to read and not
    to keep (they change as players fold)."""
    return state._seat_after[state.leader]


def known_partners(state: GameState, seat: int) -> Sequence[int]:
    """The seats ``seat`` knows to be on its side this hand, itself included (see :attr:`SeatView.partners`)."""
    if not state.hand_sides:
        return state.sides[state.side_of[seat]]
    if not knows_teams(state, seat):
        return (seat,)
    return next(team for team in state.hand_sides if seat in team)


def knows_teams(state: GameState, seat: int) -> bool:
    """Whether ``seat`` knows who plays with whom this hand.

    Teams round a called card are known to all once the card is played, and to a
    seat that holds it or has seen it out of play (discarded face up, set aside,
    or discarded by the seat itself).
    """
    card = state.called
    if card is None:
        return True
    if card in state.captor or card in state.trick or card in state.hands[seat] or card in state.shown:
        return True
    return card in state.aside or any(card in cards for s, cards in state.exchanges if s == seat)


def sample_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` with every card hidden from ``seat`` dealt afresh (see ``determinize``).

    The copy deals any later hand itself, from a generator seeded by ``rng``.
    """
    return WorldSampler(state, seat).sample(rng)


class WorldSampler:
    """Deals the cards hidden from ``seat`` afresh, world after world (:meth:`sample`), for an unchanged ``state``.

    What the seat has seen (its cards, the cards played and out of play, the
    voids shown, the cards each other seat must hold) is worked out once.
    """

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self._seat = seat
        self._top = top = state.view(seat).stock_top
        seen = set(state.hands[seat]) | set(state.captor) | set(state.trick) | set(state.upcards)
        seen |= {top} if top is not None else set()
        known_out = {c for s, cards in state.exchanges if s == seat for c in cards} | set(state.shown)
        seen |= known_out
        self._known_out = sorted(known_out)
        # A turned-up card another seat has since drawn, or a card drawn from a face-up stock, is known
        # to be in that seat's hand until it is played.
        public = set(state.upcards) | {card for _, card in state.drawn_face_up}
        seen |= public
        self._hidden = [c for c in range(len(state.rules.card_names)) if c not in seen]
        seats = range(state.players)
        self._kept = kept = [[] if s == seat else [c for c in state.hands[s] if c in public] for s in seats]
        self._needs = [0 if s == seat else len(state.hands[s]) - len(kept[s]) for s in seats]
        self._barred = barred = [set[int]() for _ in seats]
        if state.called is not None and state.bidder >= 0:
            barred[state.bidder].add(state.called)  # a bidder may not call a card they hold
        self._voids = voids = state.known_voids()
        # Where only trumps are played, a seat that has not folded holds a trump (one that has, none: a void).
        folded = state.folded_after
        self._holds_one = [s != seat and folded[s] is None for s in seats] if folded else None
        self._trumps = state.rules.play_tables[state.trump].trumps if folded and state.trump is not None else frozenset()
        self._order = sorted(seats, key=lambda s: -len(voids[s]) - len(barred[s]))  # the most constrained seat first
        self._stock_hidden = len(state.stock) - (1 if top is not None else 0)
        self._shown = set(state.shown)
        self._played = state.plays_by_seat()
        self._teams_unknown = bool(state.hand_sides) and not knows_teams(state, seat)

    def sample(self, rng: random.Random) -> GameState:
        """A full state the seat cannot tell from the state, drawn with ``rng``; it deals any later hand from a
        generator seeded by ``rng``."""
        state, seat, top = self._state, self._seat, self._top
        other = state.copy(SeededOnFirstDraw(rng.random()))
        other.shuffle = True  # a later hand of a sampled world is dealt from its own generator
        dealt = _sample_hands(
            self._hidden, self._needs, self._voids, self._barred, self._order, state.card_suits, rng,
            self._holds_one, self._trumps,
        )  # fmt: skip
        hands = [kept + cards for kept, cards in zip(self._kept, dealt)]
        hands[seat] = list(state.hands[seat])
        taken = {c for hand in hands for c in hand}
        rest = [c for c in self._hidden if c not in taken]
        shuffle(rest, rng)
        stock_hidden = self._stock_hidden
        other.stock = ([top] if top is not None else []) + rest[:stock_hidden]
        out = rest[stock_hidden:]
        other.dead = out + self._known_out
        # Other seats' discards went face down (but for trumps shown): theirs are drawn from the cards out of play.
        unseen_out, shown = iter(out), self._shown

        def discards(cards: Sequence[int]) -> tuple[int, ...]:
            return tuple(c if c in shown else next(unseen_out) for c in cards)

        other.exchanges = [(s, cards if s == seat else discards(cards)) for s, cards in state.exchanges]
        if state.to_move != seat:
            other._discards = list(discards(state._discards))
        other.hands = hands
        played = self._played
        other.deal = tuple(state.deal[s] if s == seat else tuple(played[s] + hands[s]) for s in range(state.players))
        if state.holder:
            other.holder = {c: s for s in range(state.players) for c in played[s] + hands[s]}
        if self._teams_unknown:  # the called card may lie anywhere unseen
            other.hand_sides = other._teams_for_the_hand()
        return other


def _sample_hands(
    hidden: list[int],
    needs: list[int],
    voids: list[set[int]],
    barred: list[set[int]],
    order: list[int],
    suit: Sequence[int],
    rng: random.Random,
    holds_one: Sequence[bool] | None = None,
    one_of: frozenset[int] = frozenset(),
) -> list[list[int]]:
    """Deal ``hidden`` cards to seats by ``needs``, avoiding void suits where possible, seats in ``order``.

    A seat never gets a card ``barred`` to it (it is known not to hold it), and a
    seat marked in ``holds_one`` gets at least one card of ``one_of`` where possible
    (a player who has not folded holds a trump).
    """
    for _ in range(20):
        pool = list(hidden)
        shuffle(pool, rng)
        hands: list[list[int]] = [[] for _ in needs]
        for s in order:
            need = needs[s]
            if not need:
                continue
            one = holds_one is not None and holds_one[s]
            if not voids[s] and not barred[s] and not one:  # the pool's next cards, as the filters below would take them
                if len(pool) < need:
                    break
                hands[s], pool = pool[:need], pool[need:]
                continue
            allowed = [c for c in pool if suit[c] not in voids[s] and c not in barred[s]]
            if one:  # the first such card of the shuffled pool comes first
                first = next((c for c in allowed if c in one_of), None)
                if first is None:
                    break
                allowed.remove(first)
                allowed.insert(0, first)
            if len(allowed) < need:
                break
            hands[s] = allowed[:need]
            taken = set(hands[s])
            pool = [c for c in pool if c not in taken]
        else:
            return hands
    pool = list(hidden)  # the voids cannot all be kept: deal ignoring them
    shuffle(pool, rng)
    hands = [[] for _ in needs]
    for s in sorted(range(len(needs)), key=lambda s: -len(barred[s])):
        hands[s] = [c for c in pool if c not in barred[s]][: needs[s]]
        taken = set(hands[s])
        pool = [c for c in pool if c not in taken]
    return hands


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place as ``rng.shuffle(cards)`` does, with the same draws, in one loop of its own.

    ``random.Random.shuffle`` draws each place with ``_randbelow``, a call per card:
    this is that loop with the call written out (a test compares the two).
    """
    draw = rng.getrandbits
    for place in range(len(cards) - 1, 0, -1):
        below = place + 1
        bits = below.bit_length()
        other = draw(bits)
        while other >= below:
            other = draw(bits)
        cards[place], cards[other] = cards[other], cards[place]
