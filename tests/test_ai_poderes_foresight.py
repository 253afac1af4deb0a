"""Normal and Difícil foresee the powers when they choose a card (Poderes): in constructed
positions the base bot (numbers only) plays one card and the Poderes bot another, the
one the powers make right."""
from __future__ import annotations

import random

import pytest

from hod_desktop.ai.cinco_vidas_espanola import bot as bots
from hod_desktop.ai.cinco_vidas_espanola import foresight
from hod_desktop.ai.base import run_to_end
from test_poderes_engine import bid_all, new, rig

BASE = {"normal": bots.NormalBot, "dificil": bots.HardBot}


def both(level: str, view, seed: int = 0) -> tuple[str, str]:
    """(the base bot's card, the Poderes bot's card) for this view."""
    base = run_to_end(BASE[level](random.Random(seed)).decide(view))
    full = run_to_end(bots.make_bot(level, random.Random(seed)).decide(view))
    return base, full


def last_to_play(hands: dict[int, str], bids: dict[int, int], plays: list[str], size=3):
    m = new(3)
    rig(m, size=size, dealer=2, hands=hands)  # order 0, 1, 2: seat 2 plays last
    bid_all(m, bids)
    for c in plays:
        m.apply(m.to_act()[0], f"play {c}")
    assert m.to_act() == (2,)
    return m.view(2)


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_a_rey_is_played_where_the_as_de_espadas_would_remove_a_caballo(level):
    # seat 0's As de Espadas would remove the Caballo (seat 1, who bid 0, then takes the
    # trick and misses); a Rey cannot be removed, so it is the card that wins
    view = last_to_play({0: "1e 4o", 1: "5c 6o", 2: "Cc Rc"},
                        {0: 1, 1: 0, 2: 2}, ["1e", "5c"], size=2)
    base, full = both(level, view)
    assert base == "play Cc" and full == "play Rc"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_with_a_joker_standing_the_low_card_wins_so_a_seat_at_its_bid_dumps_the_rey(level):
    view = last_to_play({0: "*1 4o 2o", 1: "4c 6o 3o", 2: "2b Rc 5b"},
                        {0: 1, 1: 1, 2: 0}, ["*1", "4c"])
    base, full = both(level, view)
    assert base == "play 2b"  # the lowest card "cannot win" on numbers alone
    assert full == "play Rc"  # inverted scale: the 2 would take the trick, the Rey loses


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_a_seat_that_bid_0_plays_its_7_de_oros_to_make_a_rival_miss(level):
    # the Caballo (seat 0, bid 1) wins as it stands; with the 7 de Oros this seat swaps
    # the Caballo's value onto seat 1's 5, who bid 0: both rivals miss, this seat loses
    view = last_to_play({0: "Cb 4o 2o", 1: "5c 6o 3o", 2: "7o Sc 2c"},
                        {0: 1, 1: 0, 2: 0}, ["Cb", "5c"])
    base, full = both(level, view)
    assert base != "play 7o" and full == "play 7o"


def test_the_rey_s_immunity_and_the_as_de_oros_are_seen_through_the_engine():
    """The scoring resolves complete tricks with the engine: the Rey stays, the As de Oros
    takes the trick outright when it stands, and two aces cancel it."""
    from hod_desktop.ai.cinco_vidas_espanola.outcome import outcome_of
    from hod_desktop.engine.cards import SPANISH, parse_cards

    view = last_to_play({0: "1e 4o 2o", 1: "5c 6o 3o", 2: "Cc Rc 1o"},
                        {0: 1, 1: 0, 2: 1}, ["1e", "5c"])
    seats = [0, 1, 2]
    assert outcome_of(view, seats, parse_cards("1e 5c Rc", SPANISH), "normal") == (2, 1)
    assert outcome_of(view, seats, parse_cards("1e 5c Cc", SPANISH), "normal") == (1, 1)
    assert outcome_of(view, seats, parse_cards("Rc 5c 1o", SPANISH), "normal") == (2, 1)
    assert outcome_of(view, seats, parse_cards("1e 5c 1o", SPANISH), "normal") == (1, 1)


def test_foresight_is_only_where_the_trick_is_seen():
    view = last_to_play({0: "1e 4o 2o", 1: "5c 6o 3o", 2: "Cc Rc 2b"},
                        {0: 1, 1: 0, 2: 1}, ["1e", "5c"])
    assert foresight.applies(view)
    assert not foresight.applies(view.__class__(**{**view.__dict__, "mode": "twisted"}))
    # Fácil keeps its own card
    gen = foresight.foresee(view, "play Cc", "facil", random.Random(0))
    assert run_to_end(gen) == "play Cc"


@pytest.mark.parametrize("level", ["normal", "dificil"])
def test_a_later_as_de_espadas_is_feared_only_while_it_is_unseen(level):
    """Earlier in the trick the later cards are sampled from the view: with both aces of
    Espadas and Oros already played, nothing later can touch the Caballo."""
    m = new(3)
    rig(m, size=3, dealer=2, hands={0: "3e 4o 2o", 1: "5c 6o 3o", 2: "Cc Rc 2b"})
    bid_all(m, {0: 1, 1: 0, 2: 1})
    view = m.view(0)
    assert foresight.seats_after(view) == [1, 2]
    assert [str(c) for c in foresight.candidates(view)] == ["2o", "3e", "4o"]
