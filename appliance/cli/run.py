"""`appliance run`: start the box (and with --demo, the replay feed)."""
import click

from appliance.cli._common import config_option, load, set_option


@click.command("run")
@config_option
@set_option
@click.option("--demo", is_flag=True, help="Also replay the recorded Algerian stations as a live feed.")
@click.option("--degraded-ok", is_flag=True,
              help="Start without the language model when its file is missing or wrong (answers from rules).")
def command(config_path, overrides, demo, degraded_ok):
    """Run the appliance: MQTT ingest, embedding, and the crew page."""
    from appliance.service import ApplianceService

    config = load(config_path, overrides)
    service = ApplianceService(config, demo=demo, degraded_ok=degraded_ok, log=click.echo)
    try:
        url = service.start()
    except BaseException:
        service.stop()
        raise
    click.echo(f"The crew page is at {url}  (Ctrl-C stops everything)", err=False)
    service.serve_forever()
