"""The evaluation's evidence index built from codes the BOX computed (the headline configuration).

The data file's recorded FWI codes are not the standard system run on its own noon values: the
network that published them fed the equations about 20x the rain of the file's rain column,
used the previous month's day-length factors and started every month over from zero (on rainy
days the recorded FFMC falls far below the standard one: Bejaia 2012-07-09, 1.4 mm: recorded
66.6, standard 83.1). A crew's box only ever has the codes it computes itself, so the headline
uses the box's codes on both sides, computed the way the network computes them:
- the index region's station readings are ingested with the FFMC, DMC and DC the network
  published for them (never the day's label), and `appliance fire-weather calibrate`'s fit
  (appliance/fireweather/calibrate.py) learns the network's convention from those alone;
- the box computes the index days' codes with it; they replace the recorded codes in the
  preprocessed index rows, the decision's parameters are chosen by leave-one-out on them, and the
  analog index holds them;
- the test days are ingested as weather only, and get codes the box computes with the same
  network convention. The test region's published codes are never read.
With calibrate=False the box uses the standard system on both sides (a comparison configuration).
The labels of the INDEX days enter only the analog index (that is the evidence), never `readings`.
"""
from pathlib import Path

import numpy as np

from appliance.evaluation.fire_crossval import choose_params
from appliance.retrieve.analogs import CODES, FEATURES, build_analog_index


def box_index_db(tmp: Path, region: str, index_name: str, index_days, embedder, calibrate: bool = True, log=print):
    from appliance.fireweather.calibrate import PUBLISHED, calibrate_from_readings
    from appliance.fireweather.daily import compute_daily_codes
    from appliance.paths import ALGERIAN_CSV
    from appliance.preprocess.tabular import prepare, serialize
    from appliance.store.db import Database
    from appliance.store.readings import insert_readings

    db = Database(tmp / f"eval-{index_name}-box{'' if calibrate else '-standard'}.db")
    device = index_days[0].device
    # Station weather, plus (for calibration) the moisture codes the network published, the only
    # ones the fit reads; never the day's label.
    extra = (lambda d: {k: d.codes[k] for k in PUBLISHED}) if calibrate else (lambda d: {})
    insert_readings(db, [("eval-index", device, {**d.reading(i + 1), "extra": extra(d)}) for i, d in enumerate(index_days)])
    calibration = calibrate_from_readings(db, devices=[device], progress=log)["scopes"] if calibrate else None
    compute_daily_codes(db, device=device)
    by_day = {r["day"]: r for r in db.query("SELECT * FROM fire_weather WHERE device = ?", [device])}
    prepared = prepare(ALGERIAN_CSV, groups={region})
    kept = []
    for r in prepared.rows:
        day = f"{int(r.values['year']):04d}-{int(r.values['month']):02d}-{int(r.values['day']):02d}"
        if day in by_day:
            box_codes = {c: float(by_day[day][c.lower()]) for c in CODES}
            r.values.update(box_codes)
            r.recorded.update(box_codes)      # this index's figures are the box's codes, not the file's
            kept.append(r)
    prepared.rows = kept
    matrix = np.array([[r.values[f] for f in FEATURES] for r in kept], dtype=np.float32)
    labels = np.array([r.label == "fire" for r in kept])
    text_vecs = embedder.embed([serialize(r, list(FEATURES)) for r in kept])
    params, note = choose_params(matrix, labels, text_vecs)
    params.analog_index, params.code_source = index_name, "box"
    build_analog_index(db, index_name, prepared, code_weight=params.code_weight, text_embedder=embedder)
    note["calibration"] = calibration or "none: the standard system"
    note["preprocess"] = {"rows_kept": len(kept), "codes": "computed by the box from the index region's readings",
                          "log": {a: sum(e["action"] == a for e in prepared.log) for a in ("dropped", "changed", "repaired")}}
    return db, params, note
