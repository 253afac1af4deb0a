"""What a person saw wrong on the Brag table in a real window, checked headless: the
person's own knock and deal said in the second person, the reveal of a last life without
an overlapping tag, the history of the deals, the pause menu and H by keyboard, the
last-turn banner and the centre clear of the seats' cards, the knock reason inside the
window."""
import random

import pygame
from ui_helpers import app, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.brag import DealStarted, GameOver, HandsShown
from hod_desktop.engine.core import Match
from hod_desktop.engine.history import DEALS, HistoryBook
from hod_desktop.ui.table.action_log import ActionLog
from hod_desktop.ui.table.layout import table_layout


def random_game(players: int, seed: int) -> tuple[Match, list]:
    m = Match("brag", {"players": players, "level": "facil"}, seed)
    rng = random.Random(seed)
    events = []
    while not m.is_terminal():
        p = m.to_act()[0]
        events += m.apply(p, rng.choice(m.legal_actions(p)))
    return m, events


def key(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0))
    step(app, 2)


def open_table(app, players=4, seed=11):
    m = Match("brag", {"players": players, "level": "facil"}, seed)
    app.open_table(m)
    step(app, 2)
    return m, top(app)


# ------------------------------------------------------------------ words
def test_the_persons_deal_and_win_are_said_to_them():
    from hod_desktop.scenes.brag import moves, text  # noqa: F401  (strings)

    log = ActionLog(moves.describe)
    log.feed([DealStarted(0, 0, (1, 2, 0), None), DealStarted(1, 2, (0, 1, 2), None),
              GameOver((0,)), GameOver((1,))])
    names = {0: "Tú", 1: "Lucía", 2: "Mateo"}
    es = log.texts("es", moves.words(names.get), you=0)
    assert es == ["Mano 1: repartes tú", "Mano 2: reparte Mateo", "Fin de la partida. Ganas tú",
                  "Fin de la partida. Gana Lucía"]
    names = {0: "You", 1: "Lucía", 2: "Mateo"}
    en = log.texts("en", moves.words(names.get), you=0)
    assert en == ["Deal 1: you deal", "Deal 2: Mateo deals", "Game over. You win",
                  "Game over. Lucía wins"]


def test_the_reveal_of_the_persons_knock_and_a_last_life(app):
    m, events = random_game(4, 3)
    shown = [e for e in events if isinstance(e, HandsShown)]
    last_life = next(e for e in shown if e.lives[e.loser] == 0)
    _, table = open_table(app)
    mine = HandsShown(last_life.deal_no, last_life.hands, last_life.ranks, last_life.centre,
                      last_life.loser, 0, last_life.lives)
    content = table._reveal_table(mine)
    assert content.title == f"Mano {mine.deal_no + 1}: golpeaste tú"
    row = [r for (p, _), r in zip(mine.hands, content.rows) if p == mine.loser][0]
    assert row[3].text == "Fuera" and row[3].hearts is None  # said in the lives column
    assert not any(content.tags)  # no second text at the right edge over it
    # it fits in the panel: from the column's start to the panel's right edge
    s = table.hud.s
    panel = table.overlay.rect((640, 360), (1280, 720), s) if table.overlay.content else None
    width = table.hud.text.get("Fuera", int(16 * s), row[3].color, True).get_width()
    panel_w = int(min(1280 * 0.62, 520 * s)) if panel is None else panel.w
    assert content.col_x[3] * panel_w + width < panel_w - 4
    # someone else's knock keeps their name
    other = HandsShown(1, last_life.hands, last_life.ranks, last_life.centre, last_life.loser, 2,
                       last_life.lives)
    assert table._reveal_table(other).title == "Mano 2: golpeó Mateo"
    assert content.note.endswith("Clic o Intro para la siguiente mano")
    final = shown[-1]  # the deal that ends the game: the results come next, not a deal
    assert table._reveal_table(final).note.endswith("Clic o Intro para ver el resultado")
    table.shown.knocker = 0
    assert table.hud.plaque(0).status == "golpeaste"
    assert table.hud.plaque(1).status != "golpeaste"


