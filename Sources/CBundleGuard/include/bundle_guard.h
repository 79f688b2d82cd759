#ifndef LOCPACK_BUNDLE_GUARD_H
#define LOCPACK_BUNDLE_GUARD_H

#include <stddef.h>

/// Keeps a process's view of a memory-mapped bundle intact when the file is
/// overwritten in place (`Specs/guarantees.md`, "A bundle overwritten in
/// place"). On Linux, the mapping's file descriptor holds a read lease;
/// when another process opens the file for writing or truncates it, the
/// kernel holds that writer back and signals this process, whose handler
/// copies the mapping into private memory at the same address and then
/// releases the lease. Readers never see the file change.

/// Opens `path` read-only, takes a read lease on it and maps it read-only.
/// Returns a guard handle (>= 0) and sets `*base` and `*size`, or returns -1
/// with `errno` set when the bundle cannot be guarded this way (no lease:
/// another process has it open for writing, the file belongs to another
/// user, the file system has no leases, the platform is not Linux, the
/// guard's signal is taken, or every guard slot is in use); the caller then
/// reads the file into private memory instead. `*size` is 0 for an empty
/// file, which is not mapped.
int locpack_bundle_guard_map(const char *path, const void **base, size_t *size);

/// Releases the guard and unmaps the bundle (the file's mapping, or the
/// private copy that replaced it).
void locpack_bundle_guard_unmap(int handle);

/// Whether the guard copied the bundle into private memory because the
/// file was about to be written (1) or not (0). Set before the lease is
/// given up, so a writer that has gone on always finds it 1.
int locpack_bundle_guard_was_copied(int handle);

/// The signal lease breaks are delivered with (Linux: SIGRTMIN + 6), or 0
/// where there is none.
int locpack_bundle_guard_signal(void);

#endif
