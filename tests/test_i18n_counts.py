"""Counts in the app's sentences agree with their number: "1 matón", "Te queda 1 vida",
"1 card" (plural messages, npgettext by the count's value), in every language."""
import re

from i18n_helpers import declare, load_all

from hod_desktop.ui import i18n

# a count before a plural word that is never a whole 1 there: the points limit (50 or 100),
# averages, which the hints write with a decimal ("unas 1,0 bazas", "1,0 fichas de media"),
# and a refused close (one loose card of 5 or less may close: it names two or more)
NEVER_ONE = {"ch.limit", "cv.why.bid", "ch.r.loose_n", "sm.hint.card", "sm.hint.card_safe",
             "sm.hint.stand", "sm.hint.bank_card", "sm.hint.bank_card_safe", "sm.hint.bank_stand"}
# plural messages that show their number as text (with a typographic minus or a sign) under
# another name than their count's: the count is that same number
SHOWN_APART = {"ch.points": ("s", "n"), "hist.replay.duel.lives": ("n", "k")}


def test_a_plural_message_says_one_or_many():
    declare({"test.count": ("Te queda {k} vida; uno", "Te quedan {k} vidas; {k} de ellos", "k")},
            en={"test.count": ("{k} life left; one", "{k} lives left; {k} of them")})
    assert i18n.tr("test.count", "es", k=1) == "Te queda 1 vida; uno"
    assert i18n.tr("test.count", "es", k=3) == "Te quedan 3 vidas; 3 de ellos"
    assert i18n.tr("test.count", "es", k="1") == "Te queda 1 vida; uno"  # log words are text
    assert i18n.tr("test.count", "es", k=0) == "Te quedan 0 vidas; 0 de ellos"
    assert i18n.tr("test.count", "en", k=1) == "1 life left; one"
    assert i18n.tr("test.count", "en", k="2") == "2 lives left; 2 of them"
    assert i18n.tr("test.count", "en", k="muchas") == "muchas lives left; muchas of them"


def test_no_sentence_says_one_with_a_plural():
    load_all()
    bad = []
    for lang in i18n.LANGS:
        for key, forms in i18n.texts(lang).items():
            base = key.removesuffix(".you").removesuffix(".them")
            if key.startswith("test.") or key in NEVER_ONE or base in NEVER_ONE:
                continue  # "test.": made up by another test in this process, not the app's
            fields = {f for text in forms for f in re.findall(r"\{(\w+)", text)}
            for name in {f for text in forms for f in re.findall(r"\{(\w+)\}", text)}:
                values = {f: (1 if f == name else 2) for f in fields}
                shown, count = SHOWN_APART.get(key, (None, None))
                if name == shown:
                    values[count] = 1
                ones = i18n.tr(key, lang, **values)
                if re.search(r"(?<![\d,.])1 (matones|puntos|pts|fichas|vidas|cartas|bazas|veces|jugadas"
                             r"|noches|manos|rondas|partidas|thugs|points|chips|lives|cards|tricks"
                             r"|times|moves|nights|hands|rounds|games|punts|fitxes|vides|cartes)\b"
                             r"|\b(faltan|quedan|falten|queden) 1\b", ones):
                    bad.append((lang, key, ones))
    assert not bad, bad


def test_the_tables_say_one_in_the_singular():
    load_all()
    assert i18n.tr("ba.left", "es", k=1) == "Te queda 1 matón"
    assert i18n.tr("ba.s.score", "es", name="Lucía", k=1) == "Lucía cobra 1 punto"
    assert i18n.tr("ba.s.bribe.them", "en", name="Lucía", k=1) == "Lucía bribes you: one of your thugs switches sides"
    assert i18n.tr("cv.round", "es", n=5, k=1) == "Ronda 5 · 1 carta"
    assert i18n.tr("cv.round", "es", n=1, k=5) == "Ronda 1 · 5 cartas"
    assert i18n.tr("cv.log.left", "es", n=1) == "le queda 1"
    assert i18n.tr("cv.log.left.you", "es", n=3) == "te quedan 3"
    assert i18n.tr("ch.deadwood", "en", n=1) == "Loose cards: 1 point"


def test_words_for_a_seat_do_not_assume_a_man():
    """Half the names at the table are women's: a seat's tag, the winner's line and the
    person's own status say «Fuera», «Victoria», «Te has quedado fuera», not «Eliminado»,
    «Ganador» or «Estás eliminado»."""
    load_all()
    bad = [(key, text) for key, forms in i18n.texts("es").items() for text in forms
           if re.search(r"\b(Ganador|Ganadora|Eliminado|Estás eliminado|queda eliminado)\b", text)]
    assert not bad, bad


def test_a_lost_life_line_has_two_counts_in_two_messages():
    """«Lucía pierde 2 vidas: le queda 1»: the lives lost and the lives left are two
    numbers, each with its own plural message (action_log.Counted), the person's with «te»."""
    from hod_desktop.engine.cinco_vidas import RoundScored
    from hod_desktop.scenes.cinco_vidas.moves import describe
    from hod_desktop.ui.table.action_log import log_words

    say = log_words(lambda p: ["Tú", "Lucía", "Mateo"][p])
    lines = describe(RoundScored(bids=(1, 0, 2), tricks=(0, 0, 0), lost=(1, 0, 2), lives=(3, 5, 1)))
    assert [e.text("es", say, you=0) for e in lines] == [
        "Pierdes una vida: te quedan 3", "Lucía acierta y no pierde vidas",
        "Mateo pierde 2 vidas: le queda 1"]
    assert [e.text("en", say, you=0) for e in lines] == [
        "You lose a life: 3 left", "Lucía makes the bid and keeps every life",
        "Mateo loses 2 lives: 1 left"]
