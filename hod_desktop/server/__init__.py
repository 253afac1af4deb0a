"""The standalone room server (`hod-desktop-server`, `python -m hod_desktop.server`)."""
