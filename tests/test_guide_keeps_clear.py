"""The guide's words and ring, seen in a real window (issue 36, item 8, and issue 33):
the speech panel lay over Bandas' «Confirmar» (1280x720, first step) and over its keys line
(800x480), and Brag's knock step ringed «Golpear» while it was disabled (another player
had knocked). For every step of every game's guided deal, played by keys at both sizes:
the panel covers no enabled button, no prompt line (Brag's «¡Último turno!» banner at
800x480) and no help line, and the ring is round no disabled button."""
import pygame
import pytest
from test_guided_deal import GAMES, key, move_by_keys
from ui_helpers import running_app, step, wait_for

from hod_desktop.scenes.guided import open_guided
from hod_desktop.ui.table import table_hud


@pytest.fixture
def buttons_drawn(monkeypatch):
    """Every HUD button drawn, as (rect, enabled, label), cleared by the test each frame."""
    drawn = []
    draw = table_hud.TableHud.draw_button

    def record(hud, surface, b):
        drawn.append((pygame.Rect(b.rect), b.enabled, b.label))
        return draw(hud, surface, b)

    monkeypatch.setattr(table_hud.TableHud, "draw_button", record)
    return drawn


def _faults(t, drawn) -> list[str]:
    guide, out = t.guide, []
    panel, ring = guide.panel_rect, guide.target_drawn
    if panel is None:
        return out
    for r, enabled, label in drawn:
        if enabled and panel.colliderect(r):
            out.append(f"the words cover «{label}»")
        if not enabled and ring is not None and ring.contains(r) and ring.w < r.w + 40:
            out.append(f"the ring is round «{label}», disabled")
    for line in getattr(t.hud, "lines_shown", ()):  # the prompt, a banner said to everybody
        if panel.colliderect(line):
            out.append("the words cover a prompt line")
    keys = getattr(t.hud, "keys_rect", None)
    assert not t.hud.keys_lines or (keys and keys.h > 0), "the help line drawn has a place"
    if t.hud.keys_lines and panel.colliderect(keys):
        out.append("the words cover the help line")
    return out


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
@pytest.mark.parametrize("game", GAMES)
def test_guide_words_keep_off_buttons_and_help_line_and_never_ring_a_disabled_button(
        tmp_path, monkeypatch, buttons_drawn, game, size):
    for app in running_app(tmp_path, monkeypatch, size):
        t = open_guided(app, game)
        faults = set()

        def look():
            faults.update(f"step {t.guide.index + 1}: {f}" for f in _faults(t, buttons_drawn))
            buttons_drawn.clear()
        buttons_drawn.clear()
        assert walk(app, t, look) > 100
        assert not faults, sorted(faults)


def walk(app, t, look) -> int:
    """Play the guided deal by keys to its end, calling `look()` after every frame; how
    many frames showed the guide's words."""
    guide, frames = t.guide, 0
    for _ in range(6000):
        if not guide.active:
            break
        step(app)
        frames += guide.panel_rect is not None
        look()
        if not guide.active:
            break
        if guide.step.done is None:
            if guide.clock > 1.0:  # read for a second, then «Seguir»
                key(app, pygame.K_RETURN)
        elif t.human_to_act():
            before = len(t.match.actions)
            move_by_keys(app, t)
            wait_for(app, lambda: len(t.match.actions) > before or not guide.active, 30)
    assert guide.finished
    return frames


def test_brag_knock_step_points_at_the_hand_and_says_why_once_another_player_knocked(
        tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        t = open_guided(app, "brag")
        guide = t.guide
        for _ in range(3000):  # through the first three steps, to the person's turn in the 4th
            step(app)
            if guide.index == 3 and t.human_to_act():
                break
            if guide.step.done is None:
                if guide.clock > 1.0:
                    key(app, pygame.K_RETURN)
            elif t.human_to_act():
                move_by_keys(app, t)
        assert guide.index == 3 and t.human_to_act()
        step(app, 5)
        assert t.shown.knocker not in (None, t.human), "in the guided deal a rival knocks first"
        assert "knock" not in t.cached_view().legal
        knock = next(b for b in t.hud.action_buttons(t.cached_view())[0] if b.action == "knock")
        assert not knock.enabled
        ring = guide.target_drawn
        assert ring is not None and not ring.colliderect(knock.rect)
        hand = [s.rect for s in t.cards.sprites() if s.slot[0] == "hand" and s.slot[1] == t.human]
        assert hand and all(ring.contains(r) for r in hand)
        assert guide.tr("guide.bb.knocked") != guide.tr("guide.bb.knock")
        shown = guide.tr(guide.step.text(t))
        assert shown == guide.tr("guide.bb.knocked") and "golpeado" in shown


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_chinchon_guide_words_keep_off_the_close_spot(tmp_path, monkeypatch, size):
    """The dashed «Cerrar aquí» is where a card goes to close: the words lay over part of it."""
    for app in running_app(tmp_path, monkeypatch, size):
        t = open_guided(app, "chinchon")
        covered = set()

        def look():
            lay, panel = t.layout, t.guide.panel_rect
            if panel is not None and panel.colliderect(pygame.Rect(lay.pile_rect(lay.close_spot, 1.0))):
                covered.add(t.guide.index + 1)
        assert walk(app, t, look) > 100
        assert not covered, f"the words cover «Cerrar aquí» at steps {sorted(covered)}"


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_bandas_guide_words_keep_off_the_last_log_lines(tmp_path, monkeypatch, size):
    """Bandas writes its last moves beside the hand: the words lay over «Mateo ha decidido»
    (try40, real window, both sizes)."""
    from hod_desktop.ui.table import action_log

    shown = []  # where the last lines were drawn this frame (read off the drawing itself)
    draw = action_log.LogView.draw_recent

    def record(view, surface, lines, topleft, *a, **k):
        draw(view, surface, lines, topleft, *a, **k)
        shown[:] = [view._recent[0].get_rect(topleft=(int(topleft[0]), int(topleft[1])))]

    monkeypatch.setattr(action_log.LogView, "draw_recent", record)
    for app in running_app(tmp_path, monkeypatch, size):
        t = open_guided(app, "bandas")
        covered = set()

        def look():
            log, panel = (shown or [None])[0], t.guide.panel_rect
            if panel is not None and log is not None and panel.colliderect(log):
                covered.add(t.guide.index + 1)
        assert walk(app, t, look) > 100
        assert not covered, f"the words cover the log's last lines at steps {sorted(covered)}"
