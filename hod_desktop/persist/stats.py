"""Statistics of finished matches (`data/stats.json`): places, streaks, extra figures and
how many times each achievement was earned.

One file per data folder, i.e. per person (the app has no other notion of a profile):
`{"version": 1, "games": {game: {"played", "won", "streak", "best_streak", "place_sum",
"extra": {name: [total, count]}, "achievements": {key: times}}}}`. "achievements" came
later: a file without it (an older app's) loads with no achievements and keeps every other
number; an older app that reads a newer file keeps the key as it is when it writes."""
from __future__ import annotations

import json
import logging
import math
from importlib import import_module
from pathlib import Path
from typing import Any

from ..engine.core import Match, SaveError
from .files import FILE_VERSION, _broken, _read_json_object, data_dir, write_atomic

STATS_FILE = "stats.json"
GAMES_SECTION = "games"  # solo play
ROOM_SECTION = "rooms"  # games played in a room with friends, counted apart
SECTIONS = (GAMES_SECTION, ROOM_SECTION)

log = logging.getLogger(__name__)


def stats_path() -> Path:
    return data_dir() / STATS_FILE


def _empty_stats() -> dict:
    return {"version": FILE_VERSION, GAMES_SECTION: {}}  # ROOM_SECTION once a room game ends


def _empty_game() -> dict:
    return {"played": 0, "won": 0, "streak": 0, "best_streak": 0, "place_sum": 0,
            "abandoned": 0, "extra": {}, "achievements": {}}


# The most a count may be (99,999 finished games: a game a day for 270 years), and the
# most an extra statistic may average (Chinchón's points per hand stay under 200): beyond
# that, NaN or Infinity, the file is not the app's own, and its figures overflowed the
# screen's rows (1e308); at these limits every column still fits at 800x480.
MAX_COUNT = 99_999
MAX_AVERAGE = 9_999


def _count(v: Any, most: int = MAX_COUNT) -> bool:
    """A whole, non-negative number (an older app's 3.0 is fine), within reason."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return False
    return math.isfinite(v) and v == int(v) and 0 <= v <= most


def _valid_game_entry(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    counts = {k: entry.get(k, 0) for k in ("played", "won", "streak", "best_streak", "abandoned")}
    if not all(_count(v) for v in counts.values()):
        return False
    played = counts["played"]
    if any(counts[k] > played for k in ("won", "streak", "best_streak", "abandoned")):
        return False
    place_sum = entry.get("place_sum", 0)
    if not _count(place_sum, MAX_COUNT * 10) or place_sum > played * 10:  # places 1..10
        return False
    extra = entry.get("extra", {})
    if not isinstance(extra, dict) or not all(
            isinstance(v, list) and len(v) == 2 and _count(v[1])
            and isinstance(v[0], (int, float)) and not isinstance(v[0], bool)
            and math.isfinite(v[0]) and abs(v[0]) <= MAX_AVERAGE * v[1]
            for v in extra.values()):
        return False
    by = entry.get("by", {})
    if not isinstance(by, dict) or not all(
            isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) for x in v)
            for v in by.values()):
        return False
    earned = entry.get("achievements", {})
    return isinstance(earned, dict) and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT
        for v in earned.values())


def load_stats(lang: str | None = None) -> tuple[dict, str | None]:
    """`{"version": 1, "games": {game: entry}}` and a message if the file was set aside."""
    path = stats_path()
    try:
        data = _read_json_object(path)
        if data is not None:
            games, rooms = data.get(GAMES_SECTION), data.get(ROOM_SECTION, {})
            if not all(isinstance(sec, dict) and all(_valid_game_entry(e) for e in sec.values())
                       for sec in (games, rooms)):
                raise SaveError("wrong shape")
    except SaveError as e:
        return _empty_stats(), _broken(path, e, "persist.stats_broken", lang)
    if data is None:
        return _empty_stats(), None
    stats = _empty_stats()
    for section in SECTIONS:
        if section not in data:
            continue
        stats[section] = {}
        for game, entry in data[section].items():
            stats[section][game] = {**_empty_game(), **entry}
            stats[section][game]["achievements"] = dict(entry.get("achievements", {}))
    return stats, None


def _engine_module(match: Match):
    """The game's engine module (as the game list names it), where the optional hooks live."""
    from .. import game_list

    try:
        return game_list.entry(match.game).engine_module()
    except (LookupError, ImportError):
        return import_module(type(match.state).__module__)


