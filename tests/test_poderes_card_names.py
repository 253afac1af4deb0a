"""Poderes names a card one way in its step panel and its question. The panel read «1. El As
de Bastos cambia su valor con el 5 de espadas» and then «2. Gana el as de bastos» (w3, CE
Clásico + Poderes 4p 1280x720 es, real window): the power's name in title case, every other
card (and the same ace a line later) as the table's traces say them. The question before it
was «As de Bastos: elige una carta…» over buttons «5 de espadas». Now every card, the power's
own too, is said by card_words: «El as de bastos cambia su valor con el 5 de espadas», «Gana
el as de bastos», «As de bastos: elige una carta…»; English «The ace of clubs …»."""
import re

import pytest

from hod_desktop.engine.cards import SPANISH, parse_cards
from hod_desktop.engine.poderes.powers import REMOVE, SWAP_ONE, SWAP_TWO, resolve_powers
from hod_desktop.scenes.cinco_vidas_espanola.poderes_words import (action_label, ask_text,
                                                                   card_words, step_text)
from hod_desktop.ui import i18n

TRICKS = [  # cards in play order, decisions of the power cards that choose
    ("1b 5e 4c 2b", [1]),      # the As de Bastos swaps with the 5, then wins
    ("1e Rc *1 7o 5b", [4, (0, 1)]),  # removal, the 7 de Oros' swap, a joker, the winner
    ("1o 3c 5b", []),          # the As de Oros wins outright
    ("1c Rb 5b", []),          # the As de Copas doubles
]
TITLE_CASE = re.compile(r"de (Oros|Copas|Espadas|Bastos)|(?<=\s)(As|Rey|Sota|Caballo) de")


def tr_for(lang):
    return lambda key, **fmt: i18n.tr(key, lang, **fmt)


def lines(cards_text, decisions, lang):
    cards = parse_cards(cards_text, SPANISH)
    trick = list(enumerate(cards))
    res = resolve_powers(cards, decisions)
    return trick, [step_text(st, trick, tr_for(lang), lambda p: "Lucía") for st in res.steps]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("cards_text,decisions", TRICKS)
def test_every_step_names_its_cards_as_the_table_does(lang, cards_text, decisions):
    trick, said = lines(cards_text, decisions, lang)
    assert said
    names = [card_words(c, tr_for(lang)) for _, c in trick]
    for line in said:
        assert not TITLE_CASE.search(line), line
        if lang == "en":
            assert " de " not in line, line  # no Spanish card name inside an English line
        low = line[:1].lower() + line[1:]
        assert any(n in low for n in names) or "comod" in low.lower() or "joker" in low.lower()


def test_one_card_one_name_from_its_power_to_its_win():
    _, es = lines("1b 5e 4c 2b", [1], "es")
    assert es == ["El as de bastos cambia su valor con el 5 de espadas", "Gana el as de bastos"]
    _, en = lines("1b 5e 4c 2b", [1], "en")
    assert en == ["The ace of clubs swaps its value with the 5 of swords", "The ace of clubs wins"]
    _, es = lines("1o 3c 5b", [], "es")
    assert es == ["El as de oros gana la baza"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_question_names_the_power_card_as_its_buttons_name_cards(lang):
    tr = tr_for(lang)
    for kind, power, action in [(REMOVE, "1e", "remove 5b"), (SWAP_ONE, "1b", "swap 5e"),
                                (SWAP_TWO, "7o", "swap Rc 5o")]:
        card = parse_cards(power, SPANISH)[0]
        title = ask_text(kind, card, tr)
        assert title.startswith(card_words(card, tr, article=False) + ":"), title
        assert not TITLE_CASE.search(title), title
        button = action_label(action, tr, str)
        assert not TITLE_CASE.search(button), button
