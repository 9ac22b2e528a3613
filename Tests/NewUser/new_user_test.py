#!/usr/bin/env python3
"""A new user's first hour, followed from the README's "Use it in your app" section word for word.

Usage: new_user_test.py [--scratch-path DIR]
1. `headunit init` on a copy of Examples/ChargeFinder laid out like an Xcode project (the CarPlay folder with its
   CarPlayShim import, Info.plist and entitlements beside it, an asset catalog in the folder): the README's commands, then
   green tests (twice: recorded, then compared), the review (exit 0) and the live car answering.
2. The "By hand" path: a fresh package made of the README's blocks (and ChargeFinder's code as the app), the same.
The README's `../OpenCarPlay` becomes the path to this checkout (and the package identity its folder's name), `MyApp`
becomes ChargeFinder; those and `--scratch-path` (the build shared with Examples/, to keep CI short) are the only
changes to the README's words.
Ends with "N passed, N failed"."""
import json, os, re, shutil, subprocess, sys, tempfile, time, urllib.request

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRATCH = sys.argv[sys.argv.index("--scratch-path") + 1] if "--scratch-path" in sys.argv else None
passed, failed = 0, 0

def check(name, ok, detail=""):
    global passed, failed
    if ok: passed += 1; print(f"✔ {name}")
    else: failed += 1; print(f"✘ {name} {detail}")

def readme_blocks():
    """The README's blocks marked `<!-- new-user-test: NAME -->`, by name."""
    text = open(os.path.join(REPO, "README.md")).read()
    return {m.group(1): m.group(2) for m in re.finditer(r"<!-- new-user-test: (\S+) -->\n```\w*\n(.*?)```", text, re.S)}

def run(cmd, cwd, timeout=1800):
    """Runs a shell command line; returns (exit code, output)."""
    # A new user's shell: CI's SNAPSHOT_TESTING_RECORD=never (for our own snapshots) is not theirs.
    env = {k: v for k, v in os.environ.items() if k != "SNAPSHOT_TESTING_RECORD"}
    p = subprocess.run(cmd, cwd=cwd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout, env=env)
    return p.returncode, p.stdout

def scratch(cmd):
    """`swift build|test|run …` with the shared build folder."""
    if SCRATCH and re.match(r"swift (build|test|run)\b", cmd) and "--package-path" not in cmd and "--scratch-path" not in cmd:
        parts = cmd.split(" ", 2)
        return f"{parts[0]} {parts[1]} --scratch-path {SCRATCH}" + (" " + parts[2] if len(parts) > 2 else "")
    return cmd

def xcode_like_app(folder, apple_imports=False):
    """ChargeFinder's CarPlay code as an iOS project keeps it: Swift files importing CarPlayShim (Apple's frameworks on iOS) in CarPlay/."""
    src = os.path.join(REPO, "Examples/Sources/ChargeFinder")
    os.makedirs(folder, exist_ok=True)
    for name in ["CarPlaySceneDelegate.swift", "ChargerStore.swift"]:
        text = open(os.path.join(src, name)).read()
        if apple_imports: text = text.replace("import CarPlayShim\n", "import CarPlay\nimport Combine\nimport MapKit\nimport UIKit\n")
        open(os.path.join(folder, name), "w").write(text)

