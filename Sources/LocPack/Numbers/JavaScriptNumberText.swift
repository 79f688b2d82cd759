/// A double written as JavaScript's `String(n)` writes it (ECMA-262's
/// Number::toString with radix 10): the shortest digits that read back
/// (the same digits as Swift's `description`), placed by the decimal
/// exponent — plain from 1e-6 up to below 1e21 (`0.000001`, `100`,
/// `123456789012345680000`), else in exponent form (`1e-7`, `1.5e+21`);
/// `-0` as `0`, `NaN`, `Infinity`, `-Infinity`. Written without allocating.
enum JavaScriptNumberText {
    /// Appends the text of `value` to `sink`.
    static func write(_ value: Double, into sink: inout UTF8Sink) {
        guard value.isFinite else {
            sink.append(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity")
            return
        }
        guard value != 0 else {
            sink.append(UInt8(ascii: "0"))
            return
        }
        ShortestDecimalText.withText(of: value) { text in
            var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            withUnsafeMutableBytes(of: &storage) { digits in
                // Swift's text is [-]mantissa[e±dd]: the mantissa's digits, a point after
                // `point` of them, times 10^exponent.
                let negative = text.first == UInt8(ascii: "-")
                var index = negative ? 1 : 0, count = 0, point = -1, exponent = 0
                while index < text.count {
                    let byte = text[index]
                    if byte == UInt8(ascii: ".") {
                        point = count
                    } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                        exponent = parseExponent(text, from: index + 1)
                        break
                    } else if count < digits.count {
                        digits[count] = byte
                        count += 1
                    }
                    index += 1
                }
                if point < 0 { point = count }
                // Without leading and trailing zeros the value is 0.d1…dk × 10^n.
                var first = 0
                while first < count - 1 && digits[first] == UInt8(ascii: "0") { first += 1 }
                while count > first + 1 && digits[count - 1] == UInt8(ascii: "0") { count -= 1 }
                let significant = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(digits)[first..<count])
                let k = significant.count, n = point - first + exponent
                if negative { sink.append(UInt8(ascii: "-")) }
                if k <= n && n <= 21 {
                    sink.append(significant)
                    sink.append(repeating: UInt8(ascii: "0"), count: n - k)
                } else if 0 < n && n <= 21 {
                    sink.append(UnsafeRawBufferPointer(rebasing: significant[..<(significant.startIndex + n)]))
                    sink.append(UInt8(ascii: "."))
                    sink.append(UnsafeRawBufferPointer(rebasing: significant[(significant.startIndex + n)...]))
                } else if -6 < n && n <= 0 {
                    sink.append(UInt8(ascii: "0"))
                    sink.append(UInt8(ascii: "."))
                    sink.append(repeating: UInt8(ascii: "0"), count: -n)
                    sink.append(significant)
                } else {
                    sink.append(significant[significant.startIndex])
                    if k > 1 {
                        sink.append(UInt8(ascii: "."))
                        sink.append(UnsafeRawBufferPointer(rebasing: significant[(significant.startIndex + 1)...]))
                    }
                    sink.append(UInt8(ascii: "e"))
                    sink.append(n - 1 < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                    PrintfFormatter.formatUnsigned(UInt64((n - 1).magnitude), spec: FormatSpec(conversion: UInt8(ascii: "u")),
                                                   symbols: nil, into: &sink)
                }
            }
        }
    }

    /// The signed decimal exponent written from `index` on (`-07`, `+16`).
    private static func parseExponent(_ text: UnsafeRawBufferPointer, from index: Int) -> Int {
        var index = index, sign = 1, value = 0
        if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            if text[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
            index += 1
        }
        return sign * value
    }
}
