"""The revive offer («¿Das una vida a un eliminado?») leaves the person's plaque in sight:
drawn low, where a power card's choice sits under the trick, it covered the plaque with
the lives the person is asked to give from."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from test_poderes_engine import rig
from test_ui_poderes import open_table


def test_the_revive_offer_leaves_the_persons_lives_in_sight(app):
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 0)
    rig(match, size=1, dealer=3, lives=[3, 0, 1, 1], hands={0: "Rc", 2: "3o", 3: "Sb"})
    match.state.order = (0, 2, 3)
    match.state.duelists = (2, 3)
    for p, a in ((2, "duel betray"), (3, "duel betray"), (0, "bid 1"), (2, "bid 0"), (3, "bid 0")):
        match.apply(p, a)
    assert match.state.phase == ce.REVIVE
    table = open_table(app, match)
    for _ in range(200):
        if table.pod_prompt is not None:
            break
        step(app)
    assert table.pod_prompt is not None
    mine = pygame.Rect(table.layout.seats[0].plaque)
    assert not table.pod_prompt.rect.colliderect(mine), (table.pod_prompt.rect, mine)


def test_a_game_resumed_at_the_revive_offer_shows_no_cards_of_the_finished_round(app):
    """Saved at the revive offer after the 1-card round and resumed, the table drew that
    round's cards face down again, one at a seat now eliminated, though the engine's view
    has every hand empty and the trick gathered (live play showed nothing there)."""
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 0)
    rig(match, size=1, dealer=3, lives=[3, 0, 1, 1], hands={0: "Rc", 2: "3o", 3: "Sb"})
    match.state.order = (0, 2, 3)
    match.state.duelists = (2, 3)
    for p, a in ((2, "duel betray"), (3, "duel betray"), (0, "bid 1"), (2, "bid 0"), (3, "bid 0")):
        match.apply(p, a)
    assert match.state.phase == ce.REVIVE
    v = match.view(0)  # a table opened on this match is a resumed one: it builds what it sees
    assert v.hand_sizes == (0, 0, 0, 0) and v.trick == ()
    table = open_table(app, match)
    step(app, 30)
    assert all(not keys for keys in table.hands.values()), table.hands
    assert table.cards.sprites() == [], [s.key for s in table.cards.sprites()]
