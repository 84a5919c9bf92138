"""No silent CPU fallback: where each model runs is reported, and require_gpu refuses a CPU box.

This machine has no GPU, so asking for one must fail with the reason, on the real model and the
real ONNX sessions; the GPU branch of the layer arithmetic is a unit test with the offload flag given."""
import json

import pytest

from conftest import appliance_cmd
from appliance.llm import placement
from appliance.llm.placement import PlacementError


@pytest.fixture(scope="module")
def model_path(manifest):
    return str(manifest.path("llm"))


def test_llama_reports_zero_offloaded_layers_without_a_gpu(model_path):
    where = placement.llm_placement(model_path, n_gpu_layers=-1)
    assert where["gpu_offload_supported"] is False and where["layers_offloaded"] == 0
    assert where["device"] == "cpu" and where["layers"] > 1 and "no usable GPU" in where["why"]


def test_layer_arithmetic_when_a_gpu_is_present(model_path):
    blocks = placement.llama_layers(model_path)
    assert placement.llm_placement(model_path, -1, gpu_offload=True)["layers_offloaded"] == blocks + 1
    part = placement.llm_placement(model_path, 3, gpu_offload=True)
    assert part["layers_offloaded"] == 3 and part["device"] == "partial"
    assert placement.llm_placement(model_path, 0, gpu_offload=True)["why"] == "[llm] n_gpu_layers = 0"


def report_for(llm_device="gpu", onnx_device="gpu", require=True):
    return {"llm": {"model": "m.gguf", "device": llm_device, "why": "x", "layers_offloaded": 0, "layers": 31},
            "onnx": [{"model": "text_embedder_int8", "device": onnx_device, "provider": "CPUExecutionProvider",
                      "available": ["CPUExecutionProvider"]}], "require_gpu": require}


def test_require_gpu_refuses_each_kind_of_cpu_fallback_and_says_which():
    assert placement.check(report_for()) is not None
    with pytest.raises(PlacementError, match="language model m.gguf: cpu"):
        placement.check(report_for(llm_device="cpu"))
    with pytest.raises(PlacementError, match="text_embedder_int8: ONNX Runtime runs it on CPUExecutionProvider"):
        placement.check(report_for(onnx_device="cpu"))
    assert placement.check(report_for(llm_device="cpu", onnx_device="cpu", require=False))


def test_run_refuses_to_start_on_this_cpu_box_when_a_gpu_is_required(tmp_path):
    proc = appliance_cmd("run", "--set", f"store.data_dir={tmp_path / 'data'}", "--set", "llm.require_gpu=true",
                         "--set", "web.port=0", "--set", "mqtt.start_local_broker=false", timeout=180)
    assert proc.returncode != 0
    err = proc.stderr.strip().splitlines()[-1]
    assert err.startswith("error: refusing to start") and "require_gpu" in err and "language model" in err
    assert "The crew page is at" not in proc.stdout


def test_box_reports_where_each_model_runs_and_the_status_route_shows_it(config_factory):
    from appliance.box import Box
    from appliance.web.app import create_app

    box = Box(config_factory(), log=lambda m: None)
    try:
        report = placement.report(box)
        assert report["llm"]["device"] == "cpu" and report["llm"]["layers_offloaded"] == 0
        assert report["llm"]["probe_tok_s"] and report["llm"]["probe_tok_s"] > 0
        assert report["llm"]["settings"]["n_threads"] == box.config.llm.n_threads
        assert report["onnx"] and all(s["provider"] == "CPUExecutionProvider" for s in report["onnx"])
        assert any(line.startswith("language model: cpu, 0/") for line in placement.lines(report))
        client = create_app(box, {"placement": report}).test_client()
        body = json.loads(client.get("/api/placement").data)
        assert body["llm"]["layers_offloaded"] == 0 and body["cpu_fallbacks"][0].startswith("language model")
    finally:
        box.close()
