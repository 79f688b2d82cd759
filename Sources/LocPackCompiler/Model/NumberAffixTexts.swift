/// The texts a build puts around a number's digits, by the sign shown: a
/// MessageFormat 2 `:currency` value's currency and sign as the locale's
/// pattern places them (`€`, `-€`, `+€` in `en`; `(€` … `)` for
/// accounting). Stored after the value instruction's option records
/// (`Specs/programs.md`, "value").
public struct NumberAffixTexts: Sendable, Equatable {
    /// Before and after the digits of a number shown without a sign.
    public var positivePrefix: String, positiveSuffix: String
    /// Before and after the digits of a number shown with a minus sign (the sign included).
    public var negativePrefix: String, negativeSuffix: String
    /// Before and after the digits of a number shown with a plus sign (the sign included).
    public var plusPrefix: String, plusSuffix: String

    /// Creates the six texts.
    public init(positivePrefix: String, positiveSuffix: String, negativePrefix: String, negativeSuffix: String,
                plusPrefix: String, plusSuffix: String) {
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
        self.plusPrefix = plusPrefix
        self.plusSuffix = plusSuffix
    }

    /// The texts in the order the record stores them.
    public var inRecordOrder: [String] {
        [positivePrefix, positiveSuffix, negativePrefix, negativeSuffix, plusPrefix, plusSuffix]
    }
}
