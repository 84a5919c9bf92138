"""The crew page in headless Chromium against a real waitress server: a question with two photos
whose steps stream in before the answer exists, the answer with its evidence, the live view,
sessions, login and logout, a wrong passphrase, an oversized photo, screenshots at tablet and
phone sizes, and an axe-core accessibility check. No request may leave the box."""
import os
import re
import shutil
import subprocess
import threading
from pathlib import Path

import pytest
from playwright.sync_api import expect

from appliance.paths import ALGERIAN_CSV
from appliance.spread.projection import project_for_question, save_projection
from appliance.store.readings import insert_readings
from appliance.web.app import create_app
from appliance.web.server import close_server, serve_in_thread
from firmware_bridge.algerian import parse_algerian
from tests.conftest import ARTIFACTS
from tests.test_web_security import PASS, ScriptedOrchestrator, jpeg, light_box

pytestmark = pytest.mark.browser
CACHE = Path(os.environ.get("APPLIANCE_CACHE", Path.home() / ".cache" / "wildfire-appliance"))
AXE = [CACHE / "npm-tests/node_modules/axe-core/axe.min.js", Path(__file__).parent / "node_modules/axe-core/axe.min.js"]
VIEWPORTS = {"tablet-landscape": (1280, 800), "tablet-portrait": (800, 1280), "phone": (390, 844)}


def serve(box):
    server = serve_in_thread(create_app(box), threads=6)
    return server, f"http://127.0.0.1:{server.effective_port}"


def stock(box):
    all_days = parse_algerian(ALGERIAN_CSV).days
    days = all_days[:10] + all_days[-10:]   # both stations
    insert_readings(box.db, [("demo", d.device, d.reading(i + 1)) for i, d in enumerate(days)])
    box.config.frames_dir.mkdir(parents=True, exist_ok=True)
    (box.config.frames_dir / "f1.jpg").write_bytes(jpeg(640, 480, (40, 60, 90)))
    with box.db.conn:
        box.db.conn.execute(
            "INSERT INTO frames(id, site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash,"
            " lat, lon, received_at) VALUES (7, 'demo', 'uav1', 1, 1340000100, 'x', 'f1.jpg', 'image/jpeg', 1, 640, 480,"
            " 0, 36.76, 5.08, 0)")
    # A real projection from a drone detection near Bejaia (the recorded stations give no wind direction).
    projection = project_for_question(box.db, box.config, 36.76, 5.08, start_ts=1_340_000_100,
                                      asked_ts=1_340_000_400, wind_kmh=15, wind_from_deg=225)
    save_projection(box.db, projection, "demo")


@pytest.fixture
def crew(tmp_path):
    box = light_box(tmp_path, max_image_mb=1)
    gate = threading.Event()
    box.orchestrator = ScriptedOrchestrator(box.db, frame_id=7, gate=gate)
    stock(box)
    server, url = serve(box)
    yield box, gate, url
    gate.set()
    close_server(server)


def open_page(browser, url, size=(1280, 800), **ctx):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, **ctx)
    page = context.new_page()
    page.offsite = []
    page.on("request", lambda r: page.offsite.append(r.url) if not r.url.startswith((url, "data:", "blob:")) else None)
    page.goto(url)
    return context, page


def wait_ready(page) -> None:
    """The page's module script has wired its handlers (it marks <html data-ready>)."""
    page.wait_for_selector("html[data-ready]", state="attached")


def axe_serious(page) -> list:
    axe = next((p for p in AXE if p.exists()), None)
    if axe is None:
        pytest.fail("axe-core is missing: run scripts/setup-env (it installs tests/package.json from npm)")
    # Injected through the DevTools protocol: the page's own CSP (rightly) refuses inline scripts.
    page.evaluate(axe.read_text(encoding="utf-8") + "\n;0")
    result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                           ".map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(' '))}))")
    return [v for v in result if v["impact"] in ("serious", "critical")]


