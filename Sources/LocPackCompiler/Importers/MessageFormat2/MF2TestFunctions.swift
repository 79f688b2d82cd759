import LocPack

/// The conformance suite's test functions, `:test:function`,
/// `:test:select` and `:test:format` (`test/README.md` of the MessageFormat
/// WG's repository), compiled only for `locpack format --test-functions`:
/// nothing else ever sees them (`Specs/importers/mf2.md`, "Test functions").
///
/// A test value is a number (`Input`) shown truncated to 0 or 1 decimal
/// places, which selects the key `1` (and `1.0` before it, with one decimal
/// place) when it is 1, and which can be made to fail as a selector or as a
/// formatter.
struct MF2TestFunction: Equatable {
    /// Which of the three functions: what it can do.
    enum Kind: Equatable {
        /// `:test:function`: selects and formats.
        case function
        /// `:test:select`: selects only.
        case select
        /// `:test:format`: formats only.
        case format

        /// The kind a function name (without the colon) names, if any.
        init?(functionName name: String) {
            switch name {
            case "test:function": self = .function
            case "test:select": self = .select
            case "test:format": self = .format
            default: return nil
            }
        }
    }

    var kind: Kind
    /// `DecimalPlaces`: 0 or 1.
    var decimalPlaces = 0
    /// `FailsSelect`: selecting on the value fails (`bad-selector`).
    var failsSelect = false
    /// `FailsFormat`: formatting the value fails (`bad-option`, the fallback).
    var failsFormat = false

    /// Whether a `.match` can select on the value.
    var canSelect: Bool { kind != .format && !failsSelect }

    /// The style a formatted test value is shown in: the integer digits and,
    /// with one decimal place, the first fraction digit, truncated, never
    /// grouped, a minus on negative numbers.
    var style: DecimalStyle {
        var style = DecimalStyle(minimumFractionDigits: decimalPlaces, maximumFractionDigits: decimalPlaces, grouping: .never)
        style.roundingMode = .trunc
        return style
    }

    /// The style a runtime selector compares the key `1` in: every digit kept.
    static let selectionStyle: DecimalStyle = {
        var style = DecimalStyle(maximumFractionDigits: DecimalStyle.maximumDigits, grouping: .never)
        style.roundingMode = .trunc
        return style
    }()

    /// How well a key matches a test value that is 1 (`isOne`) or not: 0
    /// `1.0` (with one decimal place), 1 `1`, 2 `*`, nil no match.
    func keyRank(_ key: MF2Key, isOne: Bool) -> Int? {
        switch key {
        case .catchAll: return 2
        case .literal(let text):
            guard isOne else { return nil }
            if decimalPlaces == 1 && text == "1.0" { return 0 }
            return text == "1" ? 1 : nil
        }
    }

    /// The function `kind` applied to `operand` with these options, in the
    /// README's order: the operand (a test value's settings are inherited; a
    /// number or numeric text is the input; anything else is `bad-operand`),
    /// then `decimalPlaces` (not 0 or 1: `bad-option`, the value fails),
    /// then `fails` (an unknown value: `bad-option`, and it is ignored).
    static func apply(_ kind: Kind, to operand: MF2ResolvedValue, hasOperand: Bool,
                      literalOptions: [(name: String, value: String)], variableOptions: [String],
                      errors: inout [MessageErrorKind]) -> MF2ResolvedValue.Function {
        var test = MF2TestFunction(kind: kind)
        switch (operand.function, operand.operand) {
        case (.test(let earlier), _):
            test.decimalPlaces = earlier.decimalPlaces
            test.failsSelect = earlier.failsSelect
            test.failsFormat = earlier.failsFormat
        case (.failed, _):
            errors.append(.badOperand)
            return .failed
        case (_, .literal(let text)) where MF2Lowering.isNumberLiteral(text):
            break
        case (_, .argument):
            break   // Numeric or not is known at render time (a bad operand there).
        default:
            errors.append(.badOperand)
            return .failed
        }
        guard hasOperand else {
            errors.append(.badOperand)
            return .failed
        }
        // An option from an argument cannot be decided when compiling.
        for _ in variableOptions where ["decimalPlaces", "fails"].contains(where: variableOptions.contains) {
            errors.append(.unsupportedOperation)
            break
        }
        if let places = literalOptions.last(where: { $0.name == "decimalPlaces" })?.value {
            guard places == "0" || places == "1" else {
                errors.append(.badOption)
                return .failed
            }
            test.decimalPlaces = Int(places)!
        }
        if let fails = literalOptions.last(where: { $0.name == "fails" })?.value {
            switch fails {
            case "never": break
            case "select": test.failsSelect = true
            case "format": test.failsFormat = true
            case "always": test.failsSelect = true; test.failsFormat = true
            default: errors.append(.badOption)
            }
        }
        return .test(test)
    }
}
