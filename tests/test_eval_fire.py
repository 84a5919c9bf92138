"""The fire / no-fire evaluation: index and test regions never mix, the test side of the headline
sees only station readings and the codes the box computed (never recorded codes or labels), the
network convention is fitted on the index region's published codes alone; the report has its keys."""
import json
import zlib

import numpy as np

from appliance.evaluation import fire
from appliance.evaluation.fire_boxcodes import box_index_db
from appliance.evaluation.fire_crossval import choose_params, fit_logistic, metrics, model_matrix, predict_logistic
from appliance.orchestrator.decision import DecisionParams, assess, model_inputs, model_score
from appliance.paths import ALGERIAN_CSV
from appliance.preprocess.tabular import prepare
from appliance.retrieve.analogs import FEATURES
from firmware_bridge.algerian import parse_algerian
from tests.conftest import appliance_cmd


def test_metrics_count_the_confusion_matrix():
    m = metrics([1, 1, 0, 0, 1], [1, 0, 0, 1, 1])
    assert (m["tp"], m["fp"], m["fn"], m["tn"]) == (2, 1, 1, 1)
    assert m["precision"] == round(2 / 3, 4) and m["accuracy"] == 0.6


class HashEmbedder:
    """A deterministic stand-in text embedder (the seam): same text, same vector."""
    name = "hash-test"

    def embed(self, texts):
        return np.stack([np.random.default_rng(zlib.crc32(t.encode())).normal(size=384).astype(np.float32)
                         for t in texts])


def _flip_labels(src, dst, region: str):
    """A copy of the Algerian file with every label of one region's days flipped."""
    out, current = [], None
    for line in src.read_text().splitlines():
        if line.strip().endswith("Region Dataset"):
            current = line.strip()
        elif current and current.startswith(region) and line.rstrip().endswith("fire"):
            body, label = line.rstrip().rsplit(",", 1)
            line = f"{body},{'fire' if label.strip() == 'not fire' else 'not fire'}"
        out.append(line)
    dst.write_text("\n".join(out) + "\n")
    return dst


def test_parameters_are_chosen_inside_the_index_region_only(tmp_path, monkeypatch):
    """Flipping every label of the test region changes nothing chosen; flipping the index region's does."""
    chosen = {}
    for name, region in (("as shipped", None), ("test region flipped", "Sidi-Bel Abbes"), ("index region flipped", "Bejaia")):
        csv = _flip_labels(ALGERIAN_CSV, tmp_path / f"{len(chosen)}.csv", region) if region else ALGERIAN_CSV
        monkeypatch.setattr(fire, "ALGERIAN_CSV", csv)
        (tmp_path / name).mkdir()
        db, params, note, _ = fire._index_db(tmp_path / name, "Bejaia", "bejaia", HashEmbedder())
        db.close()
        chosen[name] = (params.as_dict(), note["cv_metrics"])
    assert chosen["test region flipped"] == chosen["as shipped"]
    assert chosen["index region flipped"] != chosen["as shipped"]
    params = chosen["as shipped"][0]
    assert params["w_obs"] >= 0.5   # direct observation outranks analogs
    assert chosen["as shipped"][1]["f1"] > 0.9


