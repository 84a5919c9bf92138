"""The page's one status line (issue 28): a crew on any tab sees the box's own faults, here a nearly
full disk, in a real browser; nothing shows while the box is well."""
from playwright.sync_api import expect

from appliance.store.health import FAULTS
from appliance.web.server import close_server
from tests.test_page_crew import serve
from tests.test_web_security import light_box


def test_the_status_line_says_disk_nearly_full_and_goes_away(tmp_path, browser):
    box = light_box(tmp_path)
    server, url = serve(box)
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached")
        expect(page.locator("#box-status")).to_be_hidden()
        FAULTS.disk = {"free_mb": 9.0, "total_mb": 48.0, "min_free_mb": 12, "frames_deleted": 30, "frames_refused": 3}
        page.reload()
        line = page.locator("#box-status")
        expect(line).to_be_visible()
        expect(line).to_contain_text("disk nearly full: frames paused (9 MB free of 48 MB, floor 12 MB kept for readings")
        page.click("nav .tab[data-view='live-view']")
        expect(line).to_be_visible()          # whatever tab is open
        FAULTS.disk = None
        page.reload()
        expect(page.locator("#box-status")).to_be_hidden()
    finally:
        FAULTS.clear()
        context.close()
        close_server(server)
