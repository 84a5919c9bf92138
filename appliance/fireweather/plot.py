"""A PNG of fire weather over time, drawn with OpenCV (already a run-time dependency, works offline
and on a Jetson; no plotting library to pin). FWI per station as lines over the danger-class bands."""
from pathlib import Path

import cv2
import numpy as np

from appliance.fireweather.codes import DANGER_CLASSES

W, H, LEFT, RIGHT, TOP, BOTTOM = 1000, 480, 70, 170, 40, 60
BAND_BGR = ((200, 240, 200), (170, 235, 235), (150, 220, 250), (130, 180, 250), (120, 130, 240), (130, 90, 200))
LINE_BGR = ((180, 60, 20), (20, 120, 20), (20, 20, 180), (120, 20, 120), (0, 0, 0), (90, 90, 20))
FONT = cv2.FONT_HERSHEY_SIMPLEX


def plot_fire_weather(history: list[dict], path: Path | str, title: str = "Fire Weather Index by station") -> Path:
    """Draw FWI per station from `fire_weather_history` rows; returns the PNG path."""
    img = np.full((H, W, 3), 255, np.uint8)
    days = sorted({r["day"] for r in history})
    fwi_max = max([60.0] + [r["codes"]["FWI"] * 1.1 for r in history])
    x0, x1, y0, y1 = LEFT, W - RIGHT, H - BOTTOM, TOP

    def ypix(v: float) -> int:
        return int(round(y0 - (y0 - y1) * min(v, fwi_max) / fwi_max))

    bounds = [lo for lo, _ in DANGER_CLASSES] + [fwi_max]
    for i, (lo, name) in enumerate(DANGER_CLASSES):
        if lo >= fwi_max:
            break
        cv2.rectangle(img, (x0, ypix(bounds[i + 1])), (x1, ypix(lo)), BAND_BGR[i], -1)
        cv2.putText(img, name, (x0 + 4, ypix(lo) - 4), FONT, 0.4, (80, 80, 80), 1, cv2.LINE_AA)
    for v in range(0, int(fwi_max) + 1, 10):
        cv2.putText(img, str(v), (x0 - 30, ypix(v) + 4), FONT, 0.4, (0, 0, 0), 1, cv2.LINE_AA)
    cv2.rectangle(img, (x0, y1), (x1, y0), (0, 0, 0), 1)
    cv2.putText(img, title, (x0, 25), FONT, 0.6, (0, 0, 0), 1, cv2.LINE_AA)
    cv2.putText(img, "FWI", (10, TOP + 10), FONT, 0.45, (0, 0, 0), 1, cv2.LINE_AA)
    if days:
        step = (x1 - x0) / max(1, len(days) - 1)
        xpix = {d: int(round(x0 + i * step)) for i, d in enumerate(days)}
        for d in days[:: max(1, len(days) // 6)]:
            cv2.putText(img, d, (xpix[d] - 35, y0 + 20), FONT, 0.4, (0, 0, 0), 1, cv2.LINE_AA)
        stations = sorted({(r["site"], r["device"]) for r in history})
        for k, st in enumerate(stations):
            pts = np.array([(xpix[r["day"]], ypix(r["codes"]["FWI"])) for r in history
                            if (r["site"], r["device"]) == st], np.int32)
            color = LINE_BGR[k % len(LINE_BGR)]
            cv2.polylines(img, [pts], False, color, 2, cv2.LINE_AA)
            cv2.line(img, (x1 + 10, TOP + 20 * k + 10), (x1 + 30, TOP + 20 * k + 10), color, 2)
            cv2.putText(img, f"{st[1]}"[:18], (x1 + 35, TOP + 20 * k + 14), FONT, 0.4, (0, 0, 0), 1, cv2.LINE_AA)
    else:
        cv2.putText(img, "no fire-weather days stored yet", (x0 + 20, (y0 + y1) // 2), FONT, 0.6, (0, 0, 0), 1)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not cv2.imwrite(str(path), img):
        raise OSError(f"cannot write {path}")
    return path
