"""Many boxes, one incident, on real mosquitto: two engine brokers bridged over TLS (client
certificates from make-ca / make-client-cert) into one command post, with the files
`appliance fleet bridge-config` writes; the command post's picture process; a cut link."""
import json
import ssl
import threading
import time
import tomllib

import paho.mqtt.client as mqtt
import pytest

from appliance.bench.fleet_incident import LoopbackIncident
from appliance.fleet.bridge_config import bridge_topic_lines, queue_sizing
from appliance.fleet.contract import CONTRACT, out_topics
from appliance.fleet.neighbours import NeighbourWatcher
from appliance.fleet.watcher import PictureWatcher
from conftest import wait_for

E1, E2, CP = "engine1", "engine3", "cp"
PREFIX = "wildfire"


class Box:
    """An appliance's MQTT connection to its own broker (QoS 1), recording what it receives."""

    def __init__(self, port: int, password: str, client_id: str):
        self.messages: list[tuple[str, bytes]] = []
        self.c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=mqtt.MQTTv5)
        self.c.username_pw_set("appliance", password)
        self.c.on_message = lambda c, u, m: self.messages.append((m.topic, m.payload))
        self.c.max_queued_messages_set(0)
        self.connected = threading.Event()
        self.c.on_connect = lambda c, u, f, rc, p=None: self.connected.set()
        self.c.connect("127.0.0.1", port)
        self.c.loop_start()
        # paho counts a client connected only once CONNACK is read; a publish before that is refused.
        assert self.connected.wait(10), f"no CONNACK from the broker on port {port}"

    def publish(self, topic: str, body, retain: bool = False):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        info = self.c.publish(topic, data, qos=1, retain=retain)
        info.wait_for_publish(10)
        return info

    def close(self):
        self.c.disconnect()
        self.c.loop_stop()


@pytest.fixture
def incident(tmp_path):
    inc = LoopbackIncident(tmp_path, [E1, E2], incident="inc-1", cp_site=CP).start()
    parts = []
    yield inc, parts
    for p in parts:
        p.stop() if hasattr(p, "stop") else p.close()
    inc.stop()


def engine_box(inc, site):
    b = inc.engines[site]
    return Box(b.port, b.passwords["appliance"], f"{site}-appliance")


def watcher(inc, parts, client_id="cp-fleet"):
    w = PictureWatcher(inc.with_login(inc.cp_config, inc.cp), log=lambda *_: None, fan_out_interval_s=0.2,
                       client_id=client_id).start()
    parts.append(w)
    return w


def state(station, danger, at, **kw):
    return {"station": station, "danger_class": danger, "data_age_s": 120, "wind_kmh": 20, "wind_from_deg": 270,
            "lat": 36.7, "lon": 3.1, "at": at, **kw}


def alert(aid, kind, detections, n=None, site=E1):
    return {"type": kind, "id": aid, "site": site, "kind": "fire_detection", "n": n,
            "after": {"id": aid, "state": "ended" if kind == "end" else "open", "detections": detections,
                      "last_ts": 1000 + detections, "lat": 36.7, "lon": 3.1}}


def test_the_files_say_what_crosses_and_why():
    lines = bridge_topic_lines(PREFIX, E1, "inc-1", CP)
    assert f"topic appliance/available out 1 {PREFIX}/ {PREFIX}/{E1}/" in lines
    assert f"topic alerts in 1 {PREFIX}/{CP}/ {PREFIX}/{CP}/" in lines
    assert f"topic fleet/inc-1/# in 1 {PREFIX}/ {PREFIX}/" in lines
    # Frames and readings never cross.
    assert not any("frame" in l or "reading" in l or "progress" in l for l in lines)
    # The ACL the command post gives an engine is exactly the contract's "out" list under its own site.
    roles = tomllib.loads((__import__("appliance.fleet.bridge_config", fromlist=["x"]).templates_dir()
                           / "roles.toml").read_text())
    assert sorted(roles["engine_link"]["write"]) == sorted(f"{{prefix}}/{{site}}/{t}" for t in out_topics())
    forwarded = [t["topic"] for t in CONTRACT["out"] if not t.get("bridge_itself")]
    assert sorted(roles["fleet_link"]["read"]) == sorted(
        ("{prefix}/" if t == "appliance/available" else "{prefix}/{site}/") + t for t in forwarded)


