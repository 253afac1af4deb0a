"""Headless UI test of the Cinco Vidas table: a whole game from the main menu to the results
screen, played only with synthetic mouse clicks and drags posted into the real App loop."""
import pygame
import pytest
from ui_helpers import app, click, drag, step, top, wait_for  # noqa: F401  (app: the fixture)

from hod_desktop.engine.cinco_vidas import BIDDING, PLAYING
from hod_desktop.engine.core import Match



def widget(scene, key_name):
    for w in scene.ui.widgets:
        if getattr(w, "key_name", None) == key_name:
            return w
    raise AssertionError(f"no widget {key_name!r} in {type(scene).__name__}")


def hand_sprite(table, i=0):
    keys = table.hands[table.human]
    return table.cards.get(keys[i])


def grab_point(table, s):
    """A point where `s` is the topmost card (fanned cards cover each other)."""
    r = s.rect
    for fy in (0.5, 0.35, 0.65):
        for fx in (0.5, 0.35, 0.2, 0.1, 0.65, 0.8):
            p = (r.x + r.w * fx, r.y + r.h * fy)
            if table.cards.top_at(p) is s:
                return p
    raise AssertionError(f"card {s.key} is not visible anywhere")


def bid_rects(table):
    buttons, note = table.hud.build_bid_buttons(table.view())
    return {b.action: b for b in buttons}, note


# ------------------------------------------------------------------ the whole game
def test_full_game_from_menu_to_results_with_clicks_and_drags(app, monkeypatch):
    from hod_desktop.scenes import setup as setup_mod
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable
    from hod_desktop.scenes.results import ResultsScene

    monkeypatch.setattr(setup_mod, "new_seed", lambda: 4243)  # a deal where the person bids 3+ times
    click(app, widget(top(app), "menu.play").rect.center)
    setup = top(app)
    assert type(setup).__name__ == "SetupScene"
    players = widget(setup, "opt:players")
    click(app, players._segments()[0].center)  # 2 players
    level = widget(top(app), "opt:level")
    click(app, level._segments()[0].center)  # Fácil
    click(app, widget(top(app), "start").rect.center)
    click(app, widget(top(app), "cancel").rect.center)  # the first start: «Ahora no» to a guide
    table = top(app)
    assert isinstance(table, CincoVidasTable)
    match = table.match
    assert match.options["players"] == 2

    bids = plays = forbidden_seen = illegal_checked = 0
    for _ in range(20000):
        if isinstance(top(app), ResultsScene):
            break
        if table.human_to_act(BIDDING):
            v = table.view()
            buttons, note = bid_rects(table)
            if not illegal_checked and v.hand:
                # a drop during the bidding glides back and changes nothing
                s = hand_sprite(table)
                home = table.home(s)[0]
                n = len(match.actions)
                drag(app, grab_point(table, s), table.layout.center, steps=8)
                assert len(match.actions) == n
                assert s.slot == ("hand", 0) and s.alive()
                assert abs(s.pos[0] - home[0]) < 1 and abs(s.pos[1] - home[1]) < 1
                assert table.message is not None  # the short reason
                illegal_checked += 1
                continue
            if v.forbidden_bid is not None:
                b = buttons[f"bid {v.forbidden_bid}"]
                assert not b.enabled and note
                n = len(match.actions)
                click(app, b.rect.center)
                assert len(match.actions) == n
                forbidden_seen += 1
            choice = next(b for b in buttons.values() if b.enabled)
            n = len(match.actions)
            click(app, choice.rect.center)
            assert match.actions[n] == (0, choice.action)  # the human's bid was recorded
            bids += 1
        elif table.human_to_act(PLAYING):
            s = hand_sprite(table, plays % len(table.hands[0]))
            card = s.card
            n = len(match.actions)
            drag(app, grab_point(table, s), table.layout.center, steps=8)
            assert match.actions[n] == (0, f"play {card}")  # the dragged card was played
            plays += 1
        else:
            step(app)
    assert isinstance(top(app), ResultsScene), "the game did not reach the results screen"
    assert match.is_terminal() and table.finished
    assert bids >= 3 and plays >= 3 and forbidden_seen >= 1 and illegal_checked == 1


