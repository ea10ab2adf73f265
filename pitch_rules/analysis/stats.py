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

from ..docs.words import own_words
from ..engine import GameState, HandResult, Rules
from ..i18n import Language, Value, language

NO_CONTRACT = ("eldest-pitches", "dealer-pitches")
"""The ``all_pass`` rules under which a player pitches with no contract when everyone passes."""


@dataclass(frozen=True)
class RuleCheck:
    """A rule whose firing can be seen in a finished hand; its words are the message
    ``report-check-<message>`` (what happened; ``.name``, a short name) with ``values``."""

    id: str
    message: str
    values: tuple[tuple[str, Value], ...] = ()
    point: str | None = None
    """The variant's own name of the point the rule is about, if any (``$point``)."""

    def words(self, lang: Language) -> tuple[str, str]:
        """The rule's short name and what happened, in ``lang``."""
        values = dict(self.values)
        if self.point is not None:
            values["point"] = own_words(self.point, lang)
        message = f"report-check-{self.message}"
        return lang.attribute(message, "name", **values), lang(message, **values)

    @property
    def name(self) -> str:
        """The short name, in English (as reports' JSON gives it)."""
        return self.words(language())[0]

    @property
    def description(self) -> str:
        """What happened, in English (as reports' JSON gives it)."""
        return self.words(language())[1]


def rule_checks(rules: Rules) -> list[RuleCheck]:
    """The rules a report counts for this variant, in report order."""
    variant = rules.variant
    auction = variant.auction
    checks = []
    if auction is not None:
        if auction.all_pass == "dealer-forced":
            checks.append(RuleCheck("forced_bid", "forced-bid", (("bid", str(auction.dealer_forced_bid)),)))
        elif auction.all_pass in NO_CONTRACT:
            pitcher = "dealer" if auction.all_pass == "dealer-pitches" else "eldest"
            checks.append(RuleCheck("no_contract", "no-contract", (("pitcher", pitcher),)))
        else:
            penalty = "yes" if auction.all_pass == "dealer-set-back" else "no"
            checks.append(RuleCheck("all_passed", "all-passed", (("penalty", penalty), ("losing", str(auction.dealer_set_back)))))
        if auction.dealer_steals:
            steals = ", ".join(map(str, auction.dealer_steals))
            checks.append(RuleCheck("dealer_steal", "dealer-steal", (("steals", steals),)))
        if auction.closing_bid is not None:
            checks.append(RuleCheck("closing_bid", "closing-bid", (("bid", auction.closing_bid),)))
        if auction.moon_bid is not None:
            checks.append(RuleCheck("moon_bid", "moon-bid", (("bid", auction.moon_bid),)))
        if auction.rounds == "until-one-left":
            checks.append(RuleCheck("bid_again", "bid-again"))
        if auction.sell_out is not None:
            checks += [
                RuleCheck("pitched_at_once", "pitched-at-once", (("bid", auction.sell_out.pitch_bid),)),
                RuleCheck("sold", "sold"),
                RuleCheck("refused", "refused"),
            ]
        checks.append(RuleCheck("set_back", "set-back"))
    trump = variant.trump
    if trump.upcard_points:
        checks.append(RuleCheck("upcard_points", "upcard-points"))
    if trump.begging is not None:
        checks += [
            RuleCheck("begged", "begged"),
            RuleCheck("gave", "gave", (("gift", trump.begging.gift),)),
            RuleCheck("ran", "ran", (("run", trump.begging.run),)),
        ]
    if variant.sides.for_the_hand == "bidder-calls-a-card":
        checks.append(RuleCheck("called_alone", "called-alone"))
    if variant.exchange is not None and variant.exchange.trump_discards == "face-up":
        checks.append(RuleCheck("trump_shown", "trump-shown"))
    if variant.deal.misdeal_if is not None:
        checks.append(RuleCheck("misdeal", "misdeal"))
    if _scores_during_a_hand(rules):
        checks.append(RuleCheck("won_during_deal", "won-during-deal"))
    checks += [
        RuleCheck("thrown_in", "thrown-in"),
        RuleCheck("single_trump", "single-trump"),
        RuleCheck("one_card_several_points", "one-card-several-points"),
    ]
    checks += [RuleCheck(f"no_{p.id}", "not-awarded", point=p.name) for p in variant.points]
    checks += [
        RuleCheck("target_reached_without_winning", "target-reached-without-winning"),
        RuleCheck("negative_score", "negative-score"),
    ]
    return checks


