"""The pseudo-locale (ui/pseudo_locale.py): longer by ~40%, letters no language of the app
writes, ⁅ ⁆ around, placeholders untouched; through the real gettext runtime with
HOD_PSEUDO_LOCALE=1, for a run only (never in Ajustes, never saved)."""
import json
import string

from ui_helpers import step

from hod_desktop.ui import i18n, pseudo_locale
from hod_desktop.ui.pseudo_locale import CLOSE, OPEN, plain_letters, pseudo


def fields(s):
    return [(name, spec) for _, name, spec, _ in string.Formatter().parse(s) if name is not None]


def all_messages():
    from hod_desktop import game_list
    from hod_desktop.scenes import text_from_code  # noqa: F401

    game_list.load_strings()
    return i18n.keys()


def test_every_message_is_marked_longer_and_keeps_its_placeholders():
    from hod_desktop.tools import catalogs

    longer = []
    for m in catalogs.read(catalogs.TEMPLATE):  # every message of the app, rules pages too
        for form in (m.id if isinstance(m.id, tuple) else (m.id,)):
            if not form:
                continue
            p = pseudo(form)
            assert fields(p) == fields(form), (m.context, form, p)
            letters = sum(c.isalpha() for c in _no_fields(form))
            if letters == 1:  # a one-letter message: the letter only
                assert p != form and not plain_letters(_no_fields(p)), (m.context, p)
            elif letters:
                assert p.startswith(OPEN) and p.endswith(CLOSE), (m.context, p)
                assert not plain_letters(_no_fields(p)), (m.context, p)
                longer.append(len(p) / len(form))
    assert len(longer) > 1000
    assert 1.35 <= sum(longer) / len(longer) <= 1.9, sum(longer) / len(longer)


def _no_fields(s):
    return "".join(t for t, *_ in string.Formatter().parse(s))


def test_a_message_without_words_is_left_as_it_is():
    for s in ("{a} · {b}", "−{n}", "{n}/{m}", "×2"):
        assert pseudo(s) == s


def test_letters_of_a_real_language_are_plain():
    assert plain_letters("Apuesta") == "Apuesta"
    assert plain_letters("⁅Åþþūēēšţţå⁆ 1.º") == ""
    assert plain_letters(pseudo("Sí, vidas, Ñandú, Català").upper()) == ""


def test_the_runtime_says_the_pseudo_locale_through_gettext():
    tr = i18n.tr
    assert tr("menu.play", "qps") == pseudo(i18n.forms("menu.play", "es")[0])
    key = next(k for k in all_messages() if isinstance(i18n._SOURCE[k], tuple))
    one, many, count = i18n._SOURCE[key]
    assert tr(key, "qps", **{count: 1}) == pseudo(one).format(**{count: 1})
    assert tr(key, "qps", **{count: 3}) == pseudo(many).format(**{count: 3})
    you = tr("player.you", "qps")
    assert you == pseudo("Tú")
    assert "qps" not in i18n.LANGS and "qps" not in i18n.LANG_NAMES  # never in Ajustes


def test_hod_pseudo_locale_runs_the_app_in_it_and_saves_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    monkeypatch.setenv("HOD_PSEUDO_LOCALE", "1")
    from hod_desktop.app import App
    from hod_desktop.persist.settings import settings_path

    app = App(size=(800, 480), settings={"lang": "en", "sound": False})
    try:
        step(app, 2)
        assert app.settings["lang"] == pseudo_locale.CODE
        assert app.tr("menu.play") == pseudo(i18n.forms("menu.play", "es")[0])
        app.save_settings()
        saved = json.loads(settings_path().read_text(encoding="utf-8"))
        assert saved.get("lang") != pseudo_locale.CODE
    finally:
        app.close()


