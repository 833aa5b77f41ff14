#!/usr/bin/env python3
# check-install.py: `meson install` puts exactly the files a Flatpak needs
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/check-install.py --meson MESON --source-root SRC --build-root BUILD
#                          --app-id ID --gettext-package PKG
#
# A Flatpak is this project installed with --prefix=/app: a file missing
# from the install (the desktop file, an icon, a translation) is missing
# from the app, and nothing else notices. Prints TAP:
#
# - installs BUILD with `meson install --destdir` into a temporary folder
#   and compares what lands under the prefix with the expected list, then
#   checks that the files agree with each other (the desktop file's Exec and
#   Icon, the metainfo's launchable and binaries, the translations' folder
#   compiled into the program), that no installed program holds a path of
#   the build or source tree (the uninstalled programs get those from the
#   environment: meson devenv, the tests), and that the installed
#   chess960-cli finds its installed diagram helper;
# - configures the source tree again with --prefix=/app (no compiling) and
#   checks that Meson would install the same list under /app.
#
# The expected list is written out here on purpose: a new installed file is
# a decision, and adding it to this list is how it is made.

import argparse
import configparser
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from tap import Tap  # tests/tap.py, beside this script

SCREENSHOT_URL = "https://raw.githubusercontent.com/chess960/chess960/main/"


def expected_files(source_root, app_id, package):
    """The files an install puts under its prefix, relative to it."""
    files = {
        "bin/chess960",
        "bin/chess960-cli",
        "libexec/chess960-cli-diagram",
        f"share/applications/{app_id}.desktop",
        f"share/metainfo/{app_id}.metainfo.xml",
        f"share/icons/hicolor/scalable/apps/{app_id}.svg",
        f"share/icons/hicolor/symbolic/apps/{app_id}-symbolic.svg",
        f"share/glib-2.0/schemas/{app_id}.gschema.xml",
        # The schema's enums, generated from the C enums.
        f"share/glib-2.0/schemas/{app_id}.enums.xml",
    }
    with open(os.path.join(source_root, "po", "LINGUAS"), encoding="utf-8") as f:
        for line in f:
            lang = line.split("#", 1)[0].strip()
            if lang:
                files.add(f"share/locale/{lang}/LC_MESSAGES/{package}.mo")
    return files


def run(args, **kwargs):
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kwargs)


def compare(tap, name, got, want):
    missing = sorted(want - got)
    unexpected = sorted(got - want)
    details = [f"missing: {p}" for p in missing] + [f"unexpected: {p}" for p in unexpected]
    return tap.ok(not missing and not unexpected, name, details)


def build_prefix(meson, build_root):
    out = run([meson, "introspect", "--buildoptions", build_root])
    if out.returncode != 0:
        raise RuntimeError(out.stdout)
    for option in json.loads(out.stdout):
        if option["name"] == "prefix":
            return option["value"]
    raise RuntimeError("the build has no prefix option")