def test_the_logistic_model_scores_the_same_in_the_box_as_in_cross_validation():
    rng = np.random.default_rng(0)
    matrix = rng.normal(50, 10, (60, len(FEATURES)))
    matrix[:, FEATURES.index("Rain")] = np.abs(matrix[:, FEATURES.index("Rain")]) / 10
    y = (matrix[:, FEATURES.index("FFMC")] + rng.normal(0, 5, 60) > 50).astype(float)
    names = ["FFMC", "Temperature", "RH", "Ws", "logRain"]
    mean, std, w = fit_logistic(model_matrix(matrix, names), y, 1.0)
    m = {"features": names, "mean": mean.tolist(), "std": std.tolist(), "weights": w[:-1].tolist(), "bias": float(w[-1])}
    row = matrix[0]
    reading = {"temperature_c": row[0], "rh_pct": row[1], "wind_kmh": row[2], "rain_mm": row[3], "id": 7}
    codes = {c: row[FEATURES.index(c)] for c in ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI")}
    inputs = model_inputs(names, reading, codes)
    assert abs(model_score(inputs, m) - predict_logistic(model_matrix(matrix[:1], names), mean, std, w)[0]) < 1e-9
    a = assess({"sensor_snapshot": [reading], "fire_weather": [{"codes": codes, "id": 7, "source": fire.BOX_SOURCE}]},
               DecisionParams(model=m, cut=0.5, w_obs=1.0))
    assert a["inputs"] == inputs and a["inputs_from"] == {"reading": 7, "fire_weather": 7}
    assert a["code_source"] == fire.BOX_SOURCE


def test_the_evidence_index_never_holds_a_test_day(tmp_path, text_embedder):
    db, params, note, _ = fire._index_db(tmp_path, "Bejaia", "bejaia", text_embedder)
    assert {r["region"] for r in db.query("SELECT DISTINCT region FROM analog_days")} == {"Bejaia"}
    assert db.scalar("SELECT COUNT(*) FROM readings") == 0 and note["preprocess"]["rows_kept"] == 122
    assert params.analog_method in ("numeric", "text") and set(note["analog_match_rate"]) == {"numeric", "text"}
    db.close()


def test_the_headline_index_holds_box_codes_and_no_label(tmp_path, text_embedder):
    days = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "bejaia"]
    db, params, note = box_index_db(tmp_path, "Bejaia", "bejaia", days, text_embedder, log=lambda m: None)
    assert params.code_source == "box" and {r["region"] for r in db.query("SELECT DISTINCT region FROM analog_days")} == {"Bejaia"}
    # The index readings carry weather and the network's published codes (for calibration), never the label.
    keys = {k for r in db.query("SELECT extra_json FROM readings") for k in json.loads(r["extra_json"] or "{}")}
    assert keys == {"FFMC", "DMC", "DC"}
    fitted = note["calibration"]["*"]
    assert fitted["fitted"]["rmse"]["FFMC"] < fitted["standard"]["rmse"]["FFMC"] / 4
    box = {r["day"]: r for r in db.query("SELECT * FROM fire_weather")}
    assert {r["convention"] for r in box.values()} == {fitted["label"]}
    recorded = {d.date: d.codes["FFMC"] for d in days}
    stored = {r["date"]: json.loads(r["features_json"])["FFMC"] for r in db.query("SELECT date, features_json FROM analog_days")}
    assert all(abs(v - box[day]["ffmc"]) < 1e-6 for day, v in stored.items())   # the index holds the box's codes
    assert sum(abs(v - recorded[day]) > 0.5 for day, v in stored.items()) > 5    # ... which are not the file's
    db.close()


def test_the_standard_comparison_index_holds_weather_only(tmp_path, text_embedder):
    days = [d for d in parse_algerian(ALGERIAN_CSV).days if d.device == "bejaia"]
    db, params, note = box_index_db(tmp_path, "Bejaia", "bejaia", days, text_embedder, calibrate=False)
    assert {r["extra_json"] for r in db.query("SELECT extra_json FROM readings")} <= {"{}", None, ""}
    assert {r["convention"] for r in db.query("SELECT convention FROM fire_weather")} == {"standard"}
    assert note["calibration"].startswith("none")
    db.close()


def test_a_short_rules_only_run_reports_every_configuration(config_factory):
    report = fire.run_evaluation(config_factory(), log=lambda m: None, limit=2, with_model=False)
    assert {"precision", "recall", "f1", "accuracy", "latency_p50_s", "latency_p95_s", "n", "ablations"} <= set(report)
    assert report["n"] == 4
    assert set(report["ablations"]) == (set(fire.CONFIGS) - {"full"}) | {fire.STANDARD, fire.RECORDED}
    assert set(report["directions"]) == {"bejaia->sidi-bel-abbes", "sidi-bel-abbes->bejaia"}
    for direction, audit in report["ingested"].items():
        index_dev, test_dev = direction.split("->")
        # Headline: the test station's readings are weather only; the index station's carry the
        # network's published codes (what the convention is fitted on), never a label.
        assert audit["headline"]["reading_extra_keys"][test_dev] == [], direction
        assert audit["headline"]["reading_extra_keys"][index_dev] == sorted(["FFMC", "DMC", "DC"])
        assert all(keys == [] for keys in audit[fire.STANDARD]["reading_extra_keys"].values()), direction
        assert audit["headline"]["test_days_in_analog_index"] == 0 and audit["headline"]["test_readings"] == 2
        assert report["chosen"][direction]["calibration"]["*"]["stations"] == [index_dev]
        # The comparison configuration is the only one given the recorded codes, and never a label.
        recorded_keys = {k for keys in audit[fire.RECORDED]["reading_extra_keys"].values() for k in keys}
        assert recorded_keys == {"FFMC", "DMC", "DC", "ISI", "BUI", "FWI"}
    for name in [*fire.CONFIGS, fire.STANDARD]:
        assert set(report["ablations"].get(name, report)["code_sources"]) <= {fire.BOX_SOURCE, "None"}, name
    assert report["ablations"]["sequential_pipeline"]["code_sources"] == [fire.BOX_SOURCE]


