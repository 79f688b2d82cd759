#!/usr/bin/env python3
"""Checks that each article shows its snippet as the snippet is compiled.

Usage: snippets-check.py SNIPPETS_DIR DOCC_DIR [DOCC_DIR…]

Every SNIPPETS_DIR/NAME.swift is compiled by `swift build`; its article,
NAME.md in one of the DOCC_DIRs, must contain its code verbatim inside a Swift code block:
everything after the snippet's leading comment, or after a
`// MARK: The example` line when the snippet has one (what comes before it
stands in for code the article shows separately, such as a generated file).
So an article cannot show code that no longer compiles.
"""
import os
import re
import sys


def shown_part(source):
    marker = "// MARK: The example\n"
    if marker in source:
        return source.split(marker, 1)[1].strip()
    lines = source.splitlines()
    while lines and lines[0].startswith("//"):
        lines.pop(0)
    return "\n".join(lines).strip()


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[2])
    snippets, doccs = sys.argv[1], sys.argv[2:]
    failures = 0
    names = sorted(f[:-6] for f in os.listdir(snippets) if f.endswith(".swift"))
    for name in names:
        found = [os.path.join(docc, name + ".md") for docc in doccs if os.path.exists(os.path.join(docc, name + ".md"))]
        if not found:
            print(f"error: {snippets}/{name}.swift has no article {name}.md in {', '.join(doccs)}", file=sys.stderr)
            failures += 1
            continue
        article_path = found[0]
        code = shown_part(open(os.path.join(snippets, name + ".swift"), encoding="utf-8").read())
        blocks = re.findall(r"```swift\n(.*?)```", open(article_path, encoding="utf-8").read(), re.S)
        if not any(code in block for block in blocks):
            print(f"error: {article_path} does not show {snippets}/{name}.swift verbatim in a Swift code block", file=sys.stderr)
            failures += 1
    if failures:
        sys.exit(1)
    print(f"snippets-check: {len(names)} articles show their compiled snippets verbatim", file=sys.stderr)


if __name__ == "__main__":
    main()
