#!/usr/bin/env python3
# e2e-play.py: plays two games in the real chess960 binary, by keyboard
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: e2e-play.py CHESS960 CHESS960-CLI   (under xvfb-run -a)
#
# Starts the app with --position N, types the moves into the move entry as
# a user does (Ctrl+L once, then just typing, Enter after each move), and
# after every castle copies the position with Ctrl+C on the board and reads
# the clipboard back with xclip. The expected FENs come from chess960-cli
# play, so nothing here is a FEN written by hand. Between them the two games
# castle in each of FIDE's four ways (Guidelines II.3.2). Output is TAP.

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# Start position, moves as typed (SAN, UCI, zeroes), and the castling
# method each castle must have.
GAMES = [
    # BQNNRKRB: O-O swaps king f1 and rook g1; O-O-O moves king f8 to c8
    # and rook e8 to d8.
    (3, ["O-O", "Nb6", "a2a3", "Nc6", "b3", "0-0-0"],
     {1: "transposition", 6: "double move"}),
    # NRKQNRBB: O-O-O only moves the rook (b8 to d8, the king stays on
    # c8); O-O only moves the king (c1 to g1, the rook stays on f1).
    (255, ["Nf3", "d6", "e3", "Qd7", "Qe2", "O-O-O", "h3", "a6", "Bh2", "b6", "O-O"],
     {6: "rook move only", 11: "king move only"}),
]

SESSION_BUS_CONFIG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "session-bus.conf")

results = []


def tap(ok, description, diagnostics=None):
    results.append(ok)
    print(f"{'ok' if ok else 'not ok'} {len(results)} {description}", flush=True)
    if not ok and diagnostics:
        for line in diagnostics.splitlines():
            print(f"# {line}", flush=True)


def skip_all(reason):
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def cli_play(cli, fen, moves):
    """The FEN before each ply: index 0 is the start."""
    fens = [fen]
    for line in run(cli, "play", fen, *moves).splitlines():
        san, after = line.split("\t")
        fens.append(after)
    return fens


def back_rank(fen, color):
    rank = fen.split()[0].split("/")[7 if color == "w" else 0]
    squares = ""
    for c in rank:
        squares += "." * int(c) if c.isdigit() else c
    return squares


def castling_method(before, after, color):
    """FIDE's name for the castle between two FENs, from the back rank."""
    king, rook = ("K", "R") if color == "w" else ("k", "r")
    old, new = back_rank(before, color), back_rank(after, color)
    king_from, king_to = old.index(king), new.index(king)
    # The castling rook is the one on a square that changed.
    rook_to = [i for i in range(8) if new[i] == rook and old[i] != rook]
    rook_from = [i for i in range(8) if old[i] == rook and new[i] != rook]
    if not rook_to and not rook_from:
        return "king move only"
    if king_from == king_to:
        return "rook move only"
    if rook_from == [king_to] and rook_to == [king_from]:
        return "transposition"
    return "double move"


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True)


def find_window(proc, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return None
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Chess960$"],
                             capture_output=True, text=True).stdout.split()
        if out:
            return out[0]
        time.sleep(0.1)
    return None


def read_clipboard():
    result = subprocess.run(["xclip", "-o", "-selection", "clipboard"],
                            capture_output=True, text=True, timeout=5)
    return result.stdout.strip() if result.returncode == 0 else None


def copy_position(expected, timeout=5):
    """Escape to the board, Ctrl+C, and the clipboard's text once it is
    EXPECTED (or whatever it is at the timeout)."""
    xdotool("key", "Escape")
    time.sleep(0.2)
    xdotool("key", "ctrl+c")
    deadline = time.monotonic() + timeout
    text = None
    while time.monotonic() < deadline:
        text = read_clipboard()
        if text == expected:
            break
        time.sleep(0.1)
    return text


def type_move(move):
    xdotool("type", "--delay", "40", move)
    xdotool("key", "Return")
    time.sleep(0.3)


