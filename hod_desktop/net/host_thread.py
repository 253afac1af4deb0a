"""A room host inside the app, for a room on the local network: the same `Host` as the
standalone server, on its own asyncio loop in a daemon thread, announcing its open rooms
by UDP broadcast. The app then joins its own room over loopback like any client."""
from __future__ import annotations

import asyncio
import threading

from .host import Host


class HostThread:
    """start() -> the loopback URL to join; stop() closes the port and the announcer."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, *, bot_pause_s: float = 0.6,
                 announce: bool = True, discovery_port: int | None = None):
        self.bind, self.port_wanted, self.announce = host, port, announce
        self.discovery_port = discovery_port
        self.host = Host(bot_pause_s=bot_pause_s)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ready = threading.Event()
        self.error: Exception | None = None
        self.announcer = None
        self.port = 0
        self.thread = threading.Thread(target=self._run, name="room-host", daemon=True)

    def start(self, timeout: float = 10.0) -> str:
        self.thread.start()
        if not self.ready.wait(timeout):
            raise TimeoutError("the room host did not start")
        if self.error is not None:
            raise self.error
        if self.announce:
            from .discovery import DISCOVERY_PORT, Announcer

            self.announcer = Announcer(self.port, self._summaries,
                                       discovery_port=self.discovery_port or DISCOVERY_PORT)
        return f"ws://127.0.0.1:{self.port}"

    def _summaries(self) -> list[dict]:
        return [r.summary() for r in list(self.host.rooms.values())]

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        try:
            self.loop.run_until_complete(self._serve())
        except Exception as e:  # noqa: BLE001  (a port in use: told to start())
            self.error = e
            self.ready.set()
        finally:
            self.loop.close()

    async def _serve(self) -> None:
        self.stopping = asyncio.Event()
        await self.host.start(self.bind, self.port_wanted)
        self.port = self.host.port()
        self.host.url = f"ws://127.0.0.1:{self.port}"
        self.ready.set()
        await self.stopping.wait()
        await self.host.stop()

    def stop(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        if self.loop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stopping.set)
            self.thread.join(timeout=10)
