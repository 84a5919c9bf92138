"""The retrieval tools the orchestrator calls: readings, images (descriptor index), multimodal in parallel.

Frames are scenes drawn by tests/test_vision_cues.py (no openly licensed fire imagery is here).
"""
import hashlib

import cv2
import pytest

from appliance.documents import add_document
from appliance.embed.descriptor import DescriptorEmbedder
from appliance.embed.image_worker import ImageEmbedWorker, embed_pending_frames
from appliance.retrieve import UnsupportedQuery, multimodal_search, search_images, search_readings_tool
from appliance.store.db import Database
from appliance.store.readings import embed_pending_readings, insert_readings
from test_vision_cues import draw_scene

T0 = 1_750_000_000


def _reading(i, rh, wind, seq):
    return {"ts": T0 + 3600 * i, "lat": 39.7, "lon": -121.6, "temperature_c": 20 + i, "rh_pct": rh,
            "wind_kmh": wind, "wind_dir_deg": 270, "rain_mm": 0, "seq": seq}


def add_frame(db, frames_dir, kind, site, device, ts, seq, seed=0):
    ok, buf = cv2.imencode(".png", draw_scene(kind, seed))
    data = buf.tobytes()
    sha = hashlib.sha256(data).hexdigest()
    (frames_dir / f"{sha}.png").write_bytes(data)
    with db.conn:
        db.conn.execute(
            "INSERT INTO frames(site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash, received_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", (site, device, seq, ts, sha, f"{sha}.png", "image/png", len(data),
                                                 320, 240, 0, ts))
    return db.scalar("SELECT id FROM frames WHERE sha256 = ?", [sha])


@pytest.fixture(scope="module")
def box(tmp_path_factory, text_embedder):
    tmp = tmp_path_factory.mktemp("tools")
    db = Database(tmp / "box.db")
    frames_dir = tmp / "frames"
    frames_dir.mkdir()
    rows = [("north", "st1", _reading(i, 12 + i, 40 - i, i)) for i in range(6)]
    rows += [("south", "st2", _reading(i, 70 - i, 5 + i, 100 + i)) for i in range(6)]
    insert_readings(db, rows)
    embed_pending_readings(db, text_embedder.embed)
    ids = {}
    for seq, (kind, site, seed) in enumerate([("flames", "north", 1), ("plume", "north", 2), ("forest", "south", 3),
                                              ("clouds", "south", 4), ("fog", "north", 5), ("flames", "south", 6)]):
        ids[(kind, site)] = add_frame(db, frames_dir, kind, site, "drone2", T0 + 600 * seq, seq, seed)
    # embedded here, not by whichever test runs first: each test also passes run alone
    assert embed_pending_frames(db, frames_dir, [DescriptorEmbedder()]) == len(ids)
    (tmp / "guide.txt").write_text("When relative humidity is low and wind is strong, expect rapid spread. "
                                   "Engines stage at the north gate.")
    add_document(db, text_embedder, tmp / "guide.txt", place_tagger=None)
    yield db, frames_dir, ids
    db.close()


def test_readings_tool_filters_by_site_and_time(box, text_embedder):
    db, _, _ = box
    hits = search_readings_tool(db, text_embedder, "relative humidity 12 %, wind 40 km/h", k=3, site="north")
    assert len(hits) == 3 and {h["site"] for h in hits} == {"north"}
    assert hits[0]["citation"].startswith(f"reading {hits[0]['reading_id']}")
    window = search_readings_tool(db, text_embedder, "humid calm day", k=10, since=T0 + 3600 * 2, until=T0 + 3600 * 3)
    assert {h["ts"] for h in window} == {T0 + 7200, T0 + 10800} and len(window) == 4
    assert search_readings_tool(db, text_embedder, "anything", k=3, site="nowhere") == []


def test_worker_fills_the_descriptor_index_and_records_its_embedder(box):
    db, frames_dir, ids = box
    worker = ImageEmbedWorker(db.path, frames_dir, image_embedder=None, interval_s=0.05)
    worker.start()
    try:
        import time
        deadline = time.monotonic() + 30
        while db.scalar("SELECT COUNT(*) FROM frames WHERE embedded = 0") and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        worker.stop()
    assert db.scalar("SELECT COUNT(*) FROM frames WHERE embedded = 1") == len(ids)
    assert db.scalar("SELECT COUNT(*) FROM vec_frames_descriptor") == len(ids)
    assert db.scalar("SELECT COUNT(*) FROM vec_frames_clip") == 0
    assert db.scalar("SELECT embedder FROM vector_tables WHERE name = 'vec_frames_descriptor'") == DescriptorEmbedder.name


