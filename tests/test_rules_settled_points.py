"""The rules screens say the points the seeds settle where a player would wonder
(issue 34): each page, in Spanish and English, names the case in our own words."""
from __future__ import annotations

import pytest

from hod_desktop.scenes.brag import rules_page as brag_page
from hod_desktop.scenes.rules import page_text as page_blocks


def page_text(page, lang: str) -> str:
    return " ".join(text for _, text in page_blocks(page, lang)[1])


@pytest.mark.parametrize("lang,words", [("es", "palo de la K"), ("en", "the K's suit")])
def test_brag_tie_break_names_the_highest_card_not_the_pair(lang, words):
    text = page_text(brag_page, lang)
    assert "5-5-K" in text and words in text
    assert "mejor palo)" not in text and "better suit)" not in text


# ---------------------------------------------------------------- the rules screens
from hod_desktop.scenes.bandas import rules_page as bandas_page  # noqa: E402
from hod_desktop.scenes.cinco_vidas_espanola import rules_page as espanola_page  # noqa: E402

SETTLED = {
    "bandas": (bandas_page, {
        "es": ["Barrio vacío", "el dueño lo conserva pero no cobra", "chivato jugado allí",
               "tal como se colocaron", "4 contra 6 acaba en 5 contra 5"],
        "en": ["Empty district", "the owner keeps it but scores nothing", "snitch played there",
               "as they were placed", "4 against 6 ends 5 against 5"]}),
    "espanola": (espanola_page, {
        "es": ["orden de los asientos, empezando por quien abre la baza",
               "Su ronda de 1 carta también es la del clásico"],
        "en": ["seating order from the player who leads the trick",
               "Its 1-card round is Classic's too"]}),
    "brag": (brag_page, {
        "es": ["Si solo quedan dos jugadores", "de una en una"],
        "en": ["With only two players left", "one at a time"]}),
}


@pytest.mark.parametrize("game", sorted(SETTLED))
@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_rules_page_says_the_settled_points(game, lang):
    page, wanted = SETTLED[game]
    text = page_text(page, lang)
    for words in wanted[lang]:
        assert words in text, (game, lang, words)


# ---------------------------------------------------------------- Bandas: the reveal
from ui_helpers import app  # noqa: E402,F401  (app: the fixture)

from hod_desktop.engine import bandas as ba  # noqa: E402
from hod_desktop.engine.core import Match  # noqa: E402


def names(seat):
    return {0: "Tú", 1: "Lucía", 2: "Mateo"}.get(seat, "—")


def test_an_empty_district_s_step_names_its_owner_and_its_chivato():
    from hod_desktop.scenes.bandas.text import step_caption

    res = ba.resolve_district(ba.PLAZA, 4, 1, [0, 0, 0],
                              [None, None, ba.TrickPlay(ba.CHIVATO, ba.PLAZA, None)])
    assert res.winner is None and res.owner == 1
    assert res.steps == (ba.Step(ba.NOBODY_THERE, 1, 2),)
    said = step_caption(res.steps[0], ba.PLAZA, names, "es", 0)
    assert said == "Nadie pisó Plaza: no cobra el dueño ni el chivato"
    alone = ba.resolve_district(ba.PLAZA, 4, 1, [0, 0, 0], [])
    assert step_caption(alone.steps[0], ba.PLAZA, names, "es", 0) == \
        "Nadie pisó Plaza: Lucía sigue de dueño, pero no cobra"
    assert step_caption(alone.steps[0], ba.PLAZA, names, "en", 1) == \
        "Nobody went to Square: you stay the owner but score nothing"


