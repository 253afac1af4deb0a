"""Cinco Vidas bots: Fácil (rough), Normal (the seed's tips), Difícil (determinized search).

Every bot sees only the `CincoVidasView` of its seat and its own `random.Random`; its
choice depends on nothing else, so a deal code replays the same game. `decide(view)` is
a generator: it yields while thinking and returns the action text from `view.legal`.
"""
from __future__ import annotations

import random

from ...engine.cinco_vidas import BIDDING, PLAYING, CincoVidasView
from . import rivals
from . import sim
from ..base import Thinking, bot_for_level

LEVELS = ("facil", "normal", "dificil")


# ---------------------------------------------------------------- reading the view
class Table:
    """The view in ranks, by bidding position (0 = dealer's left, k-1 = dealer)."""

    def __init__(self, view: CincoVidasView):
        self.view = view
        self.order = view.order
        self.k = len(view.order)
        self.me = view.order.index(view.viewer)
        self.hand = [c.value for c in view.hand]
        self.played = [0] * 14
        for c in view.played:
            self.played[c.value] += 1
        self.trick = [(self.order.index(p), c.value) for p, c in view.trick]
        self.bids = [view.bids[p] for p in self.order]
        self.won = [view.tricks_won[p] for p in self.order]
        self.size = view.round_size

    def played_by(self) -> list[list[int]]:
        """Ranks each position played this round, rebuilt from the public card order:
        the first bidder leads, each trick's winner leads the next."""
        out: list[list[int]] = [[] for _ in range(self.k)]
        ranks = [c.value for c in self.view.played]
        leader = 0
        for start in range(0, len(ranks), self.k):
            trick = ranks[start:start + self.k]
            best_p, best_v = -1, -1
            for j, v in enumerate(trick):
                pos = (leader + j) % self.k
                out[pos].append(v)
                if v >= best_v:
                    best_p, best_v = pos, v
            leader = best_p
        return out

    def tricks(self) -> list[list[tuple[int, int]]]:
        """This round's tricks as (position, rank) in play order; the last may be open."""
        out: list[list[tuple[int, int]]] = []
        ranks = [c.value for c in self.view.played]
        leader = 0
        for start in range(0, len(ranks), self.k):
            trick = [((leader + j) % self.k, v) for j, v in enumerate(ranks[start:start + self.k])]
            out.append(trick)
            best_p, best_v = -1, -1
            for pos, v in trick:
                if v >= best_v:
                    best_p, best_v = pos, v
            leader = best_p
        return out

    def allowed_for(self, pos: int) -> list[int]:
        """The bids position `pos` could choose given the bids before it."""
        allowed = list(range(self.size + 1))
        if pos == self.k - 1:
            f = self.size - sum(b for b in self.bids[:pos] if b is not None)
            if 0 <= f <= self.size:
                allowed.remove(f)
        return allowed

    def allowed_bids(self) -> list[int]:
        return sorted(int(a.split()[1]) for a in self.view.legal if a.startswith("bid "))

    def unseen_counts(self) -> list[int]:
        counts = sim.unseen_counts_for(self.hand, self.played)
        for _, c in self.view.visible:
            counts[c.value] -= 1
        return counts

    def trick_best(self) -> int:
        return max((v for _, v in self.trick), default=0)

    def play_text(self, rank: int) -> str:
        for c in self.view.hand:
            if c.value == rank:
                return f"play {c}"
        raise AssertionError(f"no card of rank {rank} in hand")

    def blind_chance(self) -> float:
        visible = [(self.order.index(p), c.value) for p, c in self.view.visible]
        counts = self.unseen_counts()
        return sim.blind_win_chance(visible, self.me, counts, sum(counts))


def _bid_text(n: int) -> str:
    return f"bid {n}"


# ---------------------------------------------------------------- Fácil
class EasyBot:
    """Plausible but weak: counts Kings and Queens to bid, plays at random half the time."""

    level = "facil"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: CincoVidasView) -> Thinking:
        yield
        t = Table(view)
        if view.phase == BIDDING:
            allowed = t.allowed_bids()
            if view.blind:
                want = 1 if all(c.value < 10 for _, c in view.visible) else 0
            else:
                want = sum(1 for v in t.hand if v >= 12)
            if want in allowed and self.rng.random() < 0.8:
                return _bid_text(want)
            return _bid_text(min(allowed, key=lambda b: (abs(b - want), self.rng.random())))
        if self.rng.random() < 0.5:
            return self.rng.choice(view.legal)
        need = t.bids[t.me] - t.won[t.me]
        return t.play_text(max(t.hand) if need > 0 else min(t.hand))