def test_search_by_example_image_finds_the_similar_frame(box):
    db, frames_dir, ids = box
    embed_pending_frames(db, frames_dir, [DescriptorEmbedder()])
    hits = search_images(db, DescriptorEmbedder(), draw_scene("flames", seed=99), k=2, frames_dir=frames_dir)
    assert {h["frame_id"] for h in hits} == {ids[("flames", "north")], ids[("flames", "south")]}
    assert hits[0]["file"].endswith(hits[0]["path"]) and hits[0]["embedder"] == DescriptorEmbedder.name
    north = search_images(db, DescriptorEmbedder(), draw_scene("flames", seed=99), k=3, site="north",
                          until=T0 + 600 * 2)
    assert {h["frame_id"] for h in north} <= {ids[("flames", "north")], ids[("plume", "north")]}
    assert north[0]["frame_id"] == ids[("flames", "north")]


def test_text_query_without_clip_says_why(box):
    db, _, _ = box
    with pytest.raises(UnsupportedQuery, match="CLIP"):
        search_images(db, DescriptorEmbedder(), "smoke over the ridge", k=3)


def test_unreadable_frame_is_marked_and_not_retried(box, tmp_path):
    db, frames_dir, _ = box
    with db.conn:
        db.conn.execute("INSERT INTO frames(site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash,"
                        " received_at) VALUES ('north','drone9',1,?, 'x', 'missing.png','image/png',1,1,1,0,?)", (T0, T0))
    assert embed_pending_frames(db, frames_dir, [DescriptorEmbedder()]) == 1
    assert db.scalar("SELECT embedded FROM frames WHERE device = 'drone9'") == -1
    assert embed_pending_frames(db, frames_dir, [DescriptorEmbedder()]) == 0


def test_multimodal_runs_all_tools_and_reports_what_could_not_run(box, text_embedder):
    db, frames_dir, ids = box
    embed_pending_frames(db, frames_dir, [DescriptorEmbedder()])
    by_text = multimodal_search(db, text_embedder, DescriptorEmbedder(), "low humidity strong wind", k=2)
    assert len(by_text["readings"]) == 2 and by_text["documents"] and by_text["images"] == []
    assert any("CLIP" in n for n in by_text["notes"])
    by_image = multimodal_search(db, text_embedder, DescriptorEmbedder(), "is this smoke", k=2,
                                 image=cv2.imencode(".jpg", draw_scene("plume", 7))[1].tobytes(), site="north")
    assert by_image["images"][0]["frame_id"] == ids[("plume", "north")] and by_image["notes"] == []


def test_time_window_filters_inside_the_knn_and_matches_exact_search(box, text_embedder):
    import numpy as np

    db, _, _ = box
    since, until = T0, T0 + 3600 * 3
    got = search_readings_tool(db, text_embedder, "dry and windy", 3, since=since, until=until)
    assert got and all(since <= h["ts"] <= until for h in got)
    # Exact answer by brute force over the stored vectors of the window's rows only.
    q = text_embedder.embed_one("dry and windy")
    rows = db.query("SELECT v.reading_id AS id, v.embedding FROM vec_readings v JOIN readings r"
                    " ON r.id = v.reading_id WHERE r.ts BETWEEN ? AND ?", [since, until])
    vecs = np.stack([np.frombuffer(r["embedding"], dtype=np.float32) for r in rows])
    order = np.argsort(-(vecs @ q))[:3]
    assert [h["reading_id"] for h in got] == [rows[i]["id"] for i in order]


def test_deleting_a_frame_deletes_its_vectors(text_embedder, tmp_path):
    db = Database(tmp_path / "ret.db")
    (tmp_path / "frames").mkdir()
    keep = add_frame(db, tmp_path / "frames", "forest", "north", "drone1", T0, 1)
    gone = add_frame(db, tmp_path / "frames", "flames", "north", "drone1", T0 + 1, 2)
    embed_pending_frames(db, tmp_path / "frames", [DescriptorEmbedder()])
    with db.conn:
        db.conn.execute("DELETE FROM frames WHERE id = ?", (gone,))   # what retention does
    assert [r[0] for r in db.conn.execute("SELECT frame_id FROM vec_frames_descriptor")] == [keep]
    db.close()
