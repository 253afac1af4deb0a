"""Tweens and the Animator a scene owns (after Tuxemon's animation module, without globals
other than one speed factor the app sets from the settings).

    anim = Animator()
    anim.tween(sprite, "x", 400, 0.3, ease=out_cubic, on_finish=done)
    anim.add(Tween(0, 255, 0.5, on_update=set_alpha))
    anim.wait(1.5, on_finish=next_round)   # a pause that also obeys the speed
    anim.update(dt); anim.busy; anim.finish_all()  # a click fast-forwards

Durations are divided by the speed factor: 0.5 = slow, 1 = normal, 2 = fast; "max" (or
any factor <= 0 or infinite) makes every tween finish on its first update.
"""
from __future__ import annotations

import math
from typing import Any, Callable

Easing = Callable[[float], float]

SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "max": "max"}
_speed: float = 1.0  # module-wide factor; math.inf means instant


# ---------------------------------------------------------------- easing
def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def smoothstep(t: float) -> float:
    return t * t * (3 - 2 * t)


EASINGS: dict[str, Easing] = {f.__name__: f for f in (
    linear, in_quad, out_quad, in_out_quad, out_cubic, in_out_cubic, out_back, out_elastic,
    smoothstep)}


# ---------------------------------------------------------------- speed
def speed_factor(value: Any) -> float:
    """A settings value ("max", "fast", 1.5 ...) as a factor; math.inf means instant."""
    if isinstance(value, str):
        value = SPEEDS.get(value, 1.0)
    if value == "max":
        return math.inf
    try:
        f = float(value)
    except (TypeError, ValueError):
        return 1.0
    return math.inf if f <= 0 or math.isinf(f) else f


def set_speed(value: Any) -> None:
    """Set the global speed from a settings value (called by the App)."""
    global _speed
    _speed = speed_factor(value)


def get_speed() -> float:
    return _speed


def scaled(duration: float, speed: float | None = None) -> float:
    """A duration after the speed factor (0 when instant)."""
    f = _speed if speed is None else speed
    return 0.0 if math.isinf(f) else max(0.0, duration) / f


def lerp(a, b, t: float):
    """Numbers, or tuples/lists of numbers (positions, colours) element-wise."""
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


# ---------------------------------------------------------------- tween
class Tween:
    """A value going from `start` to `end` over `duration` seconds (after `delay`).

    `on_update(value)` is called on every step, `on_finish()` once at the end (also when
    fast-forwarded). `value` can be read at any time.
    """

    def __init__(self, start, end, duration: float, ease: Easing | str = out_cubic,
                 delay: float = 0.0, on_update: Callable[[Any], None] | None = None,
                 on_finish: Callable[[], None] | None = None, tag: str | None = None):
        self.start, self.end = start, end
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.on_update = on_update
        self.on_finish = on_finish
        self.tag = tag
        self.elapsed = 0.0
        self.done = False
        self.value = start
        self._speed: float | None = None  # set by the Animator

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float, speed: float = 1.0) -> bool:
        """Advance by dt real seconds; returns True when finished."""
        if self.done:
            return True
        if math.isinf(speed):
            self.finish()
            return True
        self.elapsed += dt * speed
        if self.elapsed < self.delay:
            return False
        t = self.progress
        self._set(t)
        if t >= 1.0:
            self._complete()
        return self.done

    def finish(self) -> None:
        """Jump to the end value and run the callbacks (idempotent)."""
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self._set(1.0)
        self._complete()

    def cancel(self) -> None:
        """Stop without reaching the end and without on_finish."""
        self.done = True

    def _set(self, t: float) -> None:
        self.value = self.end if t >= 1.0 else lerp(self.start, self.end, self.ease(t))
        if self.on_update is not None:
            self.on_update(self.value)

    def _complete(self) -> None:
        self.done = True
        if self.on_finish is not None:
            self.on_finish()


class Animator:
    """The tweens of one scene. `speed=None` follows the global factor (the settings)."""

    def __init__(self, speed: float | None = None):
        self.speed = speed
        self.tweens: list[Tween] = []

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.tweens)

    def current_speed(self) -> float:
        return _speed if self.speed is None else speed_factor(self.speed)

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        if math.isinf(self.current_speed()):
            tween.finish()
        return tween

    def tween(self, obj, attr: str, end, duration: float, ease: Easing | str = out_cubic,
              delay: float = 0.0, start=None, on_finish: Callable[[], None] | None = None,
              tag: str | None = None) -> Tween:
        """Animate `obj.attr` (or obj[attr] for dicts) towards `end`."""
        is_map = isinstance(obj, dict)
        if start is None:
            start = obj[attr] if is_map else getattr(obj, attr)

        def setter(v, obj=obj, attr=attr):
            if is_map:
                obj[attr] = v
            else:
                setattr(obj, attr, v)

        return self.add(Tween(start, end, duration, ease, delay, setter, on_finish, tag))

    def wait(self, duration: float, on_finish: Callable[[], None] | None = None,
             tag: str | None = None) -> Tween:
        """A pause (e.g. a reveal kept on screen) that also obeys speed and finish_all."""
        return self.add(Tween(0.0, 1.0, duration, linear, on_finish=on_finish, tag=tag))

    def update(self, dt: float) -> None:
        speed = self.current_speed()
        # callbacks may add tweens: iterate over a snapshot, keep new ones
        for t in list(self.tweens):
            t.update(dt, speed)
        self.tweens = [t for t in self.tweens if not t.done]

    def finish_all(self, tag: str | None = None, keep: str | None = None) -> None:
        """Fast-forward (a click): finish every tween, including ones their callbacks add;
        with `tag`, only those; tweens tagged `keep` run on (a summary's countdown through
        a new window size)."""
        for _ in range(1000):  # bounded: a callback chain cannot loop forever
            pending = [t for t in self.tweens if not t.done and (tag is None or t.tag == tag)
                       and (keep is None or t.tag != keep)]
            if not pending:
                break
            for t in pending:
                t.finish()
        self.tweens = [t for t in self.tweens if not t.done]

    def cancel(self, tag: str | None = None) -> None:
        for t in self.tweens:
            if tag is None or t.tag == tag:
                t.cancel()
        self.tweens = [t for t in self.tweens if not t.done]


# A turn's glow pulses this long, then fades to a steady light: a table waiting for the
# person stops changing, so the app can sleep on events (app_idle.py).
PULSE_SECONDS = 4.0
PULSE_FADE = 1.0


def turn_pulse(clock: float, since: float, rate: float = 4.0) -> float:
    """0..1 for a glow that breathes from `since` (seconds on `clock`) for PULSE_SECONDS,
    easing out over the last PULSE_FADE, then holds at 0.5."""
    amp = min(1.0, max(0.0, (PULSE_SECONDS - (clock - since)) / PULSE_FADE))
    return 0.5 + 0.5 * amp * math.sin(clock * rate) if amp > 0 else 0.5
