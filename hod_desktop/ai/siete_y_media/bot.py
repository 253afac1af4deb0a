"""Siete y media bots: Fácil (rough, a little random), Normal (fixed thresholds that read
the table), Difícil (exact expected chips over the cards it has not seen, the bank's
choice included: `odds`).

Every bot sees only the `SieteView` of its seat and its own `random.Random`. `decide(view)`
is a generator: it yields while thinking and returns an action text from `view.legal`.
"""
from __future__ import annotations

import random

from ...engine.siete_y_media import BETTING, DECK, MAX_BET, TARGET, SieteView, halves, total
from ..base import Thinking, bot_for_level
from .odds import (VALUES, Rival, bank_choice, bank_finals, player_value, pool_of, stand_value,
                   stand_weights)

LEVELS = ("facil", "normal", "dificil")
MEAN_HIDDEN = sum(halves(c) for c in DECK) / len(DECK)  # a face-down card, on average


def bets(view: SieteView) -> list[int]:
    return sorted(int(t.split()[1]) for t in view.legal if t.startswith("bet "))


def standing(view: SieteView) -> list[int]:
    return [p for p in view.order if view.stood[p] and not view.bust[p]]


def answer(view: SieteView, ask: bool) -> str:
    return "card" if ask and "card" in view.legal else "stand"


class FacilBot:
    """Bets at random, asks below 5 (below 4 or 6 now and then), banks the same way."""

    level = "facil"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: SieteView) -> Thinking:
        yield
        if view.phase == BETTING:
            return f"bet {self.rng.choice(bets(view))}"
        limit = self.rng.choice((8, 10, 10, 12))
        return answer(view, view.known_total(view.viewer) < limit)


class NormalBot:
    """Bets 2; a player asks below 5½; the bank asks while a standing player's shown cards and an average face-down
    card would beat it, and always below 5."""

    level = "normal"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: SieteView) -> Thinking:
        yield
        me = view.viewer
        if view.phase == BETTING:
            return f"bet {min(2, max(bets(view)))}"
        t = view.known_total(me)
        if me != view.bank:
            return answer(view, t < 11)
        threat = max((total(view.up[p]) + MEAN_HIDDEN for p in standing(view)), default=0)
        return answer(view, t < 10 or (t < threat and t < 13))


class DificilBot:
    """Expected chips, exactly, over the cards not seen: as a player, standing against
    asking with every card that can come and the bank answering as a bank that reckons
    the same way; as the bank, standing against asking given every standing player's
    face-up cards. It bets the least (a player's hand is worth less than nothing on
    average) unless it trails late in the match."""

    level = "dificil"
    reason: tuple[str, dict] | None = None  # why the last decision (see `explain`)

    def __init__(self, rng: random.Random):
        self.rng = rng

    def explain(self) -> tuple[str, dict] | None:
        """Why the last `decide` chose what it chose, as (text key, numbers) for the hint
        ("sm.hint.*" keys: the total, expected chips, the chance the next card busts)."""
        return self.reason

    def decide(self, view: SieteView) -> Thinking:
        yield
        me = view.viewer
        self.reason = ("sm.hint.only", {}) if len(view.legal) == 1 else None
        if view.phase == BETTING:
            return f"bet {self.bet(view)}"
        pool = unseen_pool(view)
        t = view.known_total(me)
        said = {"total": said_total(t), "bust": round(100 * bust_chance(t, pool))}
        if me == view.bank:
            table = tuple(rival(view, p) for p in standing(view))
            value, asks = bank_choice(t, pool, table)
            key = ("sm.hint.bank_card" + safe(said)) if asks else "sm.hint.bank_stand"
            self.reason = self.reason or (key, {**said, "value": float(value)})
            return answer(view, asks)
        mine = halves(view.hidden[me])
        bet = view.bets[me] or 1
        others = tuple(rival(view, p) for p in standing(view))
        cards = len(view.cards(me))
        finals: dict = {}
        for tt in range(t, TARGET + 1):  # where it may stand: the bank's answer to each
            for two in ((True, False) if tt == TARGET and cards == 1 else (False,)):
                table = others + (Rival(tt - mine, bet, 1 if two else 2),)  # (no reading)
                finals[tt, two] = bank_finals(pool, mine, table)
                yield
        value, asks = player_value(t, cards, pool, bet,
                                   lambda p, tt, n: finals[tt, n == 2 and tt == TARGET])
        stand = stand_value(t, cards == 2, bet, finals[t, cards == 2 and t == TARGET])
        self.reason = self.reason or ("sm.hint.card" + safe(said) if asks else "sm.hint.stand",
                                      {**said, "value": float(value), "stand": float(stand)})
        return answer(view, asks)

    def bet(self, view: SieteView) -> int:
        """The least, unless behind the leader in the last three hands: then the most."""
        me = view.viewer
        late = view.hand_no >= view.max_hands - 3
        if late and view.chips[me] < max(view.chips):
            self.reason = self.reason or ("sm.hint.bet_most", {})
            return min(MAX_BET, max(bets(view)))
        self.reason = self.reason or ("sm.hint.bet_least", {})
        return min(bets(view))


def rival(view: SieteView, seat: int) -> Rival:
    """A standing player as the bank sees it, its face-down card read from its play."""
    ups = tuple(halves(c) for c in view.up[seat])
    return Rival(sum(ups), view.bets[seat] or 1, len(ups), stand_weights(ups))


def said_total(t: int) -> str:
    """A total in half points as said: 11 -> «5½», 1 -> «½», 10 -> «5»."""
    return (f"{t // 2 or ''}½" if t % 2 else str(t // 2)) if t > 0 else "0"


def safe(said: dict) -> str:
    """«_safe» when no card can take the hand past 7½ (its reason says so, not «0 %»)."""
    return "_safe" if said["bust"] == 0 else ""


def bust_chance(t: int, pool) -> float:
    """The chance that one more card of `pool` takes a total of `t` past 7½."""
    n = sum(pool)
    return sum(c for c, v in zip(pool, VALUES) if t + v > TARGET) / n if n else 0.0


def unseen_pool(view: SieteView):
    """The cards the viewer has not seen, by value class (the rivals' face-down cards and
    the stock)."""
    seen = {c for c in view.hidden if c is not None} | {c for u in view.up for c in u}
    return pool_of(halves(c) for c in DECK if c not in seen)


_BOTS = {"facil": FacilBot, "normal": NormalBot, "dificil": DificilBot}


def make_bot(level: str, rng: random.Random):
    return bot_for_level(_BOTS, level, rng, "siete_y_media")


__all__ = ["LEVELS", "make_bot", "FacilBot", "NormalBot", "DificilBot"]
