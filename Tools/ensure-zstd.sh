#!/usr/bin/env bash
# Makes sure libzstd's headers and pkg-config file are installed (LocPack's one
# system dependency). Installs them where it can; says what to do where it cannot.
set -euo pipefail

if pkg-config --exists libzstd 2>/dev/null; then
  exit 0
fi

case "$(uname -s)" in
  Linux)
    if command -v apt-get >/dev/null 2>&1; then
      if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
        echo "error: libzstd-dev is missing and this user cannot install it; run as root: apt-get install -y libzstd-dev pkg-config" >&2
        exit 1
      fi
      echo "Installing libzstd-dev (LocPack compresses bundles with zstd)…" >&2
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libzstd-dev pkg-config >/dev/null
    else
      echo "error: libzstd development files are missing; install them with your package manager (e.g. dnf install libzstd-devel pkgconf)" >&2
      exit 1
    fi
    ;;
  Darwin)
    if command -v brew >/dev/null 2>&1; then
      echo "Installing zstd with Homebrew…" >&2
      brew install zstd pkg-config
    else
      echo "error: zstd is missing; install Homebrew (https://brew.sh), then run: brew install zstd pkg-config" >&2
      exit 1
    fi
    ;;
  *)
    echo "error: install libzstd and its pkg-config file for your system" >&2
    exit 1
    ;;
esac

pkg-config --exists libzstd || { echo "error: libzstd is still not found by pkg-config" >&2; exit 1; }
