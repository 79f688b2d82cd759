import LocPack

/// Reads ICU MessageFormat text (`{count, plural, one {# photo} other {#
/// photos}}`) into the message model.
///
/// Supported: literal text with ICU's apostrophe quoting, simple arguments
/// `{name}` and `{0}`, `{n, number}` with the styles `integer` and
/// `::.0…`, `plural` and `selectordinal` with `offset:`, `=N` and `#`,
/// `select`, and any nesting of these up to 16 choices deep. The mapping is
/// specified in `Specs/importers/icu-messageformat.md`.
public enum ICUMessageFormat {
    /// A parsed message.
    public struct Parsed: Sendable, Equatable {
        /// The message tree. Plurals use CLDR rules (no Apple zero rule).
        public var message: Message
        /// Argument names by number: `argumentNames[0]` is argument 1. For a
        /// message with numbered arguments (`{0}`), the names given to
        /// ``parse(_:argumentNames:numericHints:)`` unchanged.
        public var argumentNames: [String]
        /// The spec of each argument the message uses as a number (a plural
        /// or selectordinal selector, or `{x, number}`), by name (`"0"` for
        /// `{0}`): pass it as `numericHints` when parsing the key's other
        /// translations.
        public var numericArguments: [String: FormatSpec]

        /// Creates a parsed message.
        public init(message: Message, argumentNames: [String], numericArguments: [String: FormatSpec] = [:]) {
            self.message = message
            self.argumentNames = argumentNames
            self.numericArguments = numericArguments
        }
    }

    /// Parses `text`.
    ///
    /// Named arguments are numbered by `argumentNames` first (pass the names
    /// the source-language message returned, so that every translation
    /// numbers its arguments as the source does), then by order of first
    /// appearance in `text`. Numbered arguments `{N}` are argument N + 1
    /// whatever the names. A message may not mix the two kinds.
    ///
    /// A simple `{x}` is text (`%@`) unless x is a number in this message or
    /// `numericHints` names it (the `numericArguments` of the key's other
    /// messages): then it is formatted like that number (`%lld`, or
    /// `%.Nf`), so every translation of a key formats an argument alike.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/icuMessage``
    ///   whose message ends with `(at offset N)`, the place of the problem in
    ///   `text` counted in characters from 0.
    public static func parse(_ text: String, argumentNames: [String] = [],
                             numericHints: [String: FormatSpec] = [:]) throws(CompilerError) -> Parsed {
        var parser = ICUMessageParser(text, flavor: .messageFormat)
        let parts: [ICUPart]
        do {
            parts = try parser.parseWholeMessage()
        } catch {
            throw CompilerError(.icuMessage, error.description)
        }
        return try lowered(parts, bytes: parser.bytes, argumentNames: argumentNames, numericHints: numericHints)
    }

    /// ``parse(_:argumentNames:numericHints:)`` of a message already read
    /// into parts (by another format's reader: slang); `bytes` is the text
    /// the parts' offsets count in. The parts are first held to what the
    /// parser requires of a text: every plural and select has an `other`
    /// case, and argument names are names.
    static func lower(_ parts: [ICUPart], bytes: [UInt8], argumentNames: [String] = [],
                      numericHints: [String: FormatSpec] = [:]) throws(CompilerError) -> Parsed {
        do {
            try checkReadable(parts, bytes: bytes)
        } catch {
            throw CompilerError(.icuMessage, error.description)
        }
        return try lowered(parts, bytes: bytes, argumentNames: argumentNames, numericHints: numericHints)
    }

    /// The parser's rules that parts read by another format might break.
    private static func checkReadable(_ parts: [ICUPart], bytes: [UInt8]) throws(MessageSyntaxError) {
        for part in parts {
            switch part {
            case let .argument(ref, _):
                try checkName(ref, bytes: bytes)
            case let .plural(plural):
                try checkName(plural.argument, bytes: bytes)
                guard plural.cases.contains(where: { $0.key == "other" }) else {
                    throw MessageSyntaxError("the \(plural.ordinal ? "selectordinal" : "plural") has no 'other' case",
                                             at: plural.argument.utf8Offset, in: bytes)
                }
                for item in plural.cases { try checkReadable(item.parts, bytes: bytes) }
            case let .select(select):
                try checkName(select.argument, bytes: bytes)
                for item in select.cases { try checkReadable(item.parts, bytes: bytes) }
                try checkReadable(select.other, bytes: bytes)
            case .text, .pound, .printf:
                break
            }
        }
    }

    /// A name: no ASCII but letters, digits and `_`, not starting with a digit.
    private static func checkName(_ ref: ICUArgumentRef, bytes: [UInt8]) throws(MessageSyntaxError) {
        guard ref.number == nil else { return }
        guard let first = ref.name.unicodeScalars.first, !("0"..."9").contains(first) else {
            throw MessageSyntaxError("an argument name cannot be empty or start with a digit ('\(ref.name)')",
                                     at: ref.utf8Offset, in: bytes)
        }
        if let bad = ref.name.unicodeScalars.first(where: { $0.isASCII && !($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }) {
            throw MessageSyntaxError("'\(bad)' cannot be part of an argument name (use letters, digits and '_')",
                                     at: ref.utf8Offset, in: bytes)
        }
    }

    /// Numbers and lowers parts the parser read or ``lower(_:bytes:argumentNames:numericHints:)`` checked.
    private static func lowered(_ parts: [ICUPart], bytes: [UInt8], argumentNames: [String],
                                numericHints: [String: FormatSpec]) throws(CompilerError) -> Parsed {
        do {
            var lowering = ICUMessageLowering(bytes: bytes, names: argumentNames, numericHints: numericHints)
            let message = try lowering.lower(parts)
            return Parsed(message: message, argumentNames: lowering.names, numericArguments: lowering.numericArguments)
        } catch {
            throw CompilerError(.icuMessage, error.description)
        }
    }
}
