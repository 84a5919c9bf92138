"""`appliance fleet ...`: join this box to an incident (docs/fleet.md).

    appliance fleet host INCIDENT              on the command post: role command_post, its listener
    appliance fleet enroll SITE                on the command post: an engine's certificate and ACL user
    appliance fleet join INCIDENT CP_HOST      on an engine: role engine, its bridge to the command post
    appliance fleet bridge-config              the mosquitto files for this box's [fleet] role, again
host and join write the [fleet] table of the --config file (validated before it replaces the old one).
"""
import subprocess
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option

CONF_DIR = Path("/etc/wildfire/mosquitto")
conf_dir_option = click.option("--conf-dir", type=click.Path(file_okay=False, path_type=Path), default=CONF_DIR,
                               show_default=True, help="The box's broker folder (mosquitto.conf, devices.toml, conf.d/).")
templates_option = click.option("--templates", type=click.Path(file_okay=False, path_type=Path), default=None,
                                help="deploy/mosquitto of this release (default: the clone's, else /opt/wildfire's).")


@click.group("fleet")
def command():
    """Many boxes, one incident: bridge an engine to the command post over mosquitto (docs/fleet.md)."""


@command.command("bridge-config")
@config_option
@set_option
@conf_dir_option
@templates_option
@click.option("--bind", default="", help="Command post: address of the engines' TLS listener (default: every interface).")
@json_option
def bridge_config(config_path, overrides, conf_dir, templates, bind, as_json):
    """Write the engine's bridge stanza, or the command post's listener and ACL, from [fleet]."""
    from appliance.fleet.bridge_config import BridgeConfigError, write_bridge_config

    config = load(config_path, overrides)
    try:
        done = write_bridge_config(config, conf_dir, templates, bind)
    except BridgeConfigError as exc:
        raise click.ClickException(str(exc)) from None
    if as_json:
        emit_json(done)
        return
    click.echo(f"{done['role']}: wrote {done['conf']} and {done['acl']}"
               + (f" (new users: {', '.join(done['users_added'])})" if done["users_added"] else ""))
    click.echo("restart the broker to load it: systemctl restart wildfire-broker")


def _save_and_write(config_path, values: dict, conf_dir, templates, bind: str = ""):
    from appliance.config import ConfigError
    from appliance.fleet.bridge_config import BridgeConfigError, write_bridge_config
    from appliance.fleet.settings_file import write_fleet_section

    if config_path is None:
        raise click.UsageError("give the box's configuration file with --config (e.g. /etc/wildfire/appliance.toml)")
    try:
        config = write_fleet_section(config_path, values)
        done = write_bridge_config(config, conf_dir, templates, bind)
    except (BridgeConfigError, ConfigError) as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"[fleet] written to {config_path}; {done['role']}: wrote {done['conf']} and {done['acl']}")
    click.echo("restart to use it: systemctl restart wildfire-broker wildfire-appliance")


@command.command("join")
@config_option
@conf_dir_option
@templates_option
@click.argument("incident")
@click.argument("command_post_host")
@click.option("--port", type=click.IntRange(1, 65535), default=8884, show_default=True,
              help="The command post's TLS listener for bridges.")
