#!/usr/bin/env bash
# Makes sure libzstd's headers and pkg-config file are installed (LocPack's one
# system dependency). Installs them where it can; says what to do where it cannot.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-dev-package.sh" libzstd libzstd-dev zstd "LocPack compresses bundles with zstd"
