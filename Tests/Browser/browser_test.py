#!/usr/bin/env python3
"""Drives the live car in a real headless Chromium through the Chrome DevTools Protocol.

Usage: browser_test.py PATH/TO/headunit [--benchmark]
Starts `headunit --port 0`, opens the page in Chromium, and checks what a user does: open an app by clicking its
icon, tap a row, see the pushed template, switch to driving and see the list trimmed, turn the knob, send a
garbled message, watch from a second tab, take a screenshot. Ends with "N passed, N failed"."""
import json, os, re, subprocess, sys, tempfile, threading, time
import websocket  # PyPI: websocket-client
import car_process  # beside this file

HEADUNIT = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/headunit"
BENCHMARK = "--benchmark" in sys.argv
SOAK = "--soak" in sys.argv
passed, failed = 0, 0

def check(name, ok, detail=""):
    global passed, failed
    if ok: passed += 1; print(f"✔ {name}")
    else: failed += 1; print(f"✘ {name} {detail}")

def start_headunit(*extra): return car_process.start_headunit(HEADUNIT, *extra, timeout=30)

def chromium_binary():
    for name in ["chromium", "chromium-browser", "google-chrome"]:
        for d in os.environ.get("PATH", "").split(":"):
            if os.path.exists(os.path.join(d, name)): return os.path.join(d, name)
    raise SystemExit("chromium is not installed (Debian: apt-get install chromium)")

