"""The benchmarks run end to end at toy sizes (the figures themselves are printed, never asserted)."""
import json

from conftest import appliance_cmd


def test_bench_embed_reports_rates_and_cosine():
    proc = appliance_cmd("bench", "embed", "--json", "--sentences", "40", "--no-torch", timeout=180)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["onnx_int8_per_s"] > 0 and result["onnx_fp32_per_s"] > 0
    assert 0.9 < result["cosine_int8_vs_fp32"] <= 1.0 and result["torch_per_s"] is None
    assert "avx2" in result["cpu"]["present"] + result["cpu"]["absent"] and "int8_dot_product" in result["cpu"]
    assert result["picked"] in ("text_embedder_int8", "text_embedder")
    assert "int8 dot-product instruction" in proc.stdout


def test_bench_retrieval_reports_latency_and_recall(tmp_path):
    proc = appliance_cmd("bench", "retrieval", "--json", "--vectors", "900", "--real", "300", "--queries", "10",
                         "--candidates", "900,900", "--arriving", "100", env={"APPLIANCE_CACHE": str(tmp_path)},
                         timeout=180)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["vectors"] == 900 and result["real_vectors"] == 300 and "perturbed copies" in result["padding"]
    assert result["recall_at_10"] == 1.0 and result["filtered_recall_at_10"] == 1.0  # candidates cover every row: exact
    assert result["arriving_rows"] == 100 and 0.5 < result["copy_cosine_to_source"] < 1.0
    assert {"p50_ms", "p95_ms", "numpy_p50_ms", "speedup_vs_numpy", "filtered_p50_ms"} <= set(result)
    assert any((tmp_path / "bench").iterdir())  # vectors cached for the next run
