"""Bandas texts (Spanish first, declared to ui/i18n on import): the title and tagline
for the menus, the table's strings, and the captions of the reveal's steps."""
from __future__ import annotations

from ...engine import bandas as ba
from ...ui import i18n

i18n.declare("game.bandas", "Bandas")
i18n.declare("game.bandas.tagline", "Reparte tus matones por la ciudad en secreto. Siete noches.")
i18n.declare("ba.d.puerto", "Puerto")
i18n.declare("ba.d.mercado", "Mercado")
i18n.declare("ba.d.casino", "Casino")
i18n.declare("ba.d.estacion", "Estación")
i18n.declare("ba.d.plaza", "Plaza")
i18n.declare("ba.t.refuerzos", "Refuerzos")
i18n.declare("ba.t.navaja", "Navaja")
i18n.declare("ba.t.chivato", "Chivato")
i18n.declare("ba.t.soborno", "Soborno")
i18n.declare("ba.t.redada", "Redada")
i18n.declare("ba.t.doble", "Doble o nada")
i18n.declare("ba.th.refuerzos", "+3 matones esta noche")
i18n.declare("ba.th.navaja", "×2 en un barrio")
i18n.declare("ba.th.chivato", "ganas los empates")
i18n.declare("ba.th.soborno", "la mitad de un rival")
i18n.declare("ba.th.redada", "nadie gana ese barrio")
i18n.declare("ba.th.doble", "×2 o pierdes 3")
i18n.declare("ba.night", "Noche {n} de 7")
i18n.declare("ba.doubled", "¡Última noche: todo vale el doble!")
i18n.declare_plural("ba.left", "Te queda {k} matón", "Te quedan {k} matones", "k")
i18n.declare("ba.left1", "Te queda 1 matón")
i18n.declare("ba.left0", "Todos colocados")
i18n.declare("ba.confirm", "Confirmar")
i18n.declare("ba.deciding", "decidiendo…")
i18n.declare("ba.ready", "listo")
i18n.declare_plural("ba.thugs", "{k} matón", "{k} matones", "k")
i18n.declare_plural("ba.points", "{k} pto", "{k} pts", "k")
i18n.declare("ba.tricks", "trucos: {k}")
i18n.declare("ba.owner", "Dueño: {name}")
i18n.declare("ba.no_owner", "Sin dueño")
i18n.declare("ba.last_night", "Anoche")
i18n.declare("ba.your_move", "Arrastra matones y trucos a los barrios y confirma")
i18n.declare("ba.waiting", "Esperando a: {names}")
i18n.declare("ba.sent", "Tu jugada está hecha. Esperando a los demás…")
i18n.declare("ba.pick_rival", "¿A quién sobornas?")
i18n.declare("ba.unplaced_title", "¿Confirmar igual?")
i18n.declare_plural("ba.unplaced",
                    "Queda {k} matón sin colocar: esta noche no hará nada",
                    "Quedan {k} matones sin colocar: esta noche no harán nada",
                    "k")
i18n.declare("ba.unplaced_go", "Confirmar igual")
i18n.declare("ba.unplaced_back", "Colocar más")
i18n.declare("ba.no_thugs", "No te quedan matones")
i18n.declare("ba.none_here", "No tienes matones en {d}")
i18n.declare("ba.need_rival", "El soborno necesita un rival: elígelo")
i18n.declare("ba.not_held", "No tienes ese truco")
i18n.declare("ba.too_many", "Son más matones de los que tienes")
i18n.declare("ba.not_now", "Ahora no es tu turno")
i18n.declare("ba.trick_on", "{t} en {d}")
i18n.declare("ba.trick_rival", "{t} en {d} contra {name}")
i18n.declare("ba.trick_all", "{t}: +3 esta noche")
i18n.declare("ba.reveal", "Destape · {d} ({v})")
i18n.declare("ba.reveal_hint", "Clic o Espacio: siguiente · P: pausar")
i18n.declare("ba.reveal_paused", "En pausa · clic o Espacio: siguiente · P: seguir solo")
i18n.declare("ba.score_title", "Puntos por noche")
i18n.declare("ba.final", "Clasificación final")
i18n.declare("ba.col_pts", "Puntos")
i18n.declare("ba.col_owned", "Barrios")
i18n.declare("ba.col_unused", "Trucos")
i18n.declare("ba.tb_points", "Sin empates: el orden es por puntos")
i18n.declare("ba.tb_owned", "empate a puntos: decide quién controla más barrios")
i18n.declare("ba.tb_unused", "empate a puntos y barrios: decide quién guardó menos trucos")
i18n.declare("ba.tb_shared", "empate total: comparten el puesto")
i18n.declare("ba.continue", "Continuar")
i18n.declare("ba.keys",
             "←→ o 1-5 barrio · ↑↓ matones · T truco · R rival · Intro confirmar · H historial · "
             "J registro · Esc pausa")
# reveal steps
i18n.declare("ba.s.raid", "¡Redada de {name}! Nadie gana {d} esta noche")
i18n.declare_plural("ba.s.bribe",
                    "{name} soborna a {other}: {k} matón cambia de bando",
                    "{name} soborna a {other}: {k} matones cambian de bando",
                    "k")
