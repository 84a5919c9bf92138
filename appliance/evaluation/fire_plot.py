"""A small offline PNG of the fire / no-fire results (OpenCV; no plotting library needed)."""
from pathlib import Path

import cv2
import numpy as np

COLOURS = {"precision": (180, 119, 31), "recall": (14, 127, 255), "f1": (44, 160, 44)}


def plot_report(report: dict, path: Path) -> Path:
    configs = {"full": report, **report["ablations"], "paper 001": report["paper_001"]}
    w, h, left, bottom = 120 * len(configs) + 80, 360, 50, 300
    img = np.full((h, w, 3), 255, np.uint8)
    for v in (0.0, 0.5, 0.9, 1.0):
        y = int(bottom - v * 250)
        cv2.line(img, (left, y), (w - 10, y), (220, 220, 220), 1)
        cv2.putText(img, f"{v:.1f}", (5, y + 4), cv2.FONT_HERSHEY_SIMPLEX, 0.4, (0, 0, 0), 1)
    for i, (name, m) in enumerate(configs.items()):
        x0 = left + 10 + i * 120
        for j, key in enumerate(COLOURS):
            v = float(m.get(key, 0.0))
            cv2.rectangle(img, (x0 + j * 30, int(bottom - v * 250)), (x0 + j * 30 + 26, bottom), COLOURS[key], -1)
        label = name.replace("_tool", "").replace("_", " ")[:16]
        cv2.putText(img, label, (x0, bottom + 18), cv2.FONT_HERSHEY_SIMPLEX, 0.38, (0, 0, 0), 1)
    for j, key in enumerate(COLOURS):
        cv2.rectangle(img, (left + j * 110, 10), (left + j * 110 + 12, 22), COLOURS[key], -1)
        cv2.putText(img, key, (left + j * 110 + 16, 21), cv2.FONT_HERSHEY_SIMPLEX, 0.45, (0, 0, 0), 1)
    cv2.putText(img, f"Algerian fire/no-fire, both directions (n={report.get('n')})", (left, h - 12),
                cv2.FONT_HERSHEY_SIMPLEX, 0.45, (0, 0, 0), 1)
    path.parent.mkdir(parents=True, exist_ok=True)
    cv2.imwrite(str(path), img)
    return path
