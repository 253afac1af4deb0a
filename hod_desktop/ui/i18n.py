"""UI text in Spanish (default) and English.

    tr("menu.play", "en")               -> "Play"
    tr("setup.players_n", "es", n=4)    -> "4 jugadores"

A missing key falls back to English, then to the key itself. Each area registers its own
table, so parts of the app can add strings from their own files without editing this one:

    from hod_desktop.ui import i18n
    i18n.register("es", {"cv.bid": "Apuesta {n}"})
    i18n.register("en", {"cv.bid": "Bid {n}"})
"""
from __future__ import annotations

import string

LANGS = ("es", "en")
DEFAULT_LANG = "es"
LANG_NAMES = {"es": "Español", "en": "English"}

STRINGS: dict[str, dict[str, str]] = {"es": {}, "en": {}}


def register(lang: str, mapping: dict[str, str]) -> None:
    """Add or override strings for one language (later registrations win)."""
    STRINGS.setdefault(lang, {}).update(mapping)


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    return key in STRINGS.get(lang, {}) or key in STRINGS["en"]


def minus(n) -> str:
    """A number with a true minus sign (−10), as every table and history writes it."""
    return str(n).replace("-", "−")


class _CountFormatter(string.Formatter):
    """str.format plus one thing: "{k:matón|matones}" is the word before the bar when
    k is 1 and the one after it otherwise ("1 matón", "3 matones"; "1 life", "2 lives")."""

    def format_field(self, value, format_spec: str):
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if str(value) == "1" else many
        return super().format_field(value, format_spec)


_COUNTS = _CountFormatter()


def tr(key: str, lang: str = DEFAULT_LANG, **fmt) -> str:
    """The text of `key` in `lang`, formatted with `fmt` ("{n:vida|vidas}" picks the
    singular when n is 1). When `name` is the person ("Tú"/"You") and a "<key>.you" text
    exists, that one is used: the sentence speaks to the person ("¡Ganas tú!", "won by
    you") instead of "¡Gana Tú!"."""
    if fmt.get("name") is not None and fmt["name"] == STRINGS.get(lang, {}).get("player.you"):
        you = key + ".you"
        if you in STRINGS.get(lang, {}) or you in STRINGS["en"]:
            key = you
    text = STRINGS.get(lang, {}).get(key)
    if text is None:
        text = STRINGS["en"].get(key, key)
    if fmt:
        try:
            return _COUNTS.format(text, **fmt) if "|" in text else text.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return text
    return text


# ------------------------------------------------------------- player names
_BOT_NAMES = ("Lucía", "Mateo", "Carmen", "Pablo", "Elena", "Diego", "Sofía", "Javier", "Inés")


def seat_name(seat: int, lang: str = DEFAULT_LANG, human_seat: int | None = 0) -> str:
    """"Tú"/"You" for the human seat, a fixed first name for every bot seat."""
    if human_seat is not None and seat == human_seat:
        return tr("player.you", lang)
    k = seat if human_seat is None or seat < human_seat else seat - 1
    return _BOT_NAMES[k % len(_BOT_NAMES)]


