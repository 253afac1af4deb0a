"""Widgets: the menu-like controls (buttons, toggles, text input, slider, toasts) and the
UIScene made of them."""
