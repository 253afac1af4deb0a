"""Chinchón: a hand card being carried leaves no value badge behind. Carried toward the
discard, the caballo's «10» stayed over its empty place, floating over bare felt (3p
1280x720 es, real window); the carried card shows its own face."""
import pygame
from chinchon_ui_helpers import dealt_table, grab_point
from ui_helpers import app_at_sizes, move, post, step

app = app_at_sizes([(800, 480), (1280, 720)])


def test_a_carried_loose_card_leaves_no_badge_behind(app):
    t = dealt_table(app, 3)
    _bars, badges = t.meld_marks()
    melded = t.arrangement(t.hands[0]).melds
    loose = [c for c in t.hands[0] if not any(c in g for g in melded)]
    assert loose and len(badges) == len(loose)
    card = loose[0]
    at = grab_point(t, card)
    move(app, at)
    post(pygame.MOUSEBUTTONDOWN, at, button=1, touch=False)
    step(app)
    assert len(t.meld_marks()[1]) == len(loose)  # pressed, not yet carried: the badge stays
    lay = t.layout
    away = (lay.discard[0], lay.discard[1])
    for i in range(1, 9):
        move(app, (at[0] + (away[0] - at[0]) * i / 8, at[1] + (away[1] - at[1]) * i / 8), pressed=True)
    assert t.drag.active and t.drag.moved
    bars, carried = t.meld_marks()
    assert len(carried) == len(loose) - 1, (card, carried)
    post(pygame.MOUSEBUTTONUP, t.hud.plaque_rect(0).center, button=1, touch=False)  # back to the hand
    step(app, 30)
    assert len(t.meld_marks()[1]) == len(loose)
