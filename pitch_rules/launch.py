"""The ``pitch-rules`` command's entry point: a Ctrl-C while the command is still loading ends it as later.

Loading the command (``pitch_rules.cli`` and what it imports) takes some tens of
milliseconds, before the command's own handling of Ctrl-C is in place; a Ctrl-C
then would print Python's traceback.
"""

from __future__ import annotations

import sys


def main() -> None:
    """Load the command and run it; a Ctrl-C while loading exits 130 with one line, as it does while running."""
    try:
        from .cli import main as command
    except KeyboardInterrupt:
        sys.stderr.write("pitch-rules: interrupted\n")
        raise SystemExit(130) from None
    command()
