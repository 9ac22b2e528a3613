// SPDX-License-Identifier: Apache-2.0
// Bundle.main for the app the car runs (ours): the lookups that depend on the phone's language, for every bundle (the
// whole is described at the top of PhoneBundle.c). Elsewhere than Linux nothing is redirected.
#include "PhoneBundle.h"

#if defined(__linux__)
#include "PhoneBundleInternal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define cf phone_bundle_cf  // Core Foundation's functions (PhoneBundleInternal.h), by a short name

static _Atomic(phone_language_provider) language_provider = NULL;
static atomic_ulong language_lookups = 0;

/* The running app's language as a new string, or NULL (no provider, no app, or Core Foundation lacks a function). */
static CFTypeRef running_language(void) {
    phone_language_provider p = atomic_load_explicit(&language_provider, memory_order_acquire);
    if (p == NULL) return NULL;
    const char *tag = p();
    if (tag == NULL || tag[0] == 0) return NULL;
    if (!phone_bundle_cf_available()) return NULL;
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
        int more = phone_bundle_general_index((const char *const *)names, (int)n, found);
        if (more >= 0) values[count++] = cf.value_at(localizations, more);
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

CFTypeRef CFBundleCopyResourceURL(CFTypeRef bundle, CFTypeRef name, CFTypeRef type, CFTypeRef subdirectory) {
    typedef CFTypeRef (*fn)(CFTypeRef, CFTypeRef, CFTypeRef, CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleCopyResourceURL", fn)
    CFTypeRef read = phone_bundle_target(bundle);
    CFTypeRef found = f ? f(read, name, type, subdirectory) : NULL;
    // A resource found in an .lproj folder (in the process's language): the one for the phone's language instead. A
    // resource outside any .lproj folder wins, as it does in Core Foundation's own search.
    if (found == NULL || read == NULL) return found;
    if (!phone_bundle_cf_available() || !is_localized_url(found)) return found;
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

CFTypeRef CFBundleGetLocalInfoDictionary(CFTypeRef bundle) {
    typedef CFTypeRef (*fn)(CFTypeRef);
    PHONE_BUNDLE_REAL("CFBundleGetLocalInfoDictionary", fn)
    CFTypeRef read = phone_bundle_target(bundle);
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
    CFTypeRef read = phone_bundle_target(bundle);
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
    CFTypeRef read = phone_bundle_target(bundle);
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
            CFTypeRef app = phone_bundle_target(phone_bundle_process_main());
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

#else  // Not Linux: the process's own language answers.

void phone_bundle_install_language(phone_language_provider provider_function) { (void)provider_function; }
unsigned long phone_bundle_language_lookups(void) { return 0; }
void phone_bundle_install_catalogs(phone_catalog_provider provider_function) { (void)provider_function; }

#endif
