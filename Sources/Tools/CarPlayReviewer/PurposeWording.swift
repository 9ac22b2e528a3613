// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Signs of what an app is for, read in the words its screens and notifications show, in every language the car
/// speaks (``CarPlayHost/PhoneLanguage/translated``: English, German, Japanese, Korean, Chinese, Arabic, Hebrew, Thai).
/// A person sees a game, a feed or an inbox at once; the reviewer counts signs: a *strong* sign names the thing itself
/// ("High scores", "Friend request", "Inbox"), a *weak* one only fits it ("score", "comments", "sent"). A topic is
/// judged present on two strong signs, or a strong and a weak one; weak signs alone never (a sports station says
/// "game" and "score"). - Note: Ours: a heuristic, so its findings are judgements a person confirms in seconds.
enum PurposeWording {
    /// What the guide keeps off the car, as the words show it.
    enum Topic: String, CaseIterable, Sendable {
        case gaming, socialNetworking, email, outsideVehicle, locationFinder, fullMenu, promotion, retail, nonNavigationVoice
    }

    struct Vocabulary {
        let strong: [String]
        let weak: [String]
    }

    /// One sign found: the words matched and whether they are a strong sign.
    struct Sign: Hashable, Sendable {
        let cue: String
        let strong: Bool
    }

    /// The signs of `topic` in `text`, in the order of the topic's cues (strong ones first).
    static func signs(of topic: Topic, in text: String) -> [Sign] {
        guard let table = tables[topic] else { return [] }
        let words = PhoneWording.words(text)
        let lower = Array(text.lowercased().utf8)
        let padded = Array((" " + words.joined(separator: " ") + " ").utf8)
        var found: Set<Int> = []
        for word in words { table.wholeWords[word].map { found.formUnion($0) } }
        table.bytes.withUnsafeBufferPointer { all in
            for i in table.kinds.indices {
                switch table.kinds[i] {
                case .anywhere: if contains(lower, UnsafeBufferPointer(rebasing: all[table.ranges[i]])) { found.insert(i) }
                case .phrase: if contains(padded, UnsafeBufferPointer(rebasing: all[table.ranges[i]])) { found.insert(i) }
                case .wordBeginning: if words.contains(where: { $0.hasPrefix(table.texts[i]) }) { found.insert(i) }
                case .word: break
                }
            }
        }
        return found.sorted().map { Sign(cue: table.texts[$0], strong: table.strong[$0]) }
    }

    /// A cue, read once: how it is matched and its bytes. (The review looks at every screen of every run: classifying
    /// each cue at each look cost more than the rest of a look.)
    struct CompiledCue {
        enum Match { case anywhere, word, phrase, wordBeginning }
        let text: String
        let strong: Bool
        let match: Match
        /// What is searched for: the cue (anywhere), or the cue between spaces (a phrase of whole words).
        let bytes: [UInt8]
    }

    /// A topic's cues laid out for the search: plain arrays read by index, every cue's bytes in one array, the whole-word
    /// cues by word. A search then retains no cue. (In a review's app process these tables are the zygote's pages: a
    /// retain of each cue's string and bytes at every look wrote to, and so copied, dozens of them in every process —
    /// 4 % of an app process's time.)
    struct CueTable {
        let texts: [String]
        let strong: [Bool]
        let kinds: [CompiledCue.Match]
        /// Every cue's bytes, one after another, and each cue's range in them.
        let bytes: [UInt8]
        let ranges: [Range<Int>]
        /// The cues matched as whole words (their positions), by the word.
        let wholeWords: [String: [Int]]

        init(_ cues: [CompiledCue]) {
            texts = cues.map(\.text)
            strong = cues.map(\.strong)
            kinds = cues.map(\.match)
            var bytes: [UInt8] = []
            var ranges: [Range<Int>] = []
            var wholeWords: [String: [Int]] = [:]
            for (i, cue) in cues.enumerated() {
                ranges.append(bytes.count..<bytes.count + cue.bytes.count)
                bytes += cue.bytes
                if cue.match == .word { wholeWords[cue.text, default: []].append(i) }
            }
            self.bytes = bytes
            self.ranges = ranges
            self.wholeWords = wholeWords
        }
    }

