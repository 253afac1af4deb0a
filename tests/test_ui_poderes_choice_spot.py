"""Poderes: a power's choice («7 de oros: elige dos cartas…») keeps off the plaques. Drawn at
80% of the height under the trick, its panel covered the person's own name, lives and
bid and their hand while they chose (w1, Cinco Vidas española Clásico + Poderes 4p
1280x720 es, real window), and with 5 players a rival's plaque. The panel now takes the
spot beside the trick covering the least of the trick, then of the plaques, then of the
person's hand (in rows of two or one button when that fits better)."""
import random

import pygame
import pytest
from ui_helpers import running_app, step
from test_ui_poderes import open_table

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match

SEED = {2: 0, 3: 1, 4: 4, 5: 8, 6: 0, 8: 1}  # the person is asked a power's choice early


def at_the_choice(players: int) -> Match:
    """Random moves from seed SEED[players] until the person's power card must choose."""
    seed = SEED[players]
    m = Match("cinco_vidas_espanola", {"players": players, "mode": "clasico", "poderes": True},
              seed)
    rng = random.Random(seed)
    while not (m.state.phase == ce.CHOOSING and 0 in m.to_act()):
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


def covered(r: pygame.Rect, rects) -> int:
    return sum(r.clip(k).w * r.clip(k).h for k in rects)


@pytest.mark.parametrize("players,size,hand_clear", [
    (4, (1280, 720), True), (4, (900, 560), True), (3, (900, 560), True),
    (5, (1280, 720), False), (5, (900, 560), False), (8, (800, 480), True),
    (6, (1920, 1080), True)])
def test_the_choice_leaves_the_trick_and_the_plaques_in_sight(tmp_path, monkeypatch, players,
                                                              size, hand_clear):
    for app in running_app(tmp_path, monkeypatch, size):
        table = open_table(app, at_the_choice(players))
        for _ in range(600):
            if table.idle and table.pod_prompt is not None:
                break
            step(app)
        prompt = table.pod_prompt
        assert prompt is not None and table.view().phase == ce.CHOOSING
        r = prompt.rect
        sprites = table.cards.sprites()
        trick = [sp.rect for sp in sprites if isinstance(sp.slot, tuple) and sp.slot[0] == "trick"]
        mine = [sp.rect for sp in sprites if isinstance(sp.slot, tuple)
                and sp.slot[:2] == ("hand", 0)]
        plaques = [table.plaque_anchor(p) for p in range(players)]  # with the mana bar
        assert trick and pygame.Rect((0, 0), size).contains(r), r
        assert covered(r, trick) == 0, r
        assert covered(r, plaques) == 0, (r, plaques)
        if hand_clear:
            assert covered(r, mine) == 0, (r, mine)
        else:  # no spot clear of everything: at most a strip of the hand
            assert covered(r, mine) < 0.3 * sum(k.w * k.h for k in mine)
        for b in prompt.buttons:  # every button inside its panel
            assert r.contains(b.rect), (r, b.rect)
