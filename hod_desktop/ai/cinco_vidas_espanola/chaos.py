"""Difícil's decisions in Chaos, where nobody chooses a card.

After the bids each hand is shuffled face down and every seat picks a position blind, so
a round is played at random: what a seat decides is its bid (and, in the 1-card round,
whom to spy). That makes a round cheap to foresee on values alone:

- `bid_losses`: deal the unseen values to the other seats many ways, weight each deal by
  how well it explains the bids already made (the rivals modelled as Normal, softly),
  play each deal out several times at random (`random_tricks`) and score each bid by the
  lives it loses on average (no more than the seat has). A bid also sets what the dealer
  may not bid, so a seat bidding before the dealer also counts the lives the dealer looks
  set to lose with what is left to it: one of them is worth 1/(players alive - 1) of its
  own (every rival's life counts alike; heads-up, the dealer's loss is this seat's gain);
- `single_call_losses`: the 1-card round's calls, on this seat's chance to miss given its
  card, the spied card and the calls before (`single_win_chance` is that chance alone);
  it can also count the dealer's forced miss (`SINGLE_SPOIL`, off: measured worse);
- `spy_target`: in the 1-card round, the rival whose card is worth most to that call
  (deals grouped by what this seat would then know, each group taking its best call).
Budgets are counts of sampled deals, not clock time.
"""
from __future__ import annotations

import random

from ...engine.cinco_vidas_espanola import EspanolaView
from . import sim
from ..base import Thinking

MISS = 0.15  # likelihood factor per unit a rival's bid differs from the Normal guess
SPOIL = 1.0  # the dealer's lost lives in a many-card round, times 1/(players alive - 1)
# the dealer's miss in the 1-card round, times 1/(players alive - 1): off, as measured
# (counted in full, 29.8% vs 32.9% over the same 1200 games, paired −3.0 ± 2.7 points)
SINGLE_SPOIL = 0.0
PLAYOUTS = 6  # random play-outs per sampled deal
YIELD_EVERY = 8


def random_tricks(hands: list[list[int]], rng: random.Random) -> list[int]:
    """Tricks won by each position when every seat plays its hand in a random order
    (a Chaos round: positions 0..k-1 in bidding order, position 0 leads first)."""
    k = len(hands)
    shuffled = []
    for h in hands:
        h = list(h)
        rng.shuffle(h)
        shuffled.append(h)
    won = [0] * k
    leader = 0
    winner_of = sim.trick_winner_fast
    for j in range(len(hands[0])):
        vals = [shuffled[(leader + i) % k][j] for i in range(k)]
        leader = (leader + winner_of(vals)) % k
        won[leader] += 1
    return won


def _allowed(size: int, pos: int, k: int, bids_before: int) -> tuple[int, ...]:
    if pos != k - 1:
        return tuple(range(size + 1))
    f = size - bids_before
    return tuple(b for b in range(size + 1) if b != f)


