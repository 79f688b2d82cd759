import LocPack

/// Transifex's inline plural tokens, as the Transifex SDK's own tests write
/// them: `There %1$#@{term1, plural, one {is %d person} other {are %d
/// people}}@ sitting in %2$#@{term2, plural, one {%d table} other {%d
/// tables}}@.` (`Specs/importers/transifex.md`, "Inline plurals").
///
/// Each `%N$#@{NAME, plural, …}@` token is a plural on argument N (an
/// unnumbered `%#@{…}@` takes the next unnumbered argument). Inside its
/// cases every conversion formats that argument, as the SDK formats a case
/// with that one argument: `%d` and `%1$d` are argument N.
enum TransifexInlinePlurals {
    /// The plurals found in a text, and the text with each token replaced by
    /// a `%N$#@NAME@` substitution token whose name starts with
    /// ``nameMarker`` followed by the plural's index.
    struct Extraction {
        var text: String
        var plurals: [ICUPluralPattern]
        var bytes: [UInt8]
    }

    /// Starts the synthetic substitution name of an inline plural (a control
    /// character no Transifex text contains).
    static let nameMarker: Character = "\u{1}"

    /// Whether `text` holds at least one `%…#@{` token.
    static func mayContainTokens(_ text: String) -> Bool { text.contains("#@{") }

    /// Finds every inline plural token of `text`.
    ///
    /// - Throws: ``MessageSyntaxError`` (offsets in `text`) for a plural
    ///   that cannot be read or a token not closed with `@`.
    static func extract(_ text: String) throws(MessageSyntaxError) -> Extraction {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var plurals: [ICUPluralPattern] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == percent else {
                out.append(bytes[i])
                i += 1
                continue
            }
            if i + 1 < bytes.count, bytes[i + 1] == percent {
                out += [percent, percent]
                i += 2
                continue
            }
            var j = i + 1
            while j < bytes.count, bytes[j] >= zero, bytes[j] <= zero + 9 { j += 1 }
            let digits = bytes[(i + 1)..<j]
            if !digits.isEmpty {
                guard j < bytes.count, bytes[j] == dollar else {
                    out.append(bytes[i])
                    i += 1
                    continue
                }
                j += 1
            }
            guard j + 2 < bytes.count, bytes[j] == hash, bytes[j + 1] == at, bytes[j + 2] == openBrace else {
                out.append(bytes[i])
                i += 1
                continue
            }
            var parser = ICUMessageParser(text, flavor: .transifex)
            guard let plural = try parser.parseInlineTransifexPlural(at: j + 2) else {
                throw MessageSyntaxError("expected '{NAME, plural, …}' after '#@'", at: j + 2, in: bytes)
            }
            guard parser.i < bytes.count, bytes[parser.i] == at else {
                throw MessageSyntaxError("the inline plural token is not closed with '@' after its '}'", at: i, in: bytes)
            }
            out.append(percent)
            if !digits.isEmpty { out += Array(digits) + [dollar] }
            out += [hash, at]
            out += Array("\(nameMarker)\(plurals.count)".utf8)
            out.append(at)
            plurals.append(plural)
            i = parser.i + 1
        }
        return Extraction(text: String(decoding: out, as: UTF8.self), plurals: plurals, bytes: bytes)
    }

    /// The index of the inline plural a substitution token stands for, or
    /// `nil` for a real `%#@NAME@` token.
    static func pluralIndex(ofToken name: String) -> Int? {
        guard name.first == nameMarker else { return nil }
        return Int(name.dropFirst())
    }

    /// The plural choice of an inline token on `argument`: its cases are
    /// printf text in which every conversion formats `argument`; `=N` cases
    /// are exact cases; Apple's zero rule applies (the SDK chooses the case
    /// through Foundation's stringsdict rules).
    static func choice(_ plural: ICUPluralPattern, argument: Int,
                       bytes: [UInt8]) throws(MessageSyntaxError) -> PluralChoice {
        var exact: [(value: String, message: Message)] = []
        var categories: [PluralCategory: Message] = [:]
        for item in plural.cases {
            var nodes: [MessageNode] = []
            for case let .printf(body, offset) in item.parts {
                nodes += try caseNodes(body, at: offset, argument: argument, bytes: bytes)
            }
            if item.key.hasPrefix("=") {
                exact.append((String(item.key.dropFirst()), Message(nodes)))
            } else if let category = PluralCategory(name: item.key) {
                categories[category] = Message(nodes)
            }
        }
        let ordered = PluralCategory.allCases.compactMap { categories[$0] } + exact.map(\.message)
        let spec = TransifexCDSResolver.firstNumericArgument(in: ordered, index: argument)?.spec
        return PluralChoice(argumentIndex: argument, operandSpec: spec ?? ICUMessageLowering.integerSpec,
                            rules: .appleCardinal, offset: plural.offset, exact: exact, categories: categories)
    }

    /// The nodes of one case: conversions are the token's argument.
    private static func caseNodes(_ body: String, at offset: Int, argument: Int,
                                  bytes: [UInt8]) throws(MessageSyntaxError) -> [MessageNode] {
        let split: FormatStringSplitter.Result
        do {
            split = try FormatStringSplitter.splitText(body, options: .init(unnumberedArgument: argument))
        } catch {
            throw MessageSyntaxError(error.message, at: offset + error.utf8Offset, in: bytes)
        }
        if let token = split.substitutions.first {
            throw MessageSyntaxError("'%#@\(token.name)@' cannot be used in a plural case",
                                     at: offset + token.utf8Offset, in: bytes)
        }
        return split.nodes.map { node in
            if case let .argument(1, spec) = node { return .argument(index: argument, spec: spec) }
            return node
        }
    }

    private static let percent = UInt8(ascii: "%"), dollar = UInt8(ascii: "$"), hash = UInt8(ascii: "#")
    private static let at = UInt8(ascii: "@"), openBrace = UInt8(ascii: "{"), zero = UInt8(ascii: "0")
}
