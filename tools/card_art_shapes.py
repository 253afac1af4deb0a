"""The drawing kit of tools/make_card_art.py: the canvas, the palette, SVG primitives
(polygons, circles, paths, groups, ribbons) and the suit shapes of both decks (French pips;
Spanish oros, copas, espadas and bastos)."""
from __future__ import annotations

import math

W, H = 200, 280

SUIT_RED, SUIT_BLACK = "#c8102f", "#16161a"     # reserved: French pip colours
PAPER, EDGE = "#fffdf6", "#8d877c"
GOLD, GOLD_D, GOLD_L = "#e2ad2f", "#9a6a10", "#f7d873"
RED, RED_D, BLUE, BLUE_D, BLUE_L = "#c33a2c", "#7c1d14", "#2f62b0", "#173a73", "#a9c8f0"
GREEN, GREEN_D, WOOD, WOOD_D, WOOD_L = "#3d8b3a", "#1f5220", "#c4884a", "#5b3413", "#e2b77f"
SKIN, SKIN_D, INK = "#f4d3b0", "#b9805a", "#2a2323"


def f(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def pts(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def poly(points, fill, stroke=None, sw=1.2, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw)}" stroke-linejoin="round"' if stroke else ""
    return f'<path d="M{pts(points)}Z" fill="{fill}"{st}{extra}/>'


def circle(x, y, r, fill, stroke=None, sw=1.2) -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw)}"' if stroke else ""
    return f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{fill}"{st}/>'


def ellipse(x, y, rx, ry, fill, stroke=None, sw=1.2, rot=0.0) -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw)}"' if stroke else ""
    tr = f' transform="rotate({f(rot)} {f(x)} {f(y)})"' if rot else ""
    return f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{st}{tr}/>'


def path(d, fill, stroke=None, sw=1.2, extra="") -> str:
    st = f' stroke="{stroke}" stroke-width="{f(sw)}" stroke-linejoin="round" stroke-linecap="round"' if stroke else ""
    return f'<path d="{d}" fill="{fill}"{st}{extra}/>'


def group(body: str, x=0.0, y=0.0, s=1.0, rot=0.0) -> str:
    t = f"translate({f(x)} {f(y)})"
    if rot:
        t += f" rotate({f(rot)})"
    if s != 1:
        t += f" scale({s:.4g})"
    return f'<g transform="{t}">{body}</g>'


def quad(p0, c, p2, t):
    a, b = (1 - t) ** 2, 2 * (1 - t) * t
    return (a * p0[0] + b * c[0] + t * t * p2[0], a * p0[1] + b * c[1] + t * t * p2[1])


def ribbon(curve, t0, t1, half, n=14):
    """Polygon around curve(t) for t in [t0, t1]; half(u) is the half width, u in 0..1."""
    left, right = [], []
    for i in range(n + 1):
        u = i / n
        t = t0 + (t1 - t0) * u
        x, y = curve(t)
        x2, y2 = curve(min(1.0, t + 0.01)) if t < 0.99 else curve(t)
        x1, y1 = curve(max(0.0, t - 0.01))
        dx, dy = x2 - x1, y2 - y1
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        h = half(u)
        left.append((x + nx * h, y + ny * h))
        right.append((x - nx * h, y - ny * h))
    return left + right[::-1]


def circ_d(x, y, r) -> str:
    return f"M{f(x - r)},{f(y)}a{f(r)},{f(r)} 0 1,0 {f(2 * r)},0a{f(r)},{f(r)} 0 1,0 {f(-2 * r)},0"


# ----------------------------------------------------------------- French suits (box +-50)
FRENCH_SHAPES = {
    "h": "M0,44C-14,30 -48,8 -48,-17C-48,-35 -36,-45 -24,-45C-12,-45 -4,-37 0,-27"
         "C4,-37 12,-45 24,-45C36,-45 48,-35 48,-17C48,8 14,30 0,44Z",
    "d": "M0,-48C9,-31 22,-15 37,0C22,15 9,31 0,48C-9,31 -22,15 -37,0C-22,-15 -9,-31 0,-48Z",
    "s": "M0,-48C10,-33 46,-14 46,11C46,28 34,35 23,35C13,35 7,30 3,23C4,34 9,42 17,48"
         "L-17,48C-9,42 -4,34 -3,23C-7,30 -13,35 -23,35C-34,35 -46,28 -46,11C-46,-14 -10,-33 0,-48Z",
    "c": circ_d(0, -23, 21) + circ_d(-23, 11, 21) + circ_d(23, 11, 21) + circ_d(0, 2, 10)
         + "M-4,8C-4,30 -9,41 -18,48L18,48C9,41 4,30 4,8Z",
}


