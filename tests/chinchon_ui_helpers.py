"""Helpers of the Chinchón UI tests: open a table in the real App, find where a card can
be grabbed, a seed where the human starts, and a prepared deal (`rig`)."""
from ui_helpers import step, top, wait_for

from hod_desktop.engine.cards import SPANISH, parse_cards as _parse
from hod_desktop.engine.core import Match, rng_for



def parse_cards(text):
    return _parse(text, SPANISH)


def grab_point(table, card):
    """A point where the card's sprite is the topmost hand card (neighbours overlap)."""
    s = table.cards.get(card)
    assert s is not None, f"no sprite for {card}"
    r = s.rect
    for fy in (0.55, 0.35, 0.75):
        for fx in (0.12, 0.25, 0.4, 0.5, 0.7):
            p = (r.x + r.w * fx, r.y + r.h * fy)
            if table.cards.top_at(p, lambda x: x.slot == ("hand", 0)) is s:
                return p
    raise AssertionError(f"card {card} is not visible")


def engine_hand(match):
    return list(match.state.hands[0])


def open_table(app, match):
    from hod_desktop.scenes.chinchon.table import ChinchonTable

    table = ChinchonTable(app, match, human_seat=0)
    app.scenes.push(table)
    step(app, 3)
    return table


def dealt_table(app, players: int, seed: int = 8):
    """A Chinchón table opened in the app (Normal rivals, to 100 with re-entry) once the
    person's seven cards have arrived and settled."""
    m = Match("chinchon", {"players": players, "level": "normal", "limit": 100, "reentry": True}, seed)
    assert app.open_table(m, 0)
    step(app, 3)
    t = top(app)
    assert wait_for(app, lambda: not t.anim.busy and t.hand_arrived() and len(t.hands[0]) == 7, 900)
    step(app, 5)
    return t


def human_starts_seed(players=3) -> int:
    """A seed whose first dealer is the last seat, so the human (seat 0) plays first."""
    return next(s for s in range(1, 500) if rng_for(s, 0).randrange(players) == players - 1)


def rig(match, hand, stock_top):
    """Swap cards between the state's zones so seat 0 holds `hand` and the stock's top is
    `stock_top` (no card is created or lost)."""
    st = match.state
    zones = [st.hands[p] for p in range(st.n)] + [st.stock, st.pile]

    def locate(card):
        for z in zones:
            if card in z:
                return z, z.index(card)
        raise AssertionError(card)

    want = parse_cards(hand)
    spare = [c for c in st.hands[0] if c not in want]
    for c in want:
        if c in st.hands[0]:
            continue
        z, i = locate(c)
        out = spare.pop()
        j = st.hands[0].index(out)
        st.hands[0][j], z[i] = c, out
    st.hands[0][:] = want
    top = parse_cards(stock_top)[0]
    z, i = locate(top)
    z[i], st.stock[-1] = st.stock[-1], top
    assert sorted(map(str, st.all_cards())) == sorted(map(str, match.state.deck))


def slot_x(table, count, i):
    return table.layout.hand(count)[i][0]


# ------------------------------------------------------------------ tests
