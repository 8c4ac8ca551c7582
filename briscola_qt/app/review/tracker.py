"""The card tracker (View > Card tracker, and in every practice game): which Aces, Threes
and trumps are still out, and how many card points are still to be won, from what the
player has seen.

"Still out" is a card that has not been played and is not in the player's hand: in other
hands or in the stock. The face-up briscola is out too (it is drawn last), and is named
so. ``tracked(obs)`` works it out from the player's observation (engine, no Qt);
``TrackerPanel`` shows it in words. In Briscola chiamata the points are read against the
caller's target (61, or the points called): what the caller's side has taken and still
needs, as far as the player knows the side (the partner may still be hidden). With hands
face up (practice), a card out that the player sees in another hand is named with its
holder, and its points are counted apart from those not yet seen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...engine.cards import POINTS, RANK_OF, SUIT_OF, Card, Rank, sort_key
from ...engine.observation import Observation
from ...engine.table import TableState
from ..game.controller import GameController
from ..table.side_panel import PanelDrawer
from ..text.words import CardNames, fill

MAX_WIDTH = 190
"""The tracker's width alone beside the table: the table keeps most of the window's. Under
the score and moves it is as wide as they are (its lines wrap less)."""


@dataclass(frozen=True)
class Tracked:
    """What is still out, as the player can know it."""

    aces: tuple[Card, ...]
    threes: tuple[Card, ...]
    trumps: tuple[Card, ...]
    """Trumps still out, strongest first; empty without a trump suit (briscolone)."""
    has_trump: bool
    briscola: Card | None
    """The face-up briscola while it is still in the stock (it is among the cards out)."""
    points_to_win: int
    """Card points in no side's pile yet: in hands, on the table, in the stock."""
    points_in_hand: int
    in_hand: tuple[Card, ...]
    """The player's own cards (not yet played either: the lists name them as theirs)."""
    points_out: int
    """Card points in the cards still out."""
    caller: int | None = None
    """Chiamata: the caller, once the auction is over (None: no auction, or thrown in)."""
    target: int = 0
    """Chiamata: the points the caller's side must take (61, or the target called)."""
    caller_points: int = 0
    """Chiamata: the points in the tricks the caller took."""
    side_points: int | None = None
    """Chiamata: the points the caller's side has taken, if the player knows the side
    (the partner revealed, or the player is the partner or the caller alone)."""
    held: Mapping[Card, int] = field(default_factory=dict)
    """The cards out that the player sees in another hand (face up), by the holder's seat."""
    points_held: int = 0
    """Card points in ``held``: out, but seen."""

    @property
    def still_needed(self) -> int | None:
        """Chiamata: the points the caller's side still needs (None: side not known)."""
        return None if self.side_points is None else max(0, self.target - self.side_points)


def tracked(
    obs: Observation,
    open_hands: Mapping[int, tuple[Card, ...]] | None = None,
    seen: TableState | None = None,
) -> Tracked:
    """What is out for the player of ``obs``; ``open_hands``: the other hands they see
    face up, by seat; ``seen``: the table as they see it. In the pause after a trick the
    engine has drawn already, but the player still sees the hand before the draw and the
    trick on the felt: the tracker tells what they see (it had named the card about to be
    drawn, by leaving it out of the Aces still to play, and counted the trick as won)."""
    pause = seen is not None and seen.trick_complete
    history = obs.history[:-1] if pause else obs.history
    played = set(obs.played_cards())
    own = set(obs.hand if seen is None else seen.hands[obs.seat])
    out = sorted(
        (c for c in obs.rules.full_deck() if c not in played and c not in own), key=sort_key
    )
    trump = obs.trump
    won = sum(POINTS[c] for trick in history for c in trick.cards)
    total = sum(POINTS[c] for c in obs.rules.full_deck())
    caller = obs.caller if obs.rules.auction else None
    target, caller_points, side_points = 0, 0, None
    if caller is not None:
        standing = obs.auction_state().standing
        assert standing is not None  # (an auction over and not thrown in has a call)
        target = standing.target

        def taken(seats: set[int]) -> int:
            return sum(trick.points for trick in history if trick.winner in seats)

        caller_points = taken({caller})
        if obs.partner is not None:
            side_points = taken({caller, obs.partner})
    held = {
        card: seat
        for seat, hand in (open_hands or {}).items()
        for card in hand
        if card not in own and card not in played
    }
    return Tracked(
        aces=tuple(c for c in out if RANK_OF[c] == Rank.ACE),
        threes=tuple(c for c in out if RANK_OF[c] == Rank.THREE),
        trumps=tuple(c for c in out if trump is not None and SUIT_OF[c] == trump),
        has_trump=trump is not None,
        briscola=(obs.briscola if obs.briscola_in_stock else None)
        if seen is None
        else seen.briscola,
        points_to_win=total - won,
        points_in_hand=sum(POINTS[c] for c in own),
        in_hand=tuple(sorted(own, key=sort_key)),
        points_out=sum(POINTS[c] for c in out),
        caller=caller,
        target=target,
        caller_points=caller_points,
        side_points=side_points,
        held=held,
        points_held=sum(POINTS[c] for c in held),
    )


