#!/usr/bin/env python3
"""Regenerate LocPack's committed CLDR tables and conformance vectors.

Usage:  python3 Tools/generate_cldr.py [--root DIR]

DIR defaults to the repository root (the parent of Tools/). The script reads
only the CLDR data bundled with the pinned babel release (see
Tools/requirements-cldr.txt); it uses no network and no clock, so running it
twice gives byte-identical files. It writes:

  Sources/LocPackCompiler/CLDR/CLDRPluralRules.generated.swift
  Sources/LocPackCompiler/CLDR/CLDRNumberSymbols.generated.swift
  Sources/LocPackCompiler/CLDR/CLDRLocaleData.generated.swift
  Sources/LocPackCompiler/CLDR/CLDRCurrencyData.generated.swift
  Sources/LocPackCompiler/CLDR/CLDRRelativeTimeData.generated.swift
  Sources/LocPackCompiler/CLDR/CLDRDateTimeData.generated.swift
  Sources/LocPack/Locales/CLDRLocaleMatching.generated.swift
  Specs/conformance/plurals-cardinal.jsonl
  Specs/conformance/plurals-ordinal.jsonl
  Specs/conformance/number-format.jsonl
  Specs/conformance/language-aliases.jsonl

Specs/cldr-data.md describes the tables and the vector schemas in full; the
decisions that shape the data are summarised here.

Plural rules
  babel keeps each rule as a parsed tree (PluralRule.abstract) and re-renders
  it in the legacy `in`/`not in`/`mod` syntax. We serialise the tree ourselves
  into CLDR's current syntax (`=`, `!=`, `%`, `a..b`, `and`, `or`) and check
  that babel parses our text back into the identical tree.

Plural vectors and the compact-exponent operands c/e
  babel's extract_operands() always returns c = e = 0 (it has a TODO for them),
  so babel cannot evaluate numbers such as "1c6" on its own. Plain numbers are
  evaluated by calling babel's PluralRule directly (int for integers,
  decimal.Decimal of the text for decimals, so "1.00" keeps v = 2). For the
  compact forms ("1c6", "1.1c6", "2c3", "1c3"; emitted only for rule sets that
  mention c or e) we build the operand tuple (n, i, v, w, f, t, c, e) ourselves
  as UTS #35 defines it ("1.1c6": n = i = 1100000, v = w = f = t = 0,
  c = e = 6) and evaluate babel's own compiled rule (babel.plural.to_python)
  with babel.plural.extract_operands temporarily replaced by a function that
  returns that tuple. The categories therefore still come from babel's rule
  parser and evaluator, never from LocPack's Swift evaluator.

Number symbols
  The default numbering system of each locale (Locale.default_numbering_system).
  babel stores the symbols of most non-Latin numbering systems as an
  unresolved alias ({'alias': ...}); in CLDR root every such alias points at
  the same locale's `latn` symbols, so we resolve it that way (keys the locale
  sets explicitly for that system still win, e.g. ff_Adlm's exponent symbol).
  babel's formatter does not follow these aliases, so vectors are made only
  for locales whose aliased system overrides no formatting symbol (checked).
  babel has no digit data, so the zero
  digit comes from unicodedata: a fixed table maps numbering-system ids to the
  Unicode name of their digit zero, and we check that zero + 0 ... zero + 9
  all have unicodedata.decimal() == 0 ... 9.
  Grouping sizes are read from the locale's standard decimal pattern
  (0 means the pattern does not group, e.g. en_US_POSIX "0.######").
  The five symbol columns are emitted as one small table of distinct strings
  plus UInt8 index arrays: a Swift array of ~1000 string literals costs over
  a second of -O compile time each.
  babel does not carry CLDR's minimumGroupingDigits (neither its data nor its
  formatter know it), so the explicit CLDR values are listed in
  MINIMUM_GROUPING_DIGITS below and inherited along CLDR parents.

Number-format vectors (Specs/conformance/number-format.jsonl)
  One JSON object per line, keys sorted:
    mode    "localized" (String(format:locale:) / localizedStringWithFormat)
            or "posix" (String(format:) without a locale: plain C printf)
    locale  babel spelling (localized only)
    spec    the format specifier, possibly with literal text after it
            ("%-5d|" shows the padding)
    text    the expected output
    and at most one argument:
    value   a JSON integer (for %d %x %c ...; %c gets a character code)
    double  a string holding Python's repr of a double, i.e. the shortest
            text that reads back to the same bits; also "inf", "-inf", "nan"
    string  a JSON string (for %s)
    (no argument field: the spec takes no argument, e.g. "%%")
  Localized vectors come from babel.numbers.format_decimal with the locale's
  standard pattern (fixed fraction digits for %.Nf). Two corrections follow,
  both where babel departs from CLDR: digits are mapped to the locale's
  numbering system (babel always prints ASCII digits), and the pattern's "-"
  becomes the locale's minus sign (babel prints "-" even where CLDR has
  U+2212 or bidi marks, e.g. sv, fa, he, ar_EG). The
  float is passed to babel as its exact binary value (Decimal(float)), and we
  check that babel's digits equal C printf's (Python's %) digits, so rounding
  follows printf. Because babel ignores minimumGroupingDigits, localized
  vectors contain NO value whose integer part has exactly four digits (that is
  where minimumGroupingDigits = 2 would differ, e.g. pl, es): we use 12345
  instead of 1234, and 12345.6789 instead of 1234.5678.
  POSIX vectors are made with Python's % operator, which prints like C printf
  for the specs used. Where the two differ we avoid the inputs: %#x of 0
  (Python "0x0", C "0"), negative values for %u %x %o (C wraps), %c beyond
  ASCII. %ld/%lld are produced by Python's %d (the length modifier only widens
  the C argument).

Locale matching (runtime) and language aliases
  The runtime matches requested locales against a bundle's on packed integer
  tags (language 15 bits, script 20 bits, region 11 bits), so its tables are
  integer arrays it binary-searches without allocating: per language its
  languageAlias replacement and likely tag, likely tags of language-region
  pairs whose script differs from the language's, explicit parents. babel's
  language_aliases holds CLDR's languageAlias entries of one subtag only.
  language-aliases.jsonl gives each alias its replacement and the plural
  categories of babel's rule for it; `ars` (Arabic's rules in plurals.xml,
  no locale in babel) is a listed fact, PLURAL_RULES_SHARED.

Every generated file begins with a header naming this script, the CLDR
version and the babel version. The .jsonl files cannot hold comments, so their
first line is a JSON object with the single key "_comment"; readers skip it.
"""

from __future__ import annotations

import argparse
import decimal
import json
import os
import re
import sys
import unicodedata

PINNED_BABEL = "2.18.0"

try:
    import babel
    import babel.core
    import babel.localedata
    import babel.numbers
    import babel.plural
    from babel import Locale
except ImportError:  # pragma: no cover - environment problem
    sys.exit(
        "generate_cldr.py: babel is not installed; run "
        "`pip install -r Tools/requirements-cldr.txt` (babel==%s)" % PINNED_BABEL
    )

if babel.__version__ != PINNED_BABEL:
    sys.exit(
        "generate_cldr.py: babel %s is installed but the tables are pinned to "
        "babel==%s; run `pip install -r Tools/requirements-cldr.txt`"
        % (babel.__version__, PINNED_BABEL)
    )

CLDR_VERSION = str(babel.core.get_cldr_version())
GENERATOR = "python3 Tools/generate_cldr.py"
HEADER_TEXT = (
    "Generated by `%s` from CLDR %s via babel %s. Do not edit."
    % (GENERATOR, CLDR_VERSION, PINNED_BABEL)
)

# CLDR's category order; `other` is implicit and never written in rule sets.
CATEGORY_ORDER = ("zero", "one", "two", "few", "many")
OPERANDS = frozenset("nivwftce")


class GenerationError(Exception):
    """The data is not what this script knows how to translate."""


# ---------------------------------------------------------------------------
# Locales


def all_locale_ids() -> list[str]:
    """Every locale babel has data for, plus "root", in byte order."""
    ids = set(babel.localedata.locale_identifiers())
    ids.add("root")
    result = sorted(ids)
    for ident in result:
        if not re.fullmatch(r"[A-Za-z0-9_]+", ident):
            raise GenerationError("unexpected locale identifier %r" % ident)
    return result


_LOCALES: dict[str, Locale] = {}


def locale(ident: str) -> Locale:
    loc = _LOCALES.get(ident)
    if loc is None:
        loc = Locale.parse(ident)
        if str(loc) != ident:
            raise GenerationError("babel parses %r as %r" % (ident, str(loc)))
        _LOCALES[ident] = loc
    return loc


# ---------------------------------------------------------------------------
# Plural rules: babel AST -> CLDR syntax


def _flatten(node, op):
    if node[0] == op:
        left, right = node[1]
        return _flatten(left, op) + _flatten(right, op)
    return [node]


