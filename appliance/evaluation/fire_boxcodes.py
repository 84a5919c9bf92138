"""The evaluation's "box_computed_codes" configuration, made consistent end to end.

The file's recorded FWI codes are not the standard Van Wagner outputs of its own noon values (on
rainy days the recorded FFMC falls far below what the equations give, e.g. Bejaia 2012-07-09,
1.4 mm: recorded 66.6, computed 83.1). So this configuration uses the box's computed codes on
both sides: the index region's readings are ingested (labels never), the box computes their
codes, parameters are chosen by the same leave-one-out on those codes, and a second analog index
"<index>-box" holds them. The test days then get only codes the box computed.
"""
import copy
from dataclasses import replace

import numpy as np

from appliance.evaluation.fire_crossval import choose_params
from appliance.retrieve.analogs import CODES, FEATURES, build_analog_index


def box_code_params(db, prepared, index_days, index_name: str, base_params):
    from appliance.fireweather.daily import compute_daily_codes
    from appliance.store.readings import insert_readings

    device = index_days[0].device
    insert_readings(db, [("eval-index", device, {**d.reading(i + 1), "extra": {}}) for i, d in enumerate(index_days)])
    compute_daily_codes(db, device=device)
    by_day = {r["day"]: r for r in db.query("SELECT * FROM fire_weather WHERE device = ?", [device])}
    boxed = copy.deepcopy(prepared)
    kept = []
    for r in boxed.rows:
        day = f"{int(r.values['year']):04d}-{int(r.values['month']):02d}-{int(r.values['day']):02d}"
        if day in by_day:
            r.values.update({c: float(by_day[day][c.lower()]) for c in CODES})
            kept.append(r)
    boxed.rows = kept
    matrix = np.array([[r.values[f] for f in FEATURES] for r in kept], dtype=np.float32)
    labels = np.array([r.label == "fire" for r in kept])
    params, note = choose_params(matrix, labels)
    name = f"{index_name}-box"
    build_analog_index(db, name, boxed, code_weight=params.code_weight)
    params = replace(params, analog_index=name, code_source="box", analog_method="numeric")
    return params, {"rows": len(kept), "cv_metrics": note["cv_metrics"], "params": params.as_dict()}
