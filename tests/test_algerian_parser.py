"""The Algerian file as shipped: two blocks, stray spaces, the known broken line 171 said in words and
skipped, any other malformed row reported as a problem."""
from appliance.paths import ALGERIAN_CSV
from firmware_bridge.algerian import parse_algerian


def test_parses_both_regions_and_reports_the_malformed_row():
    report = parse_algerian(ALGERIAN_CSV)
    by_device = {}
    for d in report.days:
        by_device.setdefault(d.device, []).append(d)
    assert len(by_device["bejaia"]) == 122
    assert len(by_device["sidi-bel-abbes"]) == 121          # 122 minus line 171
    # The data set's known broken row is said in words, not reported as a problem of the file.
    assert report.problems == []
    assert report.known == ["the data set's one known broken row is left out: Sidi-Bel Abbes, 14 July 2012 (line 171),"
                            ' where the published file has "14.6 9" in place of two numbers (DC and ISI).'
                            " Every other day is replayed."]
    assert sum(d.fire for d in report.days) == 137           # 138 fires minus the skipped one
    first = by_device["bejaia"][0]
    assert (first.date, first.temperature_c, first.rh_pct, first.wind_kmh, first.fire) == ("2012-06-01", 29, 57, 18, False)


def test_garbage_and_truncated_files_do_not_crash(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_bytes(b"Bejaia Region Dataset\nday,month\n01,06,2012,29\n\xff\xfe,,,\n32,13,2012,1,1,1,1,1,1,1,1,1,1,fire\n"
                     b"01,06,2012,29,57,18,0,65.7,3.4,7.6,1.3,3.4,0.5,maybe\n")
    report = parse_algerian(path)
    assert report.days == []
    assert len(report.problems) == 4


def test_the_replay_log_says_the_known_broken_row_once_in_words(broker, tmp_path):
    """The demo's log: the data set's known broken row is said once, as what it is, not as an error."""
    from firmware_bridge.simulator import ReplaySimulator

    lines = []
    sim = ReplaySimulator(ALGERIAN_CSV, "127.0.0.1", broker.port, "wildfire", "demo", float("inf"), limit=2,
                          log=lines.append, outbox_path=tmp_path / "outbox.db", today="2026-07-01")
    assert sim.run() == 2
    about = [line for line in lines if "171" in line or "14 July 2012" in line]
    assert len(about) == 1 and "known broken row" in about[0] and "fields instead of" not in about[0]
    assert not [line for line in lines if "skipped" in line]
