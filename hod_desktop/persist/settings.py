"""The person's settings (`config/settings.json`): defaults, lenient loading, saving."""
from __future__ import annotations

import json
import logging
import math
import re
from pathlib import Path
from typing import Any

from ..engine.core import SaveError
from .files import (FILE_VERSION, _broken, _read_json_object, config_dir, message,
                    write_atomic)

SETTINGS_FILE = "settings.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "lang": "",  # "" = never chosen: the system's language (ui.i18n.system_lang), else Spanish
    "anim_speed": 1.0,
    "sound": True,
    "fullscreen": False,
    "four_color": False,
    "card_back": "classic",
    "last_options": {},
    "window_size": [],  # [w, h] of the window when the app last closed; [] = not yet
    "server_address": "",  # rooms over the internet: "host:port" or "wss://host:port"; "" = none
    "player_name": "",  # the name friends see in a room; "" = the app's word for a player
    # the room this app last sat in, to go back to its seat after a restart:
    # {code, url, address, token, game}; {} = none (left for good, or never)
    "last_room": {},
}
LAST_ROOM_KEYS = ("code", "url", "address", "token", "game")

PLAYER_NAME_MAX = 20
_HOST_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789-.")


def parse_server_address(text: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a server address typed as "host:port", "[::1]:port" or with
    "ws://" / "wss://" in front (plain ws when none is given); ValueError naming what is
    wrong ("port", "host" or "shape") so the settings screen can say it."""
    s = text.strip()
    scheme = "ws"
    for prefix in ("wss://", "ws://"):
        if s.lower().startswith(prefix):
            scheme, s = prefix[:-3], s[len(prefix):]
            break
    s = s.rstrip("/")
    if s.startswith("["):  # [IPv6]:port
        host, sep, port = s[1:].partition("]:")
        if not sep or not host or any(c not in "0123456789abcdefABCDEF:." for c in host):
            raise ValueError("shape")
    else:
        host, sep, port = s.rpartition(":")
        if not sep or not host:
            raise ValueError("shape")
        labels = host.lower().split(".")
        if any(not lab or set(lab) - _HOST_CHARS or lab[0] == "-" or lab[-1] == "-"
               for lab in labels) or len(host) > 253:
            raise ValueError("host")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError("port")
    return scheme, host, int(port)


def valid_server_address(value: Any) -> bool:
    if value == "":
        return True
    try:
        parse_server_address(value)
    except (ValueError, AttributeError):
        return False
    return True


def valid_player_name(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= PLAYER_NAME_MAX and value == value.strip() \
        and all(c.isprintable() for c in value)

log = logging.getLogger(__name__)


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


_NAME = re.compile(r"^[a-z][a-z0-9_]{0,40}$")  # a game's or an option's name


def _valid_option_value(value: Any) -> bool:
    """An option as the setup screen keeps it: a word, a whole number, yes/no or nothing."""
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, (str, int, bool))


def _valid_options(value: Any) -> bool:
    """One game's remembered options: {option name: value}."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and _NAME.match(k) and _valid_option_value(v)
        for k, v in value.items())


def _valid_setting(name: str, value: Any) -> bool:
    """Can the app use this value? (A language or a card back it does not know, but of the
    right shape, is kept: a newer version may have written it; the app falls back.)"""
    if name == "lang":  # "" = never chosen: the system's language
        return isinstance(value, str) and bool(re.match(r"^([a-z]{2,3})?$", value))
    if name == "card_back":
        return isinstance(value, str) and bool(_NAME.match(value))
    if name == "last_game":
        return isinstance(value, str) and bool(_NAME.match(value))
    if name == "last_options":
        return isinstance(value, dict)  # each game's entry is checked on its own
    if name == "window_size":
        return value == [] or (isinstance(value, list) and len(value) == 2 and all(
            type(v) is int and 1 <= v <= lim for v, lim in zip(value, (7680, 4320))))
    if name == "server_address":
        return isinstance(value, str) and valid_server_address(value)
    if name == "player_name":
        return valid_player_name(value)
    if name == "last_room":
        return value == {} or (isinstance(value, dict) and set(value) == set(LAST_ROOM_KEYS)
                               and all(isinstance(v, str) and 0 < len(v) <= 200
                                       for v in value.values()))
    if name == "anim_speed":
        return value == "max" or (isinstance(value, (int, float)) and not isinstance(value, bool)
                                  and 0.1 <= value <= 10)
    default = DEFAULT_SETTINGS[name]
    return type(value) is type(default)


def load_settings(lang: str | None = None) -> tuple[dict, str | None]:
    """The settings with defaults filled in, and a message if the file had to be set aside
    or a setting was dropped.

    Unknown keys are kept (a newer shell may add some); a known key with a value that
    cannot be used (of the wrong type, out of range; one game's remembered options of the
    wrong shape) falls back to its default without discarding the rest, and one sentence
    names what was dropped.
    """
    settings = json.loads(json.dumps(DEFAULT_SETTINGS))
    path = settings_path()
    try:
        data = _read_json_object(path)
    except SaveError as e:
        return settings, _broken(path, e, "persist.settings_broken", lang)
    if data is None:
        return settings, None
    data.pop("version", None)
    dropped = []
    for name, value in data.items():
        if name not in DEFAULT_SETTINGS and name != "last_game" or _valid_setting(name, value):
            settings[name] = value
        else:
            dropped.append(name)
    options = settings["last_options"]
    for game in [g for g, v in options.items() if not (_NAME.match(g) and _valid_options(v))]:
        dropped.append(f"last_options.{game}")
        del options[game]
    if not dropped:
        return settings, None
    log.warning("settings dropped (values that cannot be used): %s", ", ".join(dropped))
    return settings, message("persist.settings_dropped", lang, names=", ".join(dropped))


def save_settings(settings: dict) -> None:
    data = {"version": FILE_VERSION, **{k: v for k, v in settings.items() if k != "version"}}
    write_atomic(settings_path(), json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False))
