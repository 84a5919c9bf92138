"""`appliance bench ...`: benchmarks that run the thing and a baseline side by side and print the ratio.

Each module in appliance/bench/ adds one sub-verb by defining `command`; the last line of every
benchmark with --json is one JSON object.
"""
import importlib
import pkgutil

import click

import appliance.bench as bench_pkg


@click.group("bench")
def command():
    """Benchmarks (ingest, embed, retrieval, web, ...): thing and baseline in one run, ratio printed."""


for _mod in sorted(pkgutil.iter_modules(bench_pkg.__path__), key=lambda m: m.name):
    _sub = getattr(importlib.import_module(f"appliance.bench.{_mod.name}"), "command", None)
    if _sub is not None:
        command.add_command(_sub)
