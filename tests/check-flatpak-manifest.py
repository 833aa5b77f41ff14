#!/usr/bin/env python3
# check-flatpak-manifest.py: what can be checked of the Flatpak manifest here
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/check-flatpak-manifest.py MANIFEST SOURCE-ROOT APP-ID COMMAND
#
# flatpak-builder needs the GNOME runtime and the network, which tests do not
# have; so this reads the manifest and checks, as TAP, what a build would
# trip over or what Flathub would refuse: the runtime and SDK at a numbered
# version, the command, the sandbox's permissions (exactly the four the app
# needs), the modules in order (Stockfish, then the app with its tests on),
# a checksum for everything downloaded, Stockfish built for a portable CPU
# and without the network, and installed where the app looks for it.
#
# Inside a Flatpak build of this app (flatpak-builder runs the tests there)
# it also starts the bundled engine and waits for its "uciok".

import json
import os
import re
import subprocess
import sys

from tap import Tap  # tests/tap.py, beside this script

RUNTIME = "org.gnome.Platform"
SDK = "org.gnome.Sdk"
# The oldest GNOME runtime still supported when this was written (GNOME 51
# is current; each release is supported for about a year). Its libadwaita
# (1.5 or later) gives the app its dialogs attached to the window.
OLDEST_RUNTIME = 51
FINISH_ARGS = ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"]
# CPUs the Flathub builders build for, each with a Stockfish ARCH that runs
# on every CPU of that kind the GNOME runtime runs on ("native" would be the
# builder's own CPU).
ENGINE_ARCHES = {"x86_64": "x86-64-sse41-popcnt", "aarch64": "armv8"}
ENGINE_PATH = "/app/bin/stockfish"
SHA256 = re.compile(r"[0-9a-f]{64}")
NETWORK = re.compile(r"nn-([0-9a-f]{12})\.nnue")


def no_duplicate_keys(pairs):
    keys = [k for k, _ in pairs]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    if duplicates:
        raise ValueError(f"duplicate keys: {', '.join(duplicates)}")
    return dict(pairs)


def check_sources(tap, module):
    """Every download is https and pinned by its sha256."""
    problems = []
    for source in module.get("sources", []):
        kind = source.get("type")
        if kind in ("archive", "file"):
            if not str(source.get("url", "")).startswith("https://"):
                problems.append(f"{kind} without an https url: {source.get('url')}")
            if not SHA256.fullmatch(str(source.get("sha256", ""))):
                problems.append(f"{kind} without a sha256: {source.get('url')}")
            for mirror in source.get("mirror-urls", []):
                if not mirror.startswith("https://"):
                    problems.append(f"mirror not https: {mirror}")
        elif kind != "dir":
            problems.append(f"source of type {kind}: only archive, file and dir are expected")
    tap.ok(not problems and module.get("sources"),
           f"module {module.get('name')}: every download is https and has a sha256", problems)


def check_engine(tap, module, source_root):
    sources = module.get("sources", [])
    archives = [s for s in sources if s.get("type") == "archive"]
    tap.ok(len(archives) == 1 and re.fullmatch(
               r"https://github\.com/official-stockfish/Stockfish/archive/refs/tags/sf_[0-9.]+\.tar\.gz",
               archives[0].get("url", "")),
           "Stockfish is built from the source archive of a release",
           [s.get("url", "") for s in archives])

    # The Makefile's `net` step downloads the networks named in evaluate.h
    # unless a file of that name whose sha256 starts with the name's digits
    # is already in src/ (scripts/net.sh); flatpak-builder has no network
    # while building, so each must come as a source.
    networks = [s for s in sources if s.get("type") == "file"]
    problems = []
    for net in networks:
        name = net.get("dest-filename") or os.path.basename(net.get("url", ""))
        match = NETWORK.fullmatch(name)
        if not match:
            problems.append(f"not a network file name: {name}")
        elif not str(net.get("sha256", "")).startswith(match.group(1)):
            problems.append(f"{name}: its sha256 does not start with {match.group(1)}")
        if net.get("dest") != "src":
            problems.append(f"{name}: not put in src/, where the Makefile looks")
    tap.ok(networks and not problems, "the NNUE networks come as sources, in src/, with matching sha256",
           problems)

    commands = module.get("build-commands", [])
    make = [c for c in commands if re.match(r"make\b", c)]
    arches = module.get("build-options", {}).get("arch", {})
    chosen = {arch: opts.get("env", {}).get("STOCKFISH_ARCH") for arch, opts in arches.items()}
    tap.ok(len(make) == 1 and "ARCH=${STOCKFISH_ARCH" in make[0] and chosen == ENGINE_ARCHES,
           "Stockfish is built for a portable CPU of each architecture, never -march=native",
           [f"make: {make}", f"STOCKFISH_ARCH: {chosen}"])

    installs = [c for c in commands if re.search(r"\bsrc/stockfish\s+(\$\{FLATPAK_DEST\}|/app)/bin/stockfish$", c)]
    tap.ok(len(installs) == 1, f"Stockfish is installed as {ENGINE_PATH}", commands)

    # The app looks there (chess_engine_find_default); no test can create
    # /app outside a Flatpak, so check that the two agree.
    engine_c = os.path.join(source_root, "src", "core", "chess-engine.c")
    try:
        with open(engine_c, encoding="utf-8") as f:
            looks = f'"{ENGINE_PATH}"' in f.read()
    except OSError as error:
        looks = False
        print(f"# {error}")
    tap.ok(looks, f"the app looks for its engine at {ENGINE_PATH} (src/core/chess-engine.c)")


