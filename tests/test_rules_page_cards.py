"""A rules page's example card that its game's deck cannot read raises when the page is
imported through the game list, naming the page and the card: «7c» written without its
"es:" prefix on a Spanish game's page was a French 7 of clubs to the card parser (or an
ambiguous card), and the rules screen left the whole row out without a word."""
import dataclasses
import sys
import types

import pytest

from hod_desktop import game_list


def page_module(monkeypatch, name: str, blocks) -> str:
    module = types.ModuleType(name)
    module.CONTEXT, module.LEAD = "rules.test", "x"
    module.PAGE = [("p", "texto")] + blocks
    monkeypatch.setitem(sys.modules, name, module)
    return name


@pytest.mark.parametrize("codes,word", [("7c Rb", "7c"), ("es:7o Zq", "Zq"), ("1o Kx", "Kx")])
def test_a_card_the_deck_cannot_read_raises_with_page_and_card(monkeypatch, codes, word):
    name = page_module(monkeypatch, "hod_test_pages.bad", [("cards", codes)])
    entry = dataclasses.replace(game_list.entry("siete_y_media"), rules_page=name)
    with pytest.raises(ValueError) as info:
        entry.rules_page_module()
    assert name in str(info.value) and repr(word) in str(info.value)


def test_a_french_card_on_a_spanish_page_says_to_write_es(monkeypatch):
    name = page_module(monkeypatch, "hod_test_pages.french", [("cards", "Ks Qh")])
    entry = dataclasses.replace(game_list.entry("chinchon"), rules_page=name)
    with pytest.raises(ValueError, match='es:'):
        entry.rules_page_module()


@pytest.mark.parametrize("e", game_list.games(), ids=lambda e: e.name)
def test_every_games_page_reads_all_its_cards(e):
    assert e.rules_page_module().PAGE
