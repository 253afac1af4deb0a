"""The one list of games: each game is declared here once, and every reader takes its
games from this list (menu, setup, rules screen, statistics, benchmark, `--smoke`, the
engine registry, the bots' registry and the generic tests).

Every part is named by a string and imported only when it is used, so the menu starts
fast and this module imports nothing of the app (no import circles through it).

Adding a game is one `GameEntry(...)` block in `GAMES` plus the game's own new files
(see docs/ARCHITECTURE.md, "Adding a game"):

    GameEntry(
        name="brag",                                   # the engine's game name
        engine="hod_desktop.engine.brag",              # registers RULES on import
        bot="hod_desktop.ai.brag",                     # make_bot(level, rng), LEVELS
        table="hod_desktop.scenes.brag.table:BragTable",
        rules_page="hod_desktop.scenes.brag.rules_page",  # PAGE = [Spanish blocks]
        strings="hod_desktop.scenes.brag.text",        # declares "game.brag", ... with i18n
        bench=("brag", "table_brag"),                  # modules in hod_desktop/bench/
        smoke_options={"players": 4},
        deck="french",
        sample_cards="Ks Qh As",
        order=30,
    ),
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameEntry:
    """Where the parts of one game live (module paths as strings, imported lazily).

    name          the engine's game name (also the save files' and statistics' key)
    engine        module that registers the game's `RULES` with engine.core on import
    bot           module with `make_bot(level, rng)` and `LEVELS`
    table         "module:Class" of the table scene, `Class(app, match, human_seat=0)`
    rules_page    module with `PAGE = [blocks]`, `LEAD = str` (Spanish, each text marked
                  with i18n.rule_text(CONTEXT, text)) and `CONTEXT = "rules.<package>"`
    strings       module that declares the game's texts with ui.i18n on import: at least
                  "game.<name>" (its title) and "game.<name>.tagline"
    bench         benchmark modules of this game, by name inside `hod_desktop.bench`
                  (each has `run(quick) -> dict`); a module named `table_*` writes rows
                  that start with "table." (the frame-time rows)
    smoke_options options of the bots-only game that `--smoke` plays through the app
    deck          "french" or "spanish": the cards the menus show for it
    sample_cards  three cards the setup screen fans for the game (engine card codes)
    order         place in the menus (smaller first)
    achievements  optional module for the statistics screen's achievement totals:
                  `TITLE_KEY`, `ACHIEVEMENTS` (keys in order), `name_key(key)`,
                  `how_key(key)` (i18n keys) and `badge(key, diameter, earned) -> Surface`; the engine module
                  then defines `achievements_earned(match, seat) -> {key: times}`
    more_points_win  True when the most points win (Bandas); a points game where the
                  fewest win (Chinchón) leaves it False
    guide         module of the guided first game (issue 36): `DEAL` (a deal code: seed
                  and options) and `STEPS` (ui/table/guide.GuideStep, in order)
    """

    name: str
    engine: str
    bot: str
    table: str
    rules_page: str
    strings: str
    bench: tuple[str, ...] = ()
    smoke_options: dict = field(default_factory=dict, hash=False, compare=False)
    deck: str = "french"
    sample_cards: str = ""
    order: int = 100
    achievements: str = ""
    more_points_win: bool = False
    guide: str = ""

    # -------------------------------------------------------- lazy imports
    def engine_module(self):
        return importlib.import_module(self.engine)

    def bot_module(self):
        return importlib.import_module(self.bot)

    def table_class(self):
        """The table scene class (imports its module now)."""
        module, _, cls = self.table.partition(":")
        return getattr(importlib.import_module(module), cls)

    def rules_page_module(self):
        """The rules page, its example cards checked: a card its deck cannot read raises."""
        module = importlib.import_module(self.rules_page)
        check_page_cards(module, self.rules_page, self.deck)
        return module

    def achievements_module(self):
        """The module that names and draws this game's achievements (None without any)."""
        return importlib.import_module(self.achievements) if self.achievements else None

    def guide_module(self):
        """The guided first game's module (DEAL, STEPS), or None for a game without one."""
        return importlib.import_module(self.guide) if self.guide and _exists(self.guide) else None

    def load_strings(self) -> None:
        importlib.import_module(self.strings)

    @property
    def table_module(self) -> str:
        return self.table.partition(":")[0]

    def is_available(self) -> bool:
        """Whether this build has the game's engine and table (found without importing)."""
        return _exists(self.engine) and _exists(self.table_module)


