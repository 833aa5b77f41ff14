#!/usr/bin/env python3
# fake-uci-engine.py: a tiny UCI engine that behaves as test-engine asks
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# ChessEngine starts an engine with no arguments, so the behaviour comes
# from a key file beside the path it was started as (test-engine makes a
# symbolic link to this script in a folder of its own),
# fake-uci-engine.conf, group [fake], or else from FAKE_UCI_<KEY> in the
# environment (KEY in capitals, "-" as "_"):
#
#   mode      good (default): answers every "go" with the next move of
#               "moves"
#             think: answers "go" when told "stop", or after think-ms if set
#             hang: stops reading and answering after "go"
#             crash: exits on "go"
#             illegal: "bestmove a1a1"
#             none: "bestmove (none)"
#             garbage: some junk, then "bestmove xyzzy"
#             junk: junk instead of a bestmove
#             no960: no UCI_Chess960 option
#             slow-handshake: uciok after a second
#             mute: never answers "uci"
#             not-uci: complains about "uci" and exits
#   moves     the moves to answer, in order, separated by spaces; the last
#             one is repeated (default e2e4)
#   options   option lines to announce instead of the usual ones,
#             separated by ";"
#   infos     "info" lines to say on each "go" before the bestmove,
#             instead of the usual one, separated by ";"
#   evals     scripted evaluations for analysis: scores as UCI says them
#             (for the side to move), "cp 20" or "mate -3", separated by
#             ",", the Nth for a position sent with N moves after its FEN
#             (the last one repeated); each "go" then says
#             "info depth 12 multipv 1 score SCORE pv MOVE" with MOVE the
#             next of "moves"
#   slow-position
#             on a "go" for a position whose "position" command ends with
#             this text, thinks as in mode think (until "stop")
#   flood     on each "go", this many junk "info string" lines of 200
#             bytes before the bestmove
#   long-line on each "go", a line of this many bytes without a line
#             end (then the bestmove)
#   log       a file that gets "pid N", every command received, and
#             "said bestmove …" once each answer has been written, one per
#             line
#
# Its own exit is the test of "quit": it exits on "quit" or at the end of
# its input, never otherwise (except in crash and not-uci).

import configparser
import os
import select
import sys
import time

DEFAULT_OPTIONS = [
    "option name Hash type spin default 16 min 1 max 33554432",
    "option name Skill Level type spin default 20 min 0 max 20",
    "option name UCI_Chess960 type check default false",
    "option name UCI_LimitStrength type check default false",
    "option name UCI_Elo type spin default 1350 min 1350 max 2850",
    "option name MultiPV type spin default 1 min 1 max 500",
]


def setting(key, default=None):
    conf = configparser.ConfigParser(interpolation=None)
    conf.read(os.path.join(os.path.dirname(os.path.abspath(sys.argv[0])),
                           "fake-uci-engine.conf"), encoding="utf-8")
    value = conf.get("fake", key, fallback=None)
    if value is None:
        value = os.environ.get("FAKE_UCI_" + key.upper().replace("-", "_"), default)
    return value


mode = setting("mode", "good")
think_ms = setting("think-ms")
moves = setting("moves", "e2e4").split()
log_path = setting("log")
log = open(log_path, "a", encoding="utf-8") if log_path else None

def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
    # Written after the answer is in the pipe: a test that sees it knows
    # the app can read the answer without waiting.
    if text.startswith("bestmove"):
        record("said " + text)


def record(text):
    if log:
        log.write(text + "\n")
        log.flush()


def next_move():
    return moves.pop(0) if len(moves) > 1 else moves[0]


def options():
    text = setting("options")
    lines = text.split(";") if text is not None else DEFAULT_OPTIONS
    if mode == "no960":
        lines = [line for line in lines if "UCI_Chess960" not in line]
    return lines


pending = b""
END = object()


def read_command(timeout=None):
    """The next line of input, stripped; END at the end of the input, None
    when TIMEOUT seconds pass first."""
    global pending
    deadline = None if timeout is None else time.monotonic() + timeout
    while b"\n" not in pending:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([0], [], [], left)[0]:
                return None
        chunk = os.read(0, 4096)
        if not chunk:
            return END
        pending += chunk
    line, pending = pending.split(b"\n", 1)
    command = line.decode("utf-8", "replace").strip()
    record(command)
    return command


plies = 0
last_position = ""


def say_infos():
    infos = setting("infos")
    evals = setting("evals")
    if evals is not None:
        scores = [score.strip() for score in evals.split(",")]
        score = scores[min(plies, len(scores) - 1)]
        say(f"info depth 12 multipv 1 score {score} nodes 1000 pv {moves[0]}")
    elif infos is not None:
        for info in infos.split(";"):
            say(info.strip())
    else:
        say("info depth 1 score cp 13 nodes 20 pv " + moves[0])
        say("info string thinking hard")


def think():
    """Waits for "stop" (or the thinking time) and answers."""
    timeout = int(think_ms) / 1000 if think_ms else None
    while True:
        command = read_command(timeout)
        if command is None or command == "stop":
            say_infos()
            say("bestmove " + next_move())
            return True
        if command is END or command == "quit":
            return False
        if command == "isready":
            say("readyok")


record(f"pid {os.getpid()}")
say("Fake UCI engine, for tests")

while True:
    command = read_command()
    if command is END:
        break
    word = command.split(" ")[0] if command else ""

    if word == "quit":
        break
    elif word == "uci":
        if mode == "mute":
            continue
        if mode == "not-uci":
            say("Error (unknown command): uci")
            sys.exit(1)
        say("id name Fake Engine 1.0")
        say("id author the Chess960 tests")
        for option in options():
            say(option)
        if mode == "slow-handshake":
            time.sleep(1)
        say("uciok")
    elif word == "isready":
        say("readyok")
    elif word == "position":
        words = command.split()
        plies = len(words) - words.index("moves") - 1 if "moves" in words else 0
        last_position = command
    elif word == "go":
        if mode == "crash":
            os._exit(3)
        elif mode == "hang":
            while True:
                time.sleep(60)
        elif mode == "think" or (setting("slow-position")
                                 and last_position.endswith(setting("slow-position"))):
            if not think():
                break
            continue
        say_infos()
        flood = int(setting("flood", "0"))
        if flood:
            junk = ("info string flood " + "x" * 200 + "\n").encode()
            for _ in range(flood // 100):
                os.write(1, junk * 100)
        long_line = int(setting("long-line", "0"))
        if long_line:
            chunk = b"y" * 65536
            left = long_line
            try:
                while left > 0:
                    os.write(1, chunk[:min(left, len(chunk))])
                    left -= len(chunk)
                os.write(1, b"\n")
            except BrokenPipeError:
                sys.exit(0)
        if mode == "illegal":
            say("bestmove a1a1")
        elif mode == "none":
            say("bestmove (none)")
        elif mode == "garbage":
            say("\x7fELF junk")
            say("bestmove xyzzy ponder plugh")
        elif mode == "junk":
            for _ in range(5):
                say("this is not UCI at all")
        else:
            say("bestmove " + next_move() + " ponder e7e5")
