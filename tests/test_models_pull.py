"""`appliance models pull|add|check` against a real HTTP server on loopback.

The server honours Range requests, can drop a connection half-way (the link to a staging machine
in a fire camp) and serves one file whose bytes do not match its pin.
"""
import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import appliance_cmd
from appliance.provision.manifest import Manifest, ModelError
from appliance.provision.pull import FieldModel, load_field_models, pull
from appliance.paths import MODELS_DIR

GOOD = bytes(range(256)) * 4096            # 1 MiB
FLAKY = b"gguf-weights " * 200_000         # ~2.6 MB, dropped twice before it arrives whole
CORRUPT_PIN = hashlib.sha256(b"what the publisher released").hexdigest()


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class FileServer(BaseHTTPRequestHandler):
    files: dict = {}
    drops: dict = {}          # path -> how many more responses to cut short
    ranges: list = []         # Range headers seen, in order

    def do_GET(self):
        data = self.files.get(self.path)
        if data is None:
            self.send_error(404)
            return
        start = 0
        rng = self.headers.get("Range")
        self.ranges.append((self.path, rng))
        if rng:
            start = int(rng.removeprefix("bytes=").split("-")[0])
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        else:
            self.send_response(200)
        body = data[start:]
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.drops.get(self.path, 0) > 0:
            self.drops[self.path] -= 1
            self.wfile.write(body[: len(body) // 3])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    FileServer.files = {"/good.onnx": GOOD, "/flaky.gguf": FLAKY, "/corrupt.gguf": b"tampered bytes"}
    FileServer.drops = {"/flaky.gguf": 2}
    FileServer.ranges = []
    srv = ThreadingHTTPServer(("127.0.0.1", 0), FileServer)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


def entry(base, role, path, pin, kind="onnx"):
    return FieldModel(role=role, file=f"field/{path.lstrip('/')}", url=base + path, sha256=pin, kind=kind)


def test_pull_resumes_a_dropped_download_and_registers_it(server, tmp_path):
    models = [entry(server, "clip_image", "/good.onnx", sha(GOOD)),
              entry(server, "llm", "/flaky.gguf", sha(FLAKY), "gguf")]
    pull(tmp_path, models, log=lambda *_: None, backoff_s=0)
    assert (tmp_path / "field/flaky.gguf").read_bytes() == FLAKY
    assert not (tmp_path / "field/flaky.gguf.part").exists()
    flaky_ranges = [r for p, r in FileServer.ranges if p == "/flaky.gguf"]
    assert flaky_ranges[0] is None and all(r and r.startswith("bytes=") for r in flaky_ranges[1:])
    assert len(flaky_ranges) == 3, "two drops, each resumed with a Range request"
    manifest = Manifest.load(tmp_path)
    assert manifest.check() == [("clip_image", True, "ok"), ("llm", True, "ok")]
    assert manifest.entries["llm"].source == server + "/flaky.gguf"
    # A second pull finds the files whole and fetches nothing.
    FileServer.ranges.clear()
    pull(tmp_path, models, log=lambda *_: None)
    assert FileServer.ranges == []


def test_pull_discards_a_corrupted_file(server, tmp_path):
    with pytest.raises(ModelError, match="does not match the pin"):
        pull(tmp_path, [entry(server, "llm", "/corrupt.gguf", CORRUPT_PIN, "gguf")], log=lambda *_: None)
    assert not list((tmp_path / "field").iterdir()), "neither the bad file nor a .part is kept"
    assert not (tmp_path / "manifest.json").exists()


def test_pull_gives_up_after_its_attempts_but_keeps_the_part(server, tmp_path):
    FileServer.drops["/flaky.gguf"] = 10
    with pytest.raises(ModelError, match="gave up after 2 attempts"):
        pull(tmp_path, [entry(server, "llm", "/flaky.gguf", sha(FLAKY), "gguf")], log=lambda *_: None,
             attempts=2, backoff_s=0)
    part = tmp_path / "field/flaky.gguf.part"
    assert 0 < part.stat().st_size < len(FLAKY)
    FileServer.drops["/flaky.gguf"] = 0
    pull(tmp_path, [entry(server, "llm", "/flaky.gguf", sha(FLAKY), "gguf")], log=lambda *_: None)
    assert (tmp_path / "field/flaky.gguf").read_bytes() == FLAKY


def test_pull_refuses_an_entry_without_a_pinned_hash(server, tmp_path):
    with pytest.raises(ModelError, match="refusing to pull without a pinned sha256: llm"):
        pull(tmp_path, [entry(server, "llm", "/good.onnx", "FILL-ON-STAGING")], log=lambda *_: None)
    assert FileServer.ranges == [], "nothing was fetched"


def test_the_shipped_field_list_parses_and_is_refused_until_pinned():
    models = load_field_models(MODELS_DIR / "field_models.toml")
    roles = {m.role for m in models}
    assert roles == {"llm", "vision_projector", "clip_image", "clip_text", "clip_tokenizer"}
    assert all(m.url.startswith("https://") for m in models)
    # Written offline: every hash is a placeholder, and pull must say so rather than fetch.
    assert not any(m.pinned for m in models)


def test_cli_pull_add_and_check(server, tmp_path):
    models_dir = tmp_path / "models"
    listing = tmp_path / "field.toml"
    listing.write_text(f'[[model]]\nrole = "clip_image"\nfile = "clip/vision.onnx"\n'
                       f'url = "{server}/good.onnx"\nsha256 = "{sha(GOOD)}"\nkind = "onnx"\n')
    setting = f"models.dir={models_dir}"
    done = appliance_cmd("models", "pull", "--list", str(listing), "--set", setting)
    assert done.returncode == 0, done.stderr
    by_hand = tmp_path / "usb" / "mmproj.gguf"
    by_hand.parent.mkdir()
    by_hand.write_bytes(b"projector brought on a USB stick")
    done = appliance_cmd("models", "add", str(by_hand), "--role", "vision_projector", "--set", setting)
    assert done.returncode == 0, done.stderr
    assert (models_dir / "mmproj.gguf").read_bytes() == by_hand.read_bytes()
    done = appliance_cmd("models", "check", "--json", "--set", setting)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert {m["role"] for m in report["models"]} == {"clip_image", "vision_projector"}
    # A file changed after registration is caught by check, by role.
    (models_dir / "mmproj.gguf").write_bytes(b"swapped")
    done = appliance_cmd("models", "check", "--set", setting)
    assert done.returncode == 1 and "FAIL vision_projector" in done.stdout
    unpinned = appliance_cmd("models", "pull", "--set", setting)
    assert unpinned.returncode == 2 and "refusing to pull without a pinned sha256" in unpinned.stderr
