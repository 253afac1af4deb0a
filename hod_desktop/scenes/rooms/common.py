"""Small pieces the room screens share: the person's name, the server from *Ajustes*,
headings and the message line, and going back down the stack."""
from __future__ import annotations

from ...persist.settings import parse_server_address, valid_player_name
from ...ui import theme
from ...ui.widgets import Label
from .netport import make_url


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
