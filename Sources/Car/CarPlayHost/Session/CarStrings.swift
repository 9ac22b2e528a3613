// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The phone's language as the car uses it: which way the car's layout reads and the car's own words.
public enum PhoneLanguage {
    /// The languages the car's own strings are translated into (``CarStrings``).
    public static let translated = ["en", "ja", "ko", "zh", "ar", "he", "th", "de"]

    /// The base language of a BCP 47 tag (`ar-SA` → `ar`, `zh-Hans` → `zh`), lowercased.
    public static func base(_ tag: String) -> String {
        String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "en")
    }

    /// Whether a language is written right to left (Arabic, Hebrew, Persian, Urdu and the others iOS lays out
    /// right to left), so CarPlay mirrors its layout.
    public static func isRightToLeft(_ tag: String) -> Bool {
        ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(base(tag))
    }
}

/// The car's own words (the system's, never an app's) in the phone's language. Apple doesn't publish CarPlay's
/// strings: these translations are ours, in the words iOS commonly uses in each language; English is the key.
public enum CarStrings {
    /// `english` in the language of `tag`; English when the language or the string has no translation.
    public static func text(_ english: String, _ tag: String?) -> String {
        guard let tag, tag != "en" else { return english }
        let lang = base(tag)
        guard lang != "en", let row = table[english], let i = columns.firstIndex(of: lang) else { return english }
        return row[i]
    }

    static func base(_ tag: String) -> String {
        let b = PhoneLanguage.base(tag)
        return b == "iw" ? "he" : b
    }

    /// Columns of ``table``.
    package static let columns = ["ja", "ko", "zh", "ar", "he", "th", "de"]

    /// English → Japanese, Korean, Chinese (simplified), Arabic, Hebrew, Thai, German.
    package static let table: [String: [String]] = [
        "Now Playing": ["再生中", "지금 재생 중", "正在播放", "قيد التشغيل", "מתנגן כעת", "กำลังเล่น", "Jetzt läuft"],
        "Not Playing": ["再生していません", "재생 중 아님", "未在播放", "لا يتم التشغيل", "לא מתנגן", "ไม่ได้เล่น", "Keine Wiedergabe"],
        "Back": ["戻る", "뒤로", "返回", "رجوع", "חזרה", "กลับ", "Zurück"],
        "Starting…": ["起動中…", "시작 중…", "正在启动…", "جارٍ البدء…", "מתחיל…", "กำลังเริ่ม…", "Wird gestartet …"],
        "Search": ["検索", "검색", "搜索", "بحث", "חיפוש", "ค้นหา", "Suchen"],
        "Keyboard unavailable while driving": [
            "運転中はキーボードを使用できません", "운전 중에는 키보드를 사용할 수 없습니다", "驾驶时键盘不可用", "لوحة المفاتيح غير متاحة أثناء القيادة",
            "המקלדת אינה זמינה בזמן נהיגה", "ไม่สามารถใช้แป้นพิมพ์ขณะขับขี่", "Tastatur während der Fahrt nicht verfügbar"
        ],
        "No CarPlay apps installed": [
            "CarPlay App がインストールされていません", "설치된 CarPlay 앱 없음", "未安装 CarPlay App", "لم يتم تثبيت أي تطبيقات CarPlay",
            "לא מותקנות יישומי CarPlay", "ไม่มีแอป CarPlay ที่ติดตั้งไว้", "Keine CarPlay-Apps installiert"
        ],
        "Widgets": ["ウィジェット", "위젯", "小组件", "الأدوات", "וידג׳טים", "วิดเจ็ต", "Widgets"],
        "No widgets": ["ウィジェットなし", "위젯 없음", "无小组件", "لا توجد أدوات", "אין וידג׳טים", "ไม่มีวิดเจ็ต", "Keine Widgets"],
        "Decline": ["拒否", "거절", "拒绝", "رفض", "דחייה", "ปฏิเสธ", "Ablehnen"],
        "Answer": ["応答", "응답", "接听", "رد", "מענה", "รับสาย", "Annehmen"],
        "Mute": ["消音", "소리 끔", "静音", "كتم", "השתקה", "ปิดเสียง", "Stumm"],
        "Unmute": ["消音解除", "소리 켬", "取消静音", "إلغاء الكتم", "ביטול השתקה", "เปิดเสียง", "Ton an"],
        "Keypad": ["キーパッド", "키패드", "拨号键盘", "لوحة المفاتيح", "מקלדת", "แป้นกด", "Ziffernblock"],
        "Hold": ["保留", "대기", "保持", "انتظار", "המתנה", "พักสาย", "Halten"],
        "Resume": ["再開", "재개", "恢复", "استئناف", "חידוש", "ดำเนินต่อ", "Fortsetzen"],
        "Merge": ["結合", "병합", "合并", "دمج", "מיזוג", "รวมสาย", "Zusammenführen"],
        "Audio": ["オーディオ", "오디오", "音频", "الصوت", "שמע", "เสียง", "Audio"],
        "End": ["終了", "종료", "结束", "إنهاء", "סיום", "วางสาย", "Beenden"],
        "Car": ["車", "차량", "汽车", "السيارة", "רכב", "รถยนต์", "Auto"],
        "iPhone": ["iPhone", "iPhone", "iPhone", "iPhone", "iPhone", "iPhone", "iPhone"],
        "Muted": ["消音中", "소리 끔", "已静音", "مكتوم", "מושתק", "ปิดเสียงอยู่", "Stumm"],
        "incoming": ["着信", "수신 전화", "来电", "مكالمة واردة", "שיחה נכנסת", "สายเรียกเข้า", "Eingehender Anruf"],
        "calling": ["発信中", "발신 중", "正在呼叫", "جارٍ الاتصال", "מחייג", "กำลังโทร", "Anrufen"],
        "connecting": ["接続中", "연결 중", "正在连接", "جارٍ الربط", "מתחבר", "กำลังเชื่อมต่อ", "Verbinden"],
        "active": ["通話中", "통화 중", "通话中", "نشطة", "פעילה", "กำลังสนทนา", "Aktiv"],
        "on hold": ["保留中", "대기 중", "保持中", "قيد الانتظار", "בהמתנה", "พักสายอยู่", "Gehalten"],
        "quit unexpectedly": [
            "が予期せず終了しました", "이(가) 예기치 않게 종료됨", "意外退出", "تم إنهاؤه بشكل غير متوقع", "נסגר באופן בלתי צפוי", "ปิดตัวลงโดยไม่คาดคิด",
            "wurde unerwartet beendet"
        ],
        "more": ["件", "개 더 보기", "个更多", "المزيد", "נוספים", "เพิ่มเติม", "weitere"],
        "Then": ["次に", "다음", "然后", "ثم", "ואז", "จากนั้น", "Dann"],
        "space": ["空白", "스페이스", "空格", "مسافة", "רווח", "เว้นวรรค", "Leerzeichen"]
    ]

    /// "«App» quit unexpectedly" in the language (Japanese and Korean put the app first, without a space).
    public static func quitUnexpectedly(_ app: String, _ tag: String?) -> String {
        let words = text("quit unexpectedly", tag)
        switch tag.map(base) {
        case "ja"?, "ko"?, "zh"?: return app + words
        default: return app + " " + words
        }
    }
}
