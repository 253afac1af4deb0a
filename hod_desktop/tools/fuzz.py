"""Fuzzed full games through the engine contract (a command, not part of the test suite).

    python -m hod_desktop.tools.fuzz [--matches 10000] [--game NAME] [--players N]
                                     [--seed S] [--minutes M] [--json PATH]

For every registered game and every player count it allows: `--matches` random matches
(random options, random seed). A third of the matches play only random legal actions
(leaning towards actions that end a hand); the others let seated *Fácil* bots, fed only
their views, make 60% or 95% of the moves and random actions the rest, so the matches
also reach the closes, scores and endings that random play seldom reaches (and end
sooner). Each match checks, at up to `--probes` random steps:
- the acting player's legal actions are non-empty and each parses back from its text;
- illegal actions (another player's action, an action not offered, garbage text) raise
  IllegalAction with a reason and leave the match (its JSON and every view) untouched;
- a save/load round trip through `persist` (a temp data folder) gives the same match;
and at the end: the match ends within a step limit, and replaying its JSON from scratch
gives the same views and winners. Prints one line per (game, players) with the count,
the failures and the rate. `--minutes` is the whole run's time, shared out over every
game and player count in turn (each gets what is left over the pairs still to run, so
one that ends early leaves its time to the rest, and every pair plays at least one match,
so a long match may take the run a little past M); each row reports the count reached, and
so does an interrupt (Ctrl+C or SIGTERM): hours of matches are never lost for want of a
line. The temporary data folder it makes (without `--home`) is removed at the end.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback

MAX_STEPS = 50_000
GARBAGE = ("", "play", "bid -1", "play Zz", "draw", "close", "x" * 40, "bid 99", "arrange")


def _prefer_end(text: str) -> bool:
    return text.startswith(("close", "knock", "show", "stand", "reveal"))


class FuzzFailure(AssertionError):
    pass


def _views(match) -> tuple:
    n = match.options[match.rules.players_option]
    return tuple(match.view(p) for p in range(n))


def _check_rejected(match, player, action, why: str) -> None:
    from ..engine.core import IllegalAction

    before_json, before_views = match.to_json(), _views(match)
    try:
        match.apply(player, action)
    except IllegalAction as e:
        if len(str(e).strip()) < 8:
            raise FuzzFailure(f"{why}: no human reason ({e!r})") from None
    else:
        raise FuzzFailure(f"{why}: {action!r} by {player} was accepted")
    if match.to_json() != before_json or _views(match) != before_views:
        raise FuzzFailure(f"{why}: a rejected action changed the match")


def _illegal_probe(match, player: int, rng: random.Random) -> None:
    legal = {str(a) for a in match.legal_actions(player)}
    n = match.options[match.rules.players_option]
    others = [p for p in range(n) if p not in match.to_act()]
    if others:  # a player who is not to act, with a text that is legal for the actor
        _check_rejected(match, rng.choice(others), rng.choice(sorted(legal)), "out of turn")
    text = rng.choice(GARBAGE)
    if text not in legal:
        _check_rejected(match, player, text, "garbage")
    for p in range(n):  # an action legal for someone else but not for this player
        alien = {str(a) for a in match.legal_actions(p)} - legal if p != player else set()
        if alien:
            _check_rejected(match, player, rng.choice(sorted(alien)), "not offered")
            break


def _save_round_trip(match) -> None:
    from .. import persist

    if not os.environ.get("HOD_HOME"):  # main() sets a scratch one; a direct caller must too
        raise RuntimeError("the fuzz's save checks need HOD_HOME set to a scratch folder: "
                           "they would overwrite the person's saved games")
    persist.save_match(match)
    loaded, message = persist.load_saved_match(game=match.game)
    if match.is_terminal():
        return
    if loaded is None or loaded.to_json() != match.to_json():
        raise FuzzFailure(f"save/load lost the match ({message})")
    if _views(loaded) != _views(match):
        raise FuzzFailure("a loaded save shows different views")


BOT_SHARES = (0.0, 0.6, 0.95)  # share of moves made by Fácil bots, chosen per match
MAX_PROBES = 25  # illegal-action probes per match (each compares the whole match: O(n))


def _bot_move(bots: dict, match, player: int) -> str:
    from ..ai.base import run_to_end

    return run_to_end(bots[player].decide(match.view(player)))


def fuzz_one(game: str, players: int, seed: int, rng: random.Random, check_rate: float,
             max_probes: int = MAX_PROBES, bot_shares: tuple = BOT_SHARES) -> int:
    """One random match with checks; returns the number of actions."""
    from ..ai.registry import make_bot
    from ..engine.core import Match, get_rules

    rules = get_rules(game)
    options = {s.name: players if s.name == rules.players_option else rng.choice(s.choices)
               for s in rules.options}
    match = Match(game, options, seed)
    bot_share = rng.choice(bot_shares)
    bots = {p: make_bot(game, "facil", seed, p) for p in range(players)} if bot_share else {}
    probes = 0
    save_at = rng.randrange(1, 200)  # one save/load round trip mid-match (a replay each)
    for _ in range(MAX_STEPS):
        if match.is_terminal():
            break
        acting = match.to_act()
        if not acting:
            raise FuzzFailure("nobody to act in a state that is not over")
        player = rng.choice(acting)
        legal = match.legal_actions(player)
        if not legal:
            raise FuzzFailure(f"player {player} is to act with no legal action")
        if probes < max_probes and rng.random() < check_rate:
            probes += 1
            for a in legal:
                if rules.parse_action(str(a)) != a:
                    raise FuzzFailure(f"{a!r} does not parse back from {str(a)!r}")
            _illegal_probe(match, player, rng)
        if len(match.actions) == save_at:
            _save_round_trip(match)
        if bots and rng.random() < bot_share:
            match.apply(player, _bot_move(bots, match, player))
            continue
        ending = [a for a in legal if _prefer_end(str(a))] if len(legal) <= 64 else []
        action = rng.choice(ending if ending and rng.random() < 0.9 else legal)
        match.apply(player, action)
    else:
        raise FuzzFailure(f"no end within {MAX_STEPS} actions")
    replay = Match.from_json(match.to_json())
    if replay.winners() != match.winners() or _views(replay) != _views(match):
        raise FuzzFailure("the replay of the finished match differs")
    if not match.winners():
        raise FuzzFailure("a finished match has no winner")
    _save_round_trip(match)
    return len(match.actions)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hod_desktop.tools.fuzz")
    ap.add_argument("--matches", type=int, default=10_000, help="per game and player count")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--players", type=int, action="append", help="only this player count")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check-rate", type=float, default=0.05,
                    help="share of steps with the illegal-action and save checks")
    ap.add_argument("--bot-shares", default=",".join(map(str, BOT_SHARES)),
                    help="shares of moves made by Fácil bots, one drawn per match "
                    "(e.g. 0 for random play only; 0,0.3 where the bots are slow)")
    ap.add_argument("--probes", type=int, default=MAX_PROBES,
                    help="at most this many illegal-action probes per match")
    ap.add_argument("--home", help="data folder for the save checks (default: a new temp "
                    "folder, in memory (/dev/shm) where the system has one)")
    ap.add_argument("--minutes", type=float, default=None,
                    help="the whole run's time, shared over every game and player count; "
                    "each row reports the count reached")
    ap.add_argument("--json", help="write the totals here")
    args = ap.parse_args(argv)
    try:
        shares = tuple(float(x) for x in args.bot_shares.split(","))
    except ValueError:
        ap.error(f"--bot-shares takes numbers between 0 and 1 separated by commas, "
                 f"not {args.bot_shares!r}")
    if not shares or any(not 0 <= x <= 1 for x in shares):
        ap.error(f"--bot-shares takes numbers between 0 and 1, not {args.bot_shares!r}")

    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    # never the person's folders; in memory where possible (the saves' fsync costs ~17 ms)
    scratch = None if args.home else tempfile.mkdtemp(prefix="hod-fuzz-", dir=shm)
    old_home = os.environ.get("HOD_HOME")
    os.environ["HOD_HOME"] = args.home or scratch
    try:
        return _run(args, shares)
    finally:
        if old_home is None:
            os.environ.pop("HOD_HOME", None)
        else:
            os.environ["HOD_HOME"] = old_home
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def _pairs(args) -> list[tuple[str, int]]:
    """Every (game, player count) the flags select, in the game list's order."""
    from ..engine.core import all_rules

    out = []
    for rules in all_rules():
        if args.game and rules.name not in args.game:
            continue
        counts = next(s for s in rules.options if s.name == rules.players_option).choices
        out += [(rules.name, n) for n in counts if not args.players or n in args.players]
    return out


