"""Cursor on Target events (XML, event version 2.0) built from the map's features (appliance.mapfeatures).

- a detection: spot marker `b-m-p-s-m` with its time, drone, "colour heuristic" and thumbnail path;
- a time ring of a projection: drawn shape `u-d-f` with its vertices (`<link point="lat,lon"/>`, the
  first repeated last so TAK closes it), stroke and fill (signed 32-bit ARGB), callsign
  "PROJ +1h 15:40Z", remarks with its inputs and "model projection, not observed, no suppression
  assumed"; its uid is stable per (incident, horizon, band) so a re-projection replaces the last;
- a station: sensor point `a-f-G-E-S` with wind and danger class in its remarks;
- a delete: `t-x-d-d` naming the withdrawn uid, with `<__forcedelete/>` (ATAK keeps drawn shapes past stale).
"""
import hashlib
from datetime import datetime, timezone
from xml.etree import ElementTree as ET

UNKNOWN = "9999999.0"     # CoT's "not known" for hae / ce / le
MACHINE = "m-g"           # how: machine generated
# Cool (near) to warm (far), colour-blind safe (ColorBrewer RdYlBu) as (r, g, b).
RAMP = [(69, 117, 180), (145, 191, 219), (254, 224, 144), (252, 141, 89), (215, 48, 39)]


def cot_time(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ts % 1 * 1000):03d}Z"


def parse_iso(text: str) -> float:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()


def argb(a: int, r: int, g: int, b: int) -> int:
    """ARGB as the signed 32-bit int ATAK writes."""
    value = (a << 24) | (r << 16) | (g << 8) | b
    return value - (1 << 32) if value >= 1 << 31 else value


def _safe(text: str) -> str:
    """A uid segment: letters, digits, '-', '_', '.'; anything else hashed so two incidents never merge."""
    clean = "".join(c if c.isalnum() or c in "-_." else "_" for c in str(text))[:48]
    return clean if clean == str(text) else f"{clean}_{hashlib.sha1(str(text).encode()).hexdigest()[:8]}"


def shape_uid(prefix: str, incident: str, horizon_min: float, band: str) -> str:
    return f"{prefix}.proj.{_safe(incident)}.{horizon_min:g}m.{band}"


def horizon_text(minutes: float) -> str:
    h, m = divmod(int(round(minutes)), 60)
    return f"+{m}m" if not h else (f"+{h}h" if not m else f"+{h}h{m:02d}")


def _by(p: dict) -> str:
    """"engine7 ": the site a feature came from at a command post (appliance/fleet/map_features.py), else nothing."""
    return f"{p['ReportedBy']} " if p.get("ReportedBy") else ""


def _event(uid: str, cot_type: str, now: float, stale_ts: float, lat: float, lon: float) -> ET.Element:
    ev = ET.Element("event", version="2.0", uid=uid, type=cot_type, how=MACHINE, time=cot_time(now),
                    start=cot_time(now), stale=cot_time(max(stale_ts, now + 1)))
    ET.SubElement(ev, "point", lat=f"{lat:.7f}", lon=f"{lon:.7f}", hae=UNKNOWN, ce=UNKNOWN, le=UNKNOWN)
    return ev


def to_bytes(ev: ET.Element) -> bytes:
    return ET.tostring(ev, encoding="UTF-8", xml_declaration=True)


def detection_event(f: dict, *, prefix: str, now: float, stale_s: float) -> ET.Element:
    p = f["properties"]
    lon, lat = f["geometry"]["coordinates"]
    key = p.get("AlertID") or f"frame-{p.get('FrameID')}"
    ev = _event(f"{prefix}.det.{_safe(key)}", "b-m-p-s-m", now, now + stale_s, lat, lon)
    d = ET.SubElement(ev, "detail")
    ET.SubElement(d, "contact", callsign=f"{_by(p)}POSSIBLE {p['DetectionKind'].upper()} {p['ObservedDateTime'][11:16]}Z")
    ET.SubElement(d, "color", argb=str(argb(255, 255, 0, 0)))
    ET.SubElement(d, "remarks").text = (
        f"possible {p['DetectionKind']} seen {p['ObservedDateTime']} by drone {p.get('SourceDevice') or '?'}"
        f" (frame {p.get('FrameID')}); confidence: {p['Confidence']}, not verified; thumbnail {p.get('ThumbnailURL')}")
    return ev


