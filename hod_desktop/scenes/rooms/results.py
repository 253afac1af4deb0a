"""The end of a room's game: the standings, History and «¿Podría haber ganado?» as after
a solo game (read from the whole match the host sent), and the room's own way on.

«Otra partida» is the creator's: the host deals again for the same people and seats.
Everyone's results then count down «Volviendo a la mesa en 5 s…» (the original site's
«Volviendo a la sala en 5s...») and open the new game's table in the old one's place,
the lobby still below it. «Salir de la sala» leaves for good."""
from __future__ import annotations

from ...ui.draw import theme
from ...ui.widgets.controls import Label
from ..results import ResultsScene
from . import text  # noqa: F401  (declares the room strings)
from .common import forget_room

BACK_IN_SECONDS = 5.0


class RoomResultsScene(ResultsScene):
    def __init__(self, app, match, human_seat: int | None = 0):
        self.room = match  # the RemoteMatch: its connection and session stay with the room
        self.session = getattr(match, "room_session", None)
        self.started: dict | None = None  # the host's `started` of the next game
        self.backlog: list[dict] = []  # what came after it, for the next table
        self.back_in: float | None = None
        self.asked = False
        super().__init__(app, match, human_seat)
        self.code = ""  # a room's deal is the host's: no deal code to type

    @property
    def creator(self) -> bool:
        return self.session is not None and self.session.creator == self.human_seat \
            and self.human_seat is not None

    def main_buttons(self) -> list[tuple]:
        tr = self.app.tr
        again: tuple = ("rooms.results.again", self.again, "primary")
        if not self.creator:
            who = self.name(self.session.creator) if self.session and \
                self.session.creator is not None else "?"
            again += (tr("rooms.results.wait_creator", name=who),)
        elif self.asked or self.started is not None:  # asked once: the host is dealing
            again += (tr("rooms.results.asked"),)
        return [("rooms.results.leave", self.leave_room, "secondary"), again]

    def again(self) -> None:
        self.asked = True
        self.room.client.send({"type": "rematch"})
        self.rebuild()

    def leave_room(self) -> None:
        if self.session is not None:
            forget_room(self.app, self.session.code)
            self.session.leave()
        self.app.go_menu()

    def menu(self) -> None:  # Esc: out of the room, as the first button says
        self.leave_room()

    # ------------------------------------------------------------ the next game
    def update(self, dt) -> None:
        super().update(dt)
        for message in self.room.client.messages():
            if self.started is None and message.get("type") == "started":
                self.started, self.back_in = message, BACK_IN_SECONDS
                self.rebuild()
            elif self.started is not None:
                self.backlog.append(message)
        if self.back_in is not None:
            before = int(self.back_in + 0.999)
            self.back_in -= dt
            if self.back_in <= 0:
                self.go_on()
            elif int(self.back_in + 0.999) != before:
                self.rebuild()

    def go_on(self) -> None:
        """The new game's table, where the last one was (the lobby stays below)."""
        from .table_open import open_room_table

        self.back_in = None
        if self.session is None or self.started is None:
            return
        self.session.started, self.session.backlog = self.started, self.backlog
        self.app.scenes.pop()  # these results; the table below is then replaced
        open_room_table(self.app, self.session, replace=True)

    def build(self) -> None:
        super().build()
        line = None
        if self.back_in is not None:
            line = self.app.tr("rooms.results.back_in", n=max(1, int(self.back_in + 0.999)))
        elif self.asked:
            line = self.app.tr("rooms.results.asked")
        elif not self.creator and self.session is not None and self.session.creator is not None:
            # said on the panel, not only on hovering the grey button (try32, real window)
            line = self.app.tr("rooms.results.wait_creator",
                               name=self.name(self.session.creator))
        if line:  # where a solo game's deal code goes (a room's has none), over the aids
            p, px = self.panel, self.px
            y = p.bottom - px(36) - px(52) + px(8) - px(12) - px(40) - px(34)
            lab = Label((p.centerx, y), line, px(18), theme.GOLD, align="center")
            lab.key_name = "room_next"
            self.ui.add(lab)

