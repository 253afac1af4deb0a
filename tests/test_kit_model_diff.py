"""The table kit's rule-free parts, without a window: the plan from one table model to the
next (a card keeps its sprite when it moves or turns over, new ones are dealt, the rest
leave), the log it writes for any game from the game's strings, and Siete y media's model
(the viewer's own face-down card known, the others' unknown; the last hand kept on the
felt while bets are placed)."""
from __future__ import annotations

import random
from dataclasses import dataclass

from hod_desktop.engine.cards import parse_cards
from hod_desktop.engine.core import Event, Match
from hod_desktop.engine.siete_y_media import table_model
from hod_desktop.engine.table_model import SeatModel, TableModel
from hod_desktop.ui import i18n
from hod_desktop.ui.table.action_log import Seat, log_words
from hod_desktop.ui.table.kit.diff import places, plan
from hod_desktop.ui.table.kit.words import event_log, snake

A, B, C, D = parse_cards("7o Sc Rb 1e", "spanish")


def table(*seats, **more) -> TableModel:
    return TableModel(seats=tuple(seats), **more)


def keyed(model):
    return [(f"k{i}", p) for i, p in enumerate(places(model))]


def test_a_card_that_moves_keeps_its_sprite_and_new_ones_are_dealt():
    old = table(SeatModel(up=(A, B)), SeatModel(hidden=1))
    new = table(SeatModel(up=(B,)), SeatModel(hidden=2), trick=((0, A),))
    p = plan(keyed(old), places(new))
    where = {k: (q.zone, q.index, q.card) for k, q in p.kept}
    assert where["k0"] == (("trick", 0), 0, A)  # the 7 of coins went to the trick
    assert where["k1"] == (("seat", 0), 0, B)  # the jack moved left in the hand
    assert where["k2"] == (("seat", 1), 0, None)  # the back stays
    assert [(q.zone, q.index) for q in p.dealt] == [(("seat", 1), 1)]
    assert p.gone == []


def test_an_unknown_card_turned_up_where_it_lies_is_the_same_sprite():
    old = table(SeatModel(down=(A,)), SeatModel(hidden=1, up=(C,)))
    new = table(SeatModel(up=(A,)), SeatModel(up=(D, C)))  # both face-down cards shown
    p = plan(keyed(old), places(new))
    where = {k: (q.zone, q.index, q.card, q.face_up) for k, q in p.kept}
    assert where == {"k0": (("seat", 0), 0, A, True), "k1": (("seat", 1), 0, D, True),
                     "k2": (("seat", 1), 1, C, True)}
    assert not p.dealt and not p.gone


def test_cards_of_a_finished_hand_leave_and_the_next_deal_comes_in():
    old = table(SeatModel(up=(A, B)), SeatModel(up=(C,)))
    new = table(SeatModel(hidden=1), SeatModel(down=(D,)))
    p = plan(keyed(old), places(new))
    # a back in the same seat may reuse a sprite (turned over), never a known card of another
    kept = {q.zone: q for _, q in p.kept}
    assert all(q.zone[0] == "seat" for q in kept.values())
    assert len(p.kept) + len(p.dealt) == 2 and len(p.kept) + len(p.gone) == 3


@dataclass(frozen=True)
class ChipsWon(Event):
    player: int
    chips: int
    hand_no: int
    auto: bool = False


def test_the_log_says_any_event_the_game_has_words_for():
    i18n.declare("zz.log.chips_won", "{player} gana {chips} en la mano {hand_no}")
    i18n.declare("zz.log.chips_won.auto", "{player} cobra solo")
    i18n.declare("zz.log.chips_won.you", "Ganas {chips} en la mano {hand_no}")
    describe = event_log("zz")
    assert snake("CardTaken") == "card_taken"
    say = log_words(lambda p: ["Tú", "Lucía"][p])
    [e] = describe(ChipsWon(1, 3, 0))
    assert e.seat == 1 and e.text("es", say, you=0) == "Lucía gana 3 en la mano 1"
    assert describe(ChipsWon(0, 2, 4))[0].text("es", say, you=0) == "Ganas 2 en la mano 5"
    assert describe(ChipsWon(1, 2, 4, auto=True))[0].text("es", say) == "Lucía cobra solo"

    @dataclass(frozen=True)
    class Unsaid(Event):
        player: int
    assert describe(Unsaid(1)) == []  # no words, no line
    assert dict(describe(ChipsWon(1, 3, 0))[0].fmt)["player"] == Seat(1)


def test_siete_y_media_model_knows_only_the_viewers_own_face_down_card():
    m = Match("siete_y_media", {"players": 3}, 4)
    while m.view(0).phase == "betting":
        m.apply(m.to_act()[0], "bet 1")
    mine, other = table_model(m.view(0)), table_model(m.view(1))
    assert mine.seats[0].down == (m.view(0).hidden[0],) and mine.seats[0].hidden == 0
    assert mine.seats[1].hidden == 1 and mine.seats[1].down == ()
    assert other.seats[0].hidden == 1 and other.seats[1].down == (m.view(1).hidden[1],)
    assert mine.dealer == m.view(0).bank and mine.legal == m.view(0).legal
    assert mine.stock == m.view(0).stock_size
    public = table_model(m.view(None))
    assert all(s.down == () and s.hidden == 1 for s in public.seats)


def test_siete_y_media_model_keeps_the_last_hand_while_bets_are_placed():
    m, rng = Match("siete_y_media", {"players": 3}, 9), random.Random(2)
    while m.view(0).hand_no == 0:
        p = m.to_act()[0]
        m.apply(p, str(rng.choice(m.legal_actions(p))))
    v = m.view(0)
    model = table_model(v)
    assert v.phase == "betting" and v.last is not None
    for p in range(3):  # every card of the hand shown, with its count
        assert model.seats[p].up == v.last.cards[p] and model.seats[p].down == ()
        assert (model.seats[p].count != "") == bool(v.last.cards[p])
    assert model.stock == 40 - sum(len(c) for c in v.last.cards)
    assert model.round_no == 2 and model.rounds == v.max_hands
