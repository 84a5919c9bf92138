"""An engine's view of the incident: the command post's per-site summaries, which its bridge brings
into the engine's own broker (retained, wildfire/fleet/<incident>/site/<site>). Served on the engine's
/fleet page in the same shape as the command post's picture, each station with its site and its data
age now (its age when the command post sent the summary, plus the time since). Also written to disk
(picture_file.py), so Ask at the engine answers about a neighbour's site with its site and data age."""
import json
import threading
import time

from appliance.comms.mqtt_client import connect, make_client
from appliance.fleet.contract import picture_topic
from appliance.fleet.picture_file import WRITE_EVERY_S, picture_path, write_picture


class NeighbourPicture:
    def __init__(self, incident: str, own_site: str, clock=time.time):
        self.incident, self.own_site, self.clock = incident, own_site, clock
        self.summaries: dict[str, dict] = {}
        self.lock = threading.Lock()
        self.counts = {"messages": 0, "malformed": 0}

    def apply(self, site: str, payload: bytes) -> None:
        with self.lock:
            self.counts["messages"] += 1
            if not payload:
                self.summaries.pop(site, None)
                return
            try:
                body = json.loads(payload)
                if not isinstance(body, dict) or not isinstance(body.get("stations", []), list):
                    raise ValueError("not a summary")
            except ValueError:
                self.counts["malformed"] += 1
                return
            self.summaries[site] = body

    def snapshot(self) -> dict:
        now = self.clock()
        with self.lock:
            sites = []
            for site, s in sorted(self.summaries.items()):
                since = max(0.0, now - s["sent_at"]) if isinstance(s.get("sent_at"), (int, float)) else 0.0
                stations = [{**st, "site": site, "data_age_now_s": None if not isinstance(st.get("data_age_now_s"), (int, float))
                             else round(st["data_age_now_s"] + since, 1)} for st in s.get("stations", [])]
                last = s.get("at")
                sites.append({"site": site, "own": site == self.own_site, "link": s.get("link"),
                              "last_message_at": last, "last_message_age_s":
                                  round(max(0.0, now - last), 1) if isinstance(last, (int, float)) else None,
                              "stations": stations, "alerts": [{**a, "after": {"lat": a.get("lat"), "lon": a.get("lon")}}
                                                               for a in s.get("alerts", [])],
                              "fronts": [], "detections": [], "answers": []})
            return {"incident": self.incident, "at": now, "sites": sites, "counts": dict(self.counts)}


class NeighbourWatcher:
    """Subscribes on the engine's own broker; `.picture` and `.events_after` as PictureWatcher has them."""

    def __init__(self, config, log=print):
        m, f = config.mqtt, config.fleet
        self.config, self.log = config, log
        self.picture = NeighbourPicture(f.incident_id, config.site)
        self.topic = picture_topic(m.topic_prefix, f.incident_id)
        self.client = make_client(f"{m.client_id}-neighbours"[:64], username=m.username, password=m.password)
        self.client.on_connect = lambda c, u, fl, reason, p: None if reason.is_failure else c.subscribe(self.topic, qos=1)
        self.client.on_message = self._on_message
        self._dirty, self._stop = False, threading.Event()
        self._writer = threading.Thread(target=self._write_loop, name="fleet-neighbours-file", daemon=True)

    def _on_message(self, client, userdata, msg):
        self.picture.apply(msg.topic.rsplit("/", 1)[-1], msg.payload)
        self._dirty = True

    def _write_loop(self) -> None:
        """The neighbours' picture on disk for Ask at the engine (picture_file.py), at most every WRITE_EVERY_S."""
        while not self._stop.wait(1.0):
            if not self._dirty:
                continue
            self._dirty = False
            try:
                write_picture(picture_path(self.config), self.picture.snapshot())
            except OSError as exc:
                self.log(f"fleet: cannot write the neighbours' picture: {exc}")
            self._stop.wait(WRITE_EVERY_S - 1.0)

    def events_after(self, index: int) -> tuple[int, list[dict]]:
        return index, []      # alert events are the command post's; an engine has the summaries only

    def start(self) -> "NeighbourWatcher":
        m = self.config.mqtt
        connect(self.client, m.host, m.port, timeout=m.connect_timeout_s, retry=m.connect_retry, log=self.log)
        self._writer.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._writer.join(5)
        self.client.disconnect()
        self.client.loop_stop()
