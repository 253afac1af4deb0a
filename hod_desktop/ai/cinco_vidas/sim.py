"""A fast private model of one Cinco Vidas round for the bots: ranks only.

Suits never matter in Cinco Vidas, so a card is its rank value (A=1 .. K=13) and a hand
is a list of ints. This module holds the heuristics the Normal bot plays by (shared with
the Difícil bot's rollouts) and `Round`, a mutable round that plays out in microseconds.
`tests/test_ai_cinco_vidas.py` checks `Round` against the engine over random rounds.
"""
from __future__ import annotations

from functools import lru_cache

from .aim import aim_play, trick_pmf  # noqa: F401  (trick_pmf: sim's name for it)

KING = 13
DECK_COUNTS = (0,) + (4,) * 13  # index = rank value


# ---------------------------------------------------------------- probabilities
@lru_cache(maxsize=None)
def _beat_table(lower_eq: tuple[int, int], unseen: int, opponents: int) -> float:
    lower, eq = lower_eq
    if unseen <= 0 or opponents <= 0:
        return 1.0
    return ((lower + 0.5 * eq) / unseen) ** opponents


def hold_chance(v: int, unseen_counts, unseen: int, opponents: int) -> float:
    """Chance that a card of rank `v` survives `opponents` random cards from the unseen ones.

    Each opponent's card is modelled as a random unseen card; equal ranks count half
    (the later card wins ties, and we do not know who plays later)."""
    lower = 0
    for u in range(1, v):
        lower += unseen_counts[u]
    return _beat_table((lower, unseen_counts[v]), unseen, opponents)


def unseen_counts_for(hand, played_counts) -> list[int]:
    counts = list(DECK_COUNTS)
    for v in hand:
        counts[v] -= 1
    for v in range(1, 14):
        counts[v] -= played_counts[v]
    return counts


# ---------------------------------------------------------------- Normal heuristics
def normal_bid(hand, n_active: int, position: int, allowed, early_shade: float = 0.15) -> int:
    """The seed's advice: count the near-sure winners, bid low when early, and pick the
    most likely count the rules allow (the dealer skips the forbidden one)."""
    return _normal_bid(tuple(sorted(hand)), n_active, position, tuple(allowed), early_shade)


@lru_cache(maxsize=1 << 16)
def _normal_bid(hand, n_active: int, position: int, allowed, early_shade: float) -> int:
    counts = unseen_counts_for(hand, DECK_COUNTS[:1] + (0,) * 13)
    unseen = 52 - len(hand)
    probs = [hold_chance(v, counts, unseen, n_active - 1) for v in hand]
    pmf = trick_pmf(probs)
    # early bidders shade towards lower numbers (the tip: "si apuestas pronto, a la baja")
    shade = early_shade * (1.0 - position / max(1, n_active - 1))
    best, best_score = None, -1.0
    for b in allowed:
        score = (pmf[b] if b < len(pmf) else 0.0) - shade * b * 0.1
        if score > best_score + 1e-12:
            best, best_score = b, score
    return best


def blind_win_chance(visible, my_pos: int, unseen_counts, unseen: int) -> float:
    """1-card round: chance that my unseen card beats every visible one.

    `visible` holds (position in bidding order, rank); ties go to the later position."""
    wins = 0
    for v in range(1, 14):
        c = unseen_counts[v]
        if not c:
            continue
        ok = True
        for pos, w in visible:
            if w > v or (w == v and pos > my_pos):
                ok = False
                break
        if ok:
            wins += c
    return wins / unseen if unseen else 0.0


def blind_bid(p_win: float, allowed) -> int:
    want = 1 if p_win > 0.5 else 0
    if want in allowed:
        return want
    return allowed[0]


def normal_play(hand, trick_best: int, n_after: int, need: int, unseen_counts, unseen: int,
                sure: float = 0.6) -> int:
    """Choose a rank to play.

    - bid met (need <= 0): dump the highest card that still loses to the trick, else the lowest;
    - must win every remaining trick: cheapest sure winner when last, else the highest;
    - otherwise: last in trick -> cheapest card that wins; earlier -> cheapest card that
      probably holds, else throw the lowest card.
    """
    hs = sorted(hand)
    if need <= 0:
        best = -1
        for v in hs:
            if v < trick_best:
                best = v
        return best if best >= 0 else hs[0]
    if n_after == 0:
        for v in hs:
            if v >= trick_best:
                return v
        return hs[0]
    if need >= len(hs):
        return hs[-1]
    for v in hs:
        if v >= trick_best and hold_chance(v, unseen_counts, unseen, n_after) >= sure:
            return v
    return hs[0]


