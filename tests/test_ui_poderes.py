"""Headless UI test of the Spanish-deck table with Poderes: the person duels, uses a power
card's choice and answers a revive offer by clicking the table's own buttons; the steps
of the resolution, mana bars and achievement toasts follow the engine's events."""
from ui_helpers import app, click, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.core import Match
from test_poderes_engine import rig


def open_table(app, match):
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable

    table = EspanolaTable(app, match, 0)
    app.scenes.push(table)
    step(app, 2)
    assert top(app) is table
    return table


def give_card(match, seat: int, name: str) -> None:
    """Put card `name` in `seat`'s hand in place of its first card (swapping hands)."""
    s = match.state
    card = next(c for c in s.deck if str(c) == name)
    mine = s.hands[seat]
    for h in s.hands:
        if card in h:
            h[h.index(card)] = mine[0]
            break
    mine[0] = card


def human_move(app, table, seen: dict) -> None:
    v = table.view()
    if v.phase == ce.DUEL:
        seen["duel"] += 1
        assert table.pod_duel_open and table.pod_duel.prompt is not None
        click(app, table.pod_duel.prompt.buttons[0].rect.center)
        return
    if v.phase == ce.CHOOSING:
        seen["choice"] += 1
        assert table.pod_prompt is not None and table.pod_prompt.actions == list(v.legal)
        click(app, table.pod_prompt.buttons[-1].rect.center)  # an option, not "pass"
        return
    if v.phase == ce.BIDDING:
        buttons, _ = table.hud.build_bid_buttons(v)
        click(app, next(b for b in buttons if b.enabled).rect.center)
        return
    s = table.cards.get(table.hands[0][0])
    click(app, s.rect.center)


def test_a_poderes_game_through_the_table(app):
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 4)
    match.state.lives = [99] * 3
    give_card(match, 0, "1e")
    table = open_table(app, match)
    seen = {"duel": 0, "choice": 0, "steps": 0, "toasts": 0}
    for _ in range(60000):
        if match.state.round_no >= 10 and table.idle:
            break
        seen["steps"] += bool(table.pod_steps)
        seen["toasts"] += bool(table.pod_toasts.items)
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    assert match.state.round_no >= 10, f"stuck at {match.actions[-3:]}"
    assert seen["duel"] >= 1 and seen["choice"] >= 1, seen
    assert seen["steps"] and seen["toasts"], seen
    assert any(a.startswith(("remove", "swap")) for p, a in match.actions if p == 0)
    assert any(a.startswith("duel") for p, a in match.actions if p == 0)
    assert table.pod_mana == list(match.view(0).mana) or not table.idle


def test_the_revive_offer_is_answered_on_the_table(app):
    match = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 0)
    rig(match, size=1, dealer=3, lives=[3, 0, 1, 1], hands={0: "Rc", 2: "3o", 3: "Sb"})
    match.state.order = (0, 2, 3)
    match.state.duelists = (2, 3)
    match.apply(2, "duel betray")  # recorded actions: the table builds from the view
    finish_rest = {0: 1, 2: 0, 3: 0}
    match.apply(3, "duel betray")
    for p in (0, 2, 3):
        match.apply(p, f"bid {finish_rest[p]}")
    assert match.state.phase == ce.REVIVE and match.to_act() == (0,)
    table = open_table(app, match)
    for _ in range(200):
        if table.pod_prompt is not None:
            break
        step(app)
    assert table.pod_prompt is not None and "revive 1" in table.pod_prompt.actions
    assert not table.apply(0, "bid 1")  # a key or a click meant for the base game
    assert table.message[0] == "Primero responde: ¿das una vida a un eliminado?"
    button = table.pod_prompt.buttons[table.pod_prompt.actions.index("revive 1")]
    click(app, button.rect.center)
    assert match.state.lives[1] == 1 and match.state.revived_by == {1: 0}
    for _ in range(400):
        step(app)
        if table.idle:
            break
    assert 1 not in table.shown.eliminated


def test_achievements_per_game_in_the_statistics(tmp_path, monkeypatch):
    import random

    from hod_desktop import persist
    from hod_desktop.scenes.stats import fmt

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    rng = random.Random(3)
    match = Match("cinco_vidas_espanola", {"players": 3, "poderes": True}, 8)
    while not match.is_terminal():
        p = rng.choice(match.to_act())
        match.apply(p, rng.choice(match.legal_actions(p)))
    mine = sum(1 for p, _ in match.state.earned if p == 0)
    summary = persist.record_result(match, 0)
    assert summary["achievements_per_game"] == mine
    plain = Match("cinco_vidas_espanola", {"players": 2}, 1)
    while not plain.is_terminal():
        p = rng.choice(plain.to_act())
        plain.apply(p, rng.choice(plain.legal_actions(p)))
    summary = persist.record_result(plain, 0)
    assert summary["achievements_per_game"] == mine  # a game without Poderes does not count
    assert fmt("achievements_per_game", 2.5, "es") == "2,5"
