"""The guide's words stay put within a step (found playing the Brag guide in a real window:
the panel jumped across the table when the person's turn came, and a click on «Seguir»
landed where the button had been), and they point at what the step names (Bandas: every
district's − and +, not only the +)."""
import pygame
from ui_helpers import running_app, step

from hod_desktop.scenes.guided import open_guided


def test_brag_guide_words_do_not_jump_when_the_persons_turn_comes(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        t = open_guided(app, "brag")
        guide = t.guide
        before = None
        for _ in range(900):  # the bots play the first turns; then it is the person's
            step(app)
            assert guide.index == 0  # a step read, not answered: nothing passes it
            if t.human_to_act():
                break
            before = pygame.Rect(guide.panel_rect)
        assert t.human_to_act() and before is not None, "the person's turn came in the first step"
        after = []
        for _ in range(40):  # the buttons and the prompt come up
            step(app)
            after.append(tuple(guide.panel_rect))
        assert set(after) == {tuple(before)}, "the words moved when the person's turn came"
        buttons = guide.keep_clear(t)
        assert buttons and guide.panel_rect.collidelist(buttons) == -1  # the buttons stay clear


def _guide_at_rest(app, game):
    t = open_guided(app, game)
    step(app, 240)  # the deal has landed
    return t, t.guide


def test_guide_words_go_where_they_cover_less_unless_the_pointer_is_on_them(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        t, guide = _guide_at_rest(app, "brag")
        here = pygame.Rect(guide.panel_rect)
        surface = pygame.display.get_surface()
        plain = guide.obstacles
        monkeypatch.setattr(guide, "obstacles", lambda: plain() + [here.inflate(-40, -40)])
        t.mouse = here.center  # the pointer on its way to «Seguir»: the words stay
        guide.draw(surface)
        assert guide.panel_rect == here
        t.mouse = (-1, -1)  # the pointer elsewhere: they go where they cover less
        guide.draw(surface)
        assert not guide.panel_rect.colliderect(here.inflate(-40, -40))


def test_cinco_vidas_guide_words_leave_the_plaques_clear_at_800x480(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        t, guide = _guide_at_rest(app, "cinco_vidas")
        assert guide.index == 0 and t.hud.panels_shown  # the bid question is up
        for seat in range(t.n):
            assert not guide.panel_rect.colliderect(t.seat_anchor(seat)), f"seat {seat} covered"


def test_guide_words_move_off_a_question_panel_that_comes_up_under_them(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        t = open_guided(app, "brag")
        step(app, 3)
        guide = t.guide
        before = pygame.Rect(guide.panel_rect)
        t.hud.lines_drawn = [before.inflate(-20, -20)]  # a line now drawn where the words are
        t.hud.lines_shown = list(t.hud.lines_drawn)
        surface = pygame.display.get_surface()
        guide.draw(surface)
        assert not guide.panel_rect.colliderect(before.inflate(-20, -20))


def test_bandas_guide_rings_every_minus_and_plus(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        t = open_guided(app, "bandas")
        guide = t.guide
        for _ in range(600):
            step(app)
            if guide.index == 1 and guide.target_drawn is not None:
                break
            if guide.step.done is None and guide.button_rect is not None and guide.clock > 0.5:
                guide.advance()
        assert guide.index == 1 and guide.target_drawn is not None
        for r in [*t.layout.plus, *t.layout.minus]:
            assert guide.target_drawn.contains(r), f"{r} outside the ring"