# ------------------------------------------------------------- shell strings
register("es", {
    "app.title": "House Of Decks",
    "app.subtitle": "Juegos de cartas de siempre, contra la máquina",
    "player.you": "Tú",
    # menu
    "menu.play": "Jugar",
    "menu.continue": "Continuar partida",
    "menu.continue_tip": "{game} · {n} jugadores",
    "menu.rules": "Reglas",
    "menu.stats": "Estadísticas",
    "menu.settings": "Ajustes",
    "menu.quit": "Salir",
    "menu.footer": "F11 pantalla completa",
    # games
    "game.cinco_vidas_es": "Cinco Vidas (baraja española)",
    "game.bastard_brag": "Bastard Brag",
    "game.bandas": "Bandas",
    # setup
    "setup.title": "Nueva partida",
    "setup.game": "Juego",
    "setup.players": "Jugadores",
    "setup.level": "Nivel",
    "setup.deal_code": "Código de reparto",
    "setup.deal_code_hint": "Opcional: p. ej. {example}",
    "setup.deal_apply": "Usar",
    "setup.deal_ok": "Reparto {code} listo: misma partida, mismas cartas.",
    "setup.deal_bad": "Código no válido: {reason}",
    "setup.deal_err.parts": "tiene cuatro partes separadas por guiones, como {example}.",
    "setup.deal_err.game": "ningún juego empieza por «{prefix}».",
    "setup.deal_err.options": "la segunda parte no corresponde a las opciones del juego.",
    "setup.deal_err.seed": "la tercera parte son 8 letras y cifras.",
    "setup.deal_err.check": "la letra de control del final no cuadra: hay una letra o "
                            "cifra mal escrita; revísalo carácter a carácter.",
    "setup.deal_no_table": "Ese código es de {game}, que aún no se puede jugar aquí.",
    "setup.start": "Empezar",
    "setup.back": "Volver",
    "setup.no_games": "No hay ninguna mesa instalada.",
    "setup.rules_link": "Ver reglas",
    # option labels (generic; a game may add opt.<game>.<name>[.<value>])
    "opt.players": "Jugadores",
    "opt.level": "Nivel de los rivales",
    "opt.level.facil": "Fácil",
    "opt.level.normal": "Normal",
    "opt.level.dificil": "Difícil",
    "opt.reenganche": "Reenganche",
    "opt.mode": "Modo",
    "opt.short": "Partida corta",
    "opt.True": "Sí",
    "opt.False": "No",
    # rules
    "rules.title": "Reglas",
    "rules.back": "Volver",
    # settings
    "settings.title": "Ajustes",
    "settings.language": "Idioma",
    "settings.speed": "Animaciones",
    "settings.speed.slow": "Lenta",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Rápida",
    "settings.speed.max": "Instantánea",
    "settings.sound": "Sonido",
    "settings.sound_none": "Sonido: sin audio",
    "settings.fullscreen": "Pantalla completa",
    "settings.four_color": "Palos a cuatro colores",
    "settings.four_color_tip": "Picas negras, corazones rojos, diamantes azules, tréboles verdes",
    "settings.card_back": "Reverso de las cartas",
    "settings.back.classic": "Clásico",
    "settings.back.red": "Granate",
    "settings.back.blue": "Azul",
    "settings.back.green": "Verde",
    "settings.back.black": "Negro",
    "settings.done": "Hecho",
    "settings.on": "Sí",
    "settings.off": "No",
    # results
    "results.title": "Fin de la partida",
    "results.winner": "Gana {name}",
    "results.winner.you": "Ganas tú",
    "results.winners": "Ganan {names}",
    "results.you_win": "¡Has ganado!",
    "results.you_share": "¡Victoria compartida!",
    "results.you_lose": "Esta vez no ha podido ser",
    "results.player": "Jugador",
    "results.lives": "Vidas",
    "results.points": "Puntos",
    "results.place": "Puesto",
    "results.out_order": "Quien quedó fuera más tarde va por delante",
    "results.deal_code": "Código del reparto: {code}",
    "results.again": "Jugar otra vez",
    "results.replay": "Repetir reparto",
    "results.menu": "Menú",
    "results.and": " y ",
    "results.shared_with": "Compartes la victoria con {names}",
    "results.players_n": "{n} jugadores",
    "results.history": "Historial (H)",
    "results.standings": "Clasificación (H)",
    # toasts and errors
    "notify.settings_saved": "Ajustes guardados",
    "notify.save_failed": "No se pudo guardar la partida: {reason}",
    "notify.no_table": "Esa mesa no está disponible.",
    "notify.saved_game_gone": "La partida guardada no se pudo abrir.",
    "common.yes": "Sí",
    "common.no": "No",
})

register("en", {
    "app.title": "House Of Decks",
    "app.subtitle": "Classic card games against the computer",
    "player.you": "You",
    "menu.play": "Play",
    "menu.continue": "Continue game",
    "menu.continue_tip": "{game} · {n} players",
    "menu.rules": "Rules",
    "menu.stats": "Statistics",
    "menu.settings": "Settings",
    "menu.quit": "Quit",
    "menu.footer": "F11 full screen",
    "game.cinco_vidas_es": "Cinco Vidas (Spanish deck)",
    "game.bastard_brag": "Bastard Brag",
    "game.bandas": "Bandas",
    "setup.title": "New game",
    "setup.game": "Game",
    "setup.players": "Players",
    "setup.level": "Level",
    "setup.deal_code": "Deal code",
    "setup.deal_code_hint": "Optional: e.g. {example}",
    "setup.deal_apply": "Use",
    "setup.deal_ok": "Deal {code} ready: same game, same cards.",
    "setup.deal_bad": "Invalid code: {reason}",
    "setup.deal_err.parts": "it has four parts joined by dashes, like {example}.",
    "setup.deal_err.game": "no game starts with “{prefix}”.",
    "setup.deal_err.options": "the second part does not match the game's options.",
    "setup.deal_err.seed": "the third part is 8 letters and digits.",
    "setup.deal_err.check": "the check character at the end does not match: a letter or "
                            "digit is mistyped; check it character by character.",
    "setup.deal_no_table": "That code is for {game}, which cannot be played here yet.",
    "setup.start": "Start",
    "setup.back": "Back",
    "setup.no_games": "No table is installed.",
    "setup.rules_link": "Read the rules",
    "opt.players": "Players",
    "opt.level": "Opponents' level",
    "opt.level.facil": "Easy",
    "opt.level.normal": "Normal",
    "opt.level.dificil": "Hard",
    "opt.reenganche": "Re-entry",
    "opt.mode": "Mode",
    "opt.short": "Short game",
    "opt.True": "Yes",
    "opt.False": "No",
    "rules.title": "Rules",
    "rules.back": "Back",
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.speed": "Animations",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.speed.max": "Instant",
    "settings.sound": "Sound",
    "settings.sound_none": "Sound: no device",
    "settings.fullscreen": "Full screen",
    "settings.four_color": "Four-colour suits",
    "settings.four_color_tip": "Black spades, red hearts, blue diamonds, green clubs",
    "settings.card_back": "Card back",
    "settings.back.classic": "Classic",
    "settings.back.red": "Burgundy",
    "settings.back.blue": "Blue",
    "settings.back.green": "Green",
    "settings.back.black": "Black",
    "settings.done": "Done",
    "settings.on": "On",
    "settings.off": "Off",
    "results.title": "Game over",
    "results.winner": "{name} wins",
    "results.winner.you": "You win",
    "results.winners": "{names} win",
    "results.you_win": "You won!",
    "results.you_share": "A shared win!",
    "results.you_lose": "Not this time",
    "results.player": "Player",
    "results.lives": "Lives",
    "results.points": "Points",
    "results.place": "Place",
    "results.out_order": "Whoever went out later ranks higher",
    "results.deal_code": "Deal code: {code}",
    "results.again": "Play again",
    "results.replay": "Replay this deal",
    "results.menu": "Menu",
    "results.and": " and ",
    "results.shared_with": "You share the win with {names}",
    "results.players_n": "{n} players",
    "results.history": "History (H)",
    "results.standings": "Standings (H)",
    "notify.settings_saved": "Settings saved",
    "notify.save_failed": "Could not save the game: {reason}",
    "notify.no_table": "That table is not available.",
    "notify.saved_game_gone": "The saved game could not be opened.",
    "common.yes": "Yes",
    "common.no": "No",
})


