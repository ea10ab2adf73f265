"""The resolved, checked form of a variant file: what the engine and the docs read."""

from __future__ import annotations

from dataclasses import dataclass

from ..dsl import Expression


@dataclass(frozen=True)
class Players:
    """How many players the game allows."""

    min: int
    max: int
    default: int


@dataclass(frozen=True)
class Sides:
    """Who scores together: every player alone, or teams seated alternately."""

    kind: str
    teams: int = 0
    team_size: int = 0

    def seats_by_side(self, players: int) -> list[list[int]]:
        """The seats of each side for ``players`` seats (team i: seats i, i+teams, ...)."""
        if self.kind == "solo":
            return [[seat] for seat in range(players)]
        return [list(range(team, players, self.teams)) for team in range(self.teams)]

    def player_count(self) -> int | None:
        """The only player count a partnership allows; None for solo play."""
        return self.teams * self.team_size if self.kind == "partnership" else None


@dataclass(frozen=True)
class Deck:
    """The suits and ranks in use; ``ranks`` runs from lowest to highest."""

    suits: tuple[str, ...]
    ranks: tuple[str, ...]

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card, suit by suit, each suit from low to high."""
        return tuple(rank + suit for suit in self.suits for rank in self.ranks)


@dataclass(frozen=True)
class Deal:
    """How many cards each player gets, and in what packets."""

    cards: int
    packet: int
    first_dealer: str
    rotation: str


@dataclass(frozen=True)
class Auction:
    """The bids allowed and the dealer's special rights."""

    bids: tuple[int, ...]
    closing_bid: int | None
    dealer_forced_bid: int
    dealer_may_steal: bool


@dataclass(frozen=True)
class Play:
    """Trump choice, who leads first, what may be played and who wins a trick."""

    trump_chosen_by: str
    first_leader: str
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
    """A document the rules come from."""

    title: str
    url: str = ""
    note: str = ""


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
    auction: Auction
    play: Play
    trick_points: dict[str, int]
    points: tuple[ScoringPoint, ...]
    contract: Contract
    game: GameEnd
    path: str = ""
    extends: str | None = None
    settings: tuple[str, ...] = ()
