"""Secrets the box holds (crew passphrase, broker password) never leave in an answer.

A loaded document, a reading's extra fields or a model's output could carry one: every text an
answer stores or shows passes through `redact`, which replaces each known secret with
[redacted]. The secrets are read from the configuration and the environment variables that
set them, so a secret set either way is covered.
"""
import os

ENV = ("APPLIANCE_WEB_PASSPHRASE", "APPLIANCE_MQTT_PASSWORD")
MIN_LEN = 4   # shorter "secrets" would redact ordinary words


def known_secrets(config) -> list[str]:
    values = [getattr(getattr(config, "web", None), "passphrase", None),
              getattr(getattr(config, "mqtt", None), "password", None)] + [os.environ.get(k) for k in ENV]
    return sorted({v for v in values if isinstance(v, str) and len(v) >= MIN_LEN}, key=len, reverse=True)


def redact(value, secrets: list[str]):
    """The same structure with every secret replaced in every string (dict keys included)."""
    if not secrets:
        return value
    if isinstance(value, str):
        for s in secrets:
            value = value.replace(s, "[redacted]")
        return value
    if isinstance(value, dict):
        return {redact(k, secrets): redact(v, secrets) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(redact(v, secrets) for v in value)
    return value
