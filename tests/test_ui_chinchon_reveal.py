"""Headless UI tests of the Chinchón table, part 2: the reveal (who laid off what), the
scoreboard (re-entries, true minus signs), resumed games, the HUD once the human is out,
badges under a dragged card, the deal code and dealer chip, and skipping to the end."""
import pygame
from chinchon_ui_helpers import grab_point, human_starts_seed, open_table, parse_cards
from ui_helpers import app, click, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.chinchon import DRAW
from hod_desktop.engine.core import Match


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


def board_texts(rows):
    """(label, cell texts) of each score board row ("" for an empty cell)."""
    return [(r.label.text, [c.text if c else "" for c in r.cells]) for r in rows]


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
    assert note == {1: "colocó el 7 de bastos"}  # you closed (the tag says where)
    texts = drawn_texts(app, table)
    assert any(t.startswith("Las cartas sueltas solo se colocan en las ligas de quien cierra")
               for t in texts)
    assert any("colocó" in t for t in texts)  # the note under Lucía's name (wrapped)
    # a ghost slot in Lucía's colour where the 7b was in her row
    (_c, a, _b), = rv.layoff_moves
    assert abs(a[1] - rv.row_ys[rv.rows.index(1)]) < 1
    from hod_desktop.ui.table.layout import CARD_RATIO
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


def test_scoreboard_reads_the_hands_the_table_has_shown(app):
    from hod_desktop.engine.chinchon import HandCounted, PlayerOut, PlayerReentered

    r1 = _result(0, 0, ["4b 5b 6b 7b", "1o 1c 1e"], [((), (), "", -10),
                                                       (("3o 4o 5o",), (), "Rc Se Re 7o", 37),
                                                       ((), (), "Cb Ce Co Sb 7c 6c 5c", 78)],
                 (-10, 37, 78))
    table = _reveal_table(app, r1)
    assert board_texts(table.reveal.board_rows()) == [("1", ["−10", "37", "78"])]
    table.end_reveal()
    table.queue.extend([PlayerOut(2, 108), PlayerReentered(2, 43)])
    table._pump()
    assert wait_for(app, lambda: not table.queue)
    r2 = _result(1, 1, ["3o 4o 5o", "1o 1c 1e"], [((), (), "Rc 7o", 17),
                                                    ((), (), "2c", 2),
                                                    ((), (), "Cb 7c 6c 5c", 28)],
                 (7, 39, 71))
    table.queue.append(HandCounted(r2))
    assert len(table.board.rows) == 1  # queued, not shown yet: the board waits for it
    table._pump()
    assert wait_for(app, lambda: table.reveal is not None and table.reveal.stage == 3)
    rows = board_texts(table.reveal.board_rows())
    assert [lab for lab, _c in rows] == ["1", "↺", "2"]
    assert rows[1] == ("↺", ["", "", "↺ 43"])
    assert rows[2][1][2] == "71"  # 43 + 28: the column adds up for the eye
    texts = drawn_texts(app, table)
    assert "↺ 43" in texts and "−10" in texts and "-10" not in texts


def _played_past_a_reentry():
    """A 3-player match (limit 50) played by Normal bots until one hand has been counted
    after a re-entry: (match, counted hand results, the re-entry, hands counted before it)."""
    from hod_desktop.engine.chinchon import HandCounted, PlayerReentered

    match = Match("chinchon", {"players": 3, "limit": 50, "level": "normal", "reentry": True}, 2)
    counted, back, before = [], [], []
    real = match.apply

    def apply(p, a):
        evs = real(p, a)
        counted.extend(e.result for e in evs if isinstance(e, HandCounted))
        for e in evs:
            if isinstance(e, PlayerReentered):
                back.append(e)
                before.append(len(counted))
        return evs

    match.apply = apply
    assert _play_engine(match, lambda: bool(back) and len(counted) > before[0])
    return Match.from_json(match.to_json()), counted, back[0], before[0]


def test_scoreboard_shows_reentry_and_true_minus(app):
    from hod_desktop.scenes.chinchon.reveal import Reveal

    match, counted, back, before = _played_past_a_reentry()
    table = open_table(app, match)
    assert table.shown.reentered[back.player]
    players = tuple(p for p in range(3) if counted[-1].points[p] is not None)
    table.reveal = Reveal(table, counted[-1], players)
    rows = board_texts(table.reveal.board_rows())
    at = [lab for lab, _c in rows].index("↺")
    assert rows[at - 1][0] == str(counted[before - 1].hand_no + 1)  # under the hand they went over in
    assert rows[at][1] == ["↺ " + str(back.total).replace("-", "−") if p == back.player else ""
                           for p in range(3)]
    last = counted[-1]
    assert rows[-1][0] == str(last.hand_no + 1)
    for p in players:  # the column adds up for the eye, with the same minus sign as the rows
        assert rows[-1][1][p] == str(last.totals[p]).replace("-", "−")
    table.reveal.start({})
    assert wait_for(app, lambda: table.reveal.stage == 3)
    texts = drawn_texts(app, table)
    assert "↺ " + str(back.total) in texts and not any(t.startswith("-") for t in texts)
    table.shown.scores[0] = -10
    assert table.hud.plaque(0, False).score == "−10 pts"  # the plaque writes it the same way


def test_the_last_moves_words_leave_when_the_count_opens(app):
    from hod_desktop.engine.chinchon import HandCounted

    r = _result(0, 0, ["4b 5b 6b", "1o 1c 1e"], [((), (), "2c", 2), ((), (), "Rc Se 3o", 25),
                                                   ((), (), "Cb Ce Re 7o", 37)], (2, 25, 37))
    match = Match("chinchon", {"players": 3, "limit": 100, "level": "facil"}, human_starts_seed())
    table = open_table(app, match)
    assert wait_for(app, lambda: table.human_to_act(DRAW))
    table.traces.add(1, "tira el rey de copas")  # a bot's move, still shown at its seat
    table.queue.append(HandCounted(r))
    table._pump()
    assert table.reveal is not None and table.traces.items == {}  # not over the count's panel


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


def test_resumed_table_knows_who_came_back(app):
    match, _counted, back, _before = _played_past_a_reentry()
    table = open_table(app, match)
    assert table.shown.reentered == [p == back.player for p in range(3)]
    assert {back.player: back.total} in table.history().timeline()


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
    a, b = (hud.ring.surface(hud.plaque(p, False), hud.plaque_rect(p).size) for p in (dealer, other))
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


def test_your_lay_off_note_is_read_whole_under_your_name(app):
    """The longest card name laid off by you on Lucía's run: the note under your name
    must not be cut with "…" (it used to end "…espadas en…")."""
    r = _result(0, 1, ["5e 6e 7e Se", "2o 2c 2b"],
                [(("1o 1c 1b",), (("Ce", 0),), "4c", 4),
                 ((), (), "3c", 3),
                 (("3o 4o 5o",), (), "Rc Cb Re 7o", 37)], (4, 3, 37))
    table = _reveal_table(app, r)
    assert table.reveal.layoff_notes() == {0: "colocaste el caballo de espadas"}
    texts = drawn_texts(app, table)
    assert any(t.startswith("colocaste") for t in texts)
    assert not [t for t in texts if t.endswith("…")]
