"""Compares LocPack's renders of a Django-style gettext tree with Python's.

Usage: python3 Tools/gettext-compare/compare.py DIR [LOCPACK] [--domain D]

DIR holds <lang>/LC_MESSAGES/<domain>.po catalogs (domain `django` by
default). The tree is built with `locpack build DIR`; each catalog is
compiled with `msgfmt` and read with Python's `gettext.GNUTranslations`, as a
Python program reads it. Every `python-format` entry is rendered by both,
formatted as Python formats it (`translation % arguments`): each argument
(named `%(x)…` ones by name, positional ones in order) set to each of the
integers 0–24, 100, 101, 111, 1,000 and 1,000,000, then to the doubles
0.125, 1234.5 and 2.675 (for a plural entry, only the integers, which
`ngettext` chooses by; its count goes to LocPack as `n` when the texts show
none). Differences are printed; a summary line ends the output. Needs
python3 and msgfmt (Debian's `gettext`).
"""
import ast, gettext, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
domain = sys.argv[sys.argv.index("--domain") + 1] if "--domain" in sys.argv else "django"
if "--domain" in sys.argv: args.remove(domain)
root = os.path.abspath(args[0])
LOCPACK = os.path.abspath(args[1]) if len(args) > 1 else os.path.join(HERE, "../../.build/debug/locpack")
work = tempfile.mkdtemp()
bundle = os.path.join(work, "tree.locpack")
build = subprocess.run([LOCPACK, "build", root, "-o", bundle, "--quiet"], capture_output=True, text=True)
if build.returncode:
    sys.exit("locpack build failed:\n" + build.stderr[-4000:])


def entry_flags(path):
    """The `#,` flags of each (msgctxt, msgid) of a .po file."""
    flags, found, context, msgid, field = [], {}, None, None, None

    def finish():
        if msgid is not None:
            found[(context, msgid)] = flags

    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("#,"):
            flags = [flag.strip() for flag in line[2:].split(",")]
        elif line.startswith("#"):
            continue
        elif (m := re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)):
            field = m.group(1)
            text = ast.literal_eval(m.group(2))
            if field == "msgctxt":
                context = text
            elif field == "msgid":
                msgid = text
        elif line.startswith('"') and field in ("msgctxt", "msgid"):
            text = ast.literal_eval(line)
            if field == "msgctxt":
                context += text
            else:
                msgid += text
        elif not line.strip():
            finish()
            flags, context, msgid, field = [], None, None, None
    finish()
    return found


INTEGERS = list(range(25)) + [100, 101, 111, 1000, 1000000]
DOUBLES = [0.125, 1234.5, 2.675]
NAMED = re.compile(r"%\((\w+)\)[#0\- +]*\d*(?:\.\d+)?[a-zA-Z]")
POSITIONAL = re.compile(r"%[#0\- +]*\d*(?:\.\d+)?([a-zA-Z%])")
requests, expected = [], []
for lang in sorted(os.listdir(root)):
    po = os.path.join(root, lang, "LC_MESSAGES", domain + ".po")
    if not os.path.exists(po):
        continue
    flags = entry_flags(po)
    mo = os.path.join(work, lang + ".mo")
    subprocess.run(["msgfmt", "-o", mo, po], check=True)
    catalog = gettext.GNUTranslations(open(mo, "rb"))
    for key in catalog._catalog:
        full = key[0] if isinstance(key, tuple) else key
        plural = isinstance(key, tuple)
        if not full or (plural and key[1] != 0):
            continue
        context, msgid = full.split("\x04", 1) if "\x04" in full else (None, full)
        if "python-format" not in flags.get((context, msgid), []):
            continue
        names = NAMED.findall(msgid)
        positions = [c for c in POSITIONAL.findall(msgid) if c != "%"] if not names else []
        for value in INTEGERS + ([] if plural else DOUBLES):
            request = {"key": msgid, "table": domain, "locale": lang.replace("_", "-")}
            if context is not None:
                request["context"] = context
            if names:
                params = {name: value for name in names}
                if plural:
                    params.setdefault("n", value)
                request["params"], python_args = params, params
            else:
                request["args"] = [value] * max(len(positions), 1 if plural else 0)
                python_args = tuple([value] * len(positions))
            form = catalog._catalog[(full, catalog.plural(value))] if plural else catalog._catalog[full]
            try:
                text = form % python_args if names or positions else form
            except (TypeError, ValueError, KeyError):
                continue  # Python itself refuses: not a render either program makes
            requests.append(request)
            expected.append(text)

render = subprocess.run([LOCPACK, "render", bundle, "--requests", "-"], capture_output=True, text=True,
                        input="\n".join(json.dumps(r, ensure_ascii=False) for r in requests))
rendered = render.stdout.splitlines()
if render.returncode or len(rendered) != len(requests):
    sys.exit(f"locpack render answered {len(rendered)} of {len(requests)} requests (exit {render.returncode}):\n"
             + render.stderr[-4000:])
differences = 0
for request, python, line in zip(requests, expected, rendered):
    locpack = json.loads(line).get("text")
    if locpack != python:
        differences += 1
        print(json.dumps({"request": request, "python": python, "locpack": locpack}, ensure_ascii=False))
print(f"{len(requests)} renders, {len(requests) - differences} the same, {differences} different")
