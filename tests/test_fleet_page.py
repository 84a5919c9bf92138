"""The command post's fleet page in headless Chromium: two engines bridged in over real mosquitto,
both on the map and in the list with their stations by danger, an alert and its front; one engine's
broker killed, and the page shows its link down with the time of its last message."""
import threading
import time

import pytest

from appliance.bench.fleet_incident import LoopbackIncident
from appliance.fleet.watcher import PictureWatcher
from tests.fleet_helpers import publisher, send
from conftest import ARTIFACTS, wait_for
from test_fleet_exports import placemarks

E1, E2 = "engine1", "engine3"


@pytest.fixture
def command_post(tmp_path, config_factory):
    from waitress import create_server

    from appliance.box import Box
    from appliance.web.app import create_app

    inc = LoopbackIncident(tmp_path / "incident", [E1, E2], incident="inc-7").start()
    watcher = PictureWatcher(inc.with_login(inc.cp_config, inc.cp).model_copy(
        update={"fleet": inc.cp_config.fleet.model_copy(update={"link_down_after_s": 600})}),
        log=lambda *_: None, fan_out_interval_s=0.5).start()
    box = Box(config_factory())
    # The real page, as service.py builds it for a command post: the watcher is one of its services.
    server = create_server(create_app(box, {"fleet": watcher}), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    clients = []
    try:
        yield inc, watcher, f"http://127.0.0.1:{server.effective_port}", clients
    finally:
        for c in clients:
            c.disconnect()
            c.loop_stop()
        server.close()
        box.close()
        watcher.stop()
        inc.stop()


def test_fleet_page_shows_both_engines_and_a_link_down(command_post, browser):
    inc, watcher, url, clients = command_post
    now = time.time()
    e1, e2 = publisher(inc, E1), publisher(inc, E2)
    clients += [e1, e2]
    send(e1, f"wildfire/{E1}/appliance/station/ws1/state", {"station": "ws1", "danger_class": "very high", "fwi": 41.0,
         "data_age_s": 300, "wind_kmh": 35, "lat": 36.70, "lon": 3.10, "at": now}, retain=True)
    send(e1, f"wildfire/{E1}/appliance/station/ws2/state", {"station": "ws2", "danger_class": "low", "fwi": 6.0,
         "data_age_s": 60, "wind_kmh": 10, "lat": 36.72, "lon": 3.12, "at": now}, retain=True)
    send(e2, f"wildfire/{E2}/appliance/station/ws9/state", {"station": "ws9", "danger_class": "moderate", "fwi": 15.0,
         "data_age_s": 30, "wind_kmh": 20, "lat": 36.80, "lon": 3.30, "at": now}, retain=True)
    send(e1, f"wildfire/{E1}/alerts", {"type": "new", "id": f"{E1}-5", "site": E1, "kind": "fire_detection",
         "summary": "possible fire (colour heuristic, unverified)", "after": {"id": f"{E1}-5", "detections": 1,
         "last_ts": now, "lat": 36.71, "lon": 3.11, "state": "open"}})
    send(e1, f"wildfire/{E1}/fleet/front/{E1}-5", {"alert_id": f"{E1}-5", "at": now, "projection": {
        "type": "FeatureCollection", "features": [{"type": "Feature", "properties": {
            "kind": "ring", "band": "likely", "minutes": 30, "valid_time": "2026-12-01T12:30:00Z"},
            "geometry": {"type": "Polygon", "coordinates": [[[3.11, 36.71], [3.12, 36.71], [3.12, 36.72], [3.11, 36.71]]]}}]}},
        retain=True)
    wait_for(lambda: {E1, E2} <= set(watcher.picture.sites) and watcher.picture.sites[E1].fronts
             and watcher.picture.sites[E2].stations and watcher.picture.sites[E2].link == "1",
             timeout=60, what="both engines in the picture")

    page = browser.new_page()
    try:
        page.goto(f"{url}/fleet")
        page.wait_for_selector(f'article[data-site="{E2}"]', timeout=15000)
        cards = page.locator("article.site")
        assert cards.count() == 2
        first = page.locator(f'article[data-site="{E1}"]')
        stations = first.locator(".station").all_inner_texts()
        assert stations[0].startswith("ws1: very high") and stations[1].startswith("ws2: low"), stations
        assert "link up" in first.inner_text() and f"{E1}-5" in first.inner_text()
        # Three stations and the alert as markers, the front's ring as a polygon: all drawn on the map.
        assert page.locator("#fleet-map path.leaflet-interactive").count() >= 5
        labels = page.locator("#fleet-map .engine-label").all_inner_texts()
        assert sorted(l.split(",")[0] for l in labels) == [E1, E2]
        # The page's KML download carries both engines' products, each placemark with its site.
        kml_link = page.locator("#exports a", has_text="KML").first
        got = page.request.get(f"{url}{kml_link.get_attribute('href')}")
        assert got.ok and got.headers["content-type"].startswith("application/vnd.google-earth.kml+xml")
        marks = placemarks(got.body())
        assert {m["SiteID"] for m in marks} == {E1, E2} and all(m["name"].startswith(m["SiteID"]) for m in marks)
        assert any(m["name"].startswith(f"{E1}: PROJ +30 min") for m in marks), [m["name"] for m in marks]
        ARTIFACTS.mkdir(exist_ok=True)
        for width in (390, 800, 1280):
            page.set_viewport_size({"width": width, "height": 800})
            assert page.evaluate("document.documentElement.scrollWidth") <= width, f"overflow at {width} px"
            page.screenshot(path=str(ARTIFACTS / f"fleet-page-{width}.png"))

        # engine3's broker dies (power cut): its bridge's last will says 0 at the command post.
        inc.engines[E2].proc.kill()
        inc.engines[E2].proc.wait(10)
        wait_for(lambda: watcher.picture.sites[E2].link == "0", timeout=90, what="engine3's last will")
        page.reload()
        down = page.locator(f'article[data-site="{E2}"]')
        down.wait_for(timeout=15000)
        assert "down" in down.get_attribute("class")
        assert "link down, last message" in down.inner_text()
        page.wait_for_selector("#fleet-map .engine-label.down", timeout=15000)
        assert page.locator("#fleet-map .engine-label.down").inner_text().startswith(f"{E2} (link down)")
        assert "link up" in first.inner_text()
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "fleet-page.png"))    # for a person to look at
    finally:
        page.close()
