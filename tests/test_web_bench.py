"""`appliance bench web` end to end at a small size: tablets stream answers while ingest runs."""
from appliance.bench.web import p95, run_bench


def test_p95_picks_the_95th_percentile():
    assert p95([]) is None
    assert p95([float(i) for i in range(1, 101)]) == 95.0


def test_small_web_bench_streams_answers_while_ingest_keeps_up():
    result = run_bench(tablets=3, seconds=3.0, rate=50.0, with_model=False, log=lambda m: None)
    assert result["answers"] > 0 and result["errors"] == 0 and result["unfinished_tablets"] == 0
    assert result["p95_first_event_s"] is not None and result["p95_first_event_s"] > 0
    assert result["ingest_alone_per_s"] > 0 and result["ingest_loaded_per_s"] > 0
    assert set(result) >= {"answers_per_min", "p95_first_event_s", "ingest_ratio"}
