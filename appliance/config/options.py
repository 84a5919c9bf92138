"""The command-line face of the configuration: --config, --set, --json, loading the TOML with
overrides, and printing one JSON object. Shared by every `appliance` verb and by the lower layers' own
commands (ingest, benchmarks, evaluations), which must not import the cli package."""
import json
import sys
from pathlib import Path

import click

from appliance.config.load import load_config
from appliance.paths import PACKAGE_DIR

DEFAULT_CONFIG = PACKAGE_DIR / "config" / "default.toml"

config_option = click.option(
    "--config", "-c", "config_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
    envvar="APPLIANCE_CONFIG", help="TOML configuration file (default: the embedded demo default).")
set_option = click.option(
    "--set", "overrides", multiple=True, metavar="KEY=VALUE",
    help="Override one setting, e.g. --set mqtt.port=1884 (repeatable).")
json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object as the last line.")


def parse_overrides(items) -> dict:
    out = {}
    for item in items:
        if "=" not in item:
            raise click.BadParameter(f"{item!r} is not KEY=VALUE", param_hint="--set")
        key, value = item.split("=", 1)
        try:
            out[key.strip()] = json.loads(value)
        except ValueError:
            out[key.strip()] = value
    return out


def load(config_path, overrides=()):
    return load_config(config_path or DEFAULT_CONFIG, parse_overrides(overrides))


def emit_json(obj) -> None:
    sys.stdout.write(json.dumps(obj, default=str) + "\n")
    sys.stdout.flush()
