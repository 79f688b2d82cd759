import LocPack

/// The syntax tree of an ICU MessageFormat text, as `ICUMessageParser`
/// reads it and before `ICUMessageLowering` numbers its arguments.
indirect enum ICUPart: Equatable {
    /// Literal text, quoting already resolved.
    case text(String)
    /// `#` directly inside a `plural` or `selectordinal` case.
    case pound
    /// A case body kept as printf-style text (Transifex plurals), with the
    /// byte offset of its first byte in the whole text.
    case printf(String, utf8Offset: Int)
    /// `{name}`, `{0}` or `{name, number[, style]}`.
    case argument(ICUArgumentRef, ICUNumberStyle?)
    /// `{name, plural, …}` or `{name, selectordinal, …}`.
    case plural(ICUPluralPattern)
    /// `{name, select, …}`.
    case select(ICUSelectPattern)
}

/// How an argument is named in the text.
struct ICUArgumentRef: Equatable {
    /// The name as written (`count`, `0`, `???`).
    var name: String
    /// The ICU argument number for `{0}`, `{1}`…; `nil` for a name.
    var number: Int?
    /// Byte offset of the name in the text.
    var utf8Offset: Int
}

/// The `number` styles LocPack supports.
enum ICUNumberStyle: Equatable {
    /// `{n, number}`, `{n, number, integer}`: a localized integer.
    case integer
    /// `{n, number, ::.00}`: a localized decimal with exactly this many
    /// fraction digits.
    case fixed(fractionDigits: Int)
}

/// A `plural` or `selectordinal` argument.
struct ICUPluralPattern: Equatable {
    var argument: ICUArgumentRef
    var ordinal: Bool
    var offset: Int
    /// The cases in the order written; keys are `=N` (the value as written:
    /// `=0`, `=12`, `=1.5`) or a category name.
    var cases: [ICUCase]
}

/// A `select` argument.
struct ICUSelectPattern: Equatable {
    var argument: ICUArgumentRef
    /// The cases other than `other`, in order.
    var cases: [ICUCase]
    /// The `other` case.
    var other: [ICUPart]
}

/// One `key {message}` case of a plural or select.
struct ICUCase: Equatable {
    var key: String
    var parts: [ICUPart]
}
