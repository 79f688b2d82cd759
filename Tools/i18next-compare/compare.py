"""Compares LocPack's renders of i18next JSON resources with i18next's own.

Usage: python3 Tools/i18next-compare/compare.py I18NEXT_SOURCES DIR [LOCPACK] [--v3] [--no-escape]
                                                [--source-language=en-US] [--natural-keys]

I18NEXT_SOURCES is a checkout of i18next (its src/ folder: 26.x for JSON v4,
22.x for --v3, which also builds with --i18next-json v3); DIR holds the
resources, as locpack build finds them (locales/<lng>/<ns>.json or
<lng>.json). Every key of every locale is rendered by both, with node (from
PATH) running i18next: each {{name}} given "A<name>&'" (so escaping shows),
plural groups with counts 0, 1, 2, 3, 5, 11, 21, 101 and 1.5, each
{{name, relativetime…}} the numbers of RELATIVE_VALUES in turn, each
{{name, datetime…}} the milliseconds of DATETIME_VALUES (both in UTC), each
{{name, list…}} the values of LIST_VALUES (arrays, and text and a number), ordinal groups
with ordinal: true, context variants both by their own key and as
t(base, {context}). A key whose text shows {{count}} gets count 5.
--natural-keys sets nsSeparator and keySeparator to false, as apps whose keys
are English sentences ("Error:", "https://…") configure i18next. Plural
forms are asked for by their base key only (t('items', {count}), never
t('items_one')), as LocPack folds the suffixed keys into their base. Differences are printed, then a summary line.
"""
import json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
fallback = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--source-language=")), "en")
v3, escape = "--v3" in sys.argv, "--no-escape" not in sys.argv
source, src = os.path.abspath(args[0]), os.path.abspath(args[1])
LOCPACK = os.path.abspath(args[2]) if len(args) > 2 else os.path.join(HERE, "../../.build/debug/locpack")
LOCALE = re.compile(r"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$")
CATS = ["zero", "one", "two", "few", "many", "other"]
NAME = re.compile(r"\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}")
# Names shown as relative times, and the values each is given (Intl.RelativeTimeFormat takes numbers).
RELATIVE = re.compile(r"\{\{-?\s*([^},]+?)\s*,\s*relativetime\b")
RELATIVE_VALUES = [-1000.5, -22, -3, -1, 0, 1, 1.0001, 2, 5, 101]
# Names shown as dates, and the values each is given: milliseconds since 1970 (a Date's getTime()),
# rendered by both in UTC (node runs with TZ=UTC).
DATETIME = re.compile(r"\{\{-?\s*([^},]+?)\s*,\s*datetime\b")
DATETIME_VALUES = [1136214246000, 0, 1709164800000, 1735689599999, -946771200000]
os.environ["TZ"] = "UTC"
# Names shown as lists, and the values each is given: arrays of strings that try every pattern, the
# contextual Spanish and Hebrew ones and escaping, then text and a number, which Intl.ListFormat
# iterates or refuses.
LIST = re.compile(r"\{\{-?\s*([^},]+?)\s*,\s*list\b")
LIST_VALUES = [[], ["Ada"], ["Ada", "Bo"], ["Ada", "Bo", "Cy"], ["Ada", "Bo", "Cy", "Di", "Ed"], ["pan", "hielo"],
               ["pan", "Hiedra", "hierro"], ["siete", "ocho"], ["diez", "11"], ["diez", "11 años"], ["uno", "Hora"],
               ["\u05d0\u05d1\u05d0", "Bob"], ["\u05d0\u05d1\u05d0", "\u05d0\u05de\u05d0"], ["<b>", "x/y", "a&b"], "abc", 42]

# resources[lng][ns] as i18next loads them; tables[ns] is LocPack's table of that namespace.
resources, tables = {}, {}
for root, dirs, files in os.walk(src):
    for f in sorted(files):
        if not f.endswith(".json"): continue
        folder, stem = os.path.basename(root), f[:-5]
        if LOCALE.match(folder): lng, ns, table = folder, stem, stem
        elif LOCALE.match(stem): lng, ns, table = stem, "translation", "Localizable"
        else: continue
        try: data = json.load(open(os.path.join(root, f), encoding="utf-8"))
        except Exception as e: print(f"skipped {f}: {e}"); continue
        if not isinstance(data, dict): continue
        # Apps hand i18next BCP 47 codes (Outline turns its en_US files into en-US): i18next finds
        # no plural rule for "en_US".
        resources.setdefault(lng.replace("_", "-"), {})[ns] = data
        tables[ns] = table