def start_chromium():
    profile = tempfile.mkdtemp(prefix="headunit-chromium-")
    p = subprocess.Popen([chromium_binary(), "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                          "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1400,1000", "about:blank"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = p.stderr.readline()
        m = re.search(r"DevTools listening on (ws://\S+)", line)
        if m:
            # Keep reading what Chromium logs (without D-Bus it logs a lot): a full pipe would block it mid-page.
            threading.Thread(target=lambda: [None for _ in p.stderr], daemon=True).start()
            return p, m.group(1)
    raise SystemExit("chromium did not start its DevTools endpoint")

class CDP:
    def __init__(self, url):
        self.ws = websocket.create_connection(url, timeout=30)
        self.next_id = 0
        self.events = []
    def call(self, method, session=None, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if session: msg["sessionId"] = session
        self.ws.send(json.dumps(msg))
        while True:
            reply = json.loads(self.ws.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply: raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

class Page:
    def __init__(self, cdp, url):
        self.cdp = cdp
        target = cdp.call("Target.createTarget", url=url)["targetId"]
        # Attach once the page has loaded: a session attached while the tab still shows its first about:blank can
        # stay with that document when the navigation moves the tab to another renderer process (newer Chromiums do).
        deadline = time.time() + 90
        while True:
            info = next((t for t in cdp.call("Target.getTargets")["targetInfos"] if t["targetId"] == target), {})
            loaded = info.get("url", "about:blank") != "about:blank" and info.get("title") not in (None, "", "about:blank", info.get("url"))
            if loaded or time.time() > deadline: break
            time.sleep(0.1)
        self.session = cdp.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        cdp.call("Page.enable", self.session)
        cdp.call("Runtime.enable", self.session)
    def js(self, expression):
        r = self.cdp.call("Runtime.evaluate", self.session, expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r: raise RuntimeError(r["exceptionDetails"])
        return r["result"].get("value")
    def wait(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            v = self.js(expression)
            if v: return v
            time.sleep(0.05)
        return None
    def click_text(self, text, within="#screen"):
        """Clicks, with a real mouse event, at the centre of the SVG text element showing `text`."""
        box = self.js(f"""(() => {{ const t = [...document.querySelectorAll({json.dumps(within + ' svg text')})].find(e => e.textContent === {json.dumps(text)});
            if (!t) return null; const r = t.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()""")
        if not box: return False
        for kind in ["mousePressed", "mouseReleased"]:
            self.cdp.call("Input.dispatchMouseEvent", self.session, type=kind, x=box[0], y=box[1], button="left", clickCount=1)
        return True
    def click_selector(self, selector):
        box = self.js(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect(); return [r.x + r.width/2, r.y + r.height/2]; }})()")
        for kind in ["mousePressed", "mouseReleased"]:
            self.cdp.call("Input.dispatchMouseEvent", self.session, type=kind, x=box[0], y=box[1], button="left", clickCount=1)
    def key(self, key, code):
        for kind in ["keyDown", "keyUp"]:
            self.cdp.call("Input.dispatchKeyEvent", self.session, type=kind, key=key, code=code, windowsVirtualKeyCode={"ArrowRight": 39, "Enter": 13}.get(key, 0))
    def svg(self):
        return self.js("document.querySelector('#screen svg')?.outerHTML || ''")
    def shows(self, text, timeout=10):
        """Whether the car screen's SVG comes to include `text` within `timeout` seconds."""
        return bool(self.wait(f"document.querySelector('#screen svg')?.outerHTML.includes({json.dumps(text)})", timeout))

def soak(car, address, count=10_000):
    """Bounded soak on loopback: `count` scripted interactions over the WebSocket; no error, flat memory."""
    origin = address.split("/?")[0].rstrip("/")  # the car's own page (other origins are refused)
    ws = websocket.create_connection(address.replace("http://", "ws://") + "ws", timeout=30, origin=origin)
    steps = ['{"type":"launch","app":"Podcasts"}', '{"type":"command","line":"tap \\"Open Roads\\""}',
             '{"type":"command","line":"drive"}', '{"type":"knob","action":"right"}', '{"type":"knob","action":"right"}',
             '{"type":"command","line":"back"}', '{"type":"command","line":"park"}', '{"type":"command","line":"tap Recent"}',
             '{"type":"command","line":"tap Library"}', '{"type":"command","line":"style dark"}', '{"type":"command","line":"style light"}',
             '{"type":"home"}']
    def exchange(n):
        errors = []
        for i in range(n):
            ws.send(steps[i % len(steps)])
            # Read what the car pushes until it is idle for a moment.
            ws.settimeout(0.2 if i % len(steps) == 0 else 0.02)
            try:
                while True:
                    m = json.loads(ws.recv())
                    if m.get("type") == "error": errors.append(m["message"])
            except websocket.WebSocketTimeoutException:
                pass
        return errors
    exchange(600)  # warm-up: every path once, caches filled
    before = car_process.rss_kb(car.pid)
    start = time.time()
    errors = exchange(count)
    elapsed = time.time() - start
    after = car_process.rss_kb(car.pid)
    growth = (after - before) / before * 100
    print(f"soak: {count} interactions in {elapsed:.1f} s, RSS {before / 1024:.1f} MB → {after / 1024:.1f} MB ({growth:+.1f}%), {len(errors)} errors")
    check("soak: no errors", not errors, str(errors[:3]))
    check("soak: memory grows less than 10%", growth < 10, f"{growth:.1f}%")
    ws.close()

def main():
    car, address = start_headunit()
    if SOAK:
        try:
            time.sleep(0.5)
            print(f"memory: the car with its reference apps uses {car_process.rss_kb(car.pid) / 1024:.1f} MB (RSS) before any tab connects")
            soak(car, address)
        finally:
            car.kill()
        print(f"{passed} passed, {failed} failed")
        sys.exit(1 if failed else 0)
    browser, devtools = start_chromium()
    try:
        cdp = CDP(devtools)
        page = Page(cdp, address)
        check("the page shows the home screen", bool(page.wait("document.querySelector('#screen svg') && [...document.querySelectorAll('#screen svg text')].some(t => t.textContent === 'Podcasts')")))
        apps_text = page.wait("document.getElementById('apps').textContent") or ""
        check("the apps panel lists Podcasts", "Podcasts" in apps_text)
        check("the page says why Weather is missing", "Weather — not shown: no CarPlay entitlement" in apps_text, apps_text)
        check("clicking the app icon opens it", page.click_text("Podcasts") and page.shows("Swift by Night"))
        page.click_text("Open Roads")
        check("tapping a row pushes the episodes", page.shows("Open Roads #30"))
        parked_rows = len(re.findall(r'data-element="t\d+\.s0\.r\d+"', page.svg()))
        page.click_selector("#driving")
        page.wait("document.getElementById('driving').className === 'on'")
        time.sleep(0.3)
        driving_rows = len(re.findall(r'data-element="t\d+\.s0\.r\d+"', page.svg()))
        events = page.js("document.getElementById('events').textContent")
        # Podcasts follows the car's limit itself (11 episodes and "More Episodes"), so the car has nothing to cut.
        check("driving: the app updates the list to the car's limit", "sections" in events and "trimmed" not in events, f"(events: {events[-300:]})")
        check("the rows shown fit the screen", 0 < driving_rows <= 12 and parked_rows > 0, f"({parked_rows} → {driving_rows})")
        page.js("document.getElementById('screen').focus()")
        page.key("ArrowRight", "ArrowRight")
        check("the knob moves the focus highlight", page.shows('stroke-width="3"'))
        page.key("Enter", "Enter")
        check("pressing the knob selects the focused element (the back button: back to the library)",
              page.shows("Mesh Radio Hour"))
        page.js("ws.send('garbage')")
        check("a garbled message gets an error reply", "not a JSON object" in (page.wait("document.getElementById('error').textContent") or ""))
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Nope'}))")
        check("an unknown app is refused with its reason", "no app named 'Nope'" in (page.wait("document.getElementById('error').textContent.includes('Nope') && document.getElementById('error').textContent") or ""))
        second = Page(cdp, address)
        check("a second tab sees the same car", second.shows("Open Roads"))
        page.click_text("Mesh Radio Hour")
        check("both tabs follow the car", second.shows("Mesh Radio Hour #8"))
        # Siri over Podcasts: Mesh answers in its own process, launched in the background for it, and Siri's answer shows.
        page.js("ws.send(JSON.stringify({type: 'command', line: 'siri \\\"send a message to Base Camp saying arriving at noon\\\"'}))")
        check("Siri asks Mesh in its process and shows its answer over Podcasts", page.shows("Message sent to Base Camp."),
              page.js("state.apps.map(a => a.name + ':' + a.running).join(' ')"))
        # A VoIP call: the simulated push rings through Voxa; the call screen is touched like any other.
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Voxa'}))")
        check("Voxa opens", page.shows("Recents"))
        page.js("ws.send(JSON.stringify({type: 'command', line: 'incoming-call \\\"Chloe\\\"'}))")
        check("an incoming call shows CarPlay's call screen", page.shows("Answer"))
        page.click_text("Answer")
        check("answering by touch shows the current call's buttons", page.shows("Keypad"))
        page.click_text("End")
        check("ending the call returns to the app, which lists the call", bool(page.wait("(s => !s.includes('Keypad') && !s.includes('Answer') && s.includes('Incoming'))(document.querySelector('#screen svg').outerHTML)")))
        # An app written for MediaPlayer's playable content API, browsed by the car.
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Airwaves'}))")
        check("a playable content app shows its root items as tabs", page.shows("Radio Helsinki"))
        # Widgets beside Dashboard: the Bites widget opens Bites on the car screen when touched.
        check("the widgets panel shows the installed apps' small widgets", bool(page.wait("document.querySelector('#widgets svg')?.outerHTML.includes('Helsinki') && document.querySelector('#widgets svg').outerHTML.includes('No order')")))
        page.js("(() => { const svg = document.querySelector('#widgets svg'); const r = svg.getBoundingClientRect(); const t = [...svg.querySelectorAll('text')].find(t => t.textContent === 'No order').getBoundingClientRect(); svg.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: t.x + 4, clientY: t.y + 4})); })()")
        check("touching a CarPlay app's widget opens the app in the car", page.shows("Nearby"))
        # An order placed in Bites' process: Bites keeps it in its app group, and asks WidgetCenter for a reload, which
        # crosses to the car; the car loads the widget's timeline, which reads the order from the group on the car's phone.
        page.click_text("Bites Kamppi")
        check("Bites lists the restaurant's orders", page.shows("Order Flat white"))
        page.click_text("Order Flat white")
        check("Bites asks to confirm the order", page.shows("Place Order"))
        page.click_text("Place Order")
        widgets = "(document.querySelector('#widgets svg')?.outerHTML || '')"
        check("the order placed in Bites' process shows on its widget on the car's widgets page",
              bool(page.wait(f"(w => !w.includes('>No order<') && w.includes('>Ready i'))({widgets})")), page.js(widgets)[-800:])
        # An automaker app: Velo shows only in Velo cars; its own UIKit screen is touched and focused like any other.
        page.js("(s => { s.value = 'velo-gt'; s.dispatchEvent(new Event('change')); })(document.getElementById('vehicleSelect'))")
        page.js("ws.send(JSON.stringify({type: 'home'}))")
        # Eleven apps don't fit the GT's 800×480 screen: the home screen pages them (the › arrow turns the page).
        for _ in range(3):
            if page.wait("[...document.querySelectorAll('#screen svg text')].some(t => t.textContent === 'Velo')", timeout=2): break
            page.click_text("›")
        check("choosing the Velo GT puts Velo on the home screen", bool(page.wait("[...document.querySelectorAll('#screen svg text')].some(t => t.textContent === 'Velo')")))
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Velo'}))")
        texts = "[...document.querySelectorAll('#screen svg text')].map(t => t.textContent)"
        check("Velo shows the GT's features only", bool(page.wait(f"(t => t.includes('Track') && t.includes('Comfort') && !t.includes('Battery'))({texts})")),
              page.js(f"{texts}.join('|')") + " / error: " + str(page.js("document.getElementById('error').textContent")))
        page.key("Enter", "Enter")
        check("the knob presses the focused control; the car's climate changes", bool(page.wait("document.getElementById('vehicleState').textContent.includes('Climate 20.5°')")))
        page.click_text("Track")
        check("touching a tab of the app's own screen switches the page", page.shows("Start Lap"))
        shot = cdp.call("Page.captureScreenshot", page.session, format="png")["data"]
        out = os.environ.get("BROWSER_SCREENSHOT", os.path.join(tempfile.gettempdir(), "headunit-browser.png"))
        import base64
        open(out, "wb").write(base64.b64decode(shot))
        check("a screenshot was taken", os.path.getsize(out) > 10_000, out)
        cross_origin(cdp, address)
        navigation(cdp)
        timer_countdown(cdp)
        apps_in_their_processes(cdp)
        crashing_app(cdp)
        crashing_app_in_its_own_process(cdp)
        if BENCHMARK:
            from browser_benchmark import benchmark  # beside this file; it imports this one's Page
            benchmark(cdp, address)
    finally:
        browser.kill(); car.kill()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

def navigation(cdp):
    """Atlas from search to arrival in a car whose time runs 20 times as fast, with the dashboard, the cluster and
    the HUD panels following, then a dashboard shortcut starting the next trip."""
    car, address = start_headunit("--speed", "20", "--launch", "Atlas")
    try:
        page = Page(cdp, address)
        screen = "(document.querySelector('#screen svg')?.outerHTML || '')"
        # Atlas reads its road network at launch: on a loaded machine (a debug build, another build beside it) its first
        # screen can take longer than the 10 s other steps get.
        check("Atlas opens on its map", bool(page.wait(f"{screen}.includes('Destinations')", timeout=90)))
        check("the dashboard offers two shortcuts", bool(page.wait("document.querySelector('#dashboard svg')?.querySelectorAll('text').length >= 2")))
        page.js("ws.send(JSON.stringify({type: 'command', line: 'tap barButton 1'}))")
        page.js("ws.send(JSON.stringify({type: 'command', line: 'type \\\"Cafe Engel\\\"'}))")
        check("search finds the café", bool(page.wait(f"{screen}.includes('Cafe Engel')")))
        page.js("ws.send(JSON.stringify({type: 'command', line: 'tap searchResult 0'}))")
        texts = "[...document.querySelectorAll('#screen svg text')].map(t => t.textContent)"
        check("the trip preview shows its route choices and Go", bool(page.wait(f"(t => t.includes('Go') && t.some(x => x.includes(' min')))({texts})")),
              str(page.js(texts)))
        page.js("ws.send(JSON.stringify({type: 'command', line: 'tap routeChoice 1'}))")
        time.sleep(0.3)
        page.click_text("Go")
        hud = "document.getElementById('hud').textContent"
        check("guiding: the HUD panel gets the maneuver metadata", bool(page.wait(f"{hud}.includes('maneuver0') && {hud}.includes('maneuverState')")),
              str(page.js(hud)))
        check("the cluster shows the guidance strip", bool(page.wait("(document.querySelector('#cluster svg')?.querySelectorAll('text').length || 0) >= 1")))
        before = page.js("document.querySelector('#cluster svg').outerHTML.length")
        page.click_selector("[data-cluster='zoom out']")
        page.click_selector("[data-cluster='zoom out']")
        check("zooming the cluster out from the car redraws it", bool(page.wait(f"document.querySelector('#cluster svg').outerHTML.length !== {before}")))
        # The side panel (now with the recorder) may be scrolled past the setting: the checkbox's own click.
        page.js("document.querySelector(\"[data-setting='speed-limit']\").click()")
        check("the car's speed limit setting reaches the app", bool(page.wait("document.getElementById('events').textContent.includes('cluster speed limit: off')")))
        # The drive takes 20-40 s of real time at --speed 20 on a quiet machine. The app's one-second ticks are sleeps
        # on the running clock, which a busy machine (CI builds beside this test) wakes late, so allow three minutes.
        check("the drive reaches the café (guidance ends)", bool(page.wait(f"!{hud}.includes('maneuver0') && {screen}.includes('Destinations')", timeout=180)),
              str(page.js(hud)))
        check("after arriving the dashboard offers its shortcuts again", bool(page.wait("document.querySelector('#dashboard svg')?.querySelectorAll('text').length >= 2")))
        # The car park shortcut (its title may be truncated on the card; its subtitle is "Parking").
        page.js("(() => { const svg = document.querySelector('#dashboard svg'); const t = [...svg.querySelectorAll('text')].find(t => t.textContent === 'Parking').getBoundingClientRect(); svg.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: t.x + t.width / 2, clientY: t.y + t.height / 2})); })()")
        check("a dashboard shortcut starts guidance", bool(page.wait(f"{hud}.includes('maneuver0')")),
              str(page.js("[...document.querySelectorAll('#dashboard svg text')].map(t => t.textContent)")))
    finally:
        car.kill()

def start_parking(page, opened):
    """Checks that Kerb shows its car parks (`opened`), then starts a session at Kerb Kamppi; returns the expression
    for the screen's texts."""
    texts = "[...document.querySelectorAll('#screen svg text')].map(t => t.textContent)"
    check(opened, bool(page.wait(f"{texts}.includes('Kerb Kamppi')")), str(page.js(texts)))
    page.js("ws.send(JSON.stringify({type: 'command', line: 'tap \\\"Kerb Kamppi\\\"'}))")
    page.wait(f"{texts}.includes('Start Parking')")
    page.js("ws.send(JSON.stringify({type: 'command', line: 'tap \\\"Start Parking\\\"'}))")
    return texts

def timer_countdown(cdp):
    """Kerb counts its parking session down with a repeating Foundation `Timer` (no injected clock): in a car whose
    time runs 10 times as fast, the minute it ticks takes 6 s, and the list shows it without any input."""
    car, address = start_headunit("--speed", "10", "--launch", "Kerb")
    try:
        page = Page(cdp, address)
        texts = start_parking(page, "Kerb opens on its car parks")
        check("the session starts at an hour", bool(page.wait(f"{texts}.includes('1 h 0 min')")), str(page.js(texts)))
        started = time.time()
        ticked = page.wait(f"{texts}.includes('59 min')", timeout=20)
        took = time.time() - started
        check("the Timer ticks on the car's clock: a minute later the list shows 59 min, unasked", bool(ticked), str(page.js(texts)))
        check("a car minute at --speed 10 takes about 6 s of real time", 3 <= took <= 15, f"{took:.1f} s")
    finally:
        car.kill()

def apps_in_their_processes(cdp):
    """`headunit serve` runs each app in a process of its own (the default), and the car composes what crosses them:
    Kerb's parking reminder, posted in Kerb's process while Podcasts is on screen, reaches the car's notifications;
    Atlas's Dashboard card shows the episode Podcasts plays in its process (recorder_test.py records and replays
    with app processes)."""
    car, address = start_headunit("--speed", "100", "--launch", "Kerb")
    try:
        page = Page(cdp, address)
        texts = start_parking(page, "Kerb opens on its car parks in its process")
        page.wait(f"!{texts}.includes('Start Parking')")
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Podcasts'}))")
        page.wait(f"{texts}.includes('Open Roads')")
        page.click_text("Open Roads")
        check("Podcasts lists its episodes", page.shows("Open Roads #28"))
        # Driving changes the car and reaches the app in its process: the tab gets both halves in one frame, never the
        # car's state saying "driving" while the app's screen (drawn in its process) still shows the car parked.
        driving_icon = """lines.some(l => l.includes('data-symbol="car"'))"""
        parked_icon = page.js(driving_icon)
        page.js("""window.__iconWhenDriving = null; ws.addEventListener('message', e => { const m = JSON.parse(e.data);
                   if (m.type === 'state' && m.driving && __iconWhenDriving === null) __iconWhenDriving = %s ? 'shown' : 'missing'; });""" % driving_icon)
        page.js("ws.send(JSON.stringify({type: 'command', line: 'drive'}))")
        when_driving = page.wait("__iconWhenDriving")
        check("driving: the tab hears it with the app's screen already showing the car driving",
              parked_icon is False and when_driving == "shown", f"(status bar's car when parked: {parked_icon}; when the state said driving: {when_driving})")
        page.js("ws.send(JSON.stringify({type: 'command', line: 'park'}))")
        page.wait("!state.driving")
        page.click_text("Open Roads #28")
        check("an episode plays: the car's audio is Podcasts'", bool(page.wait("state.audio === 'Podcasts'")), str(page.js("state.audio")))
        banners = "document.getElementById('banners').textContent"
        # 45 car minutes after the session started, 27 s of real time at --speed 100.
        check("Kerb's reminder from the background reaches the car", bool(page.wait(f"{banners}.includes('15 min of parking left')", timeout=90)),
              str(page.js(banners)))
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Atlas'}))")
        dashboard = "(document.querySelector('#dashboard svg')?.outerHTML || '')"
        check("Atlas's Dashboard card shows what Podcasts plays in its own process", bool(page.wait(f"{dashboard}.includes('>Open Roa') && {dashboard}.includes('>Ben K.<')", timeout=90)),
              page.js(dashboard)[-600:])
        check("three apps run, each in its process", page.js("state.apps.filter(a => a.running).length") == 3, str(page.js("state.apps.map(a => a.name + ':' + a.running).join(' ')")))
    finally:
        car.kill()

def crashing_app(cdp):
    """An app that raises an exception on a tap (GlitchCar: its Refresh row pushes the screen already shown) quits,
    and only it: the car runs on, shows the home screen with a banner, logs the exception, and opens the app afresh."""
    binary = os.path.join(os.path.dirname(HEADUNIT), "GlitchCar")
    car, address = car_process.start_headunit(binary, timeout=30)
    try:
        page = Page(cdp, address)
        svg = "(document.querySelector('#screen svg')?.outerHTML || '')"
        check("the glitchy app is on the home screen", bool(page.wait(f"{svg}.includes('>Glitch<')")))
        check("the findings panel is off by default", page.wait("document.getElementById('findings').textContent") == "off")
        page.js("document.getElementById('findingsSwitch').click()")  # the side panel may be scrolled: the button's own handler
        check("the Findings switch turns it on", bool(page.wait("document.getElementById('findingsSwitch').className === 'on'")))
        page.click_text("Glitch")
        check("it opens on its lots", bool(page.wait(f"{svg}.includes('Opened 0 times')")))
        page.click_text("Lot A")
        check("its own state changes", bool(page.wait(f"{svg}.includes('Opened 1 times')")))
        page.click_text("Refresh")
        check("the exception brings the car home with the banner", bool(page.wait(f"{svg}.includes('Glitch quit unexpectedly')")), page.svg()[-400:])
        time.sleep(0.3)
        check("the car is still running", car.poll() is None and bool(page.js("ws.readyState === 1")))
        # The exception and the quit in the event log, and the finding in the panel, are checked in LiveCarCrashTests
        # (Swift): in Chromium 156 the state panel sometimes lags the screen right after the crash, not understood yet.
        page.click_text("Glitch")
        check("opening it again starts a fresh instance", bool(page.wait(f"{svg}.includes('Opened 0 times')")), page.svg()[-400:])
    finally:
        car.kill()

def crashing_app_in_its_own_process(cdp):
    """With app processes (`GlitchCar --app-processes`): a trap and a frozen main thread each end Glitch's process only.
    The page shows the home screen with the banner, Steady (in its own process) kept counting, and Glitch opens afresh."""
    binary = os.path.join(os.path.dirname(HEADUNIT), "GlitchCar")
    car, address = car_process.start_headunit(binary, "--app-processes", "--app-answer-time", "3", timeout=30)
    try:
        page = Page(cdp, address)
        svg = "(document.querySelector('#screen svg')?.outerHTML || '')"
        check("app processes: both apps are on the home screen", bool(page.wait(f"{svg}.includes('>Glitch<') && {svg}.includes('>Steady<')")))
        page.click_text("Steady")
        check("app processes: Steady counts", bool(page.wait(f"{svg}.includes('Ticks 1')")), page.svg()[-300:])
        page.js("ws.send(JSON.stringify({type: 'home'}))")
        check("app processes: home shows again", bool(page.wait(f"{svg}.includes('>Glitch<')")))
        page.click_text("Glitch")
        check("app processes: Glitch opens", bool(page.wait(f"{svg}.includes('Opened 0 times')")), page.svg()[-300:])
        page.click_text("Lot A")
        check("app processes: its own state changes", bool(page.wait(f"{svg}.includes('Opened 1 times')")))
        page.click_text("Crash")
        check("app processes: a trap brings the car home with the banner", bool(page.wait(f"{svg}.includes('Glitch quit unexpectedly')")),
              page.svg()[-400:])
        check("app processes: the car is still running", car.poll() is None and bool(page.js("ws.readyState === 1")))
        # The banner names Glitch over the icons for a few seconds: open it by name rather than by a click there.
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Glitch'}))")
        check("app processes: Glitch starts afresh", bool(page.wait(f"{svg}.includes('Opened 0 times')")), page.svg()[-400:])
        page.js("ws.send(JSON.stringify({type: 'command', line: 'tap Freeze'}))")  # below the fold: the command box's way
        check("app processes: a frozen Glitch is ended and the car goes home", bool(page.wait(f"{svg}.includes('>Steady<')", timeout=15)),
              page.svg()[-400:])
        page.js("ws.send(JSON.stringify({type: 'launch', app: 'Steady'}))")  # the banner is over the icons again
        ticks = page.wait(f"(({svg}).match(/Ticks (\\d+)/) || [])[1]")
        check("app processes: Steady kept counting in its own process", ticks is not None and int(ticks) >= 3, f"(ticks: {ticks})")
    finally:
        car.kill()

def cross_origin(cdp, address):
    """A page the developer visits on another origin tries to drive the car: its WebSocket is refused (403), and
    its attempt to read the car's page is blocked by the browser."""
    import http.server
    port = int(address.rsplit(":", 1)[1].strip("/"))
    page_html = f"""<!doctype html><title>evil</title><script>
      const ws = new WebSocket("ws://127.0.0.1:{port}/ws");
      ws.onopen = () => {{ document.title = "opened"; ws.send(JSON.stringify({{type: "command", line: "lock"}})); }};
      ws.onclose = () => {{ if (document.title !== "opened") document.title = "refused"; }};
      fetch("http://127.0.0.1:{port}/").then(r => r.text()).then(() => document.body.dataset.read = "yes", () => document.body.dataset.read = "no");
    </script>""".encode()
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200); self.send_header("Content-Type", "text/html"); self.end_headers(); self.wfile.write(page_html)
        def log_message(self, *args): pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        evil = Page(cdp, f"http://127.0.0.1:{server.server_address[1]}/")
        title = evil.wait("document.title !== 'evil' && document.title", timeout=15)
        check("a page on another origin can't open the car's WebSocket", title == "refused", f"(title: {title})")
        check("nor read the car's page", evil.wait("document.body.dataset.read", timeout=10) == "no")
    finally:
        server.shutdown()

if __name__ == "__main__":
    main()
