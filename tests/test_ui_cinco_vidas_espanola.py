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
