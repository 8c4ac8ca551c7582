"""The three properties by which Long, Sturtevant, Buro and Furtak (AAAI 2010) explain
when determinised search (PIMC) does well, measured on two-player Briscola (issue 47):

    nice -n 19 python benchmarks/fusion_properties.py --deals 2000

- **Leaf correlation**: how often every choice at a decision just above the end of the
  game leads to the same result. Their leaf correlation is the chance that sibling leaves
  pay the same; here the decision is the penultimate trick's second card (two in hand,
  the stock empty), after which the last trick is forced, and the result is the deal's
  (won, drawn, lost) by the engine's rules. Also given one level higher, for the leader
  of the penultimate trick, with each choice valued by best play after it.
- The same **correlation while cards are still hidden**: at each decision with cards
  still in the stock and no more than 14 left in hands and stock (where the Expert solves
  its sampled deals exactly), on the true deal solved exactly: how often every legal card
  gives the same result. (With two players the last three tricks are played with every
  card known, so the leaves themselves lie past the hidden part of the game.)
- **Bias**: how often those leaves are wins for the player choosing (theirs: how often
  a leaf is a win for the player to move; 0.5 is no bias).
- **Disambiguation**: how fast a player's uncertainty about the deal falls as the game
  goes on. For the player to move, the deals it cannot tell apart are the ways of placing
  the cards it has not seen: the opponent's hand (unordered) and the stock (ordered), so
  log2(u! / h!) bits with u unseen cards, h of them in the opponent's hand. Their
  disambiguation factor is the share of the remaining uncertainty each move removes: the
  report gives the bits by trick and that share, trick by trick.

The deals are played by Medium against Medium (sensible play, fast) from fair shuffles of
fixed seeds, so a run repeats.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.ai.registry import make_player
from briscola_qt.ai.search import Evidence, Search
from briscola_qt.engine import fair
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def solved_results(state: GameState) -> list[float]:
    """The mover's result (1 won, 0.5 drawn, 0 lost) after each legal card on the true
    deal, both then playing to maximise their points: the Expert's exact solver, whose
    results are the engine's with best play (``tests/ai/test_search_result.py``)."""
    seat = state.current_player()
    obs = observe(state, seat)
    sim = sim_from_state(state)
    legal = [int(c) for c in obs.legal_cards()]
    search = Search(obs, ExpertConfig(), random.Random(0), Evidence(()))
    return search._solved(sim, Solver(sim, seat), legal)[2]


def unseen_bits(state: GameState) -> float:
    """log2 of the deals the player to move cannot tell apart (see the module's text)."""
    obs = observe(state, state.current_player())
    opponent = 1 - obs.seat
    hidden_hand = obs.hand_sizes[opponent]
    unseen = hidden_hand + obs.hidden_stock_count
    return (math.lgamma(unseen + 1) - math.lgamma(hidden_hand + 1)) / math.log(2)


def medium_decisions(
    deals: int, first: int, label: str
) -> Iterator[tuple[int, GameState, Observation]]:
    """Every decision of two-player deals of Medium against Medium, dealt from fair
    shuffles of the seeds from ``first`` on (``label`` names the shuffles): the deal's
    seed, the state and the view of the seat to play, before its card is played."""
    rules = Rules(2)
    for deal in range(first, first + deals):
        shuffle = fair.Shuffle(deal.to_bytes(4, "big") * 8, label)
        state = GameState(rules, shuffle.deck(rules))
        players = [make_player("medium", deal), make_player("medium", deal + 1)]
        while not state.is_terminal():
            seat = state.current_player()
            obs = observe(state, seat)
            yield deal, state, obs
            state.push(players[seat].choose_card(obs, None))


def measure(deals: int, first: int) -> dict[str, object]:
    lc_last: list[bool] = []  # every choice the same result, penultimate trick's 2nd card
    lc_lead: list[bool] = []  # the same for its leader
    leaves: list[float] = []
    lc_hidden: list[bool] = []  # the same, cards still in the stock, on the true deal
    hidden_results: list[float] = []
    bits: dict[int, list[float]] = defaultdict(list)  # by tricks done, at each decision
    for _deal, state, obs in medium_decisions(deals, first, "fusion-properties"):
        done = (40 - sum(obs.hand_sizes) - obs.stock_count - len(obs.trick)) // 2
        bits[done].append(unseen_bits(state))
        left = sum(obs.hand_sizes) + obs.stock_count
        if obs.stock_count > 0 and left <= 14 and len(obs.hand) >= 2:
            results = solved_results(state)
            lc_hidden.append(len(set(results)) == 1)
            hidden_results.extend(results)
        if obs.stock_count == 0 and len(obs.hand) == 2:  # (the penultimate trick)
            values = solved_results(state)
            if obs.trick:
                lc_last.append(len(set(values)) == 1)
                leaves.extend(values)
            else:
                lc_lead.append(len(set(values)) == 1)
    series = {t: statistics.mean(v) for t, v in sorted(bits.items())}
    shares = {
        t: round(1.0 - series[t + 1] / series[t], 3)
        for t in series
        if t + 1 in series and series[t] > 0
    }
    return {
        "deals": deals,
        "leaf_correlation": round(sum(lc_last) / len(lc_last), 3),
        "leaf_correlation_one_level_up": round(sum(lc_lead) / len(lc_lead), 3),
        "correlation_while_cards_are_hidden": round(sum(lc_hidden) / len(lc_hidden), 3),
        "decisions_while_cards_are_hidden": len(lc_hidden),
        "wins_for_the_chooser_while_cards_are_hidden": round(
            sum(v == 1.0 for v in hidden_results) / len(hidden_results), 3
        ),
        "bias_wins_for_the_chooser": round(sum(v == 1.0 for v in leaves) / len(leaves), 3),
        "bias_draws": round(sum(v == 0.5 for v in leaves) / len(leaves), 3),
        "unseen_bits_by_tricks_done": {t: round(b, 1) for t, b in series.items()},
        "share_of_uncertainty_removed_by_trick": shares,
    }


def main() -> None:
    parse = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parse.add_argument("--deals", type=int, default=500, help="deals played (default 500)")
    parse.add_argument("--first", type=int, default=0, help="the first deal's seed")
    args = parse.parse_args()
    started = time.perf_counter()
    report = measure(args.deals, args.first)
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