# ---------------------------------------------------------------- the round
class Round:
    """One round on ranks. Seats are bidding positions 0..k-1 (position k-1 deals).

    `hands[i]` list of ranks, `bids[i]` int or None, `won[i]`, `trick` list of (pos, rank),
    `leader` position that led the current trick, `played` counts per rank."""

    __slots__ = ("k", "size", "hands", "bids", "won", "trick", "leader", "played", "n_played")

    def __init__(self, hands, bids, won, trick, leader, played):
        self.k = len(hands)
        self.hands = hands
        self.bids = bids
        self.won = won
        self.trick = trick
        self.leader = leader
        self.played = played
        self.size = 0

    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.k

    def play(self, pos: int, v: int) -> None:
        self.hands[pos].remove(v)
        self.trick.append((pos, v))
        self.played[v] += 1
        if len(self.trick) == self.k:
            best_p, best_v = -1, -1
            for p, c in self.trick:
                if c >= best_v:
                    best_p, best_v = p, c
            self.won[best_p] += 1
            self.trick = []
            self.leader = best_p

    def finished(self) -> bool:
        return not self.trick and not self.hands[self.leader]

    def policy_move(self, pos: int, sure: float = 0.6) -> int:
        hand = self.hands[pos]
        played = self.played
        counts = [4 - played[v] for v in range(14)]
        counts[0] = 0
        for v in hand:
            counts[v] -= 1
        unseen = sum(counts)
        best = -1
        for _, c in self.trick:
            if c > best:
                best = c
        n_after = self.k - 1 - len(self.trick)
        return normal_play(hand, best if best > 0 else 0, n_after, self.bids[pos] - self.won[pos],
                           counts, unseen, sure)

    def rollout_reference(self) -> None:
        """Everybody plays the Normal heuristic to the end of the round (plain version)."""
        while not self.finished():
            pos = self.to_move()
            self.play(pos, self.policy_move(pos))

    def rollout(self, sure: float = 0.6, careless=(), rng=None, aim=()) -> None:
        """`rollout_reference`, inlined for speed (the Difícil bot runs thousands of these).

        Hands must be sorted ascending. Same choices as `normal_play`: tests check it.
        Positions in `careless` play as a careless player instead (half the time a random
        card drawn from `rng`, else their highest while short of their bid, their lowest
        once it is met); positions in `aim` play by `aim.aim_play`."""
        k, hands, bids, won, played = self.k, self.hands, self.bids, self.won, self.played
        trick, leader = self.trick, self.leader
        best, best_p = 0, -1
        for p, c in trick:
            if c >= best:
                best, best_p = c, p
        n_played = sum(played)
        while True:
            pos = (leader + len(trick)) % k
            hand = hands[pos]
            if not hand:
                break
            need = bids[pos] - won[pos]
            n_after = k - 1 - len(trick)
            v = hand[0]
            if pos in aim:
                v = aim_play(hand, best, n_after, need, played, n_played)
            elif pos in careless:
                if rng.random() < 0.5:
                    v = hand[rng.randrange(len(hand))]
                elif need > 0:
                    v = hand[-1]
            elif need <= 0:
                for c in hand:
                    if c < best:
                        v = c
                    else:
                        break
            elif n_after == 0:
                for c in hand:
                    if c >= best:
                        v = c
                        break
            elif need >= len(hand):
                v = hand[-1]
            else:
                # cheapest card >= best whose hold chance reaches `sure`
                unseen = 52 - n_played - len(hand)
                for i, c in enumerate(hand):
                    if c < best:
                        continue
                    j = i
                    while j > 0 and hand[j - 1] == c:
                        j -= 1
                    eq = 4 - played[c] - hand.count(c)
                    lower = 4 * (c - 1) - sum(played[1:c]) - j
                    if ((lower + 0.5 * eq) / unseen) ** n_after >= sure:
                        v = c
                        break
            hand.remove(v)
            played[v] += 1
            n_played += 1
            trick.append((pos, v))
            if v >= best:
                best = v
                best_p = pos
            if len(trick) == k:
                won[best_p] += 1
                leader = best_p
                trick.clear()
                best = 0
        self.trick = trick
        self.leader = leader
