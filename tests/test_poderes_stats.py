"""Per-person achievement totals (Poderes): a finished Poderes match adds each achievement
the person earned to its own counter in the statistics file; older files (without the
counters) load with every number kept; broken counters set the file aside; the
statistics screen shows the eighteen badges with names and counts, es and en."""
from __future__ import annotations

import json
import random
from collections import Counter

import pygame
import pytest

from hod_desktop import persist
from hod_desktop.engine.core import Match
from hod_desktop.engine.poderes.achievements import ACHIEVEMENTS
from shell_helpers import app, click, find, frames, top  # noqa: F401

GAME = "cinco_vidas_espanola"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def finished(seed: int, poderes=True, players=3) -> Match:
    m = Match(GAME, {"players": players, "poderes": poderes}, seed)
    rng = random.Random(seed)
    while not m.is_terminal():
        p = rng.choice(m.to_act())
        m.apply(p, rng.choice(m.legal_actions(p)))
    return m


def earned_by(m: Match, seat: int) -> Counter:
    return Counter(k for p, k in m.state.earned if p == seat)


def test_a_finished_poderes_match_adds_to_the_right_counters():
    matches = [finished(s) for s in range(6)]
    expected: Counter = Counter()
    for i, m in enumerate(matches):
        seat = i % 3  # the person's seat changes: only that seat's achievements count
        persist.record_result(m, seat)
        expected += earned_by(m, seat)
    assert sum(expected.values()) > 0  # the sample earns something to count
    stats, msg = persist.load_stats()
    assert msg is None
    assert stats["games"][GAME]["achievements"] == dict(expected)
    assert persist.achievement_totals(stats) == dict(expected)
    assert set(expected) <= set(ACHIEVEMENTS)


def test_matches_without_poderes_and_bot_only_runs_add_nothing():
    persist.record_result(finished(1, poderes=False), 0)
    persist.record_result(finished(2), None)
    stats, _ = persist.load_stats()
    assert stats["games"][GAME]["played"] == 1
    assert stats["games"][GAME]["achievements"] == {}


def test_an_older_file_without_counters_loads_whole_and_gains_them():
    old = {"version": 1, "games": {
        GAME: {"played": 7, "won": 3, "streak": 1, "best_streak": 2, "place_sum": 15,
               "extra": {"achievements_per_game": [9, 4]}},
        "chinchon": {"played": 2, "won": 1, "streak": 0, "best_streak": 1, "place_sum": 3}}}
    persist.stats_path().write_text(json.dumps(old))
    stats, msg = persist.load_stats()
    assert msg is None
    for game, entry in old["games"].items():
        for k, v in entry.items():
            assert stats["games"][game][k] == v  # nothing lost
        assert stats["games"][game]["achievements"] == {}
    m = finished(4)
    persist.record_result(m, 0)
    stats, _ = persist.load_stats()
    entry = stats["games"][GAME]
    assert entry["played"] == 8 and entry["place_sum"] >= 16
    assert entry["achievements"] == dict(earned_by(m, 0))
    assert stats["games"]["chinchon"]["played"] == 2
    on_disk = json.loads(persist.stats_path().read_text())
    assert on_disk["games"][GAME]["achievements"] == dict(earned_by(m, 0))


@pytest.mark.parametrize("bad", [[1, 2], {"pureza": -1}, {"pureza": "3"}, {"pureza": True},
                                 {"pureza": 1.5}])
def test_broken_counters_set_the_file_aside_and_the_app_goes_on(bad):
    persist.stats_path().write_text(json.dumps({"version": 1, "games": {
        GAME: {"played": 1, "won": 0, "streak": 0, "best_streak": 0, "place_sum": 2,
               "achievements": bad}}}))
    stats, msg = persist.load_stats()
    assert stats["games"] == {} and msg
    assert list(persist.stats_path().parent.glob("stats.broken-*.json"))
    persist.record_result(finished(5), 0)  # and the next result is recorded as usual
    assert persist.load_stats()[0]["games"][GAME]["played"] == 1


def test_a_truncated_file_still_loads():
    persist.stats_path().write_text('{"version": 1, "games": {"cinco_vidas_esp')
    stats, msg = persist.load_stats()
    assert stats["games"] == {} and msg
    assert persist.achievement_totals(stats) == {}


