#!/usr/bin/env python3
"""Generate a deterministic benchmark corpus: the same translations as a
Transifex pull cache (`txstrings.json`) and as an Xcode String Catalog
(`Localizable.xcstrings`), plus a sample of render requests.

Usage:
    python3 Tools/generate_corpus.py --size small|default|large --out DIR [--seed N]

Sizes:  small    1,000 keys x 10 locales
        default 10,000 keys x 40 locales
        large  100,000 keys x 40 locales

Writes into DIR (created if needed):

  txstrings.json         {LOCALE: {KEY: {"string": TEXT}}}, the cache the
                         Transifex Native SDK keeps (Transifex locale codes:
                         `pt_BR`, `zh_Hans`)
  txstrings-one.json     the same for the single locale named in the manifest
                         (`oneLocale`), for "initialize one locale" benchmarks
  Localizable.xcstrings  the same translations as a String Catalog (BCP 47
                         locale codes: `pt-BR`, `zh-Hans`)
  requests.jsonl         render requests, one JSON object a line:
                         {"key", "locale", "txLocale", "device", "args", "kind"}
  keys.jsonl             every key with its kind and arguments, one a line:
                         {"key", "kind", "arguments": "none"|"name"|"count"|
                         "two counts", "devices": [...]} (for exhaustive checks)
  manifest.json          size, seed, locales with their plural categories,
                         counts per kind, one sample key per kind (used by the
                         benchmarks: plain, plainWithArgument (a `%@`),
                         plainWithCount (a `%lld`), plural, substitution,
                         devicePlain, devicePlural) and the generator version

The corpus depends only on --size and --seed (and the pinned babel release,
Tools/requirements-cldr.txt, whose CLDR 47 plural data decides which plural
categories each locale gets): running the script twice gives byte-identical
files. No clock, no network, no hash randomization (the only randomness is
random.Random(seed)).

The mix (exact counts, shuffled over the keys):
  80% plain text; 15% of these take one argument (`%@` a name, or `%lld`)
  12% simple plurals: Transifex `{???, plural, one {%d ...} other {%d ...}}`
      <-> xcstrings `variations.plural` with `%lld`
   5% two-argument substitutions: Transifex `<cds-root>` with the
      `substitutions` phrase and `substitutions.VAR.plural.CAT` units
      (`%N$ld ...`) <-> xcstrings `substitutions` with argNum and `%arg`;
      some locales put the two arguments in the opposite order
   3% device variations: half plain per device (no argument), half
      device -> plural (`device.NAME.plural.CAT` <-> `variations.device.NAME.
      variations.plural`) with a plain `device.other` taking the same count
      (Xcode forbids varying `device.other`)

Plural cases are written only for the categories CLDR gives the language.
Every key is translated in every locale and every device choice has an
`other` case, so a render never depends on a fallback rule in which the SDK
and LocPack differ (see Specs/benchmarks.md).

Text is 20-120 characters (Swift Characters) of pseudo-words: each language
has a lexicon of 4,000 words built from syllables written for this script
(Latin with the language's diacritics, Cyrillic, Greek, Hebrew, Arabic), from
consonants and vowel signs (Thai, Devanagari: combining marks), or from a
seeded sample of its Unicode block (Han, kana, Hangul), with a few real
function words on top; words are drawn with a Zipf-like frequency, so the
text compresses about like real UI text. Every locale except en, id and ms
uses real non-ASCII letters. About 3% of texts end with an emoji.
Texts never contain `% { } @ * < > &` outside the placeholders, so the SDK's
regular expressions see only what they are meant to see.

Request arguments are below 1000, so localized numbers never need grouping
separators (all 40 locales use Latin digits in CLDR 47): LocPack's
`.localized` numbers and Foundation's `String(format:locale:)` print the
same digits.
"""

import argparse
import json
import os
import random
import sys

try:
    from babel import Locale
except ImportError:  # pragma: no cover - message for the user
    sys.exit("error: babel is needed (pip install -r Tools/requirements-cldr.txt)")

GENERATOR_VERSION = 4

SIZES = {
    "small": (1_000, 10),
    "default": (10_000, 40),
    "large": (100_000, 40),
}

