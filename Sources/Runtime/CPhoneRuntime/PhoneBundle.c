// SPDX-License-Identifier: Apache-2.0
// Bundle.main for the app the car runs (ours): which bundle a lookup reads. The lookups in the phone's language are
// PhoneBundleLocalized.c's, matching a language to localizations PhoneBundleLanguage.c's; they share
// PhoneBundleInternal.h.
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
//
// The phone's language (a second provider, see AppBundles.swift): Core Foundation on Linux chooses localizations for
// the whole process (the `AppleLanguages` argument, else English), caches the choice in each bundle, and matches
// languages wrongly (it answers the first localization whatever the preferences). So the lookups that depend on the
// language are answered here, for every bundle, in the language of the app whose code runs, matched by
// phone_bundle_match_language: CFBundleCopyPreferredLocalizationsFromArray, CFBundleCopyLocalizedString (from the chosen
// localization's .strings table, read once and kept per bundle, table and localization; a .stringsdict table through
// CFBundleCopyLocalizedStringForLocalization), CFBundleCopyResourceURL when it found a resource in an `.lproj` folder,
// and CFBundleGetLocalInfoDictionary/CFBundleGetValueForInfoDictionaryKey (InfoPlist.strings over the Info.plist). What
// is kept is keyed by localization, never by "the" language, so two cars with two languages in one process each get
// their own answers. A string no `.lproj` table has is asked of a third provider, which reads the bundle's string
// catalogs (`.xcstrings`, see StringCatalogs.swift in CarPlayHost).
// Elsewhere than Linux (Darwin's two-level namespace binds Foundation to CoreFoundation directly) nothing here is
// defined but the stubs: `Bundle.main` stays the process's, and phone_bundle_supported() says so.
#include "PhoneBundle.h"

#if defined(__linux__)
#include "PhoneBundleInternal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define cf phone_bundle_cf  // Core Foundation's functions (PhoneBundleInternal.h), by a short name

static _Atomic(phone_bundle_provider) provider = NULL;
/* The process's main bundle, taken once at install (never during a lookup: Core Foundation may hold its bundle lock
   while it calls the functions below). */
static _Atomic(CFTypeRef) process_main = NULL;
static atomic_ulong redirects = 0;

void *phone_bundle_next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

CFTypeRef phone_bundle_process_main(void) { return atomic_load_explicit(&process_main, memory_order_acquire); }

