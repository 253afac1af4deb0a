"""Poderes: the prisoner's duel leaves the rivals' face-up cards in sight. In the Clásico
1-card round each player sees the others' cards and not their own; the duel panel, centred
on the felt, covered the lower half of Lucía's joker and Carmen's 2 de espadas (d1, Cinco
Vidas española Clásico + Poderes 4p 900x560 es, real window), and of Pablo's rey with 6
players: the cards a duelist weighs before cooperating or betraying. The panel now moves up
or down to the height covering the least of the rivals' cards, then of the plaques, then
of the person's own face-down card."""
import random

import pygame
import pytest
from ui_helpers import running_app, step
from test_ui_poderes import open_table

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match

SEED = {3: 2, 4: 17, 6: 0, 8: 9}  # the person is a duelist at the first 1-card round


def at_the_duel(players: int) -> Match:
    seed = SEED[players]
    m = Match("cinco_vidas_espanola", {"players": players, "mode": "clasico", "poderes": True},
              seed)
    rng = random.Random(seed)
    while m.state.phase != ce.DUEL:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    assert 0 in m.state.duelists
    return m


@pytest.mark.parametrize("players,size", [
    (4, (900, 560)), (4, (800, 480)), (4, (1280, 720)), (4, (1920, 1080)),
    (6, (900, 560)), (6, (800, 480)), (6, (1920, 1080)), (3, (900, 560)), (8, (800, 480))])
def test_the_duel_leaves_the_rivals_cards_in_sight(tmp_path, monkeypatch, players, size):
    for app in running_app(tmp_path, monkeypatch, size):
        table = open_table(app, at_the_duel(players))
        step(app, 3)
        assert table.pod_duel_open and table.pod_duel.prompt is not None
        r = table.pod_duel.rect
        rivals = [sp.rect for sp in table.cards.sprites() if isinstance(sp.slot, tuple)
                  and sp.slot[0] == "blind" and sp.slot[1] != 0]
        assert rivals and pygame.Rect((0, 0), size).contains(r)
        for card in rivals:
            assert not r.colliderect(card), (r, card)
        for p in range(players):
            assert not r.colliderect(table.plaque_anchor(p)), (r, p)
        for b in table.pod_duel.prompt.buttons:  # the buttons moved with their panel
            assert r.contains(b.rect), (r, b.rect)
