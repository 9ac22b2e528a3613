// SPDX-License-Identifier: Apache-2.0

/// Text as it goes into XML (an element's content or an attribute's value): `&`, `<`, `>` and `"` as entities. Shared
/// by the SVG writer and the property list writer. - Note: Ours.
package enum XMLText {
    package static func escaped(_ s: String) -> String {
        // Most values (numbers, colours, an image's base64) have nothing to escape: one pass over the bytes.
        if !s.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) { return s }
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
