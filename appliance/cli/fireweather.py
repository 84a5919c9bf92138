"""`appliance fire-weather ...`: daily FWI codes per station from the stored readings."""
import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.group("fire-weather")
def command():
    """Fire weather from live sensors: FFMC, DMC, DC, ISI, BUI, FWI per station and day, with danger class."""


def _db(config_path, overrides):
    from appliance.store.db import Database

    return Database(load(config_path, overrides).db_path)


@command.command("compute")
@click.option("--site", default=None, help="Only this site.")
@click.option("--recompute", is_flag=True, help="Drop the stored days and carry again from the start-up values.")
@config_option
@set_option
@json_option
def compute(site, recompute, config_path, overrides, as_json):
    """Compute (incrementally) and store the daily codes from the readings at local noon."""
    from appliance.fireweather import compute_daily_codes, latest_fire_weather

    db = _db(config_path, overrides)
    try:
        result = compute_daily_codes(db, site, recompute=recompute)
        result["latest"] = latest_fire_weather(db, site)
    finally:
        db.close()
    if as_json:
        emit_json(result)
        return
    click.echo(f"{result['stored']} station-days stored for {result['stations']} station(s)")
    for line in result["skipped"]:
        click.echo(f"skipped: {line}")
    _print_latest(result["latest"])


def _print_latest(rows):
    for r in rows:
        c = r["codes"]
        click.echo(f"{r['site']}/{r['device']} {r['day']}: FFMC {c['FFMC']:.1f} DMC {c['DMC']:.1f} DC {c['DC']:.1f} "
                   f"ISI {c['ISI']:.1f} BUI {c['BUI']:.1f} FWI {c['FWI']:.1f} -> {r['danger_class']}"
                   + ("" if r.get("convention", "standard") == "standard" else f"  [{r['convention']}]"))


@command.command("calibrate")
@click.option("--device", "devices", multiple=True,
              help="Fit on this station's published codes (repeatable). Default: every station whose readings carry them.")
@click.option("--per-station", is_flag=True, help="Store one convention per station instead of one for the whole network.")
@click.option("--dry-run", is_flag=True, help="Fit and print the result; store nothing.")
@click.option("--reset", is_flag=True, help="Forget every fitted convention: back to the standard system.")
@config_option
@set_option
@json_option
def calibrate(devices, per_station, dry_run, reset, config_path, overrides, as_json):
    """Fit how the station network computes the codes it publishes, so the box's codes match them.

    Needs readings whose extra fields carry the network's FFMC, DMC and DC for the day. Fits the
    rain factor, day-length month and restart rule (appliance/fireweather/calibrate.py), stores
    the convention and recomputes every station's codes with it.
    """
    from appliance.fireweather import compute_daily_codes
    from appliance.fireweather.calibrate import CalibrationError, calibrate_from_readings
    from appliance.fireweather.convention import clear_conventions, stored_conventions

    if reset and (devices or per_station or dry_run):
        raise click.UsageError("--reset takes no other option")
    db = _db(config_path, overrides)
    progress = (lambda m: click.echo(m, err=True)) if as_json else click.echo
    try:
        if reset:
            result = {"removed": clear_conventions(db)}
        else:
            try:
                result = calibrate_from_readings(db, list(devices) or None, per_station=per_station,
                                                 dry_run=dry_run, progress=progress)
            except CalibrationError as exc:
                raise click.ClickException(f"{exc}. Nothing was changed.") from None
        if not dry_run:
            result["recomputed"] = compute_daily_codes(db)["stored"]
        result["conventions"] = stored_conventions(db)
    finally:
        db.close()
    if as_json:
        emit_json(result)
        return
    if reset:
        click.echo(f"removed {result['removed']} convention(s); codes recomputed with the standard system")
    for scope, r in result.get("scopes", {}).items():
        who = "the network" if scope == "*" else scope
        click.echo(f"{who}: {r['label']} (fitted on {r['days_scored']} days, {r['from']}..{r['to']})")
        for code in ("FFMC", "DMC", "DC"):
            click.echo(f"  {code:4s} RMSE vs published: standard {r['standard']['rmse'][code]:8.2f}  "
                       f"fitted {r['fitted']['rmse'][code]:8.2f}")
    for line in result.get("skipped", [])[:20]:
        click.echo(f"skipped: {line}")
    if dry_run:
        click.echo("dry run: nothing stored")


@command.command("show")
@click.option("--site", default=None, help="Only this site.")
@click.option("--day", default=None, help="This local day (YYYY-MM-DD) instead of each station's latest.")
@config_option
@set_option
@json_option
def show(site, day, config_path, overrides, as_json):
    """Each station's danger for its latest day (or --day): codes, class and where they came from.

    The figure is appliance.fireweather.danger.station_danger, the one Ask, Live and alerts show:
    the network's published codes when the feed carries them, else the box's own.
    """
    from datetime import date

    from appliance.fireweather import DANGER_SOURCE, latest_fire_weather
    from appliance.fireweather.danger import stations_danger

    if day is not None:
        try:
            day = date.fromisoformat(day).isoformat()
        except ValueError:
            raise click.BadParameter(f"{day[:40]!r} is not a date; write it as YYYY-MM-DD", param_hint="--day") from None
    db = _db(config_path, overrides)
    try:
        danger = stations_danger(db, site, day)
        rows = latest_fire_weather(db, site)
    finally:
        db.close()
    if as_json:
        # "danger" is the figure to show; "stations" keeps the box's own latest codes with their inputs.
        emit_json({"danger": danger, "stations": rows, "classes": DANGER_SOURCE})
        return
    if not danger:
        click.echo("no fire-weather codes for " + (f"{day}" if day else "any station")
                   + " yet (readings with published codes, or run: appliance fire-weather compute)")
        return
    for d in danger:
        click.echo(f"{d['site']}/{d['station']} {d['day']}: FWI {d['fwi']:.1f} -> {d['danger_class']}  "
                   f"(FFMC {d['ffmc']:.1f} DMC {d['dmc']:.1f} DC {d['dc']:.1f} ISI {d['isi']:.1f} BUI {d['bui']:.1f};"
                   f" {d['provenance']})")


@command.command("plot")
@click.option("--out", "out_path", type=click.Path(dir_okay=False), required=True, help="PNG file to write.")
@click.option("--site", default=None, help="Only this site.")
@config_option
@set_option
def plot(out_path, site, config_path, overrides):
    """Draw FWI over time per station over the danger-class bands (PNG, offline)."""
    from appliance.fireweather import fire_weather_history
    from appliance.fireweather.plot import plot_fire_weather

    db = _db(config_path, overrides)
    try:
        path = plot_fire_weather(fire_weather_history(db, site), out_path)
    finally:
        db.close()
    click.echo(str(path))
