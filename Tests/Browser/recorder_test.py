#!/usr/bin/env python3
"""Records tests in the live car with a real headless Chromium (Chrome DevTools Protocol), as a developer does.

Usage: recorder_test.py PATH/TO/headunit [--scratch-path DIR] [--screenshot FILE]
Two sessions: a list app (Podcasts: open it, tap a row, mark its texts and a snapshot, drive, delete two steps) and a
navigation app with a trip (Atlas: search, Go, drive to arrival, mark the arrival). Each is exported as a car script and
a Swift Testing test; both tests go in a scratch package of their own (a temporary folder) and are built in one build
and run in one `swift test`, in the build folder DIR (default this checkout's .build, which already holds its
modules); each script is replayed in the live car step by step (Next; Previous once in the list app's) to the same final
screen, and the terminal (`headunit drive --script … --record …`) writes the same script again. Nothing is written into
the checkout. Prints the time of each part ("time: …") and ends with "N passed, N failed". --screenshot saves a
picture of the recorder (docs/recorder.png)."""
import base64, json, os, re, shutil, subprocess, sys, tempfile, time
import car_process  # beside this file
from browser_test import CDP, Page, start_chromium

HEADUNIT = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/headunit"
SCREENSHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# The build shared with the Examples package (as the new-user test does): this checkout's modules are built there.
SCRATCH = os.path.abspath(sys.argv[sys.argv.index("--scratch-path") + 1]) if "--scratch-path" in sys.argv else os.path.join(ROOT, ".build")
# The trip's car runs this many times as fast as real time. Faster is not deterministic: Atlas's guidance sleeps a
# second of car time between ticks, so a tick that runs late on a busy machine pushes the rest of the trip back.
SPEED = 40
passed, failed = 0, 0

def check(name, ok, detail=""):
    global passed, failed
    if ok: passed += 1; print(f"✔ {name}")
    else: failed += 1; print(f"✘ {name} {detail}")

SCREEN_TEXTS = "[...document.querySelectorAll('#screen svg text')].map(t => t.textContent)"

def recorder(page): return page.js("recorder")
def steps(page): return (recorder(page) or {}).get("steps", [])

def step_button(page, n, cls):
    """Clicks a button of step n (1-based) in the recorder's list (the list may be scrolled: the button's own handler)."""
    page.js(f"document.querySelector('#steps li[data-step=\"{n}\"] button.{cls}').click()")

def mark_texts(page, n, texts):
    step_button(page, n, "check-texts")
    for t in texts:
        page.wait(f"[...document.querySelectorAll('#steps li[data-step=\"{n}\"] .chip')].some(c => c.textContent === {json.dumps(t)})")
        page.js(f"[...document.querySelectorAll('#steps li[data-step=\"{n}\"] .chip')].find(c => c.textContent === {json.dumps(t)}).click()")
        page.wait(f"recorder.steps[{n - 1}].checkTexts.includes({json.dumps(t)})")

def export(page, name=""):
    page.js(f"exported = null; document.getElementById('exportName').value = {json.dumps(name)}; document.getElementById('export').click()")
    return page.wait("exported", timeout=15)

def replay(page, back_at=None):
    """Replays the export in the live car: Next to the end (and Previous once, after step `back_at`). Returns (failures,
    went back)."""
    page.js("document.getElementById('replayRecorded').click()")
    total = page.wait("recorder.replay && recorder.replay.position === 0 && recorder.replay.lines.length", timeout=30)
    went_back = None
    position = 0
    while position < total:
        page.js("document.getElementById('replayNext').click()")
        want = position + 1
        position = page.wait(f"recorder.replay && recorder.replay.position >= {want} && recorder.replay.position", timeout=120) or position
        if want == back_at and went_back is None:
            page.js("document.getElementById('replayPrevious').click()")
            back = page.wait(f"recorder.replay && recorder.replay.position === {want - 1} && {want - 1}", timeout=120)
            went_back = back == want - 1
            position = want - 1
    time.sleep(0.5)
    return recorder(page)["replay"]["errors"], went_back

