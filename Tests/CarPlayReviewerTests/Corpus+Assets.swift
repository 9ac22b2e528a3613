// SPDX-License-Identifier: Apache-2.0

import CarPlayHost
import CarPlayShim
import Foundation

/// An EV charging app that puts full-size station photos (600×400 px) in list rows.
final class StationPhotosApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let scale = ic.carTraitCollection.displayScale
        let size = CPListItem.maximumImageSize
        let photo =
            fixed
            ? UIImage(data: png(Int(size.width * scale), Int(size.height * scale)), scale: scale)
            : UIImage(data: png(600, 400), scale: scale)
        ic.setRootTemplate(list("Stations", [row("Ruoholahti", "4 free", image: photo)]), animated: false, completion: nil)
    }
}

/// A parking app whose grid icons are black bitmaps with no dark version.
final class BitmapGridIconsApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let scale = ic.carTraitCollection.displayScale
        let data = png(Int(40 * scale), Int(40 * scale))
        let icon: UIImage
        if fixed {
            let asset = UIImageAsset()
            asset.register(UIImage(data: data, scale: scale)!, with: UITraitCollection(userInterfaceStyle: .light))
            asset.register(UIImage(data: png(Int(40 * scale), Int(40 * scale) + 0), scale: scale)!, with: UITraitCollection(userInterfaceStyle: .dark))
            icon = asset.image(with: ic.carTraitCollection)
        } else {
            icon = UIImage(data: data, scale: scale)!
        }
        let buttons = ["Start", "Extend", "Stop"].map { CPGridButton(titleVariants: [$0], image: icon) { _ in } }
        ic.setRootTemplate(CPGridTemplate(title: "Parking", gridButtons: buttons), animated: false, completion: nil)
    }
}

/// A fueling app that renders its brand logos at the phone's scale (3x) on a 2x car.
final class PhoneScaleLogosApp: CorpusApp {
    override func connected(_ ic: CPInterfaceController) {
        let scale = fixed ? ic.carTraitCollection.displayScale : 3  // UIScreen.main.scale on the phone
        let logo = UIImage(data: png(Int(40 * scale), Int(40 * scale)), scale: scale)
        ic.setRootTemplate(list("Stations", [row("Forecourt Kamppi", "1.2 km", image: logo)]), animated: false, completion: nil)
    }
}

extension Corpus {
    static let assetCases: [FaultyCase] = [
        FaultyCase(.imageTooLarge, [.evCharging], "An EV charging app puts its 600×400 px station photos in list rows.", StationPhotosApp.self),
        FaultyCase(.imageNoDarkVariant, [.parking], "A parking app's grid icons are black bitmaps with no dark version.", BitmapGridIconsApp.self),
        FaultyCase(.imagePhoneScale, [.fueling], "A fueling app draws its logos at UIScreen.main.scale (3x) for a 2x car.", PhoneScaleLogosApp.self)
    ]
}
