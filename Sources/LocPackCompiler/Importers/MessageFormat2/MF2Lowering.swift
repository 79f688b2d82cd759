import Foundation
import LocPack

/// Turns a valid MF2 message into the message model for one locale
/// (`Specs/importers/mf2.md`, "Lowering"): declarations are resolved where
/// they are used, placeholders become value placeholders with their
/// fallbacks, errors and bidi isolation, and `.match` becomes nested
/// choices, one selector deep each, whose every branch holds the variant
/// the specification's selection picks for the values that reach it.
struct MF2Lowering {
    /// The locale the message is in: its plural rules and text direction.
    let locale: String
    /// Whether placeholders are isolated by the Default Bidi Strategy
    /// (`bidiIsolation: "default"`), or written bare (`"none"`).
    let isolates: Bool
    /// Whether the conformance suite's `:test:…` functions exist
    /// (``MF2TestFunction``; `locpack format --test-functions` only).
    let testFunctions: Bool
    /// Argument names by number (index 0 is argument 1), in order of first use.
    private(set) var names: [String]

    /// The message's declarations by variable name.
    private var declarations: [String: MF2Declaration] = [:]
    /// Locals whose errors were reported already on the path being lowered
    /// (a declaration is evaluated once, at its first use).
    private var reported: Set<String> = []
    /// Each declaration's value, resolved once (the specification's call by need).
    private var resolvedDeclarations: [String: MF2ResolvedValue] = [:]
    /// Variant bodies lowered so far (``maximumLeaves``).
    private var leaves = 0
    /// Declarations being resolved, innermost last: a chain deeper than
    /// ``maximumChain`` is refused rather than recursed into.
    private var chain = 0
    static let maximumChain = 200

    init(locale: String, isolates: Bool = true, testFunctions: Bool = false, names: [String] = []) {
        self.locale = locale
        self.isolates = isolates
        self.testFunctions = testFunctions
        self.names = names
    }

    /// The message model of `message`, which must be valid (`MF2Validation`).
    mutating func lower(_ message: MF2Message) throws(MessageSyntaxError) -> Message {
        for declaration in message.declarations { declarations[declaration.variable.name] = declaration }
        switch message.body {
        case .pattern(let pattern):
            return Message(try nodes(pattern))
        case .matcher(let selectors, let variants):
            var resolved: [MF2ResolvedValue] = []
            for selector in selectors {
                var value = try resolve(variable: selector.name)
                if !value.runtimeOptions.isEmpty {
                    // A plural choice's spec is fixed in the program: options read at render time cannot reach it.
                    value.errors.append(.unsupportedOperation)
                }
                if case .number = value.function, case .literal(let text) = value.operand, !Self.isNumberLiteral(Self.shifted(text, by: value.addend)) {
                    // A literal no number: the function rejects it, so it cannot select.
                    value.errors.append(.badOperand)
                    value.function = .failed
                }
                if !value.isSelectable {
                    value.errors.append(.badSelector)
                    value.function = .failed
                }
                resolved.append(value)
            }
            let candidates = variants.indices.map { Candidate(variant: $0, ranks: []) }
            return try choose(resolved, level: 0, variants: variants, candidates: candidates)
        }
    }

    // MARK: Selection

    /// A variant still possible on a path, with how well its keys matched so far (0 best).
    private struct Candidate {
        var variant: Int
        var ranks: [Int]
    }

    /// The most variant bodies one message may lower to: every selector
    /// multiplies the branches, so a few selectors of many keys would make
    /// a program no bundle holds (and a build that never ends).
    static let maximumLeaves = 4096

    /// The message for the values that reach `level` with `candidates` left:
    /// the selector's compile-time errors (an errors-only value, so they come
    /// in selector order with the render's own), then its choice.
    private mutating func choose(_ selectors: [MF2ResolvedValue], level: Int, variants: [MF2Variant],
                                 candidates: [Candidate]) throws(MessageSyntaxError) -> Message {
        var chosen = try choice(selectors, level: level, variants: variants, candidates: candidates)
        if level < selectors.count, !selectors[level].errors.isEmpty {
            let errors = ValuePlaceholder(operand: .none, formatting: .errorsOnly, fallback: "", errors: selectors[level].errors)
            chosen.nodes.insert(.value(errors), at: 0)
        }
        return chosen
    }