def _expr_text(expr) -> str:
    kind, args = expr
    if kind == "mod":
        (operand, divisor) = args
        if operand[0] not in OPERANDS or operand[1] != () or divisor[0] != "value":
            raise GenerationError("unexpected modulo expression %r" % (expr,))
        return "%s %% %d" % (operand[0], divisor[1][0])
    if kind in OPERANDS and args == ():
        return kind
    raise GenerationError("unexpected expression %r" % (expr,))


def _range_list_text(range_list) -> str:
    if range_list[0] != "range_list":
        raise GenerationError("unexpected range list %r" % (range_list,))
    parts = []
    for low, high in range_list[1]:
        if low[0] != "value" or high[0] != "value":
            raise GenerationError("unexpected range %r" % ((low, high),))
        a, b = low[1][0], high[1][0]
        if a == b:
            parts.append("%d" % a)
        elif a < b:
            parts.append("%d..%d" % (a, b))
        else:
            raise GenerationError("descending range %d..%d" % (a, b))
    return ",".join(parts)


def _relation_text(node) -> str:
    kind, args = node
    negated = False
    if kind == "not":
        (node,) = args
        kind, args = node
        negated = True
    if kind == "relation":
        method, expr, range_list = args
        if method != "in":
            # `within` has not been used by CLDR since v24; it would need a
            # different operator in our syntax, so refuse rather than guess.
            raise GenerationError("relation %r is not expressible with = / !=" % method)
        return "%s %s %s" % (_expr_text(expr), "!=" if negated else "=", _range_list_text(range_list))
    if kind in ("is", "isnot") and not negated:
        expr, value = args
        op = "!=" if kind == "isnot" else "="
        return "%s %s %d" % (_expr_text(expr), op, value[1][0])
    raise GenerationError("unexpected relation %r" % (node,))


def condition_text(ast) -> str:
    alternatives = []
    for and_node in _flatten(ast, "or"):
        relations = _flatten(and_node, "and")
        for relation in relations:
            if relation[0] in ("or", "and"):
                raise GenerationError("condition is not in or-of-ands form: %r" % (ast,))
        alternatives.append(" and ".join(_relation_text(r) for r in relations))
    return " or ".join(alternatives)


def _operands_used(node, found: set):
    if isinstance(node, tuple):
        if len(node) == 2 and isinstance(node[0], str) and node[0] in OPERANDS and node[1] == ():
            found.add(node[0])
            return
        for child in node:
            _operands_used(child, found)
    elif isinstance(node, list):
        for child in node:
            _operands_used(child, found)


class RuleSet:
    """One locale's cardinal or ordinal rules, as babel holds them."""

    def __init__(self, rule: babel.plural.PluralRule):
        self.rule = rule
        conditions = dict(rule.abstract)
        unknown = set(conditions) - set(CATEGORY_ORDER)
        if unknown:
            raise GenerationError("unexpected categories %r" % sorted(unknown))
        parts = []
        for category in CATEGORY_ORDER:
            if category in conditions:
                parts.append("%s: %s" % (category, condition_text(conditions[category])))
        self.text = "; ".join(parts)
        self.categories = [c for c in CATEGORY_ORDER if c in conditions] + ["other"]
        used: set = set()
        _operands_used(rule.abstract, used)
        self.uses_exponent = bool(used & {"c", "e"})
        # Our text must mean exactly what babel parsed.
        reparsed = babel.plural.PluralRule(
            {c: t for c, t in (p.split(": ", 1) for p in parts)}
        )
        if sorted(reparsed.abstract) != sorted(rule.abstract):
            raise GenerationError("serialisation of %r does not round-trip" % self.text)


# ---------------------------------------------------------------------------
# Plural evaluation with babel (including compact exponents)

INTEGER_SAMPLES = [str(k) for k in range(0, 201)] + ["1000", "10000", "100000", "1000000"]
DECIMAL_SAMPLES = [
    "0.0", "0.1", "0.5", "1.0", "1.5", "1.00", "2.0", "2.5", "3.0",
    "10.0", "100.5", "1000.5", "0.01", "1.25",
]
EXPONENT_SAMPLES = ["1c6", "1.1c6", "2c3", "1c3"]


def compact_operands(text: str):
    """UTS #35 operands of a number written in CLDR sample syntax "<decimal>c<exp>"."""
    match = re.fullmatch(r"([0-9]+(?:\.[0-9]+)?)c([0-9]+)", text)
    if not match:
        raise GenerationError("bad compact sample %r" % text)
    exponent = int(match.group(2))
    value = decimal.Decimal(match.group(1)).scaleb(exponent)
    if value != value.to_integral_value():
        raise GenerationError("compact sample %r is not an integer" % text)
    n = int(value)
    # The displayed digits carry no fraction: v = w = f = t = 0; c = e = exponent.
    return (n, n, 0, 0, 0, 0, exponent, exponent)


class _OperandBox:
    """Carries a precomputed operand tuple through babel's compiled rule."""

    __slots__ = ("operands",)

    def __init__(self, operands):
        self.operands = operands


_COMPILED_WITH_OPERANDS: dict[str, object] = {}


def _babel_function_with_operands(rule: babel.plural.PluralRule):
    """babel's compiled rule, accepting an _OperandBox in place of a number."""
    key = repr(rule.abstract)
    func = _COMPILED_WITH_OPERANDS.get(key)
    if func is None:
        original = babel.plural.extract_operands

        def extract(source):
            if isinstance(source, _OperandBox):
                return source.operands
            return original(source)

        # to_python() binds babel.plural.extract_operands into the function's
        # namespace when it compiles the rule, so patch it only around that.
        babel.plural.extract_operands = extract
        try:
            func = babel.plural.to_python(rule)
        finally:
            babel.plural.extract_operands = original
        _COMPILED_WITH_OPERANDS[key] = func
    return func


def babel_category(rule: babel.plural.PluralRule, text: str) -> str:
    if "c" in text:
        return _babel_function_with_operands(rule)(_OperandBox(compact_operands(text)))
    if "." in text:
        return rule(decimal.Decimal(text))
    return rule(int(text))


def self_check_operand_path(rule_sets: list[RuleSet]):
    """The patched path must agree with babel's own for c = e = 0 numbers."""
    for rs in rule_sets:
        func = _babel_function_with_operands(rs.rule)
        for text in INTEGER_SAMPLES:
            n = int(text)
            if func(_OperandBox((n, n, 0, 0, 0, 0, 0, 0))) != rs.rule(n):
                raise GenerationError("operand path disagrees with babel for %r" % text)


def plural_vector(ident: str, rs: RuleSet, samples: list[str]) -> dict:
    cases: dict[str, list[str]] = {}
    for text in samples:
        category = babel_category(rs.rule, text)
        if category not in rs.categories:
            raise GenerationError("%s: babel gave unknown category %r" % (ident, category))
        cases.setdefault(category, []).append(text)
    return {"locale": ident, "cases": cases}


# ---------------------------------------------------------------------------
# Number symbols

# Numbering-system id -> Unicode name of its digit zero. Only decimal systems
# with ten consecutive digits belong here; the script fails if a locale's
# default system is missing.
DIGIT_ZERO_NAMES = {
    "adlm": "ADLAM DIGIT ZERO",
    "ahom": "AHOM DIGIT ZERO",
    "arab": "ARABIC-INDIC DIGIT ZERO",
    "arabext": "EXTENDED ARABIC-INDIC DIGIT ZERO",
    "bali": "BALINESE DIGIT ZERO",
    "beng": "BENGALI DIGIT ZERO",
    "bhks": "BHAIKSUKI DIGIT ZERO",
    "brah": "BRAHMI DIGIT ZERO",
    "cakm": "CHAKMA DIGIT ZERO",
    "cham": "CHAM DIGIT ZERO",
    "deva": "DEVANAGARI DIGIT ZERO",
    "fullwide": "FULLWIDTH DIGIT ZERO",
    "gujr": "GUJARATI DIGIT ZERO",
    "guru": "GURMUKHI DIGIT ZERO",
    "hmnp": "NYIAKENG PUACHUE HMONG DIGIT ZERO",
    "java": "JAVANESE DIGIT ZERO",
    "kali": "KAYAH LI DIGIT ZERO",
    "khmr": "KHMER DIGIT ZERO",
    "knda": "KANNADA DIGIT ZERO",
    "lana": "TAI THAM HORA DIGIT ZERO",
    "lanatham": "TAI THAM THAM DIGIT ZERO",
    "laoo": "LAO DIGIT ZERO",
    "latn": "DIGIT ZERO",
    "lepc": "LEPCHA DIGIT ZERO",
    "limb": "LIMBU DIGIT ZERO",
    "mlym": "MALAYALAM DIGIT ZERO",
    "mong": "MONGOLIAN DIGIT ZERO",
    "mtei": "MEETEI MAYEK DIGIT ZERO",
    "mymr": "MYANMAR DIGIT ZERO",
    "nkoo": "NKO DIGIT ZERO",
    "olck": "OL CHIKI DIGIT ZERO",
    "orya": "ORIYA DIGIT ZERO",
    "osma": "OSMANYA DIGIT ZERO",
    "saur": "SAURASHTRA DIGIT ZERO",
    "sund": "SUNDANESE DIGIT ZERO",
    "tamldec": "TAMIL DIGIT ZERO",
    "telu": "TELUGU DIGIT ZERO",
    "thai": "THAI DIGIT ZERO",
    "tibt": "TIBETAN DIGIT ZERO",
    "vaii": "VAI DIGIT ZERO",
}

