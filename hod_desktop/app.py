"""The App: the window, the main loop, the scene stack and what every scene shares.

    app = App(size=(1280, 720))
    app.run()

Scenes use `app.screen`, `app.scenes`, `app.settings`, `app.art`, `app.sound`,
`app.clock`, `app.tr(key, **fmt)`, `app.font(size, bold)`, `app.notify(text)`,
`app.autosave(match)`, `app.game_over(match)`, `app.save_settings()`.

Start-up is kept light: only pygame's display and font modules are initialised before the
first frame; card art, sound and the saved match are loaded lazily or just after it.
"""
from __future__ import annotations

import json
import logging
import os
import sys
import time
import traceback
from typing import Any

import pygame

from . import __version__
from .app_data import DataMixin, _persist
from .app_idle import IdleWatch, wait_for_events
from .app_window import MIN_SIZE, WindowMixin  # noqa: F401  (MIN_SIZE: the window's floor)
from .ui import i18n, pseudo_locale
from .ui.draw import theme, tween
from .ui.widgets.notices import Notices
from .ui.scene import Scene, SceneManager
from .ui.draw.text_render import font as _font
from .ui.widgets.toast import Toasts

log = logging.getLogger(__name__)

TITLE = "House Of Decks"
DEFAULT_SIZE = (1280, 720)
FPS = 60
# the first_frame line on stdout (the start-up benchmark reads it) only when asked
FIRST_FRAME_ENV = "HOD_PRINT_FIRST_FRAME"

SPEED_VALUES = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "max": "max"}

from .persist import DEFAULT_SETTINGS  # noqa: E402  (one list of defaults)
from . import heap  # noqa: E402
from .navigation import Navigation  # noqa: E402


class _SilentSound:
    """Stands in until ui/sound.py is there (or when it cannot start)."""

    enabled = False

    def play(self, name: str, *args, **kwargs) -> None:
        pass

    def set_enabled(self, on: bool) -> None:
        pass


