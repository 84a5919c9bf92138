"""`appliance settings`: every setting with its default and help, from the config model itself."""
import click

from appliance.cli._common import emit_json, json_option
from appliance.config.model import AppConfig


def _walk(model_cls, prefix=""):
    for name, field in model_cls.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and hasattr(annotation, "model_fields"):
            yield from _walk(annotation, f"{prefix}{name}.")
        else:
            default = field.get_default(call_default_factory=True)
            yield f"{prefix}{name}", default, field.description or ""


@click.command("settings")
@json_option
def command(as_json):
    """List every configuration setting: name, default, help."""
    rows = list(_walk(AppConfig))
    if as_json:
        emit_json({"settings": [{"name": n, "default": d, "help": h} for n, d, h in rows]})
        return
    for name, default, help_text in rows:
        click.echo(f"{name:<32} {str(default):<28} {help_text}")
