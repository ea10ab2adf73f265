"""Every named choice a variant file can make (the schema's ``enum`` values), in words.

Keyed by the option's place in the variant file (``"play.legal"``). A test checks
that every ``enum`` in ``schema/variant.schema.json`` has an entry for each of its
values, so a new choice cannot reach the documents without a description. A rule
may name other options in braces (``{dealer_forced_bid}``); its describer fills
them in with :meth:`Choice.say`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import SUIT_NAMES
from ..dsl.english import UndescribedError


@dataclass(frozen=True)
class Choice:
    """One value of a choice: a few words for tables and diffs, and the rule itself."""

    short: str
    rule: str

    def say(self, values: Mapping[str, object]) -> str:
        """The rule with the options it names filled in."""
        return self.rule.format_map(values)


CHOICES: dict[str, dict[str, Choice]] = {
    "sides.kind": {
        "solo": Choice("solo (every player for themself)", "Every player plays and scores for themself."),
        "partnership": Choice(
            "partnerships (teams score as one side)",
            "Players play in teams. A team scores as one side: whatever a player wins counts for their team.",
        ),
    },
    "sides.for_the_hand": {
        "none": Choice("nobody (every player alone)", "Nobody teams up for a single hand."),
        "bidder-against-the-rest": Choice(
            "the bidder against all the others",
            "For each hand, once the auction is over, the bidder plays alone against all the other players, "
            "who play together as one team for that hand.",
        ),
        "bidder-calls-a-card": Choice(
            "the bidder calls a partner's card",
            "For each hand, just before the first lead, the bidder calls any one card they do not hold: whoever "
            "holds it is the bidder's partner for that hand, and all the other players play together against them. "
            "The partner says nothing, so the others learn who it is only when the called card is played. If "
            "nobody holds the called card (it was not dealt, or was discarded), the bidder plays alone against "
            "all the others, which everyone learns at the end of the hand.",
        ),
    },
    "deal.first_dealer": {
        "random": Choice("chosen at random", "The first dealer is chosen at random."),
    },
    "deal.misdeal_redeal": {
        "same-dealer": Choice("the same dealer deals again", "the same dealer deals again."),
        "next-dealer": Choice("the deal passes to the left", "the deal passes to the left, as after any hand."),
    },
    "deal.rotation": {
        "left": Choice("passes to the left", "After each hand the deal passes to the left."),
    },
    "auction.all_pass": {
        "dealer-forced": Choice(
            "the dealer must bid",
            "If every other player passes, the dealer must bid at least {dealer_forced_bid}.",
        ),
        "redeal": Choice(
            "the cards are thrown in",
            "If everyone passes, the cards are thrown in and the deal passes to the left.",
        ),
        "dealer-set-back": Choice(
            "the dealer is set back",
            "If everyone passes, {dealer_side} loses {dealer_set_back} points, the cards are thrown in "
            "and the deal passes to the left.",
        ),
        "eldest-pitches": Choice(
            "the player left of the dealer pitches with no contract",
            "If everyone passes, the player to the dealer's left takes the bidder's place with no contract: "
            "their bid counts as 0.",
        ),
        "dealer-pitches": Choice(
            "the dealer pitches with no contract",
            "If everyone passes, the dealer takes the bidder's place with no contract: their bid counts as 0.",
        ),
    },
    "auction.rounds": {
        "once": Choice(
            "each player bids once",
            "Starting with {first} and going clockwise, each player has exactly one chance to bid: they pass "
            "or bid {bids}. A bid must be higher than the current high bid, and a pass is final. The dealer "
            "speaks last.",
        ),
        "until-one-left": Choice(
            "round and round until all but one pass",
            "Starting with {first} and going clockwise, each player in turn passes or bids {bids}. A bid must "
            "be higher than the current high bid, and a pass is final. The bidding goes round and round: a "
            "player whose bid has been beaten may bid again in turn, until every player but the high bidder "
            "has passed.",
        ),
    },
    "trump.chosen_by": {
        "first-lead": Choice(
            "the suit of the first card led",
            "The suit of the first card led becomes trump for the whole hand.",
        ),
        "bidder-names": Choice(
            "named by the bidder",
            "When the auction is over, the bidder names the trump suit for the whole hand.",
        ),
        "turn-up": Choice(
            "the suit of a turned-up card",
            "After the deal, the top card of the stock is turned face up: its suit is trump for the whole hand.",
        ),
    },
    "trump.joker_led_first": {
        "forbidden": Choice(
            "may not be led first",
            "A joker cannot name trump: it may not be led to the first trick while the leader has another card.",
        ),
        **{
            suit: Choice(f"counts as {name}", f"A joker led to the first trick counts as a {name[:-1]}: {name} become trump for the whole hand.")
            for suit, name in SUIT_NAMES.items()
        },
    },
    "trump.upcard": {
        "aside": Choice("set aside", "The turned-up card is set aside, out of play."),
        "stock": Choice("stays on the stock", "The turned-up card stays face up on top of the stock and is drawn with it."),
    },
    "trump.begging.gift_to": {
        "beggar": Choice("the beggar", "gives {beggar} {points}"),
        "every-opponent": Choice(
            "every opponent of the dealer",
            "gives {others} {points} each, though only one player begged,",
        ),
    },
    "trump.begging.upcard_points_for": {
        "every-card": Choice(
            "every card turned up",
            "Every card turned up scores for the dealer as it is turned, the cards turned while running "
            "them included.",
        ),
        "first-and-new-trump": Choice(
            "the first card and the new trump",
            "The first card turned up scores for the dealer at once; when the cards are run, so does the card "
            "that becomes the new trump, but not the cards of the refused suit turned on the way.",
        ),
        "final-trump": Choice(
            "only the card that sets trump",
            "Only the card whose suit finally becomes trump scores for the dealer, once the begging is settled: "
            "the first card if the player stands or the dealer gives, the new trump if the cards are run.",
        ),
    },
    "exchange.discard": {
        "any": Choice("any card", "Any card may be discarded."),
        "non-trumps": Choice(
            "only non-trumps",
            "Only cards that are not trumps may be discarded, unless a player holds more than {keep} trumps.",
        ),
        "all-non-trumps": Choice(
            "every card but trumps",
            "Every player must discard every card that is not a trump, as far as the {pack} can replace them, "
            "and a player left with more than {keep} trumps discards trumps down to {keep}.",
        ),
    },
    "exchange.order": {
        "dealer-left": Choice("from the dealer's left", "each player in turn from the dealer's left"),
        "bidder-left": Choice(
            "from the bidder's left", "each player in turn from the bidder's left, ending with the bidder,"
        ),
    },
    "exchange.trump_discards": {
        "face-down": Choice("face down", "Discarded cards are out of play."),
        "face-up": Choice(
            "trumps face up",
            "Discarded cards are out of play; a trump is discarded face up, for every player to see.",
        ),
    },
    "exchange.rest_to": {
        "none": Choice("nobody", "nobody takes the rest of the {pack}."),
        "bidder": Choice(
            "the bidder",
            "the bidder takes every card left in the {pack} and discards down to {keep} cards.",
        ),
        "dealer": Choice(
            "the dealer (robbing the pack)",
            "the dealer robs the pack: takes every card left in the {pack} and discards down to {keep} cards.",
        ),
    },
    "play.first_leader": {
        "bidder": Choice(
            "the bidder",
            "The bidder leads to the first trick. After that, the winner of each trick leads to the next.",
        ),
        "eldest": Choice(
            "the player left of the dealer",
            "The player to the dealer's left leads to the first trick. After that, the winner of each trick "
            "leads to the next.",
        ),
    },
    "play.first_lead": {
        "any": Choice("any card", "Any card may be led to the first trick."),
        "trump": Choice("a trump if able", "The first card led must be a trump, if the leader has one."),
    },
    "play.legal": {
        "trump-anytime": Choice(
            "follow suit or trump",
            "A player who can follow the suit led may either follow suit or play a trump: a trump may "
            "be played even by a player who could follow suit. A player who cannot follow suit may "
            "play any card. When trump is led, following suit means playing a trump.",
        ),
        "must-follow": Choice(
            "must follow suit",
            "A player who can follow the suit led must do so. A player who cannot follow suit may play "
            "any card, a trump or not. When trump is led, following suit means playing a trump.",
        ),
        "must-trump": Choice(
            "must follow suit, else trump",
            "A player who can follow the suit led must do so. A player who cannot follow suit must play "
            "a trump if they have one, and otherwise may play any card. When trump is led, following suit "
            "means playing a trump.",
        ),
        "follow-or-trump": Choice(
            "follow suit or trump; trump if void",
            "A player who can follow the suit led may either follow suit or play a trump. A player who "
            "cannot follow suit must play a trump if they have one, and otherwise may play any card. When "
            "trump is led, following suit means playing a trump.",
        ),
    },
    "play.trick_winner": {
        "highest-trump": Choice(
            "highest trump, else highest of the suit led",
            "When every player has played one card the trick is complete. It is won by the highest "
            "trump played or, if no trump was played, by the highest card of the suit led.",
        ),
    },
}


def choice(option: str, value: str) -> Choice:
    """The words for ``value`` of ``option``; UndescribedError if there are none."""
    try:
        return CHOICES[option][value]
    except KeyError:
        raise UndescribedError(f"'{option}: {value}' has no description") from None
