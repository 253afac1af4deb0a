"""Several server processes behind one address share the room directory through a real
Redis server (Debian's redis-server, started here on a free loopback port)."""
import shutil
import socket
import subprocess
import time

import pytest

from hod_desktop.net.client import RoomClient
from hod_desktop.net.directory import MemoryDirectory, RedisDirectory
from net_helpers import ServerProcess, wait_for


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (.ci/run installs it: apt-get install "
                    "redis-server)")
    port = free_port()
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no",
                             "--dir", str(tmp_path_factory.mktemp("redis"))],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    deadline = time.monotonic() + 10
    while True:
        try:
            RedisDirectory(url).close()
            break
        except Exception:  # noqa: BLE001  (not up yet)
            if time.monotonic() > deadline:
                proc.kill()
                raise
            time.sleep(0.05)
    yield url
    proc.terminate()
    proc.wait(10)


@pytest.mark.parametrize("kind", ["memory", "redis"])
def test_a_directory_claims_each_code_once_and_lists_open_rooms(kind, request):
    d = MemoryDirectory() if kind == "memory" else RedisDirectory(
        request.getfixturevalue("redis_url"))
    code = "TESTAB" + ("C" if kind == "memory" else "D")
    d.release(code)
    assert d.claim(code, "ws://a:1") and not d.claim(code, "ws://b:2")
    assert d.lookup(code) == "ws://a:1"
    d.publish({"code": code, "game": "brag", "free": 1})
    assert code in [r["code"] for r in d.listing()]
    d.publish({"code": code, "game": "brag", "free": 0})
    assert code not in [r["code"] for r in d.listing()]
    d.release(code)
    assert d.lookup(code) is None and d.claim(code, "ws://b:2")
    d.release(code)
    d.close()


def test_a_room_created_through_one_process_is_joined_through_the_other(redis_url):
    one_port, two_port = free_port(), free_port()
    one = ServerProcess("--redis", redis_url, "--public-url", f"ws://127.0.0.1:{one_port}",
                        port=one_port)
    two = ServerProcess("--redis", redis_url, "--public-url", f"ws://127.0.0.1:{two_port}",
                        port=two_port)
    try:
        a = RoomClient(one.url, name="Ana")
        ja = a.request({"type": "create", "game": "chinchon", "seats": [
            {"kind": "you"}, {"kind": "friend"}, {"kind": "bot"}]})
        assert ja["type"] == "joined"
        b = RoomClient(two.url, name="Beto")
        listed = b.request({"type": "list"})
        assert ja["code"] in [r["code"] for r in listed["rooms"]]  # the shared lobby
        jb = b.request({"type": "join", "code": ja["code"]})
        assert jb["type"] == "joined" and jb["seat"] == 1 and b.url == one.url
        assert one.log_has(f"room {ja['code']}: seat 1 taken by 'Beto'")
        a.send({"type": "start"})
        started = wait_for(b, "started")
        assert started["seat"] == 1
        wrong = RoomClient(two.url, name="Eve")
        from hod_desktop.net.room_code import check_char
        nowhere = "222222" + check_char("222222")
        assert wrong.request({"type": "join", "code": nowhere})["code"] == "no_room"
        wrong.close()
        a.close()
        b.close()
    finally:
        assert one.stop() == 0
        assert two.stop() == 0
