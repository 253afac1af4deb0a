"""The friendly error screen: an unexpected exception shows this instead of the window
vanishing. The match in progress was autosaved after its last action, so the person can
go back to the menu and continue it, or quit.

`handle_crash(app, exc)` is what `App.on_crash` calls: it logs the exception, replaces
the whole scene stack with `ErrorScene`, and re-raises only if errors keep coming (the
error screen itself failing), so a broken build still ends instead of looping.
"""
from __future__ import annotations

import logging
import time

import pygame

from ..ui import i18n
from ..ui.draw import theme
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Label

log = logging.getLogger(__name__)

i18n.declare("error.title", "Algo ha fallado")
i18n.declare("error.body",
             "La aplicación ha tenido un error inesperado, pero la partida en curso está "
             "guardada y puedes continuarla desde el menú.")
i18n.declare("error.log", "Los detalles están en el registro:")
i18n.declare("error.menu", "Volver al menú")
i18n.declare("error.quit", "Salir")
i18n.declare("error.keys", "Intro: menú  ·  Esc: salir")  # the plain screen's keys

MAX_CRASHES = 5       # this many crashes ...
CRASH_WINDOW_S = 3.0  # ... within this many seconds: give up and let the error out

_recent: list[float] = []


def _log_path() -> str:
    try:
        from ..log import log_path

        return str(log_path())
    except Exception:  # noqa: BLE001 - the path is a help, not a requirement
        return "hod_desktop.log"


def handle_crash(app, exc: BaseException) -> None:
    """Log `exc` and show the error screen in place of every scene."""
    try:
        from ..log import log_exception

        log_exception(exc, "scene")
    except Exception:  # noqa: BLE001
        log.exception("unexpected error", exc_info=exc)
    now = time.monotonic()
    _recent[:] = [t for t in _recent if now - t < CRASH_WINDOW_S] + [now]
    if len(_recent) >= MAX_CRASHES or isinstance(app.scenes.top, ErrorScene):
        raise exc
    scenes = app.scenes
    pending = getattr(scenes, "_pending", None)
    if isinstance(pending, list):
        pending.clear()  # whatever the broken scene asked for is void now
    while scenes.stack:  # exit() of a broken scene may fail too: never let it stop us
        scene = scenes.stack.pop()
        try:
            scene.exit()
        except Exception:  # noqa: BLE001
            log.exception("exit() of %s failed after a crash", type(scene).__name__)
    # pushed at once, not at the end of the frame: the crash may have been in the very
    # apply_pending that would have pushed it, and an empty stack ends the app
    error = ErrorScene(app, exc)
    scenes.stack.append(error)
    error.enter()


def _words_within(s: str, f, width: int) -> list[str]:
    """The words of `s`, one too wide for `width` (the log file's path) broken into pieces
    that fit, after a «/» where it can."""
    out = []
    for word in s.split(" "):
        while f.size(word)[0] > width and len(word) > 1:
            cut = len(word) - 1
            while cut > 1 and f.size(word[:cut])[0] > width:
                cut -= 1
            slash = word.rfind("/", 0, cut)
            cut = slash + 1 if slash > 0 else cut
            out.append(word[:cut])
            word = word[cut:]
        out.append(word)
    return out


