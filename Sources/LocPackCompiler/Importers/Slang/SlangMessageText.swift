/// The ICU MessageFormat text of a slang message, its links resolved
/// (`Specs/importers/slang.md`, "Texts" and "Links"). A link
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
    /// Linked messages already converted, by locale, path and whether inside
    /// a plural: a message linked many times is converted once.
    private let converted = Cache()

    private final class Cache {
        var texts: [String: String] = [:]
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

    /// `node`, a message of `locale`, as ICU MessageFormat text.
    func icu(of node: SlangDocument.Node, locale: String) throws(Failure) -> String {
        try icu(of: node, locale: locale, insidePlural: false, depth: 0)
    }

    private func icu(of node: SlangDocument.Node, locale: String, insidePlural: Bool, depth: Int) throws(Failure) -> String {
        guard depth < Self.maximumDepth else {
            throw Failure(reason: "links nest more than \(Self.maximumDepth) deep (a message that links to itself?)")
        }
        switch node {
        case let .text(text):
            return try icu(text: text, locale: locale, insidePlural: insidePlural, depth: depth)
        case let .plural(parameter, ordinal, forms):
            var cases: [String] = []
            // slang's zero is the number 0 in every language (its resolvers test n == 0).
            for category in ["zero", "one", "two", "few", "many", "other"] {
                guard let form = forms[category] else { continue }
                let body = try icu(text: form, locale: locale, insidePlural: true, depth: depth)
                cases.append("\(category == "zero" ? "=0" : category) {\(body)}")
            }
            return "{\(parameter), \(ordinal ? "selectordinal" : "plural"), \(cases.joined(separator: " "))}"
        }
    }

    /// `text` with its links replaced by what they name, the rest converted
    /// by ``SlangText``.
    private func icu(text: String, locale: String, insidePlural: Bool, depth: Int) throws(Failure) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = ""
        var segmentStart = 0
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "@", i + 1 < scalars.count, scalars[i + 1] == ":", i == 0 || scalars[i - 1] != "\\",
                  let (path, end) = Self.link(in: scalars, from: i + 2) else {
                i += 1
                continue
            }
            out += SlangText.icu(String(String.UnicodeScalarView(scalars[segmentStart..<i])), interpolation: interpolation, insidePlural: insidePlural)
            out += try linked(path, locale: locale, insidePlural: insidePlural, depth: depth)
            guard out.utf8.count <= Self.maximumLength else {
                throw Failure(reason: "its links expand to more than \(Self.maximumLength >> 20) MiB of text")
            }
            segmentStart = end
            i = end
        }
        out += SlangText.icu(String(String.UnicodeScalarView(scalars[segmentStart...])), interpolation: interpolation, insidePlural: insidePlural)
        return out
    }

    /// The ICU text of the message `path` names, for a link at `depth`.
    private func linked(_ path: String, locale: String, insidePlural: Bool, depth: Int) throws(Failure) -> String {
        let cacheKey = "\(locale)\u{0}\(path)\u{0}\(insidePlural)"
        if let text = converted.texts[cacheKey] { return text }
        guard let entry = documents[locale]?.entries[path] ?? documents[fallbackLocale]?.entries[path] else {
            throw Failure(reason: "the link @:\(path) names no message")
        }
        let text = try icu(of: entry.node, locale: locale, insidePlural: insidePlural, depth: depth + 1)
        converted.texts[cacheKey] = text
        return text
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
