"""Rooms over the network: round trip, bytes per action, players one server holds.

Rows:
  net.action_rtt_ms_p50, net.action_rtt_ms_p99
        one room on a real server process (loopback), one socket player and three bots:
        an action sent -> the acting seat's next view (its `update`) received
  net.bytes_per_action.<game>
        JSON bytes of the `update` messages sent to all seats for one applied action
        (4 people seated, random legal play; before WebSocket compression), median
  net.players_per_process
        players one server process holds in 4-player Cinco Vidas rooms, every player
        acting every 2 s on average (each room 2 actions a second), with the p99 round
        trip at most 100 ms: steps of more players until the p99 or the action rate fails
  net.players_per_process.p99_ms   the p99 round trip at that step
  net.players_per_process.server_cpu_ms_per_action  the server process's CPU per applied action in those
        steps (median): what the count would be on a core of its own, whatever else runs

Loopback only; every loop is bounded in count and time; the server is stopped after.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time

from .common import percentile, row_filter

PREFIX = "net."
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RTT_LIMIT_MS = 100.0
ACTIONS_PER_PLAYER_S = 0.5


class _Server:
    """hod-desktop-server on a free loopback port, for one measurement."""

    def __init__(self, *extra: str):
        cmd = [sys.executable, "-m", "hod_desktop.server", "--host", "127.0.0.1", "--port",
               "0", "--bot-pause", "0", "--rate", "1000", *extra]
        self.proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                     text=True, cwd=ROOT,
                                     env=dict(os.environ, PYTHONPATH=ROOT))
        self.url = None
        ready = threading.Event()

        def read():
            for line in self.proc.stderr:
                m = re.search(r"listening on (ws://\S+:\d+)", line)
                if m and self.url is None:
                    self.url = m.group(1)
                    ready.set()
            ready.set()
        self.reader = threading.Thread(target=read, daemon=True)
        self.reader.start()
        ready.wait(30)
        if self.url is None:
            self.stop()
            raise RuntimeError("the room server did not start")

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.reader.join(5)
        self.proc.stderr.close()


# ------------------------------------------------------------------ round trip
def action_rtt_ms(url: str, samples: int, seconds: float) -> list[float]:
    """Round trips of one socket player's actions (three bots at the table)."""
    from websockets.sync.client import connect

    rng = random.Random(1)
    out: list[float] = []
    deadline = time.monotonic() + seconds
    with connect(url, proxy=None, max_size=1 << 20) as ws:
        ws.send(json.dumps({"type": "hello", "version": 1, "name": "bench"}))
        while len(out) < samples and time.monotonic() < deadline:
            ws.send(json.dumps({"type": "create", "game": "cinco_vidas", "seats": [
                {"kind": "you"}] + [{"kind": "bot", "level": "facil"}] * 3}))
            ws.send(json.dumps({"type": "start"}))
            seat, m, seq = None, {}, 0
            while len(out) < samples and time.monotonic() < deadline:
                m = json.loads(ws.recv(10))
                if m["type"] == "joined":
                    seat = m["seat"]
                elif m["type"] == "match":
                    ws.send(json.dumps({"type": "leave"}))
                    break
                # act as long as it is this seat's turn in the latest view
                while (m.get("type") in ("started", "update") and seat in m["to_act"]
                       and m["view"].get("legal") and len(out) < samples):
                    seq += 1
                    t0 = time.perf_counter()
                    ws.send(json.dumps({"type": "act", "seq": seq,
                                        "action": rng.choice(m["view"]["legal"])}))
                    while True:  # until this action's update (the view after it)
                        m = json.loads(ws.recv(10))
                        if m["type"] == "update":
                            out.append((time.perf_counter() - t0) * 1000)
                            break
    return out


# ------------------------------------------------------------------ bytes per action
def bytes_per_action(game: str, actions: int = 300) -> float:
    """Median JSON bytes of one action's `update` messages to four seated people."""
    from ..net.room import PLAYING, Room

    sizes: list[int] = []
    rng = random.Random(5)
    for seed in range(20):
        if len(sizes) >= actions:
            break
        room = Room("ABCDEFG", game, {}, [{"kind": "you"}] + [{"kind": "friend"}] * 3,
                    rng=random.Random(seed))
        room.create(0, "a", 0.0)
        for c in (1, 2, 3):
            room.join(c, "b", None, 0.0)
        room.handle(0, {"type": "start"}, 0.0)
        for _ in range(3000):
            if room.phase != PLAYING or len(sizes) >= actions:
                break
            p = room.match.to_act()[0]
            legal = [str(a) for a in room.match.legal_actions(p)]
            closes = [a for a in legal if a.startswith("close")]  # Chinchón hands end
            out = room.handle(p, {"type": "act", "seq": 1,
                                  "action": rng.choice(closes or legal)}, 0.0)
            sizes.append(sum(len(json.dumps(m, separators=(",", ":"), ensure_ascii=False))
                             for _, m in out if m["type"] == "update"))
    return float(statistics.median(sizes))