def _replay_facts(match: Match) -> tuple[dict[int, int], list[list[int]]]:
    """Replays the match once, reading public events generically:
    - knock-outs: events named `...Eliminated` or `...Out` with a `player` (the latest
      counts), undone by `...Reentered` (Chinchón's re-entry);
    - points per hand: events with a per-seat `points` tuple, directly or in `.result`
      (Chinchón's HandCounted); None entries (not dealt in, or a chinchón) are skipped.
    Returns ({seat: action index of its last knock-out}, [points of each hand per seat])."""
    n = match.options.get(match.rules.players_option, 0)
    out_at: dict[int, int] = {}
    points: list[list[int]] = [[] for _ in range(n)]
    replay = Match(match.game, match.options, match.seed)
    for i, (p, a) in enumerate(match.actions):
        for ev in replay.apply(p, a):
            name = type(ev).__name__
            player = getattr(ev, "player", None)
            if isinstance(player, int):
                if name.endswith(("Eliminated", "Out")):
                    out_at[player] = i
                elif name.endswith("Reentered"):
                    out_at.pop(player, None)
            pts = getattr(getattr(ev, "result", ev), "points", None)
            if isinstance(pts, tuple) and len(pts) == n:
                for seat, v in enumerate(pts):
                    if isinstance(v, int):
                        points[seat].append(v)
    return out_at, points


def _score_order(match: Match, n: int) -> list:
    """Per seat, a key that is lower for a better final score: more lives, or fewer
    points (more where the game gives the win to the most); 0 for all when the final
    view shows neither."""
    view = match.view(0)
    for attr, sign in (("lives", -1), ("scores", 1)):
        values = getattr(view, attr, None)
        if isinstance(values, (tuple, list)) and len(values) == n \
                and all(isinstance(v, int) for v in values):
            if attr == "scores" and more_points_win(match.game):
                sign = -1
            return [sign * v for v in values]
    return [0] * n


def more_points_win(game: str) -> bool:
    """Does the game give the win to the most points? (Bandas yes, Chinchón no)"""
    from .. import game_list

    try:
        return game_list.entry(game).more_points_win
    except LookupError:
        return False


def finishing_places(match: Match) -> tuple[int, ...]:
    """Place of every seat (1 = best; ties share, 1,2,2,4).

    The game's engine module may define `finishing_places(match)`. Otherwise: winners are
    first; then seats still in; then the knocked-out seats, the later knock-out the better
    (see `_replay_facts`); among seats still in, or out at the same moment, the better final
    score (fewer points in Chinchón: five players over 50 in one hand placed «2.» alike).
    """
    hook = getattr(_engine_module(match), "finishing_places", None)
    if hook is not None:
        return tuple(hook(match))
    n = match.options.get(match.rules.players_option, 0)
    out_at, _ = _replay_facts(match)
    winners = set(match.winners())
    score = _score_order(match, n)

    def key(seat: int) -> tuple:
        if seat in winners:
            return (0, 0, 0)
        if seat not in out_at:
            return (1, 0, score[seat])
        return (2, -out_at[seat], score[seat])

    keys = [key(s) for s in range(n)]
    return tuple(1 + sum(1 for k in keys if k < keys[s]) for s in range(n))


def _extra_stats(match: Match, seat: int) -> dict[str, tuple[float, int]]:
    """The engine module's optional `stats_extra(match, seat) -> {name: (total, count)}`;
    the screen shows total/count. Without it: `points_per_hand` for games whose events
    report points per hand (Chinchón), else nothing."""
    hook = getattr(_engine_module(match), "stats_extra", None)
    try:
        if hook is not None:
            return {str(k): (float(v[0]), int(v[1])) for k, v in dict(hook(match, seat)).items()}
        _, points = _replay_facts(match)
        mine = points[seat] if seat < len(points) else []
        return {"points_per_hand": (float(sum(mine)), len(mine))} if mine else {}
    except Exception:  # a statistic is never worth losing the result over
        log.exception("extra statistics of %s failed", match.game)
        return {}


def _achievements(match: Match, seat: int) -> dict[str, int]:
    """The engine module's optional `achievements_earned(match, seat) -> {key: times}`."""
    hook = getattr(_engine_module(match), "achievements_earned", None)
    if hook is None:
        return {}
    try:
        return {str(k): int(v) for k, v in dict(hook(match, seat)).items() if int(v) > 0}
    except Exception:  # an achievement count is never worth losing the result over
        log.exception("achievements of %s failed", match.game)
        return {}


