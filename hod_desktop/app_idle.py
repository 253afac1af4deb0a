"""Sleeping on events while nothing moves, so an idle app costs almost no CPU.

The main loop asks `IdleWatch.sleep_time()` before each frame. It answers 0 (draw now)
while the top scene says it has work that needs frames (`Scene.needs_frames()`: a bot
thinking, a timer running) or while the picture still changes (a checksum of the drawn
frame; an animation changes it every frame). Once two frames in a row came out the same
and nobody needs frames, the loop waits for the next event, at most `sleep_time()`
seconds (growing from 50 ms to 2 s), then draws one frame to catch up on timers.
"""
from __future__ import annotations

import zlib

import pygame

WAITS = (0.05, 0.1, 0.2, 0.4, 0.8, 1.4, 2.0)  # seconds, growing while nothing changes
STILL_FRAMES = 2  # identical frames in a row before sleeping


class IdleWatch:
    def __init__(self) -> None:
        self._last: int | None = None
        self._still = 0
        self._wait_i = 0

    def frame_drawn(self, screen: pygame.Surface, busy: bool) -> None:
        """Note the frame just drawn (`busy`: something needs frames whatever it looks like)."""
        if busy:
            self._still, self._last, self._wait_i = 0, None, 0
            return
        try:
            check = zlib.crc32(screen.get_view("2"))
        except (pygame.error, ValueError, TypeError):  # a surface without a pixel view
            check = -1
        if check == self._last:
            self._still += 1
        else:
            self._still, self._wait_i = 0, 0
        self._last = check

    def sleep_time(self) -> float:
        """Seconds the loop may wait for an event before the next frame (0: draw now)."""
        if self._still < STILL_FRAMES:
            return 0.0
        wait = WAITS[min(self._wait_i, len(WAITS) - 1)]
        self._wait_i += 1
        return wait

    def woke(self) -> None:
        """An event arrived: the next frames run at full speed until the picture settles."""
        self._wait_i = 0


def wait_for_events(seconds: float) -> list:
    """Block until an event arrives or `seconds` pass; every event that is there."""
    first = pygame.event.wait(max(1, int(seconds * 1000)))
    events = [] if first.type == pygame.NOEVENT else [first]
    return events + pygame.event.get()
