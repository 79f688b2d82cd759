#include "gettext_peer.h"

#if defined(__GLIBC__)
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int32_t gettext_peer_setup(void) {
    setenv("LANGUAGE", "peer", 1);
    return setlocale(LC_MESSAGES, "C.UTF-8") ? 0 : -1;
}

void gettext_peer_bind(const char *domain, const char *directory) {
    bindtextdomain(domain, directory);
    bind_textdomain_codeset(domain, "UTF-8");
}

int32_t gettext_peer_plural(const char *domain, const char *singular, const char *plural, long n,
                            char *out, int32_t capacity) {
    return snprintf(out, (size_t)capacity, dngettext(domain, singular, plural, (unsigned long)n), n);
}

int32_t gettext_peer_text(const char *domain, const char *msgid, char *out, int32_t capacity) {
    const char *text = dgettext(domain, msgid);
    size_t length = strlen(text);
    if (capacity > 0) {
        size_t copied = length < (size_t)capacity - 1 ? length : (size_t)capacity - 1;
        memcpy(out, text, copied);
        out[copied] = 0;
    }
    return (int32_t)length;
}

#else
// gettext is not part of this C library (macOS): the peer is absent and the
// benchmarks skip it.
int32_t gettext_peer_setup(void) { return -1; }
void gettext_peer_bind(const char *domain, const char *directory) { (void)domain; (void)directory; }
int32_t gettext_peer_plural(const char *domain, const char *singular, const char *plural, long n, char *out, int32_t capacity) {
    (void)domain; (void)singular; (void)plural; (void)n; (void)out; (void)capacity;
    return -1;
}
int32_t gettext_peer_text(const char *domain, const char *msgid, char *out, int32_t capacity) {
    (void)domain; (void)msgid; (void)out; (void)capacity;
    return -1;
}
#endif
