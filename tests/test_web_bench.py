"""`appliance bench web` end to end at a small size: tablets stream answers while ingest runs."""
from appliance.bench.web import p95, run_bench


def test_p95_picks_the_95th_percentile():
    assert p95([]) is None
    assert p95([float(i) for i in range(1, 101)]) == 95.0


def test_small_web_bench_streams_answers_while_ingest_keeps_up():
    result = run_bench(tablets=3, seconds=3.0, rate=50.0, with_model=False, log=lambda m: None, askers=1,
                       latency_seconds=3.0, frame_rate=2.0)
    assert result["answers"] > 0 and result["errors"] == 0 and result["unfinished_tablets"] == 0
    assert result["p95_first_event_s"] is not None and result["p95_first_event_s"] > 0
    assert result["ingest_alone_per_s"] > 0 and result["ingest_loaded_per_s"] > 0
    assert set(result) >= {"answers_per_min", "p95_first_event_s", "ingest_ratio", "ingest_ratio_crowd"}
    # answer latency measured idle and loaded, question sent to final answer
    assert result["answers_idle"] > 0 and result["answers_loaded"] > 0
    assert 0 < result["answer_p50_idle_s"] <= result["answer_p95_idle_s"]
    assert 0 < result["answer_p50_loaded_s"] <= result["answer_p95_loaded_s"]
    assert result["frames_sent"] > 0 and result["yield_to_questions"] is True