# ------------------------------------------------------------------ history
def test_the_history_has_a_row_per_deal_with_knocker_loser_and_lives():
    from hod_desktop.ui.table.history_table import history_grid

    m, events = random_game(5, 8)
    book = HistoryBook(m)
    shown = [e for e in events if isinstance(e, HandsShown)]
    assert book.kind == DEALS and len(book.rows) == len(shown) > 5
    for row, ev in zip(book.rows, shown):
        assert (row.deal_no, row.knocker, row.loser, row.lives) == \
            (ev.deal_no + 1, ev.knocker, ev.loser, tuple(ev.lives))
        assert [p for p in range(5) if row.in_deal[p]] == sorted(p for p, _ in ev.hands)
    grid = history_grid(book, lambda p: f"P{p}", "es", 0)
    assert len(grid.rows) == len(shown) and "golpeó" in grid.note
    first = grid.rows[0]
    loser = shown[0].loser
    assert first[1 + loser].text.endswith(f"−1 · {shown[0].lives[loser]}")
    later = book.rows[-1]  # seats out before the last deal show a dash
    assert all(grid.rows[-1][1 + p].text == "—" for p in range(5) if not later.in_deal[p])


# ------------------------------------------------------------------ keys
def test_pause_menu_and_history_by_keyboard_and_esc_drops_a_half_made_choice(app):
    from hod_desktop.ui.table.history_table import HistoryScene

    m, table = open_table(app)
    assert wait_for(app, lambda: table.my_turn())
    key(app, pygame.K_2, "2")
    assert table.selected == 1
    key(app, pygame.K_ESCAPE)
    assert table.selected is None and not table.paused
    key(app, pygame.K_ESCAPE)
    assert table.paused
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, "\r")  # the second item: the history
    assert isinstance(top(app), HistoryScene) and not table.paused
    key(app, pygame.K_ESCAPE)
    assert top(app) is table
    key(app, pygame.K_h, "h")
    assert isinstance(top(app), HistoryScene)
    key(app, pygame.K_ESCAPE)
    n = len(m.actions)
    first = table.view().hand[0]
    key(app, pygame.K_1, "1")
    key(app, pygame.K_q, "q")  # Q is the centre's first card at this table
    assert m.actions[n] == (0, f"swap {first} down1")


# ------------------------------------------------------------------ geometry
def test_centre_clears_every_seats_backs_at_every_size():
    from hod_desktop.scenes.brag.anim import backs_rect, centre_width_clear_of

    for w, h in ((800, 480), (1024, 768), (1280, 720), (1920, 1080)):
        for n in range(3, 11):
            lay = table_layout(w, h, n, 0)
            cw = centre_width_clear_of(lay, n, 0)
            assert lay.card_w * 0.5 <= cw <= lay.card_w * 0.82
            ch = cw * lay.card_h / lay.card_w
            cx, cy = lay.center
            row = pygame.Rect(0, 0, int(cw * 3.44), int(ch))
            row.center = (int(cx), int(cy - lay.card_h * 0.08))
            if n <= 8 or w >= 1280:
                assert not any(row.colliderect(backs_rect(lay, p)) for p in range(1, n)), (w, h, n)
    # where there is room the centre keeps its full size
    lay = table_layout(1280, 720, 4, 0)
    assert centre_width_clear_of(lay, 4, 0) == lay.card_w * 0.82


def test_banner_under_the_centre_and_reason_inside_the_window(app):
    for size, players in (((1024, 768), 4), ((800, 480), 3), ((1280, 720), 10)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app)
        app.go_menu()
        step(app)
        m, table = open_table(app, players, 5)
        assert wait_for(app, lambda: table.my_turn())
        table.shown.knocker = 1
        text, banner = table.hud.banner()
        assert "Lucía" in text
        centre = table.centre_rect(0).unionall([table.centre_rect(1), table.centre_rect(2)])
        assert banner.top > centre.bottom + 12 * table.hud.s  # under the labels of the centre
        for p in range(1, players):
            hand = [s.rect for s in table.cards.sprites() if s.slot[:2] == ("hand", p)]
            assert not banner.colliderect(hand[0].unionall(hand[1:]))
            assert not banner.colliderect(pygame.Rect(table.layout.seats[p].plaque))
        buttons, _ = table.hud.action_buttons(table.view())
        lines = table.hud.reason_lines("Ya ha golpeado alguien: ahora hay que cambiar", buttons[-1].rect)
        for line in lines:
            w = table.hud.text.get(line, int(13 * table.hud.s), (0, 0, 0), False).get_width()
            assert buttons[-1].rect.x + w <= size[0]
        if size == (1024, 768):  # the case seen cut at the right edge
            assert len(lines) >= 2


# ------------------------------------------------------------------ results
def test_could_i_have_won_keeps_thinking_without_events_and_shows_brag_lives(app):
    from hod_desktop.scenes.could_win import CouldWinScene

    m, _ = random_game(3, 4)
    scene = CouldWinScene(app, m, 0)
    app.scenes.push(scene)
    step(app)
    assert scene.replay is None and app.needs_frames()  # the app does not sleep meanwhile
    scene.finish()
    assert not scene.needs_frames()
    mine, bots = scene.sides
    assert mine["book"].kind == DEALS and bots["book"].rows
    step(app, 2)  # draws the lives of the person's seat deal by deal


