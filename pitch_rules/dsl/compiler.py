"""Parse, type-check and compile scoring expressions to Python closures.

The pipeline is parse (lark, LALR) -> check names, arity and types -> build a
closure per node, once per variant. Evaluating a compiled expression is a plain
function call on an :class:`~pitch_rules.dsl.builtins.EvalContext`; user text is
never passed to ``eval``.
"""

from __future__ import annotations

import difflib
import hashlib
import io
import operator
import os
import sys
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import lark
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedToken

from ..errors import PitchRulesError
from ..fileio import atomic_write_bytes
from ..problems import Grouped, Said, say
from .builtins import FUNCTIONS, SHAPES, VALUES, EvalContext, Evaluator, Type

MAX_LENGTH = 400
MAX_DEPTH = 24
MAX_NUMBER = 1_000_000_000
"""The largest magnitude of a number a rule may give, and of a score (see ``check_number``)."""


@cache
def _parser() -> Lark:
    """The parser of ``grammar.lark``, built on first use and kept in the user's cache folder.

    Building the LALR tables takes longer than the rest of a ``validate``; a saved
    parser (lark's own format) loads in a few milliseconds. The saved file's name
    holds a digest of the grammar and of lark's and Python's versions, it is
    written whole or not at all, and a file that cannot be read is built anew.
    """
    grammar = resources.files(__package__).joinpath("grammar.lark").read_text(encoding="utf-8")
    key = hashlib.sha256(f"{grammar}\0{lark.__version__}\0{sys.version_info[:2]}".encode()).hexdigest()[:32]
    folder = _cache_folder()
    saved = folder / f"dsl-parser-{key}.lark" if folder is not None else None
    if saved is not None:
        try:
            with open(saved, "rb") as stream:
                loaded: Lark = Lark.load(stream)
            return loaded
        except Exception:  # noqa: BLE001 - no file, or not one lark wrote: build the parser anew
            pass
    parser = Lark(grammar, parser="lalr", propagate_positions=True)
    if saved is not None:
        buffer = io.BytesIO()
        parser.save(buffer)
        try:
            saved.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            atomic_write_bytes(saved, buffer.getvalue())
        except OSError:
            pass  # a read-only home: build it each time
    return parser


def _cache_folder() -> Path | None:
    """The user's cache folder for pitch-rules (``$XDG_CACHE_HOME`` or ``~/.cache``), or None if there is no home."""
    base = os.environ.get("XDG_CACHE_HOME")
    try:
        return Path(base if base and os.path.isabs(base) else Path.home() / ".cache") / "pitch-rules"
    except (RuntimeError, KeyError):
        return None

_TOKEN_WORDS = {"NAME": "expression.token_name", "INT": "expression.token_number", "STRING": "expression.token_text", "$END": "expression.token_end"}
"""The keys of the words for the tokens the parser expects."""
_TYPE_WORDS = {
    Type.INT: "expression.type_number",
    Type.BOOL: "expression.type_bool",
    Type.CARD: "expression.type_card",
    Type.CARDS: "expression.type_cards",
    Type.SIDE: "expression.type_side",
    Type.SUIT: "expression.type_suit",
    Type.RANK: "expression.type_rank",
    Type.CARD_NAME: "expression.type_card_name",
    Type.TALLY: "expression.type_tally",
    Type.NONE: "expression.type_none",
    Type.TEXT: "expression.type_text",
}
"""The keys of the words for each type, as the messages name it (``a card``)."""
_CARD_WORDS = {Type.RANK: "rank", Type.SUIT: "suit", Type.CARD_NAME: "card"}
"""What a quoted card word must be, as the messages choose their words by it."""


class DslError(Exception):
    """An expression is malformed or ill-typed: the message at ``code`` (see :mod:`pitch_rules.problems`) with
    ``values`` filled in, said in the current language; ``column`` counts from 1."""

    def __init__(self, code: str, column: int, /, **values: str | int) -> None:
        self.message = say(code, **values)
        super().__init__(self.message)
        self.code = code
        self.column = column


@dataclass(frozen=True)
class Deck:
    """What the checker needs to know of the deck: rank and suit spellings, extra cards."""

    ranks: Sequence[str]
    suits: Sequence[str]
    extra: Sequence[str] = ()

    @property
    def cards(self) -> list[str]:
        """Every card's name, in the engine's card order."""
        return [rank + suit for suit in self.suits for rank in self.ranks] + list(self.extra)


