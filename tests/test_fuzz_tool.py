"""The fuzz command (issue 8, point 16) runs its checks and refuses bad flags clearly.

The long runs are a command, not part of the suite; this only proves the command works:
a few matches of a short game with the bots driving, and the flag checks.
"""
import json
import os

import pytest

from hod_desktop.tools import fuzz


def test_fuzz_runs_a_few_matches_with_bots_and_reports_them(tmp_path, capsys):
    out = tmp_path / "rows.json"
    code = fuzz.main(["--game", "bandas", "--players", "2", "--matches", "3",
                      "--bot-shares", "0.95", "--check-rate", "1", "--home", str(tmp_path / "h"),
                      "--json", str(out)])
    assert code == 0
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert [(r["game"], r["players"], r["matches"], r["failures"]) for r in rows] == [
        ("bandas", 2, 3, 0)]
    assert rows[0]["actions"] > 0


def test_fuzz_catches_an_engine_that_accepts_garbage(monkeypatch, tmp_path):
    """A rejected action that slipped through is a failure, not a pass."""
    from hod_desktop.engine.core import Match

    def accept_everything(self, player, action):
        return []

    match = Match("bandas", {"players": 2}, 5)
    monkeypatch.setattr(Match, "apply", accept_everything)
    with pytest.raises(fuzz.FuzzFailure, match="accepted"):
        fuzz._check_rejected(match, 0, "garbage text", "garbage")


@pytest.mark.parametrize("flag", ["3", "a,b", "-0.1"])
def test_fuzz_refuses_bad_bot_shares_with_a_message(flag, capsys):
    with pytest.raises(SystemExit) as stop:
        fuzz.main(["--bot-shares", flag, "--matches", "1"])
    assert stop.value.code == 2
    assert "--bot-shares" in capsys.readouterr().err


def test_an_interrupted_run_still_reports_the_matches_done(monkeypatch, tmp_path, capsys):
    """Ctrl+C (or SIGTERM) after two matches: the row says 2 matches, marked interrupted,
    the JSON is written, and no later player count starts."""
    calls = []

    def two_then_interrupt(*args, **kwargs):
        calls.append(args[1])
        if len(calls) == 3:
            raise KeyboardInterrupt
        return 7

    monkeypatch.setattr(fuzz, "fuzz_one", two_then_interrupt)
    out = tmp_path / "rows.json"
    code = fuzz.main(["--game", "bandas", "--matches", "5", "--home", str(tmp_path / "h"),
                      "--json", str(out)])
    assert code == 130
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert [(r["players"], r["matches"], r["actions"], r.get("interrupted")) for r in rows] == [
        (2, 2, 14, True)]
    assert calls == [2, 2, 2]
    assert '"interrupted": true' in capsys.readouterr().out


def test_a_direct_fuzz_call_without_a_scratch_home_refuses_to_save(monkeypatch):
    """fuzz_one called by hand (a profiling session) must not write the person's saves."""
    import random

    monkeypatch.delenv("HOD_HOME", raising=False)
    with pytest.raises(RuntimeError, match="HOD_HOME"):
        fuzz.fuzz_one("bandas", 2, 1, random.Random(1), check_rate=0.0, bot_shares=(0.0,))


def test_minutes_is_the_whole_run_shared_over_every_game_and_player_count(monkeypatch, tmp_path):
    """Issue 34: `--minutes 8` reached only Cinco Vidas (it limited each pair). On a clock
    where every match takes 1 s, `--minutes 1` plays every (game, players) the list has,
    and the whole run stays within the minute (plus one match)."""
    clock = [1000.0]

    def one_second_match(game, players, *args, **kwargs):
        clock[0] += 1.0
        return 5

    monkeypatch.setattr(fuzz, "fuzz_one", one_second_match)
    monkeypatch.setattr(fuzz.time, "perf_counter", lambda: clock[0])
    out = tmp_path / "rows.json"
    assert fuzz.main(["--minutes", "1", "--home", str(tmp_path / "h"), "--json", str(out)]) == 0
    rows = json.loads(out.read_text(encoding="utf-8"))
    pairs = fuzz._pairs(fuzz.argparse.Namespace(game=None, players=None))
    assert len(pairs) > 20 and [(r["game"], r["players"]) for r in rows] == pairs
    assert all(r["matches"] >= 1 for r in rows), [r for r in rows if not r["matches"]]
    assert {r["game"] for r in rows} >= {"cinco_vidas", "chinchon", "brag", "bandas",
                                          "cinco_vidas_espanola"}
    assert 60 <= sum(r["matches"] for r in rows) <= 61 and clock[0] - 1000.0 <= 61


def test_the_run_removes_its_temporary_folder_and_gives_hod_home_back(monkeypatch, tmp_path):
    made = []
    real_mkdtemp = fuzz.tempfile.mkdtemp

    def recorded(*args, **kwargs):
        made.append(real_mkdtemp(*args, **{**kwargs, "dir": str(tmp_path)}))
        return made[-1]

    monkeypatch.setattr(fuzz.tempfile, "mkdtemp", recorded)
    monkeypatch.setenv("HOD_HOME", str(tmp_path / "mine"))
    assert fuzz.main(["--game", "bandas", "--players", "2", "--matches", "1",
                      "--bot-shares", "0.95"]) == 0
    assert len(made) == 1 and not os.path.exists(made[0])
    assert os.environ["HOD_HOME"] == str(tmp_path / "mine")


def test_slow_matches_still_leave_one_match_to_every_pair(monkeypatch, tmp_path):
    """Matches of 10 s against a minute for 30-odd pairs: each pair still plays one."""
    clock = [0.0]

    def ten_second_match(*args, **kwargs):
        clock[0] += 10.0
        return 5

    monkeypatch.setattr(fuzz, "fuzz_one", ten_second_match)
    monkeypatch.setattr(fuzz.time, "perf_counter", lambda: clock[0])
    out = tmp_path / "rows.json"
    assert fuzz.main(["--minutes", "1", "--home", str(tmp_path / "h"), "--json", str(out)]) == 0
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert [r["matches"] for r in rows] == [1] * len(rows)
