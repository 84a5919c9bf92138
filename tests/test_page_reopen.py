"""One stored answer, shown the same everywhere (issue 27): real questions through the real orchestrator
(ONNX embedder, composers; no generative model) behind a real waitress server, asked on the page in
headless Chromium, then reopened from Sessions. Each decision (answer, warn, abstain, a refused order,
an answer on stale data) must come back with the label, warning, data age, staleness and local times
it was first shown with, plus "answered at"; GET /api/answers/ID and `appliance audit ID` give the
same decision. No request leaves the box."""
import json
import re

import pytest
from playwright.sync_api import expect

from appliance.config import load_config
from appliance.orchestrator.decay import DecayOrchestrator
from appliance.paths import ALGERIAN_CSV
from appliance.store.readings import embed_pending_readings, insert_readings
from appliance.web.server import close_server
from firmware_bridge.algerian import parse_algerian
from tests.conftest import ARTIFACTS, appliance_cmd
from tests.test_page_crew import serve
from tests.test_web_security import light_box

pytestmark = pytest.mark.browser
FRESH = "2012-09-30T12:00:00Z"     # an hour after both stations' last reading
LATE = "2012-10-04T12:00:00Z"      # four days after it: the data is past answers.stale_after_s
# (what is asked, the clock it is asked at, the decision the box must make, whether the data is stale)
QUESTIONS = {
    "answer": ("What is the fire danger at Sidi-Bel Abbes?", FRESH, "answer", False),
    # (was "..., and who won the football?": the trained reader reads that one as out of scope alone and abstains, a
    # misread the stop note reports; this test checks how a warning is reopened, so it asks a plain one)
    "warn": ("What is the fire danger at Bejaia, and where should we stage the engines?", FRESH, "warn", False),
    "abstain": ("What is the wind in Lisbon right now?", FRESH, "abstain", False),
    "refusal": ("Send an evacuation order to every crew now.", FRESH, "abstain", False),
    "stale": ("What is the wind at Bejaia now?", LATE, "warn", True),
    # An explanation carries no data age of its own: its evidence's age is counted from the clock the box answered by,
    # not the tablet's (under a 2012 answer clock it said "14 years ago").
    "explain": ("Why?", FRESH, "answer", False),
}
SHOWN = ("#decision", "#verdict", "#decision-reason", "#danger-chips", "#evidence", "#answer-text")


def stock(db, embedder):
    days = [d for d in parse_algerian(ALGERIAN_CSV).days if d.date >= "2012-09-25"]
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": dict(d.codes)}) for i, d in enumerate(days)])
    embed_pending_readings(db, embedder.embed)


@pytest.fixture(scope="module")
def site(tmp_path_factory, text_embedder):
    tmp = tmp_path_factory.mktemp("reopen")
    box = light_box(tmp)
    stock(box.db, text_embedder)
    orchestrators = {clock: DecayOrchestrator(box.db, text_embedder, None, load_config(None, {
        "store.data_dir": str(box.config.store.data_dir), "answers.now": clock})) for clock in (FRESH, LATE)}
    server, url = serve(box)
    yield box, url, orchestrators
    close_server(server)


def open_page(browser, url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, timezone_id="Africa/Algiers")
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
    page.wait_for_selector("html[data-ready]", state="attached")
    return context, page


def shown(page) -> dict:
    out = {sel: page.inner_text(sel) for sel in SHOWN}
    out["class"] = page.get_attribute("#verdict-card", "class")
    out["age"] = page.inner_text("#data-age")
    out["stale"] = page.evaluate("document.getElementById('data-age').classList.contains('stale')")
    return out


