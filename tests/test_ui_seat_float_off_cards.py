"""The 1-card round shows each rival's card; nothing of the table may lie over it, nor it
over a plaque (issue 36, item 7). Tried on every Cinco Vidas table (both decks, Poderes),
3 to 8 players, 800x480 to 1920x1080: a seat's bid word («Pierdo», «✓») sank from the top
plaque or drifted from a side one over that very card (French deck 6p and 8p, Spanish 8p,
Poderes 4p at 800x480), and the top seat's card, larger than the row of backs it stands
for, lay over its plaque's foot and mana bar (Poderes 4p 1920x1080: 112x14 px)."""
import random

import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.engine.core import Match
from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.floaters import text_rect

TABLES = [("cinco_vidas", {}), ("cinco_vidas_espanola", {"mode": "clasico"}),
          ("cinco_vidas_espanola", {"mode": "clasico", "poderes": True})]


def one_card_round(game, opts, n):
    """A match (seeded moves) at the start of its 1-card round with the person in and at
    least three players (all but three of them) still in."""
    for seed in range(200):
        m = Match(game, {"players": n, **opts}, seed)
        rng = random.Random(seed)
        while m.to_act() and m.view(0).round_size != 1:
            p = m.to_act()[0]
            m.apply(p, rng.choice(m.legal_actions(p)))
        lives = m.state.lives
        if m.to_act() and lives[0] > 0 and sum(x > 0 for x in lives) >= max(3, n - 3):
            return m
    raise AssertionError("no such match")


def opened(app, game, opts, n):
    t = app.open_table(one_card_round(game, opts, n), 0)
    step(app, 3)
    t = top(app)
    wait_for(app, lambda: not t.anim.busy, 600)
    return t


def rival_cards(t, n):
    return [sp for sp in t.cards.sprites() if sp.slot[0] == "blind" and sp.slot[1] != t.human]


@pytest.mark.parametrize("size", [(800, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,opts", TABLES, ids=["french", "spanish", "poderes"])
@pytest.mark.parametrize("n", [3, 4, 5])
def test_no_rival_card_lies_over_a_plaque_or_its_bar(tmp_path, monkeypatch, size, game, opts, n):
    for app in running_app(tmp_path, monkeypatch, size):
        t = opened(app, game, opts, n)
        cards = rival_cards(t, n)
        assert cards
        for sp in cards:
            for p in range(n):
                a = t.plaque_anchor(p)
                assert a is None or not sp.rect.colliderect(a), (sp.slot, p, sp.rect.clip(a))


@pytest.mark.parametrize("game,opts,n", [(g, o, n) for g, o in TABLES for n in (4, 6, 8)],
                         ids=[f"{k}-{n}" for k in ("french", "spanish", "poderes") for n in (4, 6, 8)])
def test_a_seat_s_word_keeps_off_the_rivals_cards(tmp_path, monkeypatch, game, opts, n):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        t = opened(app, game, opts, n)
        app.set_speed(1.0)
        cards = [sp.rect for sp in rival_cards(t, n)]
        hud = t.hud
        for seat in range(n):
            if seat == t.human or seat in t.shown.eliminated:
                continue
            for word in ("Pierdo", "✓"):
                hud.floaters.clear()
                hud.float_at_seat(seat, word, theme.GOLD_LIGHT, 1.0)
                f, = hud.floaters
                img = hud.text.get(word, int(hud.FLOAT_SIZE * hud.s), theme.GOLD_LIGHT, True)
                way = [text_rect(f, img, hud.FLOAT_RISE * hud.s, k / 10) for k in range(11)]
                assert all(r.collidelist(cards) < 0 for r in way), (seat, word, way[0], cards)
        hud.floaters.clear()
