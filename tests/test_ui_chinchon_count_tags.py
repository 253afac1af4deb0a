"""Chinchón's count: the «de Lucía» tags over the closer's row stay apart and under the
words over the rows. With 6 players at 800x480 «de Lucía» touched «de Elena» (read «de
Lucíade Elena») and Carmen's tag, shortened to «C», moved up onto «Las cartas sueltas solo se
colocan…» (rev_800_6, headless, es)."""
import pytest
from ui_helpers import running_app, step, top

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.ui.table.card_marks import tag_boxes


@pytest.fixture
def app(tmp_path, monkeypatch):
    yield from running_app(tmp_path, monkeypatch, (800, 480))


def counted(app, players: int, seed: int):
    """The table at its first count, every mark shown (the person's seat played by a bot)."""
    assert app.open_table(Match("chinchon", {"players": players, "level": "normal", "limit": 100,
                                             "reentry": True}, seed), 0)
    step(app, 3)
    t = top(app)
    bot = make_bot("chinchon", "normal", seed, 0)
    for _ in range(20000):
        if t.reveal is not None and t.reveal.stage >= 3:
            return t
        if t.idle and 0 in t.match.to_act() and t.reveal is None:
            t.apply(0, run_to_end(bot.decide(t.match.view(0))))
        step(app)
    raise AssertionError("no count")


@pytest.mark.parametrize("players, seed", [(6, 4), (5, 3)])
def test_count_tags_apart_and_under_the_words(app, players, seed):
    t = counted(app, players, seed)
    r = t.reveal
    s = t.layout.size[1] / 720.0
    runs = r.tag_runs()
    boxes = [b for _o, b, _w in tag_boxes(runs, r.cw, s, r.subtitle_bottom(s))]
    if players == 6:
        assert len(boxes) >= 3  # the crowded case seen
    for i, a in enumerate(boxes):
        assert a.top >= r.subtitle_bottom(s), (i, a)
        for b in boxes[i + 1:]:
            assert not a.inflate(4, 0).colliderect(b), (a, b)
