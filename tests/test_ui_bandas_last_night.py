"""Bandas «Anoche» rows show what counted in each district (after bribes and knives), the
numbers the reveal ended on. They showed the thugs as placed: after a skipped reveal Plaza
read «Tú 5 · Lucía 4 · Mateo 5 $» under «Dueño: Mateo» although a tie leaves an owner
(Lucía) in place — Mateo's bribe had made it 3 · 4 · 7 (b12, 3p 1600x900 es)."""
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match


def rows_drawn(app, match):
    """The rows each district's «Anoche» box draws: {district: [(seat, number, mark)]}."""
    assert app.open_table(match, 0)
    step(app, 3)
    table = top(app)
    hud = table.hud
    drawn, district = {}, [None]
    real_rows, real_last = hud._rows, hud._draw_last_night

    def last(surface, b, d, r):
        district[0] = d
        real_last(surface, b, d, r)

    def rows(surface, r, y0, rs, *a, **k):
        drawn[district[0]] = list(rs)
        real_rows(surface, r, y0, rs, *a, **k)
    hud._rows, hud._draw_last_night = rows, last
    step(app, 2)
    return drawn


def test_last_night_shows_a_knife_doubled(app):
    m = Match("bandas", {"players": 2}, 1)  # seat 1 holds the Navaja
    m.apply(0, "alloc 5,5,0,0,0")
    m.apply(1, "alloc 4,5,0,0,0 navaja:puerto")
    drawn = rows_drawn(app, m)
    assert drawn[0] == [(0, 5, ""), (1, 8, "×2")], drawn  # 4 placed, 8 counted: Lucía wins
    assert drawn[1] == [(0, 5, ""), (1, 5, "")], drawn


def test_last_night_shows_a_raid_as_placed(app):
    seed = next(s for s in range(1, 200)
                if "redada" in Match("bandas", {"players": 2}, s).view(1).hand)
    m = Match("bandas", {"players": 2}, seed)
    m.apply(0, "alloc 5,5,0,0,0")
    m.apply(1, "alloc 4,5,0,0,0 redada:puerto")
    drawn = rows_drawn(app, m)
    assert drawn[0] == [(0, 5, ""), (1, 4, "R")], drawn  # raided: nobody counted, shown as placed
