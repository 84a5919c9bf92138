"""Evaluations on held-out data; modules defining `command` become `appliance eval <name>`."""
