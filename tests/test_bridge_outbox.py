"""The bridge outbox: sequence numbers per stream, kept on disk until acknowledged, cursors."""
import json

from firmware_bridge.outbox import Outbox


def test_sequences_acknowledgement_and_reopen(tmp_path):
    path = tmp_path / "outbox.db"
    box = Outbox(path)
    for i in range(5):
        assert box.append("sensor_reading", "st1", "t/r", {"ts": i}) == i + 1
    assert box.append("uav_frame", "uav1", "t/f", b"\xff\xd8jpeg", {"ts": 1}) == 1
    assert box.append("sensor_reading", "st2", "t/r2", {"ts": 0}, cursor=("feed", "7")) == 1
    rows = box.above("sensor_reading/st1", 2, 10)
    assert [r[0] for r in rows] == [3, 4, 5] and json.loads(rows[0][2])["seq"] == 3
    assert box.above("uav_frame/uav1", 0, 10)[0][3] == {"ts": "1", "seq": "1"}
    assert box.acknowledge("sensor_reading/st1", 3) == 3
    box.close()
    box = Outbox(path)                       # what was not acknowledged survives a restart
    assert box.streams()["sensor_reading/st1"] == (5, 3)
    assert [r[0] for r in box.above("sensor_reading/st1", 3, 10)] == [4, 5]
    assert box.append("sensor_reading", "st1", "t/r", {"ts": 9}) == 6   # numbering continues
    assert box.cursor("feed") == "7" and box.pending() == 5
    assert box.acknowledge("sensor_reading/st1", 100) == 3
    assert box.streams()["sensor_reading/st1"] == (6, 6)
