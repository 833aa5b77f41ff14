#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the screenshots the metainfo shows (data/screenshots/*.png) of the
# app in the build tree, under Xvfb, in a fresh home of its own.
#   data/screenshots/take-screenshots.sh [BUILDDIR] [OUTDIR]
#
# Needs Xvfb, xdotool and ImageMagick's import. Look at every picture before
# committing it: the clicks below are at fixed places in each window, and a
# changed layout makes them miss.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=$(realpath "${1:-build}")
out=$(realpath "${2:-data/screenshots}")
app=$build/src/chess960
for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is missing" >&2; exit 2; }
done
[[ -x $app ]] || { echo "$0: no $app; build first" >&2; exit 2; }

home=$(mktemp -d)
display=99
while [[ -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x900x24 -noreset >/dev/null 2>&1 &
xvfb=$!
pid=
cleanup ()
{
  [[ -n $pid ]] && kill "$pid" 2>/dev/null
  kill "$xvfb" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT

# English, light style, no settings or saved games of the user's, no
# accessibility bus to wait for.
export DISPLAY=:$display GDK_BACKEND=x11 NO_AT_BRIDGE=1 GTK_A11Y=none
export GSETTINGS_BACKEND=memory LANGUAGE=en LC_ALL=C.UTF-8 ADW_DEBUG_COLOR_SCHEME=prefer-light
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
export XDG_STATE_HOME=$home/state XDG_CACHE_HOME=$home/cache
sleep 1

start ()
{
  "$app" "$@" >"$home/app.log" 2>&1 &
  pid=$!
  window "Chess960" >/dev/null
}

# window TITLE: waits for the app's window named TITLE and prints its id.
window ()
{
  local id
  for _ in $(seq 1 100); do
    id=$(xdotool search --all --onlyvisible --pid "$pid" --name "^$1\$" 2>/dev/null | tail -n 1 || true)
    if [[ -n $id ]]; then
      xdotool windowfocus --sync "$id" 2>/dev/null || true
      sleep 1   # until its content is drawn
      echo "$id"
      return
    fi
    sleep 0.1
  done
  echo "$0: no window named $1; the app said:" >&2
  cat "$home/app.log" >&2
  exit 1
}

# click WINDOW X Y, in the window's own coordinates.
click ()
{
  xdotool mousemove --window "$1" "$2" "$3" click 1
  sleep 1
}

# typed MOVE...: plays moves through the move entry.
typed ()
{
  local move
  for move in "$@"; do
    xdotool type --delay 60 "$move"
    xdotool key Return
    sleep 0.6
  done
}

stop ()
{
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pid=
}

# A game: Chess960 from SP 42 with 5+3 clocks, both sides castled. The
# New Game dialog opens with these choices (a key file of settings) and
# Enter starts it.
mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings"
cat >"$XDG_CONFIG_HOME/glib-2.0/settings/keyfile" <<'SETTINGS'
[io/github/chess960/Chess960]
new-game-time-control='5+3'
new-game-start-position='number'
new-game-position-number=42
SETTINGS
GSETTINGS_BACKEND=keyfile start
main=$(window Chess960)
xdotool key ctrl+n
sleep 1
xdotool key Return
sleep 1
typed e4 e5 Nc3 Nc6 Bd3 Bd6 O-O O-O Nb3 Nb6 f4 exf4 Rxf4 Ne5
# Focus stays in the move entry: on the board it would show the
# keyboard's square cursor.
sleep 1.5
import -window "$main" "$out/game.png"
stop

# An arbiter's event with two rounds played.
mkdir -p "$XDG_DATA_HOME/chess960/events"
cat >"$XDG_DATA_HOME/chess960/events/club-championship-2026.chess960-event" <<'EOF'
[Event]
Format=1
Name=Club Championship 2026
Variant=chess960
Created=2026-11-07T18:00:00Z
ExcludeStandard=true
Exclude=
Rounds=2

[Round 1]
Number=309
BackRank=NQBBRKRN
Method=physical-die
Time=2026-11-07T18:30:00Z
ColoursReversed=false

[Round 2]
Number=421
BackRank=RNBBQNKR
Method=roller
Time=2026-11-14T18:30:00Z
ColoursReversed=false
EOF

# The roller, drawing round 3 with a die thrown on the table: a 2 (dark
# bishop on c1), a 5 (thrown again), a 1 (light bishop on b1), a 4 (queen
# on the fourth empty square, f1).
start
xdotool key ctrl+e
events=$(window Events)
click "$events" 380 103                  # the event
click "$events" 380 103                  # Draw Round 3…
roller=$(window "Round 3")
click "$roller" 382 81                   # Physical Die
for face in 2 5 1 4; do
  xdotool key "$face"
  sleep 1.5
done
sleep 1
import -window "$roller" "$out/roller.png"
stop

# The hall screen for round 2, revealed.
start
xdotool key ctrl+e
events=$(window Events)
click "$events" 380 103                  # the event
click "$events" 589 275                  # round 2's hall screen
hall=$(window "Hall Screen")
xdotool key space
sleep 2.5
import -window "$hall" "$out/hall-screen.png"
stop

echo "wrote $out/game.png, roller.png and hall-screen.png: look at them"