    /// ``choose(_:level:variants:candidates:)`` without the selector's errors.
    private mutating func choice(_ selectors: [MF2ResolvedValue], level: Int, variants: [MF2Variant],
                                 candidates: [Candidate]) throws(MessageSyntaxError) -> Message {
        // When no remaining selector's key can matter (each candidate left has only `*` from here on), the best is known.
        let undecided = level < selectors.count && candidates.contains { candidate in
            variants[candidate.variant].keys[level...].contains { $0 != .catchAll }
        }
        // Yet a selector on an argument still runs at render time, for its errors: the specification resolves
        // every selector, so a missing or unfit argument is reported whatever the keys (its choice has one body).
        let selectsLater = level < selectors.count && selectors[level...].contains(where: \.selectsAtRenderTime)
        guard undecided || selectsLater else {
            leaves += 1
            guard leaves <= Self.maximumLeaves else {
                throw MessageSyntaxError("the message's selectors make more than \(Self.maximumLeaves) branches; split it or use fewer selectors",
                                         at: 0, in: [])
            }
            // The best variant: lowest ranks, selector by selector; the earlier one on a tie.
            let best = candidates.min { a, b in a.ranks.lexicographicallyPrecedes(b.ranks) || (a.ranks == b.ranks && a.variant < b.variant) }!
            let saved = reported
            defer { reported = saved }
            return Message(try nodes(variants[best.variant].pattern))
        }
        let selector = selectors[level]
        func keep(_ rank: (MF2Key) -> Int?) -> [Candidate] {
            candidates.compactMap { candidate in
                guard let r = rank(variants[candidate.variant].keys[level]) else { return nil }
                return Candidate(variant: candidate.variant, ranks: candidate.ranks + [r])
            }
        }
        let catchAllOnly = keep { $0 == .catchAll ? 0 : nil }
        switch (selector.function, selector.operand) {
        case (.string, .argument(let index)):
            var values: [String] = []
            for candidate in candidates {
                if case .literal(let key) = variants[candidate.variant].keys[level], !values.contains(key) { values.append(key) }
            }
            var cases: [(value: String, message: Message)] = []
            for value in values {
                let reaching = keep { key in key == .literal(value) ? 0 : key == .catchAll ? 1 : nil }
                cases.append((value, try choose(selectors, level: level + 1, variants: variants, candidates: reaching)))
            }
            let other = try choose(selectors, level: level + 1, variants: variants, candidates: catchAllOnly)
            // `:string` reads a missing argument as empty text: it selects `*`, and only the missing value is an error.
            return Message([.select(SelectChoice(argumentIndex: index, cases: cases, other: other, reportsMissingArgument: true))])
        case (.string, .literal(let text)):
            let reaching = keep { key in key == .literal(text) ? 0 : key == .catchAll ? 1 : nil }
            return try choose(selectors, level: level + 1, variants: variants, candidates: reaching)
        case (.number(let style, let selection?, _), .argument(let index)) where !undecided:
            // Only `*` keys from here: one body, which a failed selector takes too, after reporting its errors.
            let body = try choose(selectors, level: level + 1, variants: variants, candidates: catchAllOnly)
            var choice = PluralChoice(argumentIndex: index, operandSpec: style.spec, rules: selection == .ordinal ? .cldrOrdinal : .cldrCardinal,
                                      offset: -selector.addend, exact: [("nan", body)], categories: [.other: body])
            choice.failsToExactNaN = true
            return Message([.plural(choice)])
        case (.number(let style, let selection?, _), .argument(let index)):
            let ordinal = selection == .ordinal
            var exact: [(value: String, message: Message)] = []
            var seen: Set<String> = []
            for candidate in candidates {
                guard case .literal(let key) = variants[candidate.variant].keys[level], Self.isNumberLiteral(key),
                      seen.insert(key).inserted else { continue }
                let category = selection == .exact ? nil : Self.category(ofNumber: key, locale: locale, ordinal: ordinal)
                let reaching = keep { numberKeyRank($0, exact: key, category: category) }
                // The program compares the argument before :offset shifts it: the key, shifted back.
                exact.append((Self.shifted(key, by: -selector.addend),
                              try choose(selectors, level: level + 1, variants: variants, candidates: reaching)))
            }
            var categories: [PluralCategory: Message] = [:]
            // The locale's own categories: a category it never selects needs no branch.
            for category in PluralRuleCatalog.categories(forLocale: locale, ordinal: ordinal) {
                let reaching = keep { numberKeyRank($0, exact: nil, category: selection == .exact ? nil : category) }
                categories[category] = try choose(selectors, level: level + 1, variants: variants, candidates: reaching)
            }
            // A missing or non-numeric argument fails the selector: only `*` keys match.
            exact.append(("nan", try choose(selectors, level: level + 1, variants: variants, candidates: catchAllOnly)))
            var choice = PluralChoice(argumentIndex: index, operandSpec: style.spec, rules: ordinal ? .cldrOrdinal : .cldrCardinal,
                                      offset: -selector.addend, exact: exact, categories: categories)
            choice.failsToExactNaN = true
            return Message([.plural(choice)])
        case (.number(let style, let selection?, _), .literal(let written)):
            // Decided now: the literal as its style shows it (`:integer` of 1.4 is 1; 1 with a fraction digit is 1.0).
            let literal = Self.shifted(written, by: selector.addend)
            // POSIX digits carry no sign: a negative literal's is put back, so -1 does not match the key 1.
            let shown = style.posixDigits(of: literal).map { literal.hasPrefix("-") ? "-" + $0 : $0 } ?? written
            let category = selection == .exact ? nil : Self.category(ofNumber: shown, locale: locale, ordinal: selection == .ordinal)
            let reaching = keep { key in
                if case .literal(let text) = key, Self.isNumberLiteral(text), let a = Double(text), let b = Double(shown), a == b { return 0 }
                return numberKeyRank(key, exact: nil, category: category)
            }
            return try choose(selectors, level: level + 1, variants: variants, candidates: reaching)
        case (.test(let test), .literal(let text)):
            let isOne = Double(text) == 1
            return try choose(selectors, level: level + 1, variants: variants,
                              candidates: keep { test.keyRank($0, isOne: isOne) })
        case (.test(let test), .argument(let index)):
            // The value is known at render time: 1 takes the variants of `1.0`/`1`, any other number `*`,
            // and a missing or non-numeric argument fails the selector.
            let one = try choose(selectors, level: level + 1, variants: variants, candidates: keep { test.keyRank($0, isOne: true) })
            let other = try choose(selectors, level: level + 1, variants: variants, candidates: catchAllOnly)
            var choice = PluralChoice(argumentIndex: index, operandSpec: MF2TestFunction.selectionStyle.spec, rules: .cldrCardinal,
                                      offset: 0, exact: [("1", one), ("nan", other)], categories: [.other: other])
            choice.failsToExactNaN = true
            return Message([.plural(choice)])
        default:
            return try choose(selectors, level: level + 1, variants: variants, candidates: catchAllOnly)
        }
    }

