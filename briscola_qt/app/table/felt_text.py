"""What the felt says: the words on the name plates, the prompt, the briscola's and the
stock's labels, the piles' points and the captions, decided from the controller's
snapshot, the table's layout and the words of the interface.

Plain logic, no scene: the table paints these strings (``felt.paint_felt``) and the
tests read them. Where words would cover a card, a shorter form is said; each width is
measured once while the table keeps its layout.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ...engine.cards import SUIT_OF
from ...engine.match import MatchLength
from ..game.snapshot import Phase, TableSnapshot
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames, FeltWords, TableSeats, keys_text, score_list, signed
from . import chiamata_felt
from .card_layout import MARGIN, PLATE
from .layout import TableLayout


def plate_font(layout: TableLayout) -> QFont:
    """The font of the words on the felt, by the size of the cards."""
    font = QFont()
    font.setPointSizeF(max(8.0, min(11.0, layout.card_height * 0.075)))
    return font


class FeltText:
    """The words on the felt for one snapshot on one layout (``show`` gives both)."""

    def __init__(self, words: FeltWords, card_names: CardNames, seats: TableSeats) -> None:
        self.words = words
        self.card_names = card_names
        self.seats = seats
        self.snapshot: TableSnapshot | None = None
        self.layout: TableLayout | None = None
        self.thinking: int | None = None
        """The computer seat thinking now, if any."""
        self.running_points = False
        """Say each side's points while the deal is played (always said at its end)."""
        self.points_scoreboard = False
        """The scoreboard says each side's card points so far, not the match's score (the
        practice table: its one-deal "match" stood at 0–0 beside the points that count)."""
        self.french = False
        """The deck in use has French suits (suit names follow the deck)."""
        self.chiamata_words = ChiamataWords(card_names)
        """Briscola chiamata's words (chiamata_felt speaks them)."""
        self.covered: QRectF | None = None
        """What a panel over the table hides of it (the chiamata auction), in the table's
        coordinates: the human's plate moves beside their hand rather than lie under it."""
        self._measured: dict[tuple[object, ...], float | bool] = {}
        """Plate widths and clear places on this layout (see ``plate_width``)."""

    def show(self, snapshot: TableSnapshot | None, layout: TableLayout | None) -> None:
        """Speak of ``snapshot`` on ``layout`` from now on."""
        if layout != self.layout:
            self._measured.clear()
            self.layout = layout
        self.snapshot = snapshot

    # --- the plates ----------------------------------------------------------------

    def prompt(self) -> str | None:
        """What the human is asked to do, on their plate (None when nothing); in its short
        form where the whole one would cover the side hands beside it."""
        snapshot = self.snapshot
        if snapshot is None:
            return None
        if snapshot.legal:
            own = snapshot.own_cards()
            indexes = [i for i, c in enumerate(own) if c in snapshot.legal]
            full = self.words.prompt(keys_text(self.words, indexes, len(own)))
            short = self.words.short_prompt()
        elif snapshot.phase == Phase.TRICK_DONE and not snapshot.paused:
            full, short = self.words.continue_prompt(), self.words.short_continue_prompt()
        else:
            return None
        layout = self.layout
        if layout is None:
            return full
        return full if self.plate_width(full) <= self._own_plate_room() else short

    def _own_plate_room(self) -> float:
        """How wide the human's plate may be: clear of the side hands beside it
        (``TableLayout.own_plate_room``) and of their plates, which long names make wider
        than the hands (six players at 800x560)."""
        layout, snapshot = self.layout, self.snapshot
        assert layout is not None and snapshot is not None
        room = layout.own_plate_room()
        own = layout.label_position(snapshot.human)
        for seat in range(snapshot.players):
            if seat == snapshot.human or layout.is_top(seat):
                continue
            hand = snapshot.hands[seat]
            at = layout.label_position(seat, len(hand), any(c is not None for c in hand))
            if abs(at.y() - own.y()) >= PLATE:
                continue
            width = self.plate_width(self.seat_plate(seat), chip=self.dealer_chip(seat) is not None)
            at = layout.plate_clear_of_trick(seat, at, width)
            if abs(at.y() - own.y()) < PLATE:
                room = min(room, 2 * (abs(at.x() - own.x()) - width / 2 - 4))
        return room

    def is_partner(self, seat: int) -> bool:
        snapshot = self.snapshot
        return (
            snapshot is not None
            and snapshot.rules.team_game
            and seat != snapshot.human
            and snapshot.table.sides[seat] == snapshot.table.sides[snapshot.human]
        )

    def seat_plate(self, seat: int) -> str:
        """The words on ``seat``'s name plate."""
        snapshot = self.snapshot
        if snapshot is not None and snapshot.chiamata is not None:
            return self._chiamata_plate(snapshot, seat)
        if seat == (snapshot.human if snapshot else 0):
            return self.prompt() or self.seats.seat_name(seat)
        name = self.seats.seat_name(seat)
        thinking = seat == self.thinking
        # Partners are called so on every partner's plate or on none: where a narrow
        # table leaves no room for one of them, the plates' colour says it alone.
        partner = self.is_partner(seat) and all(
            self._side_plate_fits(s, self.words.partner(self.seats.seat_name(s)))
            for s in range(len(snapshot.hands) if snapshot else 0)
            if self.is_partner(s)
        )
        # The longest words that fit (the lit plate still says whose turn it is).
        for says_thinking in (True, False) if thinking else (False,):
            text = self.words.thinking(name) if says_thinking else name
            text = self.words.partner(text) if partner else text
            if not says_thinking or self._side_plate_fits(seat, text):
                return text if text != name else self._fitted_name(seat, name)
        return self._fitted_name(seat, name)

    def _fitted_name(self, seat: int, name: str) -> str:
        """``name``, cut short ("Mariangela Spad…") where a side plate saying it whole
        would lie on the trick wherever it goes (six players in a small window)."""
        layout = self.layout
        if layout is None or layout.is_top(seat) or self._side_plate_fits(seat, name):
            return name
        for end in range(len(name) - 1, 3, -1):
            short = name[:end].rstrip() + "…"
            if self._side_plate_fits(seat, short):
                return short
        return name

    def _chiamata_plate(self, snapshot: TableSnapshot, seat: int) -> str:
        """Chiamata: the last call, the caller and the partner (chiamata_felt)."""
        assert snapshot.chiamata is not None
        if seat == snapshot.human:
            prompt = self.prompt()
            if prompt:
                return prompt
        choices = chiamata_felt.plate_choices(self, snapshot.chiamata, seat, snapshot.human)
        if seat == self.thinking:
            choices.insert(0, self.words.thinking(self.seats.seat_name(seat)))
        if seat == snapshot.human or self.layout is None:
            return choices[0]
        for said in choices:
            if self._side_plate_fits(seat, said) or self.layout.is_top(seat):
                return said
        return self._fitted_name(seat, choices[-1])

    def dealer_chip(self, seat: int) -> str | None:
        """The dealer's mark on ``seat``'s plate (a letter in a chip), if it dealt; never on
        the human's, which mostly says what to do (see ``own_dealer_plate``)."""
        snapshot = self.snapshot
        if snapshot is None or seat != snapshot.rules.dealer or seat == snapshot.human:
            return None
        return self.words.dealer_mark()

    def own_dealer_plate(
        self, taken: list[QRectF] | None = None
    ) -> tuple[str, str, QPointF] | None:
        """When the human dealt: the words, the mark and the place (left end, middle) of a
        plate of its own beside their hand: "You deal" and the chip, or where the words do
        not fit the chip alone, as a dealer's button lies by the dealer (on their plate it
        was read as part of the prompt)."""
        snapshot, layout = self.snapshot, self.layout
        if snapshot is None or snapshot.rules.dealer != snapshot.human or snapshot.captured:
            return None
        if layout is None:
            return None
        count = len(snapshot.hands[snapshot.human])
        for words in (self.words.you_deal(), ""):
            at = layout.own_dealer_position(self.plate_width(words, chip=True), count, taken)
            if at is not None:
                return words, self.words.dealer_mark(), at
        return None

    def is_seat_to_play(self, seat: int) -> bool:
        """The seat's plate is lit: it is to play, or thinking."""
        snapshot = self.snapshot
        return seat == self.thinking or (snapshot is not None and snapshot.to_move == seat)

    def _side_plate_fits(self, seat: int, text: str) -> bool:
        """``text`` on ``seat``'s plate, moved off the trick, covers no card (see
        ``TableLayout.plate_is_clear``)."""
        layout, snapshot = self.layout, self.snapshot
        if layout is None or snapshot is None:
            return True
        hand = snapshot.hands[seat]
        open_hand = any(c is not None for c in hand)
        key = ("clear", seat, text, len(hand), open_hand)
        clear = self._measured.get(key)
        if clear is None:
            width = self.plate_width(text, chip=self.dealer_chip(seat) is not None)
            at = layout.label_position(seat, len(hand), open_hand)
            at = layout.plate_clear_of_trick(seat, at, width)
            clear = self._measured[key] = layout.plate_is_clear(seat, at, width)
        return bool(clear)

    def plate_width(self, text: str, marked: bool = False, chip: bool = False) -> float:
        """How wide ``felt.badge`` draws ``text`` on this table (``marked``: with a suit
        mark; ``chip``: with the dealer's), measured once while the table keeps its
        layout, not at every frame."""
        key = ("width", text, marked, chip)
        width = self._measured.get(key)
        if width is None:
            assert self.layout is not None
            metrics = QFontMetricsF(plate_font(self.layout))
            width = metrics.horizontalAdvance(text) + 18 + (metrics.height() + 6 if marked else 0)
            width += metrics.height() + 4 if chip else 0
            if chip and not text and not marked:
                width = metrics.height() + 8  # (the chip alone: a round plate)
            self._measured[key] = width
        return float(width)

    # --- the stock, the briscola, the piles ------------------------------------------

    def trump_label(self) -> str | None:
        """The trump in words beside the stock ("Briscola: coins"), for the whole deal."""
        snapshot = self.snapshot
        if snapshot is None:
            return None
        if snapshot.chiamata is not None:
            return chiamata_felt.called_label(self, snapshot.chiamata)[0]
        return self._trump_place()[0]

    def trump_label_place(self) -> QPointF:
        """Where the briscola's label starts (its left end's middle): under the stock; in
        scoperta, where the stock's top card lies face up beside it, under the briscola
        itself (the label lay under both and read as the next card's, playtest), lower
        where a hand on the left leaves it no room level with the cards."""
        _text, left, y = self._trump_place()
        return QPointF(left, y)

    def _trump_place(self) -> tuple[str, float, float]:
        """The briscola's label, where it starts and the height of its middle: in full,
        else (a narrow table, the hands on the left or the human's plate close) the suit
        alone with its mark."""
        snapshot, layout = self.snapshot, self.layout
        assert snapshot is not None
        trump_card = snapshot.table.trump_card
        if trump_card is None:
            full, short, marked = self.words.no_trump(), self.words.short_no_trump(), False
        else:
            suit = self.suit_name(SUIT_OF[trump_card])
            full, short, marked = self.words.trump(suit), self.words.short_trump(), True
        if layout is None:
            return full, 0.0, 0.0
        left, y = layout.stock_group_left, layout.trump_label_y
        if snapshot.rules.open_hands:
            # From the briscola's left edge, or further left for its middle to stay under
            # the briscola, reaching no more than a quarter under the next card; level with
            # the cards, else below the plates of the hands on the left, else over the
            # briscola, beside the next card's label, else level, up to the next card's middle.
            small = layout.small_size.width()
            briscola_left = layout.briscola_position.x() - small / 2
            floor = layout.stock_position.x() + small / 4
            level = (y, left + self._label_room(left), floor)
            places = [level, (*self._below_left_hands(), floor), self._over_the_briscola()]
            # (the smallest two-player table: the prompt level with it, the top hand over)
            places.append((y, level[1], layout.stock_position.x() + 4))
            for at_y, right, least in places:
                for text in (full, short):
                    width = self.plate_width(text, marked)
                    latest = briscola_left + small - 2 - width / 2  # (its middle under it)
                    start = max(least, min(briscola_left, latest, right - width))
                    if start <= latest and start + width <= right:
                        return text, start, at_y
            if marked:  # (the smallest six-player table: the suit's mark alone under it)
                return "", briscola_left + small / 2 - self.plate_width("", True) / 2, y
            return short, briscola_left, y
        right = left + self._label_room(left)
        return (full if self.plate_width(full, marked) <= right - left else short), left, y

    def _over_the_briscola(self) -> tuple[float, float, float]:
        """The height of the labels over the stock, how far right the briscola's label may
        reach there (clear of the hands) and where it may start (after the next card's)."""
        layout = self.layout
        assert layout is not None
        y = layout.stock_label_y
        right = layout.stock_group_left + layout.stock_label_room(y)
        for seat in range(layout.players):
            if layout.relative(seat) != 0 and layout.is_top(seat):
                half_hand = layout.hand_rect_width(seat, layout.hand_size, True) / 2
                right = min(right, layout.hand_centre(seat).x() - half_hand - 4)
        place = self.next_card_place()
        least = place[1] + self.plate_width(place[0]) + 4 if place else right
        return y, right, least

    def _below_left_hands(self) -> tuple[float, float]:
        """A height for the briscola's label just under the plates of the hands on the left
        level with it (no more than a plate lower), and how far right the label may reach
        there (clear of the hands, the trick and the human's plate)."""
        layout, snapshot = self.layout, self.snapshot
        assert layout is not None and snapshot is not None
        level = layout.trump_label_y
        small = layout.small_size.height()
        left_hands = [
            seat
            for seat in range(layout.players)
            if layout.relative(seat) != 0
            and not layout.is_top(seat)
            and layout.hand_centre(seat).x() < layout.centre.x()
        ]

        def in_the_way(seat: int, y: float) -> bool:
            top = layout.hand_centre(seat).y() - small / 2
            bottom = layout.label_position(seat).y() + PLATE / 2
            return top < y + PLATE / 2 and bottom > y - PLATE / 2

        y = level
        for seat in left_hands:
            if in_the_way(seat, level):
                y = max(y, layout.label_position(seat).y() + PLATE + 2)
        if y - level > PLATE:
            return level, layout.stock_group_left  # (no room: another hand lies there)
        right = layout.width / 2
        for seat in left_hands:
            if in_the_way(seat, y):
                half_hand = layout.hand_rect_width(seat, layout.hand_size, True) / 2
                right = min(right, layout.hand_centre(seat).x() - half_hand - 4)
        trick = layout.trick_extent
        if trick.top() < y + PLATE / 2 and trick.bottom() > y - PLATE / 2:
            right = min(right, trick.left() - 4)
        own = layout.label_position(snapshot.human)
        if abs(own.y() - y) < PLATE:
            right = min(right, own.x() - self.plate_width(self.seat_plate(snapshot.human)) / 2 - 4)
        return y, right

    def _label_room(self, left: float) -> float:
        """How wide the briscola's label drawn from ``left`` may be: it covers no hand on
        the left nor the human's plate (in the smallest tables it comes level with it)."""
        layout, snapshot = self.layout, self.snapshot
        assert layout is not None and snapshot is not None
        y = layout.trump_label_y
        room = layout.stock_label_room(y) - (left - layout.stock_group_left)
        own = layout.label_position(snapshot.human)
        if abs(own.y() - y) < PLATE:
            own_half = self.plate_width(self.seat_plate(snapshot.human)) / 2
            room = min(room, own.x() - own_half - 4 - left)
        return room

    def stock_label(self) -> str | None:
        snapshot = self.snapshot
        if snapshot is not None and snapshot.chiamata is not None:
            return chiamata_felt.partner_label(self, snapshot.chiamata, snapshot.human)
        if snapshot is None or snapshot.table.stock_count == 0:
            return None
        return self.words.stock(snapshot.table.stock_count)

    def next_card_label(self) -> str | None:
        """Scoperta: the face-up top of the stock is named the next card, not the trump,
        with the cards left in the stock (a count on the face-up card covered its pips: it
        stands in the label above, in fewer words where the words do not fit)."""
        place = self.next_card_place()
        return place[0] if place else None

    def next_card_place(self) -> tuple[str, float] | None:
        """``next_card_label``'s words and where they start: over the stock's card, centred
        on it where the table's edge allows, reaching no further than a quarter of the
        briscola beside it (over both, it read as the briscola's); the longest form that
        fits, the count alone at the narrowest."""
        snapshot, layout = self.snapshot, self.layout
        if snapshot is None or snapshot.table.stock_top is None:
            return None
        count = snapshot.table.stock_count
        words = self.words
        if not count:
            said = [words.next_card(), words.short_next_card()]
        else:
            said = [
                words.next_card_and_stock(count),
                words.next_card_and_count(count),
                words.short_next_card_and_count(count),
                words.stock(count),
                str(count),
            ]
        if layout is None:
            return said[0], 0.0
        small = layout.small_size.width()
        middle = layout.stock_position.x()
        reach = layout.briscola_position.x() - small / 4
        reach = min(reach, layout.stock_group_left + layout.stock_label_room(layout.stock_label_y))
        for text in said:
            width = self.plate_width(text)
            start = max(layout.stock_group_left, middle - width / 2)
            if start + width <= reach:
                return text, start
        return said[-1], max(layout.stock_group_left, middle - self.plate_width(said[-1]) / 2)

    def pile_label(self, side: int) -> str | None:
        """The words under ``side``'s capture pile: in team games the team's name; its
        points once the deal is over, or all along with the running-points setting (None
        while it is empty, or nothing is to be said)."""
        snapshot = self.snapshot
        if snapshot is None or snapshot.table.piles[side] == 0:
            return None
        ended = snapshot.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        points = snapshot.table.points[side] if ended or self.running_points else None
        if snapshot.rules.team_game:
            # A team's pile may lie beside the other team's player: its name says whose.
            name = self.side_name(side)
            return name if points is None else self.words.pile(name, points)
        return None if points is None else self.words.points(points)

    def captured_label(self, side: int) -> str | None:
        """After a deal: the plate over a side's captured cards (its name, cards, points)."""
        snapshot = self.snapshot
        if snapshot is None or not snapshot.captured:
            return None
        name = self.side_name(side)
        return self.words.captured(name, len(snapshot.captured[side]), snapshot.table.points[side])

    def scoreboard(self) -> str | None:
        """The match told on the felt: which deal, to what end, and the score so far
        ("Deal 2 · best of three · You 0 – Lucia 1"); in fewer words where the hands come
        near, every score named while any form with names fits."""
        place = self.scoreboard_place()
        return place[0] if place else None

    def scoreboard_place(self) -> tuple[str, QPointF] | None:
        """``scoreboard``'s words and where they go (``TableLayout.scoreboard_places``):
        the longest form that fits in the first place where it does, clear of a panel
        over the table (``covered``: the auction panel cut it after "Giulia 0"); where
        no form is clear of it, as if there were no panel."""
        snapshot, layout = self.snapshot, self.layout
        if snapshot is None:
            return None
        forms = self._scoreboards(snapshot)
        if not forms:
            return None
        if layout is None:
            return forms[0], QPointF(MARGIN, MARGIN + PLATE / 2)
        others = [h for seat, h in enumerate(snapshot.hands) if seat != snapshot.human]
        places = layout.scoreboard_places(any(c is not None for h in others for c in h))
        for panel in ([self.covered] if self.covered is not None else []) + [None]:
            for said in forms:
                width = self.plate_width(said)
                for at, room in places:
                    plate = QRectF(at.x(), at.y() - PLATE / 2, width, PLATE)
                    if width <= room and (panel is None or not plate.intersects(panel)):
                        return said, at
        return None

    def _scoreboards(self, snapshot: TableSnapshot) -> list[str]:
        """The scoreboard's forms, longest first: the whole, without the match's rule,
        the names and scores alone, with initials for the others' names (with the deal,
        then without), the scores alone."""
        words, rules = self.words, snapshot.match_rules
        if self.points_scoreboard:  # (the player's side first, as the match's score)
            mine = snapshot.table.sides[snapshot.human]
            sides = [mine, *(s for s in range(len(snapshot.table.points)) if s != mine)]
            points = [snapshot.table.points[s] for s in sides]
            said = score_list([self.side_name(s) for s in sides], points, False)
            return [words.points_so_far(said), said, "–".join(str(p) for p in points)]
        names = snapshot.match_side_names or self.seats.match_side_names()
        scores = snapshot.match_scores
        if len(names) != len(scores):
            return []  # (names of another match: an exception while painting ends the program)
        deal, deals = snapshot.deal_number + 1, snapshot.match_deals
        chiamata = deals is not None
        named = score_list(names, scores, chiamata)
        initials = [names[0], *(n[:1] for n in names[1:])]
        short = score_list(initials, scores, chiamata)
        shown = [signed(s) for s in scores]
        if deals is not None:
            full = words.deal_of(deal, deals, named)
        elif rules.length == MatchLength.SINGLE:
            full = words.one_deal(named)
        elif rules.length == MatchLength.BEST_OF_3:
            full = words.best_of_three(deal, named)
        else:
            full = words.first_to(deal, rules.target, rules.margin, named)
        forms = [full, words.short_scoreboard(deal, named), named]
        if not snapshot.rules.team_game and len(set(initials)) == len(initials):
            forms += [words.short_scoreboard(deal, short), short]
        forms.append(words.short_scoreboard(deal, ("·" if chiamata else "–").join(shown)))
        return list(dict.fromkeys(forms))

    def last_trick_caption(self) -> str | None:
        """The caption over the last trick while it is shown: who won it."""
        snapshot = self.snapshot
        if snapshot is None or snapshot.last_trick is None:
            return None
        winner = snapshot.last_trick.winner
        if winner == snapshot.human:
            return self.words.last_trick_yours()
        return self.words.last_trick(self.seats.seat_name(winner))

    def trick_tags(self) -> list[tuple[int, str]]:
        """Double (two cards a player in each trick): whose each trick card is, in play
        order (its seat, and the name said once beside it); none where its place says it
        alone."""
        snapshot, layout = self.snapshot, self.layout
        if snapshot is None or layout is None or not layout.tagged_trick:
            return []
        return [(seat, self.seats.seat_name(seat)) for seat, _card in snapshot.table.trick]

    # --- names ---------------------------------------------------------------------

    def side_name(self, side: int) -> str:
        snapshot = self.snapshot
        if snapshot is None or snapshot.rules.team_game:
            return self.seats.side_name(side)
        return self.seats.seat_name(snapshot.table.sides.index(side))

    def suit_name(self, suit: int) -> str:
        return self.card_names.suit(suit, french=self.french)
