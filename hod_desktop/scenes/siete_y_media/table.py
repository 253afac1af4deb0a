"""The Siete y media table, on the table kit (ui/table/kit): the kit deals, turns and gathers
the cards, counts each hand, moves the chips and builds the buttons from the engine's
`table_model(view)`; this table adds only what is Siete y media's own: the colours of its
status words, its keys (1–5 bet, C «carta», M «me planto») and its refusals said in the
person's words."""
from __future__ import annotations

from ...ui.draw import theme
from ...ui.table.kit.hud import numbered
from ...ui.table.kit.table import KitTable
from . import table_text as _words  # noqa: F401  (the table's strings)
from . import text_hint as _why  # noqa: F401  (the hint's reasons)
from . import text as _strings  # noqa: F401  (the game's name)


class SieteTable(KitTable):
    STATUS_COLORS = {**KitTable.STATUS_COLORS, "bank": theme.GOLD_LIGHT, "won": theme.GREEN_OK,
                     "seven_half": theme.GOLD_LIGHT, "lost": theme.RED_SOFT}
    ACTION_KEYS = {"card": "c", "stand": "m"}
    DIGITS = 5

    def reason(self, seat: int, engine_text: str) -> str:
        """The engine's refusal in the person's words (the engine speaks English)."""
        if self.match.is_terminal() or seat not in self.match.to_act():
            return self.tr("table.not_your_turn")
        if engine_text.startswith("a bet is"):
            bets = [int(a.split()[1]) for a in self.cached_view().legal if numbered(a)]
            return self.tr("sm.why.bet", top=max(bets, default=1))
        if "used up" in engine_text:
            return self.tr("sm.why.stock")
        return engine_text