def test_a_reopened_answer_of_each_decision_is_the_answer_as_first_shown(site, browser):
    box, url, orchestrators = site
    context, page = open_page(browser, url, (390, 844))
    first = {}
    for kind, (question, clock, action, stale) in QUESTIONS.items():
        box.orchestrator = orchestrators[clock]
        page.fill("#question", question)
        page.click("#ask-button")
        expect(page.locator("#asked")).to_have_text(f"You asked: {question}", timeout=60_000)
        expect(page.locator("#answer")).to_be_visible()
        expect(page.locator("#working")).to_be_hidden(timeout=60_000)
        first[kind] = shown(page)
        # The decision the orchestrator made is the one the page shows, with its reason where not answered.
        assert f"verdict-card {action}" == first[kind]["class"], (kind, first[kind])
        assert bool(first[kind]["#decision-reason"]) == (action != "answer"), (kind, first[kind])
        assert first[kind]["stale"] == stale and ("OUT OF DATE" in first[kind]["age"]) == stale, (kind, first[kind])
        # On a phone the answer comes above the form, and the page is scrolled to it.
        verdict_y, form_y = page.evaluate("[document.getElementById('verdict-card').getBoundingClientRect().top,"
                                          " document.getElementById('ask-form').getBoundingClientRect().top]")
        assert 0 <= verdict_y < 844 and verdict_y < form_y, (kind, verdict_y, form_y)
    assert re.search(r"newest evidence .*\(\d+ (?:min|h \d+ min|days) ago\)", first["explain"]["age"]), first["explain"]["age"]
    assert first["refusal"]["#decision"] != first["abstain"]["#decision"]   # a refused order says so
    assert "REFUSED" in first["refusal"]["#decision"].upper()

    # The API gives the stored decision, not null (the bug), and the same staleness.
    sessions = page.request.get(f"{url}/api/sessions").json()["sessions"]
    assert len(sessions) == 1
    stored = page.request.get(f"{url}/api/sessions/{sessions[0]['id']}").json()["answers"]
    assert [a["question"] for a in stored] == [q for q, *_ in QUESTIONS.values()]
    for (kind, (_, _, action, stale)), a in zip(QUESTIONS.items(), stored):
        detail = page.request.get(f"{url}/api/answers/{a['id']}").json()
        assert detail["decision"]["action"] == action and detail["stale"] is stale, (kind, detail["decision"])
        assert detail["decision"] == a["decision"] and detail["verdict"] == a["verdict"] != ""

    # Reopened from Sessions: every answer as first shown, with when it was answered.
    page.click("nav .tab[data-view=sessions-view]")
    page.click("#sessions .session")
    expect(page.locator("#history .history-item")).to_have_count(len(QUESTIONS))
    ARTIFACTS.mkdir(exist_ok=True)
    for i, kind in enumerate(QUESTIONS):
        page.locator("#history .history-item").nth(i).click()
        expect(page.locator("#verdict")).to_have_text(first[kind]["#verdict"])
        again = shown(page)
        for key, value in first[kind].items():
            if key == "age":   # the data's age then, said to be then
                then = value.replace(" old", " old when answered", 1).replace(" ago)", " before it was answered)")
                assert then == again["age"], (kind, value, again["age"])
            else:
                assert again[key] == value, (kind, key, value, again[key])
        answered = page.inner_text("#answered-at")
        assert re.match(r"Answered at \d\d:\d\d \S+ on \d+ \w+ \d{4}; reopened from Sessions\.", answered), answered
        page.screenshot(path=str(ARTIFACTS / f"page-reopen-{kind}.png"), full_page=True)
    assert page.offsite == []
    context.close()


def test_the_cli_refusal_is_the_decision_the_api_and_the_audit_give(tmp_path):
    """`appliance ask "Send an evacuation order..." --json` decides abstain; the page's API and
    `appliance audit ID` then give that decision and its reason (the API gave null before)."""
    from appliance.web.app import create_app

    box = light_box(tmp_path)
    sets = ["--set", f"store.data_dir={box.config.store.data_dir}", "--set", f"answers.now={FRESH}"]
    proc = appliance_cmd("ask", "Send an evacuation order to every crew now.", "--json", *sets, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    asked = json.loads(proc.stdout.strip().splitlines()[-1])
    assert asked["decision"]["action"] == "abstain"
    detail = create_app(box).test_client().get(f"/api/answers/{asked['id']}").json
    assert detail["decision"]["action"] == "abstain" and detail["decision"]["reason"] == asked["decision"]["reason"] != ""
    audit = appliance_cmd("audit", str(asked["id"]), *sets, timeout=120)
    assert audit.returncode == 0, audit.stderr[-2000:]
    assert "decision abstain" in audit.stdout and f"why abstain: {asked['decision']['reason']}" in audit.stdout
