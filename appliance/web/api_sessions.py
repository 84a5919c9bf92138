"""Past conversations kept on the box: the list, and one session's questions and answers."""
import json

from flask import Blueprint, current_app, jsonify

from appliance.web.views import answer_view

bp = Blueprint("web_sessions", __name__)


def _db():
    return current_app.extensions["appliance"]["box"].db


@bp.get("/api/sessions")
def list_sessions():
    rows = _db().query(
        "SELECT s.id, s.title, s.created_at, COUNT(a.id) AS answers, MAX(a.created_at) AS last_at"
        " FROM sessions s LEFT JOIN answers a ON a.session_id = s.id GROUP BY s.id"
        " ORDER BY COALESCE(MAX(a.created_at), s.created_at) DESC LIMIT 100")
    return jsonify(sessions=rows)


@bp.get("/api/sessions/<string:session_id>")
def show_session(session_id: str):
    db = _db()
    session = db.query("SELECT id, title, created_at FROM sessions WHERE id = ?", [session_id[:64]])
    if not session:
        return jsonify(error="no such session"), 404
    answers = []
    for row in db.query("SELECT * FROM answers WHERE session_id = ? ORDER BY id", [session_id]):
        row["evidence"] = json.loads(row.pop("evidence_json") or "[]")
        row["audit"] = json.loads(row.pop("audit_json") or "{}")
        answers.append({**answer_view(row), "created_at": row["created_at"]})
    return jsonify(session=session[0], answers=answers)


@bp.get("/api/answers/<int:answer_id>")
def answer_detail(answer_id: int):
    rows = _db().query("SELECT * FROM answers WHERE id = ?", [answer_id])
    if not rows:
        return jsonify(error="no such answer"), 404
    row = rows[0]
    row["evidence"] = json.loads(row.pop("evidence_json") or "[]")
    row["audit"] = json.loads(row.pop("audit_json") or "{}")
    return jsonify({**row, **answer_view(row)})
