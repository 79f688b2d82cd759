import LocPack

/// The kinds of value an argument can be read as, for comparing the
/// arguments of translations: two specs agree when their classes agree.
///
/// Every integer conversion is one class (`%d`, `%lld`, `%u`, `%x`, `%c`…):
/// the caller passes one integer whatever the length modifier, so `%d`
/// against `%lld` is not a mismatch. Floating-point conversions (`%f`,
/// `%.1f`, `%e`, `%g`…) are another, and objects and strings (`%@`, `%s`)
/// a third. A spec that shows any value as its text (Lingo's `%{name}`:
/// `%@` with ``FormatSpec/Flags/valueText``) agrees with every class.
enum ArgumentClass: Sendable, Equatable {
    case integer
    case floatingPoint
    case object
    case anyValue

    /// The class of what `spec` reads, or nil for `%%`, which reads nothing.
    init?(_ spec: FormatSpec) {
        switch spec.argumentKind {
        case .signedInteger, .unsignedInteger: self = .integer
        case .floatingPoint: self = .floatingPoint
        case .string: self = spec.flags.contains(.valueText) ? .anyValue : .object
        case .list: self = .anyValue
        case .none: return nil
        }
    }

    /// How diagnostics name the class.
    var name: String {
        switch self {
        case .integer: "integer"
        case .floatingPoint: "floating-point number"
        case .object: "object"
        case .anyValue: "any value"
        }
    }

    /// Whether an argument read as this class can also be read as `other`:
    /// the same class, or either one any value.
    func agrees(with other: ArgumentClass) -> Bool {
        self == other || self == .anyValue || other == .anyValue
    }
}

extension FormatSpec {
    /// The spec written back as printf text (`%lld`, `%.1f`, `%@`), for
    /// diagnostics.
    var lintText: String {
        // A decimal spec is MessageFormat 2's `:number` (or `:integer`), not a printf conversion.
        if let style = DecimalStyle(self) { return style.maximumFractionDigits == 0 ? ":integer" : ":number" }
        return "%" + StringsdictReader.specText(self)
    }
}
