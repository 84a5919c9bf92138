"""Flask application for the crew page and its JSON API."""
import importlib
import pkgutil
import secrets

from flask import Flask, jsonify, render_template, request

import appliance.web.blueprints as blueprints_pkg
from appliance.store.answers import get_answer
from appliance.store.readings import count_readings, latest_readings

MAX_QUESTION_CHARS = 2000


def create_app(box, services: dict | None = None) -> Flask:
    """The page and API. `services` holds running parts (e.g. "ingest") for blueprints that show them."""
    app = Flask(__name__)
    app.extensions["appliance"] = {"box": box, **(services or {})}
    app.config["MAX_CONTENT_LENGTH"] = box.config.web.max_upload_mb * 1024 * 1024
    app.secret_key = secrets.token_bytes(32)

    @app.after_request
    def security_headers(resp):
        # Nothing is ever loaded from another host: the box has no internet and the page must not try.
        resp.headers["Content-Security-Policy"] = ("default-src 'self'; img-src 'self' data: blob:; "
                                                   "style-src 'self'; script-src 'self'; connect-src 'self'; "
                                                   "frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "no-referrer"
        return resp

    @app.get("/")
    def index():
        return render_template("index.html", site=box.config.site)

    @app.get("/healthz")
    def healthz():
        return jsonify(ok=True, readings=count_readings(box.db),
                       embedded=box.db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 1"),
                       model="loaded" if box.model is not None else box.model_problem)

    @app.get("/api/latest")
    def latest():
        return jsonify(readings=latest_readings(box.db))

    @app.post("/api/ask")
    def ask():
        body = request.get_json(silent=True)
        if not isinstance(body, dict) or not isinstance(body.get("question"), str):
            return jsonify(error="send JSON {\"question\": \"...\"}"), 400
        question = body["question"].strip()
        if not question or len(question) > MAX_QUESTION_CHARS:
            return jsonify(error=f"the question must be 1 to {MAX_QUESTION_CHARS} characters"), 400
        session_id = body.get("session_id") if isinstance(body.get("session_id"), str) else None
        answer = box.orchestrator.answer(question, session_id=session_id)
        return jsonify(answer.to_json())

    @app.get("/api/answers/<int:answer_id>")
    def answer_detail(answer_id: int):
        row = get_answer(box.db, answer_id)
        return (jsonify(row), 200) if row else (jsonify(error="no such answer"), 404)

    for mod in sorted(pkgutil.iter_modules(blueprints_pkg.__path__), key=lambda m: m.name):
        blueprint = getattr(importlib.import_module(f"{blueprints_pkg.__name__}.{mod.name}"), "blueprint", None)
        if blueprint is not None:
            app.register_blueprint(blueprint)

    @app.errorhandler(413)
    def too_large(_):
        return jsonify(error=f"upload larger than {box.config.web.max_upload_mb} MB"), 413

    return app
