#ifndef LOCPACK_CZSTD_SHIM_H
#define LOCPACK_CZSTD_SHIM_H
// For ZSTD_createDDict_byReference: the reader digests the bundle's
// dictionary where it lies in the mapping instead of copying it.
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>
#include <zdict.h>
#endif
