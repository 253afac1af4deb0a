"""Settings, statistics and autosave files: round trips, broken files, atomic writes."""
from __future__ import annotations

import json
import os
import random
import re
import types

import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match

BROKEN_NAME = re.compile(r"^(settings|stats|autosave(-[a-z_]+)?)\.broken-\d{8}-\d{6}(-\d+)?\.json$")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def play(match: Match, n: int | None = None, seed: int = 0) -> Match:
    """Random legal moves until the end or until `n` actions are recorded."""
    rng = random.Random(seed)
    while not match.is_terminal() and (n is None or len(match.actions) < n):
        p = match.to_act()[0]
        match.apply(p, rng.choice(match.legal_actions(p)))
    return match


def mid_game(n: int = 30, seed: int = 1) -> Match:
    return play(Match("cinco_vidas", {"players": 4}, seed=seed), n, seed)


def one_sentence(text: str) -> bool:
    """One sentence for a person; a path in it (where an old file was kept) is not counted."""
    bare = re.sub(r"(/|[A-Za-z]:\\)\S+\.json", "PATH", text or "")
    return (bool(text) and text[0].isupper() and text.endswith(".")
            and bare.count(". ") == 0 and "\n" not in text and len(bare) < 170)


def aside_files(folder):
    return sorted(p.name for p in folder.iterdir() if BROKEN_NAME.match(p.name))


# ------------------------------------------------------------------ folders
def test_hod_home_overrides_platformdirs(home):
    assert persist.settings_path().parent == home / "config"
    assert persist.save_path("cinco_vidas").parent == home / "data"
    assert persist.log_dir() == home / "log"


def test_platformdirs_without_hod_home(monkeypatch):
    monkeypatch.delenv("HOD_HOME")
    import platformdirs

    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *a, **k: "/tmp/hod_pd_test/c")
    assert persist.config_dir() == persist.Path("/tmp/hod_pd_test/c")


# ------------------------------------------------------------------ settings
def test_settings_defaults_and_round_trip():
    settings, msg = persist.load_settings()
    assert msg is None and settings == persist.DEFAULT_SETTINGS
    settings.update(lang="en", anim_speed="max", last_options={"cinco_vidas": {"players": 5}},
                    future_key=3)
    persist.save_settings(settings)
    again, msg = persist.load_settings()
    assert msg is None and again == settings


def test_settings_bad_value_falls_back_without_losing_others():
    persist.save_settings({"lang": "en", "sound": "loud", "anim_speed": -4})
    settings, msg = persist.load_settings()
    assert "sound" in msg and "anim_speed" in msg and "lang" not in msg  # one sentence
    assert settings["lang"] == "en" and settings["sound"] is True and settings["anim_speed"] == 1.0


