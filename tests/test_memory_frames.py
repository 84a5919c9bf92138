"""Issue 16 "memory": frames in flight take bounded memory in the whole appliance, not only in ingest.

The probe's ten 45 KB PNGs of 6000x6000 (under the 40 MP limit) raised the box's RSS from 315 MB to
1,686 MB: every frame consumer (image embedder, detection worker, the page's thumbnails and cue
boxes, the visual-cues tool) decoded each frame at full size in colour (108 MB each), side by side.
They now decode through store.media.decode_reduced (longest side 224-896 px, one full PNG decode
at a time within the shared DECODE_BUDGET), and the cue boxes found on the reduced decode are
put back into the full frame's pixels.
"""
import json
import re
import signal
import sqlite3
import struct
import subprocess
import sys
import time
import urllib.request
import zlib

import cv2
import numpy as np
import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties

from appliance.alerts.detections import check_new_frames
from appliance.comms.broker import LocalBroker, free_port
from appliance.paths import REPO_DIR
from appliance.store.db import Database
from appliance.store.media import decode_reduced
from appliance.vision import CUE_SIDE, observe_frame
from firmware_bridge import synthetic
from tests.conftest import wait_for

SIDE = 6000
FIRE = (3600, 1200, 600, 900)   # x, y, w, h of the fire-coloured patch in the full frame
# One 6000x6000 colour decode is 108 MB and decode_reduced admits one at a time (it is larger than
# the 96 MB budget, so it waits until it is alone); ingest's grey check (36 MB) shares that budget.
# 300 MB = two full colour decodes plus allocator slack; the full-size consumers took ~1 GB+.
PEAK_BOUND_MB = 300


def fire_png(i: int, fire: bool) -> bytes:
    """A ~45 KB palette PNG of 6000x6000 (one byte a pixel: zlib's 1:1032 ceiling keeps a plain
    colour PNG this size over 100 KB), decoded to 108 MB of BGR: flat blue-green blocks, random per
    frame (no two near-duplicates, no fire or smoke colour), with an orange patch at FIRE when `fire`."""
    rng = np.random.default_rng(i)
    index = cv2.resize(rng.integers(0, 72, (8, 9)).astype(np.uint8), (SIDE, SIDE), interpolation=cv2.INTER_NEAREST)
    if fire:
        x, y, w, h = FIRE
        index[y:y + h, x:x + w] = 255
    palette = np.zeros((256, 3), np.uint8)
    palette[:72, 2] = rng.integers(120, 256, 72)     # PLTE is RGB: blue
    palette[:72, 1] = rng.integers(60, 200, 72)      # green; red stays 0: never r >= g >= b
    palette[255] = (255, 120, 0)                     # orange
    # Rows filtered "Up" (type 2): a row like the one above is all zeros, which zlib packs best.
    rows = np.zeros((SIDE, SIDE + 1), np.uint8)
    rows[:, 0] = 2
    rows[:, 1:] = index - np.vstack([np.zeros((1, SIDE), np.uint8), index[:-1]])
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", SIDE, SIDE, 8, 3, 0, 0, 0))
            + _chunk(b"PLTE", palette.tobytes()) + _chunk(b"IDAT", zlib.compress(rows.tobytes(), 9))
            + _chunk(b"IEND", b""))


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def test_cues_on_a_reduced_decode_land_on_the_full_frames_pixels():
    data = fire_png(0, fire=True)
    small = decode_reduced(data, CUE_SIDE)
    assert max(small.shape[:2]) <= CUE_SIDE
    obs = observe_frame(small, full_size=(SIDE, SIDE))
    assert (obs["width"], obs["height"]) == (SIDE, SIDE)
    [region] = obs["fire"]["regions"]
    # one reduced pixel is 6000/640 ~ 9.4 full pixels: the box is within two of them
    assert np.allclose(region["box"], FIRE, atol=20), region["box"]
    assert abs(region["fraction"] - 600 * 900 / SIDE ** 2) < 0.002
    assert obs["smoke"]["regions"] == [] and obs["summary"].startswith("1 fire-coloured region")
    same = observe_frame(small)   # without full_size the boxes stay in the decode's pixels
    assert same["width"] == small.shape[1] and same["fire"]["regions"][0]["box"][0] < CUE_SIDE


