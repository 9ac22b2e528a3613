// SPDX-License-Identifier: Apache-2.0
// The system headers the parts of the phone's runtime on Linux share (PhoneRuntimeLinux.c and the files it names),
// included first by each of them, inside its `#if defined(__linux__)`. On other systems PhoneRuntimeFallback.c defines
// the same entry points and interposes nothing.
#ifndef PHONE_RUNTIME_LINUX_H
#define PHONE_RUNTIME_LINUX_H
#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>
#include "CPhoneRuntime.h"
#include "PhoneRuntimeInternal.h"
#else
// Not Linux: nothing to include; PhoneRuntimeFallback.c defines the runtime's entry points and interposes nothing.
#endif  // __linux__
#endif  // PHONE_RUNTIME_LINUX_H
