"""The eighteen achievements of Poderes (RULES.md §2 table): for each one a record that
earns it and one that just misses it."""
from __future__ import annotations

import pytest

from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.poderes import achievements as ach
from hod_desktop.engine.poderes.achievements import (MANA, Award, Streaks, SubRoundRecord,
                                                     last_bid_awards, mentor_awards,
                                                     revive_awards, subround_awards, trick_awards)
from hod_desktop.engine.poderes.mana import give_life, mentors
from hod_desktop.engine.poderes.powers import resolve_powers


def trick(text: str, decisions=()) -> set[tuple[int, str]]:
    """Awards of a trick played by seats 0, 1, 2... in that order."""
    cards = parse_cards(text, SPANISH)
    res = resolve_powers(cards, decisions)
    return {(a.player, a.key) for a in trick_awards(range(len(cards)), cards, res)}


def keys(awards) -> set[str]:
    return {k for _, k in awards}


def record(bids, won, *, size=3, before=(3, 3, 3), after=None, lost=None, hands=None,
           players=None) -> SubRoundRecord:
    n = len(bids)
    lost = lost if lost is not None else tuple(abs(b - w) for b, w in zip(bids, won))
    after = after if after is not None else tuple(x - y for x, y in zip(before, lost))
    return SubRoundRecord(
        size=size, players=tuple(players if players is not None else range(n)),
        lives_before=tuple(before), lives_after=tuple(after), lost=tuple(lost),
        bids=tuple(bids), won=tuple(won),
        hands=tuple(hands) if hands else tuple(tuple(parse_cards("2o 3o 4o", SPANISH)) for _ in range(n)))


def run(records, n=3):
    streaks, out = Streaks.start(n), []
    for rec in records:
        got, streaks = subround_awards(rec, streaks)
        out.append({(a.player, a.key) for a in got})
    return out


def test_the_table_has_eighteen_achievements_with_their_mana():
    assert len(MANA) == 18
    assert sum(MANA.values()) == 12 * 1 + 4 * 2 + 3 + 5
    assert Award(1, ach.MENTOR).mana == 3 and Award(0, ach.INDESTRUCTIBLE).mana == 5


# ---------------------------------------------------------------- trick achievements
def test_ultimo_en_pie():
    assert (2, ach.ULTIMO_EN_PIE) in trick("5o 5c Rb")
    assert ach.ULTIMO_EN_PIE not in keys(trick("5o Rb 3c"))  # nothing cancelled
    assert ach.ULTIMO_EN_PIE not in keys(trick("*1 4o 4c"))  # the lone joker does not win


def test_pureza():
    assert (1, ach.PUREZA) in trick("5o Ro 3o")
    assert ach.PUREZA not in keys(trick("5o Ro 3c"))
    assert ach.PUREZA not in keys(trick("5o Ro *1"))  # a joker has no suit


def test_regicida():
    got = trick("Rc 5o Rb")
    assert (2, ach.REGICIDA) in got and (0, ach.REGICIDA) not in got
    assert ach.REGICIDA not in keys(trick("Rc 5o Cb"))


def test_intocable():
    assert (0, ach.INTOCABLE) in trick("1e 5o Rb 3c", [None])
    assert ach.INTOCABLE not in keys(trick("1e 5o Rb", [None]))  # only 3 at the table
    assert ach.INTOCABLE not in keys(trick("1e 1o Rb 3c"))  # cancelled


def test_tercer_acto():
    assert (2, ach.TERCER_ACTO) in trick("5o 5c 5b Rb")
    assert ach.TERCER_ACTO not in keys(trick("5o 5c 5b 5e"))  # the fourth cancels it


def test_cazador_de_ases():
    got = trick("1o 5c 1b")
    assert (2, ach.CAZADOR_ASES) in got and (0, ach.CAZADOR_ASES) not in got
    assert ach.CAZADOR_ASES not in keys(trick("1o 5c Rb"))


def test_caos_controlado():
    assert (2, ach.CAOS_CONTROLADO) in trick("*1 5c *2")
    assert ach.CAOS_CONTROLADO not in keys(trick("*1 5c 5b"))


def test_harmonia_every_player_gains():
    got = trick("5o Ro 3o")
    assert {p for p, k in got if k == ach.HARMONIA} == {0, 1, 2}
    assert ach.HARMONIA not in keys(trick("5o Ro 3b"))


def test_el_rey_detras_del_rey():
    assert (0, ach.REY_DETRAS_REY) in trick("7o *1 Rc 2b", [(2, 3)])
    assert ach.REY_DETRAS_REY not in keys(trick("7o Rc 3b Sb", [(2, 3)]))  # the Rey still wins
    assert ach.REY_DETRAS_REY not in keys(trick("1o 7o 5c 3b", [(2, 3)]))  # the ace wins anyway


def test_lo_mas_bajo_es_lo_mas_alto():
    assert (0, ach.MAS_BAJO_MAS_ALTO) in trick("1c *1 Rc 5b")
    assert ach.MAS_BAJO_MAS_ALTO not in keys(trick("1c Rc 5b"))  # not inverted
    assert ach.MAS_BAJO_MAS_ALTO not in keys(trick("*1 Rc 5b"))  # inverted, won by a 5


