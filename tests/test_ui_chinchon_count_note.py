"""The count's note under a name is read whole. At 6 players in 800x480 the note under «Tú»
read «colocaste el as de copas, el 6…», cut to the two lines its row has (Chinchón 6p
800x480 es, real window; «laid off the ace of coins, the 2…» in English). When the cards'
names do not fit, the note says how many cards were laid off; the ghost slots beside it show
which."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match

OPTIONS = {"players": 6, "limit": 100, "level": "facil"}


def before_the_close(seed: int) -> tuple[Match, int, str]:
    """The bots' game of `seed` up to its first close; the closer and the close."""
    m = Match("chinchon", OPTIONS, seed)
    bots = [make_bot("chinchon", "facil", seed, p) for p in range(6)]
    while True:
        seat = m.to_act()[0]
        action = run_to_end(bots[seat].decide(m.view(seat)))
        if action.startswith("close"):
            return m, seat, action
        m.apply(seat, action)


def drawn_texts(app, table) -> list[str]:
    seen, real = [], table.hud.blit_text
    table.hud.blit_text = lambda surface, s, *a, **kw: (seen.append(s), real(surface, s, *a, **kw))[1]
    try:
        step(app)
    finally:
        del table.hud.blit_text
    return seen


# seed 11: Pablo closes, you lay off the ace and the 6 of cups; seed 10: you close, Mateo
# and Pablo lay off two cards each, Lucía one (its name fits: «laid off the ace / of clubs»)
@pytest.mark.parametrize("lang,seed,short,named", [
    ("es", 11, ["colocaste 2", "cartas"], "colocó el 6 de"),
    ("en", 10, ["laid off 2 cards"], "laid off the ace")])
def test_no_note_cut_under_a_name(tmp_path, monkeypatch, lang, seed, short, named):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.set_language(lang)
        m, closer, close = before_the_close(seed)
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        if closer == 0:
            assert wait_for(app, lambda: table.idle, 900)
            assert table.apply(0, close)
        assert wait_for(app, lambda: table.reveal is not None and table.reveal.stage >= 3, 1500)
        step(app, 2)
        texts = drawn_texts(app, table)
        assert not [t for t in texts if t.endswith("…")]
        for line in short:
            assert line in texts
        assert named in texts  # a note that fits keeps the card's name
