import LocPack

/// Turns the syntax tree of an ICU message into the message model: numbers
/// its arguments and decides how each is formatted (see
/// `Specs/importers/icu-messageformat.md`, "Arguments").
struct ICUMessageLowering {
    /// The UTF-8 of the whole text, for error offsets.
    let bytes: [UInt8]
    /// Argument names by number (index 0 is argument 1): the names given by
    /// the caller, then new names in order of first appearance.
    private(set) var names: [String]

    /// How an argument is used.
    private enum Use {
        case text(ICUArgumentRef)
        case number(ICUArgumentRef, ICUNumberStyle?)
        case selector(ICUArgumentRef)
        case plain(ICUArgumentRef)
    }

    /// The uses of each argument index.
    private var uses: [Int: [Use]] = [:]
    /// Specs of arguments that other messages of the same key use as
    /// numbers, by name (`"count"`, or `"0"` for `{0}`).
    let numericHints: [String: FormatSpec]

    init(bytes: [UInt8], names: [String], numericHints: [String: FormatSpec] = [:]) {
        self.bytes = bytes
        self.names = names
        self.numericHints = numericHints
    }

    /// The spec of every argument this message uses as a number (a plural
    /// or selectordinal selector, or `{x, number}`), by name; valid after
    /// ``lower(_:)``.
    var numericArguments: [String: FormatSpec] {
        var out: [String: FormatSpec] = [:]
        for (index, all) in uses where isLocallyNumeric(index) {
            for case let .number(ref, _) in all { out[ref.name] = numberSpec(index) }
            for case let .selector(ref) in all { out[ref.name] = numberSpec(index) }
        }
        return out
    }

    // MARK: Entry

    /// Numbers every argument of `parts`, checks the uses agree, and builds
    /// the message.
    mutating func lower(_ parts: [ICUPart]) throws(MessageSyntaxError) -> Message {
        var refs: [ICUArgumentRef] = []
        Self.collectRefs(parts, into: &refs)
        if let first = refs.first, let other = refs.first(where: { ($0.number == nil) != (first.number == nil) }) {
            throw MessageSyntaxError("the message mixes numbered ({0}) and named ({name}) arguments; use one kind",
                                     at: other.utf8Offset, in: bytes)
        }
        try collectUses(parts)
        try checkUses()
        return Message(try nodes(parts))
    }

    /// Argument references in order of appearance (a plural's or select's
    /// own argument before its cases).
    private static func collectRefs(_ parts: [ICUPart], into refs: inout [ICUArgumentRef]) {
        for part in parts {
            switch part {
            case .text, .pound, .printf: break
            case let .argument(ref, _): refs.append(ref)
            case let .plural(plural):
                refs.append(plural.argument)
                for item in plural.cases { collectRefs(item.parts, into: &refs) }
            case let .select(select):
                refs.append(select.argument)
                for item in select.cases { collectRefs(item.parts, into: &refs) }
                collectRefs(select.other, into: &refs)
            }
        }
    }

    // MARK: Numbering and uses

    /// The 1-based argument of `ref`: `{N}` is argument N + 1; a name keeps
    /// its place in ``names`` or is appended.
    mutating func index(of ref: ICUArgumentRef) throws(MessageSyntaxError) -> Int {
        if let number = ref.number { return number + 1 }
        if let known = names.firstIndex(of: ref.name) { return known + 1 }
        guard names.count < 255 else {
            throw MessageSyntaxError("too many arguments (at most 255)", at: ref.utf8Offset, in: bytes)
        }
        names.append(ref.name)
        return names.count
    }

    private mutating func collectUses(_ parts: [ICUPart]) throws(MessageSyntaxError) {
        for part in parts {
            switch part {
            case .text, .pound, .printf:
                break
            case let .argument(ref, style):
                uses[try index(of: ref), default: []].append(style == nil ? .plain(ref) : .number(ref, style))
            case let .plural(plural):
                uses[try index(of: plural.argument), default: []].append(.selector(plural.argument))
                for item in plural.cases { try collectUses(item.parts) }
            case let .select(select):
                uses[try index(of: select.argument), default: []].append(.text(select.argument))
                for item in select.cases { try collectUses(item.parts) }
                try collectUses(select.other)
            }
        }
    }

