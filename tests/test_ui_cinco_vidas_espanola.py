"""Headless UI tests of the Cinco Vidas con baraja española table, one per mode: the real
App at speed "max", the person's moves made with synthetic clicks (bids, spy, cards or
Chaos places) through at least one whole cycle of sub-rounds (5, 4, 3, 2, 1 cards)."""
import pytest
from ui_helpers import app, click, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match

MODES = ("clasico", "twisted", "chaos", "a_ciegas")


def open_table(app, mode: str, players: int = 3, seed: int = 11):
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    match = Match("cinco_vidas_espanola", {"players": players, "mode": mode, "level": "facil"},
                  seed)
    match.state.lives = [99] * players  # long enough for a whole cycle of sub-rounds
    table = EspanolaTable(app, match, 0)
    app.scenes.push(table)
    step(app, 2)
    assert top(app) is table
    return table


def point_on(table, key):
    s = table.cards.get(key)
    r = s.rect
    for fx in (0.5, 0.3, 0.15, 0.7, 0.85):
        p = (r.x + r.w * fx, r.y + r.h * 0.5)
        if table.cards.top_at(p) is s:
            return p
    raise AssertionError(f"card {key} not visible")


def human_move(app, table, seen: dict) -> None:
    """Make the person's move with the mouse, checking what the table shows first."""
    v = table.view()
    if v.phase == ce.SPYING:
        buttons = {b.action: b for b in table.hud.build_spy_buttons(v)}
        action = next(a for a in v.legal if a != "spy none")
        seen["spy"] += 1
        click(app, buttons[action].rect.center)
        target = int(action.split()[1])
        assert table.view().spied is not None
        step(app, 5)
        return
    if v.phase == ce.BIDDING:
        if v.mode == ce.A_CIEGAS and v.round_size > 1:
            # the hand is there, face down: nothing of it can be read on the table
            keys = table.hands[0]
            assert keys and all(table.cards.get(k).card is None for k in keys)
            seen["blind_bid"] += 1
        if v.secret_bids:
            seen["secret"] += 1
        buttons, _ = table.hud.build_bid_buttons(v)
        b = next(b for b in buttons if b.enabled)
        click(app, b.rect.center)
        return
    keys = list(table.hands[0])
    if v.mode == ce.CHAOS:
        assert all(table.cards.get(k).card is None for k in keys)  # places, not cards
        seen["chaos_pick"] += 1
    key = keys[0]
    click(app, point_on(table, key))


@pytest.mark.parametrize("mode", MODES)
def test_a_whole_cycle_of_sub_rounds_with_clicks(app, mode):
    table = open_table(app, mode)
    match = table.match
    seen = {"spy": 0, "blind_bid": 0, "secret": 0, "chaos_pick": 0, "struck": 0,
            "down": 0}
    sizes = []
    for _ in range(40000):
        if match.state.round_no >= 5 and table.idle:
            break
        if table.struck:
            seen["struck"] += 1
        if any(k[0] == "down" for k in table.cards.by_key if isinstance(k, tuple)):
            seen["down"] += 1
        if table.human_to_act():
            if not sizes or sizes[-1] != (match.state.round_no, match.state.size):
                sizes.append((match.state.round_no, match.state.size))
            human_move(app, table, seen)
            continue
        step(app)
    assert match.state.round_no >= 5, f"stuck at {match.actions[-3:]}"
    assert [s for _, s in sizes][:5] == [5, 4, 3, 2, 1]
    assert any(p == 0 for p, _ in match.actions)
    if mode == "chaos":
        assert seen["spy"] >= 1 and seen["chaos_pick"] >= 5
    if mode == "a_ciegas":
        assert seen["blind_bid"] >= 4 and seen["secret"] >= 1
    if mode == "clasico":
        assert seen["secret"] >= 1
    if mode == "twisted":
        assert seen["down"] >= 1


