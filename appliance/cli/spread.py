"""`appliance spread ...`: drift check, front projection (GeoJSON, PNG map), validation."""
import json
import time

import click

from appliance.cli import ApplianceError
from appliance.cli._common import config_option, emit_json, json_option, load, set_option


def _spread_error(exc: Exception) -> ApplianceError:
    return ApplianceError(str(exc))


@click.group("spread")
def command():
    """Spread look-ahead: where the fire will be when the answer is acted on (DESIGN §8)."""


@command.command("drift")
@click.option("--wind-kmh", type=float, default=None, help="10-m wind speed, km/h (0-200); needed unless --ros-m-min is given.")
@click.option("--latency-s", type=float, required=True, help="Answer latency in seconds (>= 0).")
@click.option("--ros-m-min", type=float, default=None, help="Head rate of spread, m/min; computed with FBP if omitted.")
@click.option("--fuel", default=None, help="FBP fuel type (default: spread.default_fuel).")
@click.option("--ffmc", type=float, default=None, help="FFMC (default: spread.default_ffmc).")
@click.option("--bui", type=float, default=None, help="BUI (default: spread.default_bui).")
@config_option
@set_option
@json_option
def drift(wind_kmh, latency_s, ros_m_min, fuel, ffmc, bui, config_path, overrides, as_json):
    """Positional error of a report that ignores latency: drift = ROS x latency (paper 001, Table 10)."""
    from appliance.spread import SpreadInputError, drift_m, rate_of_spread
    from appliance.spread.errors import check_latency, check_range, check_wind

    cfg = load(config_path, overrides).spread
    if wind_kmh is None and ros_m_min is None:
        raise ApplianceError("give --wind-kmh (the rate of spread is then computed) or --ros-m-min")
    try:
        latency_s = check_latency(latency_s)
        if wind_kmh is not None:
            wind_kmh = check_wind(wind_kmh)
            rate = rate_of_spread(fuel or cfg.default_fuel, wind_kmh, 270.0, cfg.default_ffmc if ffmc is None else ffmc,
                                  cfg.default_bui if bui is None else bui, grass_curing_pct=cfg.grass_curing_pct)
        elif fuel is not None:
            rate_of_spread(fuel, 0.0, 270.0, 90.0, 60.0)  # an unknown fuel is an error even when unused
        if ros_m_min is None:
            ros_m_min, source = rate.head_ros_m_min, f"FBP {rate.fuel}"
        else:
            ros_m_min, source = check_range("rate of spread", ros_m_min, 0, 1000, " m/min"), "given"
    except SpreadInputError as exc:
        raise _spread_error(exc) from None
    result = {"wind_kmh": wind_kmh, "ros_m_min": round(ros_m_min, 3), "latency_s": latency_s,
              "drift_m": round(drift_m(ros_m_min, latency_s), 1), "ros_source": source}
    if not as_json:
        wind_text = "wind not given" if wind_kmh is None else f"wind {wind_kmh:g} km/h"
        click.echo(f"{wind_text}, ROS {result['ros_m_min']:g} m/min ({source}), latency {latency_s:g} s"
                   f" -> the front moves {result['drift_m']:g} m before the answer is read")
        return
    emit_json(result)


@command.command("project")
@click.option("--lat", type=float, required=True, help="Latitude of the detection or crew-drawn start.")
@click.option("--lon", type=float, required=True, help="Longitude of the detection or crew-drawn start.")
@click.option("--minutes-ago", type=float, default=0.0, show_default=True, help="When the fire was at that position.")
@click.option("--travel-min", type=float, default=None, help="Crew travel/dispatch minutes (default: spread.travel_min).")
@click.option("--wind-kmh", type=float, default=None, help="Wind speed; default: the nearest stations' latest.")
@click.option("--wind-from", "wind_from_deg", type=float, default=None, help="Wind direction (from), degrees.")
@click.option("--fuel", default=None, help="FBP fuel type (default: the site's, else spread.default_fuel).")
@click.option("--slope", "slope_pct", type=float, default=None, help="Slope, percent.")
@click.option("--aspect", "aspect_deg", type=float, default=None, help="Aspect (downslope direction), degrees.")
@click.option("--rings", default=None,
              help="Time rings, minutes after now, comma-separated (e.g. 30,60,120,180; default: spread.rings).")
