"""More shared, rule-free table parts in ui/, driven alone by synthetic values (no table,
no engine): the question box, the HUD's small shapes, the reveal frame, the score board,
card marks, the trick area's order chips and winner glow, and the HUD's floating texts."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from hod_desktop.ui.draw import theme
from hod_desktop.ui.table.card_marks import draw_ghost, draw_group_bar, draw_tag, tag_boxes
from hod_desktop.ui.draw.hud_shapes import dashed_rect, drop_spot, number_badge
from hod_desktop.ui.table.piles import TrickArea
from hod_desktop.ui.table.question_box import QuestionBox
from hod_desktop.ui.table.reveal_panel import AUTO_HOLD, RevealPanel
from hod_desktop.ui.table.score_board import BoardCell, BoardRow, draw_score_board, totals_board
from hod_desktop.ui.table.table_hud import TableHud


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def text_fn(text, size, color=theme.CREAM, bold=False):
    return pygame.font.Font(None, max(8, int(size))).render(text, True, color)


def fake_hud(size=(1280, 720), mouse=(-1, -1), speed=1.0):
    table = SimpleNamespace(app=SimpleNamespace(font=lambda size, bold=False: pygame.font.Font(None, size)),
                            layout=SimpleNamespace(size=size, message=(size[0] // 2, size[1] // 2),
                                                   center=(size[0] // 2, size[1] // 2)),
                            mouse=mouse, tr=lambda k, **f: k, speed=lambda: speed)
    return TableHud(table)


def changed(a: pygame.Surface, b: pygame.Surface) -> int:
    return sum(1 for x in range(0, a.get_width(), 2) for y in range(0, a.get_height(), 2)
               if a.get_at((x, y)) != b.get_at((x, y)))


# ---------------------------------------------------------------- question box
def test_question_box_buttons_keys_and_focus_ring():
    box = QuestionBox()
    buttons = box.buttons((640, 360), 1.0, [("Sí", "yes", True), ("No", "no", False)])
    assert [b.action for b in buttons] == ["yes", "no"] and buttons[0].accent
    assert buttons[0].rect.right < 640 < buttons[1].rect.x  # side by side around the centre
    assert buttons[0].rect.centery == buttons[1].rect.centery > 360
    assert box.key(pygame.K_a, buttons) is None  # not its key
    assert box.key(pygame.K_RIGHT, buttons) is True and box.focus == 1
    assert box.key(pygame.K_RETURN, buttons) == "no" and box.focus == 0
    hud = fake_hud()
    plain = pygame.Surface((1280, 720))
    box.draw(plain, hud, (640, 360), "¿Vuelves?", "Entras con 43", buttons, (-1, -1), ring=False)
    ringed = pygame.Surface((1280, 720))
    box.draw(ringed, hud, (640, 360), "¿Vuelves?", "Entras con 43", buttons, (-1, -1))
    r = buttons[0].rect.inflate(10, 10)
    assert ringed.get_at((r.centerx, r.y + 1)) != plain.get_at((r.centerx, r.y + 1))  # the ring


# ---------------------------------------------------------------- small shapes
def test_dashed_rect_leaves_gaps_and_badges_grow_with_the_label():
    surf = pygame.Surface((100, 60), pygame.SRCALPHA)
    dashed_rect(surf, pygame.Rect(0, 0, 100, 60), (255, 0, 0), 2, dash=10)
    top = [surf.get_at((x, 0)).a > 0 for x in range(6, 94)]
    assert any(top) and not all(top)  # dashes, not a line
    assert number_badge("10", 1.0, text_fn).get_width() > number_badge("1", 1.0, text_fn).get_width() - 1
    cold = drop_spot(pygame.Rect(0, 0, 80, 110), "Cerrar aquí", False, 0.0, 1.0, text_fn)
    hot = drop_spot(pygame.Rect(0, 0, 80, 110), "Cerrar aquí", True, 1.0, 1.0, text_fn)
    assert cold.get_size() == (88, 118) and changed(cold, hot) > 50  # lit when hot


# ---------------------------------------------------------------- reveal frame, board
def test_reveal_panel_geometry_pacing_and_foot():
    p = RevealPanel(3)
    p.frame_geometry((1280, 720), 60, second_label_w=300)
    assert len(p.row_ys) == 3 and p.row_ys == sorted(p.row_ys) and p.cw <= 60
    assert p.panel.contains(p.board) and p.second.right < p.button.x and p.second.w >= 300
    assert p.tick(1.0, True, 1.0) is False  # not before the last stage
    p.stage = 3
    assert p.tick(1.0, False, 1.0) is False  # someone has to click
    assert p.tick(AUTO_HOLD + 0.1, True, 1.0) is True
    hud = fake_hud()
    a, b = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    p.draw_frame(a, hud, 1.0, "Mano 3", "una línea")
    p.draw_row_head(a, hud, 1.0, 1, "Lucía", theme.CREAM, "cierra", "colocó el 7 " * 8)
    p.draw_row_result(a, hud, 1.0, 1, "12", theme.RED_SOFT)
    assert changed(a, b) > 1000


def test_score_board_draws_the_newest_rows_that_fit():
    hud = fake_hud()
    rows = [BoardRow(BoardCell(str(i + 1)), (BoardCell(str(i)), None)) for i in range(40)]
    rect = pygame.Rect(700, 100, 400, 300)
    full = pygame.Surface((1280, 720))
    draw_score_board(full, hud, rect, 1.0, "Tanteo", "Mano", ["Tú", "Lucía"], rows,
                     [BoardCell("Fuera", theme.RED_SOFT), None])
    few = pygame.Surface((1280, 720))
    draw_score_board(few, hud, rect, 1.0, "Tanteo", "Mano", ["Tú", "Lucía"], rows[:2], [None, None])
    assert changed(full, few) > 200
    outside = pygame.Surface((1280, 720))
    assert changed(full.subsurface((0, 0, 690, 720)), outside.subsurface((0, 0, 690, 720))) == 0


def test_totals_board_reads_a_points_timeline():
    from hod_desktop.engine.history import PointsRow

    timeline = [PointsRow(1, 0, (-10, 37, None), (-10, 37, 0)), PointsRow(2, 1, (None,) * 3, (-10, 37, 0), void=True),
                PointsRow(3, 1, (5, 70, 8), (-5, 107, 8)), {1: 43},
                PointsRow(4, 2, (2, 1, 3), (-3, 44, 11))]
    rows = totals_board(timeline, 3, 100, "nula")
    assert [r.label.text for r in rows] == ["1", "2", "3", "↺", "4"]
    assert [c.text for c in rows[0].cells] == ["−10", "37", "·"] and rows[0].cells[2].color == theme.MUTED
    assert rows[1].note == "nula" and rows[1].cells == ()
    assert rows[2].cells[1].color == theme.RED_SOFT  # over the limit
    assert rows[3].cells == (None, BoardCell("↺ 43", theme.REENTRY_BLUE, True, 14), None)
    newest = rows[4].cells
    assert [c.text for c in newest] == ["−3", "44", "11"]
    assert all(c.color == theme.GOLD_LIGHT and c.bold for c in newest)
    assert not any(c.bold for c in rows[0].cells)  # older hands are plain


# ---------------------------------------------------------------- card marks, trick area
def sprite(x, y, card=None, w=60):
    r = pygame.Rect(0, 0, w, int(w * 1.4))
    r.center = (x, y)
    return SimpleNamespace(pos=(x, y), rect=r, size=r.size, moving=0, card=card, glow=None)


def test_card_marks_bar_ghost_and_tags_that_avoid_each_other():
    surf = pygame.Surface((400, 300))
    draw_group_bar(surf, [sprite(100, 100), sprite(140, 100)], 60, (255, 0, 0), 1.0)
    assert surf.get_at((120, 100 + 42 + 5))[:3] == (255, 0, 0)
    draw_ghost(surf, (300, 150), 60, (0, 255, 0), 1.0, lambda *a, **k: None)
    assert surf.get_at((300, 150))[1] > 0
    boxes = tag_boxes([(1, [sprite(100, 200)], "de Lucía", "L"), (2, [sprite(105, 200)], "de Mateo", "M")],
                      60, 1.0)
    assert [o for o, _b, _w in boxes] == [1, 2] and not boxes[0][1].colliderect(boxes[1][1])
    draw_tag(surf, boxes[0][1], boxes[0][2], (250, 226, 90), 1.0)


def test_trick_area_order_chips_and_the_winning_card():
    sprites = {"a": sprite(100, 100, "Ah"), "b": sprite(200, 100, "Kh"), "c": sprite(300, 100, None)}
    trick = TrickArea()
    for seat, key in ((0, "a"), (1, "b"), (2, "c")):
        trick.play(seat, key)
    marks = trick.order_marks(sprites.get)
    assert [n for _pos, n in marks] == [1, 2, 3] and marks[0][0][0] < 100
    highest = lambda plays: max(plays, key=lambda pc: pc[1] == "Ah")[0]  # noqa: E731 - a stand-in rule
    trick.mark_winner(sprites.get, highest, (1, 2, 3))
    assert sprites["a"].glow == (1, 2, 3) and sprites["b"].glow is None
    trick.mark_winner(sprites.get, lambda plays: 1, (1, 2, 3))  # the lead changes hands
    assert sprites["a"].glow is None and sprites["b"].glow == (1, 2, 3)


# ---------------------------------------------------------------- floating texts
def test_floaters_rise_fade_and_may_sink():
    hud = fake_hud()
    hud.float_text("−1", (300, 300), theme.RED_SOFT)
    hud.float_text("+2", (600, 100), theme.GOLD, sink=True)
    before = pygame.Surface((800, 600))
    hud.draw_floaters(before)
    hud.update(hud.FLOAT_SECONDS * 0.5)
    after = pygame.Surface((800, 600))
    hud.draw_floaters(after)
    assert changed(before, after) > 20
    hud.update(hud.FLOAT_SECONDS)
    assert hud.floaters == []


def test_owner_runs_and_group_bars_from_keys():
    from hod_desktop.ui.table.card_marks import draw_group_bars, owner_runs

    def sp(key, x):
        return SimpleNamespace(key=key, pos=(x, 100), rect=pygame.Rect(x - 20, 70, 40, 60))
    row = [sp("c", 300), sp("a", 100), sp("b", 200), sp("d", 400), sp("e", 500)]
    owners = {"a": 1, "b": 1, "d": 2, "e": 1}  # "c" is nobody's: it ends a run
    runs = owner_runs(row, owners.get)
    assert [(o, [s.key for s in sps]) for o, sps in runs] == [(1, ["a", "b"]), (2, ["d"]), (1, ["e"])]
    surf = pygame.Surface((600, 200))
    colors = ((255, 0, 0), (0, 255, 0))
    draw_group_bars(surf, row, {"a": 0, "b": 0, "d": (3, 1)}.get, 40, colors, 1.0)
    bar_y = 100 + int(40 * 1.4 / 2) + 5
    assert tuple(surf.get_at((150, bar_y)))[:3] == (255, 0, 0)  # under a and b
    assert tuple(surf.get_at((400, bar_y)))[:3] == (0, 255, 0)  # (row, 1) -> colour 1
    assert tuple(surf.get_at((300, bar_y)))[:3] == (0, 0, 0)  # c: no group, no bar


def test_reveal_takes_sprites_and_plays_its_stages_in_order():
    from hod_desktop.ui.draw.card_art import CardArt
    from hod_desktop.ui.table.sprites import CardLook, CardSprite
    from hod_desktop.ui.draw.tween import Animator

    panel = RevealPanel(2)
    panel.frame_geometry((1280, 720), 80)
    anim = Animator()
    look = CardLook(CardArt())
    s = CardSprite("back1", look, None, False, (10, 10), 50, slot=("hand", 1))
    s.glow, s.dim = (1, 2, 3), True
    panel.take(anim, s, "7b", ("reveal", 1), (400, 300), 5, 0.0)
    assert (s.key, s.card, s.slot, s.glow, s.dim) == ("7b", "7b", ("reveal", 1), None, False)
    seen = []
    panel.play_stages(anim, 0.2, [("7b", (400, 300), (200, 150))], lambda k: 3,
                      lambda: seen.append("moved"), lambda: seen.append(("points", panel.stage)))
    for _ in range(200):
        anim.update(1 / 30)
    assert panel.stage == 3 and seen == ["moved", ("points", 2)]
    assert s.pos == (200, 150) and panel.cards.get_layer_of_sprite(s) == 3


def test_pile_captions_warning_frame_and_a_taken_card_beside_a_plaque():
    from hod_desktop.ui.table.card_marks import draw_hand_marks
    from hod_desktop.ui.table.piles import draw_pile_captions, draw_taken_card

    said = []

    def blit(surface, words, size, pos, color, bold=False):
        said.append((words, round(pos[1])))
    surf = pygame.Surface((400, 400))
    draw_pile_captions(surf, (200, 200), 50, 1.0, blit, [("Mazo: 3", theme.MUTED, 13), ("última", theme.MUTED, 12)],
                       warn=(255, 0, 0))
    assert said == [("Mazo: 3", 249), ("última", 264)]  # 35 px (half a card) + 14, then 15 more
    assert tuple(surf.get_at((200, 200 - 39)))[:3] == (255, 0, 0)  # the frame round the pile
    said.clear()
    img = pygame.Surface((20, 28))
    img.fill((9, 9, 9))
    plaque = pygame.Rect(100, 100, 80, 40)
    draw_taken_card(surf, img, plaque, 1, 1.0, blit, "Cogió")
    assert tuple(surf.get_at((190, 120)))[:3] == (9, 9, 9) and said == [("Cogió", 98)]
    draw_taken_card(surf, img, plaque, 0, 1.0, blit, "Cogió")
    assert tuple(surf.get_at((140, 165)))[:3] == (9, 9, 9)  # under it, the words clear of it
    badges = []
    draw_hand_marks(surf, ([((0, 0, 255), 10, 60, 300)], [("7", 5, 5)]), 1.0,
                    lambda s, label, pos: badges.append((label, pos)))
    assert tuple(surf.get_at((30, 302)))[:3] == (0, 0, 255) and badges == [("7", (5, 5))]


def test_drop_target_frames_light_the_hot_one():
    from hod_desktop.ui.table.drop_targets import draw_target_frames

    surf = pygame.Surface((300, 200), pygame.SRCALPHA)
    draw_target_frames(surf, [("discard", (10, 10, 90, 120)), ("close", (150, 10, 90, 120))], "close")
    assert tuple(surf.get_at((195, 12))) == (*theme.GOLD_LIGHT, 255)  # thick and gold
    assert tuple(surf.get_at((55, 11))) == (*theme.CREAM, 120)  # faint
    assert surf.get_at((55, 14)).a == 0  # a frame, thin


def test_owner_tags_outline_the_runs_in_their_owners_colour():
    from hod_desktop.ui.table.card_marks import draw_owner_tags

    cards = [SimpleNamespace(key=k, pos=(x, 100), rect=pygame.Rect(x - 20, 70, 40, 60), glow=None)
             for k, x in (("a", 100), ("b", 200))]
    surf = pygame.Surface((400, 200))
    draw_owner_tags(surf, [(1, cards[:1], "de Lucía", "L"), (2, cards[1:], "de Mateo", "M")], 40, 1.0,
                    {1: (255, 0, 0), 2: (0, 255, 0)}.get)
    assert [c.glow for c in cards] == [(255, 0, 0), (0, 255, 0)]
    assert any(tuple(surf.get_at((x, y)))[:3] == (255, 0, 0) for x in range(60, 140) for y in range(40, 75))


def test_lit_buttons_light_only_enabled_ones_under_the_pointer():
    from hod_desktop.ui.table.table_hud import HudButton

    hud = fake_hud(mouse=(50, 20))
    drawn = []
    hud.draw_button = lambda surface, b: drawn.append((b.action, b.hot))
    on = HudButton(pygame.Rect(0, 0, 100, 40), "Ordenar", "sort", True)
    off = HudButton(pygame.Rect(0, 0, 100, 40), "Cerrar", "close", False)
    away = HudButton(pygame.Rect(200, 0, 100, 40), "Otro", "other", True)
    hud.draw_lit_buttons(pygame.Surface((400, 100)), [on, off, away])
    assert drawn == [("sort", True), ("close", False), ("other", False)]