# ------------------------------------------------------------------ players per process
async def _player(url, code_future, creates, rtts, stop, rng):
    """One load player: creates a room (and gives its code to three others) or joins the
    one it is given, then acts on its turn after a pause."""
    from websockets.asyncio.client import connect

    async with connect(url, proxy=None, max_size=1 << 20) as ws:
        await ws.send(json.dumps({"type": "hello", "version": 1, "name": "p"}))
        if creates:
            await ws.send(json.dumps({"type": "create", "game": "cinco_vidas", "seats": [
                {"kind": "you"}] + [{"kind": "friend"}] * 3, "grace_s": 600}))
        else:
            code = await code_future
            await ws.send(json.dumps({"type": "join", "code": code}))
        seat, creator, sent, seq = None, False, None, 0
        while not stop.is_set():
            try:
                m = json.loads(await asyncio.wait_for(ws.recv(), 0.5))
            except asyncio.TimeoutError:
                continue
            kind = m["type"]
            if kind == "joined":
                seat, creator = m["seat"], m["seat"] == m["creator"]
                if creator:
                    code_future.set_result(m["code"])
            elif kind == "lobby" and creator and all(s["claimed"] for s in m["seats"]) \
                    and m["phase"] == "lobby":
                await ws.send(json.dumps({"type": "start"}))
            elif kind == "match" and creator:
                await ws.send(json.dumps({"type": "rematch"}))
            if kind == "update" and sent is not None:  # the first update after an act is its own
                rtts.append((time.perf_counter() - sent) * 1000)
                sent = None
            if kind in ("started", "update") and seat in m["to_act"] and sent is None:
                legal = m["view"].get("legal", ())
                if legal:
                    # each room makes 2 actions a second: 4 players, one every 2 s each
                    await asyncio.sleep(rng.uniform(0.0, 2 / (4 * ACTIONS_PER_PLAYER_S)))
                    seq += 1
                    sent = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "seq": seq,
                                              "action": rng.choice(legal)}))


def _cpu_s(pid: int) -> float:
    """CPU seconds (user + system) a process has used (Linux; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            parts = f.read().rsplit(")", 1)[1].split()
        return (int(parts[11]) + int(parts[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


async def _load(url: str, steps: list[int], step_s: float, budget_s: float, pid: int = 0):
    """(players, p99 ms, actions/s, server CPU ms per action) per step, more players each
    step, until one fails."""
    stop = asyncio.Event()
    rtts: list[float] = []
    future = None
    tasks: list[asyncio.Task] = []
    rng = random.Random(3)
    results = []
    t_end = time.monotonic() + budget_s
    try:
        for n in steps:
            while len(tasks) < n:
                creates = len(tasks) % 4 == 0  # one player creates a room, three join it
                if creates:
                    future = asyncio.get_running_loop().create_future()
                tasks.append(asyncio.create_task(_player(url, future, creates, rtts, stop,
                                                         random.Random(rng.random()))))
                if len(tasks) % 50 == 0:
                    await asyncio.sleep(0.05)  # connect in waves, not all at once
            await asyncio.sleep(min(4.0, step_s))  # warm up: rooms fill and start
            rtts.clear()
            t0, cpu0 = time.monotonic(), _cpu_s(pid)
            await asyncio.sleep(step_s)
            rate = len(rtts) / (time.monotonic() - t0)
            cpu_ms = (_cpu_s(pid) - cpu0) * 1000 / max(1, len(rtts))
            p99 = percentile(rtts, 99) if rtts else float("inf")
            results.append((n, p99, rate, cpu_ms))
            print(f"   {n:5d} players: p99 {p99:7.1f} ms, {rate:7.1f} actions/s, server "
                  f"{cpu_ms:.2f} ms CPU per action", flush=True)
            failed = [t for t in tasks if t.done() and t.exception() is not None]
            if (p99 > RTT_LIMIT_MS or rate < 0.7 * n * ACTIONS_PER_PLAYER_S or failed
                    or time.monotonic() > t_end):
                break
    finally:
        stop.set()
        await asyncio.sleep(1.0)  # players see `stop` within 0.5 s and close
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return results


def players_per_process(server: _Server, quick: bool) -> dict[str, float]:
    steps = [40, 100, 200] if quick else [100, 200, 400, 800, 1200, 1600, 2000, 2400, 3000]
    results = asyncio.run(_load(server.url, steps, 5.0 if quick else 12.0,
                                60 if quick else 420, server.proc.pid))
    ok = [(n, p99) for n, p99, rate, _ in results
          if p99 <= RTT_LIMIT_MS and rate >= 0.7 * n * ACTIONS_PER_PLAYER_S]
    best = max(ok) if ok else (0, float("nan"))
    return {PREFIX + "players_per_process": float(best[0]),
            PREFIX + "players_per_process.p99_ms": round(best[1], 1),
            PREFIX + "players_per_process.server_cpu_ms_per_action": round(statistics.median(
                r[3] for r in results), 3)}


def run(quick: bool, only: str | None = None) -> dict[str, float]:
    from .. import game_list

    wanted = row_filter(PREFIX, only)
    out: dict[str, float] = {}
    if wanted("bytes_per_action"):
        for name in game_list.names():
            if wanted(f"bytes_per_action.{name}"):
                out[f"{PREFIX}bytes_per_action.{name}"] = bytes_per_action(
                    name, 100 if quick else 400)
    if wanted("action_rtt_ms") or wanted("players_per_process"):
        server = _Server()
        try:
            if wanted("action_rtt_ms"):
                rtt = action_rtt_ms(server.url, 150 if quick else 1000, 30 if quick else 120)
                out[PREFIX + "action_rtt_ms_p50"] = round(percentile(rtt, 50), 2)
                out[PREFIX + "action_rtt_ms_p99"] = round(percentile(rtt, 99), 2)
            if wanted("players_per_process"):
                out.update(players_per_process(server, quick))
        finally:
            server.stop()
    return out
