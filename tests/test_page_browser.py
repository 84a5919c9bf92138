"""The crew page in headless Chromium with the real box (models, orchestrator): type a question,
see the steps stream, the answer, its decision and the cited readings."""
import pytest
from playwright.sync_api import expect

from appliance.paths import ALGERIAN_CSV
from appliance.store.readings import embed_pending_readings, insert_readings
from firmware_bridge.algerian import parse_algerian
from tests.conftest import ARTIFACTS

pytestmark = pytest.mark.browser


def test_question_typed_on_the_page_is_answered_with_evidence(served_box, browser):
    box, url = served_box
    days = parse_algerian(ALGERIAN_CSV).days[:40]
    insert_readings(box.db, [("demo", d.device, d.reading(i + 1)) for i, d in enumerate(days)])
    embed_pending_readings(box.db, box.embedder.embed)

    page = browser.new_page(viewport={"width": 1024, "height": 768})
    external = []
    page.on("request", lambda r: external.append(r.url) if not r.url.startswith(url) else None)
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached")   # handlers wired
    page.fill("#question", "What is the fire weather at the Bejaia station?")
    page.click("#ask-button")
    expect(page.locator("#answer-text")).not_to_be_empty(timeout=120_000)
    expect(page.locator("#decision")).not_to_be_empty()
    expect(page.locator("#verdict")).not_to_be_empty()
    assert page.locator("#steps li").count() >= 1
    rows = page.locator("#evidence .card-reading")
    assert rows.count() >= 1
    cited = {int(rows.nth(i).get_attribute("data-id")) for i in range(rows.count())}
    stored = {r["id"] for r in box.db.query("SELECT id FROM readings")}
    assert cited <= stored
    assert "bejaia" in rows.first.inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "skeleton-answer.png"), full_page=True)
    assert external == []
    page.close()
