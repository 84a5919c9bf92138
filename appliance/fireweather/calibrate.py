"""Fit a station network's code convention (convention.py) to the codes it published.

Input: stored readings whose `extra` carries the network's own FFMC, DMC and DC for the day
(stations that report their official codes with the weather). Each candidate convention is run
over the same noon observations and 24 h rain the box would use, and the one whose codes come
closest to the published ones wins: the objective is the mean over FFMC, DMC and DC of
RMSE / standard deviation of the published code, so the three count alike. The grid is every
restart rule x start-up x day-length month x a log grid of rain factors (0.25..50, refined around
the best), all candidates run at once as numpy arrays through cffdrs. The standard system is a
candidate and wins ties, so a network that follows the standard keeps it.
"""
import itertools
import json
import math
import time

import numpy as np
from cffdrs import cffwis

from appliance.fireweather.codes import WeatherInputError, check_noon_weather
from appliance.fireweather.convention import (MAX_CARRY_GAP_DAYS, NETWORK, RESTARTS, STANDARD, STARTUPS, CodeConvention,
                                              store_convention)
from appliance.fireweather.noon import day_gap, noon_observations

PUBLISHED = {"FFMC": (0.0, 101.0), "DMC": (0.0, 1500.0), "DC": (0.0, 3000.0)}   # plausible ranges
MIN_DAYS = 14
COARSE = np.geomspace(0.25, 50.0, 29)


class CalibrationError(ValueError):
    """Not enough (or no usable) published codes to fit a convention from."""


def published_series(db, devices: list[str] | None = None) -> tuple[dict, list[str]]:
    """{(site, device): [noon observation dict with 'published' codes or None]} and why days were skipped.

    The days are the ones compute_daily_codes would use: a noon observation the equations refuse
    is left out here too (the series carries past it, as the box does).
    """
    where = " WHERE device IN (%s)" % ",".join("?" * len(devices)) if devices else ""
    rows = db.query("SELECT * FROM readings" + where + " ORDER BY site, device, ts", devices or [])
    by_station: dict[tuple[str, str], list[dict]] = {}
    for r in rows:
        by_station.setdefault((r["site"], r["device"]), []).append(r)
    series, skipped = {}, []
    for (site, device), readings in by_station.items():
        days = []
        for obs in noon_observations(readings):
            r = obs.reading
            try:
                check_noon_weather(r["temperature_c"], r["rh_pct"], r["wind_kmh"], obs.rain_24h_mm)
            except WeatherInputError as exc:
                skipped.append(f"{device} {obs.day}: {exc}")
                continue
            try:
                extra = json.loads(r.get("extra_json") or "{}")
            except ValueError:
                extra = {}
            extra = extra if isinstance(extra, dict) else {}
            published, reason = _published(extra)
            if reason and any(k in extra for k in PUBLISHED):
                skipped.append(f"{device} {obs.day}: {reason}")
            days.append({"day": obs.day, "month": obs.month, "lat": r["lat"], "t": float(r["temperature_c"]),
                         "h": float(r["rh_pct"]), "w": float(r["wind_kmh"]), "rain": float(obs.rain_24h_mm),
                         "published": published})
        if any(d["published"] for d in days):
            series[site, device] = days
    return series, skipped


def _published(extra: dict) -> tuple[dict | None, str | None]:
    out = {}
    for code, (lo, hi) in PUBLISHED.items():
        v = extra.get(code)
        try:   # float() first: an integer too big for a double must not escape as OverflowError
            ok = isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(float(v))
        except OverflowError:
            ok = False
        if not ok:
            return None, f"published {code} missing or not a number"
        if not lo <= v <= hi:
            return None, f"published {code}={v} outside {lo:g}..{hi:g}"
        out[code] = float(v)
    return out, None


def simulate(series: dict, candidates: list[CodeConvention]) -> dict:
    """{code: array (scored days, candidates)} of each candidate's FFMC/DMC/DC on the scored days."""
    out = {c: [] for c in PUBLISHED}
    n = len(candidates)
    factor = np.array([c.rain_factor for c in candidates])
    monthly = np.array([c.restart == "monthly" for c in candidates])
    start = {k: np.array([STARTUPS[c.startup][k] for c in candidates]) for k in ("ffmc", "dmc", "dc")}
    offsets = np.array([c.month_offset for c in candidates])
    for days in series.values():
        prev, prev_day = None, None
        for d in days:
            carry = np.zeros(n, bool)
            # The same rule as CodeConvention.carries, for every candidate at once.
            if prev_day is not None and day_gap(prev_day, d["day"]) <= MAX_CARRY_GAP_DAYS:
                carry = ~(monthly & (prev_day[:7] != d["day"][:7]))
            f0, p0, d0 = (np.where(carry, prev[k], start[k]) if prev else start[k] for k in ("ffmc", "dmc", "dc"))
            rain = d["rain"] * factor
            lat = {"lat": float(d["lat"]), "lat_adjust": True}
            ffmc = np.asarray(cffwis.dailyFFMC(f0, d["t"], d["h"], d["w"], rain), float)
            dmc, dc = np.empty(n), np.empty(n)
            for off in np.unique(offsets):   # cffdrs takes one month per call
                m = offsets == off
                month = CodeConvention(month_offset=int(off)).day_length_month(d["month"])
                dmc[m] = cffwis.dailyDMC(p0[m], d["t"], d["h"], rain[m], month, **lat)
                dc[m] = cffwis.dailyDC(d0[m], d["t"], rain[m], month, **lat)
            prev, prev_day = {"ffmc": ffmc, "dmc": dmc, "dc": dc}, d["day"]
            if d["published"]:
                out["FFMC"].append(ffmc), out["DMC"].append(dmc), out["DC"].append(dc)
    return {c: np.array(v) for c, v in out.items()}


