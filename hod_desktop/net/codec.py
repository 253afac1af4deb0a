"""Views and events as JSON, and back, for the wire between a room's host and its seats.

Engines hand out frozen dataclasses holding cards, tuples, dicts, None, ints and strs.
Encoding tags each dataclass with its module and class name; decoding builds ONLY the
classes of an allow-list (the dataclasses of the engine modules the game list names), so
a hostile message can never make a client build anything else. A card travels as its
text: `"~Qs"` (the `~` tells it from a string; a string that starts with `~` gets one
more), with `/f` or `/s` after a name both decks share (`~7c/s`) and `#1` for the second
copy of a two-deck card.

    tuple -> [..]            list -> {"$l": [..]}     dict -> {"$m": [[k, v], ..]}
    set/frozenset -> {"$s": [..] sorted, "f": frozen}
    dataclass or NamedTuple -> {"$": tag, field: ..}

`decode(encode(x)) == x` for every view and event of every game (tests/test_net_codec.py).
The output is deterministic (sorted sets, fields in declaration order): equal views give
equal bytes, which is what the no-hidden-card probe compares.
"""
from __future__ import annotations

import dataclasses
import json
import sys
from typing import Any

from ..engine import cards as _cards

CARD_MARK = "~"
ENGINE_PREFIX = "hod_desktop.engine."
_DECKS = {"f": _cards.FRENCH, "s": _cards.SPANISH}
_DECK_LETTER = {v: k for k, v in _DECKS.items()}
MAX_DEPTH = 40
# engine modules whose dataclasses are never part of a view or an event (the rules'
# description, with its functions; the save's bookkeeping)
_NOT_ON_THE_WIRE = {ENGINE_PREFIX + m for m in ("core", "deal_code", "history", "fastrand")}


class CodecError(ValueError):
    """JSON that is not an encoded view or event: an unknown class, a missing field, a
    malformed card, or nesting deeper than any view has."""


_allowed: dict[str, type] | None = None
_fields_of: dict[type, tuple[str, ...]] = {}


def allowed_classes() -> dict[str, type]:
    """tag -> class for every frozen dataclass of the engine modules the game list names
    (and the shared engine modules they import), built once."""
    global _allowed
    if _allowed is None:
        from .. import game_list

        game_list.load_engines()
        found: dict[str, type] = {}
        for name, module in list(sys.modules.items()):
            if (not name.startswith(ENGINE_PREFIX) or module is None
                    or name in _NOT_ON_THE_WIRE):
                continue
            for obj in list(vars(module).values()):
                if (isinstance(obj, type) and obj.__module__ == name
                        and obj is not _cards.Card and (_is_named_tuple(obj) or (
                            dataclasses.is_dataclass(obj)
                            and obj.__dataclass_params__.frozen))):
                    found[tag_of(obj)] = obj
        _allowed = found
    return _allowed


def tag_of(cls: type) -> str:
    """`bandas.actions.GameOver`: unique where bare class names are not (three GameOvers)."""
    return cls.__module__[len(ENGINE_PREFIX):] + "." + cls.__qualname__


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and isinstance(getattr(cls, "_fields", None), tuple)


def _field_names(cls: type) -> tuple[str, ...]:
    names = _fields_of.get(cls)
    if names is None:
        names = (cls._fields if _is_named_tuple(cls)
                 else tuple(f.name for f in dataclasses.fields(cls)))
        _fields_of[cls] = names
    return names


# ------------------------------------------------------------------ encoding
def card_text(card: _cards.Card) -> str:
    text = CARD_MARK + str(card)
    if card.deck != _cards.JOKER and _cards._is_shared(str(card)):
        text += "/" + _DECK_LETTER[card.deck]
    if card.copy:
        text += f"#{card.copy}"
    return text


_card_texts: dict[_cards.Card, str] = {}  # a few hundred cards at most
_tags: dict[type, str] = {}
_SCALARS = (int, float, bool, type(None))


def _items(x: tuple) -> list:
    """A tuple's items, the common ones (ints, plain strings, cards) without a call each."""
    out = []
    for y in x:
        ty = type(y)
        if ty is int or ty is bool or y is None or (ty is str and y[:1] != CARD_MARK):
            out.append(y)
        elif ty is _cards.Card:
            text = _card_texts.get(y)
            out.append(text if text is not None else to_plain(y))
        else:
            out.append(to_plain(y))
    return out


