"""A bid of the 1-card round is said once at the seat. When a bot said «Lose», its plaque
read «Says “Lose”» and the move-trace chip just under it «says “Lose”»: the same words
twice for one seat (Cinco Vidas 4p 1280x720 en, real window; the Spanish deck the same).
The plaque says it; the chip is left for moves the plaque does not show."""
import pytest
from ui_helpers import running_app, step, top, wait_for

from hod_desktop.ai.base import run_to_end
from hod_desktop.ai.registry import make_bot
from hod_desktop.engine.core import Match

# The Spanish deck's open 1-card bids (Twisted): test_ui_cinco_vidas_espanola::
# test_bids_in_words_are_numbers_except_in_the_one_card_round. (Clásico's 1-card round bids
# in secret: the plaque says «Bid made», the chip «bids in secret».)
GAMES = [("cinco_vidas", {"players": 4, "level": "facil"}),
         ("cinco_vidas", {"players": 6, "level": "facil"})]


def bidding_of(game, options, one_card: bool) -> Match:
    """A match at the bids of its first round of 1 card (or of more), a bot to speak,
    reached by the bots' own moves (nobody is out by then with this seed). With lives set
    by hand the table, replaying the last move from the seed, met another match."""
    m = Match(game, options, 3)
    bots = {p: make_bot(game, "normal", 3, p) for p in range(options["players"])}
    while True:
        seat = m.to_act()[0]
        v = m.view(seat)
        if seat != 0 and v.phase == "bidding" and (v.round_size == 1) == one_card:
            assert all(v.lives)
            return m
        m.apply(seat, run_to_end(bots[seat].decide(v)))


@pytest.mark.parametrize("game,options", GAMES, ids=["4p", "6p"])
def test_a_one_card_bid_is_said_by_the_plaque_alone(tmp_path, monkeypatch, game, options):
    for app in running_app(tmp_path, monkeypatch):
        app.set_language("en")
        # at normal speed: at "max" the 1-card round's reveal, which now moves on by
        # itself, and the next deal came in the same frame as the bid
        app.settings["anim_speed"] = "normal"
        for one_card in (False, True):
            m = bidding_of(game, options, one_card)
            seat, size = m.to_act()[0], m.view(0).round_size
            assert app.open_table(m, 0)
            step(app, 3)
            table = top(app)
            assert wait_for(app, lambda: table.shown.size == size
                            and table.shown.bids[seat] is not None, 900)
            bid = table.shown.bids[seat]
            status = table.hud.plaque(seat).status
            if one_card:
                assert status == app.tr("cv.says", word=app.tr("cv.win" if bid else "cv.lose"))
                assert seat not in table.traces.items
            else:  # a bid of several tricks still leaves its chip («bids 1»)
                assert table.traces.items[seat][0] == app.tr("move.trace.bid", n=str(bid))
            while len(app.scenes.stack) > 1:
                app.scenes.pop()
                step(app)
