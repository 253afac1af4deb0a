"""The 1-card round's bid panel keeps off the rivals' face-up cards: at 800x480 with 4
players it hid the lower half of Lucía's 4♣ and Carmen's Q♣, in the one round where
reading them is the whole decision (Cinco Vidas es; also 3 and 6 players, and 900x560)."""
import pygame
import pytest
from test_ui_trace_off_seat_cards import at_blind_round
from ui_helpers import click, running_app, step, top, wait_for

from hod_desktop.ui.table.layout import CARD_RATIO, table_layout
from hod_desktop.ui.table.trick_table import clear_of_blind_cards, seat_home


def blind_card(lay, seat, own=False) -> pygame.Rect:
    (x, y), _a, w = seat_home(lay, "blind", seat, 0, 1, own)
    r = pygame.Rect(0, 0, int(w), int(w * CARD_RATIO))
    r.center = (int(x), int(y))
    return r


@pytest.mark.parametrize("size,players", [((800, 480), 3), ((800, 480), 4), ((900, 560), 4),
                                          ((800, 480), 6), ((900, 560), 6), ((1280, 720), 4)])
def test_the_bid_panel_leaves_the_rivals_cards_in_sight(tmp_path, monkeypatch, size, players):
    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        m = at_blind_round(players, 11)
        assert app.open_table(m, 0)
        step(app, 3)
        t = top(app)
        assert wait_for(app, lambda: not t.anim.busy and t.human_to_act("bidding"), 600)
        shown = [s.rect for s in t.cards.where(lambda s: s.slot[0] == "blind" and s.slot[1] != 0)]
        assert shown
        panel = t.hud.bid_area(t.view())
        assert not [r for r in shown if r.colliderect(panel)], (panel, shown)
        assert pygame.Rect((0, 0), size).contains(panel)
        buttons, _ = t.hud.build_bid_buttons(t.view())
        assert all(panel.contains(b.rect) for b in buttons)
        choice = next(b for b in buttons if b.enabled)  # the dealer has one word only
        before = len(m.actions)
        click(app, choice.rect.center)  # the moved buttons still take the click
        assert len(m.actions) > before and choice.action in str(m.actions[before])
    finally:
        next(gen, None)  # the app closes (gen.close() would skip it)


def test_a_panel_clear_of_every_card_stays_put():
    lay = table_layout(1920, 1080, 2, 0)
    assert clear_of_blind_cards(lay, lay.bid_panel, (0, 1), 0) == pygame.Rect(lay.bid_panel)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_panel_slides_off_the_cards_and_not_onto_the_persons_card(players):
    lay = table_layout(800, 480, players, 0)
    panel = clear_of_blind_cards(lay, lay.bid_panel, range(players), 0)
    assert panel.size == pygame.Rect(lay.bid_panel).size and panel.x == pygame.Rect(lay.bid_panel).x
    assert not panel.colliderect(blind_card(lay, 0, True))
    assert [p for p in range(1, players) if panel.colliderect(blind_card(lay, p))] == []
