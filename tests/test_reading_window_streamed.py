"""A summary's window is summed one reading at a time (tools_live.WindowStats): a month at a reading every few
seconds is hundreds of thousands of rows, which held as whole rows (their text and extras) for one answer made the
box's memory jump with every long summary (issue 28). The figures are the plain computation's."""
import random
import tracemalloc
from types import SimpleNamespace

import pytest

from appliance.orchestrator.toolbase import Scope, ToolContext
from appliance.orchestrator.tools_live import reading_window
from appliance.store.db import Database

N = 120_000
START = 1_340_000_000.0            # 18 June 2012
STEP = 20.0                        # a reading every 20 s: 120,000 readings over ~28 days


def _store(path):
    db = Database(path)
    rng = random.Random(7)
    rows = []
    for i in range(N):
        t = round(rng.uniform(10, 40), 1)
        rows.append(("demo", "st1", i + 1, START + i * STEP, 36.75, 5.06, t, round(rng.uniform(10, 90), 1),
                     round(rng.uniform(0, 50), 1), None if i % 7 else 0.2, "x" * 300, START + i * STEP))
    with db.conn:
        db.conn.executemany("INSERT INTO readings (site, device, seq, ts, lat, lon, temperature_c, rh_pct, wind_kmh, "
                            "rain_mm, text, received_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
    return db, rows


def test_a_long_window_is_summed_without_holding_its_rows_and_gives_the_plain_figures(tmp_path):
    db, rows = _store(tmp_path / "appliance.db")
    end = START + (N - 1) * STEP
    frame = SimpleNamespace(time=SimpleNamespace(kind="range", start_ts=START, end_ts=end), stations=["st1"],
                            reading_threshold=None)
    ctx = ToolContext(db=db, embedder=None, question="summary of the month", scope=Scope(), frame=frame, now=end)
    tracemalloc.start()
    items = reading_window(ctx)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    stats = items[-1]["window"]
    assert stats["count"] == N
    temps = [r[6] for r in rows]
    top = max(range(N), key=lambda k: (temps[k], -k))
    t = stats["temperature_c"]
    assert {k: t[k] for k in ("first", "last", "min", "max", "max_ts", "n")} == {
        "first": temps[0], "last": temps[-1], "min": min(temps), "max": temps[top], "max_ts": rows[top][3], "n": N}
    assert t["sum"] / t["n"] == pytest.approx(sum(temps) / N, rel=1e-12)      # the window's mean (floating-point sum order)
    rain = [r[9] for r in rows if r[9] is not None]
    assert stats["rain_mm"]["min"] == min(rain) and stats["rain_mm"]["last"] == rain[-1]
    assert stats["rain_mm"]["sum"] == pytest.approx(sum(rain), rel=1e-12) and stats["rain_mm"]["n"] == len(rain)
    assert [i["window_role"] for i in items] == ["first", "last"]
    # Held whole, 120,000 rows of ~300 characters each are well over 50 MB; summed, the answer stays small.
    assert peak < 5 * 1024 * 1024, f"{peak / 1e6:.1f} MB traced while summing the window"
    db.close()