def test_queue_sizing_follows_the_settings(tmp_path):
    from appliance.config import AppConfig
    base = AppConfig(site=E1, fleet={"role": "engine", "incident_id": "i", "command_post_host": "cp"})
    m12, b12, why = queue_sizing(base)
    m24, b24, _ = queue_sizing(base.model_copy(update={"fleet": base.fleet.model_copy(update={"queue_hours": 24})}))
    assert m24 == pytest.approx(2 * m12, rel=0.01) and b24 == pytest.approx(2 * b12, rel=0.01)
    assert f"{m12:,} messages" in why and "12 h" in why
    huge = base.fleet.model_copy(update={"queue_hours": 300, "stations": 10_000})
    with pytest.raises(ValueError, match="max_queued_messages"):
        queue_sizing(base.model_copy(update={"fleet": huge}))


def test_engine_config_needs_incident_and_command_post():
    from pydantic import ValidationError
    from appliance.config import AppConfig
    with pytest.raises(ValidationError, match="incident_id"):
        AppConfig(fleet={"role": "engine", "command_post_host": "x"})
    with pytest.raises(ValidationError, match="command_post_host"):
        AppConfig(fleet={"role": "engine", "incident_id": "i"})
    with pytest.raises(ValidationError, match="extra"):
        AppConfig(fleet={"rolle": "engine"})


def test_two_engines_one_picture_fanned_back_out(incident):
    inc, parts = incident
    w = watcher(inc, parts)
    e1, e2 = engine_box(inc, E1), engine_box(inc, E2)
    parts += [e1, e2]
    e2.c.subscribe(f"{PREFIX}/fleet/inc-1/site/+", qos=1)
    now = time.time()
    # The bridges connect in their own time: publish retained state, which waits for them.
    e1.publish(f"{PREFIX}/{E1}/appliance/station/ws1/state", state("ws1", 4, now), retain=True)
    e2.publish(f"{PREFIX}/{E2}/appliance/station/ws7/state", state("ws7", 2, now), retain=True)
    e1.publish(f"{PREFIX}/appliance/available", b"online", retain=True)
    wait_for(lambda: {E1, E2} <= set(w.picture.sites) and w.picture.sites[E1].available == "online",
             timeout=60, what="both engines in the picture")
    snap = w.picture.snapshot()
    by_site = {s["site"]: s for s in snap["sites"]}
    assert by_site[E1]["stations"][0]["danger_class"] == 4 and by_site[E2]["stations"][0]["station"] == "ws7"
    assert by_site[E1]["link"] == "up"
    # The link notices come from the bridges themselves, under each engine's own site.
    wait_for(lambda: w.picture.sites[E2].link == "1", timeout=30, what="engine3's bridge notice")
    # Fanned back out: engine3's box hears engine1's stations, with the site they came from.
    def heard():
        for t, p in e2.messages:
            if t == f"{PREFIX}/fleet/inc-1/site/{E1}":
                return json.loads(p)
    summary = wait_for(heard, timeout=30, what="engine1's summary at engine3")
    assert summary["site"] == E1 and summary["stations"][0]["station"] == "ws1"
    # engine3's appliance (role engine) reads them from its own broker for its /fleet page.
    neighbours = NeighbourWatcher(inc.with_login(inc.engine_configs[E2], inc.engines[E2]), log=lambda *_: None).start()
    parts.append(neighbours)
    snap = wait_for(lambda: (lambda s: s if {E1, E2} <= {x["site"] for x in s["sites"]} else None)(
        neighbours.picture.snapshot()), timeout=30, what="the neighbours at engine3")
    e1_view = next(x for x in snap["sites"] if x["site"] == E1)
    assert e1_view["stations"][0]["site"] == E1 and e1_view["stations"][0]["danger_class"] == 4
    assert e1_view["stations"][0]["data_age_now_s"] >= 120 and e1_view["link"] == "up"
    assert next(x for x in snap["sites"] if x["site"] == E2)["own"]


