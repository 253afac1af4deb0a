"""Write the card faces, jokers and backs as SVG files under assets/cards/.

    python tools/make_card_art.py            # regenerate every file

Every card is drawn on a 200 x 280 canvas (CARD_RATIO 1.4). The corner indices (rank
numbers/letters) are not in the SVG: `hod_desktop.ui.draw.card_art` draws them at run time with
the shipped font, in the boxes the constants below leave free. Only shapes, paths, strokes,
opacity and user-space gradients are used, since pygame's SVG loader draws nothing else.
The colour SUIT_RED / SUIT_BLACK of the French pips is a reserved value that the four-colour
mode swaps at load time, so never reuse it for anything but pips.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "assets" / "cards"

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the drawing kit next to this file
from card_art_shapes import (  # noqa: E402
    W, H, SUIT_RED, SUIT_BLACK, PAPER, EDGE, GOLD, GOLD_D,
    RED, RED_D, BLUE, BLUE_D, GREEN, GREEN_D, WOOD_D, SKIN,
    SKIN_D, INK, f, pts, poly, circle, ellipse, path,
    group, quad, ribbon, FRENCH_SHAPES, french_pip, oro, copa, sword,
    club, spanish_icon, spanish_icon_small)


# --------------------------------------------------------------------------- card frames
def svg_doc(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
            f'{body}</svg>\n')


def paper() -> str:
    return f'<rect x="1" y="1" width="198" height="278" rx="12" fill="{PAPER}" stroke="{EDGE}" stroke-width="1.6"/>'


# index boxes used at run time: top-left text centre x, top y; small pip centre y; pip size
IDX_X, IDX_TOP, IDX_PIP_Y, IDX_PIP = 17, 9, 53, 19


SP_IDX_X, SP_IDX_PIP_Y = 25, 60          # Spanish corner: inside the frame
JOKER_STAR_Y = 94


def corner_pips(icon_svg: str, size: float, x=SP_IDX_X, y=SP_IDX_PIP_Y) -> str:
    s = size / 100
    return group(icon_svg, x, y, s) + group(icon_svg, W - x, H - y, s, 180)


# ------------------------------------------------------------------------- French faces
COL_L, COL_C, COL_R = 64, 100, 136
TOP, BOT = 46, 234
MID = (TOP + BOT) / 2


def ry(k: float) -> float:
    return TOP + (BOT - TOP) * k


FRENCH_LAYOUT = {
    "2": [(COL_C, 0), (COL_C, 1)],
    "3": [(COL_C, 0), (COL_C, .5), (COL_C, 1)],
    "4": [(c, r) for c in (COL_L, COL_R) for r in (0, 1)],
    "5": [(c, r) for c in (COL_L, COL_R) for r in (0, 1)] + [(COL_C, .5)],
    "6": [(c, r) for c in (COL_L, COL_R) for r in (0, .5, 1)],
    "7": [(c, r) for c in (COL_L, COL_R) for r in (0, .5, 1)] + [(COL_C, .25)],
    "8": [(c, r) for c in (COL_L, COL_R) for r in (0, .5, 1)] + [(COL_C, .25), (COL_C, .75)],
    "9": [(c, r) for c in (COL_L, COL_R) for r in (0, 1 / 3, 2 / 3, 1)] + [(COL_C, .5)],
    "10": [(c, r) for c in (COL_L, COL_R) for r in (0, 1 / 3, 2 / 3, 1)] + [(COL_C, 1 / 6), (COL_C, 5 / 6)],
}


def french_face(rank: str, suit: str) -> str:
    body = [paper(), group(path(FRENCH_SHAPES[suit], SUIT_RED if suit in "hd" else SUIT_BLACK),
                           IDX_X, IDX_PIP_Y, IDX_PIP / 100),
            group(path(FRENCH_SHAPES[suit], SUIT_RED if suit in "hd" else SUIT_BLACK),
                  W - IDX_X, H - IDX_PIP_Y, IDX_PIP / 100, 180)]
    if rank == "A":
        size = 70 if suit != "s" else 96
        if suit == "s":
            body.append(circle(100, 140, 62, "none", GOLD, 1.5))
            body.append(circle(100, 140, 57, "none", SUIT_BLACK, 0.8))
        body.append(french_pip(suit, 100, 140, size))
    elif rank in FRENCH_LAYOUT:
        size = 36 if rank != "10" else 33
        for x, k in FRENCH_LAYOUT[rank]:
            body.append(french_pip(suit, x, ry(k), size, flip=k > 0.5))
    else:
        body.append(french_court(rank, suit))
    return svg_doc("".join(body))


COURT_PALETTE = {
    "s": (BLUE, "#222a3a", GOLD), "h": (RED, BLUE, GOLD),
    "d": (RED, "#2c6e4a", GOLD), "c": (BLUE, RED, GOLD),
}


def court_half(rank: str, suit: str) -> str:
    """Upper half of a French court (panel x 32..168, y 28..140); the lower half is it turned."""
    a, b, g = COURT_PALETTE[suit]
    hair = {"K": "#eeebe3", "Q": "#d9a035", "J": "#7d4a22"}[rank]
    o = []
    if rank == "K":                                   # attribute, behind the figure
        o.append(sword((150, 138), (150, 90), (150, 34), length=150, blade="#dfe6ee"))
    elif rank == "Q":
        o += [path("M122,126C130,100 136,80 140,60", "none", GREEN_D, 2.4),
              ellipse(132, 92, 8, 3.4, GREEN, GREEN_D, 0.8, rot=-40),
              circle(140, 56, 9, RED, RED_D, 1.2), circle(140, 56, 5, "#e2604f", RED_D, 0.8), circle(140, 56, 2, GOLD)]
    else:
        o += [path("M148,140L148,44", "none", WOOD_D, 3.4),
              path("M148,30L157,44L148,56L139,44Z", "#c9ced6", INK, 1.1),
              path("M148,50C160,46 166,56 164,66L148,60Z", "#c9ced6", INK, 1.1)]
    o.append({"K": "M74,62C70,86 72,100 80,106L120,106C128,100 130,86 126,62Z",
              "Q": "M72,60C62,96 66,124 78,134L122,134C134,124 138,96 128,60Z",
              "J": "M74,60C70,82 72,96 80,100L120,100C128,96 130,82 126,60Z"}[rank])
    o[-1] = path(o[-1], hair, INK, 1.2)
    o.append(path("M36,140L36,132C40,112 58,102 78,98L122,98C142,102 160,112 164,132L164,140Z", a, INK, 1.5))
    o.append(path("M86,98L114,98L120,140L80,140Z", b, INK, 1.2))
    o.append("".join(circle(x, y, 1.6, g) for x in (90, 100, 110) for y in (112, 124, 136) if x != 100 or y != 112))
    o.append(path("M44,126C54,112 66,106 82,102M156,126C146,112 134,106 118,102", "none", g, 3))
    o.append(path("M44,134L52,126L60,134L68,126L76,134M124,134L132,126L140,134L148,126L156,134", "none", g, 1.8))
    collar = "#fbf7ec" if rank == "K" else g
    o.append(path("M82,98C88,106 112,106 118,98L112,94C108,99 92,99 88,94Z", collar, INK, 1))
    if rank == "K":
        o.append("".join(circle(x, 100, 1, INK) for x in (90, 96, 104, 110)))
    o.append(path("M94,86L106,86L106,97L94,97Z", SKIN, INK, 1))
    o.append(path("M82,64C82,86 90,94 100,94C110,94 118,86 118,64C118,54 110,50 100,50C90,50 82,54 82,64Z",
                  SKIN, INK, 1.3))
    o += [ellipse(93, 70, 2.6, 1.6, INK), ellipse(107, 70, 2.6, 1.6, INK),
          path("M89,65q4,-2 8,0M103,65q4,-2 8,0", "none", INK, 1.1),
          path("M100,71L98,79L101.5,79", "none", SKIN_D, 1.1),
          circle(90, 79, 3, "#f3b5a0"), circle(110, 79, 3, "#f3b5a0"),
          path("M96,85q4,2 8,0", "none", RED_D, 1.5)]
    if rank == "K":
        o.append(path("M83,74C84,98 94,108 100,108C106,108 116,98 117,74C112,86 88,86 83,74Z", hair, INK, 1.1))
        o.append(path("M92,83C96,80 104,80 108,83", "none", INK, 1.1))
        o.append(path("M80,58L80,38L88,46L94,30L100,42L106,30L112,46L120,38L120,58Z", g, INK, 1.3))
        o += [path("M80,52L120,52", "none", INK, 1), circle(100, 46, 3, RED), circle(88, 51, 2, BLUE),
              circle(112, 51, 2, BLUE), circle(94, 30, 2.4, "#ffffff", INK, 0.8), circle(106, 30, 2.4, "#ffffff", INK, 0.8)]
    elif rank == "Q":
        o.append(path("M80,60C84,50 92,48 100,48C108,48 116,50 120,60C112,54 88,54 80,60Z", hair, INK, 1))
        o.append(path("M84,52L84,40L92,46L100,34L108,46L116,40L116,52C106,48 94,48 84,52Z", g, INK, 1.3))
        o += [circle(84, 39, 2.4, "#ffffff", INK, 0.8), circle(100, 33, 2.8, "#ffffff", INK, 0.8),
              circle(116, 39, 2.4, "#ffffff", INK, 0.8), circle(100, 45, 2.6, RED)]
    else:
        o.append(path("M76,62C74,46 86,38 100,38C116,38 128,44 128,58C118,54 90,56 76,62Z", b, INK, 1.3))
        o.append(path("M76,60C90,54 112,52 127,56", "none", g, 2.4))
        o.append(path("M120,48C132,36 146,32 156,36C144,40 134,46 124,54Z", "#f3efe3", INK, 1))
    o.append(circle(122, 124, 5, SKIN, INK, 1))
    o.append(french_pip(suit, 47, 44, 20))
    return "".join(o)


def french_court(rank: str, suit: str) -> str:
    half = court_half(rank, suit)
    tint = {"K": "#f4ead2", "Q": "#f6e5e1", "J": "#e5ecf4"}[rank]
    return "".join([
        f'<rect x="32" y="28" width="136" height="224" rx="4" fill="{tint}"/>',
        half, group(half, 200, 280, 1, 180),
        path("M32,140L168,140", "none", INK, 1.2),
        f'<rect x="32" y="28" width="136" height="224" rx="4" fill="none" stroke="{GOLD_D}" stroke-width="1.6"/>',
        f'<rect x="35" y="31" width="130" height="218" rx="2" fill="none" stroke="{INK}" stroke-width="0.7"/>',
    ])


# ------------------------------------------------------------------------ Spanish faces
FRAME_IN = 10
PINTA_GAPS = {"o": (), "c": (100,), "e": (78, 122), "b": (64, 100, 136)}
SP_COLOR = {"o": "#b07a00", "c": RED, "e": BLUE, "b": GREEN}


def pinta(suit: str) -> str:
    c = SP_COLOR[suit]
    o = [f'<rect x="{FRAME_IN}" y="{FRAME_IN}" width="{W - 2 * FRAME_IN}" height="{H - 2 * FRAME_IN}" '
         f'rx="6" fill="none" stroke="{c}" stroke-width="2.2"/>']
    for x in PINTA_GAPS[suit]:
        for y in (FRAME_IN, H - FRAME_IN):
            o.append(f'<rect x="{x - 6}" y="{y - 3}" width="12" height="6" fill="{PAPER}"/>')
    return "".join(o)


SP_L, SP_R = 70, 130
SPANISH_LAYOUT = {
    "2": [(100, 80), (100, 200)],
    "3": [(100, 62), (100, 140), (100, 218)],
    "4": [(SP_L, 80), (SP_R, 80), (SP_L, 200), (SP_R, 200)],
    "5": [(SP_L, 70), (SP_R, 70), (100, 140), (SP_L, 210), (SP_R, 210)],
    "6": [(SP_L, 62), (SP_R, 62), (SP_L, 140), (SP_R, 140), (SP_L, 218), (SP_R, 218)],
    "7": [(SP_L, 52), (SP_R, 52), (100, 111), (SP_L, 170), (SP_R, 170), (SP_L, 229), (SP_R, 229)],
}
SP_SIZE = {"2": 62, "3": 54, "4": 56, "5": 52, "6": 48, "7": 44}


def spanish_swords(n: int) -> str:
    """Curved swords bowing out in mirrored pairs (an ogive lattice), a straight one if odd."""
    o = []
    pairs = n // 2
    thin = 1.0 if n <= 3 else 0.8 if n <= 5 else 0.7
    for i in reversed(range(pairs)):
        spread = 46 if pairs == 1 else 22 + 44 * i / (pairs - 1)
        e = 4 + 6 * i
        y0, y1 = (248, 34) if i % 2 == 0 else (32, 246)      # alternate pairs point down
        for side in (-1, 1):
            o.append(sword((100 - side * e, y0), (100 + side * (2 * spread + e), 140), (100 - side * e, y1),
                           length=214, thin=thin))
    if n % 2:
        o.append(sword((100, 250), (100, 140), (100, 30), length=220, thin=thin))
    return "".join(o)


def spanish_clubs(n: int) -> str:
    o = []
    pairs = n // 2
    offs = {1: (0,), 2: (-28, 28), 3: (-34, 0, 34)}[pairs] if pairs else ()
    wid = 1.0 if n <= 3 else 0.78 if n <= 5 else 0.7
    span = 40 if pairs == 1 else 28
    for dx in offs:
        o.append(club((100 + dx - span, 234), (100 + dx + span - 4, 48), leaves=True, width=wid))
        o.append(club((100 + dx + span, 234), (100 + dx - span + 4, 48), leaves=False, width=wid))
    if n % 2:
        o.append(club((100, 244), (100, 40), width=wid))
    return "".join(o)


def spanish_ace(suit: str) -> str:
    if suit == "o":
        rays = "".join(poly([(0, -70), (6, -50), (-6, -50)], GOLD if i % 2 else "#ef8f24", GOLD_D, 0.8)
                       .replace("<path", f'<path transform="rotate({i * 15})"') for i in range(24))
        return group(rays + circle(0, 0, 56, "none", RED_D, 1.5) + group(oro(), 0, 0, 1.08), 100, 140)
    if suit == "c":
        wings = "".join(path(f"M{36 * k},-30C{52 * k},-34 {54 * k},-12 {28 * k},-6", "none", c, w)
                        for k in (-1, 1) for c, w in ((GOLD_D, 7), (GOLD, 4.5)))
        lid = (path("M-30,-46C-26,-66 26,-66 30,-46Z", GOLD, GOLD_D, 1.5) + circle(0, -68, 6, RED, RED_D, 1)
               + path("M-14,-54L14,-54", "none", RED_D, 2))
        return group(wings + copa() + lid, 100, 150, 1.55)
    if suit == "e":
        ribbon_d = "M56,118C80,104 120,130 144,112L148,124C122,142 82,118 52,130Z"
        laurel = "".join(ellipse(100 + side * (22 + k * 6), 196 - k * 14, 10, 4, GREEN, GREEN_D, 0.8,
                                 rot=side * (-50 + k * 8)) for side in (-1, 1) for k in range(5))
        return (laurel + sword((100, 250), (100, 140), (100, 26), length=260)
                + path(ribbon_d, RED, RED_D, 1.2)
                + group(path("M-17,9L-17,-6L-9,1L-4,-13L0,-3L4,-13L9,1L17,-6L17,9Z", GOLD, GOLD_D, 1.3)
                        + circle(0, 4, 2.6, RED) + circle(-10, 5, 1.8, GREEN) + circle(10, 5, 1.8, GREEN)
                        + circle(-4, -13, 1.8, "#ffffff", GOLD_D, 0.6) + circle(4, -13, 1.8, "#ffffff", GOLD_D, 0.6),
                        100, 84, 1.15))
    return club((86, 250), (118, 36), leaves=True, width=1.25) + "".join(
        ellipse(100 + dx, 150 + dy, 12, 4.5, GREEN, GREEN_D, 1, rot=r)
        for dx, dy, r in ((-28, -10, 30), (26, 20, -35), (-22, 40, 20)))


def spanish_face(rank: str, suit: str) -> str:
    body = [paper(), pinta(suit), corner_pips(spanish_icon_small(suit), 26)]
    if rank == "1":
        body.append(spanish_ace(suit))
    elif rank in SPANISH_LAYOUT and suit == "e":
        body.append(spanish_swords(int(rank)))
    elif rank in SPANISH_LAYOUT and suit == "b":
        body.append(spanish_clubs(int(rank)))
    elif rank in SPANISH_LAYOUT:
        for x, y in SPANISH_LAYOUT[rank]:
            icon = spanish_icon(suit) if int(rank) <= 4 else oro(detail=False) if suit == "o" else copa()
            body.append(group(icon, x, y, SP_SIZE[rank] / 100))
    else:
        body.append(spanish_court(rank, suit))
    return svg_doc("".join(body))


# ----------------------------------------------------------------- Spanish court figures
SP_DRESS = {"o": (GOLD, RED), "c": (RED, GOLD), "e": (BLUE, RED), "b": (GREEN, GOLD)}


def limb(p0, p1, w, fill, p2=None) -> str:
    """An arm or leg: a ribbon from p0 to p1 (through p2 bent as a knee/elbow if given)."""
    if p2 is None:
        cv = lambda t: (p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t)
    else:
        cv = lambda t: quad(p0, p2, p1, t)
    return poly(ribbon(cv, 0, 1, lambda u: w * (1 - 0.25 * u), n=8), fill, INK, 1.1)


def face(x, y, r, beard=None) -> str:
    o = [circle(x, y, r, SKIN, INK, 1.2),
         circle(x - r * 0.36, y - r * 0.05, r * 0.09, INK), circle(x + r * 0.36, y - r * 0.05, r * 0.09, INK),
         path(f"M{f(x)},{f(y)}l{f(-r * .12)},{f(r * .3)}l{f(r * .16)},0", "none", SKIN_D, 1),
         path(f"M{f(x - r * .25)},{f(y + r * .55)}q{f(r * .25)},{f(r * .12)} {f(r * .5)},0", "none", RED_D, 1.2)]
    if beard:
        o.append(path(f"M{f(x - r * .95)},{f(y + r * .05)}C{f(x - r * .9)},{f(y + r * 1.4)} {f(x - r * .3)},"
                      f"{f(y + r * 2.1)} {f(x)},{f(y + r * 2.2)}C{f(x + r * .3)},{f(y + r * 2.1)} {f(x + r * .9)},"
                      f"{f(y + r * 1.4)} {f(x + r * .95)},{f(y + r * .05)}C{f(x + r * .6)},{f(y + r * .75)} "
                      f"{f(x - r * .6)},{f(y + r * .75)} {f(x - r * .95)},{f(y + r * .05)}Z", beard, INK, 1.1))
        o.append(path(f"M{f(x - r * .35)},{f(y + r * .5)}q{f(r * .35)},{f(-r * .2)} {f(r * .7)},0", "none", INK, 1))
    return "".join(o)


def held(suit: str, hand, size=42, lift=20, reach=1.0) -> str:
    """The suit symbol held in a hand: coins and cups above it, swords and clubs through it."""
    x, y = hand
    if suit in "oc":
        return group(spanish_icon(suit), x + 4, y - lift, size / 100) + circle(x, y, 5, SKIN, INK, 1)
    if suit == "e":
        return (sword((x, y + 20 * reach), (x + 8 * reach, y - 40 * reach), (x + 16 * reach, y - 110 * reach),
                      length=150) + circle(x, y, 5, SKIN, INK, 1))
    return club((x - 6 * reach, y + 26 * reach), (x + 22 * reach, y - 86 * reach), leaves=True) + circle(x, y, 5, SKIN, INK, 1)


def sota(suit: str) -> str:
    a, b = SP_DRESS[suit]
    return "".join([
        ellipse(100, 252, 48, 5, "#e9dfc9"),
        path("M80,110C66,124 60,160 62,196L80,186Z", b, INK, 1.2),
        limb((90, 196), (88, 246), 5.5, b), limb((110, 196), (112, 246), 5.5, b),
        ellipse(86, 248, 10, 4, INK), ellipse(114, 248, 10, 4, INK),
        path("M79,108L121,108L134,202C120,209 80,209 66,202Z", a, INK, 1.4),
        path("M67,198C80,205 120,205 133,198", "none", b, 3),
        path("M100,110L100,200", "none", b, 2.5),
        f'<rect x="73" y="150" width="54" height="6" fill="{GOLD_D}"/>', circle(100, 153, 4, GOLD, GOLD_D, 1),
        limb((82, 114), (70, 170), 6.5, a, (72, 140)), circle(70, 173, 5, SKIN, INK, 1),
        limb((118, 114), (146, 138), 6.5, a, (136, 140)),
        ellipse(100, 106, 15, 5, "#fbf7ec", INK, 1),
        path("M86,80C84,98 90,102 100,102C110,102 116,98 114,80Z", "#7a4a22", INK, 1),
        face(100, 88, 13),
        ellipse(98, 75, 19, 6.5, b, INK, 1.2), circle(100, 71, 6, b, INK, 1),
        path("M112,72C124,60 136,58 146,62C134,64 124,70 116,76Z", "#f4f1e6", INK, 1),
        held(suit, (146, 140), 44, 24),
    ])


def rey(suit: str) -> str:
    a, b = SP_DRESS[suit]
    cape = RED_D if suit != "c" else BLUE_D
    dots = "".join(circle(x, 244, 1.3, INK) for x in range(66, 136, 8))
    return "".join([
        ellipse(100, 254, 52, 5, "#e9dfc9"),
        path("M76,112C56,140 50,200 48,248L152,248C150,200 144,140 124,112Z", cape, INK, 1.3),
        path("M80,110L120,110L138,248L62,248Z", a, INK, 1.4),
        path("M96,110L104,110L107,248L93,248Z", b, INK, 1),
        "".join(circle(100, y, 2.2, GOLD) for y in (130, 170, 210)),
        path("M62,238L138,238L139,250L61,250Z", "#fbf7ec", INK, 1), dots,
        f'<rect x="80" y="158" width="40" height="6" fill="{GOLD_D}"/>',
        path("M74,112C84,124 116,124 126,112C120,106 80,106 74,112Z", "#fbf7ec", INK, 1.1),
        limb((82, 116), (80, 166), 7, a, (70, 140)), circle(81, 169, 5, SKIN, INK, 1),
        path("M81,174L81,96", "none", GOLD_D, 2.6), circle(81, 94, 4, GOLD, GOLD_D, 1),
        limb((118, 116), (140, 146), 7, a, (134, 140)),
        path("M85,82C82,100 86,108 92,110L108,110C114,108 118,100 115,82Z", "#9d9a93", INK, 1),
        face(100, 90, 14, beard="#b9b4a8"),
        path("M84,80L84,62L91,70L95,56L100,66L105,56L109,70L116,62L116,80Z", GOLD, GOLD_D, 1.3),
        circle(100, 74, 2.8, RED), circle(90, 75, 2, BLUE), circle(110, 75, 2, BLUE),
        held(suit, (140, 148), 42, 24),
    ])


def caballo(suit: str) -> str:
    a, b = SP_DRESS[suit]
    horse, horse_d, mane = "#b77644", "#6e4020", "#3f2412"
    hoof = lambda x, y: ellipse(x, y, 5.5, 3, INK)
    return "".join([
        ellipse(104, 252, 58, 5, "#e9dfc9"),
        path("M150,166C170,172 172,200 160,226C158,208 154,194 146,182Z", mane, INK, 1),
        limb((140, 186), (150, 246), 6.5, horse, (154, 216)), hoof(151, 248),
        limb((82, 188), (82, 246), 6.5, horse), hoof(83, 248),
        ellipse(108, 176, 46, 24, horse, INK, 1.4),
        limb((128, 190), (130, 246), 7, horse_d, (136, 220)), hoof(131, 248),
        limb((72, 186), (66, 222), 6.5, horse_d, (56, 206)), hoof(67, 224),
        path("M72,172C60,152 56,132 60,112L80,106C80,126 88,146 100,160Z", horse, INK, 1.3),
        path("M60,112C52,116 42,128 34,140C31,147 38,151 44,148L60,136C68,130 78,120 80,106Z", horse, INK, 1.3),
        path("M66,106L70,94L76,106Z", horse, INK, 1), circle(60, 121, 1.8, INK), circle(39, 142, 1.3, INK),
        path("M78,104C86,118 90,136 100,156C94,140 84,124 80,110C84,124 88,136 96,150", mane, INK, 1.2),
        path("M60,130L76,124", "none", RED_D, 1.6),
        path("M92,156L134,156L138,196C124,200 104,200 88,196Z", a, INK, 1.3),
        path("M88,194C104,199 124,199 138,194", "none", b, 2.6),
        path("M110,150L104,196L112,204L116,198L114,152Z", b, INK, 1.1), ellipse(114, 205, 8, 3.5, INK),
        path("M98,108L122,108L127,154L95,154Z", b, INK, 1.3),
        path("M110,110L110,154", "none", a, 2.4),
        limb((100, 114), (84, 138), 5.5, b, (88, 128)), circle(83, 140, 4.5, SKIN, INK, 1),
        path("M83,140L70,124", "none", RED_D, 1.4),
        limb((122, 114), (144, 112), 5.5, b, (134, 122)),
        face(110, 96, 11),
        path("M96,90C96,76 124,76 124,90Z", a, INK, 1.1), ellipse(110, 90, 18, 3.5, a, INK, 1),
        path("M118,82C128,70 140,68 146,70C138,74 128,80 122,88Z", "#f4f1e6", INK, 1),
        held(suit, (146, 110), 38, 22, reach=0.7),
    ])


def spanish_court(rank: str, suit: str) -> str:
    return {"S": sota, "C": caballo, "R": rey}[rank](suit)


# ------------------------------------------------------------------------ jokers, backs
def star_d(x, y, r) -> str:
    p = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        p.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return "M" + pts(p) + "Z"


def joker_face(n: int) -> str:
    a, b, g = (RED, BLUE, GOLD) if n == 1 else (INK, "#8f96a0", GOLD)
    diamonds = "".join(poly([(x, y - 10), (x + 7, y), (x, y + 10), (x - 7, y)], b)
                       for x, y in ((86, 160), (114, 160), (100, 184), (86, 206), (114, 206)))
    ruff = poly([(100 + (24 if i % 2 else 16) * math.cos(i * math.pi / 10),
                  132 + (9 if i % 2 else 5) * math.sin(i * math.pi / 10)) for i in range(20)], "#fbf7ec", INK, 1)
    return svg_doc("".join([
        paper(), corner_pips(path(star_d(0, 0, 50), a), 20, IDX_X, JOKER_STAR_Y),
        ellipse(100, 250, 46, 5, "#e9dfc9"),
        limb((88, 214), (84, 242), 6, a), limb((112, 214), (116, 242), 6, b),
        path("M72,246C76,238 86,238 90,244C86,250 76,250 70,240Z", g, INK, 1),
        path("M128,246C124,238 114,238 110,244C114,250 124,250 130,240Z", g, INK, 1),
        path("M76,136L124,136L136,218L64,218Z", a, INK, 1.4), diamonds,
        path("M64,218L136,218", "none", g, 3),
        limb((78, 142), (52, 176), 6.5, b, (58, 150)), circle(50, 179, 5, SKIN, INK, 1),
        limb((122, 142), (150, 120), 6.5, b, (144, 146)),
        path("M152,124L158,70", "none", WOOD_D, 2.6), circle(158, 64, 9, SKIN, INK, 1),
        path("M149,62C150,50 166,50 167,62L162,58L158,64L154,58Z", a, INK, 1), circle(150, 124, 5, SKIN, INK, 1),
        ruff,
        face(100, 112, 16),
        circle(92, 118, 3.5, "#f2a08f"), circle(108, 118, 3.5, "#f2a08f"),
        path("M84,100C76,78 60,66 46,76C58,78 66,88 70,102Z", a, INK, 1.2),
        path("M116,100C124,78 140,66 154,76C142,78 134,88 130,102Z", a, INK, 1.2),
        path("M86,100C86,72 96,54 100,40C104,54 114,72 114,100Z", b, INK, 1.2),
        path("M82,100C92,94 108,94 118,100L117,106C106,101 94,101 83,106Z", g, INK, 1),
        circle(46, 78, 5, g, GOLD_D, 1), circle(154, 78, 5, g, GOLD_D, 1), circle(100, 38, 5, g, GOLD_D, 1),
    ]))


BACKS = {
    "classic": ("#b3202c", "#741019", "#f6dcae"),
    "blue": ("#214f9c", "#0f2e5e", "#dbe6f6"),
    "green": ("#1e6a45", "#0d3b26", "#ecd48c"),
}


def lattice(x0, y0, x1, y1, step) -> str:
    """Diagonal lines of a diamond grid clipped to a rectangle, as one path."""
    d = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k < w:
        a = (x0 + max(k, 0), y0 + max(-k, 0))
        b = (x0 + min(k + h, w), y0 + min(h, w - k))
        d.append(f"M{f(a[0])},{f(a[1])}L{f(b[0])},{f(b[1])}")
        a2 = (x1 - max(k, 0), y0 + max(-k, 0))
        b2 = (x1 - min(k + h, w), y0 + min(h, w - k))
        d.append(f"M{f(a2[0])},{f(a2[1])}L{f(b2[0])},{f(b2[1])}")
        k += step
    return "".join(d)


def back_face(design: str) -> str:
    main, dark, light = BACKS[design]
    petals = "".join(group(ellipse(0, -20, 7, 17, main, light, 1.4), rot=i * 30) for i in range(12))
    corner = lambda x, y, r: group(path("M0,0L18,0A18,18 0 0,1 0,18Z", light) + circle(4, 4, 3, main), x, y, 1, r)
    return svg_doc("".join([
        paper(),
        f'<rect x="9" y="9" width="182" height="262" rx="7" fill="{main}"/>',
        path(lattice(9, 9, 191, 271, 13), "none", dark, 2.4),
        path(lattice(9, 9, 191, 271, 13), "none", light, 0.8, ' opacity="0.55"'),
        f'<rect x="9" y="9" width="182" height="262" rx="7" fill="none" stroke="{dark}" stroke-width="2"/>',
        f'<rect x="15" y="15" width="170" height="250" rx="5" fill="none" stroke="{light}" stroke-width="1.6"/>',
        corner(15, 15, 0), corner(185, 15, 90), corner(185, 265, 180), corner(15, 265, 270),
        ellipse(100, 140, 46, 58, dark, light, 2), ellipse(100, 140, 40, 52, main, light, 1),
        group(petals + circle(0, 0, 10, light) + circle(0, 0, 5, dark), 100, 140),
        path(star_d(100, 80, 5) + star_d(100, 200, 5), light),
    ]))


# ----------------------------------------------------------------------------- main
def all_files() -> dict[str, str]:
    files = {}
    for s in "shdc":
        for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
            files[f"french/{r}{s}.svg"] = french_face(r, s)
    for s in "ocEb".lower():
        for r in ("1", "2", "3", "4", "5", "6", "7", "S", "C", "R"):
            files[f"spanish/{r}{s}.svg"] = spanish_face(r, s)
    for n in (1, 2):
        files[f"joker/{n}.svg"] = joker_face(n)
    for d in BACKS:
        files[f"back/{d}.svg"] = back_face(d)
    return files


def main() -> None:
    total = 0
    for name, text in all_files().items():
        p = OUT / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
        total += len(text.encode())
    print(f"wrote {len(all_files())} SVG files, {total / 1024:.0f} KiB, under {OUT}")


if __name__ == "__main__":
    main()
