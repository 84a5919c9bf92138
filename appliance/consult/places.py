"""The one door to the gazetteer: find the places a profile answer names, with coordinates.

appliance.geo's gazetteer is used when it is built; a tiny stand-in list (data/places_fallback.json)
covers the shipped packs and the paper's cases when it is not, or when it does not know the place
(it keeps foreign cities above 100,000 people only, so not Bragança). Explicit
"lat, lon" answers always work, as the paper's profile step confirms exact coordinates.
"""
import json
import re
import unicodedata
from pathlib import Path

FALLBACK = json.loads(Path(__file__).with_name("data").joinpath("places_fallback.json").read_text())["places"]
COORDS = re.compile(r"(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)")


def fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def parse_coordinates(text: str) -> dict | None:
    m = COORDS.fullmatch(text.strip())
    if not m:
        return None
    lat, lon = float(m.group(1)), float(m.group(2))
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    return {"id": f"coords:{lat:.4f},{lon:.4f}", "name": f"{lat:.4f}, {lon:.4f}", "label": f"{lat:.4f}, {lon:.4f} (coordinates)",
            "lat": lat, "lon": lon, "source": "coordinates"}


def _fallback_places(text: str) -> list[dict]:
    folded = fold(text)
    words = set(re.findall(r"[a-z]+", folded))
    hits = [p for p in FALLBACK
            if any(re.search(rf"\b{re.escape(fold(n))}\b", folded) for n in [p["name"], *p["aliases"]])]
    qualified = [p for p in hits if words & set(p["admin_codes"])]
    return [{"id": p["id"], "name": p["name"], "label": f"{p['name']}, {p['admin']}", "lat": p["lat"], "lon": p["lon"],
             "source": "fallback gazetteer"} for p in (qualified or hits)]


def _coordinates(gaz, pid: str) -> tuple[float, float] | None:
    """The gazetteer keeps lat/lon for cities only; a state or county has none (then: ask for coordinates)."""
    import sqlite3
    with sqlite3.connect(f"file:{gaz.path}?mode=ro", uri=True) as db:
        row = db.execute("SELECT lat, lon FROM place WHERE id = ?", (pid,)).fetchone()
    return (float(row[0]), float(row[1])) if row and row[0] is not None and row[1] is not None else None


def _geo_places(text: str) -> list[dict] | None:
    """Places from appliance.geo, or None when that module or its gazetteer is absent or fails."""
    try:
        from appliance.geo.gazetteer import default_gazetteer
        from appliance.geo.tagger import tag_places
        gaz = default_gazetteer()
        tagged = tag_places(text, gaz)
    except Exception:
        return None
    out = []
    for t in tagged or []:
        for option in (t.get("options") or [t]) if t.get("id") is None else [t]:
            pid = option.get("id")
            coords = _coordinates(gaz, pid) if pid else None
            place = gaz.place(pid) if pid else None
            if coords is None or place is None:
                continue
            out.append({"id": pid, "name": place.name, "label": place.label, "lat": coords[0], "lon": coords[1],
                        "source": "appliance.geo"})
    return out


def find_places(text: str) -> list[dict]:
    """Candidate places for a location answer: one means confirmed, several mean ask which."""
    coords = parse_coordinates(text)
    if coords:
        return [coords]
    from_geo = _geo_places(text)
    return from_geo if from_geo else _fallback_places(text)
