"""The committed art is exactly what the generator writes: re-running it changes nothing."""

from __future__ import annotations

from pathlib import Path

from briscola_qt.assets import assets_dir
from tools.decks import generate


def test_generator_reproduces_committed_deck_files(tmp_path: Path) -> None:
    written = generate.write_decks(tmp_path)
    assert written
    for fresh in written:
        committed = assets_dir() / fresh.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} is not committed"
        assert fresh.read_bytes() == committed.read_bytes(), f"{committed.name} differs"


def test_generator_output_is_stable(tmp_path: Path) -> None:
    first = {
        p.relative_to(tmp_path / "a"): p.read_bytes() for p in generate.write_decks(tmp_path / "a")
    }
    second = {
        p.relative_to(tmp_path / "b"): p.read_bytes() for p in generate.write_decks(tmp_path / "b")
    }
    assert first == second
