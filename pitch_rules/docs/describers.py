"""One describer per element of the resolved variant, each stating its rules in the reader's language.

A describer reads its part of a :class:`~pitch_rules.variant.model.Variant` (the
very objects the engine plays) and returns Markdown paragraphs, every sentence a
message of the language's catalog (``pitch_rules/i18n/locales/<code>/rules.ftl``)
given the variant's numbers and choices. ``DESCRIBERS`` holds them in the order a
rules document uses. Each names the options of the model it states (``reads``,
dotted paths such as ``"play.legal"``); tests check that every option of the
model is read by some describer and that changing the option changes the words,
in every language. To describe a new element of the model, write a function
``(variant, lang) -> list[str]`` and register it with
``@describer("element", "option", ...)``; add its messages to every language's
catalog, any new named choice to :mod:`.choices` and any new expression name to
:mod:`pitch_rules.dsl.english` and the ``expressions.ftl`` catalogs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Tree

from .. import resources
from ..cards import SUIT_NAMES
from ..dsl import Type
from ..dsl.compiler import parse
from ..dsl.english import Phrase, Voice, english, names_used, terms
from ..i18n import Language
from ..variant.model import ScoringPoint, Variant
from .choices import choice
from .words import (
    in_partnerships,
    join,
    numbers,
    own_words,
    rank_label,
    ranking_label,
    seats,
    sentence,
    voice_of,
    yes_no,
)

Describe = Callable[[Variant, Language], list[str]]


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


def point_name(point: ScoringPoint, lang: Language) -> str:
    """A scoring point's name in ``lang``."""
    return own_words(point.name, lang)


def card_phrase(variant: Variant, point: ScoringPoint, lang: Language) -> Phrase:
    """The card that decides ``point``, in words."""
    voice = voice_of(variant, lang)
    if point.card is None:
        return voice.phrase("expr-no-card", Type.CARD)
    return english(point.card, voice)


def rule_voice(variant: Variant, path: tuple[str, ...], lang: Language) -> Voice:
    """The voice for the expression at model ``path``, with that rule's meanings.

    In a point's ``to`` rule, ``card`` is the card its ``card`` rule chose; in the
    contract, ``won`` and ``side`` are the side being scored and its points, and
    scores are those before the hand; in the game's ``winner`` rule, ``target`` is
    the target score itself and ``won`` the bidder's points.
    """
    voice = voice_of(variant, lang)
    bidder = english("bidder", voice)
    before = voice.phrase("meaning-scores-before", Type.TALLY)
    if path[0] == "points" and path[-1] == "to":
        return voice.meaning(card=card_phrase(variant, point_by_id(variant, path[1]), lang))
    if path == ("contract", "made"):
        won = voice.phrase("meaning-won-by", Type.INT, side=bidder)
        return voice.meaning(won=won, side=bidder, scores=before)
    if path in (("contract", "bidder"), ("contract", "others")):
        they = voice.phrase("meaning-they", Type.SIDE)
        return voice.meaning(won=voice.phrase("meaning-they-won", Type.INT), side=they, scores=before)
    if path == ("game", "winner"):
        game_voice = replace(voice, team=in_partnerships(variant))  # the game is won by a side, not a team of one hand
        won = game_voice.phrase("meaning-won-by", Type.INT, side=english("bidder", game_voice))
        target = game_voice.phrase("meaning-target", Type.INT, points=variant.game.target)
        return game_voice.meaning(target=target, won=won)
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


def card_word(key: str, variant: Variant, lang: Language) -> str:
    """A rank in words (``Ace``, ``2``), or an extra card's name (``Joker``)."""
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    if key in extra:
        return own_words(extra[key], lang)
    return lang(f"rank-{key}") if not key.isdigit() else key


def rank_forms(key: str, variant: Variant, lang: Language, name: str = "rank") -> dict[str, str]:
    """A rank or extra card as a message's variables ``$rank``, ``$rank-gender``...: its name in every form."""
    voice = voice_of(variant, lang)
    extra = {joker.id: joker.name for joker in variant.deck.jokers}
    phrase = voice.card_names[key] if key in extra else voice.phrase(f"rank-{key}", Type.RANK)
    found = phrase.variables(name, lang)
    if key.isdigit():  # number cards are written as numbers in a sentence
        found[name] = key
    elif phrase.forms.get("bare"):  # an extra card named like a rank: "each Joker", not "each the Joker"
        found[name] = phrase.forms["bare"]
    return found


