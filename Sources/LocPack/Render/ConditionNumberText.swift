/// The decimal text a pattern case of a condition choice is matched
/// against: the number as its spec displays it, in POSIX style (ASCII
/// digits, `-` and `.`, no grouping, no padding).
///
/// Integer specs give the integer (a double is truncated toward zero);
/// `%f`-family specs give the digits `printf` prints at the spec's
/// precision, and `%e`/`%g` the `%f` digits of the same precision — the
/// same digits the plural operands are taken from. The text is written
/// into stack storage: nothing is allocated.
enum ConditionNumberText {
    /// The most bytes the text may take; a longer `%f` text (a huge
    /// precision) falls back to the integer text.
    static let capacity = 400

    /// Calls `body` with the text of `value` as `spec` displays it.
    static func withText<Result>(of value: MessageArgument.Numeric, spec: FormatSpec,
                                 _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { storage in
            var sink = UTF8Sink(storage)
            write(value, spec: spec, into: &sink)
            if sink.didOverflow {
                sink = UTF8Sink(storage)
                writeInteger(value, into: &sink)
            }
            return body(UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]))
        }
    }

    private static func write(_ value: MessageArgument.Numeric, spec: FormatSpec, into sink: inout UTF8Sink) {
        guard spec.argumentKind == .floatingPoint else { return writeInteger(value, into: &sink) }
        var plain = FormatSpec(conversion: UInt8(ascii: "f"))
        plain.precision = spec.precision
        let number: Double
        switch value {
        case .int(let v): number = Double(v)
        case .uint(let v): number = Double(v)
        case .double(let v): number = v
        }
        PrintfFormatter.formatDouble(number, spec: plain, symbols: nil, into: &sink)
    }

    private static func writeInteger(_ value: MessageArgument.Numeric, into sink: inout UTF8Sink) {
        let spec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
        switch value {
        case .int(let v): PrintfFormatter.formatSigned(v, spec: spec, symbols: nil, into: &sink)
        case .uint(let v): PrintfFormatter.formatUnsigned(v, spec: spec.replacingConversion("u"), symbols: nil, into: &sink)
        case .double(let v): PrintfFormatter.formatSigned(Int64(clampingTowardZero: v), spec: spec, symbols: nil, into: &sink)
        }
    }
}
