"""Cinco Vidas con baraja española (RULES.md §2): Cinco Vidas with the Spanish deck,
equal values cancelling in pairs, and four table modes (Clásico, Twisted, Chaos,
A ciegas). The round cycle, bidding rule, lives and end are Cinco Vidas's own
(`engine/lives_rounds.py`); `resolve_trick` decides a trick (also for the table).

The option `poderes` adds the Poderes overlay (jokers, card powers, the prisoner's duel,
mana and achievements, revives): `poderes_state.PoderesState`.
"""
from __future__ import annotations

from ..core import GameRules, OptionSpec, register
from ..lives_reader import LivesReader
from ..poderes.powers import AUTO_WIN
from ..rounds import BY_VALUE, LAST_CARD, OUTRIGHT, TrickLine
from ..lives_rounds import (BIDDING, OVER, PLAYING, ROUND_SIZES, START_LIVES,  # noqa: F401
                            Bid, BidMade, GameOver, PlayerEliminated, RoundDealt,
                            RoundScored)
from .actions import (A_CIEGAS, CHAOS, CLASICO, DECK, MODES, SPYING, TWISTED,  # noqa: F401
                      BidHidden, BidsRevealed, CardFaceDown, CardPlayed, CardsRevealed,
                      EspanolaView, HandsShuffled, HandsTurnedUp, Pick, Play, Spy, SpyDecided,
                      TrickResolved, parse_action)
from .modes import FaceUpState  # noqa: F401  (registers the modes' own classes)
from .poderes_state import PoderesState
from .poderes_state import determinize as determinize_poderes
from .poderes_view import CHOOSING, DUEL, REVIVE, PoderesView  # noqa: F401
from .state import EspanolaState
from .state import determinize as determinize_base
from .trick import TrickResult, cancel_pairs, resolve_trick  # noqa: F401

LEVELS = ("facil", "normal", "dificil")


def stats_extra(match, seat: int) -> dict:
    """For the statistics screen: achievements earned per Poderes game (none without it)."""
    if not match.options.get("poderes"):
        return {}
    mine = sum(1 for p, _ in match.state.earned if p == seat)
    return {"achievements_per_game": (mine, 1)}


def achievements_earned(match, seat: int) -> dict[str, int]:
    """For the statistics: how many times `seat` earned each achievement in this match."""
    out: dict[str, int] = {}
    for p, key in getattr(match.state, "earned", ()):
        if p == seat:
            out[key] = out.get(key, 0) + 1
    return out


def determinize(view, rng):
    """A full state consistent with `view` (with or without Poderes), for the bots."""
    return (determinize_poderes if view.poderes else determinize_base)(view, rng)


class EspanolaReader(LivesReader):
    """The rounds of the Spanish-deck game, each with its tricks as resolved
    (`TrickResolved`: its cancelled pairs, a last card that took it with nothing of value
    standing, and with Poderes a removed card, swapped values, a scale turned over, a card
    that won outright and a trick that counts two)."""

    def trick_of(self, e) -> TrickLine | None:
        if not isinstance(e, TrickResolved):
            return None
        r = e.result
        removed = getattr(r, "removed", None)
        swapped = sorted({i for st in getattr(r, "steps", ()) if st.kind == "swapped" for i in st.targets})
        won_by = (OUTRIGHT if getattr(r, "decided_by", None) == AUTO_WIN
                  else LAST_CARD if r.all_cancelled else BY_VALUE)
        return TrickLine(tuple(e.cards), e.player, tuple(r.cancelled),
                         () if removed is None else (removed,), getattr(r, "tricks", 1),
                         tuple(swapped), bool(getattr(r, "inverted", False)), won_by)


RULES = register(GameRules(
    name="cinco_vidas_espanola",
    code="CE",
    options=(
        OptionSpec("players", (2, 3, 4, 5, 6, 7, 8), 4),
        OptionSpec("mode", MODES, CLASICO),
        OptionSpec("poderes", (False, True), False),
        OptionSpec("level", LEVELS, "normal"),
    ),
    new_state=lambda options, seed: (PoderesState if options["poderes"] else EspanolaState)(
        options, seed),
    parse_action=parse_action,
    round_reader=EspanolaReader,
))
