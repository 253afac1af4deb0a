"""The words of the guided first games (issue 36, item 8): the guide's panel, the offer,
and each game's steps (`guide.<game code>.<step>`). Spanish here; English and Catalan in
the catalogues (hod_desktop/locale/<lang>/LC_MESSAGES/hod_desktop.po)."""
from __future__ import annotations

from ..ui import i18n

i18n.declare("guide.step", "Partida guiada · paso {n} de {k}")
i18n.declare("guide.next", "Seguir")
i18n.declare("guide.done", "Entendido")
i18n.declare("guide.leave", "Esc: dejar la guía · esta partida no cuenta")
i18n.declare("guide.offer",
             "Es tu primera partida de {game}. ¿Quieres una partida guiada? La mesa te enseña "
             "qué hacer en unos pasos, y no cuenta en tus estadísticas.")
i18n.declare("guide.offer_ok", "Partida guiada")
i18n.declare("guide.offer_no", "Ahora no")
i18n.declare("rules.guided", "Partida guiada")
# Cinco Vidas
i18n.declare("guide.cv.hand",
             "Estas son tus cartas. En cada ronda dices cuántas bazas vas a ganar: ni una más ni "
             "una menos.")
i18n.declare("guide.cv.bid",
             "Tu apuesta: pulsa un número (o su tecla). Cuenta tus cartas altas: el rey gana al "
             "as, y el palo no importa.")
i18n.declare("guide.cv.play",
             "Juega una carta: haz clic en ella, o elígela con ←/→ y pulsa Intro. Gana la baza "
             "la carta más alta.")
i18n.declare("guide.cv.lives",
             "Aquí ves tus bazas y tus vidas. Por cada baza de más o de menos pierdes una vida; "
             "con cero vidas quedas fuera.")
i18n.declare("guide.cv.end",
             "Ya sabes lo básico. Juega esta partida hasta el final si quieres: no cuenta ni "
             "borra tu partida guardada.")
# Cinco Vidas española
i18n.declare("guide.ce.hand",
             "Baraja española: el rey es la carta más alta y el as la más baja. Dirás cuántas "
             "bazas vas a ganar.")
i18n.declare("guide.ce.bid",
             "Tu apuesta: pulsa un número (o su tecla). Quien reparte no puede hacer que las "
             "apuestas sumen las cartas de la ronda.")
i18n.declare("guide.ce.play",
             "Juega una carta: clic, o ←/→ e Intro. Ojo: dos cartas del mismo valor se anulan y "
             "ninguna de las dos gana.")
i18n.declare("guide.ce.lives",
             "Tus bazas y tus vidas. Pierdes una vida por cada baza de diferencia con tu apuesta.")
i18n.declare("guide.ce.end",
             "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta ni toca tu "
             "partida guardada.")
# Chinchón
i18n.declare("guide.ch.hand",
             "Tus siete cartas. Júntalas en tríos del mismo número o en escaleras del mismo "
             "palo; las sueltas suman puntos en contra.")
i18n.declare("guide.ch.draw",
             "Tu turno: roba del mazo (clic o R) o coge la de arriba del descarte (clic o D) si "
             "te sirve.")
i18n.declare("guide.ch.discard",
             "Ahora tira una carta que no te sirva: arrástrala al descarte, o elígela con ←/→ y "
             "pulsa Intro.")
i18n.declare("guide.ch.close",
             "Cuando te quede como mucho una carta suelta de 5 o menos, podrás cerrar con "
             "«Cerrar» (C) y contar la mano.")
i18n.declare("guide.ch.end",
             "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta ni toca tu "
             "partida guardada.")
# Bastard Brag
i18n.declare("guide.bb.hand",
             "Tus tres cartas. Al final de la mano, la peor jugada de la mesa pierde una vida.")
i18n.declare("guide.bb.centre",
             "En el centro hay tres cartas. En tu turno cambias una tuya por una de ellas, o las "
             "tres a la vez.")
i18n.declare("guide.bb.swap",
             "Cambia: elige una carta tuya (clic o 1, 2, 3) y luego una del centro (clic o Q, W, "
             "E). Busca trío, escalera o color.")
i18n.declare("guide.bb.knock",
             "Desde la segunda vuelta puedes golpear (G): los demás cambian una vez más y se "
             "enseñan las cartas.")
i18n.declare("guide.bb.knocked",
             "Golpear (G) cierra la mano: los demás cambian una vez más y se enseñan las cartas. "
             "Esta vez otro jugador ya ha golpeado, así que tú no puedes: te queda un último "
             "cambio.")
i18n.declare("guide.bb.end",
             "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta ni toca tu "
             "partida guardada.")
# Bandas
i18n.declare("guide.ba.districts",
             "Cinco barrios, cada uno con su valor esta noche. Quien ponga más matones en un "
             "barrio gana sus puntos.")
i18n.declare("guide.ba.thugs",
             "Reparte tus matones: + y − en cada barrio, o ←/→ para elegirlo y ↑/↓ para poner o "
             "quitar.")
i18n.declare("guide.ba.tricks",
             "Tu carta de truco: tócala (o T) y elige barrio para usarla. Puedes guardarla para "
             "otra noche.")
i18n.declare("guide.ba.confirm",
             "Cuando lo tengas, confirma (clic o Intro). Todos juegan a la vez y en secreto.")
i18n.declare("guide.ba.end",
             "Ya sabes lo básico: siete noches, gana quien más puntos sume. Esta partida no "
             "cuenta ni toca tu partida guardada.")
# Siete y media
i18n.declare("guide.sm.bet",
             "Juegas contra la banca. Primero apuesta de 1 a 5 fichas: pulsa un número (o su "
             "tecla).")
i18n.declare("guide.sm.play",
             "Tu carta tapada y tu cuenta. Pide carta (C) para acercarte a 7½, o plántate (M). "
             "Si pasas de 7½, pierdes.")
i18n.declare("guide.sm.bank",
             "La banca juega la última: gana si queda más cerca de 7½ que tú, o igual. Si se "
             "pasa, te paga.")
i18n.declare("guide.sm.end",
             "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta ni toca tu "
             "partida guardada.")

