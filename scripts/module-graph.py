#!/usr/bin/env python3
"""The module graph of this package, drawn from Package.swift, at the top of ARCHITECTURE.md.

Usage: module-graph.py [--check | --write | --self-test]
Reads `swift package dump-package` (the manifest as SwiftPM reads it, no build, no network) and draws each target of
`Sources/` in its layer (`Sources/<layer>/<target>`, bottom up as Package.swift's `layers` lists them) with the
targets and packages it depends on, as a Mermaid flowchart between ARCHITECTURE.md's two `module-graph` markers.
`--write` rewrites that block; `--check` (the default, run by scripts/test.sh) fails when the block differs from the
manifest, and on the rules the layers stand for:
- a target depends only on targets of its own layer or the layers below it;
- the harness (`CarPlayTesting`) reaches neither the live car's server nor a command-line parser, so a user's tests
  build neither;
- a target names every module of this package its sources import, and those re-exported to it (`@_exported import`),
  and a library product lists what its target re-exports: SwiftPM recompiles a target only when a module it names
  changes (swiftlang/swift-package-manager#10483). The graph leaves out the edges a re-export implies.
Ends with "N passed, N failed"."""
import json, os, re, subprocess, sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(REPO, "ARCHITECTURE.md")
BEGIN = "<!-- module-graph: drawn from Package.swift by scripts/module-graph.py --write; CI checks it -->"
END = "<!-- /module-graph -->"
# What the harness must not reach (issue 52): the live car's server and its web stack, the command-line parser.
HARNESS_NEVER = {"CarPlayServer", "Hummingbird", "HummingbirdWebSocket", "NIOCore", "NIOHTTP1", "NIOWebSocket", "ArgumentParser"}


def manifest():
    out = subprocess.run(["swift", "package", "dump-package"], cwd=REPO, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"error: swift package dump-package failed:\n{out.stderr}")
    return json.loads(out.stdout)


def layer_order():
    """The layers in the order Package.swift's `layers` lists them (bottom up)."""
    text = open(os.path.join(REPO, "Package.swift")).read()
    start = text.index("let layers:")
    order = []
    for line in text[start:].splitlines()[1:]:
        line = line.strip()
        if line == "]":
            break
        if line.startswith('"') and '":' in line:
            order.append(line.split('"')[1])
    return order


def graph(package):
    """(layers: {layer: [target]}, edges: [(from, to, note)], products: {external product}) for the targets in Sources/."""
    layers, edges, externals = {}, [], set()
    ours = {}
    for t in package["targets"]:
        path = t.get("path") or ""
        parts = path.split("/")
        if t["type"] == "test" or len(parts) != 3 or parts[0] != "Sources":
            continue
        ours[t["name"]] = parts[1]
        layers.setdefault(parts[1], []).append(t["name"])
    for t in package["targets"]:
        if t["name"] not in ours:
            continue
        for dep in t.get("dependencies", []):
            kind, value = next(iter(dep.items()))
            name, note = value[0], ""
            condition = value[-1] if isinstance(value[-1], dict) else None
            if condition and condition.get("platformNames"):
                note = ", ".join(condition["platformNames"])
            if kind == "product":
                externals.add(name)
            edges.append((t["name"], name, note))
    return layers, edges, externals, ours


# An import line: attributes (`@_exported`, `@testable`, `@preconcurrency`…), an access level, a declaration kind.
IMPORT = re.compile(r"^[ \t]*((?:@\w+(?:\([^)\n]*\))?[ \t]+)*)(?:(?:public|package|internal|fileprivate|private)[ \t]+)?import[ \t]+"
                    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)[ \t]+)?(\w+)", re.M)


def source_imports(package):
    """{target: {module of this package: re-exported?}} from its sources' import lines (multi-line strings left out:
    the code a scaffold writes isn't the target's own)."""
    names = {t["name"] for t in package["targets"]}
    found = {}
    for t in package["targets"]:
        default = os.path.join("Tests" if t.get("type") == "test" else "Sources", t["name"])
        folder = os.path.join(REPO, t.get("path") or default)
        imports = found.setdefault(t["name"], {})
        for root, _, files in os.walk(folder):
            for f in files:
                if not f.endswith(".swift"):
                    continue
                text = re.sub(r'"""[\s\S]*?"""', "", open(os.path.join(root, f)).read())
                for m in IMPORT.finditer(text):
                    module = m.group(2)
                    if module in names and module != t["name"]:
                        imports[module] = imports.get(module, False) or "@_exported" in m.group(1)
    return found


