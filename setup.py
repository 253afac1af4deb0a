"""Packaging (the rest is in pyproject.toml): the code is the `hod_desktop` package; the
shipped files in the top-level `assets/` folder are installed inside it as
`hod_desktop/assets/`, where `hod_desktop/resources.py` looks for them after
`pip install .` (from a checkout and with `pip install -e .` it reads `assets/` itself). The
compiled catalogues (hod_desktop/locale/<lang>/LC_MESSAGES/hod_desktop.mo) are in the
repository and installed as package data: no build step for an editable install.

setuptools' scratch folders (`lib/`, `bdist.*`) go to the system's temp folder, not to
the project's own `build/` (the app's build recipe lives there)."""
import os
import tempfile

from setuptools import find_packages, setup

SCRATCH = os.path.join(tempfile.gettempdir(), "hod_desktop-setuptools-build")

setup(
    packages=find_packages(include=["hod_desktop", "hod_desktop.*"]) + ["hod_desktop.assets"],
    package_dir={"hod_desktop.assets": "assets"},
    # the compiled catalogues ship inside the package (ui/i18n.py reads them there)
    package_data={"hod_desktop.assets": ["**/*"], "hod_desktop": ["locale/*/LC_MESSAGES/*.mo"]},
    exclude_package_data={"hod_desktop.assets": ["**/__pycache__/*"]},
    options={"build": {"build_base": SCRATCH}},
)
