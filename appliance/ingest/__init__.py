"""Ingest: validate what arrives over MQTT, store it, acknowledge it only after commit."""
