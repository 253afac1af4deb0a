"""Siete y media's Difícil says why (the hint's reason, «¿Qué haría la máquina?»): the
reason matches the move, its numbers are the ones the move was chosen by, and it reads
as a whole sentence in Spanish and English."""
from __future__ import annotations

import random

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.hint import hint_for
from hod_desktop.ai.siete_y_media import make_bot
from hod_desktop.ai.siete_y_media.bot import bust_chance, said_total, unseen_pool
from hod_desktop.engine import siete_y_media as sm
from hod_desktop.engine.core import Match
from hod_desktop.scenes.siete_y_media import text_hint as _why  # noqa: F401
from hod_desktop.ui.table.move_words import reason_words

FOR_MOVE = {"card": {"sm.hint.card", "sm.hint.bank_card", "sm.hint.card_safe",
                     "sm.hint.bank_card_safe"},
            "stand": {"sm.hint.stand", "sm.hint.bank_stand"},
            "bet": {"sm.hint.bet_least", "sm.hint.bet_most"}}


def spots(seeds=range(6), players=3):
    """(view, Difícil's action, its reason) at every decision of a few whole matches."""
    for seed in seeds:
        m = Match("siete_y_media", {"players": players, "level": "dificil"}, seed)
        while not m.is_terminal():
            p = m.to_act()[0]
            v = m.view(p)
            bot = make_bot("dificil", random.Random(seed))
            action = run_to_end(bot.decide(v))
            yield v, action, bot.explain()
            m.apply(p, action)


def test_every_decision_has_a_reason_that_matches_the_move():
    seen = set()
    for v, action, reason in spots():
        assert reason is not None
        key, numbers = reason
        seen.add(key)
        if len(v.legal) == 1:
            assert key == "sm.hint.only"
            continue
        assert key in FOR_MOVE[action.split()[0]]
        assert key.endswith("_safe") == (numbers.get("bust") == 0 and action == "card")
        if key in ("sm.hint.card", "sm.hint.card_safe", "sm.hint.stand"):  # the player's two values, as compared
            assert numbers["value"] >= numbers["stand"] if action == "card" else \
                numbers["value"] == numbers["stand"]
        if "bust" in numbers:
            t = v.known_total(v.viewer)
            assert numbers["total"] == said_total(t)
            assert numbers["bust"] == round(100 * bust_chance(t, unseen_pool(v)))
    assert {"sm.hint.card", "sm.hint.stand", "sm.hint.bet_least"} <= seen


def test_the_bust_chance_is_the_share_of_unseen_cards_that_pass_seven_and_a_half():
    m = Match("siete_y_media", {"players": 2, "level": "dificil"}, 4)
    while m.view(m.to_act()[0]).phase == sm.BETTING:
        m.apply(m.to_act()[0], m.legal_actions(m.to_act()[0])[0].__str__())
    v = m.view(m.to_act()[0])
    seen = {c for c in v.hidden if c is not None} | {c for u in v.up for c in u}
    unseen = [c for c in sm.DECK if c not in seen]
    for t in (1, 8, 11, 14):
        plain = sum(1 for c in unseen if t + sm.halves(c) > sm.TARGET) / len(unseen)
        assert abs(bust_chance(t, unseen_pool(v)) - plain) < 1e-12


def test_totals_are_said_in_halves():
    assert [said_total(t) for t in (1, 2, 11, 14, 15)] == ["½", "1", "5½", "7", "7½"]


def test_the_hint_words_every_reason_in_both_languages():
    m = Match("siete_y_media", {"players": 3, "level": "dificil"}, 2)
    worded = 0
    while not m.is_terminal() and worded < 12:
        p = m.to_act()[0]
        h = hint_for(m, p)
        for lang in ("es", "en"):
            text = reason_words(h.reason, lang)
            assert text and "{" not in text and not text.startswith("Sm.hint"), text
        worded += 1
        m.apply(p, h.action)


def test_a_negative_expectation_reads_with_a_true_minus_and_the_decimal_mark():
    reason = ("sm.hint.stand", {"total": "5", "value": -0.3, "bust": 40})
    es, en = reason_words(reason, "es"), reason_words(reason, "en")
    assert "−0,3" in es and "-" not in es, es
    assert "−0.3" in en and "-" not in en, en