def bid_losses(view: EspanolaView, options: list[int], rng: random.Random,
               samples: int) -> Thinking:
    """Expected score (lower is better) of each bid in `options`, multi-card rounds."""
    order = view.order
    k = len(order)
    me = order.index(view.viewer)
    size = view.round_size
    hand = [c.value for c in view.hand]
    unseen = [v for v in sim.VALUES for _ in range(4)]
    for v in hand:
        unseen.remove(v)
    bids = [view.bids[p] for p in order]
    cap = max(1, view.lives[view.viewer])
    dealer = k - 1
    dealer_cap = max(1, view.lives[order[dealer]])
    weight = SPOIL / (k - 1)  # a rival's lost life, against one of this seat's own
    spoil = me < dealer and SPOIL > 0
    loss = [0.0] * len(options)
    total = 0.0
    for s in range(samples):
        dealt = rng.sample(unseen, size * (k - 1))
        hands = []
        i = 0
        for pos in range(k):
            if pos == me:
                hands.append(hand)
            else:
                hands.append(dealt[i:i + size])
                i += size
        w = 1.0
        before = 0
        for q in range(me):
            guess = sim.normal_bid(hands[q], k, q, _allowed(size, q, k, before))
            if guess != bids[q]:
                w *= MISS ** abs(guess - bids[q])
            before += bids[q]
        if w < 1e-6:
            continue
        total += w
        between = [sim.normal_bid(hands[q], k, q, tuple(range(size + 1)))
                   for q in range(me + 1, dealer)] if spoil else []
        outcomes = [random_tricks(hands, rng) for _ in range(PLAYOUTS)]
        for i, o in enumerate(options):
            mine = sum(min(abs(o - won[me]), cap) for won in outcomes) / PLAYOUTS
            if spoil:
                allowed = _allowed(size, dealer, k, before + o + sum(between))
                d_bid = sim.normal_bid(hands[dealer], k, dealer, allowed)
                theirs = sum(min(abs(d_bid - won[dealer]), dealer_cap)
                             for won in outcomes) / PLAYOUTS
                mine -= weight * theirs
            loss[i] += w * mine
        if s % YIELD_EVERY == YIELD_EVERY - 1:
            yield
    return [x / total for x in loss] if total else loss


# ---------------------------------------------------------------- the 1-card round
def _normal_call(pos: int, value: int, spied_pos: int | None, spied_value: int | None,
                 k: int) -> int:
    """What a Normal seat calls in the Chaos 1-card round (no dealer restriction), seeing
    its card and the one it spied."""
    return _call(pos, value, spied_pos, spied_value, k)


_CALLS: dict = {}


def _call(pos, value, spied_pos, spied_value, k) -> int:
    key = (pos, value, spied_pos, spied_value, k)
    found = _CALLS.get(key)
    if found is None:
        known = {} if spied_pos is None else {spied_pos: spied_value}
        seen = [value] + ([] if spied_pos is None else [spied_value])
        chance = sim.single_card_chance(pos, value, known, k, sim.unseen_counts(seen))
        found = _CALLS[key] = 1 if chance > 0.5 else 0
    return found


def _call_chance(q: int, values: list[int], k: int, call: int) -> float:
    """How likely a Normal seat q makes `call` with the cards of `values`, over the rival
    it spied (chosen at random among the others)."""
    hits = 0
    for t in range(k):
        if t != q:
            hits += _normal_call(q, values[q], t, values[t], k) == call
    return hits / (k - 1)


def _single_deals(view: EspanolaView, rng: random.Random, samples: int):
    """Sampled values of every position's card in the 1-card round (bidding order)."""
    order = view.order
    k = len(order)
    me = order.index(view.viewer)
    mine = view.hand[0].value
    spied = {order.index(p): c.value for p, c in view.visible}
    unseen = [v for v in sim.VALUES for _ in range(4)]
    unseen.remove(mine)
    for v in spied.values():
        unseen.remove(v)
    free = [q for q in range(k) if q != me and q not in spied]
    for _ in range(samples):
        drawn = rng.sample(unseen, len(free))
        values = [0] * k
        values[me] = mine
        for q, v in spied.items():
            values[q] = v
        for q, v in zip(free, drawn):
            values[q] = v
        yield values


def single_win_chance(view: EspanolaView, rng: random.Random, samples: int) -> Thinking:
    """Chance this seat's card takes the 1-card trick, given its card, the spied card and
    the calls made before it (each rival a soft Normal: it saw its card and one other)."""
    order = view.order
    k = len(order)
    me = order.index(view.viewer)
    bids = [view.bids[p] for p in order]
    wins = total = 0.0
    for s, values in enumerate(_single_deals(view, rng, samples)):
        w = 1.0
        for q in range(k):
            if q != me and bids[q] is not None:
                w *= MISS + (1.0 - MISS) * _call_chance(q, values, k, bids[q])
        total += w
        wins += w * (sim.trick_winner_fast(values) == me)
        if s % (YIELD_EVERY * 8) == YIELD_EVERY * 8 - 1:
            yield
    return wins / total if total else 0.0


