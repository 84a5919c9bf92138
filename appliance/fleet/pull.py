"""`appliance fleet pull`: raw readings or frames from one engine, on request (docs/fleet.md).

Raw frames and readings stay on the engine; the command post asks for a slice of them when it needs
them. The request and the reply travel over the same mosquitto bridge as everything else, QoS 1:

    command post -> engine   <prefix>/fleet/<incident>/pull/<site>     (inside the bridge's "in" fleet/<incident>/#)
        {"id", "what": "readings" | "frames", "since", "until", "station": device or null, "limit"}
    engine -> command post   <prefix>/<site>/fleet/pull/<id>           (contract.json "out": fleet/pull/+)
        {"id", "site", "part": k, "rows": [...]}                   readings, CHUNK rows a message
        {"id", "site", "part": k, "frame": {...}, "jpeg_b64": ...}  one frame a message, its sha256 inside
        {"id", "site", "done": true, "parts": n, "count": m, "truncated": bool, "error": text or null}

A request that reaches an engine while its link is down waits in the command post's broker for the
bridge's persistent session (cleansession false) and is answered when the link returns; the engine
answers a redelivered request id once. The limits keep one pull from filling the bridge's queue: at
most MAX_READINGS readings or MAX_FRAMES frames a request, and the reply says when it was cut.
"""
import base64
import hashlib
import json
import queue
import re
import threading
from pathlib import Path

from appliance.comms.mqtt_client import connect, make_client, publish_json

WHAT = ("readings", "frames")
CHUNK, MAX_READINGS, MAX_FRAMES = 1000, 50_000, 50
REQUEST_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
READING_COLUMNS = ("id", "site", "device", "seq", "ts", "lat", "lon", "temperature_c", "rh_pct", "wind_kmh",
                   "wind_dir_deg", "rain_mm", "pm25_ugm3", "battery_pct", "extra_json", "received_at")
FRAME_COLUMNS = ("id", "site", "device", "seq", "ts", "sha256", "path", "media_type", "bytes", "width", "height",
                 "lat", "lon", "alt_m", "heading_deg", "fov_deg")


class PullError(Exception):
    pass


def request_topic(prefix: str, incident: str, site: str) -> str:
    return f"{prefix}/fleet/{incident}/pull/{site}"


def reply_topic(prefix: str, site: str, request_id: str) -> str:
    return f"{prefix}/{site}/fleet/pull/{request_id}"


def check_request(body) -> dict:
    """The request, checked; PullError says what is wrong with it."""
    if not isinstance(body, dict) or not isinstance(body.get("id"), str) or not REQUEST_ID.match(body["id"]):
        raise PullError("a pull request needs an id of 1-64 of A-Z a-z 0-9 _ -")
    if body.get("what") not in WHAT:
        raise PullError(f"what must be one of {', '.join(WHAT)}")
    since, until = body.get("since"), body.get("until")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (since, until)) or since > until:
        raise PullError("since and until must be times (unix seconds), since before until")
    station = body.get("station")
    if station is not None and (not isinstance(station, str) or not REQUEST_ID.match(station)):
        raise PullError("station must be a device id")
    top = MAX_READINGS if body["what"] == "readings" else MAX_FRAMES
    limit = body.get("limit", top)
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise PullError("limit must be a whole number above 0")
    return {"id": body["id"], "what": body["what"], "since": float(since), "until": float(until),
            "station": station, "limit": min(limit, top)}


def select_rows(db, req: dict) -> tuple[list[dict], bool]:
    """The engine's stored rows the request asks for, oldest first, and whether the limit cut them."""
    table, columns = ("readings", READING_COLUMNS) if req["what"] == "readings" else ("frames", FRAME_COLUMNS)
    where, params = "ts >= ? AND ts <= ?", [req["since"], req["until"]]
    if req["station"]:
        where += " AND device = ?"
        params.append(req["station"])
    rows = db.query(f"SELECT {', '.join(columns)} FROM {table} WHERE {where} ORDER BY ts, id LIMIT ?",
                    params + [req["limit"] + 1])
    return rows[:req["limit"]], len(rows) > req["limit"]


def reply_messages(db, frames_dir: Path, site: str, req: dict):
    """The reply's messages, in order (a generator: a frame is read from disk only when it is sent)."""
    rows, truncated = select_rows(db, req)
    part = 0
    if req["what"] == "readings":
        for k in range(0, len(rows), CHUNK):
            yield {"id": req["id"], "site": site, "part": part, "rows": rows[k:k + CHUNK]}
            part += 1
    else:
        for row in rows:
            try:
                data = (Path(frames_dir) / row["path"]).read_bytes()
                body = {"jpeg_b64": base64.b64encode(data).decode()}
            except OSError:   # removed by retention between the query and the read
                body = {"jpeg_b64": None, "missing": "the frame's file is gone from the engine (retention)"}
            yield {"id": req["id"], "site": site, "part": part, "frame": {k: v for k, v in row.items() if k != "path"}, **body}
            part += 1
    yield {"id": req["id"], "site": site, "done": True, "parts": part, "count": len(rows), "truncated": truncated,
           "error": None}


