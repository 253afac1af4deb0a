"""A wide panel beside a trick that fills the middle finds the room by the window's edge.
A Poderes step panel (336x55, «1. El 5 de copas y el 5 de espadas se anulan», sized for
the trick's three steps) was put over the top-left corner of the person's hand, the
index of its 3 de oros, when a 6-card trick filled the middle of the felt (Clásico +
Poderes 6p 800x480 es): none of the places tried, around the trick and on a grid
centred on the felt, was clear of the trick, the hand and the plaques at once, while
the strip against the left edge, under Lucía's plaque, was. The rects are the table's at
that moment."""
import pygame

from hod_desktop.ui.table.hint_box import least_covering, spots_around

SIZE = (800, 480)
S = 800 / 1200  # the table's scale at 800x480 (as its HUD's `s`)
TRICK = [pygame.Rect(r) for r in ((234, 190, 50, 68), (289, 130, 52, 68), (374, 140, 52, 70),
                                  (461, 131, 48, 67), (515, 189, 52, 70), (373, 241, 54, 70))]
PLAQUES = [pygame.Rect(r) for r in ((159, 391, 120, 60), (23, 220, 120, 60), (80, 82, 120, 60),
                                    (339, 20, 120, 60), (599, 82, 120, 60), (656, 220, 120, 60))]
HAND = [pygame.Rect(347, 358, 72, 100), pygame.Rect(381, 358, 72, 100)]
COLUMN = pygame.Rect(9, 7, 240, 70)  # the title, keys and log lines


def test_a_wide_step_panel_keeps_off_the_hand_and_the_plaques():
    panel = pygame.Rect(0, 0, 336, 55)
    panel.midtop = (400, int(480 * 0.665))  # where it goes with no trick in the way
    group = TRICK[0].unionall(TRICK[1:])
    tries = spots_around(panel, group, int(8 * S), SIZE)
    bounds = pygame.Rect((0, 0), SIZE).inflate(-int(8 * S), -int(8 * S))
    spot = least_covering([panel] + tries, bounds, TRICK, HAND + PLAQUES + [COLUMN])
    assert bounds.contains(spot)
    assert spot.collidelist(TRICK + HAND + PLAQUES + [COLUMN]) < 0, spot


def test_edge_places_come_after_the_others():
    """The places by the edges are tried last: on a tie the nearer places still win."""
    panel, group = pygame.Rect(0, 0, 100, 40), pygame.Rect(350, 200, 100, 80)
    tries = spots_around(panel, group, 5, SIZE)
    assert tries[0].top == group.bottom + 5  # just below the cards, first
    edges = [t for t in tries if t.left == 5 or t.right == SIZE[0] - 5]
    assert edges and tries[-len(edges):] == edges


def test_the_step_panel_keeps_off_the_move_traces(tmp_path, monkeypatch):
    """With room on both sides, the step panel went to the left edge, over Lucía's move trace
    «cambia Caballo de bastos» under her plaque (Clásico + Poderes 6p 900x560 es, a 6-card
    trick: the rects below are the table's at that moment); the right edge was clear."""
    from types import SimpleNamespace

    from ui_helpers import running_app, step
    from test_ui_poderes import open_table

    from hod_desktop.engine.core import Match

    for app in running_app(tmp_path, monkeypatch, (900, 560)):
        match = Match("cinco_vidas_espanola", {"players": 6, "mode": "clasico", "poderes": True,
                                               "level": "facil"}, 13)
        table = open_table(app, match)
        step(app, 2)
        trick = [pygame.Rect(r) for r in ((580, 224, 56, 76), (421, 284, 58, 76), (265, 225, 54, 74),
                                          (321, 155, 56, 74), (422, 157, 56, 76), (525, 156, 52, 73))]
        mine = pygame.Rect(410, 419, 80, 112)
        traces = [pygame.Rect(682, 164, 121, 16), pygame.Rect(19, 325, 150, 16)]
        hands = [pygame.Rect(r) for r in ((668, 244, 42, 59), (190, 244, 42, 59), (253, 144, 42, 59),
                                          (429, 93, 42, 59), (605, 144, 42, 59))]
        monkeypatch.setattr(table.cards, "sprites", lambda: [SimpleNamespace(slot=("hand", 0), rect=mine)])
        table.traces.drawn = traces
        r = pygame.Rect(0, 0, 387, 76)
        r.midtop = (450, int(560 * 0.665))
        spot = table._steps_spot_for(r, table.hud.s, trick, hands + [mine])
        plaques = [table.plaque_anchor(p) for p in range(6)]
        assert spot.collidelist(trick + [mine] + plaques + traces) < 0, spot


def test_the_last_tricks_panel_leaves_the_prompt_to_the_next_trick(tmp_path, monkeypatch):
    """The panel of a trick just taken stayed where it was once the next trick's first card
    was down, over the start of the prompt line: «lena está pensando…», «[panel] arrastra
    una carta al centro…» (Clásico + Poderes 7p 800x480 es, real window). It is no longer
    drawn there; within its own trick it stays put (one place per trick)."""
    from types import SimpleNamespace

    from ui_helpers import running_app, step
    from test_ui_poderes import open_table

    from hod_desktop.engine.core import Match
    from hod_desktop.ui.draw import theme

    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        match = Match("cinco_vidas_espanola", {"players": 7, "mode": "clasico", "poderes": True,
                                               "level": "facil"}, 2)
        table = open_table(app, match)
        step(app, 2)
        s = table.hud.s
        monkeypatch.setattr(table, "prompt", lambda: ("Elena está pensando…", theme.MUTED))
        line = table._prompt_rect(s)
        first = SimpleNamespace(slot=("trick", 0), rect=pygame.Rect(437, 141, 34, 46),
                                moving=False, key="4 de copas")
        mine = SimpleNamespace(slot=("hand", 0), rect=pygame.Rect(347, 360, 60, 90), moving=False,
                               key="mine")
        monkeypatch.setattr(table.cards, "sprites", lambda: [first, mine])
        table.pod_steps = table.pod_steps_all = ["El 4 de bastos y el 4 de oros se anulan"]
        table._steps_spot = kept = pygame.Rect(77, 282, 264, 68)  # where the last trick's went
        assert kept.colliderect(line) and not kept.colliderect(first.rect)
        screen = pygame.Surface(app.screen.get_size())
        screen.fill((1, 2, 3))
        table._steps_keys = {"rey de bastos", "sota de oros"}  # the trick already taken
        table._draw_steps(screen, s)
        assert screen.get_at(kept.center)[:3] == (1, 2, 3)  # not drawn over «Elena está…»
        table._steps_keys = {"4 de copas"}  # its own trick: it stays, drawn where it was
        table._draw_steps(screen, s)
        assert screen.get_at(kept.center)[:3] != (1, 2, 3) and table.pod_steps_rect == kept
