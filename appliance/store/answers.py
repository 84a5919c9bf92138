"""Answers and their audit trail: every answer keeps its question, photos, evidence, steps and timings."""
import hashlib
import json
import time

from appliance.store.db import Database
from appliance.store.media import media_type


def save_answer(db: Database, session_id, question, text, mode, evidence, audit, latency_s,
                decision: str | None = None, images=()) -> int:
    """Store the answer and the photos it was asked with, in one transaction."""
    with db.conn:
        if session_id:
            db.conn.execute("INSERT OR IGNORE INTO sessions(id, title, created_at) VALUES (?,?,?)",
                            (session_id, question[:80], time.time()))
        cur = db.conn.execute(
            "INSERT INTO answers(session_id, question, answer, decision, mode, evidence_json, audit_json,"
            " latency_s, created_at) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id",
            (session_id, question, text, decision, mode, json.dumps(evidence, default=str),
             json.dumps(audit, default=str), latency_s, time.time()))
        answer_id = cur.fetchall()[0][0]
        for position, data in enumerate(images or ()):
            if media_type(data) is None:   # callers check photos first; this is the last line of defence
                continue
            db.conn.execute("INSERT INTO answer_images(answer_id, position, sha256, media_type, data) VALUES (?,?,?,?,?)",
                            (answer_id, position, hashlib.sha256(data).hexdigest(), media_type(data), bytes(data)))
        return answer_id


def answer_images(db: Database, answer_id: int) -> list[dict]:
    """The photos stored with an answer, without their bytes: position, sha256, media type, size."""
    return db.query("SELECT position, sha256, media_type, length(data) AS bytes FROM answer_images"
                    " WHERE answer_id = ? ORDER BY position", [answer_id])


def answer_image(db: Database, answer_id: int, position: int) -> tuple[bytes, str] | None:
    rows = db.query("SELECT data, media_type FROM answer_images WHERE answer_id = ? AND position = ?",
                    [answer_id, position])
    return (bytes(rows[0]["data"]), rows[0]["media_type"]) if rows else None


def get_answer(db: Database, answer_id: int) -> dict | None:
    rows = db.query("SELECT * FROM answers WHERE id = ?", [answer_id])
    if not rows:
        return None
    row = rows[0]
    row["evidence"] = json.loads(row.pop("evidence_json"))
    row["audit"] = json.loads(row.pop("audit_json"))
    row["images"] = answer_images(db, answer_id)
    return row


def previous_answer(db: Database, session_id: str) -> dict | None:
    """The session's latest answer with its audit (for follow-ups and "why did you answer that?")."""
    answer_id = db.scalar("SELECT MAX(id) FROM answers WHERE session_id = ?", [session_id])
    return get_answer(db, answer_id) if answer_id is not None else None


def session_answers(db: Database, session_id: str) -> list[dict]:
    return db.query("SELECT id, question, answer, mode, decision, latency_s, created_at FROM answers"
                    " WHERE session_id = ? ORDER BY id", [session_id])


def recent_latencies(db: Database, limit: int = 200) -> list[float]:
    return [r["latency_s"] for r in db.query(
        "SELECT latency_s FROM answers WHERE latency_s IS NOT NULL ORDER BY id DESC LIMIT ?", [limit])]
