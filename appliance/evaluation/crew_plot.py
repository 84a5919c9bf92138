"""The crew evaluation's plot: accuracy per gold intent against the 0.95 targets, and the headline
(false grounded against 0, latency p95 against 5 s). Offline: matplotlib's Agg backend, no display."""
from pathlib import Path

TARGET_ACC, TARGET_P95_S = 0.95, 5.0
BARS = (("intent_accuracy", "intent", "#1f77b4"), ("decision_accuracy", "decision", "#ff7f0e"),
        ("fact_accuracy", "facts", "#2ca02c"), ("entity_accuracy", "entities", "#9467bd"))


def plot_report(report: dict, path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    per = report["per_intent"]
    names = list(per)
    fig, (ax, side) = plt.subplots(1, 2, figsize=(14, 5.2), gridspec_kw={"width_ratios": [5, 1.3]})
    width = 0.8 / len(BARS)
    for k, (key, label, colour) in enumerate(BARS):
        xs = [i + (k - (len(BARS) - 1) / 2) * width for i in range(len(names))]
        ax.bar(xs, [per[n][key] or 0.0 for n in names], width, label=label, color=colour)
    ax.axhline(TARGET_ACC, color="black", linestyle="--", linewidth=1, label=f"target {TARGET_ACC}")
    ax.set_xticks(range(len(names)))
    ax.set_xticklabels([f"{n}\n(n={per[n]['n']})" for n in names], rotation=45, ha="right", fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("share of questions")
    ax.set_title(f"Crew questions, split {report['split']} (n={report['n']}): accuracy by gold intent")
    ax.legend(loc="lower left", fontsize=8, ncol=5)
    side.axis("off")
    lines = [f"{label}: {report[key]:.3f}" if report[key] is not None else f"{label}: -"
             for key, label, _ in BARS]
    fg_ok = report["false_grounded"] == 0
    p95 = report["latency_p95_s"] or 0.0
    lines += ["", f"model: {report.get('model', '?')[:40]}",
              f"false grounded: {report['false_grounded']} ({'meets' if fg_ok else 'misses'} target 0)",
              f"latency p50: {report['latency_p50_s']} s",
              f"latency p95: {p95} s ({'meets' if p95 <= TARGET_P95_S else 'misses'} target {TARGET_P95_S:g} s)"]
    side.text(0.0, 0.95, "\n".join(lines), va="top", family="monospace", fontsize=9)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