def test_evaluation_model_calls_bypass_the_response_cache():
    seen = []

    class Fake:
        sha256 = "x"

        def complete_json(self, messages, schema, max_tokens=8, timeout_s=None, cache=True):
            seen.append(cache)

    m = fire.UncachedModel(Fake())
    m.complete_json([], {}, max_tokens=4)
    assert seen == [False] and m.sha256 == "x"


def test_the_cli_prints_one_json_object_last(tmp_path):
    out = appliance_cmd("eval", "--json", "--set", f"store.data_dir={tmp_path}", "--set", "models.llm_role=absent",
                        env={"APPLIANCE_EVAL_LIMIT": "1"}, timeout=900)   # a hang guard: ~70 s of CPU
    assert out.returncode == 0, out.stderr[-2000:]
    last = json.loads(out.stdout.strip().splitlines()[-1])
    assert last["n"] == 2 and "no_tabular_tool" in last["ablations"] and last["model"].startswith("degraded")
    assert fire.RECORDED in last["ablations"] and "cache" in last["latency"]
    saved = json.loads((tmp_path / "eval" / "fire_eval.json").read_text())
    assert saved["n"] == last["n"] and saved["directions"] == last["directions"]


def test_the_plot_draws_each_direction_and_configuration(tmp_path):
    import cv2

    from appliance.charts import PALETTE
    from appliance.evaluation.fire_plot import _groups, plot_report

    m = {"precision": 0.9, "recall": 0.8, "f1": 0.85}
    report = {**m, "n": 4, "paper_001": {"precision": 0.797, "recall": 0.684, "f1": 0.736},
              "ablations": {"no_image_tool": m, fire.STANDARD: m, fire.RECORDED: m},
              "directions": {"bejaia->sidi-bel-abbes": {"full": m}, "sidi-bel-abbes->bejaia": {"full": {**m, "f1": 0.1}}}}
    groups = _groups(report)
    assert [(g[0], g[1]) for g in groups[:3]] == [("full", "Bejaia -> SBA"), ("full", "SBA -> Bejaia"), ("full", "both")]
    assert {g[0] for g in groups} >= {"no image", "standard codes", "recorded codes", "paper 001"}
    assert groups[-1][1] == "(an LLM system)"
    img = cv2.imread(str(plot_report(report, tmp_path / "eval.png")))
    assert img is not None and img.shape[1] >= 132 * len(groups)
    # one bar of each metric per group: below the legend, each metric's colour fills one run of columns per group
    bars = img[img.shape[0] // 10:, :, ::-1].astype(int)
    for j, key in enumerate(("precision", "recall", "f1")):
        rgb = tuple(int(PALETTE[j][i:i + 2], 16) for i in (1, 3, 5))
        on = (np.abs(bars - rgb).sum(axis=2) < 30).any(axis=0)
        runs = int(on[0]) + int(np.count_nonzero(on[1:] & ~on[:-1]))
        assert runs == len(groups), key


def test_the_figures_say_what_is_scored():
    """The headline is a rule plus an analog vote that the model can only lower: said with the figures."""
    from appliance.evaluation.fire_crossval import WHAT_IS_SCORED

    assert "never raise it" in WHAT_IS_SCORED and "LLM system" in WHAT_IS_SCORED
    assert "designed after the uncalibrated" in WHAT_IS_SCORED
