"""Short sound effects from assets/sounds; silent where there is no audio device.

The mixer is opened on the first play() and sounds are loaded on first use. If the mixer
cannot start (no device, no driver) or a file is missing, one line is logged and the game
goes on without sound: play() never raises.
"""
from __future__ import annotations

import logging

import pygame

from hod_desktop.resources import MissingAsset, require_asset

log = logging.getLogger(__name__)

NAMES = ("deal", "play", "flip", "trick", "shuffle", "lose_life", "win", "click")


class Sound:
    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = bool(enabled)
        self.volume = volume
        self._ready: bool | None = None          # None: mixer not tried yet
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    @property
    def available(self) -> bool:
        """True once the mixer has opened; False when there is no audio (or not yet tried)."""
        return bool(self._ready)

    def has_device(self) -> bool:
        """Try the mixer once (if not yet tried): is there a device to play on?"""
        return self._open()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = bool(enabled)
        if not self.enabled and self._ready:
            pygame.mixer.stop()

    def play(self, name: str) -> None:
        """Play effect `name` (see NAMES) if sound is on and there is a device."""
        if not self.enabled or not self._open():
            return
        snd = self._get(name)
        if snd is not None:
            snd.play()

    def preload(self) -> None:
        """Load every effect now (e.g. behind a loading screen); harmless without audio."""
        if self._open():
            for name in NAMES:
                self._get(name)

    # ------------------------------------------------------------------ internals
    def _open(self) -> bool:
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
                self._ready = True
            except (pygame.error, OSError, NotImplementedError) as e:
                log.info("sound off: no audio device (%s)", e)
                self._ready = False
        elif self._ready and not pygame.mixer.get_init():
            self._ready, self._sounds = None, {}     # pygame.quit() happened: try again
            return self._open()
        return self._ready

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        snd = None
        try:
            snd = pygame.mixer.Sound(str(require_asset("sounds", f"{name}.wav")))
            snd.set_volume(self.volume)
        except (MissingAsset, pygame.error) as e:
            log.warning("sound %r not played: %s", name, e)
        self._sounds[name] = snd                     # a failure is remembered: logged once
        return snd
