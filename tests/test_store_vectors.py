"""Every vector table is claimed by the embedder that fills it: switching the text embedder can
not silently mix two vector spaces in vec_readings (or any other table)."""
import numpy as np
import pytest

from appliance.store.db import Database
from appliance.store.readings import embed_pending_readings, insert_readings
from appliance.store.vectors import VectorSpaceMismatch, table_embedder


class Embedder:
    """A stand-in text embedder (the seam: the real ONNX one is tested in test_embed_*)."""

    def __init__(self, name):
        self.name = name

    def embed(self, texts):
        return np.ones((len(texts), 384), np.float32)


def _reading(seq):
    return ("s", "st1", {"ts": 1.7e9 + seq, "seq": seq, "lat": 1.0, "lon": 2.0, "rh_pct": 30.0})


def test_vec_readings_is_claimed_and_refused_to_another_embedder(tmp_path):
    db = Database(tmp_path / "box.db")
    insert_readings(db, [_reading(1)])
    assert embed_pending_readings(db, Embedder("minilm-int8")) == 1
    assert table_embedder(db, "vec_readings") == "minilm-int8"
    insert_readings(db, [_reading(2)])
    with pytest.raises(VectorSpaceMismatch, match="vec_readings holds vectors of embedder 'minilm-int8'"):
        embed_pending_readings(db, Embedder("other-model").embed)
    # nothing of the refused batch was written: the reading still waits for the right embedder
    assert db.scalar("SELECT COUNT(*) FROM vec_readings") == 1
    assert db.scalar("SELECT embedded FROM readings WHERE seq = 2") == 0
    assert embed_pending_readings(db, Embedder("minilm-int8").embed) == 1
    db.close()