class App(WindowMixin, DataMixin, Navigation):
    def __init__(self, size: tuple[int, int] | None = None, lang: str | None = None,
                 fullscreen: bool | None = None, speed: Any = None,
                 deal: tuple[str, dict, int] | None = None, settings: dict | None = None,
                 first_scene: Scene | None = None):
        self.started = time.time()
        from . import game_list

        game_list.load_strings()  # every game's title, tagline and option labels
        pygame.display.init()
        pygame.font.init()
        self.settings: dict[str, Any] = dict(DEFAULT_SETTINGS)
        load_msg = None
        if settings is None:
            settings, load_msg = self._load_settings(lang)
        self.settings.update(settings)
        self.settings["last_options"] = dict(self.settings.get("last_options") or {})
        # command-line choices apply to this run only: `save_settings` writes the saved
        # value of each of these keys until the person changes it in the app
        self._run_only: dict[str, Any] = {}
        # choices a table keeps for this run only, never written (Chinchón's «Ordenar» order)
        self.session: dict[str, Any] = {}
        if self.settings.get("lang") not in i18n.LANGS:
            # never chosen, or a language this version lacks: the system's, for this run (the
            # file keeps what it had, so the app follows the system until the person chooses)
            self._override("lang", i18n.system_lang())
        if pseudo_locale.wanted():  # HOD_PSEUDO_LOCALE=1: screenshots and tests only
            lang = pseudo_locale.CODE
        if lang in i18n.LANGS or lang in i18n.RUN_ONLY_LANGS:
            self._override("lang", lang)
        if fullscreen is not None:
            self._override("fullscreen", bool(fullscreen))
        if speed is not None:
            self._override("anim_speed", SPEED_VALUES.get(speed, speed))
        tween.set_speed(self.settings["anim_speed"])

        self.windowed_size = self._start_size(size, DEFAULT_SIZE)
        pygame.display.set_caption(TITLE)
        self._set_icon()
        self.screen: pygame.Surface = self._set_mode()
        self.clock = pygame.time.Clock()
        self.scenes = SceneManager()
        self.toasts = Toasts()
        self.notices = Notices()
        self.idle = IdleWatch()
        self.print_first_frame = os.environ.get(FIRST_FRAME_ENV) == "1"
        self.running = False
        self.frames = 0
        self._init_data()  # saved matches (loaded just after the first frame), the saver
        self._art = None
        self._sound = None
        self._deal = deal
        self.after_first_frame: list = []  # callables run once, just after the first flip
        self._after_load: list = []  # ... and once the saved matches are loaded
        if load_msg:
            self.warn(load_msg)
        # one running copy per data folder: a second one runs without autosave/Continuar
        self._instance_lock = None
        self.read_only = False
        p = _persist()
        if p is not None and hasattr(p, "acquire_instance_lock"):
            try:
                self._instance_lock = p.acquire_instance_lock()
                self.read_only = self._instance_lock is None
            except Exception:
                log.exception("instance lock failed; running without the guard")
        if self.read_only:
            log.warning("another copy holds the data folder: autosave is off")
            self.notify(self.tr("instance.other"), 9.0)

        if first_scene is None:
            from .scenes.menu import MenuScene

            first_scene = MenuScene(self)
        self.scenes.push(first_scene)
        if deal is not None:  # once the saved matches are known: it may ask first
            self._after_load.append(lambda: self.confirm_new_game(
                lambda: self.open_deal(*deal), deal[0]))

    def _override(self, key: str, value: Any) -> None:
        """Set a setting for this run only (a command-line choice)."""
        self._run_only.setdefault(key, self.settings.get(key, DEFAULT_SETTINGS.get(key)))
        self.settings[key] = value

    def _chosen(self, key: str) -> None:
        """The person changed `key` in the app: from now on it is saved as usual."""
        self._run_only.pop(key, None)

    # ------------------------------------------------------------ shared services
    def tr(self, key: str, **fmt) -> str:
        return i18n.tr(key, self.settings.get("lang", "es"), **fmt)

    def font(self, size: float, bold: bool = False, display: bool = False) -> pygame.font.Font:
        return _font(size, bold, display)

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1280x720."""
        return theme.scale_for(self.screen.get_size())

    @property
    def art(self):
        """The CardArt (built on first use, so it never delays the first frame)."""
        if self._art is None:
            from .ui.draw.card_art import CardArt

            self._art = CardArt()
        return self._art

    @property
    def sound(self):
        if self._sound is None:
            self._sound = self._make_sound()
        return self._sound

    def _make_sound(self):
        try:
            from .ui.sound import Sound
        except ImportError:
            return _SilentSound()
        try:
            return Sound(enabled=bool(self.settings.get("sound", True)))
        except TypeError:
            try:
                s = Sound()
                if hasattr(s, "set_enabled"):
                    s.set_enabled(bool(self.settings.get("sound", True)))
                return s
            except Exception:
                log.exception("sound could not start")
        except Exception:
            log.exception("sound could not start")
        return _SilentSound()

    def set_sound(self, on: bool) -> None:
        self.settings["sound"] = bool(on)
        s = self.sound
        if hasattr(s, "set_enabled"):
            s.set_enabled(bool(on))
        elif hasattr(s, "enabled"):
            s.enabled = bool(on)
        self.save_settings()

    def set_language(self, lang: str) -> None:
        if lang not in i18n.LANGS:
            return
        self.settings["lang"] = lang
        self._chosen("lang")
        self.save_settings()
        self.scenes.resize(self.screen.get_size())  # every scene rebuilds its labels

    def set_speed(self, value: Any) -> None:
        self.settings["anim_speed"] = SPEED_VALUES.get(value, value)
        self._chosen("anim_speed")
        tween.set_speed(self.settings["anim_speed"])
        self.save_settings()

    def notify(self, text: str, duration: float | None = None) -> None:
        """A short message over any scene for a few seconds."""
        if text:
            self.toasts.add(str(text), duration)


    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------ errors
    def on_crash(self, exc: BaseException) -> None:
        """An unexpected exception from a scene: log it and show the error screen
        (scenes/error.py; the match in progress is already autosaved). Without that
        module: log it and re-raise. HOD_RAISE_ERRORS=1 (set by the test suite) re-raises
        at once, so a test fails on the real exception instead of meeting the error screen."""
        if os.environ.get("HOD_RAISE_ERRORS") == "1":
            raise exc
        try:
            from .scenes.error import handle_crash
        except ImportError:
            handle_crash = None
        if handle_crash is not None:
            handle_crash(self, exc)  # re-raises only if errors keep coming
            return
        try:
            from .log import log_exception

            log_exception(exc)
        except Exception:
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        raise exc

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as exc:  # noqa: BLE001 - the crash hook decides
            self.on_crash(exc)

    # ------------------------------------------------------------ loop
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.notices.handle_event(event):
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.settings.get("fullscreen"):
                self._guard(self._on_resize, event.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self._guard(self.toggle_fullscreen)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and \
                event.mod & pygame.KMOD_ALT:
            self._guard(self.toggle_fullscreen)
            return
        self._guard(self.scenes.handle_event, event)

    def step(self, dt: float = 1 / FPS, events: list | None = None) -> None:
        """One frame: pending scene changes, events, update, draw, flip."""
        self._apply_pending()
        for event in (pygame.event.get() if events is None else events):
            self.handle_event(event)
        self._guard(self.scenes.update, dt)
        self.toasts.update(dt)
        self._guard(self.scenes.draw, self.screen)
        self._draw_fade(dt)
        self.toasts.draw(self.screen)
        self.notices.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            self._first_frame()
        self._apply_pending()
        if not self.scenes.stack:
            self.running = False

    # a short cross-fade whenever the top scene changes (skipped at "max" speed)
    FADE_S = 0.16

    def _apply_pending(self) -> None:
        top = self.scenes.top
        pending = bool(self.scenes._pending)
        self._guard(self.scenes.apply_pending)
        if pending and top is not None and self.scenes.top is not top and self.frames \
                and tween.get_speed() != float("inf"):
            self._fade_from = self.screen.copy()
            self._fade_t = 0.0

    def _draw_fade(self, dt: float) -> None:
        src = getattr(self, "_fade_from", None)
        if src is None:
            return
        self._fade_t += min(dt, 1 / 30)
        k = self._fade_t / self.FADE_S
        if k >= 1 or src.get_size() != self.screen.get_size():
            self._fade_from = None
            return
        src.set_alpha(int(255 * (1 - k) ** 2))
        self.screen.blit(src, (0, 0))

    def _first_frame(self) -> None:
        if self.print_first_frame:
            print(json.dumps({"event": "first_frame", "t": time.time()}), flush=True)
        # now the slower, non-visual work
        for fn in self.after_first_frame:
            try:
                fn()
            except Exception:
                log.exception("after-first-frame task failed")
        self.check_storage()
        self._load_saved_match()
        for fn in self._after_load:
            try:
                fn()
            except Exception:
                log.exception("after-load task failed")
        from .ui.widgets.controls import set_click_sound

        set_click_sound(lambda name: self.sound.play(name))
        heap.settle()

    def needs_frames(self) -> bool:
        """Is something moving or working that must not wait for an event?"""
        if getattr(self, "_fade_from", None) is not None or self.toasts.items:
            return True
        top = self.scenes.top
        wants = getattr(top, "needs_frames", None)
        return bool(wants()) if wants is not None else False

    def run(self) -> int:
        """The main loop: 60 frames per second while anything moves or a bot thinks;
        otherwise it sleeps until an event comes (see app_idle.py)."""
        self.running = True
        dt = 1 / FPS
        while self.running:
            events = None
            wait = self.idle.sleep_time()
            if wait:
                events = wait_for_events(wait)
                if events:
                    self.idle.woke()
                # nothing moved while asleep: timers catch up on the real time that passed
                dt = min(self.clock.tick() / 1000.0, 1.0)
            self.step(dt, events)
            self.idle.frame_drawn(self.screen, self.needs_frames())
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
        self.flush_saves()
        self.keep_window_size()
        self.release_instance()
        return 0

    def release_instance(self) -> None:
        """Give the data folder back (close, or the end of `run`)."""
        handle, self._instance_lock = getattr(self, "_instance_lock", None), None
        p = _persist()
        if handle is not None and p is not None:
            p.release_instance_lock(handle)

    def close(self) -> None:
        self.flush_saves()
        self.keep_window_size()
        self.release_instance()
        self.scenes.reset(Scene(self))
        self.scenes.apply_pending()
        tween.set_speed(1.0)  # the module-wide speed belonged to this app
        pygame.display.quit()


def main_version() -> str:
    return f"House Of Decks {__version__}"
