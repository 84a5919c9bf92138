"""One validated configuration model, loaded from a TOML file (see default.toml)."""
from appliance.config.model import AppConfig
from appliance.config.load import ConfigError, load_config

__all__ = ["AppConfig", "ConfigError", "load_config"]
