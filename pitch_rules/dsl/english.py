"""Scoring expressions in words, by walking their parse trees: in English, and in every language with catalogs.

``english("captor(highest(trumps(in_play)))").text`` reads "the player who captures
the highest trump in play", and ``english("if made then won else -bid").text`` reads
"the points won if the bid is made, otherwise minus the bid". The walk is one for
every language; the words come from the language's catalog
(``pitch_rules/i18n/locales/<code>/expressions.ftl``): a message per value
(``value-bidder``), function (``fn-captor``) and grammar rule (``op-ge``), whose
attributes are the phrase's other forms (the clause saying when it is absent, a
card set's noun, a word's cases in languages that decline it). A message is
given its arguments' phrases as variables: ``$card`` and ``$card-acc``,
``$card-absent``... Every value and function of the language has a phrase here and
every grammar rule a renderer (tests check both), so a rules document never has to
show expression code. A conditional inside a larger phrase or sentence takes its
grouped form (``op-cond-grouped``): "the points won plus either 5 if the bid is
made, or 0 otherwise", never "the points won plus 5 if the bid is made, otherwise 0".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from lark import Token, Tree

from ..cards import RANK_NAMES, SUIT_NAMES, same_colour_suit
from ..i18n import Language, language
from .builtins import FUNCTIONS, Type
from .compiler import Expression, parse, parse_bounded

# Forms a phrase may lack; a message that names one gets "" and ``$x-has-form`` says "no".
OPTIONAL_FORMS = ("absent", "negated", "bare", "possessive", "clause")


@dataclass(frozen=True)
class Phrase:
    """An expression in words, with what an enclosing phrase needs to build on it.

    ``text`` is a noun phrase, or a clause for a true/false value. ``forms`` holds
    its other forms by name: ``negated`` (a clause's opposite), ``absent`` (a clause
    saying when a card or side is none: "the Jack of trumps is not in play"), a
    card set's singular ``noun`` and qualifier ``where`` ("trump", "in play"), a
    suit's ``of`` form ("the Jack of trumps"), a number per side's ``more``,
    ``most``, ``least`` and ``second``, and in languages that decline nouns their
    cases (``acc``, ``gen``...). ``kind`` says what a suit or card set is, for the
    words built on it: a suit's letter, ``trump`` or ``off-trump``; ``cards`` for
    a set of cards with a place ("the cards in play"). ``grouped`` is a conditional's
    form for use inside a larger phrase or sentence ("either A if c, or B otherwise"),
    where "A if c, otherwise B" would run on into the words around it.
    """

    text: str
    type: Type
    plural: bool = False
    forms: Mapping[str, str] = field(default_factory=dict)
    kind: str = ""
    fixed: bool | None = None  # the value of a true/false literal
    total: bool = False  # a sum or difference, which needs grouping inside another operation
    grouped: Phrase | None = None  # a conditional's own grouped form, for use inside a larger phrase or sentence

    def inside(self) -> Phrase:
        """This phrase as a part of a larger phrase or sentence: a conditional's grouped form, else itself."""
        return self.grouped or self

    @property
    def absent(self) -> str:
        """When the card or side is none, as a clause ("" if it always exists)."""
        return self.forms.get("absent", "")

    @property
    def negated(self) -> str:
        """The opposite of a true/false clause."""
        return self.forms.get("negated", "")

    @property
    def noun(self) -> str:
        """A card set's singular noun ("trump")."""
        return self.forms.get("noun", "")

    @property
    def where(self) -> str:
        """A card set's qualifier ("in play")."""
        return self.forms.get("where", "")

    def variables(self, name: str, lang: Language | None = None) -> dict[str, str]:
        """This phrase as the variables of a message that names it ``name``: ``$name``, ``$name-acc``...

        A case of ``lang`` that the phrase lacks (a number) is its text, or what the
        language's message ``case-CASE`` makes of it (Italian: ``di 3``);
        ``$name-type`` is its type's name.
        """
        found = {
            name: self.text,
            f"{name}-plural": "yes" if self.plural else "no",
            f"{name}-kind": self.kind or "none",
            f"{name}-type": self.type.name.lower(),
        }
        if lang is not None:
            for case in lang.cases:
                found[f"{name}-{case}"] = lang(f"case-{case}", text=self.text) if lang.has(f"case-{case}") else self.text
        for form in (*OPTIONAL_FORMS, *(lang.optional if lang is not None else ())):
            found[f"{name}-{form}"] = ""
            found[f"{name}-has-{form}"] = "no"
        for form, words in self.forms.items():
            found[f"{name}-{form}"] = words
            found[f"{name}-has-{form}"] = "yes" if words else "no"
        return found


