"""Headless settings for every test: pygame's dummy video and audio drivers."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("HOD_RAISE_ERRORS", "1")  # a scene bug fails the test; the crash-screen test unsets it
