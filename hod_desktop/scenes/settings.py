"""Settings: language (applies at once), animation speed, sound, full screen, four-colour
suits and the card back. Every change is saved immediately."""
from __future__ import annotations

from ..ui import i18n
from ..ui.draw import theme
from ..ui.draw.text_render import fit_size, font
from ..ui.widgets.ui_scene import UIScene
from ..persist.settings import parse_server_address
from ..ui.widgets.controls import Choice, Label, TextInput, Toggle

SPEED_CHOICES = (("slow", 0.5), ("normal", 1.0), ("fast", 2.0), ("max", "max"))
DEFAULT_BACKS = ("classic", "blue", "green")


def card_backs() -> tuple[str, ...]:
    """The back designs CardArt offers (BACKS in ui/draw/card_art.py), else a default list."""
    try:
        from ..ui.draw import card_art

        backs = getattr(card_art, "BACK_DESIGNS", None) or getattr(card_art, "BACKS", None)
        if backs:
            return tuple(backs)
    except ImportError:
        pass
    return DEFAULT_BACKS


def speed_name(value) -> str:
    if value == "max":
        return "max"
    try:
        v = float(value)
    except (TypeError, ValueError):
        return "normal"
    return min(SPEED_CHOICES[:3], key=lambda kv: abs(kv[1] - v))[0]