class ErrorScene(UIScene):
    """Built from the same UIScene/widgets as every screen, so it has its own fallback: if
    building or drawing that UI fails (a bug in the shared base), it draws a plain message
    with pygame.font directly, still naming the log file; Enter = menu, Esc = quit."""

    def __init__(self, app, exc: BaseException | None = None):
        self.app = app
        self.exc = exc
        self.log_file = _log_path()
        self.fallback = False
        self.fallback_reason: BaseException | None = None
        try:
            super().__init__(app)
        except Exception as e:  # noqa: BLE001
            self._go_plain(e)

    # ------------------------------------------------------------ the plain fallback
    def _go_plain(self, e: BaseException) -> None:
        if not self.fallback:
            log.error("error screen UI failed; showing the plain one: %r", e)
        self.fallback = True
        self.fallback_reason = e

    def fallback_lines(self) -> list[tuple[str, tuple, int]]:
        """(text, colour, size) of the plain screen."""
        lang = "es"
        try:
            lang = self.app.settings.get("lang", "es")
        except Exception:  # noqa: BLE001
            pass

        def t(key: str) -> str:
            try:
                return i18n.tr(key, lang)
            except Exception:  # noqa: BLE001
                return key

        keys = t("error.keys")
        lines = [(t("error.title"), (232, 193, 104), 40), (t("error.body"), (240, 232, 214), 24),
                 (t("error.log"), (170, 180, 170), 22), (self.log_file, (245, 215, 140), 22)]
        if self.exc is not None:
            lines.append((f"{type(self.exc).__name__}: {self.exc}"[:140], (150, 176, 160), 18))
        lines.append((keys, (240, 232, 214), 22))
        return lines

    def _draw_plain(self, surface) -> None:
        surface.fill((10, 30, 22))
        w, h = surface.get_size()
        if not pygame.font.get_init():
            pygame.font.init()
        x, y = max(16, w // 12), max(16, h // 8)
        for s, color, size in self.fallback_lines():
            f = pygame.font.Font(None, size + 6)
            step = int(f.get_linesize() * 1.2)  # room for accents over capitals under a «g»
            line = ""
            for word in _words_within(s, f, w - 2 * x):  # wrap to the window width
                trial = f"{line} {word}".strip()
                if line and f.size(trial)[0] > w - 2 * x:
                    surface.blit(f.render(line, True, color), (x, y))
                    y += step
                    line = word
                else:
                    line = trial
            surface.blit(f.render(line, True, color), (x, y))
            y += step + 10

    def rebuild(self) -> None:
        if self.fallback:
            return
        try:
            super().rebuild()
        except Exception as e:  # noqa: BLE001
            self._go_plain(e)

    def update(self, dt) -> None:
        if self.fallback:
            return
        try:
            super().update(dt)
        except Exception as e:  # noqa: BLE001
            self._go_plain(e)

    def draw(self, surface) -> None:
        if not self.fallback:
            try:
                super().draw(surface)
                return
            except Exception as e:  # noqa: BLE001
                self._go_plain(e)
        self._draw_plain(surface)

    def handle_event(self, event) -> bool:
        if self.fallback:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.quit()
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.to_menu()
            return True
        try:
            return super().handle_event(event)
        except Exception as e:  # noqa: BLE001
            self._go_plain(e)
            return True

    def exit(self) -> None:
        try:
            super().exit()
        except Exception:  # noqa: BLE001
            pass

    def pause(self) -> None:
        try:
            super().pause()
        except Exception:  # noqa: BLE001
            pass

    def back(self) -> None:
        self.to_menu()

    def to_menu(self) -> None:
        # the autosave on disk is the match in progress: offer "Continuar partida"
        reload = getattr(self.app, "_load_saved_match", None)
        if reload is not None:
            try:
                reload()
            except Exception:  # noqa: BLE001
                log.exception("reloading the saved match failed")
        self.app.go_menu()

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(820), int(w * 0.92)), min(self.px(390), int(h * 0.9))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(40)
        y = panel.y + self.px(28)
        title = Label((panel.x + pad, y), tr("error.title"), self.px(34), theme.GOLD,
                      bold=True, shadow=True)
        self.ui.add(title)
        y = title.rect.bottom + self.px(18)
        body = Label((panel.x + pad, y), tr("error.body"), self.px(22), theme.CREAM,
                     width=pw - 2 * pad)
        self.ui.add(body)
        y = body.rect.bottom + self.px(22)
        hint = Label((panel.x + pad, y), tr("error.log"), self.px(18), theme.MUTED)
        self.ui.add(hint)
        path = Label((panel.x + pad, hint.rect.bottom + self.px(4)), self.log_file,
                     self.px(17), theme.GOLD_LIGHT, width=pw - 2 * pad)
        self.ui.add(path)
        if self.exc is not None:
            detail = f"{type(self.exc).__name__}: {self.exc}"[:140]
            self.ui.add(Label((panel.x + pad, path.rect.bottom + self.px(10)), detail,
                              self.px(15), (150, 176, 160), width=pw - 2 * pad))
        bh, bw = self.px(54), self.px(250)
        by = panel.bottom - pad - bh + self.px(12)
        menu = Button((panel.right - pad - bw, by, bw, bh), tr("error.menu"), self.to_menu,
                      style="primary", font_size=self.px(22))
        menu.key_name = "menu"
        self.ui.add(menu)
        quit_ = Button((panel.right - pad - 2 * bw - self.px(16), by, bw, bh), tr("error.quit"),
                       self.app.quit, style="secondary", font_size=self.px(22))
        quit_.key_name = "quit"
        self.ui.add(quit_)
        self.ui.set_focus(menu)
