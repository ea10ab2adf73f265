"""``python -m pitch_rules``: the same as the ``pitch-rules`` command."""

from .launch import main

main()