class SettingsScene(UIScene):
    server_msg = ""
    server_ok = False
    server_text: str | None = None  # what is typed in the server's field (None: the saved one)

    def build(self) -> None:
        app, tr = self.app, self.app.tr
        st = app.settings
        w, h = self.size
        pw, ph = min(self.px(860), int(w * 0.92)), min(self.px(600), int(h * 0.92))
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(38)
        self.ui.add(Label((panel.x + pad, panel.y + self.px(22)), tr("settings.title"),
                          self.px(36), theme.GOLD, shadow=True, display=True))
        x_ctrl = panel.x + int(pw * 0.40)
        cw = panel.right - pad - x_ctrl
        y = panel.y + self.px(100)
        # seven rows down to the card preview and «Hecho» (the server's row made it seven)
        bottom = panel.bottom - self.px(30) - int(self.px(62) * 1.4) - self.px(14)
        row = min(self.px(62), (bottom - y) // 7)
        ch = min(self.px(42), row - self.px(8))
        fs = self.px(20)
        audio = app.sound.has_device()
        # one type size for every row's name, the largest at which each fits before the
        # controls (a longer translation ran under the switches and the choices)
        names = ["settings.language", "settings.speed",
                 "settings.sound" if audio else "settings.sound_none", "settings.fullscreen",
                 "settings.four_color", "settings.card_back", "settings.server"]
        room = x_ctrl - (panel.x + pad) - self.px(12)
        ls = min(fit_size(tr(k), self.px(21), room) for k in names)

        def label(key, tip=None):
            lab = Label((panel.x + pad, y + (ch - font(ls).get_height()) // 2), tr(key), ls)
            lab.key_name = f"label:{key}"
            lab.tooltip = tip
            lab.tooltip_side = "right"  # beside the row, never over the row above
            self.ui.add(lab)

        label("settings.language")
        c = Choice((x_ctrl, y, cw, ch), [(l, i18n.LANG_NAMES[l]) for l in i18n.LANGS],
                   st.get("lang", "es"), app.set_language, font_size=fs)
        c.key_name = "lang"
        self.ui.add(c)
        y += row
        label("settings.speed")
        c = Choice((x_ctrl, y, cw, ch), [(n, tr(f"settings.speed.{n}")) for n, _ in SPEED_CHOICES],
                   speed_name(st.get("anim_speed", 1.0)), app.set_speed, font_size=fs)
        c.key_name = "speed"
        self.ui.add(c)
        y += row
        tw = self.px(64)
        # no audio device: the switch shows off and cannot be turned on, and says why (it
        # showed on, playing nothing); the saved choice is kept for a machine with sound
        for key, value, fn in (
                ("settings.sound", st.get("sound", True) and audio, app.set_sound),
                ("settings.fullscreen", st.get("fullscreen", False), app.set_fullscreen),
                ("settings.four_color", st.get("four_color", False), self.set_four_color)):
            label("settings.sound_none" if key == "settings.sound" and not audio else key)
            t = Toggle((x_ctrl, y + (ch - self.px(34)) // 2, tw, self.px(34)), value, fn,
                       tooltip=tr("settings.four_color_tip") if key == "settings.four_color" else None)
            t.enabled = audio or key != "settings.sound"
            t.key_name = key
            t.tooltip_side = "right"  # beside the row, never over the row above
            self.ui.add(t)
            y += row
        label("settings.card_back")
        backs = card_backs()
        c = Choice((x_ctrl, y, cw, ch), [(b, self._back_label(b)) for b in backs],
                   st.get("card_back", backs[0]), self.set_card_back, font_size=fs)
        c.key_name = "back"
        self.ui.add(c)
        y += row
        label("settings.server", tr("settings.server_tip"))
        typed = self.server_text if self.server_text is not None else st.get("server_address", "")
        ti = TextInput((x_ctrl, y, cw, ch), typed,
                       tr("settings.server_hint"), on_submit=self.set_server,
                       on_change=self.on_server_change, max_len=80, font_size=self.px(18))
        ti.key_name = "server"
        ti.error = bool(self.server_msg) and not self.server_ok
        self.server_input = ti
        self.ui.add(ti)
        if self.server_msg:
            lab = Label((x_ctrl, ti.rect.bottom + self.px(2)), self.server_msg, self.px(14),
                        theme.GREEN_OK if self.server_ok else theme.RED_SOFT, width=cw)
            lab.key_name = "server_msg"
            self.ui.add(lab)
        self.add_corner_button(panel, pad, tr("settings.done"), self.back, (200, 54), key_name="done")

    def on_server_change(self, s: str) -> None:
        """A keystroke: the last verdict no longer holds (the address is kept on Intro or
        on leaving, not half typed)."""
        self.server_msg, self.server_ok, self.server_text = "", False, s
        label = next((w for w in self.ui.widgets if getattr(w, "key_name", "") == "server_msg"),
                     None)
        if label is not None:
            label.visible = False

    def set_server(self, s: str) -> None:
        """Intro in the field: keep the address, or say what is wrong with it (the saved
        one stays as it was)."""
        s = s.strip()
        self.server_text = s
        err = self._server_error(s) if s else None
        if err is not None:
            self.server_msg, self.server_ok = self.app.tr(f"settings.server_err.{err}"), False
        else:
            self._keep_server(s, quiet=False)
        self.rebuild()

    def back(self) -> None:
        """Leaving keeps a good address typed without Intro; a wrong one is told once (the
        saved address stays) and leaving again goes."""
        typed = (self.server_text or "").strip()
        if self.server_text is not None and typed != self.app.settings.get("server_address", ""):
            if not typed or self._server_error(typed) is None:
                self._keep_server(typed, quiet=True)
            elif not self.server_msg:
                return self.set_server(typed)
        super().back()

    @staticmethod
    def _server_error(s: str) -> str | None:
        try:
            parse_server_address(s)
        except ValueError as e:
            return str(e) if str(e) in ("shape", "host", "port") else "shape"
        return None

    def _keep_server(self, s: str, quiet: bool) -> None:
        if self.app.settings.get("server_address", "") != s:
            self.app.settings["server_address"] = s
            self.app.save_settings()
        if not quiet:
            tr = self.app.tr
            self.server_msg = (tr("settings.server_saved", address=s) if s
                               else tr("settings.server_cleared"))
            self.server_ok = True

    def _back_label(self, name: str) -> str:
        key = f"settings.back.{name}"
        s = self.app.tr(key)
        return s if s != key else name.replace("_", " ").capitalize()

    def set_four_color(self, on: bool) -> None:
        self.app.settings["four_color"] = bool(on)
        self.app.save_settings()

    def set_card_back(self, name: str) -> None:
        self.app.settings["card_back"] = name
        self.app.save_settings()

    def draw_overlay(self, surface) -> None:
        """A preview of the chosen back and of two faces (shows the four-colour suits)."""
        try:
            from ..engine.cards import SPANISH, parse_card

            art = self.app.art
            cw = self.px(62)
            st = self.app.settings
            four = bool(st.get("four_color"))
            imgs = [art.back(cw, st.get("card_back", "classic"))]
            imgs += [art.face(parse_card(c), cw, four_color=four) for c in ("Ad", "Kc", "7h")]
            # and the Spanish deck (Chinchón): the four-colour setting changes it too
            imgs += [art.face(parse_card(c, SPANISH), cw, four_color=four) for c in ("1o", "Re")]
        except Exception:  # noqa: BLE001 - no art yet: no preview
            return
        self.preview_cards = len(imgs)
        x = self.panel.x + self.px(38)
        y = self.panel.bottom - self.px(30) - imgs[0].get_height()
        for i, img in enumerate(imgs):
            sh = theme.soft_shadow(img.get_size(), max(3, cw // 12), 6, 90)
            surface.blit(sh, (x - 6, y - 3))
            surface.blit(img, (x, y))
            x += cw + (self.px(18) if i in (0, 3) else -self.px(6))
