"""The «Continuar» buttons keep the game list's order: they were ordered by the latest
save, so after playing another game they swapped places and a click where a game's button
had been opened another game (issue 36). The latest saved game's button stays the
highlighted one."""
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from hod_desktop.game_list import games


def continues(app):
    return [w for w in top(app).ui.widgets if getattr(w, "key_name", "") == "menu.continue"]


def saved_in_order(app, order):
    app.saved_matches.clear()
    for game, n in order:  # the dict keeps save order: the last one is the latest save
        app.saved_matches[game] = Match(game, {"players": n}, 1)
    step(app, 3)
    top(app).rebuild()
    step(app)
    return continues(app)


def test_the_buttons_stay_in_game_list_order_whatever_was_saved_last(app):
    listed = [e.name for e in games()]
    first = saved_in_order(app, [("bandas", 3), ("cinco_vidas", 3), ("chinchon", 2)])
    second = saved_in_order(app, [("cinco_vidas", 3), ("chinchon", 2), ("bandas", 3)])
    for buttons in (first, second):
        names = [b.game for b in buttons]
        assert names == sorted(names, key=listed.index) == ["cinco_vidas", "chinchon", "bandas"]
    assert [b.rect.topleft for b in first] == [b.rect.topleft for b in second]
    assert [b.style for b in first] == ["secondary", "primary", "secondary"]  # chinchón: latest
    assert [b.style for b in second] == ["secondary", "secondary", "primary"]  # bandas: latest