def source_reexports(imports):
    """{target: [targets of this package its sources re-export]}, from `source_imports`."""
    return {t: [m for m, exported in found.items() if exported] for t, found in imports.items() if any(found.values())}


def named(target):
    """The modules of this package a target's manifest entry names (its dependencies less other packages' products)."""
    return {next(iter(d.values()))[0] for d in target.get("dependencies", []) if "product" not in d}


def unimported(package, imports):
    """Targets whose sources import a module of this package they don't name: [detail]."""
    missing = []
    for t in package["targets"]:
        lacking = sorted(set(imports.get(t["name"], {})) - named(t))
        if lacking:
            missing.append(f"  target {t['name']} imports {lacking} without naming them")
    return missing


def reexported(name, reexports):
    """Everything `name` re-exports, through what those re-export too."""
    return closure(name, [(source, module, "") for source, modules in reexports.items() for module in modules])


def unnamed_reexports(package, reexports):
    """Targets and library products that reach a module through a re-export without naming it: [detail]."""
    missing = []
    for t in package["targets"]:
        names = named(t)
        for name in sorted(names):
            lacking = sorted(m for m in reexported(name, reexports) if m not in names and m != t["name"])
            if lacking:
                missing.append(f"  target {t['name']} names {name} but not {lacking}")
    for p in package["products"]:
        if "library" not in p["type"]:
            continue
        for name in p["targets"]:
            lacking = sorted(m for m in reexported(name, reexports) if m not in p["targets"])
            if lacking:
                missing.append(f"  product {p['name']} lists {name} but not {lacking}")
    return missing


def drawn(edges, reexports):
    """The edges less those a re-export implies (the target also names a module that re-exports the other)."""
    named = {}
    for source, target, _ in edges:
        named.setdefault(source, set()).add(target)
    return [(s, t, n) for s, t, n in edges if not any(t in reexported(r, reexports) for r in named[s] if r != t)]


def node(name):
    return name.replace("-", "_")


def draw(layers, edges, externals, order):
    lines = ["```mermaid", "flowchart BT"]
    for layer in order:
        lines.append(f"    subgraph {layer}")
        for name in layers.get(layer, []):
            lines.append(f"        {node(name)}[{name}]")
        lines.append("    end")
    lines.append("    subgraph Packages")
    for name in sorted(externals):
        lines.append(f"        {node(name)}([{name}])")
    lines.append("    end")
    for source, target, note in edges:
        arrow = f"-- {note} -->" if note else "-->"
        lines.append(f"    {node(source)} {arrow} {node(target)}")
    lines.append("```")
    return "\n".join(lines)


def closure(start, edges):
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        for source, target, _ in edges:
            if source == name and target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def problems(layers, edges, ours, order):
    """What breaks the layers' rules: (rule, detail) for each rule broken."""
    found = []
    unknown = sorted(set(layers) - set(order))
    if unknown:
        found.append(("every folder of Sources/ is a layer Package.swift lists", f"  not listed: {unknown}"))
    rank = {layer: i for i, layer in enumerate(order)}
    upward = [f"  {s} ({ours[s]}) → {t} ({ours[t]})" for s, t, _ in edges
              if t in ours and s in ours and rank.get(ours[t], len(order)) > rank.get(ours[s], len(order))]
    if upward:
        found.append(("no target depends on a layer above its own", "\n".join(upward)))
    reached = closure("CarPlayTesting", edges) & HARNESS_NEVER
    if reached:
        found.append(("CarPlayTesting reaches neither the server nor a command-line parser", f"  reaches {sorted(reached)}"))
    return found


