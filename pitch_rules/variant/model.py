"""The resolved, checked form of a variant file: what the engine and the docs read."""

from __future__ import annotations

from dataclasses import dataclass

from ..dsl import Deck as ExpressionDeck, Expression


@dataclass(frozen=True)
class Players:
    """How many players the game allows."""

    min: int
    max: int
    default: int


@dataclass(frozen=True)
class Sides:
    """Who scores together: every player alone, or teams seated alternately.

    ``for_the_hand`` (solo play) says how players team up for one hand after the
    auction: ``none``, ``bidder-against-the-rest`` or ``bidder-calls-a-card``.
    """

    kind: str
    teams: int = 0
    team_size: int = 0
    for_the_hand: str = "none"

    def seats_by_side(self, players: int) -> list[list[int]]:
        """The seats of each side for ``players`` seats (team i: seats i, i+teams, ...)."""
        if self.kind == "solo":
            return [[seat] for seat in range(players)]
        return [list(range(team, players, self.teams)) for team in range(self.teams)]

    def player_count(self) -> int | None:
        """The only player count a partnership allows; None for solo play."""
        return self.teams * self.team_size if self.kind == "partnership" else None


@dataclass(frozen=True)
class Joker:
    """An extra card: a trump whatever the trump suit."""

    id: str
    name: str


@dataclass(frozen=True)
class Deck:
    """The suits and ranks in use (``ranks`` from lowest to highest), and any jokers."""

    suits: tuple[str, ...]
    ranks: tuple[str, ...]
    jokers: tuple[Joker, ...] = ()

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card: suit by suit, each suit from low to high, then the jokers."""
        return tuple(rank + suit for suit in self.suits for rank in self.ranks) + tuple(j.id for j in self.jokers)

    @property
    def expression_deck(self) -> ExpressionDeck:
        """What the scoring language checks card words against: the ranks, the suits and the jokers' ids."""
        return ExpressionDeck(ranks=self.ranks, suits=self.suits, extra=tuple(j.id for j in self.jokers))


@dataclass(frozen=True)
class Deal:
    """How many cards each player gets, in what packets, and when a deal is a misdeal."""

    cards: int
    packet: int
    first_dealer: str
    rotation: str
    widow: int | None = None
    misdeal_if: Expression | None = None
    misdeal_redeal: str = "same-dealer"


@dataclass(frozen=True)
class SellOut:
    """The eldest hand owns the pitch: pitches at once (for ``pitch_bid``) or sells it to the highest bidder."""

    pitch_bid: int


@dataclass(frozen=True)
class Auction:
    """The bids allowed, how often each player may speak, the dealer's rights, and what happens when everyone passes."""

    bids: tuple[int, ...]
    closing_bid: int | None
    dealer_steals: tuple[int, ...]
    all_pass: str
    dealer_forced_bid: int | None
    dealer_set_back: int | None
    moon_bid: int | None
    rounds: str = "once"
    sell_out: SellOut | None = None


@dataclass(frozen=True)
class Begging:
    """The player left of the dealer may beg; the dealer gives points or runs the cards.

    ``gift_to`` says who the gift goes to, ``gift_may_win`` whether it may put a side
    out, and ``upcard_points_for`` which turned-up cards score their upcard points.
    """

    gift: int
    run: int
    gift_to: str = "beggar"
    gift_may_win: bool = True
    upcard_points_for: str = "every-card"


@dataclass(frozen=True)
class Trump:
    """How trump is chosen and how trumps rank (entries high to low; a tuple holds equals)."""

    chosen_by: str
    ranking: tuple[tuple[str, ...], ...]
    upcard: str = "aside"
    upcard_points: tuple[tuple[str, int], ...] = ()
    begging: Begging | None = None
    joker_led_first: str = "forbidden"


@dataclass(frozen=True)
class Exchange:
    """Discarding and drawing after trump is chosen (``discard_down``: discarding to ``keep`` without drawing).

    ``rest_taken`` says when the ``rest_to`` player takes the rest: ``in-exchange`` (in their
    own turn, after the others') or ``before-trump`` (the bidder takes the widow as soon as
    the auction is over, before naming trump, then discards down in turn like the others).
    ``kept_trumps`` names, as ``Trump.ranking`` does, the trumps nobody may discard unless
    holding more of them than ``keep``.
    """

    keep: int
    discard: str
    refill: bool
    rest_to: str
    min_discard: int = 0
    order: str = "dealer-left"
    trump_discards: str = "face-down"
    discard_down: bool = False
    rest_taken: str = "in-exchange"
    kept_trumps: tuple[str, ...] = ()


@dataclass(frozen=True)
class Stock:
    """Drawing from the stock during play."""

    draw_after_trick: bool
    face_up: bool


@dataclass(frozen=True)
class Play:
    """Who leads first, what may be played and who wins a trick."""

    first_leader: str
    first_lead: str
    legal: str
    trick_winner: str


@dataclass(frozen=True)
class ScoringPoint:
    """One point awarded at the end of a hand, decided by expressions."""

    id: str
    name: str
    description: str
    value: int
    card: Expression | None
    to: Expression


@dataclass(frozen=True)
class Contract:
    """Whether the bidder made it, and what every side scores."""

    made: Expression
    bidder: Expression
    others: Expression


@dataclass(frozen=True)
class GameEnd:
    """The target score and the rule that names the winner after a hand."""

    target: int
    winner: Expression


@dataclass(frozen=True)
class Source:
    """A document the rules come from: a web page (``url``) or a book (``section``: page, chapter, rule)."""

    title: str
    id: str = ""
    url: str = ""
    section: str = ""
    note: str = ""


@dataclass(frozen=True)
class Citation:
    """The sentence of a source that rules (paths, as in ``--set``: ``points.low.to``) encode."""

    rules: tuple[tuple[str, ...], ...]
    source: str
    quote: str
    at: str = ""


@dataclass(frozen=True)
class Approximation:
    """Where the file cannot say exactly what its sources say: what it plays instead, and why."""

    id: str
    text: str
    rules: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Variant:
    """A whole game, checked and compiled, ready to play or describe."""

    id: str
    name: str
    description: str
    sources: tuple[Source, ...]
    players: Players
    sides: Sides
    deck: Deck
    deal: Deal
    auction: Auction | None
    trump: Trump
    exchange: Exchange | None
    stock: Stock | None
    play: Play
    trick_points: dict[str, int]
    points: tuple[ScoringPoint, ...]
    contract: Contract
    game: GameEnd
    citations: tuple[Citation, ...] = ()
    approximations: tuple[Approximation, ...] = ()
    notes: tuple[str, ...] = ()
    path: str = ""
    extends: str | None = None
    settings: tuple[str, ...] = ()

    def source(self, source_id: str) -> Source:
        """The source ``source_id`` of this file."""
        return next(source for source in self.sources if source.id == source_id)
