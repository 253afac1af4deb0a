"""House Of Decks: Spanish card games against the machine, on pygame-ce."""
__version__ = "0.1.0"
