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


def _sender() -> str | None:
    """The netloc of the page that sent this request (Origin, else Referer); None when neither."""
    origin = request.headers.get("Origin") or request.headers.get("Referer")
    return None if origin is None else urlsplit(origin).netloc


def same_origin() -> bool:
    # Browsers send Origin on every write (Referrer-Policy is same-origin, so it is never "null"
    # for our own page); tools without a browser send neither and still need the token. The Host
    # it is compared with has already passed the allow-list (check_host), so an attacker's own
    # name, rebound to the box's address, never matches.
    sender = _sender()
    return sender is None or sender == request.host


def check_host(hosts) -> None:
    if not hosts.allows(request.host):
        abort(421, description=f"this box does not answer to the name {request.host[:80]!r}; "
                               "use its address, or add the name to web.allowed_hosts")


def check_write(access, hosts) -> None:
    if request.method in SAFE_METHODS:
        return
    if request.path == "/setup":
        # Whoever sets the first passphrase owns the box: only a page served under one of the
        # box's own names may do it, never a request that names no page at all.
        sender = _sender()
        if sender is None or sender != request.host or not hosts.allows(sender):
            abort(403, description="set the passphrase from the box's own page")
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


def install(app, access, hosts) -> None:
    @app.before_request
    def guard():
        check_host(hosts)
        if request.path.startswith("/static/"):
            return None
        identify(access)
        # The CSRF check comes before the login check, so a forged write never reaches a route.
        check_write(access, hosts)
        return require_login(access)

    @app.after_request
    def cookies(resp):
        if hasattr(g, "anon"):
            set_cookies(resp, access)
        return resp