GAMES: tuple[GameEntry, ...] = (
    GameEntry(
        name="cinco_vidas",
        engine="hod_desktop.engine.cinco_vidas",
        bot="hod_desktop.ai.cinco_vidas",
        table="hod_desktop.scenes.cinco_vidas.table:CincoVidasTable",
        rules_page="hod_desktop.scenes.cinco_vidas.rules_page",
        strings="hod_desktop.scenes.cinco_vidas.text",
        guide="hod_desktop.scenes.cinco_vidas.guide",
        bench=("cinco_vidas", "table_cinco_vidas"),
        smoke_options={"players": 4},
        deck="french",
        sample_cards="Ks Qh As",
        order=10,
    ),
    GameEntry(
        name="chinchon",
        engine="hod_desktop.engine.chinchon",
        bot="hod_desktop.ai.chinchon",
        table="hod_desktop.scenes.chinchon.table:ChinchonTable",
        rules_page="hod_desktop.scenes.chinchon.rules_page",
        strings="hod_desktop.scenes.chinchon.text",
        guide="hod_desktop.scenes.chinchon.guide",
        bench=("chinchon", "table_chinchon"),
        smoke_options={"players": 4, "limit": 50},
        deck="spanish",
        sample_cards="1o Cc Re",
        order=20,
    ),
    GameEntry(
        name="brag",
        engine="hod_desktop.engine.brag",
        bot="hod_desktop.ai.brag",
        table="hod_desktop.scenes.brag.table:BragTable",
        rules_page="hod_desktop.scenes.brag.rules_page",
        strings="hod_desktop.scenes.brag.text",
        guide="hod_desktop.scenes.brag.guide",
        bench=("brag",),
        smoke_options={"players": 4},
        deck="french",
        sample_cards="3s 3h 3d",
        order=30,
    ),
    GameEntry(
        name="bandas",
        engine="hod_desktop.engine.bandas",
        bot="hod_desktop.ai.bandas",
        table="hod_desktop.scenes.bandas.table:BandasTable",
        rules_page="hod_desktop.scenes.bandas.rules_page",
        strings="hod_desktop.scenes.bandas.text",
        guide="hod_desktop.scenes.bandas.guide",
        bench=("bandas",),
        smoke_options={"players": 4},
        deck="spanish",
        sample_cards="1e Se Re",  # no playing cards in Bandas: swords for a gang fight
        order=40,
        more_points_win=True,
    ),
    GameEntry(
        name="cinco_vidas_espanola",
        engine="hod_desktop.engine.cinco_vidas_espanola",
        bot="hod_desktop.ai.cinco_vidas_espanola",
        table="hod_desktop.scenes.cinco_vidas_espanola.table:EspanolaTable",
        rules_page="hod_desktop.scenes.cinco_vidas_espanola.rules_page",
        strings="hod_desktop.scenes.cinco_vidas_espanola.text",
        guide="hod_desktop.scenes.cinco_vidas_espanola.guide",
        bench=("cinco_vidas_espanola", "poderes"),
        smoke_options={"players": 4, "mode": "chaos"},
        deck="spanish",
        sample_cards="5o 5c Rb",
        order=15,
        achievements="hod_desktop.scenes.cinco_vidas_espanola.poderes_badges",
    ),
    GameEntry(
        name="siete_y_media",
        engine="hod_desktop.engine.siete_y_media",
        bot="hod_desktop.ai.siete_y_media",
        table="hod_desktop.scenes.siete_y_media.table:SieteTable",
        rules_page="hod_desktop.scenes.siete_y_media.rules_page",
        strings="hod_desktop.scenes.siete_y_media.text",
        guide="hod_desktop.scenes.siete_y_media.guide",
        bench=("siete_y_media", "table_siete_y_media"),
        smoke_options={"players": 4},
        deck="spanish",
        sample_cards="7o Sc Rb",
        order=50,
        more_points_win=True,
    ),
)


# ------------------------------------------------------------ lookups
def games() -> list[GameEntry]:
    """Every declared game, in menu order."""
    return sorted(GAMES, key=lambda e: (e.order, e.name))


def names() -> list[str]:
    return [e.name for e in games()]


def entry(name: str) -> GameEntry:
    """The entry of game `name`; LookupError when no game has that name."""
    for e in GAMES:
        if e.name == name:
            return e
    raise LookupError(f"no game named {name!r}")


def available() -> list[GameEntry]:
    """The games this build can play (engine and table present), in menu order."""
    return [e for e in games() if e.is_available()]


def available_names() -> list[str]:
    return [e.name for e in available()]


def load_engines() -> None:
    """Import every game's engine module so each registers its rules."""
    for e in games():
        if _exists(e.engine):
            e.engine_module()


def load_strings() -> None:
    """Declare every available game's texts (titles, taglines, option labels) to i18n,
    and the words the tables share."""
    importlib.import_module("hod_desktop.ui.table.table_words")
    for e in games():
        if _exists(e.strings):
            e.load_strings()


def check_page_cards(module, where: str, deck: str) -> None:
    """Every example card of a rules page (its ("cards", codes) blocks, "es:" first for the
    Spanish deck) must be a card of the game's deck: ValueError naming the page and the card
    otherwise (such a card used to be left out without a word)."""
    from .engine import cards

    for kind, content in getattr(module, "PAGE", []):
        if kind != "cards":
            continue
        spanish = content.startswith("es:")
        codes = content[3:] if spanish else content
        for code in codes.replace("|", " ").split():
            try:
                card = cards.parse_card(code, cards.SPANISH if spanish else None)
            except ValueError as e:
                raise ValueError(f"rules page {where}: card {code!r} cannot be read: {e}") from None
            if card.deck != deck and card.deck != cards.JOKER:
                hint = ' (write "es:" before Spanish cards)' if deck == cards.SPANISH else ""
                raise ValueError(f"rules page {where}: card {code!r} reads as a "
                                 f"{card.deck} card in a {deck} game{hint}")


def bench_modules() -> list[str]:
    """Every game's benchmark modules (names inside hod_desktop.bench), in menu order."""
    out: list[str] = []
    for e in games():
        out += [m for m in e.bench if m not in out]
    return out


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False
