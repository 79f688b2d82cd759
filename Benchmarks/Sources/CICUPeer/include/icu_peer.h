// The ICU4C peer of the benchmarks: a pre-built ICU MessageFormat (ICU's C
// API, libicu-dev) formatting plural messages, to compare LocPack's render
// with what a C or C++ app would use instead.
#ifndef LOCPACK_ICU_PEER_H
#define LOCPACK_ICU_PEER_H

#include <stdint.h>

/// Builds a MessageFormat for a UTF-8 `pattern` and `locale`; NULL when ICU
/// refuses the pattern.
void *icu_peer_open(const char *pattern, const char *locale);

/// Formats a pattern whose arguments are all plurals (or numbers) with one
/// (`count` 1) or two (`count` 2) numeric arguments into `out` (UTF-16);
/// returns the length, or a negative value on error.
int32_t icu_peer_format(void *format, int32_t count, double first, double second, uint16_t *out, int32_t capacity);

/// Frees what icu_peer_open built.
void icu_peer_close(void *format);

#endif
