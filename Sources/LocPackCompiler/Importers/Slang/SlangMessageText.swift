/// A slang message as the parts of an ICU MessageFormat message, its links
/// resolved (`Specs/importers/slang.md`, "Texts" and "Links"), for the ICU
/// importer to number and lower. A link
/// (`"off": "@:general.off"`) stands for the message it names, in the same
/// locale, else in the fallback locale (slang's base locale); a link to a plural brings the
/// plural, as slang's generated code calls it with the same parameters.
struct SlangMessageText {
    /// Why a message cannot be read.
    struct Failure: Error {
        var reason: String
    }

    private let documents: [String: SlangDocument]
    private let fallbackLocale: String
    /// Linked messages already converted, by locale and path: a message
    /// linked many times is converted once.
    private let converted = Cache()

    private final class Cache {
        var parts: [String: [ICUPart]] = [:]
    }
    private let interpolation: SlangConfiguration.Interpolation

    /// The messages of every locale imported together (the first document
    /// of a locale wins), whose texts write arguments as `interpolation` says.
    init(documents: [(locale: String, document: SlangDocument)], fallbackLocale: String,
         interpolation: SlangConfiguration.Interpolation) {
        var byLocale: [String: SlangDocument] = [:]
        for (locale, document) in documents where byLocale[locale] == nil { byLocale[locale] = document }
        self.documents = byLocale
        self.fallbackLocale = fallbackLocale
        self.interpolation = interpolation
    }

    /// Links nest at most this deep (a cycle is reported as too deep).
    static let maximumDepth = 16

    /// A message's links expand to at most this many bytes of text (links
    /// to links to links… can otherwise grow without bound).
    static let maximumLength = 1 << 20

    /// `node`, a message of `locale`, as ICU message parts.
    func parts(of node: SlangDocument.Node, locale: String) throws(Failure) -> [ICUPart] {
        // Plurals nest only through links, so at most `maximumDepth` deep:
        // no deeper than an ICU message may (`ICUMessageParser.maximumChoiceDepth`).
        try parts(of: node, locale: locale, depth: 0)
    }

    private func parts(of node: SlangDocument.Node, locale: String, depth: Int) throws(Failure) -> [ICUPart] {
        guard depth < Self.maximumDepth else {
            throw Failure(reason: "links nest more than \(Self.maximumDepth) deep (a message that links to itself?)")
        }
        switch node {
        case let .text(text):
            return try parts(text: text, locale: locale, depth: depth)
        case let .plural(parameter, ordinal, forms):
            // A plural without `other`, or whose `param=` is no name, is
            // left out when the ICU importer lowers it, as before.
            var cases: [ICUCase] = []
            // slang's zero is the number 0 in every language (its resolvers test n == 0).
            for category in ["zero", "one", "two", "few", "many", "other"] {
                guard let form = forms[category] else { continue }
                cases.append(ICUCase(key: category == "zero" ? "=0" : category,
                                     parts: try parts(text: form, locale: locale, depth: depth)))
            }
            let argument = ICUArgumentRef(name: parameter, number: nil, utf8Offset: 0)
            return [.plural(ICUPluralPattern(argument: argument, ordinal: ordinal, offset: 0, cases: cases))]
        }
    }

    /// The parts of `text`, its links replaced by the parts of what they
    /// name (placed at the link), the rest read by ``SlangText``. After each
    /// link, what the text has expanded to so far must stay within
    /// ``maximumLength``.
    private func parts(text: String, locale: String, depth: Int) throws(Failure) -> [ICUPart] {
        let scalars = Array(text.unicodeScalars)
        var out: [ICUPart] = []
        var segmentStart = 0
        var segmentOffset = 0
        var offset = 0
        var i = 0
        var size = 0
        func segment(to end: Int) -> [ICUPart] {
            SlangText.parts(String(String.UnicodeScalarView(scalars[segmentStart..<end])), interpolation: interpolation,
                            utf8Offset: segmentOffset)
        }
        while i < scalars.count {
            guard scalars[i] == "@", i + 1 < scalars.count, scalars[i + 1] == ":", i == 0 || scalars[i - 1] != "\\",
                  let (path, end) = Self.link(in: scalars, from: i + 2) else {
                offset += UTF8.width(scalars[i])
                i += 1
                continue
            }
            let before = segment(to: i)
            let link = Self.placed(try linked(path, locale: locale, depth: depth), at: offset)
            size += Self.size(of: before) + Self.size(of: link)
            guard size <= Self.maximumLength else {
                throw Failure(reason: "its links expand to more than \(Self.maximumLength >> 20) MiB of text")
            }
            out += before
            out += link
            for scalar in scalars[i..<end] { offset += UTF8.width(scalar) }
            segmentStart = end
            segmentOffset = offset
            i = end
        }
        out += segment(to: scalars.count)
        return out
    }

    /// The parts of the message `path` names, for a link at `depth`.
    private func linked(_ path: String, locale: String, depth: Int) throws(Failure) -> [ICUPart] {
        let cacheKey = "\(locale)\u{0}\(path)"
        if let parts = converted.parts[cacheKey] { return parts }
        guard let entry = documents[locale]?.entries[path] ?? documents[fallbackLocale]?.entries[path] else {
            throw Failure(reason: "the link @:\(path) names no message")
        }
        let parts = try self.parts(of: entry.node, locale: locale, depth: depth + 1)
        converted.parts[cacheKey] = parts
        return parts
    }

    /// `parts` with every argument placed at `offset`: a linked message's
    /// arguments are reported where the link is.
    private static func placed(_ parts: [ICUPart], at offset: Int) -> [ICUPart] {
        parts.map { part in
            switch part {
            case let .argument(ref, style):
                return .argument(ICUArgumentRef(name: ref.name, number: ref.number, utf8Offset: offset), style)
            case var .plural(plural):
                plural.argument.utf8Offset = offset
                plural.cases = plural.cases.map { ICUCase(key: $0.key, parts: placed($0.parts, at: offset)) }
                return .plural(plural)
            case .text, .pound, .printf, .select:
                return part
            }
        }
    }

    /// The UTF-8 the text and argument names of `parts` hold.
    private static func size(of parts: [ICUPart]) -> Int {
        parts.reduce(0) { total, part in
            switch part {
            case let .text(text): total + text.utf8.count
            case let .argument(ref, _): total + ref.name.utf8.count
            case let .plural(plural): total + plural.cases.reduce(0) { $0 + size(of: $1.parts) }
            case .pound, .printf, .select: total
            }
        }
    }

    /// The path of a link whose `@:` ends before `start`, and the index
    /// after it: as slang reads links, word characters (letters, digits,
    /// `_`) and dots, starting and ending with a word character, or the same
    /// between braces (`@:{a.b}`). Nil when no link starts there
    /// (`@:.hoursUnit` is text).
    private static func link(in scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        let braced = start < scalars.count && scalars[start] == "{"
        let first = braced ? start + 1 : start
        var end = first
        while end < scalars.count, isWord(scalars[end]) || scalars[end] == "." { end += 1 }
        while end > first, scalars[end - 1] == "." { end -= 1 }
        guard end > first, isWord(scalars[first]) else { return nil }
        let path = String(String.UnicodeScalarView(scalars[first..<end]))
        if braced {
            guard end < scalars.count, scalars[end] == "}" else { return nil }
            return (path, end + 1)
        }
        return (path, end)
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
    }
}
