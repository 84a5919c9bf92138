"""Write the [fleet] table of the box's configuration file (what `appliance fleet join` / `host` set),
keeping the rest of the file as the operator wrote it. The new file is validated before it replaces
the old one, so a bad value is refused with the reason and the box's file is unchanged."""
import json
import tomllib
from pathlib import Path

from appliance.config import load_config
from appliance.files import write_atomic


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return json.dumps(str(value))     # a TOML basic string is a JSON string for these values


def write_fleet_section(path: Path, values: dict):
    """Merge `values` into the file's [fleet] table; returns the validated configuration."""
    path = Path(path)
    text = path.read_text() if path.exists() else ""
    fleet = {**tomllib.loads(text).get("fleet", {}), **values}
    kept, inside = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            inside = stripped.replace(" ", "") == "[fleet]"
        if not inside:
            kept.append(line)
    body = "\n".join(kept).rstrip()
    table = "[fleet]\n" + "".join(f"{k} = {_toml_value(v)}\n" for k, v in fleet.items())
    new_text = (body + "\n\n" if body else "") + table
    candidate = path.with_name(f".{path.name}.fleet-check")
    candidate.write_text(new_text)
    try:
        config = load_config(candidate)        # ConfigError names the field and line
    finally:
        candidate.unlink(missing_ok=True)
    write_atomic(path, new_text.encode())
    return config
