"""The view of one seat of a Cinco Vidas con baraja española state (the state's
`view`): what the mode and the phase let that seat see, and nothing more."""
from __future__ import annotations

from ..cards import Card
from ..lives_rounds import OVER, PLAYING
from .actions import CHAOS, EspanolaView


def espanola_view(state, player: int | None) -> EspanolaView:
    """`EspanolaState.view(player)`: what `player` may see of `state`. `None` is the public
    view a spectator gets: no hand, no spied card, no secret bid before the reveal, no
    legal action; in the Clásico/A ciegas 1-card round every card is on a forehead, seen
    by the whole table, so the public sees them all (as a bystander at a real table)."""
    public = player is None
    if not (public or (isinstance(player, int) and 0 <= player < state.n)):
        raise ValueError(f"no seat {player!r} at a table of {state.n}")
    over = state.phase == OVER
    face_down_hand = state.mode == CHAOS and state.phase == PLAYING
    if public or (not state.sees_own_hand() and not over):
        shown: tuple[Card, ...] = ()
    elif face_down_hand:
        shown = tuple(sorted(state.hands[player]))
    else:
        shown = tuple(state.hands[player])
    visible: tuple[tuple[int, Card], ...] = ()
    if state.sees_others_single_card() and not over:
        visible = tuple((p, state.hands[p][0]) for p in state.order
                        if p != player and state.hands[p])
    spied = None if public else state.spied[player]
    if spied is not None and not over and state.hands[spied[0]]:
        visible = (spied,)
    secret_open = state.secret_bids and any(state.bids[p] is None for p in state.order)
    bids = tuple(b if (not secret_open or p == player) else None
                 for p, b in enumerate(state.bids))
    acting = state.to_act()
    return EspanolaView(
        viewer=player, n_players=state.n, mode=state.mode, poderes=state.poderes,
        lives=tuple(state.lives), dealer=state.dealer, round_no=state.round_no,
        round_size=state.size, phase=state.phase, order=state.order, bids=bids,
        has_bid=tuple(b is not None for b in state.bids), secret_bids=state.secret_bids,
        to_act=acting, hand=shown, hand_face_down=face_down_hand,
        hand_sizes=tuple(len(h) for h in state.hands), visible=visible,
        spied=spied, spy_done=tuple(state.spy_done),
        trick=tuple(state.trick), face_down=tuple(p for p in state.trick_order
                                                 if p in state.face_down),
        my_face_down=None if public else state.face_down.get(player),
        played=tuple(state.played),
        leader=state.trick_order[0] if state.phase == PLAYING else None,
        tricks_won=tuple(state.tricks_won), last_trick=state.last_trick,
        last_result=state.last_result,
        legal=() if public else tuple(str(a) for a in state.legal_actions(player)),
        forbidden_bid=state.forbidden_bid() if player in acting else None,
        winners=state._winners)
