#!/usr/bin/env bash
# Usage: Tools/real-world-check.sh [--locpack PATH] [--configuration debug|release]
#                                  [--values "0 1 2 5 21 1000"] [--max-renders N]
#                                  [--examples N] [--keep DIR] [--swift] DIR...
#
# Builds every localization tree found under each DIR with `locpack build`'s
# default options, then renders every key in every locale of the bundle and
# reports, per tree and then in one summary table:
#
#   - the build's exit status and time, its errors and warnings grouped by
#     kind (the message with quoted names and numbers blanked out), the first
#     error lines as printed, how many translations were left out and the
#     build's summary line when it prints one;
#   - sizes: the source files, the same files tarred and compressed with
#     `zstd -19`, the same files in a `zip -9` archive (what an app store
#     ships), and the bundle; the summary adds the bundle's ratio to each
#     and their average (issue 29's targets: every bundle below its zip, on
#     average ≤ 1.3× its zstd);
#   - renders: how many were asked, how many answered {"error": …}, how many
#     texts contain the ⟦N⟧ missing-argument marker, and the render warnings
#     by kind, with a few examples.
#
# With --swift the build also writes typed Swift accessors (`--swift`,
# Specs/code-generation.md) and the script type-checks them with `swiftc
# -typecheck` against the LocPack module next to the locpack binary: real
# keys' names, collisions and argument types must make code that compiles.
#
# A tree is each immediate subdirectory of a DIR (for example
# .real-world/owner+name, as `fetch` + `git archive` leave them; where a
# mirror lacks some large blobs and `git archive` stops, Tools/extract-mirror.py
# writes the rest). The 23 trees the size figures in Specs/benchmarks.md
# come from, with their commits, are listed there ("The real-world trees").
# Each key is rendered once per locale when it takes no numeric argument, else once per
# value of --values (default 0 1 2 5 21 1000); string arguments get "Ann".
# The argument kinds come from `locpack inspect --keys`: the source
# language's message, or a translation's when the source language has no
# text for the key (counted as "keys without source text").
#
# Without --locpack the script builds the CLI of this checkout with
# `swift build --product locpack` (under flock /tmp/locpack-build.lock, as
# every build on the shared machine must be). One tree failing, crashing or
# timing out never stops the run; the script's exit status is 0 unless its
# own arguments are wrong or the CLI cannot be built.
#
# Needs: bash, python3, tar, zstd (Tools/ensure-system-libraries.sh installs it), zip (size column only), timeout.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

locpack=""
configuration="debug"
values="0 1 2 5 21 1000"
max_renders=400000
examples=3
keep=""
swift_check=0
dirs=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --locpack) locpack="${2:?--locpack needs a path}"; shift 2 ;;
        --configuration|-c) configuration="${2:?--configuration needs debug or release}"; shift 2 ;;
        --values) values="${2:?--values needs a list}"; shift 2 ;;
        --max-renders) max_renders="${2:?--max-renders needs a number}"; shift 2 ;;
        --examples) examples="${2:?--examples needs a number}"; shift 2 ;;
        --keep) keep="${2:?--keep needs a directory}"; shift 2 ;;
        --swift) swift_check=1; shift ;;
        --) shift; dirs+=("$@"); break ;;
        -*) echo "unknown option $1" >&2; usage >&2; exit 2 ;;
        *) dirs+=("$1"); shift ;;
    esac
done
if [[ ${#dirs[@]} -eq 0 ]]; then usage >&2; exit 2; fi
case "$configuration" in debug|release) ;; *) echo "--configuration must be debug or release" >&2; exit 2 ;; esac

repo_root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "$locpack" ]]; then
    echo "building locpack ($configuration) in $repo_root …" >&2
    if ! (cd "$repo_root" && flock /tmp/locpack-build.lock swift build -c "$configuration" --product locpack >/tmp/real-world-check-build.$$.log 2>&1); then
        tail -30 /tmp/real-world-check-build.$$.log >&2
        echo "cannot build locpack" >&2
        exit 1
    fi
    rm -f /tmp/real-world-check-build.$$.log
    locpack="$repo_root/.build/$configuration/locpack"
