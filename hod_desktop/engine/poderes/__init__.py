"""The Poderes overlay of Cinco Vidas con baraja española (RULES.md §2 "Poderes").

Pure rules, no state of their own: trick resolution with jokers and powers (`powers`),
the prisoner's duel (`duel`), mana, extra lives and revives (`mana`), and the eighteen
achievements (`achievements`). The Spanish Cinco Vidas engine calls them when its
option `poderes` is on.
"""