# The 40 languages most apps ship (BCP 47 id, Transifex code): 21 distinct
# CLDR 47 cardinal rule sets.
LOCALES_40 = [
    ("en", "en"), ("fr", "fr"), ("de", "de"), ("es", "es"), ("it", "it"),
    ("pt-BR", "pt_BR"), ("pt-PT", "pt_PT"), ("nl", "nl"), ("sv", "sv"), ("da", "da"),
    ("nb", "nb"), ("fi", "fi"), ("pl", "pl"), ("ru", "ru"), ("uk", "uk"),
    ("cs", "cs"), ("sk", "sk"), ("hu", "hu"), ("ro", "ro"), ("tr", "tr"),
    ("el", "el"), ("he", "he"), ("ar", "ar"), ("ja", "ja"), ("ko", "ko"),
    ("zh-Hans", "zh_Hans"), ("zh-Hant", "zh_Hant"), ("th", "th"), ("vi", "vi"), ("id", "id"),
    ("ms", "ms"), ("hi", "hi"), ("hr", "hr"), ("ca", "ca"), ("lt", "lt"),
    ("lv", "lv"), ("sl", "sl"), ("ga", "ga"), ("cy", "cy"), ("bg", "bg"),
]
# The small corpus: the source language and nine languages with the most
# varied plural rules (10 distinct rule sets).
LOCALES_10 = ["en", "ar", "cs", "cy", "ga", "he", "lt", "pl", "ru", "zh-Hans"]

CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]

# Syllables per language (written for this corpus; not real words, but each
# language's letters, diacritics and script), space-separated. The lexicon's
# words are 1-4 of them (see TextMaker).
SYLLABLES = {
    "en": "ac count set tings pho to down load can cel sa ve li bra ry cloud sync pri va cy "
          "sto rage al bum play list up date a vai la ble o pen clo se de vi ce mes sa ge "
          "fol der sha red re cent con ti nue se lect de le te re move re name ti tle ",
    "fr": "é tait ré glage fi chier té lé char ger an nu ler en re gis trer ça où à "
          "mè re cœur fê te l'é co le dé jà pré fé ren ces",
    "de": "ein stel lun gen da tei her un ter la den ab bre chen spei chern für über "
          "grö ße mä ßig schlüs sel tür",
    "es": "a jus tes ar chi vo des car gar can ce lar guar dar ní ño se ñal a ño "
          "más ca mión ra zón",
    "it": "im po sta zio ni fi le sca ri ca re an nul la sal va per ché cit tà più "
          "già vir tù l'u ni tà",
    "pt-BR": "con fi gu ra ções ar qui vo bai xar can ce lar sal var não ção ma çã "
             "a vó ir mã lu gar",
    "pt-PT": "de fi ni ções fi chei ro trans fe rir can ce lar guar dar não ções "
             "a ção ír mão ó cu los",
    "nl": "in stel lin gen be stand down loa den an nu le ren op slaan ge ïn te res "
          "seerd ca fé ij zer",
    "sv": "in ställ ning ar fil lad da ner av bry ta spa ra hål la bå de grön ö",
    "da": "ind stil lin ger fil hen te an nul le re gem me sø ren kø be hav bæ re",
    "nb": "inn stil lin ger fil last ned av bryt lag re blå bær ø ye hø re",
    "fi": "a se tuk set tie dos to la taa pe ru ta tal len na päi vä mää rä yö",
    "pl": "u sta wie nia plik po bierz a nu luj za pisz źdź bło gęś li ża ba "
          "łą ka wą chać",
    "ru": "на строй ки файл за гру зить от ме на со хра нить ёж щи ю бка "
          "пе ре чень",
    "uk": "на лаш ту ван ня файл за ван та жи ти ска су ва ти збе рег ти ї жак "
          "ґа нок є дність",
    "cs": "na sta ve ní sou bor stáh nout zru šit ulo žit ři ká ko že dů"
          " věž ní čtyř",
    "sk": "na sta ve nia sú bor stiah nuť zru šiť ulo žiť ľa lia ô sma ďa kujem "
          "ä ž",
    "hu": "be ál lí tá sok fájl le töl tés mé gse mén tés ő rök ü zen ük ű r",
    "ro": "se tă ri fi și er des căr ca re a nu la re sal va re ță ri în tâ i",
    "tr": "a yar lar dos ya in dir i ptal kay det ğı şık çö züm ı şık gü zel",
    "el": "ρυθ μί σεις αρ χεί ο λή ψη α κύ ρω ση α πο θή κευ ση ψυ χή ω ραί ος",
    "he": "הגד רות קו בץ הור דה ביט ול שמי רה של ום תו דה עו לם",
    "ar": "الإع دا دات مل ف تن زي ل إل غاء حف ظ مر حب ا شك را عا لم",
    "ja": "せっ てい ファ イル ダウン ロード キャン セル ほ ぞん 設 定 保 存 "
          "写 真 の を に は",
    "ko": "설 정 파 일 다 운 로 드 취 소 저 장 사 진 폴 더 계 정",
    "zh-Hans": "设 置 文 件 下 载 取 消 保 存 照 片 账 户 隐 私 云 端 的 了",
    "zh-Hant": "設 定 檔 案 下 載 取 消 儲 存 照 片 帳 戶 隱 私 雲 端 的 了",
    "th": "การ ตั้ง ค่า ไฟล์ ดาวน์ โหลด ยก เลิก บัน ทึก รูป ภาพ ที่ ไม่ ได้",
    "vi": "cài đặt tệp tải xuống hủy bỏ lưu ảnh tài khoản riêng tư người dùng "
          "thư mục",
    "id": "pe ngatu ran ber kas un duh ba tal sim pan fo to a kun pri va si",
    "ms": "te tap an fa il mu at tu run ba tal kan sim pan gam bar a kaun",
    "hi": "से टिं ग्स फ़ा इल डा उन लो ड र द्द क रें स हे जें फ़ो टो खा ता",
    "hr": "po sta vke da to te ka pre u zmi po ni šti spre mi ča ća đak ž",
    "ca": "con fi gu ra ció fit xer bai xar can cel·lar de sar ça là més",
    "lt": "nu sta ty mai fai las at si sių sti at šauk ti iš sau go ti ą ę ė į ų ū",
    "lv": "ie sta tī ju mi fails lej up ie lā dēt at celt sa gla bāt ķē ņš ļ ģ",
    "sl": "na sta vi tve da to te ka pre nos pre kli či shra ni č š ž",
    "ga": "so crui the comh ad íos lódáil cealaigh sábháil grian mhar fáil "
          "ó ú é",
    "cy": "gosod iad au ffeil lawr lwy tho canslo cadw ŵyr ŷd llŷn dŵr ôl",
    "bg": "на строй ки файл из тег ля не от ка жи за па зи ъг ъл щит",
}

