#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# TAP test of chess960-cli, whose path comes in $CHESS960_CLI. Scripts
# depend on the CLI's output, so this pins it down exactly.
set -u -o pipefail

# shellcheck source=tests/cli-tap.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-tap.sh"

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
C960_1='bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
TAB=$'\t'

# --- startpos ----------------------------------------------------------

run startpos 0
expect_output "startpos 0" \
  'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1'

run startpos 518
expect_output "startpos 518 is the standard position" "$START"

run startpos --variant chess960 518
expect_output "startpos --variant chess960 518" "$START"

run startpos 959
expect_output "startpos 959" \
  'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1'

run startpos --variant chess960x3 0
if expect_success "startpos --variant chess960x3 0"; then
  if [[ $out =~ ^[kqrbn]{8}/pppppppp/8/8/8/8/PPPPPPPP/[KQRBN]{8}\ w\ [KQkqA-Ha-h-]+\ -\ 0\ 1$ ]]; then
    ok "startpos --variant chess960x3 0"
  else
    not_ok "startpos --variant chess960x3 0 prints a start FEN" "$(last_run)"
  fi
fi

run startpos --variant chess960x3 2879
if expect_success "startpos --variant chess960x3 2879"; then
  ok "startpos --variant chess960x3 2879"
fi

# --- roll --------------------------------------------------------------

roll_re='^([0-9]+) ([KQRBN]{8}) ([kqrbn]{8}/pppppppp/8/8/8/8/PPPPPPPP/([KQRBN]{8}) w KQkq - 0 1)$'
run roll
if expect_success "roll"; then
  if [[ $out =~ $roll_re ]] && (( BASH_REMATCH[1] <= 959 )) \
     && [[ ${BASH_REMATCH[2]} == "${BASH_REMATCH[4]}" ]]; then
    number=${BASH_REMATCH[1]}
    fen=${BASH_REMATCH[3]}
    ok "roll prints 'N BACKRANK FEN'"
    run startpos "$number"
    expect_output "roll's FEN is startpos $number" "$fen"
  else
    not_ok "roll prints 'N BACKRANK FEN'" "$(last_run)"
  fi
fi

all_but_42=$(seq 0 959 | grep -vx 42 | paste -sd, -)
all_42=true
for _ in 1 2 3 4 5; do
  run roll --exclude "$all_but_42"
  if [[ $rc -ne 0 || $out != "42 "* ]]; then
    all_42=false
    break
  fi
done
if $all_42; then
  ok "roll --exclude everything but 42 gives 42"
else
  not_ok "roll --exclude everything but 42 gives 42" "$(last_run)"
fi

run roll --variant chess960 --exclude 518,534
if expect_success "roll --variant chess960 --exclude 518,534"; then
  if [[ $out =~ $roll_re ]] && [[ ${BASH_REMATCH[1]} != 518 && ${BASH_REMATCH[1]} != 534 ]]; then
    ok "roll --variant chess960 --exclude 518,534"
  else
    not_ok "roll --variant chess960 --exclude 518,534" "$(last_run)"
  fi
fi

run roll --exclude "$(seq 0 959 | paste -sd, -)"
expect_error "roll with every number excluded fails"

run roll --variant chess960x3
if expect_success "roll --variant chess960x3"; then
  if [[ $out =~ ^([0-9]+)\ [KQRBN]{8}\ [kqrbn]{8}/ ]] && (( BASH_REMATCH[1] <= 2879 )); then
    ok "roll --variant chess960x3"
  else
    not_ok "roll --variant chess960x3" "$(last_run)"
  fi
fi

# --- legal -------------------------------------------------------------

run legal "$START"
if expect_success "legal from the start"; then
  sorted=$(LC_ALL=C sort <<<"$out")
  count=$(grep -c . <<<"$out")
  if [[ $count -eq 20 && $out == "$sorted" && $out == *e2e4* && $out == *g1f3* ]]; then
    ok "legal from the start: 20 moves, sorted"
  else
    not_ok "legal from the start: 20 moves, sorted" "$(last_run)"
  fi
fi

