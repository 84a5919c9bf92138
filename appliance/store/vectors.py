"""The vector-table registry (vector_tables): every vec0 table records the embedder that filled it,
and a different embedder is refused instead of silently mixing vector spaces. Every writer of a
vector table claims it in its write transaction: readings, chunks, frames, analog days.
"""
from appliance.store.db import Database


class VectorSpaceMismatch(Exception):
    """A vector table already holds vectors of another embedder."""


def claim_vector_table(conn, table: str, embedder: str, dim: int, model_sha256: str | None = None) -> None:
    """Record (or check) that `table` holds vectors made by `embedder`; call inside the write transaction."""
    conn.execute("INSERT OR IGNORE INTO embedders(name, dim, model_sha256) VALUES (?,?,?)", (embedder, dim, model_sha256))
    row = conn.execute("SELECT embedder, dim FROM vector_tables WHERE name = ?", (table,)).fetchall()
    if not row:
        conn.execute("INSERT INTO vector_tables(name, embedder, dim) VALUES (?,?,?)", (table, embedder, dim))
    elif row[0][0] != embedder or row[0][1] != dim:
        raise VectorSpaceMismatch(f"{table} holds vectors of embedder '{row[0][0]}' ({row[0][1]}-dim); "
                                  f"'{embedder}' ({dim}-dim) must not write into it")


def table_embedder(db: Database, table: str) -> str | None:
    return db.scalar("SELECT embedder FROM vector_tables WHERE name = ?", [table])