EXPORTED_SYMBOLS = ("decimal", "group", "minusSign", "plusSign", "exponential")


def zero_digit(numbering_system: str) -> int:
    name = DIGIT_ZERO_NAMES.get(numbering_system)
    if name is None:
        raise GenerationError(
            "no digit table entry for numbering system %r; add it to DIGIT_ZERO_NAMES"
            % numbering_system
        )
    try:
        zero = ord(unicodedata.lookup(name))
    except KeyError:
        raise GenerationError(
            "this Python's Unicode %s has no %r" % (unicodedata.unidata_version, name)
        )
    for d in range(10):
        ch = chr(zero + d)
        if unicodedata.decimal(ch, None) != d:
            raise GenerationError(
                "%s: U+%04X is not the decimal digit %d" % (numbering_system, zero + d, d)
            )
    return zero


def resolved_symbols(loc: Locale) -> dict:
    """The exported symbols of the locale's default numbering system, aliases resolved."""
    system = loc.default_numbering_system
    symbols = dict(loc.number_symbols[system])
    if "alias" in symbols:
        # CLDR root: <symbols numberSystem="X"><alias path="../symbols[@numberSystem='latn']"/>.
        # Keys the locale chain sets for X itself win over the alias target.
        latn = dict(loc.number_symbols["latn"])
        if "alias" in latn:
            raise GenerationError("%s: latn symbols are themselves an alias" % loc)
        del symbols["alias"]
        latn.update(symbols)
        symbols = latn
    missing = [k for k in EXPORTED_SYMBOLS if k not in symbols]
    if missing:
        raise GenerationError("%s: symbols %r missing" % (loc, missing))
    return {k: symbols[k] for k in EXPORTED_SYMBOLS}


def babel_numbering_system(loc: Locale) -> str:
    """The system to hand babel's formatter so that it uses CLDR's resolved symbols.

    babel's formatter does not follow symbol aliases (it falls back to its own
    defaults), so for an aliased system we pass `latn`, which is correct only
    when the locale overrides none of the symbols the formatter uses.
    """
    system = loc.default_numbering_system
    symbols = loc.number_symbols[system]
    if "alias" in symbols:
        overridden = [k for k in ("decimal", "group", "minusSign", "plusSign") if k in symbols]
        if overridden:
            raise GenerationError(
                "%s: cannot format with babel: aliased %s symbols override %r" % (loc, system, overridden)
            )
        return "latn"
    return system


def grouping_sizes(pattern: str) -> tuple[int, int]:
    """(primary, secondary) from a CLDR decimal pattern; (0, 0) = no grouping."""
    positive = pattern.split(";")[0]
    match = re.search(r"[#0,@]+", positive)
    if not match:
        raise GenerationError("decimal pattern %r has no digits" % pattern)
    integer = match.group(0)
    groups = integer.split(",")
    if len(groups) == 1:
        return (0, 0)
    primary = len(groups[-1])
    secondary = len(groups[-2]) if len(groups) > 2 else primary
    if primary == 0 or secondary == 0 or primary > 255 or secondary > 255:
        raise GenerationError("odd grouping in pattern %r" % pattern)
    return (primary, secondary)


def standard_pattern(loc: Locale) -> str:
    return loc.decimal_formats[None].pattern


class NumberRow:
    def __init__(self, ident: str):
        loc = locale(ident)
        self.system = loc.default_numbering_system
        self.symbols = resolved_symbols(loc)
        self.zero = zero_digit(self.system)
        pattern = standard_pattern(loc)
        self.primary, self.secondary = grouping_sizes(pattern)
        babel_grouping = loc.decimal_formats[None].grouping
        if self.primary and tuple(babel_grouping) != (self.primary, self.secondary):
            raise GenerationError(
                "%s: grouping %r disagrees with babel %r" % (ident, (self.primary, self.secondary), babel_grouping)
            )
        self.minimum_grouping = minimum_grouping_digits(ident)
        self.percent_affix, self.percent_prefix = percent_affix(loc)


def percent_affix(loc: Locale) -> tuple:
    """The percent sign with the text around it in the locale's percent pattern
    (its positive part), and whether it goes before the number: ("%", False) for
    "#,##0%", ("\u00a0%", False) for "#,##0\u00a0%", ("%", True) for "%#,##0"."""
    pattern = loc.percent_formats[None].pattern.split(";")[0]
    match = re.match(r"^([^#0,.]*)[#0,.]+([^#0,.]*)$", pattern)
    if not match or (match.group(1) == "") == (match.group(2) == "") or "%" not in match.group(1) + match.group(2):
        raise GenerationError("%s: unexpected percent pattern %r" % (loc, pattern))
    system = loc.default_numbering_system
    symbols = dict(loc.number_symbols["latn"])
    own = loc.number_symbols.get(system, {})
    symbols.update({k: v for k, v in own.items() if k != "alias"})
    affix = (match.group(1) or match.group(2)).replace("%", symbols["percentSign"])
    if len(affix.encode("utf-8")) > 7:
        raise GenerationError("%s: percent affix %r is longer than a bundle record holds" % (loc, affix))
    return affix, match.group(1) != ""


# CLDR minimumGroupingDigits. babel carries neither the data nor the logic, so
# the explicit values of CLDR's common/main files are listed here as facts
# (CLDR 47, the version babel 2.18.0 carries: the fewest entries from which
# inheritance gives every locale of cldr-json 47.0.0's resolved numbers
# data its value; every other locale inherits 1 from root). A locale takes the value of the first of itself and its CLDR parents
# (explicit parentLocales, then truncation) that lists one.
MINIMUM_GROUPING_DIGITS = {
    "be": 2, "bg": 2, "ee": 3, "es": 2, "es_419": 1, "et": 2, "hu": 2, "ia": 2, "ie": 2, "it": 2,
    "ka": 2, "lv": 2, "pl": 2, "pt_PT": 2, "pt_AO": 1, "ru_UA": 2, "sl": 2, "sq": 2,
}


def minimum_grouping_digits(ident: str) -> int:
    explicit = babel.core.get_global("parent_exceptions")
    current = ident
    while current and current != "root":
        if current in MINIMUM_GROUPING_DIGITS:
            return MINIMUM_GROUPING_DIGITS[current]
        if current in explicit:
            current = explicit[current]
        elif "_" in current:
            current = current.rsplit("_", 1)[0]
        else:
            break
    return 1


# ---------------------------------------------------------------------------
# Locale data


def parent_table(locale_ids: list[str]) -> list[tuple[str, str]]:
    """CLDR parentLocales: babel's explicit list plus the nonlikelyScript rule."""
    parents = dict(babel.core.get_global("parent_exceptions"))
    likely = babel.core.get_global("likely_subtags")
    for ident in locale_ids:
        parts = ident.split("_")
        if len(parts) == 2 and re.fullmatch(r"[A-Z][a-z]{3}", parts[1]) and ident not in parents:
            # CLDR 45+ parentLocales localeRules="nonlikelyScript": lang_Script
            # whose script is not the language's likely script inherits from root.
            maximized = likely.get(parts[0])
            if maximized is None:
                raise GenerationError("no likely subtags for %r" % parts[0])
            if maximized.split("_")[1] != parts[1]:
                parents[ident] = "root"
    return sorted(parents.items())


def likely_table(locale_ids: list[str]) -> list[tuple[str, str]]:
    likely = babel.core.get_global("likely_subtags")
    languages = {ident.split("_")[0] for ident in locale_ids if ident != "root"}
    rows = []
    for source, target in likely.items():
        if not re.fullmatch(r"[a-z]{2,8}_[A-Z][a-z]{3}_(?:[A-Z]{2}|[0-9]{3})", target):
            raise GenerationError("unexpected likely target %r" % target)
        parts = source.split("_")
        lang = parts[0]
        if len(parts) == 1:
            keep = lang in languages or lang == "und"
        elif len(parts) == 2 and re.fullmatch(r"[A-Z]{2}|[0-9]{3}", parts[1]):
            keep = lang in languages or lang == "und"
        else:
            keep = False  # lang_Script, lang_Script_REGION, und_Script: not needed
        if keep:
            rows.append((source, target))
    return sorted(rows)


# ---------------------------------------------------------------------------
# Runtime locale matching tables (Sources/LocPack/Locales/)
#
# A locale tag language[-Script][-REGION] is packed into one integer so the
# runtime can binary-search sorted integer arrays without allocating:
#   language: 2 or 3 letters, 5 bits each (a = 1 ... z = 26), a 2-letter
#             language padded with 0: 15 bits;
#   script:   4 letters, 5 bits each (0 = none): 20 bits;
#   region:   0 = none, two letters 1 + 26 * (A..Z) + (A..Z), three digits
#             1024 + value: 11 bits;
#   tag = language << 31 | script << 11 | region.

