"""Past conversations kept on the box: the list, one session's questions and answers, their photos."""
from flask import Blueprint, Response, current_app, jsonify

from appliance.store.answers import answer_image, get_answer, shown_answer
from appliance.web.views import answer_view

bp = Blueprint("web_sessions", __name__)
MAX_ID = 2**63 - 1   # SQLite's largest integer: a bigger id is a 404, not an OverflowError


def _db():
    return current_app.extensions["appliance"]["box"].db


def stored_view(db, answer_id: int) -> dict | None:
    """A stored answer as the page first showed it (store.answers.shown_answer), plus its photos' URLs:
    the same view for the answer reopened from Sessions and for GET /api/answers/ID."""
    row = get_answer(db, answer_id)
    if row is None:
        return None
    photos = [{**p, "url": f"/api/answers/{answer_id}/images/{p['position']}"} for p in row["images"]]
    shown = shown_answer(row)
    return {**answer_view(shown), "created_at": shown["created_at"], "answered_at": shown["answered_at"],
            "images": photos}


@bp.get("/api/sessions")
def list_sessions():
    """Ask sessions and planners' consultations, each marked with its kind so the page lists them apart."""
    db = _db()
    consult = "s.id IN (SELECT id FROM consult_sessions)" if db.scalar(
        "SELECT 1 FROM sqlite_master WHERE name = 'consult_sessions'") else "0"
    rows = db.query(
        "SELECT s.id, s.title, s.created_at, COUNT(a.id) AS answers, MAX(a.created_at) AS last_at,"
        f" CASE WHEN {consult} OR SUM(a.mode = 'consult') > 0 THEN 'consult' ELSE 'ask' END AS kind"
        " FROM sessions s LEFT JOIN answers a ON a.session_id = s.id GROUP BY s.id"
        " ORDER BY COALESCE(MAX(a.created_at), s.created_at) DESC LIMIT 100")
    return jsonify(sessions=rows)


@bp.get("/api/sessions/<string:session_id>")
def show_session(session_id: str):
    db = _db()
    session = db.query("SELECT id, title, created_at FROM sessions WHERE id = ?", [session_id[:64]])
    if not session:
        return jsonify(error="no such session"), 404
    answers = [stored_view(db, r["id"]) for r in db.query("SELECT id FROM answers WHERE session_id = ? ORDER BY id",
                                                          [session[0]["id"]])]
    return jsonify(session=session[0], answers=answers)


@bp.get(f"/api/answers/<int(max={MAX_ID}):answer_id>")
def answer_detail(answer_id: int):
    view = stored_view(_db(), answer_id)
    if view is None:
        return jsonify(error="no such answer"), 404
    return jsonify(view)


@bp.get(f"/api/answers/<int(max={MAX_ID}):answer_id>/images/<int(max=100):position>")
def answer_photo(answer_id: int, position: int):
    """A photo the crew sent with the question (checked JPEG/PNG on upload), served as that type only."""
    found = answer_image(_db(), answer_id, position)
    if found is None:
        return jsonify(error="no such photo: see the answer's images list"), 404
    data, media_type = found
    ext = "png" if media_type == "image/png" else "jpg"
    return Response(data, mimetype=media_type, headers={
        "Cache-Control": "private, no-store",   # a shared tablet shows nothing after logout
        "Content-Disposition": f'inline; filename="answer{answer_id}-photo{position + 1}.{ext}"'})
