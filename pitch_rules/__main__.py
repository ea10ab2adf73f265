"""``python -m pitch_rules``: the same as the ``pitch-rules`` command."""

from .cli import main

main()
