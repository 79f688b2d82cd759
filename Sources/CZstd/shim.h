#ifndef LOCPACK_CZSTD_SHIM_H
#define LOCPACK_CZSTD_SHIM_H
#include <zstd.h>
#include <zdict.h>
#endif
