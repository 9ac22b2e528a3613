// SPDX-License-Identifier: Apache-2.0

// `@Model` classes are `Observable`: their generated code names Observation's types.
@_exported import Observation

/// Makes a class a persistent model: its stored `var` properties are kept in the store of the context it is inserted
/// in, it conforms to `PersistentModel` and `Observable`. Each persisted property needs its type written out, and the
/// class an initializer, as with SwiftData's. Properties marked `@Transient`, `static`, `lazy` or computed are not
/// kept; a `let` is refused (it could not be saved).
@attached(member, names: named(persistentBackingData), named(_$observationRegistrar), named(init), named(schemaMetadata))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "OpenSwiftDataMacros", type: "ModelMacro")

/// Put by `@Model` on each persisted property: its value lives in the model's backing data. - Note: Ours (SwiftData's
/// has its own, equally internal, name).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "OpenSwiftDataMacros", type: "PersistedPropertyMacro")

/// Options for a persisted attribute: `.unique` makes an inserted model with the value of an existing one replace it
/// when the context saves (an upsert); the other options are accepted and change nothing here (see `Schema.Attribute`).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "OpenSwiftDataMacros", type: "MarkerMacro")

/// Options for a relationship: its delete rule (`.cascade`, `.nullify` — the default —, `.deny`, `.noAction`) and the
/// inverse property, which the context keeps in step when either side changes.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "OpenSwiftDataMacros", type: "MarkerMacro")

/// A property of a model that is not kept in the store (it needs an initial value).
@attached(peer)
public macro Transient() = #externalMacro(module: "OpenSwiftDataMacros", type: "MarkerMacro")

/// Makes an actor a model actor: it gets `modelContainer`, a `modelExecutor` with a context of its own on that
/// container, `init(modelContainer:)` and the conformance to `ModelActor` (whose `modelContext` its code uses).
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "OpenSwiftDataMacros", type: "ModelActorMacro")
