"""Briscola chiamata's auction on the felt: a panel over the middle of the table that
shows the calls so far and, at the human's turn, offers the legal calls only (a button
each, and keys: the rank's sign, P to pass), then the choice of suit when they win.

It reads the game's snapshot (``TableSnapshot.chiamata``) and answers with its
``call`` and ``name_suit`` (``port.ChiamataPort``: a local game or a seat at a friend's
table); it holds no rules of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QMoveEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card, Rank, Suit
from ...engine.chiamata import LOWEST_POINTS_CALL, MAX_TARGET, PASS, Bid
from ..game.chiamata import ChiamataView
from ..text.chiamata import (
    PASS_SIGN,
    ChiamataWords,
    call_key,
    call_sign,
    call_signs,
    suit_of_key,
)
from ..text.words import CardNames, fill
from .port import ChiamataPort

RANK_COLUMNS = 5
"""Call buttons in a row where one row of all the ranks does not fit: two rows of ranks
fit the smallest table."""
WIDEST = 760
"""The panel's widest (one row of calls, in a wide table)."""


def free_spot(
    size: QSize, area: QRect, clear: list[QRectF], never: QRectF | None = None
) -> QPoint | None:
    """The place for a panel of ``size`` in ``area`` that covers nothing of ``clear``,
    nearest the middle of ``area`` (None if there is none); given ``never``, the place
    that covers the least of ``clear`` and nothing of ``never``. Of places as good, the
    topmost, then the leftmost."""
    least = never is not None
    w, h = size.width(), size.height()
    xs_found = {area.left() + (area.width() - w) // 2}
    for rect in clear:  # (beside each thing to keep clear, and in the middle)
        xs_found.update((round(rect.right()) + 1, round(rect.left()) - 1 - w))
    xs = [x for x in xs_found if area.left() <= x <= area.right() - w]
    # Plain numbers, not rectangles: this looks at a few thousand places each time the
    # table changes size or the auction moves on. Each thing to keep clear as its left,
    # top, right, bottom and area (what share of it a place hides is what counts).
    boxes = [(r.left(), r.top(), r.right(), r.bottom(), r.width() * r.height()) for r in clear]
    shut = None
    if never is not None and never.width() > 0 and never.height() > 0 and w > 0 and h > 0:
        shut = (never.left(), never.top(), never.right(), never.bottom())
    middle = area.center()
    mx, my = middle.x(), middle.y()
    # Rows and columns nearest the middle first: once a place hides nothing, no place
    # farther from the middle can be better, so the search stops there (most times the
    # table changes, after a few places, not thousands).
    ys = sorted(range(area.top(), area.bottom() - h + 2, 4), key=lambda y: abs(y + h / 2 - my))
    xs.sort(key=lambda x: abs(x + w / 2 - mx))
    best: tuple[float, float, int, int] | None = None  # (hidden, far, y, x)
    for y in ys:
        dy = abs(y + h / 2 - my)
        if best is not None and best[0] == 0 and dy > best[1]:
            break
        band = [b for b in boxes if b[1] < y + h and b[3] > y]
        bottom = y + h
        for x in xs:
            far = abs(x + w / 2 - mx) + dy
            if best is not None and best[0] == 0 and far > best[1]:
                break
            covered = [b for b in band if b[0] < x + w and b[2] > x]
            if covered and not least:
                continue
            if shut is not None and _overlap(shut, x, y, x + w, bottom):
                continue
            # (the share of each thing hidden: a whole name plate weighs as a whole hand)
            hidden = 0.0
            for left, upper, right, lower, whole in covered:
                if whole > 0:
                    seen_w = min(right, x + w) - max(left, x)
                    seen_h = min(lower, bottom) - max(upper, y)
                    hidden += seen_w * seen_h / whole
            if best is None or (hidden, far, y, x) < best:
                best = (hidden, far, y, x)
    return QPoint(best[3], best[2]) if best is not None else None


def _overlap(
    box: tuple[float, float, float, float], left: int, top: int, right: int, bottom: int
) -> bool:
    """Whether ``box`` (left, top, right, bottom) and the place overlap by some area."""
    return box[0] < right and left < box[2] and box[1] < bottom and top < box[3]


NO_BREAK = "\u00a0"
"""A space the calls' line does not break at."""


class AuctionPanel(QFrame):
    """The auction while it lasts; hidden otherwise. Its owner calls ``refresh`` at each
    change of the game (``table.ChiamataTable``)."""

    placed = Signal()
    """Shown, hidden, moved or resized: what it covers of the table has changed."""

    def __init__(
        self,
        controller: ChiamataPort,
        card_names: CardNames,
        parent: QWidget,
        keep_clear: Callable[[bool], list[QRectF]] | None = None,
        room: Callable[[], QSize] | None = None,
    ) -> None:
        super().__init__(parent)
        self.room = room
        """The part of the parent, from its top left, the table takes (beside an open
        drawer, not under it); all of the parent if None."""
        self.keep_clear = keep_clear
        """What of the table the panel must not cover (in the parent's pixels): the other
        seats' hands and plates, the human's hand (it covered the side hands' backs), and
        if asked (True) the human's plate; the first, the human's hand, it never covers."""
        self.controller = controller
        self.card_names = card_names
        self.words = ChiamataWords(card_names, self)
        self.setObjectName("auction")
        self.setStyleSheet(
            "QFrame#auction { background: rgba(0, 0, 0, 170); border: 2px solid"
            " rgba(255, 255, 255, 160); border-radius: 12px; }"
            " QFrame#auction QLabel { color: white; }"
            " QFrame#auction QPushButton { padding: 2px 8px; min-width: 34px; }"
        )
        self.setAccessibleName(self.words.panel_title())
        self.title = QLabel(self.words.panel_title())
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.calls_label = QLabel()
        """The calls so far, in speaking order."""
        self.calls_label.setWordWrap(True)
        self.prompt = QLabel()
        """What the human is asked (or whose turn it is)."""
        self.prompt.setWordWrap(True)
        self.pass_button = QPushButton(self.words.call(PASS))
        self.pass_button.setAccessibleName(self.words.call(PASS))
        self.pass_button.clicked.connect(lambda: self._call(PASS))
        self.rank_buttons: dict[Rank, QPushButton] = {}
        ranks = QGridLayout()
        ranks.setSpacing(4)
        self._ranks = ranks
        for rank in Rank:
            button = QPushButton()
            button.clicked.connect(lambda _=False, r=rank: self._call(Bid(r)))
            self.rank_buttons[rank] = button
        self._columns = 0
        self._arrange(RANK_COLUMNS)
        self.target = QSpinBox()
        self.target.setRange(LOWEST_POINTS_CALL, MAX_TARGET)
        self.target.setAccessibleName(self.words.points_box())
        self.target_button = QPushButton(self.words.call_two_for())
        self.target_button.clicked.connect(self._call_target)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_button)
        target_row.addWidget(self.target)
        target_row.addStretch(1)
        self.target_row = QWidget()
        self.target_row.setLayout(target_row)
        target_row.setContentsMargins(0, 0, 0, 0)
        self.suit_buttons: dict[Suit, QPushButton] = {}
        suits = QHBoxLayout()
        for suit in Suit:
            button = QPushButton()
            button.clicked.connect(lambda _=False, s=suit: self._name_suit(s))
            self.suit_buttons[suit] = button
            suits.addWidget(button)
        self.keys = QLabel()
        self.keys.setWordWrap(True)
        layout = QVBoxLayout(self)
        self._column = layout
        layout.setContentsMargins(12, 4, 12, 4)
        layout.setSpacing(3)
        heading = QHBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.calls_label, 1)
        layout.addLayout(heading)
        layout.addWidget(self.prompt)
        row = QHBoxLayout()
        row.addWidget(self.pass_button, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(ranks, 1)
        row.addWidget(self.target_row)  # (in the calls' row: the panel stays low)
        layout.addLayout(row)
        layout.addLayout(suits)
        layout.addWidget(self.keys)
        self.view: ChiamataView | None = None
        self.hide()
        parent.installEventFilter(self)

    # --- what it shows ---------------------------------------------------------------

    def refresh(self) -> None:
        snapshot = self.controller.snapshot()
        view = snapshot.chiamata if snapshot is not None else None
        self.view = view
        if view is None or not view.bidding:
            focus = self.focusWidget()
            had_focus = focus is not None and (focus is self or self.isAncestorOf(focus))
            self.hide()
            parent = self.parentWidget()
            if had_focus and parent is not None:
                parent.setFocus()  # the keys are the table's again
            return
        self.calls_label.setText(self.calls_text(view))
        legal = set(view.legal)
        mine = bool(legal) or view.to_name_suit
        french = self._french()
        for rank, button in self.rank_buttons.items():
            bid = Bid(rank)
            name = self.card_names.rank(int(rank), french=french)
            button.setText(call_sign(self.card_names, rank))
            button.setToolTip(name)
            button.setAccessibleName(self.words.call(bid, french))
            button.setVisible(bid in legal)
        self.pass_button.setVisible(PASS in legal)
        targets = sorted(b.target for b in legal if b.is_points_call)
        self.target_row.setVisible(bool(targets))
        if targets:
            self.target.setRange(targets[0], targets[-1])
            self.target_button.setAccessibleName(
                fill("%1 %2", self.words.call_two_for(), self.target.value())
            )
        snapshot = self.controller.snapshot()
        own = snapshot.own_cards() if snapshot is not None else []
        for suit, button in self.suit_buttons.items():
            name = self.card_names.suit(int(suit), french=french)
            alone = (
                view.to_name_suit
                and view.standing is not None
                and view.standing.rank is not None
                and Card.of(view.standing.rank, suit) in own
            )
            # Calling a card of one's own hand is playing alone (+4 or -4): say so first.
            shown = self.words.suit_alone(name) if alone else name
            button.setText(f"{int(suit) + 1}  {shown}")
            button.setAccessibleName(shown)
            button.setToolTip(self.words.alone_warning() if alone else "")
            button.setVisible(view.to_name_suit)
        self.prompt.setText(self._prompt(view))
        self.keys.setVisible(mine)
        self.keys.setText(
            self.words.suit_keys_hint()
            if view.to_name_suit
            else self.words.points_keys_hint()
            if view.standing is not None and view.standing.rank == Rank.TWO
            else self.words.keys_hint()
        )
        self.setAccessibleDescription(f"{self.calls_label.text()} {self.prompt.text()}")
        self.show()
        self.raise_()
        self.place()
        if mine:
            self.setFocus()

    def calls_text(self, view: ChiamataView) -> str:
        """The calls so far: "Lucia: pass · Marco: 3"."""
        if not view.calls:
            return self.words.nobody_spoke()
        said = [
            self.words.plate(self.controller.seat_name(seat), self.words.short_call(bid))
            for seat, bid in view.calls
        ]
        # (each call kept whole on its line: the label broke "Paolo:" from its "pass")
        return " · ".join(call.replace(" ", NO_BREAK) for call in said)

    def _prompt(self, view: ChiamataView) -> str:
        french = self._french()
        if view.to_name_suit:
            assert view.standing is not None and view.standing.rank is not None
            rank = self.card_names.rank(int(view.standing.rank), french=french)
            return self.words.name_suit(rank)
        if view.legal:
            standing = view.standing
            if standing is not None and standing.rank == Rank.TWO:
                # Nothing is lower than the 2: only its points go higher (playtest).
                return self.words.your_points_call(standing.target)
            return self.words.your_call(
                None if standing is None else self.words.call(standing, french)
            )
        snapshot = self.controller.snapshot()
        to_move = snapshot.to_move if snapshot is not None else None
        if to_move is None:
            return ""
        if to_move == self.controller.human:  # (a moment before the calls are offered)
            return self.tr("Your turn to speak…")
        return self.words_thinking(self.controller.seat_name(to_move))

    def words_thinking(self, name: str) -> str:
        return fill(self.tr("%1 is to speak…"), name)

    def _french(self) -> bool:
        deck = self.card_names.deck
        return bool(deck is not None and getattr(deck, "french", False))

    def _arrange(self, columns: int) -> None:
        """The call buttons in rows of ``columns``."""
        if columns == self._columns:
            return
        self._columns = columns
        for button in self.rank_buttons.values():
            self._ranks.removeWidget(button)
        for index, button in enumerate(self.rank_buttons.values()):
            self._ranks.addWidget(button, index // columns, index % columns)

    def place(self) -> None:
        """Where it covers nothing of the seats (``keep_clear``), nearest the middle of
        the table: the calls in one row where that fits, else in two; over the middle as
        a last resort."""
        parent = self.parentWidget()
        if parent is None:
            return
        table = self.room() if self.room is not None else parent.size()
        self.setMaximumWidth(max(200, min(WIDEST, table.width() - 16)))
        area = QRect(QPoint(0, 0), table)
        # The human's own plate stays in sight where it can (the panel says their turn).
        for own_plate in (True, False):
            clear = self.keep_clear(own_plate) if self.keep_clear is not None else []
            for columns in (len(self.rank_buttons), RANK_COLUMNS):
                self._arrange(columns)
                self._column.activate()
                self.adjustSize()
                # As it lays itself out, else wider (its words on fewer lines, lower).
                natural = self.size()
                widths = range(self.maximumWidth(), natural.width(), -60)
                sizes = [natural, *(QSize(w, self.heightForWidth(w)) for w in widths)]
                for size in sizes:
                    spot = free_spot(size, area, clear) if size.height() > 0 else None
                    if spot is not None:
                        self.resize(size)
                        self.move(spot)
                        return
        # No such place (the smallest tables): where it hides the least of the seats.
        spot = free_spot(self.size(), area, clear, never=clear[0]) if clear else None
        if spot is None:
            spot = QPoint((table.width() - self.width()) // 2, 0)
        self.move(max(0, spot.x()), max(0, spot.y()))

    # --- answers -------------------------------------------------------------------

    def _call(self, bid: Bid) -> None:
        self.controller.call(bid)

    def _call_target(self) -> None:
        self.controller.call(Bid(Rank.TWO, self.target.value()))

    def _name_suit(self, suit: Suit) -> None:
        self.controller.name_suit(suit)

    def key_call(self, key: int, text: str) -> bool:
        """The human's call by key: the rank's sign, P to pass, 1 to 4 for a suit, Enter
        for the points call; False if the key says nothing now."""
        view = self.view
        if view is None:
            return False
        if view.to_name_suit:
            suit = suit_of_key(key)
            return suit is not None and self.controller.name_suit(suit)
        if not view.legal:
            return False
        sign = text.upper()
        if sign == PASS_SIGN and PASS in view.legal:
            return self.controller.call(PASS)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.target_row.isVisible():
            self._call_target()
            return True
        rank = call_signs(self.card_names).get(sign) if sign else None
        if rank is not None and Bid(rank) in view.legal:
            return self.controller.call(Bid(rank))
        return False

    def event(self, event: QEvent) -> bool:
        # The auction's keys are its own while it has the focus (K, R and S are also the
        # window's shortcuts, for the tracker, the review and the summary).
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._is_call_key(event)
        ):
            event.accept()
            return True
        return super().event(event)

    def _is_call_key(self, event: QKeyEvent) -> bool:
        view = self.view
        if view is None or not (view.legal or view.to_name_suit):
            return False
        key, sign = event.key(), event.text().upper()
        if view.to_name_suit:
            return suit_of_key(key) is not None
        signs = {call_key(self.card_names, b.rank) for b in view.legal if b.rank}
        return sign == PASS_SIGN or sign in signs

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_call(event.key(), event.text()):
            event.accept()
            return
        super().keyPressEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self.placed.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.placed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.placed.emit()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.placed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
