"""`appliance bench ingest --json` runs end to end on a small load and ends with its JSON line."""
import json

from tests.conftest import appliance_cmd


def test_bench_ingest_prints_the_figures_as_its_last_line():
    result = appliance_cmd("bench", "ingest", "--json", "--readings", "300", "--frames", "10", timeout=180)
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    for key in ("readings_per_s", "broker_raw_per_s", "ratio", "frames_per_s"):
        assert figures[key] > 0, key
    assert abs(figures["ratio"] - figures["readings_per_s"] / figures["broker_raw_per_s"]) < 0.002
    assert figures["shed"] == 0 and figures["rejected"] == 0
