"""The redesigned crew page in headless Chromium against a real waitress server and a seeded database
(both Algerian stations, a drone frame with an alert, a stored projection): every view and every
answer kind at 360-1366 px wide never scrolls sideways, the verdict is on screen without scrolling,
axe-core finds nothing serious, touch targets are >= 44 px, the map draws the shipped world layer
with no network and a tap on it projects a front, the Live tab speaks crew words, and first-start
details (open-page banner, question counter, photo line, consultations apart) hold. Answers in
the contract's shape that no orchestrator produces yet are stubbed only at the network seam (the
/api/ask reply), built by the box's own answer_view so the page gets exactly what the server sends."""
import json
import re

import pytest
from playwright.sync_api import expect

from appliance.paths import ALGERIAN_CSV
from appliance.spread import project_for_question
from appliance.store.answers import save_answer
from appliance.store.readings import insert_readings
from appliance.web.server import close_server
from appliance.web.views import answer_view
from firmware_bridge.algerian import parse_algerian
from tests.conftest import ARTIFACTS
from tests.test_page_crew import axe_serious, serve, stock
from tests.test_web_security import PASS, ScriptedOrchestrator, jpeg, light_box

pytestmark = pytest.mark.browser
SIZES = {"w360": (360, 740), "w390": (390, 844), "w800": (800, 1280), "w1280": (1280, 800), "w1366": (1366, 768)}
LONG_WORD = "Pyrocumulonimbus" * 20
LONG_URL = "https://example.org/" + "fire-weather-index/" * 15 + "?station=sidi-bel-abbes&day=2012-09-30"


def seed(box):
    """The crew test's stock plus what a field box has: wind directions, a replay marker, an alert."""
    stock(box)
    days = parse_algerian(ALGERIAN_CSV).days
    late = [d for d in days if d.ts == max(x.ts for x in days if x.device == d.device)]
    rows = []
    for i, d in enumerate(late):
        r = d.reading(10_000 + i)
        r["ts"] += 3600
        r["wind_dir_deg"] = 225.0
        r["extra"] = {**r["extra"], "replay_of": "Algerian forest fires data set, 2012"}
        rows.append(("demo", d.device, r))
    insert_readings(box.db, rows)
    with box.db.conn:
        box.db.conn.execute(
            "INSERT INTO alerts(site, ts, kind, summary, frame_id, lat, lon, payload_json) VALUES"
            " ('demo', 1340000100, 'smoke_detection', 'grey region, 12 % of the frame', 7, 36.76, 5.08, '{}')")
        box.db.conn.execute("INSERT INTO consult_sessions(id, state_json, created_at, updated_at)"
                            " VALUES ('consult-0001', '{}', 0, 0)")
    save_answer(box.db, "consult-0001", "consultation analysis", "Findings.", "consult", [], {}, 0.1)


