"""`determinize` of the Spanish-deck engine (the state module's `determinize` calls it
with its own class): a full state from one seat's view, for the bots' searches."""
from __future__ import annotations

from ..lives_rounds import BIDDING, PLAYING
from .actions import EspanolaView


def determinize_into(state_class, view: EspanolaView, rng):
    """A `state_class` state consistent with `view`: the cards the seat cannot see dealt
    at random (hidden hands, its own hand when it bids blind, Twisted face-down cards, the
    Chaos order of its own hand) and secret bids not yet shown drawn at random. Bots
    search over these, never the real state."""
    s = state_class({"players": view.n_players, "mode": view.mode,
                     "poderes": view.poderes}, 0, _deal=False)
    s.lives = list(view.lives)
    s.round_no, s.dealer, s.phase, s.order = view.round_no, view.dealer, view.phase, view.order
    s.secret_bids = view.secret_bids
    s.tricks_won = list(view.tricks_won)
    s.trick = list(view.trick)
    s.played = list(view.played)
    s.last_trick, s.last_result = view.last_trick, view.last_result
    s._winners = view.winners
    s.spy_done = list(view.spy_done)
    s.spied = [None] * view.n_players
    s.spied[view.viewer] = view.spied
    size = view.round_size
    known = [*view.hand, *(c for _, c in view.visible), *view.played]
    if view.my_face_down is not None:
        known.append(view.my_face_down)
    known_ids = set(map(id, known))
    unseen = [c for c in s.deck if id(c) not in known_ids]
    if len(unseen) != len(s.deck) - len(known):  # cards that are not the deck's own objects
        names = set(known)
        unseen = [c for c in s.deck if c not in names]
    rng.shuffle(unseen)
    visible = dict(view.visible)
    s.hands = [[] for _ in range(view.n_players)]
    for p in range(view.n_players):
        k = view.hand_sizes[p]
        if p == view.viewer and view.hand:
            s.hands[p] = list(view.hand)
            if view.hand_face_down:
                rng.shuffle(s.hands[p])
        elif p in visible and k == 1:
            s.hands[p] = [visible[p]]
        else:
            s.hands[p], unseen = unseen[:k], unseen[k:]
    s.face_down = {}
    for p in view.face_down:
        if p == view.viewer:
            s.face_down[p] = view.my_face_down
        else:
            s.face_down[p], unseen = unseen[0], unseen[1:]
    s.bids = list(view.bids)
    for p in view.order:
        if view.has_bid[p] and s.bids[p] is None:
            s.bids[p] = rng.randrange(size + 1)
    if s.phase == BIDDING:
        s.bid_i = sum(1 for p in view.order if view.has_bid[p])
    elif s.phase == PLAYING:
        i = view.order.index(view.leader)
        s.trick_order = view.order[i:] + view.order[:i]
        s.turn_i = len(view.trick)
        s.to_play = tuple(p for p in s.trick_order if p not in s.face_down)
    return s

