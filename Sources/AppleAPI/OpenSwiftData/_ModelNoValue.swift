// SPDX-License-Identifier: Apache-2.0

/// The placeholder `@Model` keeps beside each persisted property (its value lives in the backing data): what the
/// property's init accessor initializes. - Note: Ours, for generated code only.
public struct _ModelNoValue: Sendable {
    public init() {}
}
