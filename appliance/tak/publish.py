"""Keep TAK apps in step with the map: send what changed (and re-send before it goes stale), and
delete with force the projection shapes that were withdrawn (an incident ended, a ring dropped)."""
import hashlib
import json
import time
from pathlib import Path
from xml.etree import ElementTree as ET

from appliance.tak.cot import delete_event, detection_event, ring_event, station_event, to_bytes
from appliance.tak.send import TakSendError


def _digest(ev: ET.Element) -> str:
    """What an event says, without its times (so an unchanged item is not re-sent every pass)."""
    clone = ET.fromstring(ET.tostring(ev))
    for attr in ("time", "start", "stale"):
        clone.attrib.pop(attr, None)
    return hashlib.sha1(ET.tostring(clone)).hexdigest()


class TakPublisher:
    def __init__(self, tak_config, senders: list, state_path: Path | None = None, log=print):
        self.cfg, self.senders, self.log = tak_config, senders, log
        self.state_path = Path(state_path) if state_path else None
        self.sent: dict[str, dict] = {}    # uid -> {digest, at}
        if self.state_path and self.state_path.is_file():
            try:
                self.sent = json.loads(self.state_path.read_text())
            except (OSError, ValueError):
                self.sent = {}             # lost state only costs re-sends; shapes still get replaced by uid

    def events(self, fc: dict, now: float) -> dict[str, ET.Element]:
        prefix, stale = self.cfg.uid_prefix, self.cfg.stale_s
        feats = fc["features"]
        horizons = sorted({f["properties"]["HorizonMinutes"] for f in feats if f["properties"]["kind"] == "ring"})
        heads: dict[tuple, dict] = {}
        for f in feats:
            p = f["properties"]
            if p["kind"] == "ring":
                heads.setdefault((p["IncidentID"], p["HorizonMinutes"]), {})[p["SpreadBand"]] = p["HeadDistance_m"]
        out = {}
        for f in feats:
            p = f["properties"]
            if p["kind"] == "station":
                ev = station_event(f, prefix=prefix, now=now, stale_s=stale)
            elif p["kind"] == "detection":
                ev = detection_event(f, prefix=prefix, now=now, stale_s=stale)
            elif p["kind"] == "ring" and p["SpreadBand"] in self.cfg.bands:
                ev = ring_event(f, prefix=prefix, now=now, stale_s=stale, horizons=horizons,
                                heads=heads[(p["IncidentID"], p["HorizonMinutes"])])
            else:
                continue
            out[ev.get("uid")] = ev
        return out

    def _send(self, ev: ET.Element) -> bool:
        data, ok = to_bytes(ev), False
        for sender in self.senders:
            try:
                sender.send(data)
                ok = True
            except TakSendError as exc:
                self.log(f"tak: {exc}")
        return ok

    def sync(self, fc: dict, now: float | None = None) -> dict:
        """Send new / changed / soon-stale events and delete withdrawn shapes; returns what it did."""
        now = time.time() if now is None else now
        events = self.events(fc, now)
        shape = f"{self.cfg.uid_prefix}.proj."
        withdrawn = [uid for uid in self.sent if uid.startswith(shape) and uid not in events]
        sent, deleted = [], []
        for uid in withdrawn:
            if self._send(delete_event(uid, prefix=self.cfg.uid_prefix, now=now)):
                deleted.append(uid)
                del self.sent[uid]
        for uid, ev in events.items():
            digest, last = _digest(ev), self.sent.get(uid)
            if last and last["digest"] == digest and now - last["at"] < self.cfg.stale_s / 2:
                continue
            if self._send(ev):
                self.sent[uid] = {"digest": digest, "at": now}
                sent.append(uid)
        if (sent or deleted) and self.state_path:
            tmp = self.state_path.with_suffix(".part")
            tmp.write_text(json.dumps(self.sent))
            tmp.replace(self.state_path)
        return {"sent": sent, "deleted": deleted}

    def close(self) -> None:
        for sender in self.senders:
            sender.close()
