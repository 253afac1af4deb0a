"""The word floated over a seat that swaps all three is «¡Las tres!» / «All three!": it
was the button's «Cambiar las tres», which over a rival's plaque read as an order (kb06,
6 players at 1280x720)."""
from ui_helpers import app, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match


def test_a_bots_swap_all_floats_las_tres(app):
    m = Match("brag", {"players": 6, "level": "facil"}, 12)
    app.open_table(m)
    step(app, 2)
    table = top(app)
    said = []
    real = table.hud.float_at_seat

    def record(seat, text, *a, **k):
        said.append((seat, text))
        return real(seat, text, *a, **k)
    table.hud.float_at_seat = record
    assert wait_for(app, lambda: any(a.startswith("swapall") for p, a in m.actions if p != 0)
                    or m.is_terminal() or table.my_turn(), 4000)
    for _ in range(3000):
        if any(a.startswith("swapall") for p, a in m.actions if p != 0) and table.idle:
            break
        if table.my_turn():
            v = table.view()
            table.apply(0, next(a for a in v.legal if a.startswith("swap ")))
        step(app)
    floats = [t for p, t in said if p != 0]
    assert "¡Las tres!" in floats and "Cambiar las tres" not in floats, floats
