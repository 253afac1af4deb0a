"""The App's window: icon, mode (windowed or full screen), resizing.

A mixin of `App` (hod_desktop/app.py): it uses `self.settings`, `self.screen`,
`self.windowed_size`, `self.scenes` and `self.save_settings()` of the App.
"""
from __future__ import annotations

import warnings

import pygame

MIN_SIZE = (800, 480)


class WindowMixin:
    def _set_icon(self) -> None:
        try:
            from .resources import asset_path

            p = asset_path("icon.png")
            if p.exists():
                pygame.display.set_icon(pygame.image.load(str(p)))
        except (pygame.error, OSError, ImportError):
            pass

    def _start_size(self, size, default) -> tuple[int, int]:
        """The window's size at start: `--size` for this run only; else the size it had
        when the app last closed (fitted to this screen); else `default`."""
        if size:
            self._override("window_size", [int(size[0]), int(size[1])])
            return (int(size[0]), int(size[1]))
        saved = self.settings.get("window_size") or []
        if len(saved) != 2:
            return tuple(default)
        try:
            screen = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError, AttributeError):
            screen = saved
        return (max(MIN_SIZE[0], min(saved[0], screen[0])), max(MIN_SIZE[1], min(saved[1], screen[1])))

    def _note_window_size(self, size) -> None:
        """The person sized the window: kept in the settings, written at quit (a drag of the
        window's edge sends many resizes)."""
        if list(size) != self.settings.get("window_size"):
            self.settings["window_size"] = [int(size[0]), int(size[1])]
            self._chosen("window_size")
            self._window_sized = True

    def keep_window_size(self) -> None:
        """At quit: write the settings if the window's size changed in this run."""
        if getattr(self, "_window_sized", False):
            self._window_sized = False
            self.save_settings()

    def _set_mode(self) -> pygame.Surface:
        if self.settings.get("fullscreen"):
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings["fullscreen"] = False
        surf = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        try:  # the layouts are made for 800x480 and up
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except Exception:  # noqa: BLE001 - older pygame-ce or a driver without windows
            pass
        return surf

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) == bool(self.settings.get("fullscreen")) and self.frames:
            return
        if not self.settings.get("fullscreen"):
            self.windowed_size = self.screen.get_size()
            self._note_window_size(self.windowed_size)
        self.settings["fullscreen"] = bool(on)
        self._chosen("fullscreen")
        self.screen = self._set_mode()
        self.scenes.resize(self.screen.get_size())
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.get("fullscreen"))

    def _on_resize(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        surf = pygame.display.get_surface()
        if surf is None or surf.get_size() != (w, h):
            surf = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = surf
        if not self.settings.get("fullscreen"):
            self.windowed_size = (w, h)
            self._note_window_size((w, h))
        self.scenes.resize((w, h))
