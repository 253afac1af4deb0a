"""Siete y media's rules (RULES.md §6), one or more tests per rule, through the engine
contract (states rigged only where a test needs given cards)."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import siete_y_media as sm
from hod_desktop.engine.cards import parse_card
from hod_desktop.engine.core import IllegalAction, Match
from hod_desktop.engine.history import HistoryBook
from hod_desktop.engine.rounds import SCORES


def card(name: str):
    return sm.deck_card(name)


def dealt(n: int = 3, bets=None, hidden=(), stock=(), bank: int = 0, chips=None) -> sm.SieteState:
    """A state with `bank` holding the bank, every bet placed (1 each unless `bets`), and
    the cards rigged: `hidden` per seat in seat order, `stock` drawn first to last."""
    s = sm.SieteState({"players": n}, 5, _deal=False)
    s.bank = bank
    if chips is not None:
        s.chips = list(chips)
    s._start_hand()
    for p in s.order:
        s.apply(p, sm.Bet((bets or {}).get(p, 1)))
    for p, name in enumerate(hidden):
        s.hidden[p] = card(name)
    if stock:
        used = set(hidden) | set(stock)
        s.stock = [c for c in sm.DECK if str(c) not in used] + [card(x) for x in reversed(stock)]
    return s


def play(s: sm.SieteState, *moves: str) -> list:
    events = []
    for text in moves:
        events += s.apply(s.current, sm.parse_action(text))
    return events


def test_card_values_count_in_half_points():
    assert [sm.halves(card(x)) for x in ("1o", "4c", "7e", "Sb", "Cc", "Ro")] == [2, 8, 14, 1, 1, 1]
    assert sm.total([card("7o"), card("Rb")]) == sm.TARGET == 15


def test_everyone_starts_with_twenty_chips_and_the_bank_bets_nothing():
    s = sm.SieteState({"players": 5}, 9)
    assert s.chips == [20] * 5 and s.phase == sm.BETTING
    assert s.bank not in s.order and len(s.order) == 4
    assert s.order[0] == (s.bank + 1) % 5  # from the bank's left


def test_a_bet_is_one_to_five_and_never_more_than_you_have():
    s = sm.SieteState({"players": 3}, 1, _deal=False)
    s.chips = [20, 3, 20]
    s.bank = 2
    s._start_hand()
    assert [str(a) for a in s.legal_actions(0)] == [f"bet {k}" for k in range(1, 6)]
    for bad in (0, 6):
        with pytest.raises(IllegalAction):
            s.apply(0, sm.Bet(bad))
    s.apply(0, sm.Bet(5))
    assert [str(a) for a in s.legal_actions(1)] == ["bet 1", "bet 2", "bet 3"]
    with pytest.raises(IllegalAction, match="never more"):
        s.apply(1, sm.Bet(4))
    assert s.bets == [5, None, None] and s.current == 1


def test_one_face_down_card_each_after_the_bets_bank_last():
    s = sm.SieteState({"players": 3}, 4, _deal=False)
    s.bank = 1
    s._start_hand()
    events = play(s, "bet 2", "bet 1")
    dealt_event = events[-1]
    assert isinstance(dealt_event, sm.CardsDealt) and dealt_event.seats == (2, 0, 1)
    assert all(c is not None for c in s.hidden) and len(s.stock) == 37
    assert s.phase == sm.PLAYING and s.current == 2


def test_cards_come_face_up_and_going_over_loses_the_bet_at_once():
    s = dealt(3, bets={1: 4}, hidden=("2o", "6c", "3e"), stock=("Sb", "5o"))
    events = play(s, "card")
    assert events == [sm.CardTaken(1, card("Sb"))] and s.current == 1
    events = play(s, "card")  # 6 + ½ + 5: over
    bust = next(e for e in events if isinstance(e, sm.Busted))
    assert bust.hidden == card("6c") and bust.lost == 4
    assert s.chips[1] == 16 and s.chips[0] == 24  # paid to the bank on the spot
    assert s.view(2).hidden[1] == card("6c")  # the busted card is shown to all


def test_exactly_seven_and_a_half_stands_by_itself():
    s = dealt(3, hidden=("1o", "7c", "2e"), stock=("Rb",))
    events = play(s, "card")
    assert sm.Stood(1, auto=True) in events and s.stood[1] and s.current == 2


def test_the_bank_turns_its_card_and_plays_last():
    s = dealt(3, hidden=("5o", "6c", "3e"), stock=("1b",))
    events = play(s, "stand", "stand")
    assert events[-1] == sm.BankTurned(0, card("5o")) and s.current == 0
    assert s.view(1).hidden[0] == card("5o")  # turned up for everyone


def test_when_every_player_busts_the_bank_does_not_play():
    s = dealt(3, hidden=("1o", "7c", "7e"), stock=("7b", "7o"))
    events = play(s, "card", "card")
    assert not any(isinstance(e, sm.BankTurned) for e in events)
    assert any(isinstance(e, sm.HandSettled) for e in events)


def settle(s, *moves):
    events = play(s, *moves)
    return next(e.result for e in events if isinstance(e, sm.HandSettled))


def test_closer_to_seven_and_a_half_than_the_bank_wins_ties_go_to_the_bank():
    # seat 1 stands on 6, seat 2 on 5; the bank stands on 5
    s = dealt(3, bets={1: 3, 2: 2}, hidden=("5o", "6c", "5e"))
    r = settle(s, "stand", "stand", "stand")
    assert r.change == (-1, 3, -2) and r.chips == (19, 23, 18)


def test_a_bank_on_seven_and_a_half_beats_everyone_even_a_two_card_one():
    s = dealt(3, bets={1: 2, 2: 2}, hidden=("7o", "7c", "6e"), stock=("Sb", "Rc"))
    r = settle(s, "card", "stand", "card")  # seat 1: 7+½ with two cards; the bank too
    assert r.change == (4, -2, -2) and r.double == ()


def test_a_bust_bank_pays_everyone_who_stood():
    s = dealt(4, bets={1: 1, 2: 2, 3: 3}, hidden=("6o", "2c", "1e", "7e"), stock=("7b", "7o"))
    r = settle(s, "stand", "stand", "card", "card")  # seat 3 busts; the bank 6 + 7: bust
    assert r.bust == (True, False, False, True)
    assert r.change == (0, 1, 2, -3)  # seat 3 paid on busting; 1 and 2 are paid


def test_a_two_card_seven_and_a_half_is_paid_double_and_takes_the_bank():
    s = dealt(3, bets={1: 3}, hidden=("6o", "Sc", "4e"), stock=("7b",))
    events = play(s, "card", "stand", "stand")
    r = next(e.result for e in events if isinstance(e, sm.HandSettled))
    assert r.change[1] == 6 and r.double == (1,) and r.next_bank == 1
    assert sm.BankPassed(1, "seven_half") in events and s.bank == 1 and s.bank_hands == 0


def test_the_bank_moves_one_seat_left_every_three_hands():
    m = Match("siete_y_media", {"players": 3}, 21)
    banks = []
    rng = random.Random(2)
    while len(banks) < 7 and not m.is_terminal():
        v = m.view(0)
        if not banks or banks[-1][0] != v.hand_no:
            banks.append((v.hand_no, v.bank))
        p = m.to_act()[0]
        legal = m.legal_actions(p)
        stand = [a for a in legal if str(a) == "stand"]
        m.apply(p, stand[0] if stand else rng.choice(legal))  # nobody draws: no 7½
    order = [b for _, b in banks]
    first = order[0]
    assert order[:6] == [first] * 3 + [(first + 1) % 3] * 3


def test_a_broke_bank_passes_and_pays_only_what_it_has():
    s = dealt(3, bets={1: 5, 2: 5}, hidden=("2o", "6c", "6e"), bank=0, chips=(4, 20, 20))
    events = play(s, "stand", "stand", "stand")  # the bank on 2 loses to both
    r = next(e.result for e in events if isinstance(e, sm.HandSettled))
    assert r.change == (-4, 4, 0) and r.chips == (0, 24, 20)  # seat 2 wins, gets nothing
    assert sm.PlayerOut(0) in events and sm.BankPassed(1, "broke") in events
    assert s.bank == 1 and s.order == (2,)


def test_the_match_ends_after_twelve_hands_and_the_most_chips_win():
    rng = random.Random(5)
    m = Match("siete_y_media", {"players": 4}, 77)
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    v = m.view(None)
    assert v.hand_no <= sm.MAX_HANDS - 1 or sum(c > 0 for c in v.chips) <= 1
    assert sum(v.chips) == 80
    assert set(m.winners()) == {p for p in range(4) if v.chips[p] == max(v.chips)}


def test_the_match_ends_when_one_seat_has_all_the_chips():
    s = dealt(2, bets={1: 5}, hidden=("7o", "6c"), bank=0, chips=(35, 5))
    events = play(s, "stand", "stand")
    assert s.is_terminal() and s.winners() == (0,) and isinstance(events[-1], sm.GameOver)


def test_views_show_only_your_own_face_down_card_and_spectators_none():
    s = dealt(3, hidden=("5o", "6c", "3e"), stock=("Sb",))
    play(s, "card")
    assert s.view(1).hidden == (None, card("6c"), None)
    assert s.view(0).hidden == (card("5o"), None, None)
    spectator = s.view(None)
    assert spectator.hidden == (None, None, None) and spectator.legal == ()
    assert spectator.up[1] == (card("Sb"),) and spectator.face_down == (True, True, True)
    with pytest.raises(ValueError):
        s.view(3)


def test_determinize_keeps_the_view_and_deals_the_unseen_cards():
    s = dealt(4, hidden=("5o", "6c", "3e", "1b"), stock=("2b",))
    play(s, "card")
    for seat in (None, 0, 1, 2):
        twin = sm.determinize(s.view(seat), random.Random(3))
        assert twin.view(seat) == s.view(seat)
        assert sorted(map(str, [c for c in twin.hidden if c] + twin.stock
                          + [c for u in twin.up for c in u])) == sorted(map(str, sm.DECK))


def test_the_history_has_a_row_per_hand_with_the_bank_starred():
    rng = random.Random(8)
    m = Match("siete_y_media", {"players": 3}, 4)
    while m.view(0).hand_no < 3:
        p = m.to_act()[0]
        m.apply(p, rng.choice(m.legal_actions(p)))
    book = HistoryBook(m)
    assert book.kind == SCORES and [r.hand_no for r in book.rows] == [1, 2, 3]
    for r in book.rows:
        assert sum(c for c in r.change if c is not None) == 0 and sum(r.scores) == 60
        assert r.change[r.star] is not None
    assert book.rows[-1].scores == m.view(0).last.chips


def test_action_texts_round_trip_and_bad_text_says_what_to_type():
    for text in ("bet 3", "card", "stand"):
        assert str(sm.parse_action(text)) == text
    with pytest.raises(ValueError, match="bet 3"):
        sm.parse_action("hit me")
    assert parse_card("7o").deck == "spanish"
