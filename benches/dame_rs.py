#!/usr/bin/env python3
"""Compare this workspace's draughts perft with dame-rs (international, drop
duplicates) on the same positions, single-threaded, in one run, and print the ratio.

Run from the repository root: `python3 benches/dame_rs.py`. It builds
`cargo run -p boardgames-draughts --release --example draughts_perft` once, times both engines on each
position (best of three runs), checks that the node counts agree, and prints nodes/s
and the speed ratio. dame-rs (`pip install dame-rs`; `dame.perft(dame.Board(fen),
depth)`) is skipped with a message where it is not installed.
"""

import subprocess
import sys
import time

CASES = [
    ("start", "W:W31-50:B1-20", 7),
    ("start", "W:W31-50:B1-20", 8),
    ("woldouby", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", 12),
]


def ours(fen, depth):
    best = None
    for _ in range(3):
        out = subprocess.run(
            ["cargo", "run", "-q", "-p", "draughts", "--release", "--example", "draughts_perft", "--",
             "international", fen, str(depth)],
            check=True, capture_output=True, text=True,
        ).stdout.split()
        nodes, secs = int(out[0]), float(out[1])
        best = secs if best is None else min(best, secs)
    return nodes, best


def theirs(dame, fen, depth):
    best = None
    for _ in range(3):
        board = dame.Board(fen)
        t = time.perf_counter()
        nodes = dame.perft(board, depth)
        secs = time.perf_counter() - t
        best = secs if best is None else min(best, secs)
    return nodes, best


def main():
    try:
        import dame
    except ImportError:
        dame = None
        print("dame-rs is not installed (pip install dame-rs): timing ours only", file=sys.stderr)
    subprocess.run(["cargo", "build", "-q", "-p", "draughts", "--release", "--example", "draughts_perft"], check=True)
    print(f"{'position':<10} {'depth':>5} {'nodes':>12} {'ours M/s':>10} {'dame-rs M/s':>12} {'ratio':>7}")
    for name, fen, depth in CASES:
        n, s = ours(fen, depth)
        line = f"{name:<10} {depth:>5} {n:>12} {n / s / 1e6:>10.1f}"
        if dame is not None:
            m, t = theirs(dame, fen, depth)
            if m != n:
                print(f"node counts differ: ours {n}, dame-rs {m}", file=sys.stderr)
                sys.exit(1)
            line += f" {m / t / 1e6:>12.1f} {t / s:>7.2f}"
        print(line)


if __name__ == "__main__":
    main()
