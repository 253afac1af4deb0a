"""The bundle keeps what a room needs: a room played over loopback (the app's LAN host in
a thread, a client joining it, wss's ssl imported) loads no module the build excludes."""
from __future__ import annotations

import json
import subprocess
import sys

from test_build import ROOT, spec_excludes

PLAY_A_ROOM = r"""
import json, os, sys, tempfile
os.environ["HOD_HOME"] = tempfile.mkdtemp()
from hod_desktop.net.host_thread import HostThread
from hod_desktop.net.client import RoomClient
from hod_desktop.net import discovery, room_code, codec
host = HostThread("127.0.0.1", 0, bot_pause_s=0, announce=False)
url = host.start()
me = RoomClient(url, name="Ana")
joined = me.request({"type": "create", "game": "brag", "seats": [
    {"kind": "you"}, {"kind": "bot"}, {"kind": "bot"}]})
assert joined["type"] == "joined", joined
me.send({"type": "start"})
import time
deadline = time.monotonic() + 20
while time.monotonic() < deadline and not any(m["type"] == "started" for m in me.messages()):
    time.sleep(0.01)
me.close()
host.stop()
import ssl  # a wss:// address is opened with it
print(json.dumps(sorted(sys.modules)))
"""


def test_a_room_loads_no_excluded_module():
    out = subprocess.run([sys.executable, "-c", PLAY_A_ROOM], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, env={"PATH": "/usr/bin:/bin",
                                                      "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr[-3000:]
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    assert "websockets" in loaded and "hod_desktop.net.room" in loaded
    used = sorted(m for m in spec_excludes()
                  if m in loaded or any(k.startswith(m + ".") for k in loaded))
    assert used == [], f"the spec excludes modules a room imports: {used}"
