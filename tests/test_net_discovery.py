"""LAN rooms listed without typing: the announcement's format, an announcer heard over
loopback, and the real thing between two network namespaces joined by a veth pair (the
hosting app's HostThread in one, a player listing and joining from the other)."""
import json
import os
import socket
import subprocess
import sys
import textwrap

import pytest

from hod_desktop.net import discovery
from hod_desktop.net.room_code import check_char

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = "ABCDEF" + check_char("ABCDEF")


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_an_announcement_carries_only_public_facts_and_bad_ones_are_ignored():
    data = discovery.announcement(9000, [{"code": CODE, "game": "brag", "free": 2,
                                          "seats": 4, "token": "secret", "names": ["Ana"]}])
    assert b"secret" not in data and b"Ana" not in data
    assert discovery.parse_announcement(data, "10.0.0.5") == [
        {"code": CODE, "game": "brag", "free": 2, "url": "ws://10.0.0.5:9000"}]
    for bad in (b"\xff", b"[]", b'{"hod": 2}', b'{"hod":1,"port":70000,"rooms":[]}',
                b'{"hod":1,"port":9,"rooms":[{"code":"ABCDEFA","game":"x","free":1}]}'):
        assert discovery.parse_announcement(bad, "10.0.0.5") == []


def test_an_announcer_is_heard_over_loopback():
    port = free_udp_port()
    rooms = [{"code": CODE, "game": "chinchon", "free": 1, "seats": 2}]
    ann = discovery.Announcer(8123, lambda: rooms, target="127.0.0.1", discovery_port=port,
                              every_s=0.2)
    try:
        heard = discovery.listen(1.5, discovery_port=port, bind="127.0.0.1")
    finally:
        ann.stop()
    assert heard == [{"code": CODE, "game": "chinchon", "free": 1,
                      "url": "ws://127.0.0.1:8123"}]


HOST_SIDE = textwrap.dedent("""
    import sys, time
    from hod_desktop.net.host_thread import HostThread
    from hod_desktop.net.client import RoomClient
    host = HostThread("0.0.0.0", 0, bot_pause_s=0)
    url = host.start()
    me = RoomClient(url, name="Ana")
    joined = me.request({"type": "create", "game": "brag", "seats": [
        {"kind": "you"}, {"kind": "friend"}, {"kind": "bot"}]})
    print(joined["code"], flush=True)
    sys.stdin.readline()  # until the test is done
    seat_taken = any(m["type"] == "lobby" and m["seats"][1]["claimed"] for m in me.messages())
    print("friend seen" if seat_taken else "no friend", flush=True)
    me.close()
    host.stop()
""")

PLAYER_SIDE = textwrap.dedent("""
    import json
    from hod_desktop.net import discovery
    from hod_desktop.net.client import RoomClient
    rooms = discovery.listen(6.0)
    print(json.dumps(rooms), flush=True)
    c = RoomClient(rooms[0]["url"], name="Beto")
    print(json.dumps(c.request({"type": "join", "code": rooms[0]["code"]})), flush=True)
    c.close()
""")


def sh(*args, check=True):
    return subprocess.run(args, capture_output=True, text=True, timeout=30, check=check)


@pytest.fixture
def two_namespaces():
    """Namespaces A (10.77.0.1) and B (10.77.0.2) joined by a veth pair; removed after."""
    if os.geteuid() != 0:
        pytest.skip("creating network namespaces needs root (CI runs as root)")
    tag = f"{os.getpid() % 100000}"
    a, b = f"hodA{tag}", f"hodB{tag}"
    try:
        sh("ip", "netns", "add", a)
    except (subprocess.CalledProcessError, FileNotFoundError) as e:
        pytest.skip(f"cannot create a network namespace here: {e}")
    try:
        sh("ip", "netns", "add", b)
        sh("ip", "link", "add", f"va{tag}", "type", "veth", "peer", "name", f"vb{tag}")
        sh("ip", "link", "set", f"va{tag}", "netns", a)
        sh("ip", "link", "set", f"vb{tag}", "netns", b)
        for ns, dev, addr in ((a, f"va{tag}", "10.77.0.1/24"), (b, f"vb{tag}", "10.77.0.2/24")):
            sh("ip", "-n", ns, "addr", "add", addr, "dev", dev)
            sh("ip", "-n", ns, "link", "set", dev, "up")
            sh("ip", "-n", ns, "link", "set", "lo", "up")
            sh("ip", "-n", ns, "route", "add", "default", "dev", dev)  # 255.255.255.255
        yield a, b
    finally:
        sh("ip", "netns", "del", a, check=False)
        sh("ip", "netns", "del", b, check=False)


def test_a_lan_room_is_listed_and_joined_from_another_namespace(two_namespaces):
    a, b = two_namespaces
    env = dict(os.environ, PYTHONPATH=ROOT)
    host = subprocess.Popen(["ip", "netns", "exec", a, sys.executable, "-c", HOST_SIDE],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        code = host.stdout.readline().strip()
        assert len(code) == 7, host.stderr.read() if host.poll() is not None else code
        player = subprocess.run(["ip", "netns", "exec", b, sys.executable, "-c", PLAYER_SIDE],
                                capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
        lines = player.stdout.splitlines()
        assert player.returncode == 0, player.stderr
        rooms = json.loads(lines[0])
        assert [(r["code"], r["game"], r["free"]) for r in rooms] == [(code, "brag", 1)]
        assert rooms[0]["url"].startswith("ws://10.77.0.1:")  # heard across the veth pair
        joined = json.loads(lines[1])
        assert joined["type"] == "joined" and joined["seat"] == 1 and joined["code"] == code
        out, err = host.communicate("done\n", timeout=30)
        assert "friend seen" in out, err
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate()
