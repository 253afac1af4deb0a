"""Bandas texts (Spanish first, registered with ui/i18n on import): the title and tagline
for the menus, the table's strings, and the captions of the reveal's steps."""
from __future__ import annotations

from ...engine import bandas as ba
from ...ui import i18n

i18n.register("es", {
    "game.bandas": "Bandas",
    "game.bandas.tagline": "Reparte tus matones por la ciudad en secreto. Siete noches.",
    "ba.d.puerto": "Puerto", "ba.d.mercado": "Mercado", "ba.d.casino": "Casino",
    "ba.d.estacion": "Estación", "ba.d.plaza": "Plaza",
    "ba.t.refuerzos": "Refuerzos", "ba.t.navaja": "Navaja", "ba.t.chivato": "Chivato",
    "ba.t.soborno": "Soborno", "ba.t.redada": "Redada", "ba.t.doble": "Doble o nada",
    "ba.th.refuerzos": "+3 matones esta noche", "ba.th.navaja": "×2 en un barrio",
    "ba.th.chivato": "ganas los empates", "ba.th.soborno": "la mitad de un rival",
    "ba.th.redada": "nadie gana ese barrio", "ba.th.doble": "×2 o pierdes 3",
    "ba.night": "Noche {n} de 7",
    "ba.doubled": "¡Última noche: todo vale el doble!",
    "ba.left": "{k:Te queda|Te quedan} {k} {k:matón|matones}",
    "ba.left1": "Te queda 1 matón",
    "ba.left0": "Todos colocados",
    "ba.confirm": "Confirmar",
    "ba.deciding": "decidiendo…",
    "ba.ready": "listo",
    "ba.thugs": "{k} {k:matón|matones}",
    "ba.points": "{k} {k:pto|pts}",
    "ba.tricks": "trucos: {k}",
    "ba.owner": "Dueño: {name}",
    "ba.no_owner": "Sin dueño",
    "ba.last_night": "Anoche",
    "ba.your_move": "Arrastra matones y trucos a los barrios y confirma",
    "ba.waiting": "Esperando a: {names}",
    "ba.sent": "Tu jugada está hecha. Esperando a los demás…",
    "ba.pick_rival": "¿A quién sobornas?",
    "ba.unplaced_title": "¿Confirmar igual?",
    "ba.unplaced": "{k:Queda|Quedan} {k} {k:matón|matones} sin colocar: esta noche no {k:hará|harán} nada",
    "ba.unplaced_go": "Confirmar igual",
    "ba.unplaced_back": "Colocar más",
    "ba.no_thugs": "No te quedan matones",
    "ba.none_here": "No tienes matones en {d}",
    "ba.need_rival": "El soborno necesita un rival: elígelo",
    "ba.not_held": "No tienes ese truco",
    "ba.too_many": "Son más matones de los que tienes",
    "ba.not_now": "Ahora no es tu turno",
    "ba.trick_on": "{t} en {d}",
    "ba.trick_rival": "{t} en {d} contra {name}",
    "ba.trick_all": "{t}: +3 esta noche",
    "ba.reveal": "Destape · {d} ({v})",
    "ba.reveal_hint": "Clic o Espacio: siguiente · P: pausar",
    "ba.reveal_paused": "En pausa · clic o Espacio: siguiente · P: seguir solo",
    "ba.score_title": "Puntos por noche",
    "ba.final": "Clasificación final",
    "ba.col_pts": "Puntos", "ba.col_owned": "Barrios", "ba.col_unused": "Trucos",
    "ba.tb_points": "Sin empates: el orden es por puntos",
    "ba.tb_owned": "empate a puntos: decide quién controla más barrios",
    "ba.tb_unused": "empate a puntos y barrios: decide quién guardó menos trucos",
    "ba.tb_shared": "empate total: comparten el puesto",
    "ba.continue": "Continuar",
    "ba.keys": "←→ o 1-5 barrio · ↑↓ matones · T truco · R rival · Intro confirmar · "
               "H historial · J registro · Esc pausa",
    # reveal steps
    "ba.s.raid": "¡Redada de {name}! Nadie gana {d} esta noche",
    "ba.s.bribe": "{name} soborna a {other}: {k} {k:matón cambia|matones cambian} de bando",
    "ba.s.knife": "Navaja de {name}: sus matones cuentan doble ({k})",
    "ba.s.nobody_there": "Nadie pisó {d}: nadie cobra",
    "ba.s.nobody_there_owner": "Nadie pisó {d}: {name} sigue de dueño, pero no cobra",
    "ba.s.nobody_there_owner.you": "Nadie pisó {d}: sigues de dueño, pero no cobras",
    "ba.s.nobody_there_chivato": "Nadie pisó {d}: no cobra el dueño ni el chivato",
    "ba.s.bribe_mutual": "Soborno cruzado: {name} se lleva {k}, la mitad de lo que puso {other}",
    "ba.s.bribe_mutual.you": "Soborno cruzado: te llevas {k}, la mitad de lo que puso {other}",
    "ba.s.bribe_mutual.them": "Soborno cruzado: {name} se lleva {k}, la mitad de lo que pusiste",
    "ba.s.majority": "{name} tiene más matones",
    "ba.s.tie_chivato": "Empate: lo gana {name} con su chivato",
    "ba.s.tie_owner": "Empate: lo gana {name}, el dueño",
    "ba.s.tie_owner2": "Dos chivatos se anulan: gana {name}, el dueño",
    "ba.s.tie_nobody": "Empate a {k}: nadie cobra",
    "ba.s.tie_nobody2": "Dos chivatos se anulan y el dueño no empata: nadie cobra",
    "ba.s.score": "{name} cobra {k} {k:punto|puntos}",
    "ba.s.double_won": "Doble o nada: {name} cobra {k} más",
    "ba.s.double_lost": "Doble o nada fallido: {name} pierde 3",
    "ba.s.drew": "{name} roba un truco por el Mercado",
    "ba.s.placed": "Matones en {d}",
    "ba.s.raid.you": "¡Tu redada! Nadie gana {d} esta noche",
    "ba.s.bribe.you": "Sobornas a {other}: {k} {k:matón se pasa|matones se pasan} a tu bando",
    "ba.s.bribe.them": "{name} te soborna: {k:uno de tus matones cambia|{k} de tus matones cambian} de bando",
    "ba.s.knife.you": "Tu navaja: tus matones cuentan doble ({k})",
    "ba.s.majority.you": "Tienes más matones",
    "ba.s.tie_chivato.you": "Empate: lo ganas con tu chivato",
    "ba.s.tie_owner.you": "Empate: lo ganas tú, que eres el dueño",
    "ba.s.tie_owner2.you": "Dos chivatos se anulan: lo ganas tú, que eres el dueño",
    "ba.s.score.you": "Cobras {k} {k:punto|puntos}",
    "ba.s.double_won.you": "Doble o nada: cobras {k} más",
    "ba.s.double_lost.you": "Doble o nada fallido: pierdes 3",
    "ba.s.drew.you": "Robas un truco por el Mercado",
})
i18n.register("en", {
    "game.bandas": "Bandas",
    "game.bandas.tagline": "Split your thugs over the city in secret. Seven nights.",
    "ba.d.puerto": "Harbour", "ba.d.mercado": "Market", "ba.d.casino": "Casino",
    "ba.d.estacion": "Station", "ba.d.plaza": "Square",
    "ba.t.refuerzos": "Backup", "ba.t.navaja": "Knife", "ba.t.chivato": "Snitch",
    "ba.t.soborno": "Bribe", "ba.t.redada": "Raid", "ba.t.doble": "Double or nothing",
    "ba.th.refuerzos": "+3 thugs tonight", "ba.th.navaja": "×2 in one district",
    "ba.th.chivato": "you win ties", "ba.th.soborno": "half a rival's thugs",
    "ba.th.redada": "nobody wins there", "ba.th.doble": "×2 or lose 3",
    "ba.night": "Night {n} of 7",
    "ba.doubled": "Last night: everything is worth double!",
    "ba.left": "{k} {k:thug|thugs} left",
    "ba.left1": "1 thug left",
    "ba.left0": "All placed",
    "ba.confirm": "Confirm",
    "ba.deciding": "deciding…",
    "ba.ready": "ready",
    "ba.thugs": "{k} {k:thug|thugs}",
    "ba.points": "{k} {k:pt|pts}",
    "ba.tricks": "tricks: {k}",
    "ba.owner": "Owner: {name}",
    "ba.no_owner": "No owner",
    "ba.last_night": "Last night",
    "ba.your_move": "Drag thugs and tricks onto the districts, then confirm",
    "ba.waiting": "Waiting for: {names}",
    "ba.sent": "Your move is in. Waiting for the others…",
    "ba.pick_rival": "Whom do you bribe?",
    "ba.unplaced_title": "Confirm anyway?",
    "ba.unplaced": "{k} {k:thug is|thugs are} still unplaced: {k:it does|they do} nothing tonight",
    "ba.unplaced_go": "Confirm anyway",
    "ba.unplaced_back": "Keep placing",
    "ba.no_thugs": "You have no thugs left",
    "ba.none_here": "You have no thugs in {d}",
    "ba.need_rival": "A bribe needs a rival: pick one",
    "ba.not_held": "You do not hold that trick",
    "ba.too_many": "That is more thugs than you have",
    "ba.not_now": "It is not your move now",
    "ba.trick_on": "{t} on {d}",
    "ba.trick_rival": "{t} on {d} against {name}",
    "ba.trick_all": "{t}: +3 tonight",
    "ba.reveal": "Reveal · {d} ({v})",
    "ba.reveal_hint": "Click or Space: next · P: pause",
    "ba.reveal_paused": "Paused · click or Space: next · P: carry on",
    "ba.score_title": "Points per night",
    "ba.final": "Final ranking",
    "ba.col_pts": "Points", "ba.col_owned": "Districts", "ba.col_unused": "Tricks",
    "ba.tb_points": "No ties: ordered by points",
    "ba.tb_owned": "level on points: more districts owned goes first",
    "ba.tb_unused": "level on points and districts: fewer unused tricks goes first",
    "ba.tb_shared": "level on everything: the place is shared",
    "ba.continue": "Continue",
    "ba.keys": "←→ or 1-5 district · ↑↓ thugs · T trick · R rival · Enter confirm · "
               "H history · J log · Esc pause",
    "ba.s.raid": "Raid by {name}! Nobody wins {d} tonight",
    "ba.s.bribe": "{name} bribes {other}: {k} {k:thug switches|thugs switch} sides",
    "ba.s.knife": "{name}'s knife: their thugs count double ({k})",
    "ba.s.nobody_there": "Nobody went to {d}: nobody scores",
    "ba.s.nobody_there_owner": "Nobody went to {d}: {name} stays the owner but scores nothing",
    "ba.s.nobody_there_owner.you": "Nobody went to {d}: you stay the owner but score nothing",
    "ba.s.nobody_there_chivato": "Nobody went to {d}: neither owner nor snitch scores",
    "ba.s.bribe_mutual": "Crossed bribe: {name} takes {k}, half of what {other} placed",
    "ba.s.bribe_mutual.you": "Crossed bribe: you take {k}, half of what {other} placed",
    "ba.s.bribe_mutual.them": "Crossed bribe: {name} takes {k}, half of what you placed",
    "ba.s.majority": "{name} has the most thugs",
    "ba.s.tie_chivato": "A tie: {name}'s snitch wins it",
    "ba.s.tie_owner": "A tie: {name}, the owner, wins it",
    "ba.s.tie_owner2": "Two snitches cancel out: {name}, the owner, wins",
    "ba.s.tie_nobody": "Tied at {k}: nobody scores",
    "ba.s.tie_nobody2": "Two snitches cancel out and the owner is not tied: nobody scores",
    "ba.s.score": "{name} scores {k} {k:point|points}",
    "ba.s.double_won": "Double or nothing: {name} scores {k} more",
    "ba.s.double_lost": "Double or nothing failed: {name} loses 3",
    "ba.s.drew": "{name} draws a trick for the Market",
    "ba.s.placed": "Thugs in {d}",
    "ba.s.raid.you": "Your raid! Nobody wins {d} tonight",
    "ba.s.bribe.you": "You bribe {other}: {k} {k:thug switches|thugs switch} to your side",
    "ba.s.bribe.them": "{name} bribes you: {k:one of your thugs switches|{k} of your thugs switch} sides",
    "ba.s.knife.you": "Your knife: your thugs count double ({k})",
    "ba.s.majority.you": "You have the most thugs",
    "ba.s.tie_chivato.you": "A tie: your snitch wins it",
    "ba.s.tie_owner.you": "A tie: you win it as the owner",
    "ba.s.tie_owner2.you": "Two snitches cancel out: you win it as the owner",
    "ba.s.score.you": "You score {k} {k:point|points}",
    "ba.s.double_won.you": "Double or nothing: you score {k} more",
    "ba.s.double_lost.you": "Double or nothing failed: you lose 3",
    "ba.s.drew.you": "You draw a trick for the Market",
})


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