def french_pip(suit, x, y, size, flip=False) -> str:
    color = SUIT_RED if suit in "hd" else SUIT_BLACK
    return group(path(FRENCH_SHAPES[suit], color), x, y, size / 100, 180 if flip else 0)


# ---------------------------------------------------------------- Spanish suits (box +-50)
def oro(detail=True) -> str:
    out = [circle(0, 0, 47, GOLD, RED_D, 3), circle(-6, -6, 38, GOLD_L), circle(0, 0, 36, GOLD),
           circle(0, 0, 36, "none", RED_D, 2)]
    if detail:
        for i in range(16):
            a = i * math.pi / 8
            out.append(circle(41.5 * math.cos(a), 41.5 * math.sin(a), 2.2, RED_D))
    for i in range(8):
        out.append(group(ellipse(0, -18, 6.5, 14, "#f0bd3c", GOLD_D, 1.2), rot=i * 45))
    out += [circle(0, 0, 10, RED, RED_D, 1.5), circle(-2.5, -2.5, 3.5, "#e8705f")]
    return "".join(out)


def copa(detail=True) -> str:
    out = [
        path("M-37,-38C-37,-10 -20,3 -7,6L7,6C20,3 37,-10 37,-38Z", RED, RED_D, 2.2),
        path("M-30,-30C-28,-14 -18,-5 -8,-2", "none", "#e87a68", 3),
        path("M-36,-22C-20,-16 20,-16 36,-22L35,-15C18,-9 -18,-9 -35,-15Z", GOLD, GOLD_D, 1.2),
        ellipse(0, -38, 37, 7, GOLD, GOLD_D, 2), ellipse(0, -38, 30, 3.5, RED_D),
        ellipse(0, 11, 11, 6, GOLD, GOLD_D, 1.5),
        path("M-5,15L5,15L5,28L-5,28Z", GOLD, GOLD_D, 1.2),
        path("M-28,46C-22,35 -10,30 -5,27L5,27C10,30 22,35 28,46Z", GOLD, GOLD_D, 2),
        path("M-28,46L28,46", "none", RED_D, 2.5),
    ]
    if detail:
        out += [circle(-16, -19, 2.2, BLUE), circle(0, -17, 2.6, GREEN), circle(16, -19, 2.2, BLUE),
                circle(0, 38, 2.5, RED)]
    return "".join(out)


def sword(p0, c, p2, length=None, blade=BLUE, thin=1.0) -> str:
    """A Spanish sword from pommel p0 through control c to tip p2 (thin < 1: slimmer)."""
    L = (length or math.dist(p0, p2)) * thin
    cv = lambda t: quad(p0, c, p2, t)
    gx, gy = cv(0.15)
    hx, hy = cv(0.17)
    ang = math.degrees(math.atan2(hy - gy, hx - gx)) + 90
    bw = 0.034 * L
    out = [
        poly(ribbon(cv, 0.16, 1.0, lambda u: bw * (1 if u < 0.84 else (1 - u) / 0.16 + 0.02)), blade, BLUE_D, 1.3),
        poly(ribbon(cv, 0.19, 0.86, lambda u: bw * 0.25), BLUE_L),
        poly(ribbon(cv, 0.03, 0.15, lambda u: 0.019 * L, n=4), RED_D, "#3d0e09", 1),
    ]
    for k in (0.06, 0.1):
        out.append(poly(ribbon(cv, k, k + 0.012, lambda u: 0.021 * L, n=1), GOLD))
    gl = 0.1 * L
    guard = (f'M{f(-gl)},0C{f(-gl * 0.6)},{f(-0.03 * L)} {f(gl * 0.6)},{f(-0.03 * L)} {f(gl)},0'
             f'C{f(gl * 0.6)},{f(0.012 * L)} {f(-gl * 0.6)},{f(0.012 * L)} {f(-gl)},0Z')
    out.append(group(path(guard, GOLD, GOLD_D, 1.2) + circle(-gl, 0, 0.022 * L, GOLD, GOLD_D, 1)
                     + circle(gl, 0, 0.022 * L, GOLD, GOLD_D, 1) + circle(0, -0.01 * L, 0.016 * L, RED),
                     gx, gy, 1, ang))
    px, py = cv(0.0)
    out.append(circle(px, py, 0.034 * L, GOLD, GOLD_D, 1.2))
    return "".join(out)


