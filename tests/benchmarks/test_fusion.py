"""The strategy-fusion measure (``benchmarks/fusion.py``, issue 47): on the same deals,
choosing our next card per deal (PIMC-2) is never worth less than choosing it once for
every deal that looks the same to us (IS-2), and with a single deal the two agree."""

from __future__ import annotations

import random

from benchmarks.fusion import report, score
from briscola_qt.ai.config import ExpertConfig
from briscola_qt.engine import fair
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def opening(seed: int) -> GameState:
    rules = Rules(2)
    return GameState(rules, fair.Shuffle(bytes([seed]) * 32, "fusion-test").deck(rules))


def test_fused_values_bound_the_information_set_ones_and_agree_on_one_deal() -> None:
    config = ExpertConfig()
    for seed in range(4):
        obs = observe(opening(seed), 0)
        many = score(obs, 40, config, random.Random(seed))
        assert many is not None and many.worlds == 40
        assert len(many.legal) == 3
        # (a choice made once for several deals can only do as well as one made per deal)
        assert all(i <= f + 1e-9 for i, f in zip(many.is2, many.pimc2, strict=True))
        one = score(obs, 1, config, random.Random(seed))
        assert one is not None and one.worlds == 1
        assert one.is2 == one.pimc2
    fused = [(many, int(many.legal[0]))]
    assert report(fused, 1.0)["decisions"] == 1
