"""Headless UI test of the Chinchón table: synthetic mouse presses, motions and releases
(with pos/buttons) posted into the real App loop, animation speed "max"; after every step
the ENGINE's state is checked (hand order, piles, phase, the count).

The closing test uses a PREPARED deal: a fresh match whose seed makes the human start, with
the state's cards swapped between zones (the multiset of cards is kept) so that the human
holds 1o 2o 3o 4o 5c 5e 5b and the stock's top is 1c. Drawing it leaves eight cards from
which the human closes throwing 1c face down with all seven melded (−10).
"""
import pygame
from ui_helpers import app, click, drag, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.cards import SPANISH, parse_cards as _parse
from hod_desktop.engine.chinchon import DISCARD, DRAW, best_arrangement
from hod_desktop.engine.core import Match, rng_for
from hod_desktop.ui.hand_layout import moved, sorted_for_hand



def parse_cards(text):
    return _parse(text, SPANISH)


def grab_point(table, card):
    """A point where the card's sprite is the topmost hand card (neighbours overlap)."""
    s = table.cards.get(card)
    assert s is not None, f"no sprite for {card}"
    r = s.rect
    for fy in (0.55, 0.35, 0.75):
        for fx in (0.12, 0.25, 0.4, 0.5, 0.7):
            p = (r.x + r.w * fx, r.y + r.h * fy)
            if table.cards.top_at(p, lambda x: x.slot == ("hand", 0)) is s:
                return p
    raise AssertionError(f"card {card} is not visible")


def engine_hand(match):
    return list(match.state.hands[0])


def open_table(app, match):
    from hod_desktop.scenes.chinchon.table import ChinchonTable

    table = ChinchonTable(app, match, human_seat=0)
    app.scenes.push(table)
    step(app, 3)
    return table


def human_starts_seed(players=3) -> int:
    """A seed whose first dealer is the last seat, so the human (seat 0) plays first."""
    return next(s for s in range(1, 500) if rng_for(s, 0).randrange(players) == players - 1)


def rig(match, hand, stock_top):
    """Swap cards between the state's zones so seat 0 holds `hand` and the stock's top is
    `stock_top` (no card is created or lost)."""
    st = match.state
    zones = [st.hands[p] for p in range(st.n)] + [st.stock, st.pile]

    def locate(card):
        for z in zones:
            if card in z:
                return z, z.index(card)
        raise AssertionError(card)

    want = parse_cards(hand)
    spare = [c for c in st.hands[0] if c not in want]
    for c in want:
        if c in st.hands[0]:
            continue
        z, i = locate(c)
        out = spare.pop()
        j = st.hands[0].index(out)
        st.hands[0][j], z[i] = c, out
    st.hands[0][:] = want
    top = parse_cards(stock_top)[0]
    z, i = locate(top)
    z[i], st.stock[-1] = st.stock[-1], top
    assert sorted(map(str, st.all_cards())) == sorted(map(str, match.state.deck))


def slot_x(table, count, i):
    return table.layout.hand(count)[i][0]


