"""Poderes inside the Cinco Vidas con baraja española engine (option `poderes`): the
jokers in the deck, power choices as actions in RULES.md order, the duel through the
simultaneous-move contract with hidden choices, mana and achievements as events, the
revive offer between sub-rounds (once per player) and Mentor."""
from __future__ import annotations

import random

import pytest

from hod_desktop.engine import cinco_vidas_espanola as ce
from hod_desktop.engine.cards import JOKER, SPANISH, parse_cards
from hod_desktop.engine.core import IllegalAction, Match
from hod_desktop.engine.poderes.actions import (AchievementEarned, DuelResolved, PlayerRevived,
                                                PowerAsked, ReviveOffered)

GAME = "cinco_vidas_espanola"


def new(players=4, mode="clasico", seed=0) -> Match:
    return Match(GAME, {"players": players, "mode": mode, "poderes": True}, seed)


def rig(m: Match, *, size: int, dealer: int = 0, lives=None, hands=None) -> list:
    """Start a fresh sub-round of `size` cards with this dealer, lives and hands."""
    s = m.state
    if lives is not None:
        s.lives = list(lives)
    s.round_no = ce.ROUND_SIZES.index(size) - 1
    s.dealer = dealer
    events = s._start_round(first=True)
    if hands:
        for p, text in hands.items():
            s.hands[p] = [next(d for d in s.deck if d == c) for c in parse_cards(text, SPANISH)]
        used = {c for p in hands for c in s.hands[p]}
        pool = [c for c in ce.DECK if c not in used and c.rank not in ("1", "7")]
        for p in s.order:
            if p not in hands:
                s.hands[p] = [pool.pop() for _ in range(size)]
    s.dealt_hands = [tuple(h) for h in s.hands]
    s.lives_at_deal = list(s.lives)
    return events


def bid_all(m: Match, bids: dict[int, int]) -> list:
    events = []
    while m.state.phase == ce.BIDDING and m.to_act():
        p = m.to_act()[0]
        events += m.apply(p, f"bid {bids[p]}")
    return events


def earned(events) -> set[tuple[int, str]]:
    return {(e.player, e.key) for e in events if isinstance(e, AchievementEarned)}


def test_the_deck_has_the_two_jokers():
    m = new()
    assert len(m.state.deck) == 42 and sum(c.deck == JOKER for c in m.state.deck) == 2
    seen = {str(c) for seed in range(40) for h in new(8, seed=seed).state.hands for c in h}
    assert {"*1", "*2"} <= seen


def test_a_power_choice_is_an_action_of_the_card_s_player():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "1e 3c", 1: "Cb 4c", 2: "5o 6c"})  # order 0,1,2
    bid_all(m, {0: 1, 1: 0, 2: 0})
    m.apply(0, "play 1e")
    m.apply(1, "play Cb")
    events = m.apply(2, "play 5o")
    asked = [e for e in events if isinstance(e, PowerAsked)]
    assert asked and asked[0].player == 0 and asked[0].kind == "remove"
    assert m.to_act() == (0,) and m.state.phase == ce.CHOOSING
    assert sorted(m.legal_actions(0), key=str) == sorted(
        [ce.parse_action(t) for t in ("pass", "remove Cb", "remove 5o")], key=str)
    view = m.view(1)
    assert view.choice_player == 0 and view.choice.options == (1, 2)
    with pytest.raises(IllegalAction):
        m.apply(0, "remove 1e")  # never its own card
    with pytest.raises(IllegalAction):
        m.apply(0, "swap Cb")  # the As de Espadas removes, it does not swap
    with pytest.raises(IllegalAction):
        m.apply(0, "play 3c")  # the trick is waiting
    events = m.apply(0, "remove Cb")
    resolved = next(e for e in events if isinstance(e, ce.TrickResolved))
    assert resolved.player == 2 and m.state.phase == ce.PLAYING  # the 5o wins
    assert [s.kind for s in resolved.result.steps] == ["removed", "highest"]