def record_result(match: Match, human_seat: int | None, hinted: bool | None = None,
                  section: str = GAMES_SECTION) -> dict:
    """Add a finished match to the statistics and save them. Returns the game's summary
    (see `summary`). With no human seat (a bot-only run) nothing is recorded. `hinted`:
    whether the person asked «¿Qué haría la máquina?» in it (the share of hinted matches
    is the extra statistic "hinted"). `section`: solo play, or `ROOM_SECTION` for a game
    played in a room (counted apart)."""
    stats, _ = load_stats()
    if human_seat is None or not match.is_terminal():
        return summary(stats, match.game, section)
    entry = stats.setdefault(section, {}).setdefault(match.game, _empty_game())
    _undo_counted(entry, match)
    won = human_seat in match.winners()
    entry["played"] += 1
    entry["won"] += int(won)
    _count_by(entry, match, won)
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["best_streak"] = max(entry["best_streak"], entry["streak"])
    places = finishing_places(match)
    entry["place_sum"] += places[human_seat] if human_seat < len(places) else 1
    extras = _extra_stats(match, human_seat)
    if hinted is not None:
        extras["hinted"] = (float(bool(hinted)), 1)
    for name, (total, count) in extras.items():
        t, c = entry["extra"].get(name, [0, 0])
        entry["extra"][name] = [t + total, c + count]
    for key, times in _achievements(match, human_seat).items():
        entry["achievements"][key] = entry["achievements"].get(key, 0) + times
    write_atomic(stats_path(), json.dumps(stats, indent=1, sort_keys=True))
    return summary(stats, match.game, section)


def groups_of(match: Match) -> list[str]:
    """The groups a match counts in besides its game: the rivals' level («level:normal»)
    and, where the game has them, its mode («mode:twisted») and the Poderes overlay."""
    out = [f"level:{match.options.get('level', 'normal')}"]
    if "mode" in match.options:
        out.append(f"mode:{match.options['mode']}")
    if match.options.get("poderes"):
        out.append("mode:poderes")
    return out


def _count_by(entry: dict, match: Match, won: bool) -> None:
    """[played, won] per group (`groups_of`): statistics per mode and per rival level."""
    by = entry.setdefault("by", {})
    for group in groups_of(match):
        played, wins = by.get(group, [0, 0])
        by[group] = [played + 1, wins + int(won)]


COUNTED = "counted_lost"  # in a match's notes: counted as lost, with what it added


def record_abandoned(match: Match, human_seat: int = 0) -> dict:
    """A match left unfinished (replaced by a new one of its game) counts as played and
    lost, in last place: quitting a losing match hid the loss. What the person earned in
    it (achievements) counts too; the averages of finished matches are left alone."""
    stats, _ = load_stats()
    entry = stats.setdefault(GAMES_SECTION, {}).setdefault(match.game, _empty_game())
    entry["played"] += 1
    entry["abandoned"] = entry.get("abandoned", 0) + 1
    _count_by(entry, match, False)
    entry["streak"] = 0
    entry["place_sum"] += int(match.options.get(match.rules.players_option, 1))
    earned = _achievements(match, human_seat)
    for key, times in earned.items():
        entry["achievements"][key] = entry["achievements"].get(key, 0) + times
    write_atomic(stats_path(), json.dumps(stats, indent=1, sort_keys=True))
    return {"achievements": earned}


def _undo_counted(entry: dict, match: Match) -> None:
    """A match counted as lost when left (COUNTED in its notes) has now ended: take that
    loss back, so its real result counts once."""
    counted = match.notes.get(COUNTED)
    if not isinstance(counted, dict):
        return
    entry["played"] = max(0, entry["played"] - 1)
    entry["abandoned"] = max(0, entry.get("abandoned", 0) - 1)
    entry["place_sum"] = max(0, entry["place_sum"]
                             - int(match.options.get(match.rules.players_option, 1)))
    for group in groups_of(match):
        played, wins = entry.get("by", {}).get(group, [0, 0])
        if played:
            entry["by"][group] = [played - 1, wins]
    for key, times in dict(counted.get("achievements", {})).items():
        entry["achievements"][key] = max(0, entry["achievements"].get(key, 0) - int(times))


def summary(stats: dict, game: str, section: str = GAMES_SECTION) -> dict:
    """Numbers for the screen: played, won, win_pct, streak, best_streak, avg_place
    (None before the first game), and one average per extra statistic."""
    entry = {**_empty_game(), **stats.get(section, {}).get(game, {})}
    played = entry["played"]
    out = {
        "played": played, "won": entry["won"], "streak": entry["streak"],
        "abandoned": entry.get("abandoned", 0),
        "by": {k: tuple(v) for k, v in entry.get("by", {}).items()},
        "best_streak": entry["best_streak"],
        "win_pct": 100.0 * entry["won"] / played if played else None,
        "avg_place": entry["place_sum"] / played if played else None,
    }
    for name, (total, count) in entry["extra"].items():
        out[name] = total / count if count else None
    return out


def achievement_totals(stats: dict, games=None) -> dict[str, int]:
    """Times each achievement was earned, added over `games` (default: every game)."""
    out: dict[str, int] = {}
    for game, entry in stats.get("games", {}).items():
        if games is None or game in games:
            for key, times in entry.get("achievements", {}).items():
                out[key] = out.get(key, 0) + times
    return out


def reset_stats() -> None:
    """Forget every result (the statistics screen's "Borrar estadísticas")."""
    write_atomic(stats_path(), json.dumps(_empty_stats(), indent=1, sort_keys=True))
