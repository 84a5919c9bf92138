"""Cursor on Target out: the map's stations, detections and projected fronts to TAK apps (ATAK,
iTAK, WinTAK) by UDP multicast (239.2.3.1:6969 by default) and optionally a TAK Server over TLS.

    TakWorker(db_path, config, log) -> a thread: every tak.interval_s, map_features -> TakPublisher.sync
    TakPublisher(tak_config, senders, state_path).sync(feature_collection) -> {"sent": [uid], "deleted": [uid]}
    cot.*_event(...) -> the CoT XML elements;  send.MulticastSender / TlsSender

Why not PyTAK (Apache-2.0, the maintained TAK library): it is built around an asyncio event loop
with TX/RX queue workers and its own environment-style TLS settings. The box emits a few events
when its store changes, from a worker thread, and already validates its settings in one place
([tak]); PyTAK would add an event loop thread to feed a queue for what two sockets and the
standard ssl module do here, with errors that surface in a worker instead of at the send. The
events are plain CoT XML (protocol 0) that every TAK client reads, checked by a loopback receiver.
"""
from pathlib import Path

from appliance.mapfeatures import map_features
from appliance.store.worker import PollingWorker
from appliance.tak.publish import TakPublisher
from appliance.tak.send import TakSendError, senders_from_config


def cot_ready(f: dict) -> bool:
    """A feature a CoT event can say: a station with its data age, a ring with its valid time (an engine's
    front made by another release may lack it)."""
    p = f["properties"]
    if p["kind"] == "station":
        return p.get("DataAge_s") is not None
    if p["kind"] == "ring":
        return bool(p.get("ValidDateTime")) and p.get("HorizonMinutes") is not None
    return True


class TakWorker(PollingWorker):
    """`more_features(fc) -> fc`: what the box adds to its own map (a command post: every engine's products,
    appliance/fleet/map_features.py; the service passes it in, so tak imports nothing of fleet)."""

    def __init__(self, db_path, config, log=print, more_features=None):
        self.publisher = TakPublisher(config.tak, senders_from_config(config.tak),
                                      Path(config.store.data_dir) / "tak_state.json", log=log)

        def step(db) -> int:
            # At a command post every engine's stations, detections and fronts go out too (appliance/fleet).
            fc = map_features(db)
            fc = more_features(fc) if more_features else fc
            self.publisher.sync({**fc, "features": [f for f in fc["features"] if cot_ready(f)]})
            return 0   # always wait interval_s before the next look

        super().__init__("tak-worker", db_path, step, config.tak.interval_s, log)

    def stop(self, timeout: float = 10.0) -> None:
        super().stop(timeout)
        self.publisher.close()


__all__ = ["TakPublisher", "TakSendError", "TakWorker", "senders_from_config"]
