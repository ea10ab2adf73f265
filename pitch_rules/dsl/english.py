"""Scoring expressions in plain English, by walking their parse trees.

``english("captor(highest(trumps(in_play)))").text`` reads "the player who captures
the highest trump in play", and ``english("if made then won else -bid").text`` reads
"the points won if the bid is made, otherwise minus the bid". Every value and
function of the language has a phrase here and every grammar rule a renderer (tests
check both), so a rules document never has to show expression code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from lark import Token, Tree

from ..cards import RANK_NAMES, SUIT_NAMES
from .builtins import FUNCTIONS, Type
from .compiler import Expression, parse


@dataclass(frozen=True)
class Phrase:
    """An expression in words, with what an enclosing phrase needs to build on it.

    ``text`` is a noun phrase, or a clause for a true/false value (then ``negated``
    is the clause's opposite). ``absent`` is a clause saying when a card or side
    is none ("the Jack of trumps is not in play"). A set of cards keeps its
    singular ``noun`` and its qualifier ``where`` ("trump", "in play") so that
    ``highest`` can say "the highest trump in play"; a suit keeps the form used
    after "of" ("the Jack of trumps").
    """

    text: str
    type: Type
    plural: bool = False
    possessive: str = ""
    absent: str = ""
    negated: str = ""
    noun: str = ""
    where: str = ""
    of_form: str = ""
    fixed: bool | None = None  # the value of a true/false literal
    total: bool = False  # a sum or difference, which needs grouping inside another operation
    more: str = ""  # a number per side, compared: "more trick points", "a higher score"
    most: str = ""  # a number per side, at its highest: "the most trick points", "the highest score"
    least: str = ""  # a number per side, at its lowest: "the fewest trick points", "the lowest score"


@dataclass(frozen=True)
class Voice:
    """How the words speak: of players (solo play) or of teams, and per-rule meanings.

    ``meanings`` replaces a value's usual phrase in one rule: in a scoring point's
    ``to`` rule, ``card`` is the card its ``card`` rule chose ("the highest trump
    in play"); in the contract, ``won`` is the points of the side being scored.
    """

    team: bool = False
    meanings: Mapping[str, Phrase] = field(default_factory=dict)
    card_names: Mapping[str, str] = field(default_factory=dict)  # extra cards by id: {"JK": "Joker"}
    bidding: bool = True  # whether the game has an auction (and so a bidder)

    @property
    def side(self) -> str:
        """The word for one scoring side."""
        return "team" if self.team else "player"

    @property
    def sides(self) -> str:
        """The word for several scoring sides."""
        return "teams" if self.team else "players"

    @property
    def who(self) -> str:
        """The relative pronoun after the side word."""
        return "that" if self.team else "who"

    @property
    def they(self) -> Phrase:
        """One side, as a pronoun: ``they`` (a player) or ``it`` (a team)."""
        return Phrase("it", Type.SIDE, possessive="its") if self.team else Phrase("they", Type.SIDE, possessive="their")

    def word(self, name: str) -> Phrase:
        """The phrase for value ``name`` in this voice: its meaning in this rule, or its usual phrase."""
        if name in self.meanings:
            return self.meanings[name]
        if name not in VALUE_PHRASES:
            raise UndescribedError(f"the value '{name}' has no English phrase")
        return VALUE_PHRASES[name](self)

    def meaning(self, **meanings: Phrase) -> Voice:
        """This voice, with ``meanings`` given to some values."""
        return replace(self, meanings={**self.meanings, **meanings})


def _nobody(typ: Type) -> str:
    return "no card" if typ in (Type.CARD, Type.CARDS) else "nobody"


def _be(phrase: Phrase) -> str:
    return "are" if phrase.plural else "is"


def _grouped(phrase: Phrase) -> Phrase:
    """A sum or difference, marked as one amount for use inside another operation."""
    return replace(phrase, text=f"the result of {phrase.text}", total=False) if phrase.total else phrase


def _plural(noun: str) -> str:
    """``noun`` in the plural: cards, Sixes."""
    return noun + ("es" if noun.endswith("x") else "s")


def _card_set(noun: str, where: str) -> Phrase:
    return Phrase(f"the {_plural(noun)} {where}", Type.CARDS, plural=True, noun=noun, where=where)


def _bidder(voice: Voice) -> Phrase:
    if voice.team:
        return Phrase("the bidding team", Type.SIDE, possessive="the bidding team's")
    return Phrase("the bidder", Type.SIDE, possessive="the bidder's")


def _dealer(voice: Voice) -> Phrase:
    if voice.team:
        return Phrase("the dealer's team", Type.SIDE, possessive="the dealer's team's")
    return Phrase("the dealer", Type.SIDE, possessive="the dealer's")


def _eldest(voice: Voice) -> Phrase:
    if voice.team:
        return Phrase("the team of the player to the dealer's left", Type.SIDE)
    return Phrase("the player to the dealer's left", Type.SIDE)


def _tally(name: str, more: str, most: str, least: str) -> Callable[[Voice], Phrase]:
    return lambda voice: Phrase(name, Type.TALLY, plural=True, more=more, most=most, least=least)


def _first_out(order: str) -> Callable[[Voice], Phrase]:
    def phrase(voice: Voice) -> Phrase:
        target = voice.word("target").text
        set_back = ", a bidder who is set back counting nothing" if voice.bidding else ""
        return Phrase(
            f"the first {voice.side} to reach {target} as this hand's points are counted one by one, "
            f"{order}{set_back}",
            Type.SIDE,
            absent=f"nobody reaches {target} that way",
        )

    return phrase


# The usual phrase of every value of the language (``VALUES``).
VALUE_PHRASES: dict[str, Callable[[Voice], Phrase]] = {
    "trump": lambda voice: Phrase("the trump suit", Type.SUIT, of_form="trumps", noun="trump"),
    "in_play": lambda voice: _card_set("card", "in play"),
    "bidder": _bidder,
    "bid": lambda voice: Phrase("the bid", Type.INT),
    "trick_points": _tally("trick points", "more trick points", "the most trick points", "the fewest trick points"),
    "card": lambda voice: Phrase("the card that decides the point", Type.CARD),
    "won": lambda voice: Phrase("the points won", Type.INT, plural=True),
    "made": lambda voice: Phrase("the bid is made", Type.BOOL, negated="the bid is not made"),
    "target": lambda voice: Phrase("the target score", Type.INT),
    "side": lambda voice: Phrase(f"the {voice.side} being scored", Type.SIDE),
    "scores": _tally("scores", "a higher score", "the highest score", "the lowest score"),
    "points_won": _tally(
        "points won this hand", "more points won this hand", "the most points won this hand", "the fewest points won this hand"
    ),
    "opponents_won": lambda voice: Phrase(f"the points every other {voice.side} won together", Type.INT, plural=True),
    "dealer": _dealer,
    "eldest": _eldest,
    "hand": lambda voice: _card_set("card", "in their hand"),
    "first_out": _first_out("in the order the points are listed"),
    "first_out_bidder_first": _first_out("the bidder's first, then the others' in the order they are listed"),
}


def _trumps(voice: Voice, cards: Phrase) -> Phrase:
    if cards.noun == "card":
        return _card_set("trump", cards.where)
    return _card_set("trump", f"among {cards.text}")


def _extreme(word: str) -> Callable[[Voice, Phrase], Phrase]:
    def phrase(voice: Voice, cards: Phrase) -> Phrase:
        return Phrase(
            f"the {word} {cards.noun} {cards.where}",
            Type.CARD,
            absent=f"there is no {cards.noun} {cards.where}",
        )

    return phrase


def _dealt(voice: Voice, rank: Phrase, suit: Phrase) -> Phrase:
    card = f"the {rank.text} of {suit.of_form}"
    return Phrase(card, Type.CARD, absent=f"{card} is not in play")


def _captor(voice: Voice, card: Phrase) -> Phrase:
    return Phrase(f"the {voice.side} {voice.who} captures {card.text}", Type.SIDE, absent=card.absent)


def _holder(voice: Voice, card: Phrase) -> Phrase:
    return Phrase(f"the {voice.side} {voice.who} was dealt {card.text}", Type.SIDE, absent=card.absent)


def _captured(voice: Voice, side: Phrase) -> Phrase:
    return _card_set("card", f"captured by {side.text}")


def _count(voice: Voice, cards: Phrase) -> Phrase:
    return Phrase(f"the number of {_plural(cards.noun)} {cards.where}", Type.INT)


def _unique_max(voice: Voice, tally: Phrase) -> Phrase:
    return Phrase(
        f"the {voice.side} with {tally.more} than any other {voice.side}",
        Type.SIDE,
        absent=f"two or more {voice.sides} tie for {tally.most}",
    )


def _dealt_card(voice: Voice, name: Phrase) -> Phrase:
    return Phrase(name.text, Type.CARD, absent=f"{name.text} is not in play")


_OFF_SUIT = "the other suit of the trump colour"


def _off(voice: Voice, suit: Phrase) -> Phrase:
    if suit.of_form == "trumps":
        return Phrase(_OFF_SUIT, Type.SUIT, of_form=_OFF_SUIT, noun="off-suit card")
    if suit.of_form == _OFF_SUIT:
        return voice.word("trump")
    partner = _SAME_COLOUR[suit.text]
    return Phrase(partner, Type.SUIT, of_form=partner, noun=partner.removesuffix("s").lower())


def _of_suit(voice: Voice, cards: Phrase, suit: Phrase) -> Phrase:
    noun = "natural trump" if suit.of_form == "trumps" else f"natural {suit.noun}"
    where = cards.where if cards.noun == "card" else f"among {cards.text}"
    return _card_set(noun, where)


def _of_rank(voice: Voice, cards: Phrase, rank: Phrase) -> Phrase:
    where = cards.where if cards.noun == "card" else f"among {cards.text}"
    return _card_set(rank.text, where)


def _min_max(word: str) -> Callable[[Voice, Phrase, Phrase], Phrase]:
    def phrase(voice: Voice, first: Phrase, second: Phrase) -> Phrase:
        return Phrase(f"the {word} of {first.text} and {second.text}", Type.INT)

    return phrase


def _most(voice: Voice, tally: Phrase) -> Phrase:
    return Phrase(tally.most, Type.INT)


def _least(voice: Voice, tally: Phrase) -> Phrase:
    return Phrase(tally.least, Type.INT)


def _second(voice: Voice, tally: Phrase) -> Phrase:
    return Phrase(f"the second {tally.most.removeprefix('the ')}", Type.INT)


def _won_by(voice: Voice, side: Phrase) -> Phrase:
    return Phrase(f"the points {side.text} won this hand", Type.INT, plural=True)


def _opponent(voice: Voice, side: Phrase) -> Phrase:
    return Phrase(f"the {voice.side} playing against {side.text}", Type.SIDE, absent=side.absent)


def _counters(voice: Voice, cards: Phrase) -> Phrase:
    where = cards.where if cards.noun == "card" else f"among {cards.text}"
    return _card_set("counting card", where)


def _score(voice: Voice, side: Phrase) -> Phrase:
    return Phrase(f"{side.possessive} score" if side.possessive else f"the score of {side.text}", Type.INT)


# The phrase of every function of the language (``FUNCTIONS``), given its arguments' phrases.
FUNCTION_PHRASES: dict[str, Callable[..., Phrase]] = {
    "trumps": _trumps,
    "highest": _extreme("highest"),
    "lowest": _extreme("lowest"),
    "dealt": _dealt,
    "captor": _captor,
    "holder": _holder,
    "captured": _captured,
    "count": _count,
    "unique_max": _unique_max,
    "score": _score,
    "dealt_card": _dealt_card,
    "off": _off,
    "of_suit": _of_suit,
    "of_rank": _of_rank,
    "min": _min_max("smaller"),
    "max": _min_max("larger"),
    "most": _most,
    "second": _second,
    "least": _least,
    "won_by": _won_by,
    "opponent": _opponent,
    "counters": _counters,
}
_SAME_COLOUR = {"Spades": "Clubs", "Clubs": "Spades", "Hearts": "Diamonds", "Diamonds": "Hearts"}

# Terms a reader may need explained, by the value or function that brings them in.
TERMS: dict[str, Callable[[Voice], str]] = {
    "in_play": lambda voice: (
        "The cards in play are the cards the players hold when play begins, and any they draw during play."
    ),
    "captor": lambda voice: (
        "A card is captured by the player who wins the trick it is played to, "
        "whoever was dealt it"
        + ("; a card captured by any member of a team counts for the whole team." if voice.team else ".")
    ),
    "captured": lambda voice: "A card is captured by the player who wins the trick it is played to.",
    "counters": lambda voice: "A counting card is one that counts trick points for Game.",
    "of_suit": lambda voice: (
        "A natural card of a suit is one of that suit by its face: not a joker, and not a card of "
        "another suit that ranks as a trump."
    ),
}


class UndescribedError(LookupError):
    """A name of the language has no English phrase (a gap a test catches)."""


def english(expression: Expression | str | Tree[Token], voice: Voice | None = None) -> Phrase:
    """``expression`` (compiled, its source, or a part of its parse tree) in words, as seen by ``voice``."""
    compiled = expression if isinstance(expression, Expression) else None
    if isinstance(expression, Tree):
        tree = expression
    else:
        tree = parse(compiled.source if compiled is not None else str(expression))
    phrase = _Renderer(voice or Voice()).render(tree)
    if phrase.type is Type.NONE and compiled is not None:
        return Phrase(_nobody(compiled.type), compiled.type)
    return phrase


def names_used(expression: Expression | str) -> list[str]:
    """The values and functions ``expression`` uses, in order of first use."""
    source = expression.source if isinstance(expression, Expression) else expression
    tokens = [node.children[0] for node in parse(source).iter_subtrees() if node.data in ("name", "call")]
    ordered = sorted((t for t in tokens if isinstance(t, Token)), key=lambda t: t.start_pos or 0)
    return list(dict.fromkeys(str(t) for t in ordered))


_COMPARISONS = {
    # rule: (words, words when negated)
    "ge": ("at least", "less than"),
    "le": ("at most", "more than"),
    "gt": ("more than", "at most"),
    "lt": ("less than", "at least"),
}
_ARITHMETIC = {"add": "plus", "sub": "minus", "mul": "times"}


class _Renderer:
    """Phrases each node of a parse tree, bottom up; one method per grammar rule."""

    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    def render(self, node: Tree[Token] | Token) -> Phrase:
        assert isinstance(node, Tree)
        kind = str(node.data)
        if kind in _COMPARISONS:
            return self._compare(node, *_COMPARISONS[kind])
        if kind in _ARITHMETIC:
            return self._arithmetic(node, _ARITHMETIC[kind])
        handler: Callable[[Tree[Token]], Phrase] = getattr(self, f"_{kind}")
        return handler(node)

    def _pair(self, node: Tree[Token]) -> tuple[Phrase, Phrase]:
        left, right = (self.render(child) for child in node.children)
        return left, right

    def _compare(self, node: Tree[Token], words: str, negated: str) -> Phrase:
        left, right = self._pair(node)
        be = _be(left)
        return Phrase(f"{left.text} {be} {words} {right.text}", Type.BOOL, negated=f"{left.text} {be} {negated} {right.text}")

    def _arithmetic(self, node: Tree[Token], word: str) -> Phrase:
        left, right = self._pair(node)
        if word == "times" and left.total and not right.total:
            left, right = right, left  # the grouped operand goes last: "2 times the result of a plus b"
        if word == "times":
            left = _grouped(left)
        return Phrase(f"{left.text} {word} {_grouped(right).text}", Type.INT, total=word != "times")

    def _equality(self, node: Tree[Token], equal: bool) -> Phrase:
        left, right = self._pair(node)
        if left.type is Type.NONE:
            left, right = right, left
        be = _be(left)
        if right.type is Type.NONE and left.text.startswith("the "):
            thing = left.text.removeprefix("the ")
            same, differs = f"there is no {thing}", f"there is a {thing}"
        else:
            other = _nobody(left.type) if right.type is Type.NONE else right.text
            same, differs = f"{left.text} {be} {other}", f"{left.text} {be} not {other}"
        return Phrase(same if equal else differs, Type.BOOL, negated=differs if equal else same)

    def _eq(self, node: Tree[Token]) -> Phrase:
        return self._equality(node, True)

    def _ne(self, node: Tree[Token]) -> Phrase:
        return self._equality(node, False)

    def _neg(self, node: Tree[Token]) -> Phrase:
        return Phrase(f"minus {_grouped(self.render(node.children[0])).text}", Type.INT)

    def _not_(self, node: Tree[Token]) -> Phrase:
        inner = self.render(node.children[0])
        fixed = None if inner.fixed is None else not inner.fixed
        return Phrase(inner.negated, Type.BOOL, negated=inner.text, fixed=fixed)

    def _and_(self, node: Tree[Token]) -> Phrase:
        left, right = self._pair(node)
        return Phrase(f"{left.text} and {right.text}", Type.BOOL, negated=f"{left.negated} or {right.negated}")

    def _or_(self, node: Tree[Token]) -> Phrase:
        left, right = self._pair(node)
        return Phrase(f"{left.text} or {right.text}", Type.BOOL, negated=f"{left.negated} and {right.negated}")

    def _cond(self, node: Tree[Token]) -> Phrase:
        test, yes, no = (self.render(child) for child in node.children)
        if test.fixed is not None:
            return yes if test.fixed else no
        typ = no.type if yes.type is Type.NONE else yes.type
        yes_text = _nobody(typ) if yes.type is Type.NONE else yes.text
        no_text = _nobody(typ) if no.type is Type.NONE else no.text
        nested = isinstance(node.children[1], Tree) and node.children[1].data == "cond"
        # "A if c, otherwise B"; a choice inside the first branch goes after its condition instead.
        form = "when {test}, {yes}; in any other case, {no}" if nested else "{yes} if {test}, otherwise {no}"
        text = form.format(test=test.text, yes=yes_text, no=no_text)
        negated = form.format(test=test.text, yes=yes.negated, no=no.negated) if typ is Type.BOOL else ""
        return Phrase(text, typ, plural=yes.plural, negated=negated)

    def _int_lit(self, node: Tree[Token]) -> Phrase:
        return Phrase(str(node.children[0]), Type.INT)

    def _str_lit(self, node: Tree[Token]) -> Phrase:
        word = str(node.children[0])[1:-1]
        return Phrase(word, Type.TEXT)

    def _true_lit(self, node: Tree[Token]) -> Phrase:
        return Phrase("always", Type.BOOL, negated="never", fixed=True)

    def _false_lit(self, node: Tree[Token]) -> Phrase:
        return Phrase("never", Type.BOOL, negated="always", fixed=False)

    def _none_lit(self, node: Tree[Token]) -> Phrase:
        return Phrase("nobody", Type.NONE)

    def _name(self, node: Tree[Token]) -> Phrase:
        return self.voice.word(str(node.children[0]))

    def _call(self, node: Tree[Token]) -> Phrase:
        token, *children = node.children
        name = str(token)
        if name not in FUNCTION_PHRASES or name not in FUNCTIONS:
            raise UndescribedError(f"the function '{name}' has no English phrase")
        params = FUNCTIONS[name].params
        args = [child for child in children if child is not None]
        phrases = [self._argument(typ, arg) for (_, typ), arg in zip(params, args)]
        return FUNCTION_PHRASES[name](self.voice, *phrases)

    def _card_name(self, word: str) -> str:
        """A card named in quotes: an extra card by its name, a standard card in words."""
        if word in self.voice.card_names:
            return f"the {self.voice.card_names[word]}"
        if len(word) == 2 and word[0] in RANK_NAMES and word[1] in SUIT_NAMES:
            return f"the {RANK_NAMES[word[0]]} of {SUIT_NAMES[word[1]]}"
        raise UndescribedError(f"the card '{word}' has no name")

    def _argument(self, typ: Type, node: Tree[Token] | Token) -> Phrase:
        """An argument; quoted rank and suit letters become their names."""
        if isinstance(node, Tree) and node.data == "str_lit":
            word = self._str_lit(node).text
            if typ is Type.RANK:
                return Phrase(RANK_NAMES[word], Type.RANK)
            if typ is Type.SUIT:
                name = SUIT_NAMES[word]
                return Phrase(name, Type.SUIT, of_form=name, noun=name.removesuffix("s").lower())
            return Phrase(self._card_name(word), Type.CARD_NAME)
        phrase = self.render(node)
        return Phrase(_nobody(typ), typ) if phrase.type is Type.NONE else phrase


def terms(expressions: Sequence[Expression], voice: Voice) -> list[str]:
    """Explanations of the terms ``expressions`` rely on, each once, in order of use."""
    seen: list[str] = []
    for expression in expressions:
        seen.extend(name for name in names_used(expression) if name in TERMS and name not in seen)
    return [TERMS[name](voice) for name in seen]
