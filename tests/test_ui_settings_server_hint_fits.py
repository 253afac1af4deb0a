"""The example under «Servidor para salas» in Ajustes is read whole. Seen in a real
960x540 window: «p. ej. 192.168.1.10:8765 o wss://cartas.example.» — the field cut the
example in the middle of the address."""
import pytest

from hod_desktop.ui.draw.text_render import text

from ui_helpers import running_app, step, top


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size", [(800, 480), (960, 540), (1280, 720)], ids=str)
def test_the_server_example_fits_its_field(tmp_path, monkeypatch, lang, size):
    from hod_desktop.scenes.settings import SettingsScene

    gen = running_app(tmp_path, monkeypatch, size)
    app = next(gen)
    try:
        app.settings["lang"] = lang
        app.scenes.push(SettingsScene(app))
        step(app, 2)
        field = next(w for w in top(app).ui.widgets if getattr(w, "key_name", None) == "server")
        assert field.placeholder and not field.value
        pad = max(8, field.rect.h // 4)
        width = text(field.placeholder, field.font_size, (140, 136, 124)).get_width()
        assert width <= field.rect.w - 2 * pad, (field.placeholder, width, field.rect.w)
    finally:
        next(gen, None)  # the fixture's teardown: app.close()
