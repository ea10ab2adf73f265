"""One describer per element of the resolved variant, each stating its rules in English.

A describer reads its part of a :class:`~pitch_rules.variant.model.Variant` (the
very objects the engine plays) and returns Markdown paragraphs. ``DESCRIBERS``
holds them in the order a rules document uses. Each names the options of the
model it states (``reads``, dotted paths such as ``"play.legal"``); tests check
that every option of the model is read by some describer and that changing the
option changes the words. To describe a new element of the model, write a
function ``(variant) -> list[str]`` and register it with
``@describer("element", "option", ...)``; add any new named choice to
:mod:`.choices` and any new expression name to :mod:`pitch_rules.dsl.english`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import Any

from lark import Token, Tree

from .. import resources
from ..cards import SUIT_NAMES
from ..dsl import Type
from ..dsl.compiler import parse
from ..dsl.english import Phrase, Voice, english, names_used, terms
from ..variant.model import ScoringPoint, Variant
from .choices import choice
from .words import (
    in_partnerships,
    join,
    numbers,
    plural,
    rank_label,
    rank_word,
    ranking_label,
    seats,
    sentence,
    times,
    voice_of,
)

Describe = Callable[[Variant], list[str]]


@dataclass(frozen=True)
class Describer:
    """The describer of one element: what it is called, what it reads, how it words it."""

    element: str
    reads: tuple[str, ...]
    describe: Describe


DESCRIBERS: dict[str, Describer] = {}


def describer(element: str, *reads: str) -> Callable[[Describe], Describe]:
    """Register a describer of ``element`` that states the options ``reads`` (default: the element)."""

    def register(function: Describe) -> Describe:
        DESCRIBERS[element] = Describer(element, reads or (element,), function)
        return function

    return register


# ----- the words of an expression in its rule ------------------------------------


def point_by_id(variant: Variant, point_id: str) -> ScoringPoint:
    """The scoring point ``point_id`` of ``variant``."""
    return next(point for point in variant.points if point.id == point_id)


def card_phrase(variant: Variant, point: ScoringPoint) -> Phrase:
    """The card that decides ``point``, in words."""
    if point.card is None:
        return Phrase("no card", Type.CARD)
    return english(point.card, voice_of(variant))


def rule_voice(variant: Variant, path: tuple[str, ...]) -> Voice:
    """The voice for the expression at model ``path``, with that rule's meanings.

    In a point's ``to`` rule, ``card`` is the card its ``card`` rule chose; in the
    contract, ``won`` and ``side`` are the side being scored and its points, and
    scores are those before the hand; in the game's ``winner`` rule, ``target`` is
    the target score itself and ``won`` the bidder's points.
    """
    voice = voice_of(variant)
    bidder = english("bidder", voice).text
    won_by_bidder = Phrase(f"the points {bidder} won this hand", Type.INT, plural=True)
    before = Phrase(
        "scores", Type.TALLY, plural=True, more="a higher score before this hand", most="the highest score before this hand"
    )
    if path[0] == "points" and path[-1] == "to":
        return voice.meaning(card=card_phrase(variant, point_by_id(variant, path[1])))
    if path == ("contract", "made"):
        return voice.meaning(won=won_by_bidder, side=english("bidder", voice), scores=before)
    if path in (("contract", "bidder"), ("contract", "others")):
        they = voice.they
        return voice.meaning(won=Phrase(f"the points {they.text} won", Type.INT, plural=True), side=they, scores=before)
    if path == ("game", "winner"):
        game_voice = replace(voice, team=in_partnerships(variant))  # the game is won by a side, not a team of one hand
        won = Phrase(f"the points {english('bidder', game_voice).text} won this hand", Type.INT, plural=True)
        return game_voice.meaning(target=Phrase(plural(variant.game.target, "point"), Type.INT), won=won)
    return voice


def _subtracts(variant: Variant) -> bool:
    """Whether a contract rule in use can take points off a score (it negates or subtracts)."""
    contract = variant.contract
    rules = (contract.others,) if variant.auction is None else (contract.bidder, contract.others)
    return any(node.data in ("neg", "sub") for rule in rules for node in parse(rule.source).iter_subtrees())


def uses_stock(variant: Variant) -> bool:
    """Whether the undealt cards stay in the hand as a stock: to turn up, exchange or draw."""
    return (
        variant.trump.chosen_by == "turn-up"
        or variant.exchange is not None
        or (variant.stock is not None and variant.stock.draw_after_trick)
    )


def card_word(key: str, variant: Variant) -> str:
    """A rank in words (``Ace``, ``2``), or an extra card's name (``Joker``)."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    return extra.get(key) or rank_word(key)


