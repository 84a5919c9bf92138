"""`appliance eval [--json]` runs the paper 001 fire / no-fire evaluation; sub-verbs (e.g. `geo`) come
from modules in appliance/evaluation/ that define `command`."""
import importlib

import click

import appliance.evaluation as eval_pkg
from appliance.cli._common import config_option, json_option, set_option
from appliance.plugins import discover


@click.group("eval", invoke_without_command=True)
@config_option
@set_option
@json_option
@click.pass_context
def command(ctx, config_path, overrides, as_json):
    """Evaluate on held-out data: the paper 001 task (default) or a sub-verb such as `geo`."""
    if ctx.invoked_subcommand is not None:
        return
    try:
        fire = importlib.import_module("appliance.evaluation.fire")
    except ModuleNotFoundError:
        raise click.ClickException("the fire / no-fire evaluation is not built yet") from None
    fire.run_cli(config_path, overrides, as_json)


for _sub in discover(eval_pkg, "command"):
    command.add_command(_sub)
