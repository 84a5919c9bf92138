"""Validate predicted rate of spread against the 135 measured shrubland fires of Anderson et al.
(2015), Table A1 (edge_data/anderson_2015; see its PROVENANCE.md), beside a naive baseline.

The table gives wind at 2 m, dead fuel moisture, slope and the measured spread. The FBP system
wants 10-m open wind, FFMC and BUI, so: wind is raised to 10 m with a neutral log profile over
open ground (z0 = 0.03 m, factor ln(10/z0)/ln(2/z0) = 1.38); FFMC is Van Wagner's inverse of the
moisture equation, FFMC = 59.5 (250 - m) / (147.2 + m); where moisture is missing, the FFMC the
day's weather settles to after two weeks; BUI is the fuel's own BUI0, so the build-up effect is
neutral (the table has no duff data). Slope lies along the wind. The baseline is the
"10 % rule" (Cruz & Alexander 2019): ROS = 10 % of the 10-m wind speed.
"""
import csv
import math
from pathlib import Path

import numpy as np
from cffdrs import cffwis

from appliance.paths import REPO_DIR
from appliance.spread.errors import SpreadInputError
from appliance.spread.ros import fuel_code, rate_of_spread

ANDERSON_CSV = REPO_DIR / "edge_data" / "anderson_2015" / "data_Table_A1.csv"
Z0_M = 0.03
WIND_2M_TO_10M = math.log(10 / Z0_M) / math.log(2 / Z0_M)
MISSING = -9999.0


def load_fires(path: Path = ANDERSON_CSV) -> list[dict]:
    if not Path(path).is_file():
        raise SpreadInputError(f"validation data {path} is missing (it ships in the repository's edge_data/)")
    with open(path, newline="") as fh:
        rows = [{k.strip(): v.strip() for k, v in r.items()} for r in csv.DictReader(fh)]
    fires = []
    for i, r in enumerate(rows, start=1):
        num = {k: float(r[k]) for k in ("temperature", "rh", "whgt", "wspd", "slope", "fmde", "ros")}
        fires.append({"fire": i, "code": r["code"], **{k: (None if v == MISSING else v) for k, v in num.items()}})
    return fires


def ffmc_from_moisture(m_pct: float) -> float:
    return max(0.0, min(101.0, 59.5 * (250.0 - m_pct) / (147.2 + m_pct)))


def equilibrium_ffmc(temp_c: float, rh_pct: float, wind_kmh: float) -> float:
    ffmc = 85.0
    for _ in range(14):
        ffmc = float(cffwis.dailyFFMC(ffmc, float(temp_c), float(rh_pct), float(wind_kmh), 0.0))
    return ffmc


def naive_ros_m_min(wind10_kmh: float) -> float:
    return 0.10 * wind10_kmh * 1000.0 / 60.0


def error_figures(predicted: np.ndarray, measured: np.ndarray) -> dict:
    ratio = predicted / measured
    return {"mape_pct": round(float(np.mean(np.abs(predicted - measured) / measured) * 100), 1),
            "within_factor_2": round(float(np.mean((ratio >= 0.5) & (ratio <= 2.0))), 3),
            "median_ratio": round(float(np.median(ratio)), 3),
            "mae_m_min": round(float(np.mean(np.abs(predicted - measured))), 2)}


def shortest_interval(log_ratios: np.ndarray, level: float) -> tuple[float, float]:
    """Shortest interval [lo, hi] of the sorted values that holds ceil(level * n) of them."""
    v = np.sort(np.asarray(log_ratios, float))
    k = min(len(v), max(1, math.ceil(level * len(v))))
    widths = v[k - 1:] - v[:len(v) - k + 1]
    i = int(np.argmin(widths))
    return float(v[i]), float(v[i + k - 1])


def fit_error_band(predicted: np.ndarray, measured: np.ndarray, target: float = 0.8, folds: int = 10) -> dict:
    """Model-error factors (measured / predicted) for the band, no wider than needed: the lowest level
    whose shortest interval, fitted on 9 folds, holds `target` of the held-out fires (10-fold, fire i in
    fold i mod 10). The factors shipped are that level's interval over all fires."""
    log_r = np.log(np.asarray(measured, float) / np.asarray(predicted, float))
    fold = np.arange(len(log_r)) % folds
    for level in np.arange(target, 1.0001, 0.01):
        inside = np.zeros(len(log_r), bool)
        for k in range(folds):
            lo, hi = shortest_interval(log_r[fold != k], level)
            inside[fold == k] = (log_r[fold == k] >= lo) & (log_r[fold == k] <= hi)
        if inside.mean() >= target:
            break
    lo, hi = shortest_interval(log_r, level)
    in_sample = (log_r >= lo) & (log_r <= hi)
    return {"low_factor": round(math.exp(lo), 4), "high_factor": round(math.exp(hi), 4), "level": round(float(level), 2),
            "cv_coverage": round(float(inside.mean()), 3), "in_sample_coverage": round(float(in_sample.mean()), 3),
            "folds": folds, "target": target}


