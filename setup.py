"""Packaging (the rest is in pyproject.toml): the code is the `hod_desktop` package; the
shipped files in the top-level `assets/` folder are installed inside it as
`hod_desktop/assets/`, where `hod_desktop/resources.py` looks for them after
`pip install .` (from a checkout and with `pip install -e .` it reads `assets/` itself)."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["hod_desktop", "hod_desktop.*"]) + ["hod_desktop.assets"],
    package_dir={"hod_desktop.assets": "assets"},
    package_data={"hod_desktop.assets": ["**/*"]},
    exclude_package_data={"hod_desktop.assets": ["**/__pycache__/*"]},
)
