"""Words of the history's Poderes marks and of the trick-by-trick replay (issue 36)."""
from __future__ import annotations

from .. import i18n

i18n.declare("hist.lives_note_poderes",
             "pidió/hizo · vidas (rojo: perdió) · +1♥ por maná · −1⚔ duelo · ↺ revivir")
i18n.declare("hist.replay.round", "Ronda {n} · baza a baza")
i18n.declare("hist.replay.hand", "Mano {n} · el recuento")
i18n.declare("hist.replay.trick", "Baza {n}")
i18n.declare("hist.replay.legend",
             "1, 2…: orden de juego · marco dorado: se la lleva · tachada: anulada por otra de su "
             "valor · ✕: quitada por un poder · ⇄: valor cambiado por un poder · ×2: cuenta dos")
i18n.declare("hist.replay.inverted", "↕ al revés")
i18n.declare("hist.replay.legend_plain", "1, 2…: orden de juego · marco dorado: se la lleva")
i18n.declare("hist.replay.count_legend",
             "★ cierra · juegos · ↪ en azul: colocadas en los juegos de quien cierra · en rojo: "
             "sueltas, las que suman")
i18n.declare("hist.replay.keys", "←/→: otra ronda · Esc o «Volver»: al historial")
i18n.declare("hist.replay.keys_hands", "←/→: otra mano · Esc o «Volver»: al historial")
i18n.declare("hist.replay.open", "↑/↓ y Intro, o clic en una ronda: baza a baza")
i18n.declare("hist.replay.open_hands", "↑/↓ y Intro, o clic en una mano: su recuento")
# how a trick was won when not by the best value, under its winner's name
i18n.declare("hist.replay.outright", "gana por su poder")
i18n.declare("hist.replay.last_card", "gana la última")
# the round's prisoner's duel, above its tricks
i18n.declare("hist.replay.duel", "Duelo")
i18n.declare("hist.replay.duel.cooperate", "colaboración")
i18n.declare("hist.replay.duel.betray", "traición")
i18n.declare("hist.replay.duel.mana", "{n} maná")
i18n.declare_plural("hist.replay.duel.lives", "{n} vida", "{n} vidas", "k")
