"""Poderes texts (Spanish first, English too), declared to ui/i18n on import.

Achievement names are the game's own; the descriptions are written in our words."""
from __future__ import annotations

from ...ui import i18n

# achievements: name and what earns it
i18n.declare("pod.ach.ultimo_en_pie", "Último en Pie")
i18n.declare("pod.ach.ultimo_en_pie.how",
             "Tu carta es la única que queda tras las anulaciones y gana")
i18n.declare("pod.ach.pureza", "Pureza")
i18n.declare("pod.ach.pureza.how", "Ganas una baza en la que todas las cartas son del mismo palo")
i18n.declare("pod.ach.regicida", "Regicida")
i18n.declare("pod.ach.regicida.how", "Tu Rey anula al Rey de otro jugador")
i18n.declare("pod.ach.intocable", "Intocable")
i18n.declare("pod.ach.intocable.how",
             "Con 4 o más en la mesa, tu as sigue en pie al final de la baza")
i18n.declare("pod.ach.tercer_acto", "Tercer Acto")
i18n.declare("pod.ach.tercer_acto.how",
             "Eres el tercero en echar un número y tu carta vuelve a valer")
i18n.declare("pod.ach.fantasma", "Fantasma")
i18n.declare("pod.ach.fantasma.how", "Pides 0 teniendo una Sota o más, y no haces ninguna baza")
i18n.declare("pod.ach.filo_navaja", "Filo de la Navaja")
i18n.declare("pod.ach.filo_navaja.how", "Pides el último y dejas la suma a uno de la prohibida")
i18n.declare("pod.ach.cazador_ases", "Cazador de Ases")
i18n.declare("pod.ach.cazador_ases.how", "Tu as anula el as de otro jugador")
i18n.declare("pod.ach.caos_controlado", "Caos Controlado")
i18n.declare("pod.ach.caos_controlado.how", "Tu comodín anula el comodín de otro jugador")
i18n.declare("pod.ach.vidente", "Vidente")
i18n.declare("pod.ach.vidente.how", "Aciertas tu apuesta en la ronda de una carta")
i18n.declare("pod.ach.harmonia", "Harmonía")
i18n.declare("pod.ach.harmonia.how", "Todos echan el mismo palo en una baza: suman todos")
i18n.declare("pod.ach.rey_detras_rey", "El Rey Detrás del Rey")
i18n.declare("pod.ach.rey_detras_rey.how", "Con el 7 de Oros das la baza a quien la iba a perder")
i18n.declare("pod.ach.reanimador", "Reanimador")
i18n.declare("pod.ach.reanimador.how", "Das una de tus vidas a un jugador eliminado")
i18n.declare("pod.ach.agonia", "Agonía")
i18n.declare("pod.ach.agonia.how",
             "Eres el único con 1 vida al repartir y sigues vivo al acabar la ronda")
i18n.declare("pod.ach.racha_perfecta", "Racha Perfecta")
i18n.declare("pod.ach.racha_perfecta.how", "Aciertas tu apuesta tres rondas seguidas")
i18n.declare("pod.ach.mas_bajo_mas_alto", "Lo más bajo es lo más alto")
i18n.declare("pod.ach.mas_bajo_mas_alto.how",
             "Ganas con un 1 cuando el comodín ha dado la vuelta a la escala")
i18n.declare("pod.ach.mentor", "Mentor")
i18n.declare("pod.ach.mentor.how", "Gana la partida el jugador al que devolviste a la mesa")
i18n.declare("pod.ach.indestructible", "Indestructible")
i18n.declare("pod.ach.indestructible.how", "Cinco rondas seguidas sin perder ni una vida")
# no-break: a wrapped toast keeps it whole
i18n.declare("pod.toast", "{name}: {ach} (+{mana} maná)")
i18n.declare("pod.toast_life", "{name}: {ach} (+{mana} maná) · ¡+1 vida!")
# resolution steps
i18n.declare("pod.step.cancelled", "{a} y {b} se anulan")
i18n.declare("pod.step.removed", "{power} quita {card}")
i18n.declare("pod.step.passed", "{card} no usa su poder")
i18n.declare("pod.step.swapped_one", "{power} cambia su valor con {card}")
i18n.declare("pod.step.swapped_two", "{power} intercambia los valores: {a} ↔ {b}")
i18n.declare("pod.step.inverted", "Comodín: la escala se invierte (el 1 manda)")
i18n.declare("pod.step.auto_win", "{power} gana la baza")
i18n.declare("pod.step.highest", "Gana {card}")
i18n.declare("pod.step.last_card", "No queda nada en pie: gana la última carta, {card}")
i18n.declare("pod.step.lone_joker",
             "Solo queda en pie {joker}, que no tiene valor: gana la última carta, {card}")