@dataclass(frozen=True)
class Expression:
    """A compiled expression: its source text, its type and its evaluator."""

    source: str
    type: Type
    evaluate: Evaluator
    names: frozenset[str] = frozenset()
    """The value and function names the expression uses."""


def compile_expression(
    source: str, expected: Type, names: Collection[str], deck: Deck, *, plain: bool = False
) -> Expression:
    """Compile ``source`` to an evaluator returning ``expected``.

    ``names`` is the set of value and function names this rule may use. Raises
    :class:`DslError` with a 1-based column on any problem. ``plain`` builds a
    closure for each part of the expression as written, without the shortcuts
    (the reference they are tested against).
    """
    tree = parse_bounded(source)
    compiler = _Compiler(names, deck, plain)
    typ, fn = compiler.compile(tree)
    if not _fits(typ, expected):
        raise DslError("expression.wrong_type", 1, actual=_a(typ), expected=_a(expected))
    return Expression(source, typ if typ is not Type.NONE else expected, fn, frozenset(compiler.used))


class NumberLimitError(PitchRulesError):
    """A rule gave a number, or made a score, beyond :data:`MAX_NUMBER`: :attr:`said` says which and where, in the
    language read when it is shown (as ``str``, the current one: English unless a command or a reader chose one)."""

    def __init__(self, said: Said) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return str(self.said)


def check_number(value: int, what: Said) -> int:
    """``value`` if its magnitude is at most :data:`MAX_NUMBER`; NumberLimitError naming ``what`` (a message of
    ``number_limit.*``: the rule, or the score) otherwise."""
    if -MAX_NUMBER <= value <= MAX_NUMBER:
        return value
    raise NumberLimitError(Said("number_limit.gave", what=what, number=_number_shown(value), limit=Grouped(MAX_NUMBER)))


def _number_shown(value: int) -> int | Said:
    """A number as a message shows it: its digits, or how many it has when there are many."""
    digits = len(str(abs(value)))
    return value if digits <= 30 else Said("expression.digits", digits=digits)


def parse_bounded(source: str) -> Tree[Token]:
    """The parse tree of ``source`` within the language's limits: DslError if it is too long, empty or too deep."""
    if len(source) > MAX_LENGTH:
        raise DslError("expression.too_long", 1, length=len(source), limit=MAX_LENGTH)
    if not source.strip():
        raise DslError("expression.empty", 1)
    tree = parse(source)
    _check_depth(tree)
    return tree


def parse(source: str) -> Tree[Token]:
    """The parse tree of ``source``; raises :class:`DslError` on a syntax error."""
    try:
        return _parser().parse(source)
    except UnexpectedToken as err:
        expected = _expected_words(err.accepts)
        if err.token.type == "$END":
            raise DslError("expression.unexpected_end", len(source) + 1, expected=expected) from None
        raise DslError("expression.unexpected", err.column, found=repr(str(err.token)), expected=expected) from None
    except UnexpectedCharacters as err:
        raise DslError("expression.unexpected_character", err.column, character=repr(err.char)) from None


def _expected_words(terminals: Collection[str]) -> str:
    words = []
    for name in sorted(terminals):
        if name in _TOKEN_WORDS:
            words.append(say(_TOKEN_WORDS[name]))
        else:
            pattern = _parser().get_terminal(name).pattern
            words.append(repr(pattern.value))
    return say("expression.one_of", words=", ".join(sorted(set(words)))) if len(words) > 1 else words[0]


def _check_depth(tree: Tree[Token]) -> None:
    stack: list[tuple[Tree[Token] | Token, int]] = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, Tree):
            if depth > MAX_DEPTH:
                raise DslError("expression.too_deep", _column(node), limit=MAX_DEPTH)
            stack.extend((child, depth + 1) for child in node.children if child is not None)


def _column(node: Tree[Token] | Token) -> int:
    if isinstance(node, Token):
        return node.column or 1
    return getattr(node.meta, "column", 1) if not node.meta.empty else 1


def _fits(actual: Type, expected: Type) -> bool:
    return actual is expected or (actual is Type.NONE and expected.nullable)


