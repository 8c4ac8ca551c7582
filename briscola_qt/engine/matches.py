"""Every kind of match, read back from its saved form (``BaseMatch.to_dict``) by its shape:
a reader of saved data never asks which kind it holds."""

from __future__ import annotations

from .chiamata_match import ChiamataMatch
from .match import BaseMatch, Match


def read_match(data: object, where: str = "match") -> BaseMatch:
    """The match ``data`` holds, every part checked (outside data); RecordError naming the
    part (under ``where``) that is wrong."""
    if isinstance(data, dict) and "deals" in data:  # (a chiamata match counts its deals)
        return ChiamataMatch.from_dict(data, where)
    return Match.from_dict(data, where)
