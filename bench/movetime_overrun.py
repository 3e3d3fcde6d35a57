#!/usr/bin/env python3
"""How late do UCI engines answer `go movetime MS`? (docs/match.md, "Time margin")

    bench/movetime_overrun.py [--movetime 100] [--moves 200] ENGINE [UCI_VARIANT]

The engine plays itself from the start position, one `position startpos moves ...` and
`go movetime MS` per move (a new game when one ends, or after 150 plies), `isready`/`readyok`
before each `go` so that setting up the position is not counted. The time of a move is from
writing `go` to reading `bestmove`, as `arbiter match` measures it. Prints the overrun (time
minus MS) in milliseconds: minimum, median, 99th percentile, maximum, and how many moves went
over by more than 0, 5, 10, 20 ms. Python standard library only.
"""
import argparse
import statistics
import subprocess
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--moves", type=int, default=200)
    ap.add_argument("engine")
    ap.add_argument("variant", nargs="?")
    args = ap.parse_args()

    p = subprocess.Popen([args.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    def wait(prefix):
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit("the engine ended")
            if line.startswith(prefix):
                return line.split()

    send("uci")
    wait("uciok")
    if args.variant:
        send("setoption name UCI_Variant value " + args.variant)
    send("ucinewgame")
    moves = []
    over = []
    while len(over) < args.moves:
        send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        send("isready")
        wait("readyok")
        send("go movetime %d" % args.movetime)
        t0 = time.monotonic()
        words = wait("bestmove")
        over.append((time.monotonic() - t0) * 1000.0 - args.movetime)
        if len(words) < 2 or words[1] in ("(none)", "0000") or len(moves) >= 150:
            moves = []
            send("ucinewgame")
        else:
            moves.append(words[1])
    send("quit")
    p.wait(5)
    over.sort()
    pct = over[min(len(over) - 1, int(len(over) * 0.99))]
    print("%s%s: %d moves at movetime %d ms; overrun ms: min %.1f median %.1f p99 %.1f max %.1f"
          % (args.engine, " (" + args.variant + ")" if args.variant else "", len(over),
             args.movetime, over[0], statistics.median(over), pct, over[-1]))
    print("  moves over by more than 0/5/10/20 ms: %s"
          % "/".join(str(sum(1 for o in over if o > t)) for t in (0, 5, 10, 20)))


if __name__ == "__main__":
    main()