def _a(typ: Type) -> str:
    """How the messages name a value of type ``typ``: ``a card``."""
    return say(_TYPE_WORDS[typ])


def _literal(node: Tree[Token]) -> int:
    """The value of a number literal; DslError if it is beyond :data:`MAX_NUMBER`."""
    text = str(node.children[0])
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(MAX_NUMBER)) or int(digits) > MAX_NUMBER:
        shown = digits if len(digits) <= 30 else say("expression.digits", digits=len(digits))
        raise DslError("expression.number_too_large", _column(node), number=shown, limit=Grouped(MAX_NUMBER))
    return int(digits)


def _constant(node: Tree[Token] | Token) -> int | None:
    """The value of an arithmetic expression made of numbers only (``2 * 3``), else None."""
    if not isinstance(node, Tree):
        return None
    if node.data == "int_lit":
        return int(str(node.children[0]))
    if node.data == "neg":
        inner = _constant(node.children[0])
        return None if inner is None else -inner
    if node.data in _ARITH:
        left, right = (_constant(child) for child in node.children)
        return None if left is None or right is None else _ARITH[str(node.data)](left, right)
    return None


def _check_constant(node: Tree[Token]) -> None:
    """DslError if ``node`` is numbers only and its value is beyond :data:`MAX_NUMBER`."""
    value = _constant(node)
    if value is not None and not -MAX_NUMBER <= value <= MAX_NUMBER:
        digits = len(str(abs(value)))
        shown = str(value) if digits <= 30 else say("expression.digits", digits=digits)
        raise DslError("expression.always_beyond", _column(node), number=shown, limit=Grouped(MAX_NUMBER))


_ARITH: dict[str, Callable[[int, int], int]] = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}
_ORDER: dict[str, Callable[[Any, Any], bool]] = {
    "ge": operator.ge,
    "le": operator.le,
    "gt": operator.gt,
    "lt": operator.lt,
}
_EQUALITY: dict[str, Callable[[Any, Any], bool]] = {"eq": operator.eq, "ne": operator.ne}
_SYMBOL = {"add": "+", "sub": "-", "mul": "*", "ge": ">=", "le": "<=", "gt": ">", "lt": "<", "eq": "==", "ne": "!="}
_HOLE = "_"
"""The name that stands for a number or quoted text in the shapes of :data:`SHAPES`."""


@cache
def _shapes() -> dict[str, list[tuple[Tree[Token], Callable[..., Evaluator]]]]:
    """The parse trees of :data:`SHAPES` with their builders, by the kind of tree at their root."""
    by_kind: dict[str, list[tuple[Tree[Token], Callable[..., Evaluator]]]] = {}
    for text, build in SHAPES.items():
        tree = parse(text)
        by_kind.setdefault(str(tree.data), []).append((tree, build))
    return by_kind


