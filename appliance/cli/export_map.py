"""`appliance export-map --format geojson|kml|kmz|takpkg --out FILE`: the map's stations, detections
and projected fronts with time rings, for TAK, CalTopo, Google Earth or GIS (appliance.mapexport).
(`appliance export` is the backup export; this one is the map.)"""
import os
from pathlib import Path

import click

from appliance.cli import ApplianceError
from appliance.cli._common import config_option, emit_json, json_option, load, set_option

FORMATS = ("geojson", "kml", "kmz", "takpkg")


@click.command("export-map")
@click.option("--format", "fmt", type=click.Choice(FORMATS, case_sensitive=False), required=True,
              help="geojson (RFC 7946), kml (OGC KML 2.2), kmz (zipped KML), takpkg (TAK data package with the KML).")
@click.option("--out", "out_path", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="File to write (replaced atomically when it exists).")
@click.option("--site", default=None, help="Only this site's stations, detections and fronts (default: all).")
@config_option
@set_option
@json_option
def command(fmt, out_path, site, config_path, overrides, as_json):
    """Export the map (stations, detections, projected fronts with time rings) for the crews' own tools."""
    from appliance.mapexport import render
    from appliance.mapfeatures import map_features
    from appliance.store.db import Database

    config = load(config_path, overrides)
    if not Path(config.db_path).exists():
        raise ApplianceError(f"no database at {config.db_path}: run the box or `appliance demo seed` first")
    if out_path.exists() and out_path.is_dir():
        raise ApplianceError(f"--out {out_path} is a directory; give a file name")
    if not out_path.parent.exists():
        raise ApplianceError(f"--out folder {out_path.parent} does not exist")
    db = Database(config.db_path)
    try:
        fc = map_features(db, site=site)
    finally:
        db.close()
    data, media, _ = render(fc, fmt)
    tmp = out_path.with_name(f".{out_path.name}.part")
    try:
        tmp.write_bytes(data)
        os.replace(tmp, out_path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise ApplianceError(f"cannot write {out_path}: {exc.strerror or exc}") from None
    summary = {"out": str(out_path), "format": fmt.lower(), "media_type": media, "bytes": len(data),
               "counts": fc["properties"]["counts"]}
    if as_json:
        emit_json(summary)
    else:
        counts = ", ".join(f"{n} {k}" for k, n in sorted(summary["counts"].items())) or "nothing to draw yet"
        click.echo(f"wrote {out_path} ({fmt.lower()}, {len(data)} bytes): {counts}")
