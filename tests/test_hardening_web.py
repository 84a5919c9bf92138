"""The outside probe's web findings (issue 16), kept as regression tests: DNS rebinding, idle
connections holding the page, a lock-out that refused the right passphrase, and 500s for ids
out of range and deeply nested JSON."""
import socket
import urllib.request

import pytest

from appliance.web.app import create_app
from appliance.web.auth import RateLimiter
from appliance.web.hosts import HostAllowList, host_name
from appliance.jsonsafe import MAX_DEPTH, nesting_depth
from appliance.web.server import close_server, create_page_server
from tests.test_web_security import PASS, light_box, login

EVIL = {"Host": "evil.example:8080", "Origin": "http://evil.example:8080"}


def test_a_rebound_dns_name_reads_nothing_and_cannot_set_the_passphrase(tmp_path):
    """The probe's attack on a fresh loopback box with no passphrase (what scripts/demo gives)."""
    box = light_box(tmp_path)
    client = create_app(box).test_client()
    for path in ("/", "/api/whoami", "/api/live", "/api/spread/latest", "/static/js/app.js", "/healthz"):
        resp = client.get(path, headers=EVIL)
        assert resp.status_code == 421, path
        assert b"csrf" not in resp.data and b"readings" not in resp.data, path
    token = client.get("/api/whoami").json["csrf"]          # a token obtained any other way does not help
    for path, kw in (("/setup", {"data": {"passphrase": "attacker pass", "again": "attacker pass", "csrf_token": token}}),
                     ("/api/spread/project", {"json": {"lat": 36.75, "lon": 5.06}}),
                     ("/api/ask", {"json": {"question": "hi"}})):
        assert client.post(path, headers={**EVIL, "X-CSRF-Token": token}, **kw).status_code == 421, path
    assert not client.application.extensions["appliance"]["access"].passphrase_set


def test_setup_only_from_the_boxs_own_page(tmp_path):
    client = create_app(light_box(tmp_path, host="0.0.0.0")).test_client()
    token = client.get("/api/whoami").json["csrf"]
    form = {"passphrase": PASS, "again": PASS, "csrf_token": token}
    # A right Host but a foreign page, or no page at all (a script replaying the token): refused.
    assert client.post("/setup", data=form, headers={"Origin": "http://evil.example"}).status_code == 403
    assert client.post("/setup", data=form, headers={"Referer": "http://evil.example/x"}).status_code == 403
    assert client.post("/setup", data=form).status_code == 403
    assert client.post("/setup", data=form, headers={"Origin": "http://localhost"}).status_code == 303


def test_the_names_a_crew_uses_are_allowed(tmp_path):
    box = light_box(tmp_path, allowed_hosts=["Truck07.Lan"])
    client = create_app(box).test_client()
    hostname = socket.gethostname()
    for host in ("localhost", "127.0.0.1:8080", "[::1]:8080", "truck07.lan", "TRUCK07.lan:8080", hostname):
        assert client.get("/api/whoami", headers={"Host": host}).status_code == 200, host
    allow = HostAllowList(box.config.web, discover=lambda: {"192.168.4.1"})
    assert allow.allows("192.168.4.1:8080") and allow.allows("127.0.0.2")
    assert not allow.allows("evil.example") and not allow.allows("192.168.4.1.evil.example") and not allow.allows("")
    assert host_name("[fe80::1]:80") == "fe80::1" and host_name("Box.Local.:8080") == "box.local"


