"""The action log keeps pace with the felt at the Spanish-deck table: a resolved trick's
«X gana la baza» goes in as the winner takes it. It went in as the resolution started, so
with Poderes the log already named the winner while the step panel showed step 1 of 2."""
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match
from test_ui_poderes import give_card, human_move, open_table

TRICK_LINES = ("ce.log.trick", "ce.log.trick_last")


def test_the_log_names_the_tricks_winner_only_once_the_table_has_shown_it(app):
    app.settings["anim_speed"] = 1.0
    match = Match("cinco_vidas_espanola", {"players": 3, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, 4)
    match.state.lives = [99] * 3
    give_card(match, 0, "1e")
    table = open_table(app, match)
    started, taken = [], []
    take, steps = table._take, table._on_steps

    def counting_take(ev):
        taken.append(ev)
        take(ev)

    def counting_steps(ev, base):
        started.append(ev)
        steps(ev, base)
    table._take, table._on_steps = counting_take, counting_steps
    mid_resolution = 0  # frames with the step panel up and the trick not yet taken
    seen = {"duel": 0, "choice": 0}
    for _ in range(6000):
        if len(taken) >= 6:
            break
        said = sum(e.key in TRICK_LINES for e in table.log.entries)
        assert said == len(taken), (said, len(taken), table.pod_steps)
        mid_resolution += bool(table.pod_steps) and len(started) > len(taken)
        if table.human_to_act():
            human_move(app, table, seen)
            continue
        step(app)
    assert len(taken) >= 6 and mid_resolution