    /// Scripts written without spaces between words (Chinese, Japanese, Thai), words with prefixes glued on (Arabic,
    /// Hebrew, Korean particles) and cues with punctuation ("% off", "subject:") match anywhere; Latin-script cues
    /// match whole words ("inbox", not "inboxes" unless listed), a trailing `*` any word beginning.
    static func compile(_ cue: String, strong: Bool) -> CompiledCue {
        if cue.unicodeScalars.contains(where: { $0.value > 0x24F || !(CharacterSet.letters.contains($0) || $0 == " " || $0 == "*") }) {
            return CompiledCue(text: cue, strong: strong, match: .anywhere, bytes: Array(cue.utf8))
        }
        if cue.hasSuffix("*") {
            return CompiledCue(text: String(cue.dropLast()), strong: strong, match: .wordBeginning, bytes: [])
        }
        if !cue.contains(" ") { return CompiledCue(text: cue, strong: strong, match: .word, bytes: []) }
        return CompiledCue(text: cue, strong: strong, match: .phrase, bytes: Array(" \(cue) ".utf8))
    }

    /// Every topic's cues, strong ones first, read once.
    static let tables: [Topic: CueTable] = vocabularies.mapValues { v in
        CueTable(v.strong.map { compile($0, strong: true) } + v.weak.map { compile($0, strong: false) })
    }

    /// Whether `needle` occurs in `haystack` (bytes of UTF-8: a match of whole characters' bytes is the characters').
    static func contains(_ haystack: [UInt8], _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        let first = needle[0]
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }

    /// Whether the signs found so far make the topic present: two strong signs, or a strong and a weak one.
    static func isPresent(_ signs: Set<Sign>) -> Bool {
        let strong = signs.filter(\.strong).count
        return strong >= 2 || (strong >= 1 && signs.count >= 2)
    }

    /// Whole labels that are menu categories (a list of them is a menu, whatever its title): matched against an item's
    /// whole text, so a favorite named "Iced Coffee" is not the category "Coffee".
    static let menuCategories: Set<String> = [
        "burgers", "sandwiches", "salads", "drinks", "beverages", "desserts", "sides", "breakfast", "pizza", "pizzas", "wraps",
        "chicken", "coffee", "tea", "shakes", "kids meals", "combos", "meals", "snacks", "bakery", "appetizers", "bowls", "tacos",
        "burritos", "smoothies", "hot drinks", "cold drinks", "sweets", "fries", "main dishes", "mains", "soups", "value menu",
        "getränke", "desserts", "beilagen", "frühstück", "salate", "kaffee", "snacks", "menüs", "hauptgerichte", "suppen", "burger",
        "ドリンク", "デザート", "サイドメニュー", "朝食", "サラダ", "コーヒー", "セットメニュー", "バーガー", "スープ",
        "음료", "디저트", "사이드", "아침 메뉴", "샐러드", "커피", "세트 메뉴", "버거", "수프",
        "饮料", "甜点", "小食", "早餐", "沙拉", "咖啡", "套餐", "汉堡", "汤", "主食",
        "مشروبات", "حلويات", "أطباق جانبية", "فطور", "سلطات", "قهوة", "وجبات", "برغر", "شوربات",
        "משקאות", "קינוחים", "תוספות", "ארוחת בוקר", "סלטים", "קפה", "ארוחות", "המבורגרים", "מרקים",
        "เครื่องดื่ม", "ของหวาน", "เครื่องเคียง", "อาหารเช้า", "สลัด", "กาแฟ", "ชุดอาหาร", "เบอร์เกอร์", "ซุป"
    ]

