"""Who is the caller's partner? Chiamata's hidden partnership as the Expert's search sees it.

The Expert deals the unseen cards again consistently with what its seat saw (the called
card in a hand that could hold it) and weighs each deal by how well it explains every
seat's plays, judged with that deal's sides (``inference.DealWeigher``): a seat that
threw points on the caller's tricks looks like the partner. ``partner_belief`` sums those
weights by the seat holding the called card, so a benchmark (and a test) can ask how
often the search's likeliest partner is the true one.
"""

from __future__ import annotations

import random

from ..engine.observation import Observation, SamplingError, sample_state
from .config import ExpertConfig
from .fast import sim_from_state
from .inference import DealWeigher


def partner_belief(
    obs: Observation, rng: random.Random, samples: int = 200, config: ExpertConfig | None = None
) -> dict[int, float]:
    """Each seat's share of the weighted sampled deals in which it holds the called card
    (the caller's own seat: it plays alone). Empty before the suit is named; a single
    seat once this seat knows the partner."""
    if obs.called is None:
        return {}
    if obs.partner is not None:
        return {obs.partner: 1.0}
    config = config if config is not None else ExpertConfig()
    weigher = DealWeigher(obs, config.sharpness, config.styles(learned=False))
    totals: dict[int, float] = {}
    for _ in range(samples):
        try:
            state = sample_state(obs, rng)
        except SamplingError:
            continue
        partner = state.partner
        assert partner is not None
        totals[partner] = totals.get(partner, 0.0) + weigher.weight(sim_from_state(state))
    whole = sum(totals.values())
    if whole <= 0.0:
        return {}
    return {seat: weight / whole for seat, weight in sorted(totals.items())}


def likeliest_partner(belief: dict[int, float]) -> int | None:
    """The seat with the largest share (the lowest seat among equals); None if none."""
    if not belief:
        return None
    return max(sorted(belief), key=lambda seat: belief[seat])
