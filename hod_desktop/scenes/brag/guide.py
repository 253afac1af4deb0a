"""The guided first game of Bastard Brag (issue 36): a 3-player deal against Fácil bots,
and the steps of the guide."""
import pygame

from ...ui.table.guide import GuideStep, made

DEAL = "BB-00-00000007-X"  # 3 players, Fácil


def action_buttons(table) -> list:
    """Where «Cambiar las tres» and «Golpear» (and the line under them saying why not) stand
    on the person's turn, whoever's turn it is now: kept clear all along, the words do not
    have to jump away, from under the pointer, when the person's turn comes."""
    buttons, _ = table.hud.action_buttons(table.cached_view())
    if not buttons:
        return []
    area = buttons[0].rect.unionall([b.rect for b in buttons[1:]])
    why = pygame.Rect(area.x, area.bottom, max(area.w, table.layout.size[0] - area.x), int(44 * table.hud.s))
    return [area.union(why)]


KEEP_CLEAR = action_buttons


def knock_button(table):
    """The «Golpear» button beside the person's hand, while the table shows it (their turn;
    the guide points at the hand instead while it is disabled)."""
    if not table.my_turn():
        return None
    buttons, _ = table.hud.action_buttons(table.cached_view())
    knock = [b for b in buttons if b.action == "knock"]
    return knock[0].rect if knock else None


def knock_words(table) -> str:
    """The knock step's words: once another player has knocked, the person cannot, and is
    told so (in the guided deal Lucía knocks before the person's second turn)."""
    knocker = table.shown.knocker  # as the table shows it, not ahead of its moves
    return "guide.bb.knocked" if knocker is not None and knocker != table.human else "guide.bb.knock"


STEPS = (
    GuideStep("guide.bb.hand", "hand"),
    GuideStep("guide.bb.centre", "slot:centre"),
    GuideStep("guide.bb.swap", "hand", made("swap", "swapall", "knock")),
    GuideStep(knock_words, knock_button, fallback="hand"),
    GuideStep("guide.bb.end"),
)
