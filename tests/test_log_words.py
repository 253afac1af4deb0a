"""The action log of both tables says every event of whole random games in words, in
Spanish and English: every line has its text (no raw key, no unfilled {field}), the
person's own moves take the ".you" form, and seats and cards are named."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.action_log import ActionLog

NAMES = {0: "Tú", 1: "Lucía", 2: "Mateo", 3: "Carmen"}


def game_log(game, options, seed, describe):
    m = Match(game, options, seed)
    rng = random.Random(seed)
    log = ActionLog(describe)
    events = list(m.initial_events) if hasattr(m, "initial_events") else []
    while not m.is_terminal() and len(m.actions) < 3000:
        p = rng.choice(m.to_act())
        legal = m.legal_actions(p)
        close = [a for a in legal if str(a).startswith("close")]
        events += m.apply(p, rng.choice(close) if close and rng.random() < 0.8 else rng.choice(legal))
    log.feed(events)
    return log


@pytest.mark.parametrize("game,options", [("cinco_vidas", {"players": 4}),
                                          ("chinchon", {"players": 3, "limit": 50})])
def test_every_event_of_a_whole_game_is_said_in_both_languages(game, options):
    from hod_desktop import game_list

    game_list.entry(game).load_strings()
    moves = __import__(f"hod_desktop.scenes.{game}.moves", fromlist=["describe", "words"])
    log = game_log(game, options, 7, moves.describe)
    assert len(log.entries) > 20
    words = moves.words(lambda seat: NAMES[seat])
    for lang in ("es", "en"):
        lines = log.texts(lang, words, you=0)
        assert all(line and "{" not in line and not line.startswith(("cv.", "ch.")) for line in lines), lines
        mine = [line for e, line in zip(log.entries, lines) if e.seat == 0]
        assert mine and not any(line.startswith("Tú ") for line in mine)  # "Juegas", not "Tú juega"
    es, en = log.texts("es", words, you=0), log.texts("en", words, you=0)
    assert es != en
    assert any("Lucía" in line for line in es)
