"""Fire-incident packs: read points (or grid cells) from the pack file; count them near a place.

Counts by month and by year come straight from the rows; a source without a year gets no
per-year counts (the answer says so) rather than an invented split.
"""
import csv

from appliance.geo.geodesy import haversine_km

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


def parse_month(value) -> int | None:
    text = str(value or "").strip().lower()
    if text[:3] in MONTHS:
        return MONTHS.index(text[:3]) + 1
    return int(text) if text.isdigit() and 1 <= int(text) <= 12 else None


def cell_centre(x: int, y: int, geo: dict) -> tuple[float, float]:
    west, south, east, north = geo["bbox"]
    lon = west + (x - 0.5) * (east - west) / geo["cols"]
    step = (north - south) / geo["rows"]
    lat = north - (y - 0.5) * step if geo.get("y_increases", "south") == "south" else south + (y - 0.5) * step
    return round(lat, 5), round(lon, 5)


def read_incidents(manifest) -> list[tuple]:
    """Rows (row_no, lat, lon, cell, year, month, size_ha) in file order."""
    cols, geo = manifest.data["columns"], manifest.data.get("georeference")
    rows = []
    with manifest.data_file.open(newline="", encoding="utf-8") as f:
        for row_no, rec in enumerate(csv.DictReader(f), start=1):
            if geo:
                x, y = int(rec[cols["grid_x"]]), int(rec[cols["grid_y"]])
                (lat, lon), cell = cell_centre(x, y, geo), f"X{x}Y{y}"
            else:
                lat, lon, cell = float(rec[cols["lat"]]), float(rec[cols["lon"]]), None
            year = int(rec[cols["year"]]) if cols.get("year") and rec.get(cols["year"]) else None
            size = rec.get(cols.get("size_ha", ""), "")
            rows.append((row_no, lat, lon, cell, year, parse_month(rec.get(cols.get("month", ""))),
                         float(size) if size not in ("", None) else None))
    return rows


def incidents_near(db, lat: float, lon: float, radius_km: float) -> list[dict]:
    """One summary per incidents pack with at least one fire within radius_km of the place."""
    found = []
    for pack in db.query("SELECT name, title, licence, synthetic, manifest_json FROM packs WHERE kind = 'incidents' ORDER BY name"):
        rows = db.query("SELECT row_no, lat, lon, cell, year, month, size_ha FROM pack_incidents WHERE pack = ? ORDER BY row_no", [pack["name"]])
        near = []
        for r in rows:
            r["distance_km"] = round(haversine_km(lat, lon, r["lat"], r["lon"]), 1)
            if r["distance_km"] <= radius_km:
                near.append(r)
        if not near:
            continue
        by_month = {m: 0 for m in range(1, 13)}
        by_year: dict[int, int] = {}
        for r in near:
            if r["month"]:
                by_month[r["month"]] += 1
            if r["year"] is not None:
                by_year[r["year"]] = by_year.get(r["year"], 0) + 1
        sizes = [r["size_ha"] for r in near if r["size_ha"] is not None]
        found.append({
            "pack": pack["name"], "title": pack["title"], "licence": pack["licence"], "synthetic": bool(pack["synthetic"]),
            "radius_km": radius_km, "n_total": len(rows), "n_within": len(near),
            "by_month": by_month, "by_year": dict(sorted(by_year.items())) or None,
            "largest": max(near, key=lambda r: r["size_ha"] or 0) if sizes else None,
            "nearest": sorted(near, key=lambda r: (r["distance_km"], r["row_no"]))[:3],
            "positions": "grid cells (approximate)" if near[0]["cell"] else "points",
        })
    return found
