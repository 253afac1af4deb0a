"""The guided first game of Bastard Brag (issue 36): a 3-player deal against Fácil bots,
and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "BB-00-00000007-X"  # 3 players, Fácil


def action_buttons(table) -> list:
    """«Cambiar las tres» and «Golpear», while the table shows them."""
    if not table.my_turn():
        return []
    return [b.rect for b in table.hud.action_buttons(table.cached_view())[0]]


KEEP_CLEAR = action_buttons


def knock_button(table):
    """The «Golpear» button beside the person's hand, while the table shows it (their turn)."""
    if not table.my_turn():
        return None
    buttons, _ = table.hud.action_buttons(table.cached_view())
    knock = [b for b in buttons if b.action == "knock"]
    return knock[0].rect if knock else None


STEPS = (
    GuideStep("guide.bb.hand", "hand"),
    GuideStep("guide.bb.centre", "slot:centre"),
    GuideStep("guide.bb.swap", "hand", made("swap", "swapall", "knock")),
    GuideStep("guide.bb.knock", knock_button),
    GuideStep("guide.bb.end"),
)
