"""Setup: a wrong deal code's red message goes as soon as the field is edited. After the
bad code was cleared from the field, «Código no válido: la parte central no corresponde a las
opciones del juego.» stayed under the empty field (cv2c, 1280x720 es, real window) until the
next «Usar»; the field's red frame went, the message did not."""
import pygame
from shell_helpers import app, click, find, press, type_text  # noqa: F401  (app: the fixture)

from hod_desktop.ui.widgets.controls import Label, TextInput


def message_labels(scene):
    return [w for w in scene.ui.widgets if isinstance(w, Label) and w.visible
            and w.s.startswith("Código no válido")]


def test_editing_the_code_takes_its_error_away(app):
    from shell_helpers import click_button, top

    click_button(app, "Jugar")
    field = find(app, TextInput, key_name="code")
    click(app, field.rect.center)
    type_text(app, "cv-99-zzz")
    press(app, pygame.K_RETURN)
    scene = top(app)
    assert scene.code_msg.startswith("Código no válido") and message_labels(scene)
    field = find(app, TextInput, key_name="code")
    click(app, field.rect.center)
    for _ in range(len("CV-99-ZZZ")):
        press(app, pygame.K_BACKSPACE)
    assert scene.code_msg == "" and not message_labels(top(app))
    assert not find(app, TextInput, key_name="code").error
