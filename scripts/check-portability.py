#!/usr/bin/env python3
"""Fails on any Linux-only header, call or path used outside a platform guard, so the package builds on a Mac.

Usage: check-portability.py [FOLDER…]   (default: Sources Benchmarks Demos Plugins Tests)
       check-portability.py --self-test  (checks this checker on small samples, good and bad)

C and C headers: a Linux-only use must sit in a branch that only Linux compiles: `#if defined(__linux__)` (or `#ifdef
__linux__`, `__gnu_linux__`), possibly combined with `&&`, or the `#else` of an `#if defined(__APPLE__)`. Swift: `#if
os(Linux)`, `canImport(Glibc)`, `canImport(Musl)`, `os(Android)`, `!canImport(Darwin)` (with `&&`), or the `#else` of an
`#if canImport(Darwin)`/`os(macOS)`. Comments are not read. Prints each unguarded use as FILE:LINE: what; exits 1 if
there is one. Ours."""
import os, re, sys, tempfile

# Linux-only headers, functions, constants and paths (absent from, or different on, Darwin).
C_HEADERS = ["sys/timerfd.h", "link.h", "sys/epoll.h", "sys/eventfd.h", "sys/prctl.h", "sys/sysinfo.h", "sys/inotify.h",
             "sys/signalfd.h", "malloc.h", "features.h", "elf.h", "linux/", "asm/", "gnu/"]
IDENTIFIERS = ["timerfd_create", "timerfd_settime", "timerfd_gettime", "TFD_TIMER_ABSTIME", "TFD_NONBLOCK", "TFD_CLOEXEC",
               "dl_iterate_phdr", "dl_phdr_info", "ElfW", "PT_LOAD", "PF_X", "epoll_create", "epoll_create1", "epoll_ctl",
               "epoll_wait", "epoll_pwait", "eventfd", "signalfd", "inotify_init", "inotify_init1", "inotify_add_watch",
               "memfd_create", "process_vm_readv", "process_vm_writev", "prctl", "gettid", "sched_getcpu", "sysinfo",
               "get_nprocs", "getauxval", "malloc_usable_size", "mallinfo", "mallinfo2", "accept4", "pipe2", "dup3",
               "sendmmsg", "recvmmsg", "open64", "openat64", "fopen64", "lseek64", "stat64", "fstat64", "O_TMPFILE",
               "CLOCK_BOOTTIME", "CLOCK_TAI", "CLOCK_MONOTONIC_COARSE", "CLOCK_REALTIME_COARSE", "SOCK_CLOEXEC",
               "SOCK_NONBLOCK", "pthread_getattr_np", "pthread_condattr_setclock", "clock_nanosleep", "timer_create",
               "timer_settime", "sem_timedwait", "Glibc", "Musl"]
PATHS = ["/proc/", "/sys/fs/", "/dev/shm/"]

LINUX_GUARDS = {
    "c": [r"(?<!!)defined\s*\(\s*__linux__\s*\)", r"(?<!!)defined\s*\(\s*__gnu_linux__\s*\)", r"^\s*__linux__\s*$",
          r"!\s*defined\s*\(\s*__APPLE__\s*\)"],
    "swift": [r"(?<!!)os\(\s*Linux\s*\)", r"(?<!!)canImport\(\s*Glibc\s*\)", r"(?<!!)canImport\(\s*Musl\s*\)",
              r"(?<!!)os\(\s*Android\s*\)", r"!\s*canImport\(\s*Darwin\s*\)"],
}
DARWIN_CONDITIONS = {
    "c": r"^\s*(defined\s*\(\s*__APPLE__\s*\)|__APPLE__)\s*$",
    "swift": r"^\s*(canImport\(\s*Darwin\s*\)|os\(\s*(macOS|iOS|tvOS|watchOS|visionOS)\s*\)(\s*\|\|\s*os\(\s*(macOS|iOS|tvOS|watchOS|visionOS)\s*\))*)\s*$",
}


def is_linux_guard(condition, lang):
    if "||" in condition: return False
    return any(re.search(p, part.strip()) for part in condition.split("&&") for p in LINUX_GUARDS[lang])


def uses(code, lang):
    """The Linux-only things a line of code (comments removed) names."""
    found = []
    if lang == "c":
        m = re.match(r'\s*#\s*include\s*[<"]([^>"]+)[>"]', code)
        if m and any(m.group(1) == h or (h.endswith("/") and m.group(1).startswith(h)) for h in C_HEADERS):
            found.append(f"#include <{m.group(1)}>")
    for name in IDENTIFIERS:
        if re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", code):
            if lang == "c" and name in ("Glibc", "Musl"): continue
            found.append(name)
    for path in PATHS:
        if path in code: found.append(path)
    return found


def strip_comments(lines, lang):
    """The lines with // and /* */ comments blanked (strings are left alone: a path in a string is a use)."""
    out, in_block = [], False
    for line in lines:
        text, i, result = line, 0, ""
        while i < len(text):
            if in_block:
                end = text.find("*/", i)
                if end < 0: i = len(text); break
                in_block, i = False, end + 2
                continue
            if text.startswith("/*", i): in_block, i = True, i + 2; continue
            if text.startswith("//", i) and (i == 0 or text[i - 1] in " \t;{}(),"): break
            if text[i] == '"':  # skip a string literal (a // inside a string is not a comment)
                j = i + 1
                while j < len(text) and text[j] != '"': j += 2 if text[j] == "\\" else 1
                result += text[i:j + 1]; i = j + 1
                continue
            result += text[i]; i += 1
        out.append(result)
    return out