def check_bundled_engine(tap, app_id):
    name = f"the bundled engine at {ENGINE_PATH} answers uciok"
    if os.environ.get("FLATPAK_ID") != app_id:
        tap.skip(name, "not inside a Flatpak build of this app")
        return
    try:
        out = subprocess.run([ENGINE_PATH], input="uci\nquit\n", capture_output=True,
                             text=True, timeout=60)
        tap.ok("uciok" in out.stdout.splitlines(), name, out.stdout.splitlines()[:5])
    except (OSError, subprocess.TimeoutExpired) as error:
        tap.ok(False, name, [str(error)])


def main():
    manifest_path, source_root, app_id, command = sys.argv[1:5]
    tap = Tap()

    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f, object_pairs_hook=no_duplicate_keys)
    except (OSError, ValueError) as error:
        tap.ok(False, "the manifest is JSON", [str(error)])
        return tap.done()
    tap.ok(isinstance(manifest, dict), "the manifest is JSON")

    tap.ok(manifest.get("id") == app_id and os.path.basename(manifest_path) == f"{app_id}.json",
           "the manifest is named after the app id and names it", [f"id: {manifest.get('id')}"])
    tap.ok(manifest.get("runtime") == RUNTIME and manifest.get("sdk") == SDK,
           f"runtime {RUNTIME}, SDK {SDK}",
           [f"runtime: {manifest.get('runtime')}", f"sdk: {manifest.get('sdk')}"])
    version = str(manifest.get("runtime-version", ""))
    tap.ok(re.fullmatch(r"[0-9]+", version) is not None,
           "the runtime version is a numbered release, not master or nightly", [f"runtime-version: {version}"])
    tap.ok(version.isdigit() and int(version) >= OLDEST_RUNTIME,
           f"the runtime is GNOME {OLDEST_RUNTIME} or later, not one out of support",
           [f"runtime-version: {version}"])
    tap.ok(manifest.get("command") == command, f"the command is {command}",
           [f"command: {manifest.get('command')}"])
    finish_args = manifest.get("finish-args", [])
    tap.ok(sorted(finish_args) == sorted(FINISH_ARGS) and len(set(finish_args)) == len(finish_args),
           "finish-args are exactly " + " ".join(FINISH_ARGS), [f"finish-args: {finish_args}"])

    modules = manifest.get("modules", [])
    names = [m.get("name") if isinstance(m, dict) else m for m in modules]
    if not tap.ok(names == ["stockfish", "chess960"], "the modules are stockfish, then chess960",
                  [f"modules: {names}"]):
        return tap.done()
    engine, app = modules
    for module in modules:
        check_sources(tap, module)
    check_engine(tap, engine, source_root)

    tap.ok(app.get("buildsystem") == "meson" and app.get("run-tests") is True,
           "chess960 builds with Meson and runs its tests",
           [f"buildsystem: {app.get('buildsystem')}", f"run-tests: {app.get('run-tests')}"])
    sources = app.get("sources", [])
    here = os.path.dirname(os.path.abspath(manifest_path))
    tree = [os.path.normpath(os.path.join(here, s.get("path", ""))) for s in sources if s.get("type") == "dir"]
    tap.ok(len(sources) == 1 and tree == [os.path.normpath(os.path.abspath(source_root))],
           "chess960 is built from this source tree", [f"sources: {sources}"])

    check_bundled_engine(tap, app_id)
    return tap.done()


if __name__ == "__main__":
    sys.exit(main())