def ranking_words(variant: Variant, ranking: tuple[tuple[str, ...], ...]) -> str:
    """A trump ranking, high to low, as printed: ``A K Q J off-J 10 …``; equals joined by ``=``."""
    return " ".join("=".join(ranking_label(word, variant) for word in entry) for entry in ranking)


def upcard_points_words(variant: Variant, points: tuple[tuple[str, int], ...]) -> str:
    """The points for turned-up cards: ``Jack 1``."""
    return join([f"{card_word(rank, variant)} {value}" for rank, value in points]) if points else "none"


# Words for options whose values have a shape of their own, by their key in the variant file.
OPTION_WORDS: dict[str, Callable[[Variant, Any], str]] = {
    "trump.ranking": ranking_words,
    "trump.upcard_points": upcard_points_words,
}


def _scored_during_a_hand(variant: Variant) -> list[str]:
    """What scores during a hand rather than at its end, in words (empty if nothing does)."""
    trump, auction = variant.trump, variant.auction
    during = []
    if trump.chosen_by == "turn-up" and trump.upcard_points:
        during.append("a turned-up card")
    if trump.begging is not None:
        during.append("the beggar's gift")
    if auction is not None and auction.all_pass == "dealer-set-back":
        during.append("the dealer set back when everyone passes")
    if auction is not None and auction.sell_out is not None:
        during.append("the price of a sold pitch")
    return during


def _outcomes(node: Tree[Token]) -> list[Tree[Token]]:
    """The results an expression can give: the branches of its ``if``s, recursively."""
    if node.data == "cond":
        return [leaf for branch in node.children[1:] if isinstance(branch, Tree) for leaf in _outcomes(branch)]
    return [node]


# ----- players and sides -----------------------------------------------------------


@describer("players")
def describe_players(variant: Variant) -> list[str]:
    """How many play, and how seats are numbered."""
    players = variant.players
    if players.min == players.max:
        count = f"The game is for {players.min} players."
    else:
        count = f"The game is for {players.min} to {players.max} players, usually {players.default}."
    return [
        count,
        "Seats are numbered 0, 1, 2, … clockwise round the table, so the player to the left of "
        "seat *s* is seat *s* + 1, and seat 0 is to the left of the last seat. Play and the deal "
        "go clockwise, to the left.",
    ]


@describer("sides")
def describe_sides(variant: Variant) -> list[str]:
    """Who scores together: every player alone, or teams and where partners sit."""
    sides = variant.sides
    rule = choice("sides.kind", sides.kind).rule
    if sides.for_the_hand != "none":
        return [
            f"{rule} {choice('sides.for_the_hand', sides.for_the_hand).rule}",
            "For scoring, each team of a hand counts as one side: a card captured by any member counts for the "
            "whole team, the contract is judged on the team's points, and every member adds the team's score "
            "for the hand to their own running total. Over the game each player keeps their own score, and the "
            "game is won by one player.",
        ]
    if sides.kind != "partnership":
        return [rule]
    count = sides.player_count() or 0
    teams = sides.seats_by_side(count)
    layout = join([f"team {number} is {seats(members)}" for number, members in enumerate(teams)])
    where = "opposite each other" if sides.teams == 2 and sides.team_size == 2 else "alternately round the table"
    return [f"{rule} There are {sides.teams} teams of {sides.team_size}, partners sitting {where}: {layout}."]


# ----- cards and deal --------------------------------------------------------------


