"""`appliance packs`: load regional data packs before deployment, and list what is loaded."""
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option
from appliance.paths import EDGE_DATA_DIR

SHIPPED_PACKS_DIR = EDGE_DATA_DIR / "packs"


@click.group("packs")
def command():
    """Regional data packs: fire incidents, fire-weather grids, literature."""


@command.command("add")
@config_option
@set_option
@json_option
@click.option("--shipped", is_flag=True, help=f"Add every pack shipped in {SHIPPED_PACKS_DIR.name}/ beside the code.")
@click.argument("paths", nargs=-1, type=click.Path(file_okay=False, path_type=Path))
def add(config_path, overrides, as_json, shipped, paths):
    """Check and install the pack folder(s) PATHS (each with manifest.json)."""
    from appliance.packs.install import add_pack
    from appliance.packs.manifest import PackError
    from appliance.store.db import Database

    folders = list(paths) + (sorted(p for p in SHIPPED_PACKS_DIR.iterdir() if p.is_dir()) if shipped else [])
    if not folders:
        raise click.UsageError("name a pack folder, or use --shipped")
    config = load(config_path, overrides)
    db = Database(config.db_path)
    added = []
    try:
        for folder in folders:
            try:
                manifest, n = add_pack(db, folder, config.store.data_dir / "packs")
            except PackError as exc:
                raise click.ClickException(str(exc)) from None
            added.append({"name": manifest.name, "kind": manifest.kind, "rows": n, "synthetic": manifest.synthetic})
            if not as_json:
                click.echo(f"added {manifest.label()}: {n} rows")
    finally:
        db.close()
    if as_json:
        emit_json({"added": added})


@command.command("list")
@config_option
@set_option
@json_option
def list_(config_path, overrides, as_json):
    """List installed packs with licence, region, date and row count."""
    from appliance.packs.install import list_packs
    from appliance.store.db import Database

    db = Database(load(config_path, overrides).db_path)
    try:
        packs = list_packs(db)
    finally:
        db.close()
    if as_json:
        emit_json({"packs": packs})
        return
    if not packs:
        click.echo("no packs installed (appliance packs add PATH)")
    for p in packs:
        mark = "  SYNTHETIC" if p["synthetic"] else ""
        click.echo(f"{p['name']:<32} {p['kind']:<10} {p['rows']:>5} rows  {p['licence']:<28} {p['date']}  {p['region']['name']}{mark}")
