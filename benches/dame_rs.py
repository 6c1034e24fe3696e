#!/usr/bin/env python3
"""Compare this workspace's draughts perft with dame-rs (international, drop
duplicates) on the same positions, single-threaded, and print the ratio.

Run from the repository root: `python3 benches/dame_rs.py [--runs N] [--quick]`. It
builds `cargo build -p boardgames-draughts --release --example draughts_perft` once,
runs the binary on each position and takes the best CPU time (user + system of the
child process) of N runs (default 3); dame-rs (`pip install dame-rs`;
`dame.perft(dame.Board(fen), depth)`) is timed in this process with
`time.process_time()`, also best of N. Node counts must agree. It prints nodes per
CPU second and the ratio (dame-rs CPU time / ours). `--quick` skips the deepest
cases (Woldouby d15). dame-rs has no English draughts: that line is ours alone.

On a loaded machine compare instruction counts too (callgrind on both):
    valgrind --tool=callgrind target/release/examples/draughts_perft international FEN D
    valgrind --tool=callgrind python3 -c "import dame; dame.perft(dame.Board('FEN'), D)"
(subtract the same python command at depth 1 for the interpreter's start-up).
"""

import argparse
import os
import resource
import subprocess
import sys
import time

WOLDOUBY = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"
RANDOM178 = "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46"
ALLKINGS = ("W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,"
            "K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20")

# (name, variant, FEN, depth, published count: ../shared/data/draughts/perft.md)
CASES = [
    ("start", "international", "W:W31-50:B1-20", 9, 41022423),
    ("woldouby", "international", WOLDOUBY, 13, 9872645),
    ("woldouby", "international", WOLDOUBY, 15, 346184885),
    ("random178", "international", RANDOM178, 8, 86724219),
    ("allkings", "international", ALLKINGS, 9, 8558321),
    ("english", "english", "start", 11, 85242128),
]

BIN = os.path.join("target", "release", "examples", "draughts_perft")


def ours(variant, fen, depth, runs):
    best = None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([BIN, variant, fen, str(depth)],
                             check=True, capture_output=True, text=True).stdout.split()
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        secs = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        nodes = int(out[0])
        best = secs if best is None else min(best, secs)
    return nodes, best


def theirs(dame, fen, depth, runs):
    best = None
    for _ in range(runs):
        board = dame.Board(fen)
        t = time.process_time()
        nodes = dame.perft(board, depth)
        secs = time.process_time() - t
        best = secs if best is None else min(best, secs)
    return nodes, best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="best of this many runs")
    parser.add_argument("--quick", action="store_true", help="skip Woldouby d15")
    args = parser.parse_args()
    try:
        import dame
    except ImportError:
        dame = None
        print("dame-rs is not installed (pip install dame-rs): timing ours only", file=sys.stderr)
    subprocess.run(["cargo", "build", "-q", "-p", "boardgames-draughts", "--release",
                    "--example", "draughts_perft"], check=True)
    print(f"{'position':<10} {'depth':>5} {'nodes':>12} {'ours M/s':>10} {'dame-rs M/s':>12} {'ratio':>7}")
    for name, variant, fen, depth, published in CASES:
        if args.quick and depth >= 15:
            continue
        n, s = ours(variant, fen, depth, args.runs)
        if n != published:
            print(f"{name} d{depth}: ours {n}, published {published}", file=sys.stderr)
            sys.exit(1)
        line = f"{name:<10} {depth:>5} {n:>12} {n / s / 1e6:>10.1f}"
        if dame is not None and variant == "international":
            m, t = theirs(dame, fen, depth, args.runs)
            if m != n:
                print(f"node counts differ: ours {n}, dame-rs {m}", file=sys.stderr)
                sys.exit(1)
            line += f" {m / t / 1e6:>12.1f} {t / s:>7.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
