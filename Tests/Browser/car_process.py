"""The live car as a process, for the browser and hostile-input tests: start it, read its memory."""
import re, subprocess, tempfile, time

def start_headunit(binary, *extra, timeout=60):
    """Starts `headunit --port 0` (plus `extra`); returns the process and the address it prints. Its standard error
    (refusals it logs) goes to a file, `process.stderr_path`, so a long run never fills a pipe nobody reads."""
    log = tempfile.NamedTemporaryFile(prefix="headunit-stderr-", suffix=".log", delete=False)
    p = subprocess.Popen([binary, "--port", "0", *extra], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True)
    p.stderr_path = log.name
    deadline = time.time() + timeout
    while time.time() < deadline:
        line = p.stdout.readline()
        m = re.search(r"the car is at (http://\S+)", line)
        if m: return p, m.group(1)
    raise SystemExit("headunit did not print its address")

def stderr_tail(p, n=2000):
    with open(p.stderr_path, errors="replace") as f: return f.read()[-n:]

def rss_kb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"): return int(line.split()[1])
    return 0