def click_last_text(page, text):
    """Clicks, with a real mouse event, the last SVG text element on the car screen showing `text`."""
    box = page.js(f"""(() => {{ const t = [...document.querySelectorAll('#screen svg text')].filter(e => e.textContent === {json.dumps(text)}).pop();
        if (!t) return null; const r = t.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()""")
    for kind in ["mousePressed", "mouseReleased"]:
        page.cdp.call("Input.dispatchMouseEvent", page.session, type=kind, x=box[0], y=box[1], button="left", clickCount=1)

def final_texts(page):
    time.sleep(0.3)
    return page.js(SCREEN_TEXTS)

def podcasts(cdp, address):
    page = Page(cdp, address)
    page.wait("document.querySelector('#screen svg')")
    page.js("document.getElementById('record').click()")
    check("Record starts a recording at the home screen", bool(page.wait("recorder.recording && document.getElementById('record').className === 'on'")))
    page.click_text("Podcasts")
    page.wait("document.querySelector('#screen svg').outerHTML.includes('Open Roads')")
    page.click_text("Open Roads")
    check("a click on a row pushes its episodes", bool(page.wait("document.querySelector('#screen svg').outerHTML.includes('Open Roads #30')")))
    page.wait(f"recorder.steps.length >= 2")
    page.click_selector("#dark")
    page.wait("recorder.steps.some(s => s.text === 'style dark')")
    page.click_selector("#dark")
    page.wait("recorder.steps.some(s => s.text === 'style light')")
    page.click_selector("#driving")
    page.wait("recorder.steps.some(s => s.text === 'drive')")
    kept = [s["text"] for s in steps(page)]
    check("the steps show as they are recorded, clicks typed by text", "open Podcasts" in kept and "tap 'Open Roads'" in kept and "drive" in kept, str(kept))
    tap = kept.index("tap 'Open Roads'") + 1
    mark_texts(page, tap, ["Open Roads #30", "Open Roads #29"])
    step_button(page, tap, "check-snapshot")
    check("a step's screen is marked: texts and a snapshot", bool(page.wait(f"recorder.steps[{tap - 1}].snapshot && recorder.steps[{tap - 1}].checkTexts.length === 2")))
    for text in ["style light", "style dark"]:
        n = [s["text"] for s in steps(page)].index(text) + 1
        step_button(page, n, "delete")
        page.wait(f"!recorder.steps.some(s => s.text === {json.dumps(text)})")
    check("steps can be deleted", not any(s["text"].startswith("style") for s in steps(page)), str([s["text"] for s in steps(page)]))
    if SCREENSHOT:
        cdp.call("Emulation.setDeviceMetricsOverride", page.session, width=1700, height=1500, deviceScaleFactor=1, mobile=False)
        time.sleep(0.5)
        shot = cdp.call("Page.captureScreenshot", page.session, format="png", clip={"x": 270, "y": 0, "width": 1040, "height": 830, "scale": 0.75})["data"]
        open(SCREENSHOT, "wb").write(base64.b64decode(shot))
        cdp.call("Emulation.clearDeviceMetricsOverride", page.session)
    page.js("document.getElementById('record').click()")
    page.wait("recorder.recording === false")
    recorded = final_texts(page)
    files = export(page)
    check("the export gives a script and a Swift test", bool(files) and "launch Podcasts" in files["script"] and "CarPlayTestSession" in files["test"],
          str(files)[:300])
    test = files["test"]
    check("the test taps by text, expects the marked texts and snapshots the marked screen",
          'try await car.tap("Open Roads")' in test and '#expect(car.texts.contains("Open Roads #30"))' in test
          and "assertSnapshot(of: car.screen, as: .svg)" in test and "await car.drive()" in test and "setStyle" not in test, test)
    check("the marked screen's reference comes with it", len(files["snapshots"]) == 1 and files["snapshots"][0]["svg"].startswith("<svg"))
    errors, went_back = replay(page, back_at=7)
    check("the script replays step by step without a failing step", not errors, str(errors))
    check("Previous goes back a step (the car starts again and plays the steps before)", went_back is True)
    replayed = final_texts(page)
    check("the replay ends on the same screen as the recording", replayed == recorded, f"{replayed} != {recorded}")
    page.js("document.getElementById('replayStop').click()")
    return files

