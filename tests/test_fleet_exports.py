"""The exports at the command post carry every engine's products with the site named: KML / KMZ / TAK data
package / GeoJSON from `appliance fleet export-map` and /api/fleet/export, and the Cursor on Target events
the TAK worker sends. The picture is built by IncidentPicture from the messages the bridges deliver
(the bridges themselves are tested in test_fleet_bridge.py; the page's download in test_fleet_page.py)."""
import io
import json
import time
import zipfile
from xml.etree import ElementTree as ET

import pytest

from appliance.config import load_config
from appliance.fleet.map_features import picture_features, with_incident_picture
from appliance.fleet.picture import IncidentPicture
from appliance.fleet.picture_file import picture_path, write_picture
from appliance.tak import cot_ready
from appliance.tak.publish import TakPublisher
from conftest import appliance_cmd

KML = "{http://www.opengis.net/kml/2.2}"


def projection(lat, lon, at):
    """A spread projection in the shape appliance.spread makes: a start point and a likely ring at +30 min."""
    ring = [[lon, lat], [lon + 0.01, lat], [lon + 0.01, lat + 0.01], [lon, lat]]
    return {"type": "FeatureCollection", "properties": {"asked_ts": at, "start_ts": at, "rate": {}},
            "features": [{"type": "Feature", "properties": {"kind": "start", "ts": at}, "geometry": {"type": "Point", "coordinates": [lon, lat]}},
                         {"type": "Feature", "properties": {"kind": "ring", "band": "likely", "minutes": 30, "valid_ts": at + 1800,
                                                            "head_distance_m": 420.0, "area_ha": 3.1},
                          "geometry": {"type": "Polygon", "coordinates": [ring]}}]}


def incident_picture(now):
    p = IncidentPicture("wildfire", "inc-5", 90, clock=lambda: now)

    def put(topic, body):
        p.apply(topic, json.dumps(body).encode())
    for site, st, fwi, lat in (("engine1", "ws1", 41.0, 36.70), ("engine3", "ws9", 15.0, 36.80), ("cp", "ws0", 5.0, 36.60)):
        put(f"wildfire/{site}/appliance/station/{st}/state", {"station": st, "danger_class": "x", "fwi": fwi, "data_age_s": 60,
                                                              "wind_kmh": 20, "lat": lat, "lon": 3.1, "at": now - 10})
    put("wildfire/engine1/alerts", {"type": "update", "id": "engine1-5", "site": "engine1", "kind": "fire_detection",
                                    "after": {"id": "engine1-5", "detections": 2, "last_ts": now - 60, "lat": 36.71, "lon": 3.11}})
    put("wildfire/engine1/fleet/detection", {"alert_id": "engine1-5", "frame_id": 17, "kind": "fire_detection", "ts": now - 60,
                                             "lat": 36.71, "lon": 3.11, "at": now - 59, "thumbnail_jpeg_b64": "AAAA"})
    put("wildfire/engine1/fleet/front/engine1-5", {"alert_id": "engine1-5", "at": now - 50, "projection": projection(36.71, 3.11, now - 60)})
    # engine3's alert ended: its front is withdrawn, on every map.
    put("wildfire/engine3/alerts", {"type": "end", "id": "engine3-2", "site": "engine3", "kind": "smoke_detection",
                                    "after": {"id": "engine3-2", "detections": 1, "last_ts": now - 900, "lat": 36.8, "lon": 3.3}})
    put("wildfire/engine3/fleet/front/engine3-2", {"alert_id": "engine3-2", "at": now - 900, "projection": projection(36.8, 3.3, now - 900)})
    return p


def placemarks(kml: bytes) -> list[dict]:
    root = ET.fromstring(kml)
    out = []
    for pm in root.iter(f"{KML}Placemark"):
        data = {d.get("name"): d.find(f"{KML}value").text for d in pm.iter(f"{KML}Data")}
        out.append({"name": pm.find(f"{KML}name").text, **data})
    return out


def test_every_feature_carries_its_site_and_ended_fronts_are_withdrawn():
    now = time.time()
    fc = picture_features(incident_picture(now).snapshot())
    by_kind = {}
    for f in fc["features"]:
        p = f["properties"]
        by_kind.setdefault(p["kind"], []).append(p)
        assert p["SiteID"] and p["Label"].startswith(p["SiteID"]), p
    assert sorted(p["SiteID"] for p in by_kind["station"]) == ["cp", "engine1", "engine3"]
    # Station age counted on from the engine's own times: 60 s old when sent 10 s ago.
    assert {p["StationID"]: p["DataAge_s"] for p in by_kind["station"]}["ws1"] == pytest.approx(70, abs=0.2)
    assert [(p["SiteID"], p["AlertID"], p["FrameID"]) for p in by_kind["detection"]] == [("engine1", "engine1-5", 17)]
    assert {p["IncidentID"] for p in by_kind["ring"]} == {"engine1-5"}       # engine3-2 ended: no front
    assert by_kind["ring"][0]["HeadDistance_m"] == 420.0 and by_kind["ring"][0]["HorizonMinutes"] == 30.0