def club(p0, p1, leaves=True, width=1.0) -> str:
    """A knotty wooden club from its thin end p0 to its thick end p1."""
    L = math.dist(p0, p1)
    cv = lambda t: (p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t)
    w0, w1 = 0.036 * L * width, 0.07 * L * width
    dx, dy = (p1[0] - p0[0]) / L, (p1[1] - p0[1]) / L
    nx, ny = -dy, dx
    out = []
    for t, side, ln in ((0.3, 1, 0.09), (0.52, -1, 0.1), (0.72, 1, 0.085)):   # cut branches
        x, y = cv(t)
        w = w0 + (w1 - w0) * t
        bx, by = x + nx * side * (w + ln * L) + dx * 0.05 * L, y + ny * side * (w + ln * L) + dy * 0.05 * L
        out.append(poly(ribbon(lambda s: (x + (bx - x) * s, y + (by - y) * s), 0, 1,
                               lambda u: 0.024 * L * width * (1 - 0.3 * u), n=2), WOOD, WOOD_D, 1.1))
        out.append(ellipse(bx, by, 0.02 * L * width, 0.024 * L * width, WOOD_L, WOOD_D, 1,
                           rot=math.degrees(math.atan2(by - y, bx - x))))
        if leaves and side == 1:
            a = math.degrees(math.atan2(by - y, bx - x))
            out.append(ellipse(bx + nx * 0.04 * L, by + ny * 0.04 * L - 0.02 * L, 0.05 * L, 0.017 * L,
                               GREEN, GREEN_D, 1, rot=a - 35))
    body = ribbon(cv, 0, 1, lambda u: w0 + (w1 - w0) * u ** 0.8, n=10)
    out.append(poly(body, WOOD, WOOD_D, 1.4))
    out.append(circle(*cv(1), w1 * 0.98, WOOD, WOOD_D, 1.4))
    out.append(poly(ribbon(lambda t: (cv(t)[0] + nx * (w0 + (w1 - w0) * t) * 0.45,
                                      cv(t)[1] + ny * (w0 + (w1 - w0) * t) * 0.45), 0.05, 0.95,
                           lambda u: 0.01 * L * width * (1 + u), n=6), WOOD_L))
    for t in (0.22, 0.45, 0.64, 0.86):
        x, y = cv(t)
        out.append(ellipse(x - nx * 0.012 * L, y - ny * 0.012 * L, 0.012 * L * width, 0.02 * L * width,
                           WOOD_D, rot=math.degrees(math.atan2(dy, dx))))
    out.append(ellipse(*cv(0), w0, w0 * 0.45, WOOD_L, WOOD_D, 1, rot=math.degrees(math.atan2(ny, nx))))
    if leaves:
        x, y = cv(0.98)
        a = math.degrees(math.atan2(dy, dx))
        out += [ellipse(x + nx * w1 * 0.9, y + ny * w1 * 0.9, 0.06 * L, 0.02 * L, GREEN, GREEN_D, 1, rot=a + 40),
                ellipse(x - nx * w1 * 0.8, y - ny * w1 * 0.8, 0.05 * L, 0.018 * L, GREEN, GREEN_D, 1, rot=a - 40)]
    return "".join(out)


def spanish_icon(suit) -> str:
    """The suit symbol in a +-50 box (used for small pips, held symbols and corners)."""
    if suit == "o":
        return oro()
    if suit == "c":
        return copa()
    if suit == "e":
        return sword((0, 50), (0, 0), (0, -50))
    return club((-8, 46), (10, -42))


def spanish_icon_small(suit) -> str:
    if suit == "o":
        return oro(detail=False)
    if suit == "c":
        return copa(detail=False)
    if suit == "e":
        return sword((0, 46), (0, 0), (0, -50), length=270)
    return club((-5, 46), (6, -38), leaves=False, width=2.3)
