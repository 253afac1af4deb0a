"""Cinco Vidas con baraja española, rule by rule and mode by mode (RULES.md §2, seed
004_b67a53beadf994d3.txt). Rounds are rigged through the engine's own round machinery."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.cards import SPANISH, parse_card, parse_cards
from hod_desktop.engine.core import IllegalAction, Match

GAME = "cinco_vidas_espanola"


def new(players: int = 4, mode: str = "clasico", seed: int = 0) -> Match:
    return Match(GAME, {"players": players, "mode": mode}, seed)


def card(text: str):
    return parse_card(text, SPANISH)


def rig(m: Match, *, size: int, dealer: int = 0, lives=None, hands=None) -> list:
    """Start a fresh round of `size` cards with this dealer, lives and hands
    (`hands={0: "Ro 2c"}`; the rest dealt from what is left)."""
    s = m.state
    if lives is not None:
        s.lives = list(lives)
    s.round_no = ce.ROUND_SIZES.index(size) - 1
    s.dealer = dealer
    events = s._start_round(first=True)
    if hands:
        for p, text in hands.items():
            s.hands[p] = [next(d for d in ce.DECK if d == c) for c in parse_cards(text, SPANISH)]
            assert len(s.hands[p]) == size
        used = {c for p in hands for c in s.hands[p]}
        pool = [c for c in ce.DECK if c not in used]
        for p in s.order:
            if p not in hands:
                s.hands[p] = [pool.pop() for _ in range(size)]
    return events


def bid_all(m: Match, bids: dict[int, int]) -> list:
    events = []
    while m.state.phase == ce.BIDDING and m.to_act():
        p = m.to_act()[0]
        events += m.apply(p, f"bid {bids[p]}")
    return events


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


# ---------------------------------------------------------------- the skeleton
def test_options_modes_players_and_poderes():
    rules = Match(GAME).rules
    specs = {s.name: s for s in rules.options}
    assert specs["mode"].choices == ("clasico", "twisted", "chaos", "a_ciegas")
    assert specs["players"].choices == tuple(range(2, 9))
    assert specs["poderes"].choices == (False, True) and specs["poderes"].default is False
    with pytest.raises(ValueError):
        Match(GAME, {"poderes": "yes"})
    assert rules.code == "CE"


def test_spanish_deck_five_lives_and_sub_rounds_5_4_3_2_1_repeat():
    m = new(3, "twisted", seed=4)
    m.state.lives = [10**6] * 3
    assert all(len(h) == 5 for h in m.state.hands) and all(c.deck == SPANISH
                                                          for h in m.state.hands for c in h)
    assert new(5).view(0).lives == (5,) * 5
    rng = random.Random(3)
    sizes = []
    while len(sizes) < 11:
        before = m.state.round_no
        p = rng.choice(m.to_act())
        m.apply(p, rng.choice(m.legal_actions(p)))
        if m.state.round_no != before:
            sizes.append(m.state.size)
    assert sizes == [4, 3, 2, 1, 5, 4, 3, 2, 1, 5, 4]


def test_dealer_moves_left_skipping_eliminated_and_first_bidder_is_left_of_dealer():
    m = new(4)
    rig(m, size=3, dealer=1, lives=[5, 5, 0, 5])
    assert m.state.order == (3, 0, 1)
    bid_all(m, {3: 0, 0: 0, 1: 0})
    assert m.to_act() == (3,)  # the first bidder leads


def test_dealer_may_not_make_the_sum_in_normal_rounds_of_every_mode():
    for mode in ce.MODES:
        m = new(3, mode)
        rig(m, size=3, dealer=2)
        m.apply(0, "bid 1")
        m.apply(1, "bid 1")
        assert m.view(2).forbidden_bid == 1
        assert "bid 1" not in m.view(2).legal
        with pytest.raises(IllegalAction, match="dealer"):
            m.apply(2, "bid 1")


@pytest.mark.parametrize("mode", ["twisted", "chaos"])
def test_dealer_restriction_also_holds_in_the_1_card_round_of_twisted_and_chaos(mode):
    m = new(2, mode)
    rig(m, size=1, dealer=1)
    m.apply(0, "bid 0")
    assert m.view(1).legal == ("bid 0",)


def test_lives_lost_by_difference_elimination_and_winner():
    m = new(3, "clasico")
    rig(m, size=2, dealer=2, lives=[1, 3, 5], hands={0: "Ro Rc", 1: "2o 3o", 2: "4o 5o"})
    bid_all(m, {0: 0, 1: 2, 2: 1})
    events = []
    for text in ("Ro 2o 4o", "Rc 3o 5o"):
        for c in text.split():
            events += m.apply(m.to_act()[0], f"play {c}")
    scored = next(e for e in events if isinstance(e, ce.RoundScored))
    assert scored.tricks == (2, 0, 0) and scored.lost == (2, 2, 1)
    assert m.state.lives == [0, 1, 4]
    assert [e.player for e in events if isinstance(e, ce.PlayerEliminated)] == [0]
    assert m.state.order == (1, 2) or m.state.order == (2, 1)


def test_game_ends_when_one_survives():
    m = new(2, "clasico")
    rig(m, size=2, dealer=1, lives=[1, 1], hands={0: "Ro Rc", 1: "2o 3o"})
    bid_all(m, {0: 2, 1: 1})
    for c in ("Ro", "2o", "Rc", "3o"):
        m.apply(m.to_act()[0], f"play {c}")
    assert m.is_terminal() and m.winners() == (0,)


# ---------------------------------------------------------------- tricks in play
def test_equal_cards_cancel_in_play_and_the_winner_leads():
    m = new(4, "clasico")
    rig(m, size=2, dealer=3, hands={0: "Ro 2c", 1: "Rc 3c", 2: "6o 4c", 3: "5o 5c"})
    bid_all(m, {0: 0, 1: 0, 2: 0, 3: 1})
    events = []
    for c in ("Ro", "Rc", "6o", "5o"):
        events += m.apply(m.to_act()[0], f"play {c}")
    won = next(e for e in events if isinstance(e, ce.TrickResolved))
    assert won.player == 2 and won.result.cancelled == (0, 1)
    assert m.to_act() == (2,)
    assert m.view(1).last_trick_winner == 2


def test_all_cancelled_in_play_the_last_card_played_wins():
    m = new(2, "clasico")
    rig(m, size=2, dealer=1, hands={0: "Ro 2c", 1: "Rc 3c"})
    bid_all(m, {0: 0, 1: 0})
    events = m.apply(0, "play Ro") + m.apply(1, "play Rc")
    won = next(e for e in events if isinstance(e, ce.TrickResolved))
    assert won.player == 1 and won.result.all_cancelled


def test_1_card_round_is_decided_in_bidding_order_with_cancellation():
    m = new(3, "twisted")
    rig(m, size=1, dealer=0, hands={1: "Ro", 2: "Rc", 0: "2o"})
    events = bid_all(m, {1: 0, 2: 0, 0: 0})
    revealed = next(e for e in events if isinstance(e, ce.CardsRevealed))
    assert [p for p, _ in revealed.cards] == [1, 2, 0]
    won = next(e for e in events if isinstance(e, ce.TrickResolved))
    assert won.player == 0  # the two Reyes cancel, the 2 stands


# ---------------------------------------------------------------- Clásico
def test_clasico_normal_round_everything_open_and_sequential():
    m = new(3, "clasico")
    rig(m, size=3, dealer=2)
    v = m.view(0)
    assert len(v.hand) == 3 and not v.secret_bids and m.to_act() == (0,)
    events = m.apply(0, "bid 2")
    assert kinds(events) == ["BidMade"] and m.view(1).bids[0] == 2


def test_clasico_1_card_round_blind_bids_secret_and_simultaneous_no_restriction():
    m = new(3, "clasico")
    rig(m, size=1, dealer=2, hands={0: "Ro", 1: "5c", 2: "Sb"})
    v0 = m.view(0)
    assert v0.hand == () and v0.blind and dict(v0.visible) == {1: card("5c"), 2: card("Sb")}
    assert set(m.to_act()) == {0, 1, 2} and v0.secret_bids
    events = m.apply(2, "bid 1")  # the dealer bids first: any order is accepted
    assert kinds(events) == ["BidHidden"]
    assert m.view(0).bids[2] is None and m.view(0).has_bid[2]
    assert m.view(2).bids[2] == 1
    assert set(m.to_act()) == {0, 1}
    m.apply(0, "bid 0")
    assert m.view(1).legal == ("bid 0", "bid 1")  # no last-bidder restriction
    events = m.apply(1, "bid 0")  # 1 + 0 + 0 = 1 card: allowed here
    assert kinds(events)[:3] == ["BidHidden", "BidsRevealed", "CardsRevealed"]
    revealed = next(e for e in events if isinstance(e, ce.BidsRevealed))
    assert revealed.bids == (0, 0, 1)
    scored = next(e for e in events if isinstance(e, ce.RoundScored))
    assert scored.tricks == (1, 0, 0) and scored.lost == (1, 0, 1)


def test_secret_bid_cannot_be_changed_and_is_hidden_in_every_other_view():
    m = new(4, "a_ciegas")
    rig(m, size=1, dealer=3)
    m.apply(1, "bid 1")
    with pytest.raises(IllegalAction):
        m.apply(1, "bid 0")
    assert all(m.view(q).bids[1] is None for q in (0, 2, 3))
    assert m.view(1).bids[1] == 1


# ---------------------------------------------------------------- Twisted
def test_twisted_trick_played_face_down_and_revealed_together():
    m = new(3, "twisted")
    rig(m, size=2, dealer=2, hands={0: "Ro 2c", 1: "Rc 3c", 2: "6o 4c"})
    bid_all(m, {0: 0, 1: 0, 2: 1})
    assert set(m.to_act()) == {0, 1, 2}
    events = m.apply(2, "play 6o")  # the last seat in play order may go first
    assert kinds(events) == ["CardFaceDown"] and events[0].player == 2
    v0 = m.view(0)
    assert v0.face_down == (2,) and v0.my_face_down is None and v0.trick == ()
    assert card("6o") not in v0.played and m.view(2).my_face_down == card("6o")
    m.apply(0, "play Ro")
    assert m.view(1).face_down == (0, 2) and set(m.to_act()) == {1}
    events = m.apply(1, "play Rc")
    assert kinds(events) == ["CardFaceDown", "CardsRevealed", "TrickResolved"]
    revealed = events[1].cards
    assert [p for p, _ in revealed] == [0, 1, 2]  # play order from the leader, not arrival
    assert events[2].player == 2 and events[2].result.cancelled == (0, 1)
    assert set(m.to_act()) == {0, 1, 2} and m.state.trick_order[0] == 2


def test_twisted_you_see_your_own_card_in_the_1_card_round_not_the_others():
    m = new(3, "twisted")
    rig(m, size=1, dealer=2, hands={0: "Ro", 1: "5c", 2: "Sb"})
    v = m.view(0)
    assert v.hand == (card("Ro"),) and v.visible == () and not v.secret_bids


# ---------------------------------------------------------------- Chaos
def test_chaos_hand_shuffled_face_down_after_bids_and_played_by_position():
    m = new(2, "chaos", seed=7)
    rig(m, size=3, dealer=1, hands={0: "Ro 2c 5e", 1: "Rc 3c 6b"})
    assert m.view(0).hand == tuple(parse_cards("Ro 2c 5e", SPANISH))  # seen when bidding
    assert not m.view(0).hand_face_down
    events = bid_all(m, {0: 1, 1: 1})
    assert kinds(events)[-1] == "HandsShuffled"
    v = m.view(0)
    assert v.hand_face_down and Counter(v.hand) == Counter(parse_cards("Ro 2c 5e", SPANISH))
    assert v.legal == ("pick 1", "pick 2", "pick 3")
    with pytest.raises(IllegalAction, match="position"):
        m.apply(0, "play Ro")
    secret = list(m.state.hands[0])
    events = m.apply(0, "pick 2")
    assert events[0].card == secret[1] and events[0].position == 2
    assert m.state.hands[0] == [secret[0], secret[2]]


def test_chaos_shuffle_comes_from_the_seed_and_replays():
    moved = 0
    for seed in range(6):
        a = new(4, "chaos", seed=seed)
        dealt = [list(h) for h in a.state.hands]
        rng = random.Random(seed)
        while a.state.phase == ce.BIDDING:
            p = a.to_act()[0]
            a.apply(p, rng.choice(a.legal_actions(p)))
        assert [Counter(h) for h in a.state.hands] == [Counter(h) for h in dealt]
        moved += a.state.hands != dealt
        b = Match.from_json(a.to_json())
        assert b.state.hands == a.state.hands
    assert moved >= 5


def test_chaos_1_card_round_see_your_card_and_spy_one_rival_with_3_or_more():
    m = new(3, "chaos")
    rig(m, size=1, dealer=2, hands={0: "Ro", 1: "5c", 2: "Sb"})
    assert m.state.phase == ce.SPYING and set(m.to_act()) == {0, 1, 2}
    v = m.view(0)
    assert v.hand == (card("Ro"),) and v.visible == ()
    assert v.legal == ("spy none", "spy 1", "spy 2")
    with pytest.raises(IllegalAction):
        m.apply(0, "bid 1")
    with pytest.raises(IllegalAction):
        m.apply(0, "spy 0")
    events = m.apply(0, "spy 2")
    assert kinds(events) == ["SpyDecided"]
    assert m.view(0).visible == ((2, card("Sb")),) and m.view(0).spied == (2, card("Sb"))
    assert m.view(1).visible == () and m.view(2).visible == ()
    m.apply(2, "spy none")
    m.apply(1, "spy 0")
    assert m.view(1).visible == ((0, card("Ro")),) and m.view(2).visible == ()
    assert m.state.phase == ce.BIDDING and m.to_act() == (0,)


def test_chaos_no_spy_with_two_players():
    m = new(2, "chaos")
    rig(m, size=1, dealer=1)
    assert m.state.phase == ce.BIDDING and m.view(0).hand


# ---------------------------------------------------------------- A ciegas
def test_a_ciegas_bid_without_seeing_your_hand_then_play_as_clasico():
    m = new(3, "a_ciegas")
    rig(m, size=3, dealer=2, hands={0: "Ro 2c 5e"})
    v = m.view(0)
    assert v.hand == () and v.blind and v.hand_sizes[0] == 3 and v.visible == ()
    assert m.view(1).hand == ()
    m.apply(0, "bid 1")
    m.apply(1, "bid 1")
    assert m.view(2).forbidden_bid == 1
    m.apply(2, "bid 0")
    assert m.view(0).hand == tuple(parse_cards("Ro 2c 5e", SPANISH))
    assert m.view(0).legal == ("play Ro", "play 2c", "play 5e")
    events = m.apply(0, "play Ro")
    assert kinds(events) == ["CardPlayed"] and m.view(1).trick == ((0, card("Ro")),)


def test_a_ciegas_1_card_round_as_clasico():
    m = new(3, "a_ciegas")
    rig(m, size=1, dealer=2, hands={0: "Ro", 1: "5c", 2: "Sb"})
    v = m.view(0)
    assert v.hand == () and dict(v.visible) == {1: card("5c"), 2: card("Sb")}
    assert v.secret_bids and set(m.to_act()) == {0, 1, 2}


# ---------------------------------------------------------------- actions
def test_action_texts():
    assert ce.parse_action("pick 3") == ce.Pick(3)
    assert ce.parse_action("spy none") == ce.Spy(None) and str(ce.Spy(2)) == "spy 2"
    assert ce.parse_action("play Cb") == ce.Play(card("Cb"))
    assert ce.parse_action("win") == ce.Bid(1)
    for bad in ("pick", "spy", "play Ks", "pick x"):
        with pytest.raises(ValueError):
            ce.parse_action(bad)


def test_pick_outside_chaos_and_bad_positions_are_refused():
    m = new(2, "clasico")
    rig(m, size=2, dealer=1)
    bid_all(m, {0: 0, 1: 0})
    with pytest.raises(IllegalAction, match="Chaos"):
        m.apply(0, "pick 1")
    c = new(2, "chaos")
    rig(c, size=2, dealer=1)
    bid_all(c, {0: 0, 1: 0})
    with pytest.raises(IllegalAction, match="position"):
        c.apply(0, "pick 3")


# ---------------------------------------------------------------- gaps closed (RULES.md §2)
def test_eight_players_share_the_whole_40_card_deck():
    m = new(8)
    cards = [c for h in m.state.hands for c in h]
    assert len(cards) == 40 and len(set(cards)) == 40 and set(cards) == set(ce.DECK)
    with pytest.raises(ValueError):
        new(9)


@pytest.mark.parametrize("mode", ["clasico", "a_ciegas"])
def test_dealer_bidding_last_in_the_1_card_round_may_make_the_sum(mode):
    """Clásico (and A ciegas, played as Clásico): no last-bidder restriction in the
    1-card round, even when the dealer is the last one to bid."""
    m = new(3, mode)
    rig(m, size=1, dealer=2, hands={0: "Ro", 1: "5c", 2: "Sb"})
    m.apply(0, "bid 0")
    m.apply(1, "bid 0")
    v = m.view(2)
    assert v.forbidden_bid is None and v.legal == ("bid 0", "bid 1")
    events = m.apply(2, "bid 1")  # 0 + 0 + 1 = 1 card
    assert "BidsRevealed" in kinds(events)


def test_a_ciegas_hands_stay_hidden_until_the_last_bid():
    m = new(3, "a_ciegas")
    rig(m, size=3, dealer=2)
    m.apply(0, "bid 1")
    m.apply(1, "bid 0")
    assert m.view(0).hand == () and m.view(1).hand == () and m.view(2).hand == ()
    events = m.apply(2, "bid 0")
    assert "HandsTurnedUp" in kinds(events)
    assert all(len(m.view(p).hand) == 3 for p in range(3))


def test_all_fall_together_the_most_lives_before_clamping_wins():
    m = new(2, "clasico")
    rig(m, size=2, dealer=1, lives=[1, 1], hands={0: "Ro Rc", 1: "2o 3o"})
    bid_all(m, {0: 0, 1: 1})  # 0 takes both tricks: 0 loses 2 (to -1), 1 loses 1 (to 0)
    for c in ("Ro", "2o", "Rc", "3o"):
        m.apply(m.to_act()[0], f"play {c}")
    assert m.is_terminal() and m.state.lives == [0, 0]
    assert m.winners() == (1,)


def test_all_fall_together_an_exact_tie_is_shared():
    m = new(2, "clasico")
    rig(m, size=2, dealer=1, lives=[1, 1], hands={0: "Ro 5c", 1: "Rc 3o"})
    bid_all(m, {0: 0, 1: 0})
    # Ro and Rc cancel: the last card (Rc) takes it; then 1 leads 3o and 5c beats it
    for c in ("Ro", "Rc", "3o", "5c"):
        m.apply(m.to_act()[0], f"play {c}")
    assert m.is_terminal() and m.state.lives == [0, 0]
    assert m.winners() == (0, 1)
