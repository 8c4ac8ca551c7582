"""The run's shared card pictures (tests/app/shared_renders.py) give back exactly what the
renderer drew, and never a picture of another file, size or version of a file."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.app.table import cardart
from briscola_qt.decks import available_decks

from .. import shared_renders


def counted(calls: list[tuple[Path, int, int]]) -> shared_renders.Draw:
    def draw(path: Path, width: int, height: int, renderer: object) -> Any:
        calls.append((path, width, height))
        return cardart.draw_art(path, width, height, None)

    return draw


@pytest.mark.qt_log_ignore("Cannot read file")  # (Qt's SVG parser, of the broken file)
def test_a_picture_read_back_is_the_one_drawn_and_each_key_is_drawn_once(
    qapp: object, tmp_path: Path
) -> None:
    theme = available_decks()[0]
    art = tmp_path / "art"
    art.mkdir()
    face = art / theme.face_path("AD").name
    shutil.copyfile(theme.face_path("AD"), face)
    calls: list[tuple[Path, int, int]] = []
    draw = shared_renders.shared(counted(calls), tmp_path)

    first = draw(face, 90, 150, None)
    again = draw(face, 90, 150, None)
    assert first is not None and again is not None
    assert again == first == cardart.draw_art(face, 90, 150, None)
    assert calls == [(face, 90, 150)], "the second look reads the kept picture"

    # Another size is another picture.
    other = draw(face, 60, 100, None)
    assert other is not None and other.size() != first.size()
    assert len(calls) == 2

    # A file changed on disk is drawn again, not read back from before.
    shutil.copyfile(theme.face_path("3B"), face)
    changed = draw(face, 90, 150, None)
    assert len(calls) == 3
    assert changed == cardart.draw_art(theme.face_path("3B"), 90, 150, None)
    assert changed != first

    # A file that cannot be drawn is never kept: each look tries it again.
    broken = art / "broken.svg"
    broken.write_text("<svg")
    assert draw(broken, 90, 150, None) is None
    assert draw(broken, 90, 150, None) is None
    assert len(calls) == 5
    assert not list(tmp_path.glob("*.part")), "no half-written picture is left"