def test_the_shipped_faces_draw_every_pseudo_letter_and_the_marks():
    """No missing-glyph boxes in a screenshot: the titles' serif face lacked ⟦ ⟧."""
    import pygame

    from hod_desktop.ui.draw import fonts

    pygame.font.init()
    for bold, display in ((False, False), (True, False), (False, True)):
        f = fonts.font(30, bold, display)
        tofu = pygame.image.tobytes(f.render("\U0010FFFD", True, (255, 255, 255)), "RGBA")
        lacking = [c for c in sorted(pseudo_locale.LETTERS) + [OPEN, CLOSE]
                   if pygame.image.tobytes(f.render(c, True, (255, 255, 255)), "RGBA") == tofu]
        assert not lacking, (fonts.font_file(bold, display), lacking)


def test_a_message_that_only_punctuates_others_is_marked():
    """«{option}: {value}» has no word, but its colon is the language's (French writes
    «{option} : {value}»): it is a message like any other, wrapped; a joiner («·»), a sign
    or the decimal mark stays as it is."""
    assert pseudo("{option}: {value}") == OPEN + "{option}: {value}" + CLOSE
    assert pseudo("({n})") == OPEN + "({n})" + CLOSE
    for s in (",", "{value} %", "{game} · {code}", "+{n}"):
        assert pseudo(s) == s


def test_the_harness_sees_punctuation_outside_the_marks_and_lone_marks():
    from pseudo_harness import marks_alone, outside_marks

    game, rivals = pseudo("Cinco Vidas"), pseudo("rivales")
    bad = [f"{game}: {rivals}", f"({game})", f"{game}, {rivals}", f"«{game}»",
           f"{rivals[1:]}: {game}"]                   # the end of one, a colon, the next
    good = [OPEN + f"{game}: {rivals}" + CLOSE,      # the colon is the outer message's
            f"{game} · {rivals}",                     # a joiner, no punctuation
            f"{game}. ¿{pseudo('Empezar')[1:-1]}?"]   # a line wrapped out of a longer message
    assert outside_marks(bad + good) == bad
    assert marks_alone([OPEN, f" {CLOSE} ", game, "Ţ", "·"]) == [OPEN, f" {CLOSE} "]


def test_a_seat_token_shows_the_name_s_first_letter():
    from hod_desktop.ui.widgets.seat_preview import initial

    assert initial(pseudo("Tú")) == pseudo("Tú")[1]
    assert initial("Lucía") == "L" and initial("2") == "2" and initial("") == ""


def test_the_setup_screen_draws_no_lone_mark(tmp_path, monkeypatch):
    """The person's token on the setup screen's small table showed «⁅» in the pseudo-locale."""
    from pseudo_harness import REC, frame, marks_alone, recording, use_pseudo_locale

    monkeypatch.setenv("HOD_HOME", str(tmp_path))
    recording(monkeypatch)
    use_pseudo_locale(monkeypatch)
    from hod_desktop.app import App
    from hod_desktop.scenes.setup import SetupScene

    app = App(size=(800, 480), speed="max", settings={"anim_speed": "max", "sound": False})
    try:
        app.scenes.push(SetupScene(app))
        step(app, 3)
        REC.rendered.clear()
        f = frame(app)
        shown = REC.rendered + [o.s for o in f.ops if o.kind == "text"]
        assert pseudo("Tú") in shown  # the person's name under the token
        assert pseudo("Tú")[1] in shown  # and its letter on it
        assert not marks_alone(shown), marks_alone(shown)
    finally:
        app.close()


