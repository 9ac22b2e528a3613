// SPDX-License-Identifier: Apache-2.0

import SwiftDiagnostics

/// A problem `@Model` (or `@ModelActor`) finds in the declaration it is attached to, reported at the declaration that has it. - Note: Ours.
struct ModelDiagnostic: DiagnosticMessage {
    let message: String
    let id: String
    var diagnosticID: MessageID { MessageID(domain: "OpenSwiftData", id: id) }
    var severity: DiagnosticSeverity { .error }

    static let notAClass = ModelDiagnostic(message: "@Model can only be attached to a class", id: "notAClass")
    static let notAnActor = ModelDiagnostic(message: "@ModelActor can only be attached to an actor", id: "notAnActor")
    static let constant = ModelDiagnostic(
        message: "@Model saves 'var' properties only: make this a 'var', or mark it @Transient (a 'let' would not be saved)",
        id: "constant")
    static let severalBindings = ModelDiagnostic(
        message: "@Model needs one property per declaration: declare each persisted property with its own 'var'", id: "severalBindings")
    static let observers = ModelDiagnostic(
        message: "@Model can't save a property with willSet or didSet here: move the observer's work to where the value is set, or mark it @Transient",
        id: "observers")
    static let noType = ModelDiagnostic(
        message: "@Model needs the property's type written out (for example 'var name: String = \"\"')", id: "noType")
}