@describer("deck")
def describe_deck(variant: Variant) -> list[str]:
    """The cards in use, any jokers, and the ranking within a suit."""
    deck = variant.deck
    suited = len(deck.suits) * len(deck.ranks)
    standard = sorted(deck.suits) == sorted(SUIT_NAMES) and len(deck.ranks) == 13
    kind = f"a standard {suited}-card deck" if standard else f"a {suited}-card deck"
    if deck.jokers:
        names = join([f"the {joker.name}" for joker in deck.jokers])
        kind += f" and {plural(len(deck.jokers), 'joker')} ({names}): {len(deck.cards)} cards"
    else:
        kind += ", with no jokers"
    suits = join([SUIT_NAMES[s] for s in deck.suits])
    high, low = deck.ranks[-1], deck.ranks[0]
    order = " ".join(rank_label(r) for r in reversed(deck.ranks))
    return [
        f"The game uses {kind}. The suits are {suits}, each of {plural(len(deck.ranks), 'rank')}. "
        f"Within a suit, {rank_word(high)} is high and {rank_word(low)} is low: {order}.",
    ]


@describer("deal")
def describe_deal(variant: Variant) -> list[str]:
    """Who deals, how many cards, in what packets, and what becomes of the rest."""
    deal = variant.deal
    size = len(variant.deck.cards)
    first = choice("deal.first_dealer", deal.first_dealer).rule
    rotation = choice("deal.rotation", deal.rotation).rule
    rounds = deal.cards // deal.packet
    if rounds == 1:
        packets = "all at once"
    else:
        packets = f"in packets of {deal.packet} ({deal.packet} to each player in turn, {times(rounds)})"
    players = variant.players.default
    dealt = players * deal.cards
    face = "face up" if variant.stock is not None and variant.stock.face_up else "face down"
    if deal.widow is not None:
        rest = (
            f"Then {plural(deal.widow, 'card')} are dealt face down to a widow; the rest of the deck is "
            "not used in that hand."
        )
    elif uses_stock(variant):
        rest = f"The undealt cards are stacked {face} as the stock (with {players} players, {size - dealt} cards)."
    elif dealt == size:
        rest = "The whole deck is dealt."
    else:
        rest = (
            f"The rest of the deck is not used in that hand: with {players} players, only {dealt} of the "
            f"{size} cards are in play."
        )
    paragraphs = [
        f"{first} {rotation}",
        f"The dealer shuffles and deals {plural(deal.cards, 'card')} to each player, {packets}, "
        f"starting with the player to the dealer's left. {rest}",
    ]
    if deal.misdeal_if is not None:
        misdeal = english(deal.misdeal_if, voice_of(variant))
        paragraphs.append(
            f"**Misdeal.** As soon as the cards are dealt, before anything else, the deal is a misdeal if, for "
            f"any player, {misdeal.text}. The cards are thrown in and "
            f"{choice('deal.misdeal_redeal', deal.misdeal_redeal).rule}"
        )
        paragraphs += terms([deal.misdeal_if], voice_of(variant))
    return paragraphs


# ----- auction ---------------------------------------------------------------------