# ------------------------------------------------------------------ focused checks
def _dealer_match(players=2):
    for seed in range(1, 200):
        m = Match("cinco_vidas", {"players": players, "level": "facil"}, seed)
        if m.state.dealer == 0:
            return m
    raise AssertionError("no seed with the human dealing")


def _open(app, match):
    from hod_desktop.scenes.cinco_vidas.table import CincoVidasTable

    table = CincoVidasTable(app, match, human_seat=0)
    app.scenes.push(table)
    step(app, 2)
    return table


def test_forbidden_dealer_bid_is_disabled_with_its_reason(app):
    m = _dealer_match()
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    v = table.view()
    assert v.forbidden_bid is not None
    buttons, note = bid_rects(table)
    b = buttons[f"bid {v.forbidden_bid}"]
    assert not b.enabled
    assert str(v.forbidden_bid) in note and str(v.round_size) in note
    assert all(x.enabled for a, x in buttons.items() if a != b.action)
    n = len(m.actions)
    click(app, b.rect.center)
    assert len(m.actions) == n
    pygame.image.save(app.screen, str(app_shot_path("forbidden")))


def test_click_plays_a_card_and_illegal_drop_glides_back(app):
    m = _dealer_match()
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    buttons, _ = bid_rects(table)
    click(app, next(b for b in buttons.values() if b.enabled).rect.center)
    assert wait_for(app, lambda: table.human_to_act(PLAYING) or m.is_terminal())
    if not table.human_to_act(PLAYING):
        pytest.skip("the bot led the whole round")
    # a drop outside the trick area glides back, nothing is played
    s = hand_sprite(table, 0)
    home = table.home(s)[0]
    n = len(m.actions)
    drag(app, grab_point(table, s), (40, 40), steps=8)
    assert len(m.actions) == n and s.slot == ("hand", 0)
    assert abs(s.pos[0] - home[0]) < 1 and abs(s.pos[1] - home[1]) < 1
    # a plain click plays the card
    s = hand_sprite(table, 1)
    card = s.card
    click(app, grab_point(table, s))
    assert m.actions[n] == (0, f"play {card}")


def test_resize_relayouts_cards(app):
    m = _dealer_match(5)
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    w0 = hand_sprite(table).width
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    step(app, 3)
    assert app.screen.get_size() == (1920, 1080)
    s = hand_sprite(table)
    assert s.width > w0 * 1.4
    assert s.image.get_width() >= int(s.width) - 1
    assert table.home(s)[0] == pytest.approx(s.pos)


def app_shot_path(name):
    import tempfile
    from pathlib import Path

    return Path(tempfile.gettempdir()) / f"hod_cv_{name}.png"


def key(app, k, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0))
    step(app, 2)


def test_keyboard_bids_and_plays(app):
    m = _dealer_match()
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    v = table.view()
    digit = next(int(a.split()[1]) for a in v.legal)
    n = len(m.actions)
    key(app, pygame.K_0 + digit, str(digit))
    assert m.actions[n] == (0, f"bid {digit}")
    assert wait_for(app, lambda: table.human_to_act(PLAYING) or m.is_terminal())
    if not table.human_to_act(PLAYING):
        pytest.skip("the bot led the whole round")
    n = len(m.actions)
    table.selected = None
    key(app, pygame.K_RETURN, "\r")  # no card picked yet: Enter puts the cursor on one
    assert len(m.actions) == n and table.selected is not None
    key(app, pygame.K_RIGHT)
    card = table.cards.get(table.hands[0][table.selected]).card
    key(app, pygame.K_RETURN, "\r")
    assert m.actions[n] == (0, f"play {card}")


def test_escape_menu_leaves_and_the_game_can_be_continued(app):
    from hod_desktop.scenes.menu import MenuScene

    m = _dealer_match(3)
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    buttons, _ = bid_rects(table)
    click(app, next(b for b in buttons.values() if b.enabled).rect.center)
    key(app, pygame.K_ESCAPE, "\x1b")
    assert table.paused
    n = len(m.actions)
    step(app, 30)
    assert len(m.actions) == n  # nothing moves while paused
    leave = next(b for b in table.hud.pause_buttons() if b.action == "abandon")
    click(app, leave.rect.center)
    assert isinstance(top(app), MenuScene)
    assert app.saved_match is m
    click(app, widget(top(app), "menu.continue").rect.center)
    again = top(app)
    assert again is not table and again.match is m
    assert again.shown.bids[0] is not None  # the table shows the game where it was left


