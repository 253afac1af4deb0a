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

from . import pseudo_locale

DOMAIN = "hod_desktop"
SOURCE_LANG = "es"  # the language of the code's texts: it has no catalogue
LANGS = ("es", "en", "ca")
DEFAULT_LANG = "es"
LANG_NAMES = {"es": "Español", "en": "English", "ca": "Català"}
# languages a run may be in besides LANGS: the pseudo-locale (HOD_PSEUDO_LOCALE=1), not listed
RUN_ONLY_LANGS = (pseudo_locale.CODE,)

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
        elif lang == pseudo_locale.CODE:  # testing only: the Spanish made longer, marked
            cat = pseudo_locale.PseudoCatalog()
        else:
            cat = gettext.translation(DOMAIN, locale_dir(), languages=[lang], fallback=True)
        _CATALOGS[lang] = cat
    return cat


_WINDOWS_NAMES = {"spanish": "es", "english": "en", "catalan": "ca"}  # getlocale() there


def system_lang() -> str:
    """The system's language when the app has it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then
    the locale module), else Spanish."""
    names = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(var):
            names += os.environ[var].split(":")
            break
    names.append(_platform_locale())
    for name in names:
        code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        code = _WINDOWS_NAMES.get(code, code)
        if code in LANGS:
            return code
    return DEFAULT_LANG