# Languages CLDR's plurals.xml lists beside another language whose rules they
# share, but which babel has no locale (so no plural rules) for. Facts from
# CLDR's common/supplemental/plurals.xml (`<pluralRules locales="ar ars">`).
PLURAL_RULES_SHARED = {"ars": "ar"}


def pack_language(lang: str) -> int:
    if not re.fullmatch(r"[a-z]{2,3}", lang):
        raise GenerationError("cannot pack language %r" % lang)
    value = 0
    for ch in lang.ljust(3, " "):
        value = value * 32 + (0 if ch == " " else ord(ch) - 96)
    return value


def pack_script(script: str) -> int:
    if not re.fullmatch(r"[A-Z][a-z]{3}", script):
        raise GenerationError("cannot pack script %r" % script)
    value = 0
    for ch in script.lower():
        value = value * 32 + ord(ch) - 96
    return value


def pack_region(region: str) -> int:
    if re.fullmatch(r"[A-Z]{2}", region):
        return 1 + (ord(region[0]) - 65) * 26 + (ord(region[1]) - 65)
    if re.fullmatch(r"[0-9]{3}", region):
        return 1024 + int(region)
    raise GenerationError("cannot pack region %r" % region)


def split_tag(ident: str) -> tuple[str, str, str]:
    """language, script, region of a CLDR id with at most those three parts."""
    parts = ident.split("_")
    language, script, region = parts[0], "", ""
    for part in parts[1:]:
        if re.fullmatch(r"[A-Z][a-z]{3}", part) and not script and not region:
            script = part
        elif re.fullmatch(r"[A-Z]{2}|[0-9]{3}", part) and not region:
            region = part
        else:
            raise GenerationError("unexpected subtag %r in %r" % (part, ident))
    return language, script, region


def pack_tag(ident: str) -> int:
    if ident == "root":
        return 0
    language, script, region = split_tag(ident)
    return (pack_language(language) << 31 | (pack_script(script) if script else 0) << 11
            | (pack_region(region) if region else 0))


def language_aliases() -> list[tuple[str, str]]:
    """CLDR languageAlias as babel has it: every entry whose type is one
    language subtag (babel leaves out the legacy multi-subtag types such as
    `zh_guoyu`), sorted by alias."""
    rows = sorted(babel.core.get_global("language_aliases").items())
    for alias, replacement in rows:
        if not re.fullmatch(r"[a-z]{2,3}", alias):
            raise GenerationError("unexpected language alias %r" % alias)
        split_tag(replacement)
    return rows


def matching_tables(locale_ids: list[str]) -> dict:
    """The runtime's locale-matching data: per language its alias and likely
    tag; likely tags of language-region pairs whose script differs from the
    language's and of language-script pairs; explicit parents."""
    likely = babel.core.get_global("likely_subtags")
    aliases = dict(language_aliases())
    cldr_languages = {ident.split("_")[0] for ident in locale_ids if ident != "root"}
    languages = set(cldr_languages) | set(aliases)
    for replacement in aliases.values():
        target = split_tag(replacement)[0]
        if target in likely:
            languages.add(target)
    parents = parent_table(locale_ids)
    for child, _ in parents:
        languages.add(split_tag(child)[0])
    rows = []
    for language in languages:
        if language in aliases:
            alias_tag, likely_tag = pack_tag(aliases[language]), 0
        else:
            alias_tag, likely_tag = 0, pack_tag(likely[language]) if language in likely else 0
        rows.append((pack_language(language), language, alias_tag, likely_tag))
    default_script = {lang: likely[lang].split("_")[1] for lang in languages if lang in likely}
    exceptions = []
    for source, target in likely.items():
        parts = source.split("_")
        if len(parts) != 2 or parts[0] not in cldr_languages or parts[0] in aliases:
            continue
        if re.fullmatch(r"[A-Z]{2}|[0-9]{3}", parts[1]):
            if target.split("_")[1] == default_script.get(parts[0]):
                continue  # the language's own script: nothing to record
        elif not re.fullmatch(r"[A-Z][a-z]{3}", parts[1]):
            continue
        exceptions.append((pack_tag(source), source, pack_tag(target), target))
    exceptions.sort()
    parent_rows = sorted((pack_tag(c), c, pack_tag(p), p) for c, p in parents)
    # Flags per language: 1 = has entries in the likely exceptions, 2 = is the
    # language of an explicit parent's child; matching skips those searches
    # for every other language.
    with_exceptions = {split_tag(r[1])[0] for r in exceptions}
    with_parents = {split_tag(r[1])[0] for r in parent_rows}
    rows = sorted(r + ((1 if r[1] in with_exceptions else 0) | (2 if r[1] in with_parents else 0),) for r in rows)
    for table in (rows, exceptions, parent_rows):
        keys = [r[0] for r in table]
        if len(set(keys)) != len(keys):
            raise GenerationError("packed keys collide")
    return {"languages": rows, "likely": exceptions, "parents": parent_rows}


LANGUAGE_ALIAS_SAMPLES = [str(n) for n in range(0, 31)] + [
    "100", "101", "102", "111", "1000", "1000000", "0.5", "1.0", "1.5", "2.5"]


def language_alias_vectors() -> list[dict]:
    """One line per languageAlias: the replacement and the cardinal plural
    categories babel gives the replacement locale (root's when babel has no
    locale for it)."""
    rows = []
    for alias, replacement in language_aliases():
        try:
            rule = Locale.parse(replacement).plural_form
        except (babel.core.UnknownLocaleError, ValueError):
            rule = Locale.parse("root").plural_form
        cases: dict[str, list[str]] = {}
        for text in LANGUAGE_ALIAS_SAMPLES:
            cases.setdefault(babel_category(rule, text), []).append(text)
        rows.append({"alias": alias, "replacement": replacement, "cases": cases})
    for language, shared in sorted(PLURAL_RULES_SHARED.items()):
        rule = Locale.parse(shared).plural_form
        cases = {}
        for text in LANGUAGE_ALIAS_SAMPLES:
            cases.setdefault(babel_category(rule, text), []).append(text)
        rows.append({"language": language, "pluralRulesOf": shared, "cases": cases})
    return rows


# ---------------------------------------------------------------------------
# Number-format vectors

NUMBER_FORMAT_LOCALES = [
    "ar", "ar_EG", "bn", "de", "de_CH", "en", "en_IN", "es", "fa", "fr", "he",
    "hi", "hi_IN", "it", "ja", "mr", "my", "ne", "pl", "pt_BR", "ru", "sv",
    "th", "tr",
]
LOCALIZED_INTEGERS = [0, 7, -42, 12345, 1234567, 123456789, -9876543210]
LOCALIZED_DOUBLES = [
    ("%.2f", 2, [3.14159, -0.25, 12345.6789, 1234567.891, -98765.4321]),
    ("%.1f", 1, [3.14159, 12345.6789, 1234567.891, -98765.4321]),
]


def _integer_digits(text: str) -> int:
    return len(text.lstrip("-").split(".")[0])


def _fixed_fraction_pattern(pattern: str, digits: int) -> str:
    def one(sub: str) -> str:
        match = re.search(r"[#0,@]+(?:\.[#0]*)?", sub)
        if not match:
            raise GenerationError("pattern %r has no number" % pattern)
        integer = match.group(0).split(".")[0]
        return sub[: match.start()] + integer + "." + "0" * digits + sub[match.end():]

    return ";".join(one(sub) for sub in pattern.split(";"))


def _localize_digits(text: str, zero: int) -> str:
    return "".join(chr(zero + ord(ch) - 48) if "0" <= ch <= "9" else ch for ch in text)


def _check_same_digits(ident: str, babel_text: str, printf_text: str):
    babel_digits = re.sub(r"[^0-9]", "", babel_text)
    printf_digits = re.sub(r"[^0-9]", "", printf_text)
    negative = printf_text.startswith("-")
    if babel_digits != printf_digits or negative != babel_text.startswith("-"):
        raise GenerationError(
            "%s: babel %r and printf %r disagree" % (ident, babel_text, printf_text)
        )


def _localize_minus(loc: Locale, text: str) -> str:
    """babel writes the pattern's "-" literally; CLDR means the locale's minus sign."""
    if ";" in standard_pattern(loc):
        raise GenerationError("%s: explicit negative subpattern not handled" % loc)
    if not text.startswith("-") or text.count("-") != 1:
        raise GenerationError("%s: unexpected negative text %r" % (loc, text))
    return resolved_symbols(loc)["minusSign"] + text[1:]


