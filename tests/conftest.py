"""Shared fixtures: a real mosquitto on a free loopback port, the real provisioned models, temp data."""
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from appliance.comms.broker import LocalBroker, free_port
from appliance.config import load_config
from appliance.paths import MODELS_DIR, REPO_DIR

ARTIFACTS = REPO_DIR / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"


@pytest.fixture
def broker(tmp_path):
    with LocalBroker(free_port(), tmp_path / "mosquitto") as b:
        yield b


@pytest.fixture
def config_factory(tmp_path):
    def make(**overrides):
        base = {"store.data_dir": str(tmp_path / "data"), "models.dir": str(MODELS_DIR), "web.port": 0}
        base.update(overrides)
        return load_config(None, base)
    return make


@pytest.fixture(scope="session")
def manifest():
    from appliance.provision.manifest import Manifest
    return Manifest.load(MODELS_DIR)


@pytest.fixture(scope="session")
def text_embedder(manifest):
    from appliance.embed.text import load_text_embedder
    return load_text_embedder(manifest)


def appliance_cmd(*args, env=None, timeout=60, **kw) -> subprocess.CompletedProcess:
    """Run the real console command (python -m appliance) and capture its output."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "appliance", *args], capture_output=True, text=True,
                          timeout=timeout, env=full_env, cwd=REPO_DIR, **kw)


def wait_for(predicate, timeout=30.0, interval=0.1, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (scripts/setup-env does)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        launched = p.chromium.launch(**LAUNCH_ARGS)
        yield launched
        launched.close()


# The system chromium, offline: no Google lookups, no component updates (MODELS.md).
LAUNCH_ARGS = {"executable_path": CHROMIUM, "headless": True,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run"]}


@pytest.fixture
def served_box(config_factory, tmp_path):
    """A real Box (models, database) behind a real waitress server on a free loopback port."""
    import threading

    from waitress import create_server

    from appliance.box import Box
    from appliance.web.app import create_app

    box = Box(config_factory())
    server = create_server(create_app(box), host="127.0.0.1", port=0, threads=4)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        yield box, f"http://127.0.0.1:{server.effective_port}"
    finally:
        server.close()
        box.close()
