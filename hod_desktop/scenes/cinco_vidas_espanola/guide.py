"""The guided first game of Cinco Vidas con baraja española (issue 36): a 3-player deal
in the Clásico mode against Fácil bots, and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "CE-1000-00000002-N"  # 3 players, Clásico, no Poderes, Fácil

STEPS = (
    GuideStep("guide.ce.hand", "hand"),
    GuideStep("guide.ce.bid", "panel", made("bid")),
    GuideStep("guide.ce.play", "hand", made("play")),
    GuideStep("guide.ce.lives", "seat:0"),
    GuideStep("guide.ce.end"),
)
