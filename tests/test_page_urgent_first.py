"""What the crew sees first and what it is told (issue 27), in headless Chromium against a real
waitress server and a stocked database: the alert above the station cards on every width, the
answer above the form on a phone, a text file renamed .jpg refused before it is sent (and the box's
own refusal of a damaged photo named as a refusal, the previous answer gone), a question of only
spaces said so, the folded parts showing that they open, and the Plan report keeping its
Recommendations step, its Markdown rendered and what the box holds where a pack is missing."""
import json

import pytest
from playwright.sync_api import expect

from appliance.web.app import create_app
from appliance.web.blueprints.consult import shown
from appliance.web.server import close_server
from tests.conftest import ARTIFACTS
from tests.test_page_crew import serve
from tests.test_page_views import open_page, seed
from tests.test_web_security import ScriptedOrchestrator, light_box

pytestmark = pytest.mark.browser
SIZES = {"w390": (390, 844), "w800": (800, 1280), "w1280": (1280, 800)}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    box = light_box(tmp_path_factory.mktemp("urgent"), max_image_mb=1)
    box.orchestrator = ScriptedOrchestrator(box.db, frame_id=7)
    seed(box)   # both stations, a drone frame and its smoke alert, a stored projection
    server, url = serve(box)
    yield box, url
    close_server(server)


def top(page, selector) -> float:
    return page.locator(selector).first.bounding_box()["y"]


@pytest.mark.parametrize("size", list(SIZES))
def test_the_alert_comes_above_the_routine_station_cards(site, browser, size):
    box, url = site
    context, page = open_page(browser, url, SIZES[size])
    page.click("nav >> text=Live")
    expect(page.locator("#alerts .alert")).to_have_count(1)
    expect(page.locator("#live-stations .station-card")).to_have_count(2)
    assert top(page, "#alerts .alert") < top(page, "#live-stations .station-card"), size
    if size == "w390":   # on a phone the alert is on the first screen
        assert top(page, "#alerts .alert") < SIZES[size][1]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"page-live-urgent-{size}.png"))
    assert page.offsite == []
    context.close()


def test_bad_photos_and_empty_questions_are_said_and_leave_no_old_answer(site, browser, tmp_path):
    box, url = site
    context, page = open_page(browser, url, SIZES["w390"])
    asked = []
    page.on("request", lambda r: asked.append(r.url) if r.url.endswith("/api/ask") else None)
    # A question of only spaces is said, never silently dropped.
    page.fill("#question", "     ")
    page.click("#ask-button")
    expect(page.locator("#question-count")).to_have_text("Only spaces: type a question first.")
    expect(page.locator("#question")).to_have_attribute("aria-invalid", "true")
    assert asked == []
    # An answer, then on a phone it comes above the form and on screen.
    page.fill("#question", "What is the fire danger at Bejaia now?")
    page.click("#ask-button")
    expect(page.locator("#answer")).to_be_visible(timeout=30_000)
    verdict, form = top(page, "#verdict-card"), top(page, "#ask-form")
    assert 0 <= verdict < 844 and verdict < form
    # A text file renamed .jpg is refused up front, with advice about the file, not about the box.
    fake = tmp_path / "site-photo.jpg"
    fake.write_text("this is a note, not a photo\n" * 20)
    page.set_input_files("#images", str(fake))
    expect(page.locator("#image-note")).to_contain_text("site-photo.jpg is not a photo")
    expect(page.locator("#image-note")).to_contain_text("Pick the photo itself")
    expect(page.locator("#previews li")).to_have_count(0)
    # A damaged JPEG passes the first bytes but not the box's check: the box's refusal is named as
    # one (not "check the box is running"), and the previous answer is gone.
    broken = tmp_path / "cut.jpg"
    broken.write_bytes(b"\xff\xd8\xff\xe0" + b"\x00" * 600)
    page.set_input_files("#images", str(broken))
    expect(page.locator("#previews li")).to_have_count(1)
    page.fill("#question", "Is this smoke?")
    page.click("#ask-button")
    expect(page.locator("#progress")).to_contain_text("The box refused the question:", timeout=30_000)
    expect(page.locator("#progress")).not_to_contain_text("Check the box is running")
    expect(page.locator("#answer")).to_be_hidden()
    assert len(asked) == 2
    # "How the box got this" and "Audit trail" show that they open.
    page.click("#previews button")   # remove the damaged photo
    page.fill("#question", "What is the fire danger at Bejaia now?")
    page.click("#ask-button")
    expect(page.locator("#answer")).to_be_visible(timeout=30_000)
    for sel in ("#how > summary", "#audit > summary"):
        before = page.evaluate(f"getComputedStyle(document.querySelector('{sel}'), '::before').content")
        after = page.evaluate(f"getComputedStyle(document.querySelector('{sel}'), '::after').content")
        assert before == '"▸"' and "tap to open" in after, (sel, before, after)
        page.click(sel)
        assert page.evaluate(f"getComputedStyle(document.querySelector('{sel}'), '::before').content") == '"▾"'
    assert page.offsite == []
    context.close()


