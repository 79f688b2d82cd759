"""Compares LocPack's renders of Android string resources with what Android
itself gives: the values aapt2 compiles (read back with `aapt dump --values`)
and, for format strings, Java's String.format on them.

Usage: python3 Tools/android-compare/compare.py DIR [LOCPACK]

DIR is searched for res/values*/ folders (every module's); their <string>,
<plurals> and <string-array> resources are merged into one res folder as
Gradle merges them. Definitions aapt2 refuses are dropped (each printed) until
it compiles and links. Every string and array item of a locale folder is then
rendered by LocPack (format strings with the arguments 1234567, 0.125, true or
"A<n>" by conversion) and compared; the differences and a summary line are
printed. Plural selection is not compared (Java has no CLDR plural rules).

Needs aapt2, aapt, java and Android's framework resources:
    apt-get install android-sdk-build-tools android-framework-res openjdk-17-jdk-headless
"""
import os, re, sys, json, shutil, subprocess, tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
LOCPACK = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "../../.build/debug/locpack")
for tool in ("aapt2", "aapt", "java", "javac"):
    if shutil.which(tool) is None:
        sys.exit(f"compare.py: {tool} is missing (apt-get install android-sdk-build-tools android-framework-res openjdk-17-jdk-headless)")
FRAMEWORK = "/usr/share/android-framework-res/framework-res.apk"
src = sys.argv[1]
work = tempfile.mkdtemp()
subprocess.run(["javac", "-d", work, os.path.join(HERE, "JavaFormat.java")], check=True)
res = os.path.join(work, "res")
ET.register_namespace("xliff", "urn:oasis:names:tc:xliff:document:1.2")
# Only strings, plurals and arrays of values folders, every res folder merged into one.
keep = {"string", "plurals", "string-array"}
seen = {}
written = 0
for root, dirs, files in sorted(os.walk(src)):
    folder = os.path.basename(root)
    if not folder.startswith("values"): continue
    for f in files:
        if not f.endswith(".xml"): continue
        try: tree = ET.parse(os.path.join(root, f))
        except Exception: continue
        r = tree.getroot()
        if r.tag != "resources": continue
        for child in list(r):
            name = child.get("name")
            if child.tag not in keep or (folder, child.tag, name) in seen: r.remove(child); continue
            if child.get("product") not in (None, "default"): r.remove(child); continue
            seen[(folder, child.tag, name)] = True
        if len(r) == 0: continue
        os.makedirs(os.path.join(res, folder), exist_ok=True)
        # One file per source file (modules' files share names: strings.xml).
        written += 1
        out = os.path.join(res, folder, "%d_%s" % (written, f))
        tree.write(out, encoding="utf-8", xml_declaration=True)
open(os.path.join(work, "AndroidManifest.xml"), "w").write('<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.cmp"/>')
# aapt2 refuses files with errors: drop the definitions it names until it compiles and links.
for attempt in range(200):
    c = subprocess.run(["aapt2", "compile", "--dir", res, "-o", work + "/res.zip"], capture_output=True, text=True)
    l = None
    if c.returncode == 0:
        l = subprocess.run(["aapt2", "link", "-I", FRAMEWORK, "--manifest", work + "/AndroidManifest.xml", "-o", work + "/out.apk", work + "/res.zip"], capture_output=True, text=True)
        if l.returncode == 0: break
    err = (c.stderr if c.returncode else l.stderr)
    errors = [line for line in err.split("\n") if "error" in line and re.search(r"/\S+\.xml:\d+", line)]
    m = re.search(r"(/\S+\.xml):(\d+)", errors[0]) if errors else None
    if not m:
        print("aapt2 failed:", err[:500]); sys.exit(1)
    path, line = m.group(1), int(m.group(2))
    lines = open(path, encoding="utf-8").read().split("\n")
    text = "\n".join(lines)
    tree = ET.parse(path); r = tree.getroot()
    # The resource whose element starts at or before that line.
    import xml.parsers.expat
    starts = []
    p = xml.parsers.expat.ParserCreate()
    depth = [0]
    def start(n, a):
        depth[0] += 1
        if depth[0] == 2: starts.append((p.CurrentLineNumber, a.get("name")))
    def end(n): depth[0] -= 1
    p.StartElementHandler = start; p.EndElementHandler = end
    p.Parse(text.encode("utf-8"), True)
    victim = max((s for s in starts if s[0] <= line), default=None)
    if victim is None: os.remove(path); continue
    for child in list(r):
        if child.get("name") == victim[1]: r.remove(child)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    print("aapt2 refuses", os.path.basename(os.path.dirname(path)), victim[1], "—", errors[0][-160:], file=sys.stderr)
else:
    print("gave up"); sys.exit(1)

dump = subprocess.run(["aapt", "dump", "--values", "resources", work + "/out.apk"], capture_output=True).stdout.decode("utf-8", "replace")
def unescape(s):
    out = []; i = 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"n": "\n", '"': '"', "\\": "\\", "t": "\t"}.get(s[i+1], "\\" + s[i+1])); i += 2
        else: out.append(s[i]); i += 1
    return "".join(out)
