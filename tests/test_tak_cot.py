"""Cursor on Target out: a loopback multicast receiver parses every event (uid, type, times,
vertices, the forced delete of a withdrawn projection); TLS to a local listener that demands a client
certificate from a CA made in the test with deploy/mosquitto/make-ca; malformed [tak] is one line."""
import socket
import ssl
import subprocess
import threading
from datetime import datetime
from xml.etree import ElementTree as ET

import pytest

from appliance.config import ConfigError, load_config
from appliance.mapfeatures import PROJECTION_NOTE, map_features
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from appliance.tak import TakPublisher, TakSendError
from appliance.tak.send import MulticastSender, TlsSender
from map_fixture import NOW, fill

GROUP = "239.2.3.1"


def cot_ts(text: str) -> float:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").timestamp()


class Receiver:
    """A TAK app's side of SA multicast on loopback: joins the group and collects datagrams."""

    def __init__(self):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((GROUP, 0))
        self.port = self.sock.getsockname()[1]
        self.sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, socket.inet_aton(GROUP) + socket.inet_aton("127.0.0.1"))
        self.sock.settimeout(5)

    def take(self, n: int) -> list[ET.Element]:
        self.sock.settimeout(60)   # a hang guard, not a timing check: a loaded CI box may be slow
        return [ET.fromstring(self.sock.recvfrom(70000)[0]) for _ in range(n)]

    def nothing_more(self) -> bool:
        self.sock.settimeout(0.3)
        try:
            self.sock.recvfrom(70000)
            return False
        except TimeoutError:
            return True


@pytest.fixture
def world(tmp_path):
    db = Database(tmp_path / "tak.db")
    projection = fill(db, tmp_path)
    yield db, projection
    db.close()


def tak_cfg(tmp_path, **extra):
    return load_config(None, {"store.data_dir": str(tmp_path), "tak.enabled": True, **extra}).tak


def test_every_event_parses_with_uid_type_times_vertices_and_remarks(world, tmp_path):
    db, projection = world
    rx = Receiver()
    fc = map_features(db, now=NOW)
    pub = TakPublisher(tak_cfg(tmp_path, **{"tak.bands": ["low", "likely", "high"]}),
                       [MulticastSender(GROUP, rx.port, 1, "127.0.0.1")], tmp_path / "state.json")
    result = pub.sync(fc, now=NOW)
    assert len(result["sent"]) == 2 + 1 + 12 and not result["deleted"]
    events = {ev.get("uid"): ev for ev in rx.take(15)}
    assert set(events) == set(result["sent"])
    by_type = {}
    for ev in events.values():
        assert ev.tag == "event" and ev.get("version") == "2.0" and ev.get("how") == "m-g"
        assert cot_ts(ev.get("time")) == pytest.approx(NOW) and cot_ts(ev.get("start")) == pytest.approx(NOW)
        assert cot_ts(ev.get("stale")) > NOW
        pt = ev.find("point")
        assert -90 <= float(pt.get("lat")) <= 90 and -180 <= float(pt.get("lon")) <= 180
        by_type.setdefault(ev.get("type"), []).append(ev)
    assert {t: len(v) for t, v in by_type.items()} == {"a-f-G-E-S": 2, "b-m-p-s-m": 1, "u-d-f": 12}
    det = by_type["b-m-p-s-m"][0]
    assert "colour heuristic" in det.find("detail/remarks").text and "/api/frames/7/thumb" in det.find("detail/remarks").text
    wx = {ev.find("detail/contact").get("callsign"): ev.find("detail/remarks").text for ev in by_type["a-f-G-E-S"]}
    assert "wind 25 km/h from 270 deg" in wx["WX bejaia"] and "danger " in wx["WX bejaia"]
    rings = {f["properties"]["HorizonMinutes"]: f for f in fc["features"]
             if f["properties"]["kind"] == "ring" and f["properties"]["SpreadBand"] == "likely"}
    shape = events["wildfire-appliance.proj.demo-fire-1.60m.likely"]
    links = [tuple(float(v) for v in l.get("point").split(",")) for l in shape.findall("detail/link")]
    ring = rings[60]["geometry"]["coordinates"][0]
    assert links == [pytest.approx((q[1], q[0]), abs=1e-6) for q in ring] and links[0] == links[-1]
    d = shape.find("detail")
    assert d.find("contact").get("callsign") == "PROJ +1h 21:26Z"
    assert PROJECTION_NOTE in d.find("remarks").text and "wind 25" in d.find("remarks").text
    assert int(d.find("strokeColor").get("value")) < 0 and d.find("fillColor") is not None
    assert d.find("labels_on").get("value") == "true"
    assert cot_ts(shape.get("stale")) > cot_ts(shape.get("start")) + 3600
    # Unchanged: nothing is re-sent on the next pass.
    assert pub.sync(map_features(db, now=NOW), now=NOW + 5) == {"sent": [], "deleted": []}
    assert rx.nothing_more()


