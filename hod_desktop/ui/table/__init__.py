"""The table kit: every part a card table is built from (seats, hands, piles, HUD,
log, hints, the flow from engine answers to the felt) and `kit/`, the default table
assembled from them. Rule-free."""
