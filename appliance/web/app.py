"""Flask application for the crew page and its JSON API (served by waitress, see service.py)."""
import apsw
from flask import Flask, g, jsonify, render_template
from werkzeug.exceptions import HTTPException
from werkzeug.routing import IntegerConverter

import appliance.web.blueprints as blueprints_pkg
from appliance.plugins import discover
from appliance.store.faults import box_faults
from appliance.store.health import FAULTS
from appliance.store.readings import count_readings
from appliance.voice.transcribe import Transcriber
from appliance.web import access_routes, api_ask, api_live, api_sessions, api_voice, csrf
from appliance.web.auth import Access
from appliance.web.hosts import HostAllowList
from appliance.web.json_body import DepthLimitedJSONProvider

# Nothing is ever loaded from another host: the box has no internet and the page must not try.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
       "media-src 'self' blob:; connect-src 'self'; font-src 'self'; manifest-src 'self'; "
       "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'")


class SqliteInt(IntegerConverter):
    """`<int:...>` in every route stops at SQLite's largest integer: a bigger id is a 404, not
    an OverflowError (500) when the route binds it to a query."""

    def __init__(self, url_map, *args, **kwargs):
        kwargs.setdefault("max", 2 ** 63 - 1)
        super().__init__(url_map, *args, **kwargs)


def create_app(box, services: dict | None = None) -> Flask:
    """The page and API. `services` holds running parts (e.g. "ingest") for blueprints that show them."""
    app = Flask(__name__)
    app.url_map.converters["int"] = SqliteInt   # before any route is added
    app.json = DepthLimitedJSONProvider(app)     # every request.get_json() has the depth limit
    access = Access(box.db, box.config.web)
    app.extensions["appliance"] = {"box": box, "access": access, "transcriber": Transcriber(), **(services or {})}
    app.config["MAX_CONTENT_LENGTH"] = box.config.web.max_upload_mb * 1024 * 1024
    app.secret_key = access.secret
    csrf.install(app, access, HostAllowList(box.config.web))

    @app.after_request
    def security_headers(resp):
        resp.headers["Content-Security-Policy"] = CSP
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "same-origin"   # same-origin writes keep a real Origin header
        resp.headers["X-Frame-Options"] = "DENY"
        resp.headers["Permissions-Policy"] = "camera=(self), microphone=(self), geolocation=()"
        if resp.mimetype in ("text/html", "application/json"):
            resp.headers.setdefault("Cache-Control", "no-store")
        return resp

    @app.get("/")
    def index():
        return render_template("index.html", site=box.config.site, csrf=csrf.current_csrf(access),
                               login_required=access.required, logged_in=g.logged_in, web=box.config.web)

    @app.get("/healthz")
    def healthz():
        """503 only for a damaged database (it must not be served); a nearly full disk or a wrong
        clock are listed in `faults` with the box still up."""
        body = {"model": "loaded" if box.model is not None else box.model_problem}
        try:
            if not FAULTS.damaged:
                body.update(readings=count_readings(box.db),
                            embedded=box.db.scalar("SELECT COUNT(*) FROM readings WHERE embedded = 1"))
        except apsw.Error as exc:
            if not FAULTS.note_exception(exc, "/healthz"):
                raise
        faults = box_faults(box.config, box.db)
        if FAULTS.damaged:
            return jsonify(ok=False, database="damaged", faults=faults, **body), 503
        return jsonify(ok=True, faults=faults, **body)

    for module in (access_routes, api_ask, api_sessions, api_live, api_voice):
        app.register_blueprint(module.bp)
    # A broken feature blueprint must not take the whole page down: it is logged and skipped.
    for blueprint in discover(blueprints_pkg, "blueprint",
                              on_error=lambda name, exc: app.logger.error("blueprint %s not loaded: %s", name, exc)):
        app.register_blueprint(blueprint)

    @app.errorhandler(413)
    def too_large(_):
        return jsonify(error=f"upload larger than {box.config.web.max_upload_mb} MB"), 413

    @app.errorhandler(HTTPException)
    def http_error(exc):
        if exc.code is None or exc.code < 400:
            return exc
        return jsonify(error=exc.description or exc.name), exc.code

    return app
