"""One place that finds bundled files, from source and from a PyInstaller bundle."""
from __future__ import annotations

import sys
from pathlib import Path


def package_root() -> Path:
    """The `hod_desktop` folder: next to this file from source, under _MEIPASS when frozen."""
    base = getattr(sys, "_MEIPASS", None)
    if base:
        return Path(base) / "hod_desktop"
    return Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    """Path of a bundled asset, e.g. asset_path("fonts", "DejaVuSans.ttf")."""
    return package_root().joinpath("assets", *parts)


class MissingAsset(FileNotFoundError):
    """A bundled file is not where it should be (a broken install)."""


def require_asset(*parts: str) -> Path:
    p = asset_path(*parts)
    if not p.exists():
        raise MissingAsset(f"missing asset {'/'.join(parts)} (looked in {p}); reinstall the app")
    return p
