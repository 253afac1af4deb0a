"""Final standings of any game (place, seat, score): read from the match's final view,
with the knock-out order from persist where the game has one."""
from __future__ import annotations

from ..persist.stats import more_points_win


def standings(match, human_seat: int | None = 0) -> list[dict]:
    """Rows (place, seat, score) for any game: lives or chips (more is better) or points
    (fewer is better, unless the game says more win), read from the final view; winners first."""
    view = match.view(human_seat if human_seat is not None else 0)
    n = (getattr(view, "n_players", None) or len(getattr(view, "hand_sizes", ()))
         or match.options.get(match.rules.players_option, 2))
    winners = set(match.winners())
    kind, scores = None, None
    for attr, k in (("lives", "lives"), ("chips", "chips"), ("scores", "points"), ("totals", "points"),
                    ("points", "points")):
        val = getattr(view, attr, None)
        if isinstance(val, (tuple, list)) and len(val) == n:
            kind, scores = k, list(val)
            break
    rows = []
    for seat in range(n):
        score = scores[seat] if scores is not None else None
        rows.append({"seat": seat, "score": score, "winner": seat in winners})
    places = _places(match)
    if places is not None and len(places) == n:
        for r in rows:
            r["place"] = places[r["seat"]]
        rows.sort(key=lambda r: (r["place"], r["seat"]))
    else:
        if kind in ("lives", "chips"):
            rows.sort(key=lambda r: (not r["winner"], -(r["score"] or 0), r["seat"]))
        elif kind == "points":
            rows.sort(key=lambda r: (not r["winner"], r["score"] or 0, r["seat"]))
        else:
            rows.sort(key=lambda r: (not r["winner"], r["seat"]))
        place, prev = 0, object()
        for i, r in enumerate(rows):
            key = (r["winner"], r["score"])
            if key != prev:
                place, prev = i + 1, key
            r["place"] = place
    higher = kind == "points" and more_points_win(match.game)
    for r in rows:
        r["kind"] = kind
        r["more_wins"] = kind in ("lives", "chips") or higher  # which way a better score points
    return rows


def places_against_scores(rows: list[dict]) -> bool:
    """True when the places of the seats that did not win go against their scores — a seat
    out earlier stands below one out later with a worse score («5. Pablo 79 · 6. Tú 69»,
    Chinchón 6p) or an equal one (lives at 0): the screen then says how places are given."""
    rest = [r for r in rows if not r["winner"] and r["score"] is not None]
    for a, b in zip(rest, rest[1:]):
        if a["place"] < b["place"] and (a["score"] == b["score"] or
                                         (a["score"] > b["score"]) != a["more_wins"]):
            return True
    return False


def _places(match) -> tuple[int, ...] | None:
    """Finishing places from persist (knock-out order), when that module is there."""
    try:
        from ..persist import finishing_places

        return tuple(finishing_places(match))
    except Exception:  # noqa: BLE001 - standings still work from scores
        return None