def test_hostile_stored_frames_are_marked_unreadable_and_the_worker_goes_on(config_factory):
    """A frame file that is garbage, gone, a bomb by its header or cut short costs no full decode
    and stops nothing: each is recorded 'unreadable' and the real frame after them is still looked at."""
    config = config_factory()
    db = Database(config.db_path)
    fire = fire_png(3, fire=True)
    bomb = fire[:16] + struct.pack(">II", 20000, 20000) + fire[24:]   # 400 MP by its header
    files = {"garbage.png": b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40, "gone.png": None,
             "bomb.png": bomb, "cut.png": fire[:len(fire) // 2], "fire.png": fire}
    config.frames_dir.mkdir(parents=True, exist_ok=True)
    for seq, (name, body) in enumerate(files.items(), 1):
        if body is not None:
            (config.frames_dir / name).write_bytes(body)
        with db.conn:
            db.conn.execute("INSERT INTO frames(site, device, seq, ts, sha256, path, media_type, bytes, width, height,"
                            " phash, received_at) VALUES ('demo', 'uav1', ?, ?, ?, ?, 'image/png', 1, ?, ?, 0, 0)",
                            (seq, 1000.0 + seq, name, name, SIDE, SIDE))
    assert check_new_frames(db, config) == []   # the fire frame has no position: looked at, not alerted
    outcomes = {r["path"]: r["outcome"]
                for r in db.query("SELECT f.path, c.outcome FROM frame_checks c JOIN frames f ON f.id = c.frame_id")}
    db.close()
    assert outcomes == {"garbage.png": "unreadable", "gone.png": "unreadable", "bomb.png": "unreadable",
                        "cut.png": "unreadable", "fire.png": "no_position"}, outcomes


def test_the_embedded_broker_saves_like_the_shipped_configuration(tmp_path):
    shipped = [line for line in (REPO_DIR / "deploy/mosquitto/wildfire.conf").read_text().splitlines()
               if line.startswith("autosave")]
    with LocalBroker(free_port(), tmp_path / "mosquitto") as b:
        conf = [line for line in (b.data_dir / "mosquitto.conf").read_text().splitlines() if line.startswith("autosave")]
    assert sorted(conf) == sorted(shipped) and "autosave_on_changes true" in conf


def _vm_hwm_kb(pid: int) -> int:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM")


def _counts(db_path) -> tuple[int, int, int]:
    """(frames stored, frames embedded or found unreadable, frames checked for detections)."""
    try:
        conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute("SELECT (SELECT COUNT(*) FROM frames), (SELECT COUNT(*) FROM frames WHERE embedded != 0),"
                                " (SELECT COUNT(*) FROM frame_checks)").fetchone()
        finally:
            conn.close()
    except sqlite3.OperationalError:   # not created yet, or busy
        return (0, 0, 0)


def _all_done(db_path, n: int) -> bool:
    return _counts(db_path) == (n, n, n)


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=60) as r:
        return r.read()


def _publish(pub, n: int, frame: bytes, ts: float) -> None:
    p = Properties(PacketTypes.PUBLISH)
    p.UserProperty = [("seq", str(n)), ("ts", str(ts)), ("lat", "36.75"), ("lon", "5.06")]
    pub.publish("wildfire/demo/uav/uav1/frame", frame, qos=1, properties=p).wait_for_publish(30)


@pytest.mark.slow
def test_ten_large_pngs_through_the_whole_appliance_take_bounded_memory(broker, tmp_path):
    data = tmp_path / "data"
    db_path = data / "appliance.db"
    log = tmp_path / "run.log"
    proc = subprocess.Popen([sys.executable, "-m", "appliance", "run", "--degraded-ok",
                             "--set", f"mqtt.port={broker.port}", "--set", "mqtt.start_local_broker=false",
                             "--set", f"store.data_dir={data}", "--set", "web.port=0"],
                            cwd=REPO_DIR, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    pub = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="drone-uav1", protocol=mqtt.MQTTv5)
    try:
        found = wait_for(lambda: re.search(r"crew page is at (http://\S+)", log.read_text()), 300, 0.2,
                         what="appliance run to serve its page")
        url = found.group(1)
        pub.connect("127.0.0.1", broker.port)
        pub.loop_start()
        t0 = time.time() - 60
        # Warm-up: one small frame through every consumer, so first-use allocations (the page's
        # first request, the workers' first batch) are not counted as the big frames' memory.
        _publish(pub, 1, synthetic.frame_jpeg(99), t0)
        wait_for(lambda: _all_done(db_path, 1), 180, 0.2, what="the warm-up frame stored, embedded and checked")
        _get(f"{url}/api/live")
        with open(f"/proc/{proc.pid}/clear_refs", "w") as fh:   # "5" resets the peak RSS counter (Linux)
            fh.write("5")
        before = _vm_hwm_kb(proc.pid)

        frames = [fire_png(i, fire=(i == 9)) for i in range(10)]
        assert all(len(f) < 50_000 for f in frames)
        for i, frame in enumerate(frames):
            _publish(pub, i + 2, frame, t0 + i + 1)
        wait_for(lambda: _all_done(db_path, 11), 600, 0.2, what="ten frames stored, embedded and checked")
        live = json.loads(_get(f"{url}/api/live"))   # the page's cue boxes for the 8 newest frames
        fire_frame = live["frames"][0]
        thumb = cv2.imdecode(np.frombuffer(_get(f"{url}{fire_frame['thumb_url']}"), np.uint8), cv2.IMREAD_COLOR)
        peak_mb = (_vm_hwm_kb(proc.pid) - before) / 1024
        print(f"appliance peak RSS growth for ten 45 KB 6000x6000 PNGs: {peak_mb:.0f} MB "
              f"(VmHWM {before / 1024:.0f} -> {_vm_hwm_kb(proc.pid) / 1024:.0f} MB)")
        assert peak_mb < PEAK_BOUND_MB, f"{peak_mb:.0f} MB"

        # The alert came from the fire frame, and its box drawn on the thumbnail covers the orange patch.
        conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        big = "frame_id > (SELECT MIN(id) FROM frames)"   # not the warm-up frame
        alerts = conn.execute(f"SELECT frame_id, kind FROM alerts WHERE {big}").fetchall()
        outcomes = conn.execute(f"SELECT outcome, COUNT(*) FROM frame_checks WHERE {big} GROUP BY outcome").fetchall()
        conn.close()
        assert alerts == [(fire_frame["id"], "fire_detection")], alerts
        assert sorted(outcomes) == [("detection", 1), ("nothing", 9)], outcomes
        [box] = [b for b in fire_frame["cues"] if b["label"] == "fire"]
        x, y, w, h = FIRE
        assert np.allclose([box["x"], box["y"], box["w"], box["h"]], [x / SIDE, y / SIDE, w / SIDE, h / SIDE], atol=0.004)
        th, tw = thumb.shape[:2]
        assert max(th, tw) == 320
        b, g, r = (thumb[..., k].astype(int) for k in range(3))
        ys, xs = np.nonzero((r > 200) & (g > 60) & (g < 180) & (b < 60))
        drawn = (box["x"] * tw, box["y"] * th, (box["x"] + box["w"]) * tw, (box["y"] + box["h"]) * th)
        assert np.allclose((xs.min(), ys.min(), xs.max() + 1, ys.max() + 1), drawn, atol=2), drawn
    finally:
        pub.loop_stop()
        pub.disconnect()
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
