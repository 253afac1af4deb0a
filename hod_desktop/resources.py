"""One place that finds the shipped files (card art, fonts, sounds, icon).

They live in the repository's top-level `assets/` folder. Where that folder is found:
- frozen (PyInstaller): `assets/` under the bundle's folder (`sys._MEIPASS`);
- installed with `pip install .`: `hod_desktop/assets/` inside the installed package (the
  build copies `assets/` there, see setup.py);
- from a source checkout or an editable install: `assets/` next to the package folder.
"""
from __future__ import annotations

import sys
from pathlib import Path


def package_root() -> Path:
    """The `hod_desktop` folder: next to this file from source, under _MEIPASS when frozen."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "hod_desktop"
    return Path(__file__).resolve().parent


def assets_root() -> Path:
    """The folder that holds the shipped files (see the module's docstring)."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "assets"
    here = Path(__file__).resolve().parent
    installed = here / "assets"
    if installed.is_dir():
        return installed
    return here.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of a shipped file, e.g. asset_path("fonts", "DejaVuSans.ttf")."""
    return assets_root().joinpath(*parts)


class MissingAsset(FileNotFoundError):
    """A shipped file is not where it should be (a broken install)."""


def require_asset(*parts: str) -> Path:
    p = asset_path(*parts)
    if not p.exists():
        raise MissingAsset(f"missing asset {'/'.join(parts)} (looked in {p}); reinstall the app")
    return p
