"""How to play, one scrollable page per game that has a table, in Spanish and English.

The text is written for this app (see /work/shared/RULES.md for the settled rules).
Blocks: ("h", title), ("p", paragraph), ("li", item); an item may start with "**Term**"
to set the term in bold.
"""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.text_render import font, text, wrap
from ..ui.ui_scene import UIScene
from ..ui.widgets import Choice, Label
from .tables import available_tables

PAGES: dict[str, dict[str, list[tuple[str, str]]]] = {
    "cinco_vidas": {
        "es": [
            ("p", "Un juego de bazas para 2 a 8 jugadores con la baraja francesa de 52 "
                  "cartas. Todos empiezan con cinco vidas y gana quien conserve alguna "
                  "cuando los demás ya las han perdido todas."),
            ("h", "Rondas"),
            ("p", "Cada ronda se reparten menos cartas: 5 en la primera, después 4, 3, 2 y "
                  "1, y se vuelve a empezar por 5. El reparto pasa cada vez al siguiente "
                  "jugador de la izquierda que siga en juego."),
            ("h", "Valor de las cartas"),
            ("p", "Manda el Rey y la carta más baja es el As: K, Q, J, 10, 9 … 2, A. Los "
                  "palos no cuentan para nada: no hay triunfo ni hay que asistir."),
            ("cards", "Ks Qh Jd 10c 9s 2h As"),
            ("h", "Apuestas"),
            ("p", "Con las cartas en la mano, cada jugador anuncia cuántas bazas va a "
                  "ganar, desde 0 hasta el número de cartas de la ronda. Habla primero el "
                  "de la izquierda del repartidor; el repartidor, el último."),
            ("li", "**El repartidor no puede cuadrar las cuentas**: tiene prohibida la cifra "
                   "con la que la suma de todas las apuestas igualaría el número de cartas. "
                   "Si esa cifra no es posible, elige con libertad."),
            ("h", "Bazas"),
            ("p", "Abre el primero que apostó y cada jugador echa la carta que quiera. Se "
                  "lleva la baza la carta más alta; si dos tienen el mismo valor, gana la "
                  "que se echó después. Quien gana una baza abre la siguiente."),
            ("h", "La ronda de una carta"),
            ("p", "Con una sola carta cambia todo: ves las cartas de los rivales pero no la "
                  "tuya. En vez de un número se dice «gano» o «pierdo», en el orden de "
                  "siempre, y el repartidor sigue sin poder cuadrar las cuentas: si nadie "
                  "ha dicho «gano» debe decir «pierdo»; si lo ha dicho uno solo, debe decir "
                  "«gano»; con dos o más, es libre."),
            ("p", "No se juega ninguna carta: se destapan todas y gana la más alta. En caso "
                  "de empate gana quien habló más tarde."),
            ("h", "Vidas"),
            ("p", "Al acabar cada ronda se pierde una vida por cada baza de diferencia entre "
                  "lo apostado y lo ganado. Quien acierta justo no pierde nada."),
            ("li", "Quien llega a cero vidas queda eliminado."),
            ("li", "Gana el último jugador que conserve vidas."),
            ("li", "Si los que quedaban se quedan todos a cero en la misma ronda, gana quien "
                   "habría terminado con más vidas contando en negativo; si aun así empatan, "
                   "comparten la victoria."),
            ("h", "Consejos"),
            ("li", "Un Rey casi siempre gana una baza; un As casi nunca."),
            ("li", "Al repartir se sufre: fíjate en lo que han dicho los demás antes de hablar."),
            ("li", "En la ronda de una carta, las cartas de los rivales te dicen mucho de la tuya."),
        ],
        "en": [
            ("p", "A trick-taking game for 2 to 8 players with the 52-card French deck. "
                  "Everyone starts with five lives; the winner is whoever still has some "
                  "when all the others have run out."),
            ("h", "Rounds"),
            ("p", "Each round deals fewer cards: 5 in the first, then 4, 3, 2 and 1, and "
                  "back to 5. The deal moves each time to the next player on the left who "
                  "is still in the game."),
            ("h", "Card values"),
            ("p", "The King is highest and the Ace lowest: K, Q, J, 10, 9 … 2, A. Suits "
                  "never matter: there are no trumps and you never have to follow suit."),
            ("cards", "Ks Qh Jd 10c 9s 2h As"),
            ("h", "Bidding"),
            ("p", "Looking at your cards, you say how many tricks you will take, from 0 up to "
                  "the number of cards in the round. The player on the dealer's left speaks "
                  "first and the dealer speaks last."),
            ("li", "**The dealer cannot make it add up**: the dealer may not choose the "
                   "number that would make all the bids add up to the number of cards. If "
                   "that number is not possible anyway, the dealer is free."),
            ("h", "Tricks"),
            ("p", "The first bidder leads and everyone plays any card they like. The highest "
                  "card takes the trick; when two cards have the same value, the one played "
                  "later wins. The winner of a trick leads the next one."),
            ("h", "The one-card round"),
            ("p", "With a single card everything changes: you see your opponents' cards but "
                  "not your own. Instead of a number you say \"win\" or \"lose\", in the "
                  "usual order, and the dealer still cannot make it add up: with no \"win\" "
                  "before, the dealer must say \"lose\"; with exactly one, \"win\"; with two "
                  "or more, either."),
            ("p", "No card is played: all are turned up and the highest wins. On a tie, the "
                  "player who spoke later wins."),
            ("h", "Lives"),
            ("p", "After each round you lose one life for every trick between your bid and "
                  "the tricks you took. Hitting your bid exactly costs nothing."),
            ("li", "A player with no lives left is out."),
            ("li", "The last player with lives wins."),
            ("li", "If everyone still in drops to zero in the same round, the one who would "
                   "have the most lives counting below zero wins; an exact tie is a shared win."),
            ("h", "Tips"),
            ("li", "A King nearly always takes a trick; an Ace hardly ever does."),
            ("li", "Dealing is the hard seat: listen to the other bids before you speak."),
            ("li", "In the one-card round, the cards you can see tell you a lot about yours."),
        ],
    },
    "chinchon": {
        "es": [
            ("p", "El gran clásico de la baraja española, para 2 a 6 jugadores: una baraja "
                  "de 40 cartas hasta cuatro jugadores y dos barajas con cinco o seis. Se "
                  "trata de no pasar del límite de puntos (100, o 50 en la partida corta) "
                  "mientras los demás lo van superando."),
            ("h", "Combinaciones"),
            ("li", "**Escalera**: tres o más cartas seguidas del mismo palo, en el orden 1, "
                   "2, 3, 4, 5, 6, 7, Sota, Caballo, Rey. El 7 y la Sota van seguidos, y el "
                   "Rey no enlaza con el 1."),
            ("li", "**Trío o cuarteto**: tres o cuatro cartas del mismo número, de cualquier "
                   "palo (con dos barajas se puede repetir palo)."),
            ("cards", "es: 6c 7c Sc Cc  |  5o 5e 5b"),
            ("p", "Una carta solo puede estar en una combinación. Las que quedan sueltas "
                  "cuentan puntos: Sota, Caballo y Rey valen 10; las demás, su número."),
            ("h", "El turno"),
            ("p", "Cada jugador recibe siete cartas y se destapa una para empezar el montón "
                  "de descartes. En tu turno coges una carta, del mazo o la de encima del "
                  "descarte, y luego tiras una boca arriba. La carta que acabas de coger del "
                  "descarte no la puedes tirar en el mismo turno."),
            ("h", "Cerrar"),
            ("p", "En lugar de descartar como siempre puedes cerrar, si de tus siete cartas "
                  "te queda como mucho una suelta y vale 5 o menos. Tiras esa carta boca "
                  "abajo y enseñas tus combinaciones."),
            ("li", "Con una carta suelta sumas su valor; con todo combinado, restas 10."),
            ("li", "**Chinchón**: las siete cartas en una sola escalera del mismo palo. Quien "
                   "cierra así gana la partida en ese momento."),
            ("cards", "es: 1e 2e 3e 4e 5e 6e 7e"),
            ("h", "Recuento"),
            ("p", "Los demás enseñan su mano. La mesa la ordena siempre de la manera que "
                  "menos puntos deja, y sus cartas sueltas pueden colocarse en las "
                  "combinaciones de quien cerró: una cuarta carta en un trío, o alargando una "
                  "escalera por cualquiera de sus puntas. Lo que sigue suelto se suma al "
                  "marcador de cada uno."),
            ("h", "Si se acaba el mazo"),
            ("p", "Se baraja el descarte, menos la carta de arriba, y sirve de mazo nuevo. "
                  "Si el mazo se acaba por tercera vez en la misma mano, la mano se anula: "
                  "nadie puntúa y se vuelve a repartir."),
            ("h", "Eliminación y final"),
            ("li", "Quien pasa del límite queda fuera; estar justo en el límite todavía vale."),
            ("li", "**Reenganche** (si se elige al preparar la partida): quien se pasa puede "
                   "volver una vez con los puntos del peor jugador que siga dentro, siempre "
                   "que queden al menos dos."),
            ("li", "Gana el último que siga dentro, o quien cierre con chinchón. Si todos los "
                   "que quedaban se pasan en la misma mano, gana el de menos puntos."),
            ("h", "La mesa te ayuda"),
            ("p", "Una barra de color marca cada combinación de tu mano, cada carta suelta "
                  "muestra lo que vale y la mesa te avisa cuando puedes cerrar. Ordena la mano "
                  "arrastrando las cartas o con el botón Ordenar. Bajo cada jugador verás la "
                  "última carta que cogió del descarte."),
        ],
        "en": [
            ("p", "The great classic of the Spanish deck, for 2 to 6 players: one 40-card "
                  "deck for up to four players and two decks for five or six. The aim is to "
                  "stay under the points limit (100, or 50 in the short game) while the others "
                  "go over it."),
            ("h", "Melds"),
            ("li", "**Run**: three or more cards in a row of one suit, in the order 1, 2, 3, "
                   "4, 5, 6, 7, Sota, Caballo, Rey. The 7 and the Sota are neighbours, and the "
                   "Rey does not wrap round to the 1."),
            ("li", "**Set**: three or four cards of the same number, in any suits (with two "
                   "decks a suit may repeat)."),
            ("cards", "es: 6c 7c Sc Cc  |  5o 5e 5b"),
            ("p", "A card belongs to one meld at most. Cards left over score points: Sota, "
                  "Caballo and Rey are worth 10, the rest their number."),
            ("h", "Your turn"),
            ("p", "Everyone gets seven cards and one card is turned up to start the discard "
                  "pile. On your turn take a card, from the stock or the top of the discard "
                  "pile, then throw one away face up. A card you just took from the discard "
                  "pile cannot go straight back."),
            ("h", "Closing"),
            ("p", "Instead of a normal discard you may close when at most one of your seven "
                  "cards is left over and it is worth 5 or less. Lay that card face down and "
                  "show your melds."),
            ("li", "With one card left over you score its value; with everything melded, "
                   "minus 10."),
            ("li", "**Chinchón**: all seven cards in a single run of one suit. Closing with "
                   "it wins the whole game on the spot."),
            ("cards", "es: 1e 2e 3e 4e 5e 6e 7e"),
            ("h", "Counting"),
            ("p", "The others show their hands. The table always arranges them to leave the "
                  "fewest points, and their spare cards may be added to the closer's melds: "
                  "a fourth card on a set, or extending a run at either end. Whatever is "
                  "still left over is added to each player's score."),
            ("h", "When the stock runs out"),
            ("p", "The discard pile, except its top card, is shuffled into a new stock. If "
                  "the stock runs out a third time in the same hand, the hand is void: nobody "
                  "scores and the cards are dealt again."),
            ("h", "Going out and winning"),
            ("li", "Going over the limit puts you out; sitting exactly on it is still fine."),
            ("li", "**Re-entry** (when chosen at setup): a player who goes over may come back "
                   "once with the score of the worst player still in, as long as at least two "
                   "remain."),
            ("li", "The last player still in wins, or whoever closes with a chinchón. If all "
                   "the remaining players go over in the same hand, the lowest score wins."),
            ("h", "The table helps you"),
            ("p", "A colour bar marks each meld in your hand, every spare card shows its "
                  "value, and the table tells you when you can close. Sort your hand by "
                  "dragging or with the Sort button. Under each player you can see the last "
                  "card they took from the discard pile."),
        ],
    },
}