def test_a_reprojection_replaces_by_uid_and_a_withdrawn_one_is_force_deleted(world, tmp_path):
    db, projection = world
    rx = Receiver()
    pub = TakPublisher(tak_cfg(tmp_path), [MulticastSender(GROUP, rx.port, 1, "127.0.0.1")], tmp_path / "state.json")
    first = pub.sync(map_features(db, now=NOW), now=NOW)
    rx.take(len(first["sent"]))
    shapes = sorted(u for u in first["sent"] if ".proj." in u)
    assert len(shapes) == 8      # 4 rings x the default bands likely and high
    # The same incident projected again from a later time: the same uids, sent again.
    from appliance.config import load_config as lc
    from appliance.spread import project_for_question, save_projection
    config = lc(None, {"store.data_dir": str(tmp_path / "data"), "site": "demo"})
    again = project_for_question(db, config, 36.80, 5.10, start_ts=NOW - 600, asked_ts=NOW + 600,
                                 rings=(30, 60, 120, 180), incident_id="demo-fire-1")
    save_projection(db, again, "demo")
    second = pub.sync(map_features(db, now=NOW + 600), now=NOW + 600)
    assert sorted(u for u in second["sent"] if ".proj." in u) == shapes and not second["deleted"]
    rx.take(len(second["sent"]))
    # A publisher restarted from its state file still knows what it drew, and the incident ends.
    restarted = TakPublisher(tak_cfg(tmp_path), [MulticastSender(GROUP, rx.port, 1, "127.0.0.1")], tmp_path / "state.json")
    with db.conn:
        # The incident's alert cluster, as appliance/alerts/clusters.py leaves it when it ends.
        db.conn.execute(
            "INSERT OR REPLACE INTO alert_clusters(id, site, kind, state, lat, lon, first_ts, last_ts, detections,"
            " sent_detections, last_sent_at, last_seen_at) VALUES ('demo-fire-1', 'demo', 'fire_detection', 'ended',"
            " 36.80, 5.10, ?, ?, 1, 1, ?, ?)", [NOW - 600, NOW - 600, NOW - 600, NOW - 600])
    third = restarted.sync(map_features(db, now=NOW + 1200), now=NOW + 1200)
    assert sorted(third["deleted"]) == shapes
    deletes = [ev for ev in rx.take(len(shapes)) if ev.get("type") == "t-x-d-d"]
    assert sorted(ev.find("detail/link").get("uid") for ev in deletes) == shapes
    for ev in deletes:
        assert ev.find("detail/__forcedelete") is not None and ev.get("uid") not in shapes


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    """deploy/mosquitto/make-ca's local CA and server certificate, plus a client certificate it signs,
    and a second CA that nobody trusts."""
    d = tmp_path_factory.mktemp("pki")
    subprocess.run(["bash", str(REPO_DIR / "deploy/mosquitto/make-ca"), str(d)], check=True, capture_output=True)

    def client(name, ca_dir):
        subprocess.run(["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-subj", f"/CN={name}",
                        "-keyout", str(d / f"{name}.key"), "-out", str(d / f"{name}.csr")], check=True, capture_output=True)
        (d / "client.ext").write_text("extendedKeyUsage=clientAuth\nbasicConstraints=CA:FALSE\n")
        subprocess.run(["openssl", "x509", "-req", "-in", str(d / f"{name}.csr"), "-CA", str(ca_dir / "ca.crt"),
                        "-CAkey", str(ca_dir / "ca.key"), "-CAcreateserial", "-days", "2", "-extfile", str(d / "client.ext"),
                        "-out", str(d / f"{name}.crt")], check=True, capture_output=True)
    client("box", d)
    rogue = d / "rogue"
    subprocess.run(["bash", str(REPO_DIR / "deploy/mosquitto/make-ca"), str(rogue)], check=True, capture_output=True)
    client("stranger", rogue)
    return d


class TlsListener(threading.Thread):
    """A TAK Server's streaming port in miniature: TLS, client certificate required, reads CoT."""

    def __init__(self, pki):
        super().__init__(daemon=True)
        self.ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH, cafile=str(pki / "ca.crt"))
        self.ctx.load_cert_chain(str(pki / "server.crt"), str(pki / "server.key"))
        self.ctx.verify_mode = ssl.CERT_REQUIRED
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.data, self.peers, self.done = b"", [], threading.Event()

    def run(self):
        self.sock.settimeout(10)
        while not self.done.is_set():
            try:
                raw, _ = self.sock.accept()
            except OSError:
                return
            try:
                with self.ctx.wrap_socket(raw, server_side=True) as conn:
                    self.peers.append(dict(x[0] for x in conn.getpeercert()["subject"])["commonName"])
                    conn.settimeout(5)
                    while b"</event>" not in self.data:
                        chunk = conn.recv(65536)
                        if not chunk:
                            break
                        self.data += chunk
                    self.done.set()
            except (ssl.SSLError, OSError):
                continue