CFTypeRef phone_bundle_target(CFTypeRef bundle) {
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

struct phone_bundle_cf_functions phone_bundle_cf;
static atomic_int cf_ready = 0;  // 0 not tried, 1 ready, -1 unavailable
static pthread_once_t cf_once = PTHREAD_ONCE_INIT;

static void find_cf(void) {
    cf.string_create = (string_create_fn)dlsym(RTLD_DEFAULT, "CFStringCreateWithCString");
    cf.array_create = (array_create_fn)dlsym(RTLD_DEFAULT, "CFArrayCreate");
    cf.count = (array_count_fn)dlsym(RTLD_DEFAULT, "CFArrayGetCount");
    cf.value_at = (array_value_fn)dlsym(RTLD_DEFAULT, "CFArrayGetValueAtIndex");
    cf.release = (release_fn)dlsym(RTLD_DEFAULT, "CFRelease");
    cf.equal = (equal_fn)dlsym(RTLD_DEFAULT, "CFEqual");
    cf.bundle_localizations = (one_fn)phone_bundle_next_symbol("CFBundleCopyBundleLocalizations");
    cf.development_region = (one_fn)phone_bundle_next_symbol("CFBundleGetDevelopmentRegion");
    cf.url_for_localization = (url_for_localization_fn)phone_bundle_next_symbol("CFBundleCopyResourceURLForLocalization");
    cf.string_for_localization = (url_for_localization_fn)dlsym(RTLD_DEFAULT, "CFBundleCopyLocalizedStringForLocalization");
    cf.url_path = (url_path_fn)dlsym(RTLD_DEFAULT, "CFURLGetFileSystemRepresentation");
    cf.bundle_url = (one_fn)phone_bundle_next_symbol("CFBundleCopyBundleURL");
    cf.retain = (one_fn)dlsym(RTLD_DEFAULT, "CFRetain");
    cf.info_dictionary = (one_fn)phone_bundle_next_symbol("CFBundleGetInfoDictionary");
    cf.dictionary_mutable_copy = (CFTypeRef(*)(CFTypeRef, CFIndex, CFTypeRef))dlsym(RTLD_DEFAULT, "CFDictionaryCreateMutableCopy");
    cf.dictionary_count = (CFIndex(*)(CFTypeRef))dlsym(RTLD_DEFAULT, "CFDictionaryGetCount");
    cf.dictionary_keys_values = (void (*)(CFTypeRef, const void **, const void **))dlsym(RTLD_DEFAULT, "CFDictionaryGetKeysAndValues");
    cf.dictionary_set = (void (*)(CFTypeRef, const void *, const void *))dlsym(RTLD_DEFAULT, "CFDictionarySetValue");
    cf.data_create = (CFTypeRef(*)(CFTypeRef, const unsigned char *, CFIndex))dlsym(RTLD_DEFAULT, "CFDataCreate");
    cf.plist_create = (CFTypeRef(*)(CFTypeRef, CFTypeRef, unsigned long, void *, void *))dlsym(RTLD_DEFAULT, "CFPropertyListCreateWithData");
    cf.type_id = (unsigned long (*)(CFTypeRef))dlsym(RTLD_DEFAULT, "CFGetTypeID");
    cf.dictionary_type = (unsigned long (*)(void))dlsym(RTLD_DEFAULT, "CFDictionaryGetTypeID");
    cf.dictionary_value = (two_fn)dlsym(RTLD_DEFAULT, "CFDictionaryGetValue");
    cf.string_length = (CFIndex(*)(CFTypeRef))dlsym(RTLD_DEFAULT, "CFStringGetLength");
    cf.string_get = (CFBoolean8(*)(CFTypeRef, char *, CFIndex, unsigned int))dlsym(RTLD_DEFAULT, "CFStringGetCString");
    cf.array_callbacks = dlsym(RTLD_DEFAULT, "kCFTypeArrayCallBacks");
    int ok = cf.string_create && cf.array_create && cf.count && cf.value_at && cf.release && cf.equal && cf.bundle_localizations &&
             cf.development_region && cf.url_for_localization && cf.string_for_localization &&
             cf.url_path && cf.bundle_url && cf.retain && cf.info_dictionary && cf.dictionary_mutable_copy &&
             cf.dictionary_count && cf.dictionary_keys_values && cf.dictionary_set && cf.data_create && cf.plist_create && cf.type_id &&
             cf.dictionary_type && cf.dictionary_value && cf.string_length && cf.string_get && cf.array_callbacks;
    if (ok) {
        const unsigned int utf8 = 0x08000100;  // kCFStringEncodingUTF8
        cf.localizable = cf.string_create(NULL, "Localizable", utf8);
        cf.strings = cf.string_create(NULL, "strings", utf8);
        cf.stringsdict = cf.string_create(NULL, "stringsdict", utf8);
        cf.empty = cf.string_create(NULL, "", utf8);
        cf.english = cf.string_create(NULL, "en", utf8);
        cf.info_plist = cf.string_create(NULL, "InfoPlist", utf8);
        ok = cf.localizable && cf.strings && cf.stringsdict && cf.empty && cf.english && cf.info_plist;
    }
    atomic_store(&cf_ready, ok ? 1 : -1);
}

int phone_bundle_cf_available(void) {
    pthread_once(&cf_once, find_cf);
    return atomic_load(&cf_ready) == 1;
}

void phone_bundle_install(phone_bundle_provider provider_function) {
    if (provider_function != NULL && atomic_load(&process_main) == NULL) {
        CFTypeRef (*get_main)(void) = (CFTypeRef(*)(void))phone_bundle_next_symbol("CFBundleGetMainBundle");
        CFTypeRef main_bundle = get_main != NULL ? get_main() : NULL;
        // Core Foundation finds the main bundle's languages once, the first time a lookup needs them, and asks for the
        // main bundle's URL on the way: answered with an app's URL, the main bundle would look like another bundle, whose
        // languages it goes on to find, and so on without end. Finding them now, before any redirect, keeps them.
        if (main_bundle != NULL && phone_bundle_cf_available()) {
            CFTypeRef (*resource)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef) =
                (CFTypeRef(*)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef))phone_bundle_next_symbol("CFBundleCopyResourceURL");
            CFTypeRef name = cf.string_create(NULL, "PhoneRuntimeWarmUp", 0x08000100), type = cf.string_create(NULL, "strings", 0x08000100);
            CFTypeRef found = (resource && name && type) ? resource(main_bundle, name, type, NULL) : NULL;
            if (found) cf.release(found);
            if (name) cf.release(name);
            if (type) cf.release(type);
        }
        atomic_store_explicit(&process_main, main_bundle, memory_order_release);
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

CFTypeRef CFBundleCopyResourceURLForLocalization(CFTypeRef bundle, CFTypeRef name, CFTypeRef type, CFTypeRef subdirectory, CFTypeRef localization) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLForLocalization", fn)
    return f ? f(phone_bundle_target(bundle), name, type, subdirectory, localization) : NULL;
}

CFTypeRef CFBundleCopyResourceURLsOfType(CFTypeRef bundle, CFTypeRef type, CFTypeRef subdirectory) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLsOfType", fn)
    return f ? f(phone_bundle_target(bundle), type, subdirectory) : NULL;
}

CFTypeRef CFBundleCopyResourceURLsOfTypeForLocalization(CFTypeRef bundle, CFTypeRef type, CFTypeRef subdirectory, CFTypeRef localization) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURLsOfTypeForLocalization", fn)
    return f ? f(phone_bundle_target(bundle), type, subdirectory, localization) : NULL;
}

// The functions that take the bundle alone: each asks the real function about the bundle the app sees.
#define PHONE_BUNDLE_ONLY(name)                              \
    CFTypeRef name(CFTypeRef bundle) {                       \
        typedef CFTypeRef (*fn)(CFTypeRef);                  \
        PHONE_BUNDLE_REAL(#name, fn)                         \
        return f ? f(phone_bundle_target(bundle)) : NULL;    \
    }
PHONE_BUNDLE_ONLY(CFBundleCopyResourcesDirectoryURL)
PHONE_BUNDLE_ONLY(CFBundleCopyBundleURL)
PHONE_BUNDLE_ONLY(CFBundleGetIdentifier)
PHONE_BUNDLE_ONLY(CFBundleGetInfoDictionary)
PHONE_BUNDLE_ONLY(CFBundleCopyBundleLocalizations)
PHONE_BUNDLE_ONLY(CFBundleGetDevelopmentRegion)

#else  // Not Linux: Bundle.main stays the process's.

int phone_bundle_supported(void) { return 0; }
void phone_bundle_install(phone_bundle_provider provider_function) { (void)provider_function; }
const void *phone_bundle_create(const char *path) {
    (void)path;
    return (const void *)0;
}
void phone_bundle_release(const void *bundle) { (void)bundle; }
unsigned long phone_bundle_redirects(void) { return 0; }

#endif
