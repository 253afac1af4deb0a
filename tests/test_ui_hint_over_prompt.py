"""The hint panel («¿Qué haría la máquina?») either keeps off the prompt line or covers it
whole: at Chinchón 6p 900x560 it lay over «Te toca: roba del mazo…» and the prompt's ends
stuck out on both sides, a panel peeking from under a panel (hint1)."""
import pygame
from ui_helpers import running_app, top

from hod_desktop.engine.core import Match


def test_the_hint_covers_the_prompt_it_meets(tmp_path, monkeypatch):
    for app in running_app(tmp_path, monkeypatch, (900, 560)):
        m = Match("chinchon", {"players": 6, "limit": 50}, 21)
        app.open_table(m, 0)
        app.step(1 / 60)
        table = top(app)
        for _ in range(600):
            app.step(1 / 60)
            if table.human_to_act():
                break
        table.ask_hint()
        for _ in range(120):
            app.step(1 / 60)
        said = table.prompt()
        assert said and said[0] and table.hint_box.rect is not None
        line = table.hud.draw_line(pygame.Surface((900, 560)), said[0], said[1])
        hint = table.hint_box.rect
        assert not hint.colliderect(line) or hint.contains(line), (hint, line)
