"""Load the TOML configuration and turn validation errors into one line naming field and line."""
import os
import tomllib
from pathlib import Path

from pydantic import ValidationError

from appliance.config.model import AppConfig

# Secrets come from the environment, never need to sit in the file.
ENV_OVERRIDES = {
    "APPLIANCE_MQTT_PASSWORD": ("mqtt", "password"),
    "APPLIANCE_MQTT_USERNAME": ("mqtt", "username"),
    "APPLIANCE_WEB_PASSPHRASE": ("web", "passphrase"),
}


class ConfigError(Exception):
    """A configuration problem, phrased for the person who edits the file."""


def _line_of(text: str, loc: tuple) -> int | None:
    """Best-effort line number of a dotted key in a TOML text (tomllib keeps no positions)."""
    keys = [str(k) for k in loc if not isinstance(k, int)]
    if not keys:
        return None
    table, key = keys[:-1], keys[-1]
    current: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            current = line.strip("[]").strip().split(".")
            continue
        name = line.split("=", 1)[0].strip().strip('"') if "=" in line else None
        if name == key and current == table:
            return number
        if name and "." in name and name.split(".") == keys[len(current):] and current == keys[: len(current)]:
            return number
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.strip().strip("[]") == ".".join(keys):
            return number
    return None


def load_config(path: str | Path | None = None, overrides: dict | None = None) -> AppConfig:
    data: dict = {}
    text = ""
    if path is not None:
        path = Path(path)
        if not path.is_file():
            raise ConfigError(f"{path}: no such configuration file")
        text = path.read_text(encoding="utf-8", errors="replace")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
    for env, (section, key) in ENV_OVERRIDES.items():
        if os.environ.get(env):
            data.setdefault(section, {})[key] = os.environ[env]
    for dotted, value in (overrides or {}).items():
        node = data
        *parents, leaf = dotted.split(".")
        for parent in parents:
            node = node.setdefault(parent, {})
        node[leaf] = value
    try:
        return AppConfig.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err["loc"])
        field = ".".join(str(p) for p in loc)
        line = _line_of(text, loc) if text else None
        where = f"{path}:{line}" if line else (str(path) if path else "configuration")
        more = f" (and {len(exc.errors()) - 1} more)" if len(exc.errors()) > 1 else ""
        raise ConfigError(f"{where}: field '{field}': {err['msg']}{more}") from None
