// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether a text asks the driver to handle their phone (guideline 2 for all apps: "Never instruct people to pick up
/// their iPhone"), judged by meaning rather than by a list of phrases: a sentence asks it when it refers to the phone
/// (iPhone, phone, handset, smartphone, mobile, cell phone, "your device") and either puts an action on it (a verb the
/// driver would do with a phone: open, unlock, pick up, grab, reach for, check, scan, approve, finish, continue, sign
/// in…, with the phone as its object or place) or says where the driver is to act ("on your phone", "from the
/// iPhone", "using your mobile", "the phone app"). A sentence about the phone that asks nothing ("Phone connected",
/// "Connected to iPhone", "iPhone battery low", "Phone: +358 …") is not. What only a phone does counts as the phone:
/// its app seen from the car ("in the app", "using the Acme app": the car's screen is the app already), its lock
/// ("unlock to continue"), its passcode, Face ID and Touch ID, an email to open, a code to scan, and the app itself
/// named with an action ("Open Meshtastic to connect": on the car the app is open already, so the driver is sent to
/// the phone's). In the car's other languages (German, Japanese, Korean, Chinese, Arabic, Hebrew, Thai) a sentence
/// asks it when it names the phone and an action on it (``otherLanguages``). - Note: Ours: a heuristic; English is
/// read word by word, the other languages by the phone's names and the actions' stems.
enum PhoneWording {
    /// Words that name the phone (lower case); "device" only with a possessive or article, and only the driver's.
    static let phoneNouns = ["iphone", "phone", "handset", "smartphone", "cellphone", "mobile"]
    static let possessives: Set<String> = ["your", "the", "my", "this", "their", "an", "a"]

    /// What a driver would be asked to do with a phone (stems: "open" covers "opening", "opened").
    static let actions = [
        "open", "unlock", "pick", "grab", "reach", "take", "look", "check", "use", "go", "head", "switch", "launch", "tap",
        "scan", "approve", "confirm", "verify", "finish", "complete", "continue", "resume", "sign", "log", "register", "set",
        "enter", "type", "pay", "accept", "allow", "enable", "update", "install", "download", "visit", "follow", "read",
        "respond", "reply", "answer", "pull", "hold", "grab", "get", "fetch", "swipe", "authenticate", "authorize", "activate",
        "login", "signin", "retry", "try", "manage", "edit", "change", "select", "choose", "review", "view", "see", "find",
        "add", "save", "create", "buy", "purchase", "subscribe", "link", "click", "press", "upgrade", "renew",
        "hand", "give", "plug", "charge", "restart", "turn"
    ]
    /// Words before "app" that make it an app on the phone: "the app", "our app", "the companion app".
    /// ("this app" is the car's own, as often as not.)
    static let appOwners: Set<String> = ["the", "our", "your", "companion", "mobile", "phone", "iphone", "ios", "main", "full"]
    /// Where an action happens: "on your phone", "from the iPhone", "using your mobile", "via the handset".
    static let places: Set<String> = ["on", "from", "with", "using", "via", "through", "in", "into", "onto"]
    /// Sentences that only state something about the phone.
    static let statements: Set<String> = ["connected", "disconnected", "battery", "charging", "number", "paired", "found", "locked"]

    /// Whether `text` asks the driver to use the phone; `appName` is the app's own name (the car's screen is the app).
    static func asksToUseThePhone(_ text: String, appName: String? = nil) -> Bool {
        // "Scan the QR code", "scan this code to pay": only a phone's camera scans a code shown on the car.
        let all = words(text)
        if all.contains(where: { $0.hasPrefix("scan") }), all.contains(where: { ["code", "qr", "barcode", "qrcode"].contains($0) }) { return true }
        let name = appName.map(words) ?? []
        for sentence in sentences(text) {
            let w = words(sentence)
            if asks(w) || opensTheApp(w, name) || asksInOtherLanguages(sentence.lowercased()) { return true }
        }
        return false
    }

    /// "Open Meshtastic to connect", "launch Acme on …": an action right before the app's own name.
    static func opensTheApp(_ w: [String], _ name: [String]) -> Bool {
        guard !name.isEmpty, w.count > name.count else { return false }
        for i in 1...(w.count - name.count) where Array(w[i..<(i + name.count)]) == name {
            if ["open", "launch", "start", "use", "unlock", "check", "go", "switch"].contains(w[i - 1]) { return true }
        }
        return false
    }

