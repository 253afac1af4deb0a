"""Real servers and clients for the room tests: every server a test starts runs on a free
loopback port and is stopped by the test (SIGTERM, or kill -9 where that is the point)."""
from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class ServerProcess:
    """`python -m hod_desktop.server` on 127.0.0.1, its log collected line by line."""

    def __init__(self, *args: str, port: int = 0, env: dict | None = None, rate: int = 2000):
        self.args = args
        self.lines: list[str] = []
        cmd = [sys.executable, "-m", "hod_desktop.server", "--host", "127.0.0.1",
               "--port", str(port), "--bot-pause", "0", *args]
        if rate:
            cmd += ["--rate", str(rate)]  # test clients act as fast as they can
        full_env = dict(os.environ, PYTHONPATH=ROOT, **(env or {}))
        self.proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                     text=True, env=full_env, cwd=ROOT)
        self.ready = threading.Event()
        self.url = None
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        if not self.ready.wait(30):
            self.stop()
            raise RuntimeError("server did not start:\n" + "\n".join(self.lines))
        self.port = int(self.url.rsplit(":", 1)[1])

    def _read(self):
        for line in self.proc.stderr:
            self.lines.append(line.rstrip("\n"))
            m = re.search(r"listening on (wss?://\S+:\d+)", line)
            if m:
                self.url = m.group(1)
                self.ready.set()
        self.ready.set()

    def log_has(self, text: str, timeout: float = 5.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(text in line for line in self.lines):
                return True
            time.sleep(0.02)
        return False

    def stop(self, sig: str = "term") -> int:
        if self.proc.poll() is None:
            if sig == "kill":
                self.proc.kill()
            else:
                self.proc.terminate()
        try:
            code = self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait(5)
        self.reader.join(5)
        self.proc.stderr.close()
        return code


def wait_for(client, kind: str, timeout: float = 10.0, pred=None) -> dict:
    """The first message of type `kind` (matching `pred`) the client receives; the
    messages before it are kept in `client.seen`."""
    deadline = time.monotonic() + timeout
    seen = client.__dict__.setdefault("seen", [])
    pending = client.__dict__.setdefault("pending", [])
    while time.monotonic() < deadline:
        pending.extend(client.messages())
        while pending:
            m = pending.pop(0)
            seen.append(m)
            if m.get("type") == kind and (pred is None or pred(m)):
                return m
        time.sleep(0.005)
    raise AssertionError(f"no {kind!r} within {timeout} s; last: {seen[-5:]}")


class Players:
    """Socket clients acting at random from their own views (only what each seat sees)."""

    def __init__(self, clients: dict, rng: random.Random):
        self.clients, self.rng, self.seq = dict(clients), rng, 0
        self.state = {seat: {"view": None, "to_act": [], "n": -1, "match": None,
                             "seat_news": []} for seat in clients}

    def pump(self) -> None:
        for seat, c in self.clients.items():
            for m in c.messages():
                c.__dict__.setdefault("seen", []).append(m)
                self.take(seat, m)

    def take(self, seat: int, m: dict) -> None:
        """What message `m` tells seat `seat` (also for messages a test read itself, e.g.
        with `wait_for`, which the state would otherwise miss: it waited for ever for a
        move the room had already asked of it)."""
        from hod_desktop.net import codec

        s = self.state[seat]
        if m["type"] in ("started", "update"):
            s["view"] = codec.from_plain(m["view"])
            s["to_act"] = m["to_act"]
            s["n"] = m.get("n", m.get("n_moves"))
        elif m["type"] == "match":
            s["match"] = m["json"]
        elif m["type"] == "seat":
            s["seat_news"].append(m)

    def step(self) -> bool:
        """One action by the first seat due to act (as of the last pump); False when none."""
        for seat, c in self.clients.items():
            s = self.state[seat]
            legal = list(getattr(s["view"], "legal", ()) or ())
            if s["match"] is None and seat in s["to_act"] and legal:
                self.seq += 1
                reply = c.request({"type": "act", "seq": self.seq,
                                   "action": _pick(legal, self.rng)}, timeout=10)
                assert reply.get("type") == "reply" and reply["ok"], reply
                s["to_act"] = []  # wait for the next update before acting again
                return True
        return False

    def over(self) -> bool:
        return all(s["match"] is not None for s in self.state.values())

    def until(self, done, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump()
            if done():
                return
            if not self.step():
                time.sleep(0.003)
        raise AssertionError(f"not reached in {timeout} s: {self.state}")


def play_random_until_over(clients: dict, rng: random.Random, timeout: float = 120.0):
    """Random play from each seat's own view until every client got the whole match."""
    players = Players(clients, rng)
    players.until(players.over, timeout)
    return players.state


def _pick(legal, rng):
    """A random legal action; a Chinchón player closes when it can (random play alone
    rarely ends a hand)."""
    closes = [a for a in legal if a.startswith("close")]
    return rng.choice(closes or legal)
