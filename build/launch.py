"""PyInstaller entry point: the same as `python -m hod_desktop`."""
import sys

from hod_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
