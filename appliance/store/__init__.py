"""SQLite (WAL) + sqlite-vec: one database file for readings, frames, documents, answers and audit."""
from appliance.store.db import Database, connect

__all__ = ["Database", "connect"]
