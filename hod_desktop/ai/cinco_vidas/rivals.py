"""Cinco Vidas Difícil's reading of its rivals: how likely each one's bid and plays so
far are under each way of playing it may have, for one sampled deal.

The bot does not know a rival's level. It keeps, per rival, a belief that the rival
plays like a careless player (`CARELESS`: bids its Kings and Queens, plays at random half
the time) or a careful one (`CAREFUL`: the seed's rules of thumb, as the Normal bot plays
them). A sampled deal gives each rival a whole hand (what it holds now and what it has
played this round), so its bid and each play can be scored under both models; the
product over rivals weights the deal, and the deal's own posterior picks how each rival
plays in that deal's playout. Nothing here is told a level: only the bids and cards seen.

A careful player need not be the rule-bound one: a strong player (a person, another
Difícil) bids near the rule of thumb and plays cards that serve its bid (a card that can
take the trick while short of its bid, one that loses once it is met) even where the rule
would choose another. So the careful model is half rule-bound, half such a `SHARP` player,
whose card is `aim.aim_play`'s (a bid-minded rule reading only its own hand) half the time;
in the playouts each careful rival plays by the rules of thumb or by `aim_play`, as its
play so far in that deal suggests.
"""
from __future__ import annotations

import random

from . import sim
from .aim import aim_from_counts, aim_play

CARELESS, CAREFUL = 0, 1
FLOOR = 0.03  # the likelihood of a choice a model would not make (nobody is a machine)
BID_MISS = 0.2  # careful model: per trick a bid is off its rule of thumb
SHARP_BID_MISS = 0.4  # the sharp player's bids stray further from the rule of thumb
SHARP = 0.5  # share of the careful model that is a sharp player rather than rule-bound


def careless_bid(hand, allowed) -> list[int]:
    """The bids a careless player makes with this hand: its Kings and Queens, or the
    closest the rules allow (several when two are as close)."""
    want = sum(1 for v in hand if v >= 12)
    if want in allowed:
        return [want]
    gap = min(abs(b - want) for b in allowed)
    return [b for b in allowed if abs(b - want) == gap]


def bid_likelihoods(hand, bid: int, k: int, pos: int, allowed, sharp: bool = False
                    ) -> tuple[float, float] | tuple[float, float, float]:
    """(careless, careful) likelihood of `bid` from the whole hand `hand` at `pos`
    (with `sharp`, the sharp player's likelihood third)."""
    options = careless_bid(hand, allowed)
    careless = 1.0 / len(options) if bid in options else FLOOR
    guess = sim.normal_bid(hand, k, pos, allowed)
    careful = 1.0 if guess == bid else max(FLOOR, BID_MISS ** abs(guess - bid))
    if not sharp:
        return careless, careful
    return careless, careful, max(FLOOR, SHARP_BID_MISS ** abs(guess - bid))


def play_likelihoods(hand_before, played: int, trick_best: int, n_after: int, need: int,
                     counts, unseen: int, aim: bool = False) -> tuple[float, float, float]:
    """(careless, rule-bound, sharp) likelihood of playing `played` from `hand_before`
    (with `aim`, the sharp player is one that plays by `aim.aim_play`)."""
    aim = max(hand_before) if need > 0 else min(hand_before)
    same = hand_before.count(played)
    careless = 0.5 * same / len(hand_before) + (0.5 if played == aim else 0.0)
    choice = sim.normal_play(hand_before, trick_best, n_after, need, counts, unseen)
    careful = 1.0 if choice == played else FLOOR
    serving = [v for v in hand_before if (v >= trick_best) == (need > 0)] or hand_before
    if aim:
        choice = aim_from_counts(hand_before, trick_best, n_after, need, counts, unseen)
    sharp = 0.5 * (choice == played) + 0.5 * serving.count(played) / len(serving)
    return max(careless, FLOOR), careful, max(sharp, FLOOR)


def round_likelihoods(hands, bids, tricks, k: int, size: int, pos: int, aim: bool = False
                      ) -> tuple[float, float] | tuple[float, float, float]:
    """(careless, careful) likelihood of everything position `pos` did this round; with
    `aim` the sharp part of the careful model plays by `aim.aim_play`, and the share of
    the careful likelihood that is the sharp player's comes third.

    `hands[q]` is the sampled whole hand of each position (held + played), `bids` the
    bids, `tricks` the round's tricks so far as lists of (position, rank) in play order
    (the last one may be unfinished)."""
    careless = careful = sharp = 1.0
    if bids[pos] is not None:
        allowed = list(range(size + 1))
        if pos == k - 1:
            f = size - sum(b for b in bids[:pos] if b is not None)
            if 0 <= f <= size:
                allowed.remove(f)
        careless, careful, sharp = bid_likelihoods(hands[pos], bids[pos], k, pos, allowed,
                                                   sharp=True)
    held = sorted(hands[pos])
    played_counts = [0] * 14
    won = 0
    for trick in tricks:
        best = 0
        for j, (q, v) in enumerate(trick):
            if q == pos:
                counts = [4 - played_counts[r] for r in range(14)]
                counts[0] = 0
                for r in held:
                    counts[r] -= 1
                a, b, c = play_likelihoods(held, v, best, k - 1 - j, bids[pos] - won,
                                           counts, sum(counts), aim)
                careless *= a
                careful *= b
                sharp *= c
                held.remove(v)
            if v >= best:
                best = v
            played_counts[v] += 1
        if len(trick) == k and max(trick, key=lambda t: (t[1], trick.index(t)))[0] == pos:
            won += 1
    mix = (1.0 - SHARP) * careful + SHARP * sharp
    if not aim:
        return careless, mix
    return careless, mix, SHARP * sharp / mix