@describer("auction")
def describe_auction(variant: Variant) -> list[str]:
    """The bidding: a sale, turns and rounds, bids, a closing bid, the dealer's steals, all passing, shooting the moon."""
    auction = variant.auction
    if auction is None:
        return ["There is no bidding: nobody has a contract to make, and every side scores what it wins."]
    bids = numbers(auction.bids, "or")
    sell_out = auction.sell_out
    paragraphs = []
    first = "the player to the dealer's left"
    if sell_out is not None:
        paragraphs.append(
            "The player to the dealer's left, the eldest hand, owns the pitch. They either pitch at once, "
            f"becoming the bidder at {sell_out.pitch_bid}, or offer the pitch for sale: then the other players "
            "bid to buy it, and everyone passing means every other player passing on the offer."
        )
        first = "the player to the eldest hand's left (the eldest hand does not bid)"
    paragraphs.append(choice("auction.rounds", auction.rounds).say({"first": first, "bids": bids}))
    closing = auction.closing_bid
    if closing is not None:
        higher = "nobody can bid higher" if closing == max(auction.bids) else "nobody may bid after it"
        paragraphs.append(
            f"A bid of {closing} ends the auction at once: {higher}, and the players still to speak do "
            "not bid."
        )
    if auction.moon_bid is not None:
        paragraphs.append(
            f"A bid of {auction.moon_bid} is a bid to shoot the moon: to take every point of the hand. "
            "What it scores, made or not, is given under Scoring and Winning the game."
        )
    dealer_side = "the dealer's team" if in_partnerships(variant) else "the dealer"
    values = {**asdict(auction), "dealer_side": dealer_side}
    paragraphs.append(choice("auction.all_pass", auction.all_pass).say(values))
    if auction.dealer_steals:
        steals = numbers(auction.dealer_steals, "or")
        steal = (
            f"If the current high bid is {steals}, the dealer may steal the bid by bidding the same as "
            "the current high bid. The dealer may also bid higher."
        )
        if closing is not None:
            steal += f" A bid of {closing} cannot be stolen: it ends the auction before the dealer speaks."
        if auction.rounds != "once":
            steal += " The dealer may steal again at every turn, so the dealer wins ties."
        paragraphs.append(steal)
        winner = "The highest bidder, or the dealer after a steal, wins the auction"
    else:
        winner = "The highest bidder wins the auction"
    team = " (with their partner, the bidding team)" if in_partnerships(variant) else ""
    paragraphs.append(f"{winner} and is called the bidder{team}.")
    if sell_out is not None:
        paragraphs[-1] = (
            f"{winner}. The eldest hand then either sells the pitch, scoring the high bid at once while the "
            "high bidder becomes the bidder, or refuses to sell and becomes the bidder at that bid, which they "
            "must make."
        )
    return paragraphs


# ----- trump -----------------------------------------------------------------------


@describer("trump")
def describe_trump(variant: Variant) -> list[str]:
    """How trump is chosen (and any turned-up card and begging), and how trumps rank."""
    trump = variant.trump
    paragraphs = [choice("trump.chosen_by", trump.chosen_by).rule]
    jokers = variant.deck.jokers
    if trump.chosen_by == "turn-up":
        turned = choice("trump.upcard", trump.upcard).rule
        if jokers:
            turned += " A joker is passed over: the first card of a suit is turned up."
        if trump.upcard_points:
            dealer = "the dealer's team" if in_partnerships(variant) else "the dealer"
            settled = trump.begging is not None and trump.begging.upcard_points_for == "final-trump"
            when = " if it sets trump (see below)" if settled else " at once"
            if len(trump.upcard_points) == 1:
                ((rank, value),) = trump.upcard_points
                turned += f" If it is a {card_word(rank, variant)}, {dealer} scores {plural(value, 'point')}{when}."
            else:
                bonus = join([f"a {card_word(r, variant)} ({plural(v, 'point')})" for r, v in trump.upcard_points], "or")
                turned += f" If it is {bonus}, {dealer} scores those points{when}."
        paragraphs.append(turned)
    elif trump.chosen_by == "first-lead" and jokers:
        paragraphs.append(choice("trump.joker_led_first", trump.joker_led_first).rule)
    if trump.begging is not None:
        paragraphs += _begging_words(variant)
    default = tuple((rank,) for rank in reversed(variant.deck.ranks)) + tuple((j.id,) for j in jokers)
    if trump.ranking == default and not jokers:
        paragraphs.append("Trumps rank as in any suit. A trump beats every card of the other suits.")
    else:
        ranking = ", ".join(" = ".join(ranking_label(w, variant) for w in entry) for entry in trump.ranking)
        notes = [f"Trumps rank, from high to low: {ranking}. A trump beats every card of the other suits."]
        words = [word for entry in trump.ranking for word in entry]
        offs = [word for word in words if word.startswith("off-")]
        for off in offs:
            notes.append(
                f"The {ranking_label(off, variant)} is the {card_word(off[4:], variant)} of the other suit of "
                "the trump colour: it is a trump, and not a card of its own suit."
            )
        if jokers:
            names = join([f"the {j.name}" for j in jokers])
            trumps = "is a trump" if len(jokers) == 1 else "are trumps"
            notes.append(f"{names[0].upper()}{names[1:]} {trumps} whatever the trump suit.")
        if any(len(entry) > 1 for entry in trump.ranking):
            notes.append("Cards joined by = rank equal: of two of them in one trick, the first played wins.")
        paragraphs.append(" ".join(notes))
    return paragraphs


