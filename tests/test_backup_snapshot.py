"""`appliance export` while the box writes, and `appliance import` of that snapshot on another box."""
import hashlib
import io
import json
import tarfile
import threading
import time

import pytest

from appliance.backup.restore import import_snapshot
from appliance.backup.snapshot import BackupError
from appliance.store.db import Database
from conftest import appliance_cmd, wait_for

BATCH = 25


def add_frame(db: Database, frames_dir, n: int) -> str:
    data = f"jpeg bytes of frame {n}".encode() * 50
    digest = hashlib.sha256(data).hexdigest()
    rel = f"{digest[:2]}/{digest}.jpg"
    (frames_dir / rel).parent.mkdir(parents=True, exist_ok=True)
    (frames_dir / rel).write_bytes(data)
    with db.conn:
        db.conn.execute(
            "INSERT INTO frames (site, device, seq, ts, sha256, path, media_type, bytes, width, height, phash, received_at)"
            " VALUES ('demo', 'drone1', ?, ?, ?, ?, 'image/jpeg', ?, 64, 48, ?, ?)",
            (n, 1.7e9 + n, digest, rel, len(data), n, time.time()))
    return rel


@pytest.fixture
def live_box(tmp_path):
    """A data directory with frames and a writer committing batches of BATCH rows, as ingest does."""
    data = tmp_path / "box-a"
    frames = data / "frames"
    db = Database(data / "appliance.db")
    with db.conn:
        db.conn.execute("CREATE TABLE IF NOT EXISTS probe (batch INTEGER NOT NULL, k INTEGER NOT NULL)")
    for n in range(12):
        add_frame(db, frames, n)
    stop, batches = threading.Event(), [0]

    def write():
        writer = Database(data / "appliance.db")
        while not stop.is_set():
            with writer.conn:
                for k in range(BATCH):
                    writer.conn.execute("INSERT INTO probe VALUES (?, ?)", (batches[0], k))
            batches[0] += 1
            time.sleep(0.002)  # a busy box, not a benchmark: leave the shared CPUs some air
        writer.close()

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    yield data, db, batches
    stop.set()
    thread.join(10)
    db.close()


def settings(data_dir):
    return ["--set", f"store.data_dir={data_dir}"]


def test_export_while_writing_then_import_on_another_box(live_box, tmp_path):
    data, db, batches = live_box
    wait_for(lambda: batches[0] >= 20, what="the writer to get going")
    # A frame written after the snapshot's database copy is not named by it and stays out.
    archive = tmp_path / "snap.tar"
    done = appliance_cmd("export", str(archive), "--json", *settings(data))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["frames"] == 12 and report["missing_frames"] == []
    assert batches[0] > report["tables"]["probe"] // BATCH, "the writer kept committing during the export"
    late = add_frame(db, data / "frames", 99)

    other = tmp_path / "box-b"
    done = appliance_cmd("import", str(archive), *settings(other))
    assert done.returncode == 0, done.stderr
    restored = Database(other / "appliance.db")
    try:
        # Consistent: only whole batches, exactly the rows the manifest counted.
        per_batch = restored.query("SELECT batch, count(*) AS n FROM probe GROUP BY batch")
        assert per_batch and all(r["n"] == BATCH for r in per_batch)
        assert sum(r["n"] for r in per_batch) == report["tables"]["probe"]
        assert restored.scalar("SELECT count(*) FROM frames") == 12
        for row in restored.query("SELECT path, sha256 FROM frames"):
            assert hashlib.sha256((other / "frames" / row["path"]).read_bytes()).hexdigest() == row["sha256"]
        assert not (other / "frames" / late).exists()
        assert restored.scalar("PRAGMA journal_mode") == "wal", "the restored box opens it as the box does"
    finally:
        restored.close()

    # A second import over a box that has data is refused without --force, and moves it aside with it.
    again = appliance_cmd("import", str(archive), *settings(other))
    assert again.returncode != 0 and "--force" in again.stderr
    forced = appliance_cmd("import", str(archive), "--force", *settings(other))
    assert forced.returncode == 0, forced.stderr
    assert list(other.glob("replaced-*/appliance.db"))


def rewrite(archive, out, change):
    """Copy a snapshot tar member by member, letting `change(name, bytes)` alter or add members."""
    with tarfile.open(archive) as src, tarfile.open(out, "w") as dst:
        for m in src.getmembers():
            body = src.extractfile(m).read()
            for name, data in change(m.name, body):
                info = tarfile.TarInfo(name)
                info.size = len(data)
                dst.addfile(info, io.BytesIO(data))


def test_import_refuses_tampered_or_hostile_archives(live_box, tmp_path):
    data, _, _ = live_box
    archive = tmp_path / "snap.tar"
    assert appliance_cmd("export", str(archive), *settings(data)).returncode == 0

    tampered = tmp_path / "tampered.tar"
    rewrite(archive, tampered, lambda n, b: [(n, b + b"x" if n.startswith("frames/") else b)])
    with pytest.raises(BackupError, match="does not match its recorded sha256"):
        import_snapshot(tampered, tmp_path / "t1", log=lambda *_: None)

    climbing = tmp_path / "climbing.tar"
    rewrite(archive, climbing, lambda n, b: [(n, b)] + ([("frames/../../evil.sh", b"rm -rf /")] if n == "snapshot.json" else []))
    with pytest.raises(BackupError, match="unexpected member"):
        import_snapshot(climbing, tmp_path / "t2", log=lambda *_: None)
    assert not (tmp_path / "evil.sh").exists()

    link = tmp_path / "link.tar"
    with tarfile.open(archive) as src, tarfile.open(link, "w") as dst:
        for m in src.getmembers():
            dst.addfile(m, src.extractfile(m))
        sym = tarfile.TarInfo("frames/ab/link.jpg")
        sym.type, sym.linkname = tarfile.SYMTYPE, "/etc/shadow"
        dst.addfile(sym)
    with pytest.raises(BackupError, match="unexpected member"):
        import_snapshot(link, tmp_path / "t3", log=lambda *_: None)
    # Nothing was restored by any refused archive.
    assert not any((tmp_path / t / "appliance.db").exists() for t in ("t1", "t2", "t3"))