# ---------------------------------------------------------------- Normal
class NormalBot:
    """The seed's "Consejos y estrategia" as rules of thumb (see sim.py)."""

    level = "normal"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def decide(self, view: CincoVidasView) -> Thinking:
        yield
        return normal_choice(Table(view))


def normal_choice(t: Table) -> str:
    view = t.view
    if view.phase == BIDDING:
        allowed = t.allowed_bids()
        if view.blind:
            return _bid_text(sim.blind_bid(t.blind_chance(), allowed))
        return _bid_text(sim.normal_bid(t.hand, t.k, t.me, allowed))
    counts = t.unseen_counts()
    n_after = t.k - 1 - len(t.trick)
    need = t.bids[t.me] - t.won[t.me]
    rank = sim.normal_play(t.hand, t.trick_best(), n_after, need, counts, sum(counts))
    return t.play_text(rank)


# ---------------------------------------------------------------- Difícil
class HardBot:
    """Perfect-information Monte Carlo that reads its table. It deals the unseen ranks to
    the hidden hands many ways, weights each deal by how well it explains every bid and
    play seen so far under each way a rival may play (careless or careful, see
    `rivals.py`; the rival's level is never known), keeps the likely deals in
    proportion to those weights, plays each out with every rival playing as that deal's
    own reading suggests (my own later cards, and the careful rivals that seem to
    play for their bid, by `aim.aim_play`), and chooses the action most likely to end the round with
    exactly its bid (a near miss costs less than a far one). It bids the rule of thumb
    unless the playouts prefer another bid clearly (`settle_bid`). What it learns of each
    rival carries over to the next rounds of the game."""

    level = "dificil"

    def __init__(self, rng: random.Random, samples: int = 144, yield_every: int = 1,
                 spite: float = 0.0, prior: float = 0.5, pool: int = 3,
                 far_miss: float = 0.25, bid_z: float | None = 3.0,
                 aim: bool = True):
        self.rng = rng
        self.samples = samples  # deals played out per decision
        self.pool = pool  # deals weighed per deal played out
        self.far_miss = far_miss  # extra loss per trick off the bid, after the first
        self.bid_z = bid_z  # leave the rule-of-thumb bid only this many SE better (None: any)
        self.yield_every = yield_every
        self.aim = aim  # playouts: my later cards and careful rivals' by `aim.aim_play`
        self.spite = spite  # weight of the others' expected losses (they must fall too)
        self.prior = prior  # belief that a rival never seen before plays carelessly
        self.belief: dict[int, float] = {}  # seat -> chance it plays carelessly
        self._round: tuple[int, int] | None = None
        self._last: dict[int, float] = {}  # this round's latest reading, per seat

    reason: tuple[str, dict] | None = None  # why the last decision (see `explain`)

    def explain(self) -> tuple[str, dict] | None:
        """Why the last `decide` chose what it chose, as (text key, numbers) for the hint
        ("cv.why.*" keys; the numbers are expected tricks, lives lost, win chance)."""
        return self.reason

    def decide(self, view: CincoVidasView) -> Thinking:
        yield
        self.reason = None
        t = Table(view)
        self._new_round(view)
        if len(view.legal) == 1:
            self.reason = ("cv.why.only", {})
            return view.legal[0]
        if view.phase == BIDDING and view.blind:
            chance = blind_chance_reading_calls(t)
            self.reason = ("cv.why.blind", {"pct": round(100 * chance)})
            return _bid_text(sim.blind_bid(chance, t.allowed_bids()))
        if view.phase == BIDDING:
            options = t.allowed_bids()
        else:
            options = sorted(set(t.hand))
            if len(options) == 1:
                self.reason = ("cv.why.only", {})
                return t.play_text(options[0])
        deals = yield from self._likely_deals(t)
        loss = [0.0] * len(options)
        lives = [0.0] * len(options)  # expected lives lost of each option (for `explain`)
        took = [0.0] * len(options)  # expected tricks of each option (for `explain`)
        base = _base_round(t)
        scores: list[list[float]] = [[] for _ in options]  # per deal, for `bid_z`
        for s, deal in enumerate(deals):
            careless = {q for q in range(t.k)
                        if q != t.me and self.rng.random() < deal.careless[q]}
            seed = self.rng.getrandbits(32) if careless else 0
            aim = self._aimers(t, deal, careless)
            for i, o in enumerate(options):
                own, won, score = self._evaluate(t, base, deal.hands, o, careless, seed, aim)
                loss[i] += score
                scores[i].append(score)
                lives[i] += own
                took[i] += won
            if s % self.yield_every == self.yield_every - 1:
                yield
        n = len(deals)
        best = min(range(len(options)), key=lambda i: (loss[i], i))
        numbers = {"tricks": took[best] / n, "lives": lives[best] / n}
        if view.phase == BIDDING:
            if self.bid_z is not None:
                rule = options.index(sim.normal_bid(t.hand, t.k, t.me, options))
                best = settle_bid(scores, best, rule, self.bid_z)
                numbers = {"tricks": took[best] / n, "lives": lives[best] / n}
            self.reason = ("cv.why.bid", numbers)
            return _bid_text(options[best])
        need = t.bids[t.me] - t.won[t.me]
        self.reason = ("cv.why.play_met" if need <= 0 else "cv.why.play", {**numbers, "need": need})
        return t.play_text(options[best])

    def _likely_deals(self, t: Table):
        """`samples` deals of the unseen ranks, drawn from `pool` times as many in
        proportion to how well each explains the rivals' bids and plays (a generator:
        it yields while weighing). Also keeps this round's reading of each rival."""
        view = t.view
        played_by = t.played_by()
        round_tricks = t.tricks()
        acted = [q for q in range(t.k) if q != t.me and t.bids[q] is not None]
        prior = [self.belief.get(p, self.prior) for p in t.order]
        counts = t.unseen_counts()
        unseen = [r for r in range(1, 14) for _ in range(counts[r])]
        sizes = [0 if q == t.me else view.hand_sizes[p] for q, p in enumerate(t.order)]
        mine = sorted(t.hand)
        cache: dict = {}
        pool: list[rivals.Candidate] = []
        for c in range(self.samples * self.pool):
            held = rivals.deal_unseen(self.rng, unseen, sizes)
            held[t.me] = mine
            aim = [-1.0] * t.k if self.aim else None
            w, post = rivals.weigh(held, played_by, acted, t.bids, round_tricks, t.k,
                                   t.size, prior, cache, aim)
            pool.append(rivals.Candidate(held, w, post, aim))
            if c % 32 == 31:
                yield
        total = sum(d.weight for d in pool)
        if total > 0:
            self._last = {t.order[q]: sum(d.weight * d.careless[q] for d in pool) / total
                          for q in acted}
        return rivals.resample(self.rng, pool, self.samples)

    def _new_round(self, view: CincoVidasView) -> None:
        """At the first decision of a round, keep what the last one taught of each rival."""
        key = (view.round_no, view.n_players)
        if self._round is not None and key != self._round:
            for seat, p in self._last.items():
                self.belief[seat] = min(0.95, max(0.05, p))
            self._last = {}
        self._round = key

    def _aimers(self, t: Table, deal: rivals.Candidate, careless: set[int]) -> set[int]:
        """The positions that play by `aim.aim_play` in this deal's playouts: my own later
        cards (I play for my bid, not by the rule of thumb), and each careful rival with
        the chance that its play so far, in this deal, was the aiming player's rather
        than the rule-bound one's (`rivals.SHARP` before it has played)."""
        if not self.aim:
            return set()
        aim = {t.me}
        for q in range(t.k):
            if q == t.me or q in careless:
                continue
            share = deal.aim[q] if deal.aim is not None and deal.aim[q] >= 0 else rivals.SHARP
            if self.rng.random() < share:
                aim.add(q)
        return aim

    def _evaluate(self, t: Table, base: sim.Round, hands, option: int, careless: set[int],
                  seed: int, aim: set[int] = frozenset()) -> tuple[int, int, float]:
        """(lives this option loses in one sampled deal, the tricks I take there, the
        score it is chosen by: a miss, plus `far_miss` per further trick off)."""
        rnd = sim.Round([list(h) for h in hands], list(base.bids), list(base.won),
                        list(base.trick), base.leader, list(base.played))
        if t.view.phase == BIDDING:
            rnd.bids[t.me] = option
            _finish_bidding(rnd, t.me + 1, careless)
            rnd.leader = 0
        else:
            rnd.play(t.me, option)
        rivals.mixed_rollout(rnd, careless, random.Random(seed) if careless else None, aim)
        own = abs(rnd.bids[t.me] - rnd.won[t.me])
        score = (own > 0) + self.far_miss * max(0, own - 1)
        if self.spite:
            others = sum(abs(b - w) for b, w in zip(rnd.bids, rnd.won)) - own
            score -= self.spite * others / (t.k - 1)
        return own, rnd.won[t.me], score


