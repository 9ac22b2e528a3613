// SPDX-License-Identifier: Apache-2.0

// `import CarPlaySnapshotTesting` alone gives a test `assertSnapshot` and `Snapshotting`: the strategies here are
// only useful with them. (Ours; no Apple counterpart.)
@_exported import SnapshotTesting
