"""POST /api/transcribe: a recorded voice question in, its text out (shown before sending)."""
from flask import Blueprint, current_app, jsonify, request

from appliance.voice.transcribe import Transcriber, VoiceUnavailable

bp = Blueprint("web_voice", __name__)


@bp.post("/api/transcribe")
def transcribe():
    ext = current_app.extensions["appliance"]
    limit = ext["box"].config.web.max_audio_mb * 1024 * 1024
    upload = request.files.get("audio")
    audio = upload.read(limit + 1) if upload else request.get_data(cache=False)[: limit + 1]
    if not audio:
        return jsonify(error="no recording received"), 400
    if len(audio) > limit:
        return jsonify(error=f"the recording is over {limit // (1024 * 1024)} MB"), 413
    transcriber = ext.setdefault("transcriber", Transcriber())
    try:
        return jsonify(transcriber.transcribe(audio))
    except VoiceUnavailable as exc:
        return jsonify(error=str(exc)), 503
    except ValueError as exc:
        return jsonify(error=str(exc)), 400
