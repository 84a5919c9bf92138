"""Paper 001 Algorithm 1 on the Algerian file as shipped and on a crew's CSV; the analog index."""
import numpy as np

from appliance.paths import ALGERIAN_CSV
from appliance.preprocess.tabular import prepare, serialize
from appliance.retrieve.analogs import (FEATURES, analog_match_rate, analog_vote, build_analog_index,
                                        query_features, search_analogs)
from appliance.store.db import Database


def test_the_algerian_file_as_shipped_keeps_every_day_and_logs_each_change():
    p = prepare(ALGERIAN_CSV)
    assert len(p.rows) == 244                       # 122 per region, the malformed row repaired
    assert {r.group for r in p.rows} == {"Bejaia", "Sidi-Bel Abbes"}
    repaired = [e for e in p.log if e["action"] == "repaired"]
    assert repaired == [{"line": 171, "action": "repaired", "reason": "split '14.6 9'"}]
    row = next(r for r in p.rows if r.line == 171)
    assert (row.values["DC"], row.values["ISI"]) == (14.6, 9.0)
    assert all(e["reason"] for e in p.log) and any("clipped" in e["reason"] for e in p.log)


def test_sparse_rows_are_dropped_gaps_imputed_and_outliers_clipped(tmp_path):
    csv = tmp_path / "crew.csv"
    lines = ["a,b,c,d,e,label"] + [f"{i},{10 + i % 3},{20 + i % 5},{i % 4},{5 + i % 2},fire" for i in range(20)]
    lines += ["1,,,,9,fire",          # 3 of 5 missing (60 %) -> dropped
              "2,11,,1,5,not fire",   # 1 of 5 missing -> imputed with the median
              "3,11,21,2,500,fire"]   # e = 500 is far outside the IQR fences -> clipped
    csv.write_text("\n".join(lines) + "\n")
    p = prepare(csv)
    by_line = {r.line: r for r in p.rows}
    assert 22 not in by_line and any(e["line"] == 22 and e["action"] == "dropped" for e in p.log)
    assert by_line[23].values["c"] == float(np.median([r.values["c"] for r in p.rows if r.line != 23]))
    assert by_line[24].values["e"] < 10
    assert any(e["line"] == 24 and "clipped" in e["reason"] for e in p.log)
    dropped = prepare(csv, outliers="drop")
    assert 24 not in {r.line for r in dropped.rows}


def test_serialized_rows_never_carry_the_label():
    p = prepare(ALGERIAN_CSV, groups={"Bejaia"})
    text = serialize(p.rows[0], list(FEATURES))
    assert text.startswith("Bejaia, 2012-06-01") and "fire" not in text.lower()


def test_the_numeric_analog_index_finds_days_of_the_same_class():
    db = Database(":memory:")
    bejaia = prepare(ALGERIAN_CSV, groups={"Bejaia"})
    assert build_analog_index(db, "bejaia", bejaia, code_weight=2.0) == 122
    assert {r["region"] for r in db.query("SELECT DISTINCT region FROM analog_days")} == {"Bejaia"}
    hot = {"temperature_c": 36, "rh_pct": 40, "wind_kmh": 15, "rain_mm": 0}
    codes = {"FFMC": 91, "DMC": 25, "DC": 80, "ISI": 10, "BUI": 28, "FWI": 15}
    hits = search_analogs(db, "bejaia", query_features(hot, codes), k=5)
    assert len(hits) == 5 and analog_vote(hits) > 0.8
    assert search_analogs(db, "nowhere", query_features(hot, codes)) == []
    x = np.array([[r.values[f] for f in FEATURES] for r in bejaia.rows])
    y = np.array([r.label == "fire" for r in bejaia.rows])
    z = (x - x.mean(0)) / x.std(0)
    assert analog_match_rate(z[::2], y[::2], z[1::2], y[1::2], k=5) > 0.8