def atlas(cdp):
    """A navigation app with a trip, in a car whose time runs SPEED times as fast."""
    car, address = car_process.start_headunit(HEADUNIT, "--speed", str(SPEED), timeout=30)
    try:
        page = Page(cdp, address)
        page.wait("document.querySelector('#screen svg')")
        page.js("document.getElementById('record').click()")
        page.wait("recorder.recording")
        page.js("[...document.querySelectorAll('#apps button')].find(b => b.textContent.startsWith('Atlas')).click()")
        check("Atlas opens on its map", bool(page.wait("document.querySelector('#screen svg').outerHTML.includes('Destinations')", timeout=90)))
        # Typed in the page's command line, as a developer does for the search template's keyboard and its results.
        for line in ["tap barButton 1", 'type "Cafe Engel"', "tap searchResult 0"]:
            page.js(f"document.getElementById('line').value = {json.dumps(line)}; document.getElementById('run').click()")
            page.wait(f"recorder.steps.some(s => s.text.startsWith({json.dumps(line.split()[0])}))")
            time.sleep(0.5)
        check("the trip preview shows Go", bool(page.wait(f"{SCREEN_TEXTS}.includes('Go')")),
              str((page.js(SCREEN_TEXTS), [s["text"] for s in steps(page)], page.js("document.getElementById('error').textContent"))))
        page.click_text("Go")
        hud = "document.getElementById('hud').textContent"
        check("guidance starts", bool(page.wait(f"{hud}.includes('maneuver0')")))
        # Up to three minutes: on a machine busy with builds (CI's other lane) the car's drive has lagged its clock, and 90 s
        # once ended the wait after 3,819 s of car time (a quiet machine arrives after about 2,100 s).
        check("the drive reaches the café (guidance ends)", bool(page.wait(f"!{hud}.includes('maneuver0') && {SCREEN_TEXTS}.includes('Destinations')", timeout=180)))
        # Longer parked at the café (25 s here, 1,000 s of car time): the replay must arrive within the recorded wait, and
        # the same trip has taken from about 760 s to 1,160 s of car time to arrive, run to run (not understood yet: see
        # docs/progress.md); CI runs this test beside the browser car's, and 2.5 s, then 10 s, were once too little.
        time.sleep(25)
        page.js("document.getElementById('record').click()")
        page.wait("recorder.recording === false")
        kept = steps(page)
        print(f"the trip's recorded steps: {[s['text'] for s in kept]}")
        check("the time the trip took is a step", any(s["wait"] and float(s["text"].split()[0]) > 60 for s in kept), str([s["text"] for s in kept]))
        mark_texts(page, len(kept), ["Destinations"])
        recorded = final_texts(page)
        files = export(page, "AtlasTrip")
        test = files["test"]
        check("the test searches, starts the trip and lets the car's time pass", 'try await car.type("Cafe Engel")' in test and "try await car.tap(\"Go\")" in test
              and re.search(r"await car\.advance\(by: \.(milli)?seconds\(\d+\)\)", test) is not None, test)
        # Straight through (Previous is checked with the list app: here it would drive the trip once more).
        errors, _ = replay(page)
        check("the trip replays step by step without a failing step", not errors, str(errors))
        replayed = final_texts(page)
        check("the replayed trip ends on the same screen", replayed == recorded, f"{replayed} != {recorded}")
        return files
    finally:
        car.kill()

def scratch_package(folder):
    """A package of its own, as a developer makes to try an exported test: a test target on this checkout's ReferenceApps,
    CarPlayTesting and CarPlaySnapshotTesting and swift-clocks (the test's `TestClock`). Built in SCRATCH, the build
    shared with Examples/ (and the new-user test): this checkout's modules are built there already."""
    identity = os.path.basename(ROOT)  # a path dependency is named after its folder
    product = lambda name, package=identity: f'.product(name: "{name}", package: "{package}")'
    open(os.path.join(folder, "Package.swift"), "w").write(f"""// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RecordedScratch",
    platforms: [.macOS(.v15), .iOS(.v17)],
    dependencies: [
        .package(path: {json.dumps(ROOT)}),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .testTarget(
            name: "RecordedTests",
            dependencies: [{product("ReferenceApps")}, {product("CarPlayTesting")}, {product("CarPlaySnapshotTesting")},
                           {product("Clocks", "swift-clocks")}],
            exclude: ["__Snapshots__"]
        ),
    ]
)
""")
    # The versions the shared build has checked out (Examples' resolution, else this package's): no new resolution.
    for resolved in [os.path.join(ROOT, "Examples", "Package.resolved"), os.path.join(ROOT, "Package.resolved")]:
        if os.path.exists(resolved):
            shutil.copy(resolved, os.path.join(folder, "Package.resolved")); break
    tests = os.path.join(folder, "Tests", "RecordedTests")
    os.makedirs(os.path.join(tests, "__Snapshots__"))
    return tests

