// A CarPlay file as many iOS projects keep it: wrapped whole in a platform condition, because the project also
// builds for watchOS or macOS. Xcode builds it for an iPhone, so everything inside is compiled there.

#if os(iOS)
    import CarPlay

    /// The banner a parking app shows above its garages, compiled only for the phone.
    public enum PhoneOnlyBanner {
        #if targetEnvironment(simulator)
            public static let text = "Simulator garages"
        #elseif os(Linux) || os(macOS)
            public static let text = "Desktop garages"
        #else
            public static let text = "Garages near you"
        #endif

        @MainActor public static func template() -> CPListTemplate {
            CPListTemplate(title: text, sections: [])
        }
    }
#endif
