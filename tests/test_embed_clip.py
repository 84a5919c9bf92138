"""CLIP ViT-B/32: open-clip-torch -> ONNX export -> ONNX Runtime on the box, at RANDOM weights.

No CLIP weights exist in any registry package (MODELS.md), so this exports the same architecture
with randomly initialized (seeded) weights. It proves the export, the tokenizer, the OpenCV
preprocessing path and the image index work; it says nothing about retrieval quality, and the
random model is never provisioned. The export runs in the export environment once per version
of export_clip.py (cached under the appliance cache, like provisioning), ~30 s on 2 cores.
"""
import hashlib
import os
import shutil
import subprocess

import numpy as np
import pytest

from appliance.embed.descriptor import DescriptorEmbedder
from appliance.embed.export_clip import __file__ as EXPORT_SCRIPT
from appliance.embed.image import CLIP_NAME, ClipEmbedder, clip_pixels, load_image_embedder
from appliance.embed.image_worker import embed_pending_frames
from appliance.provision.manifest import Manifest, ModelError
from appliance.provision.offline_default import cache_dir, export_python
from appliance.retrieve import search_images
from appliance.store.db import Database
from test_retrieve_tools import T0, add_frame
from test_vision_cues import draw_scene

pytestmark = [pytest.mark.export_env, pytest.mark.slow]
FILES = ("clip_image.onnx", "clip_text.onnx", "clip_tokenizer.json")


@pytest.fixture(scope="module")
def random_clip():
    python = export_python()
    if not python.exists():
        pytest.fail(f"export environment missing at {python}: run scripts/setup-env")
    key = hashlib.sha256(open(EXPORT_SCRIPT, "rb").read()).hexdigest()[:16]
    out = cache_dir() / "exports" / f"clip-random-weights-{key}"
    if not (out / "reference.npz").is_file():
        tmp = out.with_name(out.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        subprocess.run([str(python), EXPORT_SCRIPT, str(tmp), "--reference"], check=True, capture_output=True,
                       timeout=600, env={**os.environ, "OMP_NUM_THREADS": "2"})
        shutil.rmtree(out, ignore_errors=True)
        tmp.rename(out)
    return out


@pytest.fixture(scope="module")
def clip(random_clip):
    return ClipEmbedder(*(random_clip / f for f in FILES), threads=2)


def test_onnx_towers_match_torch(random_clip, clip):
    ref = np.load(random_clip / "reference.npz")
    assert bool(ref["random_weights"])  # this is the random-weight test model, not a real CLIP
    image = clip.image_session.run(None, {"pixel_values": ref["pixels"]})[0]
    np.testing.assert_allclose(image, ref["image_embeds"], atol=1e-4)
    text = clip.embed_texts([str(t) for t in ref["texts"]])
    np.testing.assert_allclose(text, ref["text_embeds"], atol=1e-4)


def test_tokenizer_json_gives_open_clips_ids(random_clip, clip):
    ref = np.load(random_clip / "reference.npz")
    np.testing.assert_array_equal(clip.tokenize([str(t) for t in ref["texts"]]), ref["input_ids"])
    long = clip.tokenize(["smoke " * 200])[0]
    assert long[0] == 49406 and long[-1] == clip.end_id  # truncated like open_clip: end token kept last


def test_opencv_preprocessing_is_centre_crop_224():
    img = np.zeros((300, 600, 3), np.uint8)
    img[:, 250:350] = 255                                     # a white band in the centre
    pixels = clip_pixels(img)
    assert pixels.shape == (3, 224, 224) and pixels.dtype == np.float32
    assert pixels[:, :, 112].mean() > 1.5 and pixels[:, :, 0].mean() < -1.5


def test_manifest_roles_select_clip_and_a_bad_hash_is_refused(random_clip, tmp_path):
    for f in FILES:
        (tmp_path / f).symlink_to(random_clip / f)
    manifest = Manifest(tmp_path)
    assert isinstance(load_image_embedder(manifest), DescriptorEmbedder)   # no CLIP roles: the descriptor
    for role, f in zip(("clip_image", "clip_text", "clip_tokenizer"), FILES):
        manifest.add(role, f, "onnx", "test: random weights")
    assert load_image_embedder(manifest).name == CLIP_NAME
    manifest.entries["clip_text"] = manifest.entries["clip_text"].__class__(
        **{**manifest.entries["clip_text"].__dict__, "sha256": "0" * 64})
    with pytest.raises(ModelError, match="clip_text"):
        load_image_embedder(manifest)


def test_frames_get_clip_and_descriptor_vectors_in_separate_tables(clip, tmp_path):
    db = Database(tmp_path / "clip.db")
    frames_dir = tmp_path / "frames"
    frames_dir.mkdir()
    ids = [add_frame(db, frames_dir, kind, "north", "drone2", T0 + i, i) for i, kind in enumerate(("flames", "plume"))]
    assert embed_pending_frames(db, frames_dir, [DescriptorEmbedder(), clip]) == 2
    assert db.scalar("SELECT COUNT(*) FROM vec_frames_clip") == db.scalar("SELECT COUNT(*) FROM vec_frames_descriptor") == 2
    owners = dict(db.conn.execute("SELECT name, embedder FROM vector_tables").fetchall())
    assert owners == {"vec_frames_clip": CLIP_NAME, "vec_frames_descriptor": DescriptorEmbedder.name}
    by_text = search_images(db, clip, "smoke over the forest", k=2)          # random weights: order is arbitrary
    assert {h["frame_id"] for h in by_text} == set(ids) and by_text[0]["embedder"] == CLIP_NAME
    by_image = search_images(db, clip, draw_scene("flames", seed=0), k=1)  # same pixels as the stored frame
    assert by_image[0]["frame_id"] == ids[0] and by_image[0]["cosine"] > 0.999
    db.close()
