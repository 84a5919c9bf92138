"""Fire weather from live sensors: daily FWI codes per station (DESIGN §1, issue 3).

Functions the orchestrator, page and CLI call:

    compute_daily_codes(db, site=None, device=None, *, recompute=False) -> {"stored", "skipped", "stations"}
        Incremental: noon reading per station and local solar day, 24 h rain, FFMC/DMC/DC carried
        from the previous stored day (start-up 85/6/15), stored in table fire_weather with inputs,
        following the station network's convention when one was fitted (convention.py).
    calibrate.calibrate_from_readings(db, devices=None, per_station=False, dry_run=False)
        Fits that convention from readings that carry the network's published codes.
    latest_fire_weather(db, site=None) -> [ {site, device, day, danger_class, codes{FFMC..FWI},
                                            inputs{noon_ts, temperature_c, rh_pct, wind_kmh, rain_24h_mm, ...}} ]
    nearest_fire_weather(db, lat, lon, site=None) -> the same dict for the nearest station (+ distance_km) or None
    fire_weather_history(db, site=None, device=None) -> every stored day, oldest first
    next_day_codes(previous, temperature_c, rh_pct, wind_kmh, rain_mm, month, lat=None) -> DailyCodes
    danger_class(fwi) -> "very low" | "low" | "moderate" | "high" | "very high" | "extreme"
"""
from appliance.fireweather.codes import DANGER_CLASSES, DANGER_SOURCE, STARTUP, DailyCodes, danger_class, next_day_codes
from appliance.fireweather.daily import (compute_daily_codes, fire_weather_history, latest_fire_weather,
                                         nearest_fire_weather)

__all__ = ["DANGER_CLASSES", "DANGER_SOURCE", "STARTUP", "DailyCodes", "compute_daily_codes", "danger_class",
           "fire_weather_history", "latest_fire_weather", "nearest_fire_weather", "next_day_codes"]