def _platform_locale() -> str:
    """The locale the platform names (Windows: «Catalan_Spain»), or "" under the C locale:
    Python's alias table turns C.UTF-8 (no language chosen: containers, CI, a bare ssh
    session) into en_US, and the app then spoke English where it should speak Spanish."""
    try:
        if _locale.setlocale(_locale.LC_CTYPE).split(".")[0].upper() in ("C", "POSIX"):
            return ""
        return _locale.getlocale()[0] or ""
    except (ValueError, _locale.Error):
        return ""


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Whether `key` is a declared message (every language has every message: a catalogue
    that lacks one says it in Spanish)."""
    return key in _SOURCE


def keys() -> list[str]:
    return sorted(_SOURCE)


def forms(key: str, lang: str = DEFAULT_LANG) -> tuple[str, ...]:
    """Every form of a message in `lang`, unformatted: (text,) or (for 1, for 2)."""
    if isinstance(_SOURCE.get(key), tuple):
        return text(key, lang, 1), text(key, lang, 2)
    return (text(key, lang),)


def texts(lang: str) -> dict[str, tuple[str, ...]]:
    """{key: forms} of every declared message in `lang` (checks and tests read it)."""
    return {key: forms(key, lang) for key in _SOURCE}


def decimal(value: float, lang: str = DEFAULT_LANG, places: int = 1) -> str:
    """A number with the language's decimal mark ("2,5" / "2.5"; the catalogue's num.decimal)."""
    return f"{value:.{places}f}".replace(".", tr("num.decimal", lang))


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
declare("app.title", "House Of Decks")
declare("app.subtitle", "Juegos de cartas de siempre, contra la máquina")
declare("player.you", "Tú")
# numbers: the decimal mark and a percentage, as each language writes them
declare("num.decimal", ",")
declare("num.percent", "{value} %")
# menu
declare("menu.play", "Jugar")
declare("menu.continue", "Continuar partida")
declare("menu.continue_tip", "{game} · {n} jugadores")
declare("menu.rules", "Reglas")
declare("menu.stats", "Estadísticas")
declare("menu.settings", "Ajustes")
declare("menu.quit", "Salir")
declare("menu.footer", "F11 pantalla completa")
# setup
declare("setup.title", "Nueva partida")
declare("setup.game", "Juego")
declare("setup.players", "Jugadores")
declare("setup.level", "Nivel")
declare("setup.deal_code", "Código de reparto")
declare("setup.deal_code_hint", "Opcional: p. ej. {example}")
declare("setup.deal_apply", "Usar")
declare("setup.deal_ok", "Reparto {code} listo: misma partida, mismas cartas.")
declare("setup.deal_bad", "Código no válido: {reason}")
declare("setup.deal_err.parts", "tiene cuatro partes separadas por guiones, como {example}.")
declare("setup.deal_err.game", "ningún juego empieza por «{prefix}».")
declare("setup.deal_err.options", "la segunda parte no corresponde a las opciones del juego.")
declare("setup.deal_err.seed", "la tercera parte son 8 letras y cifras.")
declare("setup.deal_err.check",
        "la letra de control del final no cuadra: hay una letra o cifra mal escrita; revísalo "
        "carácter a carácter.")
declare("setup.deal_no_table", "Ese código es de {game}, que aún no se puede jugar aquí.")
declare("setup.start", "Empezar")
declare("setup.back", "Volver")
declare("setup.no_games", "No hay ninguna mesa instalada.")
declare("setup.rules_link", "Ver reglas")
# option labels (generic; a game may add opt.<game>.<name>[.<value>])
declare("opt.players", "Jugadores")
declare("opt.level", "Nivel de los rivales")
declare("opt.level.facil", "Fácil")
declare("opt.level.normal", "Normal")
declare("opt.level.dificil", "Difícil")
declare("opt.reenganche", "Reenganche")
declare("opt.mode", "Modo")
declare("opt.short", "Partida corta")
declare("opt.True", "Sí")
declare("opt.False", "No")
# rules
declare("rules.title", "Reglas")
declare("rules.back", "Volver")
# settings
declare("settings.title", "Ajustes")
declare("settings.language", "Idioma")
declare("settings.speed", "Animaciones")
declare("settings.speed.slow", "Lenta")
declare("settings.speed.normal", "Normal")
declare("settings.speed.fast", "Rápida")
declare("settings.speed.max", "Instantánea")
declare("settings.sound", "Sonido")
declare("settings.sound_none", "Sonido: sin audio")
declare("settings.fullscreen", "Pantalla completa")
declare("settings.four_color", "Palos a cuatro colores")
declare("settings.four_color_tip",
        "Picas negras, corazones rojos, diamantes azules, tréboles verdes")
declare("settings.card_back", "Reverso de las cartas")
declare("settings.back.classic", "Clásico")
declare("settings.back.red", "Granate")
declare("settings.back.blue", "Azul")
declare("settings.back.green", "Verde")
declare("settings.back.black", "Negro")
declare("settings.done", "Hecho")
declare("settings.on", "Sí")
declare("settings.off", "No")
# results
declare("results.title", "Fin de la partida")
declare("results.winner", "Gana {name}")
declare("results.winner.you", "Ganas tú")
declare("results.winners", "Ganan {names}")
declare("results.you_win", "¡Has ganado!")
declare("results.you_share", "¡Victoria compartida!")
declare("results.you_lose", "Esta vez no ha podido ser")
declare("results.player", "Jugador")
declare("results.lives", "Vidas")
declare("results.points", "Puntos")
declare("results.chips", "Fichas")
declare("results.place", "Puesto")
declare("results.out_order", "Quien quedó fuera más tarde va por delante")
declare("results.deal_code", "Código del reparto: {code}")
declare("results.again", "Jugar otra vez")
declare("results.replay", "Repetir reparto")
declare("results.menu", "Menú")
declare("results.and", " y ")
declare("results.shared_with", "Compartes la victoria con {names}")
declare("results.players_n", "{n} jugadores")
declare("results.history", "Historial (H)")
declare("results.standings", "Clasificación (H)")
# toasts and errors
declare("notify.settings_saved", "Ajustes guardados")
declare("notify.save_failed", "No se pudo guardar la partida: {reason}")
declare("notify.no_table", "Esa mesa no está disponible.")
declare("notify.saved_game_gone", "La partida guardada no se pudo abrir.")
declare("common.yes", "Sí")
declare("common.no", "No")


# ------------------------------------------------------------- second copy, confirmations
declare("instance.other",
        "House Of Decks ya está abierto en otra ventana: esta no guarda la partida ni ofrece "
        "Continuar.")
declare("instance.footer", "Sin autoguardado: la app ya está abierta en otra ventana")
declare("confirm.discard",
        "Tienes una partida guardada de {game}. ¿Empezar una nueva? (la guardada se perderá)")
declare("confirm.discard_ok", "Empezar nueva")
declare("confirm.cancel", "Cancelar")
declare("setup.code_dropped", "El código ya no vale: has cambiado las opciones.")
# not «Ganador»: half the names at the table are women's
declare("results.winner_tag", "Victoria")
declare("notice.dismiss", "Entendido")
declare("notify.reason_disk", "el disco no admite escritura")
declare("menu.continue_game", "Continuar: {game}")
declare_plural("menu.continue_moves",
               "{n} jugadores · {moves} jugada",
               "{n} jugadores · {moves} jugadas",
               "moves")
declare("menu.continue_unplayed", "{n} jugadores · sin empezar")
declare("menu.unplayed", "sin empezar")
declare("menu.friends", "Con amigos")
declare("settings.server", "Servidor para salas")
declare("settings.server_hint", "p. ej. 192.168.1.10:8765 o wss://example.org")
declare("settings.server_tip",
        "Donde se crean y buscan las salas por internet; en blanco, solo salas de esta red")
declare("settings.server_saved", "Servidor guardado: {address}")
declare("settings.server_cleared", "Sin servidor: solo salas de esta red")
declare("settings.server_err.shape", "Escribe servidor:puerto, p. ej. 192.168.1.10:8765")
declare("settings.server_err.host", "El nombre del servidor tiene caracteres que no valen")
declare("settings.server_err.port", "El puerto es un número del 1 al 65535")