def flat(value, prefix=""):
    if isinstance(value, str): yield prefix, value
    elif isinstance(value, dict):
        for k, v in value.items(): yield from flat(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(value, list):
        for i, v in enumerate(value): yield from flat(v, f"{prefix}.{i}")

requests, seen = [], set()
def ask(key, lng, ns, params):
    signature = json.dumps([key, lng, ns, params], sort_keys=True)
    if signature in seen: return
    seen.add(signature)
    requests.append({"key": key, "locale": lng, "ns": ns, "table": tables[ns], "params": params})

# The bases with an `_other` form in some language: only those are plurals.
with_other = {(ns, k[:-len("_other")]) for byNs in resources.values() for ns, data in byNs.items()
              for k, _ in flat(data) if k.endswith("_other")}
for lng, byNs in sorted(resources.items()):
    for ns, data in sorted(byNs.items()):
        keys = dict(flat(data))
        # Every name any form of a base key shows (an app passes them all to each t() call).
        names_of_base = {}
        for key, text in keys.items():
            m = re.match(r"^(.+?)(?:_ordinal)?_(?:zero|one|two|few|many|other|plural|\d)$", key)
            for n in NAME.findall(text): names_of_base.setdefault(m.group(1) if m else key, set()).add(n)
        for key, text in keys.items():
            m = re.match(r"^(.+?)(?:_ordinal)?_(?:zero|one|two|few|many|other|plural|\d)$", key)
            shown = names_of_base.get(m.group(1) if m else key, set()) | set(NAME.findall(text))
            names = {n: f"A{n}<&'" for n in sorted(shown) if n not in ("count", "context", "ordinal")}
            relative = sorted(set(RELATIVE.findall(text)))
            for n in relative:
                names[n] = 3
                for value in RELATIVE_VALUES:
                    ask(key, lng, ns, dict(names, **{n: value}))
            for n in sorted(set(LIST.findall(text))):
                names[n] = LIST_VALUES[3]
                for value in LIST_VALUES:
                    ask(key, lng, ns, dict(names, **{n: value}))
            for n in sorted(set(DATETIME.findall(text))):
                names[n] = DATETIME_VALUES[0]
                for value in DATETIME_VALUES:
                    ask(key, lng, ns, dict(names, **{n: value}))
            m = re.match(r"^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$", key) if not v3 else re.match(r"^(.+?)()_(plural|\d)$", key)
            # A plural form is asked for by its base key and a count (LocPack folds the suffixed keys into it).
            if not m or (not v3 and (ns, m.group(1) + (m.group(2) or "")) not in with_other):
                m = None
                ask(key, lng, ns, dict(names, **({"count": 5} if "count" in NAME.findall(text) else {})))
            if m:
                for count in [0, 1, 2, 3, 5, 11, 21, 101, 1.5]:
                    params = dict(names, count=count)
                    if m.group(2): params["ordinal"] = "true"
                    ask(m.group(1), lng, ns, params)
            base = m.group(1) if m else key
            if "_" in base and base.rsplit("_", 1)[0] in keys:
                counted = m or "count" in NAME.findall(text)
                ask(base.rsplit("_", 1)[0], lng, ns, dict(names, context=base.rsplit("_", 1)[1], **({"count": 2} if counted else {})))

work = tempfile.mkdtemp()
config = os.path.join(work, "config.json")
json.dump({"naturalKeys": "--natural-keys" in sys.argv, "resources": resources, "fallbackLng": fallback, "escapeValue": escape, "compatibilityJSON": "v3" if v3 else "v4"},
          open(config, "w"))
lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
out = subprocess.run(["node", os.path.join(HERE, "render.mjs"), source, config], input=lines, capture_output=True, text=True)
theirs = [json.loads(l)["text"] for l in out.stdout.splitlines() if l.startswith('{"text"')]
bundle = os.path.join(work, "b.locpack")
build = [LOCPACK, "build", "--format", "i18next", "--source-language", fallback, src, "-o", bundle] + (["--i18next-json", "v3"] if v3 else []) \
    + ([] if escape else ["--i18next-escape", "none"])
subprocess.run(build, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
ours_in = "".join(json.dumps({"key": r["key"], "locale": r["locale"], "table": r["table"], "params": r["params"]},
                             ensure_ascii=False) + "\n" for r in requests)
ours_out = subprocess.run([LOCPACK, "render", bundle, "--requests", "-"], input=ours_in, capture_output=True, text=True).stdout
ours = [json.loads(l).get("text", json.loads(l).get("error")) for l in ours_out.splitlines() if l.strip()]
if not (len(theirs) == len(requests) == len(ours)):
    sys.exit(f"compare.py: {len(requests)} requests, i18next answered {len(theirs)}, LocPack {len(ours)}\n{out.stderr[-2000:]}")
def signature(r): return json.dumps([r["key"], r["ns"], r["params"]], sort_keys=True)
theirs_en = {signature(r): a for r, a in zip(requests, theirs) if r["locale"] == fallback}
ours_en = {signature(r): b for r, b in zip(requests, ours) if r["locale"] == fallback}
classes = {"same": 0, "language-fallback": 0, "left-out": 0, "other": 0}
for request, a, b in zip(requests, theirs, ours):
    if a == b: classes["same"] += 1; continue
    en_a, en_b = theirs_en.get(signature(request)), ours_en.get(signature(request))
    # i18next takes another language's text where the locale lacks the plural form; LocPack its own `other`.
    if request["locale"] != fallback and a == en_a and b != en_b: cls = "language-fallback"
    # LocPack left the translation out (a warning at build) and shows the source language's.
    elif request["locale"] != fallback and b == en_b and a != en_a: cls = "left-out"
    else: cls = "other"
    classes[cls] += 1
    print(f"{cls}: {request['locale']} {request['ns']}:{request['key']} {json.dumps(request['params'], ensure_ascii=False)}: i18next {a!r} locpack {b!r}")
print(f"{len(requests)} renders: " + ", ".join(f"{v} {k}" for k, v in classes.items()))
