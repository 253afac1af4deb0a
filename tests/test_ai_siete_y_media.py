"""Siete y media bots: legal choices at every level, Difícil's exact reckoning (checked
against a plain enumeration of every order the unseen cards can come in) and its
choices in clear spots."""
from __future__ import annotations

import itertools
import random

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.siete_y_media import make_bot
from hod_desktop.ai.siete_y_media.odds import (BUST, VALUES, Rival, bank_asks, bank_finals,
                                               pool_of)
from hod_desktop.engine import siete_y_media as sm
from hod_desktop.engine.core import Match
from test_siete_y_media_rules import dealt, play


def decide(level: str, view) -> str:
    return run_to_end(make_bot(level, random.Random(1)).decide(view))


def test_every_level_plays_whole_matches_with_legal_moves():
    for level in ("facil", "normal", "dificil"):
        m = Match("siete_y_media", {"players": 4, "level": level}, 3)
        while not m.is_terminal():
            p = m.to_act()[0]
            v = m.view(p)
            action = decide(level, v)
            assert action in v.legal
            m.apply(p, action)


def test_bank_finals_match_every_order_the_cards_can_come_in():
    """The bank's final totals, from a player's seat, against an enumeration of every
    ordering of a small set of unseen cards, the bank following the same plan."""
    unseen = [1, 1, 4, 8, 10, 14]  # half points of the cards the player has not seen
    mine = 12
    table = (Rival(up=2, bet=2, cards_up=1),)
    pool = pool_of(unseen)
    got = bank_finals(pool, mine, table)
    asks = bank_asks(pool_of(unseen + [mine]), table)
    want: dict[int, float] = {}
    orders = list(itertools.permutations(range(len(unseen))))
    for order in orders:
        b = unseen[order[0]]
        i = 1
        while b <= sm.TARGET and b in asks and i < len(order):
            b += unseen[order[i]]
            i += 1
        final = BUST if b > sm.TARGET else b
        want[final] = want.get(final, 0.0) + 1 / len(orders)
    assert got.keys() == want.keys()
    for k in want:
        assert abs(got[k] - want[k]) < 1e-9
    assert abs(sum(got.values()) - 1) < 1e-9 and set(VALUES) >= {v for v in unseen}


def test_dificil_bank_draws_when_standing_loses_for_sure():
    # seat 1 stands showing a 7 (at least 7½ with any card under it), seat 2 busts; the
    # bank on 5 loses for sure by standing: asking can only help
    s = dealt(3, hidden=("5o", "Sc", "7e"), stock=("7c", "6b"))
    play(s, "card")  # seat 1: ½ + 7 = 7½, stands by itself
    play(s, "card")  # seat 2: 7 + 6, bust
    assert s.current == 0 and s.phase == sm.BANK_PLAYS
    assert decide("dificil", s.view(0)) == "card"


def test_dificil_stands_on_seven_and_asks_on_a_half():
    s = dealt(3, hidden=("5o", "7c", "Se"))
    assert decide("dificil", s.view(1)) == "stand"
    play(s, "stand")
    assert decide("dificil", s.view(2)) == "card"


def test_dificil_bets_the_least_unless_trailing_late():
    s = sm.SieteState({"players": 3}, 2)
    p = s.current
    assert decide("dificil", s.view(p)) == "bet 1"
    s.hand_no = sm.MAX_HANDS - 1
    s.chips[p], s.chips[(p + 1) % 3] = 10, 30
    assert decide("dificil", s.view(p)) == "bet 5"


def test_a_rivals_stand_is_read_for_its_face_down_card():
    """A rival who asked for a 7 and stood can only hold a figure under it (anything else
    would have taken it over 7½); one who stood on its face-down card alone more likely
    holds a high card than a low one."""
    from hod_desktop.ai.siete_y_media.odds import stand_weights

    after_seven = stand_weights((14,))
    assert after_seven[0] > 0 and not any(after_seven[1:])
    alone = stand_weights(())
    assert alone[VALUES.index(14)] > 10 * alone[VALUES.index(2)]
