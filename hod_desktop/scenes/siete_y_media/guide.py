"""The guided first game of Siete y media (issue 36): a 3-player deal against Fácil bots
in which the person bets first (the bank is a bot), and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "SM-10-00000002-1"  # 3 players, Fácil


def bank_plaque(table):
    """The bank's plaque (the model's dealer)."""
    model = getattr(table.shown, "model", None)
    dealer = getattr(model, "dealer", None)
    return table.seat_anchor(dealer) if dealer is not None else None


STEPS = (
    GuideStep("guide.sm.bet", "panel", made("bet")),
    GuideStep("guide.sm.play", "hand", made("card", "stand")),
    GuideStep("guide.sm.bank", bank_plaque),
    GuideStep("guide.sm.end"),
)
