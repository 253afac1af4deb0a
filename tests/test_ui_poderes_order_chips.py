"""Poderes: while the person chooses what their power card does, the trick's order chips keep
their numbers. The gold ring round each card that may be picked ran through the chip at its
corner and hid its number («1», «2», «3» under the ring: w1z, Cinco Vidas española Clásico +
Poderes 4p 1280x720 es, real window, the As de Bastos' choice). The chips are drawn again over
the rings (and over the veil of a removed card)."""
import random

import pytest
from ui_helpers import running_app, step
from test_ui_poderes import open_table

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match

CHIP = (12, 40, 28)  # the chip's face (ui/table/piles.draw_order_marks)


def before_the_choice() -> Match:
    """Seed 5, 12 moves: the person's As de Bastos stands and may swap (4c, 2b, 5e)."""
    m = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True}, 5)
    rng = random.Random(5)
    for _ in range(12):
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


@pytest.mark.parametrize("size", [(900, 560), (1280, 720), (1920, 1080)])
def test_the_order_chips_stay_readable_over_the_rings(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        table = open_table(app, before_the_choice())
        for _ in range(600):
            if table.idle and table.pod_prompt is not None:
                break
            step(app)
        v = table.view()
        assert v.phase == ce.CHOOSING and table.pod_prompt is not None
        marks = table.trick.order_marks(table.cards.get)
        assert len(marks) == 4
        rad = max(7, int(9 * table.hud.s))
        for (x, y), n in marks:
            # the chip's face left and right of its number, a little inside its rim
            for dx in (-rad + 3, rad - 3):
                px = app.screen.get_at((int(x) + dx, int(y) + 1))[:3]
                assert max(abs(a - b) for a, b in zip(px, CHIP)) < 30, (n, dx, px)