def test_cli_export_map_kml_and_takpkg_name_every_site(tmp_path):
    now = time.time()
    sets = {"store.data_dir": str(tmp_path / "cp"), "fleet.role": "command_post", "fleet.incident_id": "inc-5"}
    config = load_config(None, sets)
    write_picture(picture_path(config), incident_picture(now).snapshot())
    args = [a for k, v in sets.items() for a in ("--set", f"{k}={v}")]
    run = appliance_cmd("fleet", "export-map", "--format", "kml", "--out", str(tmp_path / "all.kml"), "--json", *args)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout.strip().splitlines()[-1])
    assert summary["sites"] == ["cp", "engine1", "engine3"] and summary["counts"]["ring"] == 1
    marks = placemarks((tmp_path / "all.kml").read_bytes())
    assert {m["SiteID"] for m in marks} == {"cp", "engine1", "engine3"}
    assert all(m["name"].startswith(m["SiteID"]) for m in marks), marks
    assert any(m["name"].startswith("engine1: PROJ +30 min") for m in marks), [m["name"] for m in marks]

    run = appliance_cmd("fleet", "export-map", "--format", "takpkg", "--out", str(tmp_path / "all.zip"), *args)
    assert run.returncode == 0, run.stderr
    with zipfile.ZipFile(tmp_path / "all.zip") as z:
        kml = next(n for n in z.namelist() if n.endswith(".kml"))
        assert "MANIFEST/manifest.xml" in z.namelist()
        assert {m["SiteID"] for m in placemarks(z.read(kml))} == {"cp", "engine1", "engine3"}

    # Not a command post, or no picture yet: one line saying why, no file.
    alone = appliance_cmd("fleet", "export-map", "--format", "kml", "--out", str(tmp_path / "x.kml"),
                          "--set", f"store.data_dir={tmp_path / 'other'}")
    assert alone.returncode != 0 and "in no incident" in alone.stderr and not (tmp_path / "x.kml").exists()
    empty = appliance_cmd("fleet", "export-map", "--format", "kml", "--out", str(tmp_path / "x.kml"),
                          *[a for k, v in {**sets, "store.data_dir": str(tmp_path / "empty")}.items() for a in ("--set", f"{k}={v}")])
    assert empty.returncode != 0 and "no incident picture yet" in empty.stderr


def test_tak_at_the_command_post_sends_every_engines_products(tmp_path):
    """What the service hands the TAK worker at a command post (service.py: with_incident_picture)."""
    now = time.time()
    config = load_config(None, {"store.data_dir": str(tmp_path), "fleet.role": "command_post", "fleet.incident_id": "inc-5",
                                "site": "cp"})
    write_picture(picture_path(config), incident_picture(now).snapshot())
    own = {"type": "FeatureCollection", "features": [], "properties": {"counts": {}}}
    fc = with_incident_picture(own, config, now)
    # The command post's own site is on its own map already: only the engines' features are added.
    assert {f["properties"]["SiteID"] for f in fc["features"]} == {"engine1", "engine3"}
    events = TakPublisher(config.tak, []).events({**fc, "features": [f for f in fc["features"] if cot_ready(f)]}, now)
    uids = sorted(events)
    assert any(u.endswith(".station.engine1.ws1") for u in uids) and any(u.endswith(".station.engine3.ws9") for u in uids)
    assert any(".det.engine1-5" in u for u in uids) and any(".proj.engine1-5.30m.likely" in u for u in uids), uids
    # Each event names the engine it came from where a TAK user sees it: the callsign.
    callsigns = {u.rsplit(".", 1)[-1] if ".station." in u else u: e.find("detail/contact").get("callsign") for u, e in events.items()}
    assert callsigns["ws1"] == "WX engine1 ws1" and callsigns["ws9"] == "WX engine3 ws9", callsigns
    assert next(c for u, c in callsigns.items() if ".det." in u).startswith("engine1 POSSIBLE FIRE ")
    assert next(c for u, c in callsigns.items() if ".proj." in u).startswith("engine1 PROJ +30m ")
    # Anywhere but a command post the box's own map goes out unchanged.
    standalone = load_config(None, {"store.data_dir": str(tmp_path)})
    assert with_incident_picture(own, standalone, now) is own


def test_the_tak_worker_at_a_command_post_multicasts_the_engines_products(tmp_path):
    """The real TakWorker, as the service builds it at a command post, to a loopback multicast receiver."""
    from appliance.store.db import Database
    from appliance.tak import TakWorker
    from test_tak_cot import Receiver

    now = time.time()
    rx = Receiver()
    config = load_config(None, {"store.data_dir": str(tmp_path), "fleet.role": "command_post", "fleet.incident_id": "inc-5",
                                "site": "cp", "tak.enabled": True, "tak.port": rx.port, "tak.interface": "127.0.0.1",
                                "tak.interval_s": 1})
    Database(config.db_path).close()          # the command post's own store: nothing of its own to draw yet
    write_picture(picture_path(config), incident_picture(now).snapshot())
    worker = TakWorker(config.db_path, config, log=lambda m: None,
                       more_features=lambda fc: with_incident_picture(fc, config))
    worker.start()
    try:
        events = rx.take(4)
    finally:
        worker.stop()
    callsigns = sorted(ev.find("detail/contact").get("callsign") for ev in events)
    assert sorted(ev.get("type") for ev in events) == ["a-f-G-E-S", "a-f-G-E-S", "b-m-p-s-m", "u-d-f"]
    assert [c for c in callsigns if c.startswith("WX")] == ["WX engine1 ws1", "WX engine3 ws9"]
    assert all(c.startswith("engine1 ") for c in callsigns if not c.startswith("WX")), callsigns
    assert rx.nothing_more()
