#include "icu_peer.h"

#if defined(__linux__) && __has_include(<unicode/umsg.h>)
#include <unicode/umsg.h>
#include <unicode/ustring.h>

void *icu_peer_open(const char *pattern, const char *locale) {
    UChar buffer[1024];
    int32_t length = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8(buffer, 1024, &length, pattern, -1, &status);
    if (U_FAILURE(status)) return NULL;
    UParseError parseError;
    UMessageFormat *format = umsg_open(buffer, length, locale, &parseError, &status);
    if (U_FAILURE(status)) {
        if (format) umsg_close(format);
        return NULL;
    }
    return format;
}

int32_t icu_peer_format(void *format, int32_t count, double first, double second, uint16_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = count == 1
        ? umsg_format((UMessageFormat *)format, (UChar *)out, capacity, &status, first)
        : umsg_format((UMessageFormat *)format, (UChar *)out, capacity, &status, first, second);
    return U_FAILURE(status) ? -1 : length;
}

void icu_peer_close(void *format) {
    umsg_close((UMessageFormat *)format);
}

#else
// No ICU4C headers (macOS without libicu-dev): the peer is absent and the
// benchmarks skip it.
void *icu_peer_open(const char *pattern, const char *locale) { (void)pattern; (void)locale; return 0; }
int32_t icu_peer_format(void *format, int32_t count, double first, double second, uint16_t *out, int32_t capacity) {
    (void)format; (void)count; (void)first; (void)second; (void)out; (void)capacity;
    return -1;
}
void icu_peer_close(void *format) { (void)format; }
#endif
