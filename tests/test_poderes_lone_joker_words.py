"""A lone joker left standing is not «nothing». With «4o 4c *1» the two 4s cancel and the
joker stands, worth nothing, so the last card wins (RULES.md §2: jokers have no value and
never win by value); the step panel said «No queda nada en pie» and the log «Todas
anuladas: Lucía gana con la última» (t5, Cinco Vidas española + Poderes 3p 900x560 es, real
window). The words now say the joker stands and has no value, es and en; a trick where
every card is cancelled keeps its «No queda nada en pie» / «Todas anuladas»."""
import pytest

from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.cinco_vidas_espanola.actions import TrickResolved
from hod_desktop.engine.poderes.powers import resolve_powers
from hod_desktop.scenes.cinco_vidas_espanola import moves
from hod_desktop.scenes.cinco_vidas_espanola.poderes_words import step_text
from hod_desktop.ui import i18n

NAMES = {0: "Tú", 1: "Lucía", 2: "Mateo", 3: "Carmen"}


def steps(cards_text, lang):
    cards = parse_cards(cards_text, SPANISH)
    trick = list(enumerate(cards))
    res = resolve_powers(cards)
    tr = lambda key, **fmt: i18n.tr(key, lang, **fmt)  # noqa: E731
    return [step_text(st, trick, tr, NAMES.get) for st in res.steps]


def log(cards_text, lang, you=None):
    cards = parse_cards(cards_text, SPANISH)
    res = resolve_powers(cards)
    ev = TrickResolved(player=res.winner, cards=tuple(enumerate(cards)), result=res)
    words = moves.words(NAMES.get)
    return [e.text(lang, words, you) for e in moves.describe(ev)]


@pytest.mark.parametrize("cards_text", ["4o 4c *1", "*1 4o 4c", "5b *2 5e 3c 3o"])
def test_a_lone_joker_is_said_to_stand_worth_nothing(cards_text):
    es, en = steps(cards_text, "es")[-1], steps(cards_text, "en")[-1]
    assert "nada en pie" not in es and "comodín" in es and "no tiene valor" in es, es
    assert "Nothing left" not in en and "joker" in en and "no value" in en, en
    es_log, en_log = log(cards_text, "es")[-1], log(cards_text, "en")[-1]
    assert "Todas anuladas" not in es_log and "comodín" in es_log, es_log
    assert "All cancelled" not in en_log and "joker" in en_log, en_log


def test_the_joker_that_stands_and_wins_as_the_last_card():
    assert steps("4o 4c *1", "es")[-1] == \
        "Solo queda en pie el comodín: no tiene valor, pero es la última carta y gana"
    assert steps("*1 4o 4c", "es")[-1] == \
        "Solo queda en pie el comodín, que no tiene valor: gana la última carta, el 4 de copas"
    assert log("*1 4o 4c", "es", you=2)[-1] == \
        "Solo queda el comodín, sin valor: ganas con la última"


def test_every_card_cancelled_keeps_its_words():
    assert steps("4o *1 4c *2", "es")[-1] == "No queda nada en pie: gana la última carta, el comodín"
    assert log("4o *1 4c *2", "en")[-1] == "All cancelled: Carmen wins with the last card"
