"""`python -m appliance.ingest [--config FILE] [--set KEY=VALUE ...]`: ingest alone, no models or page.

For a headless collector box, for the crash tests (which SIGKILL it) and for the benchmark.
"""
import signal
import sys
import threading

import click

from appliance.config.options import config_option, load, set_option


@click.command()
@config_option
@set_option
def main(config_path, overrides):
    from appliance.ingest.service import IngestService
    from appliance.store.db import Database
    from appliance.store.health import DatabaseDamaged, check_database

    config = load(config_path, overrides)
    try:
        check_database(config.db_path, config.frames_dir, config.store.fresh_database)
    except DatabaseDamaged as exc:
        print(f"error: {exc}", file=sys.stderr, flush=True)
        sys.exit(2)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    service = IngestService(config, Database(config.db_path), log=lambda m: print(m, flush=True))
    service.start()
    # "running" means subscribed: a fresh session hears nothing the broker passes on before its SUBACK.
    if service.subscribed.wait(30):
        print("ingest running", flush=True)
    else:
        print("ingest running, but the broker has not confirmed the subscriptions after 30 s", flush=True)
    stop.wait()
    service.stop()
    print("ingest stopped", flush=True)


if __name__ == "__main__":
    sys.exit(main())
