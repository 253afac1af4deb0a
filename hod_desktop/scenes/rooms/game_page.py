"""A room's first page: the game and its options, with the very widgets of «Nueva
partida» (it is that screen, less the deal code and the bots' level: in a room each seat
has its own). «Siguiente» goes on to the seats."""
from __future__ import annotations

from ..setup import SetupScene
from . import text  # noqa: F401  (declares the room screens' strings)


class RoomGameScene(SetupScene):
    title_key = "rooms.game_title"
    start_key = "rooms.next"
    hidden_options = ("level",)
    shows_deal_code = False

    def __init__(self, app, net, home):
        super().__init__(app)
        self.net, self.home = net, home

    def start(self) -> None:
        """«Siguiente»: the seats page with this game and these options."""
        from .seats_page import RoomSeatsScene

        if self.game is None:
            return
        options = dict(self.options[self.game])
        self.app.scenes.push(RoomSeatsScene(self.app, self.net, self.home, self.game, options))
