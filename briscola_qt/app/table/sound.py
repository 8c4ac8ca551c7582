"""The table's sounds: the short WAVs of assets/sounds (tools/sounds makes them), mixed and
played through miniaudio.

miniaudio (one compiled library and cffi, about 3 MB in an installer) plays on every
system's own audio (WASAPI, Core Audio, PulseAudio/PipeWire, ALSA) where QtMultimedia
would add PySide6-Addons and FFmpeg (about 22 MB). The device opens at the first sound, not
at start-up; with no audio device, or no miniaudio, the game is silent and says nothing.
"""

from __future__ import annotations

import array
import contextlib
import logging
import os
import sys
import threading
import wave
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Protocol, TypeAlias

from ...assets import assets_dir

log = logging.getLogger(__name__)

CARD = "card"
SHUFFLE = "shuffle"
TRICK = "trick"
DEAL_WON = "deal-won"
DEAL_LOST = "deal-lost"
NAMES = (CARD, SHUFFLE, TRICK, DEAL_WON, DEAL_LOST)
RATE = 22_050
MAX_VOICES = 6
"""Sounds heard at once; an older one gives way to a newer."""


class Output(Protocol):
    """Where mixed 16-bit mono samples go: a started audio device."""

    def close(self) -> None: ...


Source: TypeAlias = "Generator[array.array[int], int, None]"
OpenOutput: TypeAlias = "Callable[[Source], Output | None]"


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


def load_clip(path: Path) -> array.array[int] | None:
    """The samples of a 16-bit mono WAV at RATE, or None (logged) if it is not one."""
    try:
        with wave.open(str(path), "rb") as sound:
            shape = (sound.getnchannels(), sound.getsampwidth(), sound.getframerate())
            if shape != (1, 2, RATE):
                log.warning("sound %s: not 16-bit mono at %d Hz", path, RATE)
                return None
            samples = array.array("h", sound.readframes(sound.getnframes()))
    except (OSError, EOFError, wave.Error) as err:
        log.warning("sound %s cannot be read: %s", path, err)
        return None
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Mixer:
    """The voices now playing, summed a block at a time for the audio thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[tuple[array.array[int], int]] = []

    def add(self, clip: array.array[int]) -> None:
        with self._lock:
            self._voices.append((clip, 0))
            del self._voices[:-MAX_VOICES]

    @property
    def playing(self) -> int:
        with self._lock:
            return len(self._voices)

    def block(self, frames: int) -> array.array[int]:
        """The next ``frames`` samples of every voice together (silence when none)."""
        out = [0] * frames
        with self._lock:
            still = []
            for clip, position in self._voices:
                part = clip[position : position + frames]
                for i, sample in enumerate(part):
                    out[i] += sample
                if position + frames < len(clip):
                    still.append((clip, position + frames))
            self._voices = still
        return array.array("h", (max(-32768, min(32767, s)) for s in out))

    def source(self) -> Source:
        """A generator in miniaudio's style: sent a frame count, it yields that many samples."""
        frames = yield array.array("h")
        while True:
            frames = yield self.block(frames)


class Sounds:
    """Plays the table's sounds by name, unless muted; silent when no device can be had."""

    def __init__(
        self,
        muted: bool = False,
        folder: Path | None = None,
        open_output: OpenOutput | None = None,
    ) -> None:
        self.muted = muted
        self._folder = sounds_dir() if folder is None else folder
        self._open_output = open_output or open_device
        self._clips: dict[str, array.array[int]] | None = None
        self._mixer = Mixer()
        self._output: Output | None = None
        self._failed = False
        self.on_unavailable: Callable[[], None] | None = None
        """Told once, when no audio device can be opened (the window says so)."""

    @property
    def available(self) -> bool:
        """False once opening the audio device has failed (the game goes on silent)."""
        return not self._failed

    def play(self, name: str) -> None:
        if self.muted or self._failed:
            return
        if self._clips is None:
            self._clips = {}
            for clip_name in NAMES:
                clip = load_clip(self._folder / f"{clip_name}.wav")
                if clip is not None:
                    self._clips[clip_name] = clip
        clip = self._clips.get(name)
        if clip is None:
            return
        if self._output is None:
            self._output = self._open_output(self._mixer.source())
            if self._output is None:
                self._failed = True
                if self.on_unavailable is not None:
                    self.on_unavailable()
                return
        self._mixer.add(clip)

    def close(self) -> None:
        if self._output is not None:
            with contextlib.suppress(Exception):
                self._output.close()
            self._output = None


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """ALSA writes pages to standard error when a machine has no sound card; the player is
    not told (a missing device is not an error for a card game)."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_device(source: Source) -> Output | None:
    """Start a 16-bit mono playback device fed by ``source``; None if there is none."""
    try:
        import miniaudio
    except ImportError:
        log.info("no sound: miniaudio is not installed")
        return None
    next(source)
    attempts: list[list[miniaudio.Backend] | None] = [None]
    if sys.platform.startswith("linux"):
        # PulseAudio (or PipeWire's) first, quietly; then ALSA with its complaints hushed.
        attempts = [[miniaudio.Backend.PULSEAUDIO], [miniaudio.Backend.ALSA]]
    for backends in attempts:
        try:
            with _quiet_stderr():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16,
                    nchannels=1,
                    sample_rate=RATE,
                    buffersize_msec=60,
                    backends=backends,
                    app_name="Briscola",
                )
                device.start(source)
        except Exception as err:  # miniaudio raises its own errors, and cffi may raise others
            log.info("no sound device (%s): %s", backends, err)
            continue
        log.info("sound through %s", device.backend)
        return device
    return None
