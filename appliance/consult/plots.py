"""Small bar charts drawn offline with OpenCV (no matplotlib on the box): PNG files beside answers."""
from pathlib import Path

import cv2
import numpy as np

COLOURS = [(60, 90, 200), (40, 160, 240), (90, 170, 60), (160, 90, 160)]  # BGR
FONT = cv2.FONT_HERSHEY_SIMPLEX


def bar_chart(path: Path, title: str, labels: list[str], series: dict[str, list[float]], unit: str = "") -> Path:
    """Grouped bars: one group per label, one bar per series; values written above the bars."""
    width, height, left, bottom, top = 640, 320, 40, 50, 50
    img = np.full((height, width, 3), 255, np.uint8)
    cv2.putText(img, title[:70], (10, 24), FONT, 0.5, (0, 0, 0), 1, cv2.LINE_AA)
    peak = max([v for vals in series.values() for v in vals] + [1e-9])
    group_w = (width - left - 10) / max(1, len(labels))
    bar_w = max(2, int(group_w * 0.8 / max(1, len(series))))
    base_y = height - bottom
    cv2.line(img, (left, base_y), (width - 10, base_y), (0, 0, 0), 1)
    for s_i, (name, vals) in enumerate(series.items()):
        colour = COLOURS[s_i % len(COLOURS)]
        cv2.rectangle(img, (left + 130 * s_i, height - 18), (left + 130 * s_i + 10, height - 8), colour, -1)
        cv2.putText(img, name[:18], (left + 130 * s_i + 14, height - 8), FONT, 0.4, (0, 0, 0), 1, cv2.LINE_AA)
        for i, v in enumerate(vals):
            x0 = int(left + i * group_w + group_w * 0.1 + s_i * bar_w)
            y0 = int(base_y - (height - bottom - top) * v / peak)
            cv2.rectangle(img, (x0, y0), (x0 + bar_w - 1, base_y), colour, -1)
            cv2.putText(img, f"{v:g}", (x0, y0 - 3), FONT, 0.33, (0, 0, 0), 1, cv2.LINE_AA)
    for i, label in enumerate(labels):
        cv2.putText(img, label, (int(left + i * group_w + group_w * 0.15), base_y + 16), FONT, 0.4, (0, 0, 0), 1, cv2.LINE_AA)
    if unit:
        cv2.putText(img, unit, (4, top - 6), FONT, 0.35, (0, 0, 0), 1, cv2.LINE_AA)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not cv2.imwrite(str(path), img):
        raise OSError(f"could not write {path}")
    return path