def test_setup_explains_the_chosen_mode_in_one_line(app):
    from hod_desktop.scenes.setup import SetupScene

    menu = top(app)
    click(app, next(w for w in menu.ui.widgets
                    if getattr(w, "key_name", None) == "menu.play").rect.center)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    setup.select_game("cinco_vidas_espanola")
    lines = {}
    for mode in MODES:
        setup.set_option("mode", mode)
        step(app, 2)
        label = next(w for w in top(app).ui.widgets
                     if getattr(w, "key_name", None) == "help:mode")
        lines[mode] = label.s
        assert label.s == app.tr(f"opt.cinco_vidas_espanola.mode.{mode}.help")
    assert len(set(lines.values())) == 4
    setup.select_game("cinco_vidas")
    step(app, 2)
    assert not any(getattr(w, "key_name", "").startswith("help:") for w in top(app).ui.widgets)


def _finished_match(players: int = 3):
    """A random finished match whose knock-out order differs from the seat order."""
    import random

    from hod_desktop.scenes.standings import standings

    for seed in range(200):
        match = Match("cinco_vidas_espanola", {"players": players, "mode": "clasico",
                                               "level": "facil"}, seed)
        rng = random.Random(seed)
        out: list[int] = []
        while not match.is_terminal():
            p = match.to_act()[0]
            for ev in match.apply(p, rng.choice(match.view(p).legal)):
                if isinstance(ev, ce.PlayerEliminated):
                    out.append(ev.player)
        losers = [r["seat"] for r in standings(match, 0) if not r["winner"]]
        if len(set(out)) == players - 1 and out[0] < out[-1] and len(losers) == players - 1:
            return match, out
    raise AssertionError("no such match")


def test_final_standings_follow_the_knock_out_order(app):
    """The standings at game over list the winner, then the others from the last one
    knocked out to the first (not by seat), the fallen marked as such."""
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    match, out = _finished_match()
    table = EspanolaTable(app, match, 0)
    app.scenes.push(table)
    step(app, 2)
    board = table.standings()
    names = [row[1].text for row in board.rows]
    winner = match.winners()[0]
    assert names[0] == table.name(winner)
    assert names[1:] == [table.name(p) for p in reversed(out)]
    assert [row[0].text for row in board.rows] == ["1", "2", "3"]
    assert board.rows[0][2].hearts == match.view(0).lives[winner]
    assert all(row[2].text == app.tr("table.eliminated") for row in board.rows[1:])


def test_bot_move_traces_tell_no_secret(app):
    """The words a bot's move leaves at its seat never name a face-down Twisted card or a
    secret 1-card bid; a Chaos pick is told as a place."""
    table = open_table(app, "twisted", players=3, seed=4)
    match = table.match
    told = []
    add = table.traces.add  # every trace, also those left while the person's move runs

    def record(seat, words):
        told.append((match.view(0).round_size, words))
        return add(seat, words)
    table.traces.add = record
    for _ in range(20000):
        if match.state.round_no >= 5:
            break
        to_act = match.to_act()
        if 0 in to_act and table.idle:
            human_move(app, table, {"spy": 0, "blind_bid": 0, "secret": 0, "chaos_pick": 0})
            continue
        step(app)
    downs = [t for size, t in told if size > 1]
    assert downs and all(t == app.tr("ce.trace.down") for t in downs if "pide" not in t)
    assert not any("juega" in t for _, t in told)
    assert any(t == app.tr("ce.trace.down") for t in downs)


@pytest.mark.parametrize("mode, action, key", [("clasico", "bid 1", "ce.trace.secret_bid"),
                                               ("chaos", "pick 2", "ce.trace.pick")])
def test_secret_bid_and_chaos_pick_traces(app, mode, action, key):
    table = open_table(app, mode, players=3)
    match = table.match
    def there() -> bool:  # the 1-card round's secret bids, or Chaos play
        v = match.view(1)
        return v.secret_bids if key == "ce.trace.secret_bid" else v.phase == ce.PLAYING
    while not there():
        p = match.to_act()[0]
        match.apply(p, match.view(p).legal[0])
    table.trace_move(1, action)
    said = table.traces.items[1][0]
    assert said == app.tr(key, n="2")
    assert "Gano" not in said


