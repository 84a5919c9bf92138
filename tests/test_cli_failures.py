"""`appliance run` refuses to start with a one-line reason: bad config, missing/wrong model, no broker."""
import shutil
import subprocess
import sys
import threading

from appliance.comms.broker import free_port
from appliance.paths import MODELS_DIR
from tests.conftest import REPO_DIR, appliance_cmd


def one_line_error(proc):
    lines = [l for l in proc.stderr.strip().splitlines() if l.strip()]
    assert proc.returncode != 0, proc.stdout + proc.stderr
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


def test_broken_config(tmp_path):
    cfg = tmp_path / "bad.toml"
    cfg.write_text("[web]\nport = 99999\n")
    line = one_line_error(appliance_cmd("run", "--config", str(cfg)))
    assert f"{cfg}:2" in line and "web.port" in line


def _models_copy(tmp_path):
    dst = tmp_path / "models"
    shutil.copytree(MODELS_DIR, dst)
    return dst


def test_missing_model_file(tmp_path):
    models = _models_copy(tmp_path)
    (models / "SmolLM2-135M-Instruct.Q4_1.gguf").unlink()
    line = one_line_error(appliance_cmd("run", "--set", f"models.dir={models}", "--set", f"store.data_dir={tmp_path}/d"))
    assert "role 'llm' is missing" in line


def test_model_with_wrong_hash(tmp_path):
    models = _models_copy(tmp_path)
    with open(models / "SmolLM2-135M-Instruct.Q4_1.gguf", "r+b") as fh:
        fh.seek(4096)
        fh.write(b"tampered")
    line = one_line_error(appliance_cmd("run", "--set", f"models.dir={models}", "--set", f"store.data_dir={tmp_path}/d"))
    assert "role 'llm' does not match the manifest" in line


def test_models_check_names_the_bad_file(tmp_path):
    models = _models_copy(tmp_path)
    (models / "minilm" / "tokenizer.json").write_text("{}")
    proc = appliance_cmd("models", "check", "--set", f"models.dir={models}")
    assert proc.returncode == 1
    assert "FAIL text_tokenizer" in proc.stdout and "ok   llm" in proc.stdout


def test_unreachable_broker(tmp_path):
    port = free_port()
    line = one_line_error(appliance_cmd(
        "run", "--set", f"mqtt.port={port}", "--set", "mqtt.start_local_broker=false",
        "--set", "mqtt.connect_timeout_s=1", "--set", f"store.data_dir={tmp_path}/d", "--set", "web.port=0"))
    assert f"cannot reach MQTT broker at 127.0.0.1:{port}" in line


def test_unreachable_broker_keeps_retrying_when_configured(tmp_path):
    """Wait for the retry line itself (however long the model takes to load first), not a clock."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "appliance", "run", "--set", f"mqtt.port={port}", "--set", "mqtt.start_local_broker=false",
         "--set", "mqtt.connect_retry=true", "--set", "mqtt.connect_timeout_s=0.5",
         "--set", f"store.data_dir={tmp_path}/d", "--set", "web.port=0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=REPO_DIR)
    hang_guard = threading.Timer(300, proc.kill)   # only if the line never comes; not a speed check
    hang_guard.start()
    seen = []
    try:
        for line in proc.stdout:
            seen.append(line)
            if "retrying (attempt 2)" in line:
                break
        else:
            raise AssertionError(f"exited ({proc.wait()}) instead of retrying: {''.join(seen)[-2000:]}")
        assert any("retrying (attempt 1)" in l for l in seen) and proc.poll() is None
    finally:
        hang_guard.cancel()
        proc.kill()
        proc.wait()


def test_bad_cli_arguments():
    proc = appliance_cmd("run", "--set", "nonsense")
    assert proc.returncode == 2 and "KEY=VALUE" in proc.stderr
    proc = appliance_cmd("simulate", "--speedup", "-1")
    assert proc.returncode == 2 and "speedup" in proc.stderr
