"""Benchmarks: one module per `appliance bench <name>` sub-verb, each defining `command`."""