class PullServer:
    """On an engine: answers the command post's pull requests for this site from the box's own store."""

    def __init__(self, config, log=print):
        from appliance.store.db import Database

        m, f = config.mqtt, config.fleet
        self.config, self.log, self.prefix, self.site = config, log, m.topic_prefix, config.site
        self.topic = request_topic(m.topic_prefix, f.incident_id, config.site)
        self.open_db = lambda: Database(config.db_path)
        self.requests: queue.Queue = queue.Queue()
        self.answered: list[str] = []        # request ids already answered (a QoS 1 redelivery is answered once)
        # A persistent session: a request the bridge brings in while this process or the box's broker restarts
        # waits in the broker for it instead of being dropped for want of a subscriber.
        self.client = make_client(f"{m.client_id}-pull"[:64], username=m.username, password=m.password, clean_start=False)
        self.client.on_connect = lambda c, u, fl, reason, p: None if reason.is_failure else c.subscribe(self.topic, qos=1)
        self.client.on_message = lambda c, u, msg: self.requests.put(msg.payload)
        self._thread = threading.Thread(target=self._serve, name="fleet-pull", daemon=True)

    def _serve(self) -> None:
        while (payload := self.requests.get()) is not None:
            try:
                self.answer(json.loads(payload))
            except Exception as exc:  # one bad request never stops the server
                self.log(f"fleet pull: request not answered: {type(exc).__name__}: {exc}")

    def answer(self, body) -> int:
        rid = body.get("id") if isinstance(body, dict) else None
        try:
            req = check_request(body)
        except PullError as exc:
            if isinstance(rid, str) and REQUEST_ID.match(rid):
                publish_json(self.client, reply_topic(self.prefix, self.site, rid),
                             {"id": rid, "site": self.site, "done": True, "parts": 0, "count": 0, "error": str(exc)}, qos=1)
            return 0
        if req["id"] in self.answered:
            return 0
        sent, db = 0, self.open_db()
        try:
            for message in reply_messages(db, self.config.frames_dir, self.site, req):
                publish_json(self.client, reply_topic(self.prefix, self.site, req["id"]), message, qos=1).wait_for_publish(60)
                sent += 1
        finally:
            db.close()
        self.answered = (self.answered + [req["id"]])[-1000:]
        self.log(f"fleet pull: answered {req['id']} ({req['what']}, {sent} messages)")
        return sent

    def start(self) -> "PullServer":
        m = self.config.mqtt
        connect(self.client, m.host, m.port, session_expiry_s=m.session_expiry_s, timeout=m.connect_timeout_s,
                retry=m.connect_retry, log=self.log)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.requests.put(None)
        self._thread.join(5)
        self.client.disconnect()
        self.client.loop_stop()


def pull(config, site: str, req: dict, timeout_s: float, client_id: str | None = None) -> dict:
    """On the command post: send one request to `site` and gather its reply until it is complete.
    Returns {"done": the final message or None, "parts": {k: message}}; PullError on no complete answer."""
    m, f = config.mqtt, config.fleet
    req = check_request(req)
    got: dict = {"done": None, "parts": {}}
    complete = threading.Event()
    subscribed = threading.Event()

    def on_message(c, u, msg):
        try:
            body = json.loads(msg.payload)
        except ValueError:
            return
        if not isinstance(body, dict):
            return
        if body.get("done"):
            got["done"] = body
        elif isinstance(body.get("part"), int):
            got["parts"][body["part"]] = body
        if got["done"] is not None and len(got["parts"]) >= (got["done"].get("parts") or 0):
            complete.set()

    client = make_client(client_id or f"{m.client_id}-pull-{req['id']}"[:64], username=m.username, password=m.password)
    client.on_message = on_message
    client.on_subscribe = lambda *a: subscribed.set()
    try:
        connect(client, m.host, m.port, timeout=m.connect_timeout_s)
    except Exception as exc:
        raise PullError(f"cannot reach the command post's broker: {exc}") from None
    try:
        client.subscribe(reply_topic(m.topic_prefix, site, req["id"]), qos=1)
        if not subscribed.wait(10):
            raise PullError("the command post's broker did not confirm the reply subscription")
        publish_json(client, request_topic(m.topic_prefix, f.incident_id, site), req, qos=1).wait_for_publish(10)
        if not complete.wait(timeout_s):
            have = len(got["parts"])
            raise PullError(f"no complete answer from {site} within {timeout_s:g} s ({have} part(s) arrived): its link "
                            "may be down (the /fleet page shows it). The request waits in this broker for the engine's "
                            "bridge if it has ever connected; ask again once the link is back")
    finally:
        client.disconnect()
        client.loop_stop()
    if got["done"].get("error"):
        raise PullError(f"{site} refused the request: {got['done']['error']}")
    return got


def frame_checked(message: dict) -> tuple[dict, bytes | None, str | None]:
    """(the frame's row, its bytes or None, why not): the bytes only when their sha256 is the one the engine stored."""
    row = message.get("frame") or {}
    if not message.get("jpeg_b64"):
        return row, None, message.get("missing") or "no bytes in the reply"
    data = base64.b64decode(message["jpeg_b64"])
    if hashlib.sha256(data).hexdigest() != row.get("sha256"):
        return row, None, "its bytes do not match the sha256 the engine stored"
    return row, data, None
