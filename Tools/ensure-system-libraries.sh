#!/usr/bin/env bash
# Makes sure the headers and pkg-config files of LocPack's two system
# libraries are installed: libzstd (bundles are compressed with zstd) and
# libsodium (bundles are signed with Ed25519; only the LocPackFleet library
# and the locpack CLI link it). Installs them where it can; says what to do
# where it cannot.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-dev-package.sh" libzstd libzstd-dev zstd "LocPack compresses bundles with zstd"
bash "$here/ensure-dev-package.sh" libsodium libsodium-dev libsodium "locpack signs bundles with libsodium"
