# Sourced by every script that builds the Benchmarks package in release
# (benchmark-smoke, benchmark-report, hostile-sizes): the flags each passes to
# `swift build` and `swift package`. One set for all, so that each script
# reuses the release build the one before it made: a build whose flags differ
# compiles LocPack again (3 to 5 minutes on 2 cores).
#
# -gdwarf-4: clang writes DWARF 5 for C targets (CBundleGuard, the peers) by
# default, which valgrind 3.19 cannot read ("unhandled dwarf2 abbrev form code
# 0x25"); it then gives up on the whole binary.
BENCHMARK_BUILD_FLAGS=(-Xcc -gdwarf-4)