def ranking_words(variant: Variant, ranking: tuple[tuple[str, ...], ...], lang: Language) -> str:
    """A trump ranking, high to low, as printed: ``A K Q J off-J 10 …``; equals joined by ``=``."""
    labels = ["=".join(ranking_label(word, variant, lang) for word in entry) for entry in ranking]
    return (", " if any(" " in label for label in labels) else " ").join(labels)


def upcard_points_words(variant: Variant, points: tuple[tuple[str, int], ...], lang: Language) -> str:
    """The points for turned-up cards: ``Jack 1``."""
    if not points:
        return lang("option-none")
    return join([f"{card_word(rank, variant, lang)} {value}" for rank, value in points], lang)


def kept_trumps_words(variant: Variant, words: tuple[str, ...], lang: Language) -> str:
    """The trumps the exchange keeps: ``A, off-J, High Joker and 2``."""
    if not words:
        return lang("option-none")
    return join([ranking_label(word, variant, lang) for word in words], lang)


# Words for options whose values have a shape of their own, by their key in the variant file.
OPTION_WORDS: dict[str, Callable[[Variant, Any, Language], str]] = {
    "trump.ranking": ranking_words,
    "trump.upcard_points": upcard_points_words,
    "exchange.kept_trumps": kept_trumps_words,
}


def _scored_during_a_hand(variant: Variant, lang: Language) -> list[str]:
    """What scores during a hand rather than at its end, in words (empty if nothing does)."""
    trump, auction = variant.trump, variant.auction
    during = []
    if trump.chosen_by == "turn-up" and trump.upcard_points:
        during.append(lang("during-upcard"))
    if trump.begging is not None:
        during.append(lang("during-gift"))
    if auction is not None and auction.all_pass == "dealer-set-back":
        during.append(lang("during-dealer-set-back"))
    if auction is not None and auction.sell_out is not None:
        during.append(lang("during-sale"))
    return during


def _outcomes(node: Tree[Token]) -> list[Tree[Token]]:
    """The results an expression can give: the branches of its ``if``s, recursively."""
    if node.data == "cond":
        return [leaf for branch in node.children[1:] if isinstance(branch, Tree) for leaf in _outcomes(branch)]
    return [node]


# ----- players and sides -----------------------------------------------------------


@describer("players")
def describe_players(variant: Variant, lang: Language) -> list[str]:
    """How many play, and how seats are numbered."""
    players = variant.players
    if players.min == players.max:
        count = lang("players-fixed", players=players.min)
    else:
        count = lang("players-range", min=players.min, max=players.max, default=players.default)
    return [count, lang("players-seats")]


@describer("sides")
def describe_sides(variant: Variant, lang: Language) -> list[str]:
    """Who scores together: every player alone, or teams and where partners sit."""
    sides = variant.sides
    rule = choice("sides.kind", sides.kind, lang).rule
    if sides.for_the_hand != "none":
        return [f"{rule} {choice('sides.for_the_hand', sides.for_the_hand, lang).rule}", lang("sides-for-the-hand")]
    if sides.kind != "partnership":
        return [rule]
    count = sides.player_count() or 0
    teams = sides.seats_by_side(count)
    layout = join([lang("sides-team-is", team=number, seats=seats(members, lang)) for number, members in enumerate(teams)], lang)
    opposite = yes_no(sides.teams == 2 and sides.team_size == 2)
    return [f"{rule} {lang('sides-teams', teams=sides.teams, size=sides.team_size, opposite=opposite, layout=layout)}"]


# ----- cards and deal --------------------------------------------------------------


@describer("deck")
def describe_deck(variant: Variant, lang: Language) -> list[str]:
    """The cards in use, any jokers, and the ranking within a suit."""
    deck = variant.deck
    suited = len(deck.suits) * len(deck.ranks)
    standard = yes_no(sorted(deck.suits) == sorted(SUIT_NAMES) and len(deck.ranks) == 13)
    voice = voice_of(variant, lang)
    if deck.jokers:
        names = join([voice.card_names[joker.id].text for joker in deck.jokers], lang)
        kind = lang("deck-with-jokers", cards=suited, standard=standard, jokers=len(deck.jokers), names=names, total=len(deck.cards))
    else:
        kind = lang("deck-no-jokers", cards=suited, standard=standard)
    suits = join([lang(f"suit-{s}") for s in deck.suits], lang)
    high, low = deck.ranks[-1], deck.ranks[0]
    order = " ".join(rank_label(r) for r in reversed(deck.ranks))
    return [
        lang(
            "deck-cards",
            kind=kind,
            suits=suits,
            ranks=len(deck.ranks),
            order=order,
            **rank_forms(high, variant, lang, "high"),
            **rank_forms(low, variant, lang, "low"),
        )
    ]


