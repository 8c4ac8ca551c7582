"""The small rules the players use are the engine's: the trick winner and follow-suit."""

from __future__ import annotations

import random

from briscola_qt.ai.fast import BIT, beaters, cards_of, playable, playable_mask, sim_from_state
from briscola_qt.ai.heuristics import safety, survival
from briscola_qt.engine.cards import RANK_OF, SUIT_OF
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState, trick_winner_index


def test_the_beaters_table_is_the_engines_trick_winner() -> None:
    for trump in (-1, 0, 1, 2, 3):
        table = beaters(trump)
        for best in range(40):
            for card in range(40):
                if card == best:
                    continue
                takes = bool(table[best] & BIT[card])
                assert takes == (trick_winner_index([best, card], trump) == 1)
                # The rule in words: higher of the same suit, or a trump on a plain card.
                same = SUIT_OF[card] == SUIT_OF[best]
                words = RANK_OF[card] < RANK_OF[best] if same else SUIT_OF[card] == trump
                assert takes == words


def test_the_follow_suit_rule_is_the_engines() -> None:
    rng = random.Random(3)
    for variant in ("classic", "briscolone"):
        rules = Rules(2, variant)
        for seed in range(200):
            state = GameState.deal(rules, seed)
            for _ in range(rng.randrange(0, 30)):
                state.push(rng.choice(state.legal_actions()))
            sim = sim_from_state(state)
            seat = state.current_player()
            hand = sim.hands[seat]
            legal = sorted(state.legal_actions())
            assert sorted(playable(hand, sim.trick_cards, rules.follow_suit)) == legal
            mask = sum(BIT[c] for c in hand)
            assert cards_of(playable_mask(mask, sim.trick_cards, rules.follow_suit)) == legal


def test_safety_counts_the_cards_that_beat_the_winner() -> None:
    trump = 0
    everything = (1 << 40) - 1
    for card in range(40):
        threats = (beaters(trump)[card] & everything).bit_count()
        assert safety(card, trump, everything, 30, 3) == survival(threats, 30, 3)
    assert survival(0, 30, 3) == 1.0 and survival(5, 0, 3) == 0.5
    assert survival(5, 30, 3) < survival(2, 30, 3) < 1.0
