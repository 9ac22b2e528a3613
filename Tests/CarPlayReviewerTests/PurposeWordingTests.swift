// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import CarPlayReviewer

/// The purpose rules' signs, said in other words and the car's other languages, and correct apps' words near them.
struct PurposeWordingTests {
    /// Whether the texts of one app's screens read as the topic.
    func reads(_ topic: PurposeWording.Topic, _ texts: [String]) -> Bool {
        PurposeWording.isPresent(Set(texts.flatMap { PurposeWording.signs(of: topic, in: $0) }))
    }

    @Test(arguments: [
        (PurposeWording.Topic.gaming, ["Trivia night", "Your score: 4"]),
        (.gaming, ["Neues Spiel", "Bestenliste"]),
        (.gaming, ["クイズに挑戦", "ハイスコア 820"]),
        (.gaming, ["새 게임", "최고 점수 1200"]),
        (.gaming, ["开始游戏", "最高分 9"]),
        (.gaming, ["لعبة جديدة", "أعلى نتيجة"]),
        (.gaming, ["משחק חדש", "טבלת מובילים"]),
        (.gaming, ["เริ่มเกม", "คะแนนสูงสุด"]),
        (.socialNetworking, ["Mika mentioned you", "12 new posts"]),
        (.socialNetworking, ["Freundschaftsanfrage von Mika", "Kommentare"]),
        (.socialNetworking, ["フォロワー 120", "新しい投稿"]),
        (.socialNetworking, ["친구 요청", "새 게시물"]),
        (.socialNetworking, ["好友请求", "点赞 12"]),
        (.socialNetworking, ["طلب صداقة", "منشور جديد"]),
        (.socialNetworking, ["בקשת חברות", "פוסט חדש"]),
        (.socialNetworking, ["คำขอเป็นเพื่อน", "โพสต์ใหม่"]),
        (.email, ["Inbox (12)", "Drafts"]),
        (.email, ["受信トレイ", "下書き"]),
        (.email, ["收件箱", "草稿箱"]),
        (.email, ["דואר נכנס", "טיוטות"]),
        (.outsideVehicle, ["Kitchen lights", "Thermostat 21°"]),
        (.outsideVehicle, ["Wohnzimmer", "Saugroboter starten"]),
        (.outsideVehicle, ["リビング", "ロボット掃除機"]),
        (.outsideVehicle, ["ห้องนั่งเล่น", "หุ่นยนต์ดูดฝุ่น"]),
        (.retail, ["Groceries", "Household essentials"]),
        (.retail, ["Supermarkt", "Milch und Eier"])
    ])
    func paraphrasesAndOtherLanguagesAreRead(_ topic: PurposeWording.Topic, _ texts: [String]) {
        #expect(reads(topic, texts), "\(topic): \(texts)")
    }

    @Test(arguments: [
        (PurposeWording.Topic.gaming, ["Live: Game 3", "Score 98–95", "Player of the game"]),
        (.gaming, ["Level 2 · 40 free", "Level 3 · full"]),
        (.socialNetworking, ["Following", "Share episode", "Trending shows"]),
        (.email, ["Anna", "Sent 2 min ago", "Unread"]),
        (.outsideVehicle, ["Garage door", "Home charger", "Driveway lights"]),
        (.retail, ["Cheeseburger meal", "Iced coffee", "Garlic bread"])
    ])
    func nearbyWordsAreNot(_ topic: PurposeWording.Topic, _ texts: [String]) {
        #expect(!reads(topic, texts), "\(topic): \(texts)")
    }

    @Test func promotionsAreOneStrongSign() {
        for text in ["20% off car washes this week", "Gutschein für dich", "新機能をお試しください", "限时优惠", "הנחה של 10%", "ส่วนลดพิเศษ"] {
            #expect(!PurposeWording.signs(of: .promotion, in: text).isEmpty, "\(text)")
        }
        for text in ["Parking ends in 10 min", "Charging complete", "Anna", "Zone 2 until 18:00"] {
            #expect(PurposeWording.signs(of: .promotion, in: text).isEmpty, "\(text)")
        }
    }

    @Test func menuCategoriesAreWholeLabels() {
        #expect(PurposeWording.menuCategories.contains("drinks"))
        #expect(!PurposeWording.menuCategories.contains("iced coffee"), "a favorite is not a category")
        #expect(!PurposeWording.signs(of: .fullMenu, in: "Speisekarte").isEmpty && !PurposeWording.signs(of: .fullMenu, in: "メニュー").isEmpty)
    }

    @Test func voiceControlOutsideNavigation() {
        #expect(!PurposeWording.signs(of: .nonNavigationVoice, in: "Ask me for the weather").isEmpty)
        #expect(!PurposeWording.signs(of: .nonNavigationVoice, in: "天気を聞いてください").isEmpty)
        #expect(PurposeWording.signs(of: .nonNavigationVoice, in: "Say a destination").isEmpty)
        #expect(PurposeWording.signs(of: .nonNavigationVoice, in: "Sage ein Ziel").isEmpty)
    }
}