def night_with_mutual_bribes() -> tuple[Match, ba.NightReport]:
    """3 players, night 1: seats 0 (4 thugs) and 1 (6) bribe each other in Puerto; seat 2
    plays a Chivato on the Plaza, which seat 0 owns and where nobody goes."""
    m = Match("bandas", {"players": 3}, 3)
    s = m.state
    s.hands = [[ba.SOBORNO], [ba.SOBORNO], [ba.CHIVATO]]
    s.owners[ba.PLAZA] = 0
    m.apply(0, f"alloc 4,{s.thugs[0] - 4},0,0,0 soborno:puerto:1")
    m.apply(1, f"alloc 6,{s.thugs[1] - 6},0,0,0 soborno:puerto:0")
    events = m.apply(2, f"alloc 0,{s.thugs[2]},0,0,0 chivato:plaza")
    return m, next(e for e in events if isinstance(e, ba.NightRevealed)).report


def test_the_table_s_reveal_says_mutual_bribes_and_the_empty_district(app):
    from hod_desktop.scenes.bandas.reveal import Reveal
    from hod_desktop.scenes.bandas.table import BandasTable
    from hod_desktop.scenes.bandas.text import is_mutual_bribe

    m, report = night_with_mutual_bribes()
    puerto = report.results[ba.PUERTO]
    assert puerto.strength[:2] == (5, 5)  # 4 against 6, each bribing the other
    table = BandasTable(app, m, 0)
    table.reveal = Reveal.start(report)
    seen = []
    while table.reveal.advance() is not None:
        seen.append(table.caption(table.board())[0])
    bribes = [t for t in seen if t.startswith("Soborno cruzado")]
    assert len(bribes) == 2 and all("la mitad de lo que pus" in t for t in bribes), seen
    assert any(t.startswith("Nadie pisó Plaza") and "chivato" in t for t in seen), seen
    single = ba.Step(ba.BRIBE, 0, 1, 3)
    assert is_mutual_bribe(single, puerto.steps)
    assert not is_mutual_bribe(single, (single,))


# ---------------------------------------------------------------- Twisted: the reading order
def test_a_twisted_reveal_with_equal_cards_says_whose_seat_the_reading_starts_from(app):
    from hod_desktop.engine import cinco_vidas_espanola as ce
    from hod_desktop.engine.cards import SPANISH, parse_card
    from hod_desktop.scenes.cinco_vidas_espanola.table import EspanolaTable
    from ui_helpers import step

    m = Match("cinco_vidas_espanola", {"players": 3, "mode": "twisted"}, 2)
    table = EspanolaTable(app, m, 0)
    app.scenes.push(table)
    step(app, 2)
    cards = tuple((p, parse_card(c, SPANISH)) for p, c in ((1, "5o"), (2, "5c"), (0, "Ro")))
    table._on_revealed_es(ce.CardsRevealed(cards))
    table.anim.finish_all()
    assert table.message and table.message[0] == \
        "Se leen en orden de asiento desde Lucía, que abre la baza"
    table.message = None
    table._on_revealed_es(ce.CardsRevealed(((1, cards[0][1]), (0, cards[2][1]))))
    table.anim.finish_all()
    assert table.message is None  # no equal cards: nothing to pair off, nothing said


# ---------------------------------------------------------------- Brag: two seats, all yours
def test_brag_last_turn_with_only_your_own_cards_in_the_centre_is_said_and_not_marked_refused(app):
    from hod_desktop.scenes.brag.table import BragTable

    m = Match("brag", {"players": 3}, 1)
    s = m.state
    s.lives = [0, 3, 3]
    s.dealer = 0
    s._start_deal()
    a, b = s.order
    for _ in s.order:  # one time round
        p = m.to_act()[0]
        m.apply(p, f"swap {s.hands[p][0]} up")
    m.apply(a, "swapall " + str(s.hands[a][0]))
    m.apply(b, "knock")
    v = m.view(a)
    assert v.blocked == (0, 1, 2) and v.takeback_refused == ()
    table = BragTable(app, m, a)
    app.scenes.push(table)
    for _ in range(600):
        if table.my_turn():
            break
        app.step(1 / 60)
    text, _ = table.turn_prompt()
    assert "las dejaste tú" in text and "cualquiera" in text
