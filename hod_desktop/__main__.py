"""Command line: `python -m hod_desktop [--lang es|en] [--fullscreen] [--deal CODE] ...`.

A bad flag or value prints one clear line and exits with status 2 (no traceback).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import re
import sys

from . import __version__

SPEEDS = ("slow", "normal", "fast", "max")
# the window's smallest size (app_window.MIN_SIZE, not imported: it would load pygame before
# the flags are checked): `--size 640x400` was taken and silently opened 800x480
MIN_SIZE = (800, 480)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2
        self.exit(2, f"hod-desktop: error: {message} (try --help)\n")


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise argparse.ArgumentTypeError(f"--size wants WIDTHxHEIGHT such as 1280x720, not {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    lo_w, lo_h = MIN_SIZE
    if not (lo_w <= w <= 7680 and lo_h <= h <= 4320):
        raise argparse.ArgumentTypeError(
            f"--size {w}x{h} is out of range ({lo_w}x{lo_h} to 7680x4320)")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="hod-desktop",
                description="House Of Decks: Spanish card games against the computer.")
    p.add_argument("--lang", choices=("es", "en"), help="interface language (default: saved, else es)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--fullscreen", action="store_true", help="start in full screen")
    g.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1920x1080")
    p.add_argument("--deal", metavar="CODE", help="open the table of this deal code at once")
    p.add_argument("--speed", choices=SPEEDS, help="animation speed")
    p.add_argument("--smoke", action="store_true",
                   help="play a whole game with bots only, check it, and exit")
    p.add_argument("--version", action="version", version=f"House Of Decks {__version__}")
    return p


def _check_deal(parser: argparse.ArgumentParser, code: str) -> tuple[str, dict, int]:
    from .engine.deal_code import DealCodeError, decode
    from .game_list import available_names

    try:
        game, options, seed = decode(code)
    except (DealCodeError, ValueError) as e:
        parser.error(f"bad deal code {code!r}: {e}")
    if game not in available_names():
        parser.error(f"deal code {code!r} is for {game}, which has no table in this version")
    return game, options, seed


def _no_display() -> str | None:
    """Why no window can be shown, or None. Without any display SDL would fall back to an
    invisible "offscreen" window and the app would run unseen: say so instead. A driver
    chosen on purpose (SDL_VIDEODRIVER=dummy/offscreen: tests, benchmarks) is respected."""
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in ("dummy", "offscreen"):
        return None
    no_display = ("no display found to open a window on (is DISPLAY or WAYLAND_DISPLAY "
                  "set?); `hod-desktop --smoke` checks the app without one")
    if sys.platform.startswith(("linux", "freebsd", "openbsd")) and driver in ("", "x11", "wayland") \
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return no_display  # said before SDL probes (and prints its own complaints)
    import pygame

    try:
        pygame.display.init()
    except pygame.error as e:
        return f"no display could be opened ({e})"
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
    parser = build_parser()
    args = parser.parse_args(argv)
    deal = _check_deal(parser, args.deal) if args.deal else None

    if args.smoke:
        if importlib.util.find_spec("hod_desktop.smoke") is None:
            parser.exit(2, "hod-desktop: error: --smoke is not available in this build\n")
        from . import smoke

        return int(smoke.run(args) or 0)

    problem = _no_display()
    if problem:
        parser.exit(1, f"hod-desktop: error: {problem}\n")
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