def test_cut_link_loses_nothing_in_order_and_an_ended_alert_arrives_ended(incident):
    inc, parts = incident
    w = watcher(inc, parts)
    e1 = engine_box(inc, E1)
    parts.append(e1)
    wait_for(lambda: e1.publish(f"{PREFIX}/{E1}/alerts", alert(f"{E1}-0", "new", 1, n=-1)) and
             f"{E1}-0" in w.picture.sites.get(E1, type("S", (), {"alerts": {}})).alerts,
             timeout=60, interval=0.5, what="the bridge up")
    # A raw persistent subscriber at the command post records every event in arrival order.
    seen: list[dict] = []
    raw = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="cp-raw", protocol=mqtt.MQTTv5)
    raw.username_pw_set("appliance", inc.cp.passwords["appliance"])
    raw.on_message = lambda c, u, m: seen.append(json.loads(m.payload))
    from paho.mqtt.packettypes import PacketTypes
    from paho.mqtt.properties import Properties
    props = Properties(PacketTypes.CONNECT)
    props.SessionExpiryInterval = 3600
    raw.connect("127.0.0.1", inc.cp.port, clean_start=False, properties=props)
    raw.loop_start()
    raw.subscribe(f"{PREFIX}/{E1}/alerts", qos=1)
    time.sleep(1)

    inc.cp.stop()              # the link is cut (the command post's broker away, as a radio drop looks)
    wait_for(lambda: not raw.is_connected(), what="the cut")
    aid = f"{E1}-42"
    for n in range(300):
        if n == 10:
            e1.publish(f"{PREFIX}/{E1}/alerts", alert(aid, "new", 1, n=n))
        elif n == 100:
            e1.publish(f"{PREFIX}/{E1}/alerts", alert(aid, "update", 5, n=n))
        elif n == 200:
            ended = alert(aid, "end", 9, n=n)
            e1.publish(f"{PREFIX}/{E1}/alerts", ended)
            e1.publish(f"{PREFIX}/{E1}/appliance/alert/{aid}/state", ended, retain=True)
        else:
            e1.publish(f"{PREFIX}/{E1}/alerts", alert(f"{E1}-0", "update", n + 2, n=n))
    inc.cp.start()             # the link returns
    wait_for(lambda: [m for m in seen if m.get("n") == 299], timeout=90, interval=0.2, what="the queue delivered")
    numbers = [m["n"] for m in seen if m.get("n") is not None and m["n"] >= 0]
    assert numbers == list(range(300)), f"{len(numbers)} of 300, missing {sorted(set(range(300)) - set(numbers))[:5]}"
    raw.disconnect()
    raw.loop_stop()
    wait_for(lambda: w.picture.sites[E1].alerts.get(aid, {}).get("type") == "end", timeout=30,
             what="the alert ended at the command post")
    # Duplicates (the retained state copy of the end event) collapse onto the alert's stable id.
    assert w.picture.sites[E1].alerts[aid]["after"]["detections"] == 9

    # A command post restarted mid-incident rebuilds the picture from retained state.
    w.stop()
    parts.remove(w)
    fresh = watcher(inc, parts, client_id="cp-fleet-2")
    wait_for(lambda: E1 in fresh.picture.sites and aid in fresh.picture.sites[E1].alerts, timeout=30,
             what="the picture rebuilt")
    assert fresh.picture.sites[E1].alerts[aid]["type"] == "end"


def test_an_engine_cannot_publish_under_another_site(incident):
    inc, parts = incident
    w = watcher(inc, parts)
    tls = inc.root / "tls" / "engines" / E1
    heard = threading.Event()
    rogue = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="rogue", protocol=mqtt.MQTTv311)
    rogue.tls_set(ca_certs=str(tls / "ca.crt"), certfile=str(tls / f"{E1}.crt"), keyfile=str(tls / f"{E1}.key"),
                  cert_reqs=ssl.CERT_REQUIRED)
    rogue.on_connect = lambda *a: heard.set()
    rogue.connect("127.0.0.1", inc.cp_config.fleet.command_post_port)
    rogue.loop_start()
    try:
        assert heard.wait(15), "engine1's certificate was not accepted on the fleet listener"
        rogue.publish(f"{PREFIX}/{E2}/alerts", json.dumps(alert(f"{E2}-9", "new", 1, site=E2)), qos=1).wait_for_publish(10)
        rogue.publish(f"{PREFIX}/{E1}/alerts", json.dumps(alert(f"{E1}-9", "new", 1)), qos=1).wait_for_publish(10)
        wait_for(lambda: E1 in w.picture.sites and f"{E1}-9" in w.picture.sites[E1].alerts, timeout=20,
                 what="engine1's own alert")
        time.sleep(1)
        # engine3's own bridge has put its site in the picture (its link notice); the forged alert is not.
        assert f"{E2}-9" not in (w.picture.sites[E2].alerts if E2 in w.picture.sites else {}), \
            "engine1 published under engine3's site"
    finally:
        rogue.disconnect()
        rogue.loop_stop()
    # Without a certificate from the incident's CA the listener refuses the connection.
    stranger = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="stranger", protocol=mqtt.MQTTv311)
    stranger.tls_set(ca_certs=str(tls / "ca.crt"), cert_reqs=ssl.CERT_REQUIRED)
    with pytest.raises((ssl.SSLError, OSError, ConnectionError)):
        stranger.connect("127.0.0.1", inc.cp_config.fleet.command_post_port)
        for _ in range(20):
            stranger.loop(0.2)
            assert not stranger.is_connected()
        raise ConnectionError("no certificate, no connection")
