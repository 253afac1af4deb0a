"""House Of Decks: Spanish card games against the machine, on pygame-ce."""
import os as _os

# pygame's greeting would land in machine-read output (the first_frame line, the benchmark)
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
