"""Spread look-ahead: where the fire will be when the answer is acted on (DESIGN §8, issue 6).

Functions the orchestrator, page and CLI call (all raise SpreadInputError, a ValueError with a
one-line reason, on bad input: wind over 200 km/h, negative latency, unknown fuel, a position
outside the world, no live wind and none given):

    project_for_question(db, config, lat, lon, *, start_ts=None, asked_ts=None, travel_min=None,
                         fuel=None, slope_pct=None, aspect_deg=None, wind_kmh=None, wind_from_deg=None,
                         site=None, rings=None, incident_id=None) -> dict
        The orchestrator's tool. GeoJSON FeatureCollection with features kind = start, front_p50,
        head_p50, front_p95, head_p95, ring (one per time ring and band low / likely / high, with
        minutes, valid_time, head_distance_m, area_ha, head_ros_m_min, hfi_kw_m, intensity_class,
        fire_type) and top-level "properties" (also rings, band, incident_id): rate (head/back ROS m/min, direction,
        L/B, fire type), fronts (act time, minutes grown, head distance, area), latency p50/p95,
        travel_min, drift_without_lookahead_m and "inputs" (fuel, slope, wind with the stations and
        readings used, FFMC/BUI with their station and day, latency source). start_ts defaults to
        asked_ts (now); act time = asked_ts + answer latency (p50 / p95 from the audit trail) + travel.
    wind_for_front(db, spread_config, lat, lon, at_ts) -> the wind a front uses (spread.live): THE rule,
        stations within spread.station_radius_km whose wind is at most spread.wind_max_age_min old; each
        station with its distance and age; SpreadInputError(no_wind_words(...)) when none qualifies
    project_front(lat, lon, rate, *, start_ts, asked_ts, latency_p50_s, latency_p95_s, travel_min=0,
                  inputs=None) -> the same GeoJSON from explicit inputs
    rate_of_spread(fuel, wind_kmh, wind_from_deg, ffmc, bui, *, slope_pct=0, aspect_deg=0, lat, lon,
                   when=None, grass_curing_pct=80) -> SpreadRate
    drift_m(ros_m_min, latency_s) -> metres a report ignoring latency is behind the head
    save_projection(db, projection, site) -> id;  latest_projection(db, site=None) -> dict | None
    (Publishing is the service layer's: appliance.alerts sends projections with their alerts; this
    package never imports the MQTT client, so the orchestrator cannot publish through it.)
    draw_projection_png(projection, path) -> Path  (offline map)
"""
from appliance.spread.errors import SpreadInputError
from appliance.spread.live import no_wind_words, wind_for_front, wind_source_words
from appliance.spread.mapimage import draw_projection_png
from appliance.spread.projection import (drift_m, latest_projection, project_for_question, project_front,
                                         save_projection)
from appliance.spread.ros import SpreadRate, rate_of_spread

__all__ = ["SpreadInputError", "SpreadRate", "draw_projection_png", "drift_m", "latest_projection", "no_wind_words",
           "project_for_question", "project_front", "rate_of_spread", "save_projection", "wind_for_front",
           "wind_source_words"]
