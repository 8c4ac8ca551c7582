"""How long a computer player seems to think before its card shows: as a person does,
quick when the card is forced, slower when the choice is close or much is at stake.

The time is worked out from what the seat sees (its observation), never from what it
chooses, and its small random part comes from a generator of its own: the card played is
the same as without it. ``Tempo`` scales it (speed and pace); "instant" makes it nothing.
The thinking itself runs off the GUI thread (``think_job``), its answer relayed back.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, Signal

from ...ai import host
from ...ai.base import Player
from ...ai.search import SearchCancelledError
from ...engine.cards import POINTS, SUIT_OF, Card
from ...engine.chiamata import Bid, SuitCall
from ...engine.observation import Observation
from ..base.speeds import Tempo

FORCED: Final = 0.3
"""A forced card (one legal choice): this share of the usual thinking time."""
QUICKEST: Final = 0.5
LONGEST: Final = 1.6
"""A real choice takes between these shares of the usual time, by how hard it is."""
JITTER: Final = 0.12
"""A person never takes exactly as long twice: up to this share more or less."""


def difficulty(obs: Observation) -> float:
    """How hard the seat's choice looks, from 0 (one card to play) to 1 (several cards,
    many points on the table or in hand, the stock run out)."""
    legal = obs.legal_cards()
    if len(legal) <= 1:
        return 0.0
    # Several cards of one suit and no points are as good as one card.
    if len({SUIT_OF[c] for c in legal}) == 1 and not any(POINTS[c] for c in legal):
        return 0.15
    choices = min(1.0, (len(legal) - 1) / 2)
    on_table = sum(POINTS[c] for _, c in obs.trick)
    in_hand = max(POINTS[c] for c in legal)
    stakes = min(1.0, (on_table + in_hand) / 21)  # an Ace and a Three: as much as it gets
    endgame = 1.0 if obs.stock_count == 0 else 0.0
    return min(1.0, 0.35 * choices + 0.45 * stakes + 0.2 * endgame)


def think_ms(tempo: Tempo, obs: Observation, key: str) -> int:
    """The time ``obs``'s seat seems to think, at ``tempo``; ``key`` (the move's, as the
    seat's random choices are drawn from) makes the same move take the same time."""
    usual = tempo.think_ms()
    if usual <= 0:
        return 0
    hard = difficulty(obs)
    share = FORCED if hard == 0.0 else QUICKEST + (LONGEST - QUICKEST) * hard
    share *= 1 + random.Random(f"think:{key}").uniform(-JITTER, JITTER)
    return round(usual * min(LONGEST, share))


def longest_ms(tempo: Tempo) -> int:
    """The most a computer player ever seems to think at ``tempo``."""
    return round(tempo.think_ms() * LONGEST)


THINK_BUDGET_S = 0.5
"""A computer player's budget of seconds for a card (its search is bounded by work)."""

Decision = Card | Bid | SuitCall
"""What a computer player decides when it is its turn: a card, or (chiamata) a call."""


class ThinkRelay(QObject):
    done = Signal(int, int, object)  # generation, seat, Decision


def think_job(
    relay: ThinkRelay,
    generation: int,
    seat: int,
    player: Player,
    obs: Observation,
    cancel: threading.Event,
    move_key: str,
) -> Callable[[], None]:
    """A computer player choosing its card, to run in a worker thread.

    The pool is given a plain callable, not a ``QRunnable`` subclass: PySide keeps a
    reference to a Python ``QRunnable`` that finishes before ``start`` returns, and with it
    the observation and the player, for the life of the pool.
    """

    def choose() -> None:
        # Reseeded here, in the pool's one thread: a cancelled search still winding down
        # there cannot draw from the stream after the reseed.
        player.reseed(move_key)
        try:
            decision: Decision
            if obs.rules.auction and obs.called is None:
                decision = host.call_choice(player, obs, THINK_BUDGET_S, cancel)
            else:
                decision = player.choose_card(obs, THINK_BUDGET_S, cancel)
        except SearchCancelledError:
            return  # an undo or a new game: nobody waits for this answer
        relay.done.emit(generation, seat, decision)

    return choose
