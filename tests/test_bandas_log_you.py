"""Bandas's log speaks to the person about their own results. After a 6-player game at
800x480 in English the log's last line read «Game over. You wins» (g10, real window); «Square:
You takes it (+3)» (g3a) and, in Spanish, «Plaza: lo gana Tú (+3)», «Tú pierde 3 por el doble
o nada», «Fin de la partida. Gana Tú». The person's district wins, double-or-nothing losses and
victory now have their own lines, as their moves and draws already had."""
import random

import pytest

from hod_desktop.engine.core import Match
from hod_desktop.scenes.bandas import moves

NAMES = {"es": ["Tú", "Lucía", "Mateo", "Carmen"], "en": ["You", "Lucía", "Mateo", "Carmen"]}
WRONG = {"es": ("Gana Tú", "lo gana Tú", "Tú pierde"),
         "en": ("You wins", "You takes", "You loses")}


def log_lines(seed: int, lang: str) -> list[str]:
    m = Match("bandas", {"players": 4}, seed)
    rng = random.Random(seed)
    events = []
    while not m.is_terminal():
        p = m.to_act()[0]
        events += m.apply(p, rng.choice(m.legal_actions(p)))
    say = moves.words(lambda seat: NAMES[lang][seat])
    return [e.text(lang, say, 0) for ev in events for e in moves.describe(ev)]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_person_is_spoken_to_in_their_own_lines(lang):
    lines = [line for seed in range(1, 30) for line in log_lines(seed, lang)]
    mine = [line for line in lines if NAMES[lang][0] in line or "you" in line.lower()
            or "ganas" in line or "pierdes" in line.lower()]
    assert mine
    for line in lines:
        assert not any(w in line for w in WRONG[lang]), line
    said = " | ".join(lines)
    you = {"es": ("lo ganas tú", "Pierdes 3 por el doble o nada", "Fin de la partida. Ganas tú"),
           "en": ("you take it", "You lose 3 on double or nothing", "Game over. You win")}
    for phrase in you[lang]:
        assert phrase in said, phrase
