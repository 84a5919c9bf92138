"""Numbered schema migrations, recorded in the database's PRAGMA user_version.

The files in sql/ always describe the newest layout and create what is missing (IF NOT EXISTS),
so a new table needs nothing here. A change to a table that already exists on boxes in the field
(a new column, a new layout) needs both: the new CREATE in sql/ for new boxes, and a migration
appended below for the old ones. A migration runs once, in the same write transaction that sets
user_version to its number, so a power cut leaves the database before it or after it.
A new database gets every table from sql/ and the newest number without running any migration.
"""


class SchemaTooNew(Exception):
    """The database was written by a newer release than this one."""


def _rebuild_if_missing(table: str, column: str, requeue: str | None):
    """A derived table whose layout changed: drop it (sql/ recreates it) and re-queue its source."""
    def migrate(conn) -> None:
        columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
        if columns and column not in columns:
            conn.execute(f"DROP TABLE {table}")
            if requeue:
                conn.execute(requeue)
    return migrate


# (number, what changes, function of the connection). Append only; never renumber or edit one
# that has shipped.
MIGRATIONS = [
    (1, "vec_readings gains ts (a release-1 box re-embeds its readings behind ingest)",
     _rebuild_if_missing("vec_readings", "ts", "UPDATE readings SET embedded = 0")),
    (2, "fire_weather gains convention (days are recomputed on the next request)",
     _rebuild_if_missing("fire_weather", "convention", None)),
]
LATEST = MIGRATIONS[-1][0]


def schema_version(conn) -> int:
    return conn.execute("PRAGMA user_version").fetchall()[0][0]


def upgrade(conn, apply_schema_files) -> list[int]:
    """Bring the database to LATEST inside the caller's write transaction; returns what ran."""
    version = schema_version(conn)
    if version > LATEST:
        raise SchemaTooNew(f"the database has schema {version} but this release knows up to {LATEST}: "
                           "run the newer release, or restore a backup made by this one")
    fresh = not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").fetchall()
    ran = []
    if not fresh:
        for number, _what, migrate in MIGRATIONS:
            if number > version:
                migrate(conn)
                ran.append(number)
    apply_schema_files(conn)
    if version != LATEST:
        conn.execute(f"PRAGMA user_version = {int(LATEST)}")
    return ran
