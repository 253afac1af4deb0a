"""The guided first game of Chinchón (issue 36): a 3-player deal against Fácil bots in
which the person draws first, and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "CH-1000-00000007-5"  # 3 players, Fácil, to 100, with re-entry

def close_spot(table) -> list:
    """The dashed «Cerrar aquí» place, where a card is dropped to close: kept clear (the
    words lay over part of it, seen in a real window)."""
    lay = table.layout
    return [lay.pile_rect(lay.close_spot, 1.0)]


KEEP_CLEAR = close_spot

STEPS = (
    GuideStep("guide.ch.hand", "hand"),
    GuideStep("guide.ch.draw", "slot:stock,discard", made("draw")),
    GuideStep("guide.ch.discard", "hand", made("discard", "close")),
    GuideStep("guide.ch.close", "layout:close_button", fallback="hand"),  # «Cerrar» off: the hand
    GuideStep("guide.ch.end"),
)
