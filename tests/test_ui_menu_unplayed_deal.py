"""A deal the person has not played yet is offered honestly. A match is saved as soon as its
table opens (Issue 8), so a deal left before any move came back as «Continuar partida ·
Cinco Vidas española · Clásico · 4 jugadores», as if under way (c1, 1280x720 es, real
window); a Bandas night the bots had already decided (three moves, none the person's) also
asked «¿Empezar una nueva?» before a new Bandas game. Now the button says «… · sin empezar»
(«4 jugadores · sin empezar» among several saves), and a new game of that kind does not ask:
only the person's own moves make a match one to lose."""
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from hod_desktop.scenes.confirm import ConfirmScene


def bots_moved(game: str, options: dict, seed: int = 3) -> Match:
    """The bots' moves that come before the person's first one, and no more."""
    m = Match(game, options, seed)
    while any(p != 0 for p in m.to_act()):
        p = next(p for p in m.to_act() if p != 0)
        m.apply(p, m.legal_actions(p)[0])
    return m


def with_a_move(m: Match) -> Match:
    m.apply(0, m.legal_actions(0)[0])
    return m


def continue_lines(app) -> list[str]:
    step(app, 3)
    return [w.sublabel for w in top(app).ui.widgets
            if getattr(w, "key_name", "") == "menu.continue"]


@pytest.fixture(params=["es", "en"])
def app(request, tmp_path, monkeypatch):
    gen = running_app(tmp_path, monkeypatch)
    a = next(gen)
    a.settings["lang"] = request.param
    yield a
    next(gen, None)


def test_an_unplayed_deal_says_so_on_its_continue_button(app):
    unplayed = "sin empezar" if app.settings["lang"] == "es" else "not started"
    app.saved_matches["cinco_vidas_espanola"] = Match("cinco_vidas_espanola", {"players": 4}, 7)
    assert continue_lines(app)[0].endswith(" · " + unplayed)
    app.saved_matches.clear()
    bandas = bots_moved("bandas", {"players": 4})
    assert bandas.actions and not bandas.moves_by(0)
    app.saved_matches["bandas"] = bandas
    line = continue_lines(app)[0]
    assert line.endswith(" · " + unplayed) and line.startswith("Bandas")
    with_a_move(bandas)
    assert unplayed not in continue_lines(app)[0]
    # several saves: the second line of the unplayed one
    app.saved_matches["chinchon"] = Match("chinchon", {"players": 3}, 5)
    lines = continue_lines(app)
    assert len(lines) == 2 and lines[0].endswith(unplayed) and unplayed not in lines[1]


def test_a_new_game_over_an_unplayed_deal_does_not_ask(app):
    started = []
    app.saved_matches["bandas"] = bots_moved("bandas", {"players": 4})
    app.confirm_new_game(lambda: started.append(1), "bandas")
    step(app, 2)
    assert started == [1] and not isinstance(top(app), ConfirmScene)
    app.saved_matches["bandas"] = with_a_move(bots_moved("bandas", {"players": 4}))
    app.confirm_new_game(lambda: started.append(2), "bandas")
    step(app, 2)
    assert started == [1] and isinstance(top(app), ConfirmScene)  # a move to lose: it asks


def test_a_bandas_plan_not_yet_confirmed_counts_as_under_way(app):
    """Thugs placed but not confirmed are kept in the save's notes (Bandas draft): the deal
    is not «sin empezar», and a new game asks before it throws the plan away."""
    unplayed = "sin empezar" if app.settings["lang"] == "es" else "not started"
    bandas = bots_moved("bandas", {"players": 4})
    bandas.notes["bandas_draft"] = {"night": 0, "thugs": [3, 0, 0, 0, 0]}
    app.saved_matches["bandas"] = bandas
    assert unplayed not in continue_lines(app)[0]
    started = []
    app.confirm_new_game(lambda: started.append(1), "bandas")
    step(app, 2)
    assert started == [] and isinstance(top(app), ConfirmScene)
