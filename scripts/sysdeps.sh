#!/usr/bin/env bash
# Check the Debian packages Qt needs to run offscreen (and with fonts for every UI
# language). As root with apt-get, install what is missing; otherwise print the
# command to run and fail, so `make test` never dies later inside Qt.
set -euo pipefail

usage() {
  echo "usage: $0 [--xvfb]"
  echo "  --xvfb  also require xvfb and xauth (for a real window on a headless machine)"
}

want_xvfb=0
for arg in "$@"; do
  case "$arg" in
    --xvfb) want_xvfb=1 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "sysdeps: unknown option: $arg" >&2; usage >&2; exit 2 ;;
  esac
done

packages=(
  # offscreen Qt
  libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 libxkbcommon0
  # xcb platform plugin (a real window)
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
  libxcb-render-util0 libxcb-shape0
  # fonts: Latin and Arabic; Chinese, Japanese and Korean
  fonts-dejavu-core fonts-wqy-microhei
)
if (( want_xvfb )); then
  packages+=(xvfb xauth)
fi

if ! command -v dpkg >/dev/null 2>&1; then
  echo "sysdeps: no dpkg here (not Debian/Ubuntu); not checking system libraries." >&2
  echo "sysdeps: Qt needs OpenGL/EGL, X11/xcb, xkbcommon, D-Bus, fontconfig, freetype, glib and CJK fonts." >&2
  exit 0
fi

# `dpkg -s` also succeeds for removed-but-not-purged packages, so read the status.
is_installed() {
  local out
  out=$(dpkg -s "$1" 2>/dev/null) || return 1
  grep -qx 'Status: install ok installed' <<<"$out"
}

missing_packages() {
  local pkg
  for pkg in "${packages[@]}"; do
    is_installed "$pkg" || printf '%s\n' "$pkg"
  done
}

mapfile -t missing < <(missing_packages)
if (( ${#missing[@]} == 0 )); then
  echo "sysdeps: all ${#packages[@]} system packages present."
  exit 0
fi

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "sysdeps: installing ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
  mapfile -t still < <(missing_packages)
  if (( ${#still[@]} > 0 )); then
    echo "sysdeps: still missing after install: ${still[*]}" >&2
    exit 1
  fi
  echo "sysdeps: installed ${#missing[@]} package(s)."
else
  echo "sysdeps: missing system packages: ${missing[*]}" >&2
  echo "sysdeps: install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
