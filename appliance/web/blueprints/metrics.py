"""GET /metrics: the ingest counters and gauges in Prometheus text format, plus frame storage.

Read-only and cheap, so a scraper on the LAN can poll it; it reaches the running ingest service
through the app's extensions and answers with zeros when the box runs without ingest (eval, tests).
"""
from flask import Blueprint, Response, current_app

from appliance.ingest.metrics import Metrics, prometheus_text

blueprint = Blueprint("metrics", __name__)


@blueprint.get("/metrics")
def metrics():
    parts = current_app.extensions.get("appliance", {})
    ingest = parts.get("ingest")
    snapshot = ingest.metrics.snapshot() if ingest is not None else Metrics().snapshot()
    return Response(prometheus_text(snapshot), mimetype="text/plain; version=0.0.4; charset=utf-8")
