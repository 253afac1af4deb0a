"""Poderes: once the game is over, a full mana bar gives no life. The last sub-round's
achievements and Mentor came after the end and gave lives: the results showed Carmen, out,
with 1 life beside the winner's 1 (pl_d, 4p 900x560); in 17 of 150 random 4-player games a
seat that did not win ended with lives (seed 117: winners 1 and 2 with 0, seat 0 with 1)."""
import random

from hod_desktop.engine.core import Match
from hod_desktop.engine.poderes.actions import AchievementEarned
from hod_desktop.engine.poderes.mana import add_mana


def test_the_cap_lets_the_bar_empty_without_a_life():
    change = add_mana(4, 1, 3, cap=1)
    assert (change.mana, change.lives, change.lives_gained) == (0, 1, 0)


def test_no_seat_but_the_winners_keeps_lives_at_the_end():
    checked = 0
    for seed in list(range(110, 150)) + [117, 126, 136, 145]:
        m = Match("cinco_vidas_espanola", {"players": 4, "mode": "clasico", "poderes": True,
                                           "level": "facil"}, seed)
        rng = random.Random(seed)
        events = []
        while not m.is_terminal():
            p = m.to_act()[0]
            events += m.apply(p, rng.choice(m.legal_actions(p)))
        winners = set(m.winners())
        assert all(m.state.lives[p] <= 0 for p in range(4) if p not in winners), (seed, m.state.lives)
        over = next(i for i, e in enumerate(events) if type(e).__name__ == "GameOver")
        assert not any(isinstance(e, AchievementEarned) and e.lives_gained for e in events[over:])
        checked += 1
    assert checked == 44