def test_the_rey_cannot_be_removed_through_the_engine():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "1e 3c", 1: "Rb 4c", 2: "5o 6c"})
    bid_all(m, {0: 1, 1: 0, 2: 0})
    m.apply(0, "play 1e")
    m.apply(1, "play Rb")
    m.apply(2, "play 5o")
    with pytest.raises(IllegalAction, match="Rey"):
        m.apply(0, "remove Rb")


def test_choices_follow_the_rules_order_bastos_then_siete():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "1b 3c", 1: "7o 4c", 2: "Rc 6c"})
    bid_all(m, {0: 1, 1: 0, 2: 0})
    m.apply(0, "play 1b")
    m.apply(1, "play 7o")
    m.apply(2, "play Rc")
    assert m.to_act() == (0,) and m.view(0).choice.kind == "swap_one"
    m.apply(0, "swap Rc")  # the Bastos takes 12, the Rey 1
    assert m.to_act() == (1,) and m.view(1).choice.kind == "swap_two"
    assert [s.kind for s in m.view(2).trick_steps] == ["swapped"]
    events = m.apply(1, "swap 1b Rc")  # the 7 swaps them back: the Rey wins again
    resolved = next(e for e in events if isinstance(e, ce.TrickResolved))
    assert resolved.player == 2


def test_the_7_de_oros_pair_is_one_action_in_either_order():
    """'swap Rc 1b' is the listed 'swap 1b Rc': listed as legal, applied alike, and told
    in trick order (a hypothesis run found it accepted while not counted as listed)."""
    def at_the_siete():
        m = new(3)
        rig(m, size=2, dealer=2, hands={0: "1b 3c", 1: "7o 4c", 2: "Rc 6c"})
        bid_all(m, {0: 1, 1: 0, 2: 0})
        for p, card in ((0, "1b"), (1, "7o"), (2, "Rc")):
            m.apply(p, f"play {card}")
        m.apply(0, "swap Rc")
        return m

    listed, reversed_ = at_the_siete(), at_the_siete()
    legal = listed.legal_actions(1)
    assert "swap 1b Rc" in {str(a) for a in legal}
    assert ce.parse_action("swap Rc 1b") in legal
    assert ce.parse_action("swap Rc 1b") != ce.parse_action("swap Rc 3o")
    events = listed.apply(1, "swap 1b Rc")
    assert reversed_.apply(1, "swap Rc 1b") == events
    assert "swap 1b Rc" in repr(events)
    assert [reversed_.view(p) for p in range(3)] == [listed.view(p) for p in range(3)]


def test_the_as_de_copas_makes_the_trick_count_twice():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "1c 3c", 1: "Cb 4c", 2: "5o 6c"})
    bid_all(m, {0: 0, 1: 2, 2: 1})
    m.apply(0, "play 1c")
    m.apply(1, "play Cb")
    m.apply(2, "play 5o")
    assert m.state.tricks_won[1] == 2


def test_a_joker_inverts_the_trick_in_the_engine():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "*1 3c", 1: "Cb 4c", 2: "2o 6c"})
    bid_all(m, {0: 0, 1: 0, 2: 1})
    m.apply(0, "play *1")
    m.apply(1, "play Cb")
    events = m.apply(2, "play 2o")
    assert next(e for e in events if isinstance(e, ce.TrickResolved)).player == 2


# ---------------------------------------------------------------- the duel
def duel_round(mode="clasico", players=3):
    m = new(players, mode)
    rig(m, size=1, dealer=players - 1, hands={0: "Rc", 1: "3o", 2: "Sb"})
    return m


@pytest.mark.parametrize("mode", ce.MODES)
def test_the_duel_comes_before_the_bids_of_the_one_card_round(mode):
    m = duel_round(mode)
    s = m.state
    assert s.phase == ce.DUEL and len(s.duelists) == 2 and set(m.to_act()) == set(s.duelists)
    spectator = next(p for p in range(3) if p not in s.duelists)
    assert m.legal_actions(spectator) == []
    with pytest.raises(IllegalAction):
        m.apply(s.duelists[0], "bid 1")


