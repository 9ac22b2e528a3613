// SPDX-License-Identifier: Apache-2.0
// Shared between CPhoneRuntime's portable part and its platform parts (not part of the module's API).
#ifndef PHONE_RUNTIME_INTERNAL_H
#define PHONE_RUNTIME_INTERNAL_H

/// Whether the phone lets `path` (relative to `dirfd`) be opened now; sets errno to EPERM when not.
int phone_may_open(int dirfd, const char *path, int flags);

#endif
