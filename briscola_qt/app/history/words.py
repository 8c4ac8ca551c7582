"""The history's and the statistics' words: tables, variants, levels, results, dates."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QDateTime, QLocale, QObject

from ...engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, Variant
from ..text.words import GameWords

TABLE_NAMES = frozenset((*TABLE_SIZES, CHIAMATA_PLAYERS))
"""The tables the New game panel names (Briscola chiamata's five players among them)."""


class HistoryWords(QObject):
    """Words shared by the history and statistics windows."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = GameWords(self)  # (the New game panel's words: one name for each table)

    def table(self, players: int) -> str:
        """A table in the New game panel's words ("Six players, three against three")."""
        # (the variant is said beside it: chiamata's table is "Five players")
        if players == 0:
            return self.tr("All tables")
        if players not in TABLE_NAMES:
            return str(players)
        return self.game.table_name(players)

    def table_choice(self, players: int) -> str:
        """A table as the New game panel offers it, for the filter: "Five players: Briscola
        chiamata" (the list's column says the variant beside "Five players")."""
        if players not in TABLE_NAMES:
            return self.table(players)
        return self.game.table_choice(players)

    def variant(self, variant: str) -> str:
        return {
            "": self.tr("All variants"),
            Variant.CLASSIC.value: self.tr("Classic"),
            Variant.SCOPERTA.value: self.tr("Scoperta"),
            Variant.BRISCOLONE.value: self.tr("Briscolone"),
            Variant.DOUBLE.value: self.tr("Double"),
            Variant.CHIAMATA.value: self.tr("Briscola chiamata"),
        }.get(variant, variant)

    def level(self, level: str) -> str:
        return {
            "": self.tr("Unknown"),
            "beginner": self.tr("Beginner"),
            "medium": self.tr("Medium"),
            "expert": self.tr("Expert"),
            "friends": self.tr("With friends"),
        }.get(level, level)

    def result(self, result: str) -> str:
        return {
            "won": self.tr("Won"),
            "drawn": self.tr("Drawn"),
            "lost": self.tr("Lost"),
        }[result]

    def accuracy(self, value: int) -> str:
        """A deal's accuracy as the review says it: "40 of 100" (a playtest read "40%" in
        the history beside "40 of 100" in the review)."""
        return self.tr("%1 of 100").replace("%1", str(value))

    @staticmethod
    def date(played_at: str) -> str:
        """An entry's UTC time in the player's time zone and date format."""
        try:
            moment = datetime.strptime(played_at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
        except ValueError:
            return played_at
        local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
        return QLocale().toString(local, QLocale.FormatType.ShortFormat)

    @staticmethod
    def percent(part: int, whole: int) -> str:
        return f"{round(100 * part / whole)}%" if whole else "–"

    @staticmethod
    def number(value: float | None, decimals: int = 1) -> str:
        return "–" if value is None else QLocale().toString(value, "f", decimals)
