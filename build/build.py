"""Build the double-clickable app for this OS with PyInstaller (one command):

    .venv/bin/python build/build.py                # onedir folder + onefile executable
    .venv/bin/python build/build.py --onedir-only  # faster (CI)
    .venv/bin/python build/build.py --smoke        # then run the built app's --smoke test

Outputs (git-ignored): dist/hod-desktop/hod-desktop[.exe] (app folder),
dist/hod-desktop-onefile[.exe] (single file), dist/build-info.json (sizes, build time).
PyInstaller's scratch folder is build/work/.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "hod_desktop.spec"
APP_NAME = "hod-desktop"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def folder_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def outputs(dist: Path) -> dict[str, Path]:
    return {"onedir": dist / APP_NAME, "onedir_exe": dist / APP_NAME / (APP_NAME + EXE_SUFFIX),
            "onefile": dist / (APP_NAME + "-onefile" + EXE_SUFFIX)}


def build(dist: Path, work: Path, onedir_only: bool = False, onefile_only: bool = False,
          strip: bool = True, quiet: bool = True) -> dict:
    """Run PyInstaller on the spec; return sizes (MB) and the build time (s)."""
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
           "--distpath", str(dist), "--workpath", str(work),
           "--log-level", "WARN" if quiet else "INFO", "--"]
    if onedir_only:
        cmd.append("--onedir-only")
    if onefile_only:
        cmd.append("--onefile-only")
    if not strip:
        cmd.append("--no-strip")
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True)
    info: dict = {"build_s": round(time.perf_counter() - t0, 1), "platform": sys.platform}
    out = outputs(dist)
    if not onefile_only and out["onedir"].is_dir():
        info["onedir_mb"] = round(folder_mb(out["onedir"]), 2)
    if not onedir_only and out["onefile"].is_file():
        info["onefile_mb"] = round(folder_mb(out["onefile"]), 2)
    (dist / "build-info.json").write_text(json.dumps(info, indent=1))
    return info


def smoke(exe: Path, timeout: float = 300) -> int:
    """Run the built app's own `--smoke` game with no window and no sound device."""
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    print(f"smoke: {exe} --smoke", flush=True)
    try:
        return subprocess.run([str(exe), "--smoke"], env=env, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        print(f"smoke: timed out after {timeout:.0f} s")
        return 124


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--onedir-only", action="store_true", help="skip the onefile executable")
    ap.add_argument("--onefile-only", action="store_true", help="skip the app folder")
    ap.add_argument("--no-strip", action="store_true", help="do not strip binaries")
    ap.add_argument("--smoke", action="store_true", help="run the built app's --smoke test")
    ap.add_argument("--distpath", type=Path, default=ROOT / "dist")
    ap.add_argument("--workpath", type=Path, default=ROOT / "build" / "work")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if not args.no_strip and sys.platform.startswith("linux") and not _has("strip"):
        print("note: 'strip' (binutils) not found; building without stripping (bigger)")
        args.no_strip = True
    info = build(args.distpath, args.workpath, args.onedir_only, args.onefile_only,
                 strip=not args.no_strip, quiet=not args.verbose)
    out = outputs(args.distpath)
    print(f"built in {info['build_s']} s:", ", ".join(
        f"{k}={v} MB" for k, v in info.items() if k.endswith("_mb")))
    for key in ("onedir_exe", "onefile"):
        if out[key].exists():
            print(f"  {out[key]}")
    if args.smoke:
        exe = out["onedir_exe"] if out["onedir_exe"].exists() else out["onefile"]
        rc = smoke(exe)
        print(f"smoke: exit {rc}")
        return rc
    return 0


def _has(tool: str) -> bool:
    from shutil import which

    return which(tool) is not None


if __name__ == "__main__":
    sys.exit(main())
