#!/usr/bin/env python3
# check-po.py: every catalogue in po/LINGUAS is valid and complete
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/check-po.py SOURCE-ROOT GETTEXT-PACKAGE
#
# For each language, as TAP: msgfmt --check accepts the catalogue (formats,
# plurals, header, one mnemonic per string); it has no fuzzy and no
# untranslated entry; and it translates every string the sources have
# today — xgettext reads them afresh, as the pot target would, so a string
# added since the last msgmerge counts as missing.

import os
import re
import subprocess
import sys
import tempfile

from tap import Tap  # tests/tap.py, beside this script

# The keywords of Meson's "glib" preset, which po/meson.build uses.
XGETTEXT_KEYWORDS = [
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3",
    "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format",
    "--flag=NC_:2:pass-c-format", "--flag=g_dngettext:2:pass-c-format",
    "--flag=g_strdup_printf:1:c-format", "--flag=g_string_printf:2:c-format",
    "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
]


def read_list(path):
    with open(path, encoding="utf-8") as f:
        return [line.split("#", 1)[0].strip() for line in f
                if line.split("#", 1)[0].strip()]


# Catalogues of a variant of the source language (the sources are in
# American English): they give only the strings whose spelling differs,
# and must give every one of them.
PARTIAL = {"en_GB"}
AMERICAN = re.compile(r"\b(colors?|Colors?|canceled|center(ed|s)?|Center|gray|Gray)\b")


def read_entries(path):
    """The (msgctxt, msgid) -> msgstr of a po or pot file, plural forms aside."""
    entries = {}
    with open(path, encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    for block in blocks:
        fields, current = {}, None
        for line in block.split("\n"):
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d\])?) (".*")$', line)
            if m:
                current = m.group(1)
                fields[current] = [m.group(2)]
            elif line.startswith('"') and current:
                fields[current].append(line)
            else:
                current = None
        if "msgid" not in fields or "msgid_plural" in fields:
            continue
        def text(key):
            return "".join(eval(part) for part in fields.get(key, ['""'])) if key in fields else None
        entries[(text("msgctxt"), text("msgid"))] = text("msgstr")
    return entries


def run(args, cwd=None):
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True)


def main():
    root, package = sys.argv[1], sys.argv[2]
    tap = Tap()
    languages = read_list(os.path.join(root, "po", "LINGUAS"))
    tap.ok(len(languages) >= 5, "po/LINGUAS lists the five languages", [languages])

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, package + ".pot")
        xgettext = run(["xgettext", "--package-name=" + package, "--from-code=UTF-8",
                        "--add-comments", "--files-from=po/POTFILES.in",
                        "--output=" + pot] + XGETTEXT_KEYWORDS, cwd=root)
        if not tap.ok(xgettext.returncode == 0, "xgettext reads the sources",
                      xgettext.stderr.splitlines()):
            return tap.done()

        for language in languages:
            po = os.path.join(root, "po", language + ".po")
            check = run(["msgfmt", "--check", "--check-accelerators=_",
                         "--statistics", "--output-file=/dev/null", po])
            tap.ok(check.returncode == 0, f"{language}: msgfmt --check",
                   check.stderr.splitlines())
            # msgfmt prints e.g. "612 translated messages, 3 fuzzy
            # translations, 11 untranslated messages."
            if language in PARTIAL:
                translations = read_entries(po)
                missing = [msgid for key, msgid in [(k, k[1]) for k in read_entries(pot)]
                           if AMERICAN.search(msgid) and not translations.get(key)]
                tap.ok(not missing, f"{language}: every American spelling has its translation",
                       missing[:20])
                continue
            incomplete = re.search(r"fuzzy|untranslated", check.stderr)
            tap.ok(check.returncode == 0 and not incomplete,
                   f"{language}: no fuzzy or untranslated entry",
                   check.stderr.splitlines())
            # msgcmp ignores fuzzy and untranslated entries: each string of
            # the sources needs a real translation.
            compare = run(["msgcmp", po, pot])
            tap.ok(compare.returncode == 0,
                   f"{language}: every string in the sources is translated",
                   compare.stderr.splitlines()[:20])
    return tap.done()


if __name__ == "__main__":
    sys.exit(main())
