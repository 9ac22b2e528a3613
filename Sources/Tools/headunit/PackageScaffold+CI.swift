// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The package's CI: one script (`CarPlayPackage/ci.sh`) that installs what the car needs on Debian, runs the tests
/// and the guideline review and keeps the review as SARIF, and a GitHub Actions workflow for a Linux runner (the Swift
/// image on Debian) whose only step is that script. OpenCarPlay's own new-user test runs the same script.
extension PackageScaffold {
    static let ciScriptPath = "CarPlayPackage/ci.sh"
    static let workflowPath = ".github/workflows/carplay.yml"
    /// How the files init writes say so (a workflow without it is the project's own).
    static let writtenByInit = "Written by `headunit init`"
    /// Where the review's SARIF report goes (code scanning reads it).
    static let reviewReportPath = "CarPlayPackage/review.sarif"
    /// What the package needs to build on Debian: the headers of zlib, libpng and libjpeg (the car's images), FriBidi and
    /// HarfBuzz (the car's text), and git.
    static let debianPackages = ["git", "zlib1g-dev", "libpng-dev", "libjpeg62-turbo-dev", "libfribidi-dev", "libharfbuzz-dev"]

    func ciScript() -> String {
        let clone =
            openCarPlayPath.map { path in
                """

                # The package depends on OpenCarPlay by path (\(path)); a fresh clone of the app's repository lacks it: CI clones
                # OpenCarPlay there from OPENCARPLAY_URL (set it as a variable of the repository).
                if [ ! -f "\(path)/Package.swift" ]; then
                    if [ -z "${OPENCARPLAY_URL:-}" ]; then
                        echo "ci.sh: OpenCarPlay is not at \(path) (Package.swift depends on it there); set OPENCARPLAY_URL to clone it" >&2
                        exit 2
                    fi
                    git clone --depth 1 "$OPENCARPLAY_URL" "\(path)"
                fi

                """
            } ?? ""
        return """
            #!/bin/sh
            # Written by `headunit init`: what CI runs for \(appName)'s CarPlay package, and what you can run yourself.
            # Installs the Debian packages the car needs to build (skipped with OPENCARPLAY_SKIP_APT=1 or without apt-get),
            # runs the tests, then the guideline review, keeping its report in \(Self.reviewReportPath) (SARIF). Exits
            # non-zero when a test fails or the review finds the app breaking a rule.
            set -eu
            cd "$(dirname "$0")/.."
            if [ "${OPENCARPLAY_SKIP_APT:-0}" != 1 ] && command -v apt-get >/dev/null; then
                SUDO=""
                if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
                export DEBIAN_FRONTEND=noninteractive
                $SUDO apt-get update -qq
                $SUDO apt-get install -y -qq --no-install-recommends \(Self.debianPackages.joined(separator: " ")) >/dev/null
            fi
            \(clone)
            # SWIFT_FLAGS: more options for SwiftPM (a shared build folder: --scratch-path PATH).
            swift test ${SWIFT_FLAGS:-}
            swift run ${SWIFT_FLAGS:-} \(executablePrefix)-check --output \(Self.reviewReportPath)

            """
    }

    func workflow() -> String {
        """
        # Written by `headunit init`: \(appName)'s CarPlay package on a Linux runner, on every push and pull request.
        # Its one step is CarPlayPackage/ci.sh (the tests and the guideline review); the review's SARIF report is kept as an
        # artifact. The Swift image on Debian 12 has the toolchain; ci.sh installs the rest.
        name: CarPlay
        on: [push, pull_request]
        jobs:
          carplay:
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            steps:
              - uses: actions/checkout@v4
              - name: Tests and guideline review
                run: CarPlayPackage/ci.sh
                env:
                  OPENCARPLAY_URL: ${{ vars.OPENCARPLAY_URL }}
              - name: Keep the review
                if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: carplay-review
                  path: \(Self.reviewReportPath)
                  if-no-files-found: ignore

        """
    }
}
