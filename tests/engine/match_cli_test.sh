#!/usr/bin/env bash
# `arbiter match` on the command line (docs/match.md): bad flags (exit 2, one stderr line), the
# progress lines, --json lines and summary, records read back by `arbiter games`, a failing engine
# that loses and is restarted while the match goes on, Ctrl-C keeping the finished records and
# leaving no engine process, and real engines when installed (stockfish; fairy-stockfish for
# xiangqi and shogi) with node limits. Usage: match_cli_test.sh ARBITER FAKE_ENGINE
set -u
arbiter=$1
fake=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

A="name=A cmd=\"$fake chess seed=1\""
B="name=B cmd=\"$fake chess seed=2\""

# Bad input: exit 2 and exactly one line on stderr. $A and $B hold double quotes (cmd="..."), so
# they are single-quoted here: each line is eval'ed, and a double-quoted $A would split into
# stray words, refused for that reason instead of the one the line is about.
while IFS= read -r args; do
    err=$(eval "\"$arbiter\" match $args" 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "'$args': exit $status, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ "$err" == arbiter:* ]] ||
        fail "'$args': stderr is not one arbiter: line: $err"
done <<EOF2
--game chess --engine '$A' --games 2 --nodes 10
--game chess --engine '$A' --engine '$B' --nodes 10
--game chess --engine '$A' --engine '$B' --games 2
--game chess --engine '$A' --engine '$A' --games 2 --nodes 10
--game chess --engine '$A' --engine "name=B proto=uci" --games 2 --nodes 10
--game chess --engine '$A' --engine "name=B cmd=x colour=red" --games 2 --nodes 10
--game chess --engine '$A' --engine "name=B cmd=x proto=usi" --games 2 --nodes 10
--game chess --engine '$A' --engine "name=B cmd=x proto=winboard" --games 2 --nodes 10
--game chess --engine '$A' --engine '$B' --games 2 --tc 10+
--game chess --engine '$A' --engine '$B' --games 2 --tc 0
--game chess --engine '$A' --engine '$B' --games 2 --movetime 100 --tc 10
--game chess --engine '$A' --engine '$B' --games 2 --movetime 100 --time-margin -5
--game chess --engine '$A' --engine '$B' --games 2 --movetime 100 --time-margin 10 --timemargin 10
--game chess --engine '$A' --engine '$B' --games 0 --nodes 10
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --record-format kif
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --impasse-rule csa27
--game shogi --engine '$A' --engine '$B' --games 2 --nodes 10 --impasse
--game shogi --engine '$A' --engine '$B' --games 2 --nodes 10 --record-format pgn
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --concurrency 0
--game chess --engine '$A' --engine "name=B cmd=/nonexistent/engine" --games 2 --nodes 10
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --out /proc/version/x
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --resign movecount=3
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --resign movecount=3 score=x
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --draw score=10
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --draw movecount=2 colour=1
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --sprt elo0=5 elo1=0
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --sprt elo0=zero
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --sprt model=BayesElo
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --sprt model
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --openings /nonexistent.epd
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --order random
EOF2

# Four games of instant random movers, 40 plies at most: the progress lines, --json, records.
out=$("$arbiter" match --game chess --engine "$A" --engine "$B" --games 4 --repeat --nodes 1 \
      --max-plies 40 --json --out "$tmp/chess" --pgnout "$tmp/all.pgn" 2>"$tmp/err")
status=$?
[ $status -eq 0 ] || fail "chess match: exit $status: $(cat "$tmp/err")"
[ "$(grep -c '^Finished game [1-4] ([AB] vs [AB]): \(1-0\|0-1\|1/2-1/2\) {chess\.' "$tmp/err")" -eq 4 ] ||
    fail "chess match: four progress lines: $(cat "$tmp/err")"
grep -q '^Finished game 1 (A vs B)' "$tmp/err" && grep -q '^Finished game 2 (B vs A)' "$tmp/err" ||
    fail "colours do not alternate: $(cat "$tmp/err")"
[ "$(grep -c '^{"black":' <<<"$out")" -eq 4 ] || fail "four game lines: $out"
python3 - "$out" <<'PY' || fail "json lines: $out"
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
games, summary = lines[:-1], lines[-1]["summary"]
for g in games:
    assert set(g) == {"game", "white", "black", "opening", "result", "reason", "plies"}, g
    assert g["result"] in ("1-0", "0-1", "1/2-1/2") and g["plies"] <= 40, g
assert summary["games"] == 4 and sum(summary["score"].values()) == 4, summary
assert sorted(summary["wld"]) == ["A", "B"] and sum(summary["pentanomial"]) == 2, summary
a = summary["wld"]["A"]; b = summary["wld"]["B"]
assert a[0] == b[1] and a[1] == b[0] and a[2] == b[2] and sum(a) == 4, summary
PY
[ "$(ls "$tmp/chess" | wc -l)" -eq 4 ] || fail "four records in --out: $(ls "$tmp/chess")"
"$arbiter" games --game chess "$tmp/all.pgn" >"$tmp/games.txt" 2>&1 ||
    fail "arbiter games refuses the match's PGN: $(head -5 "$tmp/games.txt")"
"$arbiter" games --game chess "$tmp/chess/game-0001.pgn" >/dev/null 2>&1 || fail "game-0001.pgn"
grep -q '^\[Rule "chess\.' "$tmp/chess/game-0001.pgn" || fail "no Rule tag: $(cat "$tmp/chess/game-0001.pgn")"

# A crash in game 1 (B at ply 3): B loses it, is restarted, and game 2 is played.
C="name=C cmd=\"$fake chess at=3:crash\""
"$arbiter" match --game chess --engine "$A" --engine "$C" --games 2 --movetime 500 --max-plies 20 \
    >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] || fail "crash match: exit status: $(cat "$tmp/err")"
