"""The guided first game of Chinchón (issue 36): a 3-player deal against Fácil bots in
which the person draws first, and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "CH-1000-00000007-5"  # 3 players, Fácil, to 100, with re-entry

STEPS = (
    GuideStep("guide.ch.hand", "hand"),
    GuideStep("guide.ch.draw", "slot:stock,discard", made("draw")),
    GuideStep("guide.ch.discard", "hand", made("discard", "close")),
    GuideStep("guide.ch.close", "layout:close_button", fallback="hand"),  # «Cerrar» off: the hand
    GuideStep("guide.ch.end"),
)