values = {}  # (name, config) -> text or ("ref", id)
ids = {}
config = None
current = None
lines = dump.split("\n")
for i, line in enumerate(lines):
    m = re.match(r"\s+config (.*):$", line)
    if m: config = m.group(1); continue
    m = re.match(r"\s+resource (0x[0-9a-f]+) [\w.]+:(string|array)/(\S+): t=0x(\w+) d=0x(\w+)", line)
    if m:
        ids[m.group(1)] = m.group(3)
        if m.group(2) == "string" and m.group(4) == "03":
            n = lines[i+1].strip()
            mm = re.match(r'\((?:string8|string16)\) "(.*)"$', n, re.S)
            if mm: values[(m.group(3), config)] = unescape(mm.group(1))
        continue
    m = re.match(r"\s+resource (0x[0-9a-f]+) [\w.]+:array/(\S+): <bag>", line)
    if m:
        current = (m.group(2), config); ids[m.group(1)] = m.group(2); continue
    m = re.match(r"\s+#(\d+) \(Key=0x02\w+\): \((?:string8|string16)\) \"(.*)\"$", line)
    if m and current:
        values[(current[0] + "." + m.group(1), current[1])] = unescape(m.group(2))

def locale(config):
    if config == "(default)": return "en"
    parts = config.split("-")
    if parts[0].startswith("b+"):
        tags = parts[0][2:].split("+"); rest = parts[1:]
    else:
        tags = [parts[0]]; rest = parts[1:]
        if rest and rest[0].startswith("r") and len(rest[0]) == 3: tags.append(rest[0][1:]); rest = rest[1:]
    if rest or not re.match(r"^[a-z]{2,3}$", tags[0]): return None
    tags[0] = {"iw": "he", "in": "id", "ji": "yi"}.get(tags[0], tags[0])
    return "-".join(tags)

bundle = work + "/b.locpack"
b = subprocess.run([LOCPACK, "build", res, "-o", bundle, "--quiet"], capture_output=True, text=True)
if b.returncode: print(b.stderr[-2000:]); sys.exit(1)
conv = re.compile(r"%(\d+\$|<)?([-#+ 0,(]*)(\d+)?(\.\d+)?([a-zA-Z%])")
def arg_types(fmt):
    types = {}; ordinary = 0; prev = None
    for m in conv.finditer(fmt):
        c = m.group(5)
        if c in "%n": continue
        if m.group(1) == "<": idx = prev
        elif m.group(1): idx = int(m.group(1)[:-1])
        else: ordinary += 1; idx = ordinary
        prev = idx
        t = "d" if c in "dxXo" else "f" if c in "feEgG" else "b" if c in "bB" else "s"
        types.setdefault(idx, t)
    if not types: return []
    return [types.get(i, "s") for i in range(1, max(types) + 1)]
keys = sorted(set(k for k, _ in values))
requests = []; expect = []; java_in = []
for (key, config), text in sorted(values.items()):
    loc = locale(config)
    if loc is None: continue
    default = values.get((key, "(default)"))
    if default is None: continue
    types = arg_types(default)
    if " " in "".join(m.group(2) for m in conv.finditer(default)) or "%" not in default: types = []
    args = [1234567 if t == "d" else 0.125 if t == "f" else True if t == "b" else "A%d" % (i + 1) for i, t in enumerate(types)]
    requests.append({"key": key, "locale": loc, "args": [("true" if a is True else a) for a in args]})
    expect.append((key, loc, text, types))
    java_in.append("%s\t%s\t%s" % (loc, text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t"), ",".join(types)))
java = subprocess.run(["java", "-cp", work, "JavaFormat"], input="\n".join(java_in) + "\n", capture_output=True, text=True).stdout.split("\n")
r = subprocess.run([LOCPACK, "render", bundle, "--requests", "-"], input="\n".join(json.dumps(x) for x in requests) + "\n", capture_output=True, text=True)
outs = [json.loads(x) for x in r.stdout.strip().split("\n")]
same = differ = javaerr = missing = 0
missed = {}
shown = 0
for (key, loc, text, types), out, j in zip(expect, outs, java):
    if types:
        if not j.startswith("OK\t"): javaerr += 1; continue
        want = j[3:].replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")
    else:
        want = text
    got = out.get("text")
    if out.get("locale") and out["locale"] != loc and loc != "en":
        missing += 1; missed[(loc, out.get("locale"))] = missed.get((loc, out.get("locale")), 0) + 1; continue
    if got == want: same += 1
    else:
        differ += 1
        if shown < 25: print("DIFF", key, loc, repr(want)[:120], "| locpack:", repr(got)[:120]); shown += 1
print(sorted(missed.items(), key=lambda x: -x[1])[:12])
print(f"{len(expect)} renders: {same} same, {differ} differ, {missing} not in the bundle (left out), {javaerr} Java throws")
shutil.rmtree(work, ignore_errors=True)
