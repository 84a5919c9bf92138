"""The page's and API's defences, through flask's test client on a light box (no models loaded):
CSRF, login and its rate limit, logout, the stored hash, path traversal, upload limits, sanitizing.
The scripted orchestrator and light box here are reused by the other web tests."""
import io
import json
import threading
from types import SimpleNamespace

import cv2
import numpy as np
import pytest

from appliance.config import load_config
from appliance.store.answers import save_answer
from appliance.store.db import Database
from appliance.web.app import create_app

PASS = "correct horse battery"


def jpeg(w=64, h=48, color=(0, 90, 200)) -> bytes:
    img = np.zeros((h, w, 3), np.uint8)
    img[:] = color
    cv2.circle(img, (w // 2, h // 2), min(w, h) // 4, (255, 255, 255), -1)
    return cv2.imencode(".jpg", img)[1].tobytes()


class ScriptedOrchestrator:
    """The orchestrator interface of DESIGN §5 with canned steps and typed evidence; `gate` holds the
    answer back after the first step, so tests can see a step arrive before the answer exists."""

    def __init__(self, db, frame_id=None, gate: threading.Event | None = None):
        self.db, self.frame_id, self.gate = db, frame_id, gate
        self.calls: list[dict] = []

    def answer(self, question, session_id=None, images=None, on_step=lambda s: None):
        self.calls.append({"question": question, "session_id": session_id, "images": images or []})
        on_step({"step": "route", "agents": ["sensors", "vision"], "reason": "question names a station and photos"})
        if self.gate is not None and not self.gate.wait(30):
            raise TimeoutError("gate never opened")
        on_step({"step": "retrieve", "tool": "sensor_readings", "result_ids": [1]})
        on_step({"step": "look", "tool": "vision", "reason": f"{len(images or [])} photo(s) examined"})
        evidence = [{"kind": "reading", "id": 1, "device": "bejaia", "ts": 1_340_000_000, "lat": 36.75, "lon": 5.06,
                     "text": "bejaia 2012-06-18: temperature 29 C, RH 57 %"},
                    {"kind": "document", "title": "Incident Response Pocket Guide", "page": 12, "text": "LCES"}]
        if self.frame_id:
            evidence.append({"kind": "frame", "id": self.frame_id, "frame_id": self.frame_id, "device": "uav1",
                             "ts": 1_340_000_100, "lat": 36.76, "lon": 5.08})
        for i, _ in enumerate(images or []):   # photos sent with the question, as visual_cues reports them
            evidence.append({"kind": "frame", "id": i + 1, "line": f"Uploaded image {i + 1}",
                             "cues": {"width": 800, "height": 600, "summary": "grey region",
                                      "smoke": {"regions": [{"box": [100, 60, 400, 300], "fraction": 0.25}]}}})
        text = "**Smoke likely.** Wind 12 km/h from the west [reading 1].\n\n<script>alert(1)</script>\n\n[x](http://evil.example)"
        decision = {"action": "warn", "reason": "one sensor only"}
        audit = {"steps": ["route", "retrieve", "look"]}
        answer_id = save_answer(self.db, session_id, question, text, "model", evidence, audit, 0.5,
                                decision=json.dumps(decision), images=images or [])
        data = {"id": answer_id, "question": question, "answer": text, "mode": "model", "cited_ids": [1],
                "evidence": evidence, "decision": decision, "latency_s": 0.5, "audit": audit}
        return SimpleNamespace(to_json=lambda: data)


def light_box(tmp_path, **web):
    cfg = load_config(None, {"store.data_dir": str(tmp_path / "data"), **{f"web.{k}": v for k, v in web.items()}})
    db = Database(cfg.db_path)
    box = SimpleNamespace(config=cfg, db=db, model=None, model_problem="no model in this test")
    box.orchestrator = ScriptedOrchestrator(db)
    return box


def login(client, passphrase=PASS, **kw):
    token = client.get("/api/whoami").json["csrf"]
    return client.post("/login", data={"passphrase": passphrase, "csrf_token": token}, **kw)


@pytest.fixture
def open_client(tmp_path):
    app = create_app(light_box(tmp_path))
    client = app.test_client()
    return client, client.get("/api/whoami").json["csrf"]


@pytest.fixture
def locked(tmp_path):
    box = light_box(tmp_path, passphrase=PASS, login_attempts=3)
    return box, create_app(box).test_client()


def test_every_write_needs_the_csrf_token_and_our_origin(open_client):
    client, token = open_client
    assert client.post("/api/ask", json={"question": "hi"}).status_code == 403
    assert client.post("/api/ask", json={"question": "hi"}, headers={"X-CSRF-Token": "0" * 64}).status_code == 403
    evil = {"X-CSRF-Token": token, "Origin": "http://evil.example"}
    assert client.post("/api/ask", json={"question": "hi"}, headers=evil).status_code == 403
    ok = client.post("/api/ask", json={"question": "hi"}, headers={"X-CSRF-Token": token, "Origin": "http://localhost"})
    assert ok.status_code == 200 and ok.json["answer_html"]
    assert client.post("/api/transcribe", data=b"x").status_code == 403
    assert client.post("/logout").status_code == 403
    # A token that is not ASCII is refused like any wrong token, not a server error.
    assert client.post("/api/ask", json={"question": "hi"}, headers={"X-CSRF-Token": "é" * 8}).status_code == 403


def test_headers_lock_the_page_to_the_box(open_client):
    client, _ = open_client
    resp = client.get("/")
    csp = resp.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self'" in csp and "unsafe" not in csp
    assert resp.headers["X-Frame-Options"] == "DENY"
    html = resp.get_data(as_text=True)
    assert "http://" not in html and "https://" not in html and "//" not in html.replace("<!--", "")


def test_passphrase_is_stored_only_as_scrypt_hash(locked):
    box, client = locked
    rows = box.db.query("SELECT name, value FROM web_settings")
    assert all(PASS not in r["value"] for r in rows)
    assert next(r["value"] for r in rows if r["name"] == "passphrase_hash").startswith("scrypt$")


def test_login_required_and_bypass_attempts_fail(locked):
    _, client = locked
    assert client.get("/").status_code == 302 and "/login" in client.get("/").headers["Location"]
    for path in ("/api/live", "/api/sessions", "/api/latest", "/api/answers/1", "/api/frames/1/image", "//api/live",
                 "/api/live/", "/API/live", "/static/../api/live", "/login/../api/live"):
        assert client.get(path).status_code in (401, 404, 302, 308, 421), path
        assert b"readings" not in client.get(path).data, path
    client.set_cookie("wf_session", "forged-token")
    assert client.get("/api/live").status_code == 401
    token = client.get("/api/whoami").json["csrf"]
    assert client.post("/api/ask", json={"question": "x"}, headers={"X-CSRF-Token": token}).status_code == 401


def test_login_logout_and_cookie_flags(locked):
    _, client = locked
    resp = login(client)
    assert resp.status_code == 303
    cookie = next(h for h in resp.headers.getlist("Set-Cookie") if h.startswith("wf_session="))
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    stolen = cookie.split(";")[0].split("=", 1)[1]
    assert client.get("/api/live").status_code == 200
    token = client.get("/api/whoami").json["csrf"]
    assert client.post("/logout", data={"csrf_token": token}).status_code == 303
    assert client.get("/api/live").status_code == 401
    client.set_cookie("wf_session", stolen)   # a copied cookie dies with the logout
    assert client.get("/api/live").status_code == 401


def test_wrong_passphrases_are_rate_limited(locked):
    _, client = locked
    for _ in range(3):
        assert login(client, "wrong").status_code == 401
    resp = login(client)   # even the right one waits once the limit is hit
    assert resp.status_code == 429 and int(resp.headers["Retry-After"]) > 0


def test_strangers_guessing_from_many_addresses_cannot_lock_the_crew_out(locked, monkeypatch):
    box, client = locked
    monkeypatch.setattr("appliance.web.access_routes.time.sleep", lambda s: None)
    for n in range(60):    # past the box-wide cap of 50, from 60 different addresses
        assert login(client, "wrong", environ_base={"REMOTE_ADDR": f"127.0.9.{n}"}).status_code == 401
    assert login(client).status_code == 303     # the crew's own tablet still gets in


def test_first_start_on_the_lan_asks_for_a_passphrase(tmp_path):
    client = create_app(light_box(tmp_path, host="0.0.0.0")).test_client()
    assert "/setup" in client.get("/").headers["Location"]
    token = client.get("/api/whoami").json["csrf"]
    page = {"Origin": "http://localhost"}   # the box's own setup page sends it
    assert client.post("/setup", data={"passphrase": "short", "again": "short", "csrf_token": token},
                       headers=page).status_code == 400
    assert client.post("/setup", data={"passphrase": PASS, "again": PASS, "csrf_token": token}, headers=page).status_code == 303
    assert client.get("/api/live").status_code == 200
    assert client.post("/setup", data={"passphrase": "another one!", "again": "another one!",
                                       "csrf_token": client.get("/api/whoami").json["csrf"]}, headers=page).status_code == 409


def test_frames_are_served_by_id_only_never_by_path(tmp_path):
    box = light_box(tmp_path)
    frames = box.config.frames_dir
    frames.mkdir(parents=True)
    (frames / "ok.jpg").write_bytes(jpeg())
    (tmp_path / "secret.txt").write_text("passphrase")
    with box.db.conn:
        for i, path in enumerate(["ok.jpg", "../../secret.txt", "/etc/passwd", "../data/appliance.db"]):
            box.db.conn.execute(
                "INSERT INTO frames(id, site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash,"
                " received_at) VALUES (?, 'demo', 'uav1', ?, ?, 'x', ?, 'image/jpeg', 1, 64, 48, 0, 0)",
                (i + 1, i, 1000.0 + i, path))
    client = create_app(box).test_client()
    assert client.get("/api/frames/1/image").data[:3] == b"\xff\xd8\xff"
    assert client.get("/api/frames/1/thumb").mimetype == "image/jpeg"
    for fid in (2, 3, 4, 99):
        assert client.get(f"/api/frames/{fid}/image").status_code == 404
        assert client.get(f"/api/frames/{fid}/thumb").status_code == 404
    for path in ("/api/frames/..%2F..%2Fsecret.txt/image", "/api/frames/-1/image", "/static/..%2f..%2fapp.py",
                 "/static/../app.py", "/static/%2e%2e/app.py", "/static/js/..%2f..%2f..%2fauth.py"):
        resp = client.get(path)
        assert resp.status_code in (400, 404), path
        assert b"import" not in resp.data and b"passphrase" not in resp.data, path


def test_upload_limits_and_malformed_images(tmp_path):
    box = light_box(tmp_path, max_image_mb=1, max_upload_mb=3)
    client = create_app(box).test_client()
    token = client.get("/api/whoami").json["csrf"]

    def ask(files):
        data = {"question": "what is in these?", "images": [(io.BytesIO(b), n) for n, b in files]}
        return client.post("/api/ask", data=data, headers={"X-CSRF-Token": token}, content_type="multipart/form-data")

    assert ask([("a.jpg", jpeg()), ("b.jpg", jpeg())]).status_code == 200
    assert [len(c["images"]) for c in box.orchestrator.calls] == [2]
    big = jpeg() + b"\0" * (1024 * 1024 + 10)
    assert ask([("big.jpg", big)]).status_code == 413
    assert ask([(f"{i}.jpg", big[:900_000]) for i in range(4)]).status_code == 413   # whole request over 3 MB
    assert ask([(f"{i}.jpg", jpeg()) for i in range(6)]).status_code == 400
    assert ask([("fake.jpg", b"MZ\x90\x00 not an image at all")]).status_code == 400
    assert ask([("cut.jpg", jpeg()[:40])]).status_code == 400
    bomb = bytearray(cv2.imencode(".png", np.zeros((8, 8), np.uint8))[1].tobytes())
    bomb[16:24] = (100_000).to_bytes(4, "big") * 2     # header claims 10^10 pixels
    assert ask([("bomb.png", bytes(bomb))]).status_code == 413
    assert len(box.orchestrator.calls) == 1
    resp = client.post("/api/ask", data=b"{not json", headers={"X-CSRF-Token": token}, content_type="application/json")
    assert resp.status_code == 400
    assert client.post("/api/ask", json={"question": "x" * 2001}, headers={"X-CSRF-Token": token}).status_code == 400
    assert client.post("/api/ask", json={"question": "ok", "session_id": "../../x"},
                       headers={"X-CSRF-Token": token}).status_code == 400


def test_answer_markdown_is_sanitized_and_sessions_are_kept(open_client):
    client, token = open_client
    view = client.post("/api/ask", json={"question": "smoke?"}, headers={"X-CSRF-Token": token}).json
    html = view["answer_html"]
    assert "<strong>Smoke likely.</strong>" in html
    assert "<script" not in html and "<a" not in html and "href" not in html
    assert view["decision"] == {"action": "warn", "reason": "one sensor only"}
    assert {e["kind"] for e in view["evidence"]} == {"reading", "document"}
    sessions = client.get("/api/sessions").json["sessions"]
    assert sessions[0]["id"] == view["session_id"] and sessions[0]["answers"] == 1
    again = client.get(f"/api/sessions/{view['session_id']}").json
    assert again["answers"][0]["decision"]["action"] == "warn" and "<script" not in again["answers"][0]["answer_html"]
    assert client.get("/api/sessions/nope").status_code == 404


def png(w=40, h=30) -> bytes:
    return cv2.imencode(".png", np.full((h, w, 3), 120, np.uint8))[1].tobytes()


def test_photos_sent_with_a_question_are_kept_with_the_answer_behind_the_login(tmp_path):
    box = light_box(tmp_path, passphrase=PASS)
    client = create_app(box).test_client()
    login(client)
    token = client.get("/api/whoami").json["csrf"]
    photos = [jpeg(), png()]
    data = {"question": "what is in these?", "images": [(io.BytesIO(b), f"p{i}") for i, b in enumerate(photos)]}
    answer = client.post("/api/ask", data=data, headers={"X-CSRF-Token": token}, content_type="multipart/form-data").json
    detail = client.get(f"/api/answers/{answer['id']}").json
    assert [(p["position"], p["media_type"], p["bytes"]) for p in detail["images"]] == [
        (0, "image/jpeg", len(photos[0])), (1, "image/png", len(photos[1]))]
    for p, original in zip(detail["images"], photos):
        resp = client.get(p["url"])
        assert resp.status_code == 200 and resp.data == original and resp.mimetype == p["media_type"]
        assert resp.headers["X-Content-Type-Options"] == "nosniff" and "no-store" in resp.headers["Cache-Control"]
    session = client.get(f"/api/sessions/{answer['session_id']}").json   # a past session shows its photos again
    assert [p["url"] for p in session["answers"][-1]["images"]] == [p["url"] for p in detail["images"]]
    for bad in (f"/api/answers/{answer['id']}/images/2", "/api/answers/999/images/0", f"/api/answers/{answer['id']}/images/-1",
                f"/api/answers/{2**64}/images/0", f"/api/answers/{2**64}"):
        assert client.get(bad).status_code == 404, bad
    # Someone without the passphrase gets nothing.
    stranger = create_app(box).test_client()
    assert stranger.get(detail["images"][0]["url"]).status_code in (401, 302)


def test_only_jpeg_and_png_are_ever_stored_as_photos(tmp_path):
    from appliance.store.answers import answer_images

    db = Database(tmp_path / "a.db")
    html = b"<html><script>alert(1)</script></html>"
    answer_id = save_answer(db, None, "q", "a", "rules", [], {}, 0.1, images=[html, jpeg(), b"GIF89a...."])
    assert [(p["position"], p["media_type"]) for p in answer_images(db, answer_id)] == [(1, "image/jpeg")]
    db.close()
