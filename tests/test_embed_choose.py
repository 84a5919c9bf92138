"""The text embedder is chosen on the box by measurement: int8 or fp32, faster within cosine 0.99."""
import json

import numpy as np
import pytest

from appliance.embed import choose
from appliance.embed.cpu_features import describe, int8_features

XEON = "processor\t: 0\nmodel name\t: Intel Xeon\nflags\t\t: fpu sse avx2 fma f16c avx512f avx512bw avx512_vnni\n"
EPYC = "processor\t: 0\nmodel name\t: AMD EPYC\nflags\t\t: fpu sse avx avx2 fma f16c\n"
ORIN = "processor\t: 0\nFeatures\t: fp asimd evtstrm aes asimddp sha512\nCPU part\t: 0xd42\n"


def test_cpu_features_name_the_int8_dot_product_instructions():
    xeon, epyc, orin = int8_features(XEON), int8_features(EPYC), int8_features(ORIN)
    assert xeon["int8_dot_product"] and "avx512_vnni" in xeon["present"] and xeon["model"] == "Intel Xeon"
    assert not epyc["int8_dot_product"] and "avx512_vnni" in epyc["absent"] and "avx2" in epyc["present"]
    assert orin["int8_dot_product"] and orin["present"] == ["asimddp", "asimd"] and "i8mm" in orin["absent"]
    assert "no int8 dot-product instruction" in describe(epyc)
    assert int8_features("")["present"] == [] and not int8_features("garbage\x00:::")["int8_dot_product"]


def test_pick_keeps_the_fastest_within_the_cosine_floor():
    fast_close = {"text_embedder_int8": {"per_s": 300, "cosine_vs_fp32": 0.995}, "text_embedder": {"per_s": 200, "cosine_vs_fp32": 1.0}}
    fast_far = {"text_embedder_int8": {"per_s": 300, "cosine_vs_fp32": 0.97}, "text_embedder": {"per_s": 200, "cosine_vs_fp32": 1.0}}
    slow = {"text_embedder_int8": {"per_s": 150, "cosine_vs_fp32": 0.995}, "text_embedder": {"per_s": 200, "cosine_vs_fp32": 1.0}}
    assert choose.pick(fast_close) == "text_embedder_int8"
    assert choose.pick(fast_far) == "text_embedder" and choose.pick(slow) == "text_embedder"


def test_choice_file_round_trip_and_bad_files_fall_back(tmp_path):
    assert choose.chosen_role(tmp_path) == "text_embedder_int8"
    choose.save_choice(tmp_path, {"chosen": "text_embedder"})
    assert choose.chosen_role(tmp_path) == "text_embedder"
    for bad in ("{not json", json.dumps({"chosen": "../../etc/passwd"}), json.dumps([1]), "x" * 100000):
        (tmp_path / choose.CHOICE_FILE).write_text(bad)
        assert choose.chosen_role(tmp_path) == "text_embedder_int8"


def test_measured_on_this_box_and_auto_loads_the_choice(manifest, tmp_path):
    from appliance.embed.text import load_text_embedder
    from appliance.provision.manifest import Manifest

    result = choose.measure(manifest, choose.sample_sentences(48))
    assert set(result["measured"]) == {"text_embedder_int8", "text_embedder"}
    assert result["measured"]["text_embedder"]["cosine_vs_fp32"] == pytest.approx(1.0, abs=1e-4)
    assert 0.98 < result["measured"]["text_embedder_int8"]["cosine_vs_fp32"] < 1.0
    assert result["chosen"] == choose.pick(result["measured"]) and "present" in result["cpu"]
    # "auto" follows the saved choice of this models directory
    local = Manifest(tmp_path, manifest.entries)
    for role in ("text_embedder", "text_embedder_int8"):
        (tmp_path / manifest.entries[role].file).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / manifest.entries[role].file).symlink_to(manifest.path(role))
    (tmp_path / manifest.entries["text_tokenizer"].file).symlink_to(manifest.path("text_tokenizer"))
    choose.save_choice(tmp_path, {"chosen": "text_embedder"})
    assert load_text_embedder(local, "auto").name == "text_embedder"
    v = load_text_embedder(local, "auto").embed(["a"])
    assert v.shape == (1, 384) and np.isclose(np.linalg.norm(v), 1, atol=1e-4)
