"""Chinchón by keys: the gold ring round the focused card goes under the cards' value badges,
not through them. Drawn last, its top edge struck through the «7» of the focused card and
the «1» of its neighbour (k2, 2p 800x480 es, real window)."""
from chinchon_ui_helpers import dealt_table
from ui_helpers import app_at_sizes, draw_frame

SIZES = [(800, 480), (1280, 720), (1920, 1080)]


app = app_at_sizes(SIZES)


def test_focus_ring_under_badges(app):
    t = dealt_table(app, 2)
    size = app.screen.get_size()
    _bars, badges = t.meld_marks()
    assert badges  # loose cards show their points
    rad = max(3, int(7 * t.hud.s))  # well inside the disc (its rim is the badge's own)
    t.kfocus = None
    plain = draw_frame(t, size)
    struck = []
    for card in t.hands[0]:
        t.kfocus = ("hand", card)
        ringed = draw_frame(t, size)
        for label, x, y in badges:
            pts = [(int(x) + dx, int(y) + dy) for dx in range(-rad, rad + 1) for dy in range(-rad, rad + 1)
                   if dx * dx + dy * dy <= rad * rad]
            if any(plain.get_at(p) != ringed.get_at(p) for p in pts):
                struck.append((str(card), label))
    t.kfocus = None
    assert not struck, struck
