"""The scene stack (after Tuxemon's state manager, without its global session).

Each scene gets `handle_event`, `update(dt)` and `draw(surface)`. The manager draws from
the topmost opaque scene upward, so a dialog over the table is cheap; push/pop requests
are applied at the end of the frame, never in the middle of dispatching an event.
"""
from __future__ import annotations

import pygame


class Scene:
    """Base class. `opaque=False` lets the scene below show through (dialogs)."""

    opaque = True

    def __init__(self, app):  # the App (see docs/ARCHITECTURE.md, "App object")
        self.app = app

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed (it is not passed further down)."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and logic by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[tuple[str, Scene | None]] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push `scene` (end of frame)."""
        self._pending.append(("pop", None))
        self._pending.append(("push", scene))

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start over with `scene` (e.g. back to the main menu)."""
        self._pending.append(("clear", None))
        self._pending.append(("push", scene))

    def apply_pending(self) -> None:
        while self._pending:
            op, scene = self._pending.pop(0)
            if op == "push":
                if self.stack:
                    self.stack[-1].pause()
                self.stack.append(scene)
                scene.enter()
            elif op == "pop" and self.stack:
                self.stack.pop().exit()
                if self.stack:
                    self.stack[-1].resume()
            elif op == "clear":
                while self.stack:
                    self.stack.pop().exit()

    def handle_event(self, event: pygame.event.Event) -> None:
        for scene in reversed(self.stack):
            if scene.handle_event(event):
                break
            if scene.opaque:
                break

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)
