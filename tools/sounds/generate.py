"""Synthesise the table's sounds from code into small WAV files (16-bit mono, 22,050 Hz).

Nothing is recorded or copied: card sounds are shaped noise (a snap, a slide, a riffle),
the deal's end is a plucked string (Karplus-Strong). Seeded, so every run writes the
same bytes, and the tests check that the committed files are exactly what this writes.

Usage, from the repository root:
    python -m tools.sounds.generate            # into ./assets/sounds
    python -m tools.sounds.generate --out DIR
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
PEAK = 0.7  # of full scale: loud enough, never clipped
Signal = list[float]


# ------------------------------------------------------------------ building blocks


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(signal: Signal, cutoff: float) -> Signal:
    """One-pole low-pass at ``cutoff`` Hz."""
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, level = [], 0.0
    for sample in signal:
        level += alpha * (sample - level)
        out.append(level)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [s - lo for s, lo in zip(signal, low, strict=True)]


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """A linear rise over ``attack`` seconds, then an exponential fall (time constant
    ``decay``), faded to nothing over the last 5 ms so that no sound ends in a click."""
    rise = max(1, round(attack * RATE))
    out = []
    for i, sample in enumerate(signal):
        gain = i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE))
        out.append(sample * gain)
    return fade_out(out, 0.005)


def tone(frequency: float, seconds: float, decay: float) -> Signal:
    wave_ = [math.sin(2 * math.pi * frequency * i / RATE) for i in range(round(seconds * RATE))]
    return envelope(wave_, 0.002, decay)


def pluck(frequency: float, seconds: float, rng: random.Random, damping: float = 0.996) -> Signal:
    """A plucked string (Karplus-Strong): a burst of noise fed round a tuned delay line."""
    period = max(2, round(RATE / frequency))
    line = [rng.uniform(-1.0, 1.0) for _ in range(period)]
    out = []
    for i in range(round(seconds * RATE)):
        sample = line[i % period]
        following = line[(i + 1) % period]
        line[i % period] = damping * 0.5 * (sample + following)
        out.append(sample)
    return envelope(out, 0.001, seconds / 2.5)


def mix(length: float, parts: Iterable[tuple[float, Signal, float]]) -> Signal:
    """Lay each (start seconds, signal, gain) into a track ``length`` seconds long."""
    track = silence(length)
    for start, signal, gain in parts:
        offset = round(start * RATE)
        for i, sample in enumerate(signal):
            if offset + i < len(track):
                track[offset + i] += gain * sample
    return track


def normalise(signal: Signal, peak: float = PEAK) -> Signal:
    loudest = max(abs(s) for s in signal) or 1.0
    faded = fade_out(signal, 0.01)
    return [s * peak / loudest for s in faded]


def fade_out(signal: Signal, seconds: float) -> Signal:
    n = min(len(signal), round(seconds * RATE))
    out = list(signal)
    for i in range(n):
        out[len(out) - n + i] *= 1.0 - (i + 1) / n
    return out


# ------------------------------------------------------------------ the sounds


def snap(rng: random.Random, brightness: float = 3500.0) -> Signal:
    """A card laid down: a bright, very short noise burst over a soft thump."""
    burst = envelope(highpass(lowpass(noise(0.09, rng), brightness), 300.0), 0.001, 0.012)
    thump = tone(130.0, 0.09, 0.02)
    return [b + 0.5 * t for b, t in zip(burst, thump, strict=True)]


def slide(rng: random.Random, seconds: float = 0.12) -> Signal:
    """A card sliding on cloth: soft, darker noise swelling and fading."""
    body = lowpass(highpass(noise(seconds, rng), 500.0), 2200.0)
    return envelope(body, seconds * 0.35, seconds * 0.25)


def card_played(rng: random.Random) -> Signal:
    return mix(0.14, [(0.0, slide(rng, 0.05), 0.35), (0.03, snap(rng), 1.0)])


def shuffle_and_deal(rng: random.Random) -> Signal:
    """A riffle (two halves falling together, card by card), then three cards dealt."""
    parts = []
    time = 0.02
    for i in range(34):
        swell = math.sin(math.pi * (i + 1) / 35)  # the riffle starts and ends softly
        click = lowpass(highpass(noise(0.012, rng), 1500.0), 6000.0)
        parts.append((time, envelope(click, 0.0005, 0.003), swell))
        time += rng.uniform(0.011, 0.019)
    parts.append((time + 0.03, snap(rng, 2500.0), 0.7))  # the halves squared up
    deal_at = time + 0.2
    for n in range(3):
        parts.append((deal_at + n * 0.13, slide(rng, 0.09), 0.5))
        parts.append((deal_at + n * 0.13 + 0.07, snap(rng, 3000.0), 0.45))
    return mix(deal_at + 0.5, parts)


def trick_won(rng: random.Random) -> Signal:
    """The trick gathered: cards swept together, then laid on the pile."""
    return mix(
        0.32,
        [
            (0.0, slide(rng, 0.16), 0.6),
            (0.06, slide(rng, 0.14), 0.5),
            (0.2, snap(rng, 2000.0), 0.6),
        ],
    )


# Notes (Hz): a rising major arpeggio for a won deal, a falling minor one for a lost deal.
WON = (392.00, 493.88, 587.33, 783.99)  # G4 B4 D5 G5
LOST = (440.00, 349.23, 293.66)  # A4 F4 D4


def deal_won(rng: random.Random) -> Signal:
    parts = [(i * 0.11, pluck(f, 0.9, rng), 1.0) for i, f in enumerate(WON)]
    parts.append((len(WON) * 0.11, pluck(WON[0] / 2, 1.0, rng), 0.6))
    return mix(1.45, parts)


def deal_lost(rng: random.Random) -> Signal:
    parts = [(i * 0.2, pluck(f, 1.0, rng, damping=0.993), 0.9) for i, f in enumerate(LOST)]
    return mix(1.5, parts)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "card": card_played,
    "shuffle": shuffle_and_deal,
    "trick": trick_won,
    "deal-won": deal_won,
    "deal-lost": deal_lost,
}


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def write_sounds(folder: Path) -> list[Path]:
    """Write every sound into ``folder``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for index, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(1000 + index)
        path = folder / f"{name}.wav"
        write_wav(path, normalise(make(rng)))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description="Synthesise the table's sounds.")
    parser.add_argument("--out", type=Path, default=Path("assets") / "sounds")
    args = parser.parse_args()
    for path in write_sounds(args.out):
        print(path)


if __name__ == "__main__":
    main()
