"""A text rising from a seat does not outlive a new window size at its old place. Resized
while Carmen's «−2» rose from her plaque, the «−2» went on rising where her plaque had been
in the old layout, between Mateo's cards and hers at 1280x720, over her cards at 1000x700
(Cinco Vidas 5p from 800x480, en); the same in Brag, Chinchón and Bandas. The texts last a
second: a resize now drops them."""
import pygame
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop import game_list
from hod_desktop.engine.core import Match

# every game of the list, at its smoke run's table size
GAMES = {e.name: e.smoke_options.get("players", 4) for e in game_list.available()}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_resize_drops_the_rising_texts(tmp_path, monkeypatch, game):
    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        assert app.open_table(Match(game, {"players": GAMES[game], "level": "facil"}, 3), 0)
        step(app, 3)
        t = top(app)
        wait_for(app, lambda: not t.anim.busy, 600)
        app.set_speed(1.0)  # texts float only below the "max" speed
        t.hud.float_text("−2", (400, 100))
        assert t.hud.floaters
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
        step(app, 1)
        assert app.screen.get_size() == (1280, 720)
        assert not [f for f in t.hud.floaters if f.text == "−2"]
