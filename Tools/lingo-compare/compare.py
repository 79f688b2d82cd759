"""Compares LocPack's renders of Lingo JSON files with Lingo's own.

Usage: python3 Tools/lingo-compare/compare.py LINGO_SOURCES DIR [LOCPACK]

LINGO_SOURCES is a checkout of Lingo (github.com/miroslavkovac/Lingo, 4.x);
DIR a Localizations folder (one <locale>.json per locale). Every key of every
locale is rendered by both: texts with each %{name} given "A<name>" and, as
an integer, 1234567; plural objects with counts 0, 1, 2, 3, 5, 11, 12, 21,
22, 101, 111 and 1000000. Differences are printed, each with its class:
    plural-rule  Lingo's own rules pick another category than CLDR's;
    lingo-empty  Lingo picked a category the entry lacks and printed "";
    lingo-unsubstituted  Lingo left a %{name} it was given a value for (its
                 search range counts Characters where NSRegularExpression
                 counts UTF-16 units: text with combining marks or emoji);
    other        anything else (a real difference).
A summary line ends the output. Builds a small Swift package beside a copy of
LingoRender.swift in a temporary folder (SwiftPM, no network).
"""
import json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
lingo_sources, src = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
LOCPACK = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else os.path.join(HERE, "../../.build/debug/locpack")
work = tempfile.mkdtemp()
os.makedirs(os.path.join(work, "Sources/LingoRender"))
shutil.copy(os.path.join(HERE, "LingoRender.swift"), os.path.join(work, "Sources/LingoRender/main.swift"))
open(os.path.join(work, "Package.swift"), "w").write(f'''// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "LingoRender",
    dependencies: [.package(path: {json.dumps(lingo_sources)})],
    targets: [.executableTarget(name: "LingoRender", dependencies: [.product(name: "Lingo", package: {json.dumps(os.path.basename(lingo_sources))})])])
''')
subprocess.run(["swift", "build", "-c", "release", "--package-path", work], check=True, stdout=subprocess.DEVNULL)
render = os.path.join(work, ".build/release/LingoRender")

COUNTS = [0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 111, 1000000]
NAME = re.compile(r"%\{([^}]+)\}")
requests, kinds = [], []
for f in sorted(os.listdir(src)):
    if not f.endswith(".json"): continue
    locale = f.split(".")[0]
    # Foundation's JSONSerialization, which Lingo and LocPack read with, accepts a trailing comma.
    text = re.sub(r",(\s*[}\]])", r"\1", open(os.path.join(src, f), encoding="utf-8").read())
    try: data = json.loads(text)
    except Exception as e: print(f"skipped {f}: {e}"); continue
    for key, value in sorted(data.items()):
        if isinstance(value, str):
            names = sorted(set(NAME.findall(value)))
            for params in ({n: "A" + n for n in names}, {n: 1234567 for n in names}):
                requests.append({"key": key, "locale": locale, "params": params}); kinds.append(None)
        elif isinstance(value, dict):
            names = sorted(set(n for t in value.values() if isinstance(t, str) for n in NAME.findall(t)) - {"count"})
            for count in COUNTS:
                params = {n: "A" + n for n in names}; params["count"] = count
                requests.append({"key": key, "locale": locale, "params": params}); kinds.append(value)
lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
default = "en"
theirs = subprocess.run([render, src, default], input=lines, capture_output=True, text=True).stdout.splitlines()
theirs = [json.loads(l)["text"] for l in theirs if l.startswith('{"text"')]
bundle = os.path.join(work, "b.locpack")
subprocess.run([LOCPACK, "build", "--format", "lingo", "--source-language", default, src, "-o", bundle], check=True,
               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
ours_out = subprocess.run([LOCPACK, "render", bundle, "--requests", "-"], input=lines, capture_output=True, text=True).stdout
ours = [json.loads(l).get("text") for l in ours_out.splitlines() if l.strip()]
assert len(theirs) == len(requests) == len(ours), (len(theirs), len(requests), len(ours))
classes = {"same": 0, "plural-rule": 0, "lingo-empty": 0, "lingo-unsubstituted": 0, "other": 0}
for request, forms, a, b in zip(requests, kinds, theirs, ours):
    if a == b: classes["same"] += 1; continue
    if any("%{" + n + "}" in a for n in request["params"]): cls = "lingo-unsubstituted"
    elif forms is None: cls = "other"
    elif a == "": cls = "lingo-empty"
    else:
        filled = {NAME.sub(lambda m: str(request["params"].get(m.group(1), m.group(0))), t) for t in forms.values()}
        cls = "plural-rule" if a in filled and b in filled else "other"
    classes[cls] += 1
    print(f"{cls}: {request['locale']} {request['key']} {json.dumps(request['params'], ensure_ascii=False)}: lingo {a!r} locpack {b!r}")
print(f"{len(requests)} renders: " + ", ".join(f"{v} {k}" for k, v in classes.items()))
shutil.rmtree(work)
