"""One source of truth for a station's fire danger: codes, class and where they came from.

Ask, the Live tab, `appliance fire-weather show`, alerts and the consultation all call
`station_danger`, so a crew never sees two figures for the same station and day (issue 19).
Provenance, in the order it is preferred:

1. "published by the station network": the feed carried the network's own FFMC, DMC, DC, ISI,
   BUI and FWI for the day in the reading's `extra` (the official record wins over the box's copy);
2. "computed by the box (network convention)": the box's codes with a convention fitted to the
   network's published codes (calibrate.py);
3. "computed by the box (standard system)": the box's codes with the standard Canadian system.

This is a read path: it never computes. The box's codes are computed when readings are stored
(FireWeatherWorker in appliance/box.py) or by `appliance fire-weather compute`.
"""
import json
import math

from appliance.fireweather.codes import danger_class
from appliance.fireweather.noon import DAY_S, local_solar_day, solar_noon_ts

PUBLISHED = "published by the station network"
NETWORK = "computed by the box (network convention)"
STANDARD = "computed by the box (standard system)"
PROVENANCES = (PUBLISHED, NETWORK, STANDARD)
CODES = ("ffmc", "dmc", "dc", "isi", "bui", "fwi")
# Plausible ranges of published codes; a value outside is a feed fault, not a danger figure.
RANGES = {"ffmc": (0.0, 101.0), "dmc": (0.0, 1500.0), "dc": (0.0, 3000.0), "isi": (0.0, 500.0),
          "bui": (0.0, 1500.0), "fwi": (0.0, 500.0)}
SCAN_LATEST = 64   # newest readings carrying an FWI key looked at for the latest published day


def published_codes(extra_json: str | None) -> dict | None:
    """The six codes from a reading's extra fields, or None unless all six are plausible numbers."""
    try:
        extra = json.loads(extra_json or "{}")
    except ValueError:
        return None
    if not isinstance(extra, dict):
        return None
    out = {}
    for code in CODES:
        v = extra.get(code.upper())
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return None
        try:
            v = float(v)
        except OverflowError:
            return None
        lo, hi = RANGES[code]
        if not math.isfinite(v) or not lo <= v <= hi:
            return None
        out[code] = v
    return out


def _danger(site: str, device: str, day: str, codes: dict, provenance: str, reading_id) -> dict:
    return {"station": device, "site": site, "day": day, **{k: codes[k] for k in CODES},
            "danger_class": danger_class(codes["fwi"]), "provenance": provenance, "reading_id": reading_id}


def _published(db, device: str, day: str | None) -> dict | None:
    """The network's published codes for `day` (the reading nearest local solar noon), or the newest."""
    sql = "SELECT id, site, ts, lon, extra_json FROM readings WHERE device = ? AND extra_json LIKE '%\"FWI\"%'"
    if day is None:
        rows = db.query(sql + " ORDER BY ts DESC, id DESC LIMIT ?", [device, SCAN_LATEST])
        for r in rows:
            codes = published_codes(r["extra_json"])
            if codes:
                return _danger(r["site"], device, local_solar_day(r["ts"], r["lon"]), codes, PUBLISHED, r["id"])
        return None
    lon = db.scalar("SELECT lon FROM readings WHERE device = ? ORDER BY ts DESC LIMIT 1", [device])
    if lon is None:
        return None
    noon = solar_noon_ts(day, lon)
    rows = db.query(sql + " AND ts BETWEEN ? AND ? ORDER BY ts", [device, noon - DAY_S, noon + DAY_S])
    best = None
    for r in rows:
        if local_solar_day(r["ts"], r["lon"]) != day:
            continue
        codes = published_codes(r["extra_json"])
        if codes and (best is None or abs(r["ts"] - noon) < abs(best[0]["ts"] - noon)):
            best = (r, codes)
    return _danger(best[0]["site"], device, day, best[1], PUBLISHED, best[0]["id"]) if best else None


def _computed(db, device: str, day: str | None) -> dict | None:
    rows = db.query("SELECT * FROM fire_weather WHERE device = ?" + (" AND day = ?" if day else "")
                    + " ORDER BY day DESC, site LIMIT 1", [device] + ([day] if day else []))
    if not rows:
        return None
    r = rows[0]
    provenance = STANDARD if r["convention"] == "standard" else NETWORK
    return _danger(r["site"], device, r["day"], {k: r[k] for k in CODES}, provenance, r["reading_id"])


def station_danger(db, device: str, day: str | None = None) -> dict | None:
    """A station's codes and danger class for `day` (its local solar day, YYYY-MM-DD) or its latest day.

    Returns {station, site, day, ffmc, dmc, dc, isi, bui, fwi, danger_class, provenance, reading_id}
    (reading_id: the reading the codes were published with, or the box's noon reading), or None when
    neither the network nor the box has codes for that station and day. The danger class is the
    EFFIS class of the FWI returned (codes.DANGER_CLASSES).
    """
    published, computed = _published(db, device, day), _computed(db, device, day)
    if published and computed and day is None and computed["day"] > published["day"]:
        return computed   # the network stopped publishing; the box's newer day is the latest one
    return published or computed


def station_devices(db, site: str | None = None) -> list[str]:
    """Every station with readings (or one site's), in name order."""
    sql = "SELECT DISTINCT device FROM readings" + (" WHERE site = ?" if site else "") + " ORDER BY device"
    return [r["device"] for r in db.query(sql, [site] if site else [])]


def stations_danger(db, site: str | None = None, day: str | None = None) -> list[dict]:
    """station_danger for every station that has codes (the Live tab's and `fire-weather show`'s list)."""
    return [d for d in (station_danger(db, dev, day) for dev in station_devices(db, site)) if d]


def danger_days(db, device: str) -> list[str]:
    """Every day the station has codes for, from either source, oldest first."""
    days = {r["day"] for r in db.query("SELECT day FROM fire_weather WHERE device = ?", [device])}
    for r in db.query("SELECT ts, lon, extra_json FROM readings WHERE device = ? AND extra_json LIKE '%\"FWI\"%'",
                      [device]):
        if published_codes(r["extra_json"]):
            days.add(local_solar_day(r["ts"], r["lon"]))
    return sorted(days)