def _scores(series: dict, candidates: list[CodeConvention]) -> tuple[np.ndarray, dict]:
    sim = simulate(series, candidates)
    truth = {c: np.array([d["published"][c] for days in series.values() for d in days if d["published"]])
             for c in PUBLISHED}
    rmse = {c: np.sqrt(((sim[c] - truth[c][:, None]) ** 2).mean(0)) for c in PUBLISHED}
    objective = sum(rmse[c] / max(float(truth[c].std()), 1e-6) for c in PUBLISHED) / len(PUBLISHED)
    return objective, rmse


def fit_convention(series: dict, progress=lambda msg: None) -> tuple[CodeConvention, dict]:
    """The convention whose codes come closest to the published ones, and how close (see module doc)."""
    n_days = sum(1 for days in series.values() for d in days if d["published"])
    if n_days < MIN_DAYS:
        raise CalibrationError(f"calibration needs at least {MIN_DAYS} station-days whose readings carry the network's "
                               f"published FFMC, DMC and DC (in the reading's extra fields); found {n_days}")
    started = time.perf_counter()
    shapes = [(r, s, o) for r, s, o in itertools.product(RESTARTS, STARTUPS, (0, -1))]
    coarse = [STANDARD] + [CodeConvention(float(k), o, r, s) for (r, s, o) in shapes for k in COARSE]
    progress(f"calibrating on {n_days} station-days from {len(series)} station(s): {len(coarse)} candidates")
    objective, _ = _scores(series, coarse)
    if np.isnan(objective).all():
        raise CalibrationError("no candidate convention gave usable codes for these readings")
    best = coarse[int(np.nanargmin(objective))]
    fine = [best] + [CodeConvention(round(float(k), 3), best.month_offset, best.restart, best.startup)
                     for k in np.geomspace(best.rain_factor / 1.25, best.rain_factor * 1.25, 25)
                     if 0.01 <= k <= 1000] if not best.is_standard else [best]
    progress(f"refining the rain factor around {best.rain_factor:g} ({best.label()})")
    fine_objective, _ = _scores(series, fine)
    best = fine[int(np.nanargmin(fine_objective))]
    final_objective, final_rmse = _scores(series, [STANDARD, best])
    days = sorted(d["day"] for days in series.values() for d in days if d["published"])
    report = {"convention": best.as_dict(), "label": best.label(), "stations": sorted({dev for _, dev in series}),
              "days_scored": n_days,
              "from": days[0], "to": days[-1], "candidates": len(coarse) + len(fine),
              "objective": "mean over FFMC, DMC, DC of RMSE / std of the published code",
              "standard": {"objective": round(float(final_objective[0]), 4),
                           "rmse": {c: round(float(final_rmse[c][0]), 3) for c in PUBLISHED}},
              "fitted": {"objective": round(float(final_objective[1]), 4),
                         "rmse": {c: round(float(final_rmse[c][1]), 3) for c in PUBLISHED}},
              "seconds": round(time.perf_counter() - started, 2)}
    return best, report


def calibrate_from_readings(db, devices: list[str] | None = None, per_station: bool = False, dry_run: bool = False,
                            progress=lambda msg: None) -> dict:
    """Fit from stored readings with published codes; store it (network-wide, or per station).

    Every scope is fitted before any is stored, and all are stored in one transaction: a station
    that cannot be fitted leaves the database as it was.
    """
    series, skipped = published_series(db, devices)
    if devices:
        missing = sorted(set(devices) - {dev for _, dev in series})
        if missing:
            raise CalibrationError(f"no readings with published FFMC, DMC and DC for: {', '.join(missing)}")
    if not series:
        raise CalibrationError("no stored readings carry the network's published FFMC, DMC and DC "
                               "(send them in the reading's extra fields, then calibrate)")
    if per_station:
        groups = {dev: {key: days for key, days in series.items() if key[1] == dev} for _, dev in series}
    else:
        groups = {NETWORK: series}
    fitted = {}
    for scope, group in groups.items():
        fitted[scope] = fit_convention(group, progress)
    if not dry_run:
        with db.conn:
            for scope, (convention, report) in fitted.items():
                store_convention(db, convention, scope, report)
    return {"scopes": {scope: report for scope, (_, report) in fitted.items()}, "skipped": skipped,
            "stored": not dry_run}
