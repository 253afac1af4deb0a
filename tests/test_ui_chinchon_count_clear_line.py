"""The count opens with nothing said over it. Two moves after the stock ran out, a close
opened the count while «The stock ran out: the discard pile is shuffled (1 of 2)» was still
on the message line, drawn over the count's panel across the tops of the person's cards
(Chinchón 3p 800x480 en; the line stays 3.5 s). The move traces were already cleared there;
the line now is too."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match

OPTIONS, SEED = {"players": 2, "limit": 50, "level": "facil"}, 14


def before_the_close() -> tuple[Match, str, str]:
    """The bots' game of SEED up to the person's close two moves after the stock ran out;
    that close, and the words the table said when the stock was rebuilt."""
    from hod_desktop.engine.chinchon import StockRebuilt
    from hod_desktop.ui import i18n

    m = Match("chinchon", OPTIONS, SEED)
    bots = [make_bot("chinchon", "facil", SEED, p) for p in range(2)]
    said = None
    while True:
        seat = m.to_act()[0]
        action = run_to_end(bots[seat].decide(m.view(seat)))
        if action.startswith("close") and seat == 0 and said is not None:
            break
        for ev in m.apply(seat, action):
            if isinstance(ev, StockRebuilt):
                said = ev.exhaustion
    return m, action, i18n.tr("ch.rebuilt", "en", n=said)


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_the_count_opens_without_the_last_message(tmp_path, monkeypatch, size):
    for app in running_app(tmp_path, monkeypatch, size):
        app.set_language("en")
        m, close, rebuilt = before_the_close()
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        assert wait_for(app, lambda: table.idle, 900)
        table.say(rebuilt, seconds=3.5)  # as the rebuild said it, a move or two before
        assert table.apply(0, close)
        assert wait_for(app, lambda: table.reveal is not None, 600)
        step(app, 2)
        assert table.message is None


@pytest.mark.parametrize("size", [(800, 480), (1280, 720)])
def test_no_cut_title_column_beside_the_count(tmp_path, monkeypatch, size):
    """Left of the count's panel, the keys line and the log's last lines showed cut by its
    edge, dimmed: «Flech», «C cer», «O ord»… (Chinchón 4p 800x480 es; 1280x720 and 900x560,
    seen by i7check). While the count is open they are not drawn; the title stays."""
    for app in running_app(tmp_path, monkeypatch, size):
        m, close, _ = before_the_close()
        assert app.open_table(m, 0)
        step(app, 3)
        table = top(app)
        assert wait_for(app, lambda: table.idle, 900)
        drawn = []
        real = table.log_view.draw_recent
        table.log_view.draw_recent = lambda *a, **k: (drawn.append(a[1]), real(*a, **k))[1]
        step(app, 2)
        assert drawn and table.hud.keys_lines  # before the close: both there
        assert table.apply(0, close)
        assert wait_for(app, lambda: table.reveal is not None, 600)
        drawn.clear()
        step(app, 3)
        assert not drawn and not any(table.hud.keys_lines)
