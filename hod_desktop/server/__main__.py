"""`hod-desktop-server`: rooms hosted headless (engine, bots and clock), no pygame.

    hod-desktop-server --host 0.0.0.0 --port 8765 --cert fullchain.pem --key privkey.pem \
        --data /var/lib/hod-rooms [--redis redis://localhost:6379/0 --public-url wss://...]

TLS (wss) when given a certificate and key; plain ws only on loopback or private (LAN)
addresses. One log line per room event. SIGTERM (or Ctrl+C) saves every room under
--data and exits; the next start reopens them and their players rejoin with their
tokens. docs/SERVER.md says how a group runs one, and N of them behind one port.
"""
from __future__ import annotations

import argparse
import asyncio
import ipaddress
import logging
import signal
import socket
import ssl
import sys
import time

DEFAULT_PORT = 8765


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="hod-desktop-server",
                                description="Host House of Decks rooms for friends.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (8765; 0: any free)")
    p.add_argument("--cert", help="TLS certificate chain (PEM): serve wss")
    p.add_argument("--key", help="TLS private key (PEM)")
    p.add_argument("--lan", action="store_true",
                   help="allow plain ws on every interface (0.0.0.0): a trusted LAN only")
    p.add_argument("--redis", metavar="URL", help="share the room directory with other "
                   "processes through Redis (redis://host:6379/0)")
    p.add_argument("--public-url", metavar="URL", help="how clients reach THIS process "
                   "directly (ws[s]://...), when several share one address")
    p.add_argument("--data", metavar="DIR", help="where rooms are saved (reopened at start)")
    p.add_argument("--bot-pause", type=float, default=0.6, metavar="S",
                   help="seconds between two moves of the machine (0.6)")
    p.add_argument("--no-compression", action="store_true",
                   help="send messages without permessage-deflate: less CPU, more bytes")
    p.add_argument("--rate", type=float, default=None, metavar="N",
                   help="messages per second a connection may send (8)")
    return p.parse_args(argv)


def plain_allowed(host: str) -> bool:
    """Whether plain ws is allowed on `host`: every address it names is loopback or
    private (a LAN), never the whole machine or a public address."""
    try:
        infos = socket.getaddrinfo(host, None)
    except OSError:
        return False
    for info in infos:
        addr = ipaddress.ip_address(info[4][0].split("%")[0])
        if addr.is_unspecified or not (addr.is_loopback or addr.is_private):
            return False
    return bool(infos)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert, key)
    return ctx


async def serve(args: argparse.Namespace) -> int:
    from ..net.directory import open_directory
    from ..net.host import Host

    log = logging.getLogger("hod_desktop.server")
    ctx = tls_context(args.cert, args.key) if args.cert else None
    directory = open_directory(args.redis)
    host = Host(directory=directory, data_dir=args.data, bot_pause_s=args.bot_pause,
                **({"rate_per_s": args.rate} if args.rate else {}))
    await host.start(args.host, args.port, ssl=ctx,
                     compression=None if args.no_compression else "deflate")
    port = host.port()
    scheme = "wss" if ctx else "ws"
    shown = f"[{args.host}]" if ":" in args.host else args.host
    host.url = args.public_url or f"{scheme}://{shown}:{port}"
    n = host.load_all(time.monotonic())
    log.info("listening on %s://%s:%d (%d rooms reopened)", scheme, shown, port, n)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    keeper = asyncio.create_task(host.housekeeping())
    await stop.wait()
    keeper.cancel()
    await host.stop()
    log.info("stopped")
    return 0


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(message)s")
    if bool(args.cert) != bool(args.key):
        print("hod-desktop-server: give both --cert and --key (or neither)", file=sys.stderr)
        return 2
    if not args.cert and not args.lan and not plain_allowed(args.host):
        print(f"hod-desktop-server: without --cert/--key only loopback or LAN addresses "
              f"are served (not {args.host!r}); give a certificate for wss, or --lan on a "
              "trusted network", file=sys.stderr)
        return 2
    try:
        return asyncio.run(serve(args))
    except OSError as e:
        print(f"hod-desktop-server: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001  (a bad --redis URL, certificate...: one sentence)
        print(f"hod-desktop-server: cannot start: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
