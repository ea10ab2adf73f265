"""The scoring expression language: a small, safe, typed language for scoring rules."""

from .builtins import FUNCTIONS, VALUES, EvalContext, Type
from .compiler import MAX_DEPTH, MAX_LENGTH, Deck, DslError, Expression, compile_expression

__all__ = [
    "FUNCTIONS",
    "MAX_DEPTH",
    "MAX_LENGTH",
    "VALUES",
    "Deck",
    "DslError",
    "EvalContext",
    "Expression",
    "Type",
    "compile_expression",
]