def _begging_words(variant: Variant) -> list[str]:
    """Begging: the gift, running the cards, and which turned-up cards score."""
    begging = variant.trump.begging
    assert begging is not None
    team = in_partnerships(variant)
    values = {
        "points": plural(begging.gift, "point"),
        "beggar": "their team" if team else "them",
        "others": "every other team" if team else "every other player",
    }
    rule = (
        "The player to the dealer's left may stand, accepting that suit as trump, or beg. If they beg, "
        f"the dealer either {choice('trump.begging.gift_to', begging.gift_to).say(values)} and the suit stays "
        f"trump, or runs the cards: deals {plural(begging.run, 'more card')} to each player and turns up the "
        "next card, again and again until a different suit shows, which is trump. If the stock runs out "
        "first, the cards are thrown in and the deal passes to the left."
    )
    if not begging.gift_may_win:
        anyone = "a team" if team else "a player"
        receivers = f"{anyone} it goes to" if begging.gift_to == "every-opponent" else ("their team" if team else "them")
        rule += f" The dealer may not give when the gift would win the game for {receivers}: then the dealer must run the cards."
    paragraphs = [rule]
    if variant.trump.upcard_points:
        paragraphs.append(choice("trump.begging.upcard_points_for", begging.upcard_points_for).rule)
    return paragraphs


# ----- exchange, play, stock -------------------------------------------------------


@describer("exchange")
def describe_exchange(variant: Variant) -> list[str]:
    """Discarding and drawing before play, and who takes what is left."""
    exchange = variant.exchange
    if exchange is None:
        return []
    values = {"keep": exchange.keep, "pack": "widow" if variant.deal.widow is not None else "stock"}
    paragraphs = []
    if exchange.refill:
        if exchange.discard == "all-non-trumps":
            how_many = ""  # the discard rule below says which
        elif exchange.min_discard:
            how_many = f" at least {plural(exchange.min_discard, 'card')}, or more if they like,"
        else:
            how_many = " as many cards as they like"
        paragraphs.append(
            f"Before play begins, {choice('exchange.order', exchange.order).rule} discards{how_many} "
            f"and is dealt back up to {plural(exchange.keep, 'card')} from the {values['pack']}."
        )
    elif exchange.discard_down:
        taker = "" if exchange.rest_to == "none" else " (the player who takes the rest does so after taking it)"
        paragraphs.append(
            f"Before play begins, {choice('exchange.order', exchange.order).rule} who holds more than "
            f"{plural(exchange.keep, 'card')} discards down to {exchange.keep}{taker}, drawing nothing."
        )
    if exchange.rest_to != "none" or not (exchange.refill or exchange.discard_down):
        when = "Then" if exchange.refill or exchange.discard_down else "Before play begins,"
        paragraphs.append(f"{when} {choice('exchange.rest_to', exchange.rest_to).say(values)}")
    rules = [choice("exchange.discard", exchange.discard).say(values)]
    if exchange.discard == "all-non-trumps" and exchange.rest_to != "none":
        rules.append("The player who takes the rest need not: they keep the cards they choose.")
    if exchange.min_discard:
        rules.append(
            f"A player being dealt back up must discard at least {plural(exchange.min_discard, 'card')}, unless "
            "nothing more may be discarded or the stock cannot replace it."
        )
    rules.append(choice("exchange.trump_discards", exchange.trump_discards).rule)
    paragraphs.append(" ".join(rules))
    return paragraphs


