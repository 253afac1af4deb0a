"""The Brag showdown keeps off the cards it is about (issue 36): at 800x480 its panel lay
over the upper seats' turned-up hands, and then, moved into the gap under them, over the
centre's three cards. It now sits where it hides least: never a rival's hand nor the
centre when a place exists, at most the top of the person's own hand (which its first row
lists)."""
import pygame
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.engine.core import Match
from hod_desktop.engine.brag import HandsShown
from hod_desktop.engine.brag.ranking import hand_rank
from hod_desktop.engine.cards import parse_cards

HANDS = ["Kh 9s 4d", "Kc 10d 2s", "Ah Ad 3c", "5s 6s 7s", "Qh Jd 2c", "8h 8c 4s", "9d 5d 3d",
         "10s 10h Jc", "Jh 4h 2h", "Qs 7d 6c"]


def placed(tmp_path, monkeypatch, size, players):
    """The showdown panel of a deal whose loser lost on the highest card (two note lines),
    and the rects of the centre's cards, the rivals' hands and the person's."""
    for app in running_app(tmp_path, monkeypatch, size):
        assert app.open_table(Match("brag", {"players": players, "level": "facil"}, 11), 0)
        step(app, 3)
        t = top(app)
        cards = tuple((p, tuple(parse_cards(HANDS[p]))) for p in range(players))
        ev = HandsShown(0, cards, tuple((p, hand_rank(c)) for p, c in cards), (), 0, None,
                        (2,) + (3,) * (players - 1))
        t.overlay.open(t._reveal_table(ev), None)
        panel = t.overlay.rect(t.hud.reveal_center(t.overlay, size), size, t.hud.s)
        sprites = t.cards.sprites()
        centre = [sp.rect.copy() for sp in sprites if sp.slot[0] == "centre"]
        rivals = [sp.rect.copy() for sp in sprites if sp.slot[0] == "hand" and sp.slot[1] != 0]
        mine = [sp.rect.copy() for sp in sprites if sp.slot[0] == "hand" and sp.slot[1] == 0]
        return panel, centre, rivals, mine


@pytest.mark.parametrize("size", [(800, 480), (1024, 600), (1280, 720), (1920, 1080)])
def test_the_showdown_leaves_the_centre_and_the_rivals_hands_in_sight(tmp_path, monkeypatch, size):
    panel, centre, rivals, mine = placed(tmp_path, monkeypatch, size, 4)
    assert len(centre) == 3 and len(rivals) == 9 and len(mine) == 3
    assert panel.collidelist(centre) < 0, (panel, centre)
    assert panel.collidelist(rivals) < 0, (panel, rivals)
    for card in mine:  # its index may go under the panel; most of the card stays in sight
        assert card.clip(panel).h <= card.h * 0.4, (panel, card)
    assert pygame.Rect((0, 0), size).contains(panel)


@pytest.mark.parametrize("players", [3, 5, 6])
def test_with_more_or_fewer_seats_the_centre_stays_in_sight_at_800x480(tmp_path, monkeypatch, players):
    panel, centre, rivals, mine = placed(tmp_path, monkeypatch, (800, 480), players)
    assert len(centre) == 3
    assert panel.collidelist(centre) < 0, (panel, centre)
    assert pygame.Rect((0, 0), (800, 480)).contains(panel)