# ------------------------------------------------------------- second copy, confirmations
register("es", {
    "instance.other": "House Of Decks ya está abierto en otra ventana: esta no guarda "
                      "la partida ni ofrece Continuar.",
    "instance.footer": "Sin autoguardado: la app ya está abierta en otra ventana",
    "confirm.discard": "Tienes una partida guardada de {game}. ¿Empezar una nueva? "
                       "(la guardada se perderá)",
    "confirm.discard_ok": "Empezar nueva",
    "confirm.cancel": "Cancelar",
    "setup.code_dropped": "El código ya no vale: has cambiado las opciones.",
    "results.winner_tag": "Victoria",  # not «Ganador»: half the names at the table are women's
    "notice.dismiss": "Entendido",
    "notify.reason_disk": "el disco no admite escritura",
    "menu.continue_game": "Continuar: {game}",
    "menu.continue_moves": "{n} jugadores · {moves} {moves:jugada|jugadas}",
    "menu.continue_unplayed": "{n} jugadores · sin empezar",
    "menu.unplayed": "sin empezar",
    "menu.friends": "Con amigos",
    "settings.server": "Servidor para salas",
    "settings.server_hint": "p. ej. 192.168.1.10:8765 o wss://example.org",
    "settings.server_tip": "Donde se crean y buscan las salas por internet; en blanco, "
                           "solo salas de esta red",
    "settings.server_saved": "Servidor guardado: {address}",
    "settings.server_cleared": "Sin servidor: solo salas de esta red",
    "settings.server_err.shape": "Escribe servidor:puerto, p. ej. 192.168.1.10:8765",
    "settings.server_err.host": "El nombre del servidor tiene caracteres que no valen",
    "settings.server_err.port": "El puerto es un número del 1 al 65535",
})
register("en", {
    "instance.other": "House Of Decks is already open in another window: this one does "
                      "not save the game or offer Continue.",
    "instance.footer": "No autosave: the app is already open in another window",
    "confirm.discard": "You have a saved game of {game}. Start a new one? "
                       "(the saved one will be lost)",
    "confirm.discard_ok": "Start new",
    "confirm.cancel": "Cancel",
    "setup.code_dropped": "The code no longer applies: you changed the options.",
    "results.winner_tag": "Winner",
    "notice.dismiss": "Got it",
    "notify.reason_disk": "the disk does not accept writes",
    "menu.continue_game": "Continue: {game}",
    "menu.continue_moves": "{n} players · {moves} {moves:move|moves}",
    "menu.continue_unplayed": "{n} players · not started",
    "menu.unplayed": "not started",
    "menu.friends": "With friends",
    "settings.server": "Server for rooms",
    "settings.server_hint": "e.g. 192.168.1.10:8765 or wss://example.org",
    "settings.server_tip": "Where rooms are created and looked up over the internet; blank "
                           "for rooms on this network only",
    "settings.server_saved": "Server saved: {address}",
    "settings.server_cleared": "No server: rooms on this network only",
    "settings.server_err.shape": "Type server:port, e.g. 192.168.1.10:8765",
    "settings.server_err.host": "The server's name has characters that are not allowed",
    "settings.server_err.port": "The port is a number from 1 to 65535",
})
