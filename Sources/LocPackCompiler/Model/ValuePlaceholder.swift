import LocPack

/// A MessageFormat 2 placeholder as the model keeps it: an operand (an
/// argument or a literal) shown as its function says, or its fallback text
/// when the operand is missing or does not fit; the errors the message's
/// compilation already knows; and the bidi isolation around it
/// (`Specs/importers/mf2.md`, "Lowering"). Encoded as one value instruction
/// (`Specs/programs.md`).
public struct ValuePlaceholder: Sendable, Equatable {
    /// What is shown.
    public enum Operand: Sendable, Equatable {
        /// Argument `index` (1-based).
        case argument(Int)
        /// A literal's text.
        case literal(String)
        /// Nothing (`{:number}`): only the fallback can be shown.
        case none
    }

    /// How the operand is shown.
    public enum Formatting: Sendable, Equatable {
        /// No function: text as it is, a number in the default decimal style.
        case implicit
        /// A function, as this spec says (`%@` for `:string`, a
        /// `DecimalStyle` spec for `:number` and `:integer`).
        case function(FormatSpec)
        /// The function is unknown or failed at compile time: the fallback always.
        case fallback
        /// Nothing is shown; the errors are reported (a `.match` selector's
        /// errors, before the chosen variant).
        case errorsOnly
    }

    /// What a bidi isolate around a value is.
    public enum Isolation: UInt8, Sendable, Equatable {
        /// None.
        case none = 0
        /// FSI … PDI.
        case firstStrong = 1
        /// LRI … PDI.
        case leftToRight = 2
        /// RLI … PDI.
        case rightToLeft = 3
    }

    /// The operand.
    public var operand: Operand
    /// How it is shown.
    public var formatting: Formatting
    /// The fallback's text without its braces: `$x`, `|42|`, `:ns:f`.
    public var fallback: String
    /// Errors reported whenever the placeholder renders, in order, after a
    /// missing argument's `unresolved-variable`.
    public var errors: [MessageErrorKind]
    /// The isolate around text, around a number and around the fallback.
    public var isolation: (text: Isolation, number: Isolation, fallback: Isolation)
    /// Digit counts of a decimal formatting set at render time from
    /// arguments (`minimumFractionDigits=$digits`), in order.
    package var optionArguments: [(option: DecimalStyle.Option, argumentIndex: Int)] = []
    /// What MessageFormat 2's `:offset` adds to the number before it shows.
    package var addend = 0
    /// The operand is a declaration already resolved on this path: its
    /// missing argument was reported there (no `unresolved-variable` here).
    package var reportedMissing = false
    /// …and this use applies no function of its own, so its failure was
    /// reported there too (no `bad-operand` here): a declaration resolves once.
    package var reportedFailure = false
    /// The texts around the digits (a `:currency` value's currency and
    /// sign), present exactly when the formatting's decimal style says so.
    package var affixes: NumberAffixTexts?
    /// The currencies an argument may name (`currency=$code`), present
    /// exactly when ``optionArguments`` holds the currency.
    package var currencyTable: CurrencyTableEntries?
    /// A date's pattern for the locale (`:date`, `:time`, `:datetime`,
    /// i18next's `datetime`), present exactly when the formatting is a
    /// date spec (``FormatSpec/dateConversion``).
    package var datePattern: CompiledDatePattern?
    /// A list's patterns for the locale (i18next's `list`), present exactly
    /// when the formatting is a list spec (``FormatSpec/listConversion``).
    package var listPattern: CompiledListPattern?

    /// Creates a placeholder.
    public init(operand: Operand, formatting: Formatting, fallback: String, errors: [MessageErrorKind] = [],
                isolation: (text: Isolation, number: Isolation, fallback: Isolation) = (.none, .none, .none)) {
        self.operand = operand
        self.formatting = formatting
        self.fallback = fallback
        self.errors = errors
        self.isolation = isolation
    }

    public static func == (a: ValuePlaceholder, b: ValuePlaceholder) -> Bool {
        a.operand == b.operand && a.formatting == b.formatting && a.fallback == b.fallback && a.errors == b.errors
            && a.isolation == b.isolation && a.optionArguments.map(\.option) == b.optionArguments.map(\.option)
            && a.optionArguments.map(\.argumentIndex) == b.optionArguments.map(\.argumentIndex) && a.addend == b.addend
            && a.reportedMissing == b.reportedMissing && a.reportedFailure == b.reportedFailure && a.affixes == b.affixes
            && a.currencyTable == b.currencyTable && a.datePattern == b.datePattern
            && a.listPattern == b.listPattern
    }

    /// The argument shown, if any.
    public var argumentIndex: Int? { if case .argument(let index) = operand { index } else { nil } }
}