def live_car(binary, cwd):
    """Starts a live car executable on a free port; returns whether /health answered and the page names the app."""
    p = subprocess.Popen([binary, "--port", "0"], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            line = p.stdout.readline()
            m = re.search(r"the car is at (http://\S+)", line)
            if m:
                health = urllib.request.urlopen(m.group(1).split("?")[0] + "health", timeout=10).read().decode()
                return health.strip() == "ok", line
        return False, "no address printed"
    finally:
        p.kill()

def follow_init(base):
    blocks = readme_blocks()
    check("the README has the init block", "init" in blocks)
    app = os.path.join(base, "ChargeFinder")  # the README's MyApp
    os.makedirs(os.path.join(app, "ChargeFinder"))
    xcode_like_app(os.path.join(app, "ChargeFinder/CarPlay"), apple_imports=True)  # `import CarPlay`, `import UIKit`, … as on iOS
    originals = {n: open(os.path.join(app, "ChargeFinder/CarPlay", n)).read() for n in os.listdir(os.path.join(app, "ChargeFinder/CarPlay")) if n.endswith(".swift")}
    decl = os.path.join(REPO, "Examples/Sources/ChargeFinder/Declarations")
    shutil.copy(os.path.join(decl, "Info.plist"), os.path.join(app, "ChargeFinder/Info.plist"))
    shutil.copy(os.path.join(decl, "ChargeFinder.entitlements"), os.path.join(app, "ChargeFinder/ChargeFinder.entitlements"))
    os.makedirs(os.path.join(app, "ChargeFinder/CarPlay/Assets.xcassets"))
    open(os.path.join(app, "ChargeFinder/CarPlay/Assets.xcassets/Contents.json"), "w").write('{"info": {"author": "xcode", "version": 1}}\n')
    os.makedirs(os.path.join(app, "ChargeFinder.xcodeproj"))
    open(os.path.join(app, "ChargeFinder.xcodeproj/project.pbxproj"), "w").write("// an Xcode project\n")
    lines = [l.split("#")[0].strip() for l in blocks["init"].replace("\\\n", " ").splitlines()]
    for line in filter(None, lines):
        line = line.replace("../OpenCarPlay", os.path.relpath(REPO, app)).replace("MyApp", "ChargeFinder").replace("myapp", "chargefinder")
        if line.startswith("cd "): continue  # the commands run in the app's folder
        if line.startswith("swift run") and line.endswith("-car"):
            code, out = run(scratch("swift build"), app)
            exe = os.path.join(SCRATCH or os.path.join(app, ".build"), "debug", line.split()[-1])
            ok, detail = live_car(exe, app)
            check("init: the live car serves the app", ok, detail)
            continue
        code, out = run(scratch(line), app)
        if "headunit init" in line:
            check("init writes the package", code == 0 and "wrote Package.swift" in out, out[-1500:])
            manifest = open(os.path.join(app, "Package.swift")).read() if os.path.exists(os.path.join(app, "Package.swift")) else ""
            check("init builds the sources with the AppleImports plugin", '.plugin(name: "AppleImports"' in manifest, manifest[-1200:])
            listed = os.path.join(app, "CarPlayPackage/Sources/apple-imports.txt")
            check("init lists the sources where they are", os.path.exists(listed) and "../../ChargeFinder/CarPlay" in open(listed).read())
        elif line.startswith("swift test"):
            check("init: the first swift test passes", code == 0, out[-3000:])
            # The app's own files are the user's (ChargeFinder's Swift 5 code may warn); what init wrote must not.
            warnings = [l for l in out.splitlines() if "warning:" in l and "/CarPlayPackage/" in l]
            check("init: no warnings from the files init wrote", not warnings, "\n".join(warnings[:5]))
            code, out = run(scratch(line), app)
            check("init: the second swift test compares the recorded screen and passes", code == 0, out[-2000:])
            unchanged = all(open(os.path.join(app, "ChargeFinder/CarPlay", n)).read() == t for n, t in originals.items() if n.endswith(".swift"))
            check("init: the app's files, still importing CarPlay and UIKit, built unchanged", unchanged and "import CarPlay\n" in "".join(originals.values()))
            svg = os.path.join(app, "CarPlayPackage/Tests/__Snapshots__/root.connected.svg")
            check("init: the root screen was recorded", os.path.exists(svg) and "Nearby Chargers" in open(svg).read())
        elif "-check" in line:
            check("init: the review finds nothing", code == 0 and ": 0 findings" in out, "\n".join(l for l in out.splitlines() if "warning:" not in l)[-1500:])
    # The CI init wrote: its one script (what the workflow runs), here without apt-get.
    flags = f"SWIFT_FLAGS='--scratch-path {SCRATCH}' " if SCRATCH else ""
    code, out = run(f"OPENCARPLAY_SKIP_APT=1 {flags}sh CarPlayPackage/ci.sh", app)
    sarif = os.path.join(app, "CarPlayPackage/review.sarif")
    check("init: CarPlayPackage/ci.sh runs the tests and the review and keeps SARIF", code == 0 and os.path.exists(sarif) and '"runs"' in open(sarif).read(), out[-2000:])
    workflow = os.path.join(app, ".github/workflows/carplay.yml")
    check("init: the workflow runs ci.sh", os.path.exists(workflow) and "CarPlayPackage/ci.sh" in open(workflow).read())

def follow_by_hand(base):
    blocks = readme_blocks()
    pkg = os.path.join(base, "MyCarPlayApp")
    checkout = os.path.basename(REPO)
    files = {name: text for name, text in blocks.items() if "/" in name or name.endswith(".swift")}
    check("the README has the by-hand blocks", {"Package.swift", "Sources/MyCarPlayApp/CarPlayApp.swift"} <= set(files), str(list(files)))
    for name, text in files.items():
        if name == "Package.swift": text = text.replace('"../OpenCarPlay"', f'"{os.path.relpath(REPO, pkg)}"').replace('package: "OpenCarPlay"', f'package: "{checkout}"')
        path = os.path.join(pkg, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w").write(text)
    # The app itself: ChargeFinder's code and declarations, where the README says they go.
    xcode_like_app(os.path.join(pkg, "Sources/MyCarPlayApp"))
    decl = os.path.join(pkg, "Sources/MyCarPlayApp/Declarations")
    os.makedirs(decl)
    shutil.copy(os.path.join(REPO, "Examples/Sources/ChargeFinder/Declarations/Info.plist"), os.path.join(decl, "Info.plist"))
    shutil.copy(os.path.join(REPO, "Examples/Sources/ChargeFinder/Declarations/ChargeFinder.entitlements"), os.path.join(decl, "MyCarPlayApp.entitlements"))
    os.makedirs(os.path.join(pkg, "Tests/MyCarPlayAppTests/__Snapshots__"))
    code, out = run(scratch("swift build --build-tests"), pkg)
    check("by hand: the README's package builds", code == 0, out[-3000:])
    warnings = [l for l in out.splitlines() if "warning:" in l and "/MyCarPlayApp/" in l]
    check("by hand: no warnings from the package's files", not warnings, "\n".join(warnings[:5]))
    code, out = run(scratch("swift test"), pkg)
    check("by hand: the first run records the snapshot (and says so)", "Automatically recorded snapshot" in out, out[-2000:])
    code, out = run(scratch("swift test"), pkg)
    check("by hand: the second run is green", code == 0, out[-2000:])
    code, out = run(scratch("swift run MyCarPlayAppCheck"), pkg)
    check("by hand: the review finds nothing", code == 0 and ": 0 findings" in out, "\n".join(l for l in out.splitlines() if "warning:" not in l)[-1500:])
    exe = os.path.join(SCRATCH or os.path.join(pkg, ".build"), "debug", "MyCarPlayAppCar")
    ok, detail = live_car(exe, pkg)
    check("by hand: the live car serves the app", ok, detail)

def main():
    base = tempfile.mkdtemp(prefix="new-user-", dir=os.path.dirname(REPO))
    try:
        follow_init(base)
        follow_by_hand(base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

main()