def localized_vectors() -> list[dict]:
    rows = []
    for ident in NUMBER_FORMAT_LOCALES:
        loc = locale(ident)
        system = babel_numbering_system(loc)
        zero = zero_digit(loc.default_numbering_system)
        for value in LOCALIZED_INTEGERS:
            if _integer_digits(str(value)) == 4:
                raise GenerationError("4-digit integers are excluded (minimumGroupingDigits)")
            text = babel.numbers.format_decimal(value, locale=loc, numbering_system=system)
            _check_same_digits(ident, text, "%d" % value)
            if value < 0:
                text = _localize_minus(loc, text)
            rows.append({"mode": "localized", "locale": ident, "spec": "%d",
                         "value": value, "text": _localize_digits(text, zero)})
        for spec, digits, values in LOCALIZED_DOUBLES:
            pattern = _fixed_fraction_pattern(standard_pattern(loc), digits)
            for value in values:
                printf_text = spec % value
                if _integer_digits(printf_text) == 4:
                    raise GenerationError("4-digit integer parts are excluded (minimumGroupingDigits)")
                text = babel.numbers.format_decimal(
                    decimal.Decimal(value), format=pattern, locale=loc, numbering_system=system
                )
                _check_same_digits(ident, text, printf_text)
                if printf_text.startswith("-"):
                    text = _localize_minus(loc, text)
                rows.append({"mode": "localized", "locale": ident, "spec": spec,
                             "double": repr(value), "text": _localize_digits(text, zero)})
    return rows


POSIX_SIGNED_SPECS = ["%d", "%i", "%5d", "%-5d|", "%05d", "%+d"]
POSIX_SIGNED_VALUES = [0, 1, -1, 42, -42, 123456, 2147483647, -2147483648]
POSIX_LONG_SPECS = ["%ld", "%lld"]
POSIX_LONG_VALUES = [0, -1, 9876543210, -9876543210, 9223372036854775807, -9223372036854775808]
POSIX_UNSIGNED_SPECS = ["%x", "%X", "%#x", "%o", "%u"]
POSIX_UNSIGNED_VALUES = [0, 1, 42, 255, 4294967295]
POSIX_CHAR_VALUES = [65, 97, 48, 32, 126]
POSIX_STRING_SPECS = ["%s", "%5s", "%-5s|"]
POSIX_STRING_VALUES = ["", "abc", "Hello, world"]
POSIX_DOUBLE_SPECS = [
    "%f", "%.0f", "%.1f", "%.2f", "%.3f", "%10.4f", "%-10.2f|",
    "%e", "%.3e", "%E", "%g", "%.3g", "%G", "%#g",
]
POSIX_DOUBLE_VALUES = [
    0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 2.675, 1e21, 1e-7, 123456789.123,
    5e-324, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan"),
]


def posix_vectors() -> list[dict]:
    rows = []

    def add(spec, field, value, text):
        row = {"mode": "posix", "spec": spec, "text": text}
        if field is not None:
            row[field] = value
        rows.append(row)

    for spec in POSIX_SIGNED_SPECS:
        for value in POSIX_SIGNED_VALUES:
            add(spec, "value", value, spec % value)
    for spec in POSIX_LONG_SPECS:
        python_spec = spec.replace("l", "")  # C's length modifier only widens the argument
        for value in POSIX_LONG_VALUES:
            add(spec, "value", value, python_spec % value)
    for spec in POSIX_UNSIGNED_SPECS:
        for value in POSIX_UNSIGNED_VALUES:
            if spec == "%#x" and value == 0:
                continue  # C prints "0", Python "0x0"
            python_spec = "%d" if spec == "%u" else spec
            add(spec, "value", value, python_spec % value)
    for value in POSIX_CHAR_VALUES:
        add("%c", "value", value, "%c" % value)
    for spec in POSIX_STRING_SPECS:
        for value in POSIX_STRING_VALUES:
            add(spec, "string", value, spec % value)
    for spec in POSIX_DOUBLE_SPECS:
        for value in POSIX_DOUBLE_VALUES:
            add(spec, "double", repr(value), spec % value)
    add("%%", None, None, "%%" % ())
    add("%d%%", "value", 50, "%d%%" % 50)
    return rows


# ---------------------------------------------------------------------------
# Swift output


def currency_data_swift(locale_ids: list[str]) -> str:
    """CLDRCurrencyData: each locale's standard and accounting currency
    patterns, its currency symbols and every currency's fraction digits.

    Patterns and symbol sets are stored once and indexed per locale (few are
    distinct). A symbol set lists only the currencies whose symbol is not
    their ISO code, as "CODE<TAB>symbol" lines. babel has no narrow symbols
    and no plural currency names: the compiler aliases `narrowSymbol` and
    `name` to the symbol (Specs/importers/mf2.md).
    """
    patterns: list[str] = []
    pattern_index: dict[str, int] = {}
    sets: list[str] = []
    set_index: dict[str, int] = {}
    standard, accounting, symbol_sets = [], [], []
    for ident in locale_ids:
        loc = locale(ident)
        for kind, column in (("standard", standard), ("accounting", accounting)):
            pattern = loc.currency_formats[kind].pattern
            if "\u00a4" not in pattern:
                raise GenerationError("%s: %s currency pattern %r has no currency sign" % (ident, kind, pattern))
            if pattern not in pattern_index:
                pattern_index[pattern] = len(patterns)
                patterns.append(pattern)
            column.append(pattern_index[pattern])
        lines = ["%s\t%s" % (code, symbol) for code, symbol in sorted(loc.currency_symbols.items())
                 if len(code) == 3 and code.isalpha() and code.isupper() and symbol != code
                 and "\t" not in symbol and "\n" not in symbol]
        text = "\n".join(lines)
        if text not in set_index:
            set_index[text] = len(sets)
            sets.append(text)
        symbol_sets.append(set_index[text])
    if len(patterns) > 0xFF or len(sets) > 0xFFFF:
        raise GenerationError("too many distinct currency patterns or symbol sets for the index types")
    fractions = babel.core.get_global("currency_fractions")
    default_digits = fractions["DEFAULT"][0]
    if default_digits != 2:
        raise GenerationError("CLDR's default currency fraction digits are %d, not 2" % default_digits)
    digits = ",".join("%s%d" % (code, value[0]) for code, value in sorted(fractions.items())
                      if code != "DEFAULT" and value[0] != default_digits)
    return swift_file(
        ["Currency formats of each locale (generated).",
         "",
         "All per-locale arrays are parallel to `CLDRPluralRules.localeIDs`."],
        "CLDRCurrencyData",
        [
            swift_array(["The distinct currency patterns (CLDR `currencyFormat`, standard and accounting)."],
                        "patterns", "String", [swift_string(t) for t in patterns],
                        ["%d" % i for i in range(len(patterns))]),
            swift_array(["For each locale, the index into `patterns` of its standard currency pattern."],
                        "standardPatternIndex", "UInt8", ["%d" % i for i in standard], row_labels=locale_ids),
            swift_array(["For each locale, the index into `patterns` of its accounting currency pattern."],
                        "accountingPatternIndex", "UInt8", ["%d" % i for i in accounting], row_labels=locale_ids),
            swift_array(["The distinct symbol sets: one \"CODE<TAB>symbol\" line per currency whose",
                         "symbol in the locale is not its ISO code."],
                        "symbolSets", "String", [swift_string(t) for t in sets],
                        ["%d" % i for i in range(len(sets))]),
            swift_array(["For each locale, the index into `symbolSets` of its symbols."],
                        "symbolSetIndex", "UInt16", ["%d" % i for i in symbol_sets], row_labels=locale_ids),
            ["    /// CLDR's currency fraction digits where they are not the default 2,",
             "    /// as comma-separated \"CODEdigits\" items (`JPY0`, `BHD3`).",
             "    static let fractionDigits = %s" % swift_string(digits)],
        ],
    )


def block_rows(locale_ids: list[str], blocks_of) -> tuple[list[str], list[str], list[int]]:
    """Stores per-locale lists of text blocks once: the distinct blocks, the
    distinct rows (each a line of block numbers) and each locale's row."""
    blocks: list[str] = []
    block_index: dict[str, int] = {}
    rows: list[str] = []
    row_index: dict[str, int] = {}
    locale_rows: list[int] = []
    for ident in locale_ids:
        numbers = []
        for block in blocks_of(ident):
            if block not in block_index:
                block_index[block] = len(blocks)
                blocks.append(block)
            numbers.append(block_index[block])
        row = " ".join("%d" % n for n in numbers)
        if row not in row_index:
            row_index[row] = len(rows)
            rows.append(row)
        locale_rows.append(row_index[row])
    return blocks, rows, locale_rows


RELATIVE_TIME_UNITS = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]
RELATIVE_TIME_STYLES = ["", "-short", "-narrow"]
PLURAL_CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]


def relative_time_block(fields, unit: str, style: str) -> str:
    """One unit's relative-time patterns in one style, as a block line.

    CLDR's root makes `day-narrow` an alias of `day-short` and `day-short`
    one of `day`, and each pattern (one direction, one plural category)
    inherits on its own. babel keeps only the patterns a locale or its
    parents spell out, so a pattern the style lacks is taken from the next
    style of the alias chain (narrow, short, long), as CLDR resolves it
    (`da` spells out only the past of `day-short`; its future is `day`'s).
    The block is `f:CATEGORY=pattern` and `p:CATEGORY=pattern` items (future
    and past, categories in CLDR order) separated by U+001F.
    """
    chain = {"": [""], "-short": ["-short", ""], "-narrow": ["-narrow", "-short", ""]}[style]
    items = []
    for direction, letter in (("future", "f"), ("past", "p")):
        levels = [(fields.get(unit + suffix) or {}).get(direction) or {} for suffix in chain]
        categories = {category for level in levels for category in level}
        if "other" not in categories:
            raise GenerationError("relative-time %s%s %s lacks an `other` pattern" % (unit, style, direction))
        for category in sorted(categories, key=PLURAL_CATEGORY_ORDER.index):
            text = next(level[category] for level in levels if category in level)
            if any(c in text for c in "\x1f\n="):
                raise GenerationError("relative-time pattern %r holds a separator" % text)
            items.append("%s:%s=%s" % (letter, category, text))
    return "\x1f".join(items)


