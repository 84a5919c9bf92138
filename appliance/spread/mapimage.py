"""A PNG map of a projection: the p95 and p50 fronts, the start, the heads, the inputs (wind
stations counted), a scale bar and north up, on a local metre grid. No tiles: the box has no internet."""
import math
from pathlib import Path

from appliance.charts import figure, save_png


def _nice_scale(metres: float) -> float:
    exp = 10 ** math.floor(math.log10(max(metres, 1.0)))
    for step in (5, 2, 1):
        if step * exp <= metres:
            return step * exp
    return exp


def _caption(p: dict) -> str:
    wind = p.get("inputs", {}).get("wind", {})
    stations = wind.get("stations", [])
    return "\n".join([
        f"fuel {p['rate']['fuel']}  head ROS {p['rate']['head_ros_m_min']:.1f} m/min toward "
        f"{p['rate']['spread_toward_deg']:.0f} deg  L/B {p['rate']['lb_ratio']:.2f}",
        f"wind {wind.get('wind_kmh', '?')} km/h from {wind.get('wind_from_deg', '?')} deg ({len(stations)} station(s))"
        f"  latency p50 {p['latency']['p50_s']:.0f} s / p95 {p['latency']['p95_s']:.0f} s  travel {p['travel_min']:g} min",
        f"start {p['start_time']}  drift without look-ahead {p['drift_without_lookahead_m']:.0f} m"])


def draw_projection_png(projection: dict, path: Path | str) -> Path:
    feats = {f["properties"]["kind"]: f for f in projection["features"]}
    start_lon, start_lat = feats["start"]["geometry"]["coordinates"]
    m_per_deg_lat = 111_195.0
    m_per_deg_lon = m_per_deg_lat * math.cos(math.radians(start_lat))

    def to_m(lon, lat):
        return (lon - start_lon) * m_per_deg_lon, (lat - start_lat) * m_per_deg_lat

    fig, ax = figure(800, 800)
    rings = {label: [to_m(*p) for p in feats[f"front_{label}"]["geometry"]["coordinates"][0]] for label in ("p95", "p50")}
    half = max(50.0, max(max(abs(x), abs(y)) for x, y in rings["p95"])) * 1.15
    for label, fill, edge in (("p95", "#ffc8aa", "#dc5a28"), ("p50", "#fa8c5a", "#c82800")):
        xs, ys = zip(*rings[label])
        ax.fill(xs, ys, color=fill, alpha=0.6, zorder=1)
        ax.plot(xs, ys, color=edge, linewidth=2, zorder=2, label=f"front {label}")
    for label in ("p50", "p95"):
        hx, hy = to_m(*feats[f"head_{label}"]["geometry"]["coordinates"])
        ax.plot(hx, hy, "o", color="#780000", zorder=3)
        ax.annotate(f"head {label} {feats[f'front_{label}']['properties']['act_time'][11:16]}Z", (hx, hy),
                    xytext=(8, -14 if label == "p50" else 8), textcoords="offset points", fontsize=9)
    ax.plot(0, 0, "x", color="black", markersize=12, markeredgewidth=2, zorder=3)
    ax.annotate("start", (0, 0), xytext=(8, -14), textcoords="offset points", fontsize=9)
    bar = _nice_scale(half * 0.6)
    ax.plot([-half * 0.9, -half * 0.9 + bar], [-half * 0.9] * 2, color="black", linewidth=3)
    ax.text(-half * 0.9, -half * 0.86, f"{bar:g} m", fontsize=10)
    ax.annotate("N", xy=(half * 0.9, half * 0.9), xytext=(half * 0.9, half * 0.72), ha="center", fontsize=12,
                arrowprops={"arrowstyle": "->", "linewidth": 2})
    ax.set_xlim(-half, half)
    ax.set_ylim(-half, half)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_title(_caption(projection["properties"]), loc="left", fontsize=8)
    ax.legend(loc="lower right", frameon=False, fontsize=8)
    return save_png(fig, path)
