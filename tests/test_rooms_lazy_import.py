"""The network code stays out of the app until «Con amigos» opens (issue 32, item 6: first
frame and idle CPU unchanged): starting the app and drawing the menu imports neither
websockets nor anything of hod_desktop/net nor the room screens; pressing «Con amigos»
loads the room screens and the network code. Run in a fresh interpreter, so no other test's imports count."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = r"""
import sys
sys.path.insert(0, "tests")
from ui_helpers import click, step, top
from hod_desktop.app import App

def loaded():
    return sorted(m for m in sys.modules if m == "websockets" or m.startswith("websockets.")
                  or m.startswith("hod_desktop.net") or m.startswith("hod_desktop.scenes.rooms"))

app = App(size=(1280, 720), settings={"lang": "es", "anim_speed": "max", "sound": False})
step(app, 5)
print("MENU", loaded())
from hod_desktop.scenes.rooms import home, netport  # the test's own import, after the check
home.NetPort = lambda: netport.NetPort(bind="127.0.0.1", announce=False)  # loopback only
button = next(w for w in top(app).ui.widgets if getattr(w, "key_name", None) == "menu.friends")
click(app, button.rect.center)
step(app, 3)
print("ROOMS", type(top(app)).__name__, "hod_desktop.net.discovery" in sys.modules)
app.close()
"""


def test_the_menu_imports_no_network_code(tmp_path):
    env = dict(os.environ, HOD_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = {line.split(" ", 1)[0]: line for line in out.stdout.splitlines()}
    assert lines["MENU"] == "MENU []"
    assert lines["ROOMS"] == "ROOMS RoomsHomeScene True"