@describer("play", "play", "deal.cards")
def describe_play(variant: Variant) -> list[str]:
    """How many tricks, who leads, what may be played, and who wins a trick."""
    play = variant.play
    if variant.stock is not None and variant.stock.draw_after_trick:
        tricks = "Play goes on until every card has been played."
    else:
        held = variant.exchange.keep if variant.exchange is not None else variant.deal.cards
        kept = variant.exchange is not None and variant.exchange.discard_down
        more = " (more if the cards are run)" if variant.trump.begging is not None and not kept else ""
        tricks = f"A hand is {plural(held, 'trick')}{more}: every player plays each card they hold."
    return [
        f"**Leading.** {tricks} {choice('play.first_leader', play.first_leader).rule} "
        f"{choice('play.first_lead', play.first_lead).rule}",
        f"**Following.** {choice('play.legal', play.legal).rule}",
        f"**Winning a trick.** {choice('play.trick_winner', play.trick_winner).rule}",
    ]


@describer("stock")
def describe_stock(variant: Variant) -> list[str]:
    """Drawing from the stock during play."""
    stock = variant.stock
    if stock is None:
        return []
    face = "The stock lies face up, so everyone sees its top card." if stock.face_up else "The stock lies face down."
    if stock.draw_after_trick:
        draw = (
            "After each trick, while the stock lasts, the winner of the trick draws its top card, then each "
            "other player in turn."
        )
    else:
        draw = "Nobody draws from the stock during play."
    return [f"**Drawing.** {draw} {face}"]


# ----- scoring ---------------------------------------------------------------------


def describe_point(variant: Variant, point: ScoringPoint, emphasis: str = "**") -> str:
    """One scoring point as a sentence: its name, its value, who wins it and when nobody does."""
    to = english(point.to, rule_voice(variant, ("points", point.id, "to")))
    text = f"{emphasis}{point.name}{emphasis} ({plural(point.value, 'point')}) goes to {to.text}."
    if point.card is not None and "card" not in names_used(point.to):
        text += f" The card recorded for it is {card_phrase(variant, point).text}."
    if to.absent:
        text += f" If {to.absent}, nobody scores {point.name}."
    return text


def _shared_cards(variant: Variant) -> list[str]:
    """Notes on one card scoring several points (the only trump is both highest and lowest)."""
    voice = voice_of(variant)
    pools: dict[Tree[Token], dict[str, ScoringPoint]] = {}
    named: list[tuple[ScoringPoint, Tree[Token]]] = []
    for point in variant.points:
        if point.card is None:
            continue
        tree = parse(point.card.source)
        function = str(tree.children[0]) if tree.data == "call" else ""
        if function in ("highest", "lowest") and isinstance(tree.children[1], Tree):
            pools.setdefault(tree.children[1], {})[function] = point
        elif function == "dealt":
            named.append((point, tree))
    notes = []
    for pool, ends in pools.items():
        if len(ends) < 2:
            continue
        cards = english(pool, voice)
        both = [ends["highest"], ends["lowest"]]
        note = (
            f"If only one {cards.noun} is {cards.where}, it is both the highest and the lowest: it counts for "
            f"both {join([p.name for p in both])} ({plural(sum(p.value for p in both), 'point')})."
        )
        for point, tree in named:
            if _is_among(tree, pool):
                together = [*both, point]
                note += (
                    f" If that {cards.noun} is {card_phrase(variant, point).text}, it counts for "
                    f"{join([p.name for p in together])} ({plural(sum(p.value for p in together), 'point')})."
                )
        notes.append(note)
    return notes


def _is_among(dealt: Tree[Token], pool: Tree[Token]) -> bool:
    """Whether the card ``dealt(rank, suit)`` names is always one of ``pool`` when in play."""
    in_play = Tree("name", [Token("NAME", "in_play")])
    if pool == in_play:
        return True
    suit = dealt.children[2]
    is_trumps = pool.data == "call" and str(pool.children[0]) == "trumps" and pool.children[1] == in_play
    return is_trumps and isinstance(suit, Tree) and suit == Tree("name", [Token("NAME", "trump")])


@describer("points")
def describe_points(variant: Variant) -> list[str]:
    """Every scoring point, cards that can score several, and the terms they use."""
    voice = voice_of(variant)
    listed = "\n".join(f"- {describe_point(variant, point)}" for point in variant.points)
    expressions = [e for p in variant.points for e in (p.card, p.to) if e is not None]
    notes = _shared_cards(variant) + terms(expressions, voice)
    return [f"At the end of each hand these points are awarded, in this order:\n\n{listed}", *notes]


