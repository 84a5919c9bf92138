"""What the incident picture says over every site, as numbers with the site each came from: the facts an
answer at the command post gives to "which crew is in the worst conditions right now?", "any detections
in the last hour?" or "where is engine 3's nearest fire?" (orchestrator/incident_answer.py words them).

Every row carries its `site` and the time the engine sent it, so the answer cites the site of each fact
and the age of each site's data. Ages are counted against the answer's clock from the engines' own
times; a site is silent when its bridge's last will said 0 or nothing came from it for
`link_down_after_s` (the same rule as the /fleet page, picture.py).

Which question is an all-sites one (`incident_question`): the reader (appliance/understand) does not yet
read sites. Until its frame carries `sites` (the site ids a question names) and `all_sites_incident`
(asked across the incident), a command post takes a question as asked of the incident when it names a
site the picture holds, or when its intents are ones the picture answers and it names none of the
command post's own stations. Both rules read the frame the reader made; neither reads words itself
beyond the picture's own site ids.
"""
import re

from appliance.geo.geodesy import bearing_deg, haversine_km

# The reader's intents the picture answers, and what each asks of it.
KINDS_BY_INTENT = {"danger": ("conditions",), "compare_stations": ("conditions",), "current_conditions": ("conditions",),
                   "tactical": ("conditions", "fires"), "summary": ("conditions", "fires"), "frames": ("fires",),
                   "spread": ("fronts",), "drift": ("fronts",)}
NEVER = {"refuse", "documents", "explain", "photo", "analogs"}
DEFAULT_WINDOW_S = 3600.0       # "any detections?" with no time asked: the last hour, said in the answer


def _num(value) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def site_pattern(site: str) -> re.Pattern:
    """'engine3' matches "engine 3", "Engine-3's", "ENGINE03"; never "engine 30" or "engine3x"."""
    parts = re.findall(r"[a-z]+|\d+", site.lower())
    if not parts:
        return re.compile(r"(?!x)x")
    body = r"[\s_\-]*".join(("0*" + p) if p.isdigit() else re.escape(p) for p in parts)
    return re.compile(rf"(?<![a-z0-9]){body}(?![a-z0-9])", re.IGNORECASE)


def sites_named(question: str, sites: list[str]) -> list[str]:
    return [s for s in sites if site_pattern(s).search(question)]


def incident_question(frame, question: str, sites: list[str], own_site: str | None = None,
                      named_only: bool = False) -> tuple[list[str], list[str]] | None:
    """(what is asked: conditions / fires / fronts / site, the sites named) when the question is asked of the
    incident, else None (the box answers it from its own store as any box would). `named_only` (an engine):
    only a question naming another site is the incident's; the engine's crew asks of its own stations first."""
    intents = list(getattr(frame, "intents", []) or [])
    if NEVER & set(intents):
        return None
    named = [s for s in (getattr(frame, "sites", None) or sites_named(question, sites)) if s != own_site or not named_only]
    kinds = list(dict.fromkeys(k for i in intents for k in KINDS_BY_INTENT.get(i, ())))
    if named:
        return (kinds or ["site"]), named
    if named_only:
        return None
    across = bool(getattr(frame, "all_sites_incident", False))
    if across and not kinds:
        # Asked across the incident and read as nothing the picture holds: its sites' conditions, with the read-back
        # saying what was read, rather than "no data for that".
        return ["conditions"], []
    if kinds and (across or not getattr(frame, "stations", None)):
        return kinds, []
    return None


def site_states(picture: dict, now: float, link_down_after_s: float) -> list[dict]:
    """Each site: when it last said something, how long ago, silent or not (its link's last will, or silence)."""
    out = []
    for s in picture.get("sites", []):
        last = _num(s.get("last_message_at"))
        age = None if last is None else max(0.0, now - last)
        # At an engine the command post's own verdict ("link": "down") is all there is of the site's link.
        silent = s.get("link_notice") == "0" or age is None or age > link_down_after_s or (
            "link_notice" not in s and s.get("link") == "down")
        out.append({"site": s["site"], "last_message_at": last, "age_s": age, "silent": silent,
                    "will": s.get("link_notice") == "0", "position": site_position(s)})
    return out


def site_position(site_view: dict) -> tuple[float, float] | None:
    """Where a site is, as far as the picture knows: its first station with a position (an engine's box has
    no position of its own in what crosses)."""
    for st in site_view.get("stations", []):
        lat, lon = _num(st.get("lat")), _num(st.get("lon"))
        if lat is not None and lon is not None:
            return lat, lon
    return None


