"""Cheap checks of the packaging (the PyInstaller build itself runs in .ci/run):
the modules the spec leaves out are really never imported by a running app, every asset
is found through resources.py, and the Linux launcher is well formed."""
from __future__ import annotations

import ast
import configparser
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "hod_desktop.spec"


def spec_excludes() -> list[str]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "EXCLUDES":
            return [ast.literal_eval(e) for e in node.value.elts]
    raise AssertionError("EXCLUDES not found in the spec")


PLAY_A_LITTLE = r"""
import json, sys, os, tempfile
os.environ["HOD_HOME"] = tempfile.mkdtemp()
from hod_desktop.log import setup_logging
setup_logging()
from hod_desktop.app import App
from hod_desktop.engine.core import Match
from hod_desktop.game_list import available_names
app = App(size=(1280, 720), speed="max")
app.running = True
for _ in range(5):
    app.step(1 / 60)
for game in available_names():
    app.open_table(Match(game, {}, 3), human_seat=None)
    for _ in range(120):
        app.step(1 / 60)
    app.go_menu()
    app.step(1 / 60)
from hod_desktop.scenes.stats import StatsScene
from hod_desktop.scenes.error import ErrorScene
app.scenes.push(StatsScene(app)); app.step(1 / 60)
app.scenes.push(ErrorScene(app, RuntimeError("x"))); app.step(1 / 60)
print(json.dumps(sorted(sys.modules)))
"""


def test_excluded_modules_are_never_imported():
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", PLAY_A_LITTLE], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    used = sorted(m for m in spec_excludes() if m in loaded)
    assert used == [], f"the spec excludes modules the app imports: {used}"


def test_every_asset_is_found_from_the_checkout():
    from hod_desktop.resources import asset_path, assets_root

    assert assets_root() == ROOT / "assets"
    assets = [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    assert len(assets) > 100, "the card art, fonts, sounds and icon should all be there"
    for p in assets:
        assert asset_path(*p.relative_to(ROOT / "assets").parts) == p


def test_linux_desktop_file():
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str
    cp.read(ROOT / "build" / "linux" / "hod-desktop.desktop", encoding="utf-8")
    entry = cp["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] and entry["Exec"] and entry["Icon"] == "hod-desktop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")


def test_build_script_help():
    out = subprocess.run([sys.executable, str(ROOT / "build" / "build.py"), "--help"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "--onedir-only" in out.stdout


def test_smoke_run_from_source(tmp_path):
    """`python -m hod_desktop --smoke` plays whole bot-only games and exits 0; it never
    touches the person's folders (HOD_HOME is a temp folder of its own)."""
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "HOME": str(tmp_path), "TMPDIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "hod_desktop", "--smoke"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-3000:]
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("smoke ok") and "cinco_vidas" in last
    leftovers = [p.name for p in tmp_path.iterdir()]
    assert leftovers == [], f"smoke left files behind: {leftovers}"


def spec_datas() -> list[tuple[str, str]]:
    """The spec's data files, from its own lines (its "data files" section run alone)."""
    text = SPEC.read_text(encoding="utf-8")
    section = text.split(" data files\n", 1)[1]
    section = section.split("# (end of the data files)", 1)[0]
    scope = {"ROOT": ROOT, "PKG": ROOT / "hod_desktop"}
    exec(section, scope)
    return scope["datas"]


def test_the_bundle_holds_the_compiled_catalogues_only(tmp_path, monkeypatch):
    """Every .mo goes where ui/i18n.py looks for it under sys._MEIPASS, no .po or .pot goes
    at all, and a bundle laid out that way speaks English and Catalan."""
    import shutil

    from hod_desktop.ui import i18n

    datas = spec_datas()
    mos = sorted((ROOT / "hod_desktop" / "locale").rglob("*.mo"))
    assert len(mos) >= 2
    for mo in mos:
        assert (str(mo), str(mo.parent.relative_to(ROOT))) in datas
    assert not [d for d in datas if d[0].endswith((".po", ".pot"))]
    for src, dest in datas:
        if src.endswith(".mo"):
            (tmp_path / dest).mkdir(parents=True, exist_ok=True)
            shutil.copy(src, tmp_path / dest)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(i18n, "_CATALOGS", {})
    monkeypatch.setattr(i18n, "_CACHE", {})
    assert i18n.locale_dir() == tmp_path / "hod_desktop" / "locale"
    assert i18n.tr("menu.settings", "en") == "Settings"
    assert i18n.tr("menu.settings", "ca") == "Configuració"
    assert "babel" in spec_excludes()
