"""Centred two-line words (a button's second line) are wrapped evenly: the setup's game
blurbs ended with a one-word line («else.», «nights.») at 900x560 in English."""
import pygame

from hod_desktop.ui.draw.text_render import font, wrap, wrap_even


def test_even_wrap_keeps_the_line_count_and_evens_the_lines():
    pygame.font.init()
    s = "Bid the tricks you will take, and lose a life for every trick off; last one standing wins."
    size = 14
    f = font(size, False)
    tried = 0
    for width in range(120, 420, 7):
        greedy, even = wrap(s, size, width), list(wrap_even(s, size, width))
        if len(greedy) < 2:
            continue
        tried += 1
        assert len(even) == len(greedy) and " ".join(even) == s
        assert all(f.size(line)[0] <= width for line in even)
        widths = [f.size(line)[0] for line in even]
        greedy_w = [f.size(line)[0] for line in greedy]
        assert max(widths) - min(widths) <= max(greedy_w) - min(greedy_w)
    assert tried > 10
    # a one-word last line is gone
    width = next(w for w in range(120, 600) if len(wrap(s, size, w)) == 2
                 and len(wrap(s, size, w)[-1].split()) == 1)
    assert len(wrap_even(s, size, width)[-1].split()) > 1
