import LocPack

/// Turns a parsed translatewiki message into the message model for one
/// locale: assigns the positional `{{PLURAL}}` forms to the locale's CLDR
/// categories, turns `{{GENDER}}` into a select, resolves site variables and
/// `{{int:…}}`, and decides how each placeholder is formatted
/// (`Specs/importers/translatewiki.md`).
struct TranslateWikiLowering {
    /// What lowering needs from outside the message.
    struct Context {
        /// Values of site variables (`SITENAME` → `Wikipedia`).
        var siteVariables: [String: String] = [:]
        /// The parts of another message of the same language (falling back
        /// to the source language), for `{{int:key}}`.
        var message: (String) -> [TranslateWikiPart]? = { _ in nil }
    }

    /// The locale whose plural categories apply.
    let locale: String
    /// The UTF-8 of the message, for offsets.
    let bytes: [UInt8]
    let context: Context
    /// Warnings, each with the character offset of its `{{`.
    private(set) var warnings: [String] = []
    /// What renders as MediaWiki renders it but is worth knowing (`--verbose`).
    private(set) var notes: [String] = []
    /// Site variables used but not defined, with the offset of their first use.
    private(set) var undefinedVariables: [(name: String, utf8Offset: Int)] = []
    /// The spec of each argument that is a number: a `{{PLURAL}}` selector's
    /// (`%lld` for `$N`), else the first `%N$…` conversion's.
    private var numericSpecs: [Int: FormatSpec] = [:]
    /// `{{int:…}}` keys being included, to stop a message including itself.
    private var including: [String] = []

    /// `hints`: the numeric specs the source-language message gives its
    /// arguments (see ``numericSpecs(of:)``); this message's own take
    /// precedence.
    init(locale: String, bytes: [UInt8], hints: [Int: FormatSpec] = [:], context: Context = Context()) {
        self.locale = locale
        self.bytes = bytes
        self.numericSpecs = hints
        self.context = context
    }

    /// The message for `parts`.
    ///
    /// - Throws: for an `{{int:…}}` that cannot be included.
    mutating func lower(_ parts: [TranslateWikiPart]) throws(MessageSyntaxError) -> Message {
        let hints = numericSpecs
        numericSpecs = Self.numericSpecs(of: parts).merging(hints) { own, _ in own }
        return Message(Self.merged(try nodes(parts)))
    }

    /// The spec of each argument `parts` use as a number: a `{{PLURAL}}`
    /// selector's (`%lld` for `$N`), else the first numeric `%N$…` or
    /// `{{formatnum:$N}}`.
    static func numericSpecs(of parts: [TranslateWikiPart]) -> [Int: FormatSpec] {
        var specs: [Int: FormatSpec] = [:]
        collectSelectors(parts, into: &specs)
        collectConversions(parts, into: &specs)
        return specs
    }

    private static func children(_ part: TranslateWikiPart) -> [[TranslateWikiPart]] {
        switch part {
        case let .plural(plural): plural.forms.map(\.parts)
        case let .gender(gender): gender.forms
        case let .grammar(grammar): [grammar.word]
        case let .formal(formal): formal.forms
        default: []
        }
    }

    private static func collectSelectors(_ parts: [TranslateWikiPart], into specs: inout [Int: FormatSpec]) {
        for part in parts {
            if case let .plural(plural) = part, specs[plural.argument] == nil {
                specs[plural.argument] = plural.spec ?? integerSpec
            }
            for child in children(part) { collectSelectors(child, into: &specs) }
        }
    }

    private static func collectConversions(_ parts: [TranslateWikiPart], into specs: inout [Int: FormatSpec]) {
        for part in parts {
            if case let .placeholder(index, spec?) = part, spec.argumentKind != .string, specs[index] == nil {
                specs[index] = spec
            }
            for child in children(part) { collectConversions(child, into: &specs) }
        }
    }

    private mutating func nodes(_ parts: [TranslateWikiPart]) throws(MessageSyntaxError) -> [MessageNode] {
        var out: [MessageNode] = []
        for part in parts {
            switch part {
            case let .text(text):
                out.append(.text(text))
            case let .placeholder(index, spec):
                // `$N` is text unless the argument is a number somewhere in the message.
                out.append(.argument(index: index, spec: spec ?? numericSpecs[index] ?? FormatSpec.textSpec))
            case let .plural(plural):
                out.append(.plural(try choice(plural)))
            case let .gender(gender):
                out += try self.gender(gender)
            case let .siteVariable(name, offset):
                if let value = context.siteVariables[name] {
                    out.append(.text(value))
                } else {
                    undefinedVariables.append((name, offset))
                    out.append(.text("{{\(name)}}"))
                }
            case let .messageReference(key, offset):
                out += try include(key, at: offset)
            case let .grammar(grammar):
                warnings.append(MessageSyntaxError(
                    "{{GRAMMAR:\(grammar.grammaticalCase)|…}} is rendered as the word unchanged (LocPack has no grammar transformations)",
                    at: grammar.utf8Offset, in: bytes).description)
                out += try nodes(grammar.word)
            case let .formal(formal):
                out += try nodes(formalForm(formal))
            }
        }
        return out
    }

