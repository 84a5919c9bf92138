"""Questions: POST /api/ask streams each orchestrator step as a server-sent event, then the answer.

The orchestrator runs in its own thread and hands steps to the response through a queue, so a
step reaches the tablet while the model is still working. waitress 3 sends each chunk the app
yields at once (its `send_bytes` defaults to 1), so no padding or flushing trick is needed; a
comment line every 10 s keeps idle proxies and the channel timeout from closing a long answer.
"""
import json
import queue
import re
import threading
import time
import uuid

from flask import Blueprint, Response, current_app, jsonify, request

from appliance.web.uploads import UploadRejected, images_from_request
from appliance.web.views import answer_view

bp = Blueprint("web_ask", __name__)
MAX_QUESTION_CHARS = 2000
SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
KEEPALIVE_S = 10.0
# The orchestrator has its own time budget; this only bounds a stream whose worker hangs.
STREAM_LIMIT_S = 600
_running = {"n": 0}
_running_lock = threading.Lock()


def sse(event: str, data) -> str:
    return f"event: {event}\ndata: {json.dumps(data, default=str, separators=(',', ':'))}\n\n"


def parse_question():
    """(question, session_id, images) from JSON or a multipart form; raises UploadRejected."""
    box = current_app.extensions["appliance"]["box"]
    if request.mimetype == "multipart/form-data":
        form, images = request.form, images_from_request(request.files, box.config.web)
    else:
        form, images = request.get_json(silent=True), []
        if not isinstance(form, dict):
            raise UploadRejected('send JSON {"question": "..."} or a form with question and images')
    question = form.get("question")
    if not isinstance(question, str) or not question.strip() or len(question) > MAX_QUESTION_CHARS:
        raise UploadRejected(f"the question must be 1 to {MAX_QUESTION_CHARS} characters")
    session_id = form.get("session_id") or ""
    if not isinstance(session_id, str) or (session_id and not SESSION_ID.match(session_id)):
        raise UploadRejected("bad session id")
    return question.strip(), session_id or uuid.uuid4().hex, images


# The answer's fields beyond the page's view (PLAN.md contract): the SSE `answer` event carries them.
CONTRACT_KEYS = ("frame", "verdict", "text", "citations", "danger", "data_age_s", "stale", "writer", "assessment")


def _view(answer, session_id) -> dict:
    data = answer.to_json() if hasattr(answer, "to_json") else dict(answer)   # dict: the tests' scripted orchestrators
    data.setdefault("session_id", session_id)
    view = answer_view(data)
    view.update({k: data[k] for k in CONTRACT_KEYS if k in data})
    if isinstance(data.get("decision"), dict) and "served" in data["decision"]:
        view["decision"] = data["decision"]      # with the intents served and missing
    return view


@bp.errorhandler(UploadRejected)
def rejected(exc):
    return jsonify(error=str(exc)), exc.status


@bp.post("/api/ask")
def ask():
    question, session_id, images = parse_question()
    box = current_app.extensions["appliance"]["box"]
    orchestrator = box.orchestrator
    log = current_app.logger
    events: queue.Queue = queue.Queue()

    # Both the JSON and the streaming path count: either holds a server thread while it works.
    with _running_lock:
        ahead = _running["n"]
        if ahead >= box.config.web.max_answers_running:
            return jsonify(error=f"the box is answering {ahead} questions; try again in a moment"), 503
        _running["n"] += 1
    if "text/event-stream" not in request.headers.get("Accept", ""):
        try:
            answer = orchestrator.answer(question, session_id=session_id, images=images, on_step=lambda s: None)
        finally:
            with _running_lock:
                _running["n"] -= 1
        return jsonify(_view(answer, session_id))

    def work():
        try:
            try:
                answer = orchestrator.answer(question, session_id=session_id, images=images,
                                             on_step=lambda step: events.put(("step", step)))
            finally:   # counted down before the tablet hears the answer and asks again
                with _running_lock:
                    _running["n"] -= 1
            events.put(("answer", _view(answer, session_id)))
        except Exception as exc:  # the tablet must hear about it; the full trace goes to the log
            log.exception("answer failed")
            events.put(("error", {"error": f"the box could not answer: {type(exc).__name__}"}))
        finally:
            events.put(None)

    threading.Thread(target=work, name="ask", daemon=True).start()

    def stream():
        # Not an orchestrator step: the tablet learns its question arrived and how many are ahead.
        yield sse("accepted", {"session_id": session_id, "images": len(images), "ahead": ahead, "at": time.time()})
        deadline = time.monotonic() + STREAM_LIMIT_S
        while True:
            try:
                item = events.get(timeout=KEEPALIVE_S)
            except queue.Empty:
                if time.monotonic() > deadline:   # never hold a server thread forever
                    yield sse("error", {"error": f"no answer within {STREAM_LIMIT_S} s; ask again"})
                    return
                yield ": working\n\n"
                continue
            if item is None:
                return
            yield sse(*item)

    return Response(stream(), mimetype="text/event-stream",
                    headers={"Cache-Control": "no-cache, no-store", "X-Accel-Buffering": "no"})
