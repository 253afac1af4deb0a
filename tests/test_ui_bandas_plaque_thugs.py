"""A seat's plaque counts tonight's thugs as its heap does: after «Refuerzos» the person's heap
held 13 (15 with 12) while the plaque still said 10 (12); a rival's Refuerzos shows on its
plaque once the night is revealed (its districts hold 3 more than the plaque said)."""
from test_ui_bandas import open_table
from ui_helpers import app, click, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine import bandas as ba


def test_refuerzos_counts_on_the_plaque_as_in_the_heap(app):
    table = open_table(app, 2, 5)  # the person holds Refuerzos on night 1
    assert table.view().hand == (ba.REFUERZOS,) and table.view().thugs[0] == 10
    assert table.hud.seat_line(table.board(), 0).startswith("10 matones")
    table.set_trick(0, None)
    assert table.thugs_have() == 13
    b = table.board()
    assert b.thugs[0] == 13 and table.hud.seat_line(b, 0).startswith("13 matones")
    assert b.thugs[1] == 10  # a rival's trick stays secret until the reveal
    table.draft = [3, 3, 3, 2, 2]
    table.confirm()
    step(app, 2)
    assert table.board().thugs[0] == 13  # confirmed, waiting for the rival
    assert wait_for(app, lambda: table.reveal is not None, 3000)
    b = table.board()
    report = table.reveal.report
    assert sum(report.allocations[0]) == 13 and b.thugs[0] == 13
    for p in range(2):  # every plaque in the reveal: what the seat could place
        play = report.plays[p]
        extra = ba.REFUERZOS_EXTRA if play and play.trick == ba.REFUERZOS else 0
        assert b.thugs[p] == report.thugs[p] + extra >= sum(report.allocations[p])


def test_thugs_tonight_is_the_rule_the_move_check_uses():
    assert ba.thugs_tonight(12, ba.REFUERZOS) == 15
    assert ba.thugs_tonight(9, None) == 9 and ba.thugs_tonight(10, ba.NAVAJA) == 10
