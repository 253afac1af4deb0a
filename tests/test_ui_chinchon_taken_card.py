"""Chinchón: the card a rival last took from the discard pile («Cogió») lies under a side
seat's plaque clear of it, and that seat's move trace goes below the card, not over it: at
6p 900x560 «Cogió» lay on Elena's «a 50 puntos» and «tira el 2 de oros» covered the card
(c6e)."""
import pygame
from ui_helpers import running_app, top

from hod_desktop.engine.core import Match
from hod_desktop.ui.table.taken_cards import TakenCards


def taken_by_a_side_seat(players: int, seats) -> Match:
    """A match where one of `seats` has just taken the discard top (and thrown)."""
    for seed in range(1, 60):
        m = Match("chinchon", {"players": players, "limit": 50}, seed)
        for _ in range(40):
            p = m.to_act()[0]
            acts = [str(a) for a in m.legal_actions(p)]
            if "draw discard" in acts:
                m.apply(p, "draw discard" if p in seats else "draw stock")
            else:
                m.apply(p, [a for a in acts if a.startswith("discard")][0])
                if p in seats and m.view(0).last_taken[p] is not None:
                    return m, p
    raise AssertionError("no side seat took the discard")


def test_took_words_and_trace_clear_of_plaque_and_card(tmp_path, monkeypatch):
    for size in ((900, 560), (1280, 720)):
        for app in running_app(tmp_path, monkeypatch, size):
            m, seat = taken_by_a_side_seat(6, (1, 5))
            assert app.open_table(m, 0)
            for _ in range(30):
                app.step(1 / 60)
            table = top(app)
            hud = table.hud
            taken = hud.taken()
            spot = next(c for c in taken.cards if c.seat == seat)
            assert spot.side == 0  # a side seat: under its plaque
            plaque, card = pygame.Rect(hud.plaque_rect(seat)), taken.under(seat)
            said = []
            real = hud.blit_text

            def blit(surface, text, size_, pos, *a, **k):
                said.append((text, size_, pos))
                return real(surface, text, size_, pos, *a, **k)
            hud.blit_text = blit
            TakenCards([spot], hud.s).draw(pygame.Surface(size), hud.blit_text, hud.tr("ch.took"))
            (text, size_, pos), = said
            assert text == "Cogió"
            assert pos[1] - size_ * 0.5 >= plaque.bottom, (pos, size_, plaque)  # the words clear it
            assert card.top > pos[1] and card.top >= plaque.bottom
            table.traces.add(seat, "tira el 2 de oros")
            chips = table.traces.draw(pygame.Surface(size), table.seat_anchor, hud.s,
                                      lambda *a: app.font(14).render("tira el 2 de oros", True, (0, 0, 0)))
            assert chips and not chips[0].colliderect(card), (chips, card)