def test_duel_choices_stay_hidden_until_both_are_in():
    m = duel_round()
    a, b = m.state.duelists
    before = {p: m.view(p) for p in range(3)}
    m.apply(a, "duel betray")
    assert m.to_act() == (b,)
    assert m.view(a).my_duel_choice == "betray"
    for p in (b, 3 - a - b):
        v = m.view(p)
        assert v.my_duel_choice is None and v.duel_choices is None and v.duel_chosen == (a,)
    # the other duelist's choice does not change what anyone else sees of it
    m2 = duel_round()
    m2.apply(a, "duel cooperate")
    assert m2.view(b) == m.view(b) and m2.view(3 - a - b) == m.view(3 - a - b)
    assert before[b].duel_chosen == ()


def force_duelists(m, a, b):
    m.state.duelists = (a, b)


@pytest.mark.parametrize("choices, mana, lives, info", [
    (("cooperate", "cooperate"), (2, 2), (5, 5), ("higher", "lower")),
    (("betray", "cooperate"), (0, 0), (5, 4), ("+9", None)),
    (("cooperate", "betray"), (0, 0), (4, 5), (None, "-9")),
    (("betray", "betray"), (0, 0), (5, 5), (None, None)),
])
def test_each_duel_outcome_through_the_engine(choices, mana, lives, info):
    m = duel_round()
    force_duelists(m, 0, 1)  # Rc against 3o
    m.apply(0, f"duel {choices[0]}")
    events = m.apply(1, f"duel {choices[1]}")
    res = next(e for e in events if isinstance(e, DuelResolved))
    assert res.choices == choices
    assert tuple(m.state.mana[:2]) == mana and tuple(m.state.lives[:2]) == lives
    assert (m.view(0).duel_info, m.view(1).duel_info) == info
    assert m.view(2).duel_info is None and m.view(2).duel_choices == choices
    assert m.state.phase == ce.BIDDING


def test_in_chaos_the_spy_comes_after_the_duel():
    m = duel_round("chaos")
    for p in m.state.duelists:
        m.apply(p, "duel betray")
    assert m.state.phase == ce.SPYING


def test_a_cooperator_at_one_life_is_eliminated_at_the_scoring():
    m = new(3)
    rig(m, size=1, dealer=2, lives=[1, 5, 5], hands={0: "Rc", 1: "3o", 2: "Sb"})
    force_duelists(m, 0, 1)
    m.apply(0, "duel cooperate")
    m.apply(1, "duel betray")
    assert m.state.lives[0] == 0 and 0 in m.to_act()  # still bids this sub-round
    events = []
    for p in (0, 1, 2):
        events += m.apply(p, "bid 0")
    assert any(isinstance(e, ce.PlayerEliminated) and e.player == 0 for e in events)


# ---------------------------------------------------------------- mana and achievements
def test_achievements_fill_the_bar_and_five_mana_give_a_life():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "5o 3c", 1: "Ro 4c", 2: "2o 6c"})
    m.state.mana = [0, 4, 0]
    bid_all(m, {0: 0, 1: 1, 2: 0})
    m.apply(0, "play 5o")
    m.apply(1, "play Ro")
    events = m.apply(2, "play 2o")
    got = earned(events)
    assert {(1, "pureza"), (0, "harmonia"), (1, "harmonia"), (2, "harmonia")} <= got
    assert m.state.lives[1] == 6 and m.state.mana[1] == 1  # 4 + 2 = 6: a life and 1 left
    assert m.view(0).earned[-1][1] in ("pureza", "harmonia")


