#!/bin/sh
# check-potfiles.sh: every file with translatable strings is in po/POTFILES.in
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/check-potfiles.sh [SOURCE-ROOT]
#
# A string marked for translation in a file that POTFILES.in does not list
# never reaches translators, and nothing else notices. Prints TAP: one test
# that every listed file exists (xgettext fails on a missing one), then one
# per file with translatable strings.
set -u

root=${1:-$(dirname "$0")/..}
cd "$root" || { echo "1..0 # SKIP cannot enter $root"; exit 0; }

listed=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' po/POTFILES.in)

# Files that mark strings: _() N_() C_() NC_() and the g_d*gettext calls in
# C; translatable="yes" in GtkBuilder files; schemas, desktop and metainfo
# files, whose summaries and names gettext extracts as a whole.
candidates=$(
  find src -name '*.c' -o -name '*.h' | sort | while read -r f; do
    if grep -Eq '(^|[^A-Za-z0-9_])(N?C?_|Q_|g_d[np]?gettext2?|g_dngettext|ngettext)[[:space:]]*\(' "$f"; then
      echo "$f"
    fi
  done
  find resources -name '*.ui' | sort | while read -r f; do
    if grep -q 'translatable="yes"' "$f"; then
      echo "$f"
    fi
  done
  find data -name '*.gschema.xml' -o -name '*.desktop.in' -o -name '*.metainfo.xml.in' | sort
)

n=0
failed=0
plan=$(( $(printf '%s\n' "$candidates" | sed '/^$/d' | wc -l) + 1 ))
echo "1..$plan"

missing=""
for f in $listed; do
  [ -e "$f" ] || missing="$missing $f"
done
n=$((n + 1))
if [ -z "$missing" ]; then
  echo "ok $n - every file in po/POTFILES.in exists"
else
  echo "not ok $n - po/POTFILES.in lists files that do not exist:$missing"
  failed=1
fi

for f in $candidates; do
  n=$((n + 1))
  if printf '%s\n' "$listed" | grep -Fxq "$f"; then
    echo "ok $n - $f"
  else
    echo "not ok $n - $f has translatable strings but is not in po/POTFILES.in"
    failed=1
  fi
done

exit $failed