# ------------------------------------------------------------------ the sprite toolkit
def test_card_sprites_hit_test_rotation_and_glide_back(app):
    from hod_desktop.engine.cards import parse_card
    from hod_desktop.ui.table.sprites import CardGroup, CardLook, CardSprite, Drag
    from hod_desktop.ui.draw.tween import Animator

    look = CardLook(app.art)
    look.set_crisp([100])
    group = CardGroup()
    a = group.put(CardSprite(parse_card("Qs"), look, parse_card("Qs"), True, (300, 300), 100))
    b = group.put(CardSprite(parse_card("Kh"), look, parse_card("Kh"), True, (340, 300), 100, angle=30))
    assert group.get(parse_card("Qs")) is a
    assert group.top_at((330, 300)) is b  # the later card is on top
    assert group.top_at((260, 300)) is a
    # rotation-aware: a corner of the unrotated box is outside the rotated card
    assert not b.contains((340 + 48, 300 - 68)) and b.contains((340, 300))
    anim = Animator(speed=1.0)
    drag = Drag()
    drag.begin(group, a, (300, 300))
    assert group.sprites()[-1] is a  # lifted to the top
    drag.move((500, 420))
    assert drag.moved and a.pos == (500, 420)
    s = drag.end()
    drag.back(anim, group, s)
    for _ in range(60):
        anim.update(1 / 60)
    assert a.pos == pytest.approx((300, 300))
    group.begin_frame(slow_renders=0)
    a.angle = 7
    group.refresh_all()
    assert a._sig is None  # over budget: quick image now, crisp later
    group.begin_frame()
    group.refresh_all()
    assert a._sig is not None


# ------------------------------------------------------------------ QA fixes
def _play_human_until(app, table, cond, limit=20000):
    """The human's moves are made by a bot (through the table) until `cond()` holds."""
    from hod_desktop.ai.base import run_to_end
    from hod_desktop.ai.registry import make_bot

    bot = make_bot("cinco_vidas", "facil", 99, 0)
    for _ in range(limit):
        if cond():
            return True
        if table.human_to_act():
            table.apply(0, run_to_end(bot.decide(table.match.view(0))))
        table.release_hold()  # the blind round's cards wait until the person has seen them
        step(app)
    return cond()


def _eliminated_table(app):
    """A 4-player table where the human has just been eliminated (the table offers the choice)."""
    m = Match("cinco_vidas", {"players": 4, "level": "facil"}, 7)
    table = _open(app, m)
    assert _play_human_until(app, table, lambda: table.out_offer)
    assert 0 in table.shown.eliminated and not m.is_terminal() and table.paused
    return table


def test_eliminated_human_can_skip_to_the_end_without_changing_the_setting(app):
    from hod_desktop.scenes.results import ResultsScene

    table = _eliminated_table(app)
    buttons = {b.action: b for b in table.hud.pause_buttons()}
    assert set(buttons) == {"fast", "watch", "abandon"}
    assert buttons["fast"].label == "Ver el final rápido"
    assert buttons["watch"].label == "Seguir mirando"
    pygame.image.save(app.screen, str(app_shot_path("out_offer")))
    app.settings["anim_speed"] = 1.0  # a person who plays at normal speed
    n = len(table.match.actions)
    click(app, buttons["fast"].rect.center)
    assert table.rush and not table.paused
    assert wait_for(app, lambda: isinstance(top(app), ResultsScene), limit=400)
    assert len(table.match.actions) > n and table.match.is_terminal()
    assert app.settings["anim_speed"] == 1.0  # the saved setting is untouched


