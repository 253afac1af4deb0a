"""Headless UI tests of the Bandas table: whole games played only with synthetic mouse
drags and clicks, or only with the keyboard, posted into the real App loop."""
import pygame
from ui_helpers import app, click, drag, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine import bandas as ba
from hod_desktop.engine.core import Match


def key(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    step(app)


def open_table(app, players, seed, level="facil"):
    from hod_desktop.scenes.bandas.table import BandasTable

    match = Match("bandas", {"players": players, "level": level}, seed)
    assert app.open_table(match, 0)
    step(app, 3)
    table = top(app)
    assert isinstance(table, BandasTable)
    return table


def my_turn_or_end(app, table):
    """Frames pass (the reveal moves on by itself at speed "max") until the person is to
    move or the results are up."""
    from hod_desktop.scenes.results import ResultsScene

    assert wait_for(app, lambda: isinstance(top(app), ResultsScene) or table.final is not None
                    or table.human_to_act(), 4000)
    if table.final is not None and not isinstance(top(app), ResultsScene):
        return "final"
    return "results" if isinstance(top(app), ResultsScene) else "move"


def center(rect):
    return rect.center


def test_whole_game_by_dragging_thugs_and_a_trick(app):
    table = open_table(app, 2, 31)
    lay = table.layout
    tricks_played = nights = 0
    while True:
        state = my_turn_or_end(app, table)
        if state == "final":
            click(app, table.hud.final_button().rect.center)
            continue
        if state == "results":
            break
        nights += 1
        view = table.view()
        have = view.thugs[0]
        targets = [0, 1, 3, 4, 0, 1, 3, 0, 4, 1, 0, 3]
        for i in range(have):  # every thug dragged from the heap onto a district
            d = targets[i % len(targets)]
            drag(app, lay.pool.center, lay.districts[d].center, steps=3)
        assert table.thugs_left() == 0 and sum(table.draft) == have
        # one more from the heap is refused with a reason, nothing changes
        drag(app, lay.pool.center, lay.districts[2].center, steps=3)
        assert sum(table.draft) == have and table.message is not None
        # a thug moved from one district to another by dragging it
        before = list(table.draft)
        drag(app, table.token_area(0).move(8, 8).topleft, lay.districts[2].center, steps=3)
        assert table.draft[0] == before[0] - 1 and table.draft[2] == before[2] + 1
        if view.hand and (tricks_played == 0 or nights % 2 == 0):
            drag(app, lay.tricks[0].center, lay.districts[1].center, steps=4)
            trick = view.hand[0]
            assert table.draft_trick is not None and table.draft_trick[0] == trick
            if trick == ba.SOBORNO:
                assert table.choosing_rival
                click(app, table.hud.rival_buttons()[0].rect.center)
                assert table.draft_trick[2] == 1 and not table.choosing_rival
            if trick == ba.REFUERZOS:  # three more to place
                for _ in range(ba.REFUERZOS_EXTRA):
                    click(app, lay.plus[4].center)
            tricks_played += 1
        expected = table.move_text()
        click(app, lay.confirm.center)
        assert table.match.actions[-1] == (0, expected) or \
            (0, expected) in table.match.actions[-2:]
        assert 0 not in table.match.to_act() or table.match.view(0).night > view.night
    assert nights == 7 and tricks_played >= 1
    assert table.match.is_terminal()
    mine = [a for p, a in table.match.actions if p == 0]
    assert len(mine) == 7 and any(len(a.split()) == 3 for a in mine)


def test_whole_game_by_keyboard(app):
    table = open_table(app, 3, 8, level="normal")
    nights = 0
    saw_reason = False
    while True:
        state = my_turn_or_end(app, table)
        if state == "final":
            key(app, pygame.K_RETURN)
            continue
        if state == "results":
            break
        nights += 1
        view = table.view()
        key(app, pygame.K_1, "1")
        for _ in range(view.thugs[0] // 2):
            key(app, pygame.K_UP)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        while table.thugs_left():
            key(app, pygame.K_UP)
        key(app, pygame.K_UP)  # one too many: refused with a reason
        saw_reason |= table.message is not None
        assert sum(table.draft) == table.thugs_have()
        if view.hand:
            key(app, pygame.K_t, "t")
            assert table.draft_trick[0] == view.hand[0]
            if table.draft_trick[0] == ba.SOBORNO:
                key(app, pygame.K_r, "r")
                assert table.draft_trick[2] in (1, 2)
            while table.thugs_left():
                key(app, pygame.K_UP)
        expected = table.move_text()
        key(app, pygame.K_RETURN)
        assert (0, expected) in table.match.actions
    assert nights == 7 and saw_reason and table.match.is_terminal()


def test_the_reveal_waits_when_held_and_moves_on_a_click(app):
    table = open_table(app, 2, 5)
    app.settings["anim_speed"] = 1.0
    table.draft = [10, 0, 0, 0, 0]
    table.confirm()
    assert wait_for(app, lambda: table.reveal is not None, 600)
    key(app, pygame.K_p, "p")
    assert table.reveal.hold
    at = table.reveal.index
    step(app, 200)
    assert table.reveal.index == at  # held: nothing moves by itself
    click(app, table.layout.districts[2].center)
    assert table.reveal.index == at + 1
    board = table.board()
    assert board.revealing and not board.can_move


def test_a_clicked_trick_card_goes_to_the_district_clicked_next(app):
    """The guide says «touch it and pick a district»: a click on the card, then a click on
    a district plays it there (before, only a drag did; the click was lost)."""
    table = open_table(app, 3, 7)
    assert my_turn_or_end(app, table) == "move"
    state = table.match.state
    state.hands[0] = [ba.NAVAJA]  # rig the person's hand: a trick aimed at a district
    lay = table.layout
    click(app, lay.tricks[0].center)
    assert table.draft_trick is None and table.armed_trick == 0
    click(app, lay.districts[3].center)
    trick = state.hands[0][0]
    assert table.draft_trick is not None and table.draft_trick[0] == trick
    assert table.draft_trick_index == 0 and table.armed_trick is None
    assert table.draft_trick[1] == 3 and trick == ba.NAVAJA
    # a click on the board elsewhere drops a waiting card without playing it
    click(app, lay.tricks[0].center)  # takes the played card back and holds it again
    assert table.draft_trick is None and table.armed_trick == 0
    assert table.district_at((2, 2)) is None and table.trick_at((2, 2)) is None
    click(app, (2, 2))
    assert table.armed_trick is None and table.draft_trick is None


def test_bribe_without_a_rival_is_refused_with_a_reason(app):
    table = open_table(app, 3, 2)
    state = table.match.state
    state.hands[0] = [ba.SOBORNO]  # rig the person's hand
    table.draft = [10, 0, 0, 0, 0]
    table.draft_trick, table.draft_trick_index = [ba.SOBORNO, 1, None], 0
    table.confirm()
    assert 0 in table.match.to_act() and table.choosing_rival
    assert table.message is not None and "rival" in table.message[0]


def test_reveal_captions_speak_to_the_person():
    from hod_desktop.scenes.bandas.text import step_caption

    def name(p):
        return {0: "Tú", 1: "Lucía"}.get(p, "?")

    assert step_caption(ba.Step(ba.SCORE, 0, None, 5), 0, name, "es", 0) == "Cobras 5 puntos"
    assert step_caption(ba.Step(ba.SCORE, 1, None, 5), 0, name, "es", 0) == "Lucía cobra 5 puntos"
    assert "te soborna" in step_caption(ba.Step(ba.BRIBE, 1, 0, 2), 0, name, "es", 0)
    assert step_caption(ba.Step(ba.SCORE, 0, None, 5), 0, name, "en", 0) == "You score 5 points"


def test_every_trick_card_keeps_its_words_inside_the_card(app):
    from hod_desktop.ui import i18n

    table = open_table(app, 4, 3)
    hud = table.hud
    for size in ((1280, 720), (1024, 600), (1920, 1080)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app, 3)
        assert app.screen.get_size() == size
        rect = table.layout.tricks[0]
        for lang in ("es", "en"):
            app.settings["lang"] = lang
            for trick in ba.TRICKS:
                drawn = []
                real = hud.blit_text

                def spy(surface, text, *a, **kw):
                    drawn.append((text, real(surface, text, *a, **kw)))
                    return drawn[-1][1]

                hud.blit_text = spy
                try:
                    hud.draw_trick_card(app.screen, rect, trick)
                finally:
                    del hud.blit_text
                words = " ".join(t for t, _r in drawn[2:])
                assert words == i18n.tr(f"ba.th.{trick}", lang), (size, lang, trick)
                for text, r in drawn:
                    assert rect.left <= r.left and r.right <= rect.right, (size, lang, trick, text)
