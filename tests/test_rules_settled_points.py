"""The rules screens say the points the seeds settle where a player would wonder
(issue 34): each page, in Spanish and English, names the case in our own words."""
from __future__ import annotations

import pytest

from hod_desktop.scenes.brag import rules_page as brag_page


def page_text(page: dict, lang: str) -> str:
    return " ".join(text for _, text in page[lang])


@pytest.mark.parametrize("lang,words", [("es", "palo de la K"), ("en", "the K's suit")])
def test_brag_tie_break_names_the_highest_card_not_the_pair(lang, words):
    text = page_text(brag_page.PAGE, lang)
    assert "5-5-K" in text and words in text
    assert "mejor palo)" not in text and "better suit)" not in text