def test_bids_in_words_are_numbers_except_in_the_one_card_round(app):
    """A ciegas: a bid made without seeing the hand is still a number of tricks, in the
    trace at the seat and in the hint; in the 1-card round it is "Gano"/"Pierdo"."""
    table = open_table(app, "a_ciegas", players=3)
    match = table.match
    assert match.view(1).blind and match.view(1).round_size == 5
    table.trace_move(1, "bid 1")
    assert table.traces.items[1][0] == app.tr("move.trace.bid", n="1")
    while 0 not in match.to_act():
        p = match.to_act()[0]
        match.apply(p, match.view(p).legal[0])
    table.ask_hint()
    assert table.hint_box.blind is False
    twisted = open_table(app, "twisted", players=3)
    m = twisted.match
    while not (m.view(1).round_size == 1 and m.view(1).phase == ce.BIDDING):
        p = m.to_act()[0]
        m.apply(p, m.view(p).legal[0])
    assert m.view(1).hand  # Twisted: one sees one's own card, and still says win/lose
    twisted.traces.items.clear()
    twisted.trace_move(1, "bid 1")  # said by the plaque alone (test_ui_one_card_bid_once)
    assert not twisted.traces.items
    twisted.ask_hint()
    assert twisted.hint_box.blind is True


def test_sub_round_table_player_bid_won_lives_lost_lives(app):
    """After a sub-round the table lists, per player in bidding order: bid, tricks won,
    lives lost and lives left, as the engine scored them."""
    table = open_table(app, "clasico", players=3, seed=5)
    match = table.match
    scored, boards = [], []
    orig, opened = table._on_scored, table.overlay.open
    table._on_scored = lambda ev: (scored.append(ev), orig(ev))[1]
    table.event_handlers = (lambda h=table.event_handlers: {**h(), ce.RoundScored:
                                                               table._on_scored})
    table.overlay.open = lambda content, *a, **k: (boards.append(content),
                                                   opened(content, *a, **k))[1]
    seen = {"spy": 0, "blind_bid": 0, "secret": 0, "chaos_pick": 0}
    for _ in range(20000):
        if boards:
            break
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    ev, board = scored[0], boards[0]
    assert [c for c in board.columns] == [app.tr(k) for k in (
        "table.col_player", "cv.col_bid", "cv.col_won", "ce.col_lost", "table.col_lives")]
    seat_of = {table.name(p): p for p in range(3)}
    order = [seat_of[row[0].text] for row in board.rows]
    assert sorted(order) == [0, 1, 2]
    for p, row in zip(order, board.rows):
        assert row[1].text == str(ev.bids[p]) and row[2].text == str(ev.tricks[p])
        assert row[3].text == (f"−{ev.lost[p]}" if ev.lost[p] else "0")
        assert row[4].hearts == ev.lives[p] == match.view(0).lives[p]


def test_the_hint_words_the_spy_choice_with_the_rivals_name(app):
    """Chaos 1-card round: «¿Qué haría la máquina?» names the rival to spy on (or says
    not to spy), never the raw action text; the bot's own answer is worded too."""
    from hod_desktop.ai.hint import Hint

    table = open_table(app, "chaos", players=3)
    match = table.match
    while not (match.state.phase == ce.SPYING and match.to_act() == (0,)):
        p = next((q for q in match.to_act() if q != 0), match.to_act()[0])
        match.apply(p, match.view(p).legal[0])
    box = table.hint_box
    box.hint = Hint("spy 2")
    assert box.lines(table.lang, "spanish", table.name)[0] == app.tr("ce.advice.spy",
                                                                      name=table.name(2))
    box.hint = Hint("spy none")
    assert box.lines(table.lang, "spanish", table.name)[0] == app.tr("ce.advice.spy_none")
    table.hint_box.close()
    table.ask_hint()
    for _ in range(400):
        if box.hint is not None:
            break
        step(app)
    assert box.hint is not None and box.hint.action in match.view(0).legal
    move = box.lines(table.lang, "spanish", table.name)[0]
    assert not move.startswith("spy") and move
