"""The app's log: a small rotating file in the person's log folder.

`setup_logging()` is called once at start-up and returns the file's path, which the
error screen shows. Errors that escape everything else are logged by
`log_exception(exc)` (used by `app.on_crash`) and by `sys.excepthook`.
"""
from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
from pathlib import Path

LOG_NAME = "hod_desktop.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3

_handler: logging.Handler | None = None
_path: Path | None = None


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the `hod_desktop` loggers to `<user_log_dir>/hod_desktop.log` (rotated at
    512 KB, 3 old files kept). Safe to call more than once; returns the log's path."""
    global _handler, _path
    from . import __version__, persist

    path = persist.log_dir() / LOG_NAME
    root = logging.getLogger("hod_desktop")
    if _handler is not None and _path == path:
        return path
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
    handler: logging.Handler
    if persist.folder_is_writable(path.parent):
        handler = _QuietFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                    encoding="utf-8", delay=True)
    else:  # a read-only or full disk: the app says so on screen; nothing goes to stderr
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    early = [h for h in root.handlers if isinstance(h, EarlyBuffer)]
    root.addHandler(handler)
    root.setLevel(level)
    root.propagate = False
    _handler, _path = handler, path
    for buffer in early:  # what was logged before the first frame goes to the file too
        root.removeHandler(buffer)
        for record in buffer.records:
            handler.handle(record)
    sys.excepthook = _excepthook
    logging.getLogger("hod_desktop").info(
        "start hod_desktop %s, Python %s, %s, frozen=%s", __version__, platform.python_version(),
        platform.platform(), bool(getattr(sys, "frozen", False)))
    return path


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """The log file; should the disk refuse a write later, the record is dropped rather
    than printed with a traceback on stderr."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass


class EarlyBuffer(logging.Handler):
    """Holds what is logged before the log file is set up (just after the first frame),
    so start-up warnings reach the file instead of stderr."""

    def __init__(self, capacity: int = 200):
        super().__init__()
        self.records: list[logging.LogRecord] = []
        self.capacity = capacity

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.capacity:
            self.records.append(record)


def buffer_early_logging() -> None:
    """Until `setup_logging`, keep the app's log records in memory (not on stderr)."""
    root = logging.getLogger("hod_desktop")
    if not any(isinstance(h, EarlyBuffer) for h in root.handlers):
        root.addHandler(EarlyBuffer())
        root.setLevel(logging.INFO)
        root.propagate = False


def shutdown_logging() -> None:
    """Detach and close the file handler (tests; the app just exits)."""
    global _handler, _path
    if _handler is not None:
        logging.getLogger("hod_desktop").removeHandler(_handler)
        _handler.close()
    _handler = _path = None
    sys.excepthook = sys.__excepthook__


def log_path() -> Path:
    """Where the log is (or will be) written."""
    if _path is not None:
        return _path
    from . import persist

    return persist.log_dir() / LOG_NAME


def log_exception(exc: BaseException, where: str = "app") -> None:
    logging.getLogger("hod_desktop").error(
        "unexpected error in %s", where, exc_info=(type(exc), exc, exc.__traceback__))


def _excepthook(exc_type, exc, tb) -> None:
    logging.getLogger("hod_desktop").critical("uncaught", exc_info=(exc_type, exc, tb))
    sys.__excepthook__(exc_type, exc, tb)
