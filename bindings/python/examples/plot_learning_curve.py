"""Draw the learning curve of a learn_squadro.py run as an SVG (needs matplotlib).

    python bindings/python/examples/plot_learning_curve.py squadro-run/curve.json out.svg
"""

import argparse
import json
from pathlib import Path

import matplotlib

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402


def plot(run, path):
    curve = run["curve"]
    opponents = [k for k in curve[0] if isinstance(curve[0][k], dict)]
    minutes = [p["seconds"] / 60 for p in curve]
    fig, ax = plt.subplots(figsize=(7, 4))
    for spec in opponents:
        games = sum(curve[0][spec][k] for k in ("wins", "draws", "losses"))
        rates = [100 * p[spec]["win_rate"] for p in curve]
        ax.plot(minutes, rates, marker="o", markersize=3, label=f"vs {spec} ({games} games)")
    ax.axhline(90, color="grey", linestyle=":", linewidth=1)
    ax.set_xlabel("wall-clock minutes since the start (evaluations included)")
    ax.set_ylabel("games won by the network (%)")
    ax.set_ylim(0, 100)
    ax.set_xlim(0, max(minutes) * 1.02 or 1)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    ax.set_title("Squadro from self-play (PPO, numpy) on a shared 2-core machine")
    fig.tight_layout()
    # A fixed hash salt and no date keep the SVG the same for the same data.
    plt.rcParams["svg.hashsalt"] = "cubist"
    fig.savefig(path, format="svg", metadata={"Date": None})
    plt.close(fig)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("curve", type=Path, help="curve.json written by learn_squadro.py")
    p.add_argument("svg", type=Path)
    a = p.parse_args(argv)
    plot(json.loads(a.curve.read_text()), a.svg)


if __name__ == "__main__":
    main()
