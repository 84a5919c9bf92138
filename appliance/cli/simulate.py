"""`appliance simulate`: replay recorded edge data as live devices over MQTT."""
import click

from appliance.cli._common import config_option, load, set_option
from appliance.paths import ALGERIAN_CSV


@click.command("simulate")
@config_option
@set_option
@click.option("--csv", "csv_path", type=click.Path(exists=True, dir_okay=False), default=str(ALGERIAN_CSV),
              show_default=True, help="Algerian Forest Fires file to replay.")
@click.option("--speedup", type=click.FloatRange(min=0.001, max=1e7), default=None,
              help="Recorded seconds per real second (default: [simulator] speedup).")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Stop after this many readings.")
@click.option("--outbox", "outbox_path", type=click.Path(dir_okay=False), default=None,
              help="Store-and-forward outbox file: a restarted replay resends what the box has not stored.")
@click.option("--recorded-dates", is_flag=True,
              help="Keep the recorded 2012 dates (default: shift whole days so the last day is today, "
                   "the recorded date kept in each reading as extra.replay_of).")
def command(config_path, overrides, csv_path, speedup, limit, outbox_path, recorded_dates):
    """Publish the Algerian Forest Fires days as two weather stations on the topic contract."""
    from firmware_bridge.simulator import ReplaySimulator

    config = load(config_path, overrides)
    sim = ReplaySimulator(csv_path, config.mqtt.host, config.mqtt.port, config.mqtt.topic_prefix,
                          config.simulator.site, speedup or config.simulator.speedup, limit=limit, log=click.echo,
                          outbox_path=outbox_path, shift_to_today=not recorded_dates)
    sim.run()