DATE_TIME_LENGTHS = ["full", "long", "medium", "short"]


def date_time_blocks(loc: Locale, root: Locale) -> list[str]:
    """One locale's Gregorian date and time data as blocks of items
    separated by U+001F: the date formats, time formats and date-time glue
    (full, long, medium, short), the skeletons as `skeleton=pattern`,
    months (format then stand-alone; wide, abbreviated, narrow; January
    first), weekdays (the same; Sunday first), AM and PM, and the eras (BC,
    AD). A name the locale lacks is root's."""
    def names(get, count, first):
        items = []
        for i in range(count):
            value = get(loc).get(first + i) or get(root).get(first + i)
            if not value:
                raise GenerationError("%s: a date name is missing" % loc)
            items.append(value)
        return items
    blocks = [
        [loc.date_formats[k].pattern for k in DATE_TIME_LENGTHS],
        [loc.time_formats[k].pattern for k in DATE_TIME_LENGTHS],
        [loc.datetime_formats[k] for k in DATE_TIME_LENGTHS],
        # Every availableFormats skeleton but those of fields LocPack does not show (week of year or
        # month, quarter, flexible day periods).
        ["%s=%s" % (k, loc.datetime_skeletons[k].pattern) for k in sorted(loc.datetime_skeletons)
         if not any(c in k for c in "wWQqBb") and "=" not in k],
    ]
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated", "narrow"):
            blocks.append(names(lambda l: l.months[context][width], 12, 1))
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated", "narrow"):
            # babel numbers weekdays from Monday (0); Sunday first here.
            days = names(lambda l: l.days[context][width], 7, 0)
            blocks.append(days[6:] + days[:6])
    # `a`: the abbreviated format day periods (babel's `periods` is the wide
    # form, which many locales leave to root).
    periods = dict(loc.day_periods["format"]["abbreviated"])
    blocks.append([periods.get(p) or dict(root.day_periods["format"]["abbreviated"])[p] for p in ("am", "pm")])
    blocks.append(names(lambda l: l.eras["abbreviated"], 2, 0))
    out = []
    for block in blocks:
        for item in block:
            if any(c in item for c in "\x1f\n"):
                raise GenerationError("%s: date item %r holds a separator" % (loc, item))
        out.append("\x1f".join(block))
    return out


def block_table_swift(locale_ids: list[str], blocks_of, what: str, enum_name: str, blocks_doc: list[str],
                      rows_doc: list[str], row_type: str) -> str:
    """A generated table of per-locale text blocks (block_rows): the
    distinct blocks and rows as multi-line literals, and each locale's row
    number as `row_type` (UInt8 or UInt16)."""
    blocks, rows, locale_rows = block_rows(locale_ids, blocks_of)
    if len(rows) > {"UInt8": 0xFF, "UInt16": 0xFFFF}[row_type]:
        raise GenerationError("too many distinct %s rows for a %s index" % (enum_name, row_type))
    return swift_file(
        ["%s of each locale (generated)." % what,
         "",
         "`localeRow` is parallel to `CLDRPluralRules.localeIDs`."],
        enum_name,
        [
            ["    /// " + line for line in blocks_doc] + ["    static let blocks ="] + swift_multiline(blocks),
            ["    /// " + line for line in rows_doc] + ["    static let rows ="] + swift_multiline(rows),
            swift_array(["For each locale, its line in `rows`."],
                        "localeRow", row_type, ["%d" % i for i in locale_rows], row_labels=locale_ids),
        ],
    )


def date_time_data_swift(locale_ids: list[str]) -> str:
    """CLDRDateTimeData: each locale's Gregorian date and time patterns and
    names, stored as relative times are (distinct blocks, distinct rows of
    block numbers, a row per locale)."""
    root = locale("root")
    return block_table_swift(
        locale_ids, lambda ident: date_time_blocks(locale(ident), root),
        "Gregorian date and time patterns and names", "CLDRDateTimeData",
        ["The distinct blocks, one a line, items separated by U+001F: date",
         "formats, time formats or date-time glue (full, long, medium, short);",
         "`skeleton=pattern` items; 12 month or 7 weekday names (Sunday first);",
         "AM and PM; the eras BC and AD."],
        ["The distinct rows, one a line: 18 block numbers: dates, times, glue,",
         "skeletons, months (format wide, abbreviated, narrow, then stand-alone),",
         "weekdays (the same), day periods, eras."],
        "UInt16")


def swift_multiline(lines: list[str]) -> list[str]:
    """A Swift multi-line string literal holding `lines`: letters, marks,
    digits, punctuation and symbols as themselves (UTF-8), everything else
    (spaces other than U+0020, format and control characters, backslashes
    and quotes) as swift_string escapes it."""
    out = ['        """']
    for line in lines:
        text = []
        for ch in line:
            visible = ch != "\\" and ch != '"' and unicodedata.category(ch)[0] in "LMNPS"
            text.append(ch if visible or ch == " " else swift_string(ch)[1:-1])
        out.append("        " + "".join(text))
    out.append('        """')
    return out


def relative_time_data_swift(locale_ids: list[str]) -> str:
    """CLDRRelativeTimeData: each locale's relative-time patterns (CLDR
    `fields`, `relativeTime`) for 8 units in 3 styles, as
    `Intl.RelativeTimeFormat` formats with `numeric: "always"`.

    Blocks (one unit in one style) are stored once; a row lists the 24 block
    numbers of a locale (units in RELATIVE_TIME_UNITS order, each long,
    short, narrow), rows are stored once, and each locale has a row number.
    babel keeps no `relative` entries (yesterday, tomorrow), so
    `numeric: "auto"` has no data here.
    """
    def blocks_of(ident):
        fields = locale(ident)._data["date_fields"]
        return [relative_time_block(fields, unit, style) for unit in RELATIVE_TIME_UNITS for style in RELATIVE_TIME_STYLES]
    return block_table_swift(
        locale_ids, blocks_of, "Relative-time patterns", "CLDRRelativeTimeData",
        ["The distinct blocks, one a line: one unit's patterns in one style as",
         "`f:category=pattern` (future) and `p:category=pattern` (past) items",
         "separated by U+001F; `{0}` is the number."],
        ["The distinct rows, one a line: 24 block numbers, the units year,",
         "quarter, month, week, day, hour, minute, second, each in the long,",
         "short and narrow style."],
        "UInt8")


LIST_PATTERN_STYLES = ["standard", "standard-short", "standard-narrow", "or", "or-short", "or-narrow",
                       "unit", "unit-short", "unit-narrow"]
# CLDR's root aliases between list styles, as ICU 78 resolves them (measured
# against Node's Intl.ListFormat: `unit-short` falls back to `standard`).
LIST_PATTERN_ALIASES = {"standard-short": "standard", "standard-narrow": "standard-short", "or-short": "or",
                        "or-narrow": "or-short", "unit": "unit-short", "unit-narrow": "unit-short",
                        "unit-short": "standard"}
LIST_PATTERN_PARTS = ["2", "start", "middle", "end"]


def list_pattern_block(patterns, style: str) -> str:
    """One list style's four patterns (`2`, `start`, `middle`, `end`) as a
    block line, items separated by U+001F. babel keeps a style's patterns
    as the locale and its parents spell them out, without root's aliases
    between styles, so a pattern the style lacks is taken from the style it
    is an alias of (LIST_PATTERN_ALIASES), as ICU's list formatter does."""
    chain = [style]
    while chain[-1] in LIST_PATTERN_ALIASES:
        chain.append(LIST_PATTERN_ALIASES[chain[-1]])
    items = []
    for part in LIST_PATTERN_PARTS:
        text = next((patterns[s][part] for s in chain if s in patterns and part in patterns[s]), None)
        if text is None:
            raise GenerationError("list pattern %s %s is missing" % (style, part))
        if any(c in text for c in "\x1f\n") or text.count("{0}") != 1 or text.count("{1}") != 1 \
                or text.index("{0}") > text.index("{1}"):
            raise GenerationError("list pattern %r is not one {0} before one {1}" % text)
        items.append(text)
    return "\x1f".join(items)


