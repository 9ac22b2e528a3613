// FriBidi, the system's (Debian: libfribidi-dev): Unicode's bidirectional algorithm (UAX #9) for one paragraph on one
// line, rules P2 to L2 less X9's removals. One helper keeps FriBidi's types, flags and macros on the C side.
#ifndef OPENCARPLAY_CFRIBIDI_SHIM_H
#define OPENCARPLAY_CFRIBIDI_SHIM_H
#include <fribidi/fribidi.h>
#include <stdint.h>
#include <stdlib.h>

/// The resolved level of each code point of a paragraph shown on one line (after rule L1, before L2's reversals), the
/// paragraph's direction `direction`: 0 left to right, 1 right to left, 2 from its first strong letter (P2, P3, else
/// left to right). A code point rule X9 removes (embedding controls, boundary neutrals) gets 255. Answers the
/// paragraph's level, or -1 when FriBidi fails (memory).
static inline int ocp_bidi_levels(const uint32_t *text, int length, int direction, uint8_t *levels) {
    if (length <= 0) return direction == 1 ? 1 : 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int answer = -1;
    if (types != NULL && brackets != NULL && resolved != NULL) {
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        FriBidiParType base = direction == 0 ? FRIBIDI_PAR_LTR : direction == 1 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, resolved) != 0
            // Flags 0: no mirroring, no reordering of marks (L3), no removal; L1's end of line resets `resolved`.
            && fribidi_reorder_line(0, types, length, 0, base, resolved, NULL, NULL) != 0) {
            for (int i = 0; i < length; i++) levels[i] = FRIBIDI_IS_EXPLICIT_OR_BN(types[i]) ? 255 : (uint8_t)resolved[i];
            answer = FRIBIDI_DIR_TO_LEVEL(base);
        }
    }
    free(types);
    free(brackets);
    free(resolved);
    return answer;
}
#endif