fi
if [[ ! -x "$locpack" ]]; then echo "$locpack: not an executable" >&2; exit 2; fi
command -v zstd >/dev/null || echo "note: zstd not found; the zstd column stays empty (Tools/ensure-system-libraries.sh)" >&2
command -v zip >/dev/null || echo "note: zip not found; the zip column stays empty (apt-get install zip)" >&2

work="$(mktemp -d /tmp/real-world-check.XXXXXX)"
trap 'rm -rf "$work"' EXIT
summary="$work/summary.tsv"
: >"$summary"

# The localization files of a tree (what the sizes are measured on).
source_files() {
    (cd "$1" && find . -type f \( -name '*.xcstrings' -o -name '*.strings' -o -name '*.stringsdict' \
        -o -name '*.xliff' -o -name '*.xlf' -o -name '*.arb' -o -name '*.json' -o -name 'l10n.yaml' \
        -o -name '*.po' -o -name '*.pot' -o -name '*.mo' -o -path '*/values*/*.xml' \) -print0)
}

# Which formats a tree holds, e.g. "xcstrings,strings(utf16:3),stringsdict".
formats_of() {
    python3 - "$1" <<'PY'
import os, sys
counts, utf16 = {}, 0
for root, _, files in os.walk(sys.argv[1]):
    for name in files:
        ext = name.rsplit(".", 1)[-1] if "." in name else name
        if name == "l10n.yaml": ext = "l10n.yaml"
        if ext == "xml" and not os.path.basename(root).startswith("values"): continue
        if ext not in ("xcstrings", "strings", "stringsdict", "xliff", "xlf", "arb", "json", "l10n.yaml", "po", "pot", "mo", "xml"): continue
        counts[ext] = counts.get(ext, 0) + 1
        if ext == "strings":
            with open(os.path.join(root, name), "rb") as f:
                head = f.read(2)
            if head in (b"\xff\xfe", b"\xfe\xff"): utf16 += 1
parts = []
for ext in sorted(counts):
    label = f"{ext}:{counts[ext]}"
    if ext == "strings" and utf16: label += f"(utf16:{utf16})"
    parts.append(label)
print(",".join(parts) or "-")
PY
}

# Counts diagnostics by ID (the `[id]` a build prints after each message),
# most frequent first; empty for a locpack that prints no IDs.
diagnostic_ids() {
    python3 - "$1" "$2" <<'PY'
import re, sys
severity, path = sys.argv[1], sys.argv[2]
ids = {}
for line in open(path, encoding="utf-8", errors="replace"):
    m = re.search(r"\b" + severity + r": .* \[([a-z0-9-]+)\]$", line.rstrip("\n"))
    if m: ids[m.group(1)] = ids.get(m.group(1), 0) + 1
print(", ".join(f"{k} {v}" for k, v in sorted(ids.items(), key=lambda kv: (-kv[1], kv[0]))))
PY
}

# Groups diagnostics by kind: the message after "error:"/"warning:" with quoted
# text, numbers and JSON paths blanked, most frequent first.
diagnostic_kinds() {
    python3 - "$1" "$2" <<'PY'
import re, sys
severity, path = sys.argv[1], sys.argv[2]
kinds = {}
for line in open(path, encoding="utf-8", errors="replace"):
    m = re.search(r"\b" + severity + r": (.*)", line)
    if not m: continue
    text = m.group(1)
    text = re.sub(r"^[a-z]{2,3}(?:[-_][A-Za-z0-9]+)*: ", "LOCALE: ", text)
    text = re.sub(r"\bbut [a-z]{2,3}(?:[-_][A-Za-z0-9]+)* has", "but LOCALE has", text)
    text = re.sub(r"'(?:[^'\\]|\\.)*'", "'…'", text)
    text = re.sub(r"\"(?:[^\"\\]|\\.)*\"", "\"…\"", text)
    text = re.sub(r"\$[.\[][^ ]*", "$…", text)
    text = re.sub(r"/[^ :]+", "PATH", text)
    text = re.sub(r"\d+", "N", text)
    text = text[:140]
    kinds[text] = kinds.get(text, 0) + 1
for text, n in sorted(kinds.items(), key=lambda kv: -kv[1])[:12]:
    print(f"      {n:6d}  {text}")
if len(kinds) > 12: print(f"      …and {len(kinds) - 12} more kinds")
PY
}

