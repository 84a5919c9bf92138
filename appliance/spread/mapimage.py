"""A PNG map of a projection drawn offline with OpenCV: the p95 and p50 fronts, the start, the
heads, the inputs (wind stations counted in the legend), a scale bar and north up. No tiles: the box has no internet."""
import math
from pathlib import Path

import cv2
import numpy as np

SIZE, MARGIN = 800, 60
FONT = cv2.FONT_HERSHEY_SIMPLEX


def _nice_scale(metres: float) -> float:
    exp = 10 ** math.floor(math.log10(max(metres, 1.0)))
    for step in (5, 2, 1):
        if step * exp <= metres:
            return step * exp
    return exp


def draw_projection_png(projection: dict, path: Path | str) -> Path:
    feats = {f["properties"]["kind"]: f for f in projection["features"]}
    start_lon, start_lat = feats["start"]["geometry"]["coordinates"]
    stations = projection["properties"].get("inputs", {}).get("wind", {}).get("stations", [])
    ring95 = feats["front_p95"]["geometry"]["coordinates"][0]
    ring50 = feats["front_p50"]["geometry"]["coordinates"][0]
    m_per_deg_lat = 111_195.0
    m_per_deg_lon = m_per_deg_lat * math.cos(math.radians(start_lat))

    def to_m(lon, lat):
        return (lon - start_lon) * m_per_deg_lon, (lat - start_lat) * m_per_deg_lat

    pts = [to_m(*p) for p in ring95] + [(0.0, 0.0)]
    half = max(50.0, max(max(abs(x), abs(y)) for x, y in pts)) * 1.15
    scale = (SIZE - 2 * MARGIN) / (2 * half)

    def px(x, y):
        return int(round(SIZE / 2 + x * scale)), int(round(SIZE / 2 - y * scale))

    img = np.full((SIZE, SIZE, 3), 250, np.uint8)
    for ring, fill, edge in ((ring95, (170, 200, 255), (40, 90, 220)), (ring50, (90, 140, 250), (0, 40, 200))):
        poly = np.array([px(*to_m(*p)) for p in ring], np.int32)
        overlay = img.copy()
        cv2.fillPoly(overlay, [poly], fill)
        img = cv2.addWeighted(overlay, 0.6, img, 0.4, 0)
        cv2.polylines(img, [poly], True, edge, 2, cv2.LINE_AA)
    for label in ("p50", "p95"):
        hx, hy = px(*to_m(*feats[f"head_{label}"]["geometry"]["coordinates"]))
        cv2.circle(img, (hx, hy), 5, (0, 0, 120), -1)
        cv2.putText(img, f"head {label} {feats[f'front_{label}']['properties']['act_time'][11:16]}Z",
                    (hx + 8, hy - 8 if label == "p95" else hy + 18), FONT, 0.45, (0, 0, 0), 1, cv2.LINE_AA)
    sx, sy = px(0, 0)
    cv2.drawMarker(img, (sx, sy), (0, 0, 0), cv2.MARKER_TILTED_CROSS, 16, 2)
    cv2.putText(img, "start", (sx + 8, sy + 18), FONT, 0.45, (0, 0, 0), 1, cv2.LINE_AA)
    bar = _nice_scale(half * 0.6)
    cv2.line(img, (MARGIN, SIZE - 30), (MARGIN + int(bar * scale), SIZE - 30), (0, 0, 0), 3)
    cv2.putText(img, f"{bar:g} m", (MARGIN, SIZE - 40), FONT, 0.5, (0, 0, 0), 1, cv2.LINE_AA)
    cv2.arrowedLine(img, (SIZE - 40, 90), (SIZE - 40, 40), (0, 0, 0), 2, tipLength=0.3)
    cv2.putText(img, "N", (SIZE - 47, 110), FONT, 0.6, (0, 0, 0), 2, cv2.LINE_AA)
    p = projection["properties"]
    wind = p.get("inputs", {}).get("wind", {})
    lines = [f"fuel {p['rate']['fuel']}  head ROS {p['rate']['head_ros_m_min']:.1f} m/min toward "
             f"{p['rate']['spread_toward_deg']:.0f} deg  L/B {p['rate']['lb_ratio']:.2f}",
             f"wind {wind.get('wind_kmh', '?')} km/h from {wind.get('wind_from_deg', '?')} deg"
             f" ({len(stations)} station(s))  latency p50 {p['latency']['p50_s']:.0f} s / p95 {p['latency']['p95_s']:.0f} s"
             f"  travel {p['travel_min']:g} min",
             f"start {p['start_time']}  drift without look-ahead {p['drift_without_lookahead_m']:.0f} m"]
    for i, line in enumerate(lines):
        cv2.putText(img, line, (10, 20 + 18 * i), FONT, 0.45, (0, 0, 0), 1, cv2.LINE_AA)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not cv2.imwrite(str(path), img):
        raise OSError(f"cannot write {path}")
    return path