class TrackerWords(QObject):
    def none_left(self) -> str:
        return self.tr("none")

    def before_the_deal(self) -> str:
        """In place of the lines while no card is dealt (the deck waits for its cut)."""
        return self.tr("The cards are counted once they are dealt.")

    def titles(self) -> tuple[str, str, str, str, str]:
        return (
            self.tr("Aces not yet played"),
            self.tr("Threes not yet played"),
            self.tr("Trumps not yet played"),
            self.tr("Points not yet won"),
            self.tr("The caller's target"),
        )

    def target(self, found: Tracked, caller: str, you_call: bool, yours: bool) -> str:
        """Chiamata: the caller's side against its target, as far as the player knows
        (``you_call``: the player is the caller; ``yours``: the caller's side is theirs)."""
        needed = found.still_needed
        if needed is None and you_call:
            return fill(
                self.tr("%1 of %2: you have taken %1; your partner is not known yet"),
                found.caller_points,
                found.target,
            )
        if needed is None:
            return fill(
                self.tr("%1 of %2: %3 has taken %1; the partner is not known yet"),
                found.caller_points,
                found.target,
                caller,
            )
        side = self.tr("your side") if yours else fill(self.tr("%1's side"), caller)
        if needed == 0:
            return fill(self.tr("%1 of %2: %3 has made it"), found.side_points, found.target, side)
        if needed > found.points_to_win:
            return fill(
                self.tr("%1 of %2: %3 can no longer make it"), found.side_points, found.target, side
            )
        return fill(
            self.tr("%1 of %2: %3 needs %4 more"),
            found.side_points,
            found.target,
            side,
            needed,
        )

    def points(self, found: Tracked) -> str:
        # (the turned-up briscola is in sight: not "not yet seen", a newcomer's playtest)
        turned = POINTS[found.briscola] if found.briscola is not None else 0
        if found.held and turned:
            return fill(
                self.tr(
                    "%1: %2 in your hand, %3 in the open hands, %4 on the table, %5 turned up,"
                    " %6 not yet seen"
                ),
                found.points_to_win,
                found.points_in_hand,
                found.points_held,
                found.points_to_win - found.points_in_hand - found.points_out,
                turned,
                found.points_out - found.points_held - turned,
            )
        if turned:
            return fill(
                self.tr("%1: %2 in your hand, %3 on the table, %4 turned up, %5 not yet seen"),
                found.points_to_win,
                found.points_in_hand,
                found.points_to_win - found.points_in_hand - found.points_out,
                turned,
                found.points_out - turned,
            )
        if found.held:
            return fill(
                self.tr(
                    "%1: %2 in your hand, %3 in the open hands, %4 on the table, %5 not yet seen"
                ),
                found.points_to_win,
                found.points_in_hand,
                found.points_held,
                found.points_to_win - found.points_in_hand - found.points_out,
                found.points_out - found.points_held,
            )
        return fill(
            self.tr("%1: %2 in your hand, %3 on the table, %4 not yet seen"),
            found.points_to_win,
            found.points_in_hand,
            found.points_to_win - found.points_in_hand - found.points_out,
            found.points_out,
        )

    def trumps(self, count: int, names: str) -> str:
        return fill(self.tr("%1: %2"), count, names)

    def no_trump(self) -> str:
        return self.tr("no trump suit in this game")

    def trump_not_named(self) -> str:
        return self.tr("named by the caller once the auction is won")

    def turned_up(self, name: str) -> str:
        return fill(self.tr("%1 (turned up)"), name)

    def yours(self, name: str) -> str:
        """A card not yet played that is in the player's own hand."""
        return fill(self.tr("%1 (in your hand)"), name)

    def held_by(self, name: str, holder: str) -> str:
        """A card out that the player sees in an open hand, and whose hand it is."""
        return fill(self.tr("%1 (in %2's hand)"), name, holder)


