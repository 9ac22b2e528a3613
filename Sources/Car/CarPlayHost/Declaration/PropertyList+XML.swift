// SPDX-License-Identifier: Apache-2.0

import Foundation

extension PropertyList {
    /// This property list as an XML property list file, as Xcode writes a built Info.plist: keys sorted (a key given
    /// twice keeps its last value, as Core Foundation's reader does), the same bytes for the same values on every
    /// machine. Dates are written as they were read; reals in Swift's shortest form that reads back the same.
    /// - Note: Ours.
    package func xmlPropertyListData() -> Data {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(to: &out, indent: 0)
        out += "</plist>\n"
        return Data(out.utf8)
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "\t", count: indent)
        switch self {
        case .dictionary(let entries, _):
            var last: [String: PropertyList] = [:]
            for (key, value) in entries { last[key] = value }
            guard !last.isEmpty else {
                out += pad + "<dict/>\n"
                return
            }
            out += pad + "<dict>\n"
            for key in last.keys.sorted() {
                out += pad + "\t<key>" + XMLText.escaped(key) + "</key>\n"
                last[key]!.write(to: &out, indent: indent + 1)
            }
            out += pad + "</dict>\n"
        case .array(let items, _):
            guard !items.isEmpty else {
                out += pad + "<array/>\n"
                return
            }
            out += pad + "<array>\n"
            for item in items { item.write(to: &out, indent: indent + 1) }
            out += pad + "</array>\n"
        case .string(let text, _): out += pad + "<string>" + XMLText.escaped(text) + "</string>\n"
        case .bool(let flag, _): out += pad + (flag ? "<true/>" : "<false/>") + "\n"
        case .integer(let number, _): out += pad + "<integer>\(number)</integer>\n"
        case .real(let number, _):
            let text = number.isNaN ? "nan" : number.isInfinite ? (number > 0 ? "+infinity" : "-infinity") : "\(number)"
            out += pad + "<real>" + text + "</real>\n"
        case .date(let text, _): out += pad + "<date>" + XMLText.escaped(text) + "</date>\n"
        case .data(let bytes, _): out += pad + "<data>" + bytes.base64EncodedString() + "</data>\n"
        }
    }
}
