"""The person's files: settings, statistics and the matches in progress (one per game),
JSON in the person's own folders, every write atomic.

Split by topic: `files` (folders, atomic writes, files set aside, messages), `settings`,
`stats`, `saves` (one autosave per game, the background writer) and `lock` (one running
app per data folder). Everything is re-exported here: `from hod_desktop import persist`.

A file that cannot be used (truncated, not JSON, from a newer version, the wrong shape, or
a save whose actions are illegal on replay) is moved aside as
`<name>.broken-YYYYmmdd-HHMMSS.json`; the loader then returns defaults plus one sentence
for the person naming where the old file went (Spanish unless `lang="en"`), which the app
shows until the person dismisses it.
"""
from __future__ import annotations

import os  # noqa: F401  (tests patch persist.os to simulate a failing disk)
from pathlib import Path  # noqa: F401

from .files import (APP_NAME, FILE_VERSION, _broken, _parse_object,  # noqa: F401
                    _read_json_object, _remove_stale_temps, config_dir, data_dir,
                    folder_is_writable, log_dir, message, move_aside, write_atomic)
from .lock import (LOCK_FILE, acquire_instance_lock, lock_path,  # noqa: F401
                   release_instance_lock)
from .saves import (LEGACY_SAVE_FILE, BackgroundSaver, clear_saved_match,  # noqa: F401
                    has_saved_match, legacy_save_path, load_saved_match, load_saved_matches,
                    migrate_legacy_save, save_match, save_match_json, save_path, saved_games)
from .settings import (DEFAULT_SETTINGS, SETTINGS_FILE, load_settings,  # noqa: F401
                       save_settings, settings_path)
from .stats import (COUNTED, ROOM_SECTION, STATS_FILE, achievement_totals,  # noqa: F401
                    finishing_places, load_stats, record_abandoned, record_result, reset_stats,
                    stats_path, summary)
from .recent import ABANDONED, LOST, WON, add_recent, load_recent  # noqa: F401,E402
