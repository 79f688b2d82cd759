# Sourced by every script that builds the Benchmarks package in release
# (benchmark-smoke, benchmark-report, hostile-sizes): the flags each passes to
# `swift build` and `swift package`. One set for all, so that each script
# reuses the release build the one before it made: a build whose flags differ
# compiles LocPack again (3 to 5 minutes on 2 cores). Also drops a build
# plan made before a root source file was added or removed (below).
#
# -gdwarf-4: clang writes DWARF 5 for C targets (CBundleGuard, the peers) by
# default, which valgrind 3.19 cannot read ("unhandled dwarf2 abbrev form code
# 0x25"); it then gives up on the whole binary.
BENCHMARK_BUILD_FLAGS=(-Xcc -gdwarf-4)

# SwiftPM keeps the Benchmarks package's build plan when a source file is
# added to or removed from the root package (a path dependency here), and
# then compiles the old list of files ("cannot find … in scope"). Sourced
# from Benchmarks/, this drops the cached plans (not the built objects)
# whenever the root's list of sources differs from the one last seen.
benchmark_root_sources() { (cd .. && find Sources \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) | LC_ALL=C sort); }
# A fresh checkout has no plan yet: the list is only written.
benchmark_sources_now=$(benchmark_root_sources)
if [ "$benchmark_sources_now" != "$(cat .build/root-sources.list 2>/dev/null)" ]; then
  rm -f .build/release.yaml .build/release/description.json .build/debug.yaml .build/debug/description.json
  mkdir -p .build
  printf '%s\n' "$benchmark_sources_now" > .build/root-sources.list
fi
