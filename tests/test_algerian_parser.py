"""The Algerian file as shipped: two blocks, stray spaces, the malformed line 171 reported and skipped."""
from appliance.paths import ALGERIAN_CSV
from firmware_bridge.algerian import parse_algerian


def test_parses_both_regions_and_reports_the_malformed_row():
    report = parse_algerian(ALGERIAN_CSV)
    by_device = {}
    for d in report.days:
        by_device.setdefault(d.device, []).append(d)
    assert len(by_device["bejaia"]) == 122
    assert len(by_device["sidi-bel-abbes"]) == 121          # 122 minus line 171
    assert report.problems == ["line 171: 13 fields instead of 14; skipped"]
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
