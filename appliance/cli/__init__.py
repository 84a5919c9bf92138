"""The `appliance` command. Each module in this package adds one verb by defining `command`."""
import sys

import click

from appliance import __version__
from appliance.plugins import discover


class ApplianceError(click.ClickException):
    """One clear line for the operator instead of a traceback."""


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="appliance")
def cli():
    """Offline wildfire edge appliance: run the box, replay data, manage models, ask, evaluate."""


for _command in discover(sys.modules[__name__], "command"):
    cli.add_command(_command)


def main() -> None:
    from appliance.comms.mqtt_client import BrokerUnreachable
    from appliance.config import ConfigError
    from appliance.provision.manifest import ModelError
    from appliance.store.health import DatabaseDamaged
    from appliance.store.migrations import SchemaTooNew

    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (ConfigError, ModelError, BrokerUnreachable, SchemaTooNew, DatabaseDamaged) as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
