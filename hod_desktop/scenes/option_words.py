"""The words of a game's options and deal codes, shared by the setup screen, the menu,
the results and the room screens: an option's label, a value's label and help, a match's
variant in words («A ciegas + Poderes»), a deal code's error in the person's language."""
from __future__ import annotations


def option_label(tr, game: str, name: str) -> str:
    for key in (f"opt.{game}.{name}", f"opt.{name}"):
        s = tr(key)
        if s != key:
            return s
    return name.replace("_", " ").capitalize()


def value_label(tr, game: str, name: str, value) -> str:
    for key in (f"opt.{game}.{name}.{value}", f"opt.{name}.{value}"):
        s = tr(key)
        if s != key:
            return s
    if isinstance(value, bool):
        return tr(f"opt.{value}")
    return str(value).replace("_", " ").capitalize() if isinstance(value, str) else str(value)


def variant_label(tr, game: str, specs, options: dict) -> str:
    """What makes a match a variant of its game, in words: the choices named by a word
    (a mode: «A ciegas») and the switches turned on that are off by default («Poderes»);
    "" for a plain game. Players, level and numbers are said elsewhere."""
    parts = []
    for spec in specs:
        value = options.get(spec.name, spec.default)
        if spec.name == "level":
            continue
        if isinstance(value, bool):
            if value and not spec.default:
                parts.append(option_label(tr, game, spec.name))
        elif isinstance(value, str):
            parts.append(value_label(tr, game, spec.name, value))
    return " + ".join(parts)


def value_help(tr, game: str, name: str, value) -> str:
    """The one-line explanation of an option's value (`opt.<game>.<name>.<value>.help`),
    or "" when the game gives none."""
    key = f"opt.{game}.{name}.{value}.help"
    text = tr(key)
    return "" if text == key else text


_CODE_ERRORS = (  # engine message fragment -> translated key
    ("three parts", "setup.deal_err.parts"),
    ("no game has the code", "setup.deal_err.game"),
    ("middle part", "setup.deal_err.options"),
    ("option character", "setup.deal_err.options"),
    ("last part", "setup.deal_err.seed"),
    ("check character does not match", "setup.deal_err.check"),
    ("check character after", "setup.deal_err.check"),
)


def code_error_text(tr, code: str, error: Exception, example: str = "CV-42-7K3M9QXA-R") -> str:
    """The deal-code error in the person's language (the engine's reason is English);
    `example`: a code of the game chosen, the shape a wrong one is told to follow."""
    msg = str(error)
    prefix = code.strip().upper().split("-")[0] if code.strip() else ""
    for fragment, key in _CODE_ERRORS:
        if fragment in msg:
            return tr("setup.deal_bad", reason=tr(key, prefix=prefix, example=example))
    return tr("setup.deal_bad", reason=msg)
