"""The analysis speed benchmark (benchmarks/analysis_speed.py) times finished deals at
every table and finds the first difference between two checkouts' results."""

from __future__ import annotations

import random

from benchmarks.analysis_speed import TABLES, first_difference, random_deal, sim_fields
from briscola_qt.ai.search import Dealer
from briscola_qt.engine import Rules
from briscola_qt.engine.observation import observe
from briscola_qt.engine.state import GameState


def test_the_timed_deals_are_finished_at_every_table() -> None:
    for players, variant in TABLES.values():
        record = random_deal(Rules(players, variant), 10)
        assert record.result is not None and len(record.plays) == record.rules.deck_size


def test_an_unfinished_deal_stops_at_its_cards() -> None:
    assert len(random_deal(Rules(4), 3, plays=9).plays) == 9


def test_a_difference_is_found_down_to_the_last_bit_of_a_float() -> None:
    same = {"luck": [[0.1, 2], {"win": 0.3}]}
    assert first_difference(same, {"luck": [[0.1, 2], {"win": 0.3}]}) is None
    other = {"luck": [[0.1, 2], {"win": 0.30000000000000004}]}
    assert first_difference(same, other) == ".luck[1].win: 0.3 != 0.30000000000000004"
    assert first_difference([1, 2], [1]) == ": 2 items != 1"


def test_a_dealt_sim_is_written_down_whole() -> None:
    state = GameState.deal(Rules(4), 5)
    sim = Dealer(observe(state, 0)).deal(random.Random(1))
    fields = sim_fields(sim)
    assert sum(len(hand) for hand in fields[0]) + len(fields[1]) == 40
    assert sim_fields(None) is None
