import LocPack

/// What an MF2 expression resolves to, as far as compilation can tell: its
/// operand, the function that formats and selects it with its options
/// resolved, the errors met on the way and the fallback it shows when it
/// fails (`Specs/importers/mf2.md`, "Lowering").
struct MF2ResolvedValue {
    /// How the value formats and selects.
    enum Function {
        /// No function: an argument's text or number, or a literal's text.
        case none
        /// `:string`: text, selected by exact key.
        case string
        /// `:number` or `:integer`: a decimal in `style`, selected as
        /// `selection` says (nil: not selectable, the `select` option was a
        /// variable).
        case number(style: DecimalStyle, selection: NumberSelection?, integer: Bool)
        /// `:date`, `:time` or `:datetime`: a date shown as the request
        /// says; it does not select.
        case date(MF2DateRequest)
        /// One of the conformance suite's test functions (`--test-functions`).
        case test(MF2TestFunction)
        /// The function failed or is unknown: only the fallback shows.
        case failed
    }

    /// How a number selects (`select=`).
    enum NumberSelection { case plural, ordinal, exact }

    /// The argument or literal shown.
    var operand: ValuePlaceholder.Operand
    /// The function.
    var function: Function
    /// Errors met resolving the value, in order.
    var errors: [MessageErrorKind]
    /// The fallback text without braces (`$x`, `|a|`, `:f`).
    var fallback: String
    /// `u:dir`, when the expression or its declaration set one.
    var direction: MF2Direction?
    /// The options written on the expression (and inherited), for a later
    /// `:number` on this value.
    var numberOptions: [String: String] = [:]
    /// Digit options whose values are arguments, read at render time
    /// (`minimumFractionDigits=$digits`), by option name; inherited like
    /// ``numberOptions``.
    var runtimeOptions: [String: Int] = [:]
    /// What `:offset` added to the operand (`add=2`: 2, `subtract=2`: −2),
    /// summed over a chain of them.
    var addend = 0
    /// The value is a declaration's, resolved at an earlier use on this
    /// path: a declaration resolves once, so what its resolution reported
    /// (a missing argument, an operand its function rejects) is not
    /// reported again.
    var resolutionReported = false

    /// Whether a `.match` can select on the value.
    var isSelectable: Bool {
        switch function {
        case .string: true
        case .number(_, let selection, _): selection != nil
        case .test(let test): test.canSelect
        case .none, .failed, .date: false
        }
    }
}

/// `u:dir`'s values other than `inherit`.
enum MF2Direction: String {
    case ltr, rtl, auto
}

/// The functions LocPack implements and their options
/// (`spec/functions/` of the MessageFormat WG).
enum MF2Functions {
    /// The value `name` gives `operand` with `options`, or nil when LocPack
    /// does not implement `name` (an unknown function). With
    /// `currencyFromArgument` a `:currency`'s code is an argument's, read
    /// at render time.
    static func apply(_ name: String, to operand: MF2ResolvedValue, literalOptions options: [(name: String, value: String)],
                      variableOptions: [String], currencyFromArgument: Bool = false,
                      errors: inout [MessageErrorKind]) -> MF2ResolvedValue.Function? {
        switch name {
        case "string":
            return .string
        case "offset":
            // The operand's number, shifted by the caller (`MF2Lowering`), keeps the operand's options.
            var written = operand.numberOptions
            var selection: MF2ResolvedValue.NumberSelection? = .plural
            if written.removeValue(forKey: "select") != nil {
                errors.append(.badOption)
                selection = nil
            }
            return .number(style: style(from: written, integer: false, errors: &errors, selection: &selection),
                           selection: selection, integer: false)
        case "number", "integer":
            let integer = name == "integer"
            var written = operand.numberOptions
            var selection: MF2ResolvedValue.NumberSelection? = .plural
            if written.removeValue(forKey: "select") != nil, !options.contains(where: { $0.name == "select" }) {
                // `select` set by the operand's expression: a bad option, and the value does not select (spec).
                errors.append(.badOption)
                selection = nil
            }
            for option in options { written[option.name] = option.value }
            // An option from a variable would be read at render time: not supported yet.
            for variable in variableOptions {
                errors.append(variable == "select" ? .badOption : .unsupportedOperation)
                if variable == "select" { selection = nil }
            }
            return .number(style: style(from: written, integer: integer, errors: &errors, selection: &selection),
                           selection: selection, integer: integer)
        case "percent":
            // The operand's options but those :percent discards; shown and selected (by plural category) times 100.
            var written = operand.numberOptions
            for discarded in ["minimumIntegerDigits", "roundingIncrement", "select"] { written.removeValue(forKey: discarded) }
            for option in options where option.name != "select" { written[option.name] = option.value }
            for _ in variableOptions { errors.append(.unsupportedOperation) }
            var selection: MF2ResolvedValue.NumberSelection? = .plural
            var style = style(from: written, integer: false, defaultMaximumFraction: 0, errors: &errors, selection: &selection)
            style.isPercent = true
            return .number(style: style, selection: .plural, integer: false)
        case "currency":
            return currency(of: operand, literalOptions: options, variableOptions: variableOptions,
                            codeFromArgument: currencyFromArgument, errors: &errors)
        case "date", "time", "datetime":
            let request = MF2DateRequest(MF2DateRequest.Kind(rawValue: name) ?? .datetime, options: options,
                                         variableOptions: variableOptions, errors: &errors)
            // The operand is a date/time value or ISO 8601 text: a literal is judged now, an argument at render time.
            switch (operand.operand, operand.function) {
            case (.literal(let text), .none), (.literal(let text), .date):
                if !DatePattern.spellsDate(text) {
                    errors.append(.badOperand)
                    return .failed
                }
            case (.argument, .none), (.argument, .date), (.none, _):
                break
            default:
                errors.append(.badOperand)
                return .failed
            }
            return .date(request)
        default:
            return nil
        }
    }