LEADS = {
    "es": {"cinco_vidas": "Acierta tus bazas y sobrevive.",
           "chinchon": "Combina, descarta y cierra."},
    "en": {"cinco_vidas": "Call your tricks and survive.",
           "chinchon": "Meld, discard and close."},
}


def _card_row(codes: str, cw: int, art, four: bool) -> pygame.Surface | None:
    """Example cards in a row; "|" leaves a gap between groups."""
    from ..engine import cards

    deck = None
    if codes.startswith("es:"):
        deck, codes = cards.SPANISH, codes[3:]
    groups = [g.split() for g in codes.split("|")]
    faces = [[art.face(cards.parse_card(c, deck), cw, four_color=four) for c in g]
             for g in groups]
    step, gap = int(cw * 0.8), int(cw * 0.6)
    h = faces[0][0].get_height()
    width = sum(step * (len(g) - 1) + cw for g in faces) + gap * (len(faces) - 1)
    surf = pygame.Surface((width + 8, h + 8), pygame.SRCALPHA)
    x = 0
    for g in faces:
        for img in g:
            sh = theme.soft_shadow(img.get_size(), max(3, cw // 12), 5, 90)
            surf.blit(sh, (x - 5 + 2, -5 + 4))
            surf.blit(img, (x, 0))
            x += step
        x += cw - step + gap
    return surf


def render_page(blocks, width: int, s: float, art=None, four: bool = False) -> pygame.Surface:
    """Typeset a page into one tall transparent surface (card examples need `art`)."""
    body, head = 20 * s, 27 * s
    f_body = font(body)
    line = int(f_body.get_linesize() * 1.22)
    items: list[tuple[str, pygame.Surface, int, int]] = []  # (kind, surf, x, y)
    y = 0
    for kind, content in blocks:
        if kind == "h":
            y += int(18 * s) if y else 0
            img = text(content, head, theme.GOLD, True)
            items.append(("h", img, 0, y))
            y += img.get_height() + int(4 * s)
            items.append(("rule", img, img.get_width(), y))
            y += int(10 * s)
        elif kind == "p":
            for ln in wrap(content, body, width):
                items.append(("t", text(ln, body, theme.CREAM), 0, y))
                y += line
            y += int(8 * s)
        elif kind == "cards":
            if art is None:
                continue
            try:
                row = _card_row(content, int(54 * s), art, four)
            except Exception:  # noqa: BLE001 - an example is a nicety, never an error
                continue
            items.append(("img", row, int(26 * s), y + int(4 * s)))
            y += row.get_height() + int(14 * s)
        elif kind == "li":
            indent = int(26 * s)
            bold_part, rest = "", content
            if content.startswith("**") and "**" in content[2:]:
                end = content.index("**", 2)
                bold_part, rest = content[2:end], content[end + 2:]
            items.append(("bullet", None, 0, y))
            x = indent
            extra = (font(body, True).size(bold_part)[0] - f_body.size(bold_part)[0]
                     if bold_part else 0)  # the term is set in bold: wider than measured
            lines = wrap((bold_part + rest) if bold_part else rest, body, width - indent - extra)
            # render the first line in two parts when it starts with a bold term
            for i, ln in enumerate(lines):
                if i == 0 and bold_part and ln.startswith(bold_part):
                    b = text(bold_part, body, theme.GOLD_LIGHT, True)
                    items.append(("t", b, x, y))
                    tail = ln[len(bold_part):]
                    if tail:
                        items.append(("t", text(tail, body, theme.CREAM), x + b.get_width(), y))
                else:
                    items.append(("t", text(ln, body, theme.CREAM), x, y))
                y += line
            y += int(6 * s)
    surf = pygame.Surface((width, max(1, y)), pygame.SRCALPHA)
    for kind, img, x, yy in items:
        if kind == "rule":
            pygame.draw.line(surf, (*theme.GOLD_DARK, 200), (0, yy), (min(width, int(x * 1.3)), yy), 1)
        elif kind == "bullet":
            d = max(3, int(4 * s))
            cy = yy + int(f_body.get_height() * 0.52)
            cx = int(9 * s)
            pygame.draw.polygon(surf, theme.GOLD, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
        else:
            surf.blit(img, (x, yy))
    return surf


class RulesScene(UIScene):
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.games = [g for g in available_tables() if g in PAGES]
        self.game = game if game in self.games else (self.games[0] if self.games else None)
        self.scroll = 0.0
        self.target = 0.0
        self.page: pygame.Surface | None = None
        self._page_key = None
        self.dragging_bar = False
        self._drag_off = 0

    def select(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self.scroll = self.target = 0.0
            self.rebuild()

    def build(self) -> None:
        tr = self.app.tr
        w, h = self.size
        pw, ph = min(self.px(980), int(w * 0.92)), int(h * 0.92)
        panel = self.add_centered_panel(pw, ph)
        pad = self.px(38)
        title = tr(f"game.{self.game}") if self.game else tr("rules.title")
        self.ui.add(Label((panel.x + pad, panel.y + self.px(20)), title, self.px(38),
                          theme.GOLD, shadow=True, display=True))
        lang = self.app.settings.get("lang", "es")
        lead = LEADS.get(lang, LEADS["en"]).get(self.game, "")
        self.ui.add(Label((panel.x + pad, panel.y + self.px(70)), lead, self.px(18), theme.MUTED))
        if len(self.games) > 1:
            cw = min(self.px(170) * len(self.games), int(pw * 0.5))
            c = Choice((panel.right - pad - cw, panel.y + self.px(28), cw, self.px(40)),
                       [(g, tr(f"game.{g}")) for g in self.games], self.game, self.select,
                       font_size=self.px(18))
            c.key_name = "games"
            self.ui.add(c)
        back = self.add_corner_button(panel, pad, tr("rules.back"), self.back, (180, 50), 12, 21)
        self.view = pygame.Rect(panel.x + pad, panel.y + self.px(112),
                                pw - 2 * pad - self.px(16), back.rect.y - self.px(14) - (panel.y + self.px(112)))
        key = (self.game, lang, self.view.w, round(self.s, 3))
        if key != self._page_key:
            blocks = PAGES.get(self.game, {}).get(lang) or PAGES.get(self.game, {}).get("en", [])
            try:
                art = self.app.art
            except Exception:  # noqa: BLE001 - no card art: text only
                art = None
            self.page = render_page(blocks, self.view.w - self.px(12), self.s, art,
                                    bool(self.app.settings.get("four_color")))
            self._page_key = key
        self.target = min(self.target, self.max_scroll)
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def max_scroll(self) -> float:
        if self.page is None:
            return 0.0
        return float(max(0, self.page.get_height() - self.view.h))

    def scroll_by(self, dy: float) -> None:
        self.target = max(0.0, min(self.max_scroll, self.target + dy))

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.page is None or self.max_scroll <= 0:
            return None
        track = pygame.Rect(self.view.right + self.px(8), self.view.y, self.px(6), self.view.h)
        frac = self.view.h / self.page.get_height()
        th = max(self.px(30), int(track.h * frac))
        ty = track.y + int((track.h - th) * (self.scroll / self.max_scroll))
        return track, pygame.Rect(track.x - self.px(2), ty, track.w + self.px(4), th)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(60))
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 50, pygame.K_UP: -50, pygame.K_PAGEDOWN: 400,
                    pygame.K_PAGEUP: -400, pygame.K_SPACE: 400}.get(event.key)
            if step is not None and not (event.key == pygame.K_SPACE and self.ui.focused):
                self.scroll_by(self.px(step))
                return True
            if event.key == pygame.K_HOME:
                self.target = 0.0
                return True
            if event.key == pygame.K_END:
                self.target = self.max_scroll
                return True
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                    track.inflate(self.px(16), 0).collidepoint(event.pos):
                self.dragging_bar = True
                self._drag_off = event.pos[1] - thumb.y if thumb.collidepoint(event.pos) else thumb.h // 2
                self._drag_to(event.pos[1])
                return True
            if event.type == pygame.MOUSEMOTION and self.dragging_bar:
                self._drag_to(event.pos[1])
                return True
            if event.type == pygame.MOUSEBUTTONUP and self.dragging_bar:
                self.dragging_bar = False
                return True
        return super().handle_event(event)

    def _drag_to(self, y: int) -> None:
        track, thumb = self._bar()
        t = (y - self._drag_off - track.y) / max(1, track.h - thumb.h)
        self.target = self.scroll = max(0.0, min(1.0, t)) * self.max_scroll

    def update(self, dt) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw_overlay(self, surface) -> None:
        if self.page is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.view)
        surface.blit(self.page, (self.view.x, self.view.y - int(self.scroll)))
        surface.set_clip(clip)
        # fades at the edges when there is more text
        fade_h = self.px(22)
        if self.scroll > 1:
            surface.blit(self._fade(fade_h, True), (self.view.x, self.view.y))
        if self.scroll < self.max_scroll - 1:
            surface.blit(self._fade(fade_h, False), (self.view.x, self.view.bottom - fade_h))
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, (40, 62, 52), track, border_radius=track.w // 2)
            pygame.draw.rect(surface, theme.GOLD_DARK if not self.dragging_bar else theme.GOLD,
                             thumb, border_radius=thumb.w // 2)

    def _fade(self, h: int, top: bool) -> pygame.Surface:
        key = (h, top, self.view.w)
        if getattr(self, "_fade_key", None) != key:
            a, b = (*theme.PANEL, 230), (*theme.PANEL, 0)
            self._fade_img = theme.vertical_gradient((self.view.w, h), a if top else b,
                                                     b if top else a)
            self._fade_key = key
        return self._fade_img
