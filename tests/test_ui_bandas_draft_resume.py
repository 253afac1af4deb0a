"""Bandas: thugs placed and a trick chosen but not yet confirmed survive closing the
window. Before, the save held only confirmed moves, so a resumed night started from an
empty board and the person had to place every thug again."""
import json

from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop import persist
from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match
from hod_desktop.scenes.bandas import draft_note
from hod_desktop.scenes.bandas.table import BandasTable

from test_ui_bandas import open_table


def reopen(app, match_game="bandas"):
    """What «Continuar» does after a restart: the save read back from disk, a new table."""
    app.flush_saves()
    match, msg = persist.load_saved_match(game=match_game)
    assert msg is None and match is not None
    assert app.open_table(match, 0)
    step(app, 3)
    table = top(app)
    assert isinstance(table, BandasTable)
    return table


def test_placed_thugs_and_a_trick_come_back_after_a_restart(app):
    table = open_table(app, 3, 11)
    hand = table.view().hand
    assert hand, "the person holds trick cards on the first night"
    index = next(i for i, t in enumerate(hand) if t != ba.SOBORNO)
    table.set_trick(index, 2)
    table.draft = [2, 0, 1, 3, 0]
    step(app, 2)
    app.flush_saves()
    saved = json.loads(persist.save_path("bandas").read_text())
    assert saved["notes"][draft_note.KEY]["thugs"] == [2, 0, 1, 3, 0]
    again = reopen(app)
    assert again is not table
    assert again.draft == [2, 0, 1, 3, 0]
    assert again.draft_trick_index == index and again.draft_trick[0] == hand[index]
    assert again.move_text() == table.move_text()


def test_a_bribe_without_its_rival_comes_back_asking_for_the_rival(app):
    for seed in range(40):  # a deal where the person holds Soborno
        m = Match("bandas", {"players": 3, "level": "facil"}, seed)
        if ba.SOBORNO in m.view(0).hand:
            break
    else:
        raise AssertionError("no deal with Soborno in 40 seeds")
    table = open_table(app, 3, seed)
    table.set_trick(table.view().hand.index(ba.SOBORNO), 1)
    assert table.choosing_rival
    step(app, 2)
    again = reopen(app)
    assert again.draft_trick[0] == ba.SOBORNO and again.draft_trick[2] is None
    assert again.choosing_rival


def test_confirming_drops_the_note_and_the_next_night_starts_empty(app):
    table = open_table(app, 2, 5)
    have = table.thugs_have()
    table.draft = [have, 0, 0, 0, 0]
    step(app, 2)
    assert draft_note.KEY in table.match.notes
    table.confirm()
    assert draft_note.KEY not in table.match.notes
    app.flush_saves()
    saved = json.loads(persist.save_path("bandas").read_text())
    assert draft_note.KEY not in saved.get("notes", {})


def test_an_untouched_board_writes_no_note(app):
    table = open_table(app, 2, 5)
    step(app, 5)
    assert table.match.notes == {}


def test_a_note_from_another_night_or_too_many_thugs_is_forgotten():
    hand = (ba.REFUERZOS, ba.SOBORNO)
    def tonight(trick):
        return 10 + (3 if trick == ba.REFUERZOS else 0)
    good = draft_note.to_note(draft_note.Draft((4, 4, 4, 1, 0), 0, ba.REFUERZOS, None, None), 2)
    assert draft_note.from_note(good, 2, hand, [1, 2], tonight).thugs == (4, 4, 4, 1, 0)
    assert draft_note.from_note(good, 3, hand, [1, 2], tonight) is None  # another night
    assert draft_note.from_note(dict(good, trick_index=None), 2, hand, [1, 2], tonight) is None  # 13 > 10
    assert draft_note.from_note(dict(good, trick=ba.SOBORNO), 2, hand, [1, 2], tonight) is None
    assert draft_note.from_note(dict(good, trick_index=5), 2, hand, [1, 2], tonight) is None
    assert draft_note.from_note(dict(good, thugs=[1, 2]), 2, hand, [1, 2], tonight) is None
    assert draft_note.from_note(dict(good, thugs=[1, 2, 3, -1, 0]), 2, hand, [1, 2], tonight) is None
    assert draft_note.from_note(dict(good, rival=0), 2, hand, [1, 2], tonight) is None
    assert draft_note.from_note("rubbish", 2, hand, [1, 2], tonight) is None


def test_notes_ride_along_with_the_save_and_a_bad_notes_field_loses_nothing():
    m = Match("bandas", {"players": 2}, 3)
    assert "notes" not in m.to_dict()  # old saves and digests keep their exact form
    m.notes["bandas_draft"] = {"night": 0, "thugs": [1, 0, 0, 0, 0]}
    back = Match.from_json(m.to_json())
    assert back.notes == m.notes
    data = m.to_dict()
    data["notes"] = [1, 2, 3]
    rough = Match.from_dict(data)
    assert rough.notes == {} and rough.actions == m.actions
