"""The table's sounds are synthesised by tools/sounds: the committed files are exactly what
the generator writes, and each is a short, clean, unclipped WAV."""

from __future__ import annotations

import array
import wave
from pathlib import Path

import pytest

from briscola_qt.assets import assets_dir
from tools.sounds import generate

NAMES = ("card", "shuffle", "trick", "deal-won", "deal-lost")


def test_generator_reproduces_committed_sounds(tmp_path: Path) -> None:
    written = generate.write_sounds(tmp_path)
    assert sorted(p.stem for p in written) == sorted(NAMES)
    for fresh in written:
        committed = assets_dir() / "sounds" / fresh.name
        assert committed.is_file(), f"{committed} is not committed"
        assert fresh.read_bytes() == committed.read_bytes(), f"{committed.name} differs"


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_short_loud_enough_and_clean(name: str) -> None:
    path = assets_dir() / "sounds" / f"{name}.wav"
    assert path.stat().st_size < 100_000
    with wave.open(str(path), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        rate = sound.getframerate()
        samples = array.array("h", sound.readframes(sound.getnframes()))
    seconds = len(samples) / rate
    assert 0.1 <= seconds <= 2.0
    peak = max(abs(s) for s in samples) / 32767
    assert 0.5 <= peak <= 0.71  # heard, and never clipped
    tail = samples[-round(rate * 0.01) :]
    assert max(abs(s) for s in tail) / 32767 < 0.02  # fades out: no click at the end
