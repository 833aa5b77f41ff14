# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced by build-aux/run and build-aux/test: installs the Debian packages
# that building and testing Chess960 needs, then configures and compiles a
# build directory. Set CHESS960_SKIP_DEPS=1 to skip the package check.

# Everything a pristine Debian 12 (or Ubuntu) root needs. The GTK,
# libadwaita, librsvg, X and translation tools are for the app and its UI
# tests; keep this list complete, CI relies on it.
CHESS960_DEBIAN_PACKAGES=(
  gcc
  libc6-dev
  meson
  python3              # the data tests (Flatpak manifest, install)
  ninja-build
  pkg-config
  libglib2.0-dev
  libglib2.0-dev-bin
  libglib2.0-bin
  libgtk-4-dev
  libgtk-4-bin         # gtk4-update-icon-cache, for meson install (a Recommends)
  libadwaita-1-dev
  librsvg2-dev
  librsvg2-common      # SVG icons in GTK (only a Recommends of libgtk-4-1)
  gettext
  locales              # localedef and its sources: the translation tests make a
                       # locale, since Debian 13's glibc ignores LANGUAGE under C.UTF-8
  desktop-file-utils
  appstream
  dbus                 # dbus-run-session, for UI tests
  xvfb
  xauth
  xdotool
  xclip
  stockfish            # the default engine (in /usr/games), and test-engine-stockfish
)

chess960_say ()
{
  printf '==> %s\n' "$*" >&2
}

chess960_install_deps ()
{
  if [[ ${CHESS960_SKIP_DEPS:-} == 1 ]]; then
    return 0
  fi
  if ! command -v dpkg-query >/dev/null 2>&1; then
    chess960_say "not a Debian-based system: make sure these (or your distribution's equivalents) are installed: ${CHESS960_DEBIAN_PACKAGES[*]}"
    return 0
  fi

  local installed missing=() pkg
  installed=$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' \
                "${CHESS960_DEBIAN_PACKAGES[@]}" 2>/dev/null || true)
  for pkg in "${CHESS960_DEBIAN_PACKAGES[@]}"; do
    if ! grep -qx "$pkg ii " <<<"$installed"; then
      missing+=("$pkg")
    fi
  done
  if (( ${#missing[@]} == 0 )); then
    return 0
  fi

  local sudo=()
  if (( EUID != 0 )); then
    if command -v sudo >/dev/null 2>&1; then
      # Without a terminal nobody can type a password: fail instead of hanging.
      if [[ -t 0 ]]; then sudo=(sudo); else sudo=(sudo -n); fi
    else
      chess960_say "missing packages and no root or sudo to install them; as root, run:"
      printf '    apt-get install %s\n' "${missing[*]}" >&2
      exit 1
    fi
  fi

  chess960_say "installing ${missing[*]}"
  # (sudo drops the environment, hence env.)
  local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get) log
  log=$(mktemp)
  if ! { "${apt[@]}" update -q \
         && "${apt[@]}" install -y -q --no-install-recommends "${missing[@]}"; } \
       >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    chess960_say "could not install the missing packages; as root, run:"
    printf '    apt-get update && apt-get install %s\n' "${missing[*]}" >&2
    exit 1
  fi
  rm -f "$log"
}

# chess960_build BUILDDIR [MESON-OPTION...]
#
# Sets up BUILDDIR the first time, reconfigures it only when the options
# this script passes (or Meson's version) changed since, and compiles.
# Options set by hand with `meson configure` are kept.
chess960_build ()
{
  local builddir=$1
  shift
  local options=("$@")
  if [[ ${CI:-} == true ]]; then
    options+=(-Dwerror=true)
  else
    options+=(-Dwerror=false)
  fi

  # The stamp holds Meson's version and the options, one per line.
  local stamp="$builddir/.build-aux-options" want log
  want="$(meson --version)
${options[*]}"
  mkdir -p "$builddir/meson-logs"
  log="$builddir/meson-logs/build-aux.txt"

  local mode=
  if [[ ! -f $builddir/build.ninja ]]; then
    chess960_say "configuring $builddir"
  elif [[ ! -f $stamp || $(<"$stamp") != "$want" ]]; then
    chess960_say "reconfiguring $builddir"
    mode=--reconfigure
    # A build directory made by another Meson version cannot be reused.
    if [[ -f $stamp && $(head -n 1 "$stamp") != "$(meson --version)" ]]; then
      mode=--wipe
    fi
  fi
  if [[ -n $mode || ! -f $builddir/build.ninja ]]; then
    if ! meson setup ${mode:+"$mode"} "$builddir" "${options[@]}" >"$log" 2>&1; then
      cat "$log" >&2
      exit 1
    fi
    printf '%s\n' "$want" >"$stamp"
  fi

  chess960_say "compiling $builddir"
  # Keep what the compiler says (warnings, errors); drop ninja's progress.
  local status=0
  meson compile -C "$builddir" >"$log" 2>&1 || status=$?
  grep -Ev '^(\[[0-9]+/[0-9]+\] |INFO: |ninja: (Entering|Leaving) directory|ninja: no work to do)' "$log" >&2 || true
  if (( status != 0 )); then
    exit "$status"
  fi
}
