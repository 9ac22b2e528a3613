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

// MARK: Matching a language to a bundle's localizations (every platform)

#include <stddef.h>
#include <string.h>

static int tag_char(char c) {
    if (c == '_') return '-';
    return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

static int same_tag(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        if (tag_char(*a) != tag_char(*b)) return 0;
    }
    return *a == *b;
}

static size_t subtag_length(const char *tag) {
    size_t n = 0;
    while (tag[n] && tag[n] != '-' && tag[n] != '_') n++;
    return n;
}

/* Old bundles name their folders by English language names. */
static const char *as_tag(const char *name) {
    static const char *const names[][2] = {{"English", "en"}, {"Japanese", "ja"}, {"French", "fr"}, {"German", "de"},
                                           {"Spanish", "es"}, {"Italian", "it"}, {"Dutch", "nl"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (same_tag(name, names[i][0])) return names[i][1];
    }
    return name;
}

static int find_tag(const char *const *localizations, int count, const char *tag) {
    for (int i = 0; i < count; i++) {
        if (localizations[i] != NULL && same_tag(as_tag(localizations[i]), tag)) return i;
    }
    return -1;
}

int phone_bundle_match_language(const char *const *localizations, int count, const char *language) {
    char want[64];
    size_t n = 0;
    for (; language[n] && n < sizeof want - 1; n++) want[n] = (char)tag_char(language[n]);
    want[n] = 0;
    if (n == 0) return -1;
    size_t first = subtag_length(want);
    // zh-TW reads zh-Hant before zh; zh-CN zh-Hans.
    if (first == 2 && want[0] == 'z' && want[1] == 'h' && want[2] == '-' && subtag_length(want + 3) == 2) {
        const char *region = want + 3;
        const char *script = NULL;
        if (same_tag(region, "tw") || same_tag(region, "hk") || same_tag(region, "mo")) script = "zh-Hant";
        if (same_tag(region, "cn") || same_tag(region, "sg")) script = "zh-Hans";
        int exact = find_tag(localizations, count, want);
        if (exact >= 0) return exact;
        if (script != NULL) {
            int found = find_tag(localizations, count, script);
            if (found >= 0) return found;
        }
    }
    for (;;) {
        int found = find_tag(localizations, count, want);
        if (found >= 0) return found;
        char *cut = strrchr(want, '-');
        if (cut == NULL) break;
        *cut = 0;
    }
    for (int i = 0; i < count; i++) {
        if (localizations[i] == NULL) continue;
        const char *tag = as_tag(localizations[i]);
        if (subtag_length(tag) == first) {
            size_t k = 0;
            while (k < first && tag_char(tag[k]) == want[k]) k++;
            if (k == first) return i;
        }
    }
    return -1;
}

#if defined(__linux__)
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
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

// MARK: The phone's language

static _Atomic(phone_language_provider) language_provider = NULL;
static atomic_ulong language_lookups = 0;

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
static struct {
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
} cf;
static atomic_int cf_ready = 0;  // 0 not tried, 1 ready, -1 unavailable
static pthread_once_t cf_once = PTHREAD_ONCE_INIT;

static void find_cf(void) {
    cf.string_create = (string_create_fn)dlsym(RTLD_DEFAULT, "CFStringCreateWithCString");
    cf.array_create = (array_create_fn)dlsym(RTLD_DEFAULT, "CFArrayCreate");
    cf.count = (array_count_fn)dlsym(RTLD_DEFAULT, "CFArrayGetCount");
    cf.value_at = (array_value_fn)dlsym(RTLD_DEFAULT, "CFArrayGetValueAtIndex");
    cf.release = (release_fn)dlsym(RTLD_DEFAULT, "CFRelease");
    cf.equal = (equal_fn)dlsym(RTLD_DEFAULT, "CFEqual");
    cf.bundle_localizations = (one_fn)next_symbol("CFBundleCopyBundleLocalizations");
    cf.development_region = (one_fn)next_symbol("CFBundleGetDevelopmentRegion");
    cf.url_for_localization = (url_for_localization_fn)next_symbol("CFBundleCopyResourceURLForLocalization");
    cf.string_for_localization = (url_for_localization_fn)dlsym(RTLD_DEFAULT, "CFBundleCopyLocalizedStringForLocalization");
    cf.url_path = (url_path_fn)dlsym(RTLD_DEFAULT, "CFURLGetFileSystemRepresentation");
    cf.bundle_url = (one_fn)next_symbol("CFBundleCopyBundleURL");
    cf.retain = (one_fn)dlsym(RTLD_DEFAULT, "CFRetain");
    cf.info_dictionary = (one_fn)next_symbol("CFBundleGetInfoDictionary");
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

/* The running app's language as a new string, or NULL (no provider, no app, or Core Foundation lacks a function). */
static CFTypeRef running_language(void) {
    phone_language_provider p = atomic_load_explicit(&language_provider, memory_order_acquire);
    if (p == NULL) return NULL;
    const char *tag = p();
    if (tag == NULL || tag[0] == 0) return NULL;
    pthread_once(&cf_once, find_cf);
    if (atomic_load(&cf_ready) != 1) return NULL;
    return cf.string_create(NULL, tag, 0x08000100);
}

static int contains(CFTypeRef array, CFTypeRef value) {
    CFIndex n = cf.count(array);
    for (CFIndex i = 0; i < n; i++) {
        if (cf.equal(cf.value_at(array, i), value)) return 1;
    }
    return 0;
}

/* A string's UTF-8 bytes, malloc'd (NULL when it isn't a string or memory ran out). */
static char *utf8(CFTypeRef string) {
    if (string == NULL) return NULL;
    CFIndex size = cf.string_length(string) * 4 + 1;
    char *out = malloc((size_t)size);
    if (out != NULL && !cf.string_get(string, out, size, 0x08000100)) {
        free(out);
        out = NULL;
    }
    return out;
}

/* The localizations (of `localizations`) a phone in `language` reads, as CFBundleCopyLocalizationsForPreferences would
   answer for a user whose languages are `language` then `fallback` (which Core Foundation on Linux doesn't: it answers
   the first localization whatever the preferences): the match, and after a region-specific match the same language's
   general localization; else `fallback`; else the first localization. Caller releases. */
static CFTypeRef choose(CFTypeRef localizations, CFTypeRef language, CFTypeRef fallback) {
    CFIndex n = cf.count(localizations);
    if (n > 256) n = 256;
    char *names[256];
    for (CFIndex i = 0; i < n; i++) names[i] = utf8(cf.value_at(localizations, i));
    char *wanted = utf8(language);
    int found = wanted ? phone_bundle_match_language((const char *const *)names, (int)n, wanted) : -1;
    const void *values[2];
    CFIndex count = 0;
    if (found >= 0) {
        values[count++] = cf.value_at(localizations, found);
        size_t first = subtag_length(as_tag(names[found]));
        if (as_tag(names[found])[first] != 0) {
            char general[64];
            snprintf(general, sizeof general, "%.*s", (int)first, as_tag(names[found]));
            int more = find_tag((const char *const *)names, (int)n, general);
            if (more >= 0 && more != found) values[count++] = cf.value_at(localizations, more);
        }
    } else if (fallback != NULL) {
        values[count++] = fallback;
    } else if (n > 0) {
        values[count++] = cf.value_at(localizations, 0);
    }
    for (CFIndex i = 0; i < n; i++) free(names[i]);
    free(wanted);
    return cf.array_create(NULL, values, count, cf.array_callbacks);
}

/* The localization of `bundle` (among `localizations`) that stands in when none is the phone's language: its
   development region, else English (as CFBundle's own search list ends; Xcode always writes a development region);
   NULL when the bundle has neither. Not owned. */
static CFTypeRef backstop(CFTypeRef bundle, CFTypeRef localizations) {
    CFTypeRef development = bundle ? cf.development_region(bundle) : NULL;
    if (development != NULL && contains(localizations, development)) return development;
    return contains(localizations, cf.english) ? cf.english : NULL;
}

/* The localizations of `bundle` to read for a phone in `language`, best first, as Core Foundation chooses them for a
   user whose languages are `language` then the bundle's development region (iOS's backstop), with the development
   region last (English when it names none). NULL when the bundle has no localizations. Caller releases. */
static CFTypeRef search_list(CFTypeRef bundle, CFTypeRef language) {
    CFTypeRef localizations = cf.bundle_localizations(bundle);
    if (localizations == NULL) return NULL;
    if (cf.count(localizations) == 0) {
        cf.release(localizations);
        return NULL;
    }
    CFTypeRef development = backstop(bundle, localizations);
    int has_development = development != NULL;
    CFTypeRef chosen = choose(localizations, language, development);
    CFTypeRef result = NULL;
    if (chosen != NULL) {
        CFIndex n = cf.count(chosen);
        const void *values[64];
        CFIndex count = 0;
        for (CFIndex i = 0; i < n && count < 63; i++) values[count++] = cf.value_at(chosen, i);
        if (has_development && !contains(chosen, development)) values[count++] = development;
        result = cf.array_create(NULL, values, count, cf.array_callbacks);
        cf.release(chosen);
    }
    cf.release(localizations);
    return result;
}

static int is_localized_url(CFTypeRef url) {
    unsigned char path[4096];
    if (url == NULL || !cf.url_path(url, 1, path, (CFIndex)sizeof path)) return 0;
    return strstr((const char *)path, ".lproj/") != NULL;
}

/* The tables read so far, per bundle, table name and localization (Core Foundation caches only the process's own
   choice, and reading a table for each lookup costs about 0.7 ms for 300 strings): a .strings file's dictionary, or
   what there is instead. Kept for the process's life, as the bundles are; at most MAX_TABLES, then read anew. */
enum { TABLE_NONE, TABLE_STRINGS, TABLE_CORE_FOUNDATION };  // no table; a .strings table; a .stringsdict: CF merges
typedef struct {
    CFTypeRef bundle, name, localization, strings;
    int kind, cached;  // cached 0: the cache was full, the caller releases `strings`
} table_entry;
#define MAX_TABLES 256
static table_entry tables[MAX_TABLES];
static int table_count = 0;
static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;

/* The .strings file at `url` as a dictionary (new), or NULL. */
static CFTypeRef read_strings(CFTypeRef url) {
    unsigned char path[4096];
    if (!cf.url_path(url, 1, path, (CFIndex)sizeof path)) return NULL;
    FILE *file = fopen((const char *)path, "rb");
    if (file == NULL) return NULL;
    size_t capacity = 64 * 1024, length = 0;
    unsigned char *bytes = malloc(capacity);
    while (bytes != NULL) {
        size_t got = fread(bytes + length, 1, capacity - length, file);
        length += got;
        if (length < capacity) break;
        unsigned char *more = capacity < 64 * 1024 * 1024 ? realloc(bytes, capacity * 2) : NULL;
        if (more == NULL) {
            free(bytes);
            bytes = NULL;
        } else {
            bytes = more;
            capacity *= 2;
        }
    }
    fclose(file);
    if (bytes == NULL) return NULL;
    CFTypeRef data = cf.data_create(NULL, bytes, (CFIndex)length);
    free(bytes);
    if (data == NULL) return NULL;
    CFTypeRef plist = cf.plist_create(NULL, data, 0, NULL, NULL);
    cf.release(data);
    if (plist != NULL && cf.type_id(plist) != cf.dictionary_type()) {
        cf.release(plist);
        plist = NULL;
    }
    return plist;
}

/* What table `localization` of `bundle` has for `name`, read once. */
static table_entry table_for(CFTypeRef bundle, CFTypeRef name, CFTypeRef localization) {
    pthread_mutex_lock(&tables_lock);
    for (int i = 0; i < table_count; i++) {
        if (tables[i].bundle == bundle && cf.equal(tables[i].name, name) && cf.equal(tables[i].localization, localization)) {
            table_entry hit = tables[i];
            pthread_mutex_unlock(&tables_lock);
            return hit;
        }
    }
    pthread_mutex_unlock(&tables_lock);
    table_entry entry = {bundle, name, localization, NULL, TABLE_NONE, 0};
    CFTypeRef dict_url = cf.url_for_localization(bundle, name, cf.stringsdict, NULL, localization);
    CFTypeRef url = cf.url_for_localization(bundle, name, cf.strings, NULL, localization);
    if (dict_url != NULL) {
        entry.kind = TABLE_CORE_FOUNDATION;
    } else if (url != NULL) {
        entry.strings = read_strings(url);
        // A file Core Foundation reads otherwise than a property list (it never is, for Xcode's): let it read it.
        entry.kind = entry.strings != NULL ? TABLE_STRINGS : TABLE_CORE_FOUNDATION;
    }
    if (dict_url != NULL) cf.release(dict_url);
    if (url != NULL) cf.release(url);
    pthread_mutex_lock(&tables_lock);
    if (table_count < MAX_TABLES) {
        entry.name = cf.retain(name);
        entry.localization = cf.retain(localization);
        cf.retain(bundle);
        entry.cached = 1;
        tables[table_count++] = entry;
    }
    pthread_mutex_unlock(&tables_lock);
    return entry;
}

/* `key` from the table of the first localization in the search list that has one (.strings or .stringsdict), as
   CFBundle reads the table of the first language that has one; NULL when none has (the caller asks Core Foundation). */
static CFTypeRef localized_string(CFTypeRef bundle, CFTypeRef key, CFTypeRef value, CFTypeRef table, CFTypeRef language) {
    CFTypeRef list = search_list(bundle, language);
    if (list == NULL) return NULL;
    CFTypeRef name = (table == NULL || cf.equal(table, cf.empty)) ? cf.localizable : table;
    CFTypeRef result = NULL;
    CFIndex n = cf.count(list);
    for (CFIndex i = 0; i < n && result == NULL; i++) {
        CFTypeRef localization = cf.value_at(list, i);
        table_entry entry = table_for(bundle, name, localization);
        if (entry.kind == TABLE_NONE) continue;
        if (entry.kind == TABLE_STRINGS) {
            CFTypeRef found = cf.dictionary_value(entry.strings, key);
            // Not in the table: the value, or the key when the value is missing or empty (Core Foundation's rule).
            if (found == NULL) found = (value != NULL && !cf.equal(value, cf.empty)) ? value : key;
            result = cf.retain(found);
            if (!entry.cached) cf.release(entry.strings);
        } else {
            result = cf.string_for_localization(bundle, key, value, table, localization);
        }
    }
    cf.release(list);
    return result;
}

/* The Info.plist as a phone in `language` reads it: its keys, with those of the first localization's
   InfoPlist.strings over them (Core Foundation keeps one local dictionary per bundle, in the first language asked;
   and Foundation on Linux answers object(forInfoDictionaryKey:) from the local dictionary alone, so it is the whole
   Info.plist here). Kept for the process's life; NULL when no localization has an InfoPlist.strings. Not owned. */
typedef struct {
    CFTypeRef bundle, localization, merged;
} info_entry;
static info_entry infos[64];
static int info_count = 0;

static CFTypeRef local_info(CFTypeRef bundle, CFTypeRef language) {
    CFTypeRef list = search_list(bundle, language);
    if (list == NULL) return NULL;
    CFTypeRef result = NULL;
    CFIndex n = cf.count(list);
    for (CFIndex i = 0; i < n && result == NULL; i++) {
        CFTypeRef localization = cf.value_at(list, i);
        table_entry entry = table_for(bundle, cf.info_plist, localization);
        if (entry.kind != TABLE_STRINGS || !entry.cached) continue;
        pthread_mutex_lock(&tables_lock);
        for (int k = 0; k < info_count && result == NULL; k++) {
            if (infos[k].bundle == bundle && cf.equal(infos[k].localization, localization)) result = infos[k].merged;
        }
        pthread_mutex_unlock(&tables_lock);
        if (result != NULL) break;
        // Made outside the lock: reading the Info.plist may come back through these functions.
        CFTypeRef info = cf.info_dictionary(bundle);
        CFTypeRef merged = info ? cf.dictionary_mutable_copy(NULL, 0, info) : NULL;
        if (merged == NULL) break;
        CFIndex count = cf.dictionary_count(entry.strings);
        if (count > 0 && count <= 1024) {
            const void *keys[1024], *values[1024];
            cf.dictionary_keys_values(entry.strings, keys, values);
            for (CFIndex k = 0; k < count; k++) cf.dictionary_set(merged, keys[k], values[k]);
        }
        pthread_mutex_lock(&tables_lock);
        for (int k = 0; k < info_count && result == NULL; k++) {
            if (infos[k].bundle == bundle && cf.equal(infos[k].localization, localization)) result = infos[k].merged;
        }
        if (result == NULL && info_count < (int)(sizeof infos / sizeof infos[0])) {
            infos[info_count++] = (info_entry){bundle, cf.retain(localization), merged};
            result = merged;
            merged = NULL;
        }
        pthread_mutex_unlock(&tables_lock);
        if (merged != NULL) cf.release(merged);  // another thread's, or no room: Core Foundation answers
    }
    cf.release(list);
    return result;
}

static _Atomic(phone_catalog_provider) catalog_provider = NULL;

/* `key` from a string catalog of `bundle` for a phone in `language` (a new string), or NULL. */
static CFTypeRef catalog_string(CFTypeRef bundle, CFTypeRef key, CFTypeRef table, CFTypeRef language) {
    phone_catalog_provider p = atomic_load_explicit(&catalog_provider, memory_order_acquire);
    if (p == NULL) return NULL;
    CFTypeRef url = cf.bundle_url(bundle);
    unsigned char path[4096];
    int has_path = url != NULL && cf.url_path(url, 1, path, (CFIndex)sizeof path);
    if (url != NULL) cf.release(url);
    if (!has_path) return NULL;
    CFTypeRef name = (table == NULL || cf.equal(table, cf.empty)) ? cf.localizable : table;
    char *name8 = utf8(name), *key8 = utf8(key), *language8 = utf8(language);
    char *found = (name8 && key8 && language8) ? p((const char *)path, name8, key8, language8) : NULL;
    free(name8);
    free(key8);
    free(language8);
    if (found == NULL) return NULL;
    CFTypeRef result = cf.string_create(NULL, found, 0x08000100);
    free(found);
    return result;
}

void phone_bundle_install_catalogs(phone_catalog_provider provider_function) {
    atomic_store_explicit(&catalog_provider, provider_function, memory_order_release);
}

void phone_bundle_install_language(phone_language_provider provider_function) {
    atomic_store_explicit(&language_provider, provider_function, memory_order_release);
}

unsigned long phone_bundle_language_lookups(void) { return atomic_load(&language_lookups); }

void phone_bundle_install(phone_bundle_provider provider_function) {
    if (provider_function != NULL && atomic_load(&process_main) == NULL) {
        CFTypeRef (*get_main)(void) = (CFTypeRef(*)(void))next_symbol("CFBundleGetMainBundle");
        CFTypeRef main_bundle = get_main != NULL ? get_main() : NULL;
        // Core Foundation finds the main bundle's languages once, the first time a lookup needs them, and asks for the
        // main bundle's URL on the way: answered with an app's URL, the main bundle would look like another bundle, whose
        // languages it goes on to find, and so on without end. Finding them now, before any redirect, keeps them.
        pthread_once(&cf_once, find_cf);
        if (main_bundle != NULL && atomic_load(&cf_ready) == 1) {
            CFTypeRef (*resource)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef) =
                (CFTypeRef(*)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef))next_symbol("CFBundleCopyResourceURL");
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
    CFTypeRef read = target(bundle);
    CFTypeRef found = f ? f(read, name, type, subdirectory) : NULL;
    // A resource found in an .lproj folder (in the process's language): the one for the phone's language instead. A
    // resource outside any .lproj folder wins, as it does in Core Foundation's own search.
    if (found == NULL || read == NULL) return found;
    pthread_once(&cf_once, find_cf);
    if (atomic_load(&cf_ready) != 1 || !is_localized_url(found)) return found;
    CFTypeRef language = running_language();
    if (language == NULL) return found;
    CFTypeRef list = search_list(read, language);
    CFIndex n = list ? cf.count(list) : 0;
    for (CFIndex i = 0; i < n; i++) {
        CFTypeRef url = cf.url_for_localization(read, name, type, subdirectory, cf.value_at(list, i));
        if (url != NULL && is_localized_url(url)) {
            cf.release(found);
            found = url;
            atomic_fetch_add_explicit(&language_lookups, 1, memory_order_relaxed);
            break;
        }
        if (url != NULL) cf.release(url);
    }
    if (list) cf.release(list);
    cf.release(language);
    return found;
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
    CFTypeRef read = target(bundle);
    CFTypeRef language = read != NULL ? running_language() : NULL;
    if (language != NULL) {
        CFTypeRef local = local_info(read, language);
        cf.release(language);
        if (local != NULL) {
            atomic_fetch_add_explicit(&language_lookups, 1, memory_order_relaxed);
            return local;
        }
    }
    return f ? f(read) : NULL;
}

CFTypeRef CFBundleGetValueForInfoDictionaryKey(CFTypeRef bundle, CFTypeRef key) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetValueForInfoDictionaryKey", fn)
    CFTypeRef read = target(bundle);
    CFTypeRef language = (read != NULL && key != NULL) ? running_language() : NULL;
    if (language != NULL) {
        CFTypeRef local = local_info(read, language);
        cf.release(language);
        CFTypeRef found = local != NULL ? cf.dictionary_value(local, key) : NULL;
        if (found != NULL) return found;
    }
    return f ? f(read, key) : NULL;
}

CFTypeRef CFBundleCopyLocalizedString(CFTypeRef bundle, CFTypeRef key, CFTypeRef value, CFTypeRef table) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyLocalizedString", fn)
    CFTypeRef read = target(bundle);
    CFTypeRef language = (read != NULL && key != NULL) ? running_language() : NULL;
    if (language != NULL) {
        CFTypeRef result = localized_string(read, key, value, table, language);
        // No .lproj table for it: a string catalog, as Xcode would have compiled it into one.
        if (result == NULL) result = catalog_string(read, key, table, language);
        cf.release(language);
        if (result != NULL) {
            atomic_fetch_add_explicit(&language_lookups, 1, memory_order_relaxed);
            return result;
        }
    }
    return f ? f(read, key, value, table) : NULL;
}

CFTypeRef CFBundleCopyPreferredLocalizationsFromArray(CFTypeRef localizations) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyPreferredLocalizationsFromArray", fn)
    CFTypeRef language = localizations != NULL ? running_language() : NULL;
    if (language != NULL) {
        CFTypeRef result = NULL;
        if (cf.count(localizations) > 0) {
            // The user's languages on the phone: its language, then the running app's backstop (iOS's main-bundle
            // context: the app's development region).
            CFTypeRef app = target(atomic_load_explicit(&process_main, memory_order_acquire));
            result = choose(localizations, language, backstop(app, localizations));
        }
        cf.release(language);
        if (result != NULL) {
            atomic_fetch_add_explicit(&language_lookups, 1, memory_order_relaxed);
            return result;
        }
    }
    return f ? f(localizations) : NULL;
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
void phone_bundle_install_language(phone_language_provider provider_function) { (void)provider_function; }
unsigned long phone_bundle_language_lookups(void) { return 0; }
void phone_bundle_install_catalogs(phone_catalog_provider provider_function) { (void)provider_function; }

#endif
