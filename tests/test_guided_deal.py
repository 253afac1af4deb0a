"""The guided first game (issue 36, item 8): every game's guided deal, played through the
real app by keys (Siete y media and Chinchón: the guide's «Seguir» by the mouse, and Siete
y media's moves by its buttons), reaches its last step; the
speech panel never lies over what it points at; the deal counts in no statistic and
leaves the person's saved match as it was; the offer comes once per game."""
import json

import pygame
import pytest
from ui_helpers import click, running_app, step, top, wait_for

from hod_desktop import game_list
from hod_desktop.engine.core import Match
from hod_desktop.engine.deal_code import decode

GAMES = [e.name for e in game_list.games() if e.guide]


def key(app, k, frames=2):
    text = chr(k) if pygame.K_0 <= k <= pygame.K_z else ""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    step(app, frames)


def keys_for(t) -> list:
    """The keys of one move of the person's at `t`, as its help line names them (pressed
    one after another until the move is made)."""
    v = t.cached_view()
    legal, game = v.legal, t.match.game
    if game in ("cinco_vidas", "cinco_vidas_espanola"):
        if legal[0].startswith("bid"):
            return [pygame.K_0 + int(legal[min(1, len(legal) - 1)].split()[1])]
        return [pygame.K_RETURN, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN]
    if game == "chinchon":
        return [pygame.K_r] if v.phase == "draw" else [pygame.K_RETURN, pygame.K_LEFT,
                                                       pygame.K_RETURN]
    if game == "brag":
        return [pygame.K_1, pygame.K_w]
    if game == "bandas":
        return [pygame.K_UP] * 12 + [pygame.K_RETURN]
    return [pygame.K_1 if legal[0].startswith("bet") else pygame.K_m]


def move_by_keys(app, t) -> None:
    before = len(t.match.actions)
    for k in keys_for(t):
        key(app, k, 1)
        if len(t.match.actions) > before:
            return


def stats_text(tmp_path) -> str:
    files = sorted(p for p in tmp_path.rglob("*.json") if "stat" in p.name or "recent" in p.name)
    return "\n".join(f"{p.name}:{p.read_text()}" for p in files)


def play_guide(app, t, by_mouse: bool) -> list:
    """Answer every step until the guide is done: the steps seen (indexes) in order."""
    guide, seen = t.guide, []
    for _ in range(6000):
        if not guide.active:
            break
        if not seen or seen[-1] != guide.index:
            seen.append(guide.index)
        step(app)
        if guide.panel_rect is not None and guide.target_drawn is not None:
            assert not guide.panel_rect.colliderect(guide.target_drawn), \
                f"step {guide.index}: the words cover the target"
        if not guide.active:
            break
        if guide.step.done is None:
            if by_mouse and guide.button_rect is not None:
                click(app, guide.button_rect.center)
            else:
                key(app, pygame.K_RETURN)
        elif t.human_to_act():
            before = len(t.match.actions)
            if by_mouse and hasattr(t, "buttons") and t.buttons():  # a kit table: its buttons
                click(app, t.buttons()[0].rect.center)
            else:
                move_by_keys(app, t)
            wait_for(app, lambda: len(t.match.actions) > before or not guide.active, 30)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_guided_deal_reaches_its_last_step_and_counts_nothing(tmp_path, monkeypatch, game):
    from hod_desktop.scenes.guided import open_guided

    for app in running_app(tmp_path, monkeypatch, (1280, 720) if game != "brag" else (800, 480)):
        own = Match(game, {"players": 3}, 99)  # the person's own match of that game, saved
        assert app.open_table(own, 0)
        step(app, 3)
        app.flush_saves()
        saved_before = json.dumps(app.saved_matches[game].to_json(), sort_keys=True)
        stats_before = stats_text(tmp_path)
        t = open_guided(app, game)
        assert t
        step(app, 3)
        assert top(app) is t and t.match.practice
        name, options, seed = decode(game_list.entry(game).guide_module().DEAL)
        assert (t.match.game, t.match.seed) == (name, seed)
        seen = play_guide(app, t, by_mouse=game in ("chinchon", "siete_y_media"))
        steps = len(t.guide.steps)
        assert 3 <= steps <= 6
        assert seen == list(range(steps)) and t.guide.finished
        assert len([a for s, a in t.match.actions if s == 0]) >= 1
        for _ in range(3):  # play on a little: still nothing saved or counted
            step(app, 60)
        app.flush_saves()
        assert json.dumps(app.saved_matches[game].to_json(), sort_keys=True) == saved_before
        assert app.saved_matches[game] is not t.match
        assert stats_text(tmp_path) == stats_before
        app.game_over(t.match, 0)  # even its end counts nothing and clears no save
        app.flush_saves()
        assert stats_text(tmp_path) == stats_before
        assert game in app.saved_matches