# Names for `%@` arguments (request arguments, not corpus text).
NAMES = ["Anna", "Zoë", "Łukasz", "José", "Søren", "Ярослав", "محمد", "美咲", "Ήρα", "Nguyễn", "Siobhán", "Dafydd"]

# Sentence ends per language (the default is ".").
ENDS = {"ja": "。", "zh-Hans": "。", "zh-Hant": "。", "hi": "।", "th": "", "ar": ".", "el": "."}
# The most frequent words of some languages, put at the top of their
# lexicon (the rest of the lexicon is made of syllables).
COMMON_WORDS = {
    "en": "the to of and a in is you your for on it with this that be are can not all new "
          "from at by or have more will file files photos tap here",
    "fr": "le la les de des et à un une est pour dans vous votre sur pas ne plus avec",
    "de": "der die das und zu den ist nicht sie mit von ein eine auf für ihre wird",
    "pl": "i w nie na się z do że to jest jak po ten dla",
    "ru": "и в не на что с по это как к для вы ваш",
}
# Scripts whose "syllables" are drawn from Unicode blocks (a seeded sample,
# so each language has a realistic inventory): (first, last, sample size).
CHARACTER_BLOCKS = {
    "zh-Hans": [(0x4E00, 0x9FA5, 2500)],
    "zh-Hant": [(0x4E00, 0x9FA5, 2500)],
    "ja": [(0x3041, 0x3093, 83), (0x30A1, 0x30F3, 83), (0x4E00, 0x9FA5, 1500)],
    "ko": [(0xAC00, 0xD7A3, 1200)],
}
# Thai and Devanagari syllables are built from consonants, vowel signs and
# marks (combining characters: a grapheme is several scalars).
THAI = ("กขคงจฉชซญดตถทธนบปผพฟภมยรลวศสหอฮ", "เแโใไ", "ิีึืุูั", "่้", "นมงกดบยว")
DEVANAGARI = ("कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह", "ािीुूेैोौ", "ंँ")
# Languages written without spaces between words.
NO_SPACES = {"ja", "zh-Hans", "zh-Hant"}

