"""JSON/GeoJSON for the page: fire weather per station and the projected fire front.

GET  /api/fire-weather              each station's danger (fireweather.danger.station_danger: the figure to show)
                                    and the box's latest codes with inputs, + class table (read only)
GET  /api/fire-weather/history      every stored day (?site=&device=)
GET  /api/spread/latest             the latest stored projection (GeoJSON FeatureCollection) or 404
POST /api/spread/project            {"lat", "lon", optional "minutes_ago", "travel_min", "fuel", "slope_pct",
                                     "aspect_deg", "wind_kmh", "wind_from_deg"} -> projection, stored as latest
"""
import time

from flask import Blueprint, current_app, jsonify, request

from appliance.fireweather import DANGER_CLASSES, DANGER_SOURCE, fire_weather_history, latest_fire_weather
from appliance.fireweather.danger import stations_danger
from appliance.spread import SpreadInputError, latest_projection, project_for_question, save_projection

blueprint = Blueprint("spread", __name__)
PROJECT_FIELDS = ("travel_min", "fuel", "slope_pct", "aspect_deg", "wind_kmh", "wind_from_deg")


def _box():
    return current_app.extensions["appliance"]["box"]


@blueprint.get("/api/fire-weather")
def fire_weather():
    box = _box()   # a read: the codes are computed when readings are stored (box.FireWeatherWorker)
    site = request.args.get("site")
    return jsonify(stations=latest_fire_weather(box.db, site), danger=stations_danger(box.db, site),
                   classes=[{"from_fwi": lo, "name": name} for lo, name in DANGER_CLASSES], class_source=DANGER_SOURCE)


@blueprint.get("/api/fire-weather/history")
def fire_weather_days():
    return jsonify(days=fire_weather_history(_box().db, request.args.get("site"), request.args.get("device")))


@blueprint.get("/api/spread/latest")
def spread_latest():
    projection = latest_projection(_box().db, request.args.get("site"))
    if projection is None:
        return jsonify(error="no spread projection stored yet"), 404
    return jsonify(projection)


@blueprint.post("/api/spread/project")
def spread_project():
    box = _box()
    body = request.get_json(silent=True)
    if not isinstance(body, dict) or "lat" not in body or "lon" not in body:
        return jsonify(error='send JSON {"lat": ..., "lon": ...}'), 400
    kwargs = {k: body[k] for k in PROJECT_FIELDS if body.get(k) is not None}
    try:
        minutes_ago = float(body.get("minutes_ago") or 0.0)
        if minutes_ago < 0:
            raise SpreadInputError("minutes_ago must be >= 0")
        now = time.time()
        projection = project_for_question(box.db, box.config, body["lat"], body["lon"], start_ts=now - minutes_ago * 60,
                                          asked_ts=now, **kwargs)
    except (SpreadInputError, TypeError, ValueError) as exc:
        return jsonify(error=str(exc)), 400
    projection["properties"]["projection_id"] = save_projection(box.db, projection, box.config.site)
    return jsonify(projection)