run legal "$C960_1"
if expect_success "legal in a Chess960 position"; then
  count=$(grep -c . <<<"$out")
  # The rook on f1 blocks both castles here.
  if [[ $count -eq 21 && $out != *g1h1* && $out != *g1f1* && $out == *f1f3* ]]; then
    ok "legal in a Chess960 position: 21 moves"
  else
    not_ok "legal in a Chess960 position: 21 moves" "$(last_run)"
  fi
fi

run legal '4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1'
if expect_success "legal with castles"; then
  expected=$'b1a1\nb1a2\nb1b2\nb1c1\nb1c2\nb1g1'
  kings=$(grep '^b1' <<<"$out")
  count=$(grep -c . <<<"$out")
  if [[ $kings == "$expected" && $count -eq 25 ]]; then
    ok "legal writes castles as king onto own rook"
  else
    not_ok "legal writes castles as king onto own rook" "expected king moves: $expected" "$(last_run)"
  fi
fi

run legal '7k/8/8/8/8/8/8/K5R1 w - - 0 1'
expect_success "legal with castling field -" && ok "legal with castling field -"

# --- play --------------------------------------------------------------

run play "$START" e2e4
expect_output "play e2e4" \
  "e4${TAB}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

run play "$START" e4 e5 Nf3
expect_output "play SAN e4 e5 Nf3" \
  "e4${TAB}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
e5${TAB}rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
Nf3${TAB}rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"

run play "$START" e2e4 a7a6 e4e5 d7d5
expect_output "play writes the en-passant square when the capture is legal" \
  "e4${TAB}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
a6${TAB}rnbqkbnr/1ppppppp/p7/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
e5${TAB}rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
d5${TAB}rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"

run play '4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1' b1g1
expect_output "play castles king onto rook (h-side)" \
  "O-O${TAB}4k3/8/8/8/8/8/8/R4RK1 b - - 1 1"

run play '4k3/8/8/8/8/8/8/RK4R1 w GA - 0 1' O-O-O
expect_output "play castles by SAN (a-side)" \
  "O-O-O${TAB}4k3/8/8/8/8/8/8/2KR2R1 b - - 1 1"

run play "$START" e2e5
expect_error "play of an illegal move fails" 1 e2e5

run play "$START" e4 e5 Nf3 Nc6 Ke3
expect_error "play of an illegal move later in a list fails" 1 Ke3

run play "$START" xyzzy
expect_error "play of an unreadable move fails" 1 xyzzy

# --- perft -------------------------------------------------------------

run perft 3 "$START"
if expect_success "perft 3 from the start"; then
  if [[ $(tail -n 1 <<<"$out") == 8902 ]]; then
    ok "perft 3 from the start is 8902"
  else
    not_ok "perft 3 from the start is 8902" "$(last_run)"
  fi
fi

run perft 3 "$C960_1"
if expect_success "perft 3 in a Chess960 position"; then
  if [[ $(tail -n 1 <<<"$out") == 12189 ]]; then
    ok "perft 3 in a Chess960 position is 12189"
  else
    not_ok "perft 3 in a Chess960 position is 12189" "$(last_run)"
  fi
fi

run perft --divide 2 "$C960_1"
if expect_success "perft --divide 2"; then
  total=$(tail -n 1 <<<"$out")
  sum=$(head -n -1 <<<"$out" | awk '$1 ~ /^[a-h][1-8][a-h][1-8][qrbn]?$/ && $2 ~ /^[0-9]+$/ { s += $2; k++ } END { print s + 0, k + 0 }')
  if [[ $total == 528 && $sum == "528 21" ]]; then
    ok "perft --divide 2: 21 moves whose counts add up to 528"
  else
    not_ok "perft --divide 2: 21 moves whose counts add up to 528" "sum and moves: $sum" "$(last_run)"
  fi
fi

run perft 0 "$START"
if [[ $rc -eq 0 ]]; then
  if [[ $(tail -n 1 <<<"$out") == 1 ]]; then
    ok "perft 0 is 1"
  else
    not_ok "perft 0 is 1" "$(last_run)"
  fi
else
  expect_error "perft 0 is 1 or refused"
fi

