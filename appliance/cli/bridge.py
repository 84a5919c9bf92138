"""`appliance bridge`: the firmware bridge, forwarding serial and MAVLink devices through its outbox."""
import signal
import threading

import click

from appliance.cli._common import config_option, load, set_option


@click.command("bridge")
@config_option
@set_option
@click.option("--outbox", "outbox_path", type=click.Path(dir_okay=False), default=None,
              help="Outbox file (default: <data_dir>/bridge/outbox.db). Keep it on disk that survives power loss.")
@click.option("--client-id", default="wildfire-bridge", show_default=True, help="MQTT client id of this bridge.")
@click.option("--serial", "serial_port", default=None, help="Serial port of a weather station (e.g. /dev/ttyUSB0).")
@click.option("--baud", type=int, default=9600, show_default=True, help="Serial baud rate.")
@click.option("--station", default="station1", show_default=True, help="Device id of the serial station.")
@click.option("--lat", type=float, default=None, help="Latitude of the serial station (degrees north).")
@click.option("--lon", type=float, default=None, help="Longitude of the serial station (degrees east).")
@click.option("--mavlink", "mavlink_url", default=None, help="pymavlink connection string, e.g. udpin:0.0.0.0:14550.")
@click.option("--drone", default=None, help="Device id of the drone (default: mav<system id>).")
@click.option("--fov", "fov_deg", type=float, default=None, help="Camera horizontal field of view, degrees.")
def command(config_path, overrides, outbox_path, client_id, serial_port, baud, station, lat, lon, mavlink_url,
            drone, fov_deg):
    """Forward field devices (serial weather station, MAVLink drone) to MQTT with a store-and-forward outbox."""
    from firmware_bridge.adapters.base import Adapter
    from firmware_bridge.link import BridgeLink
    from firmware_bridge.outbox import Outbox

    config = load(config_path, overrides)
    if not serial_port and not mavlink_url:
        raise click.UsageError("give --serial and/or --mavlink")
    if serial_port and (lat is None or lon is None):
        raise click.UsageError("a serial station needs --lat and --lon")
    outbox = Outbox(outbox_path or config.store.data_dir / "bridge" / "outbox.db")
    m = config.mqtt
    link = BridgeLink(outbox, m.host, m.port, m.topic_prefix, config.site, client_id, log=click.echo,
                      username=m.username, password=m.password).start()
    adapters: list[Adapter] = []
    if serial_port:
        from firmware_bridge.adapters.serial_station import SerialStation
        adapters.append(SerialStation(f"serial-{station}", outbox, link, port=serial_port, baudrate=baud,
                                      device=station, lat=lat, lon=lon, log=click.echo))
    if mavlink_url:
        from firmware_bridge.adapters.mavlink_uav import MavlinkUav
        adapters.append(MavlinkUav(f"mavlink-{drone or 'uav'}", outbox, link, url=mavlink_url, device=drone,
                                   fov_deg=fov_deg, log=click.echo))
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    for adapter in adapters:
        adapter.start()
    click.echo(f"bridge running: {len(adapters)} adapter(s), {outbox.pending()} message(s) waiting in the outbox")
    stop.wait()
    for adapter in adapters:
        adapter.stop()
    link.stop()
    click.echo(f"bridge stopped; {outbox.pending()} message(s) kept in the outbox")