def swift(folder, *args):
    """`swift …` in the scratch package, with the shared build; a snapshot that differs or is missing fails."""
    env = dict(os.environ, SNAPSHOT_TESTING_RECORD="never")
    return subprocess.run(["swift", *args, "--scratch-path", SCRATCH], cwd=folder, capture_output=True, text=True, env=env, timeout=1200)

def add_export(tests, files):
    open(os.path.join(tests, files["testFile"]), "w").write(files["test"])
    for snap in files["snapshots"]:
        p = os.path.join(tests, snap["path"])
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, "w").write(snap["svg"])

def run_exported(folder, tests, exports):
    """With the exported tests (and reference screens) in the scratch package, builds both in one build and runs both
    in one `swift test`."""
    for files in exports: add_export(tests, files)
    start = time.time()
    build = swift(folder, "build", "--build-tests")
    print(f"time: building the exported tests took {time.time() - start:.1f} s")
    check("the exported tests compile", build.returncode == 0, (build.stdout + build.stderr)[-3000:])
    if build.returncode != 0: return
    start = time.time()
    run = swift(folder, "test", "--skip-build")
    print(f"time: running them took {time.time() - start:.1f} s")
    out = run.stdout + run.stderr
    for files in exports:
        suite = files["testFile"][:-len(".swift")]
        check(f"the exported {suite} passes against the same app, unchanged", run.returncode == 0 and re.search(rf"Suite \"?{suite}\"? passed", out) is not None,
              out[-3000:])
    # SNAPSHOT_TESTING_RECORD=never: a missing or different reference fails the run instead of being written.
    written = sorted(os.path.relpath(os.path.join(d, f), tests) for d, _, fs in os.walk(tests) for f in fs)
    expected = sorted([f["testFile"] for f in exports] + [s["path"] for f in exports for s in f["snapshots"]])
    check("the run compared the references and wrote none", written == expected, str(written))

def terminal(files):
    """`headunit drive --script … --record …` plays the exported script and writes the same script and test."""
    folder = tempfile.mkdtemp(prefix="headunit-record-")
    try:
        script = os.path.join(folder, "podcasts.txt")
        open(script, "w").write(files["script"])
        again = os.path.join(folder, "again", "podcasts.txt")
        r = subprocess.run([HEADUNIT, "drive", "--script", script, "--record", again], capture_output=True, text=True, timeout=120)
        check("the terminal plays the exported script", r.returncode == 0, r.stderr[-1000:])
        if r.returncode != 0: return
        body = lambda s: [l for l in s.splitlines() if not l.startswith("#")]
        check("`drive --record` writes the same script", body(open(again).read()) == body(files["script"]), open(again).read())
        test = open(os.path.join(folder, "again", "RecordedPodcastsTests.swift")).read()
        check("… and the same test", test == files["test"], test)
        check("… with the marked screen's reference", os.path.exists(os.path.join(folder, "again", "__Snapshots__", "RecordedPodcastsTests", "recordedSession.1.svg")))
    finally:
        shutil.rmtree(folder, ignore_errors=True)

def main():
    car, address = car_process.start_headunit(HEADUNIT, timeout=30)
    browser, devtools = start_chromium()
    folder = tempfile.mkdtemp(prefix="headunit-recorded-")
    try:
        cdp = CDP(devtools)
        start = time.time()
        list_export = podcasts(cdp, address)
        car.kill()
        print(f"time: the list app's session took {time.time() - start:.1f} s")
        start = time.time()
        trip_export = atlas(cdp)
        print(f"time: the trip's session took {time.time() - start:.1f} s")
        start = time.time()
        terminal(list_export)
        print(f"time: the terminal's replay took {time.time() - start:.1f} s")
        # Not built while the trip runs: a busy machine slows the live car's trip (see SPEED).
        tests = scratch_package(folder)
        run_exported(folder, tests, [list_export, trip_export])
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        browser.kill(); car.kill()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

if __name__ == "__main__":
    main()
