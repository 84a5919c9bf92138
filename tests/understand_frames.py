"""The demo's two stations at the evaluation clock, and questions parsed against them one at a time or as a
session (each previous frame read back from its audit, as the orchestrator does): shared by the understanding
tests."""
from datetime import datetime, timezone

from appliance.understand import Frame, make_station, parse_question

STATIONS = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()


def frame(embedder, q, **kw):
    return parse_question(q, now=NOW, stations=STATIONS, embedder=embedder, **kw)


def session(embedder, *questions):
    previous, frames = None, []
    for q in questions:
        f = frame(embedder, q, previous=Frame.from_json(previous.audit(), previous.question) if previous else None)
        frames.append(f)
        previous = f
    return frames
