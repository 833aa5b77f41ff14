# SPDX-License-Identifier: GPL-3.0-or-later
#
# TAP helpers for tests of chess960-cli (sourced). The CLI's path comes in
# $CHESS960_CLI; $tmp is a private folder removed at exit.

cli=${CHESS960_CLI:-}
if [[ -z $cli || ! -x $cli ]]; then
  echo "Bail out! CHESS960_CLI is not set to an executable (got '$cli')"
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failures=0

ok ()
{
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok ()
{
  n=$((n + 1))
  failures=$((failures + 1))
  echo "not ok $n - $1"
  shift
  local text
  for text in "$@"; do
    printf '%s\n' "$text" | sed 's/^/#   /'
  done
}

# run ARG...: runs the CLI; sets $out, $err and $rc.
run ()
{
  "$cli" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  out=$(<"$tmp/out")
  err=$(<"$tmp/err")
}

last_run ()
{
  printf 'exit status %s\n' "$rc"
  printf 'stdout: %s\n' "$(head -c 600 "$tmp/out")"
  printf 'stderr: %s\n' "$(head -c 600 "$tmp/err")"
}

sanitizer_report ()
{
  grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:|GLib-CRITICAL|GLib-GObject-CRITICAL|-WARNING \*\*' "$tmp/err"
}

# expect_success DESCRIPTION: the last run exited 0 without complaints.
expect_success ()
{
  if [[ $rc -eq 0 ]] && ! sanitizer_report; then
    return 0
  fi
  not_ok "$1" "$(last_run)"
  return 1
}

# expect_output DESCRIPTION EXPECTED: succeeded and printed exactly EXPECTED.
expect_output ()
{
  expect_success "$1" || return 0
  if [[ $out == "$2" ]]; then
    ok "$1"
  else
    not_ok "$1" "expected: $2" "$(last_run)"
  fi
}

# expect_match DESCRIPTION REGEX: succeeded and printed a match of REGEX.
expect_match ()
{
  expect_success "$1" || return 0
  if [[ $out =~ $2 ]]; then
    ok "$1"
  else
    not_ok "$1" "expected to match: $2" "$(last_run)"
  fi
}

# expect_error DESCRIPTION STATUS [NEEDLE]: failed with exactly STATUS, a
# message on stderr (containing NEEDLE), and no sanitizer report.
expect_error ()
{
  local desc=$1 status=$2 needle=${3:-}
  if [[ $rc -ne $status ]]; then
    not_ok "$desc" "expected exit status $status" "$(last_run)"
  elif [[ -z $err ]]; then
    not_ok "$desc" "expected a message on stderr" "$(last_run)"
  elif [[ -n $needle && $err != *"$needle"* ]]; then
    not_ok "$desc" "expected stderr to mention '$needle'" "$(last_run)"
  elif sanitizer_report; then
    not_ok "$desc" "sanitizer or GLib report on stderr" "$(last_run)"
  else
    ok "$desc"
  fi
}
