// SPDX-License-Identifier: Apache-2.0
// Bundle.main for the app the car runs (ours).
//
// On iOS an app's `Bundle.main` is its own bundle: the folder with its Info.plist, resources and asset catalogs. Here
// many apps share one process, whose main bundle is the executable's folder. Foundation's `Bundle` on Linux reads
// everything through Core Foundation's CFBundle functions, which libFoundation calls through its procedure linkage
// table, so the executable's definitions below are the ones it binds to. Each one that takes a bundle looks at it: when
// it is the process's main bundle and the car says an app is running (the provider, see AppBundles.swift in
// CarPlayHost), the lookup goes to that app's bundle instead; every other call goes on unchanged to Core Foundation's
// own function (found once with dlsym(RTLD_NEXT)). Nothing of Foundation's or Core Foundation's memory is read: only
// pointers are compared, and Core Foundation's public functions called.
//
// The executable path, `Bundle(for:)` and bundles made with `Bundle(path:)`/`Bundle.module` are never redirected.
// Elsewhere than Linux (Darwin's two-level namespace binds Foundation to CoreFoundation directly) nothing here is
// defined but the stubs: `Bundle.main` stays the process's, and phone_bundle_supported() says so.
#include "PhoneBundle.h"

#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <string.h>

typedef const void *CFTypeRef;
typedef unsigned char CFBoolean8;

static _Atomic(phone_bundle_provider) provider = NULL;
/* The process's main bundle, taken once at install (never during a lookup: Core Foundation may hold its bundle lock
   while it calls the functions below). */
static _Atomic(CFTypeRef) process_main = NULL;
static atomic_ulong redirects = 0;

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

/* The bundle a lookup should read: the running app's for the process's main bundle, else `bundle` itself. */
static CFTypeRef target(CFTypeRef bundle) {
    CFTypeRef main_bundle = atomic_load_explicit(&process_main, memory_order_acquire);
    if (bundle == NULL || bundle != main_bundle) return bundle;
    phone_bundle_provider p = atomic_load_explicit(&provider, memory_order_acquire);
    if (p == NULL) return bundle;
    CFTypeRef app = p();
    if (app == NULL) return bundle;
    atomic_fetch_add_explicit(&redirects, 1, memory_order_relaxed);
    return app;
}

int phone_bundle_supported(void) { return 1; }

void phone_bundle_install(phone_bundle_provider provider_function) {
    if (provider_function != NULL && atomic_load(&process_main) == NULL) {
        CFTypeRef (*get_main)(void) = (CFTypeRef(*)(void))next_symbol("CFBundleGetMainBundle");
        if (get_main != NULL) atomic_store_explicit(&process_main, get_main(), memory_order_release);
    }
    atomic_store_explicit(&provider, provider_function, memory_order_release);
}

const void *phone_bundle_create(const char *path) {
    CFTypeRef (*make_url)(CFTypeRef, const unsigned char *, long, CFBoolean8) =
        (CFTypeRef(*)(CFTypeRef, const unsigned char *, long, CFBoolean8))dlsym(RTLD_DEFAULT, "CFURLCreateFromFileSystemRepresentation");
    CFTypeRef (*make_bundle)(CFTypeRef, CFTypeRef) = (CFTypeRef(*)(CFTypeRef, CFTypeRef))dlsym(RTLD_DEFAULT, "CFBundleCreate");
    void (*release)(CFTypeRef) = (void (*)(CFTypeRef))dlsym(RTLD_DEFAULT, "CFRelease");
    if (make_url == NULL || make_bundle == NULL || release == NULL || path == NULL) return NULL;
    CFTypeRef url = make_url(NULL, (const unsigned char *)path, (long)strlen(path), 1);
    if (url == NULL) return NULL;
    CFTypeRef bundle = make_bundle(NULL, url);
    release(url);
    return bundle;
}

void phone_bundle_release(const void *bundle) {
    if (bundle == NULL) return;
    void (*release)(CFTypeRef) = (void (*)(CFTypeRef))dlsym(RTLD_DEFAULT, "CFRelease");
    if (release != NULL) release(bundle);
}

unsigned long phone_bundle_redirects(void) { return atomic_load(&redirects); }

/* Each definition: look the real function up once, then call it with the bundle the lookup should read. */
#define PHONE_BUNDLE_REAL(name, type)                                                                                    \
    static _Atomic(type) real = NULL;                                                                                  \
    type f = atomic_load_explicit(&real, memory_order_acquire);                                                        \
    if (f == NULL) {                                                                                                   \
        f = (type)next_symbol(name);                                                                                   \
        atomic_store_explicit(&real, f, memory_order_release);                                                         \
    }

CFTypeRef CFBundleCopyResourceURL(CFTypeRef bundle, CFTypeRef name, CFTypeRef type, CFTypeRef subdirectory) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURL", fn)
    return f ? f(target(bundle), name, type, subdirectory) : NULL;
}

CFTypeRef CFBundleCopyResourceURLForLocalization(CFTypeRef bundle, CFTypeRef name, CFTypeRef type, CFTypeRef subdirectory, CFTypeRef localization) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLForLocalization", fn)
    return f ? f(target(bundle), name, type, subdirectory, localization) : NULL;
}

CFTypeRef CFBundleCopyResourceURLsOfType(CFTypeRef bundle, CFTypeRef type, CFTypeRef subdirectory) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLsOfType", fn)
    return f ? f(target(bundle), type, subdirectory) : NULL;
}

CFTypeRef CFBundleCopyResourceURLsOfTypeForLocalization(CFTypeRef bundle, CFTypeRef type, CFTypeRef subdirectory, CFTypeRef localization) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLsOfTypeForLocalization", fn)
    return f ? f(target(bundle), type, subdirectory, localization) : NULL;
}

CFTypeRef CFBundleCopyResourcesDirectoryURL(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourcesDirectoryURL", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleCopyBundleURL(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyBundleURL", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleGetIdentifier(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetIdentifier", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleGetInfoDictionary(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetInfoDictionary", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleGetLocalInfoDictionary(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetLocalInfoDictionary", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleGetValueForInfoDictionaryKey(CFTypeRef bundle, CFTypeRef key) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetValueForInfoDictionaryKey", fn)
    return f ? f(target(bundle), key) : NULL;
}

CFTypeRef CFBundleCopyLocalizedString(CFTypeRef bundle, CFTypeRef key, CFTypeRef value, CFTypeRef table) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyLocalizedString", fn)
    return f ? f(target(bundle), key, value, table) : NULL;
}

CFTypeRef CFBundleCopyBundleLocalizations(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyBundleLocalizations", fn)
    return f ? f(target(bundle)) : NULL;
}

CFTypeRef CFBundleGetDevelopmentRegion(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetDevelopmentRegion", fn)
    return f ? f(target(bundle)) : NULL;
}

#else

int phone_bundle_supported(void) { return 0; }
void phone_bundle_install(phone_bundle_provider provider_function) { (void)provider_function; }
const void *phone_bundle_create(const char *path) {
    (void)path;
    return (const void *)0;
}
void phone_bundle_release(const void *bundle) { (void)bundle; }
unsigned long phone_bundle_redirects(void) { return 0; }

#endif