def contract_answers(box) -> dict:
    """One answer per state, in the contract's shape (PLAN.md), from the seeded data."""
    sba = box.db.query("SELECT * FROM readings WHERE device = 'sidi-bel-abbes' ORDER BY ts DESC LIMIT 1")[0]
    reading = {"station": "sidi-bel-abbes", "ts": sba["ts"], "utc": None, "local_time": None, "lat": sba["lat"],
               "lon": sba["lon"], "temperature_c": sba["temperature_c"], "rh_pct": sba["rh_pct"],
               "wind_kmh": sba["wind_kmh"], "wind_dir_deg": 225.0, "rain_mm": sba["rain_mm"],
               "replay_of": "Algerian forest fires data set, 2012"}
    danger = {"station": "sidi-bel-abbes", "site": "demo", "day": "2012-09-30", "ffmc": 88.1, "dmc": 30.2, "dc": 400.0,
              "isi": 9.1, "bui": 52.0, "fwi": 24.1, "danger_class": "high", "provenance": "published by the station network"}
    spread = project_for_question(box.db, box.config, 35.19, -0.63, start_ts=sba["ts"], asked_ts=sba["ts"] + 600,
                                  wind_kmh=22, wind_from_deg=225)
    p50 = spread["properties"]["fronts"]["p50"]
    doc = {"title": "Incident Response Pocket Guide", "page": 12, "quote": "LCES: lookouts, communications, escape routes,"
           " safety zones. " + LONG_URL, "source": "packs/irpg.pdf"}
    frame = {"frame_id": 7, "device": "uav1", "ts": 1_340_000_100, "cue": "smoke", "lat": 36.76, "lon": 5.08,
             "confidence_words": "grey region, 12 % of the frame, no flame colours",
             "boxes": [{"label": "smoke", "x": 0.2, "y": 0.1, "w": 0.5, "h": 0.5}]}
    base = {"mode": "rules", "writer": "composer", "latency_s": 1.2, "audit": {"steps": [
        {"step": "understand", "intents": ["danger"], "t": 0.01}, {"step": "retrieve", "tool": "fire_weather", "result_ids": [1], "t": 0.2},
        {"step": "compose", "reason": "composer for danger", "t": 0.3}]}, "session_id": "stub-session-0001"}

    def make(action, verdict, text, citations, reason="", missing=(), **kw):
        data = {**base, "id": 900, "question": kw.pop("question", "What is the fire danger at Sidi-Bel Abbes now?"),
                "verdict": verdict, "text": text, "answer": text, "citations": citations,
                "decision": {"action": action, "reason": reason, "served": ["danger"], "missing": list(missing)},
                "frame": {"intents": ["danger"], "stations": ["sidi-bel-abbes"], "places": [], "time": {"kind": "now", "text": "now"},
                          "horizon_min": None, "coords": None, "follow_up": False},
                "danger": [danger], "data_age_s": 2400.0, "stale": False, **kw}
        return answer_view(data)

    cite_r = {"n": 1, "kind": "reading", "id": sba["id"], "title": "Sidi-Bel Abbes reading", "card": reading}
    cite_d = {"n": 2, "kind": "fire_weather", "id": 1, "title": "Fire danger codes", "card": danger}
    return {
        "answer": make("answer", "High fire danger at Sidi-Bel Abbes",
                       "**High fire danger at Sidi-Bel Abbes** (FWI 24.1, class high; published by the station network)."
                       " Wind 22 km/h from the south-west. [1] [2]\n\nFrom the guide: keep LCES in place. [3]",
                       [cite_r, cite_d, {"n": 3, "kind": "document", "id": 5, "title": doc["title"], "card": doc}]),
        "warn": make("warn", "Wind at Sidi-Bel Abbes: 22 km/h from the south-west",
                     "**Wind 22 km/h from the south-west** [1]. **Not available: terrain and road access**, so the box"
                     f" cannot suggest staging areas; the projected head runs north-east, about {p50['head_distance_m']:.0f} m"
                     " in the time the answer is read [2].",
                     [cite_r, {"n": 2, "kind": "spread", "id": 1, "title": "Projected front", "card": {
                         "geojson": spread, "horizon_min": round(p50["minutes_grown"]), "head_m": p50["head_m"],
                         "direction_deg": 45, "start": {"lat": 35.19, "lon": -0.63}}}],
                     reason="staging and routes need terrain and roads the box does not hold", missing=["tactical"],
                     question="Where should we stage the engines?"),
        "abstain": make("abstain", "No data for Lisbon",
                        "**No data for Lisbon**: the box's stations are bejaia and sidi-bel-abbes (both in Algeria).", [],
                        reason="the place is outside the box's area", missing=["current_conditions"], danger=[],
                        question="What is the wind in Lisbon?", data_age_s=None),
        "detection": make("answer", "Possible smoke in drone uav1's frame at 07:15 local",
                          "**Possible smoke in drone uav1's frame** (colour heuristic: grey region). Not confirmed: check"
                          " by eye. [1]", [{"n": 1, "kind": "detection", "id": 7, "title": "Drone frame", "card": frame}],
                          question="Did the drone see smoke?"),
        "long": make("warn", "Latest reading at sidi-bel-abbes is old " + LONG_WORD,
                     f"{LONG_WORD} {LONG_URL}\n\n| a | b |\n|---|---|\n| {LONG_WORD} | {LONG_URL} |\n\n[1]",
                     [{**cite_r, "title": LONG_WORD}, {"n": 2, "kind": "document", "id": 9, "title": LONG_URL,
                                                        "card": {**doc, "title": LONG_URL, "source": LONG_URL}}],
                     reason=LONG_WORD, question="Q" * 1990 + " " + LONG_WORD[:9], stale=True, data_age_s=4 * 365 * 86400.0),
        "photos": make("answer", "Your five photos show no smoke",
                       "**No smoke or flame colours** in your five photos [1] [2] [3] [4] [5].",
                       [{"n": i + 1, "kind": "frame", "id": i + 1, "title": f"Your photo {i + 1}",
                         "card": {"upload_index": i, "cue": None, "confidence_words": "no grey or flame regions", "boxes": []}}
                        for i in range(5)], question="Anything in these photos?"),
    }


