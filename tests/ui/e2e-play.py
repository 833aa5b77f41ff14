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
#
# Nothing waits for a fixed time: each step waits, through wait_until(),
# for what shows that the app has done it (its window, the clipboard, the
# move in its session file).

import configparser
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
SESSION = "window-1.chess960-session"

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


def wait_until(condition, timeout=10, interval=0.05):
    """Calls CONDITION until it returns something true, and returns that;
    or what it returned last once TIMEOUT seconds have passed. The one
    place the end-to-end tests wait."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(interval)


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True)


def visible_windows():
    return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Chess960$"],
                          capture_output=True, text=True).stdout.split()


def find_window(proc, timeout=20):
    def window():
        if proc.poll() is not None:
            return "exited"
        return next(iter(visible_windows()), None)
    found = wait_until(window, timeout)
    return None if found == "exited" else found


def focused_window():
    """The window that has the keyboard, as the X server says ("" if none)."""
    return subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip()


def focus(window):
    """Gives WINDOW the keyboard, and waits until the X server says it has."""
    xdotool("windowfocus", "--sync", window)
    wait_until(lambda: focused_window() == window, 5)


def unescape(value):
    """A GKeyFile string value."""
    out, i = [], 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", "s": " ", "\\": "\\"}
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            out.append(escapes.get(value[i + 1], "\\" + value[i + 1]))
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def saved_moves(state, session=SESSION, alone=True):
    """The SAN moves of the game saved in the session file under STATE
    (the app's XDG_STATE_HOME), or an error message: the file must be
    whole (a key file with [Game], Format=1 and a PGN ending with its
    result), and (if ALONE) the only file in its folder."""
    folder = os.path.join(state, "chess960")
    try:
        names = sorted(os.listdir(folder))
    except OSError as e:
        return f"no folder: {e}"
    path = os.path.join(folder, session)
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    try:
        with open(path, encoding="utf-8") as f:
            parser.read_file(f)
        if parser.get("Game", "Format") != "1":
            return "Format is not 1"
        pgn = unescape(parser.get("Game", "PGN"))
    except (OSError, configparser.Error, UnicodeDecodeError) as e:
        return f"{session} cannot be read: {e} (folder: {names})"
    movetext = [line for line in pgn.splitlines() if line and not line.startswith("[")]
    tokens = " ".join(movetext).split()
    if not tokens or tokens[-1] not in ("*", "1-0", "0-1", "1/2-1/2"):
        return f"the PGN does not end with a result: {pgn!r}"
    others = [name for name in names if name != session]
    # A kill between a write's temporary file and its rename may leave
    # that file (never the session file half-written); the next start
    # removes it.
    if alone and any(not name.startswith(session + ".") for name in others):
        return f"other files in the folder: {others}"
    return [t for t in tokens[:-1] if not t[0].isdigit()]


def read_clipboard():
    result = subprocess.run(["xclip", "-o", "-selection", "clipboard"],
                            capture_output=True, text=True, timeout=5)
    return result.stdout.strip() if result.returncode == 0 else None


def copy_until(keys, expected, timeout=10):
    """Sends KEYS until the clipboard holds EXPECTED, and returns the
    clipboard's text (whatever it is at the timeout). The keys are sent
    again each second: an app still starting up may not have taken the
    first ones."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for key in keys:
            xdotool("key", key)
        if wait_until(lambda: read_clipboard() == expected, 1):
            return expected
    return read_clipboard()


def copy_position(expected, timeout=10):
    """Escape to the board, Ctrl+C, and the clipboard's text once it is
    EXPECTED (or whatever it is at the timeout)."""
    return copy_until(["Escape", "ctrl+c"], expected, timeout)


def type_move(move, state=None, n_saved=None):
    """Types MOVE and Enter; with STATE (the app's XDG_STATE_HOME), waits
    until its session file holds N_SAVED moves: the app saves each move at
    once."""
    xdotool("type", "--delay", "40", move)
    xdotool("key", "Return")
    if state is not None:
        def saved():
            moves = saved_moves(state, alone=False)
            return isinstance(moves, list) and len(moves) == n_saved
        if not wait_until(saved):
            print(f"# {move}: the session does not hold {n_saved} moves: {saved_moves(state)}",
                  flush=True)


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
    # And its cache (the pieces it drew).
    env["XDG_CACHE_HOME"] = os.path.join(state.name, "cache")
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
        focus(window)

        copied = copy_position(start)
        tap(copied == start, f"position {number}: Ctrl+C copies the start position",
            f"expected {start}\ngot      {copied}")

        # Ctrl+L once; after a copy, typing alone starts the move entry.
        xdotool("key", "ctrl+l")
        for ply, move in enumerate(moves, start=1):
            type_move(move, state.name, ply)
            if ply in castles or ply == len(moves):
                copied = copy_position(fens[ply])
                tap(copied == fens[ply], f"position {number}: after {ply}. {move} the board shows the right position",
                    f"expected {fens[ply]}\ngot      {copied}")

        # A refused move leaves the game as it is, and its text selected:
        # Ctrl+C there copies the text, as in any text field.
        xdotool("key", "ctrl+l")
        type_move("Ke9")
        text = copy_until(["ctrl+c"], "Ke9")
        tap(text == "Ke9", f"position {number}: Ctrl+C in the move entry copies its text",
            f"got {text}")
        copied = copy_position(fens[-1])
        tap(copied == fens[-1], f"position {number}: a refused move changes nothing",
            f"expected {fens[-1]}\ngot      {copied}")

        # Back on the board, typing replaces the refused text.
        extra = "h3" if fens[-1].split()[1] == "w" else "h6"
        after = cli_play(cli, fens[-1], [extra])[-1]
        type_move(extra, state.name, len(moves) + 1)
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
    wait_until(lambda: not subprocess.run(["xdotool", "search", "--name", "^Chess960$"],
                                          capture_output=True, text=True).stdout.split())


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