def station_event(f: dict, *, prefix: str, now: float, stale_s: float) -> ET.Element:
    p = f["properties"]
    lon, lat = f["geometry"]["coordinates"]
    ev = _event(f"{prefix}.station.{_safe(p['SiteID'])}.{_safe(p['StationID'])}", "a-f-G-E-S", now, now + stale_s,
                lat, lon)
    d = ET.SubElement(ev, "detail")
    ET.SubElement(d, "contact", callsign=f"WX {_by(p)}{p['StationID']}")
    wind = ("wind unknown" if p.get("WindSpeed_kmh") is None else f"wind {p['WindSpeed_kmh']:g} km/h from "
            + (f"{p['WindDirection_deg']:g} deg" if p.get("WindDirection_deg") is not None else "an unknown direction"))
    danger = (f"danger {p['DangerClass']} (FWI {p['FWI']:g}, {p['DangerDay']}; {p['DangerProvenance']})"
              if p.get("DangerClass") else "danger class unknown")
    ET.SubElement(d, "remarks").text = f"{wind}; {danger}; observed {p['ObservedDateTime']}, data age {p['DataAge_s']:.0f} s"
    return ev


def ring_event(f: dict, *, prefix: str, now: float, stale_s: float, horizons: list[float],
               heads: dict | None = None) -> ET.Element:
    """`heads`: {band: head distance m} of the same ring, for the remarks."""
    p = f["properties"]
    ring = f["geometry"]["coordinates"][0]
    valid_ts = parse_iso(p["ValidDateTime"])
    lon = sum(q[0] for q in ring[:-1]) / (len(ring) - 1)
    lat = sum(q[1] for q in ring[:-1]) / (len(ring) - 1)
    band, horizon = p["SpreadBand"], p["HorizonMinutes"]
    ev = _event(shape_uid(prefix, p["IncidentID"], horizon, band), "u-d-f", now, valid_ts + stale_s, lat, lon)
    d = ET.SubElement(ev, "detail")
    for q in ring:
        ET.SubElement(d, "link", point=f"{q[1]:.7f},{q[0]:.7f}")
    r, g, b = RAMP[0 if len(horizons) <= 1 else round(horizons.index(horizon) * (len(RAMP) - 1) / (len(horizons) - 1))]
    ET.SubElement(d, "strokeColor", value=str(argb(255, r, g, b)))
    ET.SubElement(d, "strokeWeight", value="4.0" if band == "likely" else "2.0")
    ET.SubElement(d, "fillColor", value=str(argb(64 if band == "likely" else 32, r, g, b)))
    callsign = f"{_by(p)}PROJ {horizon_text(horizon)} {p['ValidDateTime'][11:16]}Z" + ("" if band == "likely" else f" {band}")
    ET.SubElement(d, "contact", callsign=callsign)
    heads_text = (", ".join(f"{k} {v:g} m" for k, v in heads.items()) if heads else f"{band} {p['HeadDistance_m']:g} m")
    ET.SubElement(d, "remarks").text = (
        f"{p['Comments']}. Fire spread prediction ({band} band) for {p['ValidDateTime']}, issued {p['IssueDateTime']}"
        f" for incident {p['IncidentID']}. Head from start: {heads_text}. Inputs: {p.get('Inputs')}. Head ROS "
        f"{p.get('HeadROS_m_min')} m/min toward {p.get('SpreadToward_deg')} deg, HFI {p.get('HeadFireIntensity_kWm')} kW/m"
        f" (class {p.get('IntensityClass')}), {p.get('FireType')} fire.")
    ET.SubElement(d, "labels_on", value="true")
    return ev


def delete_event(target_uid: str, *, prefix: str, now: float) -> ET.Element:
    ev = _event(f"{prefix}.delete.{hashlib.sha1(f'{target_uid}|{now}'.encode()).hexdigest()[:16]}", "t-x-d-d",
                now, now + 20, 0.0, 0.0)
    d = ET.SubElement(ev, "detail")
    ET.SubElement(d, "link", uid=target_uid, relation="none", type="none")
    ET.SubElement(d, "__forcedelete")
    return ev