@describer("deal")
def describe_deal(variant: Variant, lang: Language) -> list[str]:
    """Who deals, how many cards, in what packets, and what becomes of the rest."""
    deal = variant.deal
    size = len(variant.deck.cards)
    first = choice("deal.first_dealer", deal.first_dealer, lang).rule
    rotation = choice("deal.rotation", deal.rotation, lang).rule
    rounds = deal.cards // deal.packet
    packets = lang("deal-at-once") if rounds == 1 else lang("deal-packets", packet=deal.packet, rounds=rounds)
    players = variant.players.default
    dealt = players * deal.cards
    if deal.widow is not None:
        rest = lang("deal-widow", widow=deal.widow)
    elif uses_stock(variant):
        face_up = yes_no(variant.stock is not None and variant.stock.face_up)
        rest = lang("deal-stock", face_up=face_up, players=players, stock=size - dealt)
    elif dealt == size:
        rest = lang("deal-whole-deck")
    else:
        rest = lang("deal-rest-unused", players=players, dealt=dealt, size=size)
    paragraphs = [f"{first} {rotation}", lang("deal-cards", cards=deal.cards, packets=packets, rest=rest)]
    if deal.misdeal_if is not None:
        voice = voice_of(variant, lang)
        misdeal = english(deal.misdeal_if, voice)
        again = choice("deal.misdeal_redeal", deal.misdeal_redeal, lang).rule
        paragraphs.append(lang("deal-misdeal", condition=misdeal.inside().text, again=again))
        paragraphs += terms([deal.misdeal_if], voice)
    return paragraphs


# ----- auction ---------------------------------------------------------------------


@describer("auction")
def describe_auction(variant: Variant, lang: Language) -> list[str]:
    """The bidding: a sale, turns and rounds, bids, a closing bid, the dealer's steals, all passing, shooting the moon."""
    auction = variant.auction
    if auction is None:
        return [lang("auction-none")]
    bids = numbers(auction.bids, lang, "or")
    sell_out = auction.sell_out
    paragraphs = []
    eldest_sells = yes_no(sell_out is not None)
    if sell_out is not None:
        paragraphs.append(lang("auction-sell-out", pitch_bid=sell_out.pitch_bid))
    paragraphs.append(choice("auction.rounds", auction.rounds, lang, bids=bids, eldest_sells=eldest_sells).rule)
    closing = auction.closing_bid
    if closing is not None:
        paragraphs.append(lang("auction-closing", bid=closing, highest=yes_no(closing == max(auction.bids))))
    if auction.moon_bid is not None:
        paragraphs.append(lang("auction-moon", bid=auction.moon_bid))
    values: dict[str, str | int] = {
        "team": yes_no(in_partnerships(variant)),
        "dealer_forced_bid": auction.dealer_forced_bid or 0,
        "dealer_set_back": auction.dealer_set_back or 0,
    }
    paragraphs.append(choice("auction.all_pass", auction.all_pass, lang, **values).rule)
    if auction.dealer_steals:
        steal = lang("auction-steal", steals=numbers(auction.dealer_steals, lang, "or"))
        if closing is not None:
            steal += " " + lang("auction-steal-not-closing", bid=closing)
        if auction.rounds != "once":
            steal += " " + lang("auction-steal-again")
        paragraphs.append(steal)
    steals = yes_no(bool(auction.dealer_steals))
    if sell_out is not None:
        paragraphs.append(lang("auction-winner-sells", steals=steals))
    else:
        paragraphs.append(lang("auction-winner", steals=steals, team=yes_no(in_partnerships(variant))))
    return paragraphs


# ----- trump -----------------------------------------------------------------------


