"""Achievement toasts cover no seat's plaque: stacked at the top right they lay over the
top-right rival's plaque (and its lives) for 3.5 s at five seats and more. They now go to
the bottom right, beside the person's hand, unless something there is in the way."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match


@pytest.mark.parametrize("size", [(900, 560), (1280, 720), (1900, 1060)])
def test_two_toasts_cover_no_plaque_and_no_card(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        for n in (2, 5, 8):
            match = Match("cinco_vidas_espanola", {"players": n, "mode": "clasico", "poderes": True}, 3)
            assert app.open_table(match, 0)
            step(app, 120)
            table = top(app)
            table.pod_toasts.add("vidente", "Lucía: Vidente (+1 maná)")
            table.pod_toasts.add("intocable", "Mateo: Intocable (+1 vida)")
            for it in table.pod_toasts.items:
                it[2] = 1.0  # fully in
            s = table.hud.s
            box = table.pod_toasts.draw(app.screen, s, int(table.layout.code[1] - 22 * s),
                                        table._toast_avoid(s))
            assert box is not None and pygame.Rect((0, 0), size).contains(box)
            for seat in table.layout.seats:
                assert not box.colliderect(pygame.Rect(seat.plaque)), (n, size, seat.seat)
            for sp in table.cards.sprites():
                assert not box.colliderect(sp.rect), (n, size, sp.key)
            app.scenes.pop()
            step(app)


@pytest.mark.parametrize("size", [(900, 560), (1920, 1080)])
def test_long_english_toasts_wrap_and_cover_nothing(tmp_path, monkeypatch, size):
    """«Mateo: Lo más bajo es lo más alto (Lowest is Highest) (+2 mana)» made the stack
    ~970 px wide at 1920x1080: it fitted neither beside the hand nor under the top-right
    plaque, and lay over Carmen's plaque (ab34). Lines wrap at a third of the window."""
    from hod_desktop.scenes.cinco_vidas_espanola.poderes_words import achievement_toast
    from hod_desktop.ui import i18n

    def tr(key, **fmt):
        return i18n.tr(key, "en", **fmt)
    for app in running_app(tmp_path, monkeypatch, size):
        match = Match("cinco_vidas_espanola", {"players": 5, "mode": "clasico", "poderes": True}, 3)
        assert app.open_table(match, 0)
        step(app, 120)
        table = top(app)
        for key, who, mana in (("filo", "You", 1), ("intocable", "Mateo", 1),
                               ("mas_bajo_mas_alto", "Mateo", 2)):
            table.pod_toasts.add(key, achievement_toast(key, who, mana, 0, tr))
        for it in table.pod_toasts.items:
            it[2] = 1.0
        s = table.hud.s
        box = table.pod_toasts.draw(app.screen, s, int(table.layout.code[1] - 22 * s),
                                    table._toast_avoid(s))
        assert box.w <= size[0] // 3 + 40, box
        for seat in table.layout.seats:
            assert not box.colliderect(pygame.Rect(seat.plaque)), (size, seat.seat)
        for sp in table.cards.sprites():
            assert not box.colliderect(sp.rect), (size, sp.key)