grep -q '^Finished game 1 (A vs C): 1-0 {chess.engine.crash}' "$tmp/err" ||
    fail "crash not ruled: $(cat "$tmp/err")"
grep -q '^  black: .*signal 11' "$tmp/err" || fail "crash detail: $(cat "$tmp/err")"
grep -q '^Finished game 2 (C vs A): ' "$tmp/err" || fail "no second game: $(cat "$tmp/err")"

# Xiangqi over UCCI and shogi (KIF and CSA) with the fake, records read back.
X1="name=X1 proto=ucci cmd=\"$fake xiangqi seed=3\""
X2="name=X2 proto=ucci cmd=\"$fake xiangqi seed=4\""
"$arbiter" match --game xiangqi --engine "$X1" --engine "$X2" --games 2 --movetime 500 \
    --max-plies 60 --pgnout "$tmp/xq.pgn" >/dev/null 2>"$tmp/err" || fail "xiangqi: $(cat "$tmp/err")"
"$arbiter" games --game xiangqi "$tmp/xq.pgn" >"$tmp/games.txt" 2>&1 ||
    fail "xiangqi records: $(head -5 "$tmp/games.txt")"
S1="name=S1 cmd=\"$fake shogi seed=5\""
S2="name=S2 cmd=\"$fake shogi seed=6\""
for format in kif csa; do
    "$arbiter" match --game shogi --engine "$S1" --engine "$S2" --games 2 --byoyomi 0.5 \
        --max-plies 50 --record-format $format --out "$tmp/$format" >/dev/null 2>"$tmp/err" ||
        fail "shogi $format: $(cat "$tmp/err")"
    "$arbiter" games --game shogi "$tmp/$format"/game-0001.$format "$tmp/$format"/game-0002.$format \
        >"$tmp/games.txt" 2>&1 || fail "shogi $format records: $(head -5 "$tmp/games.txt")"
done

# Openings (EPD; Kiwipete is the Chess Programming Wiki's "Perft Results" position 2) with
# --repeat: games 1-2 share the first, 3-4 the second.
printf '%s\n' 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - id "kiwipete";' \
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id "start";' >"$tmp/book.epd"
out=$("$arbiter" match --game chess --engine "$A" --engine "$B" --games 4 --repeat --nodes 1 \
      --max-plies 10 --openings "$tmp/book.epd" --json 2>"$tmp/err")
[ "$(grep -o '"opening":"[a-z]*"' <<<"$out" | tr '\n' ' ')" = \
  '"opening":"kiwipete" "opening":"kiwipete" "opening":"start" "opening":"start" ' ] ||
    fail "openings: $out $(cat "$tmp/err")"

# --sprt stops the match once it decides: B resigns every game, so every pair is A's 2-0. With
# the normalized model (the default) for [0, 10] nElo, fishtest's LLRcalc.LLR_normalized(0, 10,
# [0, 0, 0, 0, n]) first reaches ln(0.95 / 0.05) = 2.944 at n = 74 pairs (python3 with Debian's
# python3-scipy over fishtest's server/fishtest/stats/LLRcalc.py): H1 after exactly 148 games.
# The logistic model for [0, 10] Elo needs n = 104 pairs (LLR_logistic), 208 games.
R="name=R cmd=\"$fake chess at=0:resign at=1:resign\""
for model in normalized:148 logistic:208; do
    out=$("$arbiter" match --game chess --engine "$A" --engine "$R" --games 1000 --repeat --nodes 1 \
          --sprt elo0=0 elo1=10 alpha=0.05 beta=0.05 "model=${model%%:*}" --json 2>"$tmp/err")
    python3 - "$out" "${model##*:}" <<'PY' || fail "sprt $model: $(tail -1 <<<"$out")"
