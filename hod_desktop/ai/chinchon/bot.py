"""Chinchón bots: Fácil (greedy, careless), Normal (the seed's tips), Difícil (lookahead).

Every bot sees only the `ChinchonView` of its seat and its own `random.Random`; its
choice depends on nothing else, so a deal code replays the same game. `decide(view)` is
a generator: it yields while thinking and returns an action text from `view.legal`.

- Fácil: closes when it can, throws the card that leaves the least deadwood (often a
  random one instead), takes from the discard only when it lowers its deadwood a lot.
- Normal: keeps low cards and live pairs/run pieces (less so for figures after the third
  turn), takes from the discard only when the card really melds, closes as soon as it
  can unless a chinchón is one card away, and does not feed the next player (no card of
  the rank they last took from the discard, nor of its suit nearby).
- Difícil: a throw is judged by the expected value of the kept seven over the next
  draws (the best single unseen card among up to five draws, a possible close counted as
  a win; fewer draws when an opponent looks close to closing), plus half Normal's
  keep-score, plus the danger of feeding the next player, measured on 400 hands dealt
  consistently with the view and weighed by what that player did this hand: the tops
  it passed over did not meld with it, the discards it took do, its last two throws were
  the ones a sensible player makes (reading.py). It takes a
  discard that melds even for a small gain, picks among several closes the one that
  leaves the others most points after their lay-offs (sampled), and plays the game
  score: near its own limit it keeps fewer pieces and counts the loose points a rival's
  close would put it over with (value.py), near an opponent's it races to close. It
  closes at once unless the close may end the game; then it plays the close out against
  its best throws, counting a hand that ends the game as the game (search.game_worth).
All bots accept a re-entry when offered: it can only help.
"""
from __future__ import annotations

import random

from ...engine.chinchon import DISCARD, DRAW, REENTRY, ChinchonView
from ...engine.chinchon.melds import (CARDS_BY_ID, POINTS, after_best_throw,
                                     best_arrangement, card_id, closing_arrangement,
                                     deadwood_of, hand_ids, is_chinchon)
from ..base import Thinking
from .reading import melds_with, next_hands
from .search import game_on_the_line, search
from .sim import CLOSE as SIM_CLOSE, DISCARD as SIM_DISCARD
from .value import CLOSE_BONUS, NO_CLOSE, NO_LIMIT, add_card, expected_after_draw

LEVELS = ("facil", "normal", "dificil")


# ---------------------------------------------------------------- reading the view
class Table:
    """The view in card ids: own hand, unseen counts, the next player's pickings."""

    def __init__(self, view: ChinchonView):
        self.view = view
        self.hand = list(view.hand)
        self.ids = hand_ids(view.hand)
        copies = 2 if view.two_decks else 1
        unseen = [copies] * 40
        for c in view.hand:
            unseen[card_id(c)] -= 1
        for c in view.discard_pile:
            unseen[card_id(c)] -= 1
        for p, held in enumerate(view.known_held):
            if p != view.viewer:
                for c in held:
                    unseen[card_id(c)] -= 1
        self.unseen = tuple(max(0, k) for k in unseen)
        order = view.players_in_hand
        i = order.index(view.viewer) if view.viewer in order else 0
        self.next_player = order[(i + 1) % len(order)] if order else view.viewer
        self.turn = view.turns[view.viewer] if view.turns else 0

    def throw_options(self) -> list[str]:
        return [a for a in self.view.legal if a.startswith("discard ")]

    def close_options(self) -> list[str]:
        return [a for a in self.view.legal if a.startswith("close ")]

    def rest_ids(self, name: str) -> tuple[int, ...]:
        """The hand's ids without one card called `name`."""
        cid = card_id(next(c for c in self.hand if str(c) == name))
        ids = list(self.ids)
        ids.remove(cid)
        return tuple(ids)

    def rest_cards(self, name: str) -> list:
        rest = list(self.hand)
        rest.remove(next(c for c in self.hand if str(c) == name))
        return rest