@click.option("--png", "png_path", type=click.Path(dir_okay=False), default=None, help="Also draw the map here.")
@click.option("--save", is_flag=True, help="Store it as the site's latest projection (shown on the page).")
@config_option
@set_option
@json_option
def project(lat, lon, minutes_ago, travel_min, wind_kmh, wind_from_deg, fuel, slope_pct, aspect_deg, rings, png_path, save,
            config_path, overrides, as_json):
    """Project the front from a position to act time and print it as GeoJSON (p50 and p95 fronts), with
    nested time rings, each a low / likely / high band."""
    from appliance.spread import SpreadInputError, draw_projection_png, project_for_question, save_projection
    from appliance.store.db import Database

    config = load(config_path, overrides)
    if (wind_kmh is None) != (wind_from_deg is None):
        raise ApplianceError("give both --wind-kmh and --wind-from, or neither (then live station wind is used)")
    if minutes_ago < 0:
        raise ApplianceError("--minutes-ago must be >= 0")
    db = Database(config.db_path)
    try:
        now = time.time()
        projection = project_for_question(db, config, lat, lon, start_ts=now - minutes_ago * 60, asked_ts=now,
                                          travel_min=travel_min, fuel=fuel, slope_pct=slope_pct,
                                          aspect_deg=aspect_deg, wind_kmh=wind_kmh, wind_from_deg=wind_from_deg,
                                          rings=rings)
        if save:
            projection["properties"]["projection_id"] = save_projection(db, projection, config.site)
        if png_path:
            projection["properties"]["png"] = str(draw_projection_png(projection, png_path))
    except SpreadInputError as exc:
        raise _spread_error(exc) from None
    finally:
        db.close()
    if as_json:
        emit_json(projection)
    else:
        click.echo(json.dumps(projection, indent=1))


@command.command("validate")
@click.option("--fuel", "fuels", multiple=True, help="FBP fuel type(s) to score (default: spread.default_fuel).")
@click.option("--write-band", is_flag=True,
              help="Refit the band's model-error factors on the fires and write them to spread/ros_error.json.")
@config_option
@set_option
@json_option
def validate_cmd(fuels, write_band, config_path, overrides, as_json):
    """Predicted vs measured rate of spread on the 134 Anderson et al. (2015) shrubland fires, and how
    often the low-high band holds the measured rate (band_coverage, band_width_median)."""
    from appliance.spread import SpreadInputError
    from appliance.spread.validate import validate, validate_band

    cfg = load(config_path, overrides).spread
    fuels = tuple(fuels) or (cfg.default_fuel,)
    try:
        result = validate(fuels, grass_curing_pct=cfg.grass_curing_pct)
        band = validate_band(fuels[0], grass_curing_pct=cfg.grass_curing_pct)
        if write_band:
            from appliance.spread.band import ERROR_FILE, model_error
            fit = band["band_fit"]
            ERROR_FILE.write_text(json.dumps({
                **fit, "fuel": band["band_fuel"], "source": "Anderson et al. (2015) Table A1, "
                f"{band['fires_used']} fires; `appliance spread validate --write-band`"}, indent=1) + "\n")
            model_error.cache_clear()
            band = validate_band(fuels[0], grass_curing_pct=cfg.grass_curing_pct)
    except SpreadInputError as exc:
        raise _spread_error(exc) from None
    result.update({k: v for k, v in band.items() if k != "fires_used"})
    if not as_json:
        click.echo(f"{result['fires_used']} of {result['fires_in_table']} fires; measured ROS median "
                   f"{result['measured_ros_m_min']['median']:g} m/min")
        rows = [("baseline 10% of wind", result["baseline_10pct_wind"])] + [(f"FBP {k}", v) for k, v in result["fbp"].items()]
        click.echo(f"{'model':<22} {'MAPE %':>8} {'within 2x':>10} {'median pred/meas':>17} {'MAE m/min':>10}")
        for name, f in rows:
            click.echo(f"{name:<22} {f['mape_pct']:>8} {f['within_factor_2']:>10} {f['median_ratio']:>17} {f['mae_m_min']:>10}")
        click.echo(f"band ({result['band_fuel']}, x{result['band_factors']['low']:g} .. x{result['band_factors']['high']:g}):"
                   f" holds {result['band_coverage']:.1%} of measured rates; median width high/low"
                   f" {result['band_width_median']:g} ({result['band_width_median_m_min']:g} m/min);"
                   f" cross-validated coverage {result['band_fit']['cv_coverage']:.1%}")
        return
    emit_json(result)
