"""A small offline PNG of the fire / no-fire results (OpenCV; no plotting library needed).

The headline by direction comes first (the targets hold per direction), then every configuration
over both directions, then the paper; dashed lines mark the F1 and precision targets.
"""
from pathlib import Path

import cv2
import numpy as np

COLOURS = {"precision": (180, 119, 31), "recall": (14, 127, 255), "f1": (44, 160, 44)}
TARGETS = {"F1 target 0.93": 0.93, "precision target 0.90": 0.90}
SHORT = {"bejaia": "Bejaia", "sidi-bel-abbes": "SBA"}
NAMES = {"box_codes_standard": "standard codes", "station_recorded_codes": "recorded codes"}


def _groups(report: dict) -> list[tuple[str, str, dict]]:
    out = []
    for direction, configs in report.get("directions", {}).items():
        a, b = direction.split("->")
        out.append(("full", f"{SHORT.get(a, a)} -> {SHORT.get(b, b)}", configs["full"]))
    out.append(("full", "both", report))
    for name, m in report["ablations"].items():
        out.append((NAMES.get(name, name.replace("_tool", "").replace("_", " ")), "both", m))
    out.append(("paper 001", "", report["paper_001"]))
    return out


def _text(img, text, xy, scale=0.38):
    cv2.putText(img, text, xy, cv2.FONT_HERSHEY_SIMPLEX, scale, (0, 0, 0), 1, cv2.LINE_AA)


def plot_report(report: dict, path: Path) -> Path:
    groups = _groups(report)
    step, left, bottom, top = 132, 50, 320, 70
    w, h = step * len(groups) + left + 20, bottom + 70
    img = np.full((h, w, 3), 255, np.uint8)

    def y_of(v: float) -> int:
        return int(bottom - v * (bottom - top))

    for v in (0.0, 0.5, 1.0):
        cv2.line(img, (left, y_of(v)), (w - 10, y_of(v)), (225, 225, 225), 1)
        _text(img, f"{v:.1f}", (8, y_of(v) + 4), 0.4)
    for i, (name, sub, m) in enumerate(groups):
        x0 = left + 12 + i * step
        for j, key in enumerate(COLOURS):
            v = float(m.get(key, 0.0))
            cv2.rectangle(img, (x0 + j * 36, y_of(v)), (x0 + j * 36 + 32, bottom), COLOURS[key], -1)
        _text(img, name[:20], (x0, bottom + 16))
        _text(img, sub[:20], (x0, bottom + 30))
    for v in TARGETS.values():
        for x in range(left, w - 10, 12):   # dashed
            cv2.line(img, (x, y_of(v)), (min(x + 6, w - 10), y_of(v)), (60, 60, 200), 1)
    for j, key in enumerate(COLOURS):
        cv2.rectangle(img, (left + j * 110, 12), (left + j * 110 + 12, 24), COLOURS[key], -1)
        _text(img, key, (left + j * 110 + 16, 23), 0.45)
    cv2.line(img, (left + 340, 18), (left + 352, 18), (60, 60, 200), 1)
    _text(img, "targets: " + ", ".join(TARGETS), (left + 358, 23), 0.45)
    _text(img, f"Algerian fire/no-fire on box-computed codes (n={report.get('n')}); "
               "targets hold per direction", (left, h - 12), 0.45)
    path.parent.mkdir(parents=True, exist_ok=True)
    cv2.imwrite(str(path), img)
    return path
