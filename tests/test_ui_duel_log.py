"""The prisoner's duel goes in «Jugadas» (issue 36): it left no line at all. Now the log
says who faces whom, each choice once both are shown, and what they did."""
import pygame
from ui_helpers import app, step  # noqa: F401  (app: the fixture)

from hod_desktop.engine.poderes.actions import DuelResolved, DuelStarted
from hod_desktop.scenes.cinco_vidas_espanola import moves
from hod_desktop.ui import i18n
from test_ui_choice_keys import duel_table, press, settle


def said(entries, lang="es", you=0):
    names = {0: i18n.tr("player.you", lang), 1: "Lucía", 2: "Mateo"}
    return [e.text(lang, moves.words(names.get), you) for e in entries]


def test_the_duel_in_words_both_languages():
    assert said(moves.describe(DuelStarted((1, 2)))) == ["Duelo del prisionero: Lucía contra Mateo"]
    both = DuelResolved((0, 2), ("cooperate", "cooperate"), (3, 0, 3), (2, 2, 2))
    es = said(moves.describe(both))
    assert es[:2] == ["Colaboras", "Mateo colabora"]
    assert es[2] == i18n.tr("pod.duel.effect.both_cooperate", "es")
    one = DuelResolved((1, 2), ("cooperate", "betray"), (0, 0, 0), (2, 1, 2))
    en = said(moves.describe(one), "en")
    assert en[:2] == ["Lucía cooperates", "Mateo betrays"]
    assert en[2] == i18n.tr("pod.duel.effect.one_betrays", "en", betrayer="Mateo", cooperator="Lucía")


def test_a_duel_played_at_the_table_reaches_the_log(app):
    match, table = duel_table(app)
    settle(app, table)
    before = len(table.log.entries)
    press(app, pygame.K_RETURN)
    for _ in range(600):
        if len(table.log.entries) > before + 2:
            break
        step(app)
    settle(app, table)
    lines = table.log.texts("es", table.log_words, you=0)[before:]
    chose = [ln for ln in lines if ln in ("Colaboras", "Traicionas") or ln.endswith((" colabora", " traiciona"))]
    assert len(chose) == 2, lines
    assert any(ln.startswith(("Los dos:", table.name(1) + ":", "Tú:")) for ln in lines), lines
