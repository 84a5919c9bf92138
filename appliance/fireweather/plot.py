"""A PNG of fire weather over time: FWI per station as lines over the danger-class bands (EFFIS)."""
from pathlib import Path

from appliance.charts import PALETTE, figure, save_png
from appliance.fireweather.codes import DANGER_CLASSES

BANDS = ("#d9f0d3", "#fff7bc", "#fee391", "#fdae6b", "#fb6a4a", "#cb181d")   # very low ... extreme


def plot_fire_weather(history: list[dict], path: Path | str, title: str = "Fire Weather Index by station") -> Path:
    """Draw FWI per station from `fire_weather_history` rows; returns the PNG path."""
    fig, ax = figure(1000, 480)
    days = sorted({r["day"] for r in history})
    top = max([60.0] + [r["codes"]["FWI"] * 1.1 for r in history])
    bounds = [lo for lo, _ in DANGER_CLASSES] + [top]
    for i, (lo, name) in enumerate(DANGER_CLASSES):
        if lo < top:
            ax.axhspan(lo, min(bounds[i + 1], top), color=BANDS[i % len(BANDS)], zorder=0)
            ax.text(0.005, lo, f" {name}", transform=ax.get_yaxis_transform(), va="bottom", fontsize=8, color="#222")
    x = {d: i for i, d in enumerate(days)}
    for k, (site, device) in enumerate(sorted({(r["site"], r["device"]) for r in history})):
        rows = [r for r in history if (r["site"], r["device"]) == (site, device)]
        ax.plot([x[r["day"]] for r in rows], [r["codes"]["FWI"] for r in rows], color=PALETTE[k % len(PALETTE)],
                linewidth=2, label=device[:18])
    if days:
        ticks = list(range(0, len(days), max(1, len(days) // 6)))
        ax.set_xticks(ticks, [days[i] for i in ticks])
        ax.set_xlim(0, max(1, len(days) - 1))
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False)
    else:
        ax.text(0.5, 0.5, "no fire-weather days stored yet", transform=ax.transAxes, ha="center")
    ax.set_ylim(0, top)
    ax.set_ylabel("FWI")
    ax.set_title(title, loc="left")
    return save_png(fig, path)