def test_esc_leaves_the_guide_and_the_table_plays_on(tmp_path, monkeypatch):
    from hod_desktop.scenes.guided import open_guided

    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        t = open_guided(app, "cinco_vidas")
        step(app, 3)
        assert t.guide.active
        key(app, pygame.K_ESCAPE)
        assert not t.guide.active and not t.guide.finished
        assert not t.paused  # the Esc closed the guide only
        key(app, pygame.K_ESCAPE)
        assert t.paused
        t.menu_action("abandon")  # «Abandonar»: back to the menu, nothing kept of it
        step(app, 3)
        assert type(top(app)).__name__ == "MenuScene"
        assert not app.saved_matches and stats_text(tmp_path) == ""


def _start(app) -> None:
    start = next(w for w in top(app).ui.widgets if getattr(w, "key_name", None) == "start")
    click(app, start.rect.center)
    step(app, 3)


def test_the_offer_comes_once_per_game(tmp_path, monkeypatch):
    from hod_desktop.scenes.guided import GuideOffer
    from hod_desktop.scenes.setup import SetupScene

    for app in running_app(tmp_path, monkeypatch, (1280, 720)):
        app.scenes.push(SetupScene(app, "siete_y_media"))
        step(app, 3)
        _start(app)
        offer = top(app)
        assert isinstance(offer, GuideOffer)
        no = next(w for w in offer.ui.widgets if getattr(w, "key_name", None) == "cancel")
        click(app, no.rect.center)  # «Ahora no»: the normal match
        step(app, 3)
        t = top(app)
        assert type(t).__name__ == "SieteTable" and not getattr(t.match, "practice", False)
        assert "siete_y_media" in app.settings["guides_offered"]
        app.go_menu()
        step(app, 2)
        app.scenes.push(SetupScene(app, "siete_y_media"))
        step(app, 3)
        _start(app)  # the second time: no offer (the match under way is asked about)
        assert not isinstance(top(app), GuideOffer)
        app.go_menu()
        step(app, 2)
        app.scenes.push(SetupScene(app, "chinchon"))
        step(app, 3)
        _start(app)  # another game: its own offer, and «Partida guiada» opens the guide
        offer = top(app)
        assert isinstance(offer, GuideOffer)
        ok = next(w for w in offer.ui.widgets if getattr(w, "key_name", None) == "ok")
        click(app, ok.rect.center)
        step(app, 3)
        assert getattr(top(app).match, "practice", False) and top(app).guide.active
    from hod_desktop import persist

    settings, _ = persist.load_settings()
    assert settings["guides_offered"] == ["siete_y_media", "chinchon"]


def test_rules_page_opens_the_guided_deal(tmp_path, monkeypatch):
    from hod_desktop.scenes.rules import RulesScene

    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        app.scenes.push(RulesScene(app, "bandas"))
        step(app, 3)
        b = next(w for w in top(app).ui.widgets if getattr(w, "key_name", None) == "guided")
        assert b.label == "Partida guiada"
        click(app, b.rect.center)
        step(app, 3)
        t = top(app)
        assert t.match.game == "bandas" and t.match.practice and t.guide.active
        assert type(app.scenes.stack[0]).__name__ == "MenuScene" and len(app.scenes.stack) == 2


def test_a_guided_deal_played_to_its_end_shows_the_results_and_counts_nothing(tmp_path, monkeypatch):
    from hod_desktop.scenes.guided import open_guided

    for app in running_app(tmp_path, monkeypatch, (800, 480)):
        t = open_guided(app, "siete_y_media")
        step(app, 3)
        key(app, pygame.K_ESCAPE)  # no guide: the person just plays
        for _ in range(400):
            if not wait_for(app, lambda: t.human_to_act() or t.match.is_terminal(), 4000):
                break
            if t.match.is_terminal():
                break
            move_by_keys(app, t)
        assert t.match.is_terminal()
        assert wait_for(app, lambda: type(top(app)).__name__ == "ResultsScene", 3000)
        app.flush_saves()
        assert stats_text(tmp_path) == "" and not app.saved_matches
        assert not any(tmp_path.rglob("*siete_y_media*.json"))  # no save file either


@pytest.mark.parametrize("game", ["bandas", "chinchon"])
def test_the_guided_deal_plays_the_same_every_time(tmp_path, monkeypatch, game):
    """Seeded bots: the same moves of the person's give the same deal, move for move."""
    from hod_desktop.scenes.guided import open_guided

    played = []
    for run in range(2):
        for app in running_app(tmp_path / str(run), monkeypatch, (800, 480)):
            t = open_guided(app, game)
            step(app, 3)
            play_guide(app, t, by_mouse=False)
            played.append(list(t.match.actions))
    n = min(map(len, played))
    assert n >= 4 and played[0][:n] == played[1][:n]
