"""The shipped files (top-level assets/) are found by an installed app and a frozen one:
- `pip install .` (non-editable, into a temp folder) puts them inside the package, and
  resources.py finds every one of them there, with the checkout out of sight;
- the PyInstaller spec's data list lays them out where resources.py looks when frozen
  (sys._MEIPASS/assets): the spec's own lines build a fake bundle folder here."""
from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "hod_desktop.spec"
ASSETS = sorted(p.relative_to(ROOT / "assets").as_posix()
                for p in (ROOT / "assets").rglob("*") if p.is_file())

# run in a clean interpreter: every asset's path as resources.py finds it, and whether it exists
PROBE = r"""
import json, sys
from hod_desktop import resources
names = json.loads(sys.argv[1])
found = {n: str(resources.asset_path(*n.split("/"))) for n in names}
print(json.dumps({"root": str(resources.assets_root()),
                  "package": resources.__file__,
                  "missing": [n for n, p in found.items() if not __import__("os").path.isfile(p)]}))
"""


def _probe(env_path: str, cwd: Path, extra: str = "") -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = env_path
    out = subprocess.run([sys.executable, "-c", extra + PROBE, json.dumps(ASSETS)], cwd=cwd, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def _pip_install(src: Path, target: Path) -> None:
    base = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-input",
            "--disable-pip-version-check", "--target", str(target), str(src)]
    out = subprocess.run(base, capture_output=True, text=True, timeout=300)
    if out.returncode != 0:  # no package index here: build with what this Python has
        out = subprocess.run(base + ["--no-build-isolation"], capture_output=True, text=True,
                             timeout=300)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-3000:]


def test_non_editable_install_finds_every_asset(tmp_path):
    src = tmp_path / "src"  # a copy, so the build writes nothing into the checkout
    src.mkdir()
    for name in ("hod_desktop", "assets"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    (src / "build").mkdir()  # the app's own build folder, as in a checkout
    shutil.copy2(ROOT / "build" / "build.py", src / "build" / "build.py")
    target = tmp_path / "site"
    _pip_install(src, target)
    # issue 8.12: setuptools' scratch copy stays out of the project's build/ folder
    assert sorted(p.name for p in (src / "build").iterdir()) == ["build.py"]
    shutil.rmtree(src)  # nothing may still point at the sources
    away = tmp_path / "elsewhere"
    away.mkdir()
    got = _probe(str(target), away)
    assert Path(got["package"]).is_relative_to(target)
    assert Path(got["root"]) == target / "hod_desktop" / "assets"
    assert got["missing"] == []
    assert len(ASSETS) > 100


def _spec_datas(root: Path) -> list[tuple[str, str]]:
    """Run the spec's data-files section (from ASSETS = ... to the first def) as it is."""
    text = SPEC.read_text(encoding="utf-8")
    start = text.index("ASSETS = ")
    end = text.index("\ndef ", start)
    scope = {"ROOT": root, "PKG": root / "hod_desktop", "Path": Path}
    exec(compile(text[start:end], str(SPEC), "exec"), scope)  # noqa: S102 - our own spec
    return scope["datas"]


def test_frozen_layout_from_the_spec_finds_every_asset(tmp_path):
    bundle = tmp_path / "bundle"
    datas = _spec_datas(ROOT)
    catalogues = sorted((ROOT / "hod_desktop" / "locale").rglob("*.mo"))
    assert len(catalogues) >= 2 and len(datas) == len(ASSETS) + len(catalogues)
    for mo in catalogues:  # where ui/i18n.py reads them under sys._MEIPASS
        assert (str(mo), str(mo.parent.relative_to(ROOT))) in datas
    for src, dest in datas:  # PyInstaller copies each file into folder `dest` of the bundle
        (bundle / dest).mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, bundle / dest / Path(src).name)
    freeze = f"import sys; sys.frozen = True; sys._MEIPASS = {str(bundle)!r}\n"
    got = _probe(str(ROOT), tmp_path, freeze)
    assert Path(got["root"]) == bundle / "assets"
    assert got["missing"] == []


def test_spec_and_hidden_imports_cover_every_game_module():
    """The bundle must carry every module the game list names for the games it offers (they
    are imported by name; a game whose table is still being written is not offered)."""
    from hod_desktop import game_list

    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    assert any(isinstance(n, ast.Attribute) and n.attr == "rglob" for n in ast.walk(tree))
    modules = {str(p.relative_to(ROOT).with_suffix("")).replace(os.sep, ".")
               for p in (ROOT / "hod_desktop").rglob("*.py")}
    modules |= {m.removesuffix(".__init__") for m in modules}
    offered = game_list.available()
    assert offered, "no game is offered"
    for e in offered:
        for name in (e.engine, e.bot, e.table_module, e.rules_page, e.strings):
            assert name in modules, f"{e.name}: {name} is not a module of the package"
