"""`appliance export`: write a consistent snapshot (database + frames) while the box runs."""
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.command("export")
@config_option
@set_option
@json_option
@click.argument("out", type=click.Path(dir_okay=False, path_type=Path))
def command(config_path, overrides, as_json, out):
    """Write OUT (a .tar): the SQLite database by online backup, the frames it names, and their sha256."""
    from appliance.backup.snapshot import BackupError, export_snapshot

    config = load(config_path, overrides)
    try:
        report = export_snapshot(config.db_path, config.frames_dir, out, site=config.site,
                                 log=lambda m: click.echo(m, err=True))
    except BackupError as exc:
        raise click.ClickException(str(exc)) from None
    if as_json:
        emit_json({"path": str(report.path), "tables": report.tables, "frames": report.frames,
                   "frame_bytes": report.frame_bytes, "missing_frames": report.missing_frames})
        return
    rows = sum(report.tables.values())
    click.echo(f"snapshot written: {report.path} ({rows} rows in {len(report.tables)} tables, "
               f"{report.frames} frames, {report.frame_bytes / 1e6:.1f} MB of frames)")
