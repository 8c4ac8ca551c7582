"""The human's hand at the table: which card the keyboard and the pointer point at, a card
chosen ahead of the turn, the cards' playable marks and tooltips, clicks and keys on the
hand, and the passing notice over it (why a card may not be played, or the coach's hint).
``TableScene`` takes these from ``HandInput``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, QTimer, SignalInstance

from ...engine.cards import Card
from ...engine.state import refusal
from ..base import speeds
from ..game.snapshot import Phase, TableSnapshot
from ..game.table_port import TablePort
from ..text.words import CardNames
from .cards import CardItem, Outline
from .felt_text import FeltText
from .places import ItemKey

PLAIN = (False, False, Outline.NONE, False, "")
"""How the hand shows a card it marks in no way (not playable, not dimmed, no ring, not
raised, no tip): most of the table's cards at most changes."""


class HandInput:
    """The hand's part of the table scene (a mixin of ``scene.TableScene``)."""

    if TYPE_CHECKING:  # (the scene's, which this part works with)
        controller: TablePort
        snapshot: TableSnapshot | None
        items_by_key: dict[ItemKey, CardItem]
        felt_text: FeltText
        card_names: CardNames
        focusMoved: SignalInstance

        def is_animating(self) -> bool: ...

        def finish_animations(self) -> None: ...

        def update(self, rect: QRectF | QRect | None = None) -> None: ...

    focus_index: int
    _pointed: int | None
    _chosen: int | None
    _tips: dict[tuple[str | None, str], str]
    """A trick card's tooltip by the name of its player and its ring (see ``_trick_tips``)."""
    _notice: str | None
    _notice_is_hint: bool
    _notice_short: str | None
    _notice_timer: QTimer

    def _own_cards(self) -> list[Card]:
        return self.snapshot.own_cards() if self.snapshot is not None else []

    def pointed_card(self) -> int | None:
        """The card of the hand the keyboard points at (only while the human may play)."""
        snapshot = self.snapshot
        own = self._own_cards()
        if snapshot is None or not snapshot.legal or not 0 <= self.focus_index < len(own):
            return None
        return int(own[self.focus_index])

    def _point(self, index: int) -> None:
        """Put the pointer on card ``index`` of the hand (-1: nowhere)."""
        own = self._own_cards()
        self.focus_index = index if 0 <= index < len(own) else -1
        self._pointed = int(own[self.focus_index]) if self.focus_index >= 0 else None

    def _on_took_back(self, card: int) -> None:
        self._pointed = card
        self._chosen = None

    def chosen_card(self) -> int | None:
        """The card the player chose ahead of their turn, to be played when it comes."""
        return self._chosen

    def choose_ahead(self, card: Card) -> bool:
        """Remember ``card`` of the hand, chosen while a computer player still has to
        play before the human: it is raised and played when the turn comes (the same
        card again: chosen no more). True if it is chosen now."""
        snapshot = self.snapshot
        waiting = snapshot is not None and snapshot.phase in (
            Phase.DEALING,
            Phase.PLAYING,
            Phase.COLLECTING,
        )
        if snapshot is None or not waiting or card not in self._own_cards():
            return False
        if snapshot.to_move == snapshot.human or (
            snapshot.chiamata is not None and snapshot.chiamata.bidding
        ):
            return False  # (the human's own turn, or the auction: nothing to wait for)
        rules, table = snapshot.rules, snapshot.table
        mine = sum(seat == snapshot.human for seat, _ in table.trick)
        if mine >= rules.plays_per_trick // rules.players:
            # The human has played to the trick in the middle: a card chosen now was kept
            # through its end and played, unasked, after the next lead (a newcomer's
            # playtest). The next card is chosen once that trick is gathered.
            return False
        self._chosen = None if self._chosen == int(card) else int(card)
        self._update_play_state(snapshot)
        if self._chosen is None:
            self._clear_notice()
            return False
        named = self.card_names.card(card, self.felt_text.french)
        # (in a hint's colours, not a refusal's red: nothing was refused)
        self._tell(*self.felt_text.words.chosen_ahead(named), hint=True)
        return True

    def _play_chosen(self) -> None:
        """The human's turn has come: play the card chosen ahead, if it may be played (if
        not, say why); either way it is chosen no more."""
        card, snapshot = self._chosen, self.snapshot
        if card is None or snapshot is None or not snapshot.legal:
            return
        self._chosen = None
        self._clear_notice()  # ("At your turn you will play ...": the turn has come)
        if Card(card) not in self._own_cards():
            return
        if Card(card) not in snapshot.legal:
            self._update_play_state(snapshot)
            self.explain_refusal(Card(card))
            return
        self.controller.play_card(Card(card))

    def _update_play_state(self, snapshot: TableSnapshot) -> None:
        legal = {int(c) for c in snapshot.legal}
        own = self._own_cards()
        held = [int(c) for c in own]
        self.focus_index = held.index(self._pointed) if self._pointed in held else -1
        if self.focus_index < 0:
            self._pointed = None
        pointed = self.pointed_card()
        focused = pointed if pointed is not None else -1
        if self._chosen is not None and self._chosen not in held:
            self._chosen = None
        chosen = self._chosen if self._chosen is not None else -1
        # With follow suit (briscolone), the cards that may not be played are dimmed.
        dimmed = {int(c) for c in own} - legal if legal else set()
        tips = self._trick_tips(snapshot)
        # During the end-of-trick pause: the winning card, and the card led.
        winning = snapshot.winning_card
        led = snapshot.table.trick[0][1] if winning is not None else None
        # A card none of these name would be shown plain: one shown so already is skipped
        # (the stock, the piles and the other hands; looking at each was a tenth of a
        # change's work at the table). Only cards (int keys) are ever marked.
        marked = legal | dimmed | tips.keys() | {focused, chosen, winning, led}
        for key, item in self.items_by_key.items():
            card = isinstance(key, int)
            if item.shown is PLAIN and not (card and key in marked):
                continue
            playable = card and key in legal
            unplayable = key in dimmed
            outline = Outline.NONE
            if card and winning is not None:
                if key == winning:
                    outline = Outline.WINNER
                elif key == led:
                    outline = Outline.LEAD
            raised = key in (focused, chosen)
            if raised:
                outline = Outline.FOCUS
            tip = tips.get(key, "") if isinstance(key, int) else ""
            shown = (playable, unplayable, outline, raised, tip)
            if shown == PLAIN:
                shown = PLAIN  # (the one tuple the skip above knows)
            if item.shown == shown:
                item.shown = shown
                continue
            item.setToolTip(tip)
            item.set_playable(playable)
            item.setOpacity(0.5 if unplayable else 1.0)
            item.set_outline(outline)
            item.set_raised(raised)
            item.shown = shown

    def _trick_tips(self, snapshot: TableSnapshot) -> dict[int, str]:
        """Each trick card's tooltip: whose it is (at four to six players only its place
        says it), and once the trick is complete what its ring means."""
        trick = snapshot.table.trick
        winning = snapshot.winning_card
        tips = {}
        for seat, card in trick:
            name = None if seat == snapshot.human else self.controller.seat_name(seat)
            ring = ""
            if winning is not None:
                ring = "taking" if card == winning else "led" if card == trick[0][1] else ""
            # (the same few words at every change while a trick lies there: said once)
            tip = self._tips.get((name, ring))
            if tip is None:
                tip = self._tips[(name, ring)] = self._trick_tip(name, ring)
            tips[int(card)] = tip
        return tips

    def _trick_tip(self, name: str | None, ring: str) -> str:
        words = self.felt_text.words
        lines = [words.trick_card(name)]
        if ring == "taking":
            lines.append(words.card_taking())
        elif ring == "led":
            lines.append(words.card_led())
        return "\n".join(lines)

    # --- clicks -------------------------------------------------------------------

    def _on_card_clicked(self, code: str) -> None:
        self.controller.play_card(Card.parse(code))

    def _on_card_refused(self, code: str) -> None:
        card = Card.parse(code)
        if self.is_animating() and card in self._own_cards():
            self.play_ahead(card)
            return
        if not self.choose_ahead(card):
            self.explain_refusal(card)

    def play_ahead(self, card: Card) -> bool:
        """The human chose ``card`` of their hand while cards were flying: the flights end
        at once and, if it is then the human's turn, ``card`` is played (the card they
        chose, wherever the hand is laid out next). True if it was played."""
        self.finish_animations()
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal or card not in self._own_cards():
            self.choose_ahead(card)  # (a computer player is still to play: later)
            return False
        if card not in snapshot.legal:
            self.explain_refusal(card)
            return False
        return self.controller.play_card(card)

    def continue_trick(self) -> None:
        """Gather the finished trick (a click or Space), even while its last card flies."""
        if self.is_animating():
            self.finish_animations()
        self.controller.continue_trick()

    def _on_card_hovered(self, code: str) -> None:
        """Keyboard focus follows the mouse over the hand."""
        card = Card.parse(code)
        own = self._own_cards()
        snapshot = self.snapshot
        if snapshot is not None and snapshot.legal and card in own:
            self._point(own.index(card))
            self._update_play_state(snapshot)
            self.focusMoved.emit()

    def explain_refusal(self, card: Card) -> bool:
        """Say on the table why the human may not play ``card`` now (while it is their
        turn); True if something was said."""
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal:
            return False
        trick = [c for _, c in snapshot.table.trick]
        refused = refusal(snapshot.rules, self._own_cards(), trick, card)
        if refused is None:
            return False
        text = self.felt_text
        suit = text.suit_name(refused.suit) if refused.suit is not None else ""
        self._tell(text.words.refusal(refused.reason, suit))
        return True

    def _tell(self, notice: str, short: str | None = None, hint: bool = False) -> None:
        """Say ``notice`` over the hand for a moment (``short`` where it does not fit)."""
        self._notice = notice
        self._notice_is_hint, self._notice_short = hint, short
        self._notice_timer.start(speeds.NOTICE_MS)
        self.update()

    def show_hint(self, card: int, reason: str) -> bool:
        """Point at ``card`` of the hand (raised, as the keyboard points) and say
        ``reason`` over the hand, while the human may play it; True if shown."""
        snapshot = self.snapshot
        own = self._own_cards()
        if snapshot is None or card not in snapshot.legal or card not in own:
            return False
        self._point(own.index(Card(card)))
        self._update_play_state(snapshot)
        self.focusMoved.emit()
        self._notice = reason
        self._notice_is_hint = True
        named = self.card_names.card(card, self.felt_text.french)
        self._notice_short = self.felt_text.words.hint_short(named)
        self._notice_timer.stop()  # (it stays for the turn: the player may think it over)
        self.update()
        return True

    def _clear_notice(self) -> None:
        self._notice_timer.stop()
        if self._notice is not None:
            self._notice = None
            self.update()

    def notice(self) -> str | None:
        """The passing message on the table (why a card may not be played), if any."""
        return self._notice

    # --- keyboard -----------------------------------------------------------------

    def play_index(self, index: int) -> bool:
        own = self._own_cards()
        if 0 <= index < len(own) and self.is_animating():
            return self.play_ahead(own[index])
        snapshot = self.snapshot
        if snapshot is None or not 0 <= index < len(own):
            return False
        if not snapshot.legal:
            self.choose_ahead(own[index])
            return False
        if own[index] not in snapshot.legal:
            self.explain_refusal(own[index])
            return False
        return self.controller.play_card(own[index])

    def move_focus(self, step: int) -> None:
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal:
            return
        count = len(self._own_cards())
        self._point((self.focus_index + step) % count if self.focus_index >= 0 else 0)
        self._update_play_state(snapshot)
        self.focusMoved.emit()
