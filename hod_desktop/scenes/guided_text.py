"""The words of the guided first games (issue 36, item 8): the guide's panel, the offer,
and each game's steps (`guide.<game code>.<step>`), in Spanish and English. Written in a
module of its own until the strings move to the gettext catalogues (issue 35)."""
from __future__ import annotations

from ..ui import i18n

i18n.register("es", {
    "guide.step": "Partida guiada · paso {n} de {k}",
    "guide.next": "Seguir",
    "guide.done": "Entendido",
    "guide.leave": "Esc: dejar la guía · esta partida no cuenta",
    "guide.offer": "Es tu primera partida de {game}. ¿Quieres una partida guiada? "
                   "La mesa te enseña qué hacer en unos pasos, y no cuenta en tus estadísticas.",
    "guide.offer_ok": "Partida guiada",
    "guide.offer_no": "Ahora no",
    "rules.guided": "Partida guiada",
    # Cinco Vidas
    "guide.cv.hand": "Estas son tus cartas. En cada ronda dices cuántas bazas vas a ganar: "
                     "ni una más ni una menos.",
    "guide.cv.bid": "Tu apuesta: pulsa un número (o su tecla). Cuenta tus cartas altas: el rey "
                    "gana al as, y el palo no importa.",
    "guide.cv.play": "Juega una carta: haz clic en ella, o elígela con ←/→ y pulsa Intro. "
                     "Gana la baza la carta más alta.",
    "guide.cv.lives": "Aquí ves tus bazas y tus vidas. Por cada baza de más o de menos "
                      "pierdes una vida; con cero vidas quedas fuera.",
    "guide.cv.end": "Ya sabes lo básico. Juega esta partida hasta el final si quieres: "
                    "no cuenta ni borra tu partida guardada.",
    # Cinco Vidas española
    "guide.ce.hand": "Baraja española: el rey es la carta más alta y el as la más baja. "
                     "Dirás cuántas bazas vas a ganar.",
    "guide.ce.bid": "Tu apuesta: pulsa un número (o su tecla). Quien reparte no puede hacer "
                    "que las apuestas sumen las cartas de la ronda.",
    "guide.ce.play": "Juega una carta: clic, o ←/→ e Intro. Ojo: dos cartas del mismo valor "
                     "se anulan y ninguna de las dos gana.",
    "guide.ce.lives": "Tus bazas y tus vidas. Pierdes una vida por cada baza de diferencia "
                      "con tu apuesta.",
    "guide.ce.end": "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta "
                    "ni toca tu partida guardada.",
    # Chinchón
    "guide.ch.hand": "Tus siete cartas. Júntalas en tríos del mismo número o en escaleras "
                     "del mismo palo; las sueltas suman puntos en contra.",
    "guide.ch.draw": "Tu turno: roba del mazo (clic o R) o coge la de arriba del "
                     "descarte (clic o D) si te sirve.",
    "guide.ch.discard": "Ahora tira una carta que no te sirva: arrástrala al descarte, o "
                        "elígela con ←/→ y pulsa Intro.",
    "guide.ch.close": "Cuando te quede como mucho una carta suelta de 5 o menos, podrás "
                      "cerrar con «Cerrar» (C) y contar la mano.",
    "guide.ch.end": "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta "
                    "ni toca tu partida guardada.",
    # Bastard Brag
    "guide.bb.hand": "Tus tres cartas. Al final de la mano, la peor jugada de la mesa "
                     "pierde una vida.",
    "guide.bb.centre": "En el centro hay tres cartas. En tu turno cambias una tuya por una "
                       "de ellas, o las tres a la vez.",
    "guide.bb.swap": "Cambia: elige una carta tuya (clic o 1, 2, 3) y luego una del centro "
                     "(clic o Q, W, E). Busca trío, escalera o color.",
    "guide.bb.knock": "Desde la segunda vuelta puedes golpear (G): los demás cambian una "
                      "vez más y se enseñan las cartas.",
    "guide.bb.end": "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta "
                    "ni toca tu partida guardada.",
    # Bandas
    "guide.ba.districts": "Cinco barrios, cada uno con su valor esta noche. Quien ponga más "
                          "matones en un barrio gana sus puntos.",
    "guide.ba.thugs": "Reparte tus matones: + y − en cada barrio, o ←/→ para elegirlo y "
                      "↑/↓ para poner o quitar.",
    "guide.ba.tricks": "Tu carta de truco: tócala (o T) y elige barrio para usarla. Puedes "
                       "guardarla para otra noche.",
    "guide.ba.confirm": "Cuando lo tengas, confirma (clic o Intro). Todos juegan a la vez y "
                        "en secreto.",
    "guide.ba.end": "Ya sabes lo básico: siete noches, gana quien más puntos sume. Esta "
                    "partida no cuenta ni toca tu partida guardada.",
    # Siete y media
    "guide.sm.bet": "Juegas contra la banca. Primero apuesta de 1 a 5 fichas: pulsa un "
                    "número (o su tecla).",
    "guide.sm.play": "Tu carta tapada y tu cuenta. Pide carta (C) para acercarte a 7½, o "
                     "plántate (M). Si pasas de 7½, pierdes.",
    "guide.sm.bank": "La banca juega la última: gana si queda más cerca de 7½ que tú, o "
                     "igual. Si se pasa, te paga.",
    "guide.sm.end": "Ya sabes lo básico. Sigue jugando si quieres: esta partida no cuenta "
                    "ni toca tu partida guardada.",
})

