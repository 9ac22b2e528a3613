// SPDX-License-Identifier: Apache-2.0

// The car comes with the phone it connects to: code that drives a car (the harness, the reviewer, the CLI, a user's
// tests calling `settlePendingWork()`) names the phone's clock, bundles and processes through this module.
@_exported import PhoneOS
