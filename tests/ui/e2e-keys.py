#!/usr/bin/env python3
# e2e-keys.py: which widget a key goes to, in the real chess960 binary
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: e2e-keys.py CHESS960 CHESS960-CLI   (under xvfb-run -a)
#
# The window's shortcuts share keys with its widgets (chess-window-browse.c):
# Ctrl+Z, Ctrl+C and Ctrl+V with the move entry, ← → Home End with the
# move entry and the board's keyboard cursor. Real key presses through the
# X server (xdotool), the position read back from the clipboard (xclip)
# and the moves from the session file, against FENs from chess960-cli:
#
#   - after a typed move the entry is empty and keeps the focus: Ctrl+C
#     copies the position, Ctrl+Z takes the move back (the game saved
#     stands at its start, the move kept in its tree for Redo);
#   - in the empty entry ← Home End → look through the game (Ctrl+C copies
#     the position shown), and a move typed there, on an earlier position
#     of the game being played, asks, and Enter tries it as a variation;
#   - with text in the entry ← moves its cursor, and Ctrl+C copies its text;
#   - the board, reached by keyboard, keeps ← → for its cursor; after a
#     click on it they look through the game.
#
# Helpers (waiting, xdotool, the session file) come from e2e-play.py.

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("e2e_play", os.path.join(HERE, "e2e-play.py"))
play = importlib.util.module_from_spec(spec)
spec.loader.exec_module(play)

NUMBER = 518
MARKER = "chess960-e2e-keys-marker"


def set_clipboard(text):
    """Puts TEXT on the clipboard (xclip keeps serving it until someone
    else owns it), so that a copy that does not happen shows."""
    subprocess.run(["xclip", "-i", "-selection", "clipboard"], input=text, text=True, check=True)
    play.wait_until(lambda: play.read_clipboard() == text, 5)


def copy_after(keys, timeout=5):
    """Marks the clipboard, sends KEYS, and returns what the clipboard
    holds once it changed (or the marker, if nothing was copied)."""
    set_clipboard(MARKER)
    for key in keys:
        play.xdotool("key", key)
    play.wait_until(lambda: play.read_clipboard() not in (None, MARKER), timeout)
    return play.read_clipboard()


def n_saved(state):
    """How many moves the saved game has played: the PGN keeps moves taken
    back too (Redo's, in the game's tree), and then the session's Current
    key is the path to the move played last, one child index per move."""
    moves = play.saved_moves(state, alone=False)
    if not isinstance(moves, list):
        return None
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    try:
        with open(os.path.join(state, "chess960", play.SESSION), encoding="utf-8") as f:
            parser.read_file(f)
    except (OSError, configparser.Error):
        return None
    current = parser.get("Game", "Current", fallback=None)
    if current is None:
        return len(main_line(moves))
    return len([index for index in current.split(";") if index.strip() != ""])


def main_line(tokens):
    """The moves of TOKENS outside parentheses: the main line."""
    depth, line = 0, []
    for token in tokens:
        depth += token.count("(")
        if depth == 0:
            line.append(token)
        depth -= token.count(")")
    return line


def wait_saved(state, n):
    return play.wait_until(lambda: n_saved(state) == n)


def saved_current(state):
    """Where the saved game stands in its tree (the session's Current: ""
    at the start), None at its main line's end, or an error message."""
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    try:
        with open(os.path.join(state, "chess960", play.SESSION), encoding="utf-8") as f:
            parser.read_file(f)
        return parser.get("Game", "Current", fallback=None)
    except (OSError, configparser.Error, UnicodeDecodeError) as e:
        return f"cannot be read: {e}"


def saved_movetext(state):
    """The moves of the saved game's PGN as one line, variations and all."""
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    try:
        with open(os.path.join(state, "chess960", play.SESSION), encoding="utf-8") as f:
            parser.read_file(f)
        pgn = play.unescape(parser.get("Game", "PGN"))
    except (OSError, configparser.Error, UnicodeDecodeError):
        return ""
    return " ".join(line for line in pgn.splitlines() if line and not line.startswith("["))


