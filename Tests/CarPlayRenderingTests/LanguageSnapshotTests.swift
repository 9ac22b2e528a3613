import CarPlayHost
import CarPlayRendering
import CarPlayShim
import CarPlaySnapshotTesting
import CarPlayTesting
import Foundation
import SnapshotTesting
import Testing

/// An app's words in one language (ours, written for these tests), and the phone's language they go with.
struct Phrases: Sendable, CustomTestStringConvertible {
    let language: String
    let listTitle: String
    let header: String
    /// Rows; the last one's detail has emoji (shown second).
    let rows: [(String, String)]
    let track: (title: String, artist: String, album: String)
    let tabs: (String, String)
    let instruction: [String]
    let road: String
    var testDescription: String { language }

    static let all: [Phrases] = [
        Phrases(
            language: "ja", listTitle: "駐車場", header: "近く",
            rows: [("東京駅八重洲口駐車場", "空き 12台 · 徒歩3分"), ("丸の内パークイン", "満車"), ("銀座コリドー駐車場", "¥400/30分"), ("EV充電スタンド", "⚡️ 空きあり 🚗")],
            track: ("第42話：長い帰り道", "オープンロード", "シーズン3"), tabs: ("ライブラリ", "おすすめ"), instruction: ["八重洲通りを右折", "右折"], road: "八重洲通り"),
        Phrases(
            language: "ko", listTitle: "주차장", header: "근처",
            rows: [("서울역 공영주차장", "빈자리 12 · 도보 3분"), ("시청 앞 주차장", "만차"), ("강남역 지하 주차장", "30분 2,000원"), ("전기차 충전소", "⚡️ 이용 가능 🚗")],
            track: ("42화: 집으로 가는 긴 길", "오픈 로드", "시즌 3"), tabs: ("보관함", "둘러보기"), instruction: ["세종대로에서 우회전", "우회전"], road: "세종대로"),
        Phrases(
            language: "zh", listTitle: "停车场", header: "附近",
            rows: [("北京站地下停车场", "空位 12 · 步行3分钟"), ("王府井百货停车场", "已满"), ("国贸中心停车场", "¥10/小时"), ("电动车充电站", "⚡️ 可用 🚗")],
            track: ("第42集：漫长的回家路", "开放之路", "第三季"), tabs: ("资料库", "浏览"), instruction: ["在长安街右转", "右转"], road: "长安街"),
        Phrases(
            language: "ar", listTitle: "مواقف السيارات", header: "قريب",
            rows: [
                ("موقف محطة القطار المركزية", "12 مكانًا شاغرًا · 3 دقائق سيرًا"), ("موقف السوق القديم", "ممتلئ"), ("موقف برج المدينة", "5 ريال/ساعة"),
                ("محطة شحن كهربائية", "⚡️ متاحة 🚗")
            ],
            track: ("الحلقة 42: طريق العودة الطويل", "طرق مفتوحة", "الموسم الثالث"), tabs: ("المكتبة", "تصفح"),
            instruction: ["انعطف يمينًا إلى شارع الملك فهد", "انعطف يمينًا"], road: "شارع الملك فهد"),
        Phrases(
            language: "he", listTitle: "חניונים", header: "בסביבה",
            rows: [
                ("חניון התחנה המרכזית", "12 מקומות פנויים · 3 דק׳ הליכה"), ("חניון השוק", "מלא"), ("חניון מגדל העיר", "12 ₪ לשעה"), ("עמדת טעינה", "⚡️ פנויה 🚗")
            ],
            track: ("פרק 42: הדרך הארוכה הביתה", "דרכים פתוחות", "עונה 3"), tabs: ("ספרייה", "עיון"), instruction: ["פנה ימינה לרחוב יפו", "פנה ימינה"],
            road: "רחוב יפו"),
        Phrases(
            language: "th", listTitle: "ที่จอดรถ", header: "ใกล้เคียง",
            rows: [
                ("ที่จอดรถสถานีกลางกรุงเทพอภิวัฒน์", "ว่าง 12 คัน · เดิน 3 นาที"), ("ที่จอดรถสยามพารากอน", "เต็ม"), ("ที่จอดรถเซ็นทรัลเวิลด์", "30 บาท/ชั่วโมง"),
                ("สถานีชาร์จรถยนต์ไฟฟ้า", "⚡️ ว่าง 🚗")
            ],
            track: ("ตอนที่ 42: ทางกลับบ้านที่ยาวไกล", "ถนนเปิด", "ซีซั่น 3"), tabs: ("คลัง", "เลือกดู"), instruction: ["เลี้ยวขวาเข้าถนนสุขุมวิท", "เลี้ยวขวา"],
            road: "ถนนสุขุมวิท"),
        Phrases(
            language: "de", listTitle: "Parkhäuser", header: "In der Nähe",
            rows: [
                ("Parkhaus Hauptbahnhof Südseite", "12 frei · 3 Min. zu Fuß"), ("Tiefgarage Marienplatz", "Besetzt"), ("Parkhaus Königsallee", "2,50 €/Std."),
                ("Ladesäule", "⚡️ frei 🚗")
            ],
            track: ("Folge 42: Der lange Weg nach Hause", "Offene Straßen", "Staffel 3"), tabs: ("Mediathek", "Entdecken"),
            instruction: ["Rechts abbiegen auf die Leopoldstraße", "Rechts abbiegen"], road: "Leopoldstraße"),
        Phrases(
            language: "hi", listTitle: "पार्किंग", header: "पास में",
            rows: [
                ("केंद्रीय रेलवे स्टेशन पार्किंग", "12 खाली · 3 मिनट पैदल"), ("पुराना बाज़ार पार्किंग", "भरा हुआ"), ("सिटी टावर पार्किंग", "₹40/घंटा"),
                ("इलेक्ट्रिक चार्जिंग स्टेशन", "⚡️ उपलब्ध 🚗")
            ],
            track: ("एपिसोड 42: घर का लंबा रास्ता", "खुली सड़कें", "सीज़न 3"), tabs: ("लाइब्रेरी", "ब्राउज़ करें"),
            instruction: ["राजपथ पर दाएँ मुड़ें", "दाएँ मुड़ें"], road: "राजपथ")
    ]
}

