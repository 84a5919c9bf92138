"""`appliance bench llm`: tokens/s against the measured bandwidth roofline, with the box's own settings."""
import json
import os

import pytest

from conftest import appliance_cmd
from appliance.bench.bandwidth import read_bandwidth
from appliance.bench.busy import busy_cores
from appliance.config import ConfigError, load_config
from appliance.llm.tuning import apply_env, describe, llama_env, llama_kwargs


def test_kwargs_come_from_the_llm_section():
    llm = load_config(None, {"llm.n_threads": 1, "llm.n_batch": 64, "llm.n_ubatch": 256, "llm.flash_attn": True}).llm
    k = llama_kwargs(llm)
    assert k["n_threads"] == 1 and k["n_threads_batch"] == 1  # 0 = same as n_threads
    assert k["n_batch"] == 64 and k["n_ubatch"] == 64         # a micro-batch cannot exceed the batch
    assert k["flash_attn"] is True and k["use_mmap"] is True and k["n_gpu_layers"] == -1
    assert "threads 1/1, batch 64/64, flash_attn on" in describe(k)
    assert llama_kwargs(load_config(None, {"llm.n_threads_batch": 2}).llm)["n_threads_batch"] == 2
    for bad in ({"llm.n_batch": 0}, {"llm.n_threads": -1}, {"llm.flash_attn": "sometimes"}, {"llm.n_ubatch": 10**9}):
        with pytest.raises(ConfigError):
            load_config(None, bad)


def test_passive_waits_are_set_for_the_model_worker_unless_the_operator_chose(monkeypatch):
    assert llama_env(load_config(None, {}).llm) == {"OMP_WAIT_POLICY": "PASSIVE"}
    assert llama_env(load_config(None, {"llm.omp_passive": False}).llm) == {}
    monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    apply_env(load_config(None, {}).llm)
    assert os.environ["OMP_WAIT_POLICY"] == "PASSIVE"
    monkeypatch.setenv("OMP_WAIT_POLICY", "ACTIVE")
    apply_env(load_config(None, {}).llm)
    assert os.environ["OMP_WAIT_POLICY"] == "ACTIVE"


def test_bandwidth_is_measured_per_thread_count():
    bw = read_bandwidth(mib=32, repeats=1, max_threads=2)
    assert bw["bytes_per_s"] > 1e8 and set(bw["per_threads_gb_s"]) == {1, 2} and bw["threads"] in (1, 2)


def test_busy_cores_run_only_inside_the_block():
    with busy_cores(2) as procs:
        assert len(procs) == 2 and all(p.poll() is None for p in procs)
    assert all(p.poll() is not None for p in procs)


def test_bench_llm_reports_tokens_per_second_and_the_roofline_fraction(tmp_path):
    # --lib names a folder without llama_cpp: the subprocess falls back to the installed build, and the
    # comparison must say so instead of comparing the installed build with itself.
    proc = appliance_cmd("bench", "llm", "--json", "--gen-tokens", "8", "--prompt-repeat", "1", "--repeats", "1",
                         "--set", "llm.n_threads=1", "--lib", str(tmp_path), "--busy", "1", timeout=300)
    assert proc.returncode == 0, proc.stderr
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    assert r["model_bytes"] > 10e6 and r["gen_tok_s"] > 0 and r["prompt_tok_s"] > 0 and r["prompt_tokens"] > 50
    assert r["settings"]["n_threads"] == 1 and r["env"] == {"OMP_WAIT_POLICY": "PASSIVE"}
    assert r["roofline_fraction"] == pytest.approx(r["gen_tok_s"] * r["model_bytes"] / (r["bandwidth_gb_s"] * 1e9), rel=0.02)
    assert "AVX2" in r["build"]["system_info"] and r["build"]["gpu_offload"] is False
    assert r["busy_processes"] == 1
    [row] = r["sweep"]
    assert row["change"] == f"library {tmp_path}" and "gen_ratio" not in row
    assert row["error"].startswith("RuntimeError: llama_cpp came from") and "site-packages" in row["error"]
