"""The action log of the Spanish-deck table says how the 1-card round is dealt in each
mode: it said «1 carta a ciegas» in Twisted and Chaos too, where each player sees their
own card (RULES: "In the 1-card round you see your own card")."""
from hod_desktop.engine.cinco_vidas import RoundDealt
from hod_desktop.scenes.cinco_vidas_espanola import moves
from hod_desktop.ui.table.action_log import log_words


def line(mode, lang, you=None):
    ev = RoundDealt(round_no=4, dealer=0, size=1, order=(1, 0))
    words = moves.words(lambda p: {0: "Tú", 1: "Lucía"}[p])
    return [e.text(lang, words, you) for e in moves.describe(ev, lambda: 1, mode)]


def test_twisted_and_chaos_say_each_sees_their_own_card():
    assert line("twisted", "es", you=0) == ["Ronda 5: repartes tú, 1 carta: cada uno ve solo la suya"]
    assert line("chaos", "en") == ["Round 5: Tú deals 1 card: each sees only their own"]


def test_clasico_and_a_ciegas_still_say_blind():
    assert "a ciegas" in line("clasico", "es")[0]
    assert "blind" in line("a_ciegas", "en")[0]