@dataclass(frozen=True)
class Voice:
    """How the words speak: in which language, of players (solo play) or of teams, and per-rule meanings.

    ``meanings`` replaces a value's usual phrase in one rule: in a scoring point's
    ``to`` rule, ``card`` is the card its ``card`` rule chose ("the highest trump
    in play"); in the contract, ``won`` is the points of the side being scored.
    """

    team: bool = False
    meanings: Mapping[str, Phrase] = field(default_factory=dict)
    card_names: Mapping[str, Phrase] = field(default_factory=dict)  # extra cards by id: {"JK": the Joker}
    bidding: bool = True  # whether the game has an auction (and so a bidder)
    lang: Language = field(default_factory=language)

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

    def settings(self) -> dict[str, str]:
        """What every message of this voice may choose by: ``$team`` and ``$bidding`` (``yes`` or ``no``)."""
        return {"team": "yes" if self.team else "no", "bidding": "yes" if self.bidding else "no"}

    def phrase(self, message_id: str, typ: Type, kind: str = "", **args: Phrase | str | int) -> Phrase:
        """The phrase that message ``message_id`` makes of ``args``: its value and every attribute.

        An attribute ``plural`` (``yes``) marks a plural phrase.
        """
        values: dict[str, str | int] = dict(self.settings())
        for name, arg in args.items():
            if isinstance(arg, Phrase):
                values.update(arg.variables(name, self.lang))
            else:
                values[name] = arg
        forms = self.lang.forms(message_id, **values)
        text = forms.pop("")
        plural = forms.pop("plural", "no") == "yes"
        return Phrase(text, typ, plural=plural, forms={k: v for k, v in forms.items() if v}, kind=kind)


def _value(name: str, typ: Type, kind: str = "") -> Callable[[Voice], Phrase]:
    return lambda voice: voice.phrase(f"value-{name}", typ, kind)


def _first_out(name: str) -> Callable[[Voice], Phrase]:
    return lambda voice: voice.phrase(f"value-{name}", Type.SIDE, target=voice.word("target"))


def _suit(voice: Voice, letter: str) -> Phrase:
    """The suit with ``letter``, named: ``Hearts``."""
    return voice.phrase(f"suit-{letter}", Type.SUIT, kind=letter)


# The usual phrase of every value of the language (``VALUES``).
VALUE_PHRASES: dict[str, Callable[[Voice], Phrase]] = {
    "trump": _value("trump", Type.SUIT, "trump"),
    "in_play": _value("in_play", Type.CARDS, "cards"),
    "bidder": _value("bidder", Type.SIDE),
    "bid": _value("bid", Type.INT),
    "trick_points": _value("trick_points", Type.TALLY),
    "card": _value("card", Type.CARD),
    "won": _value("won", Type.INT),
    "made": _value("made", Type.BOOL),
    "target": _value("target", Type.INT),
    "side": _value("side", Type.SIDE),
    "scores": _value("scores", Type.TALLY),
    "points_won": _value("points_won", Type.TALLY),
    "opponents_won": _value("opponents_won", Type.INT),
    "dealer": _value("dealer", Type.SIDE),
    "eldest": _value("eldest", Type.SIDE),
    "hand": _value("hand", Type.CARDS, "cards"),
    "first_out": _first_out("first_out"),
    "first_out_bidder_first": _first_out("first_out_bidder_first"),
}


def _function(name: str, typ: Type, *params: str, kind: str = "") -> Callable[..., Phrase]:
    def phrase(voice: Voice, *args: Phrase) -> Phrase:
        return voice.phrase(f"fn-{name}", typ, kind, **dict(zip(params, args)))

    return phrase