# --- bench -------------------------------------------------------------

# A few seconds normally, but far slower under AddressSanitizer: skipped
# there unless CHESS960_TEST_BENCH=1 (CHESS960_TEST_BENCH=0 always skips).
run_bench=${CHESS960_TEST_BENCH:-auto}
if [[ $run_bench == auto ]]; then
  if grep -q __asan_init "$cli"; then run_bench=0; else run_bench=1; fi
fi
if [[ $run_bench == 1 ]]; then
  run bench
  if expect_success "bench"; then
    if [[ $(tail -n 1 <<<"$out") =~ ^[0-9]+\ nodes\ in\ [0-9.]+\ s:\ [0-9]+\ nodes/s$ ]]; then
      ok "bench prints 'NODES nodes in SECONDS s: NPS nodes/s'"
    else
      not_ok "bench prints 'NODES nodes in SECONDS s: NPS nodes/s'" "$(last_run)"
    fi
  fi
else
  n=$((n + 1))
  echo "ok $n - bench # SKIP slow in this build (CHESS960_TEST_BENCH=1 runs it)"
fi

# --- diagram -----------------------------------------------------------

# run_headless ARG...: like run, with no display to connect to: diagrams
# are drawn with cairo alone.
run_headless ()
{
  env -u DISPLAY -u WAYLAND_DISPLAY "$cli" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  out=$(<"$tmp/out")
  err=$(<"$tmp/err")
}

# png_size FILE: "WIDTHxHEIGHT" from the IHDR chunk, or nothing when FILE
# does not start with the PNG signature.
png_size ()
{
  local signature
  signature=$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')
  [[ $signature == 89504e470d0a1a0a ]] || return 0
  printf '%dx%d' "$(od -An -tu4 --endian=big -j 16 -N 4 "$1" | tr -d ' ')" \
                 "$(od -An -tu4 --endian=big -j 20 -N 4 "$1" | tr -d ' ')"
}

run_headless diagram 518 "$tmp/sp-518.png"
if expect_success "diagram 518 x.png"; then
  size=$(png_size "$tmp/sp-518.png")
  if [[ -z $out && $size == 800x800 ]]; then
    ok "diagram 518 x.png writes an 800-pixel PNG"
  else
    not_ok "diagram 518 x.png writes an 800-pixel PNG" "size: '$size'" "$(last_run)"
  fi
fi

run_headless diagram --size 200 518 "$tmp/small.png"
if expect_success "diagram --size 200"; then
  size=$(png_size "$tmp/small.png")
  if [[ $size == 200x200 ]]; then
    ok "diagram --size 200 writes 200 × 200 pixels"
  else
    not_ok "diagram --size 200 writes 200 × 200 pixels" "size: '$size'" "$(last_run)"
  fi
fi

run_headless diagram 309 "$tmp/sp-309.svg"
if expect_success "diagram 309 x.svg"; then
  if grep -q '<svg' "$tmp/sp-309.svg" && grep -q 'width="400pt"' "$tmp/sp-309.svg"; then
    ok "diagram 309 x.svg writes a 400-point SVG"
  else
    not_ok "diagram 309 x.svg writes a 400-point SVG" "$(head -c 300 "$tmp/sp-309.svg")"
  fi
fi

run_headless diagram 309 "$tmp/SP-309.PDF"
if expect_success "diagram 309 X.PDF"; then
  if [[ $(head -c 5 "$tmp/SP-309.PDF") == %PDF- ]]; then
    ok "diagram takes the format from the ending in any case (PDF)"
  else
    not_ok "diagram takes the format from the ending in any case (PDF)" "$(head -c 40 "$tmp/SP-309.PDF" | od -c | head -3)"
  fi
fi

run_headless diagram --variant chess960x3 2000 "$tmp/x3.png"
if expect_success "diagram --variant chess960x3 2000"; then
  if [[ $(png_size "$tmp/x3.png") == 800x800 ]]; then
    ok "diagram --variant chess960x3 2000"
  else
    not_ok "diagram --variant chess960x3 2000" "$(last_run)"
  fi
fi