i18n.declare("ba.s.knife", "Navaja de {name}: sus matones cuentan doble ({k})")
i18n.declare("ba.s.nobody_there", "Nadie pisó {d}: nadie cobra")
i18n.declare("ba.s.nobody_there_owner", "Nadie pisó {d}: {name} sigue de dueño, pero no cobra")
i18n.declare("ba.s.nobody_there_owner.you", "Nadie pisó {d}: sigues de dueño, pero no cobras")
i18n.declare("ba.s.nobody_there_chivato", "Nadie pisó {d}: no cobra el dueño ni el chivato")
i18n.declare("ba.s.bribe_mutual",
             "Soborno cruzado: {name} se lleva {k}, la mitad de lo que puso {other}")
i18n.declare("ba.s.bribe_mutual.you",
             "Soborno cruzado: te llevas {k}, la mitad de lo que puso {other}")
i18n.declare("ba.s.bribe_mutual.them",
             "Soborno cruzado: {name} se lleva {k}, la mitad de lo que pusiste")
i18n.declare("ba.s.majority", "{name} tiene más matones")
i18n.declare("ba.s.tie_chivato", "Empate: lo gana {name} con su chivato")
i18n.declare("ba.s.tie_owner", "Empate: lo gana {name}, el dueño")
i18n.declare("ba.s.tie_owner2", "Dos chivatos se anulan: gana {name}, el dueño")
i18n.declare("ba.s.tie_nobody", "Empate a {k}: nadie cobra")
i18n.declare("ba.s.tie_nobody2", "Dos chivatos se anulan y el dueño no empata: nadie cobra")
i18n.declare_plural("ba.s.score", "{name} cobra {k} punto", "{name} cobra {k} puntos", "k")
i18n.declare("ba.s.double_won", "Doble o nada: {name} cobra {k} más")
i18n.declare("ba.s.double_lost", "Doble o nada fallido: {name} pierde 3")
i18n.declare("ba.s.drew", "{name} roba un truco por el Mercado")
i18n.declare("ba.s.placed", "Matones en {d}")
i18n.declare("ba.s.raid.you", "¡Tu redada! Nadie gana {d} esta noche")
i18n.declare_plural("ba.s.bribe.you",
                    "Sobornas a {other}: {k} matón se pasa a tu bando",
                    "Sobornas a {other}: {k} matones se pasan a tu bando",
                    "k")
i18n.declare_plural("ba.s.bribe.them", "{name} te soborna: uno de tus matones cambia de bando",
                    "{name} te soborna: {k} de tus matones cambian de bando", "k")
i18n.declare("ba.s.knife.you", "Tu navaja: tus matones cuentan doble ({k})")
i18n.declare("ba.s.majority.you", "Tienes más matones")
i18n.declare("ba.s.tie_chivato.you", "Empate: lo ganas con tu chivato")
i18n.declare("ba.s.tie_owner.you", "Empate: lo ganas tú, que eres el dueño")
i18n.declare("ba.s.tie_owner2.you", "Dos chivatos se anulan: lo ganas tú, que eres el dueño")
i18n.declare_plural("ba.s.score.you", "Cobras {k} punto", "Cobras {k} puntos", "k")
i18n.declare("ba.s.double_won.you", "Doble o nada: cobras {k} más")
i18n.declare("ba.s.double_lost.you", "Doble o nada fallido: pierdes 3")
i18n.declare("ba.s.drew.you", "Robas un truco por el Mercado")


def district_name(d: int, lang: str) -> str:
    return i18n.tr(f"ba.d.{ba.DISTRICTS[d]}", lang)


def trick_name(trick: str, lang: str) -> str:
    return i18n.tr(f"ba.t.{trick}", lang)


def is_mutual_bribe(step: ba.Step, steps) -> bool:
    """Is `step` one of two bribes between the same pair in one district (`steps`)?"""
    return step.kind == ba.BRIBE and any(
        s.kind == ba.BRIBE and s.player == step.other and s.other == step.player for s in steps)


def step_caption(step: ba.Step, district: int, name, lang: str, you: int | None = None,
                 mutual: bool = False) -> str:
    """One reveal step in words; `name(seat)` gives a seat's name; `you` is the person's
    seat (their own steps are said to them: "Cobras 5 puntos"). `mutual`: a bribe answered
    by one the other way (said to come from the thugs as placed)."""
    kind = step.kind
    key = f"ba.s.{kind}"
    if kind == ba.NOBODY_THERE and step.other is not None:
        key += "_chivato"
    elif kind == ba.NOBODY_THERE and step.player is not None:
        key += "_owner"
    elif mutual:
        key = "ba.s.bribe_mutual"
    if kind in (ba.TIE_OWNER, ba.TIE_NOBODY) and step.other == 2:
        key += "2"
    if you is not None and step.player == you and i18n.has(key + ".you", lang):
        key += ".you"
    elif you is not None and kind == ba.BRIBE and step.other == you:
        key += ".them"
    return i18n.tr(key, lang, name=name(step.player), other=name(step.other),
                   k=abs(step.amount), d=district_name(district, lang))
