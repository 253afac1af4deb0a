"""ui/table/refusals: an engine's English refusal said in the person's words, driven by sentences
alone (no table): the first pattern found picks the key, named groups fill its fields
through the table's field makers, and an unknown sentence stays as the engine wrote it."""
from i18n_helpers import declare

from hod_desktop.engine.core import IllegalAction, Match
from hod_desktop.ui import i18n
from hod_desktop.ui.table.refusals import Refusals, count_words

declare({"test.refusal.turn": "Espera", "test.refusal.loose": "Te quedan {count} sueltas",
         "test.refusal.card": "No puedes tirar {card} ({n})"},
        en={"test.refusal.turn": "Wait", "test.refusal.loose": "{count} stay loose",
            "test.refusal.card": "You may not throw {card} ({n})"})

WORDS = Refusals(((r"'s turn", "test.refusal.turn"),
                  (r"(?P<count>\d+) cards would stay loose", "test.refusal.loose"),
                  (r"the card (?P<card>\S+) is worth (?P<n>\d+)", "test.refusal.card")),
                 {"count": count_words, "card": lambda code, lang: f"<{code}:{lang}>"})


def test_first_pattern_found_picks_the_key():
    assert WORDS.words("it is Lucía's turn", "es") == "Espera"
    assert WORDS.words("it is Lucía's turn", "en") == "Wait"


def test_groups_fill_fields_through_their_makers():
    assert WORDS.words("close 5c: 2 cards would stay loose", "es") == "Te quedan dos sueltas"
    assert WORDS.words("close 5c: 2 cards would stay loose", "en") == "2 stay loose"
    # a group without a maker is written as the engine wrote it
    assert WORDS.words("the card 7o is worth 7", "es") == "No puedes tirar <7o:es> (7)"


def test_unknown_sentence_is_kept():
    assert WORDS.words("something new", "es") == "something new"


def test_count_words():
    assert [count_words(str(n), "es") for n in (1, 2, 7, 8)] == ["1", "dos", "siete", "8"]
    assert count_words("3", "en") == "3" and count_words("x", "es") == "x"


def refusal(match, seat, action) -> str:
    try:
        match.apply(seat, action)
    except IllegalAction as e:
        return str(e)
    raise AssertionError(f"{action} was taken")


def test_chinchon_engine_refusals_in_spanish():
    """The Chinchón table's list knows the engine's own sentences."""
    from hod_desktop.scenes.chinchon.hud import REFUSALS

    m = Match("chinchon", {"players": 2, "limit": 100}, 5)
    p = m.to_act()[0]
    card = str(m.state.hands[p][0])
    assert REFUSALS.words(refusal(m, p, f"discard {card}"), "es") == \
        "Primero roba una carta (del mazo o del descarte)"
    assert REFUSALS.words(refusal(m, 1 - p, "draw stock"), "es") == "Espera tu turno"
    m.apply(p, "draw discard")
    taken = str(m.view(p).hand[-1])
    assert REFUSALS.words(refusal(m, p, f"discard {taken}"), "en") == \
        "You may not throw the card you just took from the discard pile"
