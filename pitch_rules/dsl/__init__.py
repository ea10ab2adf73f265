"""The scoring expression language: a small, safe, typed language for scoring rules."""

from .builtins import FUNCTIONS, VALUES, EvalContext, Type
from .compiler import (
    MAX_DEPTH,
    MAX_LENGTH,
    MAX_NUMBER,
    Deck,
    DslError,
    Expression,
    NumberLimitError,
    check_number,
    compile_expression,
)

__all__ = [
    "FUNCTIONS",
    "MAX_DEPTH",
    "MAX_LENGTH",
    "MAX_NUMBER",
    "VALUES",
    "Deck",
    "DslError",
    "EvalContext",
    "Expression",
    "NumberLimitError",
    "Type",
    "check_number",
    "compile_expression",
]
