"""Write the app icon: assets/icon.svg, icon.png (256 px) and icon.ico.

    python tools/make_icon.py

The icon is two fanned cards (a red back and the ace of oros) on a green felt tile, drawn
with the same shapes as the cards (tools/make_card_art.py). The PNGs are rasterised with
pygame's SVG loader; the .ico holds PNG images (16..256 px) in an ICO container written
by hand, which Windows Vista and later read directly.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_card_art import PAPER, group, oro, path  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def card_shape(fill: str, stroke: str) -> str:
    return f'<rect x="-50" y="-70" width="100" height="140" rx="9" fill="{fill}" stroke="{stroke}" stroke-width="3"/>'


def icon_svg() -> str:
    back = (card_shape(PAPER, "#5a4a3a")
            + '<rect x="-43" y="-63" width="86" height="126" rx="5" fill="#b3202c"/>'
            + path("M-43,-63L43,63M43,-63L-43,63M0,-63L43,0L0,63L-43,0Z", "none", "#f6dcae", 2.5))
    face = (card_shape(PAPER, "#5a4a3a")
            + '<rect x="-43" y="-63" width="86" height="126" rx="5" fill="none" stroke="#b07a00" stroke-width="2.5"/>'
            + group(oro(), 0, 0, 0.78))
    body = "".join([
        '<rect x="4" y="4" width="248" height="248" rx="44" fill="#1d6b3f"/>',
        '<rect x="4" y="4" width="248" height="248" rx="44" fill="none" stroke="#0f4026" stroke-width="8"/>',
        '<ellipse cx="128" cy="118" rx="100" ry="90" fill="#2a8a52" opacity="0.55"/>',
        group(back, 104, 134, 1.1, -14),
        group(face, 150, 130, 1.1, 12),
    ])
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">{body}</svg>\n'


def render_png(svg: str, size: int) -> bytes:
    import pygame
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (size, size))
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose images are whole PNG files (ICONDIR + ICONDIRENTRY per size)."""
    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in sorted(pngs.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    svg = icon_svg()
    (OUT / "icon.svg").write_text(svg, encoding="utf-8")
    pngs = {s: render_png(svg, s) for s in ICO_SIZES}
    (OUT / "icon.png").write_bytes(pngs[256])
    (OUT / "icon.ico").write_bytes(ico_bytes(pngs))
    for name in ("icon.svg", "icon.png", "icon.ico"):
        print(f"{name:9} {(OUT / name).stat().st_size / 1024:6.1f} KiB")


if __name__ == "__main__":
    main()
