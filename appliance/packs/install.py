"""Install a pack: check it, copy it (with its provenance) under the data directory, load its rows."""
import json
import shutil
import time
from pathlib import Path

from appliance.packs.fwi import read_fwi
from appliance.packs.incidents import read_incidents
from appliance.packs.literature import read_literature
from appliance.packs.manifest import PackError, PackManifest, load_manifest

LOADERS = {  # kind: (table, columns, reader)
    "incidents": ("pack_incidents", "row_no, lat, lon, cell, year, month, size_ha", read_incidents),
    "fwi_grid": ("pack_fwi", "lat, lon, scenario, period, season, fwi", read_fwi),
    "literature": ("pack_literature", "ref_id, title, authors, year, abstract, doi", read_literature),
}


def add_pack(db, folder: Path | str, packs_dir: Path | str) -> tuple[PackManifest, int]:
    """Returns the installed manifest and its row count; re-adding a pack replaces it."""
    manifest = load_manifest(folder)
    table, columns, reader = LOADERS[manifest.kind]
    try:
        rows = reader(manifest)
    except (KeyError, ValueError) as exc:
        raise PackError(f"{manifest.data_file}: cannot read {manifest.kind} rows ({exc.__class__.__name__}: {exc})") from None
    if not rows:
        raise PackError(f"{manifest.data_file}: no rows")
    target = Path(packs_dir) / manifest.name
    if target.resolve() != manifest.path.resolve():
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(manifest.path, target)
    marks = ", ".join("?" * (len(columns.split(",")) + 1))
    raw = manifest.raw
    with db.conn:
        db.conn.execute("DELETE FROM packs WHERE name = ?", [manifest.name])  # cascades to its rows
        db.conn.execute(
            "INSERT INTO packs(name, kind, title, licence, region_json, date, synthetic, manifest_json, path, added_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?)",
            (manifest.name, manifest.kind, raw["title"], raw["licence"], json.dumps(raw["region"]), raw["date"],
             int(manifest.synthetic), json.dumps(raw), str(target), time.time()))
        db.conn.executemany(f"INSERT INTO {table}(pack, {columns}) VALUES ({marks})",
                            [(manifest.name, *row) for row in rows])
    return load_manifest(target), len(rows)


def list_packs(db) -> list[dict]:
    packs = db.query("SELECT name, kind, title, licence, region_json, date, synthetic, path FROM packs ORDER BY name")
    for p in packs:
        p["region"] = json.loads(p.pop("region_json"))
        p["synthetic"] = bool(p["synthetic"])
        table = LOADERS[p["kind"]][0]
        p["rows"] = db.scalar(f"SELECT COUNT(*) FROM {table} WHERE pack = ?", [p["name"]])
    return packs
