"""Command line: `python -m hod_desktop [--lang es|en|ca] [--fullscreen] [--deal CODE] ...`.

A bad flag or value prints one clear line and exits with status 2 (no traceback). The help
and the errors speak `--lang`'s language, else the system's (cli_text).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import re
import sys

from . import __version__
from .cli_text import cli_lang, speak
from .ui import i18n

SPEEDS = ("slow", "normal", "fast", "max")
# the window's smallest size (app_window.MIN_SIZE, not imported: it would load pygame before
# the flags are checked): `--size 640x400` was taken and silently opened 800x480
MIN_SIZE = (800, 480)


class _Parser(argparse.ArgumentParser):
    lang = i18n.DEFAULT_LANG

    def error(self, message: str):  # one line, exit 2
        self.exit(2, i18n.tr("cli.error", self.lang, message=message) + "\n")


def _size(text: str, lang: str = i18n.DEFAULT_LANG) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(i18n.tr("cli.size_shape", lang, text=repr(text)))
    w, h = int(m.group(1)), int(m.group(2))
    lo_w, lo_h = MIN_SIZE
    if not (lo_w <= w <= 7680 and lo_h <= h <= 4320):
        raise argparse.ArgumentTypeError(
            i18n.tr("cli.size_range", lang, size=f"{w}x{h}", least=f"{lo_w}x{lo_h}"))
    return w, h


def build_parser(lang: str = i18n.DEFAULT_LANG) -> argparse.ArgumentParser:
    """The parser, its help in `lang`."""
    def tr(key: str) -> str:
        return i18n.tr(key, lang)

    p = _Parser(prog="hod-desktop", description=tr("cli.description"))
    p.lang = lang
    p.add_argument("--lang", choices=i18n.LANGS, help=tr("cli.lang"))
    g = p.add_mutually_exclusive_group()
    g.add_argument("--fullscreen", action="store_true", help=tr("cli.fullscreen"))
    g.add_argument("--windowed", action="store_true", help=tr("cli.windowed"))
    p.add_argument("--size", type=lambda text: _size(text, lang), metavar="WxH", help=tr("cli.size"))
    p.add_argument("--deal", metavar="CODE", help=tr("cli.deal"))
    p.add_argument("--speed", choices=SPEEDS, help=tr("cli.speed"))
    p.add_argument("--smoke", action="store_true", help=tr("cli.smoke"))
    p.add_argument("--version", action="version", version=f"House Of Decks {__version__}",
                   help=tr("cli.version"))
    return p


def _check_deal(parser: argparse.ArgumentParser, code: str) -> tuple[str, dict, int]:
    from .engine.deal_code import DealCodeError, decode
    from .game_list import available_names, load_strings
    from .scenes.option_words import code_error_text

    lang = getattr(parser, "lang", i18n.DEFAULT_LANG)
    try:
        game, options, seed = decode(code)
    except (DealCodeError, ValueError) as e:
        reason = code_error_text(lambda key, **fmt: i18n.tr(key, lang, **fmt), code, e)
        parser.error(i18n.tr("cli.bad_deal", lang, code=repr(code), reason=reason))
    if game not in available_names():
        load_strings()
        parser.error(i18n.tr("cli.deal_no_table", lang, code=repr(code),
                             game=i18n.tr(f"game.{game}", lang)))
    return game, options, seed


def _no_display(lang: str = i18n.DEFAULT_LANG) -> str | None:
    """Why no window can be shown, or None. Without any display SDL would fall back to an
    invisible "offscreen" window and the app would run unseen: say so instead. A driver
    chosen on purpose (SDL_VIDEODRIVER=dummy/offscreen: tests, benchmarks) is respected."""
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in ("dummy", "offscreen"):
        return None
    no_display = i18n.tr("cli.no_display", lang)
    if sys.platform.startswith(("linux", "freebsd", "openbsd")) and driver in ("", "x11", "wayland") \
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return no_display  # said before SDL probes (and prints its own complaints)
    import pygame

    try:
        pygame.display.init()
    except pygame.error as e:
        return i18n.tr("cli.display_failed", lang, reason=e)
    if pygame.display.get_driver() in ("offscreen", "dummy"):
        return no_display
    return None


def _setup_logging() -> None:
    try:
        from .log import setup_logging

        setup_logging()
    except Exception:  # logging is a help, never a reason not to start
        pass


def main(argv: list[str] | None = None) -> int:
    lang = cli_lang(sys.argv[1:] if argv is None else argv)
    speak(lang)
    parser = build_parser(lang)
    args = parser.parse_args(argv)
    deal = _check_deal(parser, args.deal) if args.deal else None

    if args.smoke:
        if importlib.util.find_spec("hod_desktop.smoke") is None:
            parser.exit(2, i18n.tr("cli.error", lang, message=i18n.tr("cli.no_smoke", lang)) + "\n")
        from . import smoke

        return int(smoke.run(args) or 0)

    problem = _no_display(lang)
    if problem:
        parser.exit(1, i18n.tr("cli.failure", lang, message=problem) + "\n")
    try:
        from .log import buffer_early_logging

        buffer_early_logging()  # start-up warnings wait for the log file, not stderr
    except Exception:  # noqa: BLE001 - logging is a help, never a reason not to start
        pass

    from .app import App

    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    app = App(size=args.size, lang=args.lang, fullscreen=fullscreen, speed=args.speed, deal=deal)
    app.after_first_frame.append(_setup_logging)  # not before: it costs ~0.08 s
    try:
        return app.run()
    finally:
        import pygame

        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
