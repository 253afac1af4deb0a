"""A shared win at the table is said as one. A 3-player Poderes game ended with You and Mateo
both at 0 lives in the same round, sharing the win (RULES.md §1), and the table said «You and
Mateo wins!» (es «¡Gana Tú y Mateo!»), its title still «You're out: watching the game», and
the standings' «Achievements this game: Último en Pie (Last Standing) ×2, …» ran far past
both sides of the panel (Cinco Vidas española Clásico + Poderes 3p 800x480 en, real window).
Now «You and Mateo win!» («¡Ganáis tú y Mateo!», «¡Ganan Lucía y Mateo!»), no «watching» for
a winner, and the note wraps inside the panel."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n

GAME, OPTIONS, SEED = "cinco_vidas_espanola", {"players": 3, "level": "facil", "poderes": True}, 5


def before_the_last_move() -> tuple[Match, object]:
    """Seed 5 played by the bots: the person's last card ends it in a shared win."""
    m = Match(GAME, OPTIONS, SEED)
    bots = [make_bot(GAME, "facil", SEED, p) for p in range(3)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    *before, last = m.actions
    again = Match(GAME, OPTIONS, SEED)
    for seat, action in before:
        again.apply(seat, action)
    assert last[0] == 0 and set(m.winners()) == {0, 2}
    return again, last[1]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_shared_win_with_the_person(tmp_path, monkeypatch, lang):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language(lang)
        app.set_speed(1.0)  # the standings wait on the table for a while, not at once
        m, last = before_the_last_move()
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        assert wait_for(app, lambda: table.idle, 900)
        assert table.apply(0, last)
        assert wait_for(app, lambda: table.overlay.visible and table.shown.banner, 2000)
        mateo = i18n.seat_name(2, lang, 0)
        assert table.shown.banner == {"en": f"You and {mateo} win!",
                                      "es": f"¡Ganáis tú y {mateo}!"}[lang]
        assert i18n.tr("table.watching", lang) not in table.hud.round_title()
        s = table.hud.s
        r = table.overlay.rect((400, 240), app.screen.get_size(), s)
        lines = table.overlay.note_lines(r.w, s)
        assert len(lines) >= 2  # the long note took more lines, each inside the panel
        from hod_desktop.ui.draw.text_render import text
        assert all(text(line, 12 * s).get_width() <= r.w - 20 * s for line in lines)


def test_a_shared_win_without_the_person():
    class T:  # the banner's words alone, as TableFlow.show_winners builds them
        human, lang = 0, "es"

        def name(self, p):
            return i18n.seat_name(p, "es", 0)

        def tr(self, key, **fmt):
            return i18n.tr(key, "es", **fmt)

        def sound(self, name):
            pass

    from types import SimpleNamespace

    from hod_desktop.ui.table import table_words  # noqa: F401  (the strings)
    from hod_desktop.ui.table.table_flow import TableFlow
    t = T()
    t.shown, t.anim = SimpleNamespace(banner=None), SimpleNamespace(wait=lambda *a: None)
    TableFlow.show_winners(t, (1, 2), "table.wins")
    assert t.shown.banner == f"¡Ganan {t.name(1)} y {t.name(2)}!"
    TableFlow.show_winners(t, (2,), "table.wins")
    assert t.shown.banner == f"¡Gana {t.name(2)}!"
    TableFlow.show_winners(t, (0,), "table.wins")
    assert t.shown.banner == "¡Ganas tú!"