def careless_move(rnd: sim.Round, pos: int, rng: random.Random) -> int:
    hand = rnd.hands[pos]
    if rng.random() < 0.5:
        return hand[rng.randrange(len(hand))]
    return max(hand) if rnd.bids[pos] - rnd.won[pos] > 0 else min(hand)


def aim_move(rnd: sim.Round, pos: int) -> int:
    best = max((c for _, c in rnd.trick), default=0)
    return aim_play(sorted(rnd.hands[pos]), best, rnd.k - 1 - len(rnd.trick),
                    rnd.bids[pos] - rnd.won[pos], rnd.played, sum(rnd.played))


def mixed_rollout(rnd: sim.Round, careless: set[int], rng: random.Random | None,
                  aim=()) -> None:
    """Play the round out: positions in `careless` as a careless player, those in `aim`
    by `aim.aim_play`, the others by the rules of thumb (Normal's play)."""
    rnd.rollout(careless=careless, rng=rng, aim=aim)


def mixed_rollout_reference(rnd: sim.Round, careless: set[int], rng: random.Random | None,
                            aim=()) -> None:
    """`mixed_rollout` move by move (what the tests check the inlined one against)."""
    while not rnd.finished():
        pos = rnd.to_move()
        if pos in aim:
            v = aim_move(rnd, pos)
        elif pos in careless:
            v = careless_move(rnd, pos, rng)
        else:
            v = rnd.policy_move(pos)
        rnd.play(pos, v)


# ---------------------------------------------------------------- hidden hands
class Candidate:
    """One deal of the unseen ranks to the hidden hands, with how well it explains what
    each rival did: `weight` (the product over rivals of prior-mixed likelihoods) and
    `careless[q]` (the chance rival q plays carelessly, given this deal)."""

    __slots__ = ("hands", "weight", "careless", "aim")

    def __init__(self, hands, weight, careless, aim=None):
        self.hands = hands
        self.weight = weight
        self.careless = careless
        self.aim = aim  # per position: the chance it plays by `aim.aim_play`, if careful


def deal_unseen(rng: random.Random, unseen: list[int], sizes: list[int]) -> list[list[int]]:
    """The unseen ranks dealt at random to hands of `sizes` (0 for the viewer's own)."""
    drawn = rng.sample(unseen, sum(sizes))
    hands, i = [], 0
    for n in sizes:
        hands.append(sorted(drawn[i:i + n]))
        i += n
    return hands


def weigh(held, played_by, acted, bids, tricks, k: int, size: int, prior, cache: dict,
          aim_out: list[float] | None = None) -> tuple[float, list[float]]:
    """(weight of a deal, per-position chance of carelessness given it). `held[q]` is what
    q holds now in the deal, `played_by[q]` what it played this round: together its whole
    hand, scored by `round_likelihoods` under both models (memoised in `cache`, since
    late in a round many deals give a rival the same cards). With `aim_out`, also each
    acted position's chance of playing by `aim.aim_play` if careful, given the deal."""
    w = 1.0
    posterior = list(prior)
    for q in acted:
        key = (q, tuple(held[q]))
        got = cache.get(key)
        if got is None:
            whole = [None] * k
            whole[q] = held[q] + played_by[q]
            got = cache[key] = round_likelihoods(whole, bids, tricks, k, size, q,
                                                 aim_out is not None)
        lc, lk = got[0], got[1]
        if aim_out is not None:
            aim_out[q] = got[2]
        pc = prior[q]
        mix = pc * lc + (1.0 - pc) * lk
        w *= mix
        posterior[q] = pc * lc / mix
    return w, posterior


def resample(rng: random.Random, candidates: list[Candidate], keep: int) -> list[Candidate]:
    """`keep` candidates drawn in proportion to their weights (systematic resampling:
    one random offset, so a deal of weight w appears about keep*w/total times)."""
    total = sum(c.weight for c in candidates)
    if total <= 0.0:
        return candidates[:keep]
    step = total / keep
    u = rng.random() * step
    out, i, acc, last = [], 0, candidates[0].weight, len(candidates) - 1
    for _ in range(keep):
        while u > acc and i < last:
            i += 1
            acc += candidates[i].weight
        out.append(candidates[i])
        u += step
    return out
