"""The command post's fleet view (DESIGN §8d): every engine on the map with its stations by danger,
detections, fronts and link state, from the incident picture (appliance/fleet).

GET /fleet                      the page (templates/fleet.html, static/js/fleet.js)
GET /api/fleet/picture          the picture: per site its link (up / down, last message and its age),
                                stations (danger first, data age now), alerts, fronts, detections, answers
GET /api/fleet/export/<fmt>     every site's stations, detections and fronts as geojson | kml | kmz | takpkg,
                                each feature with its site (fleet/map_features.py)
GET /api/fleet/events?after=N   alert events the picture took, with the time it took each (for the bench)
On an engine the same page shows the command post's per-site summaries its bridge brought home
(appliance/fleet/neighbours.py). A standalone box answers 404 with the reason.
"""
from flask import Blueprint, abort, current_app, jsonify, render_template, request

blueprint = Blueprint("fleet", __name__)


def _watcher():
    watcher = current_app.extensions.get("appliance", {}).get("fleet")
    if watcher is None:
        abort(404, description="this box is in no incident ([fleet] role = standalone)")
    return watcher


@blueprint.get("/fleet")
def fleet_page():
    watcher = _watcher()
    return render_template("fleet.html", incident=watcher.picture.incident)


@blueprint.get("/api/fleet/picture")
def fleet_picture():
    watcher = _watcher()
    snap = watcher.picture.snapshot()
    if request.args.get("thumbnails") == "0":
        for site in snap["sites"]:
            site["detections"] = [{k: v for k, v in d.items() if k != "thumbnail_jpeg_b64"} for d in site["detections"]]
    return jsonify(snap)


@blueprint.get("/api/fleet/events")
def fleet_events():
    after = request.args.get("after", "0")
    if not after.isdigit():
        abort(400, description="after must be a whole number")
    total, events = _watcher().events_after(int(after))
    return jsonify(next=total, events=events)


@blueprint.get("/api/fleet/export/<fmt>")
def fleet_export(fmt: str):
    from flask import Response

    from appliance.fleet.map_features import picture_features
    from appliance.mapexport import FORMATS, render

    if fmt not in FORMATS:
        return jsonify(error=f"unknown map format; choose one of {', '.join(FORMATS)}"), 404
    data, media, name = render(picture_features(_watcher().picture.snapshot()), fmt)
    resp = Response(data, mimetype=media)
    resp.headers["Content-Disposition"] = f'attachment; filename="incident-{name}"'
    resp.headers["Cache-Control"] = "no-store"
    return resp
