"""Bounds on what a command line, a save file or a record may ask for, shared by all of them."""

from __future__ import annotations

MAX_SEED = 2**63 - 1
"""Seeds are whole numbers from -MAX_SEED to MAX_SEED."""

MIN_PLAYERS, MAX_PLAYERS = 2, 7
"""The fewest and most seats at a table."""

MAX_TARGET = 1_000_000
"""Highest score a game may be played to."""

MAX_SETTINGS = 1000
"""Most settings (``--set``, a save's or a record's) one variant may be changed by: each is merged as a layer."""

HAND_LIMIT = 10_000
"""Most hands one simulated game may last: ``--max-hands 0`` means this many, and says so."""

SIMULATE_MAX_HANDS = 1000
"""Where ``simulate`` cuts a game off unless told otherwise (random players can set each other back for ever)."""