def rules_fired(rules: Rules, state: GameState, hand: HandResult, winner: int | None) -> list[str]:
    """The ids of the :func:`rule_checks` that fired in ``hand`` (``winner``: after it).

    An id comes once per firing: a hand after two thrown-in deals gives ``thrown_in`` twice.
    """
    variant = rules.variant
    auction = variant.auction
    fired = []
    if auction is not None:
        fired += ["all_passed" for deal in hand.thrown_in if deal.bids and all(b is None for _, b in deal.bids)]
        turn = next((i for i, (seat, _) in enumerate(hand.bids) if seat == hand.dealer), len(hand.bids))
        dealer_bid = hand.bids[turn][1] if turn < len(hand.bids) else None  # the dealer's first word
        if auction.all_pass == "dealer-forced" and dealer_bid is not None and all(a is None for _, a in hand.bids[:turn]):
            fired.append("forced_bid")
        if auction.all_pass in NO_CONTRACT and hand.bidder >= 0 and hand.bid == 0:
            fired.append("no_contract")
        if _dealer_stole(hand, auction.dealer_steals):
            fired.append("dealer_steal")
        sale = [word for _, word in hand.sale]
        if auction.closing_bid is not None and hand.bid == auction.closing_bid and dealer_bid is None and "pitch" not in sale:
            fired.append("closing_bid")
        bidders = [seat for seat, amount in hand.bids if amount is not None]
        if len(set(bidders)) < len(bidders):
            fired.append("bid_again")
        fired += [name for word, name in (("pitch", "pitched_at_once"), ("accept", "sold"), ("refuse", "refused")) if word in sale]
        if auction.moon_bid is not None and hand.bid == auction.moon_bid:
            fired.append("moon_bid")
        if hand.bidder >= 0 and not hand.made:
            fired.append("set_back")
    trump = variant.trump
    if trump.upcard_points:
        scoring = {rank for rank, points in trump.upcard_points if points}
        deals = [(deal.upcards, deal.begging, not deal.bids) for deal in hand.thrown_in]
        upcards = [c for cards, begging, unbid in deals for c in _scored_upcards(rules, cards, begging, unbid)]
        upcards += _scored_upcards(rules, hand.upcards, hand.begging, False)
        fired += ["upcard_points" for card in upcards if _rank_name(rules, card) in scoring]
    if trump.begging is not None:
        for begging in [*(deal.begging for deal in hand.thrown_in), hand.begging]:
            words = {word for _, word in begging}
            fired += [name for word, name in (("beg", "begged"), ("give", "gave"), ("run", "ran")) if word in words]
    fired += ["thrown_in"] * len(hand.thrown_in)
    fired += ["misdeal" for deal in hand.thrown_in if deal.misdeal]
    is_trump = rules.is_trump[hand.trump]
    if variant.sides.for_the_hand == "bidder-calls-a-card" and hand.hand_sides and len(hand.hand_sides[0]) == 1:
        fired.append("called_alone")
    if variant.exchange is not None and variant.exchange.trump_discards == "face-up":
        if any(is_trump[card] for _, cards in hand.exchanges for card in cards):
            fired.append("trump_shown")
    if sum(1 for trick in hand.tricks for card in trick.plays if is_trump[card]) == 1:
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


def _dealer_stole(hand: HandResult, steals: tuple[int, ...]) -> bool:
    """Whether the dealer took the high bid by equalling it, at any turn."""
    high = 0
    for seat, amount in hand.bids:
        if amount is None:
            continue
        if seat == hand.dealer and 0 < high == amount and amount in steals:
            return True
        high = max(high, amount)
    return False


def _scored_upcards(
    rules: Rules, upcards: tuple[int, ...], begging: tuple[tuple[int, str], ...], thrown_in: bool
) -> list[int]:
    """The turned-up cards that counted their points: the variant's begging says which.

    A deal thrown in after the cards were run ran out of cards: its last card set no trump.
    """
    rule = rules.variant.trump.begging
    if rule is None or rule.upcard_points_for == "every-card" or not upcards:
        return list(upcards)
    ran_out = thrown_in and any(word == "run" for _, word in begging)
    settled = [] if ran_out or (len(upcards) == 1 and not begging) else [upcards[-1]]
    if rule.upcard_points_for == "final-trump":
        return settled
    return list(dict.fromkeys([upcards[0], *settled]))


def _scores_during_a_hand(rules: Rules) -> bool:
    """Whether points can be scored before a hand is played out (and so win the game then)."""
    variant = rules.variant
    auction = variant.auction
    return bool(variant.trump.upcard_points) or variant.trump.begging is not None or (
        auction is not None and (auction.all_pass == "dealer-set-back" or auction.sell_out is not None)
    )


def _rank_name(rules: Rules, card: int) -> str:
    """A card's rank as the variant writes it (a joker's id for a joker)."""
    rank = rules.rank_of[card]
    return rules.variant.deck.ranks[rank] if rank >= 0 else rules.card_names[card]


@dataclass
class GameSummary:
    """One game's facts, counted (small and picklable, so workers can send it back).

    ``contracts`` counts hands with a bidder and a bid (in games with an auction,
    all but those pitched with no contract). ``dealer_edge`` is kept as a whole number: summed over hands, the dealer's
    side's score change times the number of other sides, less their changes.
    """

    seed: int
    bots: tuple[str, ...]
    sides: tuple[tuple[int, ...], ...]
    winner: int | None
    hands: int
    contracts: int = 0
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
        bidder_side = state.side_of[hand.bidder] if hand.bidder >= 0 else None
        if bidder_side is not None and hand.bid > 0:  # a pitch with no contract is no contract
            summary.contracts += 1
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
    if state.final_deal is not None:
        summary.fired["won_during_deal"] += 1
    return summary
