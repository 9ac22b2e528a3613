#!/usr/bin/env python3
"""The browser car's input → screen time, for `browser_test.py PATH/TO/headunit --benchmark`: a `drive`/`park`
command sent from the page 200 times, timed in the page until the screen's SVG changed, with 1 and then 10 tabs of
the same car open. Prints p50 and p99 for each."""
import json
from browser_test import Page


def benchmark(cdp, address):
    """Input → handler → template change → diff → push → DOM updated, timed in the page, with 1 and 10 tabs."""
    for tabs in [1, 10]:
        pages = [Page(cdp, address) for _ in range(tabs)]
        for p in pages: p.wait("document.querySelector('#screen svg')")
        main = pages[0]
        main.js("""window.__t = []; window.__seen = 0; new MutationObserver(() => { const v = +document.getElementById('screen').dataset.version;
                   if (v !== window.__seen) { window.__seen = v; if (window.__t0) { window.__t.push(performance.now() - window.__t0); window.__t0 = 0; } } })
                   .observe(document.getElementById('screen'), {childList: true});""")
        samples = []
        for i in range(200):
            main.js("window.__t0 = performance.now(); ws.send(JSON.stringify({type: 'command', line: %s}));" % json.dumps("drive" if i % 2 == 0 else "park"))
            main.wait("window.__t0 === 0", timeout=5)
        samples = sorted(main.js("window.__t"))
        if samples:
            p50 = samples[len(samples) // 2]; p99 = samples[min(len(samples) - 1, len(samples) * 99 // 100)]
            print(f"benchmark: {tabs} tab(s): input → updated screen p50 {p50:.1f} ms, p99 {p99:.1f} ms over {len(samples)} changes")
        for p in pages: cdp.call("Target.closeTarget", targetId=cdp.call("Target.getTargetInfo", p.session)["targetInfo"]["targetId"])
