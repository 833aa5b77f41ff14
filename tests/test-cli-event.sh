#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# TAP test of `chess960-cli event`: the arbiter's event files from the
# command line. Scripts depend on the output, so this pins it down.
set -u -o pipefail

# shellcheck source=tests/cli-tap.sh
source "$(dirname "${BASH_SOURCE[0]}")/cli-tap.sh"

ev="$tmp/club.chess960-event"

# --- new ---------------------------------------------------------------

run event new "$ev" --name "Club Night" --exclude 534
expect_output "event new writes the file" ""
if [[ -f $ev && $(head -n 2 "$ev") == $'[Event]\nFormat=2' ]]; then
  ok "event new writes an event file of format 2"
else
  not_ok "event new writes an event file of format 2" "$(head -n 3 "$ev" 2>&1)"
fi
run event new "$ev"
expect_error "event new refuses an existing file" 1 "already exists"
run event new "$tmp/nowhere/x.chess960-event"
expect_error "event new into a missing folder is refused" 1 "does not exist"
run event new "$tmp/x.chess960-event" --variant shogi
expect_error "event new refuses an unknown variant" 2 "unknown variant"
run event new "$tmp/x.chess960-event" --exclude 12,abc
expect_error "event new refuses a bad exclusion list" 2 "--exclude"
run event new "$tmp/x.chess960-event" --colour blue
expect_error "event new refuses an unknown option" 2 "colour"
run event new "$tmp/x.chess960-event" --input 5
expect_error "event new refuses an option of another command" 2 "does not take --input"
run event new
expect_error "event new needs a FILE" 2
run event --variant chess960x3 new "$tmp/x3.chess960-event"
expect_output "options stand anywhere" ""
run event show "$tmp/x3.chess960-event"
expect_match "the variant option was taken" $'(^|\n)variant chess960x3(\n|$)'

# --- draw --------------------------------------------------------------

run event draw "$ev" number 309
expect_output "draw number prints ROUND SP BACKRANK" "1 309 NQBBRKRN"
run event draw "$ev" number 309
expect_error "a used number is refused" 1 "already drawn for round 1"
run event draw "$ev" number 518
expect_error "standard chess is refused" 1 "standard chess"
run event draw "$ev" number 534
expect_error "an excluded number is refused" 1 "excluded positions"
run event draw "$ev" number 960
expect_error "a number out of range is refused" 1 "not a Chess960 start position"
run event draw "$ev" number twelve
expect_error "draw number needs a number" 2
run event draw "$ev" die 2 3 3 2 3
expect_error "a die sequence giving SP 518 is refused" 1 "standard chess"
run event draw "$ev" die 1 1 1 1 1
expect_output "draw die prints ROUND SP BACKRANK" "2 0 BBQNNRKR"
run event draw "$ev" die 6 5 1
expect_error "faces that do not complete a position are refused" 1 "do not complete"
run event draw "$ev" die 1 1 1 1 2 1
expect_error "faces after the position was complete are refused" 1 "complete before face 6"
run event draw "$ev" die 1 7 1
expect_error "a face that is no face is bad usage" 2 "not a face"
run event draw "$ev" random
expect_match "draw random prints ROUND SP BACKRANK" '^3 [0-9]+ [KQRBN]{8}$'
run event draw "$ev" random --input 17
expect_error "an input is for verifiable events" 1 "verifiable"
run event draw "$ev" coin
expect_error "an unknown draw method is bad usage" 2 "unknown draw method"
run event draw "$ev"
expect_error "draw needs a method" 2
run event draw "$tmp/missing.chess960-event" number 5
expect_error "a missing file is refused" 1

# --- show and verify -----------------------------------------------------

run event show "$ev"
if expect_success "event show"; then
  rounds=$(grep -c '^round ' <<<"$out")
  entries=$(grep -c '^entry ' <<<"$out")
  if [[ $rounds -eq 3 && $entries -ge 20 && $out == *$'\nround 1 309 NQBBRKRN number '* &&
        $out == *"entry 1="*" created "* && $out == *" set-aside "*"reason=excluded"* ]]; then
    ok "event show prints the rounds, then the record, one entry a line"
  else
    not_ok "event show prints the rounds, then the record" "$out"
  fi
