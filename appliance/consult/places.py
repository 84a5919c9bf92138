"""The one door to places for the consultation: the box's own stations, the provisioned
gazetteer (appliance.geo, models/gazetteer.sqlite), or explicit "lat, lon".

There is no second, hand-written gazetteer: a place the provisioned one does not know (or knows
without coordinates, as it does for states and counties) is "unknown" and the planner is asked for
coordinates, as the paper's profile step confirms exact coordinates. The demo's own stations
("Bejaia", "Sidi Bel Abbes, Algeria") are found by the same station parser the crew's questions use.
"""
import re

from appliance.consult.understanding import station_places

COORDS = re.compile(r"(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)")


class GazetteerUnavailable(RuntimeError):
    """The provisioned gazetteer is missing or unreadable; the message says how to build it."""


def parse_coordinates(text: str) -> dict | None:
    m = COORDS.fullmatch(text.strip())
    if not m:
        return None
    lat, lon = float(m.group(1)), float(m.group(2))
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    return {"id": f"coords:{lat:.4f},{lon:.4f}", "name": f"{lat:.4f}, {lon:.4f}", "label": f"{lat:.4f}, {lon:.4f} (coordinates)",
            "lat": lat, "lon": lon, "source": "coordinates"}


def _coordinates(gaz, pid: str) -> tuple[float, float] | None:
    """The gazetteer keeps lat/lon for cities only; a state or county has none (then: ask for coordinates)."""
    import sqlite3
    with sqlite3.connect(f"file:{gaz.path}?mode=ro", uri=True) as db:
        row = db.execute("SELECT lat, lon FROM place WHERE id = ?", (pid,)).fetchone()
    return (float(row[0]), float(row[1])) if row and row[0] is not None and row[1] is not None else None


def _seat(gaz, pid: str) -> str | None:
    """The city of the same name directly under a province or county ("Béjaïa" province -> Béjaïa)."""
    from appliance.geo.names import normalize

    region = gaz.place(pid)
    for child in gaz.children(pid):
        if child.level == "city" and normalize(child.name) == normalize(region.name):
            return child.id
    return None


def _geo_places(text: str) -> list[dict]:
    """Places from the provisioned gazetteer that have coordinates; GazetteerUnavailable when it is absent."""
    try:
        from appliance.geo.gazetteer import default_gazetteer
        from appliance.geo.tagger import tag_places
        gaz = default_gazetteer()
        tagged = tag_places(text, gaz)
    except Exception as exc:
        raise GazetteerUnavailable(f"the gazetteer could not be read ({type(exc).__name__}: {exc}); "
                                   "build it with `appliance geo build`") from None
    out = []
    for t in tagged or []:
        for option in (t.get("options") or [t]) if t.get("id") is None else [t]:
            pid = option.get("id")
            coords = _coordinates(gaz, pid) if pid else None
            if pid and coords is None:   # a province or county: its seat of the same name has coordinates
                pid = _seat(gaz, pid) or pid
                coords = _coordinates(gaz, pid)
            place = gaz.place(pid) if pid else None
            if coords is None or place is None:
                continue
            out.append({"id": pid, "name": place.name, "label": place.label, "lat": coords[0], "lon": coords[1],
                        "source": "gazetteer"})
    return out


def find_places(text: str, db=None) -> list[dict]:
    """Candidate places for a location answer: one means confirmed, several mean ask which.

    Coordinates first, then the box's own stations (when `db` is given), then the gazetteer."""
    coords = parse_coordinates(text)
    if coords:
        return [coords]
    stations = station_places(text, db)
    if stations:
        return stations
    return _geo_places(text)
