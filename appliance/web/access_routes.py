"""Login, logout and first-start setup of the crew passphrase."""
import time

from flask import Blueprint, current_app, g, jsonify, redirect, render_template, request, url_for

from appliance.web.csrf import current_csrf

bp = Blueprint("web_access", __name__)


def _access():
    return current_app.extensions["appliance"]["access"]


def _client() -> str:
    return request.remote_addr or "?"


def _page(mode: str, message: str = "", status: int = 200):
    box = current_app.extensions["appliance"]["box"]
    return render_template("login.html", mode=mode, message=message, site=box.config.site,
                           csrf=current_csrf(_access())), status


@bp.get("/login")
def login():
    if not _access().passphrase_set:
        return redirect(url_for("web_access.setup"))
    return _page("login")


@bp.post("/login")
def login_post():
    access = _access()
    wait = access.limiter.retry_after(_client(), g.anon)
    if wait:
        page, status = _page("login", f"Too many wrong tries. Wait {wait} s and try again.", 429)
        return page, status, {"Retry-After": str(wait)}
    token = access.login(request.form.get("passphrase", "")[:256], _client(), g.anon)
    if token is None:
        time.sleep(access.limiter.failure_delay_s())   # many wrong guesses box-wide: slow them down
        return _page("login", "Wrong passphrase. Try again.", 401)
    g.set_session = token
    return redirect(url_for("index"), 303)


@bp.post("/logout")
def logout():
    _access().logout(g.session_token)
    g.set_session = ""
    if request.accept_mimetypes.best == "application/json":
        return jsonify(ok=True)
    return redirect(url_for("web_access.login"), 303)


@bp.get("/setup")
def setup():
    if _access().passphrase_set:
        return redirect(url_for("web_access.login"))
    return _page("setup")


@bp.post("/setup")
def setup_post():
    access = _access()
    if access.passphrase_set:
        return _page("login", "A passphrase is already set.", 409)
    first, again = request.form.get("passphrase", ""), request.form.get("again", "")
    if first != again:
        return _page("setup", "The two passphrases differ.", 400)
    try:
        access.set_passphrase(first[:256])
    except ValueError as exc:
        return _page("setup", str(exc).capitalize() + ".", 400)
    g.set_session = access.login(first[:256], _client())
    return redirect(url_for("index"), 303)


@bp.get("/api/whoami")
def whoami():
    access = _access()
    return jsonify(logged_in=g.logged_in, login_required=access.required, csrf=current_csrf(access))
