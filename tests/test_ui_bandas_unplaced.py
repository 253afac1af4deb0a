"""Bandas: Confirmar with thugs still in the heap asks once («Quedan 3 matones sin
colocar») instead of sending the move: in a real window a misclick with 7 of 10 placed went
straight to the reveal and the night's plan was lost. A full placement confirms at once."""
import pygame
from ui_helpers import app, click, step  # noqa: F401  (app: the fixture)

from test_ui_bandas import key, open_table


def sent(table) -> list[str]:
    """The person's moves the engine has taken."""
    return [a for p, a in table.match.actions if p == 0]


def test_a_click_on_confirm_with_thugs_left_asks_and_keep_placing_keeps_the_plan(app):
    table = open_table(app, 2, 5)
    table.draft = [3, 2, 2, 0, 0]  # 7 of 10
    click(app, table.layout.confirm.center)
    assert table.asking_unplaced and sent(table) == []
    assert not table.board().can_move  # the board waits for the answer
    back, go = table.hud.unplaced_buttons()
    assert back.action == "back" and go.action == "go"
    click(app, back.rect.center)
    assert not table.asking_unplaced and table.draft == [3, 2, 2, 0, 0]
    assert sent(table) == []
    click(app, table.layout.confirm.center)
    click(app, table.hud.unplaced_buttons()[1].rect.center)
    assert len(sent(table)) == 1 and not table.asking_unplaced


def test_by_keys_a_second_intro_keeps_placing_and_right_then_intro_confirms(app):
    table = open_table(app, 2, 5)
    table.draft = [5, 0, 0, 0, 0]
    key(app, pygame.K_RETURN)
    assert table.asking_unplaced
    key(app, pygame.K_RETURN)  # the focus starts on «Colocar más»
    assert not table.asking_unplaced and sent(table) == []
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)  # Esc: back to placing, not the pause menu
    assert not table.asking_unplaced and not table.paused and sent(table) == []
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert not table.asking_unplaced and len(sent(table)) == 1


def test_every_thug_placed_confirms_at_once_and_the_question_reads_well(app):
    table = open_table(app, 2, 5)
    table.draft = [10, 0, 0, 0, 0]
    key(app, pygame.K_RETURN)
    assert not table.asking_unplaced and len(sent(table)) == 1
    from hod_desktop.ui import i18n
    from hod_desktop.scenes.bandas import text  # noqa: F401  (registers the words)
    assert i18n.tr("ba.unplaced", "es", k=3) == "Quedan 3 matones sin colocar: esta noche no harán nada"
    assert i18n.tr("ba.unplaced", "en", k=1) == "1 thug is still unplaced: it does nothing tonight"



def test_the_rules_page_says_what_unplaced_thugs_do():
    """The question says «esta noche no harán nada»; the rules page says so too (RULES:
    "Unplaced thugs do nothing"), where it said nothing about them."""
    from hod_desktop.scenes.bandas import rules_page
    from hod_desktop.scenes.rules import page_text

    assert any("no coloques no hacen nada" in text for _, text in page_text(rules_page, "es")[1])
    assert any("unplaced do nothing" in text for _, text in page_text(rules_page, "en")[1])


def test_the_heap_stays_drawn_under_the_question(app):
    """Under «¿Confirmar igual?» the heap's box still said «Te queda 1 matón» but its token
    was gone, an empty box (Bandas 4p 800x480 es, real window): the thugs left stay drawn."""
    table = open_table(app, 2, 5)
    table.draft = [3, 2, 2, 2, 0]  # 9 of 10
    step(app)
    pool = table.layout.pool

    def token_pixels() -> int:  # the person's tokens are red; the box is dark
        shot = app.screen.subsurface(pool)
        return sum(1 for x in range(0, pool.w, 2) for y in range(0, pool.h, 2)
                   if shot.get_at((x, y)).r > shot.get_at((x, y)).g + 40)
    planning = token_pixels()
    assert planning > 50
    click(app, table.layout.confirm.center)
    assert table.asking_unplaced
    step(app, 2)
    assert token_pixels() > planning * 0.3  # dimmed by the question's shade, still there