def list_pattern_data_swift(locale_ids: list[str]) -> str:
    """CLDRListPatternData: each locale's list patterns (CLDR
    `listPatterns`) in nine styles, what `Intl.ListFormat` formats with: a
    style is one block of four patterns, stored once; a row lists a
    locale's nine block numbers (LIST_PATTERN_STYLES order)."""
    def blocks_of(ident):
        patterns = locale(ident).list_patterns
        return [list_pattern_block(patterns, style) for style in LIST_PATTERN_STYLES]
    return block_table_swift(
        locale_ids, blocks_of, "List patterns", "CLDRListPatternData",
        ["The distinct blocks, one a line: one style's patterns for two",
         "items, the start, the middle and the end, separated by U+001F;",
         "`{0}` and `{1}` are what the pattern joins."],
        ["The distinct rows, one a line: 9 block numbers, the styles",
         "standard, standard-short, standard-narrow, or, or-short, or-narrow,",
         "unit, unit-short, unit-narrow."],
        "UInt16")


def swift_string(text: str) -> str:
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%04X}" % code)
    out.append('"')
    return "".join(out)


ITEMS_PER_LINE = 8


def swift_array(doc: list[str], name: str, element_type: str, literals: list[str],
                per_line_comments: list[str] | None = None,
                row_labels: list[str] | None = None) -> list[str]:
    """A `static let` array literal.

    With `per_line_comments`, one element per line followed by its comment.
    Otherwise ITEMS_PER_LINE elements per line, so that parallel arrays line up
    row for row; each row ends with a comment giving the index of its first
    element and, with `row_labels`, that element's label (its locale).
    """
    lines = [("    /// " + d) if d else "    ///" for d in doc]
    lines.append("    static let %s: [%s] = [" % (name, element_type))
    if per_line_comments is not None:
        for literal, comment in zip(literals, per_line_comments):
            lines.append("        %s, // %s" % (literal, comment))
    else:
        for start in range(0, len(literals), ITEMS_PER_LINE):
            row = " ".join(literal + "," for literal in literals[start:start + ITEMS_PER_LINE])
            comment = "%d" % start
            if row_labels is not None:
                comment += " " + row_labels[start]
            lines.append("        %s // %s" % (row, comment))
    lines.append("    ]")
    return lines


def swift_file(enum_doc: list[str], enum_name: str, members: list[list[str]]) -> str:
    lines = ["// " + HEADER_TEXT, "//", "// Source data and table layout: Specs/cldr-data.md.", ""]
    lines += [("/// " + d) if d else "///" for d in enum_doc]
    lines.append("enum %s {" % enum_name)
    for i, member in enumerate(members):
        if i:
            lines.append("")
        lines += member
    lines.append("}")
    return "\n".join(lines) + "\n"


def jsonl(rows: list[dict]) -> str:
    out = [json.dumps({"_comment": HEADER_TEXT}, ensure_ascii=True, separators=(",", ":"))]
    for row in rows:
        out.append(json.dumps(row, ensure_ascii=True, sort_keys=True, separators=(",", ":")))
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------


