// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import CarPlayReviewer

/// The phone-wording rule judges meaning: a reference to the phone with an action on it, in any wording. These
/// paraphrases were written apart from the rule's word lists.
struct PhoneWordingTests {
    static let asking = [
        "Grab your handset to finish signing in.",
        "Finish setting up on your mobile.",
        "Reach for your iPhone and approve the request",
        "Complete payment using the phone app",
        "Head over to the app on your phone",
        "Log in via your smartphone first.",
        "Unlock your device to continue",
        "Take out your phone and scan the code.",
        "Check your iPhone for a verification code.",
        "Please look at your phone.",
        "Payment needs confirming on the iPhone.",
        "Not signed in. Open Tuner on your iPhone to sign in.",
        "You’ll need to accept the terms in the iPhone app."
    ]

    static let notAsking = [
        "Connected to iPhone",
        "iPhone battery low",
        "Phone: +358 40 1234567",
        "Mobile data is off",
        "Your device is not supported",
        "Playing on iPhone",
        "Playing from your phone's library",
        "Call the restaurant",
        "Use the car's screen to choose a station",
        "Open now · 2 min away"
    ]

    /// Everyday wordings that send the driver to the phone without naming it: its app (seen from the car, "the app"
    /// is the phone's), its lock, its passcode and Face ID, its email, its camera.
    static let askingWithoutNamingThePhone = [
        "Sign in with the Acme app to see your saved places",
        "Please finish registration in the app first.",
        "Add favourites in the app and they'll show up here",
        "Set this up from the mobile app.",
        "Open the companion app to link your car",
        "Scan the QR code to pay at the pump",
        "Unlock to continue",
        "Confirm with Face ID to complete the order",
        "Enter your passcode to approve this payment",
        "Check your email to verify your account",
        "Hand your phone to a passenger to finish",
        "Plug in your iPhone to continue",
        "Turn on Bluetooth on your phone"
    ]

    static let notAskingWithoutNamingThePhone = [
        "Welcome to the Hoagie Updates app!",
        "Use this app only while parked",
        "Unlock charger",
        "No saved places yet",
        "Sign-in required",
        "Receipt sent to your email",
        "New in the app: live traffic",
        "Top stations near you",
        "Card ending 1234 · Face ID enabled",
        "Favorites synced from iPhone",
        "Phone charging",
        "Turn left in 300 m"
    ]

    @Test(arguments: askingWithoutNamingThePhone) func wordingsThatSendToThePhoneWithoutNamingItAreCaught(_ text: String) {
        #expect(PhoneWording.asksToUseThePhone(text), "\(text)")
    }

    @Test(arguments: notAskingWithoutNamingThePhone) func wordingsThatSendNowhereAreNotCaught(_ text: String) {
        #expect(!PhoneWording.asksToUseThePhone(text), "\(text)")
    }

    @Test(arguments: asking) func paraphrasesThatAskAreCaught(_ text: String) {
        #expect(PhoneWording.asksToUseThePhone(text), "\(text)")
    }

    @Test(arguments: notAsking) func textsAboutThePhoneThatAskNothingPass(_ text: String) {
        #expect(!PhoneWording.asksToUseThePhone(text), "\(text)")
    }

    /// The app named by itself with an action: on the car the app is open already, so "Open Meshtastic" sends the
    /// driver to the phone.
    @Test func openingTheAppByItsNameIsCaught() {
        #expect(PhoneWording.asksToUseThePhone("Not Connected — Open Meshtastic to connect", appName: "Meshtastic"))
        #expect(PhoneWording.asksToUseThePhone("Launch Acme Radio to sign in", appName: "Acme Radio"))
        #expect(!PhoneWording.asksToUseThePhone("Meshtastic connected", appName: "Meshtastic"))
        #expect(!PhoneWording.asksToUseThePhone("Open channels", appName: "Meshtastic"))
    }

    @Test(arguments: [
        "Bitte öffne die App auf deinem iPhone", "Entsperre dein Handy, um fortzufahren", "iPhoneでアプリを開いてください", "スマホのロックを解除してください",
        "아이폰에서 앱을 열어 주세요", "请在手机上打开应用", "افتح التطبيق على هاتفك", "פתח את האפליקציה בטלפון", "ปลดล็อกโทรศัพท์ของคุณเพื่อดำเนินการต่อ"
    ])
    func otherLanguagesThatAskAreCaught(_ text: String) {
        #expect(PhoneWording.asksToUseThePhone(text), "\(text)")
    }

    @Test(arguments: ["iPhone verbunden", "Handy-Akku schwach", "iPhoneに接続済み", "아이폰 연결됨", "手机已连接", "הטלפון מחובר", "Anna anrufen", "アンナに電話"])
    func otherLanguagesThatAskNothingPass(_ text: String) {
        #expect(!PhoneWording.asksToUseThePhone(text), "\(text)")
    }
}