class TrackerPanel(QWidget):
    """The tracker in words, one line each: Aces, Threes, trumps, points, and in
    chiamata the caller's target."""

    def __init__(
        self, controller: GameController, names: CardNames, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.names = names
        self.words = TrackerWords(self)
        # Each title over its line, in a narrow column: the table keeps its width.
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 8)
        column.setSpacing(2)
        self.waiting = QLabel(self.words.before_the_deal())
        """Alone while no card is dealt: four headings over nothing read as broken."""
        self.waiting.setWordWrap(True)
        column.addWidget(self.waiting)
        self.lines: list[QLabel] = []
        self.headings: list[QLabel] = []
        for title in self.words.titles():
            heading = QLabel(f"<b>{title}</b>")
            heading.setWordWrap(True)  # ("Briscole ancora da giocare" was cut at 800 px)
            line = QLabel()
            line.setWordWrap(True)
            line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            line.setContentsMargins(0, 0, 0, 6)
            heading.setBuddy(line)
            self.headings.append(heading)
            column.addWidget(heading)
            column.addWidget(line)
            self.lines.append(line)
        column.addStretch(1)
        self.aces, self.threes, self.trumps, self.points, self.target = self.lines
        self.target_heading = self.headings[-1]
        """Chiamata only: the caller's side against its target."""
        self.setAccessibleName(self.tr("Card tracker"))
        self._stale = True
        """The game changed while the tracker was out of sight: it catches up when shown."""
        controller.changed.connect(self.refresh)
        self.refresh()

    def sizeHint(self) -> QSize:
        # (its lines would ask for a line's width each: the table keeps its room)
        return QSize(MAX_WIDTH, self.heightForWidth(MAX_WIDTH))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        # Out of sight (as it is in most games), it waits: worked out after every card,
        # it took a tenth of each move's time at the table for nobody.
        self._stale = not self.isVisible()
        if self._stale:
            return
        obs = self.controller.human_observation()
        self.waiting.setVisible(obs is None)
        for heading, line in zip(self.headings[:-1], self.lines[:-1], strict=True):
            heading.setVisible(obs is not None)
            line.setVisible(obs is not None)
        if obs is None:
            for line in self.lines:
                line.setText("")
            self.target_heading.hide()
            self.target.hide()
            return
        snapshot = self.controller.snapshot()
        found = tracked(obs, self._open_hands(), snapshot.table if snapshot else None)
        own = found.in_hand
        self.aces.setText(self._suits(_with(found.aces, own, Rank.ACE, RANK_OF), found))
        self.threes.setText(self._suits(_with(found.threes, own, Rank.THREE, RANK_OF), found))
        if not found.has_trump and obs.rules.auction:
            self.trumps.setText(self.words.trump_not_named())  # (chiamata: the auction is on)
        elif not found.has_trump or obs.trump is None:
            self.trumps.setText(self.words.no_trump())
        else:
            trumps = _with(found.trumps, own, obs.trump, SUIT_OF)
            named = ", ".join(self._rank(c, found) for c in trumps)
            self.trumps.setText(self.words.trumps(len(trumps), named or self.words.none_left()))
        self.points.setText(self.words.points(found))
        caller = found.caller
        self.target_heading.setVisible(caller is not None)
        self.target.setVisible(caller is not None)
        if caller is not None:
            human = self.controller.human
            yours = caller == human or obs.partner == human
            name = self.controller.seat_name(caller)
            self.target.setText(self.words.target(found, name, caller == human, yours))
        else:
            self.target.setText("")
        for line in self.lines:
            line.setAccessibleName(line.text())

    def _open_hands(self) -> dict[int, tuple[Card, ...]]:
        """The other hands the player sees on the felt (face up), by seat."""
        snapshot = self.controller.snapshot()
        if snapshot is None:
            return {}
        return {
            seat: tuple(c for c in hand if c is not None)
            for seat, hand in enumerate(snapshot.hands)
            if seat != snapshot.human
        }

    def _suits(self, cards: tuple[Card, ...], found: Tracked) -> str:
        """Cards of one rank named by their suits ("cups, swords")."""
        if not cards:
            return self.words.none_left()
        return ", ".join(self._named(c, self.names.suit(SUIT_OF[c]), found) for c in cards)

    def _rank(self, card: Card, found: Tracked) -> str:
        return self._named(card, self.names.rank(RANK_OF[card]), found)

    def _named(self, card: Card, name: str, found: Tracked) -> str:
        """``name`` of a card out, with where the player sees it (turned up, in a hand)."""
        if card == found.briscola:
            return self.words.turned_up(name)
        if card in found.in_hand:
            return self.words.yours(name)
        holder = found.held.get(card)
        if holder is not None:
            return self.words.held_by(name, self.controller.seat_name(holder))
        return name