i18n.declare("pod.step.lone_joker_last",
             "Solo queda en pie {joker}: no tiene valor, pero es la última carta y gana")
i18n.declare("pod.step.doubled", "{power}: la baza cuenta doble para {name}")
# choices
i18n.declare("pod.ask.remove", "{power}: elige una carta para quitarla de la baza (nunca un rey)")
i18n.declare("pod.ask.swap_one", "{power}: elige una carta para cambiar su valor con el tuyo")
i18n.declare("pod.ask.swap_two", "{power}: elige dos cartas para cambiar sus valores")
i18n.declare("pod.pass", "No usar el poder")
# the duel
i18n.declare("pod.duel.title", "Duelo del prisionero")
i18n.declare("pod.duel.vs", "contra")
i18n.declare("pod.duel.cooperate", "Colaborar")
i18n.declare("pod.duel.betray", "Traicionar")
i18n.declare("pod.duel.rules",
             "Los dos colaboran: +2 maná y sabéis quién tiene la carta más alta · uno traiciona: "
             "sabe la diferencia y el otro pierde 1 vida · los dos traicionan: −1 maná")
i18n.declare("pod.duel.chosen", "Decidido · esperando al rival…")
i18n.declare("pod.duel.thinking", "pensando…")
i18n.declare("pod.duel.ready", "ha decidido")
i18n.declare("pod.duel.spectator", "Miras el duelo")
i18n.declare("pod.duel.result", "{a}: {ca} · {b}: {cb}")
i18n.declare("pod.duel.info.higher", "Tu carta es más alta que la de tu rival")
i18n.declare("pod.duel.info.lower", "Tu carta es más baja que la de tu rival")
i18n.declare("pod.duel.info.equal", "Tu carta vale lo mismo que la de tu rival")
i18n.declare("pod.duel.info.diff", "Diferencia con la carta de tu rival: {d}")
i18n.declare("pod.duel.info.none", "No has sacado ninguna información")
i18n.declare("pod.duel.effect.both_cooperate",
             "Los dos: +2 de maná, y cada uno sabe qué carta es más alta")
i18n.declare("pod.duel.effect.both_betray", "Los dos: −1 de maná")
i18n.declare("pod.duel.effect.one_betrays",
             "{cooperator}: −1 vida · {betrayer}: conoce la diferencia entre las dos cartas")
# revive
i18n.declare("pod.revive.title", "Puedes dar una de tus vidas a un jugador eliminado")
i18n.declare("pod.revive.give", "Revivir a {name}")
i18n.declare("pod.revive.none", "Ahora no")
i18n.declare("pod.revived", "{name} vuelve a la mesa con una vida regalada")
# after the game
i18n.declare("pod.earned_list", "Logros de la partida: {names}")
i18n.declare("pod.none_earned", "Ningún logro esta vez")
i18n.declare("pod.stats_title", "Logros de Poderes")
i18n.declare("pod.first.duel", "Primero decide el duelo: colaborar o traicionar")
i18n.declare("pod.first.choosing", "Primero elige en el panel qué hace tu carta de poder")
i18n.declare("pod.first.revive", "Primero responde: ¿das una vida a un eliminado?")
i18n.declare("pod.joker", "el comodín")
i18n.declare("pod.joker_short", "comodín")
i18n.declare("pod.rank.1", "As")
i18n.declare("pod.rank.S", "Sota")
i18n.declare("pod.rank.C", "Caballo")
i18n.declare("pod.rank.R", "Rey")
i18n.declare("pod.trace.duel", "elige en secreto")
i18n.declare("pod.trace.pass", "no usa su poder")
i18n.declare("pod.trace.keep", "se queda sus vidas")
i18n.declare("pod.trace.revive", "devuelve a {name} a la mesa")
i18n.declare("pod.trace.remove", "quita {card}")
i18n.declare("pod.trace.swap", "cambia {what}")
