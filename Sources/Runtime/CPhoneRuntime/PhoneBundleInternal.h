// SPDX-License-Identifier: Apache-2.0
// Shared between the parts of Bundle.main for the app the car runs (not part of the module's API): PhoneBundle.c (which
// bundle a lookup reads, Core Foundation's functions), PhoneBundleLocalized.c (the lookups in the phone's language) and
// PhoneBundleLanguage.c (matching a language to localizations, every platform).
#ifndef PHONE_BUNDLE_INTERNAL_H
#define PHONE_BUNDLE_INTERNAL_H

/// The index of the general localization of the same language as `localizations[found]` when that one names a region
/// or script (`de` for `de-CH`), or -1 (none, or `found` is general itself).
int phone_bundle_general_index(const char *const *localizations, int count, int found);

#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>

typedef const void *CFTypeRef;
typedef unsigned char CFBoolean8;
typedef long CFIndex;
typedef CFTypeRef (*string_create_fn)(CFTypeRef, const char *, unsigned int);
typedef CFTypeRef (*array_create_fn)(CFTypeRef, const void **, CFIndex, const void *);
typedef CFIndex (*array_count_fn)(CFTypeRef);
typedef CFTypeRef (*array_value_fn)(CFTypeRef, CFIndex);
typedef void (*release_fn)(CFTypeRef);
typedef CFBoolean8 (*equal_fn)(CFTypeRef, CFTypeRef);
typedef CFTypeRef (*one_fn)(CFTypeRef);
typedef CFTypeRef (*two_fn)(CFTypeRef, CFTypeRef);
typedef CFTypeRef (*url_for_localization_fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
typedef CFBoolean8 (*url_path_fn)(CFTypeRef, CFBoolean8, unsigned char *, CFIndex);

/* Core Foundation's functions this part calls, found once. Those this file also defines are Core Foundation's own
   (RTLD_NEXT), so nothing here is redirected twice. */
struct phone_bundle_cf_functions {
    string_create_fn string_create;
    array_create_fn array_create;
    array_count_fn count;
    array_value_fn value_at;
    release_fn release;
    equal_fn equal;
    one_fn bundle_localizations;
    one_fn development_region;
    url_for_localization_fn url_for_localization;
    url_for_localization_fn string_for_localization;
    url_path_fn url_path;
    one_fn bundle_url;
    one_fn retain;
    CFTypeRef (*data_create)(CFTypeRef, const unsigned char *, CFIndex);
    CFTypeRef (*plist_create)(CFTypeRef, CFTypeRef, unsigned long, void *, void *);
    unsigned long (*type_id)(CFTypeRef);
    unsigned long (*dictionary_type)(void);
    two_fn dictionary_value;
    CFIndex (*string_length)(CFTypeRef);
    CFBoolean8 (*string_get)(CFTypeRef, char *, CFIndex, unsigned int);
    const void *array_callbacks;
    CFTypeRef localizable, strings, stringsdict, empty, english, info_plist;
    one_fn info_dictionary;
    CFTypeRef (*dictionary_mutable_copy)(CFTypeRef, CFIndex, CFTypeRef);
    CFIndex (*dictionary_count)(CFTypeRef);
    void (*dictionary_keys_values)(CFTypeRef, const void **, const void **);
    void (*dictionary_set)(CFTypeRef, const void *, const void *);
};
/// Core Foundation's functions, found once by phone_bundle_cf_available().
extern struct phone_bundle_cf_functions phone_bundle_cf;
/// Finds Core Foundation's functions the first time; whether all were found.
int phone_bundle_cf_available(void);
/// The next definition of `name` after the executable's (Core Foundation's own).
void *phone_bundle_next_symbol(const char *name);
/// The bundle a lookup should read: the running app's for the process's main bundle, else `bundle` itself.
CFTypeRef phone_bundle_target(CFTypeRef bundle);
/// The process's main bundle, taken at install (NULL before).
CFTypeRef phone_bundle_process_main(void);

/* Each definition: look the real function up once, then call it with the bundle the lookup should read. */
#define PHONE_BUNDLE_REAL(name, type)                                                                                    \
    static _Atomic(type) real = NULL;                                                                                  \
    type f = atomic_load_explicit(&real, memory_order_acquire);                                                        \
    if (f == NULL) {                                                                                                   \
        f = (type)phone_bundle_next_symbol(name);                                                                                   \
        atomic_store_explicit(&real, f, memory_order_release);                                                         \
    }
#endif  // __linux__
#endif  // PHONE_BUNDLE_INTERNAL_H