def _off(voice: Voice, suit: Phrase) -> Phrase:
    """The other suit of a suit's colour: of trump, of the off-suit (trump again), of a named suit."""
    if suit.kind == "trump":
        return voice.phrase("fn-off", Type.SUIT, "off-trump")
    if suit.kind == "off-trump":
        return voice.word("trump")
    partner = same_colour_suit(suit.kind, tuple(SUIT_NAMES))
    assert partner is not None
    return _suit(voice, partner)


# The phrase of every function of the language (``FUNCTIONS``), given its arguments' phrases.
FUNCTION_PHRASES: dict[str, Callable[..., Phrase]] = {
    "trumps": _function("trumps", Type.CARDS, "cards"),
    "highest": _function("highest", Type.CARD, "cards"),
    "lowest": _function("lowest", Type.CARD, "cards"),
    "dealt": _function("dealt", Type.CARD, "rank", "suit"),
    "captor": _function("captor", Type.SIDE, "card"),
    "holder": _function("holder", Type.SIDE, "card"),
    "captured": _function("captured", Type.CARDS, "side", kind="cards"),
    "count": _function("count", Type.INT, "cards"),
    "unique_max": _function("unique_max", Type.SIDE, "tally"),
    "score": _function("score", Type.INT, "side"),
    "dealt_card": _function("dealt_card", Type.CARD, "name"),
    "off": _off,
    "of_suit": _function("of_suit", Type.CARDS, "cards", "suit"),
    "of_rank": _function("of_rank", Type.CARDS, "cards", "rank"),
    "min": _function("min", Type.INT, "first", "second"),
    "max": _function("max", Type.INT, "first", "second"),
    "most": _function("most", Type.INT, "tally"),
    "second": _function("second", Type.INT, "tally"),
    "least": _function("least", Type.INT, "tally"),
    "won_by": _function("won_by", Type.INT, "side"),
    "opponent": _function("opponent", Type.SIDE, "side"),
    "counters": _function("counters", Type.CARDS, "cards"),
}

# Terms a reader may need explained, by the value or function that brings them in
# (each the message ``term-<name>``).
TERMS = ("in_play", "captor", "captured", "counters", "of_suit")


class UndescribedError(LookupError):
    """A name of the language has no phrase (a gap a test catches)."""


def english(expression: Expression | str | Tree[Token], voice: Voice | None = None) -> Phrase:
    """``expression`` (compiled, its source, or a part of its parse tree) in words, as seen by ``voice``.

    The words are in the voice's language (English by default).
    """
    compiled = expression if isinstance(expression, Expression) else None
    if isinstance(expression, Tree):
        tree = expression
    else:
        tree = parse_bounded(compiled.source if compiled is not None else str(expression))
    voice = voice or Voice()
    phrase = _Renderer(voice).render(tree)
    if phrase.type is Type.NONE and compiled is not None:
        return _nobody(voice, compiled.type)
    return phrase


def names_used(expression: Expression | str) -> list[str]:
    """The values and functions ``expression`` uses, in order of first use."""
    source = expression.source if isinstance(expression, Expression) else expression
    tokens = [node.children[0] for node in parse(source).iter_subtrees() if node.data in ("name", "call")]
    ordered = sorted((t for t in tokens if isinstance(t, Token)), key=lambda t: t.start_pos or 0)
    return list(dict.fromkeys(str(t) for t in ordered))


def _nobody(voice: Voice, typ: Type) -> Phrase:
    """"nobody", or "no card" for a card."""
    return voice.phrase("expr-no-card" if typ in (Type.CARD, Type.CARDS) else "expr-nobody", typ)


_COMPARISONS = {"ge": "le", "le": "ge", "gt": "lt", "lt": "gt"}  # each with its opposite's partner
_ARITHMETIC = ("add", "sub", "mul")


def _conditional_first(left: Phrase, right: Phrase, totals: bool = False) -> bool:
    """Whether an operation that may swap its operands should, to put a conditional (with ``totals``, a sum too) last.

    A grouped conditional has nothing closing it ("either A if c, or B otherwise"), so it reads best at the end.
    """

    def last(phrase: Phrase) -> bool:
        return phrase.grouped is not None or (totals and phrase.total)

    return last(left) and not last(right)


