"""The command post's side: subscribe to what the engines' bridges deliver, keep the incident picture,
and fan each site's summary back out, retained, for the engines' bridges to bring home.

A persistent session (fixed client id, clean start off, QoS 1) so the broker holds what arrives while
this process restarts; retained state (station state, alert state, fronts, availability, the bridges'
link notices) rebuilds the picture at every (re)subscribe, before the queued events replay.
"""
import json
import threading
import time

from appliance.comms.mqtt_client import connect, make_client, publish_json
from appliance.fleet.contract import picture_topic, picture_topics
from appliance.fleet.picture import IncidentPicture
from appliance.fleet.picture_file import WRITE_EVERY_S, picture_path, write_picture

KEEP_EVENTS = 20_000


class PictureWatcher:
    def __init__(self, config, log=print, fan_out_interval_s: float = 1.0, client_id: str | None = None):
        m, f = config.mqtt, config.fleet
        self.config, self.log, self.interval = config, log, fan_out_interval_s
        self.picture = IncidentPicture(m.topic_prefix, f.incident_id, f.link_down_after_s)
        # Every alert event delivered, with the time the picture took it (the API's /api/fleet/events).
        self.events: list[dict] = []
        self.events_base = 0
        self._dirty: set[str] = set()
        self._dirty_lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # The copy answers and exports read (picture_file.py); only a command post's picture is written.
        self.picture_path = picture_path(config) if f.role == "command_post" else None
        self._file_dirty, self._file_written = False, 0.0
        self.client = make_client(client_id or f"{m.client_id}-fleet"[:64], username=m.username,
                                  password=m.password, clean_start=False)
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message

    def _on_connect(self, client, userdata, flags, reason, properties):
        if reason.is_failure:
            return
        prefix = self.config.mqtt.topic_prefix
        client.subscribe([(f"{prefix}/+/{t}", 1) for t in picture_topics()])

    def _on_message(self, client, userdata, msg):
        try:
            site = self.picture.apply(msg.topic, msg.payload, retained=bool(msg.retain))
        except Exception as exc:   # paho re-raises from a callback and stops its loop: one bad message must not
            self.picture.counts["malformed"] += 1
            self.log(f"fleet: {msg.topic}: not taken: {type(exc).__name__}: {exc}")
            return
        event = msg.topic.endswith("/alerts")
        if site is None and not event:      # an older copy, or not a crossing topic
            return
        with self._dirty_lock:
            if site is not None:
                self._dirty.add(site)
            if event:
                self._log_event(msg.topic.split("/")[1], msg.payload, accepted=site is not None)

    def _log_event(self, site: str, payload: bytes, accepted: bool) -> None:
        """Every alert event delivered, taken into the picture or collapsed as a duplicate."""
        try:
            body = json.loads(payload)
        except ValueError:
            return
        if not isinstance(body, dict):
            return
        self.events.append({"site": site, "id": body.get("id"), "type": body.get("type"), "seq": body.get("seq"),
                            "sent_at": body.get("sent_at"), "taken_at": time.time(), "accepted": accepted})
        if len(self.events) > KEEP_EVENTS:
            drop = len(self.events) - KEEP_EVENTS
            del self.events[:drop]
            self.events_base += drop

    def events_after(self, index: int) -> tuple[int, list[dict]]:
        with self._dirty_lock:
            start = max(index - self.events_base, 0)
            return self.events_base + len(self.events), self.events[start:]

    def start(self) -> "PictureWatcher":
        m = self.config.mqtt
        connect(self.client, m.host, m.port, session_expiry_s=m.session_expiry_s, timeout=m.connect_timeout_s,
                retry=m.connect_retry, log=self.log)
        self._thread = threading.Thread(target=self._fan_out, name="fleet-fan-out", daemon=True)
        self._thread.start()
        return self

    def _fan_out(self) -> None:
        prefix, incident = self.config.mqtt.topic_prefix, self.config.fleet.incident_id
        while not self._stop.wait(self.interval):
            with self._dirty_lock:
                dirty, self._dirty = self._dirty, set()
            for site in sorted(dirty):
                publish_json(self.client, picture_topic(prefix, incident, site), self.picture.summary(site),
                             qos=1, retain=True)
            self._file_dirty |= bool(dirty)
            self.write_file()

    def write_file(self, force: bool = False) -> None:
        """The picture on disk for Ask and the exports, at most every WRITE_EVERY_S while it changes."""
        if self.picture_path is None or not (self._file_dirty or force):
            return
        if not force and time.monotonic() - self._file_written < WRITE_EVERY_S:
            return
        try:
            write_picture(self.picture_path, self.picture.snapshot())
            self._file_dirty, self._file_written = False, time.monotonic()
        except OSError as exc:   # the live picture and the fan-out go on; Ask then says it has no picture
            self.log(f"fleet: cannot write {self.picture_path}: {exc}")
            self._file_written = time.monotonic()

    def stop(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(5)
        self.client.disconnect()
        self.client.loop_stop()
