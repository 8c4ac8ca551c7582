"""Whole matches at network tables of every size: one host, several friends in one process."""

from __future__ import annotations

import pytest

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import PlaceSpec

from .tables import FRIEND, play_match, run

COMPUTER = PlaceSpec("beginner")


@pytest.mark.parametrize(
    ("rules", "places"),
    [
        (Rules(2, "classic"), [FRIEND, FRIEND]),
        (Rules(4, "classic", signals=True), [FRIEND, COMPUTER, FRIEND, FRIEND]),
        (Rules(5, "chiamata"), [FRIEND, FRIEND, COMPUTER, FRIEND, FRIEND]),
        (Rules(6, "briscolone"), [FRIEND] * 6),
    ],
    ids=["two", "four", "chiamata", "six"],
)
def test_a_whole_match_is_played_to_its_end(rules: Rules, places: list[PlaceSpec]) -> None:
    match_rules = MatchRules(MatchLength.FIRST_TO, target=2)
    deals = 5 if rules.auction else 2  # (a chiamata match is 5 or 10 deals)
    server, clients = run(play_match(rules, places, deals=deals, match_rules=match_rules))
    match = server.hosted.match
    assert match.is_over()
    assert match.deals_played >= 2
    for client in clients:
        over = client.seen.deal_over
        assert over is not None and over["match_over"]
        assert over["match_scores"] == match.scores()
        # Every deal's shuffle checked out against the commitment made before it.
        assert client.seen.verified == {k: True for k in range(match.deals_played)}
    assert not server.dropped
