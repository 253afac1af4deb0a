"""The guided first game of Bandas (issue 36): a 3-player deal against Fácil bots (the
person holds a Navaja), and the steps of the guide."""
from ...ui.table.guide import GuideStep, made

DEAL = "BA-10-00000007-Z"  # 3 players, Fácil

def first_trick(table):
    """The first trick card's place in the person's hand."""
    return table.layout.tricks[0]


def thug_buttons(table):
    """Every district's − and + (the ring took only the +, and cut the first −)."""
    lay = table.layout
    rects = [*lay.plus, *lay.minus]
    return rects[0].unionall(rects[1:]) if rects else None


def empty_places(table) -> list:
    """The trick-card places with no card: the words may lie there (taken for cards, they
    sent the last step's words over a rival's plaque at 800x480)."""
    return table.layout.tricks[len(getattr(table.hud, "tricks_shown", ())):]


FREE = empty_places


def recent_log(table) -> list:
    """The log's last lines beside the hand: the words lay over them (real window, try40)."""
    r = getattr(table.log_view, "recent_rect", None)
    return [r] if r is not None else []


KEEP_CLEAR = recent_log


STEPS = (
    GuideStep("guide.ba.districts", "layout:districts"),
    GuideStep("guide.ba.thugs", thug_buttons),
    GuideStep("guide.ba.tricks", first_trick),
    GuideStep("guide.ba.confirm", "layout:confirm", made("alloc")),
    GuideStep("guide.ba.end"),
)
