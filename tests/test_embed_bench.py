"""The benchmarks run end to end at toy sizes (the figures themselves are printed, never asserted)."""
import json

from conftest import appliance_cmd


def test_bench_embed_reports_rates_and_cosine():
    proc = appliance_cmd("bench", "embed", "--json", "--sentences", "40", "--no-torch", timeout=180)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["onnx_int8_per_s"] > 0 and result["onnx_fp32_per_s"] > 0
    assert 0.9 < result["cosine_int8_vs_fp32"] <= 1.0 and result["torch_per_s"] is None


def test_bench_retrieval_reports_latency_and_recall(tmp_path):
    proc = appliance_cmd("bench", "retrieval", "--json", "--vectors", "400", "--queries", "10", "--cells", "8",
                         "--nprobe", "8", "--slow-queries", "3", env={"APPLIANCE_CACHE": str(tmp_path)}, timeout=180)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["vectors"] == 400 and result["recall_at_10"] == 1.0  # every cell probed: exact
    assert result["float_knn_recall_at_10"] == 1.0
    assert {"p50_ms", "p95_ms", "numpy_p50_ms", "bit_rescore_recall_at_10"} <= set(result)
    assert any((tmp_path / "bench").iterdir())  # vectors cached for the next run
