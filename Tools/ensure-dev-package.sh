#!/usr/bin/env bash
# Makes sure a C library's headers and pkg-config file are installed, or with
# --program that a program is on the PATH; installs them where it can (apt-get
# as root or with sudo, Homebrew), says what to do where it cannot.
#   bash Tools/ensure-dev-package.sh PKG_CONFIG_NAME DEBIAN_PACKAGE BREW_FORMULA WHY
#   bash Tools/ensure-dev-package.sh --program PROGRAM DEBIAN_PACKAGE BREW_FORMULA WHY
set -euo pipefail
PROGRAM=""
if [ "$1" = "--program" ]; then PROGRAM=$2; shift; fi
NAME=$1 DEBIAN=$2 BREW=$3 WHY=$4
present() {
  if [ -n "$PROGRAM" ]; then command -v "$PROGRAM" >/dev/null 2>&1 || [ -x "/usr/sbin/$PROGRAM" ]; else pkg-config --exists "$NAME" 2>/dev/null; fi
}

if present; then
  exit 0
fi

case "$(uname -s)" in
  Linux)
    if command -v apt-get >/dev/null 2>&1; then
      if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
        echo "error: $DEBIAN is missing and this user cannot install it; run as root: apt-get install -y $DEBIAN pkg-config" >&2
        exit 1
      fi
      echo "Installing $DEBIAN ($WHY)…" >&2
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$DEBIAN" pkg-config >/dev/null
    else
      echo "error: the development files of $NAME are missing; install them with your package manager" >&2
      exit 1
    fi
    ;;
  Darwin)
    if command -v brew >/dev/null 2>&1; then
      echo "Installing $BREW with Homebrew ($WHY)…" >&2
      brew install "$BREW" pkg-config
    else
      echo "error: $NAME is missing; install Homebrew (https://brew.sh), then run: brew install $BREW pkg-config" >&2
      exit 1
    fi
    ;;
  *)
    echo "error: install $NAME and its pkg-config file for your system" >&2
    exit 1
    ;;
esac

present || { echo "error: $NAME is still not found after installing $DEBIAN" >&2; exit 1; }
