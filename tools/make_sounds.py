"""Synthesise the short sound effects into assets/sounds/ (16-bit mono 22050 Hz).

    python tools/make_sounds.py

Standard library only (wave, math, a seeded random.Random for noise), so the files are
reproducible byte for byte.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
NAMES = ("deal", "play", "flip", "trick", "shuffle", "lose_life", "win", "click")


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def lowpass(x: list[float], cutoff) -> list[float]:
    """One-pole low-pass; `cutoff` is Hz or a function of the sample index."""
    out, y = [], 0.0
    for i, v in enumerate(x):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1 - math.exp(-2 * math.pi * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [v - l for v, l in zip(x, low)]


def envelope(x: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack (s) then exponential decay with time constant `decay` (s)."""
    a = max(1, int(attack * RATE))
    return [v * (i / a if i < a else math.exp(-(i - a) / (decay * RATE))) for i, v in enumerate(x)]


def tone(freq: float, seconds: float, decay: float, harmonics=(1.0, 0.35, 0.12)) -> list[float]:
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(h * math.sin(2 * math.pi * freq * (k + 1) * t) for k, h in enumerate(harmonics))
        out.append(v / sum(harmonics))
    return envelope(out, 0.004, decay)


def snap(rng: random.Random, length=0.05, bright=2600.0, body=0.0) -> list[float]:
    """A card hitting the table: a filtered noise burst, optionally with a low thump."""
    s = envelope(highpass(lowpass(noise(length, rng), bright * 2), bright / 3), 0.001, length / 5)
    if body:
        thump = tone(140, length * 1.6, length / 3, (1.0,))
        s = [a + body * b for a, b in zip(s + [0.0] * len(thump), thump)]
    return s


def make(name: str) -> list[float]:
    rng = random.Random(name)
    if name == "deal":
        return snap(rng, 0.06, 3200)
    if name == "play":
        return snap(rng, 0.09, 2000, body=0.6)
    if name == "flip":
        out = silence(0.12)
        mix(out, snap(rng, 0.04, 3800), 0.0, 0.8)
        mix(out, snap(rng, 0.05, 2600), 0.05)
        return out
    if name == "trick":
        n = int(RATE * 0.32)
        sweep = lowpass(noise(0.32, rng), lambda i: 500 + 3500 * math.sin(math.pi * i / n))
        return [v * math.sin(math.pi * i / n) ** 2 * 1.6 for i, v in enumerate(sweep)]
    if name == "shuffle":
        out = silence(0.8)
        t = 0.0
        while t < 0.7:
            mix(out, snap(rng, 0.025, rng.uniform(2500, 4200)), t, rng.uniform(0.4, 0.8))
            t += rng.uniform(0.018, 0.04)
        return out
    if name == "lose_life":
        out = silence(0.75)
        for k, f in enumerate((392.0, 329.6, 261.6)):
            mix(out, tone(f, 0.35, 0.12), k * 0.16, 0.55)
        return out
    if name == "win":
        out = silence(0.8)
        for k, f in enumerate((523.3, 659.3, 784.0, 1046.5)):
            mix(out, tone(f, 0.42 if k == 3 else 0.25, 0.14 if k == 3 else 0.08), k * 0.11, 0.45)
        return out
    if name == "click":
        return [v * 0.7 for v in snap(rng, 0.025, 5000)]
    raise ValueError(name)


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    while len(samples) > RATE // 10 and abs(samples[-1]) < 0.003 * peak:   # trim the quiet tail
        samples.pop()
    scale = 0.85 * 32767 / peak
    fade = min(len(samples), int(0.004 * RATE))            # no click at the end
    for i in range(fade):
        samples[-1 - i] *= i / fade
    data = b"".join(struct.pack("<h", int(max(-32767, min(32767, v * scale)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name in NAMES:
        p = OUT / f"{name}.wav"
        write_wav(p, make(name))
        print(f"{p.name:14} {p.stat().st_size / 1024:5.1f} KiB")


if __name__ == "__main__":
    main()
