import LocPack

/// One placeholder of a Flutter `.arb` message, as the template file's
/// `@KEY.placeholders` declares it (`{"count": {"type": "int", "format":
/// "decimalPattern"}}`), and how LocPack prints it
/// (`Specs/importers/icu-messageformat.md`, "Flutter ARB").
struct ARBPlaceholder: Equatable {
    /// The declared Dart type (`int`, `num`, `double`, `String`, `Object`,
    /// `DateTime`…), `nil` when not declared.
    var type: String?
    /// The declared `NumberFormat` or `DateFormat` constructor name.
    var format: String?

    /// How a simple `{name}` prints, for a placeholder whose type is
    /// `type` (declared, or inferred: `num` for a plural, `String` for a
    /// select, else `Object`): Dart's `toString()` (`%@`: an `int` prints
    /// `1000`), or `%lld` for an `int` with `format: decimalPattern`.
    ///
    /// - Returns: the spec, or why LocPack cannot print the placeholder.
    func spec(type: String) -> Result<FormatSpec, ARBPlaceholderProblem> {
        switch type {
        case "DateTime":
            return .failure(ARBPlaceholderProblem("is a DateTime, which LocPack cannot format"))
        case "int", "num", "double":
            guard let format else { return .success(FormatSpec.textSpec) }
            if format == "decimalPattern", type == "int" { return .success(ICUMessageLowering.integerSpec) }
            return .failure(ARBPlaceholderProblem(
                "has the number format '\(format)' for a \(type), which LocPack cannot render (only decimalPattern on an int)"))
        default:
            // String, Object and any other Dart type print their toString(): the caller passes text.
            return .success(FormatSpec.textSpec)
        }
    }
}

/// Why a placeholder cannot be printed or used as written.
struct ARBPlaceholderProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