def generate(root: str) -> list[str]:
    locale_ids = all_locale_ids()

    # Plural rules ---------------------------------------------------------
    rule_texts: list[str] = [""]  # index 0: everything is `other`
    rule_index = {"": 0}
    cardinal_index: list[int] = []
    ordinal_index: list[int] = []
    cardinal_sets: dict[str, RuleSet] = {}
    ordinal_sets: dict[str, RuleSet] = {}
    for ident in locale_ids:
        loc = locale(ident)
        for rule, table, sets in (
            (loc.plural_form, cardinal_index, cardinal_sets),
            (loc.ordinal_form, ordinal_index, ordinal_sets),
        ):
            rs = RuleSet(rule)
            sets[ident] = rs
            if rs.text not in rule_index:
                rule_index[rs.text] = len(rule_texts)
                rule_texts.append(rs.text)
            table.append(rule_index[rs.text])
    if len(rule_texts) > 0xFFFF:
        raise GenerationError("too many rule sets for UInt16")
    distinct_cardinal = len({cardinal_sets[i].text for i in locale_ids})
    distinct_ordinal = len({ordinal_sets[i].text for i in locale_ids})
    self_check_operand_path(list(cardinal_sets.values()) + list(ordinal_sets.values()))

    plural_swift = swift_file(
        ["CLDR plural rule data (generated)."],
        "CLDRPluralRules",
        [
            ["    /// The CLDR release the tables come from.",
             "    static let cldrVersion: String = %s" % swift_string(CLDR_VERSION)],
            swift_array(
                ["Distinct rule sets (%d: %d cardinal, %d ordinal, some shared)."
                 % (len(rule_texts), distinct_cardinal, distinct_ordinal),
                 "Each is \"cat: condition; cat: condition\" in CLDR syntax without samples, e.g.",
                 "\"one: i = 1 and v = 0\" -- categories in CLDR order (zero one two few many),",
                 "`other` omitted (implicit). Index 0, the empty string, is the rule set where",
                 "everything is `other`."],
                "ruleSets", "String", [swift_string(t) for t in rule_texts],
                ["%d" % i for i in range(len(rule_texts))],
            ),
            swift_array(
                ["Locale identifiers (CLDR/babel spelling with underscores, e.g. \"pt_PT\",",
                 "\"zh_Hant\"), sorted by byte value (ASCII order, as Swift `<` sorts them)."],
                "localeIDs", "String", [swift_string(i) for i in locale_ids],
            ),
            swift_array(
                ["For each locale in `localeIDs`, the index into `ruleSets` of its cardinal rules."],
                "cardinalRuleSet", "UInt16", ["%d" % i for i in cardinal_index], row_labels=locale_ids,
            ),
            swift_array(
                ["For each locale in `localeIDs`, the index into `ruleSets` of its ordinal rules."],
                "ordinalRuleSet", "UInt16", ["%d" % i for i in ordinal_index], row_labels=locale_ids,
            ),
        ],
    )

    # Number symbols -------------------------------------------------------
    rows = [NumberRow(ident) for ident in locale_ids]
    # The five symbol columns hold few distinct strings. Each Swift array of
    # ~1000 string literals costs over a second of optimised (-O) compile
    # time, so the strings are stored once in `symbolStrings` and each column
    # is an array of UInt8 indices, expanded once on first use.
    symbol_columns = [
        ("decimalSeparator", "decimal", ["Decimal separator."]),
        ("groupingSeparator", "group", ["Grouping separator."]),
        ("minusSign", "minusSign", ["Minus sign, including any bidi marks CLDR puts around it."]),
        ("plusSign", "plusSign", ["Plus sign, including any bidi marks CLDR puts around it."]),
        ("exponentSymbol", "exponential", ["Exponent symbol (\"E\" in most locales)."]),
    ]
    symbol_strings: list[str] = []
    symbol_index: dict[str, int] = {}
    for r in rows:
        for text in [r.symbols[key] for _, key, _ in symbol_columns] + [r.percent_affix]:
            if text not in symbol_index:
                symbol_index[text] = len(symbol_strings)
                symbol_strings.append(text)
    if len(symbol_strings) > 0xFF:
        raise GenerationError("too many distinct number symbols for UInt8 indices")
    symbol_members = [
        ["    /// Locale identifiers: the same list, spelling and order as",
         "    /// `CLDRPluralRules.localeIDs`.",
         "    static let localeIDs: [String] = CLDRPluralRules.localeIDs"],
        swift_array(["The distinct strings of the symbol columns, indexed by the `...Index` arrays."],
                    "symbolStrings", "String", [swift_string(t) for t in symbol_strings],
                    ["%d %s" % (i, " ".join("U+%04X" % ord(ch) for ch in t)) for i, t in enumerate(symbol_strings)]),
    ]
    for name, key, doc in symbol_columns:
        symbol_members.append(
            ["    /// " + d for d in doc]
            + ["    static let %s: [String] = %sIndex.map { symbolStrings[Int($0)] }" % (name, name)]
        )
        symbol_members.append(
            swift_array(["For each locale, the index into `symbolStrings` of its `%s`." % name],
                        name + "Index", "UInt8", ["%d" % symbol_index[r.symbols[key]] for r in rows],
                        row_labels=locale_ids)
        )
    symbol_members += [
        swift_array(["Code point of digit zero of the default numbering system; digits 1...9",
                     "follow it consecutively (0x30 latn, 0x660 arab, 0x6F0 arabext, 0x966 deva, ...)."],
                    "zeroDigit", "UInt32", ["0x%X" % r.zero for r in rows], row_labels=locale_ids),
        swift_array(["Primary grouping size from the standard decimal pattern",
                     "(3 for \"#,##0.###\"); 0 means the pattern does not group."],
                    "primaryGroupingSize", "UInt8", ["%d" % r.primary for r in rows], row_labels=locale_ids),
        swift_array(["Secondary grouping size (2 for \"#,##,##0.###\", else equal to the",
                     "primary size); 0 means the pattern does not group."],
                    "secondaryGroupingSize", "UInt8", ["%d" % r.secondary for r in rows], row_labels=locale_ids),
        swift_array(["CLDR minimumGroupingDigits: the fewest integer digits before the first group",
                     "separator appears (2 in pl, es: 1234 stays ungrouped). babel %s has no such" % PINNED_BABEL,
                     "data; the explicit CLDR values are listed in Tools/generate_cldr.py."],
                    "minimumGroupingDigits", "UInt8", ["%d" % r.minimum_grouping for r in rows], row_labels=locale_ids),
        ["    /// The percent sign with the space its percent pattern puts beside it.",
         "    static let percentAffix: [String] = percentAffixIndex.map { symbolStrings[Int($0)] }"],
        swift_array(["For each locale, the index into `symbolStrings` of its `percentAffix`."],
                    "percentAffixIndex", "UInt8", ["%d" % symbol_index[r.percent_affix] for r in rows],
                    row_labels=locale_ids),
        swift_array(["1 where the percent pattern puts the sign before the number (\"%#,##0\"), else 0."],
                    "percentIsPrefix", "UInt8", ["%d" % int(r.percent_prefix) for r in rows], row_labels=locale_ids),
    ]
    number_swift = swift_file(
        ["Number symbols of each locale's default numbering system (generated).",
         "",
         "All per-locale arrays are parallel to `localeIDs`."],
        "CLDRNumberSymbols",
        symbol_members,
    )

    # Currency formats -------------------------------------------------------
    currency_swift = currency_data_swift(locale_ids)
    relative_time_swift = relative_time_data_swift(locale_ids)
    date_time_swift = date_time_data_swift(locale_ids)
    list_pattern_swift = list_pattern_data_swift(locale_ids)

    # Locale data ------------------------------------------------------------
    parents = parent_table(locale_ids)
    likely = likely_table(locale_ids)
    locale_swift = swift_file(
        ["Locale data for fallback chains (generated)."],
        "CLDRLocaleData",
        [
            swift_array(["CLDR parentLocales: child identifiers and their explicit parents",
                         "(parallel arrays, sorted by child). Includes the children of CLDR's",
                         "`nonlikelyScript` rule (a lang_Script locale whose script is not the",
                         "language's likely script, e.g. \"sr_Latn\", \"zh_Hant\") with parent \"root\",",
                         "expanded over the locales in `CLDRPluralRules.localeIDs`."],
                        "parentChildren", "String", [swift_string(c) for c, _ in parents]),
            swift_array(["The parent of each entry of `parentChildren`."],
                        "parentParents", "String", [swift_string(p) for _, p in parents]),
            swift_array(["Likely-subtags sources: bare languages (\"zh\") and language_region pairs",
                         "(\"zh_TW\") for languages that have CLDR locale data, plus \"und_REGION\"",
                         "(parallel arrays, sorted by source)."],
                        "likelySources", "String", [swift_string(s) for s, _ in likely]),
            swift_array(["The maximized \"lang_Script_REGION\" of each entry of `likelySources`."],
                        "likelyTargets", "String", [swift_string(t) for _, t in likely]),
            swift_array(["Languages CLDR gives the plural rules of another language but babel has",
                         "no locale for (plurals.xml `locales=\"ar ars\"`), sorted."],
                        "pluralRulesSharedLanguages", "String",
                        [swift_string(k) for k in sorted(PLURAL_RULES_SHARED)]),
            swift_array(["The locale whose plural rules each entry of `pluralRulesSharedLanguages` uses."],
                        "pluralRulesSharedWith", "String",
                        [swift_string(PLURAL_RULES_SHARED[k]) for k in sorted(PLURAL_RULES_SHARED)]),
        ],
    )

    matching = matching_tables(locale_ids)
    matching_swift = swift_file(
        ["CLDR data for matching requested locales against a bundle's locales at run",
         "time (generated): language aliases, likely scripts, explicit parents.",
         "",
         "A tag language[-Script][-REGION] is packed into an integer (`PackedLocaleTag`):",
         "language (2-3 letters, 5 bits each, a = 1) << 31 | script (4 letters, 5 bits",
         "each) << 11 | region (1 + 26 * A..Z + A..Z for letters, 1024 + value for",
         "digits); 0 in a field means absent, a whole tag 0 means root. Key arrays are",
         "sorted ascending, for binary search."],
        "CLDRLocaleMatching",
        [
            swift_array(["Packed languages (the language field alone, 15 bits) that have data:",
                         "every CLDR language, every languageAlias source and target."],
                        "languages", "UInt16", ["%d" % r[0] for r in matching["languages"]],
                        row_labels=[r[1] for r in matching["languages"]]),
            swift_array(["For each of `languages`, the packed replacement of its CLDR languageAlias",
                         "(\"iw\" -> he, \"sh\" -> sr_Latn, \"swc\" -> sw_CD), or 0."],
                        "languageAlias", "UInt64", ["%d" % r[2] for r in matching["languages"]],
                        row_labels=[r[1] for r in matching["languages"]]),
            swift_array(["For each of `languages`, its packed likely tag (\"zh\" -> zh_Hans_CN),",
                         "or 0 (an alias, or no likely subtags)."],
                        "languageLikely", "UInt64", ["%d" % r[3] for r in matching["languages"]],
                        row_labels=[r[1] for r in matching["languages"]]),
            swift_array(["For each of `languages`: 1 when `likelyKeys` has entries for it, 2 when",
                         "`parentKeys` has; other languages need neither search."],
                        "languageFlags", "UInt8", ["%d" % r[4] for r in matching["languages"]],
                        row_labels=[r[1] for r in matching["languages"]]),
            swift_array(["Packed likely-subtag sources lang_REGION whose script is not the",
                         "language's likely script (\"zh_TW\", \"sr_ME\"), and lang_Script sources",
                         "(\"zh_Hant\")."],
                        "likelyKeys", "UInt64", ["%d" % r[0] for r in matching["likely"]],
                        ["%s" % r[1] for r in matching["likely"]]),
            swift_array(["The packed maximized tag of each of `likelyKeys`."],
                        "likelyValues", "UInt64", ["%d" % r[2] for r in matching["likely"]],
                        ["%s" % r[3] for r in matching["likely"]]),
            swift_array(["Packed children of CLDR's explicit parentLocales (with the expanded",
                         "`nonlikelyScript` rule, as `CLDRLocaleData.parentChildren`)."],
                        "parentKeys", "UInt64", ["%d" % r[0] for r in matching["parents"]],
                        ["%s" % r[1] for r in matching["parents"]]),
            swift_array(["The packed parent of each of `parentKeys`; 0 is root."],
                        "parentValues", "UInt64", ["%d" % r[2] for r in matching["parents"]],
                        ["%s" % r[3] for r in matching["parents"]]),
        ],
    )

    # Vectors ----------------------------------------------------------------
    cardinal_rows = []
    ordinal_rows = []
    for ident in locale_ids:
        rs = cardinal_sets[ident]
        samples = INTEGER_SAMPLES + DECIMAL_SAMPLES + (EXPONENT_SAMPLES if rs.uses_exponent else [])
        cardinal_rows.append(plural_vector(ident, rs, samples))
        ordinal_rows.append(plural_vector(ident, ordinal_sets[ident], INTEGER_SAMPLES))

    outputs = {
        "Sources/LocPackCompiler/CLDR/CLDRPluralRules.generated.swift": plural_swift,
        "Sources/LocPackCompiler/CLDR/CLDRNumberSymbols.generated.swift": number_swift,
        "Sources/LocPackCompiler/CLDR/CLDRLocaleData.generated.swift": locale_swift,
        "Sources/LocPackCompiler/CLDR/CLDRCurrencyData.generated.swift": currency_swift,
        "Sources/LocPackCompiler/CLDR/CLDRRelativeTimeData.generated.swift": relative_time_swift,
        "Sources/LocPackCompiler/CLDR/CLDRDateTimeData.generated.swift": date_time_swift,
        "Sources/LocPackCompiler/CLDR/CLDRListPatternData.generated.swift": list_pattern_swift,
        "Sources/LocPack/Locales/CLDRLocaleMatching.generated.swift": matching_swift,
        "Specs/conformance/plurals-cardinal.jsonl": jsonl(cardinal_rows),
        "Specs/conformance/plurals-ordinal.jsonl": jsonl(ordinal_rows),
        "Specs/conformance/number-format.jsonl": jsonl(localized_vectors() + posix_vectors()),
        "Specs/conformance/language-aliases.jsonl": jsonl(language_alias_vectors()),
    }
    written = []
    for relative, content in outputs.items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = content.encode("utf-8")
        temporary = path + ".tmp"
        with open(temporary, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
        written.append("%s (%d bytes)" % (relative, len(data)))

    summary = (
        "CLDR %s via babel %s: %d locales, %d rule sets (%d distinct cardinal, %d distinct ordinal), "
        "%d parent entries, %d likely-subtag entries, %d language aliases; matching: %d languages, "
        "%d likely exceptions, %d parents"
        % (CLDR_VERSION, PINNED_BABEL, len(locale_ids), len(rule_texts), distinct_cardinal,
           distinct_ordinal, len(parents), len(likely), len(language_aliases()),
           len(matching["languages"]), len(matching["likely"]), len(matching["parents"]))
    )
    return written + [summary]


def main(argv: list[str]) -> int:
    default_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=default_root,
                        help="repository root to write into (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        for line in generate(os.path.abspath(args.root)):
            print(line)
    except GenerationError as error:
        print("generate_cldr.py: error: %s" % error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
