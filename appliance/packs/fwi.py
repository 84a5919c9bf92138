"""Gridded Fire Weather Index packs: the value at a place by scenario, period and season.

The nearest grid cell is used only within the pack's own cell size; farther away the pack has no
data for the place. A scenario the pack lacks is reported as missing, with the ones it has.
"""
import csv
import json

from appliance.geo.geodesy import haversine_km

SEASON_ORDER = ["DJF", "MAM", "JJA", "SON"]


def read_fwi(manifest) -> list[tuple]:
    cols = manifest.data["columns"]
    with manifest.data_file.open(newline="", encoding="utf-8") as f:
        return [(float(r[cols["lat"]]), float(r[cols["lon"]]), r[cols["scenario"]].strip().lower(),
                 r[cols["period"]].strip(), r[cols["season"]].strip().upper(), float(r[cols["fwi"]]))
                for r in csv.DictReader(f)]


def danger_class(fwi: float, table: dict | None) -> str | None:
    """The pack's own class table first (so the class comes from the pack); else the box's."""
    if table:
        for cls in table["classes"]:
            if cls["below"] is None or fwi < cls["below"]:
                return cls["name"]
    try:  # appliance.fireweather is another engineer's module; absent or different -> no class
        from appliance.fireweather import danger_class as box_class
        return str(box_class(fwi))
    except Exception:
        return None


def fwi_at(db, lat: float, lon: float, scenario: str | None) -> list[dict]:
    """Per fwi pack covering the place: the nearest cell's values for the scenario asked (or all)."""
    out = []
    for pack in db.query("SELECT name, title, licence, synthetic, manifest_json FROM packs WHERE kind = 'fwi_grid' ORDER BY name"):
        data = json.loads(pack["manifest_json"])["data"]
        names = data.get("scenarios", {})
        cells = db.query("SELECT DISTINCT lat, lon FROM pack_fwi WHERE pack = ?", [pack["name"]])
        if not cells:
            continue
        best = min(cells, key=lambda c: haversine_km(lat, lon, c["lat"], c["lon"]))
        distance = round(haversine_km(lat, lon, best["lat"], best["lon"]), 1)
        if distance > data.get("cell_km", 25):
            continue
        have = [r["scenario"] for r in db.query("SELECT DISTINCT scenario FROM pack_fwi WHERE pack = ? ORDER BY scenario", [pack["name"]])]
        wanted = scenario if scenario in have else None
        rows = db.query("SELECT scenario, period, season, fwi FROM pack_fwi WHERE pack = ? AND lat = ? AND lon = ?"
                        " ORDER BY scenario, period", [pack["name"], best["lat"], best["lon"]])
        values = [{**r, "scenario_name": names.get(r["scenario"], r["scenario"]),
                   "danger_class": danger_class(r["fwi"], data.get("danger_classes"))}
                  for r in rows if wanted is None or r["scenario"] in (wanted, "historical")]
        values.sort(key=lambda r: (r["scenario"] != "historical", r["scenario"], r["period"], SEASON_ORDER.index(r["season"])))
        out.append({"pack": pack["name"], "title": pack["title"], "licence": pack["licence"],
                    "synthetic": bool(pack["synthetic"]), "cell": [best["lat"], best["lon"]], "distance_km": distance,
                    "scenarios": have, "scenario_names": names, "asked": scenario,
                    "asked_missing": scenario is not None and scenario not in have,
                    "class_source": (data.get("danger_classes") or {}).get("source"), "values": values})
    return out