class _Compiler:
    """Walks a parse tree once, checking types and building closures.

    Unless ``plain``, it also builds fewer closures where it can: a part made of
    constants is computed once, a constant is passed as it is rather than by a
    closure, a part of a shape in :data:`SHAPES` is one closure, and
    ``count(of_rank(...))``, or a sum of such counts among the same cards, counts in
    one pass. A plain compilation builds one closure per part, as written: the
    meaning the others are tested against.
    """

    def __init__(self, names: Collection[str], deck: Deck, plain: bool) -> None:
        self.names = names
        self.deck = deck
        self.plain = plain
        self.used: set[str] = set()
        self.constants: dict[Evaluator, Any] = {}
        """The evaluators that always give one value, with it (none when plain)."""
        self.literals: dict[int, Any] = {}
        """The value of each number or quoted text compiled so far, by the ``id`` of its node."""
        self.rank_counts: dict[Evaluator, tuple[Tree[Token] | Token, Evaluator, tuple[int, ...]]] = {}
        """The evaluators that count the cards of some ranks among some cards, each with the cards' tree, their
        evaluator and the ranks it counts (a rank once each time it is counted); none when plain."""

    def compile(self, node: Tree[Token] | Token) -> tuple[Type, Evaluator]:
        assert isinstance(node, Tree)
        kind = node.data
        if kind in _ARITH:
            typ, fn = self._arith(node, _ARITH[kind])
        elif kind in _ORDER:
            typ, fn = self._binary(node, Type.INT, _ORDER[kind])
        elif kind in _EQUALITY:
            typ, fn = self._equality(node, _EQUALITY[kind])
        else:
            typ, fn = getattr(self, f"_{kind}")(node)
        if not self.plain and fn not in self.constants:
            fn = self._shaped(node) or fn
        return typ, fn

    def _shaped(self, node: Tree[Token]) -> Evaluator | None:
        """The closure of the shape ``node`` has, if it has one of :data:`SHAPES`."""
        for pattern, build in _shapes().get(str(node.data), ()):
            holes: list[Any] = []
            if self._matches(pattern, node, holes):
                return build(*holes)
        return None

    def _matches(self, pattern: Tree[Token] | Token | None, node: Tree[Token] | Token | None, holes: list[Any]) -> bool:
        """Whether ``node`` has the shape ``pattern``; appends the value ``node`` has at each hole."""
        if not isinstance(pattern, Tree) or not isinstance(node, Tree):
            return pattern == node
        if pattern.data == "name" and pattern.children[0] == _HOLE:
            if node.data in ("int_lit", "str_lit"):
                holes.append(self.literals[id(node)])
                return True
            return False
        return (
            node.data == pattern.data
            and len(node.children) == len(pattern.children)
            and all(self._matches(p, n, holes) for p, n in zip(pattern.children, node.children))
        )

    def _constant(self, value: Any) -> Evaluator:
        """An evaluator giving ``value``, known as a constant unless plain."""

        def constant(ctx: EvalContext) -> Any:
            return value

        if not self.plain:
            self.constants[constant] = value
        return constant

    def _int_lit(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        value = self.literals[id(node)] = _literal(node)
        return Type.INT, self._constant(value)

    def _str_lit(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        raise DslError("expression.quoted_text", _column(node))

    def _true_lit(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        return Type.BOOL, self._constant(True)

    def _false_lit(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        return Type.BOOL, self._constant(False)

    def _none_lit(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        return Type.NONE, self._constant(None)

    def _name(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        token = node.children[0]
        assert isinstance(token, Token)
        name = str(token)
        if name in FUNCTIONS and name in self.names:
            raise DslError("expression.call_function", _column(token), name=name, signature=FUNCTIONS[name].signature)
        value = VALUES.get(name)
        if value is None or name not in self.names:
            raise self._unknown(name, _column(token))
        self.used.add(name)
        return value.type, value.read

    def _unknown(self, name: str, column: int) -> DslError:
        """The problem of a name this rule does not know (or may not use) at ``column``."""
        if name in VALUES or name in FUNCTIONS:
            return DslError("expression.not_in_rule", column, name=name)
        close = difflib.get_close_matches(name, sorted(self.names), n=1)
        hint = say("hint.did_you_mean", name=f"'{close[0]}'") if close else ""
        return DslError("expression.unknown_name", column, name=name, hint=hint)

    def _call(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        token, *args = node.children
        assert isinstance(token, Token)
        name = str(token)
        function = FUNCTIONS.get(name)
        if function is None or name not in self.names:
            if name in VALUES and name in self.names:
                raise DslError("expression.not_a_function", _column(token), name=name)
            raise self._unknown(name, _column(token))
        arguments = [a for a in args if a is not None]
        if len(arguments) != len(function.params):
            raise DslError(
                "expression.arguments", _column(token),
                name=name, count=len(function.params), given=len(arguments), signature=function.signature,
            )  # fmt: skip
        self.used.add(name)
        evaluators = [self._argument(function.name, p, t, a) for (p, t), a in zip(function.params, arguments)]
        if name == "count" and not self.plain:
            counting = self._count_of_rank(arguments[0])
            if counting is not None:
                return function.returns, counting
        return function.returns, self._applied(function.impl, evaluators)

    def _applied(self, impl: Callable[..., Any], evaluators: Sequence[Evaluator]) -> Evaluator:
        """``impl`` called with the context and the values of its one or two arguments; a constant is passed as it is."""
        constants = self.constants
        if len(evaluators) == 1:
            (only,) = evaluators
            if only in constants:
                value = constants[only]
                return lambda ctx: impl(ctx, value)
            return lambda ctx: impl(ctx, only(ctx))
        first, second = evaluators
        if first in constants:
            value = constants[first]
            return lambda ctx: impl(ctx, value, second(ctx))
        if second in constants:
            value = constants[second]
            return lambda ctx: impl(ctx, first(ctx), value)
        return lambda ctx: impl(ctx, first(ctx), second(ctx))

    def _count_of_rank(self, argument: Tree[Token] | Token) -> Evaluator | None:
        """``count(of_rank(cards, rank))`` counted in one pass over the cards' ranks, else None (not such a call).

        Without the context's ``card_rank``, the call is evaluated as written.
        """
        if not (isinstance(argument, Tree) and argument.data == "call" and str(argument.children[0]) == "of_rank"):
            return None
        params = FUNCTIONS["of_rank"].params
        cards, rank = (self._argument("of_rank", p, t, a) for (p, t), a in zip(params, argument.children[1:]))
        of_rank = FUNCTIONS["of_rank"].impl
        rank_index = self.constants[rank]  # a rank is always written as quoted text

        def count_of_rank(ctx: EvalContext) -> int:
            card_rank = ctx.card_rank
            if card_rank:
                return operator.countOf(map(card_rank.__getitem__, cards(ctx)), rank_index)
            return len(of_rank(ctx, cards(ctx), rank_index))

        self.rank_counts[count_of_rank] = (argument.children[1], cards, (rank_index,))
        return count_of_rank

    def _counted_together(self, left: Evaluator, right: Evaluator) -> Evaluator | None:
        """``left + right`` in one pass over the cards when both count ranks among the same cards, else None.

        ``count(of_rank(hand, '3')) + count(of_rank(hand, '4')) + ...`` reads the
        hand's ranks once. Without the context's ``card_rank``, it adds the two counts.
        """
        first, second = self.rank_counts.get(left), self.rank_counts.get(right)
        if first is None or second is None or first[0] != second[0]:
            return None
        tree, cards, ranks = first[0], first[1], first[2] + second[2]
        times = [0] * (len(self.deck.ranks) + 1)  # the last for a card of no rank (a joker's is -1)
        for rank in ranks:
            times[rank] += 1
        counted = tuple(times)

        def count_of_ranks(ctx: EvalContext) -> int:
            card_rank = ctx.card_rank
            if card_rank:
                return sum(map(counted.__getitem__, map(card_rank.__getitem__, cards(ctx))))
            return left(ctx) + right(ctx)  # type: ignore[no-any-return]

        self.rank_counts[count_of_ranks] = (tree, cards, ranks)
        return count_of_ranks

    def _argument(self, function: str, param: str, expected: Type, node: Tree[Token] | Token) -> Evaluator:
        if expected in (Type.RANK, Type.SUIT, Type.CARD_NAME) and isinstance(node, Tree) and node.data == "str_lit":
            return self._card_word(expected, node)
        typ, fn = self.compile(node)
        if not _fits(typ, expected):
            raise DslError(
                "expression.argument_type", _column(node), function=function, expected=_a(expected), param=param, actual=_a(typ)
            )
        return fn

    def _card_word(self, expected: Type, node: Tree[Token]) -> Evaluator:
        text = str(node.children[0])[1:-1]
        words = {Type.RANK: self.deck.ranks, Type.SUIT: self.deck.suits, Type.CARD_NAME: self.deck.cards}[expected]
        if text not in words:
            close = difflib.get_close_matches(text, list(words), n=1)
            hint = say("hint.did_you_mean", name=f"'{close[0]}'") if close else say("hint.deck_has", words=" ".join(words))
            raise DslError("expression.not_in_deck", _column(node), text=text, kind=_CARD_WORDS[expected], hint=hint)
        index = self.literals[id(node)] = list(words).index(text)
        return self._constant(index)

    def _operand(self, node: Tree[Token] | Token, expected: Type, symbol: str) -> Evaluator:
        typ, fn = self.compile(node)
        if typ is not expected:
            raise DslError("expression.operand", _column(node), symbol=symbol, expected=_a(expected), actual=_a(typ))
        return fn

    def _arith(self, node: Tree[Token], op: Callable[[int, int], int]) -> tuple[Type, Evaluator]:
        symbol = _SYMBOL[str(node.data)]
        left, right = (self._operand(child, Type.INT, symbol) for child in node.children)
        _check_constant(node)
        together = self._counted_together(left, right) if op is operator.add else None
        return Type.INT, together or self._combined(op, left, right)

    def _binary(
        self, node: Tree[Token], operand: Type, op: Callable[[Any, Any], Any], result: Type = Type.BOOL
    ) -> tuple[Type, Evaluator]:
        symbol = _SYMBOL[str(node.data)]
        left, right = (self._operand(child, operand, symbol) for child in node.children)
        return result, self._combined(op, left, right)

    def _equality(self, node: Tree[Token], op: Callable[[Any, Any], bool]) -> tuple[Type, Evaluator]:
        (lt, left), (rt, right) = (self.compile(child) for child in node.children)
        if not (_fits(lt, rt) or _fits(rt, lt)):
            raise DslError("expression.compare", _column(node), left=_a(lt), right=_a(rt))
        return Type.BOOL, self._combined(op, left, right)

    def _combined(self, op: Callable[[Any, Any], Any], left: Evaluator, right: Evaluator) -> Evaluator:
        """``op`` of two operands' values: computed once if both are constants, a constant passed as it is."""
        constants = self.constants
        if left in constants and right in constants:
            return self._constant(op(constants[left], constants[right]))
        if right in constants:
            value = constants[right]
            return lambda ctx: op(left(ctx), value)
        if left in constants:
            value = constants[left]
            return lambda ctx: op(value, right(ctx))
        return lambda ctx: op(left(ctx), right(ctx))

    def _neg(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        inner = self._operand(node.children[0], Type.INT, "-")
        if inner in self.constants:
            return Type.INT, self._constant(-self.constants[inner])
        return Type.INT, lambda ctx: -inner(ctx)

    def _not_(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        inner = self._operand(node.children[0], Type.BOOL, "not")
        if inner in self.constants:
            return Type.BOOL, self._constant(not self.constants[inner])
        return Type.BOOL, lambda ctx: not inner(ctx)

    def _and_(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        left, right = (self._operand(child, Type.BOOL, "and") for child in node.children)
        if left in self.constants:
            return Type.BOOL, right if self.constants[left] else left
        return Type.BOOL, lambda ctx: left(ctx) and right(ctx)

    def _or_(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        left, right = (self._operand(child, Type.BOOL, "or") for child in node.children)
        if left in self.constants:
            return Type.BOOL, left if self.constants[left] else right
        return Type.BOOL, lambda ctx: left(ctx) or right(ctx)

    def _cond(self, node: Tree[Token]) -> tuple[Type, Evaluator]:
        test = self._operand(node.children[0], Type.BOOL, "if")
        (yt, yes), (nt, no) = (self.compile(child) for child in node.children[1:])
        if _fits(nt, yt):
            typ = yt
        elif _fits(yt, nt):
            typ = nt
        else:
            raise DslError("expression.branches", _column(node.children[2]), then=_a(yt), otherwise=_a(nt))
        constants = self.constants
        if test in constants:
            return typ, yes if constants[test] else no
        unless_none = None if self.plain else _unless_none(node, yes, no)
        if unless_none is not None:
            return typ, unless_none
        if no in constants:
            otherwise = constants[no]
            return typ, lambda ctx: yes(ctx) if test(ctx) else otherwise
        if yes in constants:
            then = constants[yes]
            return typ, lambda ctx: then if test(ctx) else no(ctx)
        return typ, lambda ctx: yes(ctx) if test(ctx) else no(ctx)


def _unless_none(node: Tree[Token], yes: Evaluator, no: Evaluator) -> Evaluator | None:
    """``if x == none then y else x`` (or ``if x != none then x else y``) as one closure that evaluates ``x`` once; else None."""
    test, then, otherwise = node.children
    if not (isinstance(test, Tree) and test.data in ("eq", "ne")):
        return None
    left, right = test.children
    value = left if _is_none(right) else right if _is_none(left) else None
    if value is None or value != (otherwise if test.data == "eq" else then):
        return None
    kept, fallback = (no, yes) if test.data == "eq" else (yes, no)

    def unless_none(ctx: EvalContext) -> Any:
        found = kept(ctx)
        return fallback(ctx) if found is None else found

    return unless_none


def _is_none(node: Tree[Token] | Token) -> bool:
    return isinstance(node, Tree) and node.data == "none_lit"
