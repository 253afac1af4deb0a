"""The hint («¿Qué haría la máquina?»), the replay with the top-level bot in the person's
seat («¿Podría haber ganado?») and the round-by-round history, on every game with a bot."""
from __future__ import annotations

import random

import pytest

from hod_desktop import game_list
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.hint import hint_for, top_level
from hod_desktop.ai.registry import make_bot
from hod_desktop.ai.seats import SeatBots
from hod_desktop.ai.replay import bots_match_thinking, replay_with_bot, seat_levels
from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import decode, encode
from hod_desktop.engine.history import LIVES, POINTS, history_of
from hod_desktop.ui import i18n
from hod_desktop.ui.table.move_words import move_words, reason_words

SHORT = {"cinco_vidas": {"players": 3}, "chinchon": {"players": 3, "limit": 50}}


def human_moves(game: str, options: dict, seed: int, rng: random.Random, stop: int,
                mine: bool = False):
    """A match where seat 0 plays at random and the other seats are the table's bots;
    returns it after `stop` actions (or at the end); `mine`: then on to seat 0's turn."""
    m = Match(game, options, seed)
    bots = {p: make_bot(game, m.options["level"], seed, p) for p in range(1, options["players"])}
    while not m.is_terminal() and (len(m.actions) < stop or mine and 0 not in m.to_act()):
        p = m.to_act()[0]
        a = rng.choice(m.view(p).legal) if p == 0 else run_to_end(bots[p].decide(m.view(p)))
        m.apply(p, a)
    return m


# ---------------------------------------------------------------- the hint
@pytest.mark.parametrize("game", ["cinco_vidas", "chinchon"])
def test_hint_equals_the_top_bots_decision_for_the_same_view_and_seed(game):
    rng = random.Random(5)
    checked = reasons = 0
    for stop in range(0, 80, 7):
        m = human_moves(game, {**SHORT[game], "level": "normal"}, 31, rng, stop, mine=True)
        if m.is_terminal() or 0 not in m.to_act():
            continue
        h = hint_for(m, 0)
        bot = make_bot(game, top_level(game), m.seed, 0)
        expected = run_to_end(bot.decide(m.view(0)))
        assert h.action == expected and h.action in m.view(0).legal
        assert h.reason == bot.explain()
        assert hint_for(m, 0) == h  # same view, same seed: same hint
        checked += 1
        if h.reason:
            reasons += 1
            key, details = h.reason
            for lang in i18n.LANGS:  # every reason has words in every language
                assert i18n.has(key, lang), (lang, key)
                assert reason_words(h.reason, lang, str, game_list.entry(game).deck)
    assert checked >= 4 and reasons == checked


def test_hint_reason_follows_the_view():
    """A Cinco Vidas bid hint gives the expected tricks; a Chinchón take names the card."""
    m = Match("cinco_vidas", {"players": 3, "level": "normal"}, 2)
    while 0 not in m.to_act():
        p = m.to_act()[0]
        m.apply(p, m.view(p).legal[0])
    h = hint_for(m, 0)
    assert h.action.startswith("bid ")
    assert h.reason[0] == "cv.why.bid" and 0 <= h.reason[1]["tricks"] <= m.view(0).round_size
    assert move_words(h.action, "es").startswith("Pide ")


def test_move_words_both_decks_and_forms():
    assert move_words("play Ks", "es", deck="french") == "Juega el rey de picas"
    assert move_words("discard 7o", "es", "trace", deck="spanish") == "tira el 7 de oros"
    assert move_words("discard 7c", "en", deck="spanish") == "Throw the 7 of cups"
    assert move_words("play 7c", "en", deck="french") == "Play the 7 of clubs"
    assert move_words("bid 1", "es", blind=True) == "Di «Gano»"
    assert move_words("draw stock", "es", "trace") == "roba del mazo"
    assert move_words("draw discard", "en", "trace", card="Sb", deck="spanish") == \
        "takes the jack of clubs from the discard"
    assert move_words("some new verb", "es") == "some new verb"


