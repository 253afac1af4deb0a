"""Poderes: the step panel keeps off the trick it explains. Placed above the prompt line (or
below the trick) whatever lay there, it covered half of the person's struck-out As de Oros
while saying «El as de espadas y el as de oros se anulan» (t5, Twisted + Poderes 3p 900x560
es, real window), and, measured headless, a trick card in 4 to 8-player games at every size
(up to a whole card with 8). Now, when its usual spot covers a trick card, it goes beside,
below or above the trick or elsewhere on the felt (the least covering of the trick, then of
the person's hand, the plaques, the prompt and the title column); sized for all the trick's
steps from the first, so it does not jump as lines are added."""
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from test_ui_poderes import human_move


def trick_rects(table):
    return [sp.rect for sp in table.cards.sprites() if isinstance(sp.slot, tuple)
            and sp.slot[:1] == ("trick",) and not sp.moving]


@pytest.mark.parametrize("size,players,mode", [((900, 560), 3, "twisted"),
                                               ((800, 480), 4, "clasico"),
                                               ((1280, 720), 6, "clasico")])
def test_the_steps_never_cover_the_trick(tmp_path, monkeypatch, size, players, mode):
    for app in running_app(tmp_path, monkeypatch, size):
        app.settings["anim_speed"] = 1.0
        match = Match("cinco_vidas_espanola", {"players": players, "mode": mode,
                                               "poderes": True, "level": "facil"}, 4)
        app.open_table(match, 0)
        step(app, 3)
        table = top(app)
        seen = {"duel": 0, "choice": 0}
        looked, spots = 0, {}
        for _ in range(1500):
            r = table.pod_steps_rect
            if table.pod_steps and table.pod_steps_age < 3.0 and r is not None \
                    and not table.overlay.visible:
                cards = trick_rects(table)
                looked += len(cards)
                assert r.collidelist(cards) < 0, (r, cards, table.pod_steps)
                if cards:  # one spot per trick while its cards lie there
                    spots.setdefault(tuple(table.pod_steps_all), set()).add(tuple(r))
            if table.human_to_act():
                human_move(app, table, seen)
                continue
            step(app)
        assert looked > 15
        assert all(len(where) == 1 for where in spots.values()), spots