def _run(args, shares: tuple) -> int:
    def stop_on_term(signum, frame):
        raise KeyboardInterrupt
    old_term = signal.signal(signal.SIGTERM, stop_on_term)

    rows = []
    total_fail = 0
    interrupted = False
    pairs = _pairs(args)
    deadline = None if args.minutes is None else time.perf_counter() + args.minutes * 60
    for k, (name, players) in enumerate(pairs):
        if interrupted:
            break
        rng = random.Random(f"{args.seed}/{name}/{players}")
        t0 = time.perf_counter()
        share = None if deadline is None else (deadline - t0) / (len(pairs) - k)
        done = fails = actions = 0
        first_failure = None
        for i in range(args.matches):
            if share is not None and done and time.perf_counter() - t0 >= share:
                break  # (every pair plays one match at least: the run may end a few late)
            seed = rng.randrange(1 << 40)
            try:
                actions += fuzz_one(name, players, seed, rng, args.check_rate,
                                    args.probes, shares)
            except KeyboardInterrupt:
                interrupted = True  # the match under way is not counted
                break
            except Exception as e:  # noqa: BLE001 - every failure is counted and shown
                fails += 1
                if first_failure is None:
                    first_failure = f"seed {seed}: {type(e).__name__}: {e}"
                    traceback.print_exc(file=sys.stderr)
            done += 1
        secs = time.perf_counter() - t0
        row = {"game": name, "players": players, "matches": done, "failures": fails,
               "actions": actions, "seconds": round(secs, 1),
               "matches_per_s": round(done / secs, 2) if secs else None,
               "first_failure": first_failure}
        if interrupted:
            row["interrupted"] = True
        rows.append(row)
        total_fail += fails
        print(json.dumps(row, ensure_ascii=False), flush=True)
    signal.signal(signal.SIGTERM, old_term)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 1 if total_fail else (130 if interrupted else 0)


if __name__ == "__main__":
    sys.exit(main())
