"""GET /api/placement: where each model runs (device, llama.cpp's offloaded layers, ONNX Runtime's
active provider, the start-up tokens/s probe), as `appliance run` printed it at start-up.

The report is taken once at start-up (the probe costs a model call); a page served without the
service (eval, tests) gets a fresh report without the probe.
"""
from flask import Blueprint, current_app, jsonify

blueprint = Blueprint("placement", __name__)


@blueprint.get("/api/placement")
def placement():
    from appliance.llm import placement as where

    parts = current_app.extensions.get("appliance", {})
    report = parts.get("placement")
    if report is None:
        report = where.report(parts["box"], probe=False)
    return jsonify({**report, "cpu_fallbacks": where.cpu_fallbacks(report)})
