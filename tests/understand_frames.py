"""The demo's two stations at the evaluation clock, and questions read against them as the box reads them (the
typed slots, the shipped trained reader, the typed rules over both), one at a time or as a session (each
previous frame read back from its audit, as the orchestrator does): shared by the understanding tests."""
from datetime import datetime, timezone
from functools import lru_cache

from appliance.understand import Frame, make_station, read_question

STATIONS = [make_station("bejaia", "demo", 36.7509, 5.0567), make_station("sidi-bel-abbes", "demo", 35.1899, -0.6308)]
NOW = datetime(2012, 9, 30, 12, 0, tzinfo=timezone.utc).timestamp()


@lru_cache(maxsize=2)
def shipped_reader(embedder):
    """The shipped reader and the embedders it reads with (the box's MiniLM beside multilingual-e5)."""
    from appliance.embed.text import load_embedder_roles
    from appliance.paths import MODELS_DIR
    from appliance.provision.manifest import Manifest
    from appliance.understand.reader import Reader

    reader = Reader.load()
    return reader, load_embedder_roles(Manifest.load(MODELS_DIR), reader.embedder, have={embedder.name: embedder})


def frame(embedder, q, **kw):
    reader, joined = shipped_reader(embedder)
    return read_question(q, now=NOW, stations=STATIONS, embedder=embedder, reader=reader, reader_embedder=joined, **kw)


def session(embedder, *questions):
    previous, frames = None, []
    for q in questions:
        f = frame(embedder, q, previous=Frame.from_json(previous.audit(), previous.question) if previous else None)
        frames.append(f)
        previous = f
    return frames


def settled(question, intents, previous=None):
    """The frame of `question` when the reader read `intents`: the typed slots, then the typed rules over them (the
    seam between the reader and the rules, without an embedder)."""
    from appliance.understand.read import read_slots, settle

    f, _ = read_slots(question, now=NOW, stations=STATIONS, previous=previous)
    f.intents = list(intents)
    settle(f, question, previous, False, STATIONS)
    return f