def test_the_keys_line_keeps_esc_at_800x480_with_4_players(tmp_path, monkeypatch):
    """In the pseudo-locale the help line ran past its column's foot and lost «Esc pausa»
    (Cinco Vidas, 4 players, 800x480): its type shrinks to end within the column, and
    Esc stays; Spanish, which fits, keeps its size."""
    from pseudo_harness import use_pseudo_locale
    from ui_helpers import running_app, top, wait_for

    from hod_desktop import game_list
    from hod_desktop.engine.core import Match

    sizes = {}
    for lang in ("es", "qps"):
        if lang == "qps":
            use_pseudo_locale(monkeypatch)
        for app in running_app(tmp_path, monkeypatch, (800, 480)):
            esc = "Esc pausa" if lang == "es" else pseudo("Esc pausa")[1:]  # every table's last
            for g in game_list.available_names():
                opts = {**game_list.entry(g).smoke_options, "players": 4}
                assert app.open_table(Match(g, opts, 2), 0)
                step(app, 3)
                t = top(app)
                wait_for(app, lambda: not t.anim.busy, 600)
                step(app, 2)
                lines, base = t.hud.keys_lines, max(10, int(12 * t.hud.s))
                assert lines and lines[-1].endswith(esc), (lang, g, lines)
                foot, bottom = t.hud.keys_foot
                assert foot <= bottom, (lang, g)  # within the free column under the title
                sizes[lang, g] = (t.hud.keys_size, base)
                app.go_menu()
                step(app, 2)
    assert all(size == base for (lang, _g), (size, base) in sizes.items() if lang == "es"), sizes
    assert any(size < base for (lang, _g), (size, base) in sizes.items() if lang == "qps"), sizes


def test_lines_that_set_a_message_before_a_colon_are_one_message():
    """The statistics' «Cinco Vidas: …», a room's «Límite de puntos: 100» and Poderes'
    «Logros de la partida: …» were a message with «: » put after it by the code."""
    from hod_desktop.scenes.cinco_vidas_espanola import poderes_text  # noqa: F401
    from hod_desktop.scenes.rooms.room_options import game_choices
    from hod_desktop.scenes.stats_recent import breakdown_lines

    from pseudo_harness import outside_marks

    def tr(key, **fmt):
        return i18n.tr(key, "qps", **fmt)

    all_messages()
    stats = {"games": {"cinco_vidas": {"by": {"level:facil": [2, 1]}}}}
    lines = breakdown_lines(stats, tr) + game_choices(tr, "chinchon", {"limit": 50, "reentry": False}) + \
        [tr("pod.earned_list", names=tr("game.brag"))]
    assert len(lines) == 4 and all(ln.startswith(OPEN) and ln.endswith(CLOSE) for ln in lines), lines
    assert not outside_marks(lines) and not plain_letters("".join(lines)), lines


def test_the_trick_by_trick_replay_with_a_duel_in_the_pseudo_locale(tmp_path, monkeypatch):
    """Historial's replay of a Poderes match: the duel's round and a round whose trick the
    last card took, at both sizes: no text cut, over another, untranslated or punctuated
    outside its marks."""
    from pseudo_harness import REC, frame, outside_marks, recording, untranslated, use_pseudo_locale
    from test_history_replay import played_with_duel
    from test_pseudo_locale_screens import ALLOWED
    from ui_helpers import running_app, top

    from hod_desktop.ui.table.history_table import HistoryScene

    recording(monkeypatch)
    use_pseudo_locale(monkeypatch)
    m, _events = played_with_duel(17, ("betray", "cooperate"))
    found, looked = [], 0
    for size in ((800, 480), (1280, 720)):
        for app in running_app(tmp_path, monkeypatch, size):
            app.settings["lang"] = pseudo_locale.CODE
            app.scenes.push(HistoryScene(app, m, 0))
            step(app, 3)
            scene = top(app)
            rows = scene.book.rows
            duel = next(k for k, r in enumerate(rows) if r.duel_line is not None)
            last = next(k for k, r in enumerate(rows) if any(t.won_by == "last_card" for t in r.tricks))
            for k in (duel, last):
                assert scene.open_replay(k)
                step(app, 2)
                REC.rendered.clear()
                f = frame(app)
                shown = REC.rendered + [o.s for o in f.ops if o.kind == "text"]
                assert pseudo("gana la última") in shown or k == duel
                assert pseudo("traición") in shown or k != duel
                bad = untranslated(shown, ALLOWED) + f.cuts() + f.overlaps() + outside_marks(shown)
                found += [(size, k, b) for b in bad]
                looked += 1
    assert looked == 4 and not found, found