# Writes render requests (JSON Lines) for every key × locale × value.
make_requests() {
    python3 - "$1" "$2" "$3" "$4" "$5" <<'PY'
import json, sys
keys_path, inspect_path, values, limit, out = sys.argv[1], sys.argv[2], sys.argv[3].split(), int(sys.argv[4]), sys.argv[5]
locales = [l["identifier"] for l in json.load(open(inspect_path))["locales"]]
numeric = {"signedInteger", "unsignedInteger", "floatingPoint"}
n = 0
with open(out, "w") as f:
    for line in open(keys_path):
        entry = json.loads(line)
        kinds = entry["arguments"]
        if not entry.get("sourceHasText", True):
            # The development language has no text (it lives in code): pass what a translation reads.
            kinds = entry.get("translationArguments", kinds)
        sweep = values if any(k in numeric or k is None for k in kinds) else [None]
        for locale in locales:
            for v in sweep:
                args = ["Ann" if k == "string" else (float(v) if k == "floatingPoint" else int(v)) for k in kinds]
                f.write(json.dumps({"key": entry["key"], "table": entry["table"], "locale": locale, "args": args},
                                   ensure_ascii=False) + "\n")
                n += 1
                if n >= limit:
                    print(n, "truncated"); sys.exit(0)
print(n)
PY
}

# Summarizes the render answers: counts and examples.
render_report() {
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
requests, answers, examples = sys.argv[1], sys.argv[2], int(sys.argv[3])
asked = [json.loads(l) for l in open(requests)]
errors, marker, warn_kinds, shown_err, shown_marker = 0, 0, {}, [], []
count = 0
with open(answers, encoding="utf-8", errors="replace") as f:
    for i, line in enumerate(f):
        count += 1
        try:
            a = json.loads(line)
        except Exception:
            errors += 1; continue
        q = asked[i] if i < len(asked) else {}
        if "error" in a:
            errors += 1
            if len(shown_err) < examples: shown_err.append(f"{q.get('locale')} {q.get('key')!r}: {a['error']}")
            continue
        if "⟦" in a.get("text", ""):
            marker += 1
            if len(shown_marker) < examples:
                shown_marker.append(f"{q.get('locale')} {q.get('key')!r} args={q.get('args')} → {a['text'][:160]!r}")
        for w in a.get("warnings", []):
            warn_kinds[w] = warn_kinds.get(w, 0) + 1
print(f"RESULT {count} {errors} {marker}")
print(f"    renders: {count} answered of {len(asked)} asked; {errors} errors; {marker} texts with ⟦")
for w, n in sorted(warn_kinds.items(), key=lambda kv: -kv[1]):
    print(f"      {n:6d}  render warning: {w}")
for e in shown_err: print(f"      error e.g. {e}")
for e in shown_marker: print(f"      ⟦ e.g. {e}")
PY
}

