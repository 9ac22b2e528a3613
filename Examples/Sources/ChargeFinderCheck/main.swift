import CarPlayCheckCommand
// Checks ChargeFinder against CarPlay's guidelines, as `headunit check` does for the reference apps:
// `swift run chargefinder-check` (add `--format html --output review` for a report with screenshots).
// Exits with 1 when the app breaks a rule, so it can gate CI.
import CarPlayHost
import ChargeFinder

await CarPlayCheck.main { _ in
    // Each run starts from a freshly installed app: a new store, the scene delegate the app's Info.plist names.
    let store = ChargerStore()
    return try AppDeclaration(
        infoPlist: ChargeFinderResources.infoPlist, entitlements: ChargeFinderResources.entitlements,
        delegates: [SceneDelegateFactory(CarPlaySceneDelegate.self) { CarPlaySceneDelegate(store: store) }])
}
