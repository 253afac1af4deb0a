"""The table kit: a default card table driven by the engine's `table_model(view)`
(engine/table_model.py), animated by comparing one model with the next. See
docs/ARCHITECTURE.md, "The table kit" and "Adding a game"."""