@describer("trump", "trump", "exchange.rest_taken")
def describe_trump(variant: Variant, lang: Language) -> list[str]:
    """How trump is chosen (and any turned-up card and begging), and how trumps rank."""
    trump = variant.trump
    paragraphs = [choice("trump.chosen_by", trump.chosen_by, lang).rule]
    exchange = variant.exchange
    if exchange is not None and exchange.rest_taken == "before-trump":  # the bidder names trump holding the widow
        paragraphs[0] += " " + choice("exchange.rest_taken", exchange.rest_taken, lang, widow=variant.deal.widow or 0).rule
    jokers = variant.deck.jokers
    if trump.chosen_by == "turn-up":
        turned = choice("trump.upcard", trump.upcard, lang).rule
        if jokers:
            turned += " " + lang("trump-upcard-joker")
        if trump.upcard_points:
            team = yes_no(in_partnerships(variant))
            settled = trump.begging is not None and trump.begging.upcard_points_for == "final-trump"
            when = yes_no(settled)
            if len(trump.upcard_points) == 1:
                ((rank, value),) = trump.upcard_points
                words = rank_forms(rank, variant, lang)
                turned += " " + lang("trump-upcard-scores", points=value, team=team, settled=when, **words)
            else:
                bonus = join(
                    [lang("trump-upcard-bonus", points=v, **rank_forms(r, variant, lang)) for r, v in trump.upcard_points],
                    lang,
                    "or",
                )
                turned += " " + lang("trump-upcard-scores-several", cards=bonus, team=team, settled=when)
        paragraphs.append(turned)
    elif trump.chosen_by == "first-lead" and jokers:
        paragraphs.append(choice("trump.joker_led_first", trump.joker_led_first, lang).rule)
    if trump.begging is not None:
        paragraphs += _begging_words(variant, lang)
    default = tuple((rank,) for rank in reversed(variant.deck.ranks)) + tuple((j.id,) for j in jokers)
    if trump.ranking == default and not jokers:
        paragraphs.append(lang("trump-rank-as-suit"))
    else:
        ranking = ", ".join(" = ".join(ranking_label(w, variant, lang) for w in entry) for entry in trump.ranking)
        notes = [lang("trump-ranking", ranking=ranking)]
        ranked = [word for entry in trump.ranking for word in entry]
        offs = [word for word in ranked if word.startswith("off-")]
        for off in offs:
            notes.append(lang("trump-off-card", label=ranking_label(off, variant, lang), **rank_forms(off[4:], variant, lang)))
        if jokers:
            voice = voice_of(variant, lang)
            names = join([voice.card_names[j.id].text for j in jokers], lang)
            notes.append(sentence(lang("trump-jokers", names=names, count=len(jokers)), lang))
        if any(len(entry) > 1 for entry in trump.ranking):
            notes.append(lang("trump-equal"))
        paragraphs.append(" ".join(notes))
    return paragraphs


def _begging_words(variant: Variant, lang: Language) -> list[str]:
    """Begging: the gift, running the cards, and which turned-up cards score."""
    begging = variant.trump.begging
    assert begging is not None
    team = yes_no(in_partnerships(variant))
    gift = choice("trump.begging.gift_to", begging.gift_to, lang, team=team, gift=begging.gift).rule
    rule = lang("begging-rule", gift=gift, run=begging.run)
    if not begging.gift_may_win:
        rule += " " + lang("begging-gift-may-not-win", team=team, every=yes_no(begging.gift_to == "every-opponent"))
    paragraphs = [rule]
    if variant.trump.upcard_points:
        paragraphs.append(choice("trump.begging.upcard_points_for", begging.upcard_points_for, lang).rule)
    return paragraphs


# ----- exchange, play, stock -------------------------------------------------------


