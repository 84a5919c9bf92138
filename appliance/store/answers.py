"""Answers and their audit trail: every answer keeps its question, evidence, steps and timings."""
import json
import time

from appliance.store.db import Database


def save_answer(db: Database, session_id, question, text, mode, evidence, audit, latency_s,
                decision: str | None = None) -> int:
    with db.conn:
        if session_id:
            db.conn.execute("INSERT OR IGNORE INTO sessions(id, title, created_at) VALUES (?,?,?)",
                            (session_id, question[:80], time.time()))
        cur = db.conn.execute(
            "INSERT INTO answers(session_id, question, answer, decision, mode, evidence_json, audit_json,"
            " latency_s, created_at) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id",
            (session_id, question, text, decision, mode, json.dumps(evidence, default=str),
             json.dumps(audit, default=str), latency_s, time.time()))
        return cur.fetchall()[0][0]


def get_answer(db: Database, answer_id: int) -> dict | None:
    rows = db.query("SELECT * FROM answers WHERE id = ?", [answer_id])
    if not rows:
        return None
    row = rows[0]
    row["evidence"] = json.loads(row.pop("evidence_json"))
    row["audit"] = json.loads(row.pop("audit_json"))
    return row


def session_answers(db: Database, session_id: str) -> list[dict]:
    return db.query("SELECT id, question, answer, mode, decision, latency_s, created_at FROM answers"
                    " WHERE session_id = ? ORDER BY id", [session_id])


def recent_latencies(db: Database, limit: int = 200) -> list[float]:
    return [r["latency_s"] for r in db.query(
        "SELECT latency_s FROM answers WHERE latency_s IS NOT NULL ORDER BY id DESC LIMIT ?", [limit])]
