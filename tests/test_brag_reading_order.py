"""Brag hands shown in the order that reads them: the showdown listed each hand as dealt
(«9♠ 7♣ 8♠ Escalera», «5♦ 9♠ 5♥ Pareja», br4/br8 last session). engine/brag/ranking's
reading_order: a pair first, a run upwards, else highest first; over every hand it is a
permutation that keeps the rank, and the showdown's table uses it."""
from itertools import combinations

from ui_helpers import app  # noqa: F401  (app: the fixture)

from hod_desktop.engine.brag import FLUSH, HIGH_CARD, PAIR, PRIAL, RUN, RUNNING_FLUSH, hand_rank
from hod_desktop.engine.brag import reading_order
from hod_desktop.engine.cards import FRENCH, french_deck, parse_cards

HIGH = {"A": 14, "K": 13, "Q": 12, "J": 11}


def high(c) -> int:
    return HIGH.get(c.rank, 14 if c.rank == "1" else None) or int(c.rank)


def names(cards):
    return " ".join(str(c) for c in cards)


def test_named_hands():
    cases = {"9s 7c 8s": "7c 8s 9s", "5d 9s 5h": "5h 5d 9s", "3c As 2d": "As 2d 3c",
             "Kd Ah Qs": "Qs Kd Ah", "4h 2h 3h": "2h 3h 4h", "Ks 2c Ad": "Ad Ks 2c",
             "7h Qh 2h": "Qh 7h 2h", "Jc 9d Js": "Js Jc 9d", "6d 6s 6c": "6s 6d 6c",
             "2c Ks 9h": "Ks 9h 2c"}
    for dealt, shown in cases.items():
        assert names(reading_order(parse_cards(dealt, FRENCH))) == shown, dealt


def test_every_hand_reads_its_category():
    deck = list(french_deck())
    for hand in combinations(deck, 3):
        shown = reading_order(hand)
        assert sorted(map(str, shown)) == sorted(map(str, hand))
        cat = hand_rank(hand).category
        r = [high(c) for c in shown]
        if cat == PAIR:
            assert r[0] == r[1] != r[2]
        elif cat in (RUN, RUNNING_FLUSH):
            assert r in ([14, 2, 3],) or r == list(range(r[0], r[0] + 3))
        elif cat in (FLUSH, HIGH_CARD):
            assert r == sorted(r, reverse=True)
        else:
            assert cat == PRIAL and len(set(r)) == 1


def test_the_showdown_lists_hands_in_reading_order(app):
    from test_ui_brag_screens import open_table, random_game

    from hod_desktop.engine.brag import HandsShown
    from hod_desktop.ui.table.action_log import short_card

    _, events = random_game(4, 3)
    shown = [e for e in events if isinstance(e, HandsShown)]
    _, table = open_table(app)
    for ev in shown:
        content = table._reveal_table(ev)
        for (p, hand), row in zip(ev.hands, content.rows):
            expect = " ".join(short_card(c) for c in reading_order(hand))
            assert row[1].text == expect, (row[1].text, [str(c) for c in hand])
