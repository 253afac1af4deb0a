"""Bandas moves in words for the action log: entries per engine event (the night's lines
are written once its reveal has been shown, so the log never runs ahead of the board)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import bandas as ba
from ...ui import i18n
from ...ui.table.action_log import Entry, Seat
from .text import district_name, trick_name

i18n.declare("ba.log.night",
             "Noche {n}: Puerto {a}, Mercado {b}, Estación {c}, Plaza {e}, Casino ?")
i18n.declare("ba.log.ready", "{who} ya ha decidido")
i18n.declare("ba.log.ready.you", "Confirmas tu jugada")
i18n.declare("ba.log.trick", "{who} juega {t} en {d}")
i18n.declare("ba.log.trick.you", "Juegas {t} en {d}")
i18n.declare("ba.log.trick_all", "{who} juega {t}")
i18n.declare("ba.log.trick_all.you", "Juegas {t}")
i18n.declare("ba.log.won", "{d}: lo gana {who} (+{n})")
i18n.declare("ba.log.won.you", "{d}: lo ganas tú (+{n})")
i18n.declare("ba.log.nobody", "{d}: nadie cobra")
i18n.declare("ba.log.raid", "{d}: redada, nadie cobra")
i18n.declare("ba.log.lost3", "{who} pierde 3 por el doble o nada")
i18n.declare("ba.log.lost3.you", "Pierdes 3 por el doble o nada")
i18n.declare("ba.log.drew", "{who} roba un truco")
i18n.declare("ba.log.drew.you", "Robas un truco")
i18n.declare("ba.log.over", "Fin de la partida. Gana {who}")
i18n.declare("ba.log.over.you", "Fin de la partida. Ganas tú")


@dataclass(frozen=True)
class District:
    index: int


@dataclass(frozen=True)
class Trick:
    name: str


def describe(event) -> list[Entry]:
    if isinstance(event, ba.NightBegan):
        v = event.values
        return [Entry.of(None, "ba.log.night", n=event.night, a=v[0], b=v[1], c=v[3], e=v[4])]
    if isinstance(event, ba.MoveConfirmed):
        return [Entry.of(event.player, "ba.log.ready", who=Seat(event.player))]
    if isinstance(event, ba.NightRevealed):
        report = event.report
        out = []
        for p, play in enumerate(report.plays):
            if play is None:
                continue
            if play.district is None:
                out.append(Entry.of(p, "ba.log.trick_all", who=Seat(p), t=Trick(play.trick)))
            else:
                out.append(Entry.of(p, "ba.log.trick", who=Seat(p), t=Trick(play.trick),
                                    d=District(play.district)))
        for res in report.results:
            d = District(res.district)
            kinds = {st.kind for st in res.steps}
            if ba.RAID in kinds:
                out.append(Entry.of(None, "ba.log.raid", d=d))
            elif res.winner is not None:
                out.append(Entry.of(res.winner, "ba.log.won", d=d, who=Seat(res.winner),
                                    n=res.points[res.winner]))
            else:
                out.append(Entry.of(None, "ba.log.nobody", d=d))
            out += [Entry.of(st.player, "ba.log.lost3", who=Seat(st.player))
                    for st in res.steps if st.kind == ba.DOUBLE_LOST]
        if report.drew is not None:
            out.append(Entry.of(report.drew, "ba.log.drew", who=Seat(report.drew)))
        return out
    if isinstance(event, ba.GameOver):
        return [Entry.of(w, "ba.log.over", who=Seat(w)) for w in event.winners]
    return []


def words(name):
    """`words(value, lang)` for the log: seats by `name(seat)`, districts and tricks by
    their names in `lang`."""
    def say(value, lang: str) -> str:
        if isinstance(value, Seat):
            return name(value.seat)
        if isinstance(value, District):
            return district_name(value.index, lang)
        if isinstance(value, Trick):
            return trick_name(value.name, lang)
        return str(value)

    return say
