"""`appliance import`: restore a snapshot written by `appliance export` (on this or another box)."""
from pathlib import Path

import click

from appliance.cli._common import config_option, load, set_option


@click.command("import")
@config_option
@set_option
@click.argument("archive", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Move an existing database and frames aside (to replaced-<time>/) first.")
def command(config_path, overrides, archive, force):
    """Verify ARCHIVE (every file against its sha256) and restore it into the data directory.

    Stop the appliance first: the restored database replaces the one it has open.
    """
    from appliance.backup.restore import import_snapshot
    from appliance.backup.snapshot import BackupError

    config = load(config_path, overrides)
    try:
        manifest = import_snapshot(archive, config.store.data_dir, force=force, log=click.echo)
    except BackupError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"restored {archive} (site '{manifest['site']}', {len(manifest['frames'])} frames) "
               f"into {config.store.data_dir}")
