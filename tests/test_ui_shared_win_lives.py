"""Players who share the win at 0 lives are winners, not «Fuera». When every player left
loses their last lives in the same round, the most lives as if they could go below zero
win, ties sharing (RULES.md §1). A 3-player Cinco Vidas game ended so for You and Mateo,
and the last round's summary said «Fuera» in both their lives cells, their plaques said
«Fuera» under «¡Ganáis tú y Mateo!» (800x480 es); the Spanish deck's Standings listed
You and Mateo, places 1 and 1, as «Out» (Clásico + Poderes 3p 800x480 en). Now their cells
and plaques say «Victoria» / «Winner»; the player out earlier keeps «Fuera»."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui import i18n

CASES = {  # game: (options, seed) a bots' game that ends with seats 0 and 2 at 0, sharing
    "cinco_vidas": ({"players": 3, "level": "facil"}, 39),
    "cinco_vidas_espanola": ({"players": 3, "level": "facil", "poderes": True}, 5),
}


def before_the_last_move(game: str) -> tuple[Match, tuple]:
    options, seed = CASES[game]
    m = Match(game, options, seed)
    bots = [make_bot(game, "facil", seed, p) for p in range(3)]
    while not m.is_terminal():
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    assert set(m.winners()) == {0, 2} and tuple(m.view(0).lives) == (0, 0, 0)
    *before, last = m.actions
    again = Match(game, options, seed)
    for seat, action in before:
        again.apply(seat, action)
    return again, last


def lives_column(content) -> dict[str, str]:
    """Each row's player name (first text cell after a place, if any) -> its lives text."""
    out = {}
    for row in content.rows:
        names = [c.text for c in row if c.text and not c.text.isdigit()]
        out[names[0]] = row[-1].text
    return out


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", sorted(CASES))
def test_co_winners_at_no_lives_are_winners(tmp_path, monkeypatch, game, lang):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language(lang)
        app.set_speed(1.0)  # the summaries stay up long enough to read them
        m, (seat, action) = before_the_last_move(game)
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        assert wait_for(app, lambda: table.idle or table.match.is_terminal(), 900)
        if seat == 0:
            assert table.apply(0, action)
        assert wait_for(app, lambda: table.overlay.visible, 2000)
        win, out = i18n.tr("results.winner_tag", lang), i18n.tr("table.eliminated", lang)
        you, lucia, mateo = (i18n.seat_name(p, lang, 0) for p in range(3))
        summary = lives_column(table.overlay.content)  # the last round's summary
        assert summary[you] == win and summary[mateo] == win
        assert wait_for(app, lambda: table.shown.banner, 3000)
        for p, word in ((0, win), (1, out), (2, win)):
            plaque = table.hud.plaque(p)
            assert plaque.status == word and plaque.out == (p == 1)
        if game == "cinco_vidas_espanola":  # its own standings on the table
            assert wait_for(app, lambda: table.overlay.visible, 600)
            standings = lives_column(table.overlay.content)
            assert standings == {you: win, mateo: win, lucia: out}
