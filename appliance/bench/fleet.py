"""`appliance bench fleet --engines N --json`: N engine mosquittos bridged over TLS into one command
post's mosquitto (the shipped files, appliance/bench/fleet_incident.py), one command-post picture
process (PictureWatcher + the fleet page's API), and simulated engines publishing station state,
alert lifecycles (new, updates, end) and fronts. Halfway, every link is cut for --cut-s seconds (the
command post's broker stopped with SIGTERM, as a power-cycled command post or a dead radio hub looks
to the bridges) and restored.

The last line is one JSON object: alert_p50_s / alert_p95_s (engine publish -> the picture's API took
it, events published outside the cut: before it, or after the first event crossed the restored link;
alert_p95_all_s counts every event), published, delivered (distinct events the picture got),
lost, duplicated (deliveries beyond the first), picture_complete_after_cut_s (link back -> every
event published before it is in the picture), last_state_right (every alert's final event at the
command post is the engine's last), cp_rss_mb (the picture process), cp_broker_rss_mb, and what was
run (engines, stations, events per engine per second, load average).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import click

from appliance.config.options import emit_json, json_option

LIFECYCLE = ("new", "update", "update", "update", "end")


def _get(url: str, timeout: float = 10.0) -> dict:
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return json.loads(resp.read())


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    values = sorted(values)
    return round(values[min(len(values) - 1, int(round(q * (len(values) - 1))))], 3)


class SimulatedEngine:
    """One engine's appliance as its broker sees it: retained station state, alert events, fronts."""

    def __init__(self, site: str, port: int, password: str, stations: int, events_per_s: float):
        import paho.mqtt.client as mqtt

        self.site, self.stations, self.period = site, stations, 1.0 / events_per_s
        self.c = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id=f"{site}-sim", protocol=mqtt.MQTTv5)
        self.c.username_pw_set("appliance", password)
        self.c.max_queued_messages_set(0)
        self.c.connect("127.0.0.1", port)
        self.c.loop_start()
        self.seq = 0
        self.published: list[dict] = []         # (id, seq, type, sent_at)
        self.last: dict[str, dict] = {}        # alert id -> last event sent
        self.alert_no, self.step_no = 0, 0

    def _pub(self, topic: str, body: dict, retain: bool = False) -> None:
        self.c.publish(f"wildfire/{self.site}/{topic}", json.dumps(body, separators=(",", ":")), qos=1,
                       retain=retain).wait_for_publish(30)

    def publish_states(self, now: float) -> None:
        for k in range(self.stations):
            self._pub(f"appliance/station/ws{k}/state", {
                "station": f"ws{k}", "site": self.site, "danger_class": ("low", "moderate", "high", "very high")[k % 4],
                "fwi": 10.0 + k, "data_age_s": 60, "wind_kmh": 15 + k, "wind_from_deg": 270, "at": now,
                "lat": 36.0 + hash(self.site) % 100 / 100, "lon": 3.0 + k / 100}, retain=True)

    def publish_event(self) -> None:
        aid = f"{self.site}-{self.alert_no}"
        kind = LIFECYCLE[self.step_no]
        self.seq += 1
        now = time.time()
        event = {"type": kind, "id": aid, "site": self.site, "kind": "fire_detection", "seq": self.seq,
                 "sent_at": now, "summary": f"simulated alert {aid}",
                 "after": {"id": aid, "state": "ended" if kind == "end" else "open", "detections": self.step_no + 1,
                           "last_ts": now, "lat": 36.5, "lon": 3.1}}
        self._pub("alerts", event)
        self._pub(f"appliance/alert/{aid}/state", event, retain=True)
        if kind != "end":
            self._pub(f"fleet/front/{aid}", {"alert_id": aid, "at": now, "projection": {
                "type": "FeatureCollection", "features": [{"type": "Feature", "properties": {
                    "kind": "ring", "band": "likely", "minutes": 30, "valid_time": ""}, "geometry": {
                    "type": "Polygon", "coordinates": [[[3.1, 36.5], [3.11, 36.5], [3.11, 36.51], [3.1, 36.5]]]}}]}},
                retain=True)
        self.published.append({"id": aid, "seq": self.seq, "type": kind, "sent_at": now})
        self.last[aid] = event
        self.step_no += 1
        if self.step_no == len(LIFECYCLE):
            self.alert_no, self.step_no = self.alert_no + 1, 0

    def close(self) -> None:
        self.c.disconnect()
        self.c.loop_stop()


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of a live process (/proc/<pid>/stat fields 14 and 15)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return round((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"), 2)
    except (OSError, IndexError, ValueError):
        return 0.0


def _rss_mb(pid: int) -> float:
    from appliance.bench.fleet_incident import _rss_kb
    return round(_rss_kb(pid) / 1024, 1)


def run_bench(engines: int, duration_s: float, cut_s: float, stations: int, events_per_s: float, log) -> dict:
    from appliance.bench.fleet_incident import LoopbackIncident
    from appliance.comms.broker import free_port, port_open

    root = Path(tempfile.mkdtemp(prefix="bench-fleet-"))
    sites = [f"engine{k:02d}" for k in range(1, engines + 1)]
    log(f"{engines} engine brokers + 1 command post in {root}")
    inc = LoopbackIncident(root, sites).start()
    cp_cfg = inc.with_login(inc.cp_config, inc.cp)
    (root / "cp-config.json").write_text(cp_cfg.model_dump_json())
    api_port = free_port()
    picture = subprocess.Popen([sys.executable, "-m", "appliance.bench.fleet", "serve", str(root / "cp-config.json"),
                                str(api_port)], stderr=open(root / "picture.log", "ab"))
    sims: list[SimulatedEngine] = []
    try:
        deadline = time.monotonic() + 60
        while not port_open("127.0.0.1", api_port):
            if picture.poll() is not None or time.monotonic() > deadline:
                raise click.ClickException(f"the picture process did not start: {(root / 'picture.log').read_text()[-800:]}")
            time.sleep(0.2)
        base = f"http://127.0.0.1:{api_port}"
        sims = [SimulatedEngine(s, inc.engines[s].port, inc.engines[s].passwords["appliance"], stations, events_per_s)
                for s in sites]
        # Every bridge up before the clock starts: each engine's state must reach the picture.
        for sim in sims:
            sim.publish_states(time.time())
        deadline = time.monotonic() + 120
        while len(_get(f"{base}/api/fleet/picture?thumbnails=0")["sites"]) < engines:
            if time.monotonic() > deadline:
                raise click.ClickException("not every bridge came up within 120 s")
            time.sleep(1)
        log("every bridge is up")

        events, cursor, stop = [], 0, threading.Event()

        def poll_events():
            nonlocal cursor
            while not stop.is_set():
                try:
                    got = _get(f"{base}/api/fleet/events?after={cursor}")
                    cursor = got["next"]
                    events.extend(got["events"])
                except OSError:
                    pass
                stop.wait(1.0)

        poller = threading.Thread(target=poll_events, daemon=True)
        poller.start()

        # All engines publish from one thread, round robin, one event per engine per period.
        t0 = time.time()
        cut_at, restored_at, state_due = t0 + (duration_s - cut_s) / 2, None, t0 + 10
        cut_done, cp_broker_rss = False, inc.cp.rss_kb() / 1024
        period = 1.0 / events_per_s
        tick = t0
        while time.time() < t0 + duration_s:
            now = time.time()
            if not cut_done and now >= cut_at:
                cp_broker_rss = max(cp_broker_rss, inc.cp.rss_kb() / 1024)
                log(f"cutting every link for {cut_s:g} s")
                inc.cp.stop()
                cut_done = True
            if cut_done and restored_at is None and now >= cut_at + cut_s:
                inc.cp.start()
                restored_at = time.time()
                log("links restored")
            for sim in sims:
                sim.publish_event()
            if now >= state_due:
                for sim in sims:
                    sim.publish_states(now)
                state_due = now + 10
            tick += period
            time.sleep(max(0.0, tick - time.time()))
        published = [{**p, "site": s.site} for s in sims for p in s.published]
        before_restore = {(p["site"], p["seq"]) for p in published if restored_at and p["sent_at"] < restored_at}
        # Drain: wait until every event is delivered (or 120 s).
        want = {(p["site"], p["seq"]) for p in published}
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not want <= {(e["site"], e["seq"]) for e in events}:
            time.sleep(1)
        time.sleep(2)
        stop.set()
        poller.join(5)
        cp_rss = _rss_mb(picture.pid)
        # Where the CPU went (the command post's broker since it came back from the cut, i.e. the drain
        # and the second half; the picture process and the engines' brokers over the whole run).
        cpu = {"cp_broker_after_cut_cpu_s": _cpu_s(inc.cp.proc.pid), "picture_cpu_s": _cpu_s(picture.pid),
               "engine_brokers_cpu_s": round(sum(_cpu_s(b.proc.pid) for b in inc.engines.values()), 2),
               "simulator_cpu_s": round(sum(os.times()[:2]), 2)}
        cp_broker_rss = max(cp_broker_rss, inc.cp.rss_kb() / 1024)
        snapshot = _get(f"{base}/api/fleet/picture?thumbnails=0")
    finally:
        for sim in sims:
            sim.close()
        picture.terminate()
        try:
            picture.wait(10)
        except subprocess.TimeoutExpired:
            picture.kill()
        inc.stop()

    seen: dict[tuple, list[dict]] = {}
    for e in events:
        if e.get("seq") is not None:
            seen.setdefault((e["site"], e["seq"]), []).append(e)
    sent = {(p["site"], p["seq"]): p for p in published}
    delivered = [k for k in sent if k in seen]
    # The link is back when the first event crosses after the broker returned (the bridges reconnect
    # on their own back-off, restart_timeout); events sent between the cut and then waited for the link.
    link_back = min((e["taken_at"] for e in events if restored_at and e["taken_at"] >= restored_at), default=None)
    in_cut = lambda p: cut_at <= p["sent_at"] <= (link_back or restored_at or cut_at + cut_s)
    all_latencies = [seen[k][0]["taken_at"] - sent[k]["sent_at"] for k in delivered]
    latencies = [seen[k][0]["taken_at"] - sent[k]["sent_at"] for k in delivered if not in_cut(sent[k])]
    complete_at = max((seen[k][0]["taken_at"] for k in before_restore if k in seen), default=None)
    final = {a["id"]: a for s in snapshot["sites"] for a in s["alerts"]}
    wrong = [aid for s in sims for aid, ev in s.last.items()
             if final.get(aid, {}).get("type") != ev["type"]
             or (final.get(aid, {}).get("after") or {}).get("detections") != ev["after"]["detections"]]
    return {
        "engines": engines, "stations_per_engine": stations, "events_per_engine_per_s": events_per_s,
        "duration_s": duration_s, "cut_s": cut_s,
        "alert_p50_s": percentile(latencies, 0.5), "alert_p95_s": percentile(latencies, 0.95),
        "alert_p95_all_s": percentile(all_latencies, 0.95),
        "link_back_after_restore_s": round(link_back - restored_at, 2) if link_back and restored_at else None,
        "published": len(sent), "delivered": len(delivered), "lost": len(sent) - len(delivered),
        "duplicated": sum(len(v) - 1 for k, v in seen.items() if k in sent),
        "picture_complete_after_cut_s": (round(complete_at - restored_at, 2)
                                         if complete_at and restored_at and before_restore <= set(seen) else None),
        "last_state_right": not wrong and bool(final), "wrong_final_states": wrong[:10],
        "cp_rss_mb": cp_rss, "cp_broker_rss_mb": round(cp_broker_rss, 1),
        "loadavg_1m": round(os.getloadavg()[0], 2),
        **cpu,
    }


@click.command("fleet")
@json_option
@click.option("--engines", type=click.IntRange(1, 500), default=20, show_default=True, help="Engine brokers bridged in.")
@click.option("--duration-s", type=click.FloatRange(min=20), default=180.0, show_default=True,
              help="Seconds the engines publish; the cut sits in the middle.")
@click.option("--cut-s", type=click.FloatRange(min=0), default=60.0, show_default=True, help="Seconds every link is down.")
@click.option("--stations", type=click.IntRange(1, 200), default=5, show_default=True, help="Stations per engine.")
@click.option("--events-per-s", type=click.FloatRange(min=0.05, max=20), default=0.5, show_default=True,
              help="Alert events each engine publishes per second.")
def command(as_json, engines, duration_s, cut_s, stations, events_per_s):
    """An incident on loopback: N engines bridged into a command post, every link cut halfway."""
    if cut_s >= duration_s:
        raise click.BadParameter("the cut must be shorter than the run", param_hint="--cut-s")
    result = run_bench(engines, duration_s, cut_s, stations, events_per_s, log=lambda m: click.echo(m, err=as_json))
    if as_json:
        emit_json(result)
    else:
        for key, value in result.items():
            click.echo(f"{key}: {value}")


def serve(config_json: str, port: int) -> None:
    """The command-post picture process: PictureWatcher + the fleet page and API, until SIGTERM."""
    import signal

    from waitress import create_server

    from appliance.bench.fleet_incident import picture_app
    from appliance.config import AppConfig
    from appliance.fleet.watcher import PictureWatcher

    config = AppConfig.model_validate_json(Path(config_json).read_text())
    config.mqtt.connect_retry = True
    watcher = PictureWatcher(config, log=lambda m: print(m, file=sys.stderr)).start()
    server = create_server(picture_app(watcher), host="127.0.0.1", port=port, threads=4)
    signal.signal(signal.SIGTERM, lambda *_: server.close())
    try:
        server.run()
    except (OSError, ValueError):
        pass
    finally:
        watcher.stop()


if __name__ == "__main__" and len(sys.argv) == 4 and sys.argv[1] == "serve":
    serve(sys.argv[2], int(sys.argv[3]))