# ---------------------------------------------------------------- bid achievement
def test_filo_de_la_navaja():
    assert last_bid_awards(3, 4, 5, True) == [Award(3, ach.FILO_NAVAJA)]
    assert last_bid_awards(3, 6, 5, True) == [Award(3, ach.FILO_NAVAJA)]
    assert last_bid_awards(3, 3, 5, True) == []  # two off
    assert last_bid_awards(3, 4, 5, False) == []  # no restriction in that round


# ---------------------------------------------------------------- sub-round achievements
def test_fantasma():
    hand = parse_cards("Sc 2o 3o", SPANISH)
    got = run([record((0, 1, 1), (0, 2, 1), hands=(hand, (), ()))])[0]
    assert (0, ach.FANTASMA) in got
    low = parse_cards("7c 2o 3o", SPANISH)
    assert (0, ach.FANTASMA) not in run([record((0, 1, 1), (0, 2, 1), hands=(low, (), ()))])[0]
    assert (0, ach.FANTASMA) not in run([record((0, 1, 1), (1, 1, 1), hands=(hand, (), ()))])[0]


def test_vidente():
    assert (1, ach.VIDENTE) in run([record((0, 1, 0), (0, 1, 0), size=1)])[0]
    assert (1, ach.VIDENTE) not in run([record((0, 1, 0), (1, 0, 0), size=1)])[0]
    assert (1, ach.VIDENTE) not in run([record((0, 1, 0), (0, 1, 0), size=2)])[0]


def test_agonia():
    got = run([record((1, 1, 1), (1, 1, 0), before=(1, 3, 2))])[0]
    assert (0, ach.AGONIA) in got
    assert (0, ach.AGONIA) not in run([record((1, 1, 1), (0, 1, 0), before=(1, 3, 2))])[0]  # dies
    assert (0, ach.AGONIA) not in run([record((1, 1, 1), (1, 1, 1), before=(1, 1, 2))])[0]  # not alone
    # the other 1-life player falls in this sub-round: seat 0 was still not alone at the deal
    assert (0, ach.AGONIA) not in run([record((1, 1, 1), (1, 0, 1), before=(1, 1, 2))])[0]


def test_an_eliminated_player_earns_nothing_at_the_end_of_a_sub_round():
    hand = parse_cards("Sc 2o 3o", SPANISH)
    # seat 0 made its bid of 0 but lost its last life in the duel: no Fantasma, no Vidente
    got = run([record((0, 1, 0), (0, 1, 0), size=1, before=(1, 3, 3), lost=(1, 0, 0),
                      after=(0, 3, 3), hands=(hand, (), ()))])[0]
    assert not any(p == 0 for p, _ in got) and (1, ach.VIDENTE) in got


def test_racha_perfecta():
    exact = record((1, 1, 1), (1, 0, 2))
    miss = record((1, 1, 1), (0, 0, 2))
    got = run([exact, exact, exact])
    assert (0, ach.RACHA_PERFECTA) in got[2] and (0, ach.RACHA_PERFECTA) not in got[1]
    got = run([exact, exact, miss, exact, exact])
    assert not any((0, ach.RACHA_PERFECTA) in g for g in got)
    got = run([exact] * 6)  # the count starts again after each award
    assert [(0, ach.RACHA_PERFECTA) in g for g in got] == [False, False, True, False, False, True]


def test_a_sub_round_spent_eliminated_breaks_a_streak():
    exact = record((1, 1, 1), (1, 0, 2))
    out = record((1, 1, 1), (1, 0, 2), players=(1, 2))
    got = run([exact, exact, out, exact])
    assert not any((0, ach.RACHA_PERFECTA) in g for g in got)


def test_indestructible():
    safe = record((1, 1, 1), (1, 0, 2))
    hurt = record((1, 1, 1), (0, 0, 2))
    got = run([safe] * 5)
    assert (0, ach.INDESTRUCTIBLE) in got[4] and not any((0, ach.INDESTRUCTIBLE) in g for g in got[:4])
    got = run([safe] * 4 + [hurt])
    assert not any((0, ach.INDESTRUCTIBLE) in g for g in got)


def test_a_duel_loss_breaks_indestructible():
    safe = record((1, 1, 1), (1, 0, 2))
    duel_loss = record((1, 1, 1), (1, 0, 2), lost=(1, 1, 1))
    got = run([safe] * 4 + [duel_loss])
    assert not any((0, ach.INDESTRUCTIBLE) in g for g in got)


# ---------------------------------------------------------------- revive and game end
def test_reanimador():
    lives, revived = give_life((2, 0, 3), 0, 1, {})
    assert revive_awards(0) == [Award(0, ach.REANIMADOR)] and revived == {1: 0}
    with pytest.raises(ValueError):  # one life: no revive, no Reanimador
        give_life(lives, 0, 1, {})


def test_mentor():
    assert mentor_awards(mentors((1,), {1: 0})) == [Award(0, ach.MENTOR)]
    assert mentor_awards(mentors((2,), {1: 0})) == []
