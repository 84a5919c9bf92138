"""Charts as PNG files, drawn with matplotlib's Agg renderer: offline, no display, no pyplot state
(each chart is its own Figure, so threads of the web server never share one). matplotlib is
imported on the first chart only, so nothing that merely imports a tool pays for it."""
from pathlib import Path

# Colour-blind-safe (Okabe-Ito), shared by every chart so a series keeps its colour across them.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")


def figure(width_px: int, height_px: int, dpi: int = 100):
    """A new Figure and its one Axes, `width_px` x `height_px` pixels when saved."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width_px / dpi, height_px / dpi), dpi=dpi, layout="constrained")
    return fig, fig.add_subplot()


def save_png(fig, path: Path | str) -> Path:
    """Write the figure as a PNG (no timestamp or version in it: the same chart gives the same bytes)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png", metadata={"Software": None})
    return path
