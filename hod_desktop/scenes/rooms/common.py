"""Small pieces the room screens share: the person's name, the server from *Ajustes*,
headings and the message line, and going back down the stack."""
from __future__ import annotations

from ...persist.settings import parse_server_address, valid_player_name
from ...ui.draw import theme
from ...ui.widgets.controls import Label
from .netport import make_url

LEVELS = ("facil", "normal", "dificil")  # the machine's levels a seat can have, easiest first


def grace_label(tr, seconds: int) -> str:
    """How long a dropped player is waited for, in words («60 s», «2 min»)."""
    return (tr("rooms.grace.s", n=seconds) if seconds < 120
            else tr("rooms.grace.min", n=seconds // 60))


def player_name(app) -> str:
    name = app.settings.get("player_name") or ""
    return name if name and valid_player_name(name) else app.tr("rooms.default_name")


def server_address(app) -> tuple[str, str] | None:
    """(the address as typed, its ws/wss URL) of the server set in Ajustes, or None."""
    text = app.settings.get("server_address") or ""
    if not text:
        return None
    try:
        scheme, host, port = parse_server_address(text)
    except ValueError:
        return None
    return text, make_url(scheme, host, port)


def heading(scene, pos, key: str, width: int | None = None) -> Label:
    lab = Label(pos, scene.app.tr(key).upper(), scene.px(15), theme.MUTED, bold=True,
                width=width)
    scene.ui.add(lab)
    return lab


def message_label(scene, pos, text: str, width: int, error: bool = True,
                  key_name: str = "message") -> Label | None:
    """The line that says what went wrong (red) or what happened (gold), wrapped to `width`."""
    if not text:
        return None
    lab = Label(pos, text, scene.px(16), theme.RED_SOFT if error else theme.GOLD_LIGHT,
                width=width)
    lab.key_name = key_name
    scene.ui.add(lab)
    return lab


def back_to(app, scene) -> None:
    """Pop every scene above `scene` (it stays on top); nothing when it is not there."""
    stack = app.scenes.stack
    if scene in stack:
        for _ in range(len(stack) - 1 - stack.index(scene)):
            app.scenes.pop()


def room_token(app, code: str) -> str | None:
    """Our seat token in room `code`, if this app sat there (this run, or the last room
    kept in the settings across a restart)."""
    token = app.session.get("room_tokens", {}).get(code)
    last = app.settings.get("last_room") or {}
    return token or (last.get("token") if last.get("code") == code else None)


def remember_room(app, session) -> None:
    """We sit in `session`'s room: keep its seat token for this run, and for a restart
    unless this app holds the room itself (its own server does not outlive it)."""
    app.session.setdefault("room_tokens", {})[session.code] = session.token
    if session.host is not None:
        return
    room = {"code": session.code, "url": session.url, "address": session.address,
            "token": session.token, "game": session.game or ""}
    if all(isinstance(v, str) and v for v in room.values()) \
            and app.settings.get("last_room") != room:
        app.settings["last_room"] = room
        app.save_settings()


def forget_room(app, code: str | None) -> None:
    """The seat in room `code` is no longer ours (we left, or the host says so)."""
    app.session.get("room_tokens", {}).pop(code, None)
    if code and (app.settings.get("last_room") or {}).get("code") == code:
        app.settings["last_room"] = {}
        app.save_settings()


def stop_offering(app, code: str | None) -> bool:
    """Nobody answered where room `code` lives, asked with the seat kept from before:
    «Volver a la sala» is not offered again (not even after a restart: a button that leads
    nowhere twice is worse than none), but the token stays for this run, so typing the
    code still gets the seat back if the host returns (a server reopens its rooms when it
    starts again). True when the room was the one offered."""
    last = app.settings.get("last_room") or {}
    if not code or last.get("code") != code:
        return False
    app.session.setdefault("room_tokens", {}).setdefault(code, last["token"])
    app.settings["last_room"] = {}
    app.save_settings()
    return True
