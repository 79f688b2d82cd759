import LocPack

/// One locale's list patterns compiled into a value instruction's list
/// record (`Specs/programs.md`, "List patterns"): each pattern's texts
/// before `{0}`, between `{0}` and `{1}` and after `{1}`, with ICU's
/// contextual patterns for Spanish and Hebrew.
package struct CompiledListPattern: Sendable, Equatable {
    /// The record's texts, each a `u8` length and UTF-8.
    package var texts: [UInt8]
    /// The record's flags (``ListPattern/Context`` in bits 0–1,
    /// ``ListPattern/escapesItems``, ``ListPattern/showsAnyValue``).
    package var flags: UInt8

    /// Why patterns cannot be compiled.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// Compiles `patterns` for `locale`. Spanish `{0} y {1}` and `{0} o
    /// {1}` and Hebrew `{0} ו{1}` (as the two-item or end pattern) get the
    /// contextual forms ICU's list formatter uses (`e`, `u`, `ו-`) before a
    /// last item that calls for them. With `escapingHTML` the texts are
    /// stored HTML-escaped and the items are escaped at render, as i18next
    /// escapes a formatted value; `showingAnyValue` makes a value that is
    /// no list show as i18next shows it.
    init(_ patterns: ListPatternCatalog.Patterns, locale: String, escapingHTML: Bool,
         showingAnyValue: Bool) throws(Unsupported) {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        var context = ListPattern.Context.none
        var contextualTwo = patterns.two, contextualEnd = patterns.end
        let rules: [(from: String, to: String, context: ListPattern.Context)]
        switch language {
        case "es": rules = [("{0} y {1}", "{0} e {1}", .spanishE), ("{0} o {1}", "{0} u {1}", .spanishU)]
        case "he", "iw": rules = [("{0} \u{05D5}{1}", "{0} \u{05D5}-{1}", .hebrewVavDash)]
        default: rules = []
        }
        // ICU takes the first rule whose text is the two-item or the end pattern.
        if let rule = rules.first(where: { patterns.two == $0.from || patterns.end == $0.from }) {
            context = rule.context
            if patterns.two == rule.from { contextualTwo = rule.to }
            if patterns.end == rule.from { contextualEnd = rule.to }
        }
        var parts = [patterns.two, patterns.start, patterns.middle, patterns.end]
        if context != .none { parts += [contextualTwo, contextualEnd] }
        texts = []
        for pattern in parts {
            guard let first = pattern.range(of: "{0}"), let second = pattern.range(of: "{1}"),
                  first.upperBound <= second.lowerBound else {
                throw Unsupported(description: "the list pattern '\(pattern)' does not hold {0} before {1}")
            }
            for piece in [pattern[..<first.lowerBound], pattern[first.upperBound..<second.lowerBound], pattern[second.upperBound...]] {
                let bytes = Array((escapingHTML ? HTMLEscaping.escaped(String(piece)) : String(piece)).utf8)
                guard bytes.count <= Int(UInt8.max) else {
                    throw Unsupported(description: "the list pattern '\(pattern)' has a text longer than 255 bytes")
                }
                texts += [UInt8(bytes.count)] + bytes
            }
        }
        flags = context.rawValue | (escapingHTML ? ListPattern.escapesItems : 0) | (showingAnyValue ? ListPattern.showsAnyValue : 0)
    }
}