@describer("exchange")
def describe_exchange(variant: Variant, lang: Language) -> list[str]:
    """Discarding and drawing before play, and who takes what is left."""
    exchange = variant.exchange
    if exchange is None:
        return []
    values: dict[str, str | int] = {"keep": exchange.keep, "widow": yes_no(variant.deal.widow is not None)}
    widow_first = exchange.rest_taken == "before-trump"  # taken already: the trump's paragraph says so
    paragraphs = []
    if exchange.refill:
        if exchange.discard == "all-non-trumps":
            how_many = "rule"  # the discard rule below says which
        elif exchange.min_discard:
            how_many = "at-least"
        else:
            how_many = "any"
        order = choice("exchange.order", exchange.order, lang).rule
        paragraphs.append(lang("exchange-refill", order=order, how_many=how_many, least=exchange.min_discard, **values))
    elif exchange.discard_down or widow_first:  # without discard_down, only the bidder holds more than keep
        order = choice("exchange.order", exchange.order, lang).rule
        taker = "widow" if widow_first else yes_no(exchange.rest_to != "none")
        paragraphs.append(lang("exchange-discard-down", order=order, keep=exchange.keep, taker=taker))
    if not widow_first and (exchange.rest_to != "none" or not (exchange.refill or exchange.discard_down)):
        rest = choice("exchange.rest_to", exchange.rest_to, lang, **values).rule
        paragraphs.append(lang("exchange-rest", rest=rest, refill=yes_no(exchange.refill or exchange.discard_down)))
    rules = [choice("exchange.discard", exchange.discard, lang, **values).rule]
    if exchange.discard == "all-non-trumps" and exchange.rest_to != "none":
        rules.append(lang("exchange-rest-keeps"))
    if exchange.kept_trumps:
        rules.append(lang("exchange-kept-trumps", trumps=kept_trumps_words(variant, exchange.kept_trumps, lang), keep=exchange.keep))
    if exchange.min_discard:
        rules.append(lang("exchange-min-discard", least=exchange.min_discard))
    rules.append(choice("exchange.trump_discards", exchange.trump_discards, lang).rule)
    paragraphs.append(" ".join(rules))
    return paragraphs


@describer("play", "play", "deal.cards")
def describe_play(variant: Variant, lang: Language) -> list[str]:
    """How many tricks, who leads, what may be played, and who wins a trick."""
    play = variant.play
    folding = play.legal == "trumps-only"  # only trumps are played: the hand ends early, a trick is who holds trumps
    if variant.stock is not None and variant.stock.draw_after_trick:
        tricks = lang("play-until-stock-out")
    else:
        held = variant.exchange.keep if variant.exchange is not None else variant.deal.cards
        kept = variant.exchange is not None and variant.exchange.discard_down  # a hand grown by running is discarded down
        run = yes_no(variant.trump.begging is not None and not kept)
        tricks = lang("play-tricks-trumps-only" if folding else "play-tricks", tricks=held, run=run)
    leader = choice("play.first_leader", play.first_leader, lang).rule
    following = lang("play-following", rule=choice("play.legal", play.legal, lang).rule)
    if folding:  # every lead is a trump, and a trick is complete when those holding trumps have played
        return [lang("play-leading-trumps-only", tricks=tricks, leader=leader), following, lang("play-winning-trumps-only")]
    lead = choice("play.first_lead", play.first_lead, lang).rule
    return [
        lang("play-leading", tricks=tricks, leader=leader, lead=lead),
        following,
        lang("play-winning", rule=choice("play.trick_winner", play.trick_winner, lang).rule),
    ]


@describer("stock")
def describe_stock(variant: Variant, lang: Language) -> list[str]:
    """Drawing from the stock during play."""
    stock = variant.stock
    if stock is None:
        return []
    return [lang("stock-drawing", draw=yes_no(stock.draw_after_trick), face_up=yes_no(stock.face_up))]


# ----- scoring ---------------------------------------------------------------------


def describe_point(variant: Variant, point: ScoringPoint, lang: Language, emphasis: str = "**") -> str:
    """One scoring point as a sentence: its name, its value, who wins it and when nobody does."""
    to = english(point.to, rule_voice(variant, ("points", point.id, "to"), lang))
    name = point_name(point, lang)
    text = lang("point-goes-to", name=f"{emphasis}{name}{emphasis}", points=point.value, **to.variables("to", lang))
    if point.card is not None and "card" not in names_used(point.to):
        text += " " + lang("point-card-recorded", **card_phrase(variant, point, lang).variables("card", lang))
    if to.absent:
        text += " " + lang("point-nobody", name=name, absent=to.absent)
    return text


