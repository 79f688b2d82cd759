import LocPack

/// Splits a printf-style format string (`Found %1$#@users@ in %2$@`) into
/// message nodes: literal text, argument placeholders, and the `%#@name@`
/// substitution tokens of String Catalogs and `.stringsdict` files, which are
/// handed back for the caller to resolve.
///
/// Argument numbering follows Apple: `%N$…` takes argument N; an unnumbered
/// conversion takes the next argument after the previous *unnumbered* one
/// (numbered conversions do not move that counter), starting at 1. So
/// `%2$@ %@ %@` uses arguments 2, 1, 2.
///
/// The conversions and tokens themselves are read by `FormatSpecParser`, the
/// project's one printf scanner; this type adds the argument numbering, turns
/// `%%` into text and (on request) reads `%arg`.
public enum FormatStringSplitter {
    /// Stands for `%arg` inside a String Catalog substitution case.
    public struct ArgPlaceholder: Sendable, Equatable {
        /// The 1-based argument `%arg` refers to.
        public var index: Int
        /// How it is formatted (the substitution's `formatSpecifier`).
        public var spec: FormatSpec

        /// Creates a placeholder.
        public init(index: Int, spec: FormatSpec) {
            self.index = index
            self.spec = spec
        }
    }

    /// How a string is split.
    public struct Options: Sendable, Equatable {
        /// Whether `%#@name@` and `%N$#@name@` are substitution tokens (true
        /// for String Catalogs and `.stringsdict`). When false they are read
        /// as ordinary conversions (`%#@` is `%@` with the `#` flag).
        public var recognizesSubstitutions: Bool
        /// When set, every unnumbered conversion and token refers to this
        /// argument instead of taking the next one: the rule inside a
        /// substitution's case, where a bare `%lld` is the substitution's own
        /// argument.
        public var unnumberedArgument: Int?
        /// When set, `%arg` is an argument placeholder for this argument.
        public var argPlaceholder: ArgPlaceholder?

        /// Creates options; the defaults suit a top-level value.
        public init(recognizesSubstitutions: Bool = true, unnumberedArgument: Int? = nil,
                    argPlaceholder: ArgPlaceholder? = nil) {
            self.recognizesSubstitutions = recognizesSubstitutions
            self.unnumberedArgument = unnumberedArgument
            self.argPlaceholder = argPlaceholder
        }
    }

    /// A `%#@name@` or `%N$#@name@` token.
    public struct SubstitutionToken: Sendable, Equatable {
        /// The name between the `@`s (it may contain dots).
        public var name: String
        /// The 1-based argument the token takes: N for `%N$#@name@`, else
        /// the next unnumbered argument (or ``Options/unnumberedArgument``).
        public var argumentIndex: Int
        /// Whether the token was written `%N$#@name@`.
        public var isNumbered: Bool
        /// Byte offset of its `%` in the UTF-8 of the string.
        public var utf8Offset: Int
        /// The N of a token written `%N#@name@` (no `$`): Foundation reads it
        /// as a width and the token takes the next argument, as here; nil
        /// for the usual spellings.
        public var widthBeforeHash: Int?

        /// Creates a token.
        public init(name: String, argumentIndex: Int, isNumbered: Bool, utf8Offset: Int, widthBeforeHash: Int? = nil) {
            self.name = name
            self.argumentIndex = argumentIndex
            self.isNumbered = isNumbered
            self.utf8Offset = utf8Offset
            self.widthBeforeHash = widthBeforeHash
        }

        /// What to say of a token written `%N#@name@`, or nil.
        public var widthWarning: String? {
            guard let width = widthBeforeHash else { return nil }
            return "'%\(width)#@\(name)@' is read as '%#@\(name)@' taking the next argument (\(argumentIndex)), "
                + "as Foundation reads it (\(width) is a width there); a position is written '%\(width)$#@\(name)@'"
        }
    }

    /// One piece of a split string.
    public enum Segment: Sendable, Equatable {
        /// Text or an argument placeholder.
        case node(MessageNode)
        /// A substitution token, for the caller to replace.
        case substitution(SubstitutionToken)
    }

    /// A split string.
    public struct Result: Sendable, Equatable {
        /// The pieces in order. Adjacent text is merged; empty text is omitted.
        public var segments: [Segment]
        /// Each `%` read as text because no conversion can start there, with
        /// the characters after it (`% p`, `%)`, `%` at the end).
        public var textPercents: [String] = []

        /// The substitution tokens, in order.
        public var substitutions: [SubstitutionToken] {
            segments.compactMap { if case let .substitution(token) = $0 { token } else { nil } }
        }

        /// The nodes, leaving out substitution tokens (complete when
        /// ``substitutions`` is empty).
        public var nodes: [MessageNode] {
            segments.compactMap { if case let .node(node) = $0 { node } else { nil } }
        }

        /// The message with each substitution token replaced by what
        /// `expand` makes of it (a String Catalog substitution, a
        /// `.stringsdict` variable), after `warn` is told of the token's
        /// width (`%1#@name@`); nil when some token expands to nothing
        /// (every token is still expanded, so each reports its problems).
        func message(warn: (String) -> Void, expand: (SubstitutionToken) -> MessageNode?) -> Message? {
            var nodes: [MessageNode] = []
            var usable = true
            for segment in segments {
                switch segment {
                case let .node(node):
                    nodes.append(node)
                case let .substitution(token):
                    if let warning = token.widthWarning { warn(warning) }
                    if let node = expand(token) { nodes.append(node) } else { usable = false }
                }
            }
            return usable ? Message(nodes) : nil
        }
    }

