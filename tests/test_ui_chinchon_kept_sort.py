"""Chinchón: «Ordenar» is kept. After O in hand 1, hand 2 came dealt unsorted (kl1, last
session); now the next hands are dealt in the order last chosen and a drawn card goes to its
place, until the person moves a card themselves in that hand (app.session: this run only)."""
from chinchon_ui_helpers import human_starts_seed, open_table
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.chinchon import DISCARD, DRAW
from hod_desktop.engine.chinchon.arrange import ordered
from hod_desktop.engine.core import Match


def names(cards):
    return [str(c) for c in cards]


def wait_turn(app, t, limit=4000):
    for _ in range(limit):
        if t.human_to_act() and t.hand_arrived():
            return
        if t.reveal is not None and t.reveal.next_button() is not None:
            t.end_reveal()  # the count's «Siguiente mano»
        step(app)
    raise AssertionError("never the person's turn")


def test_sort_is_kept_for_drawn_cards_and_the_next_hand(app):
    match = Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, human_starts_seed(2))
    t = open_table(app, match)
    wait_turn(app, t)
    t.sort_hand()
    mode = t.sort_mode
    assert mode
    hand0 = match.state.hand_no
    checked_draws = 0
    for _ in range(60):  # hand 1: draw from the stock, throw the card drawn
        wait_turn(app, t)
        if match.state.hand_no != hand0:
            break
        assert t.human_to_act(DRAW)
        t.draw_card("stock")
        step(app, 2)
        hand = list(match.view(0).hand)
        assert names(hand) == names(ordered(hand, mode))  # the drawn card went to its place
        assert names(t.hands[0]) == names(hand)
        checked_draws += 1
        wait_turn(app, t)
        assert t.human_to_act(DISCARD)
        t.throw(hand[-1])
        step(app, 2)
    assert checked_draws and match.state.hand_no == hand0 + 1
    hand = list(match.view(0).hand)
    assert names(hand) == names(ordered(hand, mode)), "hand 2 was dealt unsorted"
    assert names(t.hands[0]) == names(hand)
    # the person moves a card: this hand is theirs to order (drawn cards go last)
    moved = hand[1:] + hand[:1]
    assert t.arrange(moved)
    assert t.hand_moved and t.kept_sort() is None
    if match.view(0).phase == DRAW:
        t.draw_card("stock")
        step(app, 2)
        assert names(match.view(0).hand)[:-1] == names(moved)


def test_a_new_table_in_the_same_run_keeps_the_order(app):
    seed = human_starts_seed(2)
    t = open_table(app, Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, seed))
    wait_turn(app, t)
    t.sort_hand()
    t.sort_hand()  # by suit
    mode = t.sort_mode
    app.scenes.pop()
    step(app, 2)
    match = Match("chinchon", {"players": 2, "limit": 100, "level": "facil"}, seed + 1)
    t2 = open_table(app, match)
    wait_turn(app, t2)
    hand = list(match.view(0).hand)
    assert names(hand) == names(ordered(hand, mode))