run_headless diagram 518 --black-at-bottom --pieces=contrast "$tmp/flipped.png"
if expect_success "diagram --black-at-bottom --pieces=contrast"; then
  if [[ $(png_size "$tmp/flipped.png") == 800x800 ]] && ! cmp -s "$tmp/flipped.png" "$tmp/sp-518.png"; then
    ok "diagram --black-at-bottom --pieces=contrast draws another picture"
  else
    not_ok "diagram --black-at-bottom --pieces=contrast draws another picture" "$(last_run)"
  fi
fi

for args in "960 x.png" "abc x.png" "-1 x.png" "--variant=chess960x3 2880 x.png" \
            "--variant standard 0 x.png"; do
  # shellcheck disable=SC2086 # split on purpose
  set -- $args
  file=$tmp/${*: -1}
  run_headless diagram "${@:1:$#-1}" "$file"
  expect_error "diagram $args: not a start position" 2
  if [[ -e $file ]]; then
    not_ok "diagram $args leaves no file behind"
    rm -f "$file"
  fi
done

run_headless diagram 518 "$tmp/sp-518.jpg"
expect_error "diagram refuses an unknown ending" 2 "sp-518.jpg"
run_headless diagram 518 "$tmp/sp-518"
expect_error "diagram refuses a name without an ending" 2
run_headless diagram --size 0 518 "$tmp/x.png"
expect_error "diagram refuses --size 0" 2
run_headless diagram --size 99999 518 "$tmp/x.png"
expect_error "diagram refuses a huge --size" 2
run_headless diagram --pieces wooden 518 "$tmp/x.png"
expect_error "diagram refuses an unknown piece set" 2 wooden
run_headless diagram 518
expect_error "diagram without a file name is refused" 2
# No folder of that name (even root cannot write there).
run_headless diagram 518 "$tmp/no such folder/x.png"
expect_error "diagram to a folder that does not exist fails" 1 "no such folder/x.png"
run_headless diagram 518 "$tmp/sp-518.png/x.png"
expect_error "diagram below a file fails" 1 "sp-518.png/x.png"

# --- errors ------------------------------------------------------------

for number in 960 -1 abc '' 5x 99999999999999999999; do
  run startpos "$number"
  expect_error "startpos '$number' is refused"
done
run startpos --variant chess960x3 2880
expect_error "startpos --variant chess960x3 2880 is refused"
run startpos --variant bughouse 0
expect_error "an unknown variant is refused" "" bughouse
run roll --variant bughouse
expect_error "roll with an unknown variant is refused"
run roll --exclude 1,x,3
expect_error "roll with a bad --exclude list is refused"

for fen in 'not a fen' '' \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1' \
  'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1' \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1' \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1' \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -3 1'; do
  run legal "$fen"
  expect_error "legal refuses the bad FEN '$fen'"
done
run perft 2 'not a fen'
expect_error "perft refuses a bad FEN"
run play 'not a fen' e2e4
expect_error "play refuses a bad FEN"
run perft abc "$START"
expect_error "perft refuses a bad depth"
run perft -1 "$START"
expect_error "perft refuses a negative depth"
run perft 2
expect_error "perft without a FEN is refused"
run legal
expect_error "legal without a FEN is refused"
run frobnicate
expect_error "an unknown command is refused"
run
expect_error "no command at all is refused"

# --- options -----------------------------------------------------------

# Options go before or after the command, and only their exact names work.
run --shredder startpos 518
expect_output "--shredder before the command" \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1'
run startpos 518 --shredder
expect_output "--shredder after the number" \
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1'
run --variant chess960x3 startpos 2000
x3_2000=$out
run startpos --variant=chess960x3 2000
if [[ $rc -eq 0 && -n $x3_2000 && $out == "$x3_2000" ]]; then
  ok "--variant V before the command is --variant=V after it"
else
  not_ok "--variant V before the command is --variant=V after it" "before: $x3_2000" "$(last_run)"
fi
run play "$START" e4 --shredder
expect_output "an option after the moves" \
  "e4${TAB}rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1"