def sse_body(answer: dict) -> str:
    steps = [{"step": "understand", "intents": ["danger"]}, {"step": "retrieve", "tool": "sensor_readings", "result_ids": [1]}]
    events = [("accepted", {"session_id": "stub-session-0001", "images": 0, "ahead": 0})] + [("step", s) for s in steps]
    return "".join(f"event: {n}\ndata: {json.dumps(d)}\n\n" for n, d in events + [("answer", answer)])


@pytest.fixture(scope="module")
def site(tmp_path_factory, browser):
    tmp = tmp_path_factory.mktemp("views")
    box = light_box(tmp, max_image_mb=1)
    box.orchestrator = ScriptedOrchestrator(box.db, frame_id=7)
    seed(box)
    server, url = serve(box)
    yield box, url, contract_answers(box)
    close_server(server)


def open_page(browser, url, size, ready=True):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, timezone_id="Africa/Algiers",
                                  has_touch=True)
    page = context.new_page()
    page.offsite = []

    def gate(route):   # offline: anything not served by the box is refused and recorded
        if route.request.url.startswith((url, "data:", "blob:")):
            route.continue_()
        else:
            page.offsite.append(route.request.url)
            route.abort()
    page.route("**/*", gate)
    page.goto(url)
    if ready:
        page.wait_for_selector("html[data-ready]", state="attached")
    return context, page