# ------------------------------------------------------------------ tests
def test_drag_to_sort_ordenar_draw_illegal_drop_and_discard(app):
    match = Match("chinchon", {"players": 3, "limit": 50, "level": "facil"},
                  human_starts_seed())
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    lay = table.layout
    before = engine_hand(match)
    n = len(before)
    assert table.hands[0] == before  # the table shows the engine's order

    # drag the first card to the last place ...
    a = grab_point(table, before[0])
    drag(app, a, (slot_x(table, n, n - 1) + lay.card_w * 0.3, lay.hand_y))
    after = engine_hand(match)
    assert after == moved(before, 0, n - 1)
    assert match.actions[-1][1].startswith("arrange ")
    assert table.hands[0] == after
    # ... and back to the first place
    b = grab_point(table, after[-1])
    drag(app, b, (slot_x(table, n, 0) - lay.card_w * 0.3, lay.hand_y))
    assert engine_hand(match) == before

    # Ordenar: melds first (as best_arrangement finds them), then by suit and rank
    click(app, pygame.Rect(lay.sort_button).center)
    hand = engine_hand(match)
    arr = best_arrangement(before)
    assert hand == sorted_for_hand(before, arr.melds)
    k = sum(len(m) for m in arr.melds)
    assert set(hand[:k]) == {c for m in arr.melds for c in m}

    # draw: drag the discard top into the hand, dropping it at the first place
    top = match.state.pile[-1]
    drag(app, lay.discard, (slot_x(table, n + 1, 0) - lay.card_w * 0.3, lay.hand_y))
    assert match.state.phase == DISCARD
    hand = engine_hand(match)
    assert len(hand) == n + 1 and hand[0] == top
    assert table.hands[0] == hand

    # an illegal drop: the card just taken from the discard goes back with a reason
    count = len(match.actions)
    sprite = table.cards.get(top)
    drag(app, grab_point(table, top), lay.discard)
    step(app, 3)
    assert len(match.actions) == count and engine_hand(match) == hand
    assert table.message is not None and "acabas de coger del descarte" in table.message[0]
    home = table.home(sprite)[0]
    assert abs(sprite.pos[0] - home[0]) < 1 and abs(sprite.pos[1] - home[1]) < 1
    assert sprite.slot == ("hand", 0)

    # discard another card by dragging it to the discard pile
    card = hand[-1]
    count = len(match.actions)
    drag(app, grab_point(table, card), lay.discard)
    assert match.actions[count] == (0, f"discard {card}")  # the bots may have played on
    assert card in match.state.pile
    assert card not in engine_hand(match) and len(engine_hand(match)) == n
    assert table.cards.get(card) is None or table.cards.get(card).slot == ("discard",)

    # the bots play on; the human's next turn comes round, the order is kept
    order = engine_hand(match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    assert engine_hand(match) == order


def test_double_click_discards_and_click_on_stock_draws(app):
    match = Match("chinchon", {"players": 2, "level": "facil"}, human_starts_seed(2))
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    click(app, table.layout.stock)
    assert match.state.phase == DISCARD and len(engine_hand(match)) == 8
    drawn = engine_hand(match)[-1]
    assert table.hands[0][-1] == drawn and table.cards.get(drawn).card == drawn
    card = engine_hand(match)[2]
    p = grab_point(table, card)
    count = len(match.actions)
    click(app, p, frames=0)
    assert len(match.actions) == count  # one click only selects
    click(app, p)
    assert match.actions[count] == (0, f"discard {card}")
    assert card in match.state.pile and len(engine_hand(match)) == 7


def test_close_a_prepared_hand_reveal_and_next_hand(app):
    match = Match("chinchon", {"players": 3, "limit": 100, "level": "facil"},
                  human_starts_seed())
    rig(match, "1o 2o 3o 4o 5c 5e 5b", "1c")
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    lay = table.layout
    # dropping on the closing spot before drawing changes nothing
    card = engine_hand(match)[0]
    count = len(match.actions)
    drag(app, grab_point(table, card), lay.close_spot)
    assert len(match.actions) == count and table.message is not None
    table.message = None

    click(app, lay.stock)
    v = table.cached_view()
    assert v.can_close and str(v.close_throw) == "1c" and v.close_loose is None
    text = table.prompt()[0]
    assert text.startswith("¡Puedes cerrar a −10!") and "as de copas" in text

    # a wrong closing throw is refused with the engine's reason (two cards stay loose)
    count = len(match.actions)
    drag(app, grab_point(table, parse_cards("3o")[0]), lay.close_spot)
    assert len(match.actions) == count
    assert "sueltas" in table.message[0]

    drag(app, grab_point(table, parse_cards("1c")[0]), lay.close_spot)
    r = match.state.last_result
    assert r is not None and r.closer == 0 and r.points[0] == -10
    assert match.actions[-1] == (0, "close 1c")
    assert table.reveal is not None
    step(app, 5)
    assert table.reveal.stage == 3 and table.shown.scores[0] == -10
    button = table.reveal.next_button()
    assert button is not None
    click(app, button.rect.center)
    assert table.reveal is None
    assert wait_for(app, lambda: table.shown.hand_no == 1)
    assert match.state.hand_no == 1 and match.state.scores[0] == -10


def test_resume_mid_hand_shows_engine_order(app):
    match = Match("chinchon", {"players": 4, "level": "facil"}, 77)
    for _ in range(12):
        p = match.to_act()[0]
        match.apply(p, match.view(p).legal[0])
    hand = engine_hand(match)
    match.apply(0, "arrange " + " ".join(str(c) for c in reversed(hand)))
    copy = Match.from_json(match.to_json())
    table = open_table(app, copy)
    assert table.hands[0] == list(reversed(hand))


def test_cerrar_button_asks_which_card_then_closes(app):
    match = Match("chinchon", {"players": 2, "limit": 100, "level": "facil"},
                  human_starts_seed(2))
    rig(match, "1o 2o 3o 5c 5e 5b 7b", "2c")
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    lay = table.layout
    click(app, pygame.Rect(lay.close_button).center)  # not yet: disabled before drawing
    assert not table.picking_close
    click(app, lay.stock)
    v = table.cached_view()
    assert v.can_close and str(v.close_throw) == "7b" and str(v.close_loose) == "2c"
    assert "te queda suelto el 2 de copas (2)" in table.prompt()[0]
    click(app, pygame.Rect(lay.close_button).center)
    assert table.picking_close and "boca abajo" in table.prompt()[0]
    click(app, grab_point(table, parse_cards("7b")[0]))
    r = match.state.last_result
    assert match.actions[-1] == (0, "close 7b") and r.closer == 0 and r.points[0] == 2


def test_resize_keeps_cards_in_place_and_english_strings(app):
    app.settings["lang"] = "en"
    match = Match("chinchon", {"players": 6, "level": "facil"}, human_starts_seed(6))
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    assert table.prompt()[0].startswith("Your turn: draw")
    app._on_resize((1600, 900))
    step(app, 3)
    assert table.layout.size == (1600, 900)
    for key in table.hands[0]:
        s = table.cards.get(key)
        (x, y), _a, w = table.home(s)
        assert abs(s.pos[0] - x) < 1 and abs(s.pos[1] - y) < 1 and s.width == w
    assert table.hud.buttons()[0].label == "Sort"


def test_hand_layout_pure_functions():
    from hod_desktop.ui.hand_layout import (chinchon_layout, hand_slots, insertion_index,
                                            meld_runs, slots_without)

    slots = hand_slots(640, 600, 8, 100, 520)
    xs = [x for x, _ in slots]
    assert xs == sorted(xs) and abs((xs[0] + xs[-1]) / 2 - 640) < 1e-6
    assert xs[-1] - xs[0] + 100 <= 520 + 1e-6
    assert insertion_index(-1000, slots) == 0 and insertion_index(5000, slots) == 7
    assert insertion_index(xs[3] + 1, slots) == 3
    assert len(slots_without(slots, 2)) == 7 and slots[2] not in slots_without(slots, 2)
    assert moved("abcde", 0, 4) == list("bcdea") and moved("abcde", 4, 0) == list("eabcd")
    keys = list("abcdefg")
    meld_of = {"a": 0, "b": 0, "d": 0, "e": 1, "f": 1}
    assert meld_runs(keys, meld_of) == [(0, 0, 1), (0, 3, 3), (1, 4, 5)]
    cards = parse_cards("7b 1o 3o 5c 2o 5e Rc 5b")
    arr = best_arrangement(cards)
    order = sorted_for_hand(cards, arr.melds)
    assert [str(c) for c in order] == ["1o", "2o", "3o", "5c", "5e", "5b", "Rc", "7b"]
    for size in ((800, 480), (1280, 720), (1920, 1080)):
        lay = chinchon_layout(*size, 6)
        assert lay.stock[0] < lay.discard[0] < lay.close_spot[0]
        assert lay.hand_y + lay.card_h / 2 < size[1]


# ------------------------------------------------------------------ QA fixes (reveal, board, HUD)
def drawn_texts(app, table):
    """Every string the table's HUD writes during one frame."""
    seen = []
    hud = table.hud
    real = hud.blit_text

    def spy(surface, s, *a, **kw):
        seen.append(s)
        return real(surface, s, *a, **kw)

    hud.blit_text = spy
    try:
        step(app)
    finally:
        del hud.blit_text
    return seen


def _result(hand_no, closer, melds, arrangements, totals):
    from hod_desktop.engine.chinchon import HandResult
    from hod_desktop.engine.chinchon.melds import Arrangement

    arrs, points = [], []
    for a in arrangements:
        if a is None:
            arrs.append(None)
            points.append(None)
            continue
        m, lay, loose, pts = a
        arrs.append(Arrangement(tuple(tuple(parse_cards(x)) for x in m), tuple(parse_cards(loose)),
                                pts, tuple((parse_cards(c)[0], k) for c, k in lay)))
        points.append(pts)
    return HandResult(hand_no, closer, tuple(tuple(parse_cards(x)) for x in melds), tuple(arrs),
                      tuple(points), tuple(totals))


def _reveal_table(app, result):
    from hod_desktop.engine.chinchon import HandCounted

    match = Match("chinchon", {"players": 3, "limit": 100, "level": "facil"}, human_starts_seed())
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    table.queue.append(HandCounted(result))
    table._pump()
    assert wait_for(app, lambda: table.reveal is not None and table.reveal.stage == 3)
    step(app, 2)
    return table


def test_reveal_marks_who_laid_off_what(app):
    from hod_desktop.scenes.chinchon.hud import player_color

    # You close with 4b 5b 6b / 1o 1c 1e (2c loose); Lucía lays her 7b off on your run
    r = _result(0, 0, ["4b 5b 6b", "1o 1c 1e"],
                [((), (), "2c", 2),
                 (("3o 4o 5o",), (("7b", 0),), "Rc Se", 20),
                 (("2e 3e 4e",), (), "Cb Ce Re 7o", 37)], (2, 20, 37))
    table = _reveal_table(app, r)
    rv = table.reveal
    seven = parse_cards("7b")[0]
    assert rv.laid_by == {seven: 1}
    sp = rv.cards.get(seven)
    assert abs(sp.pos[1] - rv.row_ys[0]) < 1  # it sits in the closer's row ...
    assert sp.glow == player_color(1)  # ... outlined in Lucía's colour ...
    tags = rv.layoff_tags()
    assert [(seat, [s.key for s in sps], label) for seat, sps, label in tags] == \
        [(1, [seven], f"de {table.name(1)}")]  # ... with a "de Lucía" tag
    note = rv.layoff_notes()
    assert note == {1: "colocó el 7 de bastos en tus ligas"}  # you closed
    texts = drawn_texts(app, table)
    assert any(t.startswith("Las cartas sueltas solo se colocan en las ligas de quien cierra")
               for t in texts)
    assert any("colocó" in t for t in texts)  # the note under Lucía's name (wrapped)
    # a ghost slot in Lucía's colour where the 7b was in her row
    (_c, a, _b), = rv.layoff_moves
    assert abs(a[1] - rv.row_ys[rv.rows.index(1)]) < 1
    from hod_desktop.ui.layout import CARD_RATIO
    w, h = int(rv.cw), int(rv.cw * CARD_RATIO)
    box = pygame.Rect(0, 0, w, h)
    box.center = (int(a[0]), int(a[1]))
    col = player_color(1)
    screen = app.screen
    hits = sum(1 for x in range(box.x, box.right) for y in range(box.y, box.bottom)
               if tuple(screen.get_at((x, y)))[:3] == col)
    assert hits > w  # its dashed edge (and arrow)
    # the other seats' rows carry no note
    assert 2 not in note


def test_scoreboard_shows_reentry_and_true_minus(app):
    from hod_desktop.engine.chinchon import PlayerOut, PlayerReentered

    r1 = _result(0, 0, ["4b 5b 6b 7b", "1o 1c 1e"], [((), (), "", -10),
                                                       (("3o 4o 5o",), (), "Rc Se Re 7o", 37),
                                                       ((), (), "Cb Ce Co Sb 7c 6c 5c", 78)],
                 (-10, 37, 78))
    table = _reveal_table(app, r1)
    table.end_reveal()
    table._on_out(PlayerOut(2, 108))
    table._on_reentered(PlayerReentered(2, 43))
    assert table.shown.history[-1] == ("reentry", {2: 43})
    r2 = _result(1, 1, ["3o 4o 5o", "1o 1c 1e"], [((), (), "Rc 7o", 17),
                                                    ((), (), "2c", 2),
                                                    ((), (), "Cb 7c 6c 5c", 28)],
                 (7, 39, 71))
    from hod_desktop.engine.chinchon import HandCounted
    table.queue.append(HandCounted(r2))
    table._pump()
    assert wait_for(app, lambda: table.reveal is not None and table.reveal.stage == 3)
    rows = table.reveal.board_rows()
    assert [k for k, _l, _c in rows] == ["hand", "reentry", "hand"]
    assert [lab for _k, lab, _c in rows] == ["1", "↺", "2"]
    assert rows[0][2][0] == ("−10", -10)  # the same minus sign as the reveal's rows
    assert rows[1][2] == [("", None), ("", None), ("↺ 43", 43)]
    assert rows[2][2][2] == ("71", 71)  # 43 + 28: the column adds up for the eye
    texts = drawn_texts(app, table)
    assert "↺ 43" in texts and "−10" in texts and "-10" not in texts


def _play_engine(match, until, limit=5000):
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    bots = {p: make_bot("chinchon", "normal", match.seed, p) for p in range(3)}
    for _ in range(limit):
        if until() or match.is_terminal():
            break
        p = match.to_act()[0]
        match.apply(p, run_to_end(bots[p].decide(match.view(p))))
    return until()


def test_resumed_scoreboard_keeps_reentries(app):
    from hod_desktop.engine.chinchon import PlayerReentered

    match = Match("chinchon", {"players": 3, "limit": 50, "level": "normal", "reentry": True}, 2)
    seen = []
    real = match.apply

    def apply(p, a):
        evs = real(p, a)
        seen.extend(e for e in evs if isinstance(e, PlayerReentered))
        return evs

    match.apply = apply
    assert _play_engine(match, lambda: bool(seen))
    table = open_table(app, Match.from_json(match.to_json()))
    rows = [item for kind, item in table.shown.history if kind == "reentry"]
    assert rows and rows[0] == {seen[0].player: seen[0].total}


def test_buttons_and_hand_hud_hidden_once_the_human_is_out(app):
    match = Match("chinchon", {"players": 3, "limit": 50, "level": "normal", "reentry": True}, 2)
    assert _play_engine(match, lambda: match.state.out[0] and match.to_act()
                        and match.to_act()[0] != 0)
    table = open_table(app, Match.from_json(match.to_json()))
    assert table.shown.out[0] and not table.human_playing()
    assert table.hud.buttons() == []
    texts = drawn_texts(app, table)
    assert not any(t.startswith(("Ordenar", "Cerrar", "Sueltas")) for t in texts)
    # while you play they are there
    fresh = open_table(app, Match("chinchon", {"players": 3, "level": "facil"}, 5))
    assert fresh.human_playing() and [b.action for b in fresh.hud.buttons()] == ["sort", "close"]


def test_dragged_card_over_badges_and_prompt_clear_of_lifted_badges(app):
    match = Match("chinchon", {"players": 3, "limit": 50, "level": "facil"}, human_starts_seed())
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    from ui_helpers import move, post
    keys = list(table.hands[0])
    # select (lift) every card in turn: the value badges stay clear of the prompt line
    bars, badges = table.meld_marks()
    assert badges
    prompt = table.prompt()
    scratch = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    banner = table.hud.draw_line(scratch, prompt[0], prompt[1], glow=prompt[2])
    for k in keys:
        table.selected = k
        step(app, 30)
        for label, x, y in table.meld_marks()[1]:
            scratch.fill((0, 0, 0, 0))
            table.hud.badge(scratch, label, (x, y))
            assert not scratch.get_bounding_rect().colliderect(banner), (k, label)
    table.selected = None
    step(app, 30)
    # carry a card over another card's badge: the carried card is drawn above it
    bars, badges = table.meld_marks()
    label, bx, by = badges[-1]
    mover = next(k for k in keys if abs(table.cards.get(k).pos[0] - bx) > table.layout.card_w)
    a = grab_point(table, mover)
    move(app, a)
    post(pygame.MOUSEBUTTONDOWN, a, button=1, touch=False)
    step(app)
    s = table.cards.get(mover)
    for i in range(1, 9):
        t = i / 8
        goal = (bx, by + s.rect.h * 0.3)  # the pointer a little under the badge
        move(app, (a[0] + (goal[0] - a[0]) * t, a[1] + (goal[1] - a[1]) * t), pressed=True)
    step(app, 2)
    assert table.drag.active and s.rect.collidepoint((int(bx), int(by)))
    p = (int(bx), int(by))
    assert app.screen.get_at(p) == s.image.get_at((p[0] - s.rect.x, p[1] - s.rect.y))
    post(pygame.MOUSEBUTTONUP, a, button=1, touch=False)
    step(app, 3)


def test_deal_code_label_and_dealer_chip_clear_of_the_bar(app):
    match = Match("chinchon", {"players": 3, "limit": 50, "level": "facil"}, human_starts_seed())
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    assert table.code and f"Reparto {table.code}" in drawn_texts(app, table)
    sh = table.shown
    dealer = sh.dealer
    other = next(p for p in range(table.n) if p not in (dealer, table.human))
    assert dealer != table.human
    hud = table.hud
    a, b = hud.plaque_surface(dealer, False), hud.plaque_surface(other, False)
    assert a.get_size() == b.get_size() and sh.scores[dealer] == sh.scores[other]
    w, h = a.get_size()
    top = int(h * 0.52) - 2
    bottom = top + max(4, int(7 * h / 60.0)) + 4
    strip = pygame.Rect(w // 2, top, w // 2 - 2, bottom - top)
    # the bar's right half looks the same with or without the dealer chip
    assert all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(strip.x, strip.right)
               for y in range(strip.y, strip.bottom))
    # and the chip is there, lower right
    low = pygame.Rect(w * 3 // 4, bottom, w // 4, h - bottom)
    assert any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(low.x, low.right)
               for y in range(low.y, low.bottom))


def test_human_out_can_skip_to_the_end_through_the_reveals(app):
    """Once the human is out, "skip to the end" must not stop at each hand's reveal."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot
    from hod_desktop.engine.chinchon import PlayerOut
    from hod_desktop.scenes.results import ResultsScene

    match = Match("chinchon", {"players": 3, "limit": 50, "reentry": False, "level": "facil"}, 5)
    bots = {p: make_bot("chinchon", "normal" if p else "facil", 5, p) for p in range(3)}
    out = False
    while not out and not match.is_terminal():  # play everyone by bot until the human is out
        p = match.to_act()[0]
        events = match.apply(p, run_to_end(bots[p].decide(match.view(p))))
        out = any(isinstance(e, PlayerOut) and e.player == 0 for e in events)
    assert out and not match.is_terminal(), "seed 5 should knock the human out first"
    table = open_table(app, match)
    assert wait_for(app, lambda: table.out_offer, limit=600)
    fast = {b.action: b for b in table.hud.pause_buttons()}["fast"]
    click(app, fast.rect.center)
    assert table.rush
    assert wait_for(app, lambda: isinstance(top(app), ResultsScene), limit=3000)
    assert match.is_terminal()
