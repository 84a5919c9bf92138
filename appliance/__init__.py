"""Offline wildfire edge appliance.

Data flows one way: ingest -> store -> retrieve -> reason -> answer, with MQTT and the web page as
the two edges. Imports follow the same order: a part may import its own layer and the layers below
it, never one above, and two parts never import each other (tests/test_layers.py reads the table
below and checks every import in the tree, those inside functions and importlib calls included).

    L0 base: paths files plugins jsonsafe config.
        Where files live and how one is replaced safely; modules that plug in; the validated settings.
    L1 engines: comms provision geo llm preprocess vision voice charts maps.
        One library, model or protocol each (MQTT, the model manifest, the gazetteer, llama.cpp,
        feature scaling, the vision cues, Whisper, matplotlib, MBTiles/PMTiles map files); none knows the box's data.
    L2 store: store.
        SQLite + sqlite-vec, the only place data lives; its schema files and migrations.
    L3 intake: ingest documents embed backup.
        Put data into the store (MQTT messages, documents, vectors) and copy it out.
    L4 derive: fireweather retrieve understand.
        Read the store and compute from it: the daily fire-weather codes, the searches, and what a
        question asks (its frame: intents, stations, places, times).
    L5 tools: spread alerts packs consult mapfeatures mapexport tak fleet.
        What a question or a planner calls on: the spread look-ahead, detection alerts, the
        regional packs and the consultation built on them; the map's features, their exports and
        Cursor on Target (tak); the incident picture many boxes share over mosquitto bridges (fleet).
    L6 reason: orchestrator compose box.
        Turn a question and the evidence into an answer (compose writes it in plain words);
        box holds the loaded models.
    L7 faces: web evaluation.
        The crew's page and the measured figures.
    L8 entry: service bench demo cli __main__.
        The processes and commands that wire everything together.

Two packages sit beside `appliance`, below every layer, and never import it: `edgelink` (what
both ends of the link share: the topic contract, the paho client settings, the retry schedule;
standard library and paho only) and `firmware_bridge` (device adapters and the replay simulator;
it imports only edgelink), so the bridge runs on a device without the appliance's install.
The parts an answer runs through (retrieve, orchestrator, llm, box) never load the MQTT client,
not even through another part: an answer cannot publish. The page is an edge too: only the
processes that serve it (service, bench) import web.
"""
import os

# The box has no internet: make any hub lookup fail fast instead of retrying for ~45 s.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

__version__ = "0.1.0"