    /// An argument chosen on by `select` is text; it cannot also be a number.
    private func checkUses() throws(MessageSyntaxError) {
        for index in uses.keys.sorted() {
            let all = uses[index]!
            guard let text = all.first(where: { if case .text = $0 { true } else { false } }) else { continue }
            for use in all {
                switch use {
                case let .number(ref, _), let .selector(ref):
                    guard case let .text(selectRef) = text else { continue }
                    let later = ref.utf8Offset > selectRef.utf8Offset ? ref : selectRef
                    throw MessageSyntaxError(
                        "argument '\(ref.name)' is used both as text (select) and as a number (plural or number)",
                        at: later.utf8Offset, in: bytes)
                case .text, .plain:
                    break
                }
            }
        }
    }

    /// Whether the argument is a number somewhere in this message.
    private func isLocallyNumeric(_ index: Int) -> Bool {
        uses[index, default: []].contains { if case .text = $0 { false } else if case .plain = $0 { false } else { true } }
    }

    /// The numeric hint for an argument, by the name it is written with.
    private func hint(_ index: Int) -> FormatSpec? {
        for use in uses[index, default: []] {
            switch use {
            case let .plain(ref), let .number(ref, _), let .selector(ref):
                if let spec = numericHints[ref.name] { return spec }
            case .text:
                return nil
            }
        }
        return nil
    }

    /// The spec a numeric argument shows itself with when no style is given:
    /// its first `::.0…` style in this message if any (it is then "used as
    /// a decimal"), else the hint from the key's other messages, else `%lld`.
    func numberSpec(_ index: Int) -> FormatSpec {
        for use in uses[index, default: []] {
            if case let .number(_, .fixed(digits)) = use { return Self.spec(for: .fixed(fractionDigits: digits)) }
        }
        return hint(index) ?? Self.integerSpec
    }

    /// The spec of a simple `{x}`: a number when this message or another
    /// message of the key uses x as one, else text.
    private func plainSpec(_ index: Int) -> FormatSpec {
        if isLocallyNumeric(index) { return numberSpec(index) }
        return hint(index) ?? FormatSpec.textSpec
    }

    // MARK: Nodes

    private mutating func nodes(_ parts: [ICUPart]) throws(MessageSyntaxError) -> [MessageNode] {
        var out: [MessageNode] = []
        for part in parts {
            switch part {
            case let .text(text):
                out.appendText(text)
            case .pound:
                out.append(.pluralNumber)
            case let .printf(body, offset):
                out += try Self.printfNodes(body, at: offset, in: bytes)
            case let .argument(ref, style):
                let index = try index(of: ref)
                let spec = style.map(Self.spec(for:)) ?? plainSpec(index)
                out.append(.argument(index: index, spec: spec))
            case let .plural(plural):
                let index = try index(of: plural.argument)
                var exact: [(value: String, message: Message)] = []
                var categories: [PluralCategory: Message] = [:]
                for item in plural.cases {
                    let message = Message(try nodes(item.parts))
                    if item.key.hasPrefix("=") {
                        exact.append((String(item.key.dropFirst()), message))
                    } else if let category = PluralCategory(name: item.key) {
                        categories[category] = message
                    }
                }
                out.append(.plural(PluralChoice(argumentIndex: index, operandSpec: numberSpec(index),
                                                rules: plural.ordinal ? .cldrOrdinal : .cldrCardinal,
                                                offset: plural.offset, exact: exact, categories: categories)))
            case let .select(select):
                let index = try index(of: select.argument)
                var cases: [(value: String, message: Message)] = []
                for item in select.cases { cases.append((item.key, Message(try nodes(item.parts)))) }
                out.append(.select(SelectChoice(argumentIndex: index, cases: cases, other: Message(try nodes(select.other)))))
            }
        }
        return out
    }

    // MARK: Specs

    /// `%lld`: a localized integer.
    static let integerSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

    static func spec(for style: ICUNumberStyle) -> FormatSpec {
        switch style {
        case .integer: integerSpec
        case let .fixed(digits): FormatSpec(conversion: UInt8(ascii: "f"), precision: Int32(digits))
        }
    }

    /// Splits printf-style case text (Transifex plurals) with the shared
    /// splitter; `offset` is where the text starts in `bytes`.
    static func printfNodes(_ text: String, at offset: Int,
                            in bytes: [UInt8]) throws(MessageSyntaxError) -> [MessageNode] {
        let split: FormatStringSplitter.Result
        do {
            split = try FormatStringSplitter.splitText(text)
        } catch {
            throw MessageSyntaxError(error.message, at: offset + error.utf8Offset, in: bytes)
        }
        if let token = split.substitutions.first {
            throw MessageSyntaxError(
                "'%#@\(token.name)@' cannot be used in an ICU plural case; substitutions only come with a <cds-root> value",
                at: offset + token.utf8Offset, in: bytes)
        }
        return split.nodes
    }
}
