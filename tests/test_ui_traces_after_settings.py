"""Back from the settings with another language, no move trace stays in the old words:
«tira el rey de bastos» stayed over Lucía's plaque after a switch to English (s3)."""
from ui_helpers import app, step, top  # noqa: F401  (app: the fixture)

from hod_desktop.engine.core import Match


def test_a_trace_does_not_outlive_a_trip_to_the_settings(app):
    m = Match("chinchon", {"players": 3}, 11)
    app.open_table(m, 0)
    step(app, 2)
    table = top(app)
    table.traces.add(1, "tira el rey de bastos")
    app.settings["lang"] = "en"
    table.resume()  # what the scene stack calls when the settings close
    assert table.traces.items == {}
