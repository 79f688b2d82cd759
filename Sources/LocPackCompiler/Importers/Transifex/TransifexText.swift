import LocPack

/// Turns one Transifex `"string"` into a message: plain printf-style text,
/// an ICU plural `{???, plural, one {%d minute} other {%d minutes}}`, or a
/// `<cds-root>` XML value (`Specs/importers/transifex.md`).
enum TransifexText {
    /// What reading a text gave.
    struct Outcome {
        /// The message, `nil` when there are errors.
        var message: Message?
        var errors: [String] = []
        var warnings: [String] = []
    }

    /// Reads `text`.
    static func read(_ text: String) -> Outcome {
        let start = text.drop(while: \.isWhitespace)
        if start.hasPrefix("<cds-root") || start.hasPrefix("<?xml") { return readXML(text) }
        if text.contains("<cds-root") || text.contains("<cds-unit") {
            return Outcome(message: nil, errors: ["the text holds <cds-root> XML that does not start the value; it cannot be resolved"])
        }
        do {
            var parser = ICUMessageParser(text, flavor: .transifex)
            if let plural = try parser.parseTransifexPlural() {
                let node = try pluralNode(plural, bytes: parser.bytes)
                return Outcome(message: Message([node]), warnings: poundWarnings(plural))
            }
        } catch {
            return Outcome(message: nil, errors: ["invalid ICU plural: \(error.description)"])
        }
        return readPrintf(text)
    }

    /// Printf-style text split by the shared splitter; inline plural tokens
    /// (`%1$#@{term, plural, …}@`) become plurals on their argument.
    static func readPrintf(_ text: String) -> Outcome {
        var extraction = TransifexInlinePlurals.Extraction(text: text, plurals: [], bytes: Array(text.utf8))
        if TransifexInlinePlurals.mayContainTokens(text) {
            do {
                extraction = try TransifexInlinePlurals.extract(text)
            } catch {
                return Outcome(message: nil, errors: ["invalid inline ICU plural: \(error.description)"])
            }
        }
        if extraction.plurals.isEmpty && !FormatStringSplitter.mayContainSubstitutionTokens(text) {
            // Plain printf text, kept with its source like any plain value:
            // literal when the key takes no arguments (`Specs/lint.md`).
            return Outcome(message: FormatStringSplitter.plainMessage(text))
        }
        do {
            let split = try FormatStringSplitter.splitText(extraction.text)
            var nodes: [MessageNode] = []
            for segment in split.segments {
                switch segment {
                case let .node(node):
                    nodes.append(node)
                case let .substitution(token):
                    guard let index = TransifexInlinePlurals.pluralIndex(ofToken: token.name) else {
                        return Outcome(message: nil, errors: [
                            "the text refers to substitution '\(token.name)', which only a <cds-root> value can define (at offset \(String(decoding: Array(extraction.text.utf8)[..<token.utf8Offset], as: UTF8.self).count))",
                        ])
                    }
                    let plural = extraction.plurals[index]
                    do {
                        nodes.append(.plural(try TransifexInlinePlurals.choice(plural, argument: token.argumentIndex,
                                                                               bytes: extraction.bytes)))
                    } catch {
                        return Outcome(message: nil, errors: ["invalid inline ICU plural: \(error.description)"])
                    }
                }
            }
            let warnings = extraction.plurals.flatMap(poundWarnings)
            var message = Message(nodes)
            message.textPercents = split.textPercents
            return Outcome(message: message, warnings: warnings)
        } catch {
            return Outcome(message: nil, errors: [error.description])
        }
    }

    /// A `<cds-root>` value: its units resolved like a String Catalog's
    /// variations and substitutions.
    static func readXML(_ text: String) -> Outcome {
        switch TransifexCDSDocument.units(in: text) {
        case let .failure(problem):
            return Outcome(message: nil, errors: [problem.message])
        case let .success(units):
            var resolver = TransifexCDSResolver(units: units)
            let message = resolver.resolve()
            return Outcome(message: message, errors: resolver.errors.map { "unresolvable <cds-root> value: \($0)" },
                           warnings: resolver.warnings)
        }
    }

    /// Cases of a Transifex plural that write `#` but no printf conversion:
    /// the translator probably meant ICU's `#`, which Transifex's printf
    /// cases do not have.
    static func poundWarnings(_ plural: ICUPluralPattern) -> [String] {
        plural.cases.compactMap { item in
            guard case let .printf(body, _)? = item.parts.first, body.contains("#"), !body.contains("%") else { return nil }
            return "the case '\(item.key)' writes '#', which is text in a Transifex plural; write %d for the number"
        }
    }

    /// The plural choice of a Transifex ICU plural. The count is argument 1
    /// whatever the placeholder name; the cases are printf-style text; the
    /// operand spec is that of the first numeric conversion of argument 1
    /// in the cases (`%lld` when there is none). Apple's zero rule applies,
    /// as it does in the Transifex iOS SDK.
    static func pluralNode(_ plural: ICUPluralPattern, bytes: [UInt8]) throws(MessageSyntaxError) -> MessageNode {
        var exact: [(value: String, message: Message)] = []
        var categories: [PluralCategory: Message] = [:]
        for item in plural.cases {
            var nodes: [MessageNode] = []
            for part in item.parts {
                if case let .printf(body, offset) = part {
                    nodes += try ICUMessageLowering.printfNodes(body, at: offset, in: bytes)
                }
            }
            if item.key.hasPrefix("=") {
                exact.append((String(item.key.dropFirst()), Message(nodes)))
            } else if let category = PluralCategory(name: item.key) {
                categories[category] = Message(nodes)
            }
        }
        let ordered = PluralCategory.allCases.compactMap { categories[$0] } + exact.map(\.message)
        let spec = TransifexCDSResolver.firstNumericArgument(in: ordered, index: 1)?.spec
        return .plural(PluralChoice(argumentIndex: 1, operandSpec: spec ?? ICUMessageLowering.integerSpec,
                                    rules: .appleCardinal, offset: plural.offset, exact: exact, categories: categories))
    }
}