@click.option("--command-post-site", default="cp", show_default=True, help="The command post's site id.")
@click.option("--cert-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="The folder holding this engine's certificate from `fleet enroll` (default: [fleet] engine_cert_dir).")
def join(config_path, conf_dir, templates, incident, command_post_host, port, command_post_site, cert_dir):
    """On an engine: join INCIDENT, bridging to the command post at COMMAND_POST_HOST."""
    values = {"role": "engine", "incident_id": incident, "command_post_host": command_post_host,
              "command_post_port": port, "command_post_site": command_post_site}
    if cert_dir is not None:
        values["engine_cert_dir"] = str(cert_dir.resolve())
    _save_and_write(config_path, values, conf_dir, templates)


@command.command("host")
@config_option
@conf_dir_option
@templates_option
@click.argument("incident")
@click.option("--port", type=click.IntRange(1, 65535), default=8884, show_default=True,
              help="TLS listener for the engines' bridges.")
@click.option("--bind", default="", help="Address of that listener (default: every interface).")
@click.option("--tls-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="The box's CA and server certificate from make-ca (default: [fleet] tls_dir).")
def host(config_path, conf_dir, templates, incident, port, bind, tls_dir):
    """On the command post: host INCIDENT (its TLS listener for engines; enroll each engine next)."""
    values = {"role": "command_post", "incident_id": incident, "command_post_port": port}
    if tls_dir is not None:
        values["tls_dir"] = str(tls_dir.resolve())
    _save_and_write(config_path, values, conf_dir, templates, bind)


@command.command("enroll")
@config_option
@set_option
@conf_dir_option
@templates_option
@click.argument("site")
def enroll(config_path, overrides, conf_dir, templates, site):
    """On the command post: issue SITE's bridge certificate and let it publish under SITE only."""
    from appliance.config.fleet import SEGMENT
    from appliance.fleet.bridge_config import BridgeConfigError, templates_dir, write_bridge_config

    import re
    if not re.match(SEGMENT, site):
        raise click.BadParameter("a site id is 1-64 of A-Z a-z 0-9 _ -", param_hint="SITE")
    config = load(config_path, overrides)
    if config.fleet.role != "command_post":
        raise click.ClickException(f"fleet.role is {config.fleet.role}: enroll runs on the command post")
    try:
        tpl = templates_dir(templates)
        made = subprocess.run(["bash", str(tpl / "make-client-cert"), str(config.fleet.tls_dir), site],
                              capture_output=True, text=True)
        if made.returncode != 0:
            raise BridgeConfigError((made.stderr or made.stdout).strip())
        config.fleet.engines = sorted(set(config.fleet.engines) | {site})
        write_bridge_config(config, conf_dir, tpl)
    except BridgeConfigError as exc:
        raise click.ClickException(str(exc)) from None
    from appliance.fleet.settings_file import write_fleet_section
    if config_path is not None:     # remembered, so a later bridge-config keeps it
        write_fleet_section(config_path, {"engines": config.fleet.engines})
    click.echo(made.stdout.strip())
    click.echo(f"{site} may now bridge in; reload the ACL: systemctl reload wildfire-broker")


@command.command("export-map")
@config_option
@set_option
@click.option("--format", "fmt", type=click.Choice(("geojson", "kml", "kmz", "takpkg"), case_sensitive=False),
              required=True, help="geojson, kml, kmz or takpkg (a TAK data package with the KML).")
@click.option("--out", "out_path", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="File to write (replaced atomically when it exists).")
@json_option
def export_map(config_path, overrides, fmt, out_path, as_json):
    """On the command post: every engine's stations, detections and projected fronts, each with its site,
    from the incident picture (for TAK, CalTopo, Google Earth or GIS)."""
    from appliance.files import write_atomic
    from appliance.fleet.map_features import picture_features
    from appliance.fleet.picture_file import NoPicture, read_picture
    from appliance.mapexport import render

    config = load(config_path, overrides)
    try:
        picture = read_picture(config)
    except NoPicture as exc:
        raise click.ClickException(str(exc)) from None
    if out_path.is_dir() or not out_path.parent.is_dir():
        raise click.ClickException(f"--out {out_path}: give a file name in a folder that exists")
    fc = picture_features(picture)
    data, media, _ = render(fc, fmt)
    try:
        write_atomic(out_path, data)
    except OSError as exc:
        raise click.ClickException(f"cannot write {out_path}: {exc.strerror or exc}") from None
    summary = {"out": str(out_path), "format": fmt.lower(), "media_type": media, "bytes": len(data),
               "incident": picture.get("incident"), "sites": fc["properties"]["sites"], "counts": fc["properties"]["counts"]}
    if as_json:
        emit_json(summary)
        return
    counts = ", ".join(f"{n} {k}" for k, n in sorted(summary["counts"].items())) or "nothing to draw yet"
    click.echo(f"wrote {out_path} ({fmt.lower()}, {len(data)} bytes) for {len(summary['sites'])} site(s): {counts}")


def _when(text: str, now: float) -> float:
    """'2h', '30m', '1d', '90s' ago, or an ISO 8601 time (UTC unless it says otherwise)."""
    import re
    from datetime import datetime, timezone

    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([smhd])\s*", text)
    if m:
        return now - float(m.group(1)) * {"s": 1, "m": 60, "h": 3600, "d": 86400}[m.group(2)]
    try:
        d = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise click.BadParameter(f"{text!r}: give a duration ago (90s, 30m, 2h, 1d) or an ISO time") from None
    return (d if d.tzinfo else d.replace(tzinfo=timezone.utc)).timestamp()


@command.command("pull")
@config_option
@set_option
@click.argument("site")
@click.option("--readings", "what", flag_value="readings", help="The engine's raw station readings.")
@click.option("--frames", "what", flag_value="frames", help="The engine's drone frames (JPEG/PNG, checked by sha256).")
@click.option("--since", default="1h", show_default=True, help="From: a duration ago (30m, 2h, 1d) or an ISO time.")
@click.option("--until", default=None, help="To: a duration ago or an ISO time (default: now).")
@click.option("--station", default=None, help="Only this device's readings or frames.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many rows or frames "
              "(the engine caps a pull at 50,000 readings or 50 frames, and says so).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("."), show_default=True,
              help="Folder for what arrives: <site>-readings-<id>.csv, or <site>-frames-<id>/ with frames.json.")
@click.option("--timeout", "timeout_s", type=click.FloatRange(min=1), default=120.0, show_default=True,
              help="Seconds to wait for the engine's whole answer.")
@json_option
def pull(config_path, overrides, site, what, since, until, station, limit, out_dir, timeout_s, as_json):
    """On the command post: pull SITE's raw readings or frames over its bridge (they stay on the engine otherwise)."""
    import csv
    import json
    import time
    import uuid

    from appliance.config.fleet import SEGMENT
    from appliance.files import write_atomic
    from appliance.fleet.pull import READING_COLUMNS, PullError, frame_checked, pull as pull_from

    import re
    if not re.match(SEGMENT, site):
        raise click.BadParameter("a site id is 1-64 of A-Z a-z 0-9 _ -", param_hint="SITE")
    if what is None:
        raise click.UsageError("say what to pull: --readings or --frames")
    config = load(config_path, overrides)
    if config.fleet.role != "command_post":
        raise click.ClickException(f"fleet.role is {config.fleet.role}: pull runs on the command post")
    now = time.time()
    req = {"id": uuid.uuid4().hex[:16], "what": what, "since": _when(since, now),
           "until": now if until is None else _when(until, now), "station": station}
    if limit is not None:
        req["limit"] = limit
    out_dir.mkdir(parents=True, exist_ok=True)
    try:
        got = pull_from(config, site, req, timeout_s)
    except PullError as exc:
        raise click.ClickException(str(exc)) from None
    done, parts = got["done"], [got["parts"][k] for k in sorted(got["parts"])]
    summary = {"site": site, "request": req["id"], "what": what, "since": req["since"], "until": req["until"],
               "count": done["count"], "truncated": done["truncated"]}
    if what == "readings":
        path = out_dir / f"{site}-readings-{req['id']}.csv"
        import io
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=READING_COLUMNS, extrasaction="ignore")
        writer.writeheader()
        rows = [r for p in parts for r in p.get("rows", [])]
        writer.writerows(rows)
        write_atomic(path, buf.getvalue().encode())
        summary.update(out=str(path), rows=len(rows))
    else:
        folder = out_dir / f"{site}-frames-{req['id']}"
        folder.mkdir(exist_ok=True)
        manifest, bad = [], []
        for p in parts:
            row, data, why = frame_checked(p)
            if data is None:
                bad.append({"frame": row.get("id"), "why": why})
                continue
            ext = ".png" if row.get("media_type") == "image/png" else ".jpg"
            name = f"frame-{row.get('id')}{ext}"
            write_atomic(folder / name, data)
            manifest.append({**row, "file": name})
        write_atomic(folder / "frames.json", json.dumps({"site": site, "request": req["id"], "frames": manifest,
                                                         "not_written": bad}, indent=1).encode())
        summary.update(out=str(folder), frames=len(manifest), not_written=bad)
    if as_json:
        emit_json(summary)
        return
    got_n = summary.get("rows", summary.get("frames"))
    click.echo(f"{site}: {got_n} {what} from {time.strftime('%Y-%m-%d %H:%MZ', time.gmtime(req['since']))} to "
               f"{time.strftime('%Y-%m-%d %H:%MZ', time.gmtime(req['until']))} -> {summary['out']}"
               + (" (cut at the limit: pull a shorter window for the rest)" if done["truncated"] else "")
               + (f"; {len(summary['not_written'])} frame(s) not written: " + "; ".join(
                   f"{b['frame']}: {b['why']}" for b in summary["not_written"]) if summary.get("not_written") else ""))
