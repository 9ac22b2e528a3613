// SPDX-License-Identifier: Apache-2.0

// Tests exported by the live car's recorder come here for a moment: Tests/Browser/recorder_test.py records sessions on
// reference apps in headless Chromium, writes the exported test beside this file (and its reference screens in
// __Snapshots__), builds it with this package's build, runs it and removes it. A user's package keeps its recorded tests
// in CarPlayPackage/Tests/Recorded/ (see `headunit init`).