def play_game(app, cli, number, moves, castles):
    start = run(cli, "startpos", str(number)).strip()
    fens = cli_play(cli, start, moves)

    for ply, method in castles.items():
        color = "w" if ply % 2 == 1 else "b"
        found = castling_method(fens[ply - 1], fens[ply], color)
        tap(found == method, f"position {number}: move {ply} ({moves[ply - 1]}) castles by {method}",
            f"found {found}")

    env = dict(os.environ)
    env.setdefault("GSETTINGS_BACKEND", "memory")
    # The games it saves go to a folder of its own, gone afterwards.
    state = tempfile.TemporaryDirectory(prefix="chess960-e2e-play-")
    env["XDG_STATE_HOME"] = state.name
    # A session of its own, so that stopping it stops the app under
    # dbus-run-session too; its bus starts no portals (see session-bus.conf).
    proc = subprocess.Popen(["dbus-run-session", "--config-file", SESSION_BUS_CONFIG, "--",
                             app, "--position", str(number)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)
    try:
        window = find_window(proc)
        if window is None:
            output = (proc.communicate(timeout=5)[0] if proc.poll() is not None
                      else "still running, but no visible window is named Chess960")
            tap(False, f"position {number}: the window appears", output)
            return
        tap(True, f"position {number}: the window appears")
        xdotool("windowfocus", "--sync", window)
        time.sleep(0.5)

        copied = copy_position(start)
        tap(copied == start, f"position {number}: Ctrl+C copies the start position",
            f"expected {start}\ngot      {copied}")

        # Ctrl+L once; after a copy, typing alone starts the move entry.
        xdotool("key", "ctrl+l")
        time.sleep(0.2)
        for ply, move in enumerate(moves, start=1):
            type_move(move)
            if ply in castles or ply == len(moves):
                copied = copy_position(fens[ply])
                tap(copied == fens[ply], f"position {number}: after {ply}. {move} the board shows the right position",
                    f"expected {fens[ply]}\ngot      {copied}")

        # A refused move leaves the game as it is, and its text selected:
        # Ctrl+C there copies the text, as in any text field.
        xdotool("key", "ctrl+l")
        type_move("Ke9")
        xdotool("key", "ctrl+c")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and read_clipboard() != "Ke9":
            time.sleep(0.1)
        text = read_clipboard()
        tap(text == "Ke9", f"position {number}: Ctrl+C in the move entry copies its text",
            f"got {text}")
        copied = copy_position(fens[-1])
        tap(copied == fens[-1], f"position {number}: a refused move changes nothing",
            f"expected {fens[-1]}\ngot      {copied}")

        # Back on the board, typing replaces the refused text.
        extra = "h3" if fens[-1].split()[1] == "w" else "h6"
        after = cli_play(cli, fens[-1], [extra])[-1]
        type_move(extra)
        copied = copy_position(after)
        tap(copied == after, f"position {number}: typing on the board after a refused move plays the new one",
            f"expected {after}\ngot      {copied}")
    finally:
        stop(proc)
        state.cleanup()


def stop(proc):
    """Ends the app and waits until its window is gone, so that the next
    game's keys and clipboard cannot reach it."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--name", "^Chess960$"],
                               capture_output=True, text=True).stdout.split()
        if not found:
            break
        time.sleep(0.1)


def main():
    if len(sys.argv) != 3:
        print("usage: e2e-play.py CHESS960 CHESS960-CLI", file=sys.stderr)
        sys.exit(2)
    app, cli = sys.argv[1], sys.argv[2]
    if not os.environ.get("DISPLAY"):
        skip_all("no display (install xvfb-run)")
    for tool in ("xdotool", "xclip", "dbus-run-session"):
        if shutil.which(tool) is None:
            skip_all(f"{tool} is missing")

    for number, moves, castles in GAMES:
        play_game(app, cli, number, moves, castles)

    print(f"1..{len(results)}")
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
