"""The About box: the version, the project's licence and art credit, where the log is,
and the licence of every component the installers bundle (assets/licenses)."""

from __future__ import annotations

import json
import platform
import sys

import PySide6
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...assets import licenses_dir
from ..base.paths import log_dir
from ..text.words import fill


def components() -> list[dict[str, object]]:
    """The bundled components with their licences (empty if the list cannot be read)."""
    try:
        listed = json.loads((licenses_dir() / "components.json").read_text("utf-8"))
    except (OSError, ValueError):
        return []
    return [c for c in listed if isinstance(c, dict)] if isinstance(listed, list) else []


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Briscola"))
        self.resize(640, 560)
        self.heading = QLabel(
            fill(
                self.tr(
                    "<p><b>Briscola</b> %1</p><p>The Italian card game, with Neapolitan, "
                    "Piacentine, Sicilian, Brescian, Triestine and French cards.</p><p>Free "
                    "software "
                    "under the GNU General Public License, version 3 or later. The card art, "
                    "the icons and the sounds were drawn and made by the briscola-qt project, "
                    "under the same licence.</p>"
                ),
                __version__,
            )
        )
        self.heading.setWordWrap(True)
        self.log_label = QLabel(fill(self.tr("The log of this program is kept in: %1"), log_dir()))
        self.log_label.setWordWrap(True)
        self.log_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        open_log = QPushButton(self.tr("Open the log &folder"))
        open_log.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_dir())))
        )
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Components and their licences"))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Licence text"))
        versions = {
            "Python": platform.python_version(),
            "Qt 6, Qt for Python (PySide6), Shiboken": f"{qVersion()} / {PySide6.__version__}",
        }
        frozen = bool(getattr(sys, "frozen", False))
        for component in components():
            if component.get("bundle_only") and not frozen:
                continue  # (the PyInstaller bootloader: only in the installed app)
            name = str(component.get("name", ""))
            version = versions.get(name) or str(component.get("version") or "")
            if name == "briscola-qt":
                version = __version__
            licence = str(component.get("licence", ""))
            label = (
                fill(self.tr("%1 %2 — %3"), name, version, licence)
                if version
                else fill(self.tr("%1 — %2"), name, licence)
            )
            item = QListWidgetItem(label)
            files = component.get("files")
            item.setData(Qt.ItemDataRole.UserRole, files if isinstance(files, list) else [])
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._show)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.list)
        split.addWidget(self.text)
        split.setSizes([150, 300])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.heading)
        column.addWidget(self.log_label)
        column.addWidget(open_log, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(QLabel(self.tr("Included in this program, with their licences:")))
        column.addWidget(split, 1)
        column.addWidget(buttons)
        if self.list.count():
            self.list.setCurrentRow(0)

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        texts = []
        for name in item.data(Qt.ItemDataRole.UserRole):
            try:
                texts.append((licenses_dir() / str(name)).read_text("utf-8"))
            except OSError as err:
                texts.append(
                    fill(self.tr("(%1 cannot be read: %2)"), name, err.strerror or str(err))
                )
        self.text.setPlainText("\n\n".join(texts))