def run(app, cli, state):
    start = play.run(cli, "startpos", str(NUMBER)).strip()
    fens = play.cli_play(cli, start, ["e4", "e5", "Nf3", "Nc6"])
    side_fens = play.cli_play(cli, start, ["e4", "e5", "d4", "exd4"])

    env = dict(os.environ)
    env.setdefault("GSETTINGS_BACKEND", "memory")
    env["XDG_STATE_HOME"] = state
    # Never another program's cache (the pieces it drew).
    env["XDG_CACHE_HOME"] = os.path.join(state, "cache")
    proc = subprocess.Popen(["dbus-run-session", "--config-file", play.SESSION_BUS_CONFIG, "--",
                             app, "--position", str(NUMBER)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)
    try:
        window = play.find_window(proc)
        play.tap(window is not None, "the window appears")
        if window is None:
            return
        play.focus(window)
        # The app may still be starting: the start position, copied from
        # the board, says it takes keys.
        copied = play.copy_position(start)
        play.tap(copied == start, "Ctrl+C on the board copies the start position", f"got {copied}")

        # A typed move: the entry is empty and has the focus.
        play.xdotool("key", "ctrl+l")
        play.type_move("e4", state, 1)
        copied = copy_after(["ctrl+c"])
        play.tap(copied == fens[1], "after a typed move Ctrl+C copies the position",
                 f"expected {fens[1]}\ngot      {copied}")
        play.xdotool("key", "ctrl+z")
        # Undo keeps the move in the game's tree, for Redo: the saved game
        # holds e4 and stands at its start (Current empty, no move played).
        play.tap(play.wait_until(lambda: saved_current(state) == "" and n_saved(state) == 0
                                 and play.saved_moves(state, alone=False) == ["e4"]),
                 "after a typed move Ctrl+Z takes it back",
                 f"saved: {play.saved_moves(state, alone=False)}, Current={saved_current(state)!r}")
        copied = copy_after(["ctrl+c"])
        play.tap(copied == start, "and the board shows the start again", f"got {copied}")

        # Three moves typed; the empty entry looks through them.
        for ply, move in enumerate(["e4", "e5", "Nf3"], start=1):
            play.type_move(move, state, ply)
        for keys, ply, what in ((["Left"], 2, "← shows the move before (the entry keeps the focus)"),
                                (["Left"], 1, "← again the one before that"),
                                (["Home"], 0, "Home shows the start"),
                                (["Right"], 1, "→ the next move"),
                                (["End"], 3, "End the game again")):
            copied = copy_after(keys + ["ctrl+c"])
            play.tap(copied == fens[ply], f"from the empty move entry {what}",
                     f"expected {fens[ply]}\ngot      {copied}")

        # A move typed on an earlier position of the game being played:
        # asked, and Enter (the default answer) tries it as a variation;
        # the game stays as it was, and the entry takes the next move at
        # the variation's end.
        play.xdotool("key", "Left")
        play.xdotool("type", "--delay", "40", "d4")
        play.xdotool("key", "Return")
        if os.environ.get("CHESS960_ALERTS_IN_WINDOW") == "1":
            # libadwaita 1.5+: the question is an AdwAlertDialog inside
            # the window, with no X window of its own to wait for. In a
            # live game only the question's answer makes a variation, so
            # the variation below shows that it came; Enter is pressed
            # again while it has not, in case the first came before it.
            for _attempt in range(5):
                play.xdotool("key", "Return")
                if play.wait_until(lambda: "2. Nf3 (2. d4)" in saved_movetext(state), 2):
                    break
        else:
            # The question's window takes the keyboard; Enter answers it.
            play.tap(play.wait_until(lambda: play.focused_window() not in ("", window), 5),
                     "the question comes up", f"focus on {play.focused_window()!r}")
            play.xdotool("key", "Return")
            play.wait_until(lambda: play.focused_window() == window, 5)
        play.tap(play.wait_until(lambda: "2. Nf3 (2. d4)" in saved_movetext(state)),
                 "a move typed on an earlier position is asked about and tried as a variation",
                 f"saved: {saved_movetext(state)!r}")
        play.xdotool("type", "--delay", "40", "exd4")
        play.xdotool("key", "Return")
        play.tap(play.wait_until(lambda: "(2. d4 exd4)" in saved_movetext(state) and n_saved(state) == 3),
                 "and the next move typed goes on along it, the game as it was",
                 f"saved: {saved_movetext(state)!r}, {n_saved(state)} moves played")
        copied = copy_after(["ctrl+c"])
        play.tap(copied == side_fens[4], "and the board shows it", f"expected {side_fens[4]}\ngot      {copied}")
        # ← to d4, ↑ to the game's Nf3 beside it: the game's own position.
        copied = copy_after(["Left", "Up", "ctrl+c"])
        play.tap(copied == fens[3], "← then ↑ go back to the game", f"expected {fens[3]}\ngot      {copied}")

        # Text in the entry keeps its keys: ← moves its cursor (typing
        # "6", ←, "Nc" gives Nc6), and Ctrl+C copies the selected text.
        play.xdotool("key", "ctrl+l")
        play.xdotool("type", "--delay", "40", "6")
        play.xdotool("key", "Left")
        play.xdotool("type", "--delay", "40", "Nc")
        copied = copy_after(["ctrl+a", "ctrl+c"])
        play.tap(copied == "Nc6", "with text in the entry ← moves its cursor and Ctrl+C copies the text",
                 f"got {copied!r}")
        play.xdotool("key", "End", "Return")
        play.tap(wait_saved(state, 4), "and the move typed so is played",
                 f"saved: {play.saved_moves(state, alone=False)}")

        # The board, reached by keyboard, keeps ← for its cursor.
        copied = copy_after(["Escape", "Left", "ctrl+c"])
        play.tap(copied == fens[4], "on the board reached by keyboard ← moves its cursor, not the game",
                 f"expected {fens[4]}\ngot      {copied}")

        # After a click on the board (an empty square), ← looks back.
        play.xdotool("mousemove", "--window", window, "120", "330", "click", "1")
        copied = copy_after(["Left", "ctrl+c"])
        play.tap(copied == fens[3], "after a click on the board ← shows the move before",
                 f"expected {fens[3]}\ngot      {copied}")
    finally:
        play.stop(proc)


def main():
    if len(sys.argv) != 3:
        print("usage: e2e-keys.py CHESS960 CHESS960-CLI", file=sys.stderr)
        sys.exit(2)
    app, cli = sys.argv[1], sys.argv[2]
    if not os.environ.get("DISPLAY"):
        play.skip_all("no display (install xvfb-run)")
    for tool in ("xdotool", "xclip", "dbus-run-session"):
        if shutil.which(tool) is None:
            play.skip_all(f"{tool} is missing")

    state = tempfile.mkdtemp(prefix="chess960-e2e-keys-")
    try:
        run(app, cli, state)
    except Exception:
        play.tap(False, "the test runs to its end", traceback.format_exc())
    finally:
        shutil.rmtree(state, ignore_errors=True)
    print(f"1..{len(play.results)}")
    sys.exit(0 if play.results and all(play.results) else 1)


if __name__ == "__main__":
    main()
