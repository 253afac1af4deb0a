"""The results screen answers the keys its buttons name: H the history, P «¿Podría haber
ganado?». P did nothing while H worked (issue 36, real window); the button now says (P)."""
import pygame
from helpers import played_by_bots
from ui_helpers import app, step, top  # noqa: F401  (app: a fixture)

from hod_desktop.engine.core import Match
from hod_desktop.scenes.could_win import CouldWinScene
from hod_desktop.scenes.results import ResultsScene
from hod_desktop.ui.widgets.controls import Button


def played(seed: int = 4) -> Match:
    return played_by_bots("cinco_vidas", 2, seed)


def press(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    step(app, 2)


def test_p_opens_could_i_have_won_and_its_button_says_so(app):
    m = played()
    results = ResultsScene(app, m, 0)
    app.scenes.push(results)
    step(app, 3)
    words = [w.label for w in results.ui.widgets if isinstance(w, Button)]
    assert app.tr("could.button_key") in words and "(P)" in app.tr("could.button_key")
    press(app, pygame.K_p)
    assert isinstance(top(app), CouldWinScene)
    app.scenes.pop()
    step(app, 2)
    assert top(app) is results
    press(app, pygame.K_h)
    assert results.mode == "history"
    press(app, pygame.K_p)  # from the history too
    assert isinstance(top(app), CouldWinScene)


def test_p_does_nothing_without_a_person_at_the_table(app):
    results = ResultsScene(app, played(), None)
    app.scenes.push(results)
    step(app, 3)
    press(app, pygame.K_p)
    assert top(app) is results


def test_esc_in_the_history_goes_back_to_the_standings_then_to_the_menu(app):
    results = ResultsScene(app, played(), 0)
    app.scenes.push(results)
    step(app, 3)
    press(app, pygame.K_h)
    assert results.mode == "history"
    press(app, pygame.K_ESCAPE)  # closes the rounds only: the results stay
    assert top(app) is results and results.mode == "standings"
    press(app, pygame.K_ESCAPE)
    assert top(app) is not results


def test_enter_on_the_results_rounds_opens_the_last_round_trick_by_trick(app):
    """Only a click opened a round of the results' history; Intro did nothing (try40, real
    window): now it opens the last one, and Esc comes back through the table of rounds."""
    from hod_desktop.ui.table.history_table import HistoryScene

    m = played()
    results = ResultsScene(app, m, 0)
    app.scenes.push(results)
    step(app, 3)
    press(app, pygame.K_RETURN)  # on the standings Intro does not open any round
    assert top(app) is results and results.mode == "standings"
    press(app, pygame.K_h)
    press(app, pygame.K_RETURN)
    scene = top(app)
    assert isinstance(scene, HistoryScene)
    assert scene.replaying is not None and scene.replaying == scene.replayable()[-1]
    press(app, pygame.K_LEFT)  # walks to the round before
    assert scene.replaying == scene.replayable()[-2]
    press(app, pygame.K_ESCAPE)  # to the table of rounds
    assert top(app) is scene and scene.replaying is None
    press(app, pygame.K_ESCAPE)
    assert top(app) is results and results.mode == "history"
