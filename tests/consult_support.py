"""Shared pieces for the consultation and pack tests (no tests here): a light box with the real
embedder and database and the shipped packs installed. Places come from the provisioned gazetteer
(models/gazetteer.sqlite): there is no stand-in to force."""
import csv
import re
from pathlib import Path
from types import SimpleNamespace

from appliance.config import load_config
from appliance.packs.install import add_pack
from appliance.paths import EDGE_DATA_DIR, MODELS_DIR
from appliance.store.db import Database

PACKS = EDGE_DATA_DIR / "packs"
UCI_CSV = PACKS / "pt-montesinho-fires-uci" / "forestfires.csv"


class ScriptedOrchestrator:
    """Stands in for box.orchestrator: records what it was asked and in which session."""

    def __init__(self):
        self.calls = []

    def answer(self, question, session_id=None, images=None, on_step=None):
        self.calls.append((question, session_id))
        data = {"id": len(self.calls), "answer": "No readings are stored yet.", "evidence": []}
        return SimpleNamespace(to_json=lambda: data)


def make_box(tmp_path, text_embedder, model=None, packs=True, **overrides):
    cfg = load_config(None, {"store.data_dir": str(tmp_path / "data"), "models.dir": str(MODELS_DIR), **overrides})
    box = SimpleNamespace(config=cfg, db=Database(cfg.db_path), embedder=text_embedder, model=model,
                          orchestrator=ScriptedOrchestrator())
    if packs:
        for folder in sorted(PACKS.iterdir()):
            add_pack(box.db, folder, cfg.store.data_dir / "packs")
    return box


def uci_rows() -> list[dict]:
    with UCI_CSV.open() as f:
        return list(csv.DictReader(f))


def numbers_in(text: str) -> set[float]:
    """Every number a reader sees in the text (DOIs removed: they are identifiers, not figures)."""
    text = re.sub(r"doi:\S+", "", text)
    text = re.sub(r"\bX\d+Y\d+\b", "", text)  # grid cell labels
    return {float(n) for n in re.findall(r"(?<![\w.])-?\d+(?:\.\d+)?", text)}


def walk_profile(session, answers):
    reply = None
    for a in answers:
        reply = session.skip() if a is None else session.answer(a)
    return reply


def assert_png(path):
    import cv2
    img = cv2.imread(str(path))
    assert img is not None and img.shape[0] > 100 and img.shape[1] > 100, path
    return Path(path)
