"""A small PNG of the fire / no-fire results.

The headline by direction comes first (the targets hold per direction), then every configuration
over both directions, then the paper; dashed lines mark the F1 and precision targets. The caption
says what is scored (fire_crossval.WHAT_IS_SCORED), so the picture cannot travel without it.
"""
import textwrap
from pathlib import Path

import numpy as np

from appliance.charts import PALETTE, figure, save_png
from appliance.evaluation.fire_crossval import WHAT_IS_SCORED

METRICS = ("precision", "recall", "f1")
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
    out.append(("paper 001", "(an LLM system)", report["paper_001"]))
    return out


def plot_report(report: dict, path: Path) -> Path:
    groups = _groups(report)
    fig, ax = figure(max(640, 140 * len(groups)), 470)
    x = np.arange(len(groups))
    for j, key in enumerate(METRICS):
        ax.bar(x + (j - 1) * 0.27, [float(m.get(key, 0.0)) for _, _, m in groups], 0.25,
               color=PALETTE[j], label=key)
    for k, (name, v) in enumerate(TARGETS.items()):
        ax.axhline(v, color="#555", linestyle=(0, (4, 3 + 2 * k)), linewidth=1, label=name)
    ax.set_xticks(x, [f"{name}\n{sub}" for name, sub, _ in groups], fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.legend(ncols=5, loc="lower left", bbox_to_anchor=(0, 1.0), frameon=False, fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)
    caption = (f"Algerian fire/no-fire on box-computed codes (n={report.get('n')}); targets hold per direction. "
               + WHAT_IS_SCORED)
    width = max(90, 18 * len(groups))
    fig.text(0.01, 0.0, "\n".join(textwrap.wrap(caption, width)), fontsize=7, va="bottom")
    fig.get_layout_engine().set(rect=(0, 0.1, 1, 0.9))
    return save_png(fig, path)