def test_eliminated_human_may_keep_watching_and_skip_later_from_the_pause_menu(app):
    from hod_desktop.scenes.results import ResultsScene

    table = _eliminated_table(app)
    watch = next(b for b in table.hud.pause_buttons() if b.action == "watch")
    app.settings["anim_speed"] = 1.0
    click(app, watch.rect.center)
    assert not table.paused and not table.rush and table.speed() == 1.0
    n = len(table.match.actions)
    step(app, 200)  # about three seconds at normal speed: the bots play on, not all at once
    assert not table.finished and not table.paused
    assert len(table.match.actions) - n < 12
    assert table.hud.round_title().endswith("Te has quedado fuera: mirando la partida")
    key(app, pygame.K_ESCAPE, "\x1b")
    items = [b.action for b in table.hud.pause_buttons()]
    assert items == ["resume", "fast", "history", "rules", "settings", "abandon"]
    fast = next(b for b in table.hud.pause_buttons() if b.action == "fast")
    click(app, fast.rect.center)
    assert wait_for(app, lambda: isinstance(top(app), ResultsScene), limit=400)
    assert app.settings["anim_speed"] == 1.0


def test_no_offer_while_the_human_still_plays(app):
    m = _dealer_match(3)
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    assert not table.can_rush() and not table.out_offer
    key(app, pygame.K_ESCAPE, "\x1b")
    assert [b.action for b in table.hud.pause_buttons()] == ["resume", "history", "rules", "settings", "abandon"]


def test_pause_menu_says_leave_to_menu(app):
    m = _dealer_match(3)
    table = _open(app, m)
    key(app, pygame.K_ESCAPE, "\x1b")
    labels = {b.action: b.label for b in table.hud.pause_buttons()}
    assert labels["abandon"] == "Salir al menú"
    app.settings["lang"] = "en"
    labels = {b.action: b.label for b in table.hud.pause_buttons()}
    assert labels["abandon"] == "Leave game"


@pytest.mark.parametrize("size", [(1280, 720), (800, 480)])
def test_last_trick_panel_fits_its_text_and_hides_the_bid_buttons(app, size):
    from hod_desktop.ui.draw import theme

    if size != app.screen.get_size():
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        step(app, 2)
    m = _dealer_match(4)
    table = _open(app, m)
    assert wait_for(app, lambda: table.human_to_act(BIDDING))
    assert not table.shown.last_trick
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    step(app, 2)
    assert table.peek
    r = table.hud.last_trick_rect()
    s = table.hud.s
    text = table.hud.text.get(table.tr("trick.none"), int(17 * s), theme.CREAM, True)
    assert r.w >= text.get_width() + 20 * s and r.h >= text.get_height() + 10 * s
    assert app.screen.get_rect().contains(r)
    # opaque: the rows above and below the text show the panel's colour only, even where a
    # bid button lies under the panel
    under = [b.rect for b in table.hud.build_bid_buttons(table.view())[0] if b.rect.colliderect(r)]
    assert under, "the test expects bid buttons under the panel"
    for y in (r.y + 4, r.bottom - 5):
        for x in range(r.x + 16, r.right - 16, 7):
            assert tuple(app.screen.get_at((x, y)))[:3] == theme.PANEL, (x, y)
    pygame.image.save(app.screen, str(app_shot_path(f"tab_{size[0]}")))


def test_game_over_leaves_no_pile_and_the_title_says_you_watch(app):
    from hod_desktop.scenes.results import ResultsScene

    table = _eliminated_table(app)
    title = table.hud.round_title()
    assert "Te has quedado fuera: mirando la partida" in title and "no la tuya" not in title
    click(app, next(b for b in table.hud.pause_buttons() if b.action == "watch").rect.center)
    # the 1-card round while eliminated says you watch, not "you see the others' cards"
    table.shown.size = 1
    assert "no la tuya" not in table.hud.round_title()
    assert "mirando la partida" in table.hud.round_title()
    table.shown.size = table.view().round_size
    table.skip_to_end()
    assert wait_for(app, lambda: isinstance(top(app), ResultsScene), limit=400)
    assert table.shown.winners
    assert not table.cards.sprites()
    blank = pygame.Surface(app.screen.get_size())
    before = pygame.image.tobytes(blank, "RGB")
    for seat in range(table.n):
        table.hud.draw_pile(blank, seat)
    assert pygame.image.tobytes(blank, "RGB") == before  # no card back left on the felt
