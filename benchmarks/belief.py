"""An oracle for benchmarks: exact play against a random opponent near the end of a
two-player deal (once the Expert's ``belief_stock`` experiment; see docs/strength.md).

Against an opponent that plays a random card, what it holds is any set of the cards we
have not seen, each as likely as another, whatever it played before: its choices said
nothing about its hand. So its hand and the hidden stock cards are interchangeable, and
the deal seen from our seat is a one-player game of chance over what we know: our hand,
the cards still unseen, how many of them the opponent holds, the stock count and the
points. ``BeliefSearch`` solves that game exactly by expectimax: our cards are choices,
the opponent's card (uniform over the unseen cards) and our draws (the same) are chance.
No sampled deal lends our later moves knowledge we would not have, which a search over
sampled deals cannot avoid.

It grows quickly with the stock: a few thousand positions with four cards to draw, a
few hundred thousand with six. ``stock`` counts the cards to draw, the face-up briscola
(drawn last) included.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.fast import BIT, PTS, beaters, cards_of
from briscola_qt.ai.search import margin_utility
from briscola_qt.engine.outcome import side_result


class BeliefSearch:
    """Expected utilities against a uniformly random opponent (two-player classic)."""

    def __init__(
        self, trump: int, briscola: int, weight: float, clip: int = 60, draw: float = 0.5
    ) -> None:
        self.trump = trump
        self.briscola = briscola
        self.weight = weight
        self.clip = clip
        self.draw = draw
        self.beat = beaters(trump)
        self.nodes = 0
        self._memo: dict[tuple[int, ...], float] = {}

    def utility(self, mine: int, theirs: int) -> float:
        """Win (1), draw (``draw``) or loss, plus the margin's share (classic: no
        tie-break, so the last trick decides nothing)."""
        result = side_result((mine, theirs), 0, 0, False, self.draw)
        return margin_utility(result, mine, self.weight, self.clip)

    def move_values(
        self,
        hand: list[int],
        unseen: int,
        opp_size: int,
        stock: int,
        led: int,
        mine: int,
        theirs: int,
    ) -> list[float]:
        """Utility of each card of ``hand`` (in order) for the seat to move: leading if
        ``led`` is -1, else answering the opponent's ``led`` card. ``unseen`` is the mask
        of cards the opponent may hold or the stock may hide (the briscola excluded while
        it lies under the stock), ``opp_size`` the opponent's hand size."""
        me = 0
        for c in hand:
            me |= BIT[c]
        if led < 0:
            if stock == 0:
                return [self._known(me ^ BIT[c], unseen, True, c, mine, theirs) for c in hand]
            return [
                self._value(me ^ BIT[c], unseen, opp_size, stock, True, c, mine, theirs)
                for c in hand
            ]
        return [self._answer(me, unseen, opp_size, stock, led, c, mine, theirs) for c in hand]

    def _answer(
        self,
        me: int,
        unseen: int,
        opp_size: int,
        stock: int,
        led: int,
        c: int,
        mine: int,
        theirs: int,
    ) -> float:
        points = PTS[led] + PTS[c]
        won = bool(BIT[c] & self.beat[led])
        if won:
            mine += points
        else:
            theirs += points
        if stock == 0:
            return self._known(me ^ BIT[c], unseen, won, -1, mine, theirs)
        return self._draw(me ^ BIT[c], unseen, opp_size, stock, won, mine, theirs)

    def _known(self, me: int, opp: int, lead_me: bool, led: int, mine: int, theirs: int) -> float:
        """Nothing hidden: ``opp`` is the opponent's hand."""
        key = (0, me, opp, lead_me, led, mine, theirs)
        value = self._memo.get(key)
        if value is not None:
            return value
        self.nodes += 1
        if led < 0:
            if not me and not opp:
                value = self.utility(mine, theirs)
            elif lead_me:
                value = max(
                    self._known(me ^ BIT[c], opp, True, c, mine, theirs) for c in cards_of(me)
                )
            else:
                cards = cards_of(opp)
                total = sum(self._known(me, opp ^ BIT[c], False, c, mine, theirs) for c in cards)
                value = total / len(cards)
        elif lead_me:
            cards = cards_of(opp)
            total = 0.0
            for c in cards:
                points = PTS[led] + PTS[c]
                if BIT[c] & self.beat[led]:
                    total += self._known(me, opp ^ BIT[c], False, -1, mine, theirs + points)
                else:
                    total += self._known(me, opp ^ BIT[c], True, -1, mine + points, theirs)
            value = total / len(cards)
        else:
            value = max(self._answer(me, opp, 0, 0, led, c, mine, theirs) for c in cards_of(me))
        self._memo[key] = value
        return value

    def _value(
        self,
        me: int,
        unseen: int,
        opp_size: int,
        stock: int,
        lead_me: bool,
        led: int,
        mine: int,
        theirs: int,
    ) -> float:
        """Cards still to draw (``stock`` > 0): the opponent's cards are chance."""
        key = (1, me, unseen, opp_size, stock, lead_me, led, mine, theirs)
        value = self._memo.get(key)
        if value is not None:
            return value
        self.nodes += 1
        cards = cards_of(unseen)
        if led < 0:
            if lead_me:
                value = max(
                    self._value(me ^ BIT[c], unseen, opp_size, stock, True, c, mine, theirs)
                    for c in cards_of(me)
                )
            else:
                total = 0.0
                for c in cards:
                    total += self._value(
                        me, unseen ^ BIT[c], opp_size - 1, stock, False, c, mine, theirs
                    )
                value = total / len(cards)
        elif lead_me:
            total = 0.0
            for c in cards:
                points = PTS[led] + PTS[c]
                if BIT[c] & self.beat[led]:
                    total += self._draw(
                        me, unseen ^ BIT[c], opp_size - 1, stock, False, mine, theirs + points
                    )
                else:
                    total += self._draw(
                        me, unseen ^ BIT[c], opp_size - 1, stock, True, mine + points, theirs
                    )
            value = total / len(cards)
        else:
            value = max(
                self._answer(me, unseen, opp_size, stock, led, c, mine, theirs)
                for c in cards_of(me)
            )
        self._memo[key] = value
        return value

    def _draw(
        self, me: int, unseen: int, opp_size: int, stock: int, won: bool, mine: int, theirs: int
    ) -> float:
        """After a trick: each seat draws, the winner first. The card we draw is any unseen
        one alike; the opponent's stays unseen. With two cards left, the loser draws the
        face-up briscola and nothing is hidden any more."""
        cards = cards_of(unseen)
        if stock >= 3:
            total = 0.0
            for x in cards:
                total += self._value(
                    me | BIT[x], unseen ^ BIT[x], opp_size + 1, stock - 2, won, -1, mine, theirs
                )
            return total / len(cards)
        brisc = BIT[self.briscola]
        if won:
            total = 0.0
            for x in cards:
                total += self._known(me | BIT[x], (unseen ^ BIT[x]) | brisc, True, -1, mine, theirs)
            return total / len(cards)
        return self._known(me | brisc, unseen, False, -1, mine, theirs)