/// The four screens of the language snapshots.
enum LocalizedScreen: String, CaseIterable, Sendable {
    case list, nowPlaying = "nowplaying", tabBar = "tabbar", guidance
}

final class LocalizedDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let phrases: Phrases
    let screen: LocalizedScreen
    init(_ phrases: Phrases, _ screen: LocalizedScreen) {
        self.phrases = phrases
        self.screen = screen
    }

    func list() -> CPListTemplate {
        let rows = [phrases.rows[0], phrases.rows[phrases.rows.count - 1]] + phrases.rows[1..<(phrases.rows.count - 1)]
        let items = rows.map {
            CPListItem(text: $0.0, detailText: $0.1, image: UIImage(systemName: "parkingsign"), accessoryImage: nil, accessoryType: .disclosureIndicator)
        }
        return CPListTemplate(title: phrases.listTitle, sections: [CPListSection(items: items, header: phrases.header, sectionIndexTitle: nil)])
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let ic = interfaceController
        switch screen {
        case .list:
            ic.setRootTemplate(list(), animated: false, completion: nil)
        case .nowPlaying:
            var info: [String: Any] = [:]
            info[MPMediaItemPropertyTitle] = phrases.track.title
            info[MPMediaItemPropertyArtist] = phrases.track.artist
            info[MPMediaItemPropertyAlbumTitle] = phrases.track.album
            info[MPMediaItemPropertyPlaybackDuration] = 3125.0
            info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = 1204.0
            info[MPNowPlayingInfoPropertyPlaybackRate] = 1.0
            MPNowPlayingInfoCenter.default().nowPlayingInfo = info
            MPNowPlayingInfoCenter.default().playbackState = .playing
            ic.setRootTemplate(list(), animated: false, completion: nil)
            ic.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        case .tabBar:
            let a = list()
            a.tabTitle = phrases.tabs.0
            a.tabImage = UIImage(systemName: "square.stack")
            let b = CPListTemplate(title: phrases.tabs.1, sections: [])
            b.tabTitle = phrases.tabs.1
            b.tabImage = UIImage(systemName: "star")
            ic.setRootTemplate(CPTabBarTemplate(templates: [a, b]), animated: false, completion: nil)
        case .guidance:
            let map = CPMapTemplate()
            ic.setRootTemplate(map, animated: false, completion: nil)
            let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)))
            destination.name = phrases.road
            let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: destination, routeChoices: [])
            let session = map.startNavigationSession(for: trip)
            let turn = CPManeuver()
            turn.instructionVariants = phrases.instruction
            turn.maneuverType = .rightTurn
            session.upcomingManeuvers = [turn]
            session.updateEstimates(CPTravelEstimates(distanceRemaining: Measurement(value: 240, unit: .meters), timeRemaining: 30), for: turn)
            session.currentRoadNameVariants = [phrases.road]
        }
    }
}

