#ifndef LOCPACK_CSODIUM_SHIM_H
#define LOCPACK_CSODIUM_SHIM_H
// libsodium's Ed25519 signatures, for signed bundles (LocPackFleet).
#include <sodium.h>
#endif
