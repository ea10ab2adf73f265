"""Game records (``pitch-record/1``) and readable transcripts."""

from .record import FORMAT, Divergence, dumps, game_record, read_record_file, read_records, replay
from .transcript import game_transcript, hand_transcript, side_name

__all__ = [
    "FORMAT",
    "Divergence",
    "dumps",
    "game_record",
    "game_transcript",
    "hand_transcript",
    "read_record_file",
    "read_records",
    "replay",
    "side_name",
]
