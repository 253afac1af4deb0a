"""«¿Podría haber ganado?» for one round: the bots' generators restart from (seed, seat,
round) at every round (ai/seats.py), so a single round can be played again from the
match as it stood when it began, with the same bots, and the top-level bot in the
person's seat (ai/replay.py)."""
from __future__ import annotations

import random

import pytest

from hod_desktop import game_list
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.hint import top_level
from hod_desktop.ai.replay import (round_replay_with_bot, round_start, round_starts,
                                   seat_levels)
from hod_desktop.ai.seats import SeatBots, round_key, round_seed
from hod_desktop.engine.core import Match
from hod_desktop.engine.history import HistoryBook

SHORT = {"cinco_vidas": {"players": 3, "level": "normal"},
         "chinchon": {"players": 3, "limit": 50, "level": "normal"}}


def table_match(game: str, options: dict, seed: int, person=random.Random(4), rounds=3):
    """Seat 0 plays at random (the person), the others are a table's `SeatBots`; stops
    after `rounds` rounds are scored. Returns (match, the table's bots)."""
    m = Match(game, options, seed)
    bots = SeatBots(game, seed, {p: m.options["level"] for p in range(1, options["players"])})
    book = HistoryBook(m)
    while not m.is_terminal() and len(book.update().rows) < rounds:
        p = m.to_act()[0]
        v = m.view(p)
        m.apply(p, person.choice(v.legal) if p == 0 else run_to_end(bots.decide(p, v)))
    return m, bots


def round_actions(match: Match, k: int) -> list:
    """The actions of round k: from its first decision to the action that scored it."""
    start = round_starts(match)[k]
    copy = round_start(match, k)
    book = HistoryBook(copy)
    out = []
    for p, a in match.actions[start:]:
        copy.apply(p, a)
        out.append((p, a))
        if len(book.update().rows) > k:
            break
    return out


SPANISH = {f"cinco_vidas_espanola:{mode}": {"players": 3, "level": "normal", "mode": mode}
           for mode in ("clasico", "twisted", "chaos", "a_ciegas")}
SPANISH["cinco_vidas_espanola:poderes"] = {"players": 3, "level": "normal", "poderes": True}


@pytest.mark.parametrize("game", ["cinco_vidas", "chinchon", *SPANISH])
def test_round_replay_equals_bots_only_continuation_with_the_same_seeds(game):
    options = {**SHORT, **SPANISH}[game]
    game = game.split(":")[0]
    m, _ = table_match(game, options, 31)
    for k in (0, 1, 2):
        replay = round_replay_with_bot(m, 0, k)
        # built by hand: the match replayed to round k's first decision, then fresh bots
        # (the top level in seat 0) whose generators are seeded for (seed, seat, round k)
        start = Match(game, dict(m.options), m.seed)
        i = 0
        while round_key(game, start.view(0)) < k:
            start.apply(*m.actions[i])
            i += 1
        assert start.actions == replay.actions[:i]
        levels = seat_levels(m.options, 0, game)
        module = game_list.entry(game).bot_module()
        bots = {p: module.make_bot(lvl, random.Random(round_seed(m.seed, p, k)))
                for p, lvl in levels.items()}
        book = HistoryBook(start)
        while not start.is_terminal() and len(book.update().rows) <= k:
            p = start.to_act()[0]
            start.apply(p, run_to_end(bots[p].decide(start.view(p))))
        assert replay.actions == start.actions
        # it stops once round k is scored, and that round was dealt the same cards
        rows = HistoryBook(replay).rows
        assert len(rows) == k + 1
        assert round_start(m, k).view(1).hand == round_start(replay, k).view(1).hand
        assert round_key(game, round_start(m, k).view(0)) == k


@pytest.mark.parametrize("game,level", [("chinchon", "dificil"), ("cinco_vidas", "normal"),
                                        ("cinco_vidas", "dificil")])
def test_the_tables_bots_as_they_began_a_round_play_it_again_exactly(game, level):
    """With the copies `SeatBots` keeps at each round start, the same round played
    again with the same actions of seat 0 is the table's own round, move for move."""
    options = {**SHORT[game], "level": level}
    m, bots = table_match(game, options, 8)
    for k in (1, 2):
        original = round_actions(m, k)
        assert any(p != 0 for p, _ in original)
        start = round_start(m, k)
        again = SeatBots(game, m.seed, {p: level for p in (1, 2)}, bots.at_round(k))
        mine = iter([a for p, a in original if p == 0])
        for p, a in original:
            v = start.view(p)
            got = next(mine) if p == 0 else run_to_end(again.decide(p, v))
            assert (p, got) == (p, a)
            start.apply(p, got)


def test_a_bot_that_remembers_rivals_is_replayed_with_its_memory():
    """Cinco Vidas Difícil learns how careless each rival plays: the copy taken when a
    round begins carries what it learned, a fresh bot does not."""
    options = {"players": 3, "level": "dificil"}
    m, bots = table_match("cinco_vidas", options, 5, rounds=3)
    snap = bots.at_round(2)
    assert snap is not None and set(snap) == {1, 2}
    bot, rng = snap[1]
    assert bot.rng is rng  # the copy keeps the bot and its generator together
    # after two rounds the table's Difícil bots have read the random seat 0
    assert any(b._last or b.belief for b, _ in snap.values())
    replay = round_replay_with_bot(m, 0, 2, snap)
    assert len(HistoryBook(replay).rows) == 3
    assert replay.actions[:round_starts(m)[2]] == m.actions[:round_starts(m)[2]]


def test_seat_bots_reseed_only_when_the_round_changes():
    bots = SeatBots("chinchon", 3, {1: "normal"})
    m = Match("chinchon", {"players": 2}, 3)
    bots.begin_round(0)
    first = bots.rngs[1].random()
    bots.begin_round(0)  # same round: the generator runs on
    assert bots.rngs[1].random() != first
    bots.begin_round(1)
    assert bots.rngs[1].random() == random.Random(round_seed(3, 1, 1)).random()
    assert sorted(bots.snapshots) == [0, 1]
    assert round_key("chinchon", m.view(0)) == 0
    assert top_level("chinchon") == "dificil"
