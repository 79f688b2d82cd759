#!/usr/bin/env python3
"""Fails when the runtime's public surface and Specs/runtime-api.md disagree.

Usage: public-api-check.py SYMBOLS_JSON SPEC_MD

SYMBOLS_JSON is the public symbol graph of the LocPack module (`swift package
generate-documentation --target LocPack` leaves it in
.build/<triple>/extracted-symbols/<package directory>/LocPack/LocPack.symbols.json). SPEC_MD's section
"## The public surface" lists every public top-level symbol as a bullet that
starts with its name in backticks (functions by base name: `withArguments`).
A public symbol missing from the list fails (a type made public by accident,
or one nobody documented), and so does a listed name that is not public any
more (a stale spec).
"""
import json
import re
import sys


def public_top_level(path):
    graph = json.load(open(path, encoding="utf-8"))
    names = set()
    for symbol in graph["symbols"]:
        components = symbol["pathComponents"]
        if len(components) == 1 and symbol.get("accessLevel") == "public" and not symbol.get("spi"):
            names.add(components[0].split("(")[0])
    return names


def listed(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r"^## The public surface\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    if not match:
        sys.exit(f"error: {path} has no '## The public surface' section")
    return set(re.findall(r"^- `([A-Za-z_][A-Za-z0-9_]*)`", match.group(1), re.M))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    public, named = public_top_level(sys.argv[1]), listed(sys.argv[2])
    unnamed, stale = sorted(public - named), sorted(named - public)
    for name in unnamed:
        print(f"error: '{name}' is public in LocPack but not listed in {sys.argv[2]} (## The public surface)", file=sys.stderr)
    for name in stale:
        print(f"error: {sys.argv[2]} lists '{name}', which LocPack does not make public", file=sys.stderr)
    if unnamed or stale:
        sys.exit(1)
    print(f"public-api-check: the {len(public)} public top-level symbols of LocPack are the ones the spec lists", file=sys.stderr)


if __name__ == "__main__":
    main()