def _call_scores(values: list[int], me: int, before: int, rng: random.Random
                 ) -> tuple[float, float]:
    """The score (lower is better) of calling 0 and 1 in the 1-card round on one deal,
    the calls before this seat adding up to `before`: its own miss, less 1/(players
    alive - 1) of the dealer's. The dealer may not make the calls add up to 1, so while
    they add up to 0 or 1 it is forced, and a call before it picks the dealer's call (the
    seats in between call as Normal does, each having spied a rival at random); the
    dealer itself may not make the forbidden call (scored out of reach)."""
    k = len(values)
    dealer = k - 1
    winner = sim.trick_winner_fast(values)
    out = [float(c != (winner == me)) for c in (0, 1)]
    if me == dealer:
        if before <= 1:
            out[1 - before] = 1e9
        return out[0], out[1]
    between = 0
    for q in range(me + 1, dealer):
        t = rng.choice([x for x in range(k) if x != q])
        between += _normal_call(q, values[q], t, values[t], k)
    t = rng.choice([x for x in range(k) if x != dealer])
    free_call = _normal_call(dealer, values[dealer], t, values[t], k)
    weight = SINGLE_SPOIL / (k - 1)
    for c in (0, 1):
        total = before + c + between
        d_call = total if total <= 1 else free_call  # 1 - total is forbidden to it
        out[c] -= weight * (d_call != (winner == dealer))
    return out[0], out[1]


def single_call_losses(view: EspanolaView, options: list[int], rng: random.Random,
                       samples: int) -> Thinking:
    """The 1-card round's expected score (`_call_scores`) of each call in `options`: with a
    near coin-flip card, the call that leaves a forced dealer the likelier miss wins."""
    order = view.order
    k = len(order)
    me = order.index(view.viewer)
    bids = [view.bids[p] for p in order]
    before = sum(b for b in bids[:me] if b is not None)
    loss = [0.0] * len(options)
    total = 0.0
    for s, values in enumerate(_single_deals(view, rng, samples)):
        w = 1.0
        for q in range(me):
            if bids[q] is not None:
                w *= MISS + (1.0 - MISS) * _call_chance(q, values, k, bids[q])
        total += w
        scores = _call_scores(values, me, before, rng)
        for i, c in enumerate(options):
            loss[i] += w * scores[c]
        if s % (YIELD_EVERY * 8) == YIELD_EVERY * 8 - 1:
            yield
    return [x / total for x in loss] if total else loss


def spy_target(view: EspanolaView, rng: random.Random, samples: int) -> Thinking:
    """The rival (seat) whose card is worth most to this seat's call: for each rival, the
    deals are grouped by what this seat would know (that card and the calls before its
    own) and each group takes its best call (`_call_scores`); the rival whose grouping
    scores best is spied. None with nobody to spy."""
    order = view.order
    k = len(order)
    me = order.index(view.viewer)
    rivals = [q for q in range(k) if q != me]
    if not rivals or not view.hand:
        return None
    groups: list[dict] = [dict() for _ in rivals]
    for s, values in enumerate(_single_deals(view, rng, samples)):
        calls = tuple(_normal_call(q, values[q], t, values[t], k)
                      for q in range(me)
                      for t in [rng.choice([x for x in range(k) if x != q])])
        scores = _call_scores(values, me, sum(calls), rng)
        for i, t in enumerate(rivals):
            g = groups[i].setdefault((values[t], calls), [0.0, 0.0])
            g[0] += scores[0]
            g[1] += scores[1]
        if s % (YIELD_EVERY * 8) == YIELD_EVERY * 8 - 1:
            yield
    score = [sum(min(g) for g in gs.values()) for gs in groups]
    best = min(range(len(rivals)), key=lambda i: (score[i], i))
    return order[rivals[best]]
