"""The rooms' bench rows come out of `python -m hod_desktop.bench` with their names."""
import json
import subprocess
import sys

from hod_desktop import game_list


def test_bench_net_rows_quick(tmp_path):
    out = tmp_path / "bench.json"
    subprocess.run([sys.executable, "-m", "hod_desktop.bench", "--quick", "--only",
                    "net.bytes_per_action", "--json", str(out)], check=True, timeout=300,
                   capture_output=True)
    data = json.loads(out.read_text())
    assert sorted(data) == sorted(f"net.bytes_per_action.{g}" for g in game_list.names())
    assert all(100 < v < 200_000 for v in data.values())


def test_bench_net_round_trip_quick(tmp_path):
    out = tmp_path / "bench.json"
    subprocess.run([sys.executable, "-m", "hod_desktop.bench", "--quick", "--only",
                    "net.action_rtt", "--json", str(out)], check=True, timeout=300,
                   capture_output=True)
    data = json.loads(out.read_text())
    assert sorted(data) == ["net.action_rtt_ms_p50", "net.action_rtt_ms_p99"]
    assert 0 < data["net.action_rtt_ms_p50"] <= data["net.action_rtt_ms_p99"] < 5000
