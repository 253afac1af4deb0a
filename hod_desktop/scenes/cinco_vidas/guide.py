"""The guided first game of Cinco Vidas (issue 36): a 3-player deal against Fácil bots
in which the person holds a king and a jack to bid on, and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "CV-10-0000000A-4"  # 3 players, Fácil; the person bids first

STEPS = (
    GuideStep("guide.cv.hand", "hand"),
    GuideStep("guide.cv.bid", "panel", made("bid")),
    GuideStep("guide.cv.play", "hand", made("play")),
    GuideStep("guide.cv.lives", "seat:0"),
    GuideStep("guide.cv.end"),
)
