"""Chinchón Difícil's search: determinized playouts on the private simulator (PIMC).

For a decision, the few candidate actions (the draw choice; the closes and the best
throws by Difícil's own scoring) are each played out to the end of the hand on the same
`DEALS` deals of the unseen cards (the other hands, known cards first, and the stock in
a random order), every player following `Policy`. A playout's worth is the hand's points
as the bot sees them: what the others score less what it scores, a chinchón as a big
swing. The search is an iteration budget (deals x candidates) and yields after every
playout, so the table spreads it over frames.
"""
from __future__ import annotations

import bisect
import random
from functools import lru_cache

from ...engine.chinchon.melds import POINTS, deadwood_of
from .sim import (CLOSE, CLOSED, DISCARD, DRAW_PILE, DRAW_STOCK, PLAYING,
                           HandSim)

NO_CLOSE = 99
CHINCHON_SWING = 60  # a chinchón ends the game: worth far more than any hand's points
GAME_SWING = 60  # so does a hand that puts a player over the limit


def throw_score(cid: int, hand: tuple[int, ...]) -> int:
    """How much a card is worth throwing (higher: throw it first): its points, less a
    lot when it is in a set or run of three with the hand, less some for a pair or a
    near run piece. Cheap enough to run on every turn of every playout."""
    o, s = cid >> 2, cid & 3
    same_rank = run1 = run2 = 0
    below = above = below2 = above2 = False
    for j in hand:
        if j == cid:
            continue
        jo = j >> 2
        if jo == o:
            same_rank += 1
        elif j & 3 == s:
            d = jo - o
            if d == -1:
                below = True
            elif d == 1:
                above = True
            elif d == -2:
                below2 = True
            elif d == 2:
                above2 = True
    run1 = below + above
    if same_rank >= 2 or (below and above) or (below and below2) or (above and above2):
        return POINTS[cid] - 40  # melded: keep
    score = POINTS[cid]
    if same_rank:
        score -= 6
    if run1:
        score -= 5
    elif below2 or above2:
        score -= 3
    return score


def throw_scores(hand: tuple[int, ...]) -> list[int]:
    """`throw_score` of every card of `hand`, in one pass (the reading of a player's
    throws scores eight cards for each of hundreds of hands)."""
    ranks, copies, orders = [0] * 10, [0] * 40, [0, 0, 0, 0]
    for j in hand:
        ranks[j >> 2] += 1
        copies[j] += 1
        orders[j & 3] |= 1 << (j >> 2)
    out = []
    for cid in hand:
        o = cid >> 2
        same = ranks[o] - copies[cid]
        near = orders[cid & 3] >> o  # bit 1 is o + 1, bit 2 is o + 2
        wide = (orders[cid & 3] << 2) >> o  # bit 1 is o - 1, bit 0 is o - 2
        below, below2 = wide & 2, wide & 1
        above, above2 = near & 2, near & 4
        if same >= 2 or (below and above) or (below and below2) or (above and above2):
            out.append(POINTS[cid] - 40)
            continue
        score = POINTS[cid] - (6 if same else 0)
        if below or above:
            score -= 5
        elif below2 or above2:
            score -= 3
        out.append(score)
    return out


def _without(ids: tuple[int, ...], cid: int) -> tuple[int, ...]:
    i = ids.index(cid)
    return ids[:i] + ids[i + 1:]


def _with(ids: tuple[int, ...], cid: int) -> tuple[int, ...]:
    out = list(ids)
    bisect.insort(out, cid)
    return tuple(out)


class Policy:
    """How every player plays in a playout: closes when it can (the cheapest close),
    takes the discard when it melds, throws by `throw_score`."""

    @staticmethod
    def draw(sim: HandSim) -> int:
        """The discard when it would be kept: melded with the hand, or a low card that
        pairs up (and the hand has a worse card to throw instead)."""
        if not sim.pile:
            return DRAW_STOCK
        hand = sim.hands[sim.player]
        top = sim.pile[-1]
        with_top = _with(hand, top)
        score = throw_score(top, with_top)
        worst = max(throw_score(c, with_top) for c in hand)
        return DRAW_PILE if score < 0 and worst > score + 2 else DRAW_STOCK

    @staticmethod
    def end_turn(sim: HandSim) -> int:
        closes = sim.closes()
        if closes:
            return CLOSE + closes[0]
        hand = sim.hands[sim.player]
        best, pick = None, -1
        for cid in dict.fromkeys(hand):
            if sim.throwable(cid):
                v = throw_score(cid, hand)
                if best is None or v > best:
                    best, pick = v, cid
        return DISCARD + pick


