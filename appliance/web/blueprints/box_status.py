"""GET /api/box_status: the lines a crew must see whatever tab is open (issue 28): the database
damaged, the disk nearly full with frames paused, the box's clock wrong. The same lines as the
status topic and /healthz (store/faults.py)."""
from flask import Blueprint, current_app, jsonify

from appliance.store.faults import box_faults

blueprint = Blueprint("box_status", __name__)


@blueprint.get("/api/box_status")
def box_status():
    box = current_app.extensions["appliance"]["box"]
    return jsonify(lines=box_faults(box.config, box.db))