run startpos -- 518
expect_output "-- ends the options" "$START"
run roll --exclude "$(seq 0 479 | paste -sd, -)" --exclude "$(seq 481 959 | paste -sd, -)"
if [[ $rc -eq 0 && $out == "480 "* ]]; then
  ok "--exclude given twice excludes both lists"
else
  not_ok "--exclude given twice excludes both lists" "$(last_run)"
fi

run_headless --size 200 diagram 518 "$tmp/before.png"
if expect_success "diagram's --size before the command"; then
  if [[ $(png_size "$tmp/before.png") == 200x200 ]]; then
    ok "diagram's --size before the command draws 200 × 200 pixels"
  else
    not_ok "diagram's --size before the command draws 200 × 200 pixels" "$(last_run)"
  fi
fi

run startpos 1000 --variantXYZ=chess960x3
expect_error "a misspelt option is refused" 2 variantXYZ
run startpos --var chess960x3 1000
expect_error "an abbreviated option is refused" 2 "--var"
run --variantXYZ=chess960x3 startpos 1000
expect_error "a misspelt option before the command is refused" 2 variantXYZ
run --frobnicate startpos 518
expect_error "an unknown option before the command is refused" 2 frobnicate
run_headless diagram 518 --sizeable 64 "$tmp/sizeable.png"
expect_error "diagram refuses --sizeable" 2 sizeable
if [[ -e $tmp/sizeable.png ]]; then
  not_ok "diagram --sizeable leaves no file behind"
fi
run perft --divide=yes 1 "$START"
expect_error "a flag with a value is refused" 2 divide
run startpos --size 64 518
expect_error "another command's option is refused" 2 size
run --shredder 518 startpos
expect_error "a number before the command is refused" 2 518
run --shredder
expect_error "options without a command are refused" 2

# Help: the commands, and each command's options, on standard output.
run --help
if [[ $rc -eq 0 ]]; then
  missing=
  for command in startpos roll legal play perft bench diagram; do
    [[ $out == *"  $command "* ]] || missing+=" $command"
  done
  if [[ -z $missing && $out == *--variant* && $out == *--shredder* ]]; then
    ok "--help lists every command and the common options"
  else
    not_ok "--help lists every command and the common options" "missing:$missing" "$(last_run)"
  fi
else
  not_ok "--help succeeds" "$(last_run)"
fi
for args in "roll --help:--exclude" "roll -h:--exclude" "--help perft:--divide" \
            "diagram --help:--black-at-bottom" "startpos --help:--shredder"; do
  # shellcheck disable=SC2086 # split on purpose
  run ${args%%:*}
  if [[ $rc -eq 0 && $out == *"${args##*:}"* && $out == *Usage* ]]; then
    ok "${args%%:*} shows the command's options"
  else
    not_ok "${args%%:*} shows the command's options" "expected ${args##*:}" "$(last_run)"
  fi
done
run --version
if [[ $rc -eq 0 && $out =~ ^chess960-cli\ [0-9]+\.[0-9]+ ]]; then
  ok "--version"
else
  not_ok "--version" "$(last_run)"
fi

# --- pgn ---------------------------------------------------------------

data=$(dirname "${BASH_SOURCE[0]}")/data/pgn

run pgn "$data/lichess-three-games.pgn"
expect_output "pgn: a line per game" \
"1${TAB}0-1${TAB}66${TAB}b5k1/1p4pp/4p3/4P3/6P1/7P/5q2/4q2K w - - 0 34
2${TAB}1/2-1/2${TAB}40${TAB}3k3r/1p1bqppp/pn6/2b1P3/2pNp3/2N5/PPPBQPPP/2K4R w - - 14 21
3${TAB}0-1${TAB}46${TAB}b5kb/p5pp/8/1ppp4/8/1P3BP1/P1P2QKP/B3r3 w - - 0 24"

run pgn --shredder "$data/lichess-518-double-move.pgn" "$data/tree/pychess-fischerandom.pgn"
expect_output "pgn: several files, games numbered on; --shredder" \
"1${TAB}1-0${TAB}59${TAB}4rk2/1brq1N1Q/p2p1n2/1pnPp2p/P1p1P3/2P4P/1PB2PP1/R3R1K1 b - - 0 30
2${TAB}0-1${TAB}14${TAB}1b1rbkr1/ppp2ppp/6n1/3n1q2/8/6N1/PPP2PPP/1BQRBKR1 w GDgd - 0 8
3${TAB}*${TAB}3${TAB}nbqrbkrn/ppppp1pp/8/5p2/5P2/6N1/PPPPP1PP/NBQRBKR1 b GDgd - 1 2"