fi
run event verify "$ev"
expect_match "event verify passes an intact record" '^ok: 3 rounds, [0-9]+ entries, last hash [0-9a-f]{64}$'

# One byte of entry 5 changed.
cp "$ev" "$tmp/changed.chess960-event"
sed -i 's/^\(5=.\{30\}\)./\1#/' "$tmp/changed.chess960-event"
run event verify "$tmp/changed.chess960-event"
expect_error "a changed entry fails verification and is named" 1 "Entry 5 (line"
# Entry 4 deleted.
sed '/^4=/d' "$ev" >"$tmp/deleted.chess960-event"
run event verify "$tmp/deleted.chess960-event"
expect_error "a deleted entry fails verification and is named" 1 "Entry 4 is missing"
# Cut in round 2: round 1 kept, the loss named.
head -c "$(grep -b -o 'Method=physical-die' "$ev" | head -n 1 | cut -d: -f1)" "$ev" >"$tmp/cut.chess960-event"
run event show "$tmp/cut.chess960-event"
expect_match "a cut file shows what it kept" $'damaged .*Kept 1 of 3 rounds'
run event verify "$tmp/cut.chess960-event"
expect_error "a cut file fails verification" 1 "Kept 1 of 3 rounds"

# --- one writer ----------------------------------------------------------

if command -v flock >/dev/null; then
  flock "$tmp/.club.chess960-event.lock" "$cli" event draw "$ev" number 7 >"$tmp/out" 2>"$tmp/err"
  rc=$?; out=$(<"$tmp/out"); err=$(<"$tmp/err")
  expect_error "a draw while another copy holds the event is refused" 1 "open in another copy"
  run event verify "$ev"
  expect_match "…and the file is as it was" '^ok: 3 rounds'
else
  ok "# SKIP flock(1) is not installed"
fi

# --- verifiable ----------------------------------------------------------

vev="$tmp/open.chess960-event"
run event new "$vev" --verifiable
expect_match "event new --verifiable prints the commitment" '^commitment [0-9a-f]{64}$'
commitment=${out#commitment }
run event draw "$vev" random
expect_error "a verifiable draw needs --input" 1 "needs --input"
run event draw "$vev" random --input "17"
expect_match "a verifiable draw with --input" '^1 [0-9]+ [KQRBN]{8}$'
run event draw --input "4 2 6" "$vev" random
expect_match "…with its input given first" '^2 [0-9]+ [KQRBN]{8}$'
run event show "$vev"
expect_match "event show gives each verifiable round's input" $'\nround 2 [0-9]+ [KQRBN]{8} random [0-9TZ:-]+ input=4%202%206(\n|$)'
run event verify "$vev"
expect_match "a verifiable event verifies before the key is out" '^ok: 2 rounds'
run event reveal "$vev"
expect_match "event reveal prints the key" '^[0-9a-f]{64}$'
key=$out
# shellcheck disable=SC2059
if [[ $(printf "$(sed 's/../\\x&/g' <<<"$key")" | sha256sum | cut -d' ' -f1) == "$commitment" ]]; then
  ok "the key's SHA-256 is the commitment"
else
  not_ok "the key's SHA-256 is the commitment" "key $key" "commitment $commitment"
fi
run event verify "$vev" --key "$key"
expect_match "verify --key re-computes every draw" '^ok: 2 rounds'
wrong=${key:0:63}$([[ ${key:63} == 0 ]] && echo 1 || echo 0)
run event verify "$vev" --key "$wrong"
expect_error "a wrong key fails verification" 1 "does not match the commitment"
run event verify "$vev" --key 1234
expect_error "a key that is no key is bad usage" 2 "64 hexadecimal digits"
run event draw "$vev" random --input 5
expect_error "no verifiable draw once the key is out" 1 "revealed"
run event reveal "$ev"
expect_error "an ordinary event has no key" 1 "not verifiable"

# --- usage ---------------------------------------------------------------

run event
expect_error "event needs a command" 2
run event frobnicate "$ev"
expect_error "an unknown event command is bad usage" 2 "unknown event command"
run event show
expect_error "event show needs a FILE" 2
run event verify "$ev" "$vev"
expect_error "event verify takes one FILE" 2
run event --help
expect_match "event --help prints the usage" 'chess960-cli event new FILE'

echo "1..$n"
(( failures == 0 ))
