"""appliance.files: the one atomic replace (temp beside, fsync, rename, fsync of the folder)."""
import os

import pytest

from appliance import files


def test_write_atomic_replaces_the_file_and_syncs_file_and_folder(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(files.os, "fsync", lambda fd: (synced.append(os.path.isdir(f"/proc/self/fd/{fd}")), real_fsync(fd)))
    target = tmp_path / "sub" / "manifest.json"
    files.write_atomic(target, b"old")
    files.write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert synced == [False, True, False, True]       # the data, then the folder that holds the rename
    assert sorted(p.name for p in target.parent.iterdir()) == ["manifest.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "manifest.json"
    target.write_bytes(b"old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        files.write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["manifest.json"]
