"""UI monkey test: random clicks, drags, key presses, text, resizes and window
close/reopen over every screen of the real app, with the saved matches checked after
every reopen (a command; a short run is in the test suite).

    python -m hod_desktop.tools.monkey [--minutes 30 | --frames N] [--seed S]
                                       [--json PATH] [--home DIR]

Runs on SDL's dummy driver unless SDL_VIDEODRIVER says otherwise, in a temp data folder
(HOD_HOME). Every frame feeds a few synthetic events: mostly clicks on the controls and
cards of the screen shown (so it gets somewhere), sometimes anywhere; drags; keys (Esc,
Enter, Tab, arrows, letters, F11...); typed text; window resizes; window closes. Now and
then it also opens a table of a random game of the game list (so every game's table,
reveal and results get visited; half of them a few moves before the match's end, so the
last reveals and the results screen come up within a short run) and, when the person is
to move, plays a random legal move for them through the table. Frame times vary (1/60 s
to 0.1 s), as on a busy machine. Scene errors raise (HOD_RAISE_ERRORS=1): each one is
counted with its traceback and the app is reopened.

After every close it reopens the app on the same folder and checks the saves: every
match the closed app held in progress must come back with exactly its moves (a "lost"
save otherwise), and no file may have been set aside as damaged ("corrupt").
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

KEYS = ("ESCAPE", "RETURN", "TAB", "UP", "DOWN", "LEFT", "RIGHT", "SPACE", "BACKSPACE",
        "j", "h", "a", "1", "2", "F11", "DELETE", "HOME", "END", "KP_ENTER", "PLUS", "MINUS")


class Monkey:
    def __init__(self, seed: int, home: Path):
        self.rng = random.Random(seed)
        self.home = home
        self.app = None
        self.stats = Counter()
        self.scenes: Counter = Counter()
        self.games: Counter = Counter()  # tables opened, by game
        self.errors: list[str] = []
        self.problems: list[str] = []  # lost or corrupt saves

    # ------------------------------------------------------------ app lifecycle
    def open_app(self):
        from ..app import App

        r = self.rng
        size = (r.randint(800, 1920), r.randint(480, 1080))
        speed = r.choice(("max", "max", "fast", "normal"))
        self.app = App(size=size, speed=speed, lang=r.choice(("es", "en", None)))
        self.app.sound.enabled = False
        for _ in range(3):  # the first frame, then the saved matches load
            self.app.step(1 / 60)
        self.stats["opens"] += 1

    def close_and_check(self) -> None:
        """Close the window (as the person does) and reopen: the saves must survive."""
        from .. import persist

        app = self.app
        held = {g: m.to_json() for g, m in app.saved_matches.items() if not m.is_terminal()}
        try:
            app.close()
        finally:
            self.app = None
        self.stats["closes"] += 1
        aside = sorted(p.name for p in (self.home / "data").glob("*.broken-*"))
        self.open_app()
        for game, text in held.items():
            again = self.app.saved_matches.get(game)
            if again is None or again.to_json() != text:
                self.problems.append(f"lost: the {game} match was not back after reopening")
                self.stats["lost_saves"] += 1
        new_aside = sorted(p.name for p in (self.home / "data").glob("*.broken-*"))
        if new_aside != aside or persist.load_saved_matches()[1]:
            self.problems.append(f"corrupt: files set aside {sorted(set(new_aside) - set(aside))}")
            self.stats["corrupt_saves"] += 1

    # ------------------------------------------------------------ input
    def targets(self) -> list[tuple[int, int]]:
        """Points worth clicking on the screen shown: controls, cards, notice buttons."""
        app = self.app
        top = app.scenes.top
        pts = []
        for w in getattr(getattr(top, "ui", None), "widgets", ()):
            r = getattr(w, "rect", None)
            if r is not None and r.w > 0:
                pts.append(r.center)
        cards = getattr(top, "cards", None)
        sprites = getattr(cards, "sprites", ())
        for s in list(sprites() if callable(sprites) else sprites or ())[:60]:
            r = getattr(s, "rect", None)
            if r is not None:
                pts.append((r.x + r.w // 3, r.centery))
        for b in getattr(getattr(top, "hud", None), "menu_buttons", ()) or ():
            pts.append(b.rect.center)
        if app.notices.button is not None:
            pts.append(app.notices.button.center)
        return pts

    def point(self):
        w, h = self.app.screen.get_size()
        pts = self.targets()
        if pts and self.rng.random() < 0.7:
            x, y = self.rng.choice(pts)
            return (x + self.rng.randint(-4, 4), y + self.rng.randint(-4, 4))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def events(self) -> list:
        import pygame

        r, out = self.rng, []
        roll = r.random()
        if roll < 0.25:
            p = self.point()
            out += [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=r.choice((1, 1, 1, 3))),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1)]
            self.stats["clicks"] += 1
        elif roll < 0.32:
            a, b = self.point(), self.point()
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
            for i in range(1, 6):
                t = i / 5
                p = (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t))
                out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1),
                                              buttons=(1, 0, 0)))
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
            self.stats["drags"] += 1
        elif roll < 0.40:
            name = r.choice(KEYS)
            key = getattr(pygame, "K_" + name)
            mod = pygame.KMOD_ALT if name == "RETURN" and r.random() < 0.1 else 0
            out += [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
            self.stats["keys"] += 1
        elif roll < 0.43:
            text = r.choice(("CV-42-7K3M9QXA", "a", "Ñ", "zz-00", "1", " "))
            out.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
            self.stats["texts"] += 1
        elif roll < 0.445:
            size = (r.randint(640, 2200), r.randint(400, 1300))
            out.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            self.stats["resizes"] += 1
        elif roll < 0.60:
            p = self.point()
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(2, 2), buttons=(0, 0, 0)))
            self.stats["moves"] += 1
        return out

    # ------------------------------------------------------------ shortcuts into the game
    def open_random_table(self) -> None:
        from .. import game_list
        from ..engine.core import Match, get_rules

        games = game_list.available_names()
        if not games:
            return
        game = self.rng.choice(games)
        rules = get_rules(game)
        options = {s.name: self.rng.choice(s.choices) for s in rules.options}
        match = Match(game, options, self.rng.randrange(1 << 40))
        if self.rng.random() < 0.5:
            match = self.near_the_end(match)
            self.stats["tables_near_end"] += 1
        self.app.confirm_new_game(lambda: self.app.open_table(match, 0), game)
        self.stats["tables_opened"] += 1
        self.games[game] += 1

    def near_the_end(self, match):
        """The same match a few moves before its end (random play to the end, then a
        replay of all but the last 1-8 actions), so its last reveal and results show."""
        from ..engine.core import Match

        end = Match.from_dict(match.to_dict())
        for _ in range(20_000):
            if end.is_terminal():
                break
            player = self.rng.choice(end.to_act())
            legal = end.legal_actions(player)
            closing = [a for a in legal if str(a).startswith(("close", "knock"))]
            end.apply(player, self.rng.choice(closing if closing else legal))
        data = end.to_dict()
        data["actions"] = data["actions"][:max(0, len(data["actions"]) - self.rng.randint(1, 8))]
        return Match.from_dict(data)

    def play_for_the_person(self) -> None:
        top = self.app.scenes.top
        match, apply = getattr(top, "match", None), getattr(top, "apply", None)
        human = getattr(top, "human", None)
        if match is None or apply is None or human is None or match.is_terminal():
            return
        if human not in match.to_act() or not getattr(top, "idle", True):
            return
        legal = [str(a) for a in match.legal_actions(human)]
        if legal:
            apply(human, self.rng.choice(legal))
            self.stats["moves_for_person"] += 1

    # ------------------------------------------------------------ the run
    def frame(self) -> None:
        r = self.rng
        app = self.app
        roll = r.random()
        if roll < 0.0015:
            self.close_and_check()
            return
        if roll < 0.004:
            self.open_random_table()
        elif roll < 0.05:
            self.play_for_the_person()
        app.step(r.choice((1 / 60, 1 / 60, 1 / 30, 0.1)), self.events())
        self.stats["frames"] += 1
        self.scenes[type(app.scenes.top).__name__ if app.scenes.top else "-"] += 1

    def run(self, frames: int | None = None, seconds: float | None = None) -> dict:
        os.environ["HOD_RAISE_ERRORS"] = "1"
        os.environ["HOD_NET_LOOPBACK"] = "1"  # a room it opens stays on loopback, unannounced
        self.open_app()
        t0 = time.monotonic()
        done = 0
        while (frames is None or done < frames) and (seconds is None or
                                                       time.monotonic() - t0 < seconds):
            try:
                self.app.running = True
                self.frame()
                if self.app is not None and not self.app.running:  # Salir or window close
                    self.close_and_check()
            except Exception as e:  # noqa: BLE001 - every failure is counted and kept
                self.stats["exceptions"] += 1
                self.errors.append("".join(traceback.format_exception(type(e), e, e.__traceback__)))
                try:
                    if self.app is not None:
                        self.app.close()
                except Exception:  # noqa: BLE001
                    pass
                self.app = None
                self.open_app()
            done += 1
        if self.app is not None:
            self.close_and_check()
            self.app.close()
        return self.report(time.monotonic() - t0)

    def report(self, seconds: float) -> dict:
        return {"seconds": round(seconds, 1), **dict(self.stats),
                "exceptions": self.stats["exceptions"], "lost_saves": self.stats["lost_saves"],
                "corrupt_saves": self.stats["corrupt_saves"], "scenes": dict(self.scenes),
                "tables_by_game": dict(self.games),
                "problems": self.problems[:20], "errors": self.errors[:5]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hod_desktop.tools.monkey")
    ap.add_argument("--minutes", type=float, default=None)
    ap.add_argument("--frames", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--home", help="data folder (default: a new temp folder)")
    ap.add_argument("--json", help="write the report here")
    args = ap.parse_args(argv)
    if args.minutes is None and args.frames is None:
        args.minutes = 1.0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = Path(args.home or tempfile.mkdtemp(prefix="hod-monkey-"))
    os.environ["HOD_HOME"] = str(home)  # never the person's folders
    monkey = Monkey(args.seed, home)
    report = monkey.run(frames=args.frames,
                        seconds=args.minutes * 60 if args.minutes is not None else None)
    text = json.dumps(report, indent=1, ensure_ascii=False)
    print(text)
    if args.json:
        Path(args.json).write_text(text, encoding="utf-8")
    return 1 if report["exceptions"] or report["lost_saves"] or report["corrupt_saves"] else 0


if __name__ == "__main__":
    sys.exit(main())
