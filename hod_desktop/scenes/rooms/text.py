"""Texts of the room screens («Con amigos»), Spanish first, declared to ui/i18n on
import; the menu's button and the settings row are declared with the shell's strings
(ui/i18n.py) so the menu never imports this package."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("rooms.title", "Con amigos")
i18n.declare("rooms.lead", "Crea una sala y pasa su código a tus amigos, o entra en la de otro.")
i18n.declare("rooms.name", "Tu nombre")
i18n.declare("rooms.name_hint", "Como te verán los demás")
i18n.declare("rooms.default_name", "Jugador")
i18n.declare("rooms.create_head", "Crear una sala")
i18n.declare("rooms.create", "Crear sala")
i18n.declare("rooms.join_head", "Entrar con un código")
i18n.declare("rooms.code_hint", "p. ej. {example}")
i18n.declare("rooms.join", "Entrar")
i18n.declare("rooms.watch", "Mirar")
i18n.declare("rooms.lan_head", "Salas abiertas en esta red")
i18n.declare("rooms.last_head", "Tu sala de antes")
i18n.declare("rooms.last_room", "Volver a la sala {code}")
i18n.declare("rooms.lan_searching", "Buscando salas en esta red…")
i18n.declare("rooms.lan_off", "No se pueden buscar salas en esta red: {reason}")
i18n.declare("rooms.lan_room", "{game} · {code}")
i18n.declare_plural("rooms.lan_room_sub",
                    "{name} · {free} sitio libre",
                    "{name} · {free} sitios libres",
                    "free")
i18n.declare("rooms.server_head", "En el servidor (si no es de esta red)")
i18n.declare("rooms.server_hint", "servidor:puerto, como en Ajustes")
i18n.declare("rooms.back", "Volver")
# the end of a room's game
i18n.declare("rooms.results.leave", "Salir de la sala")
i18n.declare("rooms.results.again", "Otra partida")
i18n.declare("rooms.results.wait_creator", "Solo {name} puede repartir otra")
i18n.declare("rooms.results.back_in", "¡Otra partida! Volviendo a la mesa en {n} s…")
i18n.declare("rooms.results.asked", "Repartiendo otra partida…")
# join errors
i18n.declare("rooms.err.empty", "Escribe el código de la sala.")
i18n.declare("rooms.err.typo",
             "Ese código tiene una letra o cifra mal escrita (la última, la de control, no "
             "cuadra). Revísalo.")
i18n.declare("rooms.err.no_room",
             "No hay ninguna sala abierta con el código {code}: ya se cerró o nunca existió.")
i18n.declare("rooms.err.nowhere",
             "No hay ninguna sala {code} en esta red. Si está en un servidor, escribe su "
             "dirección aquí debajo (o en Ajustes).")
i18n.declare("rooms.err.full", "La sala {code} ya está llena.")
i18n.declare("rooms.err.no_spectators", "La sala {code} no admite espectadores.")
i18n.declare("rooms.err.too_many",
             "Demasiados códigos equivocados desde esta red: espera unos minutos antes de probar "
             "otro.")
i18n.declare("rooms.err.bad_token",
             "Tu sitio de antes en la sala {code} ya no te espera: pulsa Entrar otra vez para "
             "sentarte en uno libre.")
i18n.declare("rooms.err.busy", "El servidor no tiene códigos libres ahora: prueba de nuevo.")
i18n.declare("rooms.err.version",
             "Esta app y el servidor no hablan la misma versión de salas ({text}). Actualiza la "
             "que sea más antigua.")
i18n.declare("rooms.err.no_server", "Pon antes la dirección del servidor en Ajustes.")
i18n.declare("rooms.err.connect", "No se pudo conectar con {address}: {reason}")
i18n.declare("rooms.err.unreachable",
             "Nadie responde en {address}: puede que la sala ya no esté abierta, o que esa "
             "dirección no sea la suya.")
i18n.declare("rooms.err.port", "No se pudo abrir la sala en el puerto {port}: {reason}")
i18n.declare("rooms.err.port_bad", "El puerto es un número del 1024 al 65535.")
i18n.declare("rooms.err.net_missing", "Falta el módulo de red de la app: {reason}")
# create: game page and seats page
i18n.declare("rooms.game_title", "Crear sala")
i18n.declare("rooms.next", "Siguiente")
i18n.declare("rooms.seats_title", "Asientos y sala")
i18n.declare("rooms.seats_head", "Quién juega en cada asiento")
i18n.declare("rooms.seat_n", "{n}")
i18n.declare("rooms.seat_you", "Tú")
i18n.declare("rooms.kind.friend", "Amigo")
i18n.declare("rooms.kind.facil", "Máquina fácil")
i18n.declare("rooms.kind.normal", "Máquina normal")
i18n.declare("rooms.kind.dificil", "Máquina difícil")
i18n.declare("rooms.grace", "Espera a quien se cae")
i18n.declare("rooms.grace_tip",
             "Si alguien pierde la conexión, la máquina juega por él pasado este tiempo, y le "
             "devuelve el sitio al volver")
i18n.declare("rooms.grace.s", "{n} s")
i18n.declare("rooms.grace.min", "{n} min")
i18n.declare("rooms.spectators", "Con espectadores")
i18n.declare("rooms.spectators_tip",
             "Quien tenga el código puede mirar sin jugar: ve solo lo que ve toda la mesa")
i18n.declare("rooms.where", "Dónde se juega")
i18n.declare("rooms.where.lan", "En esta red")
i18n.declare("rooms.where.server", "En un servidor")
i18n.declare("rooms.port", "Puerto")
i18n.declare("rooms.where.lan_note", "Tu ordenador hace de mesa: tenlo encendido hasta el final")
i18n.declare("rooms.where.server_note", "Servidor: {address}")
i18n.declare("rooms.where.no_server_note", "Falta el servidor: ponlo en Ajustes")
i18n.declare("rooms.open", "Abrir la sala")
# lobby
i18n.declare("rooms.lobby_title", "Sala de {game}")
i18n.declare("rooms.code_head", "Código de la sala")
i18n.declare("rooms.copy", "Copiar")
i18n.declare("rooms.messages", "Mensajes")
i18n.declare("rooms.copied", "Código copiado: pégalo en un mensaje a tus amigos")
i18n.declare("rooms.copy_failed", "No se pudo copiar: díctalo o apúntalo")
i18n.declare("rooms.share", "Pasa este código a tus amigos para que entren.")
i18n.declare("rooms.where_lan", "Sala en tu ordenador ({address})")
i18n.declare("rooms.where_server", "Sala en el servidor {address}")
i18n.declare("rooms.where_lan_guest", "Sala en el ordenador de {name}, en esta red ({address})")
i18n.declare("rooms.where_lan_anon", "Sala en un ordenador de esta red ({address})")
i18n.declare("rooms.players_head", "Jugadores")
i18n.declare("rooms.seat.bot", "La máquina ({level})")
i18n.declare("rooms.seat.waiting", "Esperando a un amigo…")
i18n.declare("rooms.seat.here", "conectado")
i18n.declare("rooms.seat.away", "desconectado")
i18n.declare("rooms.seat.you", "{name} (tú)")
i18n.declare("rooms.start", "Empezar")
i18n.declare("rooms.start_note_empty", "Los asientos libres al empezar los jugará la máquina.")
i18n.declare("rooms.waiting_start", "Esperando a que {name} empiece…")
i18n.declare("rooms.waiting_start_anon", "Esperando a que empiece quien creó la sala…")
i18n.declare("rooms.spectating", "Miras esta sala como espectador: verás lo que ve toda la mesa.")
i18n.declare("rooms.connecting", "Entrando en la sala…")
i18n.declare("rooms.creating_at", "Abriendo la sala en {address}…")
i18n.declare("rooms.joining_at", "Buscando la sala {code} en {address}…")
i18n.declare("rooms.to_settings", "Ir a Ajustes")
i18n.declare("rooms.leave", "Salir de la sala")
i18n.declare("rooms.closed", "Se perdió la conexión con la sala: {reason}")
i18n.declare("rooms.host_gone", "La mesa de esta sala ya no responde: la partida no puede seguir.")
i18n.declare("rooms.no_table_yet",
             "La sala ha empezado, pero esta versión aún no sabe abrir su mesa.")
i18n.declare("rooms.started", "¡Empieza la partida!")
# over the table
i18n.declare("rooms.away_grace", "{name} sin conexión: la máquina toma su sitio en {n} s")
i18n.declare("rooms.away_bot", "{name} sin conexión: juega la máquina hasta que vuelva")
i18n.declare("rooms.back_again", "{name} ha vuelto a la mesa")
i18n.declare("rooms.said", "{name}: {text}")
i18n.declare("rooms.quick_title", "Mensajes rápidos")
i18n.declare("rooms.tab", "M · Mensajes")
i18n.declare("rooms.phrase.well_played", "¡Bien jugado!")
i18n.declare("rooms.phrase.good_luck", "¡Suerte!")
i18n.declare("rooms.phrase.oops", "¡Uy!")
i18n.declare("rooms.phrase.thanks", "Gracias")
i18n.declare("rooms.phrase.one_moment", "Un momento")
i18n.declare("rooms.phrase.again", "¿Otra partida?")
i18n.declare("rooms.say_hint", "O escribe tu mensaje (200 caracteres como mucho)")
i18n.declare("rooms.send", "Enviar")
i18n.declare("rooms.mute_head", "Silenciar a")
i18n.declare("rooms.close", "Cerrar")

