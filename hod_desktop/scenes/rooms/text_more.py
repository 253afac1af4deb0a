"""More texts of the room screens: the server's list of open rooms, the lobby's line of
the room's options, «Volver a la sala» no longer offered (added after issue 32's text.py;
English and Catalan in the catalogues like the rest)."""
from __future__ import annotations

from ...ui import i18n

# the join page's list of open rooms: this network or the server
i18n.declare("rooms.open_head", "Salas abiertas")
i18n.declare("rooms.refresh", "Actualizar")
i18n.declare("rooms.server_asking", "Preguntando a {address} por sus salas…")
i18n.declare("rooms.server_unset",
             "Escribe la dirección del servidor a la izquierda (o en Ajustes) para ver sus salas.")
i18n.declare("rooms.server_unreachable",
             "Nadie responde en {address}: revisa la dirección o prueba más tarde.")
i18n.declare("rooms.server_none", "{address} no tiene ninguna sala abierta ahora.")
i18n.declare("rooms.server_refused", "{address} no ha dado su lista de salas: {text}")
i18n.declare_plural("rooms.server_room_sub",
                    "{free} sitio libre · {phase}",
                    "{free} sitios libres · {phase}",
                    "free")
i18n.declare("rooms.phase.lobby", "sin empezar")
i18n.declare("rooms.phase.playing", "ya en juego")
i18n.declare("rooms.phase.over", "partida acabada")
# the lobby: what the creator chose
i18n.declare("rooms.opt.players", "{n} jugadores")
i18n.declare("rooms.opt.choice", "{option}: {value}")
i18n.declare("rooms.opt.bots", "máquina: {levels}")
i18n.declare("rooms.opt.grace", "espera {time} a quien se cae")
i18n.declare("rooms.opt.spectators.on", "con espectadores")
i18n.declare("rooms.opt.spectators.off", "sin espectadores")
# «Volver a la sala» when nobody answers there
i18n.declare("rooms.last_dropped",
             "Dejamos de ofrecerte la sala {code}; si vuelve a abrirse, entra con su código y "
             "recuperarás tu sitio.")