def read_desktop_file(path):
    parser = configparser.RawConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def check_installed(tap, opts, stage, prefix, want):
    root = stage + prefix
    got = set()
    for directory, _, names in os.walk(stage):
        for name in names:
            path = os.path.join(directory, name)
            if not path.startswith(root + os.sep):
                tap.ok(False, "everything is installed under the prefix", [path])
                continue
            got.add(os.path.relpath(path, root))
    if not compare(tap, f"the install holds exactly the expected files under {prefix}", got, want):
        return

    programs = sorted(p for p in want if p.startswith("bin/"))
    not_executable = [p for p in programs if not os.access(os.path.join(root, p), os.X_OK)]
    tap.ok(not not_executable, "the programs are executable", not_executable)

    app_id = opts.app_id
    entry = read_desktop_file(os.path.join(root, "share/applications", f"{app_id}.desktop"))
    exec_program = entry.get("Exec", "").split()[0] if entry.get("Exec") else ""
    tap.ok(f"bin/{exec_program}" in want, "the desktop file starts an installed program",
           [f"Exec={entry.get('Exec')}"])
    icon = entry.get("Icon", "")
    tap.ok(icon == app_id and f"share/icons/hicolor/scalable/apps/{icon}.svg" in want,
           "the desktop file's icon is the installed app icon", [f"Icon={icon}"])

    metainfo = ET.parse(os.path.join(root, "share/metainfo", f"{app_id}.metainfo.xml")).getroot()
    tap.ok(metainfo.findtext("id") == app_id, "the metainfo names the app id",
           [f"id: {metainfo.findtext('id')}"])
    launchables = [e.text for e in metainfo.findall("launchable")]
    tap.ok(launchables == [f"{app_id}.desktop"], "the metainfo launches the installed desktop file",
           [f"launchable: {launchables}"])
    binaries = sorted(e.text for e in metainfo.findall("provides/binary"))
    tap.ok(binaries == [p[len("bin/"):] for p in programs],
           "the metainfo provides every installed program", [f"binaries: {binaries}"])

    # Software centres download the screenshots from the repository: each
    # must be a picture kept in this tree, at the path its address names.
    problems = []
    images = [e.text or "" for e in metainfo.findall("screenshots/screenshot/image")]
    for url in images:
        if not url.startswith(SCREENSHOT_URL):
            problems.append(f"not in this repository: {url}")
            continue
        path = os.path.join(opts.source_root, url[len(SCREENSHOT_URL):])
        try:
            with open(path, "rb") as f:
                if f.read(8) != b"\x89PNG\r\n\x1a\n":
                    problems.append(f"not a PNG: {path}")
        except OSError as error:
            problems.append(str(error))
    tap.ok(images and not problems, "the metainfo's screenshots are PNGs in this tree", problems)

    # The program binds its text domain to the folder given at configure
    # time; it must be the one the catalogues went to.
    localedir = os.path.join(prefix, "share", "locale").encode()
    with open(os.path.join(root, "bin/chess960"), "rb") as f:
        found = localedir + b"\0" in f.read()
    tap.ok(found, "chess960 looks for its translations where they are installed",
           [f"looked for {localedir.decode()}"])

    check_no_build_paths(tap, opts, root, want)

    # chess960-cli execs its helper for diagrams: the installed one, found
    # from the program's own folder even in this staging folder.
    diagram = os.path.join(stage, "diagram.png")
    out = run([os.path.join(root, "bin/chess960-cli"), "diagram", "--size", "64", "518", diagram],
              env=dict(os.environ, LC_ALL="C.UTF-8"))
    is_png = False
    if os.path.exists(diagram):
        with open(diagram, "rb") as f:
            is_png = f.read(8) == b"\x89PNG\r\n\x1a\n"
    tap.ok(out.returncode == 0 and is_png,
           "the installed chess960-cli draws a diagram with the installed helper",
           [f"exit status {out.returncode}"] + out.stdout.splitlines())

    compile_schemas = shutil.which("glib-compile-schemas")
    if compile_schemas:
        out = run([compile_schemas, "--strict", "--dry-run",
                   os.path.join(root, "share/glib-2.0/schemas")])
        tap.ok(out.returncode == 0, "the installed schema compiles", out.stdout.splitlines())
    else:
        tap.skip("the installed schema compiles", "no glib-compile-schemas")


def check_no_build_paths(tap, opts, root, want):
    """No installed program holds the build or the source directory's path:
    not the schema folder, not the translations, not in debug information
    (`strings` on the installed files finds none)."""
    needles = {os.path.realpath(opts.build_root), os.path.abspath(opts.build_root),
               os.path.realpath(opts.source_root), os.path.abspath(opts.source_root)}
    found = []
    for path in sorted(p for p in want if p.startswith(("bin/", "libexec/"))):
        with open(os.path.join(root, path), "rb") as f:
            data = f.read()
        for needle in sorted(needles):
            at = data.find(needle.encode())
            if at >= 0:
                end = data.find(b"\0", at)
                text = data[at:end if 0 <= end - at < 200 else at + 200]
                found.append(f"{path}: {text.decode(errors='replace')}")
    tap.ok(not found, "no installed program holds a path of the build or source tree", found)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--meson", required=True)
    parser.add_argument("--source-root", required=True)
    parser.add_argument("--build-root", required=True)
    parser.add_argument("--app-id", required=True)
    parser.add_argument("--gettext-package", required=True)
    opts = parser.parse_args()

    tap = Tap()
    want = expected_files(opts.source_root, opts.app_id, opts.gettext_package)

    with tempfile.TemporaryDirectory(prefix="chess960-install-") as tmp:
        # 1. What this build installs, for real.
        stage = os.path.join(tmp, "stage")
        prefix = build_prefix(opts.meson, opts.build_root)
        out = run([opts.meson, "install", "-C", opts.build_root, "--no-rebuild",
                   "--destdir", stage])
        # --no-rebuild: ninja must not run beside the other tests. `meson
        # test` builds only what tests depend on, and the catalogues are no
        # test's dependency: build everything first (build-aux/test does).
        details = out.stdout.splitlines()
        if "could not be found" in out.stdout:
            details.append("not built yet: run meson compile first")
        if tap.ok(out.returncode == 0, "meson install --destdir succeeds", details):
            check_installed(tap, opts, stage, prefix, want)

        # 2. What a build configured as flatpak-builder does would install.
        app_build = os.path.join(tmp, "app-build")
        out = run([opts.meson, "setup", "--prefix=/app", app_build, opts.source_root])
        if tap.ok(out.returncode == 0, "meson setup --prefix=/app succeeds",
                  out.stdout.splitlines()[-20:] if out.returncode != 0 else ()):
            out = run([opts.meson, "introspect", "--installed", app_build])
            installed = json.loads(out.stdout) if out.returncode == 0 else {}
            got = {os.path.relpath(dest, "/app") if dest.startswith("/app/") else dest
                   for dest in installed.values()}
            compare(tap, "with --prefix=/app, Meson installs exactly the expected files under /app",
                    got, want)

    return tap.done()


if __name__ == "__main__":
    sys.exit(main())
