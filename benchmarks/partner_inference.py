"""How often does the Expert's search name chiamata's hidden partner right by trick 4?

    python benchmarks/partner_inference.py [--deals 100] [--player medium] [--samples 200]

Plays ``--deals`` chiamata deals between five copies of ``--player`` (the auction and the
play as that level does them). At the start of the fourth trick, if the called card has
not fallen, every seat that does not know the partner (the caller without the called
card, and every defender) asks ``partner_belief`` which seat holds it; a hit is the
likeliest seat being the true holder. A uniform guess among the four seats that could
hold it is right 1 time in 4.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.host import call_choice, choose_card
from briscola_qt.ai.partner import likeliest_partner, partner_belief
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

TRICK = 4


def measure(deals: int, player: str, samples: int, seed: int = 1) -> tuple[int, int, int]:
    """(hits, guesses, deals in which the called card fell before trick 4 or none was
    called)."""
    rules = Rules(5, "chiamata")
    rng = random.Random(f"partner:{seed}")
    players = [make_player(player, seed * 10 + s) for s in range(5)]
    hits = guesses = skipped = 0
    for deal in range(deals):
        state = GameState.deal(rules, random.Random(f"partner-deal:{seed}:{deal}"))
        asked = False
        while not state.is_terminal():
            seat = state.current_player()
            obs = observe(state, seat)
            if state.bidding:
                state.push(call_choice(players[seat], obs))
                continue
            if len(state.history) == TRICK - 1 and not state.trick and not asked:
                asked = True
                for viewer in range(5):
                    view = observe(state, viewer)
                    if view.partner is not None:
                        continue  # the partner itself, a lone caller, or the card fell
                    guess = likeliest_partner(partner_belief(view, rng, samples))
                    guesses += 1
                    hits += guess == state.partner
            state.push(choose_card(players[seat], obs))
        skipped += not asked or state.called is None
    return hits, guesses, skipped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--player", default="medium")
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hits, guesses, skipped = measure(args.deals, args.player, args.samples, args.seed)
    rate = hits / guesses if guesses else 0.0
    print(
        f"{args.deals} deals of {args.player}: {guesses} guesses at trick {TRICK}, "
        f"{hits} right ({rate:.1%}; a uniform guess: 25%); "
        f"{skipped} deals without a guess (thrown in, or the called card fell early)"
    )


if __name__ == "__main__":
    main()