def settle_bid(scores: list[list[float]], best: int, rule: int, z: float) -> int:
    """`best` if its per-deal scores beat the rule-of-thumb option `rule`'s by more than
    `z` standard errors of their paired differences, else `rule`. The playouts model the
    rivals and my own later cards roughly, so a bid they only narrowly prefer is often
    worse: replayed with the rule-of-thumb bid, such rounds (under 3 SE) were exact 0.80
    of the time instead of 0.66 (issue 14 notes, 2026-12-01)."""
    if best == rule:
        return best
    d = [a - b for a, b in zip(scores[best], scores[rule])]
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    return best if -mean > z * (var / n) ** 0.5 else rule


def _base_round(t: Table) -> sim.Round:
    """The round as the view shows it (hands filled in per deal)."""
    leader = t.trick[0][0] if t.trick else (t.me if t.view.phase == PLAYING else 0)
    return sim.Round([[] for _ in range(t.k)], list(t.bids), list(t.won), list(t.trick),
                     leader, list(t.played))


def blind_chance_reading_calls(t: Table, miss: float = 0.1) -> float:
    """1-card round: the chance my unseen card wins, also reading the calls already made.

    Each earlier seat saw my card; a seat that said "lose" while its own card is high
    suggests mine is higher. Each candidate rank of mine is weighted by how well the
    Normal rule of thumb would explain those calls."""
    visible = {t.order.index(p): c.value for p, c in t.view.visible}
    counts = t.unseen_counts()
    total = 0.0
    wins = 0.0
    for v in range(1, 14):
        if not counts[v]:
            continue
        w = float(counts[v])
        for q in range(t.me):
            if t.bids[q] is None or q not in visible:
                continue
            seen_q = [(pos, r) for pos, r in visible.items() if pos != q] + [(t.me, v)]
            counts_q = list(sim.DECK_COUNTS)
            for _, r in seen_q:
                counts_q[r] -= 1
            p_q = sim.blind_win_chance(seen_q, q, counts_q, sum(counts_q))
            if sim.blind_bid(p_q, t.allowed_for(q)) != t.bids[q]:
                w *= miss
        total += w
        if all(r < v or (r == v and pos < t.me) for pos, r in visible.items()):
            wins += w
    return wins / total if total else 0.0


def _finish_bidding(rnd: sim.Round, start: int, careless: set[int] = frozenset()) -> None:
    size = len(rnd.hands[0])
    for pos in range(start, rnd.k):
        allowed = list(range(size + 1))
        if pos == rnd.k - 1:
            f = size - sum(rnd.bids[:pos])
            if 0 <= f <= size:
                allowed.remove(f)
        if pos in careless:
            rnd.bids[pos] = rivals.careless_bid(rnd.hands[pos], allowed)[0]
        else:
            rnd.bids[pos] = sim.normal_bid(rnd.hands[pos], rnd.k, pos, allowed)


BOTS = {"facil": EasyBot, "normal": NormalBot, "dificil": HardBot}


def make_bot(level: str, rng: random.Random):
    return bot_for_level(BOTS, level, rng, "Cinco Vidas")
