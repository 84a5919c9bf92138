"""Ask at the command post over every site, on real mosquitto: two engine brokers bridged over TLS into the
command post's broker (LoopbackIncident), the command post's picture watcher, and the question put through
the real page in headless Chromium and through `appliance ask --json`. Every fact names its site, the
numbers are the ones the engines sent, the answer says each site's data age, and a site whose link died
is named silent."""
import json
import re
import threading
import time

import pytest
from playwright.sync_api import expect

from appliance.bench.fleet_incident import LoopbackIncident
from appliance.fleet.over_sites import incident_question, site_pattern
from appliance.fleet.picture_file import picture_path
from appliance.fleet.watcher import PictureWatcher
from appliance.geo.geodesy import haversine_km
from appliance.understand import Frame
from tests.fleet_helpers import publisher, send
from conftest import ARTIFACTS, appliance_cmd, wait_for

E1, E3, INC = "engine1", "engine3", "inc-9"
WS1, WS2, WS9 = (36.70, 3.10), (36.72, 3.12), (36.80, 3.30)
FIRE = (36.71, 3.11)


def station(name, danger, fwi, pos, at, age_s=120, wind=20):
    return {"station": name, "danger_class": danger, "fwi": fwi, "data_age_s": age_s, "wind_kmh": wind,
            "wind_from_deg": 270, "lat": pos[0], "lon": pos[1], "at": at}


