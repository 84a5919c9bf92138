"""The planner's consultation on the page, driven in headless Chromium against the real server,
database, embedder and shipped packs: profile (answer, skip, correct), plan (drop a step), run,
the report with its plot, a follow-up, a refused request shown as an error, accessibility."""
import re

from playwright.sync_api import expect

from appliance.web.server import close_server
from tests.conftest import ARTIFACTS
from tests.consult_support import make_box  # noqa: F401
from tests.test_page_crew import VIEWPORTS, axe_serious, open_page, serve, wait_ready


def test_a_planner_runs_a_consultation_on_the_page(tmp_path, browser, text_embedder):
    box = make_box(tmp_path, text_embedder)
    server, url = serve(box)
    try:
        context, page = open_page(browser, url, size=VIEWPORTS["tablet-portrait"])
        wait_ready(page)
        page.click("nav >> text=Plan")
        page.click("#consult-start")
        expect(page.locator("#consult-question")).to_contain_text("role")

        def answer(text=None):
            """Answer (or skip) the current question and wait for the box's next one."""
            before = page.locator("#consult-question").inner_text()
            if text is None:
                page.click("#consult-body >> text=Skip")
            else:
                page.fill("#consult-answer", text)
                page.click("#consult-body form button[type=submit]")
            expect(page.locator("#consult-question")).not_to_have_text(before)

        answer("incident commander")
        expect(page.locator("#consult-stage")).to_contain_text("profile")
        answer("41.8058, -6.7572")
        expect(page.locator("#consult-note")).to_contain_text("Location confirmed")
        answer(None)                                                    # skip the time horizon
        answer("summer fires")
        answer("past fires")
        expect(page.locator("#consult-stage")).to_have_text("Step 1 of 3 — check your profile")
        page.select_option("#consult-field", "horizon")
        page.fill("#consult-correct", "10 years")
        page.click("#consult-body form button[type=submit]")
        expect(page.locator("#consult-profile")).to_contain_text("5-10 years")
        assert axe_serious(page) == []
        page.click("text=Confirm the profile")

        expect(page.locator("#consult-stage")).to_have_text("Step 2 of 3 — the plan")
        steps = page.locator("#consult-plan li")
        n = steps.count()
        assert n >= 2 and "Recommendations" in steps.last.inner_text()
        steps.last.locator("text=Drop").click()                         # drop the recommendations step
        expect(steps).to_have_count(n - 1)
        runs = []
        page.on("request", lambda r: runs.append(r.url) if r.url.endswith("/run") else None)
        # A double tap runs the plan once (two clicks on the same button before the box replies).
        page.evaluate("() => { const b = [...document.querySelectorAll('#consult-body button')]"
                      ".find((x) => x.textContent === 'Run the plan'); b.click(); b.click(); }")

        expect(page.locator("#consult-stage")).to_have_text("Step 3 of 3 — the report", timeout=60_000)
        # A second run would have been refused by the box ("confirm the profile and the plan first").
        expect(page.locator("#consult-error")).to_have_text("")
        assert len(runs) == 1, runs
        findings = page.locator("#consult-findings li.finding")
        expect(findings.first).to_contain_text("within")
        plot = findings.first.locator("img")
        expect(plot).to_have_attribute("src", re.compile(r"^/api/consult/\w+/plot/1$"))
        page.wait_for_function("() => document.querySelector('#consult-findings img').naturalWidth > 0")
        assert page.locator("#consult-recommendations").count() == 0   # that step was dropped
        page.fill("#consult-followup", "And in August?")
        page.click("#consult-body form button[type=submit]")
        expect(page.locator("#consult-followups li")).to_contain_text("were in August", timeout=60_000)
        expect(page.locator("#consult-followup")).to_have_value("")   # ready for the next one
        assert axe_serious(page) == []
        small = [b for b in page.locator("#consult-view button:visible").all() if b.bounding_box()["height"] < 44]
        assert small == [], "touch targets under 44 px"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "page-consult-tablet.png"), full_page=True)

        # A follow-up the box refuses is shown as an error, and the report stays.
        page.fill("#consult-followup", "x" * 2000 + "y")   # over the 2000-character limit
        assert page.locator("#consult-followup").input_value() == "x" * 2000   # the field itself stops at 2000
        page.evaluate("document.getElementById('consult-followup').removeAttribute('maxlength')")
        page.fill("#consult-followup", "x" * 2001)
        page.click("#consult-body form button[type=submit]")
        expect(page.locator("#consult-error")).to_contain_text("1 to 2000 characters")
        expect(findings.first).to_be_visible()
        assert page.offsite == []
        context.close()
    finally:
        close_server(server)
        box.db.close()
