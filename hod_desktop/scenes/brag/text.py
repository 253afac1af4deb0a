"""Bastard Brag texts (Spanish first, registered with ui/i18n on import): its title and
tagline for the menus, and the table's own strings."""
from __future__ import annotations

from ...ui import i18n

i18n.declare("game.brag", "Bastard Brag")
i18n.declare("game.brag.tagline",
             "Cambia cartas con el centro y golpea a tiempo: la peor mano pierde.")
i18n.declare("bb.deal", "Mano {n} · vuelta {r}")
i18n.declare("bb.last_round", "¡Último turno! {name} ha golpeado")
i18n.declare("bb.last_round_you", "Has golpeado: los demás tienen un último turno")
i18n.declare("bb.last_turn_mark", "último turno")
i18n.declare("bb.knocked_mark", "golpeó")
i18n.declare("bb.knocked_mark_you", "golpeaste")
i18n.declare("bb.swap_all", "Cambiar las tres")
i18n.declare("bb.knock", "Golpear")
i18n.declare("bb.knock_float", "¡Golpe!")
i18n.declare("bb.swap_all_float", "¡Las tres!")
i18n.declare("bb.cancel", "Cancelar")
i18n.declare("bb.your_turn",
             "Te toca: arrastra una carta tuya sobre una del centro (o haz clic en las dos)")
i18n.declare("bb.your_last_turn", "Tu último turno: debes cambiar una carta o las tres")
i18n.declare("bb.your_last_turn_one",
             "Tu último turno: debes cambiar una carta (las tres no: recuperarías la tuya)")
i18n.declare("bb.your_last_turn_all_yours",
             "Tu último turno: las tres del centro las dejaste tú, pero puedes llevarte "
             "cualquiera, de una en una")
i18n.declare("bb.pick_centre", "Ahora elige la carta del centro que te llevas")
i18n.declare("bb.choose_shown", "Elige cuál de tus tres cartas quedará boca arriba")
i18n.declare("bb.why.first_round", "Aún no: se golpea desde la segunda vuelta")
i18n.declare("bb.why.already", "Ya ha golpeado alguien: ahora hay que cambiar")
i18n.declare("bb.why.not_your_turn", "Solo puedes golpear en tu turno")
i18n.declare("bb.takeback", "No puedes recuperar la carta que acabas de dejar")
i18n.declare("bb.takeback_all", "No puedes llevarte el centro entero: recuperarías tu carta")
i18n.declare("bb.marked", "tuya")
i18n.declare("bb.reveal_knock", "Mano {n}: golpeó {name}")
i18n.declare("bb.reveal_knock_you", "Mano {n}: golpeaste tú")
i18n.declare("bb.reveal_bound", "Mano {n}: doce vueltas sin golpe")
i18n.declare("bb.loses", "{name} pierde una vida")
i18n.declare("bb.loses_you", "Pierdes una vida")
i18n.declare("bb.continue", "Clic o Intro para la siguiente mano")
i18n.declare("bb.continue_end", "Clic o Intro para ver el resultado")
i18n.declare("bb.col_hand", "Mano")
i18n.declare("bb.col_cat", "Jugada")
i18n.declare("bb.tie", "{a} y {b}, la misma jugada ({cat}): {why}")
i18n.declare("bb.tie.value0", "decide la carta más alta")
i18n.declare("bb.tie.value1", "decide la segunda carta")
i18n.declare("bb.tie.value2", "decide la tercera carta")
i18n.declare("bb.tie.pair0", "decide la pareja más alta")
i18n.declare("bb.tie.pair1", "decide la carta suelta")
i18n.declare("bb.tie.suit", "decide el palo de la carta más alta (♠ > ♥ > ♦ > ♣)")
i18n.declare("bb.log.swap_up", "{who} coge {taken} y deja {given} a la vista")
i18n.declare("bb.log.swap_up.you", "Coges {taken} y dejas {given} a la vista")
i18n.declare("bb.log.swap_down", "{who} cambia una carta tapada")
i18n.declare("bb.log.swap_down.you", "Cambias una carta tapada")
i18n.declare("bb.log.swap_all", "{who} cambia las tres y enseña {shown}")
i18n.declare("bb.log.swap_all.you", "Cambias las tres y enseñas {shown}")
i18n.declare("bb.log.knock", "{who} golpea")
i18n.declare("bb.log.knock.you", "Golpeas")
i18n.declare("bb.log.deal", "Mano {n}: reparte {who}")
i18n.declare("bb.log.deal.you", "Mano {n}: repartes tú")
i18n.declare("bb.log.shown", "{who} pierde una vida")
i18n.declare("bb.log.shown.you", "Pierdes una vida")
# keys line: no-break spaces keep each key with its words when the line wraps
i18n.declare("bb.keys",
             "Teclas: 1-3 tu carta · Q W E el centro · T las tres · G golpear · Intro seguir · H "
             "historial · J registro · Esc pausa")