def _idle_sockets(port: int, n: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        socks.append(s)
    return socks


def _page_answers(url: str, timeout: float) -> bool:
    try:
        with urllib.request.urlopen(url + "/healthz", timeout=timeout) as resp:
            return resp.status == 200
    except OSError:
        return False


@pytest.fixture
def page_server(tmp_path):
    servers = []

    def start(**web):
        box = light_box(tmp_path, **web)
        server = create_page_server(create_app(box), box.config.web, host="127.0.0.1", port=0)
        import threading
        threading.Thread(target=server.run, daemon=True).start()
        servers.append(server)
        return server, f"http://127.0.0.1:{server.effective_port}"
    yield start
    for server in servers:
        close_server(server, settle_s=0.5)


def test_one_client_holding_110_idle_connections_cannot_make_the_page_unreachable(page_server):
    server, url = page_server()
    socks = _idle_sockets(server.effective_port, 110)
    try:
        assert _page_answers(url, timeout=5)
    finally:
        for s in socks:
            s.close()


def test_idle_connections_are_closed_so_even_a_full_server_comes_back(page_server):
    """Past the connection limit, new connections wait; idle ones are closed after idle_timeout_s."""
    server, url = page_server(connection_limit=16, idle_timeout_s=1)
    socks = _idle_sockets(server.effective_port, 24)
    try:
        assert _page_answers(url, timeout=15)
        closed = sum(1 for s in socks if s.recv(1) == b"")   # waitress closed them: EOF
        assert closed >= 16
    finally:
        for s in socks:
            s.close()


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_the_right_passphrase_gets_in_after_someone_elses_30_wrong_tries(tmp_path, monkeypatch):
    box = light_box(tmp_path, passphrase=PASS)
    app = create_app(box)
    clock = Clock()
    app.extensions["appliance"]["access"].limiter.clock = clock
    monkeypatch.setattr("appliance.web.access_routes.time.sleep", lambda s: None)
    same_address = {"REMOTE_ADDR": "10.0.0.7"}
    # The probe: 30 wrong tries from one address, a fresh client (no cookie) each time.
    assert {login(app.test_client(), "wrong", environ_base=same_address).status_code for _ in range(30)} == {401}
    crew = app.test_client()
    assert login(crew, environ_base=same_address).status_code == 303
    assert crew.get("/api/live").status_code == 200
    # A guesser who goes on from that address gets one try per interval; the crew's next tablet
    # waits that long at most, never the 5-minute window.
    codes = [login(app.test_client(), "wrong", environ_base=same_address).status_code for _ in range(20)]
    assert set(codes) == {429}                       # the crew's login just took this interval's check
    second = app.test_client()
    resp = login(second, environ_base=same_address)
    assert resp.status_code == 429 and int(resp.headers["Retry-After"]) <= 11
    clock.now += int(resp.headers["Retry-After"])
    assert login(second, environ_base=same_address).status_code == 303


def test_a_guesser_keeping_its_cookie_is_locked_alone(tmp_path, monkeypatch):
    box = light_box(tmp_path, passphrase=PASS)
    app = create_app(box)
    monkeypatch.setattr("appliance.web.access_routes.time.sleep", lambda s: None)
    same_address = {"REMOTE_ADDR": "10.0.0.7"}
    guesser = app.test_client()
    codes = [login(guesser, "wrong", environ_base=same_address).status_code for _ in range(30)]
    assert codes[:5] == [401] * 5 and set(codes[5:]) == {429}
    assert login(guesser, environ_base=same_address).status_code == 429     # its right guess waits too
    assert login(app.test_client(), environ_base=same_address).status_code == 303


def test_brute_force_from_one_address_stays_slow_however_the_cookie_changes():
    clock = Clock()
    limiter = RateLimiter(limit=5, window_s=300, address_limit=30, address_interval_s=10, clock=clock)
    checked = 0
    for n in range(300):                             # 300 tries, each with a fresh cookie, within 3 s
        clock.now += 0.01
        if limiter.retry_after("10.0.0.7", f"cookie{n}") == 0:
            checked += 1
            limiter.failed("10.0.0.7", f"cookie{n}")
    assert checked == 31                             # 30 before the address cap, then one per 10 s
    clock.now += 10
    assert limiter.retry_after("10.0.0.7", "again") == 0 and limiter.retry_after("10.0.0.7", "and again") > 0
    assert limiter.retry_after("10.0.0.8", "x") == 0   # another address is not affected


def test_ids_past_sqlites_range_and_deep_json_are_client_errors(open_client_app):
    client, token = open_client_app
    for path in ("/api/frames/99999999999999999999/image", "/api/frames/99999999999999999999/thumb",
                 f"/api/frames/{2 ** 63}/image", f"/api/answers/{2 ** 64}"):
        assert client.get(path).status_code == 404, path
    deep = b"[" * 100_000
    consult = client.post("/api/consult", json={}, headers={"X-CSRF-Token": token}).json
    session = consult.get("session_id") or consult.get("id")
    for path in ("/api/ask", "/api/spread/project", f"/api/consult/{session}/answer"):
        resp = client.post(path, data=deep, content_type="application/json", headers={"X-CSRF-Token": token})
        assert 400 <= resp.status_code < 500, (path, resp.status_code)
    # Depth within the limit is still read.
    ok = client.post("/api/ask", json={"question": "hi", "x": [[[1]]]}, headers={"X-CSRF-Token": token})
    assert ok.status_code == 200


@pytest.fixture
def open_client_app(tmp_path):
    app = create_app(light_box(tmp_path))
    client = app.test_client()
    return client, client.get("/api/whoami").json["csrf"]


def test_nesting_depth_reads_strings_as_strings():
    assert nesting_depth('{"a": [1, {"b": "[[[[[[["}]}') == 3
    assert nesting_depth(b"[" * 100_000) == 100_000
    assert nesting_depth('"\\"[[[["') == 0 and nesting_depth("") == 0
    assert nesting_depth("[" * MAX_DEPTH + "]" * MAX_DEPTH) == MAX_DEPTH
