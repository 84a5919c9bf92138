"""Gap-free progress: what the bridge may forget. Refused messages close their gap too, so a bad
message in a bridge's outbox is refused once and never resent forever."""
import time

from appliance.ingest.progress import ProgressTracker
from appliance.ingest.service import IngestService
from appliance.store.db import Database
from appliance.store.db import write_transaction
from firmware_bridge import synthetic
from firmware_bridge.link import BridgeLink
from firmware_bridge.outbox import Outbox

SRC = ("demo", "sensor_reading", "st1")


def test_tracker_advances_only_over_a_gap_free_run(tmp_path):
    t = ProgressTracker()
    for seq in (1, 2, 4, 5, None, 0, True, "7"):
        t.mark(SRC, seq)
    assert t.contiguous(SRC) == 2
    t.mark(SRC, 3)
    assert t.contiguous(SRC) == 5
    t.mark(SRC, 2)                      # an old duplicate changes nothing
    assert t.by_site() == {"demo": {"sensor_reading/st1": 5}}
    db = Database(tmp_path / "a.db")
    with write_transaction(db.conn) as conn:
        t.save_dirty(conn)
    again = ProgressTracker()
    again.load(db)
    assert again.contiguous(SRC) == 5


def test_a_refused_message_in_the_outbox_is_not_resent_forever(broker, config_factory, tmp_path):
    config = config_factory(**{"mqtt.port": broker.port, "mqtt.start_local_broker": False})
    ingest = IngestService(config, Database(config.db_path), log=lambda m: None)
    ingest.start()
    outbox = Outbox(tmp_path / "outbox.db")
    link = BridgeLink(outbox, "127.0.0.1", broker.port, "wildfire", "demo", "bridge-p", log=lambda m: None).start()
    try:
        topic = link.topics.topic("sensor_reading", device="st1")
        for i in range(1, 21):
            body = synthetic.reading(i) if i != 7 else {**synthetic.reading(i), "rh_pct": 140}
            outbox.append("sensor_reading", "st1", topic, body)
        link.notify()
        assert link.wait_acked(15)
        time.sleep(0.5)
        assert ingest.metrics["rejected.out_of_range"] == 1
        assert ingest.db.scalar("SELECT COUNT(*) FROM readings") == 19
        assert ingest.progress.contiguous(SRC) == 20 and outbox.pending() == 0
    finally:
        link.stop()
        ingest.stop()
    assert Database(config.db_path).scalar(
        "SELECT contiguous FROM ingest_progress WHERE device = 'st1'") == 20   # persisted at stop