# Comments over lines with "[%clk" at a line's start, a tag value with
# brackets, CRLF line ends: none of them cuts a game.
printf '[Event "Round [3]"]\r\n[Result "*"]\r\n\r\n1. e4 {a comment over\r\n[%%clk 0:01:00] lines} e5\r\n; [Event "not a tag"]\r\n%% [Event "an escape"]\r\n2. Nf3 *\r\n\r\n[Event "two"]\r\n\r\n1. d4 *\r\n' >"$tmp/tricky.pgn"
run pgn "$tmp/tricky.pgn"
expect_output "pgn: comments and tag values do not cut games" \
"1${TAB}*${TAB}3${TAB}rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
2${TAB}*${TAB}1${TAB}rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"

# An error names the file and its line; the other games are read.
{
  cat "$data/tree/scid-annotated.pgn"
  printf '\n[Event "broken"]\n\n1. e4 e5 (1... c5\n2. Nf3 (2. Ke3) d6) 2. Nf3 *\n\n[Event "after"]\n\n1. c4 *\n'
} >"$tmp/broken.pgn"
run pgn "$tmp/broken.pgn"
if [[ $rc -eq 1 && $err == "$tmp/broken.pgn:25: 2. Ke3 is not legal in this position" \
      && $out == "1${TAB}1/2-1/2${TAB}16${TAB}"*$'\n'"2${TAB}*${TAB}1${TAB}"* ]]; then
  ok "pgn: an error in a variation as FILE:LINE: message, exit status 1"
else
  not_ok "pgn: an error in a variation as FILE:LINE: message, exit status 1" "$(last_run)"
fi

run pgn "$tmp/no-such-file.pgn"
expect_error "pgn: a missing file" 1 "no-such-file.pgn"
run pgn
expect_error "pgn without a file" 2

# --export writes the whole tree; read again, the same games and text.
run pgn --export "$data/tree/scid-annotated.pgn" "$data/tree/lichess-study.pgn" "$data/tree/cutechess-fischerandom.pgn"
if expect_success "pgn --export"; then
  printf '%s\n' "$out" >"$tmp/export.pgn"
  if [[ $out == *'({Also possible:} 3... a6 4. Ba4 (4. Bxc6'* && $out == *'{[%eval 0.3] [%cal Gh1g3]}'* \
        && $out == *'[Termination "adjudication"]'* ]]; then
    ok "pgn --export keeps variations, comments and tags"
  else
    not_ok "pgn --export keeps variations, comments and tags" "$(last_run)"
  fi
  first=$out
  run pgn --export "$tmp/export.pgn"
  if [[ $rc -eq 0 && $out == "$first" ]]; then
    ok "pgn --export of its own output is the same text"
  else
    not_ok "pgn --export of its own output is the same text" "$(last_run)"
  fi
  run pgn "$tmp/export.pgn"
  expect_match "pgn reads the export" "^1${TAB}1/2-1/2${TAB}16${TAB}.*"$'\n'"2${TAB}\\*${TAB}5${TAB}.*"$'\n'"3${TAB}1-0${TAB}14${TAB}"
fi

# Streaming: a 40 MB file never sits in memory. (Skipped with
# AddressSanitizer, whose quarantine keeps freed memory on purpose.)
if [[ ${CHESS960_TEST_ASAN:?set by tests/meson.build} != 1 ]]; then
  python3 - "$data/lichess-analysis-annotated.pgn" "$tmp/big.pgn" <<'PY'
import sys
game = open(sys.argv[1], encoding="utf-8").read().strip() + "\n\n"
with open(sys.argv[2], "w", encoding="utf-8") as out:
    size = 0
    while size < 40 * 1024 * 1024:
        out.write(game)
        size += len(game)
