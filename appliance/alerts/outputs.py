"""What the box sends to the crews' own tools, started and stopped with the box:

- MQTT (comms.publisher.BoxPublisher): `<prefix>/appliance/available` online / offline with the last
  will, alert events, and every `state_interval_s` a retained state per station (latest danger class,
  FWI, wind, data age) on `<prefix>/<site>/appliance/station/<device>/state`;
- TAK (appliance.tak.TakWorker) when [tak] enabled is on.
The service layer publishes what the spread tool and the store compute; nothing below it publishes.
"""
import re
import time

from appliance.comms.publisher import BoxPublisher
from appliance.mapfeatures import station_features
from appliance.store.clock import DEFAULT_TOLERANCE_S, tolerance_of
from appliance.store.worker import PollingWorker

DEVICE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def station_states(db, now: float | None = None,
                   clock_tolerance_s: float = DEFAULT_TOLERANCE_S) -> list[tuple[str, str, dict]]:
    """(site, device, state) for every station, from the same features the map draws: data ages on
    the devices' time when the box's clock is wrong (clock_note says so), never negative."""
    now = time.time() if now is None else now
    out = []
    for f in station_features(db, now=now, clock_tolerance_s=clock_tolerance_s):
        p = f["properties"]
        if not (DEVICE.match(p["SiteID"]) and DEVICE.match(p["StationID"])):
            continue   # never build a topic from an id that could hold a wildcard
        out.append((p["SiteID"], p["StationID"], {
            "station": p["StationID"], "site": p["SiteID"], "danger_class": p["DangerClass"], "fwi": p["FWI"],
            "danger_day": p["DangerDay"], "danger_provenance": p["DangerProvenance"],
            "last_reading": p["ObservedDateTime"], "data_age_s": p["DataAge_s"], "data_future_s": p["DataFuture_s"],
            "clock_note": p["ClockNote"], "wind_kmh": p["WindSpeed_kmh"],
            "wind_from_deg": p["WindDirection_deg"], "at": now,
            "lon": f["geometry"]["coordinates"][0], "lat": f["geometry"]["coordinates"][1]}))
    return out


class FieldOutputs:
    def __init__(self, config, log=print, tak_features=None):
        """`tak_features(fc) -> fc`: more map features for TAK (a command post's incident picture)."""
        self.config, self.log, self.tak_features = config, log, tak_features
        self.publisher = BoxPublisher(config, log)
        self.state_worker: PollingWorker | None = None
        self.tak_worker = None

    def start(self) -> "FieldOutputs":
        self.publisher.start()

        def publish_states(db) -> int:
            for site, device, state in station_states(db, clock_tolerance_s=tolerance_of(self.config)):
                self.publisher.publish_station_state(site, device, state)
            return 0   # then wait state_interval_s

        self.state_worker = PollingWorker("station-state", self.config.db_path, publish_states,
                                          self.config.alerts.state_interval_s, self.log)
        self.state_worker.start()
        if self.config.tak.enabled:
            from appliance.tak import TakSendError, TakWorker
            try:
                self.tak_worker = TakWorker(self.config.db_path, self.config, self.log, more_features=self.tak_features)
                self.tak_worker.start()
            except TakSendError as exc:   # the box still runs; TAK waits for the setting to be fixed
                self.log(f"tak: not started: {exc}; fix [tak] and restart")
        return self

    def publish_alert(self, site: str, payload: dict) -> None:
        self.publisher.publish_alert(site, payload)

    def stop(self) -> None:
        for worker in (self.tak_worker, self.state_worker):
            if worker is not None:
                worker.stop()
        self.publisher.stop()