def test_the_plan_report_keeps_its_steps_renders_markdown_and_names_the_box_record(site, browser):
    box, url = site
    with box.db.conn:
        box.db.conn.executemany(
            "INSERT INTO analog_days(index_name, region, date, line, fire, features_json, text) VALUES (?,?,?,?,?,?,?)",
            [("algerian-fire-record", "Bejaia", f"2012-06-{d:02d}", d, int(d % 3 == 0), "{}", "x") for d in range(1, 11)])
    plan = {"steps": [{"n": 1, "tool": "incidents", "title": "Past fires near the place"},
                      {"n": 2, "tool": "recommendations", "title": "Recommendations for your role"}]}
    done = {"session_id": "c-1", "stage": "done", "question": "Ask a follow-up question, or finish.", "report": "r",
            "findings": [{"n": 1, "title": "Past fires near the place", "tool": "incidents", "no_data": True,
                          "text": "No fire-incident pack is loaded on this box, so this step has no data. Load one with"
                                  " `appliance packs add PATH`.", "figures": {}, "evidence": [], "plot": None}],
            "recommendations": []}
    with create_app(box).app_context():   # shown() reads the box's record through the app
        reply = shown(done, {"plan": plan})
        follow = shown({"question": "How hot is it at Bejaia?", "answer": "From the box: **High fire danger** at Bejaia [1]."})
    finding = reply["findings"][0]
    assert "<code>appliance packs add PATH</code>" in finding["text_html"]
    assert finding["box_holds"].startswith("The box does hold its own stations' fire record (Bejaia: 10 days, 3 with a fire")
    assert reply["recommendations_planned"] is True and "box_holds" not in done["findings"][0]   # the state is untouched
    context, page = open_page(browser, url, SIZES["w390"])
    page.route("**/api/consult", lambda route: route.fulfill(status=201, content_type="application/json", body=json.dumps(reply)))
    page.route("**/api/consult/c-1/followup", lambda route: route.fulfill(status=200, content_type="application/json",
                                                                          body=json.dumps(follow)))
    page.click("nav >> text=Plan")
    page.click("#consult-start")
    expect(page.locator("#consult-findings .finding")).to_have_count(1)
    expect(page.locator("#consult-findings code")).to_have_text("appliance packs add PATH")
    expect(page.locator("#consult-findings .box-holds")).to_contain_text("its own stations' fire record")
    expect(page.locator("#consult-recommendations li")).to_have_text(
        "No recommendation could be tied to figures the packs hold for this profile.")
    page.fill("#consult-followup", "How hot is it at Bejaia?")
    page.click("#consult-body form:has(#consult-followup) button[type=submit]")
    expect(page.locator("#consult-followups strong").nth(1)).to_have_text("High fire danger")
    assert "**" not in page.inner_text("#consult-view")
    page.screenshot(path=str(ARTIFACTS / "page-plan-report-w390.png"), full_page=True)
    assert page.offsite == []
    context.close()


def test_a_spread_card_says_drawn_on_the_map_only_when_the_map_draws_it(site, browser):
    """The answer's words and its map agree: a front with a direction is drawn and says so; one
    without (a station that reports no wind direction) says it is not drawn, and no map claims it."""
    from appliance.spread import project_for_question
    from appliance.web.views import answer_view
    from tests.test_page_views import sse_body, stub_answer

    box, url = site
    front = project_for_question(box.db, box.config, 36.76, 5.08, start_ts=1_340_000_100, asked_ts=1_340_000_400,
                                 wind_kmh=15, wind_from_deg=225, rings=[30])
    wind = {"wind_kmh": 15, "wind_from_deg": 225, "direction_known": True, "source": "nearest stations",
            "stations": [{"device": "bejaia", "distance_km": 2.1, "age_min": 35.0, "ts": 1_340_000_000}]}

    def answer(geojson, direction, question):
        card = {"geojson": geojson, "horizon_min": 30, "head_m": {"low": 100, "likely": 200, "high": 400},
                "direction_deg": direction, "start": {"lat": 36.76, "lon": 5.08},
                "wind": {**wind, "direction_known": direction is not None}}
        return answer_view({"id": 1, "question": question, "text": "Head about 200 m [1].",
                            "decision": {"action": "answer", "reason": ""}, "verdict": "Head about 200 m",
                            "citations": [{"n": 1, "kind": "spread", "id": "x", "title": "Spread projection", "card": card}]})
    context, page = open_page(browser, url, SIZES["w800"])
    stub_answer(page, answer(front, 45, "Where will the fire be in 30 minutes?"))
    page.fill("#question", "Where will the fire be in 30 minutes?")
    page.click("#ask-button")
    expect(page.locator("#evidence .card-spread")).to_contain_text("Drawn on the map below.")
    expect(page.locator("#evidence .card-spread")).to_contain_text(
        "Wind 15 km/h from the south-west, from the bejaia station 2.1 km away, 35 min old.")
    expect(page.locator("#answer-map .front-p50")).to_have_count(1)
    stub_answer(page, answer(None, None, "And without a direction?"))
    page.fill("#question", "And without a direction?")
    page.click("#ask-button")
    expect(page.locator("#asked")).to_have_text("You asked: And without a direction?")
    expect(page.locator("#evidence .card-spread")).to_contain_text("Not drawn on the map")
    expect(page.locator("#evidence .card-spread")).not_to_contain_text("Drawn on the map below")
    expect(page.locator("#answer-map-figure")).to_be_hidden()
    context.close()
