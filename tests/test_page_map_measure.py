"""A map a crew can measure, offline (issue 27), in headless Chromium with every request off the box
refused, at 390, 800 and 1280 px: Leaflet's scale bar, a coordinates readout in degrees decimal
minutes and decimal degrees (checked against a conversion written here), the region's towns from
the vendored GeoNames subset, the region's rivers (GSHHG, vendored from a pinned package) under the
towns and marks, a detection 2 km from a station pulled apart from it with a leader
line instead of hiding it, every label inside the map, and the front's time rings labelled on the
map with the distances the box computed. Screenshots land in test-artifacts/."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from appliance.paths import REPO_DIR
from appliance.web.server import close_server
from tests.conftest import ARTIFACTS
from tests.test_page_crew import serve
from tests.test_page_views import open_page, seed
from tests.test_web_security import ScriptedOrchestrator, light_box

pytestmark = pytest.mark.browser
SIZES = {"w390": (390, 844), "w800": (800, 1280), "w1280": (1280, 800)}
TOWNS = REPO_DIR / "appliance/web/static/vendor/region-towns/towns.json"
RIVERS = REPO_DIR / "appliance/web/static/vendor/region-rivers/rivers.json"


def ddm(lat: float, lon: float) -> str:
    """Degrees decimal minutes as crews write them (NWCG PMS 936), longitude degrees in three digits."""
    def part(v, pos, neg, width):
        deg = int(abs(v))
        minutes = round((abs(v) - deg) * 60, 3)
        if minutes >= 60:
            deg, minutes = deg + 1, 0.0
        return f"{deg:0{width}d}° {minutes:06.3f}' {pos if v >= 0 else neg}"
    return f"{part(lat, 'N', 'S', 2)} {part(lon, 'E', 'W', 3)}"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    box = light_box(tmp_path_factory.mktemp("measure"))
    box.orchestrator = ScriptedOrchestrator(box.db, frame_id=7)
    seed(box)   # both stations; a detection 2 km from the Bejaia station with its projected front
    server, url = serve(box)
    yield box, url
    close_server(server)


def rects(page, selector):
    return page.evaluate(f"""() => [...document.querySelectorAll('{selector}')].map(e => {{
        const r = e.getBoundingClientRect(); return {{x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, text: e.textContent}}; }})""")


def inside(r, box) -> bool:
    return r["x0"] >= box["x0"] - 1 and r["x1"] <= box["x1"] + 1 and r["y0"] >= box["y0"] - 1 and r["y1"] <= box["y1"] + 1


def test_the_towns_file_is_the_pinned_package_subset():
    assert TOWNS.is_file()
    data = json.loads(TOWNS.read_text(encoding="utf-8"))
    names = {f["properties"]["name"] for f in data["features"]}
    assert {"Oran", "Béjaïa"} <= names or {"Oran", "Bejaia"} <= names, sorted(names)[:20]
    assert data["properties"]["licence"].startswith("CC BY 4.0")
    assert (TOWNS.parent / "LICENSE.txt").is_file()
    check = subprocess.run([sys.executable, str(REPO_DIR / "scripts/vendor-towns"), "--check"], capture_output=True,
                           text=True, timeout=300)
    assert check.returncode == 0, check.stderr


def ring_words(url, page) -> list[str]:
    """The likely rings' labels as the box's own figures give them (/api/map/features)."""
    features = page.request.get(f"{url}/api/map/features").json()["features"]
    rings = [f["properties"] for f in features if f["properties"]["kind"] == "ring" and f["properties"]["SpreadBand"] == "likely"]

    def dist(m):
        return f"{m / 1000:.1f} km" if m >= 1000 else f"{round(m)} m"
    return sorted(f"+{round(p['HorizonMinutes'])} min: {dist(p['HeadDistance_m'])}" for p in rings)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_live_map_can_be_measured_and_hides_nothing(site, browser, size):
    box, url = site
    context, page = open_page(browser, url, SIZES[size])
    page.click("nav >> text=Live")
    expect(page.locator("#live-map .leaflet-marker-icon.st-icon")).to_have_count(2)
    # Opened on the front: its time rings carry their distances on the map, as the box computed them.
    want = ring_words(url, page)
    assert len(want) == 4
    expect(page.locator("#live-map .ring-label")).to_have_count(len(want))
    labels = rects(page, "#live-map .ring-label")
    assert sorted(t["text"] for t in labels) == want
    area = rects(page, "#live-map")[0]
    assert all(inside(r, area) for r in labels), (labels, area)
    for i, a in enumerate(labels):   # none covers another
        for b in labels[i + 1:]:
            assert a["x1"] <= b["x0"] or b["x1"] <= a["x0"] or a["y1"] <= b["y0"] or b["y1"] <= a["y0"], (a, b)
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#live-map").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"page-map-front-{size}.png"), full_page=True)

    page.click("#fit-map")   # everything: both stations and the detection beside Bejaia
    page.wait_for_timeout(800)
    # The scale bar and the readout of the map's centre.
    scale = page.locator("#live-map .leaflet-control-scale-line").first
    expect(scale).to_be_visible()
    assert re.fullmatch(r"\d+ (m|km)", scale.inner_text()), scale.inner_text()
    readout = page.locator("#live-map .coord-readout")
    expect(readout.locator(".coord-what")).to_have_text("map centre:")
    # A tap anywhere reads that point, in both formats.
    page.locator("#live-map").click(position={"x": 60, "y": 80})
    expect(readout.locator(".coord-what")).to_have_text("tapped:")
    lat, lon = float(readout.get_attribute("data-lat")), float(readout.get_attribute("data-lon"))
    expect(readout.locator(".coord-ddm")).to_have_text(ddm(lat, lon))
    expect(readout.locator(".coord-dd")).to_have_text(f"{lat:.5f}, {lon:.5f}")
    # The detection beside the Bejaia station hides neither: both drawn apart, a leader to each true place.
    marks = rects(page, "#live-map .st-icon .st-dot, #live-map .det-icon .det")
    assert len(marks) == 3
    for i, a in enumerate(marks):
        for b in marks[i + 1:]:
            assert a["x1"] <= b["x0"] or b["x1"] <= a["x0"] or a["y1"] <= b["y0"] or b["y1"] <= a["y0"], (a, b)
    expect(page.locator("#live-map path.leader")).to_have_count(2)
    # Towns of the region, and every label inside the map.
    expect(page.locator("#live-map .town-label").first).to_be_visible()
    towns = [t["text"] for t in rects(page, "#live-map .town-label")]
    assert "Oran" in towns or "Sidi Bel Abbès" in towns, towns
    area = rects(page, "#live-map")[0]   # where the map is now (the page may have scrolled)
    # The region's rivers: drawn from the vendored file, some of them on screen, under towns and marks.
    vendored = json.loads(RIVERS.read_text(encoding="utf-8"))["features"]
    expect(page.locator("#live-map path.river")).to_have_count(len(vendored))   # one SVG path per river line
    on_screen = [r for r in rects(page, "#live-map path.river") if r["x1"] - r["x0"] > 2 and r["x1"] > area["x0"]
                 and r["x0"] < area["x1"] and r["y1"] > area["y0"] and r["y0"] < area["y1"]]
    assert len(on_screen) >= 3, (size, on_screen, area)
    z = page.evaluate("""() => ['lines', 'region', 'marker'].map(n =>
        Number(getComputedStyle(document.querySelector('#live-map .leaflet-' + n + '-pane')).zIndex))""")
    assert z[0] < z[1] < z[2], z
    for r in rects(page, "#live-map .st-label, #live-map .town-label, #live-map .ring-label"):
        assert inside(r, area), (size, r, area)
    page.screenshot(path=str(ARTIFACTS / f"page-map-region-{size}.png"), full_page=True)
    assert page.offsite == []
    context.close()


def test_a_front_off_screen_has_no_distance_labels_on_screen(site, browser):
    """On a phone with the map moved to the other station, 500 km from the front, no ring label is left
    clamped to the map's edge (it would read as distances of what is in view); back on the front,
    all four return beside it."""
    box, url = site
    context, page = open_page(browser, url, SIZES["w390"])
    page.evaluate("() => { window.__maps = []; L.Map.addInitHook(function () { window.__maps.push(this); }); }")
    page.click("nav >> text=Live")
    expect(page.locator("#live-map .ring-label")).to_have_count(4)
    front = page.evaluate("() => { const c = window.__maps.at(-1).getCenter(); return [c.lat, c.lng]; }")
    page.evaluate("() => window.__maps.at(-1).setView([35.1899, -0.6308], 10)")   # the Sidi-Bel Abbes station
    expect(page.locator("#live-map .ring-label")).to_have_count(0)
    page.evaluate("() => window.__maps.at(-1).panBy([5000, 0])")   # a pan alone, no zoom
    expect(page.locator("#live-map .ring-label")).to_have_count(0)
    page.evaluate(f"() => window.__maps.at(-1).setView([{front[0]}, {front[1]}], 10)")
    expect(page.locator("#live-map .ring-label")).to_have_count(4)
    area = rects(page, "#live-map")[0]
    assert all(inside(r, area) for r in rects(page, "#live-map .ring-label"))
    assert page.offsite == []
    context.close()
