"""The table's sounds: mixed right, muted when asked, silent and quiet with no device."""

from __future__ import annotations

import array
import os
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_qt.app.table import sound
from briscola_qt.app.table.sound import Mixer, Sounds


class FakeOutput:
    """Stands for a started audio device: pulls blocks from the mixer's source."""

    def __init__(self, source: sound.Source) -> None:
        self.source = source
        next(source)
        self.closed = False

    def pull(self, frames: int) -> array.array[int]:
        return self.source.send(frames)

    def close(self) -> None:
        self.closed = True


def test_the_mixer_sums_voices_and_clips() -> None:
    mixer = Mixer()
    mixer.add(array.array("h", [1000, 2000, 3000]))
    mixer.add(array.array("h", [30000, 30000]))
    assert list(mixer.block(2)) == [31000, 32000]
    assert list(mixer.block(2)) == [3000, 0]
    assert mixer.playing == 0
    assert list(mixer.block(3)) == [0, 0, 0]
    mixer.add(array.array("h", [30000]))
    mixer.add(array.array("h", [30000]))
    assert list(mixer.block(1)) == [32767]


def test_voices_beyond_the_limit_give_way() -> None:
    mixer = Mixer()
    for _ in range(sound.MAX_VOICES + 3):
        mixer.add(array.array("h", [1] * 10))
    assert mixer.playing == sound.MAX_VOICES


def test_every_named_sound_plays_through_the_output() -> None:
    outputs: list[FakeOutput] = []

    def open_output(source: sound.Source) -> FakeOutput:
        outputs.append(FakeOutput(source))
        return outputs[-1]

    sounds = Sounds(open_output=open_output)
    assert outputs == []  # no device until the first sound
    for name in sound.NAMES:
        sounds.play(name)
    (output,) = outputs
    block = output.pull(400)
    assert len(block) == 400 and max(abs(s) for s in block) > 1000
    sounds.close()
    assert output.closed


def test_muted_plays_nothing_and_opens_no_device() -> None:
    opened: list[object] = []
    sounds = Sounds(muted=True, open_output=lambda source: opened.append(source))  # type: ignore[func-returns-value]
    sounds.play(sound.CARD)
    assert opened == []


def test_no_device_means_silence_tried_once() -> None:
    tries: list[object] = []

    def no_device(source: sound.Source) -> None:
        tries.append(source)

    sounds = Sounds(open_output=no_device)
    sounds.play(sound.CARD)
    sounds.play(sound.TRICK)
    assert len(tries) == 1
    assert not sounds.available


def test_a_broken_sound_file_is_skipped(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    (tmp_path / "card.wav").write_bytes(b"RIFF garbage")
    opened: list[object] = []
    sounds = Sounds(folder=tmp_path, open_output=lambda source: opened.append(source))  # type: ignore[func-returns-value]
    sounds.play(sound.CARD)
    assert opened == []
    assert "card.wav cannot be read" in caplog.text


def test_the_real_device_without_a_sound_card_is_silent_and_says_nothing(tmp_path: Path) -> None:
    """On a machine with no audio (as CI), the real miniaudio device fails quietly."""
    code = (
        "from briscola_qt.app.table.sound import Sounds\n"
        "s = Sounds()\n"
        "s.play('card')\n"
        "print('available' if s.available else 'silent')\n"
        "s.close()\n"
    )
    env = {**os.environ, "PULSE_SERVER": str(tmp_path / "no-pulse"), "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.returncode == 0
    assert done.stderr == ""
    assert done.stdout.strip() in ("silent", "available")