def self_test():
    """The rules on small graphs: each broken once, and a graph that keeps them."""
    order = ["Low", "High"]
    ours = {"A": "Low", "B": "High", "CarPlayTesting": "High"}
    layers = {"Low": ["A"], "High": ["B", "CarPlayTesting"]}
    cases = [
        ([("B", "A", "")], 0),
        ([("A", "B", "")], 1),
        ([("CarPlayTesting", "B", ""), ("B", "ArgumentParser", "")], 1),
        ([("B", "A", "")], 1, {**layers, "Stray": ["C"]}),
    ]
    for case in cases:
        edges, expected = case[0], case[1]
        got = len(problems(case[2] if len(case) > 2 else layers, edges, ours, order))
        if got != expected:
            sys.exit(f"module-graph self-test: {edges} broke {got} rules, not {expected}")
    shim = {"name": "Shim", "dependencies": [{"byName": ["Core", None]}]}
    user = {"name": "User", "dependencies": [{"byName": ["Shim", None]}]}
    named = {"name": "User", "dependencies": [{"byName": ["Shim", None]}, {"byName": ["Core", None]}]}
    product = {"name": "Shim", "type": {"library": ["automatic"]}, "targets": ["Shim"]}
    reexports = {"Shim": ["Core"]}
    for targets, products, expected in [([shim, user], [], 1), ([shim, named], [], 0), ([shim, named], [product], 1),
                                        ([shim, named], [{**product, "targets": ["Shim", "Core"]}], 0)]:
        got = len(unnamed_reexports({"targets": targets, "products": products}, reexports))
        if got != expected:
            sys.exit(f"module-graph self-test: {targets} / {products} gave {got} unnamed re-exports, not {expected}")
    for line, expected in [("import Core", ("Core", False)), ("@testable import Core", ("Core", False)),
                           ("@_exported public import Core", ("Core", True)), ("  @_exported import struct Core.T", ("Core", True)),
                           ("@preconcurrency @_exported import Core", ("Core", True)), ("let important = 1", None)]:
        m = IMPORT.search(line)
        got = (m.group(2), "@_exported" in m.group(1)) if m else None
        if got != expected:
            sys.exit(f"module-graph self-test: '{line}' read as {got}, not {expected}")
    if unimported({"targets": [user]}, {"User": {"Core": False}}) == [] or unimported({"targets": [named]}, {"User": {"Core": False}}):
        sys.exit("module-graph self-test: an import not named was missed, or a named one reported")
    if drawn([("User", "Shim", ""), ("User", "Core", "")], reexports) != [("User", "Shim", "")]:
        sys.exit("module-graph self-test: the edge a re-export implies was drawn")
    print("module-graph self-test: 4 graphs, 6 manifests, 6 import lines and a drawing judged as expected")


def main():
    if "--self-test" in sys.argv:
        return self_test()
    write = "--write" in sys.argv
    package = manifest()
    order = layer_order()
    layers, edges, externals, ours = graph(package)
    imports = source_imports(package)
    reexports = source_reexports(imports)
    block = BEGIN + "\n" + draw(layers, drawn(edges, reexports), externals, order) + "\n" + END
    passed = failed = 0

    def check(name, ok, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
            print(f"✔ {name}")
        else:
            failed += 1
            print(f"✘ {name}\n{detail}")

    broken = problems(layers, edges, ours, order)
    for rule, detail in broken:
        check(rule, False, detail)
    if not broken:
        check("the layers' rules hold (each target on its layer or below; the harness without server or parser)", True)
    missing = unimported(package, imports) + unnamed_reexports(package, reexports)
    check("each target names the modules it imports and those re-exported to it, each library product what it re-exports",
          not missing,
          "\n".join(missing))

    text = open(DOC).read()
    if BEGIN not in text or END not in text:
        check("ARCHITECTURE.md has the module graph's markers", False, f"  add {BEGIN} … {END} (or run --write)")
    else:
        current = text[text.index(BEGIN):text.index(END) + len(END)]
        if write and current != block:
            open(DOC, "w").write(text.replace(current, block))
            print("ARCHITECTURE.md: module graph rewritten")
        else:
            import difflib
            diff = "\n".join(difflib.unified_diff(current.splitlines(), block.splitlines(), "ARCHITECTURE.md", "Package.swift", lineterm=""))
            check("ARCHITECTURE.md's module graph is Package.swift's", current == block,
                  diff + "\n  run scripts/module-graph.py --write")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