def to_plain(x: Any) -> Any:
    """`x` as JSON-ready values (see the module's table). The host's hottest function:
    exact type checks first, cards and class tags from caches."""
    t = type(x)
    if t is str:
        return CARD_MARK + x if x[:1] == CARD_MARK else x
    if t in _SCALARS:
        return x
    if t is _cards.Card:
        text = _card_texts.get(x)
        if text is None:
            text = _card_texts[x] = card_text(x)
        return text
    if t is tuple:
        return _items(x)
    tag = _tags.get(t)
    if tag is not None:
        out = {"$": tag}
        for name in _fields_of[t]:
            out[name] = to_plain(getattr(x, name))
        return out
    if t is list:
        return {"$l": [to_plain(y) for y in x]}
    if t is dict:
        return {"$m": [[to_plain(k), to_plain(v)] for k, v in x.items()]}
    if t in (set, frozenset):
        items = [to_plain(y) for y in x]
        items.sort(key=lambda y: json.dumps(y, sort_keys=True))
        return {"$s": items, "f": t is frozenset}
    if (dataclasses.is_dataclass(x) and not isinstance(x, type)) or _is_named_tuple(t):
        _field_names(t)
        _tags[t] = tag_of(t)
        return to_plain(x)
    raise TypeError(f"cannot encode a {t.__name__} for the wire")


def encode(x: Any) -> str:
    """Compact JSON text of a view, an event or a list of them."""
    return json.dumps(to_plain(x), separators=(",", ":"), ensure_ascii=False)


# ------------------------------------------------------------------ decoding
def parse_card_text(text: str) -> _cards.Card:
    body = text[len(CARD_MARK):]
    copy = 0
    if "#" in body:
        body, _, n = body.partition("#")
        if not n.isdigit() or len(n) > 2:
            raise CodecError(f"bad card copy in {text!r}")
        copy = int(n)
    deck = None
    if "/" in body:
        body, _, letter = body.partition("/")
        if letter not in _DECKS:
            raise CodecError(f"bad deck letter in {text!r}")
        deck = _DECKS[letter]
    try:
        card = _cards.parse_card(body, deck)
    except ValueError as e:
        raise CodecError(f"bad card {text!r}: {e}") from None
    return dataclasses.replace(card, copy=copy) if copy else card


def from_plain(x: Any, depth: int = 0) -> Any:
    """The values `to_plain` made, rebuilt; `CodecError` for anything else."""
    if depth > MAX_DEPTH:
        raise CodecError("nested deeper than any view")
    if x is None or x is True or x is False or type(x) in (int, float):
        return x
    if type(x) is str:
        if x.startswith(CARD_MARK + CARD_MARK):
            return x[1:]
        if x.startswith(CARD_MARK):
            return parse_card_text(x)
        return x
    if type(x) is list:
        return tuple(from_plain(y, depth + 1) for y in x)
    if type(x) is not dict:
        raise CodecError(f"unexpected {type(x).__name__} on the wire")
    if "$" in x:
        return _build(x, depth)
    if set(x) == {"$l"} and type(x["$l"]) is list:
        return [from_plain(y, depth + 1) for y in x["$l"]]
    if set(x) == {"$m"} and type(x["$m"]) is list:
        out = {}
        for pair in x["$m"]:
            if type(pair) is not list or len(pair) != 2:
                raise CodecError("a dict entry is a [key, value] pair")
            key = from_plain(pair[0], depth + 1)
            try:
                out[key] = from_plain(pair[1], depth + 1)
            except TypeError:
                raise CodecError("a dict key that cannot be a key") from None
        return out
    if set(x) == {"$s", "f"} and type(x["$s"]) is list:
        try:
            items = [from_plain(y, depth + 1) for y in x["$s"]]
            return frozenset(items) if x["f"] else set(items)
        except TypeError:
            raise CodecError("a set member that cannot be in a set") from None
    raise CodecError(f"unexpected object with keys {sorted(x)[:5]}")


def _build(x: dict, depth: int) -> Any:
    tag = x["$"]
    cls = allowed_classes().get(tag) if type(tag) is str else None
    if cls is None:
        raise CodecError(f"{str(tag)[:80]!r} is not a class a view or event may hold")
    names = _field_names(cls)
    if set(x) != set(names) | {"$"}:
        raise CodecError(f"{tag} needs the fields {list(names)}")
    values = {n: from_plain(x[n], depth + 1) for n in names}
    if _is_named_tuple(cls):
        return cls(**values)
    try:
        obj = object.__new__(cls)
        for n, v in values.items():
            object.__setattr__(obj, n, v)
    except (TypeError, AttributeError) as e:
        raise CodecError(f"{tag} cannot be built: {e}") from None
    return obj


def decode_view(plain: Any) -> Any:
    """The view of a `started` or `update` message (its `view` field, already parsed)."""
    return from_plain(plain)


def decode_events(plain: Any) -> list:
    """The events of an `update` message (its `events` field, already parsed)."""
    events = from_plain(plain)
    if not isinstance(events, (list, tuple)):
        raise CodecError("the events of an update are a list")
    return list(events)


def decode(text: str | bytes) -> Any:
    """The view, event or list `encode` wrote; `CodecError` for anything else."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as e:
        raise CodecError(f"not JSON: {e}") from None
    return from_plain(data)
