"""Keep the garbage collector's full passes out of the frames a person watches.

A full collection walks every object it tracks. With the app's modules, fonts, card
images and the bots' solver caches (dictionaries of a few hundred thousand hands after a
game of Chinchón) a pass took 25-55 ms, landing in a random frame while a bot thought.
`gc.freeze` moves the objects alive now out of the collector's sight, so the passes that
still run look only at what was made since.

Frozen objects are never collected, so each table open first thaws and collects
everything once (the last table and its cycles go there), in a moment when a pause is
invisible.
"""
from __future__ import annotations

import gc


def settle() -> None:
    """Thaw, collect everything once, freeze what is left: after start-up and when a
    table opens (the table that was closed before is freed here)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def freeze_survivors() -> None:
    """Put what is alive now out of the collector's sight (constant time, no pass): after
    each move, so the bots' caches and the match's history, which only grow during a game,
    are not walked again and again while a bot thinks."""
    gc.freeze()