def test_could_win_says_one_life_in_the_singular(app):
    from hod_desktop.scenes.could_win import CouldWinScene

    m, _ = random_game(3, 4)
    scene = CouldWinScene(app, m, 0)
    assert scene.score_text({"score": 1, "kind": "lives"}) == "1 vida"
    assert scene.score_text({"score": 2, "kind": "lives"}) == "2 vidas"


# ------------------------------------------------------------------ the whole table at small sizes
def knocked_for_me(players: int) -> Match:
    """A match at the person's last turn after someone else knocked, with a card of theirs
    marked in the centre (everything the table can show at once)."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.brag.bot import make_bot

    for seed in range(1, 200):
        m = Match("brag", {"players": players, "level": "facil"}, seed)
        bots = [make_bot("normal", random.Random(seed * 10 + i)) for i in range(players)]
        while m.state.deal_no == 0:
            p = m.to_act()[0]
            v = m.view(p)
            if p == 0 and v.knocker not in (None, 0) and v.blocked:
                return m
            m.apply(p, run_to_end(bots[p].decide(v)))
    raise AssertionError("no such deal")


def test_nothing_meaningful_overlaps_on_small_windows_up_to_ten_seats(app):
    """Plaques, every seat's cards, the centre, the banner, the buttons, the prompt and
    the title column (keys line and log) are apart at 800x480 and 1024x768 with 3 to 10 seats (10 seats: smaller backs and
    plaques than 8)."""
    import itertools

    for size in ((800, 480), (1024, 768)):
        for n in (3, 4, 6, 10):
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            step(app)
            app.go_menu()
            step(app)
            app.open_table(knocked_for_me(n), 0)
            step(app)
            t = top(app)
            assert wait_for(app, lambda: t.my_turn())
            rects = {"centre": t.centre_rect(0).unionall([t.centre_rect(1), t.centre_rect(2)]),
                     "banner": t.hud.banner()[1]}
            for p in range(n):
                rects[f"plaque{p}"] = pygame.Rect(t.layout.seats[p].plaque)
                hand = [s.rect for s in t.cards.sprites() if s.slot[:2] == ("hand", p)]
                rects[f"cards{p}"] = hand[0].unionall(hand[1:])
            buttons, _ = t.hud.action_buttons(t.view())
            rects["buttons"] = buttons[0].rect.union(buttons[-1].rect)
            text, color = t.prompt()
            img = t.hud.text.get(text, int(17 * t.hud.s), color, True)
            prompt = img.get_rect(center=(int(t.layout.message[0]), int(t.layout.message[1])))
            rects["prompt"] = prompt.inflate(int(28 * t.hud.s), int(10 * t.hud.s))
            column = getattr(t, "title_column", None)  # title, keys line and log, as drawn
            assert column is not None and column.h > 0
            rects["title_column"] = pygame.Rect(column)
            clashes = [(a, b) for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
                       if ra.colliderect(rb)]
            assert clashes == [], (size, n, clashes)


def test_the_place_under_a_dragged_card_is_framed_over_the_card(app):
    """The gold frame of the drop place is drawn over the dragged card (it was drawn under
    it, and the card, wider than a centre card, hid it)."""
    from ui_helpers import move, post

    from hod_desktop.ui.draw import theme

    m, table = open_table(app)
    assert wait_for(app, lambda: table.my_turn())
    s = table.at[("hand", 0, 0)]
    card, n = s.card, len(m.actions)
    start = s.rect.center
    slot = next(k for k in range(3) if k not in table.view().blocked)
    target = table.centre_rect(slot)
    move(app, start)
    post(pygame.MOUSEBUTTONDOWN, start, button=1, touch=False)
    step(app)
    for i in range(1, 9):
        t = i / 8
        move(app, (start[0] + (target.centerx - start[0]) * t, start[1] + (target.centery - start[1]) * t),
               pressed=True)
    assert table.drag.active and s.rect.colliderect(target)
    frame = target.inflate(10, 10)
    edge = (frame.left + 1, frame.centery)  # on the frame's left side, under the dragged card
    assert s.rect.collidepoint(edge)
    assert tuple(app.screen.get_at(edge))[:3] == tuple(theme.GOLD_LIGHT)[:3]
    post(pygame.MOUSEBUTTONUP, target.center, button=1, touch=False)
    step(app, 2)
    assert m.actions[n] == (0, f"swap {card} {('down1', 'down2', 'up')[slot]}")
