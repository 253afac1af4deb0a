"""The room screens' one door to hod_desktop/net: every call into the network package
goes through `NetPort`, and it imports that package only when a method runs, so the menu
(and the first frame) never loads websockets. Tests hand the screens a fake with the same
methods (tests/rooms_fakes.py) to click through them without sockets."""
from __future__ import annotations

import random
import socket

DEFAULT_PORT = 8765


class CodeTypo(ValueError):
    """The typed room code cannot be one: its check character does not match (or its
    shape is wrong). Told apart from a room that is closed, which only the host can say."""


class NetPort:
    """The real network: room codes, the client, the LAN host and LAN discovery."""

    def check_code(self, text: str) -> str:
        """The code in its normal form; CodeTypo when it cannot be a room's code."""
        from ...net import room_code

        try:
            code = room_code.normalize(text)
            room_code.check(code)
        except (room_code.BadCode, ValueError) as e:
            raise CodeTypo(str(e)) from e
        return code

    def show_code(self, code: str) -> str:
        """The code as people read it (the net package may group it with a dash)."""
        from ...net import room_code

        fmt = getattr(room_code, "display", None) or getattr(room_code, "pretty", None)
        return fmt(code) if fmt else code

    def example_code(self) -> str:
        from ...net import room_code

        return self.show_code(room_code.new_code(random.Random(7)))

    def connect(self, url: str, name: str, lang: str):
        """A RoomClient talking to `url`; it opens the connection and says `hello` (with
        our name and language) before it returns, so a wrong address fails here at once;
        a connection lost later arrives as a {"type": "closed"} message."""
        from ...net.client import RoomClient

        return RoomClient(url, name=name, lang=lang)

    def start_host(self, port: int):
        """This app hosts rooms on the local network: the net package's server in a
        background thread on every address of this machine (handle: .port, .stop())."""
        from ...net import host

        return host.serve_in_thread(host="0.0.0.0", port=port)

    def listener(self):
        """Listens for the rooms other apps announce on this network (.rooms(), .close())."""
        from ...net import discovery

        return discovery.Listener()

    def lan_address(self) -> str:
        """This machine's address on its local network, to show beside a LAN room (a UDP
        socket 'connected' to a private address sends nothing; loopback if none)."""
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.connect(("10.254.254.254", 9))
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"
        finally:
            s.close()


def make_url(scheme: str, host: str, port: int) -> str:
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"