@describer("trick_points")
def describe_trick_points(variant: Variant) -> list[str]:
    """The card values counted for trick points."""
    side = voice_of(variant).side
    counted = [(card_word(key, variant), value) for key, value in variant.trick_points.items() if value]
    if not counted:
        return ["**Trick points**: no card counts any trick points."]
    values = [f"each {word} {'counts ' if i == 0 else ''}{value}" for i, (word, value) in enumerate(counted)]
    others = "other cards count nothing" if len(counted) < len(variant.deck.ranks) + len(variant.deck.jokers) else "every card counts"
    return [f"**Trick points** are counted over the cards each {side} captured: {join(values)}; {others}."]


@describer("contract")
def describe_contract(variant: Variant) -> list[str]:
    """Making the bid or being set back, and what every side scores."""
    contract = variant.contract
    voice = voice_of(variant)
    others = english(contract.others, rule_voice(variant, ("contract", "others")))
    points = join([p.name for p in variant.points])
    counted = f"Points won count every scoring point ({points}) that went to the {voice.side}."
    if variant.auction is None:
        paragraphs = [f"**Scores.** Every {voice.side} scores {others.text}. {counted}"]
    else:
        bidder = english("bidder", voice).text
        made = english(contract.made, rule_voice(variant, ("contract", "made")))
        scores = english(contract.bidder, rule_voice(variant, ("contract", "bidder")))
        two_teams = variant.sides.teams == 2 or variant.sides.for_the_hand != "none"
        every_other = "The other team" if voice.team and two_teams else f"Every other {voice.side}"
        paragraphs = [
            f"**The contract.** {sentence(bidder)} makes the bid if {made.text}; otherwise {bidder} is set "
            f"back. {counted}",
            f"{sentence(bidder)} scores {scores.text}. {every_other} scores {others.text}.",
        ]
    running = f"Each {voice.side}'s score for the hand is added to their running total"
    if variant.sides.for_the_hand != "none":
        running = "Each team's score for the hand is added to the running total of each of its members"
    if _subtracts(variant):
        running += ": a minus score is taken off the total, so scores can be negative"
    paragraphs.append(running + ". Keep the totals on paper or with chips; the toolkit keeps them for you.")
    return paragraphs


# ----- end of the game -------------------------------------------------------------


@describer("game")
def describe_game(variant: Variant) -> list[str]:
    """The target, who can win after a hand, and other common targets."""
    game = variant.game
    voice = rule_voice(variant, ("game", "winner"))
    winner = english(game.winner, voice)
    paragraphs = [
        f"The game is played to {plural(game.target, 'point')}. After each hand, the winner of the game "
        f"is {winner.text}; as long as nobody has won, play goes on with the next hand."
    ]
    during = _scored_during_a_hand(variant)
    if during:
        paragraphs.append(
            f"Points scored during a hand ({join(during)}) count at once: the winner is checked the moment they "
            "are scored, and if there is one the game ends then, whatever the phase, without playing the hand "
            "out. Checked then, nobody has won any points in play and there is no bidder."
        )
    bidder_only = variant.auction is not None and all(
        leaf.data == "none_lit" or leaf == Tree("name", [Token("NAME", "bidder")])
        for leaf in _outcomes(parse(game.winner.source))
    )
    if bidder_only:
        side = english("bidder", voice).text
        paragraphs.append(
            f"Only {side} can win at the end of a hand: a {voice.side} {voice.who} reaches {game.target} in a "
            f"hand where another {voice.side} bid does not win then, and play goes on. So the winner can "
            "end with fewer points than a loser."
        )
        if _subtracts(variant):
            paragraphs.append(
                f"When set back, {side} does not win in that hand, whatever the score: the bid must be made to go out."
                if "made" in names_used(game.winner)
                else f"Even when set back, {side} wins if {side}'s score is still at least {game.target} after the hand."
            )
    examples = resources.schema("variant")["properties"]["game"]["properties"]["target"].get("examples", [])
    others = [str(t) for t in examples if t != game.target]
    if others:
        paragraphs.append(f"For a shorter or longer game, other common targets are {join(others, 'or')}.")
    return paragraphs
