"""The eighteen achievements of Poderes (RULES.md §2 table), as pure detectors.

Each detector looks at a record (one trick, one bid, one sub-round, a revive, the end
of the game) and returns `Award`s; the engine adds their mana. Keys are machine names;
the app's strings give them their Spanish and English titles.

Readings where RULES.md is silent or loose (kept in the project notes too):
- a joker has no suit: a trick with a joker is never one-suit (Pureza, Harmonía); a
  one-suit trick gives its winner both Pureza and Harmonía;
- in a cancelled pair (Regicida, Cazador de Ases, Caos Controlado) the later card is
  the one that cancels, so its player earns it;
- Último en Pie: a trick of 2+ cards in which exactly one card survives step (1), and
  that card wins;
- Intocable: a trick of 4+ cards (one per living player) in which your ace is still
  standing at the end (neither cancelled nor removed by the As de Espadas);
- Tercer Acto: the 3rd card of a value in play order, not cancelled by a 4th;
- Filo de la Navaja: only in a round where the last-bidder restriction applies; the
  bids then total the number of cards plus or minus one;
- Lo más bajo es lo más alto: the scale is inverted and the winning card's value at
  the moment of decision (after swaps) is 1, won by value or outright;
- Agonía: when the sub-round is dealt you are the only living player with exactly 1
  life, and you are still alive after its scoring;
- Racha Perfecta and Indestructible count sub-rounds the player takes part in; the
  count starts again after each award (6 exact bids in a row give Racha twice) and a
  sub-round spent eliminated breaks it. "Losing a life" includes the duel.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import JOKER, Card
from .powers import AUTO_WIN, HIGHEST, PowerResolution, winner_without_last_swap, ORO_SEVEN

ULTIMO_EN_PIE = "ultimo_en_pie"
PUREZA = "pureza"
REGICIDA = "regicida"
INTOCABLE = "intocable"
TERCER_ACTO = "tercer_acto"
FANTASMA = "fantasma"
FILO_NAVAJA = "filo_navaja"
CAZADOR_ASES = "cazador_ases"
CAOS_CONTROLADO = "caos_controlado"
VIDENTE = "vidente"
HARMONIA = "harmonia"
REY_DETRAS_REY = "rey_detras_rey"
REANIMADOR = "reanimador"
AGONIA = "agonia"
RACHA_PERFECTA = "racha_perfecta"
MAS_BAJO_MAS_ALTO = "mas_bajo_mas_alto"
MENTOR = "mentor"
INDESTRUCTIBLE = "indestructible"

# key -> mana, in the order of RULES.md's table.
MANA: dict[str, int] = {
    ULTIMO_EN_PIE: 1, PUREZA: 1, REGICIDA: 1, INTOCABLE: 1, TERCER_ACTO: 1, FANTASMA: 1,
    FILO_NAVAJA: 1, CAZADOR_ASES: 1, CAOS_CONTROLADO: 1, VIDENTE: 1, HARMONIA: 1,
    REY_DETRAS_REY: 1, REANIMADOR: 2, AGONIA: 2, RACHA_PERFECTA: 2, MAS_BAJO_MAS_ALTO: 2,
    MENTOR: 3, INDESTRUCTIBLE: 5,
}
ACHIEVEMENTS = tuple(MANA)
RACHA_LENGTH = 3
INDESTRUCTIBLE_LENGTH = 5
INTOCABLE_TABLE = 4
HIGH_FOR_FANTASMA = ("S", "C", "R")


@dataclass(frozen=True, slots=True, order=True)
class Award:
    player: int
    key: str

    @property
    def mana(self) -> int:
        return MANA[self.key]


# ---------------------------------------------------------------- one trick
def _one_suit(cards: Sequence[Card]) -> bool:
    return (len(cards) >= 2 and all(c.deck != JOKER for c in cards)
            and len({c.suit for c in cards}) == 1)


def trick_awards(players: Sequence[int], cards: Sequence[Card], res: PowerResolution) -> list[Award]:
    """Achievements earned in one resolved trick; `players[i]` played `cards[i]`."""
    out: list[Award] = []
    winner = players[res.winner]
    uncancelled = [p for p in range(len(cards)) if p not in res.cancelled]
    if len(cards) >= 2 and uncancelled == [res.winner]:
        out.append(Award(winner, ULTIMO_EN_PIE))
    if _one_suit(cards):
        out.append(Award(winner, PUREZA))
        out += [Award(p, HARMONIA) for p in players]
    for a, b in res.pairs:
        ra, rb = cards[a].rank, cards[b].rank
        if ra == rb == "R":
            out.append(Award(players[b], REGICIDA))
        elif ra == rb == "1":
            out.append(Award(players[b], CAZADOR_ASES))
        elif cards[a].deck == cards[b].deck == JOKER:
            out.append(Award(players[b], CAOS_CONTROLADO))
    if len(cards) >= INTOCABLE_TABLE:
        out += [Award(players[p], INTOCABLE) for p in res.standing if cards[p].rank == "1"]
    out += [Award(players[p], TERCER_ACTO) for p in _third_of_value(cards) if p not in res.cancelled]
    before = winner_without_last_swap(cards, res)
    if before is not None and before != res.winner:
        seven = next(p for p, c in enumerate(cards) if str(c) == ORO_SEVEN)
        out.append(Award(players[seven], REY_DETRAS_REY))
    if res.inverted and res.decided_by in (HIGHEST, AUTO_WIN) and res.values[res.winner] == 1:
        out.append(Award(winner, MAS_BAJO_MAS_ALTO))
    return out


def _third_of_value(cards: Sequence[Card]) -> list[int]:
    seen: dict[int, int] = {}
    thirds = []
    for pos, c in enumerate(cards):
        if c.deck == JOKER:
            continue
        seen[c.value] = seen.get(c.value, 0) + 1
        if seen[c.value] == 3:
            thirds.append(pos)
    return thirds


# ---------------------------------------------------------------- one bid
def last_bid_awards(last_bidder: int, bids_total: int, size: int, restricted: bool) -> list[Award]:
    """Filo de la Navaja: the last bidder, bound by the restriction, leaves the bids one
    off the forbidden total (`bids_total` includes the last bid)."""
    if restricted and abs(bids_total - size) == 1:
        return [Award(last_bidder, FILO_NAVAJA)]
    return []


# ---------------------------------------------------------------- one sub-round
@dataclass(frozen=True)
class SubRoundRecord:
    """One sub-round, per seat (None / () for seats that did not take part).

    `lives_before` is at the deal, `lives_after` after scoring (may be 0 or below),
    `lost` counts every life lost in it (the duel included), `hands` the hands as dealt.
    """

    size: int
    players: tuple[int, ...]
    lives_before: tuple[int, ...]
    lives_after: tuple[int, ...]
    lost: tuple[int, ...]
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class Streaks:
    """Per seat: exact bids in a row (Racha Perfecta) and sub-rounds without a loss."""

    exact: tuple[int, ...]
    safe: tuple[int, ...]

    @classmethod
    def start(cls, n_players: int) -> "Streaks":
        return cls((0,) * n_players, (0,) * n_players)


def subround_awards(rec: SubRoundRecord, streaks: Streaks) -> tuple[list[Award], Streaks]:
    """Fantasma, Vidente, Agonía, Racha Perfecta and Indestructible after a sub-round.

    Only players still alive after the scoring earn them (an eliminated player's bar
    must not bring them back)."""
    out: list[Award] = []
    exact, safe = list(streaks.exact), list(streaks.safe)
    taking_part = set(rec.players)
    ones = [p for p in rec.players if rec.lives_before[p] == 1]
    for p in range(len(exact)):
        if p not in taking_part or rec.lives_after[p] <= 0:  # out: no award, no streak
            exact[p] = safe[p] = 0
            continue
        made = rec.bids[p] == rec.won[p]
        if made and rec.bids[p] == 0 and any(c.rank in HIGH_FOR_FANTASMA for c in rec.hands[p]):
            out.append(Award(p, FANTASMA))
        if made and rec.size == 1:
            out.append(Award(p, VIDENTE))
        if ones == [p] and rec.lives_after[p] >= 1:
            out.append(Award(p, AGONIA))
        exact[p] = exact[p] + 1 if made else 0
        if exact[p] == RACHA_LENGTH:
            out.append(Award(p, RACHA_PERFECTA))
            exact[p] = 0
        safe[p] = safe[p] + 1 if rec.lost[p] == 0 else 0
        if safe[p] == INDESTRUCTIBLE_LENGTH:
            out.append(Award(p, INDESTRUCTIBLE))
            safe[p] = 0
    return out, Streaks(tuple(exact), tuple(safe))


# ---------------------------------------------------------------- revive and game end
def revive_awards(giver: int) -> list[Award]:
    return [Award(giver, REANIMADOR)]


def mentor_awards(mentor_players: Sequence[int]) -> list[Award]:
    return [Award(p, MENTOR) for p in mentor_players]