def station_rows(picture: dict, now: float, only: list[str] | None = None) -> list[dict]:
    """Every station of every site, worst first (the danger class is a band of the FWI, so the FWI orders it)."""
    rows, taken = [], _num(picture.get("at"))
    for s in picture.get("sites", []):
        if only and s["site"] not in only:
            continue
        for st in s.get("stations", []):
            fwi, age, at = _num(st.get("fwi")), _num(st.get("data_age_s")), _num(st.get("at"))
            if age is None and _num(st.get("data_age_now_s")) is not None and taken is not None:
                # A neighbour's summary (neighbours.py) carries the age as of the snapshot: count on from it.
                age, at = _num(st.get("data_age_now_s")), taken
            rows.append({"site": s["site"], "station": str(st.get("station")), "fwi": fwi,
                         "danger_class": st.get("danger_class"), "wind_kmh": _num(st.get("wind_kmh")),
                         "wind_from_deg": _num(st.get("wind_from_deg")), "lat": _num(st.get("lat")),
                         "lon": _num(st.get("lon")), "sent_at": at,
                         "data_age_s": None if age is None or at is None else max(0.0, age) + max(0.0, now - at),
                         "observed_at": None if age is None or at is None else at - max(0.0, age)})
    return sorted(rows, key=lambda r: (r["fwi"] is None, -(r["fwi"] or 0.0), r["site"], r["station"]))


def alert_rows(picture: dict) -> list[dict]:
    """Every alert of every site in its latest state (the picture keeps the furthest event of each stable id)."""
    rows = []
    for s in picture.get("sites", []):
        fronts = {f.get("alert_id"): f for f in s.get("fronts", [])}
        for a in s.get("alerts", []):
            after = a.get("after") if isinstance(a.get("after"), dict) else {}
            rows.append({"site": s["site"], "id": str(a.get("id")), "kind": a.get("kind") or "detection",
                         "ended": a.get("type") == "end" or after.get("state") == "ended",
                         "detections": _num(after.get("detections")), "first_ts": _num(after.get("first_ts")),
                         "last_ts": _num(after.get("last_ts")), "lat": _num(after.get("lat")), "lon": _num(after.get("lon")),
                         "summary": a.get("summary"), "front": fronts.get(a.get("id"))})
    return rows


def fires_in_window(picture: dict, start: float, end: float, only: list[str] | None = None) -> list[dict]:
    """Alerts with a detection between start and end (their last detection in it), newest first."""
    rows = [r for r in alert_rows(picture) if r["last_ts"] is not None and start <= r["last_ts"] <= end
            and (not only or r["site"] in only)]
    return sorted(rows, key=lambda r: (-r["last_ts"], r["site"], r["id"]))


def front_rows(picture: dict, only: list[str] | None = None) -> list[dict]:
    """Each open alert's latest projected front: when it was made and how far the likely head goes by its
    farthest time ring (the numbers inside the projection the engine computed)."""
    out = []
    for a in alert_rows(picture):
        f = a["front"]
        if f is None or a["ended"] or (only and a["site"] not in only):
            continue
        rings = [x.get("properties", {}) for x in ((f.get("projection") or {}).get("features") or [])
                 if isinstance(x, dict) and (x.get("properties") or {}).get("kind") == "ring"]
        likely = [p for p in rings if p.get("band", "likely") == "likely" and _num(p.get("minutes")) is not None]
        far = max(likely, key=lambda p: p["minutes"], default=None)
        out.append({**a, "made_at": _num(f.get("at")), "rings": len(rings),
                    "minutes": None if far is None else _num(far.get("minutes")),
                    "head_distance_m": None if far is None else _num(far.get("head_distance_m")),
                    "area_ha": None if far is None else _num(far.get("area_ha"))})
    return sorted(out, key=lambda r: (r["site"], r["id"]))


def nearest_fires(picture: dict, site: str, limit: int = 3) -> tuple[list[dict], str | None]:
    """The open alerts nearest the site, from any site, with the distance and bearing from the nearest of the
    site's own stations: ([rows], None), or ([], why not)."""
    view = next((s for s in picture.get("sites", []) if s["site"] == site), None)
    if view is None:
        return [], f"{site} is not in the incident picture"
    points = [(str(st.get("station")), _num(st.get("lat")), _num(st.get("lon"))) for st in view.get("stations", [])]
    points = [p for p in points if p[1] is not None and p[2] is not None]
    if not points:
        return [], f"{site} has reported no station with a position, so the box cannot place it"
    out = []
    for a in alert_rows(picture):
        if a["ended"] or a["lat"] is None or a["lon"] is None:
            continue
        station, lat, lon = min(points, key=lambda p: haversine_km(p[1], p[2], a["lat"], a["lon"]))
        out.append({**a, "from_station": station, "distance_km": haversine_km(lat, lon, a["lat"], a["lon"]),
                    "bearing_deg": bearing_deg(lat, lon, a["lat"], a["lon"])})
    if not out:
        return [], "no site reports an open fire alert with a position"
    return sorted(out, key=lambda r: (r["distance_km"], r["id"]))[:limit], None
