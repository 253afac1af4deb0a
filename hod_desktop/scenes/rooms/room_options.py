"""The lobby's line of what the creator chose, so a friend who joins knows what is about
to be dealt: «4 jugadores · A ciegas + Poderes · máquina: difícil · espera 1 min a quien
se cae · con espectadores». Words only: the values come from the host's `joined`."""
from __future__ import annotations

from ...engine.core import get_rules
from ..option_words import option_label, value_label
from . import text_more  # noqa: F401  (registers the strings)
from .common import LEVELS, grace_label

SEP = " · "


def game_choices(tr, game: str, options: dict) -> list[str]:
    """The game's own options in words (players and level are said apart): a mode by its
    name («A ciegas»), a number with its option («Límite de puntos: 50 (corta)»), a
    switch's name when it is on («Poderes», «Reenganche») or «Reenganche: No» when one
    that is usually on is off."""
    try:
        specs = get_rules(game).options
    except (KeyError, ValueError):  # a game this app does not know: nothing to say
        return []
    players = getattr(get_rules(game), "players_option", "players")
    out = []
    for spec in specs:
        if spec.name in (players, "level"):
            continue
        value = options.get(spec.name, spec.default)
        if isinstance(value, bool):
            if value:
                out.append(option_label(tr, game, spec.name))
            elif spec.default:
                out.append(tr("rooms.opt.choice", option=option_label(tr, game, spec.name),
                              value=tr("opt.False")))
            continue
        words = value_label(tr, game, spec.name, value)
        out.append(words if isinstance(value, str)  # a mode's name says what it is
                   else tr("rooms.opt.choice", option=option_label(tr, game, spec.name), value=words))
    return out


def bot_levels(tr, seats) -> str:
    """The machine's levels in the room, easiest first, each once («fácil, difícil»)."""
    found = {s.level or "normal" for s in seats if s.is_bot}
    return ", ".join(tr(f"opt.level.{lv}").lower() for lv in LEVELS if lv in found)


def options_line(tr, game: str, options: dict, seats, grace_s: int | None,
                 spectators: bool | None) -> str:
    """The room's choices in one line of words joined by « · »."""
    parts = [tr("rooms.opt.players", n=len(seats) or options.get("players", 0))]
    parts += game_choices(tr, game, options)
    levels = bot_levels(tr, seats)
    if levels:
        parts.append(tr("rooms.opt.bots", levels=levels))
    if grace_s is not None:
        parts.append(tr("rooms.opt.grace", time=grace_label(tr, int(grace_s))))
    if spectators is not None:
        parts.append(tr("rooms.opt.spectators.on" if spectators else "rooms.opt.spectators.off"))
    return SEP.join(parts)
