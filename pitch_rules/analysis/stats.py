"""What happened in games, counted: the facts behind simulation reports.

Everything is read from finished games (their :class:`HandResult` history) and
the variant: which bids were made, which points went where, and how often each
rule of the auction and scoring came into play. A rule "fires" when the hand's
public facts show it at work (the dealer equalled the high bid: a steal), so
no game's rules are named here beyond what every variant file states.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..engine import GameState, HandResult, Rules


@dataclass(frozen=True)
class RuleCheck:
    """A rule whose firing can be seen in a finished hand."""

    id: str
    description: str


def rule_checks(rules: Rules) -> list[RuleCheck]:
    """The rules a report counts for this variant, in report order."""
    auction = rules.variant.auction
    checks = [
        RuleCheck("forced_bid", f"everyone else passed, so the dealer had to bid (at least {auction.dealer_forced_bid})"),
    ]
    if auction.dealer_may_steal:
        checks.append(RuleCheck("dealer_steal", "the dealer took the auction by equalling the high bid"))
    if auction.closing_bid is not None:
        checks.append(RuleCheck("closing_bid", f"a bid of {auction.closing_bid} closed the auction at once"))
    checks += [
        RuleCheck("set_back", "the bidder's side did not make its bid"),
        RuleCheck("single_trump", "only one trump was in play"),
        RuleCheck("one_card_several_points", "one card decided more than one scoring point"),
    ]
    checks += [RuleCheck(f"no_{p.id}", f"{p.name} was not awarded to anyone") for p in rules.variant.points]
    checks += [
        RuleCheck("target_reached_without_winning", "a side reached the target score but did not win then"),
        RuleCheck("negative_score", "a side's score went below zero"),
    ]
    return checks


def rules_fired(rules: Rules, state: GameState, hand: HandResult, winner: int | None) -> list[str]:
    """The ids of the :func:`rule_checks` that fired in ``hand`` (``winner``: after it)."""
    auction = rules.variant.auction
    fired = []
    dealer_bid = next((amount for seat, amount in hand.bids if seat == hand.dealer), None)
    before_dealer = [amount for seat, amount in hand.bids if seat != hand.dealer]
    if dealer_bid is not None and all(amount is None for amount in before_dealer):
        fired.append("forced_bid")
    high_before = max((amount for amount in before_dealer if amount is not None), default=0)
    if auction.dealer_may_steal and dealer_bid is not None and 0 < high_before == dealer_bid:
        fired.append("dealer_steal")
    if auction.closing_bid is not None and hand.bid == auction.closing_bid and dealer_bid is None:
        fired.append("closing_bid")
    if not hand.made:
        fired.append("set_back")
    is_trump = rules.is_trump[hand.trump]
    if sum(1 for cards in hand.deal for card in cards if is_trump[card]) == 1:
        fired.append("single_trump")
    cards = [award.card for award in hand.awards if award.card is not None and award.side is not None]
    if len(set(cards)) < len(cards):
        fired.append("one_card_several_points")
    fired += [f"no_{award.point}" for award in hand.awards if award.side is None]
    if any(score >= state.target and side != winner for side, score in enumerate(hand.scores)):
        fired.append("target_reached_without_winning")
    if any(score < 0 for score in hand.scores):
        fired.append("negative_score")
    return fired


@dataclass
class GameSummary:
    """One game's facts, counted (small and picklable, so workers can send it back).

    ``dealer_edge`` is kept as a whole number: summed over hands, the dealer's
    side's score change times the number of other sides, less their changes.
    """

    seed: int
    bots: tuple[str, ...]
    sides: tuple[tuple[int, ...], ...]
    winner: int | None
    hands: int
    made: int = 0
    points: int = 0
    dealer_edge: int = 0
    bids: Counter[int] = field(default_factory=Counter)
    bids_made: Counter[int] = field(default_factory=Counter)
    awarded: Counter[str] = field(default_factory=Counter)
    awarded_to_bidder: Counter[str] = field(default_factory=Counter)
    fired: Counter[str] = field(default_factory=Counter)


def summarize_game(state: GameState, bots: tuple[str, ...]) -> GameSummary:
    """Count what happened in the finished (or cut-off) game ``state``."""
    rules = state.rules
    summary = GameSummary(
        seed=state.seed if state.seed is not None else 0,
        bots=bots,
        sides=tuple(tuple(seats) for seats in state.sides),
        winner=state.winner,
        hands=len(state.history),
    )
    others = len(state.sides) - 1
    last = len(state.history) - 1
    for number, hand in enumerate(state.history):
        bidder_side = state.side_of[hand.bidder]
        summary.bids[hand.bid] += 1
        if hand.made:
            summary.made += 1
            summary.bids_made[hand.bid] += 1
        summary.points += sum(hand.won)
        for award in hand.awards:
            if award.side is not None:
                summary.awarded[award.point] += 1
                if award.side == bidder_side:
                    summary.awarded_to_bidder[award.point] += 1
        dealer_side = state.side_of[hand.dealer]
        changes = hand.score_changes
        summary.dealer_edge += changes[dealer_side] * others - (sum(changes) - changes[dealer_side])
        winner = state.winner if number == last else None
        summary.fired.update(rules_fired(rules, state, hand, winner))
    return summary