    /// The vocabularies, each language's words after the English ones.
    static let vocabularies: [Topic: Vocabulary] = [
        .gaming: Vocabulary(
            strong: [
                "high score", "high scores", "highscore", "highscores", "play again", "game over", "new game", "start game",
                "leaderboard", "quiz", "trivia", "your turn", "next level", "level complete", "you win", "you won", "you lose",
                "you lost", "extra life", "lives left", "bonus round", "spin the wheel", "correct answer", "wrong answer", "your score",
                "bestenliste", "nochmal spielen", "erneut spielen", "spiel vorbei", "neues spiel", "spiel starten", "rangliste",
                "du bist dran", "nächstes level", "richtige antwort", "falsche antwort", "dein punktestand", "punktestand",
                "ハイスコア", "もう一度プレイ", "ゲームオーバー", "新しいゲーム", "ゲーム開始", "ゲームを始める", "クイズ", "次のレベル", "不正解",
                "あなたの番",
                "최고 점수", "하이스코어", "다시 하기", "게임 오버", "새 게임", "게임 시작", "리더보드", "퀴즈", "다음 레벨", "오답", "당신 차례",
                "최고점", "最高分", "再玩一次", "游戏结束", "新游戏", "开始游戏", "问答", "下一关", "回答错误", "轮到你了", "答对了", "答错了",
                "أعلى نتيجة", "العب مرة أخرى", "انتهت اللعبة", "لعبة جديدة", "ابدأ اللعبة", "لوحة المتصدرين", "المستوى التالي",
                "إجابة صحيحة", "إجابة خاطئة", "مسابقة",
                "ניקוד שיא", "שחק שוב", "המשחק נגמר", "משחק חדש", "התחל משחק", "טבלת מובילים", "חידון", "השלב הבא", "תשובה נכונה",
                "תשובה שגויה",
                "คะแนนสูงสุด", "เล่นอีกครั้ง", "เกมจบ", "เกมใหม่", "เริ่มเกม", "กระดานผู้นำ", "ควิซ", "ด่านต่อไป", "คำตอบที่ถูกต้อง", "ตอบผิด"
            ],
            weak: [
                "score", "scores", "game", "games", "player", "players", "level", "round", "points", "puzzle", "question", "answer",
                "lives", "coins", "win", "spiel", "spiele", "punkte", "runde", "frage", "spieler", "ゲーム", "スコア", "レベル", "ラウンド",
                "問題", "正解", "게임", "점수", "레벨", "라운드", "문제", "정답", "游戏", "得分", "分数", "关卡", "回合", "题", "لعبة", "نقاط",
                "نتيجة", "جولة", "سؤال", "משחק", "ניקוד", "נקודות", "סיבוב", "שאלה", "เกม", "คะแนน", "รอบ", "คำถาม"
            ]),
        .socialNetworking: Vocabulary(
            strong: [
                "news feed", "your feed", "friend request", "friend requests", "followers", "liked your", "commented on", "tagged you",
                "mentioned you", "retweet", "retweets", "repost", "reposted", "new post", "new posts", "trending posts", "shared a post",
                "add friend", "who to follow", "freundschaftsanfrage", "neuer beitrag", "neue beiträge", "hat deinen beitrag",
                "hat kommentiert", "hat dich markiert", "freund hinzufügen", "gefällt dein*", "フォロワー", "いいね", "タイムライン",
                "友達リクエスト", "新しい投稿", "投稿しました", "コメントしました", "リツイート", "팔로워", "좋아요", "타임라인", "친구 요청",
                "새 게시물", "리트윗", "粉丝", "点赞", "好友请求", "新帖子", "发帖", "评论了", "转发了", "朋友圈", "المتابعين", "متابعون",
                "أعجب بمنشورك", "طلب صداقة", "منشور جديد", "علّق على", "علق على", "إعادة نشر", "עוקבים", "לייק", "בקשת חברות",
                "פוסט חדש", "הגיב על", "שיתף פוסט", "ผู้ติดตาม", "ถูกใจ", "ไทม์ไลน์", "คำขอเป็นเพื่อน", "โพสต์ใหม่", "แสดงความคิดเห็นใน",
                "รีทวีต"
            ],
            weak: [
                "feed", "likes", "comments", "post", "posts", "friends", "following", "share", "trending", "profile", "stories", "follow",
                "beitrag", "beiträge", "kommentare", "freunde", "folgen", "teilen", "投稿", "コメント", "友達", "フォロー", "シェア", "フィード",
                "게시물", "댓글", "친구", "팔로우", "공유", "피드", "动态", "评论", "好友", "关注", "分享", "تعليقات", "أصدقاء", "متابعة",
                "مشاركة", "منشور", "תגובות", "חברים", "עקוב", "שתף", "פוסט", "פיד", "ความคิดเห็น", "เพื่อน", "ติดตาม", "แชร์", "โพสต์", "ฟีด"
            ]),
        .email: Vocabulary(
            strong: [
                "inbox", "e-mail", "email", "emails", "e-mails", "subject:", "reply all", "drafts", "outbox", "junk mail", "spam",
                "mailbox", "new mail", "unread mail", "cc:", "bcc:", "posteingang", "betreff:", "allen antworten", "entwürfe",
                "postausgang", "neue mail", "受信トレイ", "メール", "件名:", "件名：", "全員に返信", "下書き", "迷惑メール", "받은편지함",
                "이메일", "메일", "제목:", "전체 답장", "임시 보관함", "스팸", "收件箱", "邮件", "主题:", "主题：", "全部回复", "草稿箱",
                "垃圾邮件", "البريد الوارد", "البريد الإلكتروني", "الموضوع:", "الرد على الكل", "المسودات", "البريد العشوائي", "דואר נכנס",
                "אימייל", "דוא\"ל", "נושא:", "השב לכולם", "טיוטות", "דואר זבל", "กล่องจดหมาย", "อีเมล", "หัวเรื่อง:", "ตอบกลับทั้งหมด",
                "ฉบับร่าง", "สแปม"
            ],
            weak: [
                "sent", "archive", "flagged", "mail", "re:", "fwd:", "unread", "attachment", "gesendet", "archiv", "anhang", "wg:", "aw:",
                "送信済み", "アーカイブ", "添付", "보낸편지함", "보관", "첨부", "已发送", "归档", "附件", "المرسل", "أرشيف", "مرفق", "נשלח",
                "ארכיון", "קובץ מצורף", "ส่งแล้ว", "เก็บถาวร", "ไฟล์แนบ"
            ]),
        .outsideVehicle: Vocabulary(
            strong: [
                "living room", "bedroom", "kitchen", "bathroom", "thermostat", "robot vacuum", "vacuum", "washing machine", "dishwasher",
                "oven", "coffee maker", "baby monitor", "pet camera", "smart plug", "sprinkler", "sprinklers", "doorbell", "workout",
                "recipe", "recipes", "wohnzimmer", "schlafzimmer", "küche", "badezimmer", "staubsauger", "saugroboter", "waschmaschine",
                "geschirrspüler", "backofen", "kaffeemaschine", "babyphone", "türklingel", "rasensprenger", "rezept", "rezepte", "リビング",
                "寝室", "キッチン", "浴室", "サーモスタット", "ロボット掃除機", "掃除機", "洗濯機", "食洗機", "オーブン", "コーヒーメーカー",
                "ベビーモニター", "インターホン", "レシピ", "거실", "침실", "주방", "욕실", "온도조절기", "로봇청소기", "청소기", "세탁기",
                "식기세척기", "오븐", "커피머신", "베이비 모니터", "초인종", "레시피", "客厅", "卧室", "厨房", "浴室", "恒温器", "扫地机器人",
                "吸尘器", "洗衣机", "洗碗机", "烤箱", "咖啡机", "婴儿监视器", "门铃", "食谱", "غرفة المعيشة", "غرفة النوم", "المطبخ",
                "الحمام", "منظم الحرارة", "المكنسة", "الغسالة", "غسالة الصحون", "الفرن", "آلة القهوة", "جرس الباب", "وصفة", "סלון",
                "חדר שינה", "מטבח", "אמבטיה", "תרמוסטט", "שואב אבק", "מכונת כביסה", "מדיח", "תנור", "מכונת קפה", "פעמון הדלת", "מתכון",
                "ห้องนั่งเล่น", "ห้องนอน", "ห้องครัว", "ห้องน้ำ", "เทอร์โมสตัท", "หุ่นยนต์ดูดฝุ่น", "เครื่องดูดฝุ่น", "เครื่องซักผ้า",
                "เครื่องล้างจาน", "เตาอบ", "เครื่องชงกาแฟ", "กริ่งประตู", "สูตรอาหาร"
            ],
            weak: [
                "home", "lights", "lamp", "heating", "house", "room", "camera", "plug", "fan", "blinds", "alarm", "zuhause", "licht",
                "lampe", "heizung", "haus", "zimmer", "kamera", "自宅", "照明", "暖房", "部屋", "カメラ", "집", "조명", "난방", "카메라", "家里",
                "灯光", "暖气", "房间", "摄像头", "المنزل", "الأضواء", "التدفئة", "كاميرا", "בית", "אורות", "חימום", "חדר", "מצלמה", "บ้าน",
                "เครื่องทำความร้อน", "กล้อง"
            ]),
        .locationFinder: Vocabulary(
            strong: [
                "store locator", "find a store", "store finder", "find stores", "nearest store", "stores near you", "shops near you",
                "filialfinder", "filiale finden", "geschäft finden", "filialen in der nähe", "店舗検索", "店舗を探す", "近くの店舗", "매장 찾기",
                "매장 검색", "가까운 매장", "查找门店", "门店查询", "附近门店", "ابحث عن متجر", "أقرب متجر", "المتاجر القريبة", "איתור סניפים",
                "מצא חנות", "חנויות קרובות", "ค้นหาร้าน", "ค้นหาสาขา", "ร้านใกล้คุณ"
            ],
            weak: [
                "store", "stores", "shop", "shops", "outlet", "mall", "supermarket", "branch", "opening hours", "open until", "closes at",
                "filiale", "geschäft", "öffnungszeiten", "geöffnet bis", "店舗", "営業時間", "매장", "영업시간", "门店", "营业时间", "متجر",
                "ساعات العمل", "סניף", "חנות", "שעות פתיחה", "สาขา", "ร้านค้า", "เวลาทำการ"
            ]),
        .fullMenu: Vocabulary(
            strong: [
                "menu", "full menu", "our menu", "browse menu", "view menu", "entire menu", "all items", "speisekarte", "ganze speisekarte",
                "menü", "メニュー", "全メニュー", "메뉴", "전체 메뉴", "菜单", "全部菜单", "完整菜单", "القائمة الكاملة", "قائمة الطعام", "תפריט",
                "התפריט המלא", "เมนู", "เมนูทั้งหมด"
            ],
            weak: []),
        .promotion: Vocabulary(
            strong: [
                "% off", "sale", "discount", "promo", "promo code", "coupon", "deal of the day", "special offer", "limited time",
                "rate us", "rate the app", "leave a review", "new features", "update available", "update the app", "we miss you",
                "come back", "daily streak", "don't miss", "subscribe", "go premium", "upgrade to", "free trial", "shop now", "buy now",
                "newsletter", "% rabatt", "rabatt", "sonderangebot", "gutschein", "aktionscode", "jetzt kaufen", "bewerte uns",
                "neue funktionen", "update verfügbar", "wir vermissen dich", "abonnieren", "gratis testen", "%オフ", "% off", "セール",
                "割引", "クーポン", "キャンペーン", "評価してください", "新機能", "アップデートがあります", "今すぐ購入", "無料体験", "% 할인",
                "할인", "세일", "쿠폰", "프로모션", "평가해 주세요", "새로운 기능", "업데이트가 있습니다", "지금 구매", "무료 체험", "打折",
                "折扣", "优惠", "促销", "优惠券", "特价", "限时", "给我们评分", "新功能", "立即购买", "免费试用", "خصم", "تخفيضات", "عرض خاص",
                "قسيمة", "كوبون", "لفترة محدودة", "قيّمنا", "ميزات جديدة", "تحديث متوفر", "اشترِ الآن", "تجربة مجانية", "הנחה", "מבצע",
                "קופון", "הצעה מיוחדת", "לזמן מוגבל", "דרגו אותנו", "עדכון זמין", "קנו עכשיו", "ניסיון חינם", "ส่วนลด", "โปรโมชั่น",
                "คูปอง", "ข้อเสนอพิเศษ", "เวลาจำกัด", "ให้คะแนนเรา", "ฟีเจอร์ใหม่", "ซื้อเลย", "ทดลองใช้ฟรี"
            ],
            weak: []),
        .retail: Vocabulary(
            strong: [
                "groceries", "grocery", "supermarket", "curbside pickup", "curbside", "aisle", "household", "pantry", "toiletries",
                "cleaning supplies", "pharmacy", "electronics", "clothing", "home goods", "lebensmittel", "supermarkt", "drogerie",
                "haushaltswaren", "食料品", "スーパーマーケット", "日用品", "ドラッグストア", "식료품", "슈퍼마켓", "생활용품", "杂货", "超市",
                "日用品", "生鲜", "بقالة", "سوبرماركت", "مستلزمات منزلية", "מכולת", "סופרמרקט", "מוצרי בית", "ของชำ", "ซูเปอร์มาร์เก็ต",
                "ของใช้ในบ้าน"
            ],
            weak: [
                "milk", "bread", "eggs", "fruit", "vegetables", "detergent", "shampoo", "diapers", "milch", "brot", "eier", "obst", "gemüse",
                "waschmittel", "牛乳", "果物", "野菜", "洗剤", "우유", "계란", "과일", "채소", "세제", "牛奶", "鸡蛋", "水果", "蔬菜", "حليب", "بيض",
                "فواكه", "خضروات", "חלב", "ביצים", "פירות", "ירקות", "ผลไม้", "ผงซักฟอก"
            ]),
        .nonNavigationVoice: Vocabulary(
            strong: [
                "play music", "play a song", "play songs", "weather", "read my messages", "send a message", "news", "calendar", "reminder",
                "reminders", "shopping list", "set a timer", "tell me a joke", "podcast", "musik abspielen", "wetter", "nachrichten",
                "kalender", "erinnerung", "音楽を再生", "天気", "メッセージを読", "ニュース", "カレンダー", "リマインダー", "음악 재생", "날씨",
                "메시지 읽", "뉴스", "캘린더", "播放音乐", "天气", "读消息", "新闻", "日历", "تشغيل الموسيقى", "الطقس",
                "اقرأ رسائلي", "الأخبار", "التقويم", "تذكير", "נגן מוזיקה", "מזג האוויר", "קרא את ההודעות", "חדשות", "יומן", "תזכורת",
                "เล่นเพลง", "สภาพอากาศ", "อ่านข้อความ", "ข่าว", "ปฏิทิน", "การเตือน"
            ],
            weak: [])
    ]
}
