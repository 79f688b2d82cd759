import LocPack

/// The kinds of value an argument can be read as, for comparing the
/// arguments of translations: two specs agree when their classes agree.
///
/// Every integer conversion is one class (`%d`, `%lld`, `%u`, `%x`, `%c`…):
/// the caller passes one integer whatever the length modifier, so `%d`
/// against `%lld` is not a mismatch. Floating-point conversions (`%f`,
/// `%.1f`, `%e`, `%g`…) are another, and objects and strings (`%@`, `%s`)
/// a third.
enum ArgumentClass: Sendable, Equatable {
    case integer
    case floatingPoint
    case object

    /// The class of what `spec` reads, or nil for `%%`, which reads nothing.
    init?(_ spec: FormatSpec) {
        switch spec.argumentKind {
        case .signedInteger, .unsignedInteger: self = .integer
        case .floatingPoint: self = .floatingPoint
        case .string: self = .object
        case .none: return nil
        }
    }

    /// How diagnostics name the class.
    var name: String {
        switch self {
        case .integer: "integer"
        case .floatingPoint: "floating-point number"
        case .object: "object"
        }
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