    /// How well a key matches a number whose exact text is `exact` and
    /// whose plural category is `category`: 0 exact, 1 category, 2 `*`, nil no match.
    private func numberKeyRank(_ key: MF2Key, exact: String?, category: PluralCategory?) -> Int? {
        switch key {
        case .catchAll: return 2
        case .literal(let text):
            if let exact, text == exact { return 0 }
            if let category, PluralCategory(name: text) == category { return 1 }
            return nil
        }
    }

    /// The plural category of the number `text` in `locale`.
    static func category(ofNumber text: String, locale: String, ordinal: Bool) -> PluralCategory? {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: ordinal)
        var text = text
        return text.withUTF8 { utf8 in
            guard let operands = PluralOperands(decimalText: UnsafeRawBufferPointer(utf8)) else { return nil }
            return program.withUnsafeBytes { PluralRules(unchecked: $0).select(operands) }
        }
    }

    /// The number `text` plus `amount`, as an MF2 number literal (`41` + 1
    /// is `42`); `text` itself when it is no number or `amount` is 0.
    static func shifted(_ text: String, by amount: Int) -> String {
        guard amount != 0, isNumberLiteral(text), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { return text }
        // Decimal arithmetic: 1.3 − 1 is 0.3, not 0.30000000000000004.
        return (value + Decimal(amount)).description
    }

    /// Whether `text` is a number literal of the MF2 grammar (JSON number syntax).
    static func isNumberLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { DecimalStyle.isDecimalText(UnsafeRawBufferPointer($0)) }
    }

    // MARK: Patterns

    private mutating func nodes(_ pattern: MF2Pattern) throws(MessageSyntaxError) -> [MessageNode] {
        var out: [MessageNode] = []
        for part in pattern.parts {
            switch part {
            case .text(let text): out.appendText(text)
            case .markup(let markup):
                // Markup writes nothing to a string; `u:dir` on it is a bad option (spec/u-namespace.md).
                if markup.options.contains(where: { $0.name == "u:dir" }) {
                    out.append(.value(ValuePlaceholder(operand: .none, formatting: .errorsOnly, fallback: "", errors: [.badOption])))
                }
            case .expression(let expression): out.append(.value(try placeholder(expression)))
            }
        }
        return out
    }

    /// The placeholder of an expression in a pattern.
    private mutating func placeholder(_ expression: MF2Expression) throws(MessageSyntaxError) -> ValuePlaceholder {
        var value = try resolve(expression)
        let formatting: ValuePlaceholder.Formatting
        switch value.function {
        case .none: formatting = .implicit
        case .string: formatting = .function(FormatSpec(conversion: UInt8(ascii: "@")))
        case .number(let style, _, _): formatting = .function(style.spec)
        case .date: formatting = .function(FormatSpec(conversion: FormatSpec.dateConversion))
        case .test(let test):
            // :test:select cannot format (the suite's "not-formattable"); a test value that fails to format is a bad option.
            if test.kind == .select || test.failsFormat {
                formatting = .fallback
                value.errors.append(test.failsFormat && test.kind != .select ? .badOption : .unsupportedOperation)
            } else {
                formatting = .function(test.style.spec)
            }
        case .failed: formatting = .fallback
        }
        var operand = value.operand
        var addend = value.addend
        if case .literal(let text) = operand, addend != 0, Self.isNumberLiteral(text) {
            // :offset of a literal: the shifted literal, so a render does no arithmetic on text.
            operand = .literal(Self.shifted(text, by: addend))
            addend = 0
        }
        var placeholder = ValuePlaceholder(operand: operand, formatting: formatting, fallback: value.fallback,
                                           errors: value.errors, isolation: isolation(of: value))
        // A declaration used again: its resolution is reported once; a function of this use's own still judges it.
        placeholder.reportedMissing = value.resolutionReported
        placeholder.reportedFailure = value.resolutionReported && expression.function == nil
        if case .date(let request) = value.function {
            // The locale's pattern, its names stored in the instruction.
            let data = DateTimeCatalog.data(locale: locale)
            if let pattern = request.pattern(in: data),
               let compiled = try? CompiledDatePattern(pattern, data: data, takesEpochMilliseconds: true) {
                placeholder.datePattern = compiled
            } else {
                placeholder.formatting = .fallback
                placeholder.errors.append(.unsupportedOperation)
            }
        }
        if case .number(let style, _, _) = value.function {
            placeholder.optionArguments = DecimalStyle.Option.allCases.compactMap { option in
                value.runtimeOptions[option.name].map { (option, $0) }
            }
            placeholder.addend = addend
            if style.hasAffixes {
                // A currency: the locale's texts around its digits (its options were judged when it resolved).
                var judged: [MessageErrorKind] = []
                let currency = MF2Currency(options: value.numberOptions, codeFromArgument: value.runtimeOptions["currency"] != nil,
                                           errors: &judged)
                placeholder.affixes = currency?.affixes(locale: locale)
                placeholder.currencyTable = currency?.table(locale: locale)
            }
        }
        return placeholder
    }

    /// The isolates of a value (`spec/formatting.md`, "Handling Bidirectional Text").
    private func isolation(of value: MF2ResolvedValue) -> (text: ValuePlaceholder.Isolation, number: ValuePlaceholder.Isolation,
                                                          fallback: ValuePlaceholder.Isolation) {
        guard isolates else { return (.none, .none, .none) }
        let rightToLeft = MF2Lowering.isRightToLeft(locale)
        if let direction = value.direction {
            let forced: ValuePlaceholder.Isolation = direction == .ltr ? .leftToRight : direction == .rtl ? .rightToLeft : .firstStrong
            return (forced, forced, .firstStrong)
        }
        // A number has the locale's direction: bare in a left-to-right message, RLI in a right-to-left one.
        return (.firstStrong, rightToLeft ? .rightToLeft : .none, .firstStrong)
    }

    /// Whether the locale's script is written right to left.
    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? ""
        let scripts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().filter { $0.count == 4 }.map { $0.lowercased() }
        if let script = scripts.first { return ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand"].contains(script) }
        return ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr", "ks", "ku-arab", "nqo", "arc", "mzn", "lrc", "glk"]
            .contains(language)
    }

    // MARK: Resolution

    /// The value of `$name`: its declaration's expression, or the argument of that name.
    private mutating func resolve(variable name: String) throws(MessageSyntaxError) -> MF2ResolvedValue {
        guard let declaration = declarations[name] else {
            return MF2ResolvedValue(operand: .argument(try argumentIndex(name)), function: .none, errors: [], fallback: "$" + name)
        }
        var value: MF2ResolvedValue
        if let known = resolvedDeclarations[name] {
            value = known
        } else {
            chain += 1
            defer { chain -= 1 }
            guard chain <= Self.maximumChain else {
                throw MessageSyntaxError("declarations refer to each other more than \(Self.maximumChain) deep", at: 0, in: [])
            }
            value = try resolveDeclaration(declaration)
            resolvedDeclarations[name] = value
        }
        value.fallback = "$" + name
        if reported.contains(name) {
            value.errors = []
            value.resolutionReported = true
        } else {
            reported.insert(name)
        }
        return value
    }

    /// The value a declaration binds.
    private mutating func resolveDeclaration(_ declaration: MF2Declaration) throws(MessageSyntaxError) -> MF2ResolvedValue {
        let name = declaration.variable.name
        var value: MF2ResolvedValue
        if declaration.kind == .input {
            // `.input {$x …}`: the expression applies to the argument itself.
            let saved = declarations.removeValue(forKey: name)
            defer { declarations[name] = saved }
            value = try resolve(declaration.expression)
        } else {
            value = try resolve(declaration.expression)
        }
        return value
    }

    /// The value of an expression.
    private mutating func resolve(_ expression: MF2Expression) throws(MessageSyntaxError) -> MF2ResolvedValue {
        var value: MF2ResolvedValue
        switch expression.operand {
        case .variable(let variable)?:
            value = try resolve(variable: variable.name)
        case .literal(let text)?:
            value = MF2ResolvedValue(operand: .literal(text), function: .none, errors: [], fallback: Self.quoted(text))
        case nil:
            value = MF2ResolvedValue(operand: .none, function: .failed, errors: [], fallback: ":" + (expression.function?.name ?? ""))
        }
        guard let function = expression.function else { return value }
        if expression.operand == nil { value.fallback = ":" + function.name }
        var errors = value.errors
        var literalOptions: [(name: String, value: String)] = []
        var variableOptions: [String] = []
        var runtimeArguments: [String: Int] = [:]
        for option in function.options {
            if option.name == "u:dir" {
                guard case .literal(let text) = option.value, text == "inherit" || MF2Direction(rawValue: text) != nil else {
                    errors.append(.badOption)
                    continue
                }
                value.direction = MF2Direction(rawValue: text)
                continue
            }
            if option.name.hasPrefix("u:") { continue }
            switch option.value {
            case .literal(let text): literalOptions.append((option.name, text))
            // A date function's options must be literals (spec/functions/datetime.md): a variable is a bad option.
            case .variable(let variable) where option.name != "select" && !MF2DateRequest.functionNames.contains(function.name):
                // A digit option from a variable: a literal it is bound to, or an argument read at render time.
                let bound = try resolve(variable: variable.name)
                errors += bound.errors
                switch (bound.operand, bound.function) {
                case (.literal(let text), .none): literalOptions.append((option.name, text))
                case (.argument(let index), .none) where DecimalStyle.Option.allCases.contains(where: { $0.name == option.name }):
                    runtimeArguments[option.name] = index
                default: variableOptions.append(option.name)
                }
            case .variable: variableOptions.append(option.name)
            }
        }
        if function.name == "offset" {
            // add= and subtract= are :offset's own; the other options it does not know are ignored.
            variableOptions.removeAll { $0 != "add" && $0 != "subtract" }
        }
        if testFunctions, let kind = MF2TestFunction.Kind(functionName: function.name) {
            value.function = MF2TestFunction.apply(kind, to: value, hasOperand: expression.operand != nil,
                                                   literalOptions: literalOptions, variableOptions: variableOptions, errors: &errors)
            value.errors = errors
            value.numberOptions = [:]
            value.runtimeOptions = [:]
            return value
        }
        let operandFailed: Bool
        if case .failed = value.function { operandFailed = true } else { operandFailed = false }
        // A :currency's code from an argument: the operand's, when it is a currency (its currency cannot change), else this one's.
        var currencyArgument: Int?
        if function.name == "currency" {
            if case .number(let style, _, _) = value.function, style.hasAffixes {
                currencyArgument = value.runtimeOptions["currency"]
            } else {
                currencyArgument = runtimeArguments["currency"]
            }
        }
        guard let applied = MF2Functions.apply(function.name, to: value, literalOptions: literalOptions,
                                               variableOptions: variableOptions, currencyFromArgument: currencyArgument != nil,
                                               errors: &errors) else {
            errors.append(.unknownFunction)
            value.errors = errors
            value.function = .failed
            return value
        }
        if operandFailed || expression.operand == nil {
            // A function given no operand, or a failed one, rejects it.
            errors.append(.badOperand)
            value.errors = errors
            value.function = .failed
            return value
        }
        if function.name == "offset" {
            // Exactly one of add= and subtract=, a digit count (spec/functions/number.md, :offset).
            let amounts = literalOptions.filter { $0.name == "add" || $0.name == "subtract" }
            guard amounts.count == 1, !variableOptions.contains("add"), !variableOptions.contains("subtract"),
                  let amount = Int(amounts[0].value), String(amount) == amounts[0].value, (0...99).contains(amount) else {
                errors.append(.badOption)
                value.errors = errors
                value.function = .failed
                return value
            }
            value.addend += amounts[0].name == "add" ? amount : -amount
            literalOptions.removeAll { $0.name == "add" || $0.name == "subtract" }
        }
        var options = value.numberOptions
        options.removeValue(forKey: "select")
        for option in literalOptions { options[option.name] = option.value }
        if function.name == "currency", case .number(let style, _, _) = value.function, style.hasAffixes,
           let inherited = value.numberOptions["currency"] {
            // A currency value keeps its currency (an override is a bad option, reported by `MF2Functions`).
            options["currency"] = inherited
        }
        if function.name == "integer" {
            options["maximumFractionDigits"] = "0"
            options.removeValue(forKey: "minimumFractionDigits")
            options.removeValue(forKey: "minimumSignificantDigits")
        }
        value.numberOptions = function.name == "string" ? [:] : options
        var runtime = function.name == "string" ? [:] : value.runtimeOptions
        for option in literalOptions { runtime.removeValue(forKey: option.name) }
        runtime.merge(runtimeArguments) { _, new in new }
        if function.name == "integer" {
            for name in ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"] { runtime.removeValue(forKey: name) }
        }
        if function.name == "currency" {
            // A currency's fraction digits are its own (or `fractionDigits`).
            for name in ["minimumFractionDigits", "maximumFractionDigits"] { runtime.removeValue(forKey: name) }
        }
        // Only a currency reads its code from an argument.
        runtime.removeValue(forKey: "currency")
        if let currencyArgument { runtime["currency"] = currencyArgument }
        value.runtimeOptions = runtime
        value.errors = errors
        value.function = applied
        return value
    }

    /// A literal's fallback text: `|value|` with `\` and `|` escaped.
    static func quoted(_ text: String) -> String {
        var out = "|"
        for character in text {
            if character == "\\" || character == "|" { out.append("\\") }
            out.append(character)
        }
        return out + "|"
    }

    /// The argument number of `name`, numbered on first use.
    private mutating func argumentIndex(_ name: String) throws(MessageSyntaxError) -> Int {
        if let known = names.firstIndex(of: name) { return known + 1 }
        guard names.count < 255 else {
            throw MessageSyntaxError("too many variables (at most 255)", at: 0, in: [])
        }
        names.append(name)
        return names.count
    }
}

extension MF2ResolvedValue {
    /// Whether the value, as a selector, chooses at render time on an
    /// argument — `:string`, a selectable `:number` or `:integer`, a test
    /// function — and so reports a missing or unfit argument there.
    var selectsAtRenderTime: Bool {
        guard case .argument = operand else { return false }
        switch function {
        case .string, .test: return true
        case .number(_, let selection, _): return selection != nil
        case .none, .date, .failed: return false
        }
    }
}
