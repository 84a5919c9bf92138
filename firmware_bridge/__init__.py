"""Adapters from what field devices speak (serial, MAVLink, recordings) to the MQTT topic contract."""
