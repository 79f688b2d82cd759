@_spi(LocPackInternals) @testable import LocPack
import Testing

/// The text flags of a `%@` spec (`Specs/programs.md`, "Format spec"): any
/// value as its platform's text (Lingo: Swift's `description`; i18next:
/// JavaScript's `String(n)`), and i18next's HTML escaping.
struct ValueTextTests {
    /// `argument` written for a `%@` spec with `flags`, and how it fitted.
    static func write(_ argument: MessageArgument, _ flags: FormatSpec.Flags) -> (text: String, fit: ArgumentFit) {
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            let fit = ArgumentFormatter.write(argument, spec: FormatSpec(conversion: UInt8(ascii: "@"), flags: flags),
                                              symbols: nil, into: &sink)
            return (String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self), fit)
        }
    }

    @Test func valueTextShowsNumbersAsSwiftDoesWithoutAConversion() {
        #expect(Self.write(.int(-12345), .valueText) == ("-12345", .exact))
        #expect(Self.write(.uint(UInt64.max), .valueText) == ("18446744073709551615", .exact))
        #expect(Self.write(.double(1), .valueText) == ("1.0", .exact))
        #expect(Self.write(.double(0.1), .valueText) == ("0.1", .exact))
        #expect(Self.write(.double(1e-7), .valueText) == ("1e-07", .exact))
        #expect(Self.write(.double(-.infinity), .valueText) == ("-inf", .exact))
        #expect(Self.write(.string("a<b"), .valueText) == ("a<b", .exact))
        #expect(Self.write(.missing, .valueText).fit == .mismatched)
        // Without the flag a number under %@ is still a conversion.
        #expect(Self.write(.int(5), []) == ("5", .converted))
    }

    /// Every value is what Node's `String(v)` printed for it.
    @Test(arguments: [
        (1, "1"), (0.1, "0.1"), (1e-7, "1e-7"), (1e21, "1e+21"), (123456789012345680000, "123456789012345680000"),
        (-0.0, "0"), (1.5e-7, "1.5e-7"), (0.000001, "0.000001"), (100, "100"), (-2.5, "-2.5"), (.nan, "NaN"),
        (-.infinity, "-Infinity"), (9007199254740992, "9007199254740992"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (5e-324, "5e-324"), (123.456, "123.456"), (1e20, "100000000000000000000"), (0.1 + 0.2, "0.30000000000000004"),
        (1234567.891, "1234567.891"), (1.5e-6, "0.0000015"),
    ] as [(Double, String)])
    func javaScriptNumbersAreStringOfN(_ value: Double, _ expected: String) {
        #expect(Self.write(.double(value), [.valueText, .javaScriptNumbers]).text == expected)
    }

    @Test func htmlEscapingIsI18nextsEscape() {
        let flags: FormatSpec.Flags = [.valueText, .htmlEscaped, .javaScriptNumbers]
        #expect(Self.write(.string(#"<a href="/x">Tom & 'Jerry'</a>"#), flags).text
                == "&lt;a href=&quot;&#x2F;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;&#x2F;a&gt;")
        #expect(Self.write(.string("naïve — ok"), flags).text == "naïve — ok")
        #expect(Self.write(.int(7), flags) == ("7", .exact))
        // Escaping alone (no value text): a number is a conversion, text is escaped.
        #expect(Self.write(.string("&"), .htmlEscaped) == ("&amp;", .exact))
        #expect(Self.write(.double(2), .htmlEscaped) == ("2.0", .converted))
    }

    /// `argument` written for `spec` in a locale with `symbols`.
    static func write(_ argument: MessageArgument, _ spec: FormatSpec, unlocalized: Bool, symbols: NumberSymbols?) -> String {
        var parsed = spec
        if unlocalized { parsed.flags.insert(.unlocalized) }
        return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            _ = ArgumentFormatter.write(argument, spec: parsed, symbols: symbols, into: &sink)
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self)
        }
    }

    /// An unlocalized numeric spec (format 2.9; Python's `%`) writes what
    /// POSIX output writes, in any locale; without the flag the locale's
    /// symbols apply.
    @Test func unlocalizedNumbersIgnoreTheLocale() {
        for symbols in [TestSymbols.fr, TestSymbols.arEG, TestSymbols.hiIN] {
            for (argument, spec) in [(MessageArgument.double(-1234.5), Self.fixed2), (.int(-1234567), FormatSpec(conversion: UInt8(ascii: "d"))),
                                     (.double(0.000123), FormatSpec(conversion: UInt8(ascii: "g"))),
                                     (.double(1e21), FormatSpec(conversion: UInt8(ascii: "e"))),
                                     (.int(42), FormatSpec(conversion: UInt8(ascii: "f"), width: 5, precision: 1))] {
                #expect(Self.write(argument, spec, unlocalized: true, symbols: symbols)
                        == Self.write(argument, spec, unlocalized: false, symbols: nil))
            }
        }
        #expect(Self.write(.double(-1234.5), Self.fixed2, unlocalized: true, symbols: TestSymbols.fr) == "-1234.50")
        #expect(Self.write(.double(-1234.5), Self.fixed2, unlocalized: false, symbols: TestSymbols.fr) != "-1234.50")
        // Python's %d truncates a double toward zero; a localized %d does not take one with a fraction.
        let integer = FormatSpec(conversion: UInt8(ascii: "d"))
        #expect(Self.write(.double(-2.675), integer, unlocalized: true, symbols: TestSymbols.fr) == "-2")
        #expect(Self.write(.double(1234.5), integer, unlocalized: false, symbols: nil) == "")
        #expect(Self.write(.double(.infinity), integer, unlocalized: true, symbols: nil) == "")
    }

    /// `%.2f`.
    static let fixed2 = FormatSpec(conversion: UInt8(ascii: "f"), precision: 2)
}