    /// The phone's names and the actions on it, by language (lower case; matched anywhere in a sentence, so stems
    /// cover inflections and scripts without spaces). A name alone ("電話" is also a call) is left out where it is ambiguous.
    static let otherLanguages: [(phone: [String], actions: [String])] = [
        (
            ["iphone", "handy", "telefon", "smartphone", "mobiltelefon"],
            [
                "öffne", "entsperr", "nimm", "nehmen sie", "verwende", "nutze", "tipp", "bestätig", "melde", "anmeld", "fortfahr", "fahre fort",
                "prüf", "scann", "schau", "geh zu", "wechsel"
            ]
        ),
        (
            ["iphone", "スマートフォン", "スマホ", "携帯電話", "携帯で"],
            ["開いて", "開く", "ロックを解除", "ロック解除", "確認して", "操作して", "使用して", "使って", "タップ", "続けて", "ログイン", "サインイン", "スキャン", "手に取"]
        ),
        (["iphone", "아이폰", "휴대폰", "휴대전화", "스마트폰"], ["열어", "여세요", "잠금 해제", "잠금해제", "확인하", "사용하", "탭하", "계속하", "로그인", "스캔", "집어"]),
        (["iphone", "手机"], ["打开", "解锁", "查看", "确认", "使用", "点击", "继续", "登录", "扫描", "拿起"]),
        (
            ["آيفون", "الآيفون", "الهاتف", "هاتفك", "الجوال", "جوالك"],
            ["افتح", "فتح", "قفل", "تحقق", "استخدم", "اضغط", "تابع", "سجّل الدخول", "سجل الدخول", "امسح", "التقط"]
        ),
        (["אייפון", "האייפון", "הטלפון", "בטלפון", "הנייד"], ["פתח", "פתחו", "נעילה", "בדוק", "בדקו", "השתמש", "הקש", "המשך", "התחבר", "סרוק", "הרם"]),
        (["ไอโฟน", "โทรศัพท์ของคุณ", "มือถือ"], ["เปิด", "ปลดล็อก", "ตรวจสอบ", "ใช้", "แตะ", "ดำเนินการต่อ", "เข้าสู่ระบบ", "สแกน", "หยิบ"])
    ]

    /// A sentence in one of the car's other languages that names the phone and an action on it. (English is judged
    /// word by word above; "iPhone" with an English action never reaches here alone.)
    static func asksInOtherLanguages(_ lower: String) -> Bool {
        guard lower.unicodeScalars.contains(where: { $0.value > 0x7F }) || lower.contains("handy") || lower.contains("telefon") else { return false }
        return otherLanguages.contains { lang in lang.phone.contains { lower.contains($0) } && lang.actions.contains { lower.contains($0) } }
    }

    static func sentences(_ text: String) -> [String] {
        text.split(whereSeparator: { ".!?;\n•·—".contains($0) }).map(String.init)
    }

    static func words(_ sentence: String) -> [String] {
        // The typographic apostrophe as the plain one (in Swift: Foundation's replacing bridged every word to NSString).
        sentence.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "’" && $0 != "'" }).map {
            // A Character, not a string: `contains` of a string is Foundation's, which bridges each word to NSString.
            $0.contains("’" as Character) ? String($0.map { $0 == "’" ? "'" : $0 }) : String($0)
        }
    }

    /// The positions of words that refer to the phone.
    static func phoneReferences(_ w: [String]) -> [Int] {
        var at: [Int] = []
        for (i, word) in w.enumerated() {
            let bare = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
            if phoneNouns.contains(bare) {
                // "mobile" alone is an adjective as often as the phone ("mobile data"): only with a possessive before it.
                if bare == "mobile", !(i > 0 && possessives.contains(w[i - 1])) { continue }
                at.append(i)
            } else if bare == "device", i > 0, ["your", "the", "my"].contains(w[i - 1]) {
                at.append(i)
            } else if ["app", "application"].contains(bare), i > 0, appOwners.contains(w[i - 1]) || (i > 1 && appOwners.contains(w[i - 2])) {
                // "in the app", "using the Acme app": an app the driver is sent to from the car's screen is the phone's.
                at.append(i)
            } else if bare == "passcode" || (bare == "id" && i > 0 && ["face", "touch"].contains(w[i - 1])) {
                at.append(i)
            } else if ["email", "inbox", "mail"].contains(bare) {
                // Only with an action: "check your email", "follow the link in the email".
                at.append(i)
            }
        }
        return at
    }

    static func isAction(_ word: String) -> Bool {
        actions.contains { word == $0 || (word.hasPrefix($0) && word.count <= $0.count + 3) }
    }

    static func asks(_ w: [String]) -> Bool {
        // "Unlock to continue", "unlock to see your stations": what is unlocked with nothing named is the phone.
        if let u = w.firstIndex(where: { $0 == "unlock" }), u + 1 < w.count, w[u + 1] == "to" { return true }
        let refs = phoneReferences(w)
        guard !refs.isEmpty else { return false }
        for r in refs {
            // "the phone app", "the iPhone app": the driver is sent to the phone app.
            if r + 1 < w.count, ["app", "application"].contains(w[r + 1]) { return true }
            // A place for an action: "sign in on your phone", "finish from the iPhone" (the preposition within three words
            // before, and an action anywhere in the sentence: "Playing on iPhone" asks nothing).
            let before = w[max(0, r - 3)..<r]
            if before.contains(where: places.contains), w.contains(where: isAction), !w.contains(where: statements.contains) { return true }
            // An action on the phone: a verb within five words before it ("pick up your iPhone", "reach for the phone").
            let window = w[max(0, r - 5)..<r]
            if window.contains(where: isAction), !w.contains(where: statements.contains) { return true }
        }
        return false
    }
}