def _opposite(phrase: Phrase) -> Phrase:
    """The opposite of a true/false phrase (of a conditional, in both its forms)."""
    fixed = None if phrase.fixed is None else not phrase.fixed
    grouped = _opposite(phrase.grouped) if phrase.grouped is not None else None
    return Phrase(phrase.negated, Type.BOOL, forms={"negated": phrase.text}, fixed=fixed, grouped=grouped)


class _Renderer:
    """Phrases each node of a parse tree, bottom up; one method per grammar rule."""

    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    def render(self, node: Tree[Token] | Token) -> Phrase:
        assert isinstance(node, Tree)
        kind = str(node.data)
        if kind in _COMPARISONS:
            return self._compare(node, kind)
        if kind in _ARITHMETIC:
            return self._arithmetic(node, kind)
        handler: Callable[[Tree[Token]], Phrase] = getattr(self, f"_{kind}")
        return handler(node)

    def _pair(self, node: Tree[Token]) -> tuple[Phrase, Phrase]:
        """The two operands of ``node``, each as it reads on its own."""
        left, right = (self.render(child) for child in node.children)
        return left, right

    def _compare(self, node: Tree[Token], kind: str) -> Phrase:
        left, right = self._pair(node)
        if _conditional_first(left, right):
            left, right, kind = right, left, _COMPARISONS[kind]  # "the bid is at most either ..."
        return self.voice.phrase(f"op-{kind}", Type.BOOL, left=left.inside(), right=right.inside())

    def _grouped(self, phrase: Phrase) -> Phrase:
        """A sum or difference, marked as one amount for use inside another operation."""
        return self.voice.phrase("op-grouped", Type.INT, amount=phrase) if phrase.total else phrase

    def _arithmetic(self, node: Tree[Token], kind: str) -> Phrase:
        left, right = self._pair(node)
        if kind != "sub" and _conditional_first(left, right, totals=kind == "mul"):
            left, right = right, left  # the grouped operand goes last: "2 times the result of a plus b"
        left, right = left.inside(), right.inside()
        if kind == "mul":
            left = self._grouped(left)
        phrase = self.voice.phrase(f"op-{kind}", Type.INT, left=left, right=self._grouped(right))
        return replace(phrase, total=kind != "mul")

    def _equality(self, node: Tree[Token], equal: bool) -> Phrase:
        left, right = self._pair(node)
        if left.type is Type.NONE or (right.type is not Type.NONE and _conditional_first(left, right)):
            left, right = right, left
        if right.type is Type.NONE:
            missing = self.voice.phrase("op-eq-none", Type.BOOL, thing=left.inside())
            clauses = (missing.text, missing.negated)
        else:
            same = self.voice.phrase("op-eq", Type.BOOL, left=left.inside(), right=right.inside())
            clauses = (same.text, same.negated)
        text, negated = clauses if equal else clauses[::-1]
        return Phrase(text, Type.BOOL, forms={"negated": negated})

    def _eq(self, node: Tree[Token]) -> Phrase:
        return self._equality(node, True)

    def _ne(self, node: Tree[Token]) -> Phrase:
        return self._equality(node, False)

    def _neg(self, node: Tree[Token]) -> Phrase:
        return self.voice.phrase("op-neg", Type.INT, amount=self._grouped(self.render(node.children[0]).inside()))

    def _not_(self, node: Tree[Token]) -> Phrase:
        return _opposite(self.render(node.children[0]))

    def _and_(self, node: Tree[Token]) -> Phrase:
        return self._connect(node, "op-and")

    def _or_(self, node: Tree[Token]) -> Phrase:
        return self._connect(node, "op-or")

    def _connect(self, node: Tree[Token], message_id: str) -> Phrase:
        """Two clauses joined by ``message_id`` ("and", "or"), a conditional among them last."""
        left, right = self._pair(node)
        if _conditional_first(left, right):
            left, right = right, left
        return self.voice.phrase(message_id, Type.BOOL, left=left.inside(), right=right.inside())

    def _cond(self, node: Tree[Token]) -> Phrase:
        """"A if c, otherwise B", in every form both branches have (a clause's opposite, a noun's cases).

        Its grouped form (``op-cond-grouped``: "either A if c, or B otherwise") is what a larger phrase or
        sentence takes in, where the plain form would run on into the words around it.
        """
        test = self.render(node.children[0]).inside()
        yes, no = (self.render(child) for child in node.children[1:])
        if test.fixed is not None:
            return yes if test.fixed else no
        typ = no.type if yes.type is Type.NONE else yes.type
        yes = _nobody(self.voice, typ) if yes.type is Type.NONE else yes
        no = _nobody(self.voice, typ) if no.type is Type.NONE else no
        nested = "yes" if isinstance(node.children[1], Tree) and node.children[1].data == "cond" else "no"
        words = {"test": test.text, "nested": nested, **self.voice.settings()}
        cases = self.voice.lang.cases
        shared = [form for form in ("negated", *cases) if form in yes.forms or form in no.forms or form in cases]
        forms = {
            form: self.voice.lang("op-cond", yes=yes.forms.get(form, yes.text), no=no.forms.get(form, no.text), **words)
            for form in shared
            if form != "negated" or typ is Type.BOOL
        }
        text = self.voice.lang("op-cond", yes=yes.text, no=no.text, **words)
        grouped = self.voice.phrase("op-cond-grouped", typ, test=test, yes=yes, no=no)
        return Phrase(text, typ, plural=yes.plural, forms=forms, grouped=grouped)

    def _int_lit(self, node: Tree[Token]) -> Phrase:
        return Phrase(str(node.children[0]), Type.INT)

    def _str_lit(self, node: Tree[Token]) -> Phrase:
        word = str(node.children[0])[1:-1]
        return Phrase(word, Type.TEXT)

    def _true_lit(self, node: Tree[Token]) -> Phrase:
        return replace(self.voice.phrase("op-true", Type.BOOL), fixed=True)

    def _false_lit(self, node: Tree[Token]) -> Phrase:
        return replace(self.voice.phrase("op-false", Type.BOOL), fixed=False)

    def _none_lit(self, node: Tree[Token]) -> Phrase:
        return replace(self.voice.phrase("expr-nobody", Type.NONE), type=Type.NONE)

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
        if len(phrases) > 1:  # "the larger of a and the result of b minus c", never "... of a and b minus c"
            phrases = [self._grouped(phrase) for phrase in phrases]
        return FUNCTION_PHRASES[name](self.voice, *phrases)

    def _card_name(self, word: str) -> Phrase:
        """A card named in quotes: an extra card by its name, a standard card in words."""
        if word in self.voice.card_names:
            return self.voice.card_names[word]
        if len(word) == 2 and word[0] in RANK_NAMES and word[1] in SUIT_NAMES:
            rank = self.voice.phrase(f"rank-{word[0]}", Type.RANK)
            return self.voice.phrase("card-named", Type.CARD_NAME, rank=rank, suit=_suit(self.voice, word[1]))
        raise UndescribedError(f"the card '{word}' has no name")

    def _argument(self, typ: Type, node: Tree[Token] | Token) -> Phrase:
        """An argument, a conditional in its grouped form; quoted rank and suit letters become their names."""
        if isinstance(node, Tree) and node.data == "str_lit":
            word = self._str_lit(node).text
            if typ is Type.RANK:
                return self.voice.phrase(f"rank-{word}", Type.RANK)
            if typ is Type.SUIT:
                return _suit(self.voice, word)
            return self._card_name(word)
        phrase = self.render(node).inside()
        return _nobody(self.voice, typ) if phrase.type is Type.NONE else phrase


def extra_card(voice: Voice, name: str) -> Phrase:
    """An extra card (a joker) by its name, as the catalog words it (``extra-card``, given ``$name``)."""
    return voice.phrase("extra-card", Type.CARD_NAME, name=name)


def terms(expressions: Sequence[Expression], voice: Voice, messages: Mapping[str, str] | None = None) -> list[str]:
    """Explanations of the terms ``expressions`` rely on, each once, in order of use (``messages``: another message
    than ``term-<name>`` for some, where the variant's rules give the term another sense)."""
    seen: list[str] = []
    for expression in expressions:
        seen.extend(name for name in names_used(expression) if name in TERMS and name not in seen)
    other = messages or {}
    return [voice.lang(other.get(name, f"term-{name}"), **voice.settings()) for name in seen]
