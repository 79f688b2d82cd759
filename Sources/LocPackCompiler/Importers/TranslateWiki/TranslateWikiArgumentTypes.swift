import LocPack

/// How a translatewiki message uses each of its parameters, and whether a
/// translation's uses agree with the source language's
/// (`Specs/importers/translatewiki.md`, "Arguments").
///
/// The source message (`en.json`) defines the parameters' types: a
/// translation never changes how the source message formats a parameter.
enum TranslateWikiArgumentTypes {
    /// What a message does with one parameter.
    enum Use: Equatable, CustomStringConvertible {
        /// Only printed as `$N`: any value fits.
        case any
        /// Text: a `{{GENDER}}` selector or `%N$@`.
        case text
        /// A number: a `{{PLURAL}}` selector, `{{formatnum:$N}}` or a
        /// numeric `%N$d`.
        case number

        var description: String {
            switch self {
            case .any: "as plain text"
            case .text: "as text ({{GENDER}} or %N$@)"
            case .number: "as a number ({{PLURAL}}, formatnum or %N$d)"
            }
        }

        /// Whether a translation using a parameter as `self` fits a source
        /// that uses it as `source`. A plain `$N` takes the source's format,
        /// so it fits anything; a number needs a number (a plain `$N` in the
        /// source is text: its caller may pass a name); text needs a source
        /// that is not a number.
        func fits(_ source: Use) -> Bool {
            switch self {
            case .any: true
            case .number: source == .number
            case .text: source != .number
            }
        }
    }

    /// The use of every parameter in `parts`.
    ///
    /// - Throws: when one parameter is both a number and text.
    static func uses(of parts: [TranslateWikiPart], bytes: [UInt8]) throws(MessageSyntaxError) -> [Int: Use] {
        var uses: [Int: Use] = [:]
        var conflict: (index: Int, offset: Int)?
        func record(_ index: Int, _ use: Use, at offset: Int) {
            let earlier = uses[index] ?? .any
            if earlier == .any {
                uses[index] = use
            } else if use != .any, use != earlier, conflict == nil {
                conflict = (index, offset)
            }
        }
        func walk(_ parts: [TranslateWikiPart]) {
            for part in parts {
                switch part {
                case .text, .siteVariable, .messageReference:
                    break
                case let .placeholder(index, spec):
                    let use: Use = spec == nil ? .any : spec!.argumentKind == .string ? .text : .number
                    record(index, use, at: 0)
                case let .plural(plural):
                    record(plural.argument, .number, at: plural.utf8Offset)
                    for form in plural.forms { walk(form.parts) }
                case let .gender(gender):
                    if let argument = gender.argument { record(argument, .text, at: gender.utf8Offset) }
                    for form in gender.forms { walk(form) }
                case let .grammar(grammar):
                    walk(grammar.word)
                case let .formal(formal):
                    for form in formal.forms { walk(form) }
                }
            }
        }
        walk(parts)
        if let conflict {
            throw MessageSyntaxError(
                "$\(conflict.index) is used both as a number ({{PLURAL}}, formatnum or %N$d) and as text ({{GENDER}} or %N$@)",
                at: conflict.offset, in: bytes, kind: .argumentTypeConflict)
        }
        return uses
    }

    /// Why a translation's uses do not fit the parameters the source
    /// language defines, and the kind of that problem, or `nil` when they do.
    static func mismatch(_ uses: [Int: Use], source: [Int: Use], sourceLanguage: String) -> (kind: DiagnosticID, problem: String)? {
        for index in uses.keys.sorted() {
            guard source[index] != nil else {
                return (.unknownArgument, "reads $\(index), which the \(sourceLanguage) message does not take")
            }
            let use = uses[index]!
            if let expected = source[index], !use.fits(expected) {
                return (.argumentTypeMismatch, "uses $\(index) \(use), but the \(sourceLanguage) message uses it \(expected)")
            }
        }
        return nil
    }
}
