"""Every kind of match, made for its rules or read back from its saved form
(``BaseMatch.to_dict``): the app never asks which kind it holds."""

from __future__ import annotations

from .chiamata_match import ChiamataMatch
from .match import BaseMatch, Match, MatchRules
from .rules import Rules


def new_match(rules: Rules, match_rules: MatchRules, deals: int, seed: int) -> BaseMatch:
    """A match of the deals ``rules`` play: chiamata's lasts ``deals`` deals, any other
    ends as ``match_rules`` say."""
    if rules.auction:
        return ChiamataMatch(rules, deals, seed)
    return Match(rules, match_rules, seed=seed)


def read_match(data: object, where: str = "match") -> BaseMatch:
    """The match ``data`` holds, every part checked (outside data); RecordError naming the
    part (under ``where``) that is wrong."""
    if isinstance(data, dict) and "deals" in data:  # (a chiamata match counts its deals)
        return ChiamataMatch.from_dict(data, where)
    return Match.from_dict(data, where)