    /// Splits `text`.
    ///
    /// A `%` that can only be text is kept as text and listed in
    /// ``Result/textPercents`` (see `TextPercent`).
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/formatString``
    ///   for whatever `FormatSpecParser` rejects: an unknown conversion, `%n`,
    ///   a `*` width or precision, position 0, a number too large, an
    ///   unterminated or empty `%#@name@`. The message ends with
    ///   `(at offset N)`, N counted in characters from 0.
    public static func split(_ text: String, options: Options = Options()) throws(CompilerError) -> Result {
        do { return try splitText(text, options: options) } catch { throw CompilerError(.formatString, error.description) }
    }

    /// ``split(_:options:)`` for the importers: the error keeps its offsets
    /// in `text`, for them to place in their source.
    static func splitText(_ text: String, options: Options = Options()) throws(MessageSyntaxError) -> Result {
        let bytes = Array(text.utf8)
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var nextUnnumbered = 1
        var textPercents: [String] = []
        var i = 0

        func flush() {
            guard !literal.isEmpty else { return }
            segments.append(.node(.text(String(decoding: literal, as: UTF8.self))))
            literal.removeAll(keepingCapacity: true)
        }
        func takeUnnumbered() -> Int {
            if let fixed = options.unnumberedArgument { return fixed }
            defer { nextUnnumbered += 1 }
            return nextUnnumbered
        }

        while i < bytes.count {
            guard bytes[i] == percent else {
                literal.append(bytes[i])
                i += 1
                continue
            }
            let start = i
            if let shown = TextPercent.length(in: bytes, at: start) {
                // A `%` that no conversion can start with stays text (`50% off`, `(%)`).
                textPercents.append(String(decoding: bytes[start..<(start + shown)], as: UTF8.self))
                literal.append(percent)
                i = start + 1
                continue
            }
            if let placeholder = options.argPlaceholder, bytes[(start + 1)...].starts(with: argWord) {
                flush()
                segments.append(.node(.argument(index: placeholder.index, spec: placeholder.spec)))
                i = start + 1 + argWord.count
                continue
            }
            let conversion = try parse(bytes, at: start)
            i = conversion.end
            if conversion.spec.conversion == percent {
                literal.append(percent)
                continue
            }
            if let name = conversion.substitutionName {
                if options.recognizesSubstitutions {
                    let index = conversion.argumentPosition ?? takeUnnumbered()
                    flush()
                    segments.append(.substitution(SubstitutionToken(
                        name: String(decoding: bytes[name], as: UTF8.self), argumentIndex: index,
                        isNumbered: conversion.argumentPosition != nil, utf8Offset: start,
                        widthBeforeHash: conversion.spec.width >= 0 ? Int(conversion.spec.width) : nil)))
                    continue
                }
                // `%#@` is then an ordinary `%@` with the `#` flag; the name is text.
                i = name.lowerBound
            }
            let index = conversion.argumentPosition ?? takeUnnumbered()
            flush()
            segments.append(.node(.argument(index: index, spec: conversion.spec)))
        }
        flush()
        return Result(segments: segments, textPercents: textPercents)
    }

    /// Whether `text` may hold a substitution token (`%#@NAME@`,
    /// `%1$#@NAME@`, `%1#@NAME@`): a cheap test before choosing ``plainMessage(_:options:)``.
    public static func mayContainSubstitutionTokens(_ text: String) -> Bool {
        text.contains("#@")
    }

    /// The message of a plain value (no substitution tokens expected):
    /// its nodes with its ``FormatSource``. A value that is not a valid
    /// format string becomes its literal text with the problem recorded, so
    /// the build can decide, once it knows the arguments the key takes,
    /// whether that is fine (no arguments: the text is shown as written) or
    /// leaves the translation out.
    public static func plainMessage(_ text: String, options: Options = Options()) -> Message {
        do {
            let split = try splitText(text, options: options)
            return Message(split.nodes, formatSource: FormatSource(text: text), textPercents: split.textPercents)
        } catch {
            return Message(text.isEmpty ? [] : [.text(text)], formatSource: FormatSource(text: text, problem: error.description))
        }
    }

    /// Parses a lone conversion such as `lld`, `.1f` or `%d` (a leading `%`
    /// is optional), as String Catalogs write a substitution's
    /// `formatSpecifier`. `nil` when `text` is not exactly one conversion
    /// without a position.
    public static func parseSpecifier(_ text: String) -> FormatSpec? {
        let bytes = Array((text.hasPrefix("%") ? text : "%" + text).utf8)
        guard let conversion = try? parse(bytes, at: 0), conversion.end == bytes.count,
              conversion.argumentPosition == nil, conversion.substitutionName == nil,
              conversion.spec.conversion != percent else { return nil }
        return conversion.spec
    }

    // MARK: Pieces

    private static let percent = UInt8(ascii: "%")
    private static let argWord = Array("arg".utf8)

    /// Reads the conversion at `start` (a `%`) with `FormatSpecParser`.
    private static func parse(_ bytes: [UInt8], at start: Int) throws(MessageSyntaxError) -> ParsedConversion {
        let result = bytes.withUnsafeBytes { FormatSpecParser.parse($0, at: start) }
        switch result {
        case let .success(conversion):
            return conversion
        case let .failure(error):
            // The parser's sentence ends with its byte offset; the syntax error
            // gives the offset of the conversion in its own way.
            var message = error.description
            let suffix = " at byte \(error.offset)"
            if message.hasSuffix(suffix) { message.removeLast(suffix.count) }
            throw MessageSyntaxError(message, at: start, in: bytes)
        }
    }
}
