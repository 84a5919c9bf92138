"""`appliance demo seed`: build the deterministic demo state the crew evaluation runs on."""
from pathlib import Path

import click

from appliance.cli._common import config_option, emit_json, json_option, load, set_option


@click.group("demo")
def command():
    """The demo state: recorded stations, a drone sortie, documents and packs."""


@command.command("seed")
@click.option("--data-dir", "data_dir", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Empty folder to build the demo state in (then: appliance ask ... --set store.data_dir=DIR).")
@config_option
@set_option
@json_option
def seed(data_dir, config_path, overrides, as_json):
    """Both Algerian stations, every recorded day (2012 dates kept), through a real mosquitto and the
    box's ingest; the network's code convention fitted from the published codes; a scripted drone
    sortie (telemetry and frames, one frame with fire, all labelled synthetic); the shipped
    documents and packs. Progress goes to stderr; --json prints the summary as the last line."""
    from appliance.demo.seed import SeedError, seed_demo

    if data_dir.exists() and not data_dir.is_dir():
        raise click.BadParameter(f"{data_dir} is a file, not a folder", param_hint="--data-dir")
    config = load(config_path, tuple(overrides) + (f"store.data_dir={data_dir.resolve()}",))
    try:
        summary = seed_demo(config, progress=lambda msg: click.echo(msg, err=True))
    except (SeedError, RuntimeError) as exc:
        raise click.ClickException(f"{exc}") from None
    if as_json:
        emit_json(summary)
        return
    click.echo(f"demo state in {summary['data_dir']}: {summary['readings']} readings ({summary['stations']} stations, "
               f"{summary['days']} days), {summary['frames']} frames, {summary['detections']} detection(s), "
               f"{summary['documents']} documents, {summary['packs']} packs")
    click.echo(f"try: appliance ask \"What is the fire danger at Sidi-Bel Abbes?\" --set store.data_dir={summary['data_dir']}")