def chinchon_close(table: Table) -> str | None:
    for a in table.close_options():
        if is_chinchon(table.rest_cards(a.split()[1])):
            return a
    return None


def _makes_chinchon(hand, card) -> bool:
    cards = list(hand) + [card]
    return any(is_chinchon(cards[:i] + cards[i + 1:]) for i in range(len(cards) - 1))


def chinchon_near(table: Table) -> bool:
    """Six cards of one suit in a run, with a seventh still unseen at either end."""
    by_suit: dict[int, set[int]] = {}
    for i in table.ids:
        by_suit.setdefault(i & 3, set()).add(i >> 2)
    for suit, orders in by_suit.items():
        for lo in range(0, 5):
            if all(o in orders for o in range(lo, lo + 6)):
                ends = [o for o in (lo - 1, lo + 6) if 0 <= o < 10]
                if any(table.unseen[o * 4 + suit] for o in ends):
                    return True
    return False


# ---------------------------------------------------------------- the bots
class ChinchonBot:
    def __init__(self, level: str, rng: random.Random):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {LEVELS}")
        self.level = level
        self.rng = rng
        if level == "dificil":
            self.TAKE_GAIN = 1  # takes a discard that melds even for a small gain

    reason: tuple[str, dict] | None = None  # why the last decision (see `explain`)
    _why_of: tuple | None = None  # (table, choice) of the last decision, worded on demand

    def explain(self) -> tuple[str, dict] | None:
        """Why the last `decide` chose what it chose, as (text key, details) for the hint
        ("ch.why.*" keys; card details are card codes such as "7o"). Worked out only when
        asked: only hints need it, and it cost bots in play more than deciding did."""
        if self.reason is None and self._why_of is not None:
            self.reason = why(*self._why_of)
            self._why_of = None
        return self.reason

    def decide(self, view: ChinchonView) -> Thinking:
        yield
        self.reason, self._why_of = None, None
        if view.phase == REENTRY:
            choice = "reenter" if "reenter" in view.legal else view.legal[0]
            self.reason = ("ch.why.reenter" if choice == "reenter" else "ch.why.only", {})
            return choice
        table = Table(view)
        if view.phase == DRAW:
            choice = yield from getattr(self, "_draw_" + self.level)(table)
        elif view.phase == DISCARD:
            choice = yield from self._turn_end(table)
        else:
            choice = view.legal[0]
        assert choice in view.legal, (choice, view.legal)
        self._why_of = (table, choice)
        return choice

    # -- closing or throwing
    def _turn_end(self, table: Table) -> Thinking:
        chin = chinchon_close(table)
        if chin:
            return chin
        closes = table.close_options()
        if (self.level == "dificil" and closes and self.SEARCH_DEALS
                and game_on_the_line(table.view)):
            choice = yield from self._search_turn_end(table, closes)
            return choice
        if closes and not (self.level != "facil" and self._holding_for_chinchon(table)):
            if self.level == "dificil" and len(closes) > 1:
                choice = yield from self._best_close(table, closes)
                return choice
            return min(closes, key=lambda a: self._close_points(table, a))
        choice = yield from getattr(self, "_throw_" + self.level)(table)
        return choice

    @staticmethod
    def _close_points(table: Table, action: str) -> int:
        for t, x in table.view.close_options:
            if str(t) == action.split()[1]:
                return -10 if x is None else POINTS[card_id(x)]
        return NO_CLOSE

    # -- Fácil
    def _draw_facil(self, table: Table) -> Thinking:
        yield
        top = table.view.discard_top
        if top is None or "draw discard" not in table.view.legal:
            return "draw stock"
        now = deadwood_of(table.ids)
        after, _ = after_best_throw(add_card(table.ids, card_id(top)))
        return "draw discard" if after <= now - 8 else "draw stock"

    def _throw_facil(self, table: Table) -> Thinking:
        options = table.throw_options()
        if self.rng.random() < 0.35:
            return self.rng.choice(options)
        scored = []
        for a in options:
            yield
            scored.append((deadwood_of(table.rest_ids(a.split()[1])), a))
        return min(scored)[1]

    # -- Normal
    TAKE_GAIN = 3  # a discard that melds is taken when it saves at least this much

    def _draw_normal(self, table: Table) -> Thinking:
        yield
        top = table.view.discard_top
        if top is None or "draw discard" not in table.view.legal:
            return "draw stock"
        if self._holding_for_chinchon(table):
            return "draw discard" if _makes_chinchon(table.hand, top) else "draw stock"
        cid = card_id(top)
        with_top = add_card(table.ids, cid)
        best, close = after_best_throw(with_top)
        if close != NO_CLOSE:
            return "draw discard"
        arr = best_arrangement(list(table.hand) + [top])
        melds_it = any(top in m for m in arr.melds)
        gain = deadwood_of(table.ids) - best
        return "draw discard" if melds_it and gain >= self.TAKE_GAIN else "draw stock"

    def _throw_normal(self, table: Table) -> Thinking:
        scored = []
        for a in table.throw_options():
            yield
            name = a.split()[1]
            card = next(c for c in table.hand if str(c) == name)
            rest = table.rest_cards(name)
            score = self._keep_score(table, rest) + self._feeds(table, card)
            scored.append((score, -POINTS[card_id(card)], a))
        return min(scored)[2]

    def _keep_score(self, table: Table, rest) -> float:
        """Deadwood of what is kept, less a bonus for live pairs and run pieces."""
        arr = best_arrangement(rest)
        loose_ids = [card_id(c) for c in arr.loose]
        score = float(arr.points)
        for i in loose_ids:
            pts = POINTS[i]
            if table.turn >= 3 and pts == 10:
                factor = 0.25
            else:
                factor = 0.5
            if self._live_partner(table, i, loose_ids):
                score -= factor * pts
        return score

    @staticmethod
    def _live_partner(table: Table, i: int, loose_ids) -> bool:
        o, s = i >> 2, i & 3
        for j in loose_ids:
            if j == i:
                continue
            if j >> 2 == o and sum(table.unseen[o * 4 + t] for t in range(4)) > 0:
                return True
            if j & 3 == s and abs((j >> 2) - o) in (1, 2):
                lo, hi = min(o, j >> 2), max(o, j >> 2)
                need = [lo + 1] if hi - lo == 2 else [lo - 1, hi + 1]
                if any(0 <= n < 10 and table.unseen[n * 4 + s] for n in need):
                    return True
        return False

    @staticmethod
    def _feeds(table: Table, card) -> float:
        taken = table.view.last_taken[table.next_player]
        if taken is None or table.next_player == table.view.viewer:
            return 0.0
        a, b = card_id(card), card_id(taken)
        if a >> 2 == b >> 2 or (a & 3 == b & 3 and abs((a >> 2) - (b >> 2)) <= 2):
            return 6.0
        return 0.0

    # -- Difícil
    OPP_SAMPLES = 6  # other players' hands sampled (the choice of a close)
    DANGER = 14.0  # cost of a throw the next player can surely use (7 fed it more: see issue 14)
    W_E1, W_KEEP = 1.0, 0.5  # expected value after the next draws; live pairs and pieces
    HORIZON = 5  # draws planned for when nobody threatens to close
    CLOSE_BONUS = CLOSE_BONUS

    @staticmethod
    def _holding_for_chinchon(table: Table) -> bool:
        return chinchon_near(table) and table.view.stock_size > 4

    def _draw_dificil(self, table: Table) -> Thinking:
        choice = yield from self._draw_normal(table)  # with TAKE_GAIN 1
        return choice

    # -- Difícil's search (search.py): when it can close and the close may end the game,
    # it plays out each close and its best throws on shared deals, and keeps the one
    # that scores best. Earlier in the game it closes at once: searching there let the
    # rival close first more often than it found a better hand (issue 14). (Playing
    # every throw out this way was tried and lost: with the deals a turn can afford, the
    # playouts' noise outweighs what they see; see the closing note of issue 14.)
    SEARCH_DEALS = 32  # shared deals per close decision (0: the scoring alone)
    SEARCH_THROWS = 2  # the best throws by Difícil's scoring played out against the closes

    def _search_turn_end(self, table: Table, closes: list[str]) -> Thinking:
        scored = yield from self._scored_throws(table)
        throws = [a for _, _, a in sorted(scored)[:self.SEARCH_THROWS]]
        by_sim = {}
        for a in throws + closes:
            verb, name = a.split()
            cid = card_id(next(c for c in table.hand if str(c) == name))
            by_sim[(SIM_CLOSE if verb == "close" else SIM_DISCARD) + cid] = a
        worths = yield from search(table.view, table.unseen, list(by_sim), self.rng,
                                   self.SEARCH_DEALS)
        prior = {a: i for i, a in enumerate(throws)}  # ties: the scoring's order
        best = max(by_sim, key=lambda k: (worths[k], -prior.get(by_sim[k], -1)))
        return by_sim[best]

    def _horizon(self, table: Table) -> int:
        """How many more draws to plan for: fewer when an opponent looks close to
        closing (cards taken from the discard, a long hand) or our total is near the limit."""
        v = table.view
        threat = max((len(v.known_held[p]) for p in v.players_in_hand if p != v.viewer),
                     default=0)
        threat += table.turn // 3
        if v.limit - v.scores[v.viewer] < 20:
            threat += 1
        return max(1, self.HORIZON - threat)

    RACE_ROOM = 30  # with less room than this to our limit, a kept hand is judged by the game
    OVER = 20  # what loose points above that room cost (half while we may still re-enter)

    def _weights(self, table: Table) -> tuple[float, float, int, float]:
        """(close bonus, keep weight, room, over) for the game score: near our limit we
        keep less, and loose points that the rival's close would put us over with cost
        `over` more (value.expected_after_draw); when an opponent is near theirs, closing
        is worth more (whatever our own total: a short race goes to the first close)."""
        bonus, keep, room, over = self.CLOSE_BONUS, self.W_KEEP, NO_LIMIT, 0.0
        v = table.view
        mine = v.limit - v.scores[v.viewer]
        theirs = min((v.limit - v.scores[p] for p in v.players_in_hand if p != v.viewer),
                     default=v.limit)
        if mine < 25:
            keep *= 0.3
        if theirs < 15:
            bonus += 15
        if mine < self.RACE_ROOM:
            last_life = not v.reentry or v.reentry_used[v.viewer]
            room, over = mine, (self.OVER if last_life else self.OVER // 2)
        return bonus, keep, room, over

    def _value7(self, table: Table, ids7) -> float:
        """Lower is better: what a kept hand of 7 is worth before the next draw."""
        bonus, keep, room, over = self._weights(table)
        value = self.W_E1 * expected_after_draw(ids7, table.unseen, self._horizon(table),
                                                bonus, room, over)
        if keep:
            value += keep * self._keep_score(table, [CARDS_BY_ID[i] for i in ids7])
        return value

    def _throw_dificil(self, table: Table) -> Thinking:
        scored = yield from self._scored_throws(table)
        return min(scored)[2]

    def _scored_throws(self, table: Table) -> Thinking:
        """(Difícil's score, -points, action) of every throw; lower is better."""
        opp = yield from self._sample_next_hands(table)
        scored = []
        for a in table.throw_options():
            yield
            name = a.split()[1]
            cid = card_id(next(c for c in table.hand if str(c) == name))
            rest = table.rest_ids(name)
            for i, drawn in enumerate(c for c, k in enumerate(table.unseen) if k):
                after_best_throw(add_card(rest, drawn))  # fill the solver's cache in steps
                if i % 2:
                    yield
            value = self._value7(table, rest)
            danger = self._danger(opp, cid) if opp else 0.0
            scored.append((value + danger, -POINTS[cid], a))
        return scored

    def _best_close(self, table: Table, closes: list[str]) -> Thinking:
        """The close that leaves the others most points: what stays loose in their sampled
        hands after laying off onto the melds this close would show, less our own."""
        samples = yield from self._sample_other_hands(table)
        best = None
        for a in closes:
            yield
            arr = closing_arrangement(table.rest_cards(a.split()[1]))
            theirs = sum(best_arrangement(h, arr.melds).points for hands in samples for h in hands)
            value = arr.points - theirs / max(1, len(samples))
            if best is None or value < best[0]:
                best = (value, a)
        return best[1]

    def _sample_other_hands(self, table: Table) -> Thinking:
        """OPP_SAMPLES deals of the other players' hands consistent with the view (the
        cards they are known to hold first), as lists of cards."""
        v = table.view
        others = [p for p in v.players_in_hand if p != v.viewer]
        pool = [i for i, n in enumerate(table.unseen) for _ in range(n)]
        out = []
        for _ in range(self.OPP_SAMPLES):
            yield
            self.rng.shuffle(pool)
            at, hands = 0, []
            for p in others:
                known = list(v.known_held[p])
                k = max(0, v.hand_sizes[p] - len(known))
                hands.append(known + [CARDS_BY_ID[i] for i in pool[at:at + k]])
                at += k
            out.append(hands)
        return out

    def _sample_next_hands(self, table: Table) -> Thinking:
        """Id hands for the next player, weighed by what that player did this hand
        (reading.next_hands: the tops passed over, the discards taken)."""
        if table.next_player == table.view.viewer:
            return []
        hands = yield from next_hands(table.view, table.unseen, table.next_player, self.rng)
        return hands

    def _danger(self, hands, cid: int) -> float:
        """DANGER times the weight of the read hands that would meld or close with `cid`."""
        useful = 0.0
        for h, w in hands:
            if not melds_with(cid, h):
                continue
            best, close = after_best_throw(add_card(h, cid))
            if close != NO_CLOSE or best <= deadwood_of(h) - 4:
                useful += w
        return self.DANGER * useful


def why(table: Table, choice: str) -> tuple[str, dict]:
    """A one-line reason for `choice`, read from the hand after the fact (no generator is
    used, so explaining never changes a decision): what a take melds, what a close
    scores, how many loose points a throw keeps."""
    view = table.view
    words = choice.split()
    if choice == "draw discard":
        top = view.discard_top
        before = deadwood_of(table.ids)
        after, close = after_best_throw(add_card(table.ids, card_id(top)))
        if close != NO_CLOSE:
            return "ch.why.take_close", {"card": str(top)}
        return "ch.why.take", {"card": str(top), "before": before, "after": after}
    if choice == "draw stock":
        if view.discard_top is None or "draw discard" not in view.legal:
            return "ch.why.stock_only", {}
        return "ch.why.stock", {"card": str(view.discard_top)}
    if words[0] == "close":
        if is_chinchon(table.rest_cards(words[1])):
            return "ch.why.chinchon", {"card": words[1]}
        points = ChinchonBot._close_points(table, choice)
        return ("ch.why.close_minus" if points < 0 else "ch.why.close"), {"card": words[1], "n": points}
    if words[0] == "discard":
        kept = best_arrangement(table.rest_cards(words[1])).points
        least, other = min((best_arrangement(table.rest_cards(a.split()[1])).points, a.split()[1])
                           for a in table.throw_options())
        if kept > least:  # not the smallest deadwood: it does not feed, or keeps pieces
            card = next(c for c in table.hand if str(c) == other)
            if ChinchonBot._feeds(table, card):
                return "ch.why.throw_safe", {"card": words[1], "other": other,
                                             "seat": table.next_player}
            return "ch.why.throw_keep", {"card": words[1], "loose": kept, "least": least}
        return "ch.why.throw", {"card": words[1], "loose": kept}
    return "ch.why.only", {}


def make_bot(level: str, rng: random.Random) -> ChinchonBot:
    return ChinchonBot(level, rng)
