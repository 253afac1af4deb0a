"""The one list of games (hod_desktop/game_list.py) is what every reader uses, and every
part it names exists and has the shape its readers expect."""
from __future__ import annotations

import importlib
import importlib.util
import random
from pathlib import Path

import pytest

from hod_desktop import game_list
from hod_desktop.engine.core import all_rules, get_rules

ENTRIES = game_list.games()
IDS = [e.name for e in ENTRIES]
each = pytest.mark.parametrize("e", ENTRIES, ids=IDS)


def test_names_are_unique_and_in_menu_order():
    assert len(set(IDS)) == len(IDS)
    assert [e.order for e in ENTRIES] == sorted(e.order for e in ENTRIES)
    assert game_list.entry("chinchon").name == "chinchon"
    with pytest.raises(LookupError):
        game_list.entry("no_such_game")


def test_engine_registry_is_exactly_the_list():
    assert {r.name for r in all_rules()} == {e.name for e in ENTRIES}


@each
def test_engine_and_bot(e):
    rules = get_rules(e.name)
    assert rules.name == e.name and e.engine_module().RULES is rules
    bots = e.bot_module()
    levels = next(s for s in rules.options if s.name == "level").choices
    assert tuple(bots.LEVELS) == tuple(levels)
    from hod_desktop.ai.registry import make_bot

    bot = make_bot(e.name, levels[0], 1, 1)
    assert hasattr(bot, "decide")
    assert bots.make_bot(levels[0], random.Random(1)) is not None


@each
def test_table_rules_page_and_strings(e):
    from hod_desktop.ui import i18n

    assert e.is_available() and e in game_list.available()
    cls = e.table_class()
    assert cls.__name__ == e.table.split(":")[1]
    page = e.rules_page_module()
    assert page.PAGE and page.LEAD and page.CONTEXT.startswith("rules.")
    assert {kind for kind, _ in page.PAGE} <= {"h", "p", "li", "cards"}
    e.load_strings()
    for key in (f"game.{e.name}", f"game.{e.name}.tagline"):
        assert i18n.has(key), f"{key} is not declared"
        assert i18n.tr(key, "es") != key


@each
def test_smoke_options_deck_and_sample(e):
    from hod_desktop.engine import cards

    rules = get_rules(e.name)
    assert rules.normalize_options(dict(e.smoke_options))  # valid options
    assert e.deck in ("french", "spanish")
    deck = cards.SPANISH if e.deck == "spanish" else cards.FRENCH
    assert len([cards.parse_card(c, deck) for c in e.sample_cards.split()]) == 3


@each
def test_bench_modules_exist(e):
    from hod_desktop.bench import BENCH_MODULES

    assert e.bench, f"{e.name} has no benchmark module"
    for name in e.bench:
        assert name in BENCH_MODULES
        module = importlib.import_module(f"hod_desktop.bench.{name}")
        assert callable(module.run)


def test_readers_take_their_games_from_the_list(monkeypatch):
    """Drop a game from the list: smoke, setup's choices and the bench lose it too."""
    from hod_desktop import smoke

    only = (game_list.entry("chinchon"),)
    monkeypatch.setattr(game_list, "GAMES", only)
    assert [g for g, _ in smoke.smoke_games()] == ["chinchon"]
    assert smoke.smoke_games()[0][1] == only[0].smoke_options
    assert game_list.available_names() == ["chinchon"]
    assert game_list.bench_modules() == list(only[0].bench)


def test_unavailable_table_is_not_offered(monkeypatch):
    import dataclasses

    ghost = dataclasses.replace(game_list.entry("chinchon"), name="ghost",
                                table="hod_desktop.scenes.no_such_table:Nothing")
    monkeypatch.setattr(game_list, "GAMES", game_list.GAMES + (ghost,))
    assert "ghost" in game_list.names()
    assert "ghost" not in game_list.available_names()


# The design card: one module or package per game in engine/ and ai/, one package per
# game table in scenes/; everything else there is shared by several games.
SHARED = {
    "engine": {"__init__", "core", "cards", "deal_code", "fastrand", "games", "history",
               "lives_rounds", "lives_reader", "rounds", "table_model", "tracked",
               "poderes"},  # the Poderes overlay, layered on cinco_vidas_espanola
    "ai": {"__init__", "base", "registry", "hint", "seats", "replay"},
}


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_one_module_or_package_per_game(layer):
    folder = Path(game_list.__file__).parent / layer
    entries = {p.stem for p in folder.iterdir()
               if p.suffix == ".py" or (p.is_dir() and (p / "__init__.py").exists())}
    games = {e.name for e in ENTRIES}
    assert entries - SHARED[layer] == games, "a game's code is split or misplaced"
    for e in ENTRIES:
        where = e.engine if layer == "engine" else e.bot
        assert where == f"hod_desktop.{layer}.{e.name}"


def test_one_table_package_per_game():
    scenes = Path(game_list.__file__).parent / "scenes"
    for e in ENTRIES:
        assert (scenes / e.name / "__init__.py").exists()
        assert e.table.startswith(f"hod_desktop.scenes.{e.name}.")
    loose = [p.name for p in scenes.glob("*.py") if any(p.stem.startswith(g) for g in IDS)]
    assert loose == [], "game table code outside its package"