PY
  games=$(python3 -c 'import os,sys; print(os.path.getsize(sys.argv[1]) // os.path.getsize(sys.argv[2]))' \
            "$tmp/big.pgn" "$data/lichess-analysis-annotated.pgn")
  peak=$(python3 - "$cli" "$tmp/big.pgn" "$tmp/big.out" <<'PY'
import resource, subprocess, sys
with open(sys.argv[3], "w") as out:
    subprocess.run([sys.argv[1], "pgn", sys.argv[2]], stdout=out, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
)
  lines=$(wc -l <"$tmp/big.out")
  if [[ -n $peak && $peak -lt 20000 && $lines -ge $games ]]; then
    ok "pgn streams a 40 MB file ($lines games) in $peak KiB"
  else
    not_ok "pgn streams a 40 MB file in under 20 MB of memory" "peak ${peak:-?} KiB, $lines lines for $games games"
  fi
  rm -f "$tmp/big.pgn" "$tmp/big.out"
else
  ok "pgn streams big files # SKIP AddressSanitizer keeps freed memory"
fi

# --- analyse -------------------------------------------------------------

# The fake engine says scripted evaluations (for the side to move): 2. Nf3
# drops White from +0.30 to -2.50 (??), 3. Bb5 from -2.40 to -4.00 (?).
fake="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/fake-uci-engine.py"
cat >"$tmp/games.pgn" <<'PGN'
[Event "One"]
[Result "*"]

1. e4 e5 2. Nf3 {book} Nc6 3. Bb5 *

[Event "Two"]
[Result "*"]

1. d4 *
PGN
FAKE_UCI_EVALS='cp 20, cp -25, cp 30, cp 250, cp -240, cp 400' run analyse --engine "$fake" "$tmp/games.pgn"
if expect_success "analyse with the fake engine"; then
  flat=$(tr '\n' ' ' <"$tmp/out")
  if [[ $flat == *'1. e4 {[%eval 0.25]} 1... e5 {[%eval 0.30]} 2. Nf3 $4 {[%eval -2.50] book} 2... Nc6 {[%eval -2.40]} 3. Bb5 $2 {[%eval -4.00]} *'* ]] \
     && [[ $flat == *'[Event "Two"]'*'1. d4 {[%eval 0.25]} *'* ]]; then
    ok "analyse writes evals and ?? / ? as NAGs for every game"
  else
    not_ok "analyse writes evals and ?? / ? as NAGs for every game" "$(last_run)"
  fi
  if [[ $err == *"game 1/2: 6/6 positions"* && $err == *"game 2/2: 2/2 positions"* ]]; then
    ok "analyse reports progress on stderr"
  else
    not_ok "analyse reports progress on stderr" "$(last_run)"
  fi
fi
run analyse --engine "$fake" --depth 3 --movetime 10 "$tmp/games.pgn"
if [[ $rc -eq 2 ]]; then ok "analyse --depth and --movetime together is a usage error"; else not_ok "analyse --depth --movetime" "$(last_run)"; fi
run analyse --engine "$tmp/no-such-engine" "$tmp/games.pgn"
if [[ $rc -eq 1 && $err == *"no engine at"* && -z $out ]]; then ok "analyse with a missing engine fails"; else not_ok "analyse with a missing engine fails" "$(last_run)"; fi
run analyse --engine "$fake" "$tmp/no-such.pgn"
if [[ $rc -eq 1 ]]; then ok "analyse of a missing file fails"; else not_ok "analyse of a missing file fails" "$(last_run)"; fi

# Only diagram draws: the other commands load neither cairo, Pango nor
# librsvg (they would triple the time of every call).
rendering=$(ldd "$cli" | grep -Eo 'lib(cairo|pango[a-z0-9]*|rsvg|gdk_pixbuf|xml2|harfbuzz|fontconfig|freetype)[^ ]*' | sort -u | paste -sd' ' -)
if [[ -z $rendering ]]; then
  ok "chess960-cli loads no rendering library"
else
  not_ok "chess960-cli loads no rendering library" "it loads: $rendering"
fi

echo "1..$n"
(( failures == 0 ))