BROKEN_CONTENT = {
    "truncated": lambda good: good[: len(good) // 2],
    "not_json": lambda good: b"\x89PNG\r\n\x1a\n not json at all",
    "empty": lambda good: b"",
    "newer": lambda good: json.dumps({**json.loads(good), "version": 999}).encode(),
    "wrong_shape": lambda good: b'["a", "list", "not", "an", "object"]',
}


def _write_good_files():
    persist.save_settings({**persist.DEFAULT_SETTINGS, "lang": "en"})
    m = play(Match("cinco_vidas", {"players": 3}, seed=2))
    persist.record_result(m, 0)
    persist.save_match(mid_game())


@pytest.mark.parametrize("kind", sorted(BROKEN_CONTENT))
@pytest.mark.parametrize("which", ["settings", "stats", "save"])
def test_broken_file_is_moved_aside_with_one_sentence(which, kind):
    _write_good_files()
    path = {"settings": persist.settings_path, "stats": persist.stats_path,
            "save": lambda: persist.save_path("cinco_vidas")}[which]()
    path.write_bytes(BROKEN_CONTENT[kind](path.read_bytes()))
    loader = {"settings": persist.load_settings, "stats": persist.load_stats,
              "save": persist.load_saved_match}[which]
    value, msg = loader()
    assert one_sentence(msg), msg
    assert not path.exists()
    assert len(aside_files(path.parent)) == 1
    # issue 8.7: the message names where the old file was kept
    (aside,) = aside_files(path.parent)
    assert str(path.parent / aside) in msg
    expected = {"settings": persist.DEFAULT_SETTINGS, "stats": {"version": 1, "games": {}},
                "save": None}[which]
    assert value == expected
    # the second start is clean: no message, nothing more moved aside
    assert loader()[1] is None
    assert len(aside_files(path.parent)) == 1
    # and English is available
    path.write_bytes(b"{")
    assert one_sentence(loader(lang="en")[1])


def test_tampered_save_illegal_action_is_moved_aside():
    m = mid_game(40)
    persist.save_match(m)
    data = json.loads(persist.save_path("cinco_vidas").read_text())
    data["actions"][10][1] = "play Kz" if data["actions"][10][1].startswith("play") else "bid 9"
    persist.save_path("cinco_vidas").write_text(json.dumps(data))
    match, msg = persist.load_saved_match()
    assert match is None and one_sentence(msg)
    assert aside_files(persist.data_dir())


@pytest.mark.parametrize("change", [
    lambda d: d.update(game="no_such_game"),
    lambda d: d.update(options={"players": 99}),
    lambda d: d.update(seed="abc"),
    lambda d: d["actions"].append([0, 5]),
    lambda d: d["actions"].insert(3, d["actions"][3]),   # same player acts twice
    lambda d: d.pop("version"),
    lambda d: d.update(version=True),
])
def test_foreign_save_shapes(change):
    persist.save_match(mid_game(20))
    data = json.loads(persist.save_path("cinco_vidas").read_text())
    change(data)
    persist.save_path("cinco_vidas").write_text(json.dumps(data))
    match, msg = persist.load_saved_match()
    assert match is None and one_sentence(msg)


def test_two_broken_files_in_the_same_second_keep_both():
    for _ in range(3):
        persist.settings_path().write_text("nope")
        assert persist.load_settings()[1]
    assert len(aside_files(persist.config_dir())) == 3


def test_newer_version_has_its_own_message():
    persist.save_match(mid_game(5))
    data = json.loads(persist.save_path("cinco_vidas").read_text())
    data["version"] = 2
    persist.save_path("cinco_vidas").write_text(json.dumps(data))
    _, msg = persist.load_saved_match()
    assert msg.startswith(persist.message("persist.newer").split(" {")[0].split(" como")[0])


def test_app_starts_after_every_file_is_broken(home):
    """All three files broken at once: loading everything the app loads at start works."""
    _write_good_files()
    for path in (persist.settings_path(), persist.stats_path(), persist.save_path("cinco_vidas")):
        path.write_bytes(b'{"version": 1, "tru')
    msgs = [persist.load_settings()[1], persist.load_stats()[1], persist.load_saved_match()[1]]
    assert all(one_sentence(m) for m in msgs)
    app_mod = pytest.importorskip("hod_desktop.app")
    for path in (persist.settings_path(), persist.stats_path(), persist.save_path("cinco_vidas")):
        path.write_bytes(b'{"version": 1, "tru')
    app = app_mod.App()
    try:
        assert app.settings["lang"] == "es"
        app.step()
        assert app.saved_match is None and app.scenes.top is not None
    finally:
        app.close()  # not pygame.quit(): cached fonts must stay valid for later tests


# ------------------------------------------------------------------ autosave
def test_save_and_resume_round_trip():
    m = mid_game(37)
    persist.save_match(m)
    assert persist.has_saved_match()
    again, msg = persist.load_saved_match()
    assert msg is None
    assert again.to_json() == m.to_json()
    assert again.view(0) == m.view(0)
    persist.clear_saved_match()
    assert persist.load_saved_match() == (None, None)
    persist.clear_saved_match()  # twice is fine


def test_finished_save_is_not_offered():
    persist.save_match(play(Match("cinco_vidas", {"players": 3}, seed=4)))
    assert persist.load_saved_match() == (None, None)
    assert not persist.has_saved_match()


def test_autosave_failure_does_not_raise(monkeypatch):
    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(persist.os, "replace", boom)
    assert persist.save_match(mid_game(3)) is False


# ------------------------------------------------------------------ atomic writes
@pytest.mark.parametrize("fail_at", ["write", "fsync", "replace"])
def test_atomic_write_leaves_old_or_new(fail_at, monkeypatch, home):
    old = mid_game(10)
    persist.save_match(old)
    before = persist.save_path("cinco_vidas").read_bytes()
    new = mid_game(20)

    def boom(*a, **k):
        raise OSError("simulated crash")

    if fail_at == "replace":
        monkeypatch.setattr(persist.os, "replace", boom)
    elif fail_at == "fsync":
        monkeypatch.setattr(persist.os, "fsync", boom)
    else:
        real_fdopen = persist.os.fdopen

        def half_writer(fd, *a, **k):  # writes part of the text, then the disk fails
            f = real_fdopen(fd, *a, **k)
            real_write = f.write
            f.write = lambda text: (real_write(text[: len(text) // 2]), boom())
            return f

        monkeypatch.setattr(persist.os, "fdopen", half_writer)
    persist.save_match(new)
    assert persist.save_path("cinco_vidas").read_bytes() == before
    assert [p.name for p in persist.data_dir().iterdir()] == ["autosave-cinco_vidas.json"]  # no temp left
    monkeypatch.undo()  # back to the session's temp HOD_HOME (conftest), never the real folders
    assert os.environ["HOD_HOME"] != str(persist.Path.home())
    monkeypatch.setenv("HOD_HOME", str(home))
    persist.save_match(new)
    assert persist.load_saved_match()[0].to_json() == new.to_json()


# ------------------------------------------------------------------ statistics
def _finished(seed: int, players: int = 4) -> Match:
    return play(Match("cinco_vidas", {"players": players}, seed=seed), seed=seed)


def test_record_result_counts_streaks_and_places():
    games = [_finished(s) for s in range(40)]
    expected_won = expected_best = streak = 0
    places = []
    for m in games:
        s = persist.record_result(m, 0)
        won = 0 in m.winners()
        expected_won += won
        streak = streak + 1 if won else 0
        expected_best = max(expected_best, streak)
        places.append(persist.finishing_places(m)[0])
    assert s["played"] == 40 and s["won"] == expected_won
    assert s["best_streak"] == expected_best and s["streak"] == streak
    assert s["win_pct"] == pytest.approx(100 * expected_won / 40)
    assert s["avg_place"] == pytest.approx(sum(places) / 40)
    stats, msg = persist.load_stats()
    assert msg is None and stats["games"]["cinco_vidas"]["played"] == 40


def test_bot_only_match_is_not_recorded():
    persist.record_result(_finished(3), None)
    assert persist.load_stats()[0]["games"] == {}


def test_finishing_places_are_consistent():
    for seed in range(30):
        m = _finished(seed, players=5)
        places = persist.finishing_places(m)
        assert len(places) == 5
        for w in m.winners():
            assert places[w] == 1
        for p in range(5):
            if p not in m.winners():
                assert places[p] > 1
        # competition ranking: place = 1 + number of seats strictly better
        for p in range(5):
            assert places[p] == 1 + sum(1 for q in range(5) if places[q] < places[p])


def test_stats_extra_hook(monkeypatch):
    """A game module may add averages (Chinchón: points per hand) via stats_extra."""
    m = _finished(7)
    module = __import__(f"hod_desktop.engine.{m.game}", fromlist=["x"])
    monkeypatch.setattr(module, "stats_extra", lambda match, seat: {"points_per_hand": (30, 4)},
                        raising=False)
    persist.record_result(m, 0)
    s = persist.record_result(m, 0)
    assert s["points_per_hand"] == pytest.approx(7.5)
    monkeypatch.setattr(module, "stats_extra", lambda match, seat: 1 / 0)
    assert persist.record_result(m, 0)["played"] == 3  # a broken hook never loses the result


def test_stats_with_bad_entry_is_moved_aside():
    persist.stats_path().write_text(json.dumps({"version": 1, "games": {"x": {"played": "many"}}}))
    stats, msg = persist.load_stats()
    assert stats["games"] == {} and one_sentence(msg)


def test_resume_is_fast():
    import time

    m = mid_game(10_000, seed=3)  # a whole game
    persist.save_match(Match.from_dict({**m.to_dict(), "actions": m.to_dict()["actions"][:-1]}))
    t = time.perf_counter()
    again, _ = persist.load_saved_match()
    assert again is not None
    assert time.perf_counter() - t < 0.5


def test_chinchon_points_per_hand_and_places():
    """Chinchón: re-entries and per-hand points read from the engine's public events."""
    pytest.importorskip("hod_desktop.engine.chinchon")
    m = play(Match("chinchon", {"players": 3, "limit": 50}, seed=3), seed=3)
    hands = []
    replay = Match(m.game, m.options, m.seed)
    for p, a in m.actions:
        for ev in replay.apply(p, a):
            result = getattr(ev, "result", None)
            if result is not None and result.points[0] is not None:
                hands.append(result.points[0])
    s = persist.record_result(m, 0)
    assert s["points_per_hand"] == pytest.approx(sum(hands) / len(hands))
    places = persist.finishing_places(m)
    assert all(places[w] == 1 for w in m.winners())
    assert sorted(places)[0] == 1 and max(places) <= 3


def test_background_saver_keeps_order_and_the_newest_wins():
    saver = persist.BackgroundSaver()
    matches = [mid_game(k) for k in (5, 10, 15)]
    for m in matches:
        saver.save(m.game, m.to_json())
    saver.flush()
    loaded, msg = persist.load_saved_match()
    assert msg is None and loaded.to_json() == matches[-1].to_json()
    assert not saver.take_failure()


def test_background_saver_reports_a_failed_write(monkeypatch):
    monkeypatch.setattr(persist.saves, "write_atomic", lambda *a: (_ for _ in ()).throw(OSError("full")))
    saver = persist.BackgroundSaver()
    saver.save("cinco_vidas", mid_game(5).to_json())
    saver.flush()
    assert saver.take_failure() and not saver.take_failure()


# ------------------------------------------------------------------ one app per data folder
LOCK_HOLDER = (
    "import sys, time\n"
    "from hod_desktop import persist\n"
    "h = persist.acquire_instance_lock()\n"
    "print('locked' if h else 'busy', flush=True)\n"
    "time.sleep(60)\n"
)


def hold_lock_in_child(home):
    """A child process holding the instance lock of `home`; returns (process, first line)."""
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "HOD_HOME": str(home)}
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER], stdout=subprocess.PIPE,
                            text=True, env=env, cwd=root)
    return proc, proc.stdout.readline().strip()


def lock_seen_by_child(home) -> str:
    """What a child process meets when it tries the lock: "locked" (it got it) or "busy"."""
    proc, line = hold_lock_in_child(home)
    proc.kill()
    proc.wait(10)
    proc.stdout.close()
    return line


def test_instance_lock_is_exclusive_and_kill_9_leaves_no_stale_lock(home):
    import signal

    proc, line = hold_lock_in_child(home)
    try:
        assert line == "locked"
        assert persist.acquire_instance_lock() is None  # a second copy is refused
        assert persist.lock_path().exists()
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        proc.stdout.close()
    # the killed holder left its lock file behind, but the OS lock went with the process
    assert persist.lock_path().exists()
    h = persist.acquire_instance_lock()
    assert h is not None
    persist.release_instance_lock(h)


def test_instance_lock_is_reentrant_in_one_process_and_released(home):
    a = persist.acquire_instance_lock()
    b = persist.acquire_instance_lock()  # tests build several Apps in one process
    assert a is not None and b == a
    persist.release_instance_lock(a)
    line = lock_seen_by_child(home)
    assert line == "busy"  # still held by the second user here
    persist.release_instance_lock(b)
    line = lock_seen_by_child(home)
    assert line == "locked"  # released once the last user let go


def test_seats_out_in_the_same_hand_are_placed_by_their_totals():
    """Chinchón to 50 with six players: seats that go over in the same hand (or are still
    in when the game ends) are placed by their totals, fewer points first, not all alike."""
    from hod_desktop.persist.stats import _replay_facts

    checked = 0
    for seed in range(40):
        m = Match("chinchon", {"players": 6, "limit": 50}, seed)
        rng = random.Random(seed)
        while not m.is_terminal():
            p = m.to_act()[0]
            legal = m.legal_actions(p)
            closes = [a for a in legal if str(a).startswith("close")]
            m.apply(p, rng.choice(closes or legal))
        places = persist.finishing_places(m)
        out_at, _ = _replay_facts(m)
        totals = m.view(0).scores
        losers = [s for s in range(6) if s not in m.winners()]
        for a in losers:
            for b in losers:
                if out_at.get(a) == out_at.get(b) and totals[a] < totals[b]:
                    assert places[a] < places[b], (seed, places, totals)
                    checked += 1
    assert checked >= 10  # the case happens in these games