def band_figures(predicted: np.ndarray, measured: np.ndarray, error: dict) -> dict:
    """Share of fires whose measured rate lies in [low, high] of the band, and how wide the band is."""
    low, high = predicted * error["low_factor"], predicted * error["high_factor"]
    inside = (measured >= low) & (measured <= high)
    return {"band_coverage": round(float(inside.mean()), 3),
            "band_width_median": round(float(np.median(high / low)), 3),
            "band_width_median_m_min": round(float(np.median(high - low)), 2)}


def validate(fuels: tuple[str, ...] = ("O-1b",), grass_curing_pct: float = 80.0, path: Path = ANDERSON_CSV,
             keep_predictions: bool = False) -> dict:
    """Error figures of each fuel type's predictions and of the baseline over the fires with wind."""
    from cffdrs.cffbps.common.constants import rosParams
    from cffdrs.cffbps import fbpFTCode_AlphaToNum_LUT

    fires = load_fires(path)
    used = [f for f in fires if f["wspd"] is not None and f["ros"] and f["ros"] > 0]
    measured = np.array([f["ros"] for f in used])
    wind10 = np.array([f["wspd"] * WIND_2M_TO_10M for f in used])
    ffmc = [ffmc_from_moisture(f["fmde"]) if f["fmde"] is not None else equilibrium_ffmc(f["temperature"], f["rh"], w)
            for f, w in zip(used, wind10)]
    out = {"fires_in_table": len(fires), "fires_used": len(used),
           "skipped": [f"fire {f['fire']}: no wind speed" for f in fires if f["wspd"] is None],
           "measured_ros_m_min": {"min": float(measured.min()), "median": float(np.median(measured)),
                                  "max": float(measured.max())},
           "method": {"wind_2m_to_10m": round(WIND_2M_TO_10M, 3), "grass_curing_pct": grass_curing_pct,
                      "ffmc": "from elevated dead fuel moisture (fmde), else 14-day equilibrium",
                      "bui": "fuel's BUI0 (neutral build-up effect)"},
           "baseline_10pct_wind": error_figures(np.array([naive_ros_m_min(w) for w in wind10]), measured),
           "fbp": {}}
    for fuel in fuels:
        code = fuel_code(fuel)
        bui0 = rosParams[fbpFTCode_AlphaToNum_LUT[code]][4] or 60.0
        predicted = np.array([rate_of_spread(code, w, 270.0, m, bui0, slope_pct=abs(f["slope"]),
                                             aspect_deg=270.0 if f["slope"] >= 0 else 90.0,
                                             grass_curing_pct=grass_curing_pct).head_ros_m_min
                              for f, w, m in zip(used, wind10, ffmc)])
        out["fbp"][fuel] = error_figures(predicted, measured)
        if keep_predictions:
            out.setdefault("predicted", {})[fuel] = predicted
    return out


def validate_band(fuel: str = "O-1b", grass_curing_pct: float = 80.0, error: dict | None = None,
                  path: Path = ANDERSON_CSV) -> dict:
    """The low / likely / high band on the Anderson fires: band_coverage and band_width_median with the
    shipped model-error factors (ros_error.json), beside the cross-validated fit that chose them.
    The fires have one wind reading each, so the band here is the model-error part alone."""
    from appliance.spread.band import ERROR_FILE, model_error

    result = validate((fuel,), grass_curing_pct=grass_curing_pct, path=path, keep_predictions=True)
    predicted = result.pop("predicted")[fuel]
    measured = np.array([f["ros"] for f in load_fires(path) if f["wspd"] is not None and f["ros"] and f["ros"] > 0])
    fit = fit_error_band(predicted, measured)
    error = error or (model_error() if ERROR_FILE.exists() else fit)
    return {"fires_used": result["fires_used"], **band_figures(predicted, measured, error), "band_fuel": fuel_code(fuel),
            "band_factors": {"low": error["low_factor"], "high": error["high_factor"]},
            "band_fit": fit, "band_shipped_matches_fit": (error["low_factor"], error["high_factor"])
            == (fit["low_factor"], fit["high_factor"])}
