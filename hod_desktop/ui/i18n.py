"""The app's words: Spanish in the code, every other language in a gettext catalogue.

Each area declares its own Spanish messages, under a stable key that is the message's
msgctxt in the catalogues (hod_desktop/locale/<lang>/LC_MESSAGES/hod_desktop.po):

    from hod_desktop.ui import i18n
    i18n.declare("cv.bid", "Apuesta {n}")
    i18n.declare_plural("cv.lives", "{n} vida", "{n} vidas", "n")   # the count is fmt["n"]

and the screens ask for them:

    tr("menu.play", "en")               -> "Play"
    tr("cv.lives", "es", n=1)           -> "1 vida"

The compiled .mo files are read with the standard library's gettext, once per language; a
message a catalogue lacks is said in Spanish. The template and catalogues are made with
Babel (python -m hod_desktop.tools.catalogs; docs/TRANSLATING.md).
"""
from __future__ import annotations

import gettext
import locale as _locale
import os
from pathlib import Path

DOMAIN = "hod_desktop"
SOURCE_LANG = "es"  # the language of the code's texts: it has no catalogue
LANGS = ("es", "en", "ca")
DEFAULT_LANG = "es"
LANG_NAMES = {"es": "Español", "en": "English", "ca": "Català"}

# key -> the Spanish text, or (singular, plural, name of the count in fmt)
_SOURCE: dict[str, str | tuple[str, str, str]] = {}
# lang -> key -> the text in that language (singular messages), filled as they are asked
_CACHE: dict[str, dict[str, str]] = {}
_CATALOGS: dict[str, gettext.NullTranslations] = {}


def declare(key: str, text: str) -> str:
    """Declare the Spanish text of `key` (extracted into the template by Babel)."""
    _SOURCE[key] = text
    _CACHE.clear()
    return text


def declare_plural(key: str, one: str, many: str, count: str) -> None:
    """Declare a text that depends on a number: `fmt[count]` picks the form (npgettext)."""
    _SOURCE[key] = (one, many, count)
    _CACHE.clear()


def rule_text(context: str, text: str) -> str:
    """Mark a rules-page text for extraction under `context`; the page keeps the Spanish."""
    return text


def translate(context: str, text: str, lang: str) -> str:
    """A marked text (`rule_text`) in `lang`: the catalogue's, else the Spanish itself."""
    return text if lang == SOURCE_LANG else catalog(lang).pgettext(context, text)


def locale_dir() -> Path:
    """hod_desktop/locale, beside the package from source and under _MEIPASS when frozen."""
    from .. import resources

    return resources.package_root() / "locale"


def catalog(lang: str) -> gettext.NullTranslations:
    """The language's compiled catalogue (read once); Spanish, or a language without a .mo,
    gets the identity."""
    cat = _CATALOGS.get(lang)
    if cat is None:
        if lang == SOURCE_LANG:
            cat = gettext.NullTranslations()
        else:
            cat = gettext.translation(DOMAIN, locale_dir(), languages=[lang], fallback=True)
        _CATALOGS[lang] = cat
    return cat


def system_lang() -> str:
    """The system's language when the app has it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then
    the locale module), else Spanish."""
    names = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(var):
            names += os.environ[var].split(":")
            break
    try:
        names.append(_locale.getlocale()[0] or "")
    except ValueError:
        pass
    for name in names:
        code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGS:
            return code
    return DEFAULT_LANG


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether `key` is a declared message (every language has every message: a catalogue
    that lacks one says it in Spanish)."""
    return key in _SOURCE


def keys() -> list[str]:
    return sorted(_SOURCE)


def minus(n) -> str:
    """A number with a true minus sign (−10), as every table and history writes it."""
    return str(n).replace("-", "−")


def _count(value) -> int:
    try:
        return int(str(value).replace("−", "-"))
    except ValueError:
        return 2  # not a number: the plural, as "{n} cartas" always said


def text(key: str, lang: str = DEFAULT_LANG, n=None) -> str | None:
    """The unformatted text of `key` in `lang` (a plural one for the count `n`), None when
    no such message is declared."""
    table = _CACHE.get(lang)
    if table is None:
        table = _CACHE[lang] = {}
    found = table.get(key)
    if found is not None:
        return found
    src = _SOURCE.get(key)
    if src is None:
        return None
    if isinstance(src, tuple):
        return catalog(lang).npgettext(key, src[0], src[1], _count(n))
    found = table[key] = catalog(lang).pgettext(key, src)
    return found


def tr(key: str, lang: str = DEFAULT_LANG, **fmt) -> str:
    """The text of `key` in `lang`, formatted with `fmt` (a plural message picks its form by
    its count's value). When `name` is the person ("Tú"/"You") and a "<key>.you" message
    exists, that one is used: the sentence speaks to the person ("¡Ganas tú!", "won by
    you") instead of "¡Gana Tú!". An unknown key comes back as itself."""
    if fmt.get("name") is not None and key + ".you" in _SOURCE and \
            fmt["name"] == text("player.you", lang):
        key += ".you"
    src = _SOURCE.get(key)
    if src is None:
        return key
    out = text(key, lang, fmt.get(src[2]) if isinstance(src, tuple) else None)
    if fmt:
        try:
            return out.format(**fmt)
        except (KeyError, IndexError, ValueError):
            return out
    return out


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