def _with(
    out: tuple[Card, ...], own: tuple[Card, ...], kind: int, of: Sequence[int]
) -> tuple[Card, ...]:
    """The cards ``out`` and the player's own of ``kind`` (a rank or a suit, read through
    ``of``), in the deck's order: none of them played yet. Leaving out the hand's own
    puzzled a learner holding a Three that "Threes not yet played" did not name."""
    return tuple(sorted((*out, *(c for c in own if of[c] == kind)), key=sort_key))


class TrackerDock(QDockWidget):
    """The tracker beside the table; its panel is made the first time it is wanted (the
    dock itself is there from the start, for the window's saved place of its docks). Its
    lines wrap in the dock's width and scroll where the window is too short for them:
    never cut at its edge ("106 … ancora visti" had lost its "non")."""

    def __init__(
        self, controller: GameController, names: CardNames, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tracker")
        self.setWindowTitle(self.tr("Card tracker"))
        # Shown and hidden from the View menu only (a practice game keeps it shown).
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self._controller, self._names = controller, names
        self._panel: TrackerPanel | None = None
        self.home = QScrollArea()
        """Holds the panel in the dock (the side panel's drawer takes it in narrow windows)."""
        self.home.setWidgetResizable(True)
        self.home.setFrameShape(QFrame.Shape.NoFrame)
        self.home.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(self.home)

    @property
    def panel(self) -> TrackerPanel:
        """The tracker in words, made (in this dock) at its first use."""
        return self._panel if self._panel is not None else self._make_panel()

    def show_in(self, drawer: PanelDrawer, on: bool) -> None:
        """Shown (``on``) or hidden, in its dock or in a narrow window in ``drawer``: its
        panel made the first time it shows, the drawer following it from then on."""
        if drawer.tracker is None and on:
            if self._panel is None:
                self._make_panel()
            drawer.follow_tracker(self)
        elif drawer.tracker is None:
            self.hide()  # (a restored window state may have shown it)
        drawer.show_tracker(on)

    def _make_panel(self) -> TrackerPanel:
        self._panel = TrackerPanel(self._controller, self._names, self)
        self.home.setWidget(self._panel)
        return self._panel
