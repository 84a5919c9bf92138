"""The configuration file: defaults, unknown and bad fields named with their line, env secrets."""
import pytest

from appliance.cli._common import DEFAULT_CONFIG
from appliance.config import ConfigError, load_config


def test_embedded_default_is_valid():
    cfg = load_config(DEFAULT_CONFIG)
    assert cfg.mqtt.port == 1883 and cfg.web.host == "127.0.0.1" and cfg.web.port == 8080


def test_unknown_field_is_named_with_its_line(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text('site = "x"\n\n[mqtt]\nhost = "127.0.0.1"\nprot = 1884\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert f"{path}:5" in str(err.value) and "mqtt.prot" in str(err.value)


def test_bad_value_is_named_with_its_line(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text('[web]\nport = "eighty"\n')
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert f"{path}:2" in str(err.value) and "web.port" in str(err.value)


@pytest.mark.parametrize("text", ["[mqtt\nport=1", "site = \x00", "= 3", "[orchestrator]\ngamma = 1.5\n",
                                  "[mqtt]\ntopic_prefix = \"a/#\"\n", "site = \"../../etc\"\n"])
def test_hostile_files_give_one_clear_error(tmp_path, text):
    path = tmp_path / "c.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as err:
        load_config(path)
    assert str(path) in str(err.value) and "\n" not in str(err.value)


def test_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="no such configuration file"):
        load_config(tmp_path / "nope.toml")


def test_secrets_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("APPLIANCE_WEB_PASSPHRASE", "s3cret-crew")
    monkeypatch.setenv("APPLIANCE_MQTT_PASSWORD", "pw")
    cfg = load_config(DEFAULT_CONFIG)
    assert cfg.web.passphrase == "s3cret-crew" and cfg.mqtt.password == "pw"


def test_every_field_has_title_and_description():
    from appliance.cli.settings import _walk
    from appliance.config.model import AppConfig
    rows = list(_walk(AppConfig))
    assert len(rows) > 30
    assert all(help_text for _, _, help_text in rows)
