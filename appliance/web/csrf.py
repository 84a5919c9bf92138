"""Who is asking and may they write: the login cookie, the CSRF token, the same-origin check.

Every visitor carries a random `wf_anon` cookie (so the login form itself has a CSRF token);
a logged-in tablet also carries `wf_session`. The CSRF token is an HMAC of whichever identifies
the visitor, sent back in the X-CSRF-Token header (fetch) or a `csrf_token` form field.
"""
import hmac
import secrets
from urllib.parse import urlsplit

from flask import abort, g, jsonify, redirect, request, url_for

SESSION_COOKIE, ANON_COOKIE = "wf_session", "wf_anon"
SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
OPEN_PATHS = ("/login", "/setup", "/static/", "/healthz", "/metrics", "/api/whoami")


def identify(access) -> None:
    token = request.cookies.get(SESSION_COOKIE)
    g.logged_in = access.valid(token)
    g.session_token = token if g.logged_in else None
    anon = request.cookies.get(ANON_COOKIE)
    if not anon or len(anon) > 64:
        anon = g.new_anon = secrets.token_urlsafe(24)
    g.anon = anon


def current_csrf(access) -> str:
    return access.csrf_token(g.session_token or g.anon)


def same_origin() -> bool:
    # Browsers send Origin on every write (Referrer-Policy is same-origin, so it is never "null"
    # for our own page); tools without a browser send neither and still need the token.
    origin = request.headers.get("Origin")
    if origin is None:
        referer = request.headers.get("Referer")
        return referer is None or urlsplit(referer).netloc == request.host
    return urlsplit(origin).netloc == request.host


def check_write(access) -> None:
    if request.method in SAFE_METHODS:
        return
    sent = request.headers.get("X-CSRF-Token") or ""
    if not sent and request.mimetype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        sent = request.form.get("csrf_token", "")
    if not same_origin() or not hmac.compare_digest(sent.encode(), current_csrf(access).encode()):
        abort(403, description="missing or wrong CSRF token; reload the page")


def require_login(access):
    if g.logged_in or not access.required or request.path.startswith(OPEN_PATHS):
        return None
    if request.path.startswith("/api/") or request.method not in SAFE_METHODS:
        return jsonify(error="log in first"), 401
    target = "web_access.setup" if not access.passphrase_set else "web_access.login"
    return redirect(url_for(target))


def set_cookies(resp, access) -> None:
    secure = request.is_secure
    if getattr(g, "new_anon", None):
        resp.set_cookie(ANON_COOKIE, g.new_anon, httponly=True, samesite="Strict", secure=secure)
    if getattr(g, "set_session", None) is not None:
        if g.set_session:
            resp.set_cookie(SESSION_COOKIE, g.set_session, httponly=True, samesite="Strict", secure=secure,
                            max_age=7 * 24 * 3600)
        else:
            resp.delete_cookie(SESSION_COOKIE, httponly=True, samesite="Strict", secure=secure)


def install(app, access) -> None:
    @app.before_request
    def guard():
        if request.path.startswith("/static/"):
            return None
        identify(access)
        # The CSRF check comes before the login check, so a forged write never reaches a route.
        check_write(access)
        return require_login(access)

    @app.after_request
    def cookies(resp):
        if hasattr(g, "anon"):
            set_cookies(resp, access)
        return resp
