"""Small grouped bar charts for the consultation's findings: PNG files beside answers."""
from pathlib import Path

import numpy as np

from appliance.charts import PALETTE, figure, save_png


def bar_chart(path: Path, title: str, labels: list[str], series: dict[str, list[float]], unit: str = "") -> Path:
    """Grouped bars: one group per label, one bar per series; values written above the bars."""
    fig, ax = figure(640, 320)
    width = 0.8 / max(1, len(series))
    for s_i, (name, vals) in enumerate(series.items()):
        bars = ax.bar(np.arange(len(vals)) + (s_i - (len(series) - 1) / 2) * width, vals, width,
                      color=PALETTE[s_i % len(PALETTE)], label=name[:18])
        ax.bar_label(bars, fmt="%g", fontsize=7)
    ax.set_xticks(range(len(labels)), labels, fontsize=8)
    ax.set_title(title[:70], loc="left", fontsize=10)
    if unit:
        ax.set_ylabel(unit)
    if series:
        ax.legend(frameon=False, fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)
    return save_png(fig, path)