    /// `:currency`: a decimal with the currency's fraction digits (or
    /// `fractionDigits`) and texts around its digits, which the lowering
    /// takes from the locale (``MF2Currency``); it does not select. Without
    /// a `currency` option the operand is bad; a code that is not three
    /// letters is a bad option. Both fail to the fallback. A code from an
    /// argument (`codeFromArgument`) is judged at render time.
    private static func currency(of operand: MF2ResolvedValue, literalOptions options: [(name: String, value: String)],
                                 variableOptions: [String], codeFromArgument: Bool,
                                 errors: inout [MessageErrorKind]) -> MF2ResolvedValue.Function {
        var written = operand.numberOptions
        // A number's fraction digits do not carry into a currency's: `fractionDigits` sets them.
        for discarded in ["select", "minimumFractionDigits", "maximumFractionDigits"] { written.removeValue(forKey: discarded) }
        let operandIsCurrency: Bool
        if case .number(let style, _, _) = operand.function, style.hasAffixes { operandIsCurrency = true } else { operandIsCurrency = false }
        if !operandIsCurrency {
            // Only a currency value carries a currency: a number's unknown options name none.
            for name in MF2Currency.optionNames { written.removeValue(forKey: name) }
        }
        for option in options {
            if option.name == "currency", operandIsCurrency, let inherited = written["currency"],
               inherited.uppercased() != option.value.uppercased() {
                // The currency of a currency value cannot be overridden (spec/functions/number.md).
                errors.append(.badOption)
                continue
            }
            written[option.name] = option.value
        }
        for _ in variableOptions { errors.append(.unsupportedOperation) }
        guard let currency = MF2Currency(options: written, codeFromArgument: codeFromArgument, errors: &errors) else {
            // No currency at all: the operand is bad (unless there is none, which the caller reports, or a variable names it).
            if written["currency"] == nil, !variableOptions.contains("currency") {
                if case .none = operand.operand {} else { errors.append(.badOperand) }
            }
            return .failed
        }
        var selection: MF2ResolvedValue.NumberSelection?
        var style = style(from: written, integer: false, errors: &errors, selection: &selection)
        // A currency an argument names sets its own digits at render time (two until then).
        style.minimumFractionDigits = currency.fractionDigits ?? 2
        style.maximumFractionDigits = currency.fractionDigits ?? 2
        style.hasAffixes = true
        return .number(style: style, selection: nil, integer: false)
    }

    /// The style that `options` ask for; a value that is not allowed is a
    /// bad option and is ignored.
    private static func style(from options: [String: String], integer: Bool, defaultMaximumFraction: Int = 3,
                              errors: inout [MessageErrorKind],
                              selection: inout MF2ResolvedValue.NumberSelection?) -> DecimalStyle {
        var style = DecimalStyle()
        func digits(_ name: String, _ range: ClosedRange<Int>) -> Int? {
            guard let text = options[name] else { return nil }
            guard let value = Int(text), text == String(value), range.contains(value) else {
                errors.append(.badOption)
                return nil
            }
            return value
        }
        let maximum = DecimalStyle.maximumDigits
        if let value = digits("minimumIntegerDigits", 1...maximum) { style.minimumIntegerDigits = value }
        if integer {
            style.maximumFractionDigits = 0
            if let value = digits("maximumSignificantDigits", 1...maximum) { style.maximumSignificantDigits = value }
        } else {
            let minimumFraction = digits("minimumFractionDigits", 0...maximum)
            let maximumFraction = digits("maximumFractionDigits", 0...maximum)
            style.minimumFractionDigits = minimumFraction ?? 0
            style.maximumFractionDigits = maximumFraction ?? max(style.minimumFractionDigits, defaultMaximumFraction)
            if style.maximumFractionDigits < style.minimumFractionDigits {
                errors.append(.badOption)
                style.maximumFractionDigits = max(style.minimumFractionDigits, defaultMaximumFraction)
            }
            style.minimumSignificantDigits = digits("minimumSignificantDigits", 1...maximum)
            style.maximumSignificantDigits = digits("maximumSignificantDigits", 1...maximum)
            if let low = style.minimumSignificantDigits, let high = style.maximumSignificantDigits, low > high {
                errors.append(.badOption)
                style.maximumSignificantDigits = nil
            }
        }
        // The options' values are the cases' names (`min2`, `exceptZero`).
        func keyword<Value: CaseIterable>(_ name: String, _: Value.Type) -> Value? {
            guard let text = options[name] else { return nil }
            guard let value = Value.allCases.first(where: { "\($0)" == text }) else {
                errors.append(.badOption)
                return nil
            }
            return value
        }
        if let grouping = keyword("useGrouping", DecimalStyle.Grouping.self) { style.grouping = grouping }
        if let sign = keyword("signDisplay", DecimalStyle.SignDisplay.self) { style.signDisplay = sign }
        if let mode = keyword("roundingMode", DecimalStyle.RoundingMode.self) { style.roundingMode = mode }
        if let text = options["trailingZeroDisplay"] {
            switch text {
            case "auto": break
            case "stripIfInteger": style.stripsIntegerFraction = true
            default: errors.append(.badOption)
            }
        }
        if let text = options["select"], selection != nil {
            switch text {
            case "plural": selection = .plural
            case "ordinal": selection = .ordinal
            case "exact": selection = .exact
            default: errors.append(.badOption)
            }
        }
        return style
    }
}
