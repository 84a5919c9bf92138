"""The incident picture at the command post: what each engine last said, and when.

Fed with every message that crosses (contract.json "out"), live or retained, in any order a restart
or a redelivery brings: a station's state and a front are kept newest by their own time; an alert
keeps the furthest event of its stable id (new < update < end, then more detections, then a later
frame), so a duplicate or a retained copy arriving after the live event changes nothing, and an
alert that ended while the link was down shows as ended however its events arrive.
"""
import json
import threading
import time
from collections import deque

from appliance.fleet.contract import split_site_topic

KEEP_DETECTIONS, KEEP_ANSWERS = 50, 20


def _num(value) -> float:
    """A number from an engine's message, or 0: a wrong type must not stop the picture."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def alert_rank(event: dict) -> tuple:
    after = event.get("after") if isinstance(event.get("after"), dict) else {}
    return (event.get("type") == "end", _num(after.get("detections")), _num(after.get("last_ts")),
            event.get("type") == "update")


def _danger_order(station: dict) -> tuple:
    """Worst first: the danger class is a band of the FWI (fireweather.codes), so the FWI orders it
    without loading the fire-weather package (and the store behind it) into the picture process."""
    fwi = station.get("fwi")
    return (not isinstance(fwi, (int, float)), -(fwi if isinstance(fwi, (int, float)) else 0), str(station.get("station")))


class Site:
    def __init__(self, site: str):
        self.site = site
        self.available: str | None = None
        self.status: dict | None = None
        self.link: str | None = None          # "1" / "0" from the bridge's notification
        self.link_at: float | None = None
        self.last_message_at: float | None = None
        self.stations: dict[str, dict] = {}
        self.alerts: dict[str, dict] = {}
        self.fronts: dict[str, dict] = {}
        self.detections: deque = deque(maxlen=KEEP_DETECTIONS)
        self.answers: deque = deque(maxlen=KEEP_ANSWERS)


class IncidentPicture:
    def __init__(self, prefix: str = "wildfire", incident: str = "", link_down_after_s: float = 90.0,
                 clock=time.time):
        self.prefix, self.incident, self.link_down_after_s, self.clock = prefix, incident, link_down_after_s, clock
        self.sites: dict[str, Site] = {}
        self.lock = threading.Lock()
        self.counts = {"messages": 0, "duplicates": 0, "ignored": 0, "malformed": 0}

    def apply(self, topic: str, payload: bytes, retained: bool = False) -> str | None:
        """Take one message; returns the site whose picture changed, or None."""
        where = split_site_topic(self.prefix, topic)
        if where is None:
            self.counts["ignored"] += 1
            return None
        site, rest = where
        now = self.clock()
        with self.lock:
            self.counts["messages"] += 1
            s = self.sites.setdefault(site, Site(site))
            if rest == "fleet/link":
                s.link, s.link_at = payload.decode(errors="replace").strip(), now
                return site
            if rest == "appliance/available":
                s.available = payload.decode(errors="replace").strip()
                if not retained:
                    s.last_message_at = now
                return site
            if not payload:      # an emptied retained topic: the engine withdrew it
                return self._withdraw(s, rest)
            try:
                body = json.loads(payload)
                if not isinstance(body, dict):
                    raise ValueError("not an object")
            except ValueError:
                self.counts["malformed"] += 1
                return None
            # A retained copy is as old as the engine says; a live message is news now.
            s.last_message_at = max(s.last_message_at or 0, now if not retained else _num(body.get("at"))) or None
            return site if self._take(s, rest, body) else None

    def _withdraw(self, s: Site, rest: str) -> str:
        parts = rest.split("/")
        if rest.startswith("appliance/station/"):
            s.stations.pop(parts[2], None)
        elif rest.startswith("fleet/front/"):
            s.fronts.pop(parts[2], None)
        return s.site

    def _take(self, s: Site, rest: str, body: dict) -> bool:
        if rest == "appliance/status":
            s.status = body
        elif rest.startswith("appliance/station/"):
            device = rest.split("/")[2]
            old = s.stations.get(device)
            if old is not None and _num(old.get("at")) > _num(body.get("at")):
                self.counts["duplicates"] += 1
                return False
            s.stations[device] = body
        elif rest == "alerts" or rest.startswith("appliance/alert/"):
            aid = body.get("id")
            if not isinstance(aid, str):
                self.counts["malformed"] += 1
                return False
            old = s.alerts.get(aid)
            if old is not None and alert_rank(old) >= alert_rank(body):
                self.counts["duplicates"] += 1
                return False
            s.alerts[aid] = body
        elif rest.startswith("fleet/front/"):
            aid = rest.split("/")[2]
            old = s.fronts.get(aid)
            if old is not None and _num(old.get("at")) >= _num(body.get("at")):
                self.counts["duplicates"] += 1
                return False
            s.fronts[aid] = body
        elif rest == "fleet/detection":
            key = (body.get("alert_id"), body.get("frame_id"))
            if any((d.get("alert_id"), d.get("frame_id")) == key for d in s.detections):
                self.counts["duplicates"] += 1
                return False
            s.detections.append(body)
        elif rest == "fleet/answer":
            if any(a.get("audit_id") == body.get("audit_id") for a in s.answers):
                self.counts["duplicates"] += 1
                return False
            s.answers.append(body)
        return True

    def site_view(self, site: str, now: float | None = None) -> dict:
        now = self.clock() if now is None else now
        with self.lock:
            s = self.sites[site]
            silent = s.last_message_at is None or now - s.last_message_at > self.link_down_after_s
            link_down = s.link == "0" or silent
            return {
                "site": site, "available": s.available, "link": "down" if link_down else "up",
                "link_notice": s.link, "last_message_at": s.last_message_at,
                "last_message_age_s": None if s.last_message_at is None else round(max(0.0, now - s.last_message_at), 1),
                "notes": (s.status or {}).get("notes"),
                "stations": [self._aged(st, now) for st in sorted(
                    s.stations.values(), key=lambda st: _danger_order(st))],
                "alerts": sorted(s.alerts.values(), key=lambda a: str(a.get("id"))),
                "fronts": list(s.fronts.values()), "detections": list(s.detections), "answers": list(s.answers),
            }

    @staticmethod
    def _aged(station: dict, now: float) -> dict:
        """The station's data age now: its age when the engine said it, plus the time since."""
        age, at = station.get("data_age_s"), station.get("at")
        if isinstance(age, (int, float)) and isinstance(at, (int, float)):
            return {**station, "data_age_now_s": round(max(0.0, age) + max(0.0, now - at), 1)}
        return {**station, "data_age_now_s": None}

    def snapshot(self, now: float | None = None) -> dict:
        now = self.clock() if now is None else now
        sites = [self.site_view(site, now) for site in sorted(self.sites)]
        return {"incident": self.incident, "at": now, "sites": sites, "counts": dict(self.counts)}

    def summary(self, site: str, now: float | None = None) -> dict:
        """What is fanned back out to every engine for one site: small, retained, no thumbnails."""
        v = self.site_view(site, now)
        return {"site": site, "incident": self.incident, "at": v["last_message_at"], "link": v["link"],
                "sent_at": self.clock() if now is None else now,
                "stations": [{k: st.get(k) for k in ("station", "danger_class", "fwi", "data_age_now_s",
                                                      "wind_kmh", "wind_from_deg", "lat", "lon", "at")} for st in v["stations"]],
                "alerts": [{"id": a["id"], "type": a.get("type"), "kind": a.get("kind"),
                            "lat": (a.get("after") or {}).get("lat"), "lon": (a.get("after") or {}).get("lon")}
                           for a in v["alerts"]]}