/// A list, now playing, a tab bar and a guidance card in seven languages, light and dark, as SVG snapshots: the
/// phone's language set, Arabic and Hebrew right to left. The PNGs draw every character with a known font.
@Suite(
    .snapshots(record: SnapshotTestingConfiguration.Record(rawValue: ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] ?? "missing") ?? .missing))
@MainActor
struct LanguageSnapshotTests {
    static func connect(_ phrases: Phrases, _ screen: LocalizedScreen, style: UIUserInterfaceStyle = .light) async throws -> CarPlayTestSession {
        let categories: Set<AppCategory> =
            switch screen {
            case .guidance: [.navigation]
            case .nowPlaying, .tabBar: [.audio]
            case .list: [.parking]
            }
        // The language as the app launches, not set after it connected: a change of language relaunches the app, a wait
        // for its process the main actor would sit through for each of the hundred-odd screens here.
        let car = try await CarPlayTestSession(categories: categories, phoneLanguage: phrases.language) { LocalizedDelegate(phrases, screen) }
        await car.setStyle(style)
        return car
    }

    @Test(arguments: Phrases.all)
    func screensInEveryLanguage(phrases: Phrases) async throws {
        for screen in LocalizedScreen.allCases {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let car = try await Self.connect(phrases, screen, style: style)
                #expect(car.screen.isRightToLeft == ["ar", "he"].contains(phrases.language))
                assertSnapshot(of: car.screen, as: .svg, named: "\(screen.rawValue)-\(phrases.language)-\(style == .dark ? "dark" : "light")")
            }
        }
    }

    @Test(arguments: Phrases.all)
    func pngsHaveNoMissingGlyphs(phrases: Phrases) async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        for screen in LocalizedScreen.allCases {
            let car = try await Self.connect(phrases, screen)
            let list = CarRenderer.layout(car.screen)
            // rsvg-convert runs off the main actor: the other tests' main-actor work goes on while it draws.
            let (png, warnings) = try await offMain { try PNGRenderer.render(list) }
            #expect(warnings.isEmpty, "\(screen) \(phrases.language): \(warnings)")
            #expect(PNGRenderer.missingGlyphs(list).isEmpty, "\(screen) \(phrases.language): \(PNGRenderer.missingGlyphs(list))")
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // The app's words and the car's are on the screen.
            let texts = list.items.compactMap { item -> String? in
                if case .text(let s, _, _, _, _, _) = item { return s }
                return nil
            }
            #expect(
                texts.contains { $0.contains(phrases.rows[0].0.prefix(2)) || $0.contains(phrases.track.title.prefix(2)) || $0.contains(phrases.road.prefix(2)) }
            )
        }
    }

    /// Ink of one text drawn alone on white by rsvg-convert: the pixels that are not white.
    nonisolated static func ink(_ text: String, family: String) throws -> Int {
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\"><rect width=\"64\" height=\"64\" fill=\"#ffffff\"/>"
            + "<text x=\"4\" y=\"48\" font-size=\"40\" font-family=\"\(family)\">\(text)</text></svg>"
        let image = try PNGDecoder.decode(try PNGRenderer.png(fromSVG: svg, width: 64, height: 64))
        return stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 250 || image.pixels[$0 + 1] < 250 || image.pixels[$0 + 2] < 250 }
            .count
    }

    /// Every script's glyphs leave ink in the PNG.
    @Test nonisolated func everyScriptLeavesInkInThePNG() async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        for sample in ["東", "한", "ب", "ש", "ก", "Ä"] {
            let ink = try await offMain { try Self.ink(sample, family: FontMetrics.fontFamily) }  // off the pool's two threads
            #expect(ink > 40, "\(sample)")
        }
    }

    /// The pixels of a PNG that are clearly coloured (not white, grey or black).
    nonisolated static func colourful(_ png: Data) throws -> Int {
        let image = try PNGDecoder.decode(png)
        return stride(from: 0, to: image.pixels.count, by: 4).filter {
            let (r, g, b) = (Int(image.pixels[$0]), Int(image.pixels[$0 + 1]), Int(image.pixels[$0 + 2]))
            return max(r, g, b) - min(r, g, b) > 80
        }.count
    }

    /// Sequences the font draws as one glyph join into it: a family, a keycap, a flag, a skin tone.
    @Test func emojiSequencesJoinIntoOneGlyph() throws {
        let font = try #require(ColorEmojiFont.installed, "Noto Color Emoji is missing: install fonts-noto-color-emoji (CI does)")
        for emoji in ["👨‍👩‍👧", "1️⃣", "🇯🇵", "👋🏿", "❤️"] {
            #expect(font.glyphs(Character(emoji))?.count == 1, "\(emoji): \(font.glyphs(Character(emoji)) ?? [])")
        }
        #expect(font.glyphs("A") == nil, "a letter the emoji font lacks")
    }

    /// Emoji in the PNG are in colour, each where the text's measure puts it: Debian 12's rsvg-convert (librsvg 2.54,
    /// cairo 1.16) draws Noto Color Emoji's bitmaps as silhouettes, and some yellow ones (⚡) not at all, so the PNG
    /// strategy places the font's own bitmaps.
    @Test(arguments: ["⚡️", "🚗", "👩‍🚒", "🇫🇮", "👍🏽", "⭐", "🏳️‍🌈"])
    nonisolated func emojiAreDrawnInColour(_ emoji: String) async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        let font = try #require(ColorEmojiFont.installed, "Noto Color Emoji is missing: install fonts-noto-color-emoji (CI does)")
        #expect(font.glyphs(Character(emoji))?.count == 1, "the font joins \(emoji) into one glyph")
        #expect(font.bitmap(Character(emoji)) != nil)
        for alignment in [TextAlignment.leading, .center, .trailing] {
            var list = DisplayList(width: 200, height: 40, scale: 2)
            list.items = [
                .rect(Rect(x: 0, y: 0, width: 200, height: 40), fill: Color("#ffffff"), cornerRadius: 0),
                .text(
                    "Free \(emoji) now", frame: Rect(x: 8, y: 4, width: 184, height: 32), size: 17, weight: .regular, color: Color("#000000"),
                    alignment: alignment)
            ]
            let drawn = list
            let (png, plainPNG) = try await offMain {
                (try PNGRenderer.png(drawn), try PNGRenderer.png(fromSVG: SVGWriter.svg(drawn), width: 400, height: 80))
            }
            let coloured = try Self.colourful(png)
            let plain = try Self.colourful(plainPNG)
            #expect(coloured > 150, "\(emoji) \(alignment): \(coloured) coloured pixels (the converter alone: \(plain))")
            #expect(plain < 20, "the converter alone draws \(emoji) without colour (\(plain)): if this fails, it learnt colour fonts")
        }
    }

    /// The columns (in points) of a PNG's clearly coloured pixels, at the list's scale.
    nonisolated static func colourfulColumns(_ png: Data, scale: Double) throws -> [Double] {
        let image = try PNGDecoder.decode(png)
        return stride(from: 0, to: image.pixels.count, by: 4).compactMap {
            let (r, g, b) = (Int(image.pixels[$0]), Int(image.pixels[$0 + 1]), Int(image.pixels[$0 + 2]))
            return max(r, g, b) - min(r, g, b) > 80 ? Double(($0 / 4) % image.width) / scale : nil
        }
    }

    /// In text that reads right to left, emoji are in colour too, and where they show: the PNG strategy orders the
    /// pieces as the bidirectional algorithm does (an Arabic sentence's last emoji at its left end, a Hebrew one's
    /// middle emoji between its words).
    @Test(arguments: [
        ("محطة شحن ⚡️", 0.0, 0.25),  // the emoji ends the sentence: its left quarter
        ("⚡️ محطة شحن", 0.75, 1.0),  // it begins it: its right quarter
        ("חניה 🚗 פנויה", 0.3, 0.7)  // between the words
    ])
    nonisolated func emojiInRightToLeftTextAreDrawnInColourWhereTheyShow(text: String, from: Double, to: Double) async throws {
        try #require(PNGRenderer.converter != nil, "rsvg-convert is missing: install librsvg2-bin (CI does)")
        _ = try #require(ColorEmojiFont.installed, "Noto Color Emoji is missing: install fonts-noto-color-emoji (CI does)")
        let width = FontMetrics.inter(.regular).width(text, size: 17)
        for alignment in [TextAlignment.leading, .center, .trailing] {
            var list = DisplayList(width: 200, height: 40, scale: 2)
            let frame = Rect(x: 8, y: 4, width: 184, height: 32)
            list.items = [
                .rect(Rect(x: 0, y: 0, width: 200, height: 40), fill: Color("#ffffff"), cornerRadius: 0),
                .text(text, frame: frame, size: 17, weight: .regular, color: Color("#000000"), alignment: alignment)
            ]
            let drawn = list
            let columns = try Self.colourfulColumns(try await offMain { try PNGRenderer.png(drawn) }, scale: 2)
            #expect(columns.count > 150, "\(text) \(alignment): \(columns.count) coloured pixels")
            let start: Double =
                switch alignment {
                case .leading: frame.x
                case .center: frame.midX - width / 2
                case .trailing: frame.maxX - width
                }
            let mid = columns.reduce(0, +) / Double(max(columns.count, 1))
            let place = (mid - start) / width
            #expect(place >= from && place <= to, "\(text) \(alignment): the emoji's middle at \(place) of the text's width")
        }
    }

    @Test func aMissingFontAndAMissingGlyphAreWarnings() async throws {
        let th = try await Self.connect(Phrases.all[5], .list)
        let list = CarRenderer.layout(th.screen)
        let all = Dictionary(uniqueKeysWithValues: FontMetrics.fallbackFamilies.map { ($0, CodePointSet(charset: "20-7e")) })
        #expect(PNGRenderer.fontWarnings(list, installed: all).isEmpty)
        var noThai = all
        noThai["Noto Sans Thai"] = nil
        #expect(PNGRenderer.fontWarnings(list, installed: noThai) == [.missingFont(family: "Noto Sans Thai", package: "fonts-noto-core")])
        // Ethiopic has no font in the chain: the layout says so (the PNG draws boxes).
        let amharic = Phrases(
            language: "am", listTitle: "ማቆሚያ", header: "በአቅራቢያ", rows: [("ማዕከላዊ ጣቢያ", "12 ባዶ"), ("⚡️", "🚗")], track: ("", "", ""),
            tabs: ("", ""), instruction: [], road: "")
        let car = try await Self.connect(amharic, .list)
        #expect(car.renderWarnings.contains { if case .missingGlyphs = $0 { true } else { false } }, "\(car.renderWarnings)")
        // Devanagari has one (Noto Sans Devanagari): no warning.
        let hindi = Phrases(
            language: "hi", listTitle: "पार्किंग", header: "पास में", rows: [("केंद्रीय स्टेशन", "12 खाली"), ("⚡️", "🚗")], track: ("", "", ""),
            tabs: ("", ""), instruction: [], road: "")
        let hindiCar = try await Self.connect(hindi, .list)
        #expect(!hindiCar.renderWarnings.contains { if case .missingGlyphs = $0 { true } else { false } }, "\(hindiCar.renderWarnings)")
    }

    @Test func theSVGNamesTheFallbackFontsInOrderOnlyWhereNeeded() async throws {
        let ja = try await Self.connect(Phrases.all[0], .list)
        let svg = SVGWriter.svg(CarRenderer.layout(ja.screen))
        #expect(svg.contains("font-family=\"Inter, Noto Sans CJK JP, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, sans-serif\""))
        // Emoji runs name the emoji font on their own.
        #expect(svg.contains("<tspan font-family=\"Noto Color Emoji\">⚡️</tspan>"), "\(svg)")
        let de = try await Self.connect(Phrases.all[6], .list)
        // German is Inter's (the root names Inter): only the row with emoji names the chain.
        #expect(SVGWriter.svg(CarRenderer.layout(de.screen)).components(separatedBy: "Noto Sans CJK JP").count == 2)
    }

    @Test func rightToLeftMirrorsTheAppAreaButNotTheStatusBarOrThePlaybackControls() async throws {
        let ar = try await Self.connect(Phrases.all[3], .list)
        let en = try await CarPlayTestSession(categories: [.parking]) { LocalizedDelegate(Phrases.all[3], .list) }
        let rtl = CarRenderer.layout(ar.screen)
        let ltr = CarRenderer.layout(en.screen)
        let app = (lo: 44.0, hi: rtl.width)
        // Every row's target is the left-to-right one flipped across the app area.
        #expect(rtl.targets.count == ltr.targets.count)
        for (r, l) in zip(rtl.targets, ltr.targets) {
            #expect(r.elementID == l.elementID)
            #expect(abs(r.frame.x - (app.lo + app.hi - l.frame.maxX)) < 1e-9, "\(r.elementID)")
        }
        // The disclosure chevron points back toward the leading (right) edge.
        #expect(rtl.items.contains { if case .symbol("chevron.backward", _, _, _) = $0 { true } else { false } })
        // The status bar stays on the driver's side.
        #expect(rtl.items[1] == ltr.items[1])
        // Now playing's transport controls keep their order.
        let np = try await Self.connect(Phrases.all[3], .nowPlaying)
        let layout = CarRenderer.layout(np.screen)
        func x(_ symbol: String) -> Double? {
            layout.items.lazy.compactMap { item -> Double? in
                if case .symbol(symbol, let frame, _, _) = item { return frame.x }
                return nil
            }.first
        }
        let previous = try #require(x("backward.fill"))
        let next = try #require(x("forward.fill"))
        #expect(previous < next)
    }

    @Test func theCarsOwnWordsFollowThePhonesLanguage() async throws {
        #expect(CarStrings.text("Now Playing", "ja") == "再生中")
        #expect(CarStrings.text("Now Playing", "ar-SA") == "قيد التشغيل")
        #expect(CarStrings.text("Now Playing", "de-CH") == "Jetzt läuft")
        #expect(CarStrings.text("Now Playing", "fi") == "Now Playing")
        #expect(CarStrings.quitUnexpectedly("Maps", "de") == "Maps wurde unerwartet beendet")
        // Every string has every language.
        #expect(CarStrings.table.values.allSatisfy { $0.count == CarStrings.columns.count })
    }
}
