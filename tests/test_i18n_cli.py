"""Issue 35: the command line's help and errors come from the catalogue, in `--lang`'s
language, else the system's (LANGUAGE/LANG); argparse's own words too («uso:», «opciones»)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args, system="es"):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT), LANGUAGE=system)
    return subprocess.run([sys.executable, "-m", "hod_desktop", *args], capture_output=True,
                          text=True, timeout=60, env=env)


@pytest.mark.parametrize("args,system,words", [
    (["--help"], "es", ["uso: hod-desktop", "opciones:", "mostrar esta ayuda y salir",
                        "empezar a pantalla completa"]),
    (["--help"], "ca_ES.UTF-8", ["ús: hod-desktop", "opcions:", "començar a pantalla completa"]),
    (["--help", "--lang", "en"], "ca", ["usage: hod-desktop", "start in full screen",
                                        "show this help message and exit"]),
    (["--lang=ca", "--help"], "en", ["mostrar aquesta ajuda i sortir"]),
])
def test_the_help_speaks_the_language(args, system, words):
    r = run(*args, system=system)
    assert r.returncode == 0 and r.stderr == ""
    for w in words:
        assert w in r.stdout, (w, r.stdout)


@pytest.mark.parametrize("args,system,line", [
    (["--size", "big"], "en", "hod-desktop: error: argument --size: --size wants WIDTHxHEIGHT "
                              "such as 1280x720, not 'big' (try --help)"),
    (["--size", "10x10"], "es", "hod-desktop: error: argumento --size: --size 10x10 está fuera "
                                "de lo posible (de 800x480 a 7680x4320) (prueba --help)"),
    (["--speed", "warp", "--lang", "ca"], "es", "valor no vàlid: 'warp'"),
    (["--deal", "XX-1-ABC"], "es", "--deal 'XX-1-ABC': Código no válido: ningún juego empieza por «XX»."),
    (["--bogus"], "en", "unrecognized arguments: --bogus"),
])
def test_an_error_is_one_line_in_the_language(args, system, line):
    r = run(*args, system=system)
    lines = [x for x in r.stderr.splitlines() if x.strip()]
    assert r.returncode == 2 and len(lines) == 1 and line in lines[0], r.stderr
