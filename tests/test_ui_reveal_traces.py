"""The 1-card round's reveal leaves a trace (issue 36): the log listed only «Se destapan
las cartas» (Spanish deck) or the winner (French deck), and once the next round was dealt
Tab said «Aún no hay bazas en esta ronda». Now the log names every card turned up, and Tab
shows the round before's last trick until a trick is won in the new one."""
import pytest
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n
from hod_desktop.ui.draw import theme

GAMES = [("cinco_vidas", {"players": 3}), ("cinco_vidas_espanola", {"players": 3, "mode": "clasico"})]


def at_the_one_card_round(game, options, seed=8) -> Match:
    m = Match(game, options, seed)
    bots = {p: make_bot(game, "normal", seed, p) for p in range(3)}
    while m.view(0).round_size != 1:
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
    return m


def past_the_reveal(app, game, options):
    """The table opened at the 1-card round, played on (the person: the first legal move)
    until the next round is dealt and the table waits for its first bid."""
    m = at_the_one_card_round(game, options)
    assert app.open_table(m, 0)
    step(app, 2)
    t = top(app)
    for _ in range(4000):
        if m.view(0).round_size != 1 and t.idle and not t.overlay.visible:
            break
        if t.human_to_act() and t.idle:
            t.act(t.view().legal[0])
        step(app)
    assert m.view(0).round_size != 1 and not any(t.shown.tricks)
    return t, m


@pytest.mark.parametrize("game,options", GAMES, ids=["french", "spanish"])
def test_the_log_names_every_card_turned_up(app, game, options):
    t, m = past_the_reveal(app, game, options)
    lines = t.log.texts(t.lang, t.log_words, you=0)
    had = [ln for ln in lines if ln.startswith("Tenías") or " tenía " in ln]
    assert len(had) == 3, lines[-12:]
    names = {t.name(p) for p in (1, 2)}
    assert {ln.split(" tenía ")[0] for ln in had if " tenía " in ln} == names


@pytest.mark.parametrize("game,options", GAMES, ids=["french", "spanish"])
def test_tab_shows_the_reveal_until_a_trick_is_won(app, game, options):
    t, m = past_the_reveal(app, game, options)
    title, cards = t.hud._last_trick()
    assert len(cards) == 3, title
    assert title.startswith(i18n.tr("trick.prev", "es", name="").split("·")[0].strip())
    assert title != i18n.tr("trick.none", "es")


@pytest.mark.parametrize("game,options", GAMES, ids=["french", "spanish"])
def test_the_summary_of_the_one_card_round_shows_each_card(app, game, options):
    app.settings["anim_speed"] = "fast"  # at "max" the summary comes and goes in a frame
    m = at_the_one_card_round(game, options)
    assert app.open_table(m, 0)
    step(app, 2)
    t = top(app)
    seen = None
    for _ in range(4000):
        if t.overlay.visible and seen is None:
            seen = t.overlay.content
        if m.view(0).round_size != 1 and t.idle and not t.overlay.visible:
            break
        if t.human_to_act() and t.idle:
            t.act(t.view().legal[0])
        step(app)
    assert seen is not None
    head = i18n.tr("cv.col_card", "es")
    assert head in seen.columns
    k = list(seen.columns).index(head)
    cards = [row[k].text for row in seen.rows]
    assert len(cards) == 3 and all(c and c != "—" for c in cards), cards
    assert sum(row[k].color == theme.GOLD_LIGHT for row in seen.rows) == 1  # the winner's
    assert len(seen.col_x) == len(seen.columns)
