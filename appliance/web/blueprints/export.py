"""GET /api/export/<geojson|kml|kmz|takpkg>[?site=]: the map (stations, detections, projected fronts
with time rings) as a download for the crews' own tools. Behind the login like every /api/ path."""
from flask import Blueprint, Response, current_app, jsonify, request

from appliance.mapexport import FORMATS, ExportFormatError, render
from appliance.mapfeatures import map_features

blueprint = Blueprint("export", __name__)


@blueprint.get("/api/export/<fmt>")
def export_map(fmt: str):
    if fmt not in FORMATS:
        return jsonify(error=f"unknown map format; choose one of {', '.join(FORMATS)}"), 404
    site = request.args.get("site") or None
    if site is not None and (len(site) > 64 or not site.replace("-", "").replace("_", "").isalnum()):
        return jsonify(error="site must be 1-64 letters, digits, - or _"), 400
    box = current_app.extensions["appliance"]["box"]
    try:
        data, media, name = render(map_features(box.db, site=site), fmt)
    except ExportFormatError as exc:
        return jsonify(error=str(exc)), 400
    resp = Response(data, mimetype=media)
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    resp.headers["Cache-Control"] = "no-store"
    return resp