def check_file(path):
    lang = "swift" if path.endswith(".swift") else "c"
    with open(path, encoding="utf-8", errors="replace") as f: lines = strip_comments(f.read().split("\n"), lang)
    problems = []
    # A stack of conditional blocks: [guarded now, every earlier branch was a Darwin-only condition].
    stack = []
    directive = re.compile(r"\s*#\s*(if|ifdef|ifndef|elif|elseif|else|endif)\b(.*)") if lang == "c" else re.compile(r"\s*#(if|elseif|else|endif)\b(.*)")
    for number, code in enumerate(lines, 1):
        m = directive.match(code)
        if m:
            word, condition = m.group(1), m.group(2).strip()
            if word == "ifdef": word, condition = "if", f"defined({condition})"
            if word == "ifndef": word, condition = "if", f"!defined({condition})"
            if word == "if":
                stack.append([is_linux_guard(condition, lang), bool(re.match(DARWIN_CONDITIONS[lang], condition))])
            elif word in ("elif", "elseif") and stack:
                stack[-1] = [is_linux_guard(condition, lang), stack[-1][1] and bool(re.match(DARWIN_CONDITIONS[lang], condition))]
            elif word == "else" and stack:
                stack[-1] = [stack[-1][1], False]
            elif word == "endif" and stack:
                stack.pop()
            if word in ("if", "elif", "elseif"): continue  # a condition names platforms, it doesn't use them
        if any(frame[0] for frame in stack): continue
        for what in uses(code, lang):
            problems.append(f"{path}:{number}: {what} outside a Linux-only platform guard")
    return problems


def check(folders):
    problems = []
    for folder in folders:
        for root, dirs, files in os.walk(folder):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in sorted(files):
                if name.endswith((".c", ".h", ".swift")): problems += check_file(os.path.join(root, name))
    return problems


SAMPLES = {
    # name: (text, how many problems)
    "bad.c": ("#include <sys/timerfd.h>\n#include <link.h>\nint f(void) { return timerfd_create(1, 0); }\n"
              "int g(void) { return dl_iterate_phdr(0, 0); }\n", 4),
    "bad_else.c": ("#if defined(__linux__)\n#include <sys/timerfd.h>\n#else\nint x = CLOCK_BOOTTIME;\n#endif\n", 1),
    "bad_or.c": ("#if defined(__linux__) || defined(__APPLE__)\nint y = O_TMPFILE;\n#endif\n", 1),
    "good.c": ("// timerfd_create in a comment\n/* dl_iterate_phdr\n   <link.h> */\n#if defined(__linux__)\n#include <link.h>\n"
               "#if defined(__x86_64__)\nint a = TFD_TIMER_ABSTIME;\n#endif\n#endif\n#ifdef __APPLE__\nint b;\n#else\n"
               "int c = CLOCK_BOOTTIME;\n#endif\n#if defined(__linux__) && defined(__aarch64__)\nint d = timerfd_settime(0, 0, 0, 0);\n#endif\n", 0),
    "Bad.swift": ("import Glibc\nlet status = try String(contentsOfFile: \"/proc/self/status\")\n", 2),
    "BadElse.swift": ("#if os(Linux)\nimport Glibc\n#else\nlet t = timerfd_create(1, 0)\n#endif\n", 1),
    "Good.swift": ("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
                   "/// Reads /proc/self/status on Linux.\n#if os(Linux)\nlet s = \"/proc/self/status\"\n#endif\n"
                   "#if canImport(Darwin)\nlet t = 1\n#else\nlet u = CLOCK_BOOTTIME\n#endif\nlet url = \"http://127.0.0.1\" // /proc/ in a comment\n", 0),
}


def self_test():
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, (text, expected) in SAMPLES.items():
            with open(os.path.join(folder, name), "w") as f: f.write(text)
        for name, (text, expected) in SAMPLES.items():
            got = check_file(os.path.join(folder, name))
            ok = len(got) == expected
            failures += not ok
            print(f"{'✔' if ok else '✘'} self-test {name}: {len(got)} unguarded use(s), expected {expected}" + ("" if ok else f": {got}"))
        whole = check([folder])
        expected = sum(n for _, n in SAMPLES.values())
        failures += len(whole) != expected
        print(f"{'✔' if len(whole) == expected else '✘'} self-test: the folder scan finds {len(whole)} of {expected}")
    return failures


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        sys.exit(1 if self_test() else 0)
    folders = [a for a in sys.argv[1:]] or [d for d in ["Sources", "Benchmarks", "Demos", "Plugins", "Tests"] if os.path.isdir(d)]
    problems = check(folders)
    for p in problems: print(p)
    print(f"portability: {len(problems)} unguarded Linux-only use(s) in {', '.join(folders)}")
    sys.exit(1 if problems else 0)