# Checks one tree: prints its report and appends its row to the summary.
check_tree() {
        local tree="$1" name
        name="$(basename "$tree")"
        t="$work/$name"
        mkdir -p "$t"
        echo "=== $name"
        formats="$(formats_of "$tree" || echo '?')"
        echo "    formats: $formats"

        # Sizes of the sources.
        source_files "$tree" >"$t/files"
        src_bytes=$( (cd "$tree" && xargs -0 -r cat <"$t/files") | wc -c)
        zstd_bytes=""
        if command -v zstd >/dev/null; then
            zstd_bytes=$( (cd "$tree" && tar --null -T "$t/files" -cf - 2>/dev/null) | zstd -19 -q -c | wc -c | tr -d " ") || zstd_bytes=""
        fi
        zip_bytes=""
        if command -v zip >/dev/null; then
            zip_bytes=$( (cd "$tree" && tr '\0' '\n' <"$t/files" | zip -9 -q -nw - -@ 2>/dev/null) | wc -c | tr -d ' ') || zip_bytes=""
        fi

        # Build.
        start=$(date +%s.%N)
        set +e
        swift_args=()
        if [[ $swift_check -eq 1 ]]; then swift_args=(--swift "$t/Accessors.swift"); fi
        # Every diagnostic printed (a build prints the first 50 warnings and notes by default), so they can be counted.
        all_args=()
        build_help=$("$locpack" build --help 2>/dev/null || true)
        if [[ "$build_help" == *--all-diagnostics* ]]; then all_args=(--all-diagnostics); fi
        timeout 900 "$locpack" build "$tree" -o "$t/bundle.locpack" ${all_args[@]+"${all_args[@]}"} ${swift_args[@]+"${swift_args[@]}"} >"$t/build.out" 2>"$t/build.err"
        build_rc=$?
        set -e
        end=$(date +%s.%N)
        build_secs=$(python3 -c "print(f'{$end - $start:.1f}')")
        cat "$t/build.out" "$t/build.err" >"$t/build.log"
        n_errors=$(grep -c ': error:' "$t/build.log" || true)
        n_warnings=$(grep -c ': warning:' "$t/build.log" || true)
        n_left=$(grep -c 'translation left out' "$t/build.log" || true)
        echo "    build: exit $build_rc in ${build_secs}s; $n_errors error lines, $n_warnings warning lines, $n_left 'translation left out'"
        if [[ $build_rc -eq 124 ]]; then echo "    build: TIMED OUT"; fi
        if [[ $build_rc -gt 128 ]]; then
            echo "    build: CRASHED (signal $((build_rc - 128)))"
            tail -5 "$t/build.err" | sed 's/^/      /'
        fi
        summary_line=$(grep -iE 'left out' "$t/build.log" | grep -v -E 'warning:|error:' | tail -1 || true)
        if [[ -n "$summary_line" ]]; then echo "    build summary: $summary_line"; fi
        if [[ $n_errors -gt 0 ]]; then
            echo "    errors by kind:"
            diagnostic_kinds error "$t/build.log"
            echo "    first error lines:"
            { grep 'error:' "$t/build.log" || true; } | head -"$examples" | cut -c1-400 | sed 's/^/      /' || true
        fi
        if [[ $n_warnings -gt 0 ]]; then
            warning_ids=$(diagnostic_ids warning "$t/build.log")
            if [[ -n "$warning_ids" ]]; then echo "    warnings by ID: $warning_ids"; fi
            echo "    warnings by kind:"
            diagnostic_kinds warning "$t/build.log"
        fi

        swift_result="-"
        if [[ $swift_check -eq 1 && $build_rc -eq 0 && -f "$t/Accessors.swift" ]]; then
            modules="$(dirname "$locpack")/Modules"
            if swiftc -typecheck "$t/Accessors.swift" -I "$modules" -I "$repo_root/Sources/CZstd" \
                    -I "$repo_root/Sources/CBundleGuard/include" >"$t/swift.err" 2>&1; then
                swift_result="ok"
            else
                swift_result="FAIL"
            fi
            members=$(grep -cE '^    [a-z]+ static (var|func) ' "$t/Accessors.swift" || true)
            echo "    swift accessors: $members members, typecheck $swift_result"
            if [[ $swift_result == FAIL ]]; then grep 'error:' "$t/swift.err" | head -"$examples" | sed 's/^/      /' || true; fi
        fi

        bundle_bytes=""
        keys="-"; no_source="-"; locales="-"; renders="-"; render_errors="-"; markers="-"; render_secs="-"
        if [[ $build_rc -eq 0 && -f "$t/bundle.locpack" ]]; then
            bundle_bytes=$(wc -c <"$t/bundle.locpack")
            set +e
            "$locpack" inspect "$t/bundle.locpack" --json >"$t/inspect.json" 2>"$t/inspect.err"
            inspect_rc=$?
            "$locpack" inspect "$t/bundle.locpack" --keys >"$t/keys.jsonl" 2>>"$t/inspect.err"
            keys_rc=$?
            set -e
            if [[ $inspect_rc -ne 0 || $keys_rc -ne 0 ]]; then
                echo "    inspect failed: $(head -3 "$t/inspect.err")"
            else
                keys=$(wc -l <"$t/keys.jsonl")
                no_source=$(grep -c '"sourceHasText":false' "$t/keys.jsonl" || true)
                locales=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['locales']))" "$t/inspect.json")
                made=$(make_requests "$t/keys.jsonl" "$t/inspect.json" "$values" "$max_renders" "$t/requests.jsonl")
                echo "    bundle: $keys keys ($no_source without source text), $locales locales; $made render requests"
                start=$(date +%s.%N)
                set +e
                timeout 1800 "$locpack" render "$t/bundle.locpack" --requests "$t/requests.jsonl" >"$t/answers.jsonl" 2>"$t/render.err"
                render_rc=$?
                set -e
                end=$(date +%s.%N)
                render_secs=$(python3 -c "print(f'{$end - $start:.1f}')")
                if [[ $render_rc -ne 0 ]]; then
                    crashed=""
                    if [[ $render_rc -gt 128 ]]; then crashed=" (CRASHED, signal $((render_rc - 128)))"; fi
                    echo "    render: exit $render_rc$crashed: $(head -2 "$t/render.err")"
                fi
                report=$(render_report "$t/requests.jsonl" "$t/answers.jsonl" "$examples")
                read -r _ renders render_errors markers <<<"$(grep '^RESULT' <<<"$report")"
                grep -v '^RESULT' <<<"$report"
                echo "    render time: ${render_secs}s"
            fi
        fi
        echo "    sizes: sources $src_bytes B, zstd -19 ${zstd_bytes:-?} B, zip -9 ${zip_bytes:-?} B, bundle ${bundle_bytes:--} B"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
            "$name" "$formats" "$build_rc" "$n_errors" "$n_warnings" "$n_left" "$keys" "$no_source" "$locales" "$renders" \
            "$render_errors" "$markers" "$src_bytes" "${zstd_bytes:-?}" "${zip_bytes:-?}" "${bundle_bytes:--}" "$build_secs/$render_secs" "$swift_result" >>"$summary"
        if [[ -n "$keep" ]]; then mkdir -p "$keep"; cp -r "$t" "$keep/"; fi
        rm -f "$t/requests.jsonl" "$t/answers.jsonl" "$t/bundle.locpack"
}