def playout(sim: HandSim, max_actions: int = 120) -> None:
    """Play the hand on to its end (or `max_actions`) with `Policy` for everyone."""
    for _ in range(max_actions):
        if sim.status != PLAYING:
            return
        sim.apply(Policy.end_turn(sim) if sim.drawn else Policy.draw(sim))


def worth(sim: HandSim, me: int) -> float:
    """The hand's result for `me`: the others' mean points less mine (a chinchón is a
    big swing); an unfinished hand by the deadwood each would keep."""
    others = [p for p in sim.order if p != me]
    if sim.status == CLOSED:
        if sim.chinchon:
            return CHINCHON_SWING if sim.closer == me else -CHINCHON_SWING
        return sum(sim.points[p] for p in others) / len(others) - sim.points[me]
    if sim.status != PLAYING:
        return 0.0
    return 0.5 * (sum(deadwood_of(sim.hands[p][:7]) for p in others) / len(others)
                  - deadwood_of(sim.hands[me][:7]))


def game_worth(sim: HandSim, me: int, scores, limit: int) -> float:
    """`worth`, but a hand that ends the game for a player counts as the game: going over
    the limit costs GAME_SWING, putting every other player over it wins GAME_SWING (near
    the end a close that knocks the rival out beats any better-scoring close later)."""
    if sim.status != CLOSED or sim.chinchon:
        return worth(sim, me)
    totals = {p: scores[p] + sim.points[p] for p in sim.order}
    mine_over = totals[me] > limit
    others_over = all(totals[p] > limit for p in sim.order if p != me)
    if others_over and (not mine_over or totals[me] < min(totals[p] for p in sim.order if p != me)):
        return GAME_SWING
    if mine_over:
        return -GAME_SWING
    return worth(sim, me)


def game_on_the_line(view) -> bool:
    """A close now may end the game: we are near the limit, or every rival is. Then
    even a hand held for a chinchón is worth a search that counts the game."""
    if view.limit - view.scores[view.viewer] < 15:
        return True
    return all(view.limit - view.scores[p] < 20 for p in view.players_in_hand
               if p != view.viewer)


def deal_from_view(view, unseen: tuple[int, ...], rng: random.Random) -> HandSim:
    """One deal of the unseen cards consistent with the view: the other hands (the cards
    they are known to hold first) and the stock in a random order."""
    from ...engine.chinchon.melds import card_id

    pool = [i for i, n in enumerate(unseen) for _ in range(n)]
    rng.shuffle(pool)
    hands: list[tuple[int, ...]] = [()] * view.n_players
    at = 0
    for p in view.players_in_hand:
        if p == view.viewer:
            hands[p] = tuple(sorted(card_id(c) for c in view.hand))
            continue
        known = [card_id(c) for c in view.known_held[p]]
        k = max(0, view.hand_sizes[p] - len(known))
        hands[p] = tuple(sorted(known + pool[at:at + k]))
        at += k
    stock = pool[at:at + view.stock_size]
    taken = card_id(view.taken_now) if view.taken_now is not None else -1
    order = view.players_in_hand
    return HandSim(hands, order, order.index(view.viewer), view.phase == "discard", taken,
                   stock, [card_id(c) for c in view.discard_pile], view.exhaustions,
                   random.Random(rng.getrandbits(32)))


def search(view, unseen: tuple[int, ...], candidates: list[int], rng: random.Random,
           deals: int):
    """Mean worth of each candidate over `deals` shared deals (a generator that yields
    after each playout and returns {candidate: mean worth})."""
    totals = dict.fromkeys(candidates, 0.0)
    me = view.viewer
    for _ in range(deals):
        root = deal_from_view(view, unseen, rng)
        seed = rng.getrandbits(32)
        for a in candidates:
            sim = root.copy()
            sim.rng = random.Random(seed)  # the same stock rebuilds for every candidate
            sim.apply(a)
            playout(sim)
            totals[a] += game_worth(sim, me, view.scores, view.limit)
            yield
    return {a: t / deals for a, t in totals.items()}
