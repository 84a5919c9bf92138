"""`appliance maps ...`: the operator's regional map tiles (MBTiles or PMTiles) served to the page."""
from pathlib import Path

import click

from appliance.cli import ApplianceError
from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.group("maps")
def command():
    """Regional map tiles for the page's map, added from a file (the world layer ships with the box)."""


@command.command("add")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--name", default=None, help="Name on the box (default: from the file name).")
@click.option("--replace", is_flag=True, help="Replace a map of the same name.")
@config_option
@set_option
@json_option
def add(file, name, replace, config_path, overrides, as_json):
    """Check FILE (an MBTiles or PMTiles archive of PNG, JPEG or WebP tiles) and serve its tiles from the box."""
    from appliance.maps import MapFileError, add_map

    cfg = load(config_path, overrides)
    try:
        info = add_map(cfg, file, name=name, replace=replace)
    except MapFileError as exc:
        raise ApplianceError(f"{file} refused: {exc}") from None
    except OSError as exc:
        raise ApplianceError(f"{file} could not be read or copied: {exc.strerror or exc}") from None
    if as_json:
        emit_json(info)
        return
    w, s, e, n = info["bounds"]
    click.echo(f"added map {info['name']!r}: {info['kind']} of {info['format'].upper()} tiles, zoom {info['minzoom']}-"
               f"{info['maxzoom']}, {s:.3f}..{n:.3f} N, {w:.3f}..{e:.3f} E, {info['bytes'] / 1e6:.1f} MB;"
               " the page's map draws it over the world layer, under stations and fronts")


@command.command("list")
@config_option
@set_option
@json_option
def list_(config_path, overrides, as_json):
    """The maps on the box."""
    from appliance.maps import list_maps

    maps = list_maps(load(config_path, overrides))
    if as_json:
        emit_json({"maps": maps})
        return
    if not maps:
        click.echo("no regional maps on the box (the page shows the world layer); add one with `appliance maps add FILE`")
    for m in maps:
        click.echo(f"{m['name']}: " + (f"PROBLEM {m['problem']}" if "problem" in m else
                                       f"{m['kind']} {m['format']} zoom {m['minzoom']}-{m['maxzoom']}"))


@command.command("remove")
@click.argument("name")
@config_option
@set_option
def remove(name, config_path, overrides):
    """Remove the map NAME from the box."""
    from appliance.maps import MapFileError, remove_map

    try:
        click.echo(f"removed {remove_map(load(config_path, overrides), name)}")
    except MapFileError as exc:
        raise ApplianceError(str(exc)) from None