import json, sys
s = json.loads(sys.argv[1].splitlines()[-1])["summary"]
n = int(sys.argv[2])
assert s["sprt"]["decision"] == "H1" and s["games"] == n, s
assert s["pentanomial"] == [0, 0, 0, 0, n // 2], s
PY
done
# ... and a handful of games decides nothing (issue 33: one pair of wins gave H1 with LLR 3.81):
# six games, three 2-0 pairs, LLR 0.12 (LLR_normalized(0, 10, [0, 0, 0, 0, 3]) = 0.1196).
out=$("$arbiter" match --game chess --engine "$A" --engine "$R" --games 6 --repeat --nodes 1 \
      --sprt elo0=0 elo1=10 2>"$tmp/err")
grep -qx 'LLR: 0.12 (-2.94, 2.94) \[0.00, 10.00\] normalized continue' <<<"$out" ||
    fail "sprt on six games: $out"
grep -qx 'Ptnml(0-2): \[0, 0, 0, 0, 3\]' <<<"$out" || fail "sprt on six games, Ptnml: $out"

# Setup errors (docs/match.md): an engine that fails in its first game for a cause that is not
# the position stops the match with exit 2 and one line saying what to change, instead of
# forfeiting every game: a handshake that fails (/bin/true exits at once), a limit the engine
# refuses (`nps` under --nodes, as Fairy-Max and MaxQi refuse it), a protocol that cannot be asked
# the match's clock (xshogi has words only for a depth and a time per move in whole seconds). The
# failed game is not recorded.
fakes=$(dirname "$0")/fakes
while IFS='|' read -r want args; do
    err=$(eval "\"$arbiter\" match $args --out \"$tmp/setup\"" 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "setup error '$args': exit $status, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ "$err" == "arbiter: engine "*"cannot play this match: "*"$want"* ]] ||
        fail "setup error '$args': $err"
    [ -z "$(ls -A "$tmp/setup" 2>/dev/null)" ] || fail "setup error '$args': a record was written"
done <<EOF2
check its cmd=, its proto=|--game chess --engine "name=T cmd=/bin/true" --engine '$A' --games 4 --nodes 10
choose another limit|--game chess --engine "name=X cmd=$fakes/xboard_no_nps.sh proto=xboard" --engine '$A' --games 4 --nodes 10
choose another limit|--game chess --engine '$A' --engine "name=X cmd=$fakes/xboard_no_nps.sh proto=xboard" --games 4 --nodes 10 --concurrency 2
its protocol cannot be asked|--game shogi --engine 'name=S cmd="$fake shogi" proto=xshogi' --engine 'name=U cmd="$fake shogi"' --games 2 --nodes 10
its protocol cannot be asked|--game shogi --engine 'name=S cmd="$fake shogi" proto=xshogi' --engine 'name=U cmd="$fake shogi"' --games 2 --movetime 300
EOF2
# The same engine under a limit it takes plays its games.
"$arbiter" match --game chess --engine "name=X cmd=$fakes/xboard_no_nps.sh proto=xboard" \
    --engine "$A" --games 2 --depth 3 --max-plies 8 >/dev/null 2>&1 || fail "xboard_no_nps --depth: exit $?"

# Identical games: fakes without a seed play the first legal move, so without --openings every
# game replays game 1 (a warning naming games 1 and 2); seeded fakes, or an opening book, give
# none. The pentanomial is printed since the games pair.
D1="name=D1 cmd=\"$fake chess\""
D2="name=D2 cmd=\"$fake chess\""
out=$("$arbiter" match --game chess --engine "$D1" --engine "$D2" --games 4 --repeat --nodes 1 \
      --max-plies 20 2>"$tmp/err")
grep -qx 'warning: games 1 and 2 are move-for-move identical: without --openings deterministic engines replay the same game (give --openings FILE)' "$tmp/err" ||
    fail "identical games: no warning: $(cat "$tmp/err")"
grep -q '^Ptnml(0-2): \[0, 0, 2, 0, 0\]$' <<<"$out" || fail "identical games: Ptnml: $out"
"$arbiter" match --game chess --engine "$D1" --engine "$D2" --games 4 --repeat --nodes 1 \
    --max-plies 20 --openings "$tmp/book.epd" >/dev/null 2>"$tmp/err"
! grep -q 'identical' "$tmp/err" || fail "identical games: a warning with --openings"
"$arbiter" match --game chess --engine "$A" --engine "$B" --games 4 --nodes 1 --max-plies 20 \
    >/dev/null 2>"$tmp/err"
! grep -q 'identical' "$tmp/err" || fail "identical games: a warning for seeded engines"

# arbiter tournament: a round-robin of three (three games, one each time two meet), a gauntlet
# of three (two games), and a knockout of thirteen whose games are all drawn at the ply limit:
# rounds of 6 pairings and a bye, 3 and a bye, 2, 1 (the draw of docs/match.md), each pairing
# three games and a deciding one, then lots.
T=()
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13; do T+=(--engine "name=t$i cmd=\"$fake chess seed=$i\""); done
out=$("$arbiter" tournament --game chess --format round-robin "${T[@]:0:6}" --nodes 1 \
      --max-plies 20 --json 2>"$tmp/err")
[ $? -eq 0 ] || fail "round-robin: $(cat "$tmp/err")"
[ "$(grep -c '^{"black":' <<<"$out")" -eq 3 ] || fail "round-robin of three: $out"
python3 - "$out" <<'PY' || fail "round-robin standings: $(tail -1 <<<"$out")"
import json, sys
s = json.loads(sys.argv[1].splitlines()[-1])
assert s["format"] == "round-robin" and len(s["standings"]) == 3, s
assert all(p["games"] == 2 for p in s["standings"]) and sum(p["points"] for p in s["standings"]) == 3, s
PY
out=$("$arbiter" tournament --game chess --format gauntlet "${T[@]:0:6}" --nodes 1 \
      --max-plies 20 2>"$tmp/err")
[ "$(grep -c '^Finished game' "$tmp/err")" -eq 2 ] && grep -q '^Standings (gauntlet, 2 games)' <<<"$out" ||
    fail "gauntlet of three: $out $(cat "$tmp/err")"
out=$("$arbiter" tournament --game chess --format knockout --seed 5 "${T[@]}" --nodes 1 \
      --max-plies 2 --json 2>"$tmp/err")
[ $? -eq 0 ] || fail "knockout: $(cat "$tmp/err")"
python3 - "$out" <<'PY' || fail "knockout of 13: $(tail -1 <<<"$out" | head -c 300)"
import json, sys
k = json.loads(sys.argv[1].splitlines()[-1])
shape = [(len(r["pairings"]), r["bye"] is not None) for r in k["rounds"]]
assert shape == [(6, True), (3, True), (2, False), (1, False)], shape
for r in k["rounds"]:
    for p in r["pairings"]:
        assert len(p["games"]) == 4 and p["decided_by"] == "lots", p
assert k["winner"] in ["t%d" % i for i in range(1, 14)], k["winner"]
PY
"$arbiter" tournament --game chess --format swiss "${T[@]:0:4}" --nodes 1 >/dev/null 2>&1
[ $? -eq 2 ] || fail "tournament --format swiss: not refused"
"$arbiter" tournament --game chess "${T[@]:0:2}" --nodes 1 --sprt elo0=0 >/dev/null 2>&1
[ $? -eq 2 ] || fail "tournament --sprt: not refused"

# Ctrl-C: the finished records stay, no engine process is left.
marker=$((RANDOM * 32768 + RANDOM))
# A background job of a script ignores SIGINT unless job control is on (set -m): then it has
# the default disposition, as under a terminal's Ctrl-C.
set -m
"$arbiter" match --game chess --engine "name=P cmd=\"$fake chess seed=$marker delay=20\"" \
    --engine "name=Q cmd=\"$fake chess seed=$((marker + 1)) delay=20\"" --games 100 \
    --movetime 1000 --max-plies 6 --concurrency 2 --out "$tmp/int" --pgnout "$tmp/int.pgn" \
    >/dev/null 2>&1 &
pid=$!
set +m
for _ in $(seq 100); do
    [ "$(ls "$tmp/int" 2>/dev/null | wc -l)" -ge 2 ] && break
    sleep 0.1
done
kill -INT $pid
wait $pid
status=$?
[ $status -eq 130 ] || fail "Ctrl-C: exit $status, want 130"
n=$(ls "$tmp/int" | wc -l)
[ "$n" -ge 2 ] && [ "$n" -lt 100 ] || fail "Ctrl-C: $n records"
"$arbiter" games --game chess "$tmp/int"/*.pgn >/dev/null 2>&1 || fail "Ctrl-C: records unreadable"
# --pgnout: whole records only (each ends with its result after the moves).
"$arbiter" games --game chess "$tmp/int.pgn" >/dev/null 2>&1 || fail "Ctrl-C: --pgnout unreadable"
m=$(grep -c '^\[Result ' "$tmp/int.pgn")
[ "$m" -ge "$((n - 1))" ] && [ "$m" -le "$((n + 1))" ] || fail "Ctrl-C: --pgnout $m records, --out $n"
[ "$(grep -c '^\[Event ' "$tmp/int.pgn")" -eq "$m" ] || fail "Ctrl-C: a half record in --pgnout"
[ "$m" -eq 0 ] || grep -v '^$' "$tmp/int.pgn" | tail -n 1 | grep -q '\(1-0\|0-1\|1/2-1/2\|\*\)$' ||
    fail "Ctrl-C: the last --pgnout record is cut: $(tail -n 2 "$tmp/int.pgn")"
sleep 0.3
if pgrep -f "seed=$marker" >/dev/null || pgrep -f "seed=$((marker + 1))" >/dev/null; then
    fail "Ctrl-C left engine processes: $(pgrep -af "seed=$marker")"
fi

# Real engines with node limits, when installed.
if [ -x /usr/games/stockfish ]; then
    "$arbiter" match --game chess --engine "name=sf1 cmd=/usr/games/stockfish" \
        --engine "name=sf2 cmd=/usr/games/stockfish" --games 2 --nodes 500 --max-plies 300 \
        --json >"$tmp/out" 2>"$tmp/err" || fail "stockfish: $(cat "$tmp/err")"
    grep -q 'engine\.' "$tmp/out" && fail "stockfish failed: $(cat "$tmp/out")"
    [ "$(grep -c '"reason":"chess\.' "$tmp/out")" -eq 2 ] || fail "stockfish: $(cat "$tmp/out")"
fi
if [ -x /usr/games/fairy-stockfish ]; then
    for game in xiangqi shogi; do
        "$arbiter" match --game $game --engine "name=f1 cmd=/usr/games/fairy-stockfish" \
            --engine "name=f2 cmd=/usr/games/fairy-stockfish" --games 2 --nodes 500 \
            --max-plies 300 --json >"$tmp/out" 2>"$tmp/err" || fail "fairy $game: $(cat "$tmp/err")"
        grep -q 'engine\.\|illegal-move\|time-control' "$tmp/out" &&
            fail "fairy-stockfish $game: $(cat "$tmp/out")"
        [ "$(grep -c "\"reason\":\"$game\\." "$tmp/out")" -eq 2 ] || fail "fairy $game: $(cat "$tmp/out")"
    done
fi
# Setup errors with the Debian engines that have them (docs/match.md, "Setup errors"): Fairy-Max
# refuses `nps` (--nodes), gnushogi over xshogi cannot be given a node limit; under a depth or a
# time per move in whole seconds it plays.
if [ -x /usr/games/fairymax ] && [ -x /usr/games/stockfish ]; then
    err=$("$arbiter" match --game chess --engine "name=fm cmd=/usr/games/fairymax proto=xboard" \
          --engine "name=sf cmd=/usr/games/stockfish" --games 4 --nodes 1000 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] && [[ "$(tail -1 <<<"$err")" == "arbiter: engine fm cannot play this match: "*"choose another limit"* ]] ||
        fail "fairymax --nodes: exit $status, $err"
fi
if [ -x /usr/games/gnushogi ] && [ -x /usr/games/fairy-stockfish ]; then
    err=$("$arbiter" match --game shogi --engine "name=gs cmd=/usr/games/gnushogi proto=xshogi" \
          --engine "name=fs cmd=/usr/games/fairy-stockfish" --games 2 --nodes 1000 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] && [[ "$err" == "arbiter: engine gs cannot play this match: "*"its protocol cannot be asked"* ]] ||
        fail "gnushogi xshogi --nodes: exit $status, $err"
    "$arbiter" match --game shogi --engine "name=gs cmd=/usr/games/gnushogi proto=xshogi" \
        --engine "name=fs cmd=/usr/games/fairy-stockfish" --games 2 --depth 1 --max-plies 8 \
        --json >"$tmp/out" 2>"$tmp/err" || fail "gnushogi xshogi --depth 1: $(tail -2 "$tmp/err")"
    grep -q 'engine\.\|illegal-move' "$tmp/out" && fail "gnushogi xshogi --depth 1: $(cat "$tmp/out")"
fi

# The game is kept in the engine (docs/match.md, "The dialogue"): what each engine is sent, logged
# by a wrapper. UCI/USI: one isready in the handshake and one after each u*inewgame, then one
# after every `position` (before its `go`: the position is not on the clock); USI: `gameover
# win|lose|draw` after the game (USI spec). XBoard (fairymax, when installed): one `new` per game,
# `result` after it (CECP).
cat >"$tmp/logged" <<'EOS'
#!/bin/sh
log=$1; shift
tee -a "$log" | "$@"
EOS
chmod +x "$tmp/logged"
"$arbiter" match --game shogi --engine "name=S1 cmd=\"$tmp/logged $tmp/s1.log $fake shogi seed=3\"" \
    --engine "name=S2 cmd=\"$tmp/logged $tmp/s2.log $fake shogi seed=4\"" --games 2 --nodes 10 \
    --max-plies 40 >"$tmp/out" 2>"$tmp/err" || fail "logged shogi match: $(cat "$tmp/err")"
for log in "$tmp/s1.log" "$tmp/s2.log"; do
    positions=$(grep -c '^position ' "$log")
    [ "$positions" -ge 30 ] || fail "positions: $positions"
    [ "$(grep -c '^isready' "$log")" -eq $((3 + positions)) ] ||
        fail "isready: $(grep -c '^isready' "$log") for $positions positions"
    awk '/^position /{p=NR} p && NR==p+1 && $0!="isready"{bad=1} p && NR==p+2 && !/^go /{bad=1}
         END{exit bad}' "$log" || fail "not position / isready / go: $(head -20 "$log")"
    [ "$(grep -c '^gameover draw$' "$log")" -eq 2 ] || fail "gameover: $(grep gameover "$log")"
done
# The readyok before a game is not on its clock, nor is setting the position: an engine slow to
# answer isready (0.2 s) still moves within --movetime 100 and a margin of 20 ms (charged from
# its go).
cat >"$tmp/slowready" <<'EOS'
#!/bin/sh
while IFS= read -r line; do
    case $line in isready) sleep 0.2 ;; esac
    printf '%s\n' "$line"
done | "$@"
EOS
chmod +x "$tmp/slowready"
"$arbiter" match --game chess --engine "name=R cmd=\"$tmp/slowready $fake chess seed=5\"" \
    --engine "$A" --games 2 --movetime 100 --time-margin 20 --max-plies 6 >"$tmp/out" 2>"$tmp/err" ||
    fail "slow readyok match: $(cat "$tmp/err")"
grep -q 'time-control\|engine\.' "$tmp/err" && fail "slow readyok charged: $(cat "$tmp/err")"
if [ -x /usr/games/fairymax ]; then
    "$arbiter" match --game chess --engine "name=F cmd=\"$tmp/logged $tmp/f.log /usr/games/fairymax\" proto=xboard" \
        --engine "$A" --games 2 --tc 5+0.05 --max-plies 30 >"$tmp/out" 2>"$tmp/err" ||
        fail "fairymax match: $(cat "$tmp/err")"
    grep -q 'engine\.' "$tmp/out" && fail "fairymax: $(cat "$tmp/out")"
    [ "$(grep -c '^new$' "$tmp/f.log")" -eq 2 ] || fail "xboard new per move: $(grep -c '^new$' "$tmp/f.log")"
    [ "$(grep -c '^result \(1-0\|0-1\|1/2-1/2\) {chess\.[a-z.-]*}$' "$tmp/f.log")" -eq 2 ] ||
        fail "xboard result: $(grep '^result' "$tmp/f.log")"
fi

# --chess960 (docs/match.md, "Chess960"): the starts drawn by --seed, one per --repeat pair; the
# engines told (UCI_Chess960, logged); the records carry Variant, SetUp and FEN and read back as
# Chess960 by `arbiter games`. Bad input: another game, a contradicting option, an XBoard engine
# without fischerandom (a fake that lists only normal).
cat >"$tmp/xb-normal" <<'EOS'
#!/bin/sh
while IFS= read -r line; do
    case $line in "protover 2") printf 'feature variants="normal" done=1\n' ;; quit) exit 0 ;; esac
done
EOS
chmod +x "$tmp/xb-normal"
while IFS= read -r args; do
    err=$(eval "\"$arbiter\" match $args" 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "'$args': exit $status, want 2"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ "$err" == arbiter:* ]] ||
        fail "'$args': stderr is not one arbiter: line: $err"
done <<EOF2
--game xiangqi --engine '$A' --engine '$B' --games 2 --nodes 10 --chess960
--game chess --engine '$A option.UCI_Chess960=false' --engine '$B' --games 2 --nodes 10 --chess960
--game chess --engine '$A' --engine '$B' --games 2 --nodes 10 --chess960 --lenient
--game chess --engine "name=X cmd=$tmp/xb-normal proto=xboard" --engine '$B' --games 2 --nodes 10 --chess960
EOF2
err=$("$arbiter" match --game chess --engine "name=X cmd=$tmp/xb-normal proto=xboard" --engine "$B" \
      --games 2 --nodes 10 --chess960 2>&1 >/dev/null)
[[ "$err" == *"lists no fischerandom"* ]] || fail "xboard without fischerandom: $err"
C960A="name=A cmd=\"$tmp/logged $tmp/c960.log $fake chess seed=1\""
run960() { # SEED OUT: four games (two pairs) of the fakes from seeded Chess960 starts
    "$arbiter" match --game chess --engine "$C960A" --engine "$B" --games 4 --repeat --nodes 1 \
        --max-plies 60 --chess960 --seed "$1" --json --pgnout "$2" 2>"$tmp/err"
}
out=$(run960 7 "$tmp/960.pgn") || fail "chess960 match: $(cat "$tmp/err")"
python3 - "$out" <<'PY' || fail "chess960 openings: $out"
import json, sys
games = [json.loads(l) for l in sys.argv[1].splitlines()][:-1]
o = [g["opening"] for g in games]
assert len(o) == 4 and all(x.startswith("chess960:") for x in o), o
assert o[0] == o[1] and o[2] == o[3] and o[0] != o[2], o
PY
again=$(run960 7 "$tmp/960b.pgn") && [ "$(grep -o '"opening":"[^"]*"' <<<"$out")" = \
    "$(grep -o '"opening":"[^"]*"' <<<"$again")" ] || fail "chess960: --seed 7 twice, other starts"
other=$(run960 8 "$tmp/960c.pgn") && [ "$(grep -o '"opening":"[^"]*"' <<<"$out")" != \
    "$(grep -o '"opening":"[^"]*"' <<<"$other")" ] || fail "chess960: --seed 8 gave --seed 7's starts"
[ "$(grep -c '^setoption name UCI_Chess960 value true$' "$tmp/c960.log")" -ge 1 ] ||
    fail "UCI_Chess960 not sent: $(grep setoption "$tmp/c960.log")"
[ "$(grep -c '^\[Variant "Chess960"\]$' "$tmp/960.pgn")" -eq 4 ] &&
    [ "$(grep -c '^\[SetUp "1"\]$' "$tmp/960.pgn")" -eq 4 ] &&
    [ "$(grep -c '^\[FEN "' "$tmp/960.pgn")" -eq 4 ] || fail "chess960 records: $(head -20 "$tmp/960.pgn")"
"$arbiter" games --game chess --impl reference "$tmp/960.pgn" --json >"$tmp/games.json" 2>&1 ||
    fail "chess960 records do not replay: $(cat "$tmp/games.json")"
# The start of each record is the position its opening names (chess960:N by Scharnagl's numbering).
first=$(grep -o '"opening":"chess960:[0-9]*"' <<<"$out" | head -1 | sed 's/.*:\([0-9]*\)"/\1/')
fen=$("$arbiter" legal --game chess --chess960 --fen "chess960:$first" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["fen"])' 2>/dev/null)
[ -z "$fen" ] || grep -qF "[FEN \"$fen\"]" "$tmp/960.pgn" || fail "chess960:$first is not the record's FEN $fen"
# A tournament plays Chess960 too.
"$arbiter" tournament --game chess --engine "$A" --engine "$B" --engine "name=C cmd=\"$fake chess seed=3\"" \
    --nodes 1 --max-plies 20 --chess960 --pgnout "$tmp/t960.pgn" >/dev/null 2>"$tmp/err" ||
    fail "chess960 tournament: $(cat "$tmp/err")"
[ "$(grep -c '^\[Variant "Chess960"\]$' "$tmp/t960.pgn")" -eq 3 ] || fail "tournament 960 records"
# --openings read as Chess960 (an X-FEN line with castling moves given as king takes rook).
printf 'chess960:518 moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1\n' >"$tmp/960.txt"
"$arbiter" match --game chess --engine "$A" --engine "$B" --games 2 --nodes 1 --max-plies 20 \
    --openings "$tmp/960.txt" >/dev/null 2>"$tmp/err" && fail "a Chess960 opening read as chess"
"$arbiter" match --game chess --engine "$A" --engine "$B" --games 2 --nodes 1 --max-plies 20 \
    --openings "$tmp/960.txt" --chess960 --pgnout "$tmp/o960.pgn" >/dev/null 2>"$tmp/err" ||
    fail "chess960 --openings: $(cat "$tmp/err")"
grep -q '4\. O-O' "$tmp/o960.pgn" || fail "chess960 opening castling: $(head -20 "$tmp/o960.pgn")"

# --lenient: an openings file whose position has pawns on their own back ranks (a warning, not an
# error, as for the other commands); the fakes read it leniently too.
printf 'p3k3/8/8/8/8/8/8/K3P3 w - - 0 1\n' >"$tmp/lenient.txt"
LA="name=A cmd=\"$fake chess seed=1 lenient\""
LB="name=B cmd=\"$fake chess seed=2 lenient\""
eval "\"$arbiter\" match --game chess --engine \"\$LA\" --engine \"\$LB\" --games 2 --nodes 1 --max-plies 10 --openings \"$tmp/lenient.txt\"" \
    >/dev/null 2>"$tmp/err" && fail "a lenient opening accepted without --lenient"
grep -q 'pawn_on_back_rank' "$tmp/err" || fail "lenient opening refusal: $(cat "$tmp/err")"
eval "\"$arbiter\" match --game chess --engine \"\$LA\" --engine \"\$LB\" --games 2 --nodes 1 --max-plies 10 --openings \"$tmp/lenient.txt\" --lenient" \
    >/dev/null 2>"$tmp/err" || fail "match --lenient: $(cat "$tmp/err")"
grep -q '^arbiter: warning: pawn_on_back_rank at a8$' "$tmp/err" || fail "match --lenient warnings: $(cat "$tmp/err")"
[ "$(grep -c '^Finished game' "$tmp/err")" -eq 2 ] || fail "match --lenient games: $(cat "$tmp/err")"

# A real Chess960 match: two stockfish with node limits from seeded starts (the engines castle as
# UCI_Chess960 writes it); every game ends by a rule of chess and replays as Chess960.
if [ -x /usr/games/stockfish ]; then
    "$arbiter" match --game chess --engine "name=sf1 cmd=/usr/games/stockfish" \
        --engine "name=sf2 cmd=/usr/games/stockfish" --games 2 --repeat --nodes 500 --max-plies 300 \
        --chess960 --seed 3 --json --pgnout "$tmp/sf960.pgn" >"$tmp/out" 2>"$tmp/err" ||
        fail "stockfish chess960: $(cat "$tmp/err")"
    grep -q 'engine\.\|illegal-move' "$tmp/out" && fail "stockfish chess960 failed: $(cat "$tmp/out")"
    [ "$(grep -c '"reason":"chess\.' "$tmp/out")" -eq 2 ] || fail "stockfish chess960: $(cat "$tmp/out")"
    "$arbiter" games --game chess --impl reference "$tmp/sf960.pgn" >/dev/null 2>&1 ||
        fail "stockfish chess960 records do not replay"
fi
# XBoard: fairymax lists no fischerandom and is refused (exit 2, before any game); Sjaak II lists
# it, is sent `variant fischerandom`, and gets the opening's castling as O-O (CECP).
if [ -x /usr/games/fairymax ]; then
    "$arbiter" match --game chess --engine "name=F cmd=/usr/games/fairymax proto=xboard" \
        --engine "$A" --games 2 --tc 5+0.05 --max-plies 40 --chess960 >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && grep -q 'lists no fischerandom' "$tmp/err" ||
        fail "fairymax chess960 not refused: $(cat "$tmp/err")"
fi
if [ -x /usr/games/sjaakii ]; then
    "$arbiter" match --game chess --engine "name=S cmd=\"$tmp/logged $tmp/sj960.log /usr/games/sjaakii\" proto=xboard" \
        --engine "$A" --games 2 --tc 5+0.05 --max-plies 30 --chess960 --openings "$tmp/960.txt" \
        --json >"$tmp/out" 2>"$tmp/err" || fail "sjaakii chess960: $(cat "$tmp/err")"
    grep -q 'engine\.\|illegal-move' "$tmp/out" && fail "sjaakii chess960: $(cat "$tmp/out")"
    [ "$(grep -c '^variant fischerandom$' "$tmp/sj960.log")" -ge 2 ] &&
        grep -q '^\(usermove \)\?O-O$' "$tmp/sj960.log" ||
        fail "sjaakii: no variant fischerandom or O-O: $(grep -c variant "$tmp/sj960.log")"
fi
# XBoard clocks (docs/match.md, "XBoard precision"): a sub-second --movetime is `level 1 0:01 0`
# with `time 30` (centiseconds), whole seconds are `st N`; each installed CECP engine keeps its
# time (no forfeit, no failure).
for engine in fairymax sjaakii hoichess; do
    [ -x /usr/games/$engine ] || continue
    rm -f "$tmp/x.log"
    "$arbiter" match --game chess --engine "name=X cmd=\"$tmp/logged $tmp/x.log /usr/games/$engine\" proto=xboard" \
        --engine "$A" --games 2 --movetime 300 --max-plies 8 >"$tmp/out" 2>"$tmp/err" ||
        fail "$engine movetime: $(cat "$tmp/err")"
    grep -q 'time-control\|engine\.' "$tmp/err" && fail "$engine movetime 300: $(cat "$tmp/err")"
    grep -qx 'level 1 0:01 0' "$tmp/x.log" && grep -qx 'time 30' "$tmp/x.log" ||
        fail "$engine: no level 1 0:01 0 / time 30: $(grep -E '^(level|time|st) ' "$tmp/x.log" | head -3)"
done
if [ -x /usr/games/fairymax ]; then
    rm -f "$tmp/x.log"
    "$arbiter" match --game chess --engine "name=X cmd=\"$tmp/logged $tmp/x.log /usr/games/fairymax\" proto=xboard" \
        --engine "$A" --games 2 --movetime 1000 --max-plies 2 >"$tmp/out" 2>"$tmp/err" ||
        fail "fairymax st: $(cat "$tmp/err")"
    grep -q 'time-control\|engine\.' "$tmp/err" && fail "fairymax movetime 1000: $(cat "$tmp/err")"
    grep -qx 'st 1' "$tmp/x.log" || fail "fairymax: no st 1: $(grep -E '^(level|st) ' "$tmp/x.log" | head -3)"
fi
# UCCI with a real engine: no UCCI-only xiangqi engine is packaged in Debian 12 (apt-cache search
# xiangqi: fairy-stockfish, sjaakii); Fairy-Stockfish answers `ucci` too.
if [ -x /usr/games/fairy-stockfish ]; then
    "$arbiter" match --game xiangqi --engine "name=U1 cmd=/usr/games/fairy-stockfish proto=ucci" \
        --engine "name=U2 cmd=/usr/games/fairy-stockfish proto=ucci" --games 2 --nodes 500 \
        --max-plies 60 --json >"$tmp/out" 2>"$tmp/err" || fail "fairy ucci: $(cat "$tmp/err")"
    grep -q 'engine\.\|illegal-move\|time-control' "$tmp/out" && fail "fairy ucci: $(cat "$tmp/out")"
    [ "$(grep -c '"reason":"xiangqi\.' "$tmp/out")" -eq 2 ] || fail "fairy ucci: $(cat "$tmp/out")"
fi

if [ $failures -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "match_cli_test: all passed"
