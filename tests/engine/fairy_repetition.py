#!/usr/bin/env python3
"""Compares the xiangqi repetition cases of corpus files with Fairy-Stockfish's verdict.

For each case with moves, Fairy-Stockfish (UCI, UCI_Variant xiangqi) searches the position before
the last move with only that move allowed (`go depth 2 searchmoves M`). The last move completes the
third occurrence, so the engine scores the game end from the mover's side: "mate -N" means the
mover loses, "mate N" that it wins, "cp 0" a draw. Usage:

  tests/engine/fairy_repetition.py [--engine /usr/games/fairy-stockfish] FILE.json ...

Prints one line per case (AGREE or DIFFER, the expected and the engine's verdict) and a summary.
Measured figures: tests/engine/KNOWN_DIFFERENCES.md. Not run by CI (it is a measurement).
"""
import argparse
import json
import re
import subprocess


def uci_move(move):
    # arbiter's xiangqi moves name ranks 0-9; Fairy-Stockfish's UCI names them 1-10.
    m = re.fullmatch(r"([a-i])(\d)([a-i])(\d)", move)
    return f"{m[1]}{int(m[2]) + 1}{m[3]}{int(m[4]) + 1}"


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.send("setoption name UCI_Variant value xiangqi")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def score_of_last_move(self, fen, moves):
        ms = [uci_move(m) for m in moves]
        self.send(f"position fen {fen} moves {' '.join(ms[:-1])}")
        self.send(f"go depth 2 searchmoves {ms[-1]}")
        last = ""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("fairy_repetition: the engine exited")
            if line.startswith("info depth"):
                last = line
            if line.startswith("bestmove"):
                break
        found = re.search(r"score (\w+ -?\d+)", last)
        return found[1] if found else "none"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    engine = Engine(args.engine)
    agree = differ = 0
    for path in args.files:
        with open(path, encoding="utf-8") as f:
            cases = json.load(f)["cases"]
        for case in cases:
            moves = case.get("moves", [])
            status = case.get("expect", {}).get("status")
            if len(moves) < 4 or status is None or status["result"] == "ongoing":
                continue
            mover_red = (case["fen"].split()[1] == "w") == (len(moves) % 2 == 1)
            score = engine.score_of_last_move(case["fen"], moves)
            if score.startswith("mate -"):
                verdict = "black" if mover_red else "red"
            elif score.startswith("mate"):
                verdict = "red" if mover_red else "black"
            elif score == "cp 0":
                verdict = "draw"
            else:
                verdict = "no game end (" + score + ")"
            expected = status["winner"] or status["result"]
            same = verdict == expected
            agree += same
            differ += not same
            options = case.get("options", {})
            print(f"{'AGREE ' if same else 'DIFFER'} {case['id']} expected {expected} "
                  f"engine {verdict}{' ' + json.dumps(options) if options else ''}")
    print(f"{agree} agree, {differ} differ")


if __name__ == "__main__":
    main()
