"""The Poderes step panel keeps off the person's hand. Placed below the trick while no
prompt showed, it lay over the top of the hand — the cards' indices — by 13 px at 900x560 to
21 px at 1920x1080, some 15 s a game (Clásico + Poderes 5p; the same at 800x480, small14)."""
import pytest
from ui_helpers import running_app, step

from hod_desktop.engine.core import Match
from test_ui_poderes import human_move, open_table


@pytest.mark.parametrize("size", [(900, 560), (1280, 720)])
def test_the_step_panel_never_covers_the_hand(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        app.settings["anim_speed"] = 1.0
        match = Match("cinco_vidas_espanola", {"players": 5, "mode": "clasico", "poderes": True,
                                               "level": "facil"}, 4)
        table = open_table(app, match)
        seen = {"duel": 0, "choice": 0}
        looked = 0
        for _ in range(2500):
            r = table.pod_steps_rect
            if table.pod_steps and table.pod_steps_age < 3.0 and r is not None:
                for k in table.hands.get(0, []):
                    s = table.cards.get(k)
                    if s is not None and s.slot[0] == "hand" and not s.moving:
                        looked += 1
                        assert not r.colliderect(s.rect), (r, s.rect, table.pod_steps)
            if table.human_to_act():
                human_move(app, table, seen)
                continue
            step(app)
        assert looked > 100