def _shared_cards(variant: Variant, lang: Language) -> list[str]:
    """Notes on one card scoring several points (the only trump is both highest and lowest)."""
    voice = voice_of(variant, lang)
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
        names = join([point_name(p, lang) for p in both], lang)
        note = lang("points-one-card-both", names=names, points=sum(p.value for p in both), **cards.variables("cards", lang))
        for point, tree in named:
            if _is_among(tree, pool):
                together = [*both, point]
                note += " " + lang(
                    "points-one-card-all",
                    names=join([point_name(p, lang) for p in together], lang),
                    points=sum(p.value for p in together),
                    **cards.variables("cards", lang),
                    **card_phrase(variant, point, lang).variables("card", lang),
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
def describe_points(variant: Variant, lang: Language) -> list[str]:
    """Every scoring point, cards that can score several, and the terms they use."""
    voice = voice_of(variant, lang)
    listed = "\n".join(f"- {describe_point(variant, point, lang)}" for point in variant.points)
    expressions = [e for p in variant.points for e in (p.card, p.to) if e is not None]
    folding = {"in_play": "term-in_play-trumps-only"} if variant.play.legal == "trumps-only" else None  # folded: out of play
    notes = _shared_cards(variant, lang) + terms(expressions, voice, folding)
    return [f"{lang('points-awarded')}\n\n{listed}", *notes]


@describer("trick_points")
def describe_trick_points(variant: Variant, lang: Language) -> list[str]:
    """The card values counted for trick points."""
    team = yes_no(voice_of(variant, lang).team)
    counted = [(key, value) for key, value in variant.trick_points.items() if value]
    if not counted:
        return [lang("trick-points-none")]
    values = [
        lang("trick-points-each" if i == 0 else "trick-points-each-more", points=value, **rank_forms(key, variant, lang))
        for i, (key, value) in enumerate(counted)
    ]
    every = yes_no(len(counted) >= len(variant.deck.ranks) + len(variant.deck.jokers))
    return [lang("trick-points", team=team, values=join(values, lang), every=every)]


@describer("contract")
def describe_contract(variant: Variant, lang: Language) -> list[str]:
    """Making the bid or being set back, and what every side scores."""
    contract = variant.contract
    voice = voice_of(variant, lang)
    team = yes_no(voice.team)
    others = english(contract.others, rule_voice(variant, ("contract", "others"), lang))
    points = join([point_name(p, lang) for p in variant.points], lang)
    counted = lang("contract-counted", points=points, team=team)
    if variant.auction is None:
        paragraphs = [lang("contract-no-auction", counted=counted, team=team, **others.variables("others", lang))]
    else:
        made = english(contract.made, rule_voice(variant, ("contract", "made"), lang))
        scores = english(contract.bidder, rule_voice(variant, ("contract", "bidder"), lang))
        two_teams = yes_no(voice.team and (variant.sides.teams == 2 or variant.sides.for_the_hand != "none"))
        bidder = english("bidder", voice)
        paragraphs = [
            lang(
                "contract-made",
                made=made.inside().text,
                counted=counted,
                team=team,
                bidder_capital=sentence(bidder.text, lang),
                **bidder.variables("bidder", lang),
            ),
            sentence(
                lang(
                    "contract-scores",
                    two_teams=two_teams,
                    team=team,
                    bidder_capital=sentence(bidder.text, lang),
                    **bidder.variables("bidder", lang),
                    **scores.variables("scores", lang),
                    **others.variables("others", lang),
                ),
                lang,
            ),
        ]
    hand_teams = yes_no(variant.sides.for_the_hand != "none")
    paragraphs.append(lang("contract-running", team=team, hand_teams=hand_teams, negative=yes_no(_subtracts(variant))))
    return paragraphs


# ----- end of the game -------------------------------------------------------------


@describer("game")
def describe_game(variant: Variant, lang: Language) -> list[str]:
    """The target, who can win after a hand, and other common targets."""
    game = variant.game
    voice = rule_voice(variant, ("game", "winner"), lang)
    winner = english(game.winner, voice)
    paragraphs = [lang("game-target", target=game.target, **winner.variables("winner", lang))]
    during = _scored_during_a_hand(variant, lang)
    if during:
        paragraphs.append(lang("game-during-hand", what=join(during, lang)))
    bidder_only = variant.auction is not None and all(
        leaf.data == "none_lit" or leaf == Tree("name", [Token("NAME", "bidder")])
        for leaf in _outcomes(parse(game.winner.source))
    )
    if bidder_only:
        bidder_phrase = english("bidder", voice)
        bidder = {**bidder_phrase.variables("bidder", lang), "bidder_capital": sentence(bidder_phrase.text, lang)}
        team = yes_no(voice.team)
        paragraphs.append(lang("game-bidder-only", target=game.target, team=team, **bidder))
        if _subtracts(variant):
            must_make = yes_no("made" in names_used(game.winner))
            paragraphs.append(lang("game-set-back", target=game.target, must_make=must_make, team=team, **bidder))
    examples = resources.schema("variant")["properties"]["game"]["properties"]["target"].get("examples", [])
    others = [str(t) for t in examples if t != game.target]
    if others:
        paragraphs.append(lang("game-other-targets", targets=join(others, lang, "or")))
    return paragraphs