EMOJI = ["🎉", "👍", "📁", "☁️", "👩‍👩‍👧", "🇵🇱"]

# Substitution variable names (same in every locale of a key).
VARIABLES = ["files", "folders", "users", "photos", "messages", "devices", "items", "songs", "minutes", "days"]

DEVICES = ["iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "ipod"]
# Devices a request may name besides the entry's own: `other` is the
# process-wide default of a server.
REQUEST_DEVICES = DEVICES + ["other"]

# Counts for plural arguments: every CLDR category of the 40 languages
# appears for some of them (0 zero in ar/cy/lv, 2 two, 3-4 few, 5/11 many...).
COUNTS = [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 23, 24, 25,
          100, 101, 102, 103, 105, 111, 112, 121, 122, 125, 200, 201, 211, 999]

KIND_SHARES = [("plural", 0.12), ("substitution", 0.05), ("device", 0.03)]
AREAS = ["settings", "onboarding", "library", "player", "account", "sync", "share", "search", "editor", "alerts"]


def categories_for(tx_code):
    """The CLDR cardinal categories of a language, in CATEGORY_ORDER."""
    tags = set(Locale.parse(tx_code).plural_form.tags) | {"other"}
    return [c for c in CATEGORY_ORDER if c in tags]


class TextMaker:
    """Makes sentences from per-language lexicons with a Zipf-like word
    frequency (a few words very common, most rare), which gives text about
    as compressible as real UI strings (zstd -19 about 3x on one locale's
    plain texts, like real English prose)."""

    LEXICON_SIZE = 4000

    def __init__(self, rng, seed):
        self.rng = rng
        self.seed = seed
        self.lexicons = {}

    def lexicon(self, lang):
        """(words, cumulative weights) of `lang`, made on first use from a
        generator of its own, so a language's words do not depend on which
        other languages are in the corpus."""
        if lang in self.lexicons:
            return self.lexicons[lang]
        rng = random.Random("%d:%s" % (self.seed, lang))
        if lang in CHARACTER_BLOCKS:
            units = []
            for first, last, count in CHARACTER_BLOCKS[lang]:
                units += [chr(c) for c in rng.sample(range(first, last + 1), min(count, last - first + 1))]
            if lang == "ja":
                units += SYLLABLES["ja"].split()
            lengths = [1, 2, 2, 2, 3, 3, 4]
        elif lang == "th":
            lead, consonants, above, tone, final = THAI[1], THAI[0], THAI[2], THAI[3], THAI[4]
            units = sorted({(rng.choice(lead) if rng.random() < 0.2 else "") + rng.choice(consonants)
                            + (rng.choice(above) if rng.random() < 0.5 else "")
                            + (rng.choice(tone) if rng.random() < 0.3 else "")
                            + (rng.choice(final) if rng.random() < 0.5 else "") for _ in range(600)})
            lengths = [1, 2, 2, 3]
        elif lang == "hi":
            consonants, signs, nasal = DEVANAGARI
            units = sorted({rng.choice(consonants) + (rng.choice(signs) if rng.random() < 0.7 else "")
                            + (rng.choice(nasal) if rng.random() < 0.1 else "") for _ in range(500)})
            lengths = [1, 2, 2, 3, 3]
        else:
            units = SYLLABLES[lang].split()
            lengths = [1, 2, 2, 3, 3, 3, 4]
        words = list(dict.fromkeys(COMMON_WORDS.get(lang, "").split()))
        seen = set(words)
        attempts = 0
        while len(words) < self.LEXICON_SIZE and attempts < self.LEXICON_SIZE * 20:
            attempts += 1
            word = "".join(rng.choice(units) for _ in range(rng.choice(lengths)))
            if word not in seen:
                seen.add(word)
                words.append(word)
        cumulative, total = [], 0.0
        for rank in range(len(words)):
            total += 1.0 / (rank + 2.7) ** 1.05
            cumulative.append(total)
        self.lexicons[lang] = (words, cumulative)
        return self.lexicons[lang]

    def word(self, lang):
        words, cumulative = self.lexicon(lang)
        return self.rng.choices(words, cum_weights=cumulative)[0]

    def words(self, lang, length):
        """Words totalling about `length` characters (at least one word)."""
        sep = "" if lang in NO_SPACES else " "
        out = self.word(lang)
        while len(out) < length:
            out += sep + self.word(lang)
        return out

    def sentence(self, lang, parts, emoji_ok=True):
        """A sentence of 20-120 characters with `parts` (placeholders) placed
        between runs of words, in order; capitalized, with an end mark."""
        rng = self.rng
        sep = "" if lang in NO_SPACES else " "
        fixed = sum(len(p) for p in parts)
        while True:
            budget = max(rng.randint(20, 100) - fixed, 4)
            shares = [rng.random() + 0.2 for _ in range(len(parts) + 1)]
            total = sum(shares)
            pieces = []
            for i, share in enumerate(shares):
                n = int(budget * share / total)
                if i == 0 or n >= 4:
                    pieces.append(self.words(lang, max(n, 3)))
                if i < len(parts):
                    pieces.append(parts[i])
            text = sep.join(pieces)
            text = text[0].upper() + text[1:] + ENDS.get(lang, ".")
            if emoji_ok and rng.random() < 0.03:
                text += " " + rng.choice(EMOJI)
            if 20 <= len(text) <= 120:
                return text


def stringunit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def xml_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def cds(units):
    return "<cds-root>" + "".join(
        '<cds-unit id="%s">%s</cds-unit>' % (uid, xml_escape(text)) for uid, text in units) + "</cds-root>"


class Corpus:
    def __init__(self, size, seed):
        self.size = size
        self.seed = seed
        self.key_count, locale_count = SIZES[size]
        self.rng = random.Random(seed)
        chosen = LOCALES_40 if locale_count == 40 else [l for l in LOCALES_40 if l[0] in LOCALES_10]
        self.locales = [{"id": bcp, "tx": tx, "categories": categories_for(tx)} for bcp, tx in chosen]
        self.text = TextMaker(self.rng, seed)
        n = self.key_count
        kinds = []
        for kind, share in KIND_SHARES:
            kinds += [kind] * round(n * share)
        kinds += ["plain"] * (n - len(kinds))
        self.rng.shuffle(kinds)
        self.kinds = kinds
        self.keys = ["%s.%s.%05d" % (AREAS[i % len(AREAS)], kinds[i], i) for i in range(n)]

    # Each make_* returns (xcstrings entry, {tx locale: transifex string}, info)
    # where info describes the arguments for request generation.

    def make_plain(self):
        rng = self.rng
        arg = None
        r = rng.random()
        if r < 0.10:
            arg = "name"
        elif r < 0.15:
            arg = "count"
        locs, tx = {}, {}
        for loc in self.locales:
            lang = loc["id"]
            parts = [] if arg is None else (["%@"] if arg == "name" else ["%lld"])
            text = self.text.sentence(lang, parts)
            locs[lang] = stringunit(text)
            tx[loc["tx"]] = text
        return {"extractionState": "manual", "localizations": locs}, tx, {"arg": arg}

    def plural_cases(self, lang, categories, number):
        """Texts per category, each with `number` (the count placeholder)."""
        rng = self.rng
        cases = {}
        for cat in categories:
            before = rng.random() < 0.6
            words = self.text.words(lang, rng.randint(6, 40))
            sep = "" if lang in NO_SPACES else " "
            cases[cat] = (number + sep + words) if before else (words + sep + number)
        return cases

    def make_plural(self):
        locs, tx = {}, {}
        for loc in self.locales:
            lang = loc["id"]
            cases = self.plural_cases(lang, loc["categories"], "%lld")
            locs[lang] = {"variations": {"plural": {c: stringunit(t) for c, t in cases.items()}}}
            tx[loc["tx"]] = "{???, plural, %s}" % " ".join(
                "%s {%s}" % (c, t.replace("%lld", "%d")) for c, t in cases.items())
        return {"extractionState": "manual", "localizations": locs}, tx, {"arg": "count"}

    def make_substitution(self):
        rng = self.rng
        names = rng.sample(VARIABLES, 2)
        locs, tx = {}, {}
        for loc in self.locales:
            lang = loc["id"]
            order = [1, 2] if rng.random() < 0.75 else [2, 1]
            tokens = ["%%%d$#@%s@" % (n, names[n - 1]) for n in order]
            phrase = self.text.sentence(lang, tokens, emoji_ok=False)
            subs = {}
            units = [("substitutions", phrase)]
            for n, name in ((1, names[0]), (2, names[1])):
                cases = self.plural_cases(lang, loc["categories"], "%arg")
                subs[name] = {
                    "argNum": n,
                    "formatSpecifier": "lld",
                    "variations": {"plural": {c: stringunit(t) for c, t in cases.items()}},
                }
                for c, t in cases.items():
                    units.append(("substitutions.%s.plural.%s" % (name, c), t.replace("%arg", "%%%d$ld" % n)))
            locs[lang] = {"stringUnit": {"state": "translated", "value": phrase}, "substitutions": subs}
            tx[loc["tx"]] = cds(units)
        return {"extractionState": "manual", "localizations": locs}, tx, {"arg": "two counts"}

    def make_device(self):
        rng = self.rng
        devices = sorted(rng.sample(DEVICES, rng.randint(1, 3)), key=DEVICES.index)
        with_plural = rng.random() < 0.5
        locs, tx = {}, {}
        for loc in self.locales:
            lang = loc["id"]
            variations = {}
            units = []
            for device in devices:
                if with_plural:
                    cases = self.plural_cases(lang, loc["categories"], "%lld")
                    variations[device] = {"variations": {"plural": {c: stringunit(t) for c, t in cases.items()}}}
                    units += [("device.%s.plural.%s" % (device, c), t.replace("%lld", "%d")) for c, t in cases.items()]
                else:
                    text = self.text.sentence(lang, [])
                    variations[device] = stringunit(text)
                    units.append(("device.%s" % device, text))
            other = self.text.sentence(lang, ["%lld"] if with_plural else [])
            variations["other"] = stringunit(other)
            units.append(("device.other", other.replace("%lld", "%d")))
            locs[lang] = {"variations": {"device": variations}}
            tx[loc["tx"]] = cds(units)
        return ({"extractionState": "manual", "localizations": locs}, tx,
                {"arg": "count" if with_plural else None, "devices": devices, "plural": with_plural})

    def request_device(self, info):
        """A device for a request on a device entry: one of its devices, or
        one it lacks (renders `other`). Never `ipad` when the entry has
        `iphone` but no `ipad`: the SDK then uses the iPhone text and LocPack
        `other` (Specs/benchmarks.md)."""
        rng = self.rng
        while True:
            device = rng.choice(info["devices"]) if rng.random() < 0.6 else rng.choice(REQUEST_DEVICES)
            if device == "ipad" and "iphone" in info["devices"] and "ipad" not in info["devices"]:
                continue
            return device

    def request_args(self, info):
        rng = self.rng
        arg = info["arg"]
        if arg is None:
            return []
        if arg == "name":
            return [rng.choice(NAMES)]
        if arg == "count":
            return [rng.choice(COUNTS)]
        return [rng.choice(COUNTS), rng.choice(COUNTS)]

    def write(self, out):
        os.makedirs(out, exist_ok=True)
        tmp = os.path.join(out, ".parts")
        os.makedirs(tmp, exist_ok=True)
        one_locale = "pl"
        one_tx = next(l["tx"] for l in self.locales if l["id"] == one_locale)
        part_files = {l["tx"]: open(os.path.join(tmp, l["tx"] + ".json"), "w", encoding="utf-8")
                      for l in self.locales}
        first = True
        infos = []
        samples = {}
        makers = {"plain": self.make_plain, "plural": self.make_plural,
                  "substitution": self.make_substitution, "device": self.make_device}
        xc_path = os.path.join(out, "Localizable.xcstrings")
        with open(xc_path + ".tmp", "w", encoding="utf-8") as xc:
            xc.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
            for i, key in enumerate(self.keys):
                kind = self.kinds[i]
                entry, tx, info = makers[kind]()
                info["kind"] = kind
                infos.append(info)
                body = json.dumps(entry, ensure_ascii=False, indent=2, separators=(",", " : "), sort_keys=True)
                body = body.replace("\n", "\n    ")
                xc.write(("" if i == 0 else ",\n") + "    " + json.dumps(key, ensure_ascii=False) + " : " + body)
                for code, text in tx.items():
                    f = part_files[code]
                    f.write(("" if first else ",") + json.dumps(key, ensure_ascii=False) + ":" +
                            json.dumps({"string": text}, ensure_ascii=False, separators=(",", ":")))
                first = False
                sample = "devicePlural" if kind == "device" and info["plural"] else (
                    "devicePlain" if kind == "device" else (
                        "plainWithArgument" if kind == "plain" and info["arg"] == "name" else (
                            "plainWithCount" if kind == "plain" and info["arg"] else kind)))
                if sample not in samples:
                    samples[sample] = {"key": key}
                    if kind == "device":
                        samples[sample]["device"] = info["devices"][0]
            xc.write('\n  },\n  "version" : "1.0"\n}\n')
        for f in part_files.values():
            f.close()

        def assemble(path, codes):
            with open(path + ".tmp", "w", encoding="utf-8") as dst:
                dst.write("{")
                for n, code in enumerate(codes):
                    dst.write(("" if n == 0 else ",") + json.dumps(code) + ":{")
                    with open(os.path.join(tmp, code + ".json"), encoding="utf-8") as src:
                        while True:
                            chunk = src.read(1 << 20)
                            if not chunk:
                                break
                            dst.write(chunk)
                    dst.write("}")
                dst.write("}\n")
            os.replace(path + ".tmp", path)

        assemble(os.path.join(out, "txstrings.json"), [l["tx"] for l in self.locales])
        assemble(os.path.join(out, "txstrings-one.json"), [one_tx])
        os.replace(xc_path + ".tmp", xc_path)
        for l in self.locales:
            os.remove(os.path.join(tmp, l["tx"] + ".json"))
        os.rmdir(tmp)

        # Requests: every kind well represented (plain 40%, others 20% each).
        by_kind = {}
        for i, info in enumerate(infos):
            kind = info["kind"]
            if kind == "plain" and info["arg"]:
                kind = "plainWithArgument"
            by_kind.setdefault(kind, []).append(i)
        count = {"small": 2000, "default": 5000, "large": 5000}[self.size]
        mix = [("plain", 0.30), ("plainWithArgument", 0.10), ("plural", 0.20), ("substitution", 0.20), ("device", 0.20)]
        rng = self.rng
        with open(os.path.join(out, "requests.jsonl.tmp"), "w", encoding="utf-8") as req:
            for kind, share in mix:
                for _ in range(int(count * share)):
                    i = rng.choice(by_kind[kind])
                    info = infos[i]
                    loc = rng.choice(self.locales)
                    device = self.request_device(info) if info["kind"] == "device" else rng.choice(REQUEST_DEVICES)
                    request = {"key": self.keys[i], "locale": loc["id"], "txLocale": loc["tx"], "device": device,
                               "args": self.request_args(info), "kind": kind}
                    req.write(json.dumps(request, ensure_ascii=False) + "\n")
        os.replace(os.path.join(out, "requests.jsonl.tmp"), os.path.join(out, "requests.jsonl"))

        with open(os.path.join(out, "keys.jsonl.tmp"), "w", encoding="utf-8") as keys:
            for key, info in zip(self.keys, infos):
                keys.write(json.dumps({"key": key, "kind": info["kind"], "arguments": info["arg"] or "none",
                                       "devices": info.get("devices", [])}, ensure_ascii=False) + "\n")
        os.replace(os.path.join(out, "keys.jsonl.tmp"), os.path.join(out, "keys.jsonl"))

        kinds = {}
        for info in infos:
            kinds[info["kind"]] = kinds.get(info["kind"], 0) + 1
        manifest = {
            "generatorVersion": GENERATOR_VERSION,
            "size": self.size,
            "seed": self.seed,
            "keys": self.key_count,
            "locales": self.locales,
            "sourceLocale": "en",
            "oneLocale": one_locale,
            "oneLocaleTx": one_tx,
            "kinds": kinds,
            "samples": samples,
            "requests": count,
        }
        with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as f:
            json.dump(manifest, f, ensure_ascii=False, indent=2, sort_keys=True)
            f.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="small")
    parser.add_argument("--out", required=True, help="output folder (created if needed)")
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()
    Corpus(args.size, args.seed).write(args.out)
    print("wrote the %s corpus (seed %d) to %s" % (args.size, args.seed, args.out), file=sys.stderr)


if __name__ == "__main__":
    main()
