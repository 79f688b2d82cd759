@_spi(LocPackInternals) @testable import LocPack
import Testing

/// The list pattern record and list arguments (`Specs/programs.md`, "List
/// patterns"): joining, ICU's contextual tests, corrupt records, and a list
/// under a spec that is no list spec.
struct ListPatternTests {
    /// A record of `parts` (each before, between, after) with `flags`.
    static func record(_ parts: [[String]], flags: UInt8 = 0) -> [UInt8] {
        let texts = parts.flatMap { $0 }.flatMap { [UInt8($0.utf8.count)] + Array($0.utf8) }
        return [UInt8(texts.count & 0xFF), UInt8(texts.count >> 8), flags] + texts
    }

    /// `argument` written by the record `bytes`, or nil when the record is corrupt.
    static func write(_ bytes: [UInt8], _ argument: MessageArgument) -> String? {
        bytes.withUnsafeBytes { raw -> String? in
            guard let (pattern, end) = ListPattern.record(in: ByteView(raw), at: 0, end: raw.count), end == raw.count else { return nil }
            return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
                var sink = UTF8Sink(buffer)
                pattern.write(argument, into: &sink)
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self)
            }
        }
    }

    /// A made-up pattern set with texts in every place, so the nesting shows.
    static let brackets = record([["<", " & ", ">"], ["[", ", ", "]"], ["(", "; ", ")"], ["{", " + ", "}"]])

    @Test func eachPatternWrapsWhatIsJoinedSoFar() {
        #expect(Self.write(Self.brackets, .list([])) == "")
        #expect(Self.write(Self.brackets, .list(["a"])) == "a")
        #expect(Self.write(Self.brackets, .list(["a", "b"])) == "<a & b>")
        // start(a, b), then end(…, c): end's text before {0} is outermost.
        #expect(Self.write(Self.brackets, .list(["a", "b", "c"])) == "{[a, b] + c}")
        #expect(Self.write(Self.brackets, .list(["a", "b", "c", "d", "e"])) == "{(([a, b]; c); d) + e}")
    }

    @Test func contextualTestsAreICUs() {
        func passes(_ context: ListPattern.Context, _ item: String) -> Bool {
            var item = item
            return item.withUTF8 { ListPattern.passes(context, UnsafeRawBufferPointer($0)) }
        }
        #expect(["i", "Isla", "hi", "HIlo", "hIdra"].allSatisfy { passes(.spanishE, $0) })
        #expect(!["", "h", "hielo", "HIA", "Hie", "í", "y"].contains { passes(.spanishE, $0) })
        #expect(["o", "Otto", "ho", "HOra", "8", "80", "11", "11 años"].allSatisfy { passes(.spanishU, $0) })
        #expect(!["", "h", "110", "1", "uno", "ó"].contains { passes(.spanishU, $0) })
        #expect(["Bob", "3", "-", "😀", "\u{FB37}"].allSatisfy { passes(.hebrewVavDash, $0) })
        #expect(!["", "א", "\u{05B0}", "\u{FB1D}", "\u{FB29}"].contains { passes(.hebrewVavDash, $0) })
        #expect(!passes(.none, "Isla"))
    }

    @Test func theContextualPatternsFollowTheTest() {
        let spanish = Self.record([["", " y ", ""], ["", ", ", ""], ["", ", ", ""], ["", " y ", ""], ["", " e ", ""], ["", " e ", ""]],
                                  flags: ListPattern.Context.spanishE.rawValue)
        #expect(Self.write(spanish, .list(["pan", "Isla"])) == "pan e Isla")
        #expect(Self.write(spanish, .list(["Isla", "pan"])) == "Isla y pan")
        #expect(Self.write(spanish, .list(["a", "b", "hilo"])) == "a, b e hilo")
    }

    @Test func escapingAndValuesThatAreNoList() {
        let plain = Self.record([["", " and ", ""], ["", ", ", ""], ["", ", ", ""], ["", ", and ", ""]])
        let i18next = Self.record([["", " and ", ""], ["", ", ", ""], ["", ", ", ""], ["", ", and ", ""]],
                                  flags: ListPattern.escapesItems | ListPattern.showsAnyValue)
        #expect(Self.write(plain, .list(["<a>", "b"])) == "<a> and b")
        #expect(Self.write(i18next, .list(["<a>", "b"])) == "&lt;a&gt; and b")
        #expect(Self.write(i18next, "x/é") == "x, &#x2F;, and é")
        #expect(Self.write(i18next, .double(0.5)) == "0.5")
        // Without showsAnyValue only a list shows; nothing shows a missing value.
        i18next.withUnsafeBytes { raw in
            let (record, _) = ListPattern.record(in: ByteView(raw), at: 0, end: raw.count)!
            #expect(record.shows(.int(1)) && record.shows(.list([])) && !record.shows(.missing) && !record.shows(nil))
        }
        plain.withUnsafeBytes { raw in
            let (record, _) = ListPattern.record(in: ByteView(raw), at: 0, end: raw.count)!
            #expect(!record.shows(.string("abc")) && !record.shows(.int(1)) && record.shows(.list(["a"])))
        }
    }

    @Test func corruptRecordsAreRefused() {
        let good = Self.brackets
        #expect(Self.write(good, .list(["a"])) != nil)
        // Every truncation, a length past the end, unknown flags, texts that do not fill the record.
        for cut in 0..<good.count { #expect(Self.write(Array(good[0..<cut]), .list(["a"])) == nil) }
        var long = good; long[0] &+= 1
        #expect(Self.write(long, .list(["a"])) == nil)
        var flags = good; flags[2] = 0x10
        #expect(Self.write(flags, .list(["a"])) == nil)
        // Contextual flags with only four patterns' texts.
        var missing = good; missing[2] = ListPattern.Context.hebrewVavDash.rawValue
        #expect(Self.write(missing, .list(["a"])) == nil)
        var overrun = good; overrun[3] = 200
        #expect(Self.write(overrun, .list(["a"])) == nil)
    }

    @Test func aListUnderAnotherSpecIsJavaScriptsText() {
        #expect(ValueTextTests.write(.list(["a", "b/c"]), [.valueText, .htmlEscaped]) == ("a,b&#x2F;c", .exact))
        #expect(ValueTextTests.write(.list(["a", "b"]), []) == ("a,b", .converted))
        withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            #expect(ArgumentFormatter.write(.list(["1"]), spec: FormatSpec(conversion: UInt8(ascii: "d")), symbols: nil, into: &sink) == .mismatched)
        }
        #expect(MessageArgument.list(["5"]).number == nil)
        #expect(!MessageArgument.list([]).isNumber)
    }
}
