"""«¿Podría haber ganado?» (P) before any round is over says so in words: in a fresh run the
Chinchón table showed the raw key «could.r.none» (hx2, 2p 900x560 es, real window): the words
lived in the could-win scene's module, not loaded until that scene first opens. Now they are
the tables' own words, and Chinchón says «mano»; Brag and Bandas, which replay only the whole
game from the results, say that."""
import os
import subprocess
import sys

import pytest

PROBE = r"""
import sys
from hod_desktop.app import App
from hod_desktop.engine.core import Match
a = App(size=(900, 560), speed="max", settings={"lang": "%s", "anim_speed": "max", "sound": False})
a.step()
for game, opts in [("chinchon", {"players": 2, "level": "facil", "limit": 50, "reentry": False}),
                   ("cinco_vidas", {"players": 3, "level": "facil"}),
                   ("brag", {"players": 3, "level": "facil"})]:
    a.open_table(Match(game, opts, 4), 0, replace=True)
    for _ in range(3):
        a.step()
    t = a.scenes.top
    t.could_win_round()
    print(game, "|", t.message[0])
print("loaded:", "hod_desktop.scenes.could_win" in sys.modules)
a.close()
"""


@pytest.mark.parametrize("lang,words", [
    ("es", {"chinchon": "Aún no has terminado ninguna mano.",
            "cinco_vidas": "Aún no has terminado ninguna ronda.",
            "brag": "En este juego se repasa la partida entera, al final."}),
    ("en", {"chinchon": "You have not finished a hand yet.",
            "cinco_vidas": "You have not finished a round yet.",
            "brag": "In this game the whole game is replayed, at the end."})])
def test_p_before_any_round_speaks_words_in_a_fresh_run(tmp_path, lang, words):
    env = dict(os.environ, HOD_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", PROBE % lang], env=env, capture_output=True,
                         text=True, timeout=120, cwd=os.path.dirname(os.path.dirname(__file__)))
    assert out.returncode == 0, out.stderr[-2000:]
    said = dict(line.split(" | ", 1) for line in out.stdout.splitlines() if " | " in line)
    assert said == words
    assert "loaded: False" in out.stdout  # the scene was never needed for these words
