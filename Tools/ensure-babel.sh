#!/usr/bin/env bash
# Makes sure Python's babel (the pinned release of Tools/requirements-cldr.txt)
# is importable: the corpus generator and the CLDR generator read CLDR data
# through it. Installs it with pip where it can; says what to do where it cannot.
set -euo pipefail
cd "$(dirname "$0")"
PINNED=$(sed -n 's/^babel==//p' requirements-cldr.txt)
if python3 -c "import babel, sys; sys.exit(babel.__version__ != '$PINNED')" 2>/dev/null; then
  exit 0
fi
echo "Installing babel $PINNED (CLDR data for the benchmark corpus)…" >&2
if ! python3 -m pip install -q --disable-pip-version-check -r requirements-cldr.txt >&2; then
  echo "error: could not install babel $PINNED; install it yourself, e.g. in a virtual environment:" >&2
  echo "  python3 -m venv .venv && . .venv/bin/activate && pip install -r Tools/requirements-cldr.txt" >&2
  exit 1
fi
