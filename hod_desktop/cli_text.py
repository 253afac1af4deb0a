"""The command line's words (--help, and the errors it prints) in the person's language:
`--lang` when given, else the system's (ui.i18n.system_lang). argparse's own words
("usage:", "show this help message and exit", "invalid choice"...) are asked through
`argparse_words`, which says the ones declared here in that language and leaves any other
(a newer Python's) as argparse wrote it."""
from __future__ import annotations

import argparse

from .ui import i18n
from .ui.i18n import declare

declare("cli.description", "House Of Decks: juegos de cartas españoles contra la máquina.")
declare("cli.lang", "idioma de la interfaz (si no se da: el elegido en Ajustes, si no el del "
                    "sistema, si no español)")
declare("cli.fullscreen", "empezar a pantalla completa")
declare("cli.windowed", "empezar en una ventana")
declare("cli.size", "tamaño de la ventana, p. ej. 1920x1080")
declare("cli.deal", "abrir ya la mesa de este código de reparto")
declare("cli.speed", "velocidad de las animaciones")
declare("cli.smoke", "jugar una partida entera solo con bots, comprobarla y salir")
declare("cli.version", "mostrar la versión y salir")
declare("cli.error", "hod-desktop: error: {message} (prueba --help)")
declare("cli.failure", "hod-desktop: error: {message}")
declare("cli.size_shape", "--size quiere ANCHOxALTO, como 1280x720, no {text}")
declare("cli.size_range", "--size {size} está fuera de lo posible (de {least} a 7680x4320)")
declare("cli.bad_deal", "--deal {code}: {reason}")
declare("cli.deal_no_table", "--deal {code} es de {game}, que no tiene mesa en esta versión")
declare("cli.no_smoke", "--smoke no está en esta versión de la app")
declare("cli.no_display", "no hay ninguna pantalla donde abrir una ventana (¿están DISPLAY o "
                          "WAYLAND_DISPLAY definidas?); `hod-desktop --smoke` comprueba la app "
                          "sin pantalla")
declare("cli.display_failed", "no se pudo abrir la pantalla ({reason})")
# argparse's own words (its English text -> our key)
declare("cli.ap.usage", "uso: ")
declare("cli.ap.options", "opciones")
declare("cli.ap.help", "mostrar esta ayuda y salir")
declare("cli.ap.version", "mostrar el número de versión y salir")
declare("cli.ap.argument", "argumento %(argument_name)s: %(message)s")
declare("cli.ap.choice", "valor no válido: %(value)r (elige entre %(choices)s)")
declare("cli.ap.unknown", "argumentos desconocidos: %s")
declare("cli.ap.one", "falta un valor")
declare("cli.ap.not_with", "no se puede usar junto con %s")
declare("cli.ap.ambiguous", "opción ambigua: %(option)s puede ser %(matches)s")
declare("cli.ap.type", "valor de tipo %(type)s no válido: %(value)r")

ARGPARSE = {
    "usage: ": "cli.ap.usage",
    "options": "cli.ap.options",
    "show this help message and exit": "cli.ap.help",
    "show program's version number and exit": "cli.ap.version",
    "argument %(argument_name)s: %(message)s": "cli.ap.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.ap.choice",
    "unrecognized arguments: %s": "cli.ap.unknown",
    "expected one argument": "cli.ap.one",
    "not allowed with argument %s": "cli.ap.not_with",
    "ambiguous option: %(option)s could match %(matches)s": "cli.ap.ambiguous",
    "invalid %(type)s value: %(value)r": "cli.ap.type",
}


def cli_lang(argv: list[str]) -> str:
    """The language to speak: `--lang xx` / `--lang=xx` when it is one of ours, else the
    system's."""
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in i18n.LANGS:
            return value
    return i18n.system_lang()


def argparse_words(lang: str):
    """A gettext function for argparse's module (`argparse._`)."""
    def words(text: str) -> str:
        key = ARGPARSE.get(text)
        return i18n.tr(key, lang) if key else text
    return words


def speak(lang: str) -> None:
    """argparse says its own words in `lang` from now on (this process is the command)."""
    argparse._ = argparse_words(lang)