def no_sideways_scroll(page, what):
    sw, iw = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')].filter(e => {
        const r = e.getBoundingClientRect(); return r.width && r.right > window.innerWidth + 1 && e.offsetParent !== null
          && !e.closest('.leaflet-container') && !e.closest('.visually-hidden'); }).slice(0, 5)
        .map(e => e.tagName + '#' + e.id + '.' + e.className)""")
    assert sw <= iw, f"{what}: page is {sw} px wide in a {iw} px window; too wide: {wide}"


def small_targets(page) -> list:
    return page.evaluate("""() => [...document.querySelectorAll('button, .button, a, summary, select, input[type=text]')]
        .filter(e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
          return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !e.closest('.visually-hidden')
            && (r.width < 44 || r.height < 44); })
        .map(e => `${e.tagName}#${e.id}.${e.className} ${Math.round(e.getBoundingClientRect().width)}x${Math.round(e.getBoundingClientRect().height)}`)""")


def shoot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")   # a full-page shot from the top: sticky parts where a reader sees them
    page.screenshot(path=str(ARTIFACTS / f"page-{name}.png"), full_page=True)


def stub_answer(page, answer):
    page.unroute("**/api/ask")
    page.route("**/api/ask", lambda route: route.fulfill(status=200, headers={"Content-Type": "text/event-stream"},
                                                         body=sse_body(answer)))


def ask(page, question="What is the fire danger at Sidi-Bel Abbes now?"):
    page.fill("#question", question)
    page.click("#ask-button")
    expect(page.locator("#answer")).to_be_visible(timeout=30_000)


@pytest.mark.parametrize("size", list(SIZES))
def test_every_answer_kind_fits_the_screen_with_the_verdict_first(site, browser, size):
    box, url, answers = site
    ARTIFACTS.mkdir(exist_ok=True)
    context, page = open_page(browser, url, SIZES[size])
    no_sideways_scroll(page, f"empty Ask at {size}")
    expect(page.locator("#open-banner a")).to_have_attribute("href", "/setup")   # loopback, no passphrase yet
    shoot(page, f"ask-empty-{size}")
    for state, answer in answers.items():
        stub_answer(page, answer)
        if state == "photos":
            photos = []
            for i in range(5):
                path = box.config.frames_dir / f"upload{i}.jpg"
                path.write_bytes(jpeg(800, 600, (40 * i, 90, 160)))
                photos.append(str(path))
            page.set_input_files("#images", photos)
            expect(page.locator("#previews li")).to_have_count(5)
            no_sideways_scroll(page, f"five photos before sending at {size}")
        ask(page, answer["question"] if len(answer["question"]) <= 2000 else "x")
        expect(page.locator("#verdict")).to_have_text(answer["verdict"])
        expect(page.locator("#decision")).to_contain_text({"answer": "Answered", "warn": "Partly", "abstain": "cannot"}[
            answer["decision"]["action"]])
        expect(page.locator("#evidence > li")).to_have_count(len(answer["citations"]))
        if answer["citations"]:
            expect(page.locator("#answer-text a.cite-link").first).to_have_attribute("href", "#cite-1")
        assert page.locator("#answer-text a[href^=http], #answer-text script").count() == 0
        if size in ("w1280", "w800"):
            assert page.evaluate("window.scrollY") == 0   # the verdict on screen without scrolling on both tablet orientations
        box_ = page.locator("#verdict-card").bounding_box()   # on every size the verdict is on screen
        assert box_["y"] >= -1 and box_["y"] + min(box_["height"], SIZES[size][1] / 2) <= SIZES[size][1], (state, box_)
        page.click("#how summary")
        page.click("#audit summary")
        page.click("#audit-raw summary")
        if state == "warn":
            expect(page.locator("#answer-map .front-p50")).to_have_count(1)
            expect(page.locator("#answer-map .front-p95")).to_have_count(1)
        if state == "photos":
            expect(page.locator("#evidence .thumb img")).to_have_count(5)
            expect(page.locator("#image-note")).to_have_text("Up to 5 photos, 1 MB each.")   # reset after sending
        no_sideways_scroll(page, f"{state} answer at {size}")
        assert small_targets(page) == [], f"touch targets under 44 px in {state} at {size}"
        shoot(page, f"answer-{state}-{size}")
        if size in ("w390", "w1280"):
            assert axe_serious(page) == [], f"{state} at {size}"
    expect(page.locator("#audit-timeline li").first).to_contain_text("Understood the question as")
    expect(page.locator("#evidence .card-reading, #evidence .card")).not_to_have_count(0)
    page.fill("#question", "x" * 20_000)
    expect(page.locator("#question-count")).to_contain_text("20,000 characters: the box takes up to 2,000")
    expect(page.locator("#ask-button")).to_be_disabled()
    no_sideways_scroll(page, f"20,000-character question at {size}")
    page.fill("#question", "y" * 2000)
    expect(page.locator("#question-count")).to_have_text("2,000 / 2,000 characters")
    expect(page.locator("#ask-button")).to_be_enabled()
    shoot(page, f"ask-2000-{size}")

    page.click("nav >> text=Live")
    expect(page.locator("#live-stations .station-card")).to_have_count(2)
    expect(page.locator("#live-map .leaflet-marker-icon.st-icon")).to_have_count(2)
    expect(page.locator("#alerts .alert").first).to_contain_text("Possible smoke seen by drone uav1 at 07:15")
    expect(page.locator("#alerts .alert").first).to_contain_text("colour heuristic: confirm by eye")
    no_sideways_scroll(page, f"Live at {size}")
    assert small_targets(page) == [], f"touch targets under 44 px on Live at {size}"
    shoot(page, f"live-{size}")
    page.click("nav >> text=Sessions")
    expect(page.locator("#consult-sessions .session")).to_have_count(1)
    no_sideways_scroll(page, f"Sessions at {size}")
    shoot(page, f"sessions-{size}")
    page.click("nav >> text=Plan")
    no_sideways_scroll(page, f"Plan at {size}")
    shoot(page, f"plan-{size}")
    if size in ("w390", "w1280"):
        for view in ("Live", "Sessions", "Plan"):
            page.click(f"nav >> text={view}")
            assert axe_serious(page) == [], f"{view} at {size}"
    assert page.offsite == []
    context.close()


def test_live_tab_speaks_crew_words_and_the_map_is_offline(site, browser):
    box, url, _ = site
    context, page = open_page(browser, url, SIZES["w1280"])
    page.click("nav >> text=Live")
    card = page.locator('#live-stations .station-card[data-device="sidi-bel-abbes"]')
    expect(card.locator(".chip")).to_have_class(re.compile(r"\bd-(very-low|low|moderate|high|very-high|extreme)\b"))
    expect(card).to_contain_text("from the south-west")
    expect(card).to_contain_text("years ago")
    expect(card).to_contain_text("Replay of recorded data")
    expect(page.locator("#stale-banner")).to_contain_text("recorded data from 2012")
    expect(page.locator("#stale-banner")).to_contain_text("replaying recorded data")
    # The world layer: Natural Earth country shapes drawn from the file the box ships, no network at all.
    world = page.locator("#live-map .leaflet-world-pane path")
    expect(world.first).to_be_attached()
    assert world.count() >= 100   # the countries of Natural Earth 1:50m
    drawn = page.evaluate("""() => { const svg = document.querySelector('#live-map .leaflet-world-pane svg');
        const r = svg.getBoundingClientRect();
        return [r.width, [...svg.querySelectorAll('path')].filter(p => (p.getAttribute('d') || '').length > 20).length]; }""")
    assert drawn[0] > 100 and drawn[1] >= 1, drawn   # really painted, not squeezed into the zero-size pane
    expect(page.locator("#live-map .front-p50")).to_have_count(1)
    expect(page.locator("#live-map .leaflet-marker-icon.det-icon")).to_have_count(1)
    assert page.offsite == []
    context.close()


def test_marking_a_start_on_the_map_yields_a_front(site, browser):
    box, url, _ = site
    before = box.db.scalar("SELECT MAX(id) FROM spread_projections")
    context, page = open_page(browser, url, SIZES["w390"])
    page.click("nav >> text=Live")
    expect(page.locator("#live-map .leaflet-marker-icon.st-icon")).to_have_count(2)
    page.click("#mark-start")
    expect(page.locator("#mark-status")).to_have_text("Tap the map where the fire started.")
    shoot(page, "live-marking-w390")
    # The recorded stations' wind is years old: the box says so and asks for the wind instead of guessing.
    page.locator("#live-map").tap(position={"x": 120, "y": 150})
    expect(page.locator("#mark-status")).to_contain_text("Enter the wind speed", timeout=30_000)
    assert box.db.scalar("SELECT MAX(id) FROM spread_projections") == before
    page.fill("#mark-wind-kmh", "22")
    page.select_option("#mark-wind-from", "225")
    page.locator("#live-map").tap(position={"x": 120, "y": 150})
    expect(page.locator("#mark-status")).to_contain_text("Projected front from the start you marked", timeout=30_000)
    newest = box.db.query("SELECT id, origin_lat, origin_lon FROM spread_projections ORDER BY id DESC LIMIT 1")[0]
    assert newest["id"] > (before or 0)
    expect(page.locator("#live-map .front-p50")).to_have_count(1)
    expect(page.locator("#live-map .fire-start")).to_have_count(1)
    # Fitted to the projection: its time rings (a few hundred metres) are drawn large enough to read.
    # The live map redraws its layers on each refresh, so the ring is measured in the page, not through a
    # handle that a redraw can detach between two calls.
    page.wait_for_function("""() => { const r = [...document.querySelectorAll('#live-map .ring-likely')].pop();
        const b = r && r.getBoundingClientRect(); return !!b && b.width > 20 && b.height > 20; }""", timeout=30_000)
    expect(page.locator("#mark-status")).to_contain_text(re.compile(r"head after \d+ min: \d"))
    no_sideways_scroll(page, "after marking a start")
    shoot(page, "live-marked-front-w390")
    assert page.offsite == []
    context.close()


def test_the_real_server_answer_streams_one_progress_line_and_folds_the_steps(site, browser, tmp_path):
    box, url, _ = site
    context, page = open_page(browser, url, SIZES["w800"])
    (tmp_path / "p.jpg").write_bytes(jpeg(800, 600, (30, 30, 30)))
    page.set_input_files("#images", str(tmp_path / "p.jpg"))
    ask(page, "Is that smoke near Bejaia, and what is the wind?")
    expect(page.locator("#verdict")).to_have_text("Smoke likely.")
    expect(page.locator("#decision-reason")).to_have_text("One sensor only.")
    expect(page.locator("#steps")).to_be_hidden()               # folded under "How the box got this"
    page.click("#how summary")
    expect(page.locator("#steps li")).to_have_count(3)
    expect(page.locator("#evidence .card-document")).to_contain_text("Incident Response Pocket Guide, page 12")
    assert page.locator("#evidence pre, #evidence code").count() == 0   # never JSON
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    page.click("nav >> text=Sessions")
    expect(page.locator("#sessions .session").first).to_contain_text("Is that smoke near Bejaia")
    assert page.locator("#sessions").inner_text().count("consultation analysis") == 0
    assert page.offsite == []
    context.close()


def test_no_open_page_banner_once_a_passphrase_is_set(tmp_path, browser):
    box = light_box(tmp_path, passphrase=PASS)
    server, url = serve(box)
    try:
        context, page = open_page(browser, url, SIZES["w390"], ready=False)
        page.fill("#passphrase", PASS)
        page.click("#login-button")
        page.wait_for_selector("html[data-ready]", state="attached")
        assert page.locator("#open-banner").count() == 0
        context.close()
    finally:
        close_server(server)
