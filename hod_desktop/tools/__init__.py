"""Long-running checks run by hand, not by the test suite (`python -m hod_desktop.tools.X`)."""
