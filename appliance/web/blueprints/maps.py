"""The page's map data: the operator's regional tiles and the features drawn over them.

GET /api/maps                        the regional maps on the box (name, format, zooms, bounds)
GET /api/maps/<name>/<z>/<x>/<y>     one tile (XYZ, y from the top) as stored, or 404 (the page shows the world layer)
GET /api/map/features                stations (wind, danger), detections and projected fronts (appliance.mapfeatures,
                                     the same features every export draws)
"""
from flask import Blueprint, Response, current_app, jsonify

from appliance.mapfeatures import map_features
from appliance.maps import MapFileError, list_maps, open_map

blueprint = Blueprint("maps", __name__)


def _box():
    return current_app.extensions["appliance"]["box"]


@blueprint.get("/api/maps")
def maps():
    return jsonify(maps=[m for m in list_maps(_box().config) if "problem" not in m])


@blueprint.get("/api/maps/<string:name>/<int(max=22):z>/<int:x>/<int:y>")
def tile(name: str, z: int, x: int, y: int):
    try:
        archive = open_map(_box().config, name)
        data = archive.tile(z, x, y)
    except MapFileError as exc:
        return jsonify(error=str(exc)), 404
    if data is None:
        return jsonify(error="no tile here"), 404
    return Response(data, mimetype=archive.media_type, headers={"Cache-Control": "private, max-age=86400"})


@blueprint.get("/api/map/features")
def features():
    box = _box()
    return jsonify(map_features(box.db, site=box.config.site))