    /// MediaWiki's `{{#FORMAL:informal|formal}}`: the formal form in a
    /// language whose code ends in `-formal`, else the informal one — what
    /// MediaWiki shows in every language its table of formal defaults does
    /// not list. LocPack has no copy of that table: where the two forms
    /// differ in a language without the suffix, a note says the informal
    /// form is used.
    private mutating func formalForm(_ formal: TranslateWikiFormal) -> [TranslateWikiPart] {
        let code = locale.lowercased()
        let index = code.hasSuffix("-formal") ? 1 : 0
        if !code.hasSuffix("-formal"), !code.hasSuffix("-informal"), formal.forms.count > 1, formal.forms[0] != formal.forms[1] {
            notes.append(MessageSyntaxError(
                "{{#FORMAL:…}} renders its informal form, MediaWiki's default (LocPack has no table of languages whose wiki default is formal)",
                at: formal.utf8Offset, in: bytes).description)
        }
        return index < formal.forms.count ? formal.forms[index] : formal.forms[0]
    }

    /// MediaWiki's `Language::gender`: male → form 1; female → form 2, else
    /// form 1; anything else → form 3, else form 1. `{{GENDER:|…}}` (the
    /// current user) renders the form for an unknown gender: an app has no
    /// wiki user.
    private mutating func gender(_ gender: TranslateWikiGender) throws(MessageSyntaxError) -> [MessageNode] {
        guard let first = gender.forms.first else { return [] }
        let male = try nodes(first)
        let female = gender.forms.count > 1 ? try nodes(gender.forms[1]) : male
        let unknown = gender.forms.count > 2 ? try nodes(gender.forms[2]) : male
        guard let argument = gender.argument else { return unknown }
        return [.select(SelectChoice(argumentIndex: argument,
                                     cases: [("male", Message(Self.merged(male))), ("female", Message(Self.merged(female)))],
                                     other: Message(Self.merged(unknown))))]
    }

    /// The text of message `key` for `{{int:key}}`: only a message of plain
    /// text (and site variables) can be included.
    private mutating func include(_ key: String, at offset: Int) throws(MessageSyntaxError) -> [MessageNode] {
        guard !including.contains(key), including.count < 16 else {
            throw MessageSyntaxError("{{int:\(key)}} includes itself", at: offset, in: bytes)
        }
        guard let parts = context.message(key) else {
            throw MessageSyntaxError("{{int:\(key)}} refers to a message no file defines", at: offset, in: bytes)
        }
        for part in parts {
            switch part {
            case .text, .siteVariable, .messageReference, .grammar: continue
            default:
                throw MessageSyntaxError(
                    "{{int:\(key)}} refers to a message with parameters or choices, which MediaWiki would show unexpanded",
                    at: offset, in: bytes)
            }
        }
        including.append(key)
        defer { including.removeLast() }
        return try nodes(parts)
    }

    /// MediaWiki's rule: `N=` forms match N exactly; the other forms are the
    /// locale's categories in CLDR order; the last form also serves every
    /// category after it; forms beyond the categories are ignored.
    private mutating func choice(_ plural: TranslateWikiPlural) throws(MessageSyntaxError) -> PluralChoice {
        let categories = PluralRuleCatalog.categories(forLocale: locale, ordinal: false)
        var exact: [(value: String, message: Message)] = []
        var positional: [Message] = []
        for form in plural.forms {
            let message = Message(Self.merged(try nodes(form.parts)))
            if let value = form.exact {
                if exact.contains(where: { $0.value == value }) {
                    warn("the form '\(value)=' appears twice; the first one is used", plural)
                } else {
                    exact.append((value, message))
                }
            } else {
                positional.append(message)
            }
        }
        if positional.count > categories.count {
            // MediaWiki ignores them too: a note, not a warning (translators copy the English forms).
            note("{{PLURAL}} has \(positional.count) forms but \(locale) has \(categories.count) plural categories (\(categories.map(\.description).joined(separator: ", "))); the last \(positional.count - categories.count) \(positional.count - categories.count == 1 ? "is" : "are") ignored",
                 plural)
        }
        var cases: [PluralCategory: Message] = [:]
        for (k, category) in categories.enumerated() where k < positional.count - 1 && category != .other {
            cases[category] = positional[k]
        }
        // Categories from the last form on fall back to `other`, which is that form.
        cases[.other] = positional[min(positional.count, categories.count) - 1]
        var choice = PluralChoice(argumentIndex: plural.argument, operandSpec: numericSpecs[plural.argument] ?? Self.integerSpec,
                                  rules: .cldrCardinal, exact: exact, categories: cases)
        choice.formAssignment = .positionalLastServesRest
        return choice
    }

    private mutating func warn(_ message: String, _ plural: TranslateWikiPlural) {
        warnings.append(MessageSyntaxError(message, at: plural.utf8Offset, in: bytes).description)
    }

    private mutating func note(_ message: String, _ plural: TranslateWikiPlural) {
        notes.append(MessageSyntaxError(message, at: plural.utf8Offset, in: bytes).description)
    }

    /// `nodes` with adjacent text merged and empty text dropped.
    static func merged(_ nodes: [MessageNode]) -> [MessageNode] {
        var out: [MessageNode] = []
        for node in nodes {
            if case let .text(text) = node { out.appendText(text) } else { out.append(node) }
        }
        return out
    }

    /// `%lld`: a localized integer.
    static let integerSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
}
