"""Codes are computed when readings are stored (the worker behind ingest), never on the way out:
real mosquitto, the real IngestService, the real FireWeatherWorker, the page's JSON in-process."""
import json
from types import SimpleNamespace

import paho.mqtt.client as mqtt
from flask import Flask

from appliance.box import FireWeatherWorker
from appliance.fireweather.danger import PUBLISHED, station_danger
from appliance.ingest.service import IngestService
from appliance.paths import ALGERIAN_CSV
from appliance.store.db import Database
from appliance.store.readings import insert_readings
from firmware_bridge.algerian import parse_algerian
from tests.conftest import wait_for

DAYS = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "sidi-bel-abbes"][:20]


def test_readings_arriving_over_mqtt_get_their_codes_behind_ingest(broker, config_factory):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False,
                               "fire_weather.interval_s": 0.05})
    db = Database(config.db_path)
    ingest = IngestService(config, db, log=lambda m: None)
    ingest.start()
    # A fresh session hears nothing published before its SUBACK: under load the first reading could beat it.
    assert ingest.subscribed.wait(20), "no SUBACK"
    worker = FireWeatherWorker(config.db_path, config, log=lambda m: None)
    worker.start()
    sender = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="station", protocol=mqtt.MQTTv5)
    sender.connect("127.0.0.1", broker.port)
    sender.loop_start()
    try:
        for i, d in enumerate(DAYS):
            sender.publish("wildfire/demo/sensor/sidi-bel-abbes/reading", json.dumps(d.reading(i + 1)),
                           qos=1).wait_for_publish(5)
        wait_for(lambda: db.scalar("SELECT COUNT(*) FROM fire_weather") == len(DAYS), 60, what="codes for every day")
        # 20 days with the network's published codes: the worker fitted the network's convention.
        wait_for(lambda: db.scalar("SELECT COUNT(*) FROM fire_weather WHERE convention != 'standard'") == len(DAYS),
                 60, what="codes recomputed with the fitted convention")
        assert station_danger(db, "sidi-bel-abbes")["provenance"] == PUBLISHED
    finally:
        sender.disconnect()
        sender.loop_stop()
        worker.stop()
        ingest.stop()
        db.close()


def test_the_pages_fire_weather_read_writes_nothing(tmp_path, config_factory):
    from appliance.web.blueprints.spread import blueprint

    config = config_factory()
    db = Database(config.db_path)
    insert_readings(db, [("demo", d.device, {**d.reading(i + 1), "extra": {}}) for i, d in enumerate(DAYS)])
    app = Flask(__name__)
    app.extensions["appliance"] = {"box": SimpleNamespace(db=db, config=config)}
    app.register_blueprint(blueprint)
    body = app.test_client().get("/api/fire-weather").get_json()
    assert body["danger"] == [] and db.scalar("SELECT COUNT(*) FROM fire_weather") == 0
    db.close()