# ---------------------------------------------------------------- the replay
@pytest.mark.parametrize("game", ["cinco_vidas", "chinchon"])
def test_replay_with_bot_in_my_seat_equals_a_bots_only_match_from_the_deal_code(game):
    played = human_moves(game, {**SHORT[game], "level": "facil"}, 77, random.Random(3), 10**6)
    assert played.is_terminal()
    replay = replay_with_bot(played, 0)
    assert replay.is_terminal()
    # the same deal from its code, bots only: the top-level bot in seat 0, the rest as before
    g, options, seed = decode(encode(played.game, played.options, played.seed))
    levels = {p: top_level(g) if p == 0 else options["level"] for p in range(options["players"])}
    again = run_to_end(bots_match_thinking(g, options, seed, levels))
    assert again.actions == replay.actions and again.winners() == replay.winners()
    # the first deal is the person's own: same cards in every hand
    assert Match(g, options, seed).view(1).hand == Match(played.game, played.options, played.seed).view(1).hand
    # the replay is not just the person's match again
    assert replay.actions != played.actions
    assert seat_levels(played.options, 0, game)[0] == top_level(game)


def test_replay_matches_the_tables_own_bots():
    """Seats other than the person's use the table's bots: with the top level chosen for
    the whole table, the replay is the bots-only match itself."""
    options = {"players": 3, "level": top_level("cinco_vidas")}
    m = Match("cinco_vidas", options, 12)
    bots = SeatBots("cinco_vidas", 12, {p: options["level"] for p in range(3)})
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots.decide(p, m.view(p))))
    assert replay_with_bot(Match("cinco_vidas", options, 12), 0).actions == m.actions


# ---------------------------------------------------------------- the history
def test_cinco_vidas_history_rows_add_up():
    m = human_moves("cinco_vidas", {"players": 4, "level": "normal"}, 9, random.Random(1), 10**6)
    book = history_of(m)
    assert book.kind == LIVES and len(book.rows) >= 5
    lives = [5] * 4
    for i, r in enumerate(book.rows):
        assert r.round_no == i + 1 and r.size == (5, 4, 3, 2, 1)[i % 5]
        for p in range(4):
            if r.bids[p] is None:
                assert lives[p] == 0 and r.won[p] is None
                continue
            assert r.lost[p] == abs(r.bids[p] - r.won[p])
            assert r.lives[p] == max(0, lives[p] - r.lost[p])
        assert sum(w for w in r.won if w is not None) == r.size
        lives = list(r.lives)
    assert tuple(lives) == m.view(0).lives


def test_chinchon_history_points_add_up_and_is_incremental():
    rng = random.Random(4)
    m = human_moves("chinchon", {"players": 3, "level": "normal", "limit": 50}, 21, rng, 30)
    book = history_of(m)
    bots = {p: make_bot("chinchon", "normal", 21, p) for p in range(3)}
    while not m.is_terminal():
        p = m.to_act()[0]
        m.apply(p, run_to_end(bots[p].decide(m.view(p))))
        book.update()
    assert book.kind == POINTS and book.rows
    fresh = history_of(m)
    assert fresh.rows == book.rows
    totals, reentries = [0, 0, 0], 0
    for i, r in enumerate(book.rows):
        assert r.hand_no == i + 1
        if r.void:
            assert r.points == (None,) * 3 and list(r.totals) == totals
            continue
        assert len(r.start) == 3
        for p in range(3):
            if r.start[p] != totals[p]:  # went over the limit and re-entered below it
                assert totals[p] > 50 >= r.start[p]
            if r.points[p] is not None and not r.chinchon:
                assert r.totals[p] == r.start[p] + r.points[p]
        reentries += sum(a != b for a, b in zip(r.start, totals))
        totals = list(r.totals)
    assert tuple(totals) == tuple(m.view(0).scores)
    assert reentries >= 1  # this deal has one: the rows carry it
    # the timeline puts each re-entry between the hands: the next hand starts from it
    from hod_desktop.ui.table.history_table import history_grid

    line = book.timeline()
    backs = [i for i, x in enumerate(line) if isinstance(x, dict)]
    assert len(backs) >= 1 and [x for x in line if not isinstance(x, dict)] == book.rows
    for i in backs:
        assert all(line[i + 1].start[p] == total for p, total in line[i].items())
    grid = history_grid(book, str, "es")
    assert len(grid.rows) == len(line)
    for i in backs:  # the history screen shows the row: "↺ 43" in that player's column
        assert grid.rows[i][0].text == "↺"
        assert [c.text for c in grid.rows[i][1:]] == [
            f"↺ {line[i][p]}".replace("-", "−") if p in line[i] else "" for p in range(3)]
