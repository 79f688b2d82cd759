#!/usr/bin/env python3
"""Usage: Tools/extract-mirror.py GIT_DIR DEST [--revision REV]

Writes the files of a bare git repository's revision (default HEAD) into
DEST, one blob at a time, skipping blobs the repository does not hold.
A mirror brought by the tool library's `fetch` may list its largest files
without their contents, and `git archive` then stops at the first missing
one; the localization files Tools/real-world-check.sh reads are small and
always there. Symbolic links and submodules are skipped. Prints how many
files were written and how many were missing; exits 1 when GIT_DIR has
no such revision.

Example, for one of the trees in Specs/benchmarks.md ("The real-world
trees"):

    Tools/extract-mirror.py /work/.mirror/toptal+gitignore.io/repo .real-world/toptal+gitignore.io
"""
import os
import subprocess
import sys


def main(arguments):
    if any(a in ("-h", "--help") for a in arguments):
        print(__doc__.strip())
        return 0
    revision = "HEAD"
    if "--revision" in arguments:
        at = arguments.index("--revision")
        if at + 1 >= len(arguments):
            print("error: --revision needs a revision", file=sys.stderr)
            return 2
        revision = arguments[at + 1]
        del arguments[at:at + 2]
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    git_dir, destination = arguments
    listing = subprocess.run(["git", f"--git-dir={git_dir}", "ls-tree", "-r", "-z", revision], capture_output=True)
    if listing.returncode != 0:
        print(f"error: {git_dir}: {listing.stderr.decode(errors='replace').strip()}", file=sys.stderr)
        return 1
    blobs = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, name = meta.split()
        if kind == b"blob" and mode != b"120000":
            blobs.append((name, path))
    reader = subprocess.Popen(["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    written = missing = 0
    root = os.path.abspath(destination).encode()
    for name, path in blobs:
        reader.stdin.write(name + b"\n")
        reader.stdin.flush()
        header = reader.stdout.readline()
        if header.endswith(b" missing\n"):
            missing += 1
            continue
        size = int(header.split()[2])
        data = reader.stdout.read(size)
        reader.stdout.read(1)  # the newline after each object
        target = os.path.abspath(os.path.join(root, path))
        if not target.startswith(root + b"/"):
            continue  # a path that would leave DEST
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(data)
        written += 1
    reader.stdin.close()
    reader.wait()
    print(f"{destination}: {written} files written, {missing} missing from the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