def test_question_with_two_photos_streams_steps_then_answer_with_evidence(crew, browser, tmp_path):
    box, gate, url = crew
    context, page = open_page(browser, url)
    wait_ready(page)
    photos = []
    for i, color in enumerate([(0, 80, 200), (30, 30, 30)]):
        photos.append(tmp_path / f"photo{i}.jpg")
        photos[-1].write_bytes(jpeg(800, 600, color))
    page.fill("#question", "Is that smoke near Bejaia, and what is the wind?")
    page.set_input_files("#images", [str(p) for p in photos])
    expect(page.locator("#previews li")).to_have_count(2)
    page.click("#ask-button")
    # The first step is on screen while the orchestrator is still held at the gate, as one crew-words line.
    expect(page.locator("#progress")).to_contain_text("Working out what you asked")
    expect(page.locator("#working")).to_be_visible()
    assert page.locator("#answer").is_hidden() and not gate.is_set()
    gate.set()
    expect(page.locator("#answer-text strong")).to_have_text("Smoke likely.", timeout=30_000)
    expect(page.locator("#verdict")).to_have_text("Smoke likely.")
    expect(page.locator("#steps li")).to_have_count(3)
    assert [len(c["images"]) for c in box.orchestrator.calls] == [2]
    assert page.locator("#answer-text script, #answer-text a[href^=http]").count() == 0
    expect(page.locator("#decision")).to_contain_text("Partly answered")
    expect(page.locator("#decision-reason")).to_have_text("One sensor only.")
    expect(page.locator("#evidence .card-reading")).to_have_count(1)
    expect(page.locator("#evidence .card-reading")).to_contain_text("bejaia")
    expect(page.locator("#evidence .card-document")).to_contain_text("Incident Response Pocket Guide, page 12")
    expect(page.locator("#evidence .thumb")).to_have_count(3)   # the stored frame and both photos
    assert page.locator("#evidence .thumb img").nth(1).get_attribute("src").startswith("blob:")
    expect(page.locator("#evidence .thumb").nth(1).locator("rect.smoke")).to_have_count(1)
    page.click("#evidence .thumb >> nth=0")
    expect(page.locator("#frame-dialog img")).to_have_attribute("src", "/api/frames/7/image")
    page.click("#frame-dialog button")
    page.click("#audit summary")
    page.click("#audit-raw summary")
    expect(page.locator("#audit-text")).to_contain_text('"steps"')
    small = [b for b in page.locator("button:visible, .button:visible").all() if b.bounding_box()["height"] < 44]
    assert small == [], "touch targets under 44 px"
    ARTIFACTS.mkdir(exist_ok=True)
    for name, (w, h) in VIEWPORTS.items():
        page.set_viewport_size({"width": w, "height": h})
        page.screenshot(path=str(ARTIFACTS / f"page-answer-{name}.png"), full_page=True)
    assert axe_serious(page) == []

    page.click("nav >> text=Live")
    expect(page.locator("#live-stations .station-card")).to_have_count(2)
    expect(page.locator("#live-frames button")).to_have_count(1)
    expect(page.locator("#live-map .st-icon")).to_have_count(2)
    expect(page.locator("#live-map .front-p50")).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "page-live-phone.png"), full_page=True)
    assert axe_serious(page) == []

    page.click("nav >> text=Sessions")
    expect(page.locator("#sessions .session")).to_have_count(1)
    page.click("#sessions .session")
    expect(page.locator("#history .history-item")).to_contain_text("Is that smoke near Bejaia")
    # The past answer brings back the photos stored with it, served by the box (not the tablet's blob: URLs).
    first = page.locator("#audit-photos img").first
    expect(first).to_have_attribute("src", re.compile(r"^/api/answers/\d+/images/0$"))
    expect(page.locator("#audit-photos img")).to_have_count(2)
    assert page.evaluate("async (u) => { const r = await fetch(u); return [r.status, (await r.arrayBuffer()).byteLength]; }",
                         first.get_attribute("src")) == [200, photos[0].stat().st_size]
    assert page.offsite == []
    context.close()


def test_login_logout_wrong_passphrase_and_oversized_photo(tmp_path, browser):
    box = light_box(tmp_path, passphrase=PASS, max_image_mb=1)
    server, url = serve(box)
    try:
        context, page = open_page(browser, url, size=VIEWPORTS["phone"])
        expect(page).to_have_url(f"{url}/login")
        page.fill("#passphrase", "not the passphrase")
        page.click("#login-button")
        expect(page.locator("#login-message")).to_have_text("Wrong passphrase. Try again.")
        assert axe_serious(page) == []
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "page-login-phone.png"), full_page=True)
        page.fill("#passphrase", PASS)
        page.click("#login-button")
        expect(page).to_have_url(f"{url}/")
        wait_ready(page)
        cookie = next(c for c in context.cookies() if c["name"] == "wf_session")
        assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"

        big = tmp_path / "big.jpg"
        big.write_bytes(jpeg(2000, 1500) + b"\0" * (1024 * 1024))
        page.set_input_files("#images", str(big))
        expect(page.locator("#image-note")).to_contain_text("big.jpg is over 1 MB")
        expect(page.locator("#previews li")).to_have_count(0)
        token = page.locator('meta[name="csrf-token"]').get_attribute("content")
        resp = page.request.post(f"{url}/api/ask", headers={"X-CSRF-Token": token, "Origin": url},
                                 multipart={"question": "x", "images": {"name": "big.jpg", "mimeType": "image/jpeg",
                                                                        "buffer": big.read_bytes()}})
        assert resp.status == 413 and re.search(r"over the 1(\.0)? MB limit", resp.json()["error"])

        # A spoken question, transcribed on the box, shown before sending (CI installs espeak-ng).
        if not shutil.which("espeak-ng"):
            pytest.fail("espeak-ng is missing: install it (scripts/setup-env and .ci/run do)")
        wav = tmp_path / "spoken.wav"
        subprocess.run(["espeak-ng", "-s", "140", "-w", str(wav), "How strong is the wind at the station?"],
                       check=True, timeout=30)
        page.set_input_files("#voice-file", str(wav))
        expect(page.locator("#question")).to_have_value(re.compile("wind", re.I), timeout=60_000)
        expect(page.locator("#voice-status")).to_have_text("Check the text, then press Ask.")

        page.click("#logout-button")
        expect(page).to_have_url(f"{url}/login")
        page.goto(url)
        expect(page).to_have_url(f"{url}/login")
        assert page.offsite == []
        context.close()
    finally:
        close_server(server)