def test_a_failing_hook_never_loses_the_result(monkeypatch):
    from hod_desktop.engine import cinco_vidas_espanola as ce

    monkeypatch.setattr(ce, "achievements_earned", lambda match, seat: 1 / 0)
    s = persist.record_result(finished(6), 0)
    assert s["played"] == 1
    assert persist.load_stats()[0]["games"][GAME]["achievements"] == {}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_statistics_screen_shows_every_badge_with_its_count(app, lang):
    from hod_desktop.scenes.cinco_vidas_espanola import poderes_badges
    from hod_desktop.scenes.stats import StatsScene, times_text
    from hod_desktop.ui.widgets.controls import Button

    app.settings["lang"] = lang
    m = finished(0)
    persist.record_result(m, 0)
    persist.record_result(m, 0)
    mine = earned_by(m, 0)
    app.scenes.push(StatsScene(app))
    frames(app)
    scene = top(app)
    assert scene.page == "games"
    page = find(app, Button, key_name="page")
    assert page.label == {"es": "Logros", "en": "Achievements"}[lang]
    click(app, page.rect.center)
    frames(app)
    assert scene.page == "achievements"
    (module, totals), = scene.sections
    assert module is poderes_badges and list(totals) == list(ACHIEVEMENTS)
    assert totals == {k: 2 * mine.get(k, 0) for k in ACHIEVEMENTS}
    names = {app.tr(module.name_key(k)) for k in ACHIEVEMENTS}
    assert len(names) == 18 and not any(n.startswith("pod.") for n in names)
    assert times_text(app.tr, 0) == {"es": "Aún no", "en": "Not yet"}[lang]
    assert times_text(app.tr, 4) == {"es": "4 veces", "en": "4 times"}[lang]
    # an earned badge is gold, one never earned grey
    gold = module.badge("pureza", 40, earned=True).get_at((20, 4))
    grey = module.badge("pureza", 40, earned=False).get_at((20, 4))
    assert gold != grey
    frames(app)  # draws the grid (and a tip when the pointer is over a badge)
    click(app, find(app, Button, key_name="page").rect.center)
    frames(app)
    assert scene.page == "games"


def test_table_words_name_cards_and_keep_the_duel_secret():
    from hod_desktop.engine.cards import SPANISH, parse_cards
    from hod_desktop.engine.poderes.powers import resolve_powers
    from hod_desktop.scenes.cinco_vidas_espanola.poderes_words import (action_label,
                                                                       step_text, trace_text)
    from hod_desktop.ui import i18n

    def tr_for(lang):
        return lambda key, **fmt: i18n.tr(key, lang, **fmt)

    cards = parse_cards("1e Rc *1 7o 5b", SPANISH)
    trick = list(enumerate(cards))
    res = resolve_powers(cards, [4, (0, 1)])
    lines = [step_text(st, trick, tr_for("es"), str) for st in res.steps]
    assert lines[0] == "El as de espadas quita el 5 de bastos"
    assert lines[1] == "El 7 de oros intercambia los valores: el as de espadas ↔ el rey de copas"
    assert lines[-1] == "Gana el rey de copas"
    en = [step_text(st, trick, tr_for("en"), str) for st in res.steps]
    assert en[0] == "The ace of swords removes the 5 of clubs"
    name = {1: "Lucía"}.get
    assert action_label("swap Rc 5o", tr_for("es"), name) == "Rey de copas ↔ 5 de oros"
    assert action_label("remove *1", tr_for("en"), name) == "Joker"
    for lang in ("es", "en"):
        for choice in ("duel betray", "duel cooperate"):
            said = trace_text(choice, tr_for(lang), name)
            assert "betray" not in said and "cooperate" not in said
            assert said == trace_text("duel cooperate", tr_for(lang), name)  # tells nothing
    assert trace_text("revive 1", tr_for("es"), name) == "devuelve a Lucía a la mesa"
    assert trace_text("play Rc", tr_for("es"), name) is None  # the base table says it


def test_the_duel_effect_is_said_from_the_revealed_choices_only():
    from hod_desktop.scenes.cinco_vidas_espanola.poderes_words import duel_effect_text
    from hod_desktop.ui import i18n

    name = {0: "Tú", 1: "Lucía"}.get

    def tr(key, **fmt):
        return i18n.tr(key, "es", **fmt)

    assert duel_effect_text((0, 1), ("cooperate", "betray"), tr, name) == \
        "Tú: −1 vida · Lucía: conoce la diferencia entre las dos cartas"
    assert duel_effect_text((0, 1), ("betray", "cooperate"), tr, name).startswith("Lucía: −1 vida")
    assert duel_effect_text((0, 1), ("betray", "betray"), tr, name) == "Los dos: −1 de maná"
    assert "+2" in duel_effect_text((0, 1), ("cooperate", "cooperate"), tr, name)


def test_the_log_names_a_joker():
    from hod_desktop.engine.cards import SPANISH, parse_card
    from hod_desktop.scenes.cinco_vidas_espanola.moves import card_name

    assert card_name(parse_card("*1", SPANISH), "es") == "un comodín"
    assert card_name(parse_card("*2", SPANISH), "en") == "a joker"
    # the traces' and Chinchón's words: it said «Rey de bastos», and «Rey of cups» in English
    assert card_name(parse_card("1b", SPANISH), "es") == "el as de bastos"
    assert card_name(parse_card("Rc", SPANISH), "en") == "the king of cups"


def test_a_long_name_keeps_its_gloss_in_the_tooltip(app):
    from hod_desktop.scenes.stats import fitted_name

    assert fitted_name("Pureza (Purity)", "how", 18, 300) == ("Pureza (Purity)", "how")
    label, tip = fitted_name("Lo más bajo es lo más alto (Lowest is Highest)", "You win", 18, 200)
    assert label == "Lo más bajo es lo más alto" and tip == "Lowest is Highest: You win"
    assert fitted_name("Lo más bajo es lo más alto", "Ganas", 18, 100) == \
        ("Lo más bajo es lo más alto", "Ganas")  # no gloss: shrunk to fit instead
