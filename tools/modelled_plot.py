"""The line plot make bench's reports share (tools/bench_library.py, tools/bench_attention.py):
modelled TFLOP/s against a size on a log2 axis, with reference lines, written by matplotlib."""
import os


def plot_modelled(png, curves, title, xlabel, ylabel, refs=(), hlines=()):
    """Writes `png`; returns the markdown line that shows it (or says why there is no plot).

    curves: {name: [(x, y), ...]} (labelled "modelled"); refs: [(name, {x: y})] drawn dashed
    (published measurements); hlines: [(y, name, style)] horizontal lines (peaks, targets)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "(no plot: python3-matplotlib is not installed)"
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for name, pts in curves.items():
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=name + " (modelled)")
    for name, pts in refs:
        ax.plot(list(pts), list(pts.values()), "k--", marker="s", label=name)
    for y, name, style in hlines:
        ax.axhline(y, color="gray", linestyle=style, label=name)
    ax.set_xscale("log", base=2)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(png, dpi=100)
    plt.close(fig)
    return f"![plot]({os.path.basename(png)})"
