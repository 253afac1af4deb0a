"""Small pieces the room screens share: the person's name, the server from *Ajustes*,
headings and the message line, going back down the stack, and opening a room's lobby."""
from __future__ import annotations

from ...persist.settings import parse_server_address, valid_player_name
from ...ui import theme
from ...ui.widgets import Label
from .netport import make_url
from .session import RoomSession


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


def open_lobby(app, net, came_from, url: str, address: str, *, code: str | None = None,
               watch: bool = False, host=None, create: dict | None = None) -> str | None:
    """Connect to the room's host and push its lobby: join `code` (or watch it), or create
    the room `create` describes. An error sentence instead when the connection cannot even
    start (the lobby reports the ones that come later)."""
    from .lobby import LobbyScene

    try:
        client = net.connect(url)
    except ImportError as e:
        return app.tr("rooms.err.net_missing", reason=e)
    except (OSError, ValueError) as e:
        return app.tr("rooms.err.connect", address=address, reason=e)
    session = RoomSession(client, address, player_name(app), app.settings.get("lang", "es"),
                          host=host)
    session.hello(net.protocol_version())
    if create is not None:
        session.create(**create)
    elif watch:
        session.watch(code)
    else:
        session.join(code, app.session.get("room_tokens", {}).get(code))
    app.scenes.push(LobbyScene(app, session, net, came_from))
    return None