def test_filo_de_la_navaja_through_the_engine():
    m = new(3)
    rig(m, size=2, dealer=2, hands={0: "5o 3c", 1: "Ro 4c", 2: "2o 6c"})
    m.apply(0, "bid 1")
    m.apply(1, "bid 0")
    events = m.apply(2, "bid 0")  # total 1 = 2 - 1
    assert (2, "filo_navaja") in earned(events) and m.state.mana[2] == 1


def test_vidente_and_sub_round_achievements_after_scoring():
    m = new(3)
    rig(m, size=1, dealer=2, hands={0: "Rc", 1: "3o", 2: "Sb"})
    force_duelists(m, 0, 1)
    m.apply(0, "duel betray")
    m.apply(1, "duel betray")
    events = []
    for p, b in ((0, 1), (1, 0), (2, 0)):
        events += m.apply(p, f"bid {b}")
    got = earned(events)
    assert {(0, "vidente"), (1, "vidente"), (2, "vidente"), (2, "fantasma")} <= got


# ---------------------------------------------------------------- revive and Mentor
def finish_one_card_round(m, bids):
    a, b = m.state.duelists
    m.apply(a, "duel betray")
    m.apply(b, "duel betray")
    events = []
    for p in m.state.order:
        events += m.apply(p, f"bid {bids[p]}")
    return events


def test_revive_offer_between_sub_rounds_once_per_player():
    m = new(4)
    rig(m, size=1, dealer=3, lives=[3, 0, 1, 1], hands={0: "Rc", 2: "3o", 3: "Sb"})
    m.state.order = (0, 2, 3)
    m.state.duelists = (0, 2)
    events = finish_one_card_round(m, {0: 1, 2: 0, 3: 0})  # everyone right: nobody falls
    offer = [e for e in events if isinstance(e, ReviveOffered)]
    assert offer and offer[0].player == 0 and offer[0].targets == (1,)
    assert m.state.phase == ce.REVIVE and m.to_act() == (0,)
    assert m.legal_actions(0) == [ce.parse_action("revive none"), ce.parse_action("revive 1")]
    with pytest.raises(IllegalAction):
        m.apply(0, "revive 2")  # not eliminated
    events = m.apply(0, "revive 1")
    assert any(isinstance(e, PlayerRevived) for e in events)
    assert (0, "reanimador") in earned(events)
    assert m.state.lives[1] == 1 and m.state.lives[0] == 2 and m.state.phase != ce.REVIVE
    assert 1 in m.state.order  # back in the next sub-round
    m.state.lives[1] = 0
    assert m.state._revive_targets(0) == ()  # never brought back twice


def test_no_revive_offer_without_two_lives():
    m = new(3)
    rig(m, size=1, dealer=2, lives=[1, 0, 1], hands={0: "Rc", 2: "3o"})
    m.state.order = (0, 2)
    m.state.duelists = (0, 2)
    events = finish_one_card_round(m, {0: 1, 2: 0})
    assert not any(isinstance(e, ReviveOffered) for e in events) and m.state.phase != ce.REVIVE


def test_mentor_when_the_revived_player_wins():
    m = new(3)
    rig(m, size=1, dealer=2, lives=[1, 1, 0], hands={0: "Rc", 1: "3o"})
    m.state.order = (0, 1)
    m.state.duelists = (0, 1)
    m.state.revived_by = {1: 2}
    events = finish_one_card_round(m, {0: 0, 1: 0})  # seat 0 took the trick: it falls
    assert m.is_terminal() and m.winners() == (1,)
    assert (2, "mentor") in earned(events)


def test_random_poderes_games_finish_and_replay():
    for seed in range(6):
        rng = random.Random(seed)
        m = new(rng.choice((2, 4, 6)), rng.choice(ce.MODES), seed)
        while not m.is_terminal():
            p = rng.choice(m.to_act())
            m.apply(p, rng.choice(m.legal_actions(p)))
        again = Match.from_json(m.to_json())
        assert again.winners() == m.winners() and again.state.earned == m.state.earned
