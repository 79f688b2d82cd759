import Foundation

/// The yardstick of LocPack's benchmarks: how the Transifex Native iOS SDK
/// keeps and renders pulled translations, rebuilt from `../shared/BASELINE.md`
/// (its behaviour is summarised in `Specs/benchmarks.md`).
///
/// Initialization decodes a `txstrings.json` cache with `JSONDecoder`,
/// parses every `<cds-root>` value with `XMLParser` and resolves it for the
/// device given here into one ICU-style string. Rendering looks the key up
/// in the exact locale, scans for ICU plural blocks and `%N$#@…@` tokens with
/// regular expressions compiled on each call, formats each chosen branch with
/// its own argument and formats the rest with `String(format:locale:arguments:)`.
///
/// Not thread-safe (neither is the SDK's cache); one instance per device.
public final class TransifexBaseline {
    /// The device the `<cds-root>` values were resolved for (`iphone`, `mac`, … or `other`).
    public let device: String
    /// Locale code → key → `["string": text]`, after resolution.
    private(set) var translations: [String: [String: [String: String]]]
    private let plurals = BaselinePluralRules()

    /// Statistics of the last initialization.
    public private(set) var xmlValueCount = 0
    /// Values whose XML could not be resolved (kept raw, as the SDK does).
    public private(set) var unresolvedXMLCount = 0

    /// Reads and resolves a `txstrings.json` file.
    public convenience init(contentsOf url: URL, device: String) throws {
        try self.init(data: Data(contentsOf: url), device: device)
    }

    /// Decodes and resolves the bytes of a `txstrings.json` cache:
    /// `{LOCALE: {KEY: {"string": TEXT}}}`.
    public init(data: Data, device: String) throws {
        self.device = device
        let decoded = try JSONDecoder().decode([String: [String: [String: String]]].self, from: data)
        var resolved: [String: [String: [String: String]]] = [:]
        resolved.reserveCapacity(decoded.count)
        for (locale, entries) in decoded {
            var table = entries
            for (key, value) in entries {
                guard let text = value["string"], text.hasPrefix("<cds-root>") else { continue }
                xmlValueCount += 1
                if let units = CDSUnitCollector.units(of: text), let icu = CDSResolver.resolve(units, device: device) {
                    table[key] = ["string": icu]
                } else {
                    unresolvedXMLCount += 1
                }
            }
            resolved[locale] = table
            _ = plurals.rules(forLocale: locale)
        }
        translations = resolved
    }

    /// The locale codes of the cache.
    public var locales: [String] { translations.keys.sorted() }

    /// The stored (resolved) template of `key` in `locale`.
    public func template(_ key: String, locale: String) -> String? {
        translations[locale]?[key]?["string"]
    }

    /// Renders `key` for `locale` (exact code, no fallback chain).
    ///
    /// Without arguments this is the SDK's `NSLocalizedString` path: the
    /// stored text as is. With arguments it is the `localizedStringWithFormat`
    /// path: ICU plural blocks resolved, then `String(format:locale:arguments:)`.
    /// A missing key renders the key (the SDK's source-string policy).
    public func render(_ key: String, locale: String, arguments: [CVarArg] = []) -> String {
        guard let text = translations[locale]?[key]?["string"] else { return key }
        if arguments.isEmpty { return text }
        return format(text, localeCode: locale, arguments: arguments)
    }

    /// The SDK's platform rendering of one template with arguments.
    func format(_ text: String, localeCode: String, arguments: [CVarArg]) -> String {
        let locale = Locale(identifier: localeCode)
        let blocks = ICUPluralBlock.all(in: text)
        guard !blocks.isEmpty else { return String(format: text, locale: locale, arguments: arguments) }

        let tokens = SubstitutionToken.all(in: text)
        if tokens.isEmpty {
            // A plain ICU plural: the first block, rendered with the first argument.
            guard let first = arguments.first,
                  let rendered = branch(of: blocks[0], localeCode: localeCode, locale: locale, argument: first)
            else { return String(format: text, locale: locale, arguments: arguments) }
            return rendered
        }

        var format = text
        var arguments = arguments
        for token in tokens {
            guard let block = blocks.first(where: { $0.text == token.name }),
                  let position = Int(token.position.dropLast()), position >= 1, position <= arguments.count,
                  let rendered = branch(of: block, localeCode: localeCode, locale: locale, argument: arguments[position - 1])
            else { continue }
            format = format.replacingOccurrences(of: "#@" + token.name, with: "")
            arguments[position - 1] = rendered
        }
        return String(format: format, locale: locale, arguments: arguments)
    }

    /// The block's branch for `argument`'s category, formatted with that argument alone.
    func branch(of block: ICUPluralBlock, localeCode: String, locale: Locale, argument: CVarArg) -> String? {
        let category = plurals.category(of: Self.integer(argument), locale: localeCode, available: block.branches)
        guard let chosen = block.branches[category] ?? block.branches["other"] else { return nil }
        return String(format: chosen, locale: locale, arguments: [argument])
    }

    /// The integer value of a count argument (0 for anything else).
    static func integer(_ argument: CVarArg) -> Int64 {
        switch argument {
        case let value as Int: Int64(value)
        case let value as Int64: value
        case let value as Int32: Int64(value)
        case let value as UInt: Int64(truncatingIfNeeded: value)
        case let value as Double: Int64(value)
        default: 0
        }
    }
}