@pytest.fixture
def command_post(tmp_path, config_factory):
    from waitress import create_server

    from appliance.box import Box
    from appliance.web.app import create_app

    inc = LoopbackIncident(tmp_path / "incident", [E1, E3], incident=INC).start()
    # The command post's box: its own broker and login, role command_post; the watcher runs beside the page.
    sets = {"store.data_dir": str(inc.cp_config.store.data_dir), "mqtt.port": inc.cp.port, "mqtt.username": "appliance",
            "mqtt.password": inc.cp.passwords["appliance"], "fleet.role": "command_post", "fleet.incident_id": INC,
            "fleet.link_down_after_s": 600, "site": "cp"}
    config = config_factory(**sets)
    watcher = PictureWatcher(config, log=lambda *_: None, fan_out_interval_s=0.2).start()
    box = Box(config, with_model=False)
    server = create_server(create_app(box, {"fleet": watcher}), host="127.0.0.1", port=0, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    clients = [publisher(inc, E1), publisher(inc, E3)]
    try:
        yield inc, watcher, config, sets, f"http://127.0.0.1:{server.effective_port}", clients
    finally:
        for c in clients:
            c.disconnect()
            c.loop_stop()
        server.close()
        box.close()
        watcher.stop()
        inc.stop()


def feed(clients):
    """What the two engines' boxes publish: engine1 has the worst station and a fire; engine3 is 20 km off."""
    e1, e3 = clients
    now = time.time()
    send(e1, f"wildfire/{E1}/appliance/station/ws1/state", station("ws1", "very high", 41.0, WS1, now, age_s=300, wind=35), True)
    send(e1, f"wildfire/{E1}/appliance/station/ws2/state", station("ws2", "low", 6.0, WS2, now, age_s=60), True)
    send(e3, f"wildfire/{E3}/appliance/station/ws9/state", station("ws9", "moderate", 15.0, WS9, now, age_s=30), True)
    send(e1, f"wildfire/{E1}/alerts", {"type": "new", "id": f"{E1}-5", "site": E1, "kind": "fire_detection",
         "summary": "possible fire (colour heuristic, unverified)", "after": {"id": f"{E1}-5", "detections": 2,
         "first_ts": now - 900, "last_ts": now - 600, "lat": FIRE[0], "lon": FIRE[1], "state": "open"}})
    # An old alert at engine3, ended two hours ago: not "in the last hour", not a fire to go to.
    send(e3, f"wildfire/{E3}/alerts", {"type": "end", "id": f"{E3}-2", "site": E3, "kind": "smoke_detection",
         "after": {"id": f"{E3}-2", "detections": 1, "first_ts": now - 7300, "last_ts": now - 7200,
                   "lat": 36.8, "lon": 3.3, "state": "ended"}})


def picture_on_disk(config) -> dict:
    try:
        return json.loads(picture_path(config).read_text())
    except (OSError, ValueError):
        return {}


def has_everything(config) -> bool:
    sites = {s["site"]: s for s in picture_on_disk(config).get("sites", [])}
    return (E1 in sites and E3 in sites and len(sites[E1]["stations"]) == 2 and sites[E3]["stations"]
            and len(sites[E1]["alerts"]) == 1 and sites[E3]["alerts"] and sites[E3].get("link_notice") == "1")


def test_page_answers_over_every_site_and_names_a_silent_one(command_post, browser):
    inc, watcher, config, _, url, clients = command_post
    feed(clients)
    wait_for(lambda: has_everything(config), timeout=60, what="both engines' reports in the command post's picture")

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached")
        page.fill("#question", "which crew is in the worst conditions right now?")
        page.click("#ask-button")
        verdict = page.locator("#answer-text strong").first
        expect(verdict).to_contain_text("Worst conditions: engine1, at station ws1", timeout=60_000)
        expect(verdict).to_contain_text("very high fire danger, FWI 41.0")
        text = page.locator("#answer-text").inner_text()
        # Every site's worst station, worst first, each naming its site and cited; each site's age; nobody silent.
        assert text.index("engine1: station ws1") < text.index("engine3: station ws9"), text
        assert "Sites heard: engine1" in text and "engine3" in text and "Silent" not in text, text
        cards = page.locator("#evidence .card")
        expect(cards).to_have_count(2)
        assert sorted(t.split("]", 1)[1].strip() for t in cards.locator("h4").all_inner_texts()) == [
            "engine1: station ws1 state", "engine3: station ws9 state"]
        expect(page.locator("#decision")).to_contain_text("Answered")

        page.fill("#question", "any detections in the last hour?")
        page.click("#ask-button")
        expect(page.locator("#answer-text strong").first).to_contain_text(
            "Yes: 1 alert with detections in the last hour, at engine1", timeout=60_000)
        text = page.locator("#answer-text").inner_text()
        assert f"{E1}-5, 2 detections" in text and f"{E3}-2" not in text, text

        # engine3's broker dies: its bridge's last will reaches the command post; the next answer names it silent.
        inc.engines[E3].proc.kill()
        inc.engines[E3].proc.wait(10)
        wait_for(lambda: next((s for s in picture_on_disk(config)["sites"] if s["site"] == E3), {}).get("link_notice") == "0",
                 timeout=90, what="engine3's last will in the picture on disk")
        page.fill("#question", "which crew is in the worst conditions right now?")
        page.click("#ask-button")
        expect(page.locator("#answer-text")).to_contain_text("Silent: engine3 (link down: its link's last will",
                                                             timeout=60_000)
        expect(page.locator("#decision")).to_contain_text("Partly answered")
        # (the page capitalises the reason's first letter)
        expect(page.locator("#decision-reason")).to_contain_text(re.compile("engine3 silent", re.IGNORECASE))
        ARTIFACTS.mkdir(exist_ok=True)
        for width in (390, 800, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            page.locator("#answer").scroll_into_view_if_needed()
            assert page.evaluate("document.documentElement.scrollWidth") <= width, f"overflow at {width} px"
            page.screenshot(path=str(ARTIFACTS / f"fleet-ask-{width}.png"), full_page=True)
    finally:
        context.close()


def test_cli_ask_gives_the_nearest_fire_with_its_distance_and_site(command_post):
    inc, watcher, config, sets, _, clients = command_post
    feed(clients)
    wait_for(lambda: has_everything(config), timeout=60, what="both engines' reports in the command post's picture")
    args = [a for k, v in sets.items() for a in ("--set", f"{k}={v}")]
    run = appliance_cmd("ask", "where is engine 3's nearest fire?", "--json", *args, timeout=240)
    assert run.returncode == 0, run.stderr[-2000:]
    answer = json.loads(run.stdout.strip().splitlines()[-1])
    km = haversine_km(*WS9, *FIRE)     # engine3's only station to engine1's open fire: computed here, not copied
    assert answer["verdict"] == (f"Nearest fire to {E3}: alert {E1}-5 (reported by {E1}), {km:.1f} km "
                                 f"west-south-west of its station ws9"), answer["verdict"]
    assert answer["decision"]["action"] == "answer", answer["decision"]
    assert [c["title"] for c in answer["citations"]] == [f"{E3}: station ws9 state", f"{E1}: alert {E1}-5"]
    assert answer["citations"][1]["card"]["site"] == E1 and answer["citations"][1]["card"]["state"] == "open"
    assert answer["audit"]["incident"]["sites_named"] == [E3]
    assert answer["read_back"].endswith("over every site of the incident"), answer["read_back"]     # not the box's own stations
    # The answer's data age is its oldest fact's: the fire's last detection, 10 minutes before the feed.
    assert 600 <= answer["data_age_s"] < 900, answer["data_age_s"]
    # The same question at a box that is not the command post is not answered from any picture.
    alone = appliance_cmd("ask", "where is engine 3's nearest fire?", "--json",
                          *[a for k, v in {**sets, "fleet.role": "standalone"}.items() for a in ("--set", f"{k}={v}")],
                          timeout=240)
    assert alone.returncode == 0, alone.stderr[-2000:]
    assert "incident" not in json.loads(alone.stdout.strip().splitlines()[-1])["audit"]


def test_which_questions_are_asked_of_the_incident():
    sites = ["engine1", "engine3", "cp"]
    assert site_pattern("engine3").search("where is Engine 3's nearest fire?")
    assert site_pattern("engine3").search("ENGINE-03 status")
    assert not site_pattern("engine3").search("engine 30 and engine3x")
    # A question naming one of the command post's own stations stays the box's own.
    assert incident_question(Frame("wind at sba", intents=["current_conditions"], stations=["sba"]), "wind at sba", sites) is None
    assert incident_question(Frame("q", intents=["compare_stations"]), "which crew is worst?", sites) == (["conditions"], [])
    assert incident_question(Frame("q", intents=["frames"]), "any detections at engine 1?", sites) == (["fires"], ["engine1"])
    assert incident_question(Frame("q", intents=["out_of_scope"]), "where is engine 3's nearest fire?", sites) == (["site"], ["engine3"])
    assert incident_question(Frame("q", intents=["refuse"]), "order engine 3 to evacuate", sites) is None
    assert incident_question(Frame("q", intents=["out_of_scope"]), "who won the match?", sites) is None


def test_many_sites_are_capped_and_every_age_is_counted_from_the_engines_own_times(tmp_path):
    """12 engines: the ten worst listed, the rest named; the ages from what each engine said and when."""
    from appliance.config import load_config
    from appliance.fleet.picture import IncidentPicture
    from appliance.fleet.picture_file import write_picture
    from appliance.orchestrator.incident_answer import answer_over_sites

    now = 1_800_000_000.0
    config = load_config(None, {"store.data_dir": str(tmp_path), "fleet.role": "command_post", "fleet.incident_id": INC,
                                "fleet.link_down_after_s": 90})
    p = IncidentPicture("wildfire", INC, 90, clock=lambda: now)
    for k in range(12):      # engine k's station: FWI 10 + k, 30 s old when the engine sent it 5 s ago
        p.apply(f"wildfire/e{k:02d}/appliance/station/ws{k}/state",
                json.dumps(station(f"ws{k}", "high", 10.0 + k, (36.7, 3.1), now - 5, age_s=30)).encode())
    write_picture(picture_path(config), p.snapshot(now))
    composed, audit = answer_over_sites(config, Frame("q", intents=["compare_stations"]), "which crew is worst?", now)
    assert composed.verdict == "Worst conditions: e11, at station ws11: high fire danger, FWI 21.0"
    assert [f.split(":")[0] for f in composed.facts] == [f"e{k:02d}" for k in range(11, 1, -1)]
    assert all("data 35 s old" in f for f in composed.facts), composed.facts
    assert "2 more site(s) with lower figures: e00 and e01." in composed.fixed
    # (a site's silence runs from when the command post took its last message: here, `now`)
    assert composed.age_line == "Sites heard: 12 sites, the longest silence 0 s."
    assert composed.decision["action"] == "answer" and audit["sites_cited"][0] == "e11"
    assert composed.data_age_s == pytest.approx(35.0)
    # Two minutes later nobody has spoken: every site is silent, and the answer is a warning that says so.
    later, _ = answer_over_sites(config, Frame("q", intents=["compare_stations"]), "which crew is worst?", now + 120)
    assert later.decision["action"] == "warn" and "silent" in later.decision["reason"]
    assert later.age_line.startswith("Silent: e00 (link down: no message; last message 2 minutes ago")


def test_an_engine_asks_about_a_neighbour_from_the_summaries_the_command_post_fanned_out(tmp_path, config_factory):
    """engine3's crew asks about engine1: its bridge brought the command post's summaries home, its own
    NeighbourWatcher wrote them to disk, and `appliance ask` at engine3 answers with engine1's stations."""
    from appliance.fleet.neighbours import NeighbourWatcher

    inc = LoopbackIncident(tmp_path / "incident", [E1, E3], incident=INC).start()
    cp = inc.with_login(inc.cp_config, inc.cp)
    cp = cp.model_copy(update={"fleet": cp.fleet.model_copy(update={"link_down_after_s": 600})})
    e3 = inc.with_login(inc.engine_configs[E3], inc.engines[E3])
    parts = [PictureWatcher(cp, log=lambda *_: None, fan_out_interval_s=0.2).start(),
             NeighbourWatcher(e3, log=lambda *_: None).start()]
    clients = [publisher(inc, E1), publisher(inc, E3)]
    try:
        feed(clients)
        path = picture_path(e3)

        def neighbours() -> dict:
            try:
                return {s["site"]: s for s in json.loads(path.read_text())["sites"]}
            except (OSError, ValueError, KeyError):
                return {}
        wait_for(lambda: len(neighbours().get(E1, {}).get("stations", [])) == 2, timeout=90,
                 what="engine1's stations in engine3's neighbours file")
        sets = {"store.data_dir": str(e3.store.data_dir), "mqtt.port": e3.mqtt.port, "site": E3, "fleet.role": "engine",
                "fleet.incident_id": INC, "fleet.command_post_host": "127.0.0.1"}
        args = [a for k, v in sets.items() for a in ("--set", f"{k}={v}")]
        run = appliance_cmd("ask", "what's the fire danger at engine 1?", "--json", *args, timeout=240)
        assert run.returncode == 0, run.stderr[-2000:]
        answer = json.loads(run.stdout.strip().splitlines()[-1])
        assert answer["audit"]["incident"]["sites_named"] == [E1], answer["audit"].get("incident")
        assert answer["citations"] and all(c["title"].startswith(f"{E1}: ") for c in answer["citations"])
        assert "station ws1" in answer["text"] and "FWI 41.0" in answer["text"], answer["text"]
        # Its own site is its own stations' business: not answered from the summaries.
        own = appliance_cmd("ask", "what's the fire danger at engine 3?", "--json", *args, timeout=240)
        assert own.returncode == 0, own.stderr[-2000:]
        assert "incident" not in json.loads(own.stdout.strip().splitlines()[-1])["audit"]
    finally:
        for c in clients:
            c.disconnect()
            c.loop_stop()
        for p in parts:
            p.stop()
        inc.stop()