def test_tls_to_a_tak_server_with_a_client_certificate(world, tmp_path, pki):
    db, _ = world
    server = TlsListener(pki)
    server.start()
    cfg = tak_cfg(tmp_path, **{"tak.multicast": False, "tak.server_host": "localhost", "tak.server_port": server.port,
                               "tak.ca_file": str(pki / "ca.crt"), "tak.cert_file": str(pki / "box.crt"),
                               "tak.key_file": str(pki / "box.key")})
    from appliance.tak.send import senders_from_config
    senders = senders_from_config(cfg)
    assert [type(s).__name__ for s in senders] == ["TlsSender"]
    stranger = TlsSender("localhost", server.port, pki / "ca.crt", pki / "stranger.crt", pki / "stranger.key")
    try:   # under TLS 1.3 the client hears of the refusal only on a later read; the server never accepts it
        stranger.send(b"<event uid='stranger'/>")
    except TakSendError:
        pass
    stranger.close()
    result = TakPublisher(cfg, senders).sync(map_features(db, now=NOW), now=NOW)
    assert server.done.wait(10) and server.peers == ["box"] and b"stranger" not in server.data
    first = ET.fromstring(server.data.split(b"?>", 1)[1].split(b"</event>")[0] + b"</event>")
    assert first.get("uid") in result["sent"]
    wrong_ca = TlsSender("localhost", server.port, pki / "rogue" / "ca.crt", pki / "box.crt", pki / "box.key")
    with pytest.raises(TakSendError, match="TLS with TAK Server"):
        wrong_ca.send(b"<event/>")
    with pytest.raises(TakSendError, match="cannot load the TAK TLS files"):
        TlsSender("localhost", server.port, pki / "ca.crt", pki / "box.key", pki / "box.key")
    server.done.set()
    server.sock.close()


@pytest.mark.parametrize("overrides,match", [
    ({"tak.group": "10.0.0.1"}, "not a multicast address"),
    ({"tak.group": "not-an-ip"}, "not an IPv4 address"),
    ({"tak.port": 70000}, "tak.port"),
    ({"tak.bands": ["wild"]}, "bands must be some of"),
    ({"tak.interface": "eth0"}, "interface's IPv4 address"),
    ({"tak.server_host": "tak.example"}, "ca_file is needed"),
    ({"tak.server_host": "tak.example", "tak.ca_file": "/nope/ca.crt", "tak.cert_file": "/nope/c", "tak.key_file": "/nope/k"},
     "does not exist"),
    ({"tak.colour": "red"}, "tak.colour"),
])
def test_malformed_tak_config_is_one_line(overrides, match, tmp_path):
    with pytest.raises(ConfigError, match=match) as exc:
        load_config(None, {"store.data_dir": str(tmp_path), **overrides})
    assert "\n" not in str(exc.value)


def test_an_interface_that_is_not_ours_is_one_line():
    with pytest.raises(TakSendError, match="not an address of this machine"):
        MulticastSender(GROUP, 6969, 1, "203.0.113.9")


def test_the_worker_sends_what_the_store_holds(world, tmp_path):
    from appliance.tak import TakWorker

    db, _ = world
    rx = Receiver()
    config = load_config(None, {"store.data_dir": str(tmp_path), "tak.enabled": True, "tak.port": rx.port,
                                "tak.interface": "127.0.0.1", "tak.interval_s": 1})
    worker = TakWorker(db.path, config, log=lambda m: None)
    worker.start()
    try:
        types = sorted(ev.get("type") for ev in rx.take(2 + 1 + 8))
    finally:
        worker.stop()
    assert types == ["a-f-G-E-S"] * 2 + ["b-m-p-s-m"] + ["u-d-f"] * 8
    assert (tmp_path / "tak_state.json").is_file()


def test_a_bad_interface_does_not_stop_the_box(tmp_path):
    from appliance.alerts.outputs import FieldOutputs

    logged = []
    config = load_config(None, {"store.data_dir": str(tmp_path), "tak.enabled": True, "tak.interface": "203.0.113.9"})
    outputs = FieldOutputs(config, log=logged.append)
    outputs.publisher.start = lambda: outputs.publisher   # no broker in this test: only the TAK start is checked
    outputs.publisher.stop = lambda: None
    outputs.start()
    outputs.stop()
    assert outputs.tak_worker is None and any("tak: not started" in m and "\n" not in m for m in logged)
