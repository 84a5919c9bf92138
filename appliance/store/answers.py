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


def shown_answer(row: dict) -> dict:
    """A stored answer as the crew first saw it: the decision with its reason, the staleness and data
    age at the time of the answer, the danger chips, the verdict, the writer and the evidence cards.

    `row` is get_answer's (evidence and audit decoded). The orchestrator keeps these in the audit when
    it stores the answer, so the page, Sessions and `appliance audit ID` all read one record; an older
    answer without them falls back to the decision column and shows no staleness it cannot know."""
    audit = row.get("audit") if isinstance(row.get("audit"), dict) else {}
    decision = audit.get("decision")
    if not isinstance(decision, dict) or decision.get("action") not in ("answer", "warn", "abstain"):
        decision = _decision_column(row.get("decision"))
    citations = [{"n": e["n"], "kind": e.get("kind"), "id": e.get("id"), "title": e.get("title"),
                  "card": e["card"] if isinstance(e.get("card"), dict) else {}}
                 for e in row.get("evidence") or [] if isinstance(e, dict) and isinstance(e.get("n"), int)]
    return {"id": row.get("id"), "session_id": row.get("session_id"), "question": row.get("question"),
            "text": row.get("answer"), "answer": row.get("answer"), "mode": row.get("mode"),
            "latency_s": row.get("latency_s"), "evidence": row.get("evidence") or [], "audit": audit,
            "cited_ids": [e.get("id") for e in row.get("evidence") or [] if isinstance(e, dict)],
            "decision": decision, "frame": audit.get("frame") or {}, "verdict": audit.get("verdict") or "",
            "writer": audit.get("writer"), "citations": citations, "danger": audit.get("danger") or [],
            "read_back": audit.get("read_back") or "",
            "data_age_s": audit.get("data_age_s"), "stale": bool(audit.get("stale")),
            "created_at": row.get("created_at"),
            # The answer's own clock (answers.now, or the moment it was made): its staleness was judged then.
            "answered_at": audit["clock"] if isinstance(audit.get("clock"), (int, float)) else row.get("created_at")}


def _decision_column(column) -> dict:
    """The answers.decision column: the action ("abstain"), or a decision as JSON text (older writers)."""
    if isinstance(column, str) and column.startswith("{"):
        try:
            parsed = json.loads(column)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict) and parsed.get("action") in ("answer", "warn", "abstain"):
            return {"action": parsed["action"], "reason": str(parsed.get("reason") or "")}
    return {"action": column if column in ("answer", "warn", "abstain") else "answer", "reason": ""}


def previous_answer(db: Database, session_id: str) -> dict | None:
    """The session's latest answer with its audit (for follow-ups and "why did you answer that?")."""
    answer_id = db.scalar("SELECT MAX(id) FROM answers WHERE session_id = ?", [session_id])
    return get_answer(db, answer_id) if answer_id is not None else None


def last_answer_asking(db: Database, session_id: str, intents: set[str], before: int, look: int = 6) -> dict | None:
    """The session's latest answer before `before` whose reading asked any of `intents` ("why was the danger that
    high?" after a question about a photo explains the danger answer before it, not the photo's)."""
    for r in db.query("SELECT id, audit_json FROM answers WHERE session_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
                      [session_id, before, look]):
        if set((json.loads(r["audit_json"]).get("frame") or {}).get("intents") or []) & intents:
            return get_answer(db, r["id"])
    return None


def session_answers(db: Database, session_id: str) -> list[dict]:
    return db.query("SELECT id, question, answer, mode, decision, latency_s, created_at FROM answers"
                    " WHERE session_id = ? ORDER BY id", [session_id])


def recent_latencies(db: Database, limit: int = 200) -> list[float]:
    return [r["latency_s"] for r in db.query(
        "SELECT latency_s FROM answers WHERE latency_s IS NOT NULL ORDER BY id DESC LIMIT ?", [limit])]
