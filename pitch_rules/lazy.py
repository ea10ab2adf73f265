"""Names a package exports but loads only when first used (PEP 562), so that start-up stays quick."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, modules: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: each name of ``modules`` comes from its module
    (relative to the package) when first asked for, and stays in the package from then on."""

    def load(name: str) -> Any:
        if name not in modules:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(modules[name], package), name)
        setattr(importlib.import_module(package), name, value)
        return value

    return load
