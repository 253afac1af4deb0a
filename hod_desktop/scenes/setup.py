"""New game: pick the game, the players, the bots' level and the game's own options, or
type a deal code to play a known deal again. Start opens the table."""
from __future__ import annotations

import logging
import random

import pygame

from ..engine.core import Match, get_rules
from ..ui import i18n
from ..ui.widgets import seat_preview
from ..ui.draw import theme
from ..ui.draw.text_render import font, text
from ..ui.widgets.ui_scene import UIScene
from ..ui.widgets.controls import Button, Choice, Label, TextInput
from .. import game_list
from .option_words import code_error_text, option_label, value_help, value_label

log = logging.getLogger(__name__)

SEED_BITS = 40


def new_seed() -> int:
    return random.SystemRandom().randrange(1 << SEED_BITS)


class SetupScene(UIScene):
    """Also the first page of a room's creation (scenes/rooms/game_page.py), which hides
    the bots' level (each seat has its own there) and the deal code."""

    title_key = "setup.title"
    start_key = "setup.start"
    hidden_options: tuple[str, ...] = ()
    shows_deal_code = True

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.games = game_list.available_names()
        last = app.settings.get("last_options", {}) or {}
        self.game = game if game in self.games else (
            app.settings.get("last_game") if app.settings.get("last_game") in self.games
            else (self.games[0] if self.games else None))
        self.options: dict[str, dict] = {}
        for g in self.games:
            try:
                rules = get_rules(g)
            except ValueError:
                continue
            try:  # persist.load_settings drops a bad entry; a table's own settings may not
                saved = dict(last.get(g, {}))
                self.options[g] = rules.normalize_options(
                    {k: v for k, v in saved.items() if k in {s.name for s in rules.options}})
            except (TypeError, ValueError):
                self.options[g] = rules.normalize_options({})
        self.games = [g for g in self.games if g in self.options]
        if self.game not in self.options:
            self.game = self.games[0] if self.games else None
        self.code = ""
        self.code_msg = ""
        self.code_ok = False
        self.code_seed: int | None = None
        self.code_input: TextInput | None = None
        self.code_note = ""  # why an applied code was dropped (neutral, not an error)

    # ------------------------------------------------------------ state changes
    def _game_buttons(self, x: int, top: int, w: int, room: int, gap: int,
                      taglines: dict) -> list[Button]:
        """One button per game down the column, as tall as `room` allows (one line of type
        at the least), each with its tagline when every tagline fits whole (else none)."""
        n = max(1, len(self.games))
        gh = max(self.px(30), min(self.px(86), room // n - gap))
        out = []
        for i, g in enumerate(self.games):
            b = Button((x, top + i * (gh + gap), w, gh), self.app.tr(f"game.{g}"),
                       (lambda g=g: self.select_game(g)),
                       style="primary" if g == self.game else "secondary",
                       font_size=max(min(self.px(19), int(gh * 0.55)),
                                     self.px(25) * gh // self.px(86)))
            b.key_name = f"game:{g}"
            out.append(b)
        if taglines and all(b.words_fit(taglines.get(g)) for g, b in zip(self.games, out)):
            for g, b in zip(self.games, out):
                b.sublabel = taglines.get(g)
        return out

    def select_game(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self._forget_code()
            self.rebuild()

    def set_option(self, name: str, value) -> None:
        changed = self.options[self.game].get(name) != value
        self.options[self.game][name] = value
        if self.code_seed is not None and changed:
            self._forget_code()
            self.rebuild()
        elif self.game is not None:
            self.rebuild()  # the code example follows the options

    def _forget_code(self) -> None:
        """The options no longer match the applied code: drop it, and say so."""
        had_code = self.code_seed is not None
        if had_code or self.code_msg:
            self.code, self.code_msg, self.code_ok, self.code_seed = "", "", False, None
        if had_code:
            self.code_note = self.app.tr("setup.code_dropped")

    def on_code_change(self, s: str) -> None:
        """A keystroke in the code field: the last verdict no longer holds, so its message
        goes at once (it stayed under an emptied field until the next «Usar», cv2c)."""
        self.code = s
        self.code_msg, self.code_ok, self.code_seed = "", False, None
        self.code_note = ""
        label = getattr(self, "msg_label", None)
        if label is not None:
            label.visible = False
        if self.code_input is not None:
            self.code_input.error = False

    def code_example(self) -> str:
        """A deal code of the selected game with the chosen options (the field's hint)."""
        from ..engine.deal_code import encode

        try:
            return encode(self.game, self.options[self.game], 0x5A3C9E71B)
        except (ValueError, KeyError):
            return "CV-42-7K3M9QXA"

    def apply_code(self, s: str | None = None) -> bool:
        """Decode the typed code; fill game and options from it, or show why it is wrong."""
        from ..engine.deal_code import DealCodeError, decode

        tr = self.app.tr
        self.code_note = ""
        self.code = (s if s is not None else self.code).strip()
        if not self.code:
            self.code_msg, self.code_ok, self.code_seed = "", False, None
            self.rebuild()
            return False
        try:
            game, options, seed = decode(self.code)
        except (DealCodeError, ValueError) as e:
            self.code_msg, self.code_ok, self.code_seed = code_error_text(
                tr, self.code, e, self.code_example()), False, None
            self.rebuild()
            return False
        if game not in self.options:
            self.code_msg = tr("setup.deal_no_table", game=tr(f"game.{game}"))
            self.code_ok, self.code_seed = False, None
            self.rebuild()
            return False
        self.game = game
        self.options[game] = dict(options)
        self.code_seed = seed
        self.code_ok = True
        from ..engine.deal_code import encode

        self.code = encode(game, options, seed)
        self.code_msg = tr("setup.deal_ok", code=self.code)
        self.rebuild()
        return True

    def start(self) -> None:
        if self.game is None:
            return
        if self.code and self.code_seed is None and not self.apply_code():
            return
        options = dict(self.options[self.game])
        seed = self.code_seed if self.code_seed is not None else new_seed()
        try:
            match = Match(self.game, options, seed)
        except Exception as e:  # a rules bug must not crash the menu
            log.exception("could not create the match")
            self.app.notify(str(e))
            return
        game = self.game

        def go() -> None:
            self.app.settings["last_game"] = game
            self.app.remember_options(game, options)
            self.app.open_table(match, 0, replace=True)

        from .guided import offer_guide

        if self.code_seed is None and offer_guide(  # the first time: a guided game first?
                self.app, game, lambda: self.app.confirm_new_game(go, game)):
            return
        self.app.confirm_new_game(go, game)  # asks first when it would overwrite that game's save

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game))

    # ------------------------------------------------------------ layout
    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(1080), int(w * 0.92)), min(self.px(640), int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(34)
        self.ui.add(Label((panel.x + pad, panel.y + self.px(24)), tr(self.title_key),
                          self.px(36), theme.GOLD, shadow=True, display=True))
        if not self.games:
            self.ui.add(Label(panel.center, tr("setup.no_games"), self.px(22), align="center"))
            self._bottom_buttons(panel, pad, can_start=False)
            return
        # games on the left
        top = panel.y + self.px(124)
        gx, gw = panel.x + pad, int(pw * 0.31)
        # the game buttons share the column down to the bottom buttons with «Ver reglas»
        # (five games did not fit at 1280×720: the last one ran under «Volver»); with many
        # games they get thinner, down to one line of type, and a tagline that does not fit
        # whole on its button is said once, for the chosen game, under «Ver reglas» (six
        # games cut every tagline at 800×480)
        n = max(1, len(self.games))
        gap = self.px(12) if n <= 5 else self.px(6)
        room = panel.bottom - pad - self.px(48) - gap - top - self.px(38) - gap
        self.ui.add(Label((gx, top - self.px(30)), tr("setup.game").upper(), self.px(15),
                          theme.MUTED, bold=True))
        taglines = {g: tr(f"game.{g}.tagline") for g in self.games if i18n.has(f"game.{g}.tagline")}
        buttons = self._game_buttons(gx, top, gw, room, gap, taglines)
        on_buttons = all(b.sublabel for b in buttons)
        if not on_buttons:  # room under «Ver reglas» for the longest tagline, said there
            said = max((Label((0, 0), t, self.px(16), width=gw).rect.h for t in taglines.values()),
                       default=0)
            buttons = self._game_buttons(gx, top, gw, room - said - self.px(10), gap, {})
        gh = buttons[0].rect.h if buttons else 0
        for b in buttons:
            self.ui.add(b)
            if b.key_name == f"game:{self.game}":  # the first Tab lands on the game chosen
                self.ui.first = b
        rb = Button((gx, top + len(self.games) * (gh + gap), gw, self.px(38)),
                    tr("setup.rules_link"), self.rules, style="ghost", font_size=self.px(18))
        rb.key_name = "rules"
        self.ui.add(rb)
        below = rb.rect.bottom + self.px(10)
        if not on_buttons and self.game in taglines:
            lab = Label((gx, below), taglines[self.game], self.px(16), theme.GOLD_LIGHT, width=gw)
            lab.key_name = "tagline"
            self.ui.add(lab)
            below = lab.rect.bottom + self.px(8)
        self.sample_area = pygame.Rect(gx, below, gw, panel.bottom - pad - self.px(60) - below)
        # options on the right
        ox = gx + gw + self.px(40)
        ow = panel.right - pad - ox
        y = top - self.px(30)
        rules = get_rules(self.game)
        row_h = self.px(44)
        fs = self.px(19)
        half = (ow - self.px(24)) // 2
        specs = []
        for spec in rules.options:
            if spec.name in self.hidden_options:
                continue
            opts = [(v, value_label(tr, self.game, spec.name, v)) for v in spec.choices]
            need = sum(max(self.px(84), font(fs, True).size(l)[0] + self.px(30)) for _, l in opts)
            specs.append((spec, opts, need))
        i = 0
        while i < len(specs):
            row = [specs[i]]
            if specs[i][2] <= half and i + 1 < len(specs) and specs[i + 1][2] <= half:
                row.append(specs[i + 1])
            x = ox
            for spec, opts, need in row:
                if len(row) == 2:
                    cw = half
                elif len(opts) > 3:
                    cw = ow
                else:
                    cw = min(ow, max(need, self.px(150) * len(opts)))
                self.ui.add(Label((x, y), option_label(tr, self.game, spec.name).upper(),
                                  self.px(15), theme.MUTED, bold=True))
                c = Choice((x, y + self.px(24), cw, row_h), opts,
                           self.options[self.game][spec.name],
                           (lambda v, n=spec.name: self.set_option(n, v)), font_size=fs)
                c.key_name = f"opt:{spec.name}"
                self.ui.add(c)
                x += half + self.px(24)
            y += self.px(24) + row_h + self.px(20)
            for spec, _, _ in row:  # a one-line explanation of the value chosen, if any
                note = value_help(tr, self.game, spec.name, self.options[self.game][spec.name])
                if note:
                    lab = Label((ox, y - self.px(14)), note, self.px(15), theme.GOLD_LIGHT,
                                width=ow)
                    lab.key_name = f"help:{spec.name}"
                    self.ui.add(lab)
                    y = lab.rect.bottom + self.px(14)
            i += len(row)
        if self.shows_deal_code:
            y = self._deal_code_row(ox, y, ow, row_h)
        self._bottom_buttons(panel, pad, can_start=True)
        self._code_message()
        bottom = self.start_button.rect.y - self.px(16)
        top_ = y + self.px(18)
        self.preview = pygame.Rect(ox, top_, ow, bottom - top_) if bottom - top_ > self.px(60) else None

    def _deal_code_row(self, ox: int, y: int, ow: int, row_h: int) -> int:
        """The deal code's heading, field and «Usar»; the y under them."""
        tr = self.app.tr
        y += self.px(4)
        self.ui.add(Label((ox, y), tr("setup.deal_code").upper(), self.px(15), theme.MUTED,
                          bold=True))
        y += self.px(24)
        bw = self.px(110)
        ti = TextInput((ox, y, ow - bw - self.px(10), row_h), self.code,
                       tr("setup.deal_code_hint", example=self.code_example()),
                       on_submit=self.apply_code,
                       on_change=self.on_code_change, max_len=24, transform=str.upper,
                       font_size=self.px(20))
        ti.error = bool(self.code_msg) and not self.code_ok
        ti.key_name = "code"
        self.code_input = ti
        self.ui.add(ti)
        ub = Button((ti.rect.right + self.px(10), y, bw, row_h), tr("setup.deal_apply"),
                    lambda: self.apply_code(self.code_input.value if self.code_input else None),
                    font_size=self.px(19))
        ub.key_name = "code_apply"
        self.ui.add(ub)
        y += row_h + self.px(8)
        return y

    def _bottom_buttons(self, panel, pad, can_start: bool) -> None:
        tr = self.app.tr
        bh = self.px(54)
        y = panel.bottom - pad - bh + self.px(6)
        back = Button((panel.x + pad, y, self.px(170), bh), tr("setup.back"), self.back,
                      font_size=self.px(21))
        back.key_name = "back"
        start = Button((panel.right - pad - self.px(260), y, self.px(260), bh),
                       tr(self.start_key), self.start, style="primary", enabled=can_start,
                       font_size=self.px(24))
        start.key_name = "start"
        self.start_button, self.back_button = start, back
        self.ui.add(back, start)

    def _code_message(self) -> None:
        """The code's verdict (or why it was dropped) between «Volver» and «Empezar», beside
        the button it concerns. Under the field it took the seat preview's room: a two-line
        message left Chinchón and Cinco Vidas española without their table."""
        if self.code_msg:
            msg, color = self.code_msg, theme.GREEN_OK if self.code_ok else theme.RED_SOFT
        elif self.code_note:
            msg, color = self.code_note, theme.GOLD_LIGHT
        else:
            return
        back = self.back_button
        gap = self.px(16)
        band = pygame.Rect(back.rect.right + gap, back.rect.y,
                           self.start_button.rect.x - back.rect.right - 2 * gap, back.rect.h)
        for size in (17, 15, 14, 13, 12, 11):  # the largest type that fits the band
            label = Label((band.centerx, 0), msg, self.px(size), color, align="center",
                          width=band.w)
            if label.rect.h <= band.h:
                break
        label.rect.centery = band.centery
        label.key_name = "code_note" if not self.code_msg else "code_msg"
        self.msg_label = label
        self.ui.add(label)

    def handle_event(self, event) -> bool:
        """Intro starts the match unless the control in focus uses it (a button presses,
        the code field applies its code). On a row of choices, whose value the arrows
        already set, it did nothing: a keyboard player who picked 6 players with → and
        pressed Intro stayed on this screen."""
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def _draw_preview(self, surface) -> None:
        """A small table seen from above: you at the bottom, the bots clockwise
        (ui/widgets/seat_preview: an oval, names beside the seats when room is short, else a row)."""
        p = self.seat_plan()
        if p is None:
            return
        lang = self.app.settings.get("lang", "es")
        seat_preview.draw(surface, p, self.px, lambda surf, c, av, seat: self._seat_avatar(
            surf, c, av, i18n.seat_name(seat, lang, 0), seat == 0))

    def seat_plan(self):
        """Where the preview's table and seats go (None: no room or no game)."""
        r = getattr(self, "preview", None)
        if r is None or self.game is None:
            return None
        rules = get_rules(self.game)
        n = int(self.options[self.game].get(rules.players_option, 2))
        lang = self.app.settings.get("lang", "es")
        most = max(next(o.choices for o in rules.options if o.name == rules.players_option))
        return seat_preview.plan(r, n, self.px, lambda seat: self._name_label(
            i18n.seat_name(seat, lang, 0), seat == 0).get_size(), most)

    def _name_label(self, name: str, me: bool) -> pygame.Surface:
        return text(name, self.px(14), theme.GOLD_LIGHT if me else theme.MUTED, me)

    def _seat_avatar(self, surface, center, av: int, name: str, me: bool) -> pygame.Surface:
        """A round avatar with the seat's initial (gold for you); returns its name label to place."""
        cx, cy = center
        pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), av)
        pygame.draw.circle(surface, theme.GOLD if me else (46, 70, 60), (cx, cy), av)
        pygame.draw.circle(surface, theme.GOLD_LIGHT if me else theme.GOLD_DARK, (cx, cy), av,
                           max(1, self.px(2)))
        ini = text(seat_preview.initial(name), av * 1.05, theme.INK if me else theme.CREAM, True)
        surface.blit(ini, ini.get_rect(center=(cx, cy)))
        return self._name_label(name, me)

    def _draw_sample(self, surface) -> None:
        """Three cards of the chosen game's deck, fanned in the free corner on the left."""
        codes = game_list.entry(self.game).sample_cards if self.game else ""
        area = getattr(self, "sample_area", None)
        if not codes or area is None or area.h < self.px(120):
            return
        key = (self.game, area.size, self.app.settings.get("four_color"))
        if getattr(self, "_sample_key", None) != key:
            self._sample_key, self._sample = key, None
            try:
                from ..engine import cards

                deck = cards.SPANISH if game_list.entry(self.game).deck == "spanish" else cards.FRENCH
                cw = min(self.px(92), int(area.h / 1.4 / 1.5))
                four = bool(self.app.settings.get("four_color"))
                faces = [self.app.art.face(cards.parse_card(c, deck), cw, four_color=four)
                         for c in codes.split()]
                size = (int(cw * 2.7), int(cw * 1.4 * 1.5))
                fan = pygame.Surface(size, pygame.SRCALPHA)
                for i, face in enumerate(faces):
                    ang = (i - 1) * 14
                    img = pygame.transform.rotozoom(face, -ang, 1.0)
                    cx = size[0] // 2 + (i - 1) * int(cw * 0.55)
                    cy = size[1] // 2 + abs(i - 1) * int(cw * 0.12)
                    fan.blit(img, img.get_rect(center=(cx, cy)))
                fan.set_alpha(235)
                self._sample = fan
            except Exception:  # noqa: BLE001 - decoration only
                self._sample = None
        if self._sample is not None:
            surface.blit(self._sample, self._sample.get_rect(center=area.center))

    def draw_overlay(self, surface) -> None:
        self._draw_sample(surface)
        self._draw_preview(surface)
        # a thin divider between games and options
        if self.games:
            x = self.panel.x + self.px(34) + int(self.panel.w * 0.31) + self.px(20)
            pygame.draw.line(surface, (*theme.GOLD_DARK, 255), (x, self.panel.y + self.px(94)),
                             (x, self.panel.bottom - self.px(100)), 1)