i18n.register("en", {
    "guide.step": "Guided game · step {n} of {k}",
    "guide.next": "Next",
    "guide.done": "Got it",
    "guide.leave": "Esc: leave the guide · this game does not count",
    "guide.offer": "This is your first game of {game}. Would you like a guided game? The "
                   "table shows you what to do in a few steps, and it does not count in your "
                   "statistics.",
    "guide.offer_ok": "Guided game",
    "guide.offer_no": "Not now",
    "rules.guided": "Guided game",
    "guide.cv.hand": "These are your cards. Each round you say how many tricks you will win: "
                     "not one more, not one less.",
    "guide.cv.bid": "Your bid: press a number (or its key). Count your high cards: the king "
                    "beats the ace, and suits do not matter.",
    "guide.cv.play": "Play a card: click it, or pick it with ←/→ and press Enter. The highest "
                     "card wins the trick.",
    "guide.cv.lives": "Here are your tricks and your lives. Each trick too many or too few "
                      "costs a life; at zero lives you are out.",
    "guide.cv.end": "That is the basics. Play this game to the end if you like: it does not "
                    "count and does not touch your saved game.",
    "guide.ce.hand": "Spanish deck: the king is the highest card and the ace the lowest. You "
                     "will say how many tricks you will win.",
    "guide.ce.bid": "Your bid: press a number (or its key). The dealer may not make the bids "
                    "add up to the cards of the round.",
    "guide.ce.play": "Play a card: click, or ←/→ and Enter. Careful: two cards of the same "
                     "value cancel, and neither wins.",
    "guide.ce.lives": "Your tricks and your lives. You lose a life for each trick between "
                      "your bid and what you won.",
    "guide.ce.end": "That is the basics. Play on if you like: this game does not count and "
                    "does not touch your saved game.",
    "guide.ch.hand": "Your seven cards. Group them in sets of one number or runs of one suit; "
                     "loose cards count as points against you.",
    "guide.ch.draw": "Your turn: draw from the stock (click or R) or take the face-up card "
                     "(click or D) if it helps.",
    "guide.ch.discard": "Now throw away a card you do not need: drag it to the discard, or "
                        "pick it with ←/→ and press Enter.",
    "guide.ch.close": "Once at most one loose card worth 5 or less is left, you may close "
                      "with “Close” (C) and the hand is counted.",
    "guide.ch.end": "That is the basics. Play on if you like: this game does not count and "
                    "does not touch your saved game.",
    "guide.bb.hand": "Your three cards. At the end of the hand, the worst hand at the table "
                     "loses a life.",
    "guide.bb.centre": "Three cards lie in the middle. On your turn you swap one of yours for "
                       "one of them, or all three at once.",
    "guide.bb.swap": "Swap: pick one of your cards (click or 1, 2, 3), then one in the middle "
                     "(click or Q, W, E). Aim for three of a kind, a run or a flush.",
    "guide.bb.knock": "From the second time round you may knock (G): the others swap once "
                      "more and the hands are shown.",
    "guide.bb.end": "That is the basics. Play on if you like: this game does not count and "
                    "does not touch your saved game.",
    "guide.ba.districts": "Five districts, each worth its value tonight. Whoever puts the most "
                          "thugs in a district wins its points.",
    "guide.ba.thugs": "Share out your thugs: + and − on each district, or ←/→ to pick one "
                      "and ↑/↓ to add or take away.",
    "guide.ba.tricks": "Your trick card: touch it (or T) and pick a district to use it on. You "
                       "may keep it for another night.",
    "guide.ba.confirm": "When you are ready, confirm (click or Enter). Everyone plays at once "
                        "and in secret.",
    "guide.ba.end": "That is the basics: seven nights, the most points win. This game does not "
                    "count and does not touch your saved game.",
    "guide.sm.bet": "You play against the bank. First bet 1 to 5 chips: press a number (or "
                    "its key).",
    "guide.sm.play": "Your face-down card and your count. Ask for a card (C) to get near 7½, "
                     "or stand (M). Over 7½ you lose.",
    "guide.sm.bank": "The bank plays last: it wins if it gets nearer 7½ than you, or level. If "
                     "it goes over, it pays you.",
    "guide.sm.end": "That is the basics. Play on if you like: this game does not count and "
                    "does not touch your saved game.",
})
