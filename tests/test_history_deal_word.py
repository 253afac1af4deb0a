"""Brag's history names its rows as its table does: in English the table's title says
«Deal 3 · round 2», and the history's first column said «Hand» (try40, real window);
Chinchón's hands stay «Hand». Spanish says «Mano» for both."""
from hod_desktop.scenes.brag import text as brag_words  # noqa: F401  (its words: bb.deal)
from hod_desktop.ui import i18n
from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match
from hod_desktop.engine.history import HistoryBook
from hod_desktop.ui.table.history_table import history_grid


def played(game: str, players: int, seed: int = 3, moves: int = 400) -> Match:
    m = Match(game, {"players": players, "level": "facil"}, seed)
    bots = [make_bot(game, "facil", seed, p) for p in range(players)]
    for _ in range(moves):
        if m.is_terminal():
            break
        seat = m.to_act()[0]
        m.apply(seat, run_to_end(bots[seat].decide(m.view(seat))))
    return m


def first_column(game: str, players: int, lang: str) -> str:
    book = HistoryBook(played(game, players))
    assert book.rows, "some rows to show"
    return history_grid(book, lambda p: f"P{p}", lang, 0).head[0].text


def test_brag_history_says_deal_in_english_like_its_title():
    word = first_column("brag", 3, "en")
    assert word == "Deal" and i18n.tr("bb.deal", "en", n=1, r=1).startswith(word)
    assert first_column("brag", 3, "es") == "Mano"


def test_chinchon_history_still_says_hand():
    assert first_column("chinchon", 2, "en") == "Hand"