for dir in "${dirs[@]}"; do
    if [[ ! -d "$dir" ]]; then echo "$dir: not a directory (skipped)" >&2; continue; fi
    for tree in "$dir"/*/; do
        tree="${tree%/}"
        # A subshell: whatever goes wrong in one tree, the next one is checked.
        if ! (set -euo pipefail; check_tree "$tree"); then
            echo "    (the check of $(basename "$tree") stopped early: script error)"
            printf '%s\t%s\n' "$(basename "$tree")" "script error" >>"$summary"
        fi
    done
done

echo
echo "=== summary (exit = build exit status; err/warn = diagnostic lines; left = 'translation left out' lines; noSrc = keys without source text;"
echo "    rErr = renders answering an error; ⟦ = rendered texts with the missing-argument marker; time = build/render s;"
echo "    swift = generated accessors type-check (--swift); ÷zstd, ÷zip = the bundle's size over zstd -19 and zip -9 of the sources)"
python3 - "$summary" <<'PY'
import sys
head = ["tree", "formats", "exit", "err", "warn", "left", "keys", "noSrc", "locs", "renders", "rErr", "⟦", "src B", "zstd B", "zip B",
        "bundle B", "÷zstd", "÷zip", "time s", "swift"]
rows = [[c.strip() for c in l.rstrip("\n").split("\t")] for l in open(sys.argv[1]) if l.strip()]
rows = [r + [""] * (18 - len(r)) for r in rows]
def ratio(bundle, other):
    return f"{int(bundle) / int(other):.2f}" if bundle.isdigit() and other.isdigit() and int(other) > 0 else ""
rows = [r[:16] + [ratio(r[15], r[13]), ratio(r[15], r[14])] + r[16:] for r in rows]
widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(head)]
fmt = lambda r: "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |"
print(fmt(head))
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in rows: print(fmt(r))
sized = [r for r in rows if r[16] and r[17]]
if sized:
    mean = sum(float(r[16]) for r in sized) / len(sized)
    below = sum(1 for r in sized if int(r[15]) < int(r[14]))
    print(f"\nsizes: {len(sized)} bundles, on average {mean:.2f}× zstd -19 of their sources; {below} of {len(sized)} smaller than zip -9 of them")
PY
