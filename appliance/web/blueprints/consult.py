"""JSON API for consultation mode (profile -> plan -> analysis), one request per step.

POST /api/consult                        start a session -> the first question
GET  /api/consult/<id>                   what the box asks now (question, profile, plan or report)
POST /api/consult/<id>/answer            {"text"}            answer the current question
POST /api/consult/<id>/skip                                  skip the current question
POST /api/consult/<id>/correct           {"field", "text"}   correct one profile answer
POST /api/consult/<id>/confirm                               confirm the profile -> the plan
POST /api/consult/<id>/plan              {"drop": n} | {"step", "param", "value"} | {"plan": {...}}
POST /api/consult/<id>/run                                   run the plan -> findings, recommendations
POST /api/consult/<id>/followup          {"question"}        a follow-up in the same session
GET  /api/consult/<id>/plot/<n>                              the PNG plot of finding n
"""
import json
from pathlib import Path

from flask import Blueprint, abort, current_app, jsonify, request, send_file

from appliance.consult import ConsultError, ConsultSession
from appliance.web.markdown import render_markdown

blueprint = Blueprint("consult", __name__)
MAX_TEXT = 2000


def own_fire_record(db) -> str | None:
    """What the box holds besides packs: its stations' past-fire record, in words, or None."""
    if not db.scalar("SELECT 1 FROM sqlite_master WHERE name = 'analog_days'"):
        return None
    rows = db.query("SELECT region, COUNT(DISTINCT date) AS days, COUNT(DISTINCT CASE WHEN fire = 1 THEN date END) AS fires,"
                    " MIN(date) AS first, MAX(date) AS last FROM analog_days GROUP BY region ORDER BY region")
    if not rows:
        return None
    each = "; ".join(f"{r['region']}: {r['days']} days, {r['fires']} with a fire ({r['first']} to {r['last']})" for r in rows)
    return (f"The box does hold its own stations' fire record ({each}). It is not a pack: ask about it on the"
            " Ask tab, e.g. \"Of the past days with an FWI above 10 at Bejaia, how many had a fire?\"")


def shown(reply: dict, state: dict | None = None) -> dict:
    """A consultation reply as the page shows it: the box's Markdown as sanitized HTML beside the text
    (no literal ** on the page), a step with no data says what the box holds instead, and the
    planned Recommendations step stays in the report even when nothing could be recommended."""
    if not isinstance(reply, dict):
        return reply
    reply = json.loads(json.dumps(reply, default=str))   # a copy: the session's own state is not touched
    if isinstance(reply.get("answer"), str):   # a follow-up
        reply["answer_html"] = render_markdown(reply["answer"])
    if reply.get("stage") == "done":
        db = current_app.extensions["appliance"]["box"].db
        record = own_fire_record(db)
        for f in reply.get("findings") or []:
            f["text_html"] = render_markdown(f.get("text") or "")
            if f.get("no_data") and record and f.get("tool") in ("incidents", "fire_weather"):
                f["box_holds"] = record
        plan = (state or {}).get("plan") or reply.get("plan") or {}
        reply["recommendations_planned"] = any(s.get("tool") == "recommendations" for s in plan.get("steps") or [])
        for r in reply.get("recommendations") or []:
            r["text_html"] = render_markdown(r.get("text") or "")
    return reply


def _session(session_id: str) -> ConsultSession:
    try:
        return ConsultSession.load(current_app.extensions["appliance"]["box"], session_id)
    except KeyError:
        abort(404, description="no such consultation session")


def _text(body: dict, key: str) -> str:
    value = body.get(key)
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT:
        raise ConsultError(f"send JSON with {key!r}: 1 to {MAX_TEXT} characters")
    return value


@blueprint.errorhandler(ConsultError)
def consult_error(exc):
    return jsonify(error=str(exc)), 400


@blueprint.errorhandler(404)
def not_found(exc):
    return jsonify(error=exc.description), 404


@blueprint.post("/api/consult")
def start():
    return jsonify(shown(ConsultSession.start(current_app.extensions["appliance"]["box"]).prompt())), 201


@blueprint.get("/api/consult/<session_id>")
def prompt(session_id):
    session = _session(session_id)
    return jsonify(shown(session.prompt(), session.state))


@blueprint.post("/api/consult/<session_id>/<action>")
def act(session_id, action):
    session = _session(session_id)
    return jsonify(shown(_act(session, action), session.state))


def _act(session, action) -> dict:
    body = request.get_json(silent=True) or {}
    if not isinstance(body, dict):
        raise ConsultError("send a JSON object")
    if action == "answer":
        return session.answer(_text(body, "text"))
    if action == "skip":
        return session.skip()
    if action == "correct":
        return session.correct(_text(body, "field"), _text(body, "text"))
    if action == "confirm":
        return session.confirm_profile()
    if action == "plan":
        if "plan" in body:
            return session.edit_plan(plan=body["plan"])
        if isinstance(body.get("drop"), int):
            return session.edit_plan(drop=body["drop"])
        if isinstance(body.get("step"), int) and isinstance(body.get("param"), str):
            return session.edit_plan(step=body["step"], param=body["param"], value=body.get("value"))
        raise ConsultError('send {"drop": n}, {"step": n, "param": name, "value": v} or {"plan": {...}}')
    if action == "run":
        return session.run()
    if action == "followup":
        return session.follow_up(_text(body, "question"))
    abort(404, description=f"no action {action!r}")


@blueprint.get("/api/consult/<session_id>/plot/<int:n>")
def plot(session_id, n):
    session = _session(session_id)
    # Only a path the analysis itself wrote is ever served.
    paths = [f["plot"] for f in session.state["findings"] if f["n"] == n and f.get("plot")]
    if not paths or not Path(paths[0]).is_file():
        abort(404, description=f"no plot for step {n}")
    return send_file(paths[0], mimetype="image/png")
