#!/usr/bin/env python3
"""Replaces one generated section of a Markdown file with standard input.

Usage: spec-section.py FILE NAME [PROVENANCE]

The section is the text between the lines `<!-- NAME:begin -->` and
`<!-- NAME:end -->`; the markers stay. PROVENANCE, when given, becomes the
section's first paragraph (what produced it, when, at which commit). Fails,
changing nothing, when the markers are missing: the benchmark scripts call
this with `--update`, and a table silently not written would be stale.
"""
import sys


def main() -> int:
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    path, name = sys.argv[1], sys.argv[2]
    provenance = sys.argv[3] if len(sys.argv) == 4 else None
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    text = open(path, encoding="utf-8").read()
    if text.count(begin) != 1 or text.count(end) != 1 or text.index(begin) > text.index(end):
        print(f"error: {path} has no single '{begin}' … '{end}' section", file=sys.stderr)
        return 1
    body = sys.stdin.read().strip()
    if provenance:
        body = provenance.strip() + "\n\n" + body
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"{head}{begin}\n{body}\n{end}{tail}")
    print(f"updated section '{name}' of {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
