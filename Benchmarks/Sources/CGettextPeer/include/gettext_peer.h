// The gettext peer of the benchmarks: messages looked up with glibc's
// dngettext/dgettext in .mo files compiled by msgfmt, and formatted with
// snprintf — what a C program using gettext does instead of LocPack.
#ifndef LOCPACK_GETTEXT_PEER_H
#define LOCPACK_GETTEXT_PEER_H

#include <stdint.h>

/// Makes gettext read `DIRECTORY/peer/LC_MESSAGES/<domain>.mo` for every
/// domain bound with gettext_peer_bind (LANGUAGE=peer, LC_MESSAGES C.UTF-8,
/// so no system locale needs to be installed). Returns 0 on success, -1
/// where gettext is not part of the C library (the peer is then absent).
int32_t gettext_peer_setup(void);

/// Binds `domain` to `directory`, reading UTF-8.
void gettext_peer_bind(const char *domain, const char *directory);

/// snprintf(out, capacity, dngettext(domain, singular, plural, n), n):
/// returns the length snprintf reports (negative on error).
int32_t gettext_peer_plural(const char *domain, const char *singular, const char *plural, long n,
                            char *out, int32_t capacity);

/// Copies dgettext(domain, msgid) into `out` (cut at capacity - 1, NUL
/// terminated); returns the full length.
int32_t gettext_peer_text(const char *domain, const char *msgid, char *out, int32_t capacity);

#endif
