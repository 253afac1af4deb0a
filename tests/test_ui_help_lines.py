"""The help lines say every key their table answers, and how (issue 36, real window):
Cinco Vidas's «Tab: última baza» showed the trick only while Tab was held and did not say
so; Bandas's line had no H, J or Esc and hid that 1-5 choose a district; Brag's had no J
nor the Intro that goes on. Bandas also had no deal code while playing (the README says
bottom right)."""
import pygame
import pytest
from ui_helpers import app_at_sizes, step, top

from hod_desktop.engine.core import Match
from hod_desktop.scenes.brag import text as _brag_words  # noqa: F401  (registers the lines)
from hod_desktop.scenes.cinco_vidas import text as _cv_words  # noqa: F401
from hod_desktop.ui import i18n

app = app_at_sizes([(800, 480), (1280, 720), (1920, 1080)])


def key(app, k, unicode="", up=False):
    kind = pygame.KEYUP if up else pygame.KEYDOWN
    pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode=unicode, scancode=0))
    step(app)


@pytest.mark.parametrize("lang, held", [("es", "mantén Tab"), ("en", "hold Tab")])
def test_cinco_vidas_says_tab_is_held(lang, held):
    assert held in i18n.tr("cv.last_hint", lang)


def open_bandas(app):
    m = Match("bandas", {"players": 4, "level": "facil"}, 21)
    assert app.open_table(m, 0)
    step(app, 3)
    return top(app)


def test_bandas_line_names_its_keys_and_they_work(app):
    t = open_bandas(app)
    line = " ".join(t.hud.keys_lines)
    for word in ("1-5", "H historial", "J registro", "Esc pausa", "Intro confirmar"):
        assert word in line, (word, line)
    key(app, pygame.K_4, "4")
    assert t.focus == 3
    key(app, pygame.K_j, "j")
    assert t.log_view.open
    key(app, pygame.K_j, "j")
    assert not t.log_view.open


def test_bandas_shows_its_deal_code_bottom_right(app):
    t = open_bandas(app)
    w, h = app.screen.get_size()
    code = t.hud.code_rect
    assert code and pygame.Rect(0, 0, w, h).contains(code)
    assert code.right > w * 0.8 and code.bottom > h * 0.9
    assert not code.colliderect(t.layout.confirm)
    assert t.hud.keys_lines, "the keys line is still drawn above the code"


def test_brag_line_names_j_and_intro():
    for lang, words in (("es", ("J\u00a0registro", "Intro\u00a0seguir")),
                        ("en", ("J\u00a0log", "Enter\u00a0go\u00a0on"))):
        line = i18n.tr("bb.keys", lang)
        assert all(w in line for w in words), line
