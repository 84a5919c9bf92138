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
from pathlib import Path

from flask import Blueprint, abort, current_app, jsonify, request, send_file

from appliance.consult import ConsultError, ConsultSession

blueprint = Blueprint("consult", __name__)
MAX_TEXT = 2000


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
    return jsonify(ConsultSession.start(current_app.extensions["appliance"]["box"]).prompt()), 201


@blueprint.get("/api/consult/<session_id>")
def prompt(session_id):
    return jsonify(_session(session_id).prompt())


@blueprint.post("/api/consult/<session_id>/<action>")
def act(session_id, action):
    session = _session(session_id)
    body = request.get_json(silent=True) or {}
    if not isinstance(body, dict):
        raise ConsultError("send a JSON object")
    if action == "answer":
        return jsonify(session.answer(_text(body, "text")))
    if action == "skip":
        return jsonify(session.skip())
    if action == "correct":
        return jsonify(session.correct(_text(body, "field"), _text(body, "text")))
    if action == "confirm":
        return jsonify(session.confirm_profile())
    if action == "plan":
        if "plan" in body:
            return jsonify(session.edit_plan(plan=body["plan"]))
        if isinstance(body.get("drop"), int):
            return jsonify(session.edit_plan(drop=body["drop"]))
        if isinstance(body.get("step"), int) and isinstance(body.get("param"), str):
            return jsonify(session.edit_plan(step=body["step"], param=body["param"], value=body.get("value")))
        raise ConsultError('send {"drop": n}, {"step": n, "param": name, "value": v} or {"plan": {...}}')
    if action == "run":
        return jsonify(session.run())
    if action == "followup":
        return jsonify(session.follow_up(_text(body, "question")))
    abort(404, description=f"no action {action!r}")


@blueprint.get("/api/consult/<session_id>/plot/<int:n>")
def plot(session_id, n):
    session = _session(session_id)
    # Only a path the analysis itself wrote is ever served.
    paths = [f["plot"] for f in session.state["findings"] if f["n"] == n and f.get("plot")]
    if not paths or not Path(paths[0]).is_file():
        abort(404, description=f"no plot for step {n}")
    return send_file(paths[0], mimetype="image/png")
