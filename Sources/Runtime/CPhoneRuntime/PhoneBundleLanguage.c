// SPDX-License-Identifier: Apache-2.0
// Matching a phone's language to a bundle's localizations, on every platform (PhoneBundle.c says where it is used).
#include "PhoneBundle.h"
#include "PhoneBundleInternal.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

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

int phone_bundle_general_index(const char *const *localizations, int count, int found) {
    const char *tag = as_tag(localizations[found]);
    size_t first = subtag_length(tag);
    if (tag[first] == 0) return -1;
    char general[64];
    snprintf(general, sizeof general, "%.*s", (int)first, tag);
    int more = find_tag(localizations, count, general);
    return more != found ? more : -1;
}
